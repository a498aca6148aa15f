// @ts-check
// The match loop: the one turn loop of both games (Ётта, Оттава), of the hot seat and
// of a multi-device game's host and guests. A table only shows and takes input; this
// loop decides when who moves, plays the moves through the game handle, saves, and
// tells whoever listens what happened.
//
// ## What it is given (`createMatch(options)`)
// - `id`: the game's id (its descriptor's), for the drivers' requests.
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
// - `offer(seat, move)`: a person's move handed in when it may be the seat's turn: the
//   seat's driver gets it if the loop is asking that seat (its promise, the result);
//   else nothing is played, and the loop says why (`refused`, and the result it
//   returns): `game-over`, `round-over` (the loop rests), `not-your-turn`.
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
// - `played(seat, move, result)`: `move` was played (the engine's `result`, ok, whose
//   `view` is the view of the seat that moved, after the move), and saved; sent before
//   it is shown (`show`). The loop reads the game's view once a move: the result's.
// - `refused(seat, error, { kind, move })`: the engine refused `move` of `seat` (`kind`:
//   its driver's), or the loop did (`offer`: a move it was not asking for); nothing
//   changed.
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
 * What the loop reads of a game, whichever the game: the engine's games and a guest's
 * mirror (www/net/mirror.js) give more; the tables read their own types.
 * @typedef {{ ok?: boolean, toMove?: number | null, over?: boolean, roundOver?: boolean, legal?: object[] }} LoopView
 * @typedef {{ code: string, message: string }} LoopError
 * @typedef {{ ok: boolean, error?: LoopError, view?: LoopView }} LoopResult a move's result;
 *   `view`: the view of the seat that moved, after the move (the engine's play gives it)
 * @typedef {{ play(move: object): LoopResult, view(seat?: number): LoopView, save(): string,
 *   hint?(level: string): { ok: boolean, move?: object } }} GameHandle
 *   the game the loop plays (an `IotaGame`, an `OttawaGame`, a mirror)
 * @typedef {{ seat: number | null, move: object }} Played
 * @typedef {import("./drivers.js").Driver} Driver
 * @typedef {object} MatchOptions
 * @property {string} id the game's id (its descriptor's `id`, www/games.js)
 * @property {GameHandle} game
 * @property {Driver[]} drivers
 * @property {{ name: string }[]} [seats]
 * @property {Played[]} [moves]
 * @property {() => object} [data]
 * @property {(data: object | null) => void} [persist]
 * @property {(data: object) => void} [finished]
 * @property {(moves: object[]) => GameHandle} [replay]
 * @property {(name: string, note?: string) => Promise<void>} [handoff]
 * @property {() => string} [note]
 * @property {(seat: number, driver: Driver) => Promise<unknown> | void} [pace]
 * @property {(seat: number, move: object, result: LoopResult) => Promise<unknown> | void} [show]
 * @property {(view: LoopView) => boolean} [rests]
 * @property {(seat: number) => object | null} [fallback]
 *
 * The events and what their listeners are handed.
 * @typedef {{ turn: [seat: number, why: { after: string }], handoff: [seat: number],
 *   played: [seat: number | null, move: object, result: LoopResult],
 *   refused: [seat: number, error: LoopError, how: { kind: string, move: object | undefined }],
 *   over: [view: LoopView], rested: [view: LoopView], undone: [game: GameHandle],
 *   stalled: [seat: number, error: unknown] }} MatchEvents
 *
 * The loop's state (what `createMatch` returns is its face).
 * @typedef {object} MatchState
 * @property {MatchOptions} o
 * @property {Driver[]} drivers
 * @property {Turns} turns
 * @property {GameHandle} game
 * @property {Played[]} moves
 * @property {boolean} hotSeat more than one person at this device
 * @property {boolean} undoable
 * @property {number | null} holder hot seat: the seat whose person has the device (null: nobody yet)
 * @property {number} loops the number of the loop running (an older one stops)
 * @property {boolean} dead
 * @property {Map<string, Set<Function>>} listeners
 * @property {{ at: number, view: LoopView } | null} seen the view of position `at`, read once
 */

/** The next task (what follows a move does not run in the frame that showed it). */
const nextTask = () => new Promise((r) => setTimeout(r, 0));

/** @type {(message: string) => LoopResult} */
const gone = (message) => ({ ok: false, error: { code: "bad-input", message } });

/**
 * @template {keyof MatchEvents} K
 * @param {MatchState} m @param {K} name @param {MatchEvents[K]} args
 */
function emit(m, name, ...args) {
  const fns = /** @type {Set<(...a: MatchEvents[K]) => void>} */ (m.listeners.get(name) ?? new Set());
  for (const fn of [...fns]) fn(...args);
}

/** The view of the position now: read once a position (a move's result gives it). @param {MatchState} m */
function viewNow(m) {
  if (m.seen?.at !== m.turns.position) m.seen = { at: m.turns.position, view: m.game.view() };
  return m.seen.view;
}

/** Saves the game (as finished once it is over). @param {MatchState} m */
function save(m) {
  if (m.dead || !m.o.persist) return;
  const data = m.o.data ? m.o.data() : { moves: m.moves, save: m.game.save() };
  const over = !!viewNow(m).over;
  // A finished game is no longer in progress: nothing to resume; it is handed over
  // whole for its review.
  if (over) m.o.finished?.(data);
  m.o.persist(over ? null : data);
}

/** @param {MatchState} m @param {number} seat */
function request(m, seat) {
  return { game: m.o.id, seat, view: () => m.game.view(seat), save: () => m.game.save() };
}

/** A legal move of `seat`, instead of a computer's refused one. @param {MatchState} m @param {number} seat */
function fallback(m, seat) {
  if (m.o.fallback) return m.o.fallback(seat);
  const legal = m.game.view(seat)?.legal;
  if (Array.isArray(legal) && legal.length) return legal[0];
  const h = m.game.hint?.("easy");
  return h?.ok ? (h.move ?? null) : null;
}

/**
 * A move played: the position moves on (its view is the result's, else read once), the
 * game is saved and `played` told.
 * @param {MatchState} m @param {number | null} seat @param {object} move @param {LoopResult} r
 */
function record(m, seat, move, r) {
  m.turns.next();
  m.moves.push({ seat, move });
  if (r.view) m.seen = { at: m.turns.position, view: r.view };
  save(m);
  emit(m, "played", seat, move, r);
}

/**
 * One move of `seat`, by the refusal policy: "gone" when the position changed
 * meanwhile (the loop stops), else what was played.
 * @param {MatchState} m @param {number} seat
 * @returns {Promise<{ move: object, result: LoopResult } | "gone" | "stalled">}
 */
async function oneMove(m, seat) {
  const driver = m.drivers[seat];
  const computer = driver.kind === "computer";
  for (let again = false; ; again = true) {
    if (again && !computer) emit(m, "turn", seat, { after: "refused" });
    /** @type {object | undefined} */
    let move;
    try {
      const [got] = await Promise.all([m.turns.ask(driver, request(m, seat)), again ? null : m.o.pace?.(seat, driver)]);
      if (got === null) return dropped(driver);
      move = got;
    } catch (e) {
      if (m.dead || isAbort(e)) return dropped(driver);
      if (!computer) {
        emit(m, "stalled", seat, e);
        return "stalled";
      }
      console.error(`the computer player of seat ${seat} found no move`, e);
    }
    if (m.dead) return "gone";
    let result = move === undefined ? null : m.game.play(move);
    if (move && result?.ok) return { move, result };
    const error = result?.error ?? { code: "bad-input", message: "no move" };
    emit(m, "refused", seat, error, { kind: driver.kind, move });
    if (!computer) {
      driver.done?.(result ?? { ok: false, error });
      continue;
    }
    // A defect: said loudly, and a legal move of the seat instead.
    console.error(`the computer player of seat ${seat} made a move the engine refused`, move, error);
    move = fallback(m, seat) ?? undefined;
    result = move ? m.game.play(move) : null;
    if (move && result?.ok) return { move, result };
    console.error(`no legal move for seat ${seat}`, result);
    emit(m, "stalled", seat, result?.error ?? error);
    return "stalled";
  }
}

/**
 * The position changed while the seat's move was on its way: the move is not played,
 * and whoever gave one is told so (a remote device's request is answered, and its seat
 * may move again; else its host would wait for an answer that never comes).
 * @param {Driver} driver @returns {"gone"}
 */
function dropped(driver) {
  driver.done?.({ ok: false, error: { code: "stale", message: "the position changed before the move was played" } });
  return "gone";
}

/** The loop: turn after turn until the game is over or rests. @param {MatchState} m @param {string} first why the first turn starts */
async function run(m, first) {
  const loop = ++m.loops;
  let after = first;
  const live = () => !m.dead && loop === m.loops;
  while (live()) {
    const v = viewNow(m);
    if (v.over) return emit(m, "over", v);
    if (m.o.rests?.(v)) return emit(m, "rested", v);
    const seat = v.toMove;
    if (seat === null || seat === undefined || !m.drivers[seat]) return;
    const driver = m.drivers[seat];
    if (driver.kind === "human" && m.hotSeat && m.holder !== seat && m.o.handoff) {
      // Hot seat: the hand stays hidden until its owner has the device.
      const at = m.turns.position;
      emit(m, "handoff", seat);
      await m.o.handoff(m.o.seats?.[seat]?.name ?? "", m.o.note?.());
      if (!live() || m.turns.position !== at) return;
    }
    if (driver.kind === "human") m.holder = seat;
    emit(m, "turn", seat, { after });
    const got = await oneMove(m, seat);
    if (got === "gone" || got === "stalled" || !live()) return;
    record(m, seat, got.move, got.result);
    await m.o.show?.(seat, got.move, got.result);
    driver.done?.(got.result);
    // The next turn starts in a task of its own, not in the frame that showed this one.
    await nextTask();
    after = "move";
  }
}

/** The index in `moves` of the move a takeback goes back before, or -1. @param {MatchState} m */
function undoPoint(m) {
  if (!m.undoable) return -1;
  for (let i = m.moves.length - 1; i >= 0; i--) {
    const s = m.moves[i].seat;
    if (s !== null && m.drivers[s]?.kind === "human") return i;
  }
  return -1;
}

/**
 * A person's move handed in by the table (`offer` of the face below).
 * @param {MatchState} m @param {number} seat @param {object} move @returns {Promise<LoopResult>}
 */
function offer(m, seat, move) {
  const driver = /** @type {Partial<import("./drivers.js").HumanDriver>} */ (m.drivers[seat]);
  const r = driver?.submit?.(move);
  if (r) return r;
  // Not asked: nothing is played; the loop says why (not yet, in silence, when the seat's
  // turn is about to be asked: its last move is still being shown).
  const v = viewNow(m);
  const code = v.over ? "game-over" : m.o.rests?.(v) ? "round-over" : "not-your-turn";
  const error = { code, message: `the move of seat ${seat} is not asked for` };
  if (code !== "not-your-turn" || v.toMove !== seat)
    emit(m, "refused", seat, error, { kind: m.drivers[seat]?.kind ?? "human", move });
  return Promise.resolve({ ok: false, error });
}

/** @param {MatchOptions} o */
export function createMatch(o) {
  const { drivers } = o;
  const humans = drivers.filter((d) => d.kind === "human").length;
  /** @type {MatchState} */
  const m = {
    o,
    drivers,
    turns: new Turns(),
    game: o.game,
    moves: o.moves ?? [],
    hotSeat: humans > 1,
    // Takebacks only at a table of this device alone, a person against computers: a seat
    // on another device cannot have its moves taken back.
    undoable:
      !!o.replay &&
      humans > 0 &&
      drivers.some((d) => d.kind === "computer") &&
      drivers.every((d) => d.kind === "human" || d.kind === "computer"),
    holder: null,
    loops: 0,
    dead: false,
    listeners: new Map(),
    seen: null,
  };
  return {
    get game() {
      return m.game;
    },
    get moves() {
      return m.moves;
    },
    hotSeat: m.hotSeat,
    /** Whether takebacks are offered at this table. */
    undoable: m.undoable,
    start() {
      if (m.dead) return;
      m.turns.next();
      run(m, "start");
    },
    /**
     * @param {object} move
     * @param {{ play?: () => LoopResult, start?: boolean }} [how] `play`: how the game plays it
     *   (default `game.play(move)`); `start: false`: the table starts the loop again itself
     */
    act(move, how = {}) {
      if (m.dead) return gone("the table was closed");
      const r = how.play ? how.play() : m.game.play(move);
      if (!r?.ok) return r ?? gone("no result");
      record(m, null, move, r);
      if (how.start !== false) run(m, "act");
      return r;
    },
    /** The number of the position on screen (./drivers.js `Turns`): one more after every change. */
    get position() {
      return m.turns.position;
    },
    /**
     * Asks `driver` (not a seat's: the hints) for a move of `seat` in the current
     * position: null if the position changes meanwhile.
     * @param {Driver} driver @param {number} seat
     */
    ask(driver, seat) {
      return m.turns.ask(driver, request(m, seat));
    },
    /** @param {number} seat @param {object} move */
    offer: (seat, move) => offer(m, seat, move),
    undoPoint: () => undoPoint(m),
    undo() {
      const i = undoPoint(m);
      if (m.dead || i < 0) return false;
      const kept = m.moves.slice(0, i);
      const g = /** @type {NonNullable<MatchOptions["replay"]>} */ (o.replay)(kept.map((x) => x.move));
      m.turns.next();
      m.game = g;
      m.moves = kept;
      save(m);
      emit(m, "undone", g);
      run(m, "undo");
      return true;
    },
    release() {
      m.holder = null;
    },
    save: () => save(m),
    /**
     * @template {keyof MatchEvents} K
     * @param {K} name @param {(...args: MatchEvents[K]) => void} fn @returns {() => boolean} unsubscribes
     */
    on(name, fn) {
      if (!m.listeners.has(name)) m.listeners.set(name, new Set());
      const set = /** @type {Set<Function>} */ (m.listeners.get(name));
      set.add(fn);
      return () => set.delete(fn);
    },
    destroy() {
      m.dead = true;
      m.loops++;
      m.turns.close();
      for (const d of drivers) d.dispose();
      m.listeners.clear();
    },
  };
}

/** @typedef {ReturnType<typeof createMatch>} Match */
