// @ts-check
// The watchers of a hosted game (./protocol.js lists their messages): devices that hold
// no seat and watch. The host's session (`HostSession.watchers`) sends each the engine's
// public view (`publicView`, docs/api.md: no card of any hand, nor the pile's order),
// every move as no seat is told it (a trade's cards are "?"), the seats' names, the
// reactions and the turn clock; a watcher who comes late gets the game so far, one public view per
// position (`past`), to step through it. A watcher's reaction is passed on; anything
// else it sends is refused (`watcher`): it never moves, asks no hint, takes no seat.
// The host opens the watch link ("Invite watchers") and may close it, which sends every
// watcher away; at most MAX_WATCHERS watch at once. Transport-free, as the session.
//
// `publicView` is the full engine's (yotta.js, docs/api.md), not the page's: the page's
// engine stays as small as it was. The game so far is kept as the game's saves, one per
// position (cheap: no watcher may ever come); when the host opens the watch link the full
// engine is loaded (`loadFull`), and each position's public view is that of its save,
// loaded there.
import { PROTOCOL, MAX_GUEST_MESSAGE, refusal, parseMessage } from "./messages.js";

/** The most watchers a table takes at once. */
export const MAX_WATCHERS = 8;

/**
 * @typedef {import("./messages.js").Message} Message
 * @typedef {import("./messages.js").Refusal} Refusal
 * @typedef {import("./messages.js").Result} Result
 * @typedef {{ at: number, save: string, move?: unknown }} PastEntry one position of the game so far: the game
 *   saved there, and the move that led to it as no seat is told it
 * @typedef {typeof import("../../yotta.js")} FullEngine the full engine module (its games have `publicView`)
 */

export class Watchers {
  /**
   * @param {import("./protocol.js").HostSession} session the host's session
   * @param {(watcher: string, text: string) => void} send delivers a message to a watcher's device
   * @param {(() => Promise<FullEngine>) | null} loadFull loads the full engine (none: the
   *   session's engine module is the full one, as in the node tests)
   */
  constructor(session, send, loadFull) {
    this.session = session;
    this.sendRaw = send;
    this.loadFull = loadFull;
    /** @type {FullEngine | null} the full engine, once loaded */
    this.full = loadFull ? null : /** @type {FullEngine} */ (/** @type {unknown} */ (session.api));
    /**
     * By id (the transport's): `live` once welcomed (the game is on); bytes sent to it.
     * @type {Map<string, { live: boolean, sent: number }>}
     */
    this.all = new Map();
    /** Whether the watch link is open: a new watcher is taken. */
    this.open = false;
    /** @type {PastEntry[]} the game so far: one entry per position since `begin` */
    this.past = [];
    /**
     * Where a watcher's `react` goes (www/net/reactions.js sets it); refused while none.
     * @type {((watcher: string, msg: Message) => Result) | null}
     */
    this.onReact = null;
    /**
     * The turn clock as it runs now, as a `clock` message (./host-rematch.js sets it with
     * every news of it), sent to a watcher once welcomed; null: the table has no clock.
     * @type {(() => Message) | null}
     */
    this.clock = null;
  }

  get size() {
    return this.all.size;
  }

  /** The public view of the game saved as `save` (null before the full engine is loaded). @param {string} save */
  viewOf(save) {
    const e = this.full;
    if (!e) return null;
    // Each game's save names its game: the other's `load` refuses it (bad-save).
    for (const C of [e.IotaGame, e.OttawaGame]) {
      let g;
      try {
        g = C.load(save);
      } catch {
        continue;
      }
      try {
        return g.publicView();
      } finally {
        g.free();
      }
    }
    return null;
  }

  /**
   * The game is on (the host's table is mounted, or a rematch's): its first position
   * starts the past a late watcher is sent, and every watcher gets the table.
   */
  begin() {
    this.past = [{ at: this.session.at, save: this.session.engine().save() }];
    for (const id of this.all.keys()) this.welcome(id);
  }

  /** Why one more watcher is not taken now (the watch link closed, the table full), or null. @returns {Refusal | null} */
  refusal() {
    if (!this.open) return refusal("watch-closed", "the host closed the watch link");
    if (this.all.size >= MAX_WATCHERS)
      return refusal("watchers-full", `a table takes at most ${MAX_WATCHERS} watchers`);
    return null;
  }

  /**
   * A watcher's device connected: taken while the watch link is open and fewer than
   * MAX_WATCHERS watch; welcomed at once when the game is on (`begin`), else then.
   * @param {string} id @returns {Result}
   */
  add(id) {
    if (this.all.has(id)) return { ok: true };
    const no = this.refusal();
    if (no) return no;
    this.all.set(id, { live: false, sent: 0 });
    if (this.past.length) this.welcome(id);
    this.session.onChange();
    return { ok: true };
  }

  /** A watcher's device is gone. @param {string} id */
  remove(id) {
    if (this.all.delete(id)) this.session.onChange();
  }

  /**
   * Opens (true: once the full engine is loaded) or closes the watch link; closing sends
   * every watcher away.
   * @param {boolean} open
   */
  async setOpen(open) {
    if (open && !this.full && this.loadFull) this.full = await this.loadFull();
    this.open = open;
    if (!open) {
      for (const id of this.all.keys()) this.send(id, { t: "bye", reason: "watch-closed" });
      this.all.clear();
    }
    this.session.onChange();
  }

  /** @param {string} id @param {Message} msg */
  send(id, msg) {
    const w = this.all.get(id);
    if (!w) return;
    const text = JSON.stringify({ v: PROTOCOL, ...msg });
    w.sent += text.length;
    this.sendRaw(id, text);
  }

  /** To every watcher welcomed. @param {Message} msg */
  toAll(msg) {
    for (const [id, w] of this.all) if (w.live) this.send(id, msg);
  }

  /** The table and the game so far, to a watcher. @param {string} id */
  welcome(id) {
    const w = this.all.get(id);
    if (!w) return;
    w.live = true;
    const s = this.session;
    this.send(id, {
      t: "watch",
      game: s.game,
      players: s.seats.length,
      build: s.build,
      options: s.options,
      seats: s.publicSeats(),
      view: this.viewOf(s.engine().save()),
      at: s.at,
      past: this.past.length,
    });
    this.past.forEach((p, i) => {
      const at = { t: "past", i, at: p.at, view: this.viewOf(p.save) };
      this.send(id, p.move ? { ...at, move: p.move } : at);
    });
    if (this.clock) this.send(id, this.clock());
  }

  /**
   * A move was played (`move`) or a new deal dealt (none): the new position joins the
   * past and goes to every watcher, with the move as no seat is told it (seat 0's
   * telling: a trade's cards are "?" for every seat). Nothing before `begin`.
   * @param {unknown} [move]
   */
  moved(move) {
    if (!this.past.length) return;
    const s = this.session;
    const told = move ? s.readMove(move, 0) : null;
    const save = s.engine().save();
    /** @type {PastEntry} */
    const entry = told?.ok ? { at: s.at, save, move: told.move } : { at: s.at, save };
    this.past.push(entry);
    if (![...this.all.values()].some((w) => w.live)) return;
    const state = { t: "state", at: s.at, view: this.viewOf(save) };
    this.toAll(told?.ok ? { ...state, move: told.move } : state);
  }

  /**
   * A message from a watcher's device: a reaction, or a refusal (`watcher`: it never
   * moves, asks no hint, answers no rematch, takes no seat).
   * @param {string} id @param {unknown} text @returns {Result}
   */
  receive(id, text) {
    const refuse = (/** @type {Refusal} */ r, /** @type {number | null} */ n) => {
      const code = r.error.code;
      this.session.refused[code] = (this.session.refused[code] ?? 0) + 1;
      this.send(id, n !== null ? { t: "answer", id: n, result: r } : { t: "refused", error: r.error });
      return r;
    };
    if (!this.all.has(id)) return refusal("no-connection", "no such watcher");
    const p = parseMessage(text, MAX_GUEST_MESSAGE);
    if (!p.ok) return refuse(p, null);
    const msg = p.msg;
    const n = Number.isInteger(msg.id) && msg.id >= 0 && msg.id < 2 ** 31 ? msg.id : null;
    if (msg.t === "hello") return { ok: true };
    if (msg.t === "react")
      return this.onReact
        ? this.onReact(id, msg)
        : refuse(refusal("bad-message", "this game takes no reactions"), null);
    return refuse(refusal("watcher", "a watcher never moves nor takes a seat"), n);
  }
}
