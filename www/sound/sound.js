// @ts-check
// Sound and touch: short effects for what happens at a table (a card placed, points
// scored, a lot, a refused move, the person's turn, a win or a loss) and a short
// vibration, on phones, for a refused move and the person's turn. This module is the
// small part the first screen holds: the switch (on by default, remembered), the
// counts of the effects played (`state().sound`) and the first gesture. Which table's
// news makes which effect is ./follow.js, loaded with the first table; the sounds
// themselves are synthesized with Web Audio in ./synth.js, which comes with it and is
// handed here (`useSynth`). No import starts at a gesture: a gesture is often a click
// on a link, and a module load cut short by the page leaving is an error in Firefox.
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
  /** @type {typeof import("./synth.js") | null} the synthesizer, once a table's follower brought it */
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
  };
  for (const name of GESTURES) addEventListener(name, first, true);
}

/** The events that are a person's gesture (user activation). */
const GESTURES = ["pointerdown", "keydown", "touchend"];

/** The synthesizer, from the table's follower (./follow.js). @param {typeof import("./synth.js")} synth */
export function useSynth(synth) {
  st.synth = synth;
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
  try {
    st.synth?.effect(name, level);
  } catch (e) {
    // A browser without Web Audio, or one that refuses it: the table goes on silent.
    console.warn("the sound could not be played:", e);
  }
  return true;
}
