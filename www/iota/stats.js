// @ts-check
// What Ётта tells the statistics (www/stats/, the descriptor's `stats` hook, loaded
// with them): the facts of a person's turn from the engine's result, the final scores,
// and the computer levels' fixed ratings.

/**
 * The levels' ratings, derived from the measured win shares of two-player Ётта
 * (BENCHMARKS.md "The levels' ratings": medium fixed at 1200, each level above or below
 * by 400 · log10(p / (1 − p)) of its measured share p against the level below).
 * @type {Record<string, number>}
 */
export const levelRatings = { easy: 390, medium: 1200, hard: 1299, expert: 1432, master: 1475 };

/**
 * The facts of a move for the person in seat `you` (null: not the person's turn):
 * points scored (Y12–Y15), lots (Y13), all four cards (Y14), a trade (Y5b), wild
 * cards taken back (Y18), the turn that ended the game (Y19).
 * @param {number} you @param {number | null} seat
 * @param {{ place?: unknown[], trade?: unknown[], recycle?: unknown[] }} move
 * @param {{ ok: boolean, score?: number, lots?: number, allFour?: boolean, over?: boolean }} r
 * @returns {Record<string, number> | null}
 */
export function step(you, seat, move, r) {
  if (seat !== you || !r.ok) return null;
  return {
    turns: 1,
    points: r.score ?? 0,
    lots: r.lots ?? 0,
    fours: r.allFour ? 1 : 0,
    trades: move.trade?.length ? 1 : 0,
    recycles: move.recycle?.length ?? 0,
    ended: r.over && move.place?.length ? 1 : 0,
  };
}

/**
 * The end of the game: every seat's total, the winners (Y21: the highest total; equal
 * totals share the win).
 * @param {{ scores?: number[], winners?: number[] }} view
 */
export function final(view) {
  return { scores: view.scores ?? [], winners: view.winners ?? [], lower: false };
}

/**
 * The engine's results of `moves` played from the deal (a game resumed after a reload:
 * its turns before it), as the table deals it (./state.js).
 * @param {object} engine the page's engine module
 * @param {{ seed: string, options: Record<string, unknown>, players: number }} start
 * @param {{ move: object }[]} moves
 * @returns {object[]}
 */
export function replay(engine, start, moves) {
  const { IotaGame } = /** @type {typeof import("../../yotta_page.js")} */ (engine);
  const game = new IotaGame({
    players: start.players,
    seed: start.seed,
    allFourBonus: start.options.allFourBonus !== false,
    shortGame: Boolean(start.options.shortGame),
  });
  try {
    return moves.map((m) => game.play(/** @type {import("../../yotta_page.js").IotaMove} */ (m.move)));
  } finally {
    game.free();
  }
}
