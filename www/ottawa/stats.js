// @ts-check
// What Оттава tells the statistics (www/stats/, the descriptor's `stats` hook, loaded
// with them): the facts of a round's end for the person, the final totals, and the
// computer levels' fixed ratings.
import { engineOptions } from "./state.js";

/**
 * The levels' ratings, derived from the measured win shares of two-player Оттава
 * (BENCHMARKS.md "The levels' ratings": medium fixed at 1200, each level above or below
 * by 400 · log10(p / (1 − p)) of its measured share p against the level below). Two-player
 * Оттава leaves little to skill against the easy and medium players, whose mistakes the
 * hard one punishes; the expert and hard are as strong as each other (48.3 %, the interval
 * 42.1–54.6 % holds an even share): the expert stands 12 below hard, as measured. A seat
 * set to `master` (Ётта's level) plays the Оттава expert, and has its rating.
 * @type {Record<string, number>}
 */
export const levelRatings = { easy: 351, medium: 1200, hard: 1747, expert: 1735, master: 1735 };

/** A court card: jack, queen or king (the card notation's rank first: docs/api.md). */
const COURT = /^[JQK]/;

/**
 * The facts of a move for the person in seat `you`: a round that ended (O7, O8) won or
 * not, the points it brought (O9), and a round the person ended with a court card.
 * @param {number} you @param {number | null} seat @param {{ card?: string }} move
 * Under penalty scoring a round's points count against the player: none are "won" then.
 * @param {{ ok: boolean, roundOver?: boolean, view?: { roundResult?: { winner: number | null,
 *   blocked: boolean, points: number[] } | null, rules?: { scoring?: string } } }} r
 * @returns {Record<string, number> | null}
 */
export function step(you, seat, move, r) {
  const rr = r.ok && r.roundOver ? r.view?.roundResult : null;
  if (!rr) return null;
  const won = rr.winner === you;
  return {
    roundsPlayed: 1,
    rounds: won ? 1 : 0,
    points: r.view?.rules?.scoring === "penalty" ? 0 : (rr.points[you] ?? 0),
    courtOut: won && !rr.blocked && seat === you && COURT.test(move.card ?? "") ? 1 : 0,
  };
}

/**
 * The end of the match: every seat's total, the winners (O9: the highest total, or the
 * lowest under penalty scoring).
 * @param {{ scores?: number[], winners?: number[], rules?: { scoring?: string } }} view
 */
export function final(view) {
  return { scores: view.scores ?? [], winners: view.winners ?? [], lower: view.rules?.scoring === "penalty" };
}

/**
 * The engine's results of `moves` played from the deal (a match resumed after a reload:
 * its moves before it, the next rounds' deals included), as the table deals it (./state.js).
 * @param {object} engine the page's engine module
 * @param {{ seed: string, options: Record<string, unknown>, players: number }} start
 * @param {{ move: object }[]} moves
 * @returns {object[]}
 */
export function replay(engine, start, moves) {
  const { OttawaGame } = /** @type {typeof import("../../yotta_page.js")} */ (engine);
  const game = new OttawaGame(engineOptions(start.options, start.players, start.seed));
  try {
    return moves.map((m) => game.play(/** @type {import("../../yotta_page.js").OttawaMove} */ (m.move)));
  } finally {
    game.free();
  }
}
