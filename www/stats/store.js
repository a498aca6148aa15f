// @ts-check
// Where the figures are kept: one JSON value in localStorage (`yotta.stats`), with the
// version of its shape (./figures.js `FIGURES_VERSION`). An older shape is migrated
// step by step (`MIGRATIONS`: from version n to n + 1) when read; a newer one (written
// by a later version of the page in another tab) is shown but never overwritten; an
// unreadable one is put aside (`yotta.stats.unreadable`, for a bug report) and the
// figures start again. Storage may be missing, full or hold anything: nothing here throws.
import { FIGURES_VERSION, emptyFigures } from "./figures.js";
import { PAGE_KEY, STATS_KEY } from "./state.js";

export { STATS_KEY };

/**
 * Each step takes the value of version n and returns that of version n + 1. None yet:
 * the first shape is version 1. When the shape changes, raise `FIGURES_VERSION` and add
 * the step here, with a test reading a value of the old shape.
 * @type {Record<number, (old: Record<string, unknown>) => Record<string, unknown>>}
 */
export const MIGRATIONS = {};

/**
 * The figures kept, migrated to the current shape; `writable` false when they are of a
 * newer version than this page knows (shown as they are, never overwritten).
 * @param {string | null} text what storage holds
 * @returns {{ figures: import("./figures.js").Figures, writable: boolean, unreadable: boolean }}
 */
export function readFigures(text) {
  if (text === null) return { figures: emptyFigures(), writable: true, unreadable: false };
  try {
    let v = JSON.parse(text);
    if (!v || typeof v !== "object" || !Number.isInteger(v.v) || v.v < 1) throw new Error("not figures");
    if (v.v > FIGURES_VERSION) return { figures: { ...emptyFigures(), ...v }, writable: false, unreadable: false };
    while (v.v < FIGURES_VERSION) {
      const step = MIGRATIONS[v.v];
      if (!step) throw new Error(`no migration from version ${v.v}`);
      v = { ...step(v), v: v.v + 1 };
    }
    const f = { ...emptyFigures(), ...v };
    if (!Array.isArray(f.records) || typeof f.games !== "object" || typeof f.rating?.value !== "number")
      throw new Error("missing fields");
    return { figures: f, writable: true, unreadable: false };
  } catch {
    return { figures: emptyFigures(), writable: true, unreadable: true };
  }
}

/** @returns {Storage | null} */
function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The figures kept in this browser. */
export function loadFigures() {
  let text = null;
  try {
    text = storage()?.getItem(STATS_KEY) ?? null;
  } catch {
    // Forbidden storage: nothing kept.
  }
  const r = readFigures(text);
  if (r.unreadable && text !== null) {
    try {
      storage()?.setItem(`${STATS_KEY}.unreadable`, text);
    } catch {
      // Full: the unreadable value is lost with the new figures.
    }
  }
  return r;
}

/**
 * Keeps the figures, and their snapshot for `state()` (./state.js).
 * @param {import("./figures.js").Figures} f @param {object} page
 */
export function storeFigures(f, page) {
  try {
    storage()?.setItem(STATS_KEY, JSON.stringify(f));
    storage()?.setItem(PAGE_KEY, JSON.stringify(page));
  } catch {
    // Full or forbidden storage: the figures last until the page is left.
  }
}
