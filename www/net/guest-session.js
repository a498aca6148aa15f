// @ts-check
// A guest's side of the protocol (./protocol.js): the seat's view as the host last
// sent it, with the move that led to it, and requests that resolve to the host's
// answers.
import { gameById } from "../games.js";
import { PROTOCOL, MAX_HOST_MESSAGE, refusal, parseMessage, readMove } from "./messages.js";

/**
 * @typedef {import("./messages.js").SeatState} SeatState
 * @typedef {import("./messages.js").EngineApi} EngineApi
 * @typedef {import("./messages.js").Message} Message
 * @typedef {import("./messages.js").Result} Result
 * @typedef {import("./messages.js").View} View
 * @typedef {{ ok: true, move: import("./messages.js").Move } | import("./messages.js").Refusal} HintResult
 */

/**
 * A guest's side: the seat's view as the host last sent it (and the move that led to
 * it), and requests that resolve to the host's answers. `send(text)` delivers a
 * message to the host.
 */
export class GuestSession {
  /**
   * `api` is the engine module (yotta.js): it reads the moves the host sends (the
   * game's `moveFor`, www/games.js).
   * @param {{ api: EngineApi, send: (text: string) => void, onUpdate?: (why: string, msg: Message | null) => void }} o
   */
  constructor(o) {
    this.api = o.api;
    this.sendRaw = o.send;
    this.onUpdate = o.onUpdate ?? (() => {});
    /** @type {string | null} the game's id (www/games.js), once welcomed */
    this.game = null;
    this.seat = -1;
    this.players = 0;
    /** @type {View | null} */
    this.view = null;
    /** @type {{ name: string, state: SeatState }[]} */
    this.seats = [];
    /** @type {Record<string, unknown>} */
    this.options = {};
    /** Whether the host gives hints in this game. */
    this.hints = false;
    /** The number of the position the host last sent (`welcome`, `state`). */
    this.at = -1;
    /** @type {{ id: number, at: number, promise: Promise<HintResult> } | null} the hint asked for, until answered */
    this.hintAsked = null;
    /** Hint answers dropped because they were for another position than the latest. */
    this.staleHints = 0;
    this.connected = false;
    /** True once the host has given the seat to a computer player. */
    this.ended = false;
    this.nextId = 1;
    /** @type {Map<number, (result: Result) => void>} */
    this.pending = new Map();
    this.receivedBytes = 0;
    /** Whether this device watches (the host's `watch`): it holds no seat, its views are public. */
    this.watcher = false;
    /** @type {{ at: number, view: View, move: import("./messages.js").Move | null }[]} a watcher's game so far (`past`), oldest first */
    this.past = [];
    /** How many `past` messages the host said would come. */
    this.pastExpected = 0;
  }

  /** The seat whose telling of a move this device gets: its own, or for a watcher seat 0's (public). */
  toldSeat() {
    return this.watcher ? 0 : this.seat;
  }

  /** A move the host sent, read by the engine as this device may be told it. @param {unknown} move */
  readHostMove(move) {
    const game = gameById(this.game);
    if (!game) return refusal("bad-message", "a move before the welcome");
    return readMove((m, s) => game.moveFor(this.api, m, s), move, this.toldSeat());
  }

  /** A message from the host. @param {unknown} text */
  receive(text) {
    const p = parseMessage(text, MAX_HOST_MESSAGE);
    if (!p.ok) return p;
    this.receivedBytes += /** @type {string} */ (text).length;
    const msg = p.msg;
    if (msg.t === "welcome") {
      const game = gameById(msg.game);
      if (!game) return refusal("bad-message", "a game this page does not know");
      this.game = game.id;
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
    } else if (msg.t === "watch") {
      // A watcher's welcome: the public view, no seat; the game so far follows (`past`).
      const game = gameById(msg.game);
      if (!game) return refusal("bad-message", "a game this page does not know");
      this.game = game.id;
      this.watcher = true;
      this.seat = -1;
      this.players = Number(msg.players);
      this.options = msg.options ?? {};
      this.seats = Array.isArray(msg.seats) ? msg.seats : [];
      this.view = msg.view;
      this.at = Number.isInteger(msg.at) ? msg.at : -1;
      this.past = [];
      this.pastExpected = Number.isInteger(msg.past) ? msg.past : 0;
      this.connected = true;
      this.onUpdate("welcome", msg);
    } else if (msg.t === "past") {
      if (!this.watcher || !msg.view) return refusal("bad-message", "the game so far is a watcher's");
      const told = msg.move === undefined ? null : this.readHostMove(msg.move);
      if (told && !told.ok) return told;
      this.past.push({ at: Number(msg.at), view: msg.view, move: told ? told.move : null });
      this.onUpdate("past", msg);
    } else if (msg.t === "state") {
      // The move played comes with the view it led to: read by the engine, as this seat
      // may be told it; nothing else of it goes on.
      if (msg.move !== undefined) {
        const told = this.readHostMove(msg.move);
        if (!told.ok) return told;
        msg.move = told.move;
      }
      if (msg.view) this.view = msg.view;
      // A watcher keeps the whole game, for stepping back through it.
      if (this.watcher && msg.view)
        this.past.push({ at: Number(msg.at), view: msg.view, move: msg.move === undefined ? null : msg.move });
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
    } else if (msg.t === "react") {
      this.onUpdate("react", msg);
    } else if (msg.t === "clock" || msg.t === "rematch") {
      this.onUpdate(msg.t, msg);
    } else if (msg.t === "bye") {
      this.ended = true;
      this.onUpdate("bye", msg);
    }
    return { ok: true };
  }

  /**
   * Asks the host to make `move` for this seat; resolves to the host's answer (the
   * engine's result, or a refusal). While not connected, refuses at once.
   * @param {unknown} move
   * @returns {Promise<Result>}
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
   * @returns {Promise<HintResult>}
   */
  hint(at, signal) {
    if (!this.connected) return Promise.resolve(refusal("no-connection", "not connected to the host"));
    if (!this.hints) return Promise.resolve(refusal("no-hints", "this game has no hints"));
    const asked = this.hintAsked;
    if (asked)
      return asked.at === at ? asked.promise : Promise.resolve(refusal("hint-pending", "a hint is already on its way"));
    const id = this.nextId++;
    /** @type {(r: Result) => void} what a hint answer or a refusal is handed to */
    let answer = () => {};
    /** @type {Promise<HintResult>} */
    const promise = new Promise((resolve) => {
      answer = (r) => {
        if (this.hintAsked?.id === id) this.hintAsked = null;
        resolve(/** @type {HintResult} */ (r));
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

  /** The hint asked for, if one was, will not come: its request is answered `stale`. */
  dropHint() {
    const asked = this.hintAsked;
    if (!asked || asked.at === this.at) return;
    const done = this.pending.get(asked.id);
    this.pending.delete(asked.id);
    this.hintAsked = null;
    done?.(refusal("stale", "the position moved on"));
  }

  /** The answer to the host's rematch: play on (a new `welcome` follows), or leave. @param {boolean} accept */
  answerRematch(accept) {
    if (this.connected) this.sendRaw(JSON.stringify({ v: PROTOCOL, t: "rematch", accept }));
  }

  /**
   * The connection to the host is lost: pending requests are answered with a refusal.
   * After the host's `bye` the seat has ended and the connection's end is no news.
   */
  lost() {
    this.connected = false;
    for (const done of this.pending.values()) done(refusal("no-connection", "the connection to the host was lost"));
    this.pending.clear();
    if (!this.ended) this.onUpdate("lost", null);
  }
}
