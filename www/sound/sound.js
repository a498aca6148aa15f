// @ts-check
// Sound and touch: short effects for what happens at a table (a card placed, points
// scored, a lot, a refused move, the person's turn, a win or a loss) and a short
// vibration, on phones, for a refused move and the person's turn. This module is the
// small part the first screen holds: the switch (on by default, remembered), the
// counts of the effects played (`state().sound`) and the first gesture. Which table's
// news makes which effect is ./follow.js, loaded with the first table; the sounds
// themselves are synthesized with Web Audio in ./synth.js, loaded at the person's first
// gesture (each a chunk of its own).
//
// No effect plays, and no AudioContext is made, before the person's first gesture (a
// pointer pressed or a key): browsers forbid sound before one, and a page should not
// make noise by itself. The embedded page (`?embed=1`) plays none unless its address
// asks for it (`&sound=1`): a page that embeds a diagram did not ask for noise. An
// effect muted, or not played for any of these reasons, is not counted.

/** @typedef {"place" | "score" | "lot" | "refused" | "turn" | "win" | "lose"} Effect */

/** Where the switch is remembered ("off" when off). */
const KEY = "yotta.sound";
/** How long a vibration lasts, by effect, in milliseconds (`navigator.vibrate`). */
const BUZZ = /** @type {Partial<Record<Effect, number | number[]>>} */ ({ refused: [40, 40, 40], turn: 60 });

const st = {
  on: readOn(),
  /** Whether this page may play at all (the embedded page: only when its address asks). */
  allowed: true,
  /** Whether the person has made a gesture on this page. */
  gestured: false,
  /** @type {Record<string, number>} effects played, by name */
  counts: {},
  /** @type {Promise<typeof import("./synth.js")> | null} the synthesizer, once asked for */
  synth: null,
  /** @type {Set<(on: boolean) => void>} who shows the switch */
  watchers: new Set(),
};

function readOn() {
  try {
    return localStorage.getItem(KEY) !== "off";
  } catch {
    return true;
  }
}

/**
 * Starts listening for the first gesture. `embed`: the embedded page, which plays only
 * when `asked` (its address says `sound=1`).
 * @param {{ embed: boolean, asked: boolean }} o
 */
export function startSound({ embed, asked }) {
  st.allowed = !embed || asked;
  const first = () => {
    st.gestured = true;
    for (const name of GESTURES) removeEventListener(name, first, true);
    if (st.on && st.allowed) warmSynth();
  };
  for (const name of GESTURES) addEventListener(name, first, true);
}

/** The events that are a person's gesture (user activation). */
const GESTURES = ["pointerdown", "keydown", "touchend"];

/**
 * The synthesizer, loaded once. A load that fails (the page left while it was under
 * way: Firefox then refuses the import) is asked for again by the next effect.
 */
function loadSynth() {
  st.synth ??= import("./synth.js").catch((e) => {
    st.synth = null;
    throw e;
  });
  return st.synth;
}

/** Loads the synthesizer ahead of the first effect; a failure waits for that effect. */
function warmSynth() {
  loadSynth().catch(() => {});
}

/** Whether sound is on (the switch). */
export const soundOn = () => st.on;

/** Turns sound on or off, and remembers it. @param {boolean} on */
export function setSound(on) {
  st.on = on;
  try {
    if (on) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, "off");
  } catch {
    /* not remembered */
  }
  if (on && st.gestured && st.allowed) warmSynth();
  for (const w of st.watchers) w(on);
}

/** `fn` is told when the switch changes; returns what stops that. @param {(on: boolean) => void} fn */
export function watchSound(fn) {
  st.watchers.add(fn);
  return () => st.watchers.delete(fn);
}

/** The effects played so far, by name (`window.yotta.state().sound`). */
export const soundCounts = () => ({ ...st.counts });

/**
 * Plays `name` (and vibrates, for a refused move and the person's turn) if sound is on,
 * allowed, and the person has made a gesture; `level` shapes it (the points scored:
 * the higher, the higher the pitch). Returns whether it played.
 * @param {Effect} name @param {number} [level]
 */
export function play(name, level = 0) {
  if (!st.on || !st.allowed || !st.gestured) return false;
  st.counts[name] = (st.counts[name] ?? 0) + 1;
  const buzz = BUZZ[name];
  if (buzz && typeof navigator.vibrate === "function") navigator.vibrate(buzz);
  loadSynth().then(
    (s) => s.effect(name, level),
    (e) => console.warn("the sounds could not be loaded:", e),
  );
  return true;
}
