// @ts-check
// The messages between the host of a game and the people who join it from other
// devices, over a WebRTC data channel (www/net/peer.js) or any other transport.
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
//   state    { view, at }       after every move (one message per move)
//   seats    { seats }          the names and states of the seats changed
//   answer   { id, result }     the engine's answer to the guest's request `id`
//                               (or the refusal of a move or hint request)
//   hint     { id, at, result } the hint asked for by request `id` at position `at`:
//                               `{ ok: true, move }`, the move the hard computer
//                               player would make for that seat (from its view only)
//   refused  { error }          a message without a usable id was refused
//   bye      { reason }         the host ended the seat (given to a computer player)
// guest → host
//   move     { id, move, seat? }   the seat's move, in the engine's shape
//   hint     { id, at, seat? }     a hint for the seat to move at position `at`
//   hello    { name?, build? }     optional, after connecting
//
// Positions: the host numbers them (`at`), one more after every move or new deal;
// `welcome` and every `state` carry the number of the position their view shows. A
// hint is asked for one position and answered only while it is still the host's: once
// a move is made, a hint still being worked out is dropped (never sent), and a guest
// drops a hint answer for a position other than the one it shows.
import { buildTag } from "./code.js";

/**
 * The protocol's version: a message of another version is refused (`other-version`).
 * 2: positions (`at`) and hints.
 */
export const PROTOCOL = 2;
/** The longest message a host reads from a guest, in characters. */
export const MAX_GUEST_MESSAGE = 4096;
/** The longest message a guest reads from a host (views of a long Ётта game included). */
export const MAX_HOST_MESSAGE = 256 * 1024;

/**
 * @typedef {{ ok: false, error: { code: string, message: string } }} Refusal
 * @typedef {"waiting" | "connected" | "disconnected" | "computer"} SeatState
 * @typedef {{ kind: "human" | "ai" | "remote", name: string, level?: string }} HostSeat
 */

/**
 * @param {string} code @param {string} message
 * @returns {Refusal}
 */
export function refusal(code, message) {
  return { ok: false, error: { code, message } };
}

/**
 * Parses one message: the JSON object of the current version, or a refusal.
 * @param {unknown} text @param {number} max
 * @returns {{ ok: true, msg: Record<string, any> } | Refusal}
 */
export function parseMessage(text, max) {
  if (typeof text !== "string") return refusal("bad-message", "a message is text");
  if (text.length > max) return refusal("too-large", `a message is at most ${max} characters`);
  let msg;
  try {
    msg = JSON.parse(text);
  } catch {
    return refusal("bad-message", "the message is not JSON");
  }
  if (!msg || typeof msg !== "object" || Array.isArray(msg)) return refusal("bad-message", "a message is an object");
  if (msg.v !== PROTOCOL) return refusal("other-version", "the message comes from another version of Yotta");
  if (typeof msg.t !== "string") return refusal("bad-message", "the message has no type");
  return { ok: true, msg };
}

/**
 * A guest's move, rebuilt from known fields only (nothing else reaches the engine).
 * @param {"iota" | "ottawa"} game @param {unknown} m
 * @returns {{ ok: true, move: any } | Refusal}
 */
export function cleanMove(game, m) {
  if (!m || typeof m !== "object" || Array.isArray(m)) return refusal("bad-move", "a move is an object");
  const o = /** @type {Record<string, any>} */ (m);
  if (game === "ottawa") {
    if (typeof o.card === "string" && o.card.length <= 3) return { ok: true, move: { card: o.card } };
    if (o.draw === true) return { ok: true, move: { draw: true } };
    if (o.pass === true) return { ok: true, move: { pass: true } };
    return refusal("bad-move", "an Оттава move is { card }, { draw: true } or { pass: true }");
  }
  /** @param {unknown} list @returns {any[] | null} */
  const placements = (list) => {
    if (!Array.isArray(list) || list.length > 4) return null;
    const out = [];
    for (const p of list) {
      if (!p || typeof p !== "object" || typeof p.card !== "string" || p.card.length > 3) return null;
      if (!Number.isInteger(p.x) || !Number.isInteger(p.y) || Math.abs(p.x) > 1000 || Math.abs(p.y) > 1000) return null;
      out.push({ card: p.card, x: p.x, y: p.y });
    }
    return out;
  };
  /** @type {Record<string, any>} */
  const move = {};
  if (o.recycle !== undefined) {
    const r = placements(o.recycle);
    if (!r) return refusal("bad-move", "recycle is a list of placements");
    move.recycle = r;
  }
  if (o.place !== undefined) {
    const p = placements(o.place);
    if (!p) return refusal("bad-move", "place is a list of at most 4 placements");
    move.place = p;
  } else if (o.trade !== undefined) {
    if (!Array.isArray(o.trade) || o.trade.length > 4 || o.trade.some((c) => typeof c !== "string" || c.length > 3))
      return refusal("bad-move", "trade is a list of at most 4 cards");
    move.trade = [...o.trade];
  } else if (o.pass === true) {
    move.pass = true;
  } else return refusal("bad-move", "an Ётта move is { place }, { trade } or { pass: true }");
  return { ok: true, move };
}

/**
 * The host's side of the protocol, for every remote seat of one game. It knows no
 * transport: `send(seat, text)` delivers a message to the device of `seat`, and the
 * page calls `receive(seat, text)` with what came from it, `attach(seat)` when its
 * channel opened and `detach(seat)` when it closed.
 *
 * A guest's valid move for the seat to move is handed to `apply(seat, move)`, which
 * resolves to the engine's result (by default the move is played on the engine's game
 * at once; the page's table plays it in its own turn loop instead, to animate it);
 * the host then sends every remote seat its new view with `update()`.
 */
export class HostSession {
  /**
   * @param {{
   *   game: "iota" | "ottawa",
   *   engine: () => any,                 // the engine's game handle (it may be replaced, e.g. a rematch)
   *   seats: HostSeat[],
   *   send: (seat: number, text: string) => void,
   *   apply?: (seat: number, move: any) => Promise<any> | any,
   *   options?: Record<string, any>,
   *   build?: string,
   *   onChange?: () => void,             // a seat's state changed
   *   hint?: (seat: number, signal: AbortSignal) => Promise<any>,
   *       // the hint for `seat`, the seat to move, exactly as for a person at the host:
   *       // resolves to the engine's hint result; rejects with an AbortError once
   *       // `signal` aborts. Without it, the game has no hints.
   * }} o
   */
  constructor(o) {
    this.game = o.game;
    this.engine = o.engine;
    this.seats = o.seats;
    this.sendRaw = o.send;
    this.apply = o.apply ?? ((/** @type {number} */ _seat, /** @type {any} */ move) => this.engine().play(move));
    /** With its own `apply`, the page sends the views itself (`update()`) after each move it shows. */
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
    /** @type {{ seat: number, at: number, result: any } | null} the last hint given (asked again, it is sent again) */
    this.lastHint = null;
    /** Hints asked for, answered, and dropped because the position moved on meanwhile. */
    this.hints = { asked: 0, answered: 0, dropped: 0 };
  }

  /** The seat states as `state().net.seats` reports them. */
  seatList() {
    return this.seats.map((s, seat) => ({ seat, kind: s.kind, name: s.name, state: this.states[seat] }));
  }

  /** @param {number} seat @param {Record<string, any>} msg */
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

  /** The device of `seat` is gone (closed, lost, reloaded). @param {number} seat */
  detach(seat) {
    if (this.seats[seat]?.kind !== "remote" || this.states[seat] !== "connected") return;
    this.dropHint(seat);
    this.states[seat] = "disconnected";
    this.seatsChanged();
  }

  /** Tells the page and every connected device that the seats' names or states changed. */
  seatsChanged() {
    this.onChange();
    const seats = this.publicSeats();
    for (let seat = 0; seat < this.seats.length; seat++) {
      if (this.seats[seat].kind === "remote" && this.states[seat] === "connected") this.send(seat, { t: "seats", seats });
    }
  }

  /** `seat` is handed to a computer player of `level`: its device is told so. @param {number} seat @param {string} level */
  toComputer(seat, level = "medium") {
    if (this.seats[seat]?.kind !== "remote") return;
    this.dropHint(seat);
    if (this.states[seat] === "connected") this.send(seat, { t: "bye", reason: "computer" });
    this.seats[seat] = { ...this.seats[seat], kind: "ai", level };
    this.states[seat] = "computer";
    this.seatsChanged();
  }

  /**
   * Sends every connected remote seat its view: once after every move or new deal, by
   * anyone. The position is a new one: hints still being worked out are dropped.
   */
  update() {
    this.at++;
    for (let seat = 0; seat < this.hinting.length; seat++) this.dropHint(seat);
    const g = this.engine();
    // A plain loop: the engine's calls stay out of array callbacks (Node 20's V8 can
    // crash deoptimising a callback frame when the wasm memory grows under it).
    for (let seat = 0; seat < this.seats.length; seat++) {
      if (this.seats[seat].kind === "remote" && this.states[seat] === "connected") this.send(seat, { t: "state", view: g.view(seat), at: this.at });
    }
  }

  /**
   * A message from the device of `seat`. Returns what became of it (for tests): the
   * engine's result, or a refusal.
   * @param {number} seat @param {unknown} text
   * @returns {Promise<any>}
   */
  async receive(seat, text) {
    if (this.seats[seat]?.kind !== "remote" || this.states[seat] !== "connected")
      return this.refuse(seat, null, refusal("no-connection", "this seat is not played from another device"));
    const p = parseMessage(text, MAX_GUEST_MESSAGE);
    if (!p.ok) return this.refuse(seat, null, p);
    const msg = p.msg;
    const id = Number.isInteger(msg.id) && msg.id >= 0 && msg.id < 2 ** 31 ? msg.id : null;
    if (msg.t === "hello") return { ok: true };
    if (msg.t === "hint") return this.receiveHint(seat, id, msg);
    if (msg.t !== "move") return this.refuse(seat, id, refusal("bad-message", `unknown message type ${String(msg.t).slice(0, 20)}`));
    if (id === null) return this.refuse(seat, null, refusal("bad-message", "a move request has a numeric id"));
    if (msg.seat !== undefined && msg.seat !== seat)
      return this.refuse(seat, id, refusal("wrong-seat", "a device plays only its own seat"));
    const clean = cleanMove(this.game, msg.move);
    if (!clean.ok) return this.refuse(seat, id, clean);
    const view = this.engine().view(seat);
    if (view.over) return this.refuse(seat, id, refusal("game-over", "the game is over"));
    if (view.roundOver) return this.refuse(seat, id, refusal("round-over", "the round is over"));
    if (view.toMove !== seat) return this.refuse(seat, id, refusal("not-your-turn", "it is not this seat's turn"));
    if (this.busy[seat]) return this.refuse(seat, id, refusal("busy", "the seat's previous move is still being played"));
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
    if (this.autoUpdate) this.update();
    return result;
  }

  /**
   * A hint request of the device of `seat`: worked out as for a person at the host
   * (`hint`, the computer player seeing only that seat's view), one at a time per seat,
   * and sent to that device alone if the position is still the one it was asked for.
   * @param {number} seat @param {number | null} id @param {Record<string, any>} msg
   * @returns {Promise<any>}
   */
  async receiveHint(seat, id, msg) {
    if (id === null) return this.refuse(seat, null, refusal("bad-message", "a hint request has a numeric id"));
    if (msg.seat !== undefined && msg.seat !== seat)
      return this.refuse(seat, id, refusal("wrong-seat", "a device asks only for its own seat's hints"));
    if (!this.hint) return this.refuse(seat, id, refusal("no-hints", "this game has no hints"));
    const view = this.engine().view(seat);
    if (view.over) return this.refuse(seat, id, refusal("game-over", "the game is over"));
    if (view.roundOver) return this.refuse(seat, id, refusal("round-over", "the round is over"));
    if (view.toMove !== seat) return this.refuse(seat, id, refusal("not-your-turn", "it is not this seat's turn"));
    if (msg.at !== this.at) return this.refuse(seat, id, refusal("stale", "that position is gone"));
    if (this.hinting[seat]) return this.refuse(seat, id, refusal("hint-pending", "a hint for this seat is already being worked out"));
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
    result = { ok: true, move: result.move };
    this.lastHint = { seat, at, result };
    return this.answerHint(seat, id, at, result);
  }

  /** The hint being worked out for `seat`, if any, is of no use any more. @param {number} seat */
  dropHint(seat) {
    this.hinting[seat]?.abort.abort();
    this.hinting[seat] = null;
  }

  /** @param {number} seat @param {number} id @param {number} at @param {any} result */
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

/**
 * A guest's side: the seat's view as the host last sent it, and requests that
 * resolve to the host's answers. `send(text)` delivers a message to the host.
 */
export class GuestSession {
  /**
   * @param {{ send: (text: string) => void, onUpdate?: (why: string, msg: any) => void }} o
   */
  constructor(o) {
    this.sendRaw = o.send;
    this.onUpdate = o.onUpdate ?? (() => {});
    /** @type {"iota" | "ottawa" | null} */
    this.game = null;
    this.seat = -1;
    this.players = 0;
    /** @type {any} */
    this.view = null;
    /** @type {{ name: string, state: SeatState }[]} */
    this.seats = [];
    this.options = {};
    /** Whether the host gives hints in this game. */
    this.hints = false;
    /** The number of the position the host last sent (`welcome`, `state`). */
    this.at = -1;
    /** @type {{ id: number, at: number, promise: Promise<any> } | null} the hint asked for, until answered */
    this.hintAsked = null;
    /** Hint answers dropped because they were for another position than the latest. */
    this.staleHints = 0;
    this.connected = false;
    /** True once the host has given the seat to a computer player. */
    this.ended = false;
    this.nextId = 1;
    /** @type {Map<number, (result: any) => void>} */
    this.pending = new Map();
    this.receivedBytes = 0;
  }

  /** A message from the host. @param {unknown} text */
  receive(text) {
    const p = parseMessage(text, MAX_HOST_MESSAGE);
    if (!p.ok) return p;
    this.receivedBytes += /** @type {string} */ (text).length;
    const msg = p.msg;
    if (msg.t === "welcome") {
      this.game = msg.game === "iota" ? "iota" : "ottawa";
      this.seat = Number(msg.seat);
      this.players = Number(msg.players);
      this.options = msg.options ?? {};
      this.seats = Array.isArray(msg.seats) ? msg.seats : [];
      this.view = msg.view;
      this.hints = msg.hints === true;
      this.at = Number.isInteger(msg.at) ? msg.at : -1;
      this.dropHint();
      this.connected = true;
      this.onUpdate("welcome", msg);
    } else if (msg.t === "state") {
      if (msg.view) this.view = msg.view;
      if (Number.isInteger(msg.at)) this.at = msg.at;
      // The host drops a hint once the position moves on: none will come for the old one.
      this.dropHint();
      this.onUpdate("state", msg);
    } else if (msg.t === "seats") {
      if (Array.isArray(msg.seats)) this.seats = msg.seats;
      this.onUpdate("seats", msg);
    } else if (msg.t === "answer") {
      const done = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      done?.(msg.result);
      this.onUpdate("answer", msg);
    } else if (msg.t === "hint") {
      const asked = this.hintAsked;
      const done = asked?.id === msg.id ? this.pending.get(msg.id) : undefined;
      if (done) this.pending.delete(msg.id);
      // A hint not asked for (any more), for another position than the one asked for, or
      // than the latest the host sent, is dropped: it is never shown.
      if (!done || msg.at !== asked?.at || msg.at !== this.at || !msg.result?.ok || !msg.result.move) {
        this.staleHints++;
        done?.(refusal("stale", "the hint is for another position"));
      } else done({ ok: true, move: msg.result.move });
      this.onUpdate("hint", msg);
    } else if (msg.t === "refused") {
      this.onUpdate("refused", msg);
    } else if (msg.t === "bye") {
      this.ended = true;
      this.onUpdate("bye", msg);
    }
    return { ok: true };
  }

  /**
   * Asks the host to make `move` for this seat; resolves to the host's answer (the
   * engine's result, or a refusal). While not connected, refuses at once.
   * @param {any} move
   * @returns {Promise<any>}
   */
  play(move) {
    if (!this.connected) return Promise.resolve(refusal("no-connection", "not connected to the host"));
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.sendRaw(JSON.stringify({ v: PROTOCOL, t: "move", id, move }));
    });
  }

  /**
   * Asks the host for a hint for this seat at position `at` (the one the table shows);
   * resolves to `{ ok: true, move }` or a refusal (`stale`: an answer for another
   * position, dropped). One at a time: asked again for the same position, the same
   * request answers. Rejects with an AbortError when `signal` aborts (the position on
   * screen changed): the answer, when it comes, is dropped.
   * @param {number} at @param {AbortSignal} [signal]
   * @returns {Promise<any>}
   */
  hint(at, signal) {
    if (!this.connected) return Promise.resolve(refusal("no-connection", "not connected to the host"));
    if (!this.hints) return Promise.resolve(refusal("no-hints", "this game has no hints"));
    const asked = this.hintAsked;
    if (asked) return asked.at === at ? asked.promise : Promise.resolve(refusal("hint-pending", "a hint is already on its way"));
    const id = this.nextId++;
    /** @type {(r: any) => void} */
    let answer = () => {};
    /** @type {Promise<any>} */
    const promise = new Promise((resolve) => {
      answer = (r) => {
        if (this.hintAsked?.id === id) this.hintAsked = null;
        resolve(r);
      };
    });
    this.hintAsked = { id, at, promise };
    this.pending.set(id, answer);
    this.sendRaw(JSON.stringify({ v: PROTOCOL, t: "hint", id, at }));
    if (!signal) return promise;
    return new Promise((resolve, reject) => {
      const abort = () => {
        // The answer, when it comes, finds no request: dropped.
        if (this.pending.delete(id)) answer(refusal("stale", "the position changed"));
        reject(new DOMException("the position changed", "AbortError"));
      };
      if (signal.aborted) return abort();
      signal.addEventListener("abort", abort, { once: true });
      promise.then((r) => {
        signal.removeEventListener("abort", abort);
        resolve(r);
      });
    });
  }

  /** The hint asked for, if any, will not come: its request is answered `stale`. */
  dropHint() {
    const asked = this.hintAsked;
    if (!asked || asked.at === this.at) return;
    const done = this.pending.get(asked.id);
    this.pending.delete(asked.id);
    this.hintAsked = null;
    done?.(refusal("stale", "the position moved on"));
  }

  /** The connection to the host is lost: pending requests are answered with a refusal. */
  lost() {
    this.connected = false;
    for (const done of this.pending.values()) done(refusal("no-connection", "the connection to the host was lost"));
    this.pending.clear();
    this.onUpdate("lost", null);
  }
}
