// @ts-check
// The computer players' levels, weakest first (the engine's `hint(level)` takes each),
// and reading one from a URL or a stored setting.

/** @typedef {"easy"|"medium"|"hard"|"expert"} Level */

/** @type {readonly Level[]} */
export const LEVELS = ["easy", "medium", "hard", "expert"];

/**
 * `x` if it names a level, otherwise `fallback`.
 * @param {unknown} x @param {Level} [fallback]
 * @returns {Level}
 */
export function readLevel(x, fallback = "medium") {
  return LEVELS.some((l) => l === x) ? /** @type {Level} */ (x) : fallback;
}
