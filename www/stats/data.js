// @ts-check
// "Your data is yours": everything the page remembers in this browser's localStorage
// (every key under `yotta.`: the settings and relay settings, the games in progress,
// the last finished game, the puzzles of the day, the statistics, the rating and the
// achievements: www/ui/storage.js, www/review/store.js, www/net/settings.js, ./store.js)
// as one JSON file, read back on another device, or cleared. An import is checked
// whole before anything is changed: a file that is damaged, too large, of another
// program or of a newer format is refused with its reason, and nothing changes.

/** What the file says it is. */
export const DATA_FORMAT = "yotta-data";
/** The version of the file's shape. */
export const DATA_VERSION = 1;
/** The largest file read (bytes): far above what the page keeps (a few hundred KB at most). */
export const MAX_DATA = 2 * 1024 * 1024;
/** Every key the page keeps starts with this. */
const PREFIX = "yotta.";
/** Keys that are no data: the storage probe. */
const SKIP = new Set(["yotta.probe"]);

/**
 * The file: `{ format, version, exported, data: { key: text } }`.
 * @typedef {{ format: string, version: number, exported: string, data: Record<string, string> }} DataFile
 * @typedef {"damaged" | "too-large" | "other-program" | "newer"} Refusal why a file is refused
 */

/** @param {Storage} store @returns {string[]} */
function pageKeys(store) {
  /** @type {string[]} */
  const keys = [];
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i);
    if (k?.startsWith(PREFIX) && !SKIP.has(k)) keys.push(k);
  }
  return keys.sort();
}

/**
 * Everything the page keeps, as the file's text.
 * @param {Storage} store @param {Date} now
 */
export function exportData(store, now) {
  /** @type {Record<string, string>} */
  const data = {};
  for (const k of pageKeys(store)) data[k] = /** @type {string} */ (store.getItem(k));
  /** @type {DataFile} */
  const file = { format: DATA_FORMAT, version: DATA_VERSION, exported: now.toISOString(), data };
  return JSON.stringify(file, null, 1);
}

/** The file's name: `yotta-data-YYYY-MM-DD.json` (the local date). @param {Date} now */
export function fileName(now) {
  const p = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return `yotta-data-${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}.json`;
}

/**
 * Reads a file's text, and refuses it whole or gives its keys.
 * @param {string} text
 * @returns {{ ok: true, data: Record<string, string> } | { ok: false, reason: Refusal, version?: number }}
 */
export function readData(text) {
  if (text.length > MAX_DATA) return { ok: false, reason: "too-large" };
  /** @type {unknown} */
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    return { ok: false, reason: text.trimStart().startsWith("{") ? "damaged" : "other-program" };
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) return { ok: false, reason: "other-program" };
  const f = /** @type {Partial<DataFile>} */ (v);
  if (f.format !== DATA_FORMAT) return { ok: false, reason: "other-program" };
  if (typeof f.version !== "number" || !Number.isInteger(f.version) || f.version < 1)
    return { ok: false, reason: "damaged" };
  if (f.version > DATA_VERSION) return { ok: false, reason: "newer", version: f.version };
  const data = f.data;
  if (!data || typeof data !== "object" || Array.isArray(data)) return { ok: false, reason: "damaged" };
  for (const [k, val] of Object.entries(data))
    if (!k.startsWith(PREFIX) || SKIP.has(k) || typeof val !== "string") return { ok: false, reason: "damaged" };
  return { ok: true, data: /** @type {Record<string, string>} */ (data) };
}

/**
 * Replaces everything the page keeps with `data` (an import: `readData`'s), or with
 * nothing (Clear all). False if storage refused a write (then what was kept before is
 * put back).
 * @param {Storage} store @param {Record<string, string>} data
 */
export function replaceData(store, data) {
  /** @type {Record<string, string>} */
  const before = {};
  for (const k of pageKeys(store)) before[k] = /** @type {string} */ (store.getItem(k));
  try {
    for (const k of Object.keys(before)) store.removeItem(k);
    for (const [k, v] of Object.entries(data)) store.setItem(k, v);
    return true;
  } catch {
    for (const k of pageKeys(store)) store.removeItem(k);
    for (const [k, v] of Object.entries(before)) store.setItem(k, v);
    return false;
  }
}
