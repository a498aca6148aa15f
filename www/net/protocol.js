// @ts-check
// The messages between the host of a game and the people who join it from other
// devices, over any transport (./transport.js: the codes' or the relay's; the core
// imports neither).
//
// The host's engine is the authority. A guest only *asks*: it sends the move it wants
// to make; the host applies only that seat's own moves, in turn, through the engine,
// and sends each guest what its seat may see: `view(seat)` (O11 for Оттава, the same
// rule for Ётта's hands and pile) and the public names and states of the seats.
// A guest never receives another hand, the order of a pile or the seed. Anything
// malformed, oversized, out of turn or for another seat is refused with a stable
// code and changes nothing; no message can stop the host.
//
// Every message is JSON text `{ v: PROTOCOL, t: <type>, … }`:
//
// host → guest
//   welcome  { game, seat, players, seats, options, hints, view, at }
//            sent when the guest's channel opens (and again after a rejoin)
//   state    { view, at, move? } after every move (one message per move): `move` is the
//                               move played, as the engine tells this seat it (the
//                               game's `moveFor`: e.g. a trade's cards are "?"); none
//                               after a new deal
//   seats    { seats }          the names and states of the seats changed
//   answer   { id, result }     the engine's answer to the guest's request `id`
//                               (or the refusal of a move or hint request)
//   hint     { id, at, result } the hint asked for by request `id` at position `at`:
//                               `{ ok: true, move }`, the move the hard computer
//                               player would make for that seat (from its view only)
//   refused  { error }          a message without a usable id was refused
//   bye      { reason }         the host ended the seat (given to a computer player)
//   react    { seat, r }        seat's quick reaction `r` (www/net/reactions.js), passed on
//   clock    { seat, ms, of }   the turn clock: `seat`'s time runs out in `ms` of its `of`
//                               (seat null: no seat's time runs); the host's clock rules
//   rematch  { host }           the game is over and the host offers a rematch: the same
//                               seats on a new deal, no new invitation (a `welcome` follows
//                               for those who accept)
// host → watcher (a watcher holds no seat: it gets the public view, `publicView()` of
// docs/api.md, never a card of any hand nor the pile's order; the moves as no seat is
// told them: a trade's cards are "?")
//   watch    { game, players, seats, options, view, at, past }   sent when it connects;
//                               `past` messages follow, one per position so far
//   past     { i, at, view, move? }   the game so far, oldest first (i from 0), each
//                               position's public view and the move that led to it
//   state, seats, react, clock as to a seat (the view public)
//   bye      { reason }         "watch-closed": the host closed the watch link
// watcher → host
//   react    { r }              a quick reaction; anything else is refused (`watcher`):
//                               a watcher never moves, asks no hint, takes no seat
// guest → host
//   move     { id, move, seat? }   the seat's move, in the engine's shape
//   hint     { id, at, seat? }     a hint for the seat to move at position `at`
//   hello    { name?, build? }     optional, after connecting
//   react    { r }                 a quick reaction of the fixed set (www/net/reactions.js)
//   rematch  { accept }            the answer to the host's rematch (false: the guest leaves)
//
// Positions: the host numbers them (`at`), one more after every move or new deal;
// `welcome` and every `state` carry the number of the position their view shows. A
// hint is asked for one position and answered only while it is still the host's: once
// a move is made, a hint still being worked out is dropped (never sent), and a guest
// drops a hint answer for a position other than the one it shows.
import { buildTag } from "./build.js";
import { gameById } from "../games.js";
import { PROTOCOL, MAX_GUEST_MESSAGE, refusal, parseMessage, readMove } from "./messages.js";

export { PROTOCOL, MAX_GUEST_MESSAGE, MAX_HOST_MESSAGE, refusal, parseMessage, readMove } from "./messages.js";
import { Watchers } from "./watchers.js";

export { GuestSession } from "./guest-session.js";
export { MAX_WATCHERS } from "./watchers.js";

/**
 * @typedef {import("./messages.js").Refusal} Refusal
 * @typedef {import("./messages.js").SeatState} SeatState
 * @typedef {import("./messages.js").HostSeat} HostSeat
 * @typedef {import("./messages.js").Message} Message
 * @typedef {import("./messages.js").Result} Result
 * @typedef {import("./messages.js").GameHandle} GameHandle
 * @typedef {object} HostSessionOptions
 * @property {string} game the game's id (www/games.js)
 * @property {import("./messages.js").EngineApi} api the engine module: it reads the moves (the game's `moveFor`)
 * @property {() => GameHandle} engine the engine's game handle (it may be replaced, e.g. a rematch)
 * @property {HostSeat[]} seats
 * @property {(seat: number, text: string) => void} send
 * @property {(watcher: string, text: string) => void} [sendWatcher] delivers a message to a watcher's device
 * @property {() => Promise<import("./watchers.js").FullEngine>} [loadFull] loads the full engine, whose games
 *   give the watchers' public view (without it, `api` is the full engine)
 * @property {(seat: number, move: unknown) => Promise<Result> | Result} [apply]
 * @property {Record<string, unknown>} [options]
 * @property {string} [build]
 * @property {() => void} [onChange] a seat's state changed
 * @property {(seat: number, signal: AbortSignal) => Promise<Result>} [hint] the hint for
 *   `seat`, the seat to move, exactly as for a person at the host: resolves to the
 *   engine's hint result; rejects with an AbortError once `signal` aborts. Without it,
 *   the game has no hints.
 */

/**
 * The host's side of the protocol, for every remote seat of one game. It knows no
 * transport: `send(seat, text)` delivers a message to the device of `seat`, and the
 * page calls `receive(seat, text)` with what came from it, `attach(seat)` when its
 * channel opened and `detach(seat)` when it closed.
 *
 * A guest's move, sound in shape and for the seat to move, is handed to
 * `apply(seat, move)`, which resolves to the engine's result: by default the move is
 * played on the engine's game at once; the page hands it to the seat's driver
 * instead, and the turn loop (www/seats/match.js) plays it, the one check by the
 * engine. After every move played, by anyone, the host sends every remote seat its
 * new view and the move with `update({ seat, move })` (the page: on the turn loop's
 * `played`).
 */
export class HostSession {
  /** @param {HostSessionOptions} o */
  constructor(o) {
    this.game = o.game;
    const rules = gameById(o.game);
    if (!rules) throw new Error(`no game ${o.game}`);
    /**
     * The engine's reading of a move, as `seat` may be told it (in full without one).
     * @param {unknown} move @param {number} [seat]
     */
    this.readMove = (move, seat) => readMove((m, s) => rules.moveFor(o.api, m, s), move, seat);
    this.engine = o.engine;
    /** The engine module (the page's, or in the node tests the full one). */
    this.api = o.api;
    this.seats = o.seats;
    this.sendRaw = o.send;
    /** @type {(seat: number, move: unknown) => Promise<Result> | Result} */
    this.apply = o.apply ?? ((_seat, move) => this.engine().play(/** @type {import("./messages.js").Move} */ (move)));
    /** With its own `apply`, the page sends the views itself (`update(played)`) after each move. */
    this.autoUpdate = !o.apply;
    this.options = o.options ?? {};
    this.build = buildTag(o.build ?? "");
    this.onChange = o.onChange ?? (() => {});
    /** @type {SeatState[]} */
    this.states = o.seats.map((s) => (s.kind === "remote" ? "waiting" : s.kind === "ai" ? "computer" : "connected"));
    /** Whether a request of each seat is being applied (one at a time). */
    this.busy = o.seats.map(() => false);
    /** Refusals so far, by code (for the page and the tests). */
    /** @type {Record<string, number>} */
    this.refused = {};
    /** Bytes sent to each seat. */
    this.sentBytes = o.seats.map(() => 0);
    this.hint = o.hint ?? null;
    /** The position's number: one more after every move or new deal (`update`). */
    this.at = 0;
    /** @type {({ at: number, abort: AbortController } | null)[]} the hint being worked out for each seat */
    this.hinting = o.seats.map(() => null);
    /** @type {{ seat: number, at: number, result: Result } | null} the last hint given (asked again, it is sent again) */
    this.lastHint = null;
    /** Hints asked for, answered, and dropped because the position moved on meanwhile. */
    this.hints = { asked: 0, answered: 0, dropped: 0 };
    /**
     * Where a guest's `react` goes (www/net/reactions.js sets it); refused while none.
     * @type {((seat: number, msg: Message) => Result) | null}
     */
    this.onReact = null;
    /**
     * Where a guest's answer to a rematch goes (www/net/host.js sets it while one is
     * offered); refused while none.
     * @type {((seat: number, accept: boolean) => Result) | null}
     */
    this.onRematch = null;
    /** The watchers (./watchers.js): the public view, the game so far, their reactions. */
    this.watchers = new Watchers(this, o.sendWatcher ?? (() => {}), o.loadFull ?? null);
  }

  /** The seat states as `state().net.seats` reports them. */
  seatList() {
    return this.seats.map((s, seat) => ({ seat, kind: s.kind, name: s.name, state: this.states[seat] }));
  }

  /** @param {number} seat @param {Message} msg */
  send(seat, msg) {
    const text = JSON.stringify({ v: PROTOCOL, ...msg });
    this.sentBytes[seat] += text.length;
    this.sendRaw(seat, text);
  }

  /** The public part of the table: names and states of the seats. */
  publicSeats() {
    return this.seats.map((s, seat) => ({ name: s.name, state: this.states[seat] }));
  }

  /** The device of `seat` is connected: it gets the table as its seat sees it. @param {number} seat */
  attach(seat) {
    if (this.seats[seat]?.kind !== "remote") return;
    this.states[seat] = "connected";
    const view = this.engine().view(seat);
    this.send(seat, {
      t: "welcome",
      game: this.game,
      seat,
      players: this.seats.length,
      build: this.build,
      options: this.options,
      hints: !!this.hint,
      seats: this.publicSeats(),
      view,
      at: this.at,
    });
    this.seatsChanged();
  }

  /**
   * The device of `seat` is gone (closed, lost, reloaded): "disconnected" (a new
   * invitation is needed) or "reconnecting" (it comes back by itself, ./relay-host.js).
   * @param {number} seat @param {"disconnected" | "reconnecting"} [state]
   */
  detach(seat, state = "disconnected") {
    if (this.seats[seat]?.kind !== "remote" || this.states[seat] !== "connected") return;
    this.dropHint(seat);
    this.states[seat] = state;
    this.seatsChanged();
  }

  /** Tells the page and every connected device that the seats' names or states changed. */
  seatsChanged() {
    this.onChange();
    const seats = this.publicSeats();
    for (let seat = 0; seat < this.seats.length; seat++) {
      if (this.seats[seat].kind === "remote" && this.states[seat] === "connected")
        this.send(seat, { t: "seats", seats });
    }
    this.watchers.toAll({ t: "seats", seats });
  }

  /** `seat` is handed to a computer player of `level`: its device is told so. @param {number} seat @param {import("../ui/levels.js").Level} level */
  toComputer(seat, level = "medium") {
    if (this.seats[seat]?.kind !== "remote") return;
    this.dropHint(seat);
    if (this.states[seat] === "connected") this.send(seat, { t: "bye", reason: "computer" });
    this.seats[seat] = { ...this.seats[seat], kind: "ai", level };
    this.states[seat] = "computer";
    this.seatsChanged();
  }

  /**
   * Sends every connected remote seat its view, and the move played as that seat may
   * know it: once after every move (`played`) or new deal (none), by anyone. The
   * position is a new one: hints still being worked out are dropped.
   * @param {{ seat: number | null, move: unknown } | null} [played]
   */
  update(played = null) {
    this.at++;
    for (let seat = 0; seat < this.hinting.length; seat++) this.dropHint(seat);
    const g = this.engine();
    // A plain loop: the engine's calls stay out of array callbacks (Node 20's V8 can
    // crash deoptimising a callback frame when the wasm memory grows under it).
    for (let seat = 0; seat < this.seats.length; seat++) {
      if (this.seats[seat].kind !== "remote" || this.states[seat] !== "connected") continue;
      const told = played?.move ? this.readMove(played.move, seat) : null;
      // A move the engine cannot read was not played by it: the view alone goes out.
      const move = told?.ok ? told.move : undefined;
      this.send(
        seat,
        move ? { t: "state", view: g.view(seat), at: this.at, move } : { t: "state", view: g.view(seat), at: this.at },
      );
    }
    this.watchers.moved(played?.move);
  }

  /**
   * A message from the device of `seat`. Returns what became of it (for tests): the
   * engine's result, or a refusal.
   * @param {number} seat @param {unknown} text
   * @returns {Promise<Result>}
   */
  async receive(seat, text) {
    if (this.seats[seat]?.kind !== "remote" || this.states[seat] !== "connected")
      return this.refuse(seat, null, refusal("no-connection", "this seat is not played from another device"));
    const p = parseMessage(text, MAX_GUEST_MESSAGE);
    if (!p.ok) return this.refuse(seat, null, p);
    const msg = p.msg;
    const id = Number.isInteger(msg.id) && msg.id >= 0 && msg.id < 2 ** 31 ? msg.id : null;
    if (msg.t === "hello") return { ok: true };
    if (msg.t === "react")
      return this.onReact
        ? this.onReact(seat, msg)
        : this.refuse(seat, null, refusal("bad-message", "this game takes no reactions"));
    if (msg.t === "rematch")
      return this.onRematch
        ? this.onRematch(seat, msg.accept === true)
        : this.refuse(seat, null, refusal("bad-message", "no rematch was offered"));
    if (msg.t === "hint") return this.receiveHint(seat, id, msg);
    if (msg.t !== "move")
      return this.refuse(seat, id, refusal("bad-message", `unknown message type ${String(msg.t).slice(0, 20)}`));
    if (id === null) return this.refuse(seat, null, refusal("bad-message", "a move request has a numeric id"));
    if (msg.seat !== undefined && msg.seat !== seat)
      return this.refuse(seat, id, refusal("wrong-seat", "a device plays only its own seat"));
    const clean = this.readMove(msg.move);
    if (!clean.ok) return this.refuse(seat, id, clean);
    const now = this.notNow(seat);
    if (now) return this.refuse(seat, id, now);
    if (this.busy[seat])
      return this.refuse(seat, id, refusal("busy", "the seat's previous move is still being played"));
    this.busy[seat] = true;
    let result;
    try {
      result = await this.apply(seat, clean.move);
    } catch (e) {
      result = refusal("illegal", e instanceof Error ? e.message : String(e));
    } finally {
      this.busy[seat] = false;
    }
    if (!result || typeof result !== "object") result = refusal("illegal", "the move was not played");
    if (result.ok === false) return this.refuse(seat, id, result);
    if (this.states[seat] === "connected") this.send(seat, { t: "answer", id, result });
    if (this.autoUpdate) this.update({ seat, move: clean.move });
    return result;
  }

  /**
   * A hint request of the device of `seat`: worked out as for a person at the host
   * (`hint`, the computer player seeing only that seat's view), one at a time per seat,
   * and sent to that device alone if the position is still the one it was asked for.
   * @param {number} seat @param {number | null} id @param {Message} msg
   * @returns {Promise<Result>}
   */
  async receiveHint(seat, id, msg) {
    if (id === null) return this.refuse(seat, null, refusal("bad-message", "a hint request has a numeric id"));
    if (msg.seat !== undefined && msg.seat !== seat)
      return this.refuse(seat, id, refusal("wrong-seat", "a device asks only for its own seat's hints"));
    if (!this.hint) return this.refuse(seat, id, refusal("no-hints", "this game has no hints"));
    const now = this.notNow(seat);
    if (now) return this.refuse(seat, id, now);
    if (msg.at !== this.at) return this.refuse(seat, id, refusal("stale", "that position is gone"));
    if (this.hinting[seat])
      return this.refuse(seat, id, refusal("hint-pending", "a hint for this seat is already being worked out"));
    const at = this.at;
    this.hints.asked++;
    const last = this.lastHint;
    if (last && last.seat === seat && last.at === at) return this.answerHint(seat, id, at, last.result);
    const abort = new AbortController();
    this.hinting[seat] = { at, abort };
    let result;
    try {
      result = await this.hint(seat, abort.signal);
    } catch (e) {
      result = abort.signal.aborted ? null : refusal("no-hint", e instanceof Error ? e.message : String(e));
    }
    if (this.hinting[seat]?.abort === abort) this.hinting[seat] = null;
    // The position moved on (a move, a new deal) or the device left: nothing is sent.
    if (abort.signal.aborted || at !== this.at || this.states[seat] !== "connected") {
      this.hints.dropped++;
      return refusal("stale", "the position moved on");
    }
    if (!result || typeof result !== "object") result = refusal("no-hint", "no hint was found");
    if (result.ok === false) return this.refuse(seat, id, result);
    // The move only: nothing else of the host's answer goes out.
    result = { ok: /** @type {const} */ (true), move: result.move };
    this.lastHint = { seat, at, result };
    return this.answerHint(seat, id, at, result);
  }

  /**
   * Why `seat` may not move, or ask for a hint, now (the game or the round is over, or
   * another seat is to move), or null.
   * @param {number} seat @returns {Refusal | null}
   */
  notNow(seat) {
    const view = this.engine().view(seat);
    if (!view.ok) return view;
    if (view.over) return refusal("game-over", "the game is over");
    if ("roundOver" in view && view.roundOver) return refusal("round-over", "the round is over");
    if (view.toMove !== seat) return refusal("not-your-turn", "it is not this seat's turn");
    return null;
  }

  /** The hint being worked out for `seat`, if one is, is no longer of use. @param {number} seat */
  dropHint(seat) {
    this.hinting[seat]?.abort.abort();
    this.hinting[seat] = null;
  }

  /** @param {number} seat @param {number} id @param {number} at @param {Result} result */
  answerHint(seat, id, at, result) {
    this.hints.answered++;
    this.send(seat, { t: "hint", id, at, result });
    return result;
  }

  /**
   * @param {number} seat @param {number | null} id @param {Refusal} r
   * @returns {Refusal}
   */
  refuse(seat, id, r) {
    const code = r.error.code;
    this.refused[code] = (this.refused[code] ?? 0) + 1;
    if (this.states[seat] === "connected") {
      if (id !== null) this.send(seat, { t: "answer", id, result: r });
      else this.send(seat, { t: "refused", error: r.error });
    }
    return r;
  }
}
