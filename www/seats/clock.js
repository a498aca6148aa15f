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

/**
 * The clock's state (`createClock` returns its face).
 * @typedef {object} ClockState
 * @property {ClockOptions} o
 * @property {number} ms a turn's time, in milliseconds
 * @property {ClockTurn | null} running the seat whose time runs
 * @property {Map<number, number>} idle timeouts in a row, by seat
 * @property {Map<number, number>} total timeouts so far, by seat (the page's state, the tests)
 * @property {{ seat: number, position: number }} last the seat and position of the last move the
 *   clock made (its turn goes on at once after a draw)
 * @property {Map<number, Driver>} replaced drivers that replace a seat's (a computer player, once
 *   the seat is given away)
 * @property {Map<number, () => void>} asking the question each seat is being asked now:
 *   calling it gives that question to the seat's new driver
 */

/** @param {ClockState} c @param {ClockTurn | null} t */
function set(c, t) {
  c.running = t;
  c.o.onTurn?.(t);
}

/**
 * `seat`'s time is up (or its turn goes on after the clock's draw): the least move.
 * @param {ClockState} c @param {number} seat @param {MoveRequest} request @param {boolean} counted a new timeout
 */
function timeout(c, seat, request, counted) {
  const move = leastMove(request.view());
  c.last = { seat, position: request.position };
  if (counted) {
    const n = (c.idle.get(seat) ?? 0) + 1;
    c.idle.set(seat, n);
    c.total.set(seat, (c.total.get(seat) ?? 0) + 1);
    if (n === (c.o.idleTurns ?? IDLE_TURNS)) c.o.onIdle?.(seat);
  }
  c.o.onTimeout?.(seat, move);
  return move;
}

/**
 * Asks `d`, the driver of `seat`, for its move, with the seat's time: the driver's move
 * if it comes in time, else the least move; given away meanwhile, the new driver's.
 * @param {ClockState} c @param {number} seat @param {Driver} d
 * @param {MoveRequest} request @param {import("./drivers.js").MoveContext} ctx
 * @returns {Promise<object>}
 */
function ask(c, seat, d, request, ctx) {
  return new Promise((resolve, reject) => {
    const mine = new AbortController();
    const stop = () => mine.abort();
    ctx.signal.addEventListener("abort", stop, { once: true });
    const turn = { seat, deadline: Date.now() + c.ms, ms: c.ms };
    set(c, turn);
    let settled = false;
    /** @param {() => void} then */
    const settle = (then) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (c.asking.get(seat) === handOver) c.asking.delete(seat);
      ctx.signal.removeEventListener("abort", stop);
      if (c.running === turn) set(c, null);
      then();
    };
    const timer = setTimeout(
      () =>
        settle(() => {
          // The person's question is withdrawn (its promise is rejected and dropped).
          mine.abort();
          resolve(timeout(c, seat, request, true));
        }),
      c.ms,
    );
    // The seat given to a computer while it is asked: that player answers at once.
    const handOver = () =>
      settle(() => {
        mine.abort();
        (c.replaced.get(seat) ?? d).move(request, ctx).then(resolve, reject);
      });
    c.asking.set(seat, handOver);
    d.move(request, { signal: mine.signal }).then(
      (move) =>
        settle(() => {
          c.idle.set(seat, 0);
          resolve(move);
        }),
      (e) => settle(() => reject(e)),
    );
  });
}

/**
 * The driver of `seat` with the clock: `timed()` says whether the seat is played by a
 * person now (a seat given to a computer is not timed).
 * @template {Driver} D
 * @param {ClockState} c @param {D} driver @param {number} seat @param {() => boolean} [timed]
 * @returns {D}
 */
function wrap(c, driver, seat, timed = () => true) {
  const inner = () => c.replaced.get(seat) ?? driver;
  // Made on the driver: what it has besides (the person's `submit`, `waiting`) is its own.
  const clocked = Object.create(driver);
  Object.defineProperty(clocked, "kind", { get: () => inner().kind });
  /** @param {MoveRequest} request @param {import("./drivers.js").MoveContext} ctx */
  clocked.move = (request, ctx) => {
    if (c.replaced.has(seat) || !timed()) return inner().move(request, ctx);
    // The clock's draw keeps the seat's turn (O5): what follows it comes at once.
    if (c.last.seat === seat && c.last.position === request.position - 1)
      return Promise.resolve(timeout(c, seat, request, false));
    return ask(c, seat, driver, request, ctx);
  };
  clocked.done = (/** @type {import("./match.js").LoopResult} */ r) => inner().done?.(r);
  clocked.dispose = () => {
    driver.dispose();
    c.replaced.get(seat)?.dispose();
  };
  return /** @type {D} */ (clocked);
}

/** @param {ClockOptions} o */
export function createClock(o) {
  /** @type {ClockState} */
  const c = {
    o,
    ms: Math.max(1, o.seconds) * 1000,
    running: null,
    idle: new Map(),
    total: new Map(),
    last: { seat: -1, position: -1 },
    replaced: new Map(),
    asking: new Map(),
  };
  return {
    /**
     * @template {Driver} D
     * @param {D} driver @param {number} seat @param {() => boolean} [timed]
     * @returns {D}
     */
    wrap: (driver, seat, timed) => wrap(c, driver, seat, timed),
    /** The seat whose time runs now, or null. */
    turn: () => c.running,
    /** Timeouts so far by seat, and in a row. */
    counts: () => ({ total: Object.fromEntries(c.total), inARow: Object.fromEntries(c.idle) }),
    /**
     * `seat` is played by `driver` from now on (a computer player, once the seat is given
     * away), the question it is being asked included: its clock stops.
     * @param {number} seat @param {Driver} driver
     */
    replace(seat, driver) {
      c.replaced.set(seat, driver);
      c.asking.get(seat)?.();
    },
    /** The seat is kept: its count of timeouts in a row starts again. @param {number} seat */
    keep(seat) {
      c.idle.set(seat, 0);
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
