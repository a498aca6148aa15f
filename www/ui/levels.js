// @ts-check
// The computer players' levels, weakest first (the engine's `hint(level)` takes each),
// and reading one from a URL or a stored setting. `master` is Ётта's alone (a game's
// descriptor lists the levels it offers, `levels`; the engine plays an Оттава seat set
// to master as its expert).

/** @typedef {"easy"|"medium"|"hard"|"expert"|"master"} Level */

/** @type {readonly Level[]} */
export const LEVELS = ["easy", "medium", "hard", "expert", "master"];

/** The levels every game offers (all but Ётта's master). @type {readonly Level[]} */
export const COMMON_LEVELS = ["easy", "medium", "hard", "expert"];

/**
 * `x` if it names a level, otherwise `fallback`.
 * @param {unknown} x @param {Level} [fallback]
 * @returns {Level}
 */
export function readLevel(x, fallback = "medium") {
  return LEVELS.some((l) => l === x) ? /** @type {Level} */ (x) : fallback;
}
