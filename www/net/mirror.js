// @ts-check
// A guest's table runs on the host's views: `MirrorGame` stands in for the engine's
// game handle (the methods the tables use: view, play, nextRound, hint, save), and
// its seats' drivers (www/seats/drivers.js) take their moves from the host's
// messages. The table then animates every move exactly as on the host, and knows
// nothing of the network.
//
// The host sends one `state` per move, the view with the move played
// (www/net/protocol.js). The mirror queues them; the table's turn loop
// (www/seats/match.js) asks the driver of the seat to move, which resolves with the
// move the next queued state carries, and the loop's `play(move)` then steps to that
// state and returns what the engine said there. The
// person's own moves go to the host (`submit`) and come back the same way, and so do
// the person's hints (`hinter`): asked of the host for the position on screen.
import { gameById } from "../games.js";
import { refusal } from "./messages.js";

/**
 * @typedef {import("./guest-session.js").GuestSession} GuestSession
 * @typedef {import("./messages.js").View} View
 * @typedef {import("./messages.js").Move} Move
 * @typedef {import("../seats/drivers.js").Driver} Driver
 * @typedef {import("../seats/drivers.js").MoveContext} MoveContext
 */

/** A view's round (a game of rounds), or undefined (a single game). @param {View} v */
const roundOf = (v) => ("round" in v ? v.round : undefined);

export class MirrorGame {
  /**
   * @param {string} game the game's id (www/games.js) @param {View} view the view the host sent first
   * @param {number} [at] the host's number of its position
   */
  constructor(game, view, at = -1) {
    const rules = gameById(game);
    if (!rules) throw new Error(`no game ${game}`);
    this.game = game;
    /** The game's descriptor: what a move's result was, from the views (`playedResult`). */
    this.rules = rules;
    this.current = view;
    /** The host's number of the position on screen (www/net/protocol.js). */
    this.at = at;
    /** @type {View[]} the views of the moves not yet shown, oldest first */
    this.queue = [];
    /** @type {number[]} the host's numbers of those positions */
    this.ats = [];
    /** @type {(Move | null)[]} the moves that led to them (null: a new deal) */
    this.moves = [];
    /** @type {(() => void)[]} */
    this.waiters = [];
  }

  /**
   * The host reset the table (a new connection): the view is taken as it is.
   * @param {View} view @param {number} [at]
   */
  reset(view, at = -1) {
    this.current = view;
    this.at = at;
    this.queue = [];
    this.ats = [];
    this.moves = [];
    this.wake();
  }

  /**
   * One more move happened at the host: `view` is the seat's view after it, `move`
   * the move played (as this seat may know it), none for a new deal.
   * @param {View} view @param {number} [at] @param {Move | null} [move]
   */
  push(view, at = -1, move = null) {
    this.queue.push(view);
    this.ats.push(at);
    this.moves.push(move ?? null);
    this.wake();
  }

  /** Steps to the next queued view. */
  step() {
    this.current = this.queue.shift() ?? this.current;
    this.at = this.ats.shift() ?? -1;
    this.moves.shift();
  }

  wake() {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /**
   * The view of `seat`: the guest's own as the host sent it; another seat's is the
   * same public table with that seat's hand unknown (never sent to this device); a
   * watcher's every seat's.
   * @param {number} [seat]
   */
  view(seat) {
    const v = this.current;
    // A watcher's view is public (no seat, no hand): every seat's is the table, hand unknown.
    if (v.seat === null || !("hand" in v)) return /** @type {View} */ ({ ...v, seat: seat ?? 0, hand: [], legal: [] });
    if (seat === undefined || seat === v.seat) return v;
    return { ...v, seat, hand: [], legal: [] };
  }

  /**
   * Whether the next queued view is a move of the round on screen (not a new deal: a
   * view of a game of rounds says its round; one of a single game says none).
   */
  nextIsMove() {
    const next = this.queue[0];
    if (!next || !this.moves[0]) return false;
    return roundOf(next) === roundOf(this.current);
  }

  /**
   * The move the next queued view describes, for the table's turn loop; resolves once
   * the host has sent it, or rejects when `signal` aborts.
   * @param {AbortSignal} signal
   * @returns {Promise<Move>}
   */
  nextMove(signal) {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (signal.aborted) return reject(new DOMException("the position changed", "AbortError"));
        if (this.nextIsMove()) return resolve(/** @type {Move} */ (this.moves[0]));
        this.waiters.push(check);
      };
      signal.addEventListener("abort", () => this.wake(), { once: true });
      check();
    });
  }

  /**
   * Steps to the next queued view (the move already happened at the host) and returns
   * what the engine answered there, as far as this seat may know it, with the view of
   * the seat that moved (another seat's: the public table, its hand unknown). Оттава's
   * `{ nextRound: true }` is the next round (`nextRound`).
   * @param {unknown} move
   */
  play(move) {
    if (typeof move === "object" && move !== null && "nextRound" in move && move.nextRound) return this.nextRound();
    if (!this.nextIsMove()) return refusal("not-your-turn", "waiting for the host");
    const before = this.current;
    this.step();
    // As the engine's `play` does, the result holds the view of the seat that moved.
    const seat = this.current.last?.seat ?? before.toMove;
    const result = this.rules.playedResult(before, this.current);
    return seat === null ? result : { ...result, view: this.view(seat) };
  }

  /** Оттава: the next round, once the host has dealt it. */
  nextRound() {
    const next = this.queue[0];
    if (!next || roundOf(next) === roundOf(this.current))
      return refusal("round-not-over", "the host deals the next round");
    this.step();
    return { ok: /** @type {const} */ (true) };
  }

  /** Hints are worked out by the host (`mirrorDrivers(…).hinter`): the game is there. */
  hint() {
    return refusal("bad-input", "a guest's hints come from the host");
  }

  /** A guest's table is not saved on its device (the host keeps the game). */
  save() {
    return "";
  }
}

/**
 * The drivers of a guest's table: the person's own seat takes moves from the table's
 * input and sends them to the host; every seat (the own one included) moves when the
 * host's next view says so.
 * @param {MirrorGame} mirror @param {GuestSession} session
 */
export function mirrorDrivers(mirror, session) {
  /** The person's seat. */
  function own() {
    /** @type {boolean} */
    let asked = false;
    return {
      kind: "human",
      /** @param {unknown} _request @param {MoveContext} ctx */
      move(_request, { signal }) {
        asked = true;
        return mirror.nextMove(signal).finally(() => {
          asked = false;
        });
      },
      waiting: () => asked,
      /** The person's move: to the host; resolves to its answer. @param {unknown} move */
      submit(move) {
        if (!asked) return null;
        return session.play(move);
      },
      done() {},
      dispose() {},
    };
  }
  /** Another seat: played elsewhere (at the host, or on another guest's device). */
  function other() {
    return {
      kind: "remote",
      /** @param {unknown} _request @param {MoveContext} ctx */
      move(_request, { signal }) {
        return mirror.nextMove(signal);
      },
      dispose() {},
    };
  }
  /**
   * The person's hints: asked of the host for the position on screen, which works them
   * out as for a person there; an answer for a position no longer on screen is dropped.
   * A driver for the table's `Turns.ask`, like the hints of a table on its own.
   */
  function hinter() {
    return {
      kind: "hint",
      /** @param {unknown} _request @param {MoveContext} ctx */
      async move(_request, { signal }) {
        const at = mirror.at;
        const r = await session.hint(at, signal);
        // No hint to show: the position moved on, or the host refused (another one on its
        // way, the connection lost): the table shows nothing, as for a position gone.
        if (signal.aborted || mirror.at !== at || !r?.ok)
          throw new DOMException("no hint for the position on screen", "AbortError");
        return r.move;
      },
      dispose() {},
    };
  }
  return { own, other, hinter };
}
