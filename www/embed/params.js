// @ts-check
// Reading the embed parameters (`?embed=1&game=iota&position=…&hand=…&moves=…`,
// `?embed=1&game=ottawa&top=…&hand=…`). Everything read from the URL is data: it is
// checked here, card by card, and a text that cannot be read gives a short reason
// (quoting at most a few characters of the text, to be shown with `textContent`).
// Whether a position is legal is the engine's judgement, not this module's: here only
// the notation is read (API.md "Notation").

/** Longest parameter read, in characters; a longer one is refused. */
export const MAX_PARAM = 2000;
/** Most cards a position may hold (the Ётта deck has 66). */
export const MAX_CARDS = 66;
/** Most turns a replay may hold. */
export const MAX_TURNS = 80;
/** Largest |x| or |y| of a cell. */
export const MAX_COORD = 200;

const IOTA_CARD = /^(?:[1-4][RGBY][CSTX]|W)$/;
const OTTAWA_CARD = /^(?:[2-9TJQKA]|10)[CDHS]$/;

/**
 * A piece of URL text, quoted for a message: at most 12 characters, control
 * characters dropped. The result is still to be shown as text, never as markup.
 * @param {string} s
 */
export function quote(s) {
  // eslint-disable-next-line no-control-regex
  const clean = s.replace(/[\u0000-\u001f\u007f]/g, "");
  return `'${clean.length > 12 ? `${clean.slice(0, 12)}…` : clean}'`;
}

/**
 * @typedef {{ ok: true, value: T } | { ok: false, message: string }} Read
 * @template T
 */

/** @param {string} message @returns {{ ok: false, message: string }} */
const fail = (message) => ({ ok: false, message });

/** @param {string | null} text @param {string} what */
function tooLong(text, what) {
  return text !== null && text.length > MAX_PARAM ? fail(`${what} is too long (${text.length} characters, at most ${MAX_PARAM})`) : null;
}

/**
 * A Ётта card code (case-insensitive), canonical upper case.
 * @param {string} raw @returns {Read<string>}
 */
export function readIotaCard(raw) {
  const c = raw.trim().toUpperCase();
  if (!IOTA_CARD.test(c)) return fail(`card ${quote(raw.trim())} is not a card`);
  return { ok: true, value: c };
}

/**
 * An Оттава card code (`7C`, `TD`, `10d`), canonical (`TD`).
 * @param {string} raw @returns {Read<string>}
 */
export function readOttawaCard(raw) {
  const c = raw.trim().toUpperCase();
  if (!OTTAWA_CARD.test(c)) return fail(`card ${quote(raw.trim())} is not a card`);
  return { ok: true, value: c.startsWith("10") ? `T${c.slice(2)}` : c };
}

/**
 * A list of cards separated by commas and/or spaces.
 * @param {string | null} text @param {(s: string) => Read<string>} readCard @param {number} max
 * @returns {Read<string[]>}
 */
export function readCards(text, readCard, max) {
  if (text === null) return { ok: true, value: [] };
  const long = tooLong(text, "the hand");
  if (long) return long;
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length > max) return fail(`the hand holds ${parts.length} cards, at most ${max}`);
  const out = [];
  for (const p of parts) {
    const c = readCard(p);
    if (!c.ok) return c;
    out.push(c.value);
  }
  return { ok: true, value: out };
}

/**
 * Position text: placements `<card>@<x>,<y>` separated by spaces (API.md), e.g.
 * `3RT@0,0 2RT@1,0 W@2,0`. Semicolons are not allowed here (they separate turns).
 * @param {string | null} text @param {string} [what]
 * @returns {Read<{ card: string, x: number, y: number }[]>}
 */
export function readPosition(text, what = "the position") {
  if (text === null) return { ok: true, value: [] };
  const long = tooLong(text, what);
  if (long) return long;
  const parts = text.trim().split(/\s+/).filter(Boolean);
  if (parts.length > MAX_CARDS) return fail(`${what} holds ${parts.length} cards, at most ${MAX_CARDS}`);
  const out = [];
  const seen = new Set();
  for (const p of parts) {
    const m = /^([^@]*)@(-?\d{1,4}),(-?\d{1,4})$/.exec(p);
    if (!m) return fail(`${quote(p)} is not a placement like 3RT@0,0`);
    const c = readIotaCard(m[1]);
    if (!c.ok) return c;
    const x = Number(m[2]);
    const y = Number(m[3]);
    if (Math.abs(x) > MAX_COORD || Math.abs(y) > MAX_COORD) return fail(`cell ${x},${y} is too far out`);
    const k = `${x},${y}`;
    if (seen.has(k)) return fail(`two cards on cell ${k}`);
    seen.add(k);
    out.push({ card: c.value, x, y });
  }
  return { ok: true, value: out };
}

/**
 * @typedef {{ kind: "place", place: { card: string, x: number, y: number }[] }
 *   | { kind: "pass" } | { kind: "trade", n: number }} Turn
 */

/**
 * A replay: turns separated by `;`, each the placements of that turn as position
 * text, or `pass`, or `trade:N` (N = 1…4 cards traded, Y5b).
 * @param {string | null} text @returns {Read<Turn[]>}
 */
export function readMoves(text) {
  if (text === null) return { ok: true, value: [] };
  const long = tooLong(text, "the list of moves");
  if (long) return long;
  const parts = text.split(";").map((s) => s.trim());
  if (parts.length && parts[parts.length - 1] === "") parts.pop();
  if (parts.length > MAX_TURNS) return fail(`the game holds ${parts.length} turns, at most ${MAX_TURNS}`);
  /** @type {Turn[]} */
  const out = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    const low = p.toLowerCase();
    if (low === "pass") out.push({ kind: "pass" });
    else if (/^trade:\s*[1-4]$/.test(low)) out.push({ kind: "trade", n: Number(low.slice(-1)) });
    else {
      const r = readPosition(p, `turn ${i + 1}`);
      if (!r.ok) return fail(`turn ${i + 1}: ${r.message}`);
      if (!r.value.length) return fail(`turn ${i + 1} is empty`);
      if (r.value.length > 4) return fail(`turn ${i + 1} places ${r.value.length} cards, at most 4`);
      out.push({ kind: "place", place: r.value });
    }
  }
  return { ok: true, value: out };
}

/**
 * Position text of placements (the inverse of `readPosition`).
 * @param {{ card: string, x: number, y: number }[]} place
 */
export function positionText(place) {
  return place.map((p) => `${p.card}@${p.x},${p.y}`).join(" ");
}
