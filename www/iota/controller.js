// @ts-check
// The Ётта table's controller, what `mount` returns (it becomes `window.yotta`, see
// www/games.js): the table's state for tests and tools, the person's move made as the
// UI would make it, the places of cells and hand cards on screen, and measurements.
import { gameOf, isHumanTurn } from "./state.js";

/** @typedef {import("./state.js").Table} Table */

/**
 * @param {Table} tb
 * @param {{ commit: (move: import("./staging.js").IotaMove) => Promise<import("../seats/match.js").LoopResult>, handCardCenter: (i: number) => { x: number, y: number } | null,
 *   seatNameRect: (seat: number) => DOMRect | null, think?: import("../worker/client.js").Thinker, destroy: () => void,
 *   heat: { state: () => { x: number, y: number, best: number }[] | null, destroy: () => void,
 *     ask: (board: import("../../yotta.js").Placement[], hand: string[]) => Promise<unknown> } }} d
 *   `heat`: the heat map's part (./heat.js)
 */
export function controller(tb, d) {
  const { st, ui, cam, surface } = tb;
  return {
    state: () => ({
      game: "iota",
      view: st.view,
      busy: ui.busy || Boolean(ui.drag) || ui.flights.length > 0,
      staged: st.stagedPlacements(),
      hint: st.hint?.move ?? null,
      // The heat map (./heat.js): `[{ x, y, best }]` of every open cell while it is on, else null.
      heat: d.heat.state(),
    }),
    /** @param {import("./staging.js").IotaMove} move */
    play(move) {
      if (!isHumanTurn(tb))
        return { ok: false, error: { code: "not-your-turn", message: "it is not a person's turn" } };
      return d.commit(move);
    },
    cellCenter: (/** @type {number} */ x, /** @type {number} */ y) => cam.cellCenter(x, y),
    /** Brings cells into view where some are out of it (a lesson's lit cell). */
    showCells: (/** @type {{ x: number, y: number }[]} */ cells) => cam.showCells(cells),
    handCardCenter: d.handCardCenter,
    /** Where `seat`'s name is on the scoreboard (viewport CSS pixels): a reaction is shown by it. */
    seatNameRect: d.seatNameRect,
    /**
     * The engine's suggestion for the seat to move (tests, measurements): from the game
     * where it has computer players, else (the page's engine has none) from the worker
     * (`d.think`), a promise.
     */
    suggest: (/** @type {string} */ level = "medium") => {
      const game = gameOf(tb);
      if (typeof game.hint === "function" || !d.think) return game.hint?.(level);
      return d.think.decide({ game: "iota", save: game.save(), level });
    },
    /** The heat map of `hand` on `board`, worked out where the table's is (the worker), for measurements. */
    heatOf: d.heat.ask,
    /** The camera, for tests: `{ ox, oy, s }`. */
    viewport: () => ({ ...cam.vp }),
    /** Time spent drawing the grid, for measurements; `reset` starts afresh. */
    drawStats: (/** @type {boolean} */ reset = false) => {
      const s = { ...surface.stats };
      if (reset) Object.assign(surface.stats, { draws: 0, totalMs: 0, maxMs: 0, scenes: 0 });
      return s;
    },
    /** Every legal play of the person's hand, best first (the engine's `iotaPlays`, asked on the page). */
    legalPlays: () => (isHumanTurn(tb) ? st.plays() : []),
    /** The cells highlighted for hand card `i` (from the engine's move generation). */
    legalCells: (/** @type {number} */ i) => st.legalCells(i),
    /** The cards chosen for a trade, while one is being chosen (else null). */
    tradeSelection: () => (st.trading ? [...st.tradeSel].map((i) => st.hand[i].card) : null),
    /** The cells marked dead (`iotaDeadCells`). */
    deadCells: () => st.deadCells(),
    /**
     * Shows an answer on the grid (the trainer's, www/train/): `place` as the hint's
     * ghost cards, the cards placed taken back to the hand first; with `dead` the dead
     * cells marked where they were not.
     * @param {{ place?: import("./staging.js").Placement[], score?: number, dead?: boolean }} a
     */
    reveal(a) {
      if (a.dead) st.rules.marksDead = true;
      if (a.place) {
        st.resetTurn();
        st.hint = { move: { place: a.place }, score: a.score ?? 0 };
      }
      tb.refresh();
    },
    /** The keyboard cursor's cell, for tests. */
    cursor: () => ({ ...ui.cursor }),
    /** The table's turn loop (www/seats/match.js): a multi-device game's host listens to it. */
    match: tb.match,
    destroy() {
      d.heat.destroy();
      d.destroy();
    },
  };
}
