// @ts-check
// The person's rating against the computer players: Elo, with fixed ratings for the
// levels (each game's `stats` hook, measured: BENCHMARKS.md "The levels' ratings").
//
// Why Elo and not Glicko-2: the opponents are fixed-rated programs, not rated people
// whose uncertainty would matter; Elo is one line a person (and a test) can check by
// hand, and the first games are marked *provisional* and move the rating twice as fast
// (K = 40 for the first 10 rated games, then K = 20: FIDE's choice for new players and
// established ones). Glicko-2's rating deviation would say the same thing with an
// iteration (its volatility step) that no one could check at a glance.
//
// The formula (docs/stats.md "The rating"), after each finished game against computer
// players only (one person at this device, every other seat a computer):
//   for each computer opponent i (of rating R_i): E_i = 1 / (1 + 10^((R_i − R) / 400)),
//   S_i = 1 if the person finished ahead of it, ½ if level, 0 if behind;
//   R' = R + K / n × Σ (S_i − E_i), n the number of computer opponents,
//   K = 40 while fewer than 10 rated games were played before this one, else 20.
// The rating is kept unrounded (so that every rated game changes it, a win against a far
// weaker level by a fraction of a point) and shown rounded.
// So a multi-player Оттава match counts each opponent as a pairwise result, and weighs as
// much as one two-player game.

export { START } from "./state.js";
/** Rated games shown as provisional. */
export const PROVISIONAL = 10;

/** @param {number} r the person's rating @param {number} o the opponent's */
export const expected = (r, o) => 1 / (1 + 10 ** ((o - r) / 400));

/**
 * The rating after one game.
 * @param {number} r the rating before @param {number} games rated games before this one
 * @param {{ rating: number, score: number }[]} pairs each computer opponent's rating and
 *   the person's result against it (1, ½, 0)
 */
export function rate(r, games, pairs) {
  if (!pairs.length) return r;
  const k = games < PROVISIONAL ? 40 : 20;
  const sum = pairs.reduce((a, p) => a + (p.score - expected(r, p.rating)), 0);
  return r + (k / pairs.length) * sum;
}
