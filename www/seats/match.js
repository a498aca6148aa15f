// @ts-check
// The match loop: the one turn loop of both games (Ётта, Оттава), of the hot seat and
// of a multi-device game's host and guests. A table only shows and takes input; this
// loop decides when who moves, plays the moves through the game handle, saves, and
// tells whoever listens what happened.
//
// ## What it is given (`createMatch(options)`)
// - `id`: "iota" | "ottawa", for the drivers' requests.
// - `game`: the game handle, `{ play(move), view(seat?), save(), hint?(level) }`: the
//   engine's game (`IotaGame`, `OttawaGame`) or a guest's mirror (www/net/mirror.js).
// - `drivers`: one per seat, in seat order (./drivers.js): where each seat's move comes
//   from. Their `kind` is the policy: "human" (a person at this device), "computer",
//   anything else (e.g. "remote": a person on another device).
// - `seats` (optional): `[{ name }]`, the names the hot-seat hand-off shows.
// - `moves` (optional): the moves played so far (`[{ seat, move }]`, from a save).
// - `data()`: what is saved after each move (the table's save format); `persist(data)`
//   saves it, `persist(null)` once the game is over (nothing to resume), and
//   `finished(data)` (optional) is handed the finished game (the review reads it).
// - `replay(moves)` (optional) → a new game handle with those moves played from the
//   start: undo (takebacks) is offered only with it.
// - `handoff(name, note)` (optional) → Promise: the hot seat, `config.handoff` of
//   www/games.js; `note()` (optional) is what it shows above the name.
// - `pace(seat, driver)` (optional) → a Promise the move also waits for (a computer's
//   move is paced so that a person can follow), or nothing.
// - `show(seat, move, result)` (optional) → a Promise: the table shows a move played
//   (its flight); the next turn begins when it resolves.
// - `rests(view)` (optional) → true where nobody moves until the table says so
//   (Оттава's round over: the results, then `act({ nextRound: true })`).
// - `fallback(seat)` (optional) → a legal move for `seat`: what replaces a computer's
//   refused move (default: the first of `view(seat).legal`, else the engine's easy
//   `hint`).
//
// ## What it does (the controller)
// - `start()`: (re)starts the loop from the position as it is (a loop already running
//   stops at its next step). The table calls it once it is built.
// - `act(move, how?)`: a move that is no seat's (Оттава's `{ nextRound: true }`), played,
//   saved, told (`played` with seat null), and the loop started again. `how.play()`
//   (optional) plays it instead of `game.play(move)` (a guest's mirror deals Оттава's
//   next round with `nextRound()`); with `how.start: false` the loop is not started
//   again: the table calls `start()` once it has shown the move (Оттава's deal).
// - `undo()`: takes back the last move made by a person at this device and everything
//   after it (computers' moves): true if done, false if there is nothing to take back
//   (or takebacks are not offered: no `replay`, no person here, no computer, or a seat
//   played on another device); throws if `replay` throws. `undoPoint()`: the index in
//   `moves` it would go back before, or -1.
// - `release()`: the device is to be handed over again before the next person's turn
//   (Оттава's new round, every hand hidden).
// - `save()`: saves now. `game`, `moves`, `hotSeat`, `undoable`, `position`: what it
//   holds. `ask(driver, seat)`: a driver that is no seat's (the hints) asked for the
//   position on screen; null if that position is gone before the answer comes.
// - `on(name, fn)` → a function that unsubscribes. `destroy()`: every driver disposed,
//   every pending request dropped.
//
// ## Events (`on(name, fn)`; listeners are called in order, synchronously)
// - `turn(seat, { after })`: `seat` is asked for its move now; `after` says why this
//   turn starts: "start", "move", "undo", "refused" (asked again), "act".
// - `handoff(seat)`: the device is being handed to `seat`'s person (the hand-off
//   screen is up); `turn` follows once it has been taken.
// - `played(seat, move, result)`: `move` was played (the engine's `result`, ok), and
//   saved; sent before it is shown (`show`).
// - `refused(seat, error, { kind, move })`: the engine refused `move` of `seat` (`kind`:
//   its driver's); nothing changed.
// - `over(view)`: the game is over (saved as finished). `rested(view)`: `rests(view)`.
// - `undone(game)`: moves were taken back; `game` is the handle now held.
// - `stalled(seat, error)`: a driver failed (not a refusal): the loop stops.
// Who listens: the tables (what to show), the network host (www/net/host.js: the views
// it sends the devices), the review's recorder, the tests (tests/node/match.test.mjs).
//
// ## The refusal policy (the same for both games)
// - A person (here or on another device) whose move is refused is told (`refused`,
//   and its driver's `done(result)`) and asked again.
// - A computer's refused move (or a computer that found none) is a defect: it is
//   reported loudly (console.error) and replaced by a legal move of that seat
//   (`fallback`), so that the table never stalls.
import { Turns, isAbort } from "./drivers.js";

/**
 * @typedef {{ seat: number | null, move: any }} Played
 * @typedef {object} MatchOptions
 * @property {"iota" | "ottawa"} id
 * @property {any} game
 * @property {import("./drivers.js").Driver[]} drivers
 * @property {{ name: string }[]} [seats]
 * @property {Played[]} [moves]
 * @property {() => any} [data]
 * @property {(data: any) => void} [persist]
 * @property {(data: any) => void} [finished]
 * @property {(moves: any[]) => any} [replay]
 * @property {(name: string, note?: string) => Promise<void>} [handoff]
 * @property {() => string} [note]
 * @property {(seat: number, driver: import("./drivers.js").Driver) => Promise<unknown> | void} [pace]
 * @property {(seat: number, move: any, result: any) => Promise<unknown> | void} [show]
 * @property {(view: any) => boolean} [rests]
 * @property {(seat: number) => any} [fallback]
 */

/** The next task (what follows a move does not run in the frame that showed it). */
const nextTask = () => new Promise((r) => setTimeout(r, 0));

/** @param {MatchOptions} o */
export function createMatch(o) {
  const { drivers } = o;
  const turns = new Turns();
  let game = o.game;
  /** @type {Played[]} */
  let moves = o.moves ?? [];
  const humans = drivers.filter((d) => d.kind === "human").length;
  const hotSeat = humans > 1;
  // Takebacks only at a table of this device alone, a person against computers: a seat
  // on another device cannot have its moves taken back.
  const undoable =
    !!o.replay &&
    humans > 0 &&
    drivers.some((d) => d.kind === "computer") &&
    drivers.every((d) => d.kind === "human" || d.kind === "computer");
  /** Hot seat: the seat whose person has the device (null: nobody yet). @type {number | null} */
  let holder = null;
  let loops = 0;
  let dead = false;
  /** @type {Map<string, Set<Function>>} */
  const listeners = new Map();

  /** @param {string} name @param {...any} args */
  function emit(name, ...args) {
    for (const fn of [...(listeners.get(name) ?? [])]) fn(...args);
  }

  function save() {
    if (dead || !o.persist) return;
    const data = o.data ? o.data() : { moves, save: game.save() };
    const over = !!game.view().over;
    // A finished game is no longer in progress: nothing to resume; it is handed over
    // whole for its review.
    if (over) o.finished?.(data);
    o.persist(over ? null : data);
  }

  /** @param {number} seat */
  function request(seat) {
    return { game: o.id, seat, view: () => game.view(seat), save: () => game.save() };
  }

  /** A legal move of `seat`, instead of a computer's refused one. @param {number} seat */
  function fallback(seat) {
    if (o.fallback) return o.fallback(seat);
    const legal = game.view(seat)?.legal;
    if (Array.isArray(legal) && legal.length) return legal[0];
    const h = game.hint?.("easy");
    return h?.ok ? h.move : null;
  }

  /**
   * Plays `move` of `seat` (null: no seat's) and records it if the engine takes it.
   * @param {number | null} seat @param {any} move @param {() => any} [apply] how the game plays it
   */
  function play(seat, move, apply = () => game.play(move)) {
    const r = apply();
    if (!r?.ok) return r ?? { ok: false, error: { code: "bad-input", message: "no result" } };
    record(seat, move, r);
    return r;
  }

  /** A move played: the position moves on, the game is saved and `played` told. @param {number | null} seat @param {any} move @param {any} r */
  function record(seat, move, r) {
    turns.next();
    moves.push({ seat, move });
    save();
    emit("played", seat, move, r);
  }

  /**
   * One move of `seat`, by the refusal policy: "gone" when the position changed
   * meanwhile (the loop stops), else what was played.
   * @param {number} seat
   * @returns {Promise<{ move: any, result: any } | "gone" | "stalled">}
   */
  async function oneMove(seat) {
    const driver = drivers[seat];
    const computer = driver.kind === "computer";
    for (let again = false; ; again = true) {
      if (again && !computer) emit("turn", seat, { after: "refused" });
      let move;
      try {
        const [m] = await Promise.all([turns.ask(driver, request(seat)), again ? null : o.pace?.(seat, driver)]);
        if (m === null) return "gone";
        move = m;
      } catch (e) {
        if (dead || isAbort(e)) return "gone";
        if (!computer) {
          emit("stalled", seat, e);
          return "stalled";
        }
        console.error(`the computer player of seat ${seat} found no move`, e);
      }
      if (dead) return "gone";
      let result = move === undefined ? null : game.play(move);
      if (result?.ok) return { move, result };
      const error = result?.error ?? { code: "bad-input", message: "no move" };
      emit("refused", seat, error, { kind: driver.kind, move });
      if (!computer) {
        driver.done?.(result ?? { ok: false, error });
        continue;
      }
      // A defect: said loudly, and a legal move of the seat instead.
      console.error(`the computer player of seat ${seat} made a move the engine refused`, move, error);
      move = fallback(seat);
      result = move ? game.play(move) : null;
      if (result?.ok) return { move, result };
      console.error(`no legal move for seat ${seat}`, result);
      emit("stalled", seat, result?.error ?? error);
      return "stalled";
    }
  }

  /** @param {string} first why the first turn starts */
  async function run(first) {
    const loop = ++loops;
    let after = first;
    const live = () => !dead && loop === loops;
    while (live()) {
      const v = game.view();
      if (v.over) {
        emit("over", v);
        return;
      }
      if (o.rests?.(v)) {
        emit("rested", v);
        return;
      }
      const seat = v.toMove;
      if (seat === null || seat === undefined || !drivers[seat]) return;
      const driver = drivers[seat];
      if (driver.kind === "human" && hotSeat && holder !== seat && o.handoff) {
        // Hot seat: the hand stays hidden until its owner has the device.
        const at = turns.position;
        emit("handoff", seat);
        await o.handoff(o.seats?.[seat]?.name ?? "", o.note?.());
        if (!live() || turns.position !== at) return;
      }
      if (driver.kind === "human") holder = seat;
      emit("turn", seat, { after });
      const got = await oneMove(seat);
      if (got === "gone" || got === "stalled" || !live()) return;
      record(seat, got.move, got.result);
      await o.show?.(seat, got.move, got.result);
      driver.done?.(got.result);
      // The next turn starts in a task of its own, not in the frame that showed this one.
      await nextTask();
      after = "move";
    }
  }

  /** The index in `moves` of the move a takeback goes back before, or -1. */
  function undoPoint() {
    if (!undoable) return -1;
    for (let i = moves.length - 1; i >= 0; i--) {
      const s = moves[i].seat;
      if (s !== null && drivers[s]?.kind === "human") return i;
    }
    return -1;
  }

  return {
    get game() {
      return game;
    },
    get moves() {
      return moves;
    },
    hotSeat,
    /** Whether takebacks are offered at this table. */
    undoable,
    start() {
      if (dead) return;
      turns.next();
      run("start");
    },
    /**
     * @param {any} move
     * @param {{ play?: () => any, start?: boolean }} [how] `play`: how the game plays it
     *   (default `game.play(move)`); `start: false`: the table starts the loop again itself
     */
    act(move, how = {}) {
      if (dead) return { ok: false, error: { code: "bad-input", message: "the table was closed" } };
      const r = play(null, move, how.play);
      if (r.ok && how.start !== false) run("act");
      return r;
    },
    /** The number of the position on screen (./drivers.js `Turns`): one more after every change. */
    get position() {
      return turns.position;
    },
    /**
     * Asks `driver` (not a seat's: the hints) for a move of `seat` in the current
     * position: null if the position changes meanwhile.
     * @param {import("./drivers.js").Driver} driver @param {number} seat
     */
    ask(driver, seat) {
      return turns.ask(driver, request(seat));
    },
    undoPoint,
    undo() {
      const i = undoPoint();
      if (dead || i < 0) return false;
      const kept = moves.slice(0, i);
      const g = /** @type {NonNullable<MatchOptions["replay"]>} */ (o.replay)(kept.map((m) => m.move));
      turns.next();
      game = g;
      moves = kept;
      save();
      emit("undone", g);
      run("undo");
      return true;
    },
    release() {
      holder = null;
    },
    save,
    /** @param {string} name @param {Function} fn */
    on(name, fn) {
      if (!listeners.has(name)) listeners.set(name, new Set());
      const set = /** @type {Set<Function>} */ (listeners.get(name));
      set.add(fn);
      return () => set.delete(fn);
    },
    destroy() {
      dead = true;
      loops++;
      turns.close();
      for (const d of drivers) d.dispose();
      listeners.clear();
    },
  };
}
