// @ts-check
// What the page remembers in localStorage: the settings (language, last game, each
// game's seats, options and table preferences) and the game in progress of each game. Storage may be
// missing, full or hold anything: nothing here throws.

const SETTINGS = "yotta.settings.v1";
const SAVE = (/** @type {string} */ id) => `yotta.save.${id}`;
const CURRENT = "yotta.current";
const LEARN = "yotta.learn.v1";
/** The version of the envelope around a table's saved data. */
export const SAVE_VERSION = 1;

/** True once a write was refused (storage full or forbidden). */
let refused = false;

/** @returns {Storage | null} */
function store() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** @param {string} key @returns {string | null} */
function get(key) {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** @param {string} key @param {string | null} value */
function set(key, value) {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // Full or forbidden storage: the game goes on without saving (storageWorks says so).
    refused = true;
  }
}

/**
 * Whether the page can remember anything in this browser: storage is there, takes a
 * write, and has refused none so far. False in a browser or mode that blocks site data,
 * or when storage is full: the menu then says that settings and a game in progress
 * will not be kept.
 */
export function storageWorks() {
  const s = store();
  if (!s || refused) return false;
  try {
    s.setItem("yotta.probe", "1");
    s.removeItem("yotta.probe");
    return true;
  } catch {
    return false;
  }
}

/**
 * A seat as the menu and the saves keep it: a person here, a computer (of a level), or
 * a person on another device, and the name (empty: the default name).
 * @typedef {{ kind: "human"|"ai"|"remote", level: import("./levels.js").Level, name: string }} StoredSeat
 */

/**
 * What was remembered of each game's choices is read back through the menu's checks
 * (www/shell/choices.js), so it is `unknown` here.
 * @typedef {{ lang?: string, game?: string,
 *   perGame?: Record<string, { players?: unknown, seats?: unknown[], options?: Record<string, unknown>,
 *     prefs?: Record<string, unknown> }> }} Settings
 * `perGame[id].prefs`: a table's own preferences (the Оттава table's speed and auto-pass).
 */

/** @returns {Settings} */
export function loadSettings() {
  try {
    const v = JSON.parse(get(SETTINGS) ?? "{}");
    return v && typeof v === "object" && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

/** @param {Settings} s */
export function saveSettings(s) {
  set(SETTINGS, JSON.stringify(s));
}

/**
 * A game in progress as saved: its seats, options and seed, the table's data (what it
 * gave `persist`), and the rounds noted so far (a game reviewed round by round).
 * @typedef {{ v: number, game: string, seats: StoredSeat[], options: Record<string, unknown>,
 *   seed: string, data: unknown, rounds?: import("../games.js").RoundSummary[], clock?: number }} SavedGame
 * `clock`: the turn clock's seconds a turn, when the game has one
 */

/**
 * The saved game of `id`: `{ saved }`, `{ error }` when something is stored but
 * unreadable, or `{}` when nothing is stored.
 * @param {string} id
 * @returns {{ saved?: SavedGame, error?: string }}
 */
export function loadGame(id) {
  const text = get(SAVE(id));
  if (text === null) return {};
  try {
    const v = JSON.parse(text);
    if (!v || typeof v !== "object") return { error: "not an object" };
    if (v.v !== SAVE_VERSION) return { error: `unknown version ${String(v.v)}` };
    if (v.game !== id || !Array.isArray(v.seats) || typeof v.seed !== "string" || !v.data)
      return { error: "missing fields" };
    return { saved: v };
  } catch {
    return { error: "not JSON" };
  }
}

/** @param {string} id @param {SavedGame | null} saved */
export function storeGame(id, saved) {
  set(SAVE(id), saved ? JSON.stringify(saved) : null);
  if (saved) set(CURRENT, id);
  else if (get(CURRENT) === id) set(CURRENT, null);
}

/** Keeps an unreadable save aside (for a bug report) and clears it. @param {string} id */
export function putAside(id) {
  const text = get(SAVE(id));
  if (text !== null) set(`${SAVE(id)}.unreadable`, text);
  storeGame(id, null);
}

/** The game that was on screen last, if its save still exists. */
export function currentGame() {
  const id = get(CURRENT);
  return id && get(SAVE(id)) !== null ? id : null;
}

/**
 * What the lessons remember (www/lesson/): the menu's offer dismissed, and the step each
 * game's lesson was left at (from 0; none once finished).
 * @typedef {{ dismissed?: boolean, steps?: Record<string, number>, finished?: string[] }} Learning
 * @returns {Learning}
 */
export function loadLearning() {
  try {
    const v = JSON.parse(get(LEARN) ?? "{}");
    return v && typeof v === "object" && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

/** @param {Learning} v */
export function saveLearning(v) {
  set(LEARN, JSON.stringify(v));
}

/** The trainer's record: the best streak of each game's drills (www/train/). */
const TRAINER = "yotta.trainer.v1";

/** The best streak remembered for the drills of game `id` (0 when none). @param {string} id */
export function loadTrainerBest(id) {
  try {
    const v = JSON.parse(get(TRAINER) ?? "{}")?.best?.[id];
    return Number.isSafeInteger(v) && v > 0 ? v : 0;
  } catch {
    return 0;
  }
}

/** Remembers `best` as the best streak of game `id`'s drills. @param {string} id @param {number} best */
export function storeTrainerBest(id, best) {
  /** @type {{ best?: Record<string, number> }} */
  let all = {};
  try {
    const v = JSON.parse(get(TRAINER) ?? "{}");
    if (v && typeof v === "object") all = v;
  } catch {
    // A damaged record is replaced.
  }
  set(TRAINER, JSON.stringify({ ...all, best: { ...(all.best ?? {}), [id]: best } }));
}
