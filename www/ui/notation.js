// @ts-check
// The page's card notation (docs/api.md "Notation"): card codes of both games, Ётта
// position text (`3RT@0,0 W@2,0`) and replays (`…;pass;trade:2`), read and written.
// The embed's parameters (`?embed=1&game=iota&position=…&hand=…&moves=…`,
// `?embed=1&game=ottawa&top=…&hand=…`, www/embed/) and the review's records
// (www/review/record.js) are read with it. Everything read is data: it is checked
// here, card by card, and a text that cannot be read gives a short reason (quoting at
// most a few characters of the text, to be shown with `textContent`). Whether a
// position is legal is the engine's judgement, not this module's: here only the
// notation is read.

/** Longest parameter read, in characters; a longer one is refused (a whole game's
 * moves fit). */
export const MAX_PARAM = 6000;
/** Most cards a position may hold (the Ётта deck has 66). */
export const MAX_CARDS = 66;
/** Most turns a replay may hold (a whole game of four players fits). */
export const MAX_TURNS = 240;
/** Largest |x| or |y| of a cell. */
export const MAX_COORD = 200;

/**
 * Why a parameter cannot be read, in both languages: `{key}` of a refusal below with
 * its `params` (a `why` parameter is itself a refusal, shown inside).
 */
export const PARAM_STRINGS = {
  en: {
    p_tooLong: "{what} is too long ({n} characters, at most {max})",
    p_notCard: "card {card} is not a card",
    p_handSize: "the hand holds {n} cards, at most {max}",
    p_positionSize: "{what} holds {n} cards, at most {max}",
    p_notPlacement: "{text} is not a placement like 3RT@0,0",
    p_farOut: "cell {x},{y} is too far out",
    p_twoOnCell: "two cards on cell {cell}",
    p_turns: "the game holds {n} turns, at most {max}",
    p_turn: "turn {i}: {why}",
    p_turnEmpty: "turn {i} is empty",
    p_turnSize: "turn {i} places {n} cards, at most 4",
    p_recycles: "turn {i} takes back more than two wilds",
    p_position: "the position",
    p_hand: "the hand",
    p_moves: "the list of moves",
    p_turnN: "turn {i}",
  },
  ru: {
    p_tooLong: "{what}: слишком длинно ({n} знаков, можно не больше {max})",
    p_notCard: "{card} — это не карта",
    p_handSize: "на руке карт: {n}, можно не больше {max}",
    p_positionSize: "{what}: карт {n}, можно не больше {max}",
    p_notPlacement: "{text} — это не карта на клетке вида 3RT@0,0",
    p_farOut: "клетка {x},{y} слишком далеко",
    p_twoOnCell: "две карты на клетке {cell}",
    p_turns: "в партии ходов: {n}, можно не больше {max}",
    p_turn: "ход {i}: {why}",
    p_turnEmpty: "ход {i} пустой",
    p_turnSize: "ход {i}: карт {n}, можно не больше 4",
    p_recycles: "ход {i}: забрать можно не больше двух джокеров",
    p_position: "позиция",
    p_hand: "рука",
    p_moves: "список ходов",
    p_turnN: "ход {i}",
  },
};

/**
 * A refusal's text in `lang`: its key's string in `strings` (by default this module's)
 * with its parameters filled in (nested refusals and `{ key }` words translated too).
 * @param {Reason} r @param {"en" | "ru"} lang
 * @param {{ en: Record<string, string>, ru: Record<string, string> }} [strings]
 * @returns {string}
 */
export function reasonText(r, lang, strings = PARAM_STRINGS) {
  const table = strings[lang] ?? strings.en;
  const p = r.params ?? {};
  return String(table[r.key] ?? r.key).replace(/\{(\w+)\}/g, (m, k) => {
    const v = p[k];
    if (v && typeof v === "object" && "key" in v) return reasonText(/** @type {Reason} */ (v), lang, strings);
    return k in p ? String(v) : m;
  });
}

const IOTA_CARD = /^(?:[1-4][RGBY][CSTX]|W)$/;
const OTTAWA_CARD = /^(?:[2-9TJQKA]|10)[CDHS]$/;

/**
 * A piece of URL text, quoted for a message: at most 12 characters, control
 * characters dropped. The result is still to be shown as text, never as markup.
 * @param {string} s
 */
export function quote(s) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const clean = s.replace(/[\u0000-\u001f\u007f]/g, "");
  return `'${clean.length > 12 ? `${clean.slice(0, 12)}…` : clean}'`;
}

/**
 * Why a text was refused: a key of PARAM_STRINGS and its parameters (a parameter may be
 * a reason itself, or a `{ key }` word).
 * @typedef {{ key: string, params?: Record<string, unknown> }} Reason
 */
/**
 * @typedef {{ ok: true, value: T } | { ok: false, message: string, reason: Reason }} Read
 * @template T
 */

/**
 * A refusal: `message` in English (for logs and the API), `reason` to show in the
 * page's language (`reasonText`).
 * @param {string} key @param {Record<string, unknown>} [params] @returns {{ ok: false, message: string, reason: Reason }}
 */
const fail = (key, params = {}) => {
  const reason = { key, params };
  return { ok: false, message: reasonText(reason, "en"), reason };
};

/** @param {string | null} text @param {Reason} what */
function tooLong(text, what) {
  return text !== null && text.length > MAX_PARAM ? fail("p_tooLong", { what, n: text.length, max: MAX_PARAM }) : null;
}

/**
 * A Ётта card code (case-insensitive), canonical upper case.
 * @param {string} raw @returns {Read<string>}
 */
export function readIotaCard(raw) {
  const c = raw.trim().toUpperCase();
  if (!IOTA_CARD.test(c)) return fail("p_notCard", { card: quote(raw.trim()) });
  return { ok: true, value: c };
}

/**
 * An Оттава card code (`7C`, `TD`, `10d`), canonical (`TD`).
 * @param {string} raw @returns {Read<string>}
 */
export function readOttawaCard(raw) {
  const c = raw.trim().toUpperCase();
  if (!OTTAWA_CARD.test(c)) return fail("p_notCard", { card: quote(raw.trim()) });
  return { ok: true, value: c.startsWith("10") ? `T${c.slice(2)}` : c };
}

/**
 * A list of cards separated by commas and/or spaces.
 * @param {string | null} text @param {(s: string) => Read<string>} readCard @param {number} max
 * @returns {Read<string[]>}
 */
export function readCards(text, readCard, max) {
  if (text === null) return { ok: true, value: [] };
  const long = tooLong(text, { key: "p_hand" });
  if (long) return long;
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length > max) return fail("p_handSize", { n: parts.length, max });
  const out = [];
  for (const p of parts) {
    const c = readCard(p);
    if (!c.ok) return c;
    out.push(c.value);
  }
  return { ok: true, value: out };
}

/**
 * Position text: placements `<card>@<x>,<y>` separated by spaces (docs/api.md), e.g.
 * `3RT@0,0 2RT@1,0 W@2,0`. Semicolons are not allowed here (they separate turns).
 * @param {string | null} text @param {Reason} [what]
 * @returns {Read<{ card: string, x: number, y: number }[]>}
 */
export function readPosition(text, what = { key: "p_position" }) {
  if (text === null) return { ok: true, value: [] };
  const long = tooLong(text, what);
  if (long) return long;
  const parts = text.trim().split(/\s+/).filter(Boolean);
  if (parts.length > MAX_CARDS) return fail("p_positionSize", { what, n: parts.length, max: MAX_CARDS });
  const out = [];
  const seen = new Set();
  for (const p of parts) {
    const m = /^([^@]*)@(-?\d{1,4}),(-?\d{1,4})$/.exec(p);
    if (!m) return fail("p_notPlacement", { text: quote(p) });
    const c = readIotaCard(m[1]);
    if (!c.ok) return c;
    const x = Number(m[2]);
    const y = Number(m[3]);
    if (Math.abs(x) > MAX_COORD || Math.abs(y) > MAX_COORD) return fail("p_farOut", { x, y });
    const k = `${x},${y}`;
    if (seen.has(k)) return fail("p_twoOnCell", { cell: k });
    seen.add(k);
    out.push({ card: c.value, x, y });
  }
  return { ok: true, value: out };
}

/**
 * @typedef {{ card: string, x: number, y: number }} Cell
 * @typedef {({ kind: "place", place: Cell[] } | { kind: "pass" } | { kind: "trade", n: number })
 *   & { recycle?: Cell[] }} Turn
 */

/**
 * A replay: turns separated by `;`, each the placements of that turn as position
 * text, or `pass`, or `trade:N` (N = 1…4 cards traded, Y5b), after at most two
 * recycles `~CARD@x,y` (Y18: the card put in the place of the wild on that cell).
 * @param {string | null} text @returns {Read<Turn[]>}
 */
export function readMoves(text) {
  if (text === null) return { ok: true, value: [] };
  const long = tooLong(text, { key: "p_moves" });
  if (long) return long;
  const parts = text.split(";").map((s) => s.trim());
  if (parts.length && parts[parts.length - 1] === "") parts.pop();
  if (parts.length > MAX_TURNS) return fail("p_turns", { n: parts.length, max: MAX_TURNS });
  /** @type {Turn[]} */
  const out = [];
  for (let i = 0; i < parts.length; i++) {
    let p = parts[i];
    /** @type {Cell[]} */
    const recycle = [];
    const rec = /^~(\S+)\s*/;
    for (let m = rec.exec(p); m; m = rec.exec(p)) {
      const r = readPosition(m[1], { key: "p_turnN", params: { i: i + 1 } });
      if (!r.ok) return fail("p_turn", { i: i + 1, why: r.reason });
      recycle.push(...r.value);
      p = p.slice(m[0].length);
    }
    if (recycle.length > 2) return fail("p_recycles", { i: i + 1 });
    const more = recycle.length ? { recycle } : {};
    const low = p.toLowerCase();
    if (low === "pass") out.push({ kind: "pass", ...more });
    else if (/^trade:\s*[1-4]$/.test(low)) out.push({ kind: "trade", n: Number(low.slice(-1)), ...more });
    else {
      const r = readPosition(p, { key: "p_turnN", params: { i: i + 1 } });
      if (!r.ok) return fail("p_turn", { i: i + 1, why: r.reason });
      if (!r.value.length) return fail("p_turnEmpty", { i: i + 1 });
      if (r.value.length > 4) return fail("p_turnSize", { i: i + 1, n: r.value.length });
      out.push({ kind: "place", place: r.value, ...more });
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
