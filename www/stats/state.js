// @ts-check
// The statistics as `window.yotta.state()` gives them while their module (./stats.js)
// is not loaded: the first screen loads only this (a few hundred bytes), the module
// comes with the first table or the panel. It reads the snapshot that ./stats.js writes
// beside the figures whenever they change (`yotta.stats.page`: exactly what its
// `pageState` gives); before the first game, the figures of nobody.
import { LEVELS } from "../ui/levels.js";

/** Where the figures are kept (./store.js). */
export const STATS_KEY = "yotta.stats";
/** Where their snapshot for `state()` is kept. */
export const PAGE_KEY = "yotta.stats.page";
/** The rating before the first rated game (./rating.js: the medium level's). */
export const START = 1200;
/** The kinds of opponent the figures are kept by. */
export const OPPONENTS = [...LEVELS, "people", "remote"];
/** Every achievement's id, in the table's order (./achievements.js; tests/node/stats.test.mjs checks them equal). */
export const ACHIEVEMENT_IDS = [
  ...["first-win", "beat-hard", "beat-expert", "streak-5", "games-25", "rating-1400", "both-games", "landslide"],
  ...["first-lot", "two-lots", "turn-100", "all-four", "no-trade-win", "wild-back", "last-card", "score-300"],
  ...["round-win", "court-out", "lesson", "drills-10"],
];

/**
 * `state()`'s figures before the first game: every line empty, the starting rating, every
 * achievement locked (./figures.js `pageFigures` of empty figures gives the same).
 * @param {string[]} gameIds
 */
export function emptyPage(gameIds) {
  const line = { games: 0, wins: 0, share: 0, best: 0, mean: 0, streak: 0, longest: 0, bestTurn: 0, lots: 0 };
  const zero = { ...line, rounds: 0, unfinished: 0 };
  return {
    stats: Object.fromEntries(gameIds.map((id) => [id, Object.fromEntries(OPPONENTS.map((k) => [k, { ...zero }]))])),
    rating: { value: START, shown: START, games: 0, provisional: true, history: [] },
    achievements: ACHIEVEMENT_IDS.map((id) => ({ id, unlocked: false, at: null })),
  };
}

/** @type {{ text: string | null, page: object } | null} the snapshot last read */
let last = null;

/**
 * The snapshot kept, or the empty figures; `stale` when figures are kept with no
 * snapshot of them (an import from before snapshots): the module must be loaded.
 * @param {string[]} gameIds
 * @returns {{ page: object, stale: boolean }}
 */
export function storedPage(gameIds) {
  let text = null;
  let figures = null;
  try {
    text = localStorage.getItem(PAGE_KEY);
    if (text === null) figures = localStorage.getItem(STATS_KEY);
  } catch {
    // No storage: nothing kept.
  }
  if (text !== null && last?.text === text) return { page: last.page, stale: false };
  try {
    const page = text === null ? null : JSON.parse(text);
    if (page && typeof page === "object" && page.rating && page.stats && Array.isArray(page.achievements)) {
      last = { text, page };
      return { page, stale: false };
    }
  } catch {
    // Unreadable: the module reads the figures themselves.
  }
  return { page: emptyPage(gameIds), stale: text !== null || figures !== null };
}
