// @ts-check
// The turn clock of a game with people (the hot seat, multi-device play): a driver with
// a deadline. The match loop (./match.js) asks a seat's driver for its move; a clocked
// seat's driver (`clock.wrap(driver, seat)`) hands the question on to the seat's own
// driver (the person here, or another device) and answers by itself once the seat's
// time is up: the seat then makes the least move the rules allow, taken from the
// engine's own list of the seat's legal moves (`view.legal`): a draw, else a pass, else
// the first legal move (Оттава, O5: draw, then pass where passing is legal; after a
// draw the seat's turn goes on and the next least move follows at once). A view that
// lists no legal moves (Ётта's: its plays are too many to list) passes, which is always
// legal there (Y5b). The least move is the engine's, so it is never refused.
//
// No table knows of the clock: it lives in the loop's drivers. Whoever shows it listens
// to `onTurn` (a seat's time began, with its deadline; null: no seat's time runs); the
// host of multi-device play sends the same to the guests, which show the host's clock.
// A seat that timed out `idleTurns` turns in a row (3) is reported once (`onIdle`): the
// page offers it to a computer player, `replace(seat, driver)`.

/**
 * @typedef {import("./drivers.js").Driver} Driver
 * @typedef {import("./drivers.js").MoveRequest} MoveRequest
 * @typedef {import("./match.js").LoopView} LoopView
 * @typedef {{ seat: number, deadline: number, ms: number }} ClockTurn a seat's time: it ends
 *   at `deadline` (the page's clock, `Date.now()`), `ms` after it began
 * @typedef {object} ClockOptions
 * @property {number} seconds a turn's time, in seconds
 * @property {(turn: ClockTurn | null) => void} [onTurn] a seat's time began (null: it stopped)
 * @property {(seat: number) => void} [onIdle] `seat` timed out `idleTurns` turns in a row
 * @property {(seat: number, move: object) => void} [onTimeout] the clock made `seat`'s move
 * @property {number} [idleTurns] how many timeouts in a row make a seat idle (default 3)
 */

import { humanDriver } from "./drivers.js";

/** The turns in a row a seat may time out before it is offered to a computer. */
export const IDLE_TURNS = 3;

/**
 * The least move of a seat whose time is up: from the engine's legal moves, a draw,
 * else a pass, else the first; a pass where the view lists none (Ётта, Y5b).
 * @param {LoopView | null | undefined} view @returns {object}
 */
export function leastMove(view) {
  const legal = /** @type {Record<string, unknown>[] | undefined} */ (view?.legal);
  if (!Array.isArray(legal) || legal.length === 0) return { pass: true };
  return legal.find((m) => m.draw) ?? legal.find((m) => m.pass) ?? legal[0];
}

/** @param {ClockOptions} o */
export function createClock(o) {
  const ms = Math.max(1, o.seconds) * 1000;
  const idleTurns = o.idleTurns ?? IDLE_TURNS;
  /** @type {ClockTurn | null} */
  let running = null;
  /** Timeouts in a row, by seat. @type {Map<number, number>} */
  const idle = new Map();
  /** Timeouts so far, by seat (for the page's state and the tests). @type {Map<number, number>} */
  const total = new Map();
  /** The seat and position of the last move the clock made (its turn goes on at once after a draw). */
  let last = { seat: -1, position: -1 };
  /** Drivers that replace a seat's (a computer player, once the seat is given away). @type {Map<number, Driver>} */
  const replaced = new Map();
  /** The question each seat is being asked now: `handOver()` gives it to the seat's new driver. @type {Map<number, () => void>} */
  const asking = new Map();

  /** @param {ClockTurn | null} t */
  function set(t) {
    running = t;
    o.onTurn?.(t);
  }

  /**
   * `seat`'s time is up (or its turn goes on after the clock's draw): the least move.
   * @param {number} seat @param {MoveRequest} request @param {boolean} counted a new timeout
   */
  function timeout(seat, request, counted) {
    const move = leastMove(request.view());
    last = { seat, position: request.position };
    if (counted) {
      const n = (idle.get(seat) ?? 0) + 1;
      idle.set(seat, n);
      total.set(seat, (total.get(seat) ?? 0) + 1);
      if (n === idleTurns) o.onIdle?.(seat);
    }
    o.onTimeout?.(seat, move);
    return move;
  }

  /**
   * The driver of `seat` with the clock: `timed()` says whether the seat is played by a
   * person now (a seat given to a computer is not timed).
   * @template {Driver} D
   * @param {D} driver @param {number} seat @param {() => boolean} [timed]
   * @returns {D}
   */
  function wrap(driver, seat, timed = () => true) {
    const inner = () => replaced.get(seat) ?? driver;
    const clocked = Object.create(driver);
    Object.defineProperty(clocked, "kind", { get: () => inner().kind });
    /** @param {MoveRequest} request @param {import("./drivers.js").MoveContext} ctx */
    clocked.move = (request, ctx) => {
      const d = inner();
      if (replaced.has(seat) || !timed()) return d.move(request, ctx);
      // The clock's draw keeps the seat's turn (O5): what follows it comes at once.
      if (last.seat === seat && last.position === request.position - 1)
        return Promise.resolve(timeout(seat, request, false));
      return new Promise((resolve, reject) => {
        const mine = new AbortController();
        const stop = () => mine.abort();
        ctx.signal.addEventListener("abort", stop, { once: true });
        const turn = { seat, deadline: Date.now() + ms, ms };
        set(turn);
        let settled = false;
        /** @param {() => void} then */
        const settle = (then) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (asking.get(seat) === handOver) asking.delete(seat);
          ctx.signal.removeEventListener("abort", stop);
          if (running === turn) set(null);
          then();
        };
        const timer = setTimeout(
          () =>
            settle(() => {
              // The person's question is withdrawn (its promise is rejected and dropped).
              mine.abort();
              resolve(timeout(seat, request, true));
            }),
          ms,
        );
        // The seat given to a computer while it is asked: that player answers at once.
        const handOver = () =>
          settle(() => {
            mine.abort();
            inner().move(request, ctx).then(resolve, reject);
          });
        asking.set(seat, handOver);
        d.move(request, { signal: mine.signal }).then(
          (move) =>
            settle(() => {
              idle.set(seat, 0);
              resolve(move);
            }),
          (e) => settle(() => reject(e)),
        );
      });
    };
    clocked.done = (/** @type {import("./match.js").LoopResult} */ r) => inner().done?.(r);
    clocked.dispose = () => {
      driver.dispose();
      replaced.get(seat)?.dispose();
    };
    return /** @type {D} */ (clocked);
  }

  return {
    wrap,
    /** The seat whose time runs now, or null. */
    turn: () => running,
    /** Timeouts so far by seat, and in a row. */
    counts: () => ({ total: Object.fromEntries(total), inARow: Object.fromEntries(idle) }),
    /**
     * `seat` is played by `driver` from now on (a computer player, once the seat is given
     * away), the question it is being asked included: its clock stops.
     * @param {number} seat @param {Driver} driver
     */
    replace(seat, driver) {
      replaced.set(seat, driver);
      asking.get(seat)?.();
    },
    /** The seat is kept: its count of timeouts in a row starts again. @param {number} seat */
    keep(seat) {
      idle.set(seat, 0);
    },
  };
}

/** @typedef {ReturnType<typeof createClock>} Clock */

/**
 * A table's driver factories (www/games.js `config.driverFactories`) with `clock`: every
 * person's seat here, and the seats of the kinds in `more` (the host's "remote" seats,
 * timed while `timed(seat)` says a person still plays it).
 * @param {Clock} clock @param {Record<string, import("./drivers.js").DriverFactory>} [more]
 * @param {(seat: number) => boolean} [timed]
 * @returns {Record<string, import("./drivers.js").DriverFactory>}
 */
export function clockedFactories(clock, more = {}, timed = () => true) {
  /** @type {Record<string, import("./drivers.js").DriverFactory>} */
  const f = { human: (_seat, i) => clock.wrap(humanDriver(), i) };
  for (const [kind, make] of Object.entries(more))
    f[kind] = (seat, i, deps) => clock.wrap(make(seat, i, deps), i, () => timed(i));
  return f;
}
