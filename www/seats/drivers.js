// @ts-check
// Where a seat's moves come from. A table's turn loop does not ask who sits in a
// seat: it asks the seat's *driver* for the move of the position on screen, plays it
// through the engine, and shows it. The table only shows and animates.
//
// ## The interface
// A driver is `{ kind, move(request, context), done?(result), dispose() }`:
// - `kind`: "human" (the person at this device, through the table's input),
//   "computer" (a computer player, deciding in the engine's Web Worker, www/worker/),
//   or any kind the table's config adds (`driverFactories`, www/games.js), e.g. a
//   person on another device.
// - `move(request, context)` → Promise of the seat's move (an engine move object:
//   Ётта `{ place }`, `{ trade }`, `{ pass }`; Оттава `{ card }`, `{ draw }`, `{ pass }`).
//   `request` (`MoveRequest`) says which game, which seat, which position; `context.signal`
//   is aborted when that position is gone (a move was undone, the table left, a new
//   game began): the driver then drops whatever it was waiting for and rejects with
//   an `AbortError`. A driver never sees more than its seat may know: `request.view()`
//   is the seat's view, and the computer players, given the game's save to load, decide
//   from that seat's view only (the engine's `hint`, O11).
// - `done(result)` (optional): what became of the move it gave, the engine's result
//   (`{ ok: false, error }` when refused; the loop then asks again).
// - `dispose()`: the table is gone.
//
// The table asks through a `Turns` (below), which numbers positions and makes sure
// that an answer for an older position is never played.
import { abortError, pageThinker } from "../worker/decide.js";

/**
 * @typedef {object} MoveRequest
 * @property {string} game the game's id (its descriptor's `id`, www/games.js)
 * @property {number} seat the seat to move
 * @property {number} position the table's position number (see `Turns`)
 * @property {() => LoopView} view that seat's view (the engine's `view(seat)`)
 * @property {() => string} save the game's save text (what a computer player's worker loads)
 *
 * @typedef {{ signal: AbortSignal }} MoveContext
 * @typedef {import("./match.js").LoopView} LoopView
 * @typedef {import("./match.js").LoopResult} LoopResult
 *
 * @typedef {object} Driver
 * @property {string} kind
 * @property {(request: MoveRequest, context: MoveContext) => Promise<object>} move
 * @property {(result: LoopResult) => void} [done]
 * @property {() => void} dispose
 *
 * @typedef {object} DriverDeps what a driver may use
 * @property {import("../worker/client.js").Thinker} think the engine's worker (decisions, hints)
 *
 * @typedef {(seat: import("../games.js").Seat, index: number, deps: DriverDeps) => Driver} DriverFactory
 */

/** @param {unknown} e */
export function isAbort(e) {
  return e instanceof DOMException && e.name === "AbortError";
}

/**
 * The person at this device. The table's input hands the person's move over with
 * `submit`; the promise it returns resolves with the engine's result once the turn
 * loop has played it (or refused it: `{ ok: false, error }`).
 * @returns {Driver & { submit: (move: object) => Promise<LoopResult> | null, waiting: () => boolean }}
 */
export function humanDriver() {
  /** @type {{ resolve: (move: object) => void } | null} */
  let asked = null;
  /** @type {((result: LoopResult) => void)[]} */
  let answers = [];
  return {
    kind: "human",
    move(_request, { signal }) {
      return new Promise((resolve, reject) => {
        const me = { resolve };
        asked = me;
        signal.addEventListener(
          "abort",
          () => {
            if (asked === me) asked = null;
            reject(abortError());
          },
          { once: true },
        );
      });
    },
    /** Whether the loop is waiting for this person's move now. */
    waiting: () => asked !== null,
    /**
     * The person's move. Returns null when the loop is not waiting for it (not this
     * person's turn, or a move already on its way).
     * @param {object} move
     */
    submit(move) {
      if (!asked) return null;
      const { resolve } = asked;
      asked = null;
      const result = new Promise((r) => answers.push(r));
      resolve(move);
      return result;
    },
    done(result) {
      const a = answers;
      answers = [];
      for (const r of a) r(result);
    },
    dispose() {
      asked = null;
      this.done?.({ ok: false, error: { code: "gone", message: "the table was closed" } });
    },
  };
}

/**
 * A computer player of `seat.level`, thinking in the engine's worker. Its decision
 * comes from the seat's view alone (the engine's `hint` for the seat to move in the
 * game loaded from its save).
 * @type {DriverFactory}
 */
export function computerDriver(seat, _index, { think }) {
  const level = seat.level ?? "medium";
  return {
    kind: "computer",
    async move(request, { signal }) {
      const r = await think.decide({ game: request.game, save: request.save(), level }, signal);
      if (!r?.ok) throw new Error(r?.error?.message ?? "the computer player found no move");
      return r.move;
    },
    dispose() {},
  };
}

/**
 * Hints for the person to move: what the computer player of `level` would do (the
 * hard one unless told; Ётта's master for its "Master's hint"), from the same worker.
 * Asked through `Turns.ask` like a seat's driver.
 * @param {Partial<DriverDeps> & { engine?: import("../games.js").Engine }} deps
 * @param {import("../ui/levels.js").Level} [level]
 * @returns {Driver}
 */
export function hintDriver(deps, level = "hard") {
  return computerDriver({ kind: "ai", level, name: "" }, -1, { think: thinkerOf(deps) });
}

/**
 * The worker's Thinker, or (a table mounted without one: tests, an embedding page)
 * the engine on the main thread, one decision per task.
 * @param {Partial<DriverDeps> & { engine?: import("../games.js").Engine }} deps
 * @returns {import("../worker/client.js").Thinker}
 */
function thinkerOf(deps) {
  if (deps.think) return deps.think;
  // Without a worker a table is mounted with the full engine (its computer players): the
  // page's build has none, and a decision asked of it fails as the engine says.
  return pageThinker(/** @type {typeof import("../../yotta.js")} */ (deps.engine));
}

/**
 * The drivers of a two-seat table where nothing is ever played (the trainer,
 * www/train/): the person's seat, 0, is asked for ever, and each move the table hands in
 * goes to `onMove`, whose answer is the move's result (never played); seat 1 is never
 * asked (its kind is neither "human" nor "computer": no hot seat, no takeback).
 * @param {(move: object) => LoopResult} [onMove]
 * @returns {Driver[]}
 */
export function humanTurnOnly(onMove = () => ({ ok: false, error: { code: "illegal", message: "not in a drill" } })) {
  /** @type {Driver & { submit: (move: object) => Promise<LoopResult>, waiting: () => boolean }} */
  const person = {
    kind: "human",
    move: (_request, { signal }) =>
      new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(abortError()), { once: true })),
    waiting: () => true,
    submit: (move) => Promise.resolve(onMove(move)),
    dispose() {},
  };
  return [person, { kind: "idle", move: () => new Promise(() => {}), dispose() {} }];
}

/** @type {Record<string, DriverFactory>} the built-in driver factories, by seat kind */
const FACTORIES = {
  human: () => humanDriver(),
  ai: computerDriver,
};

/**
 * One driver per seat, in seat order.
 * @param {import("../games.js").Seat[]} seats
 * @param {Partial<DriverDeps> & { engine?: import("../games.js").Engine }} deps `think` (the worker), or the `engine` to decide on the main thread
 * @param {Record<string, DriverFactory>} [more] drivers of other kinds of seat (the table's
 *   `config.driverFactories`, e.g. `remote`: a person on another device), besides the built-in ones
 * @returns {Driver[]}
 */
export function createDrivers(seats, deps, more = {}) {
  const all = { ...deps, think: thinkerOf(deps) };
  const factories = { ...FACTORIES, ...more };
  return seats.map((s, i) => {
    const make = factories[s.kind];
    if (!make) throw new Error(`bad-seat: no driver for a seat of kind ${JSON.stringify(s.kind)}`);
    return make(s, i, all);
  });
}

/**
 * A table's positions, numbered: every move played, undone or dealt moves to a new
 * one (`next`), and whatever was still being asked for the old one is dropped.
 */
export class Turns {
  constructor() {
    this.position = 0;
    this.controller = new AbortController();
  }

  /** The position changed: pending requests are aborted and their answers dropped. */
  next() {
    this.position++;
    this.controller.abort();
    this.controller = new AbortController();
  }

  /**
   * Asks `driver` for the move of `seat` in the current position. Resolves with the
   * move, or with null when the position changed in the meantime (the answer is
   * dropped: it belongs to a position that is gone).
   * @param {Driver} driver
   * @param {Omit<MoveRequest, "position">} request
   * @returns {Promise<object | null>}
   */
  async ask(driver, request) {
    const position = this.position;
    const signal = this.controller.signal;
    try {
      const move = await driver.move({ ...request, position }, { signal });
      return this.position === position && !signal.aborted ? move : null;
    } catch (e) {
      if (signal.aborted || this.position !== position) return null;
      throw e;
    }
  }

  /** The table is gone. */
  close() {
    this.next();
  }
}

/** @typedef {ReturnType<typeof humanDriver>} HumanDriver the person at this device (`submit`, `waiting`) */
