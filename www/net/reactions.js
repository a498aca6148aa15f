// @ts-check
// Quick reactions between the devices of one game: a small fixed set (👍, "Well
// played!", "Your turn!", …), each an id that every device words in its own language
// (./reaction-strings.js); never free text. A reaction is shown briefly by its
// player's name on every device (./reactions-ui.js).
//
// It travels as one message of the protocol (./protocol.js) over whatever transport
// carries the game: guest → host `react { r }`, host → guest `react { seat, r }`. The
// host is the hub: a guest's reaction is checked there (an unknown id is refused,
// `bad-reaction`; more than the rate allows is dropped quietly), shown at the host and
// relayed to every other device, never back to its sender, which showed it at once.
// The rate: at most one a second and five per ten seconds from a device, enforced by
// the sender for itself and by the host for each guest.
import { PROTOCOL, refusal } from "./messages.js";

/** The reactions, in the order of their buttons: `icon` is the button's face. */
export const REACTIONS = /** @type {const} */ ([
  { id: "thumbs-up", icon: "👍" },
  { id: "well-played", icon: "👏" },
  { id: "your-turn", icon: "⏰" },
  { id: "oops", icon: "😅" },
  { id: "thinking", icon: "🤔" },
  { id: "thanks", icon: "🙏" },
]);
/** @typedef {typeof REACTIONS[number]["id"]} ReactionId */

/** @type {Set<string>} */
const IDS = new Set(REACTIONS.map((r) => r.id));
/** Whether `id` is one of the reactions. @param {unknown} id @returns {id is ReactionId} */
export const isReaction = (id) => typeof id === "string" && IDS.has(id);

/** The rate of one device's reactions. */
export const RATE = { gapMs: 1000, windowMs: 10000, max: 5 };

/**
 * A rate limiter: `take()` is true when one more may go now (and counts it), false
 * when it must be dropped: less than `gapMs` after the last one taken, or `max`
 * taken in the last `windowMs`. Dropped ones do not count.
 * @param {{ gapMs?: number, windowMs?: number, max?: number, now?: () => number }} [o]
 */
export function rateLimiter(o = {}) {
  const { gapMs, windowMs, max } = { ...RATE, ...o };
  const now = o.now ?? (() => performance.now());
  /** @type {number[]} the times of those taken within the window */
  let taken = [];
  return {
    take() {
      const t = now();
      taken = taken.filter((x) => t - x < windowMs);
      const last = taken.at(-1);
      if ((last !== undefined && t - last < gapMs) || taken.length >= max) return false;
      taken.push(t);
      return true;
    },
  };
}

/**
 * @typedef {{ shown: number[], watchers: number, sent: number, dropped: number, refused: number, relayed: number }} ReactionStats
 *   `shown`: the reactions shown on this device, by seat; `watchers`: those of watchers
 *   shown (seat -1: a watcher holds no seat); `sent`: this device's own sent;
 *   `dropped`: over the rate (this device's own, or a guest's at the host); `refused`:
 *   unknown ids; `relayed`: messages the host passed on to other devices
 */

/** @param {number} players @returns {ReactionStats} */
const stats = (players) => ({
  shown: Array.from({ length: players }, () => 0),
  watchers: 0,
  sent: 0,
  dropped: 0,
  refused: 0,
  relayed: 0,
});

/**
 * The host's reactions. `session` is the HostSession (./protocol.js): its `onReact`
 * receives the guests' reactions, its `send(seat, msg)` reaches a device.
 * @param {{ session: import("./protocol.js").HostSession, seat: number,
 *   show: (seat: number, id: ReactionId) => void, now?: () => number }} o
 *   `seat`: the host's own seat (-1: the host plays no seat and sends none);
 *   `show`: shows a reaction by that seat's name on this device
 */
export function hostReactions(o) {
  const { session } = o;
  const st = stats(session.seats.length);
  const own = rateLimiter({ now: o.now });
  /** @type {Map<number, ReturnType<typeof rateLimiter>>} each guest's rate, by seat */
  const guests = new Map();
  /** @type {Map<string, ReturnType<typeof rateLimiter>>} each watcher's rate, by id */
  const watchers = new Map();
  const show = (/** @type {number} */ seat, /** @type {ReactionId} */ id) => {
    if (seat < 0) st.watchers++;
    else st.shown[seat] = (st.shown[seat] ?? 0) + 1;
    o.show(seat, id);
  };
  /**
   * To every connected device but the sender's (`except`: its seat, or a watcher's id),
   * the watchers included. @param {number} seat @param {ReactionId} id @param {number | string} except
   */
  const relay = (seat, id, except) => {
    for (let to = 0; to < session.seats.length; to++) {
      if (to === except || session.seats[to].kind !== "remote" || session.states[to] !== "connected") continue;
      session.send(to, { t: "react", seat, r: id });
      st.relayed++;
    }
    for (const [w, s] of session.watchers.all) {
      if (w === except || !s.live) continue;
      session.watchers.send(w, { t: "react", seat, r: id });
      st.relayed++;
    }
  };
  // A watcher's reaction: shown as a watcher's (seat -1), at the same rate as a guest's.
  session.watchers.onReact = (w, msg) => {
    if (!isReaction(msg.r)) {
      st.refused++;
      session.watchers.send(w, {
        t: "refused",
        error: refusal("bad-reaction", "a reaction is one of the fixed set").error,
      });
      return refusal("bad-reaction", "a reaction is one of the fixed set");
    }
    let limit = watchers.get(w);
    if (!limit) {
      limit = rateLimiter({ now: o.now });
      watchers.set(w, limit);
    }
    if (!limit.take()) {
      st.dropped++;
      return { ok: true, dropped: true };
    }
    show(-1, msg.r);
    relay(-1, msg.r, w);
    return { ok: true };
  };
  session.onReact = (seat, msg) => {
    if (!isReaction(msg.r)) {
      st.refused++;
      return session.refuse(seat, null, refusal("bad-reaction", "a reaction is one of the fixed set"));
    }
    let limit = guests.get(seat);
    if (!limit) {
      limit = rateLimiter({ now: o.now });
      guests.set(seat, limit);
    }
    if (!limit.take()) {
      st.dropped++;
      return { ok: true, dropped: true };
    }
    show(seat, msg.r);
    relay(seat, msg.r, seat);
    return { ok: true };
  };
  return {
    /** This device's own reaction: shown here, sent to every device (false: dropped, over the rate). @param {string} id */
    react(id) {
      if (o.seat < 0 || !isReaction(id)) return false;
      if (!own.take()) {
        st.dropped++;
        return false;
      }
      st.sent++;
      show(o.seat, id);
      relay(o.seat, id, -1);
      return true;
    },
    stats: () => ({ ...st, shown: [...st.shown] }),
    destroy() {
      session.onReact = null;
      session.watchers.onReact = null;
    },
  };
}

/**
 * A guest's reactions. `session` is the GuestSession (./guest-session.js): its
 * `sendRaw(text)` reaches the host; the page hands `receive(msg)` each `react`.
 * @param {{ session: import("./guest-session.js").GuestSession, show: (seat: number, id: ReactionId) => void, now?: () => number }} o
 */
export function guestReactions(o) {
  const { session } = o;
  const st = stats(Math.max(session.players, session.seats.length));
  const own = rateLimiter({ now: o.now });
  const show = (/** @type {number} */ seat, /** @type {ReactionId} */ id) => {
    if (seat < 0) st.watchers++;
    else st.shown[seat] = (st.shown[seat] ?? 0) + 1;
    o.show(seat, id);
  };
  return {
    /** This device's own reaction: shown here at once, sent to the host (false: dropped). @param {string} id */
    react(id) {
      if (!session.connected || !isReaction(id)) return false;
      if (!own.take()) {
        st.dropped++;
        return false;
      }
      st.sent++;
      show(session.seat, id);
      session.sendRaw(JSON.stringify({ v: PROTOCOL, t: "react", r: id }));
      return true;
    },
    /** A reaction the host passed on. Its own never comes back; if it did, it is not shown twice. @param {import("./messages.js").Message} msg */
    receive(msg) {
      const seat = msg?.seat;
      // Seat -1 is a watcher's (another watcher's, on a watcher's device).
      if (
        !Number.isInteger(seat) ||
        seat < -1 ||
        seat >= st.shown.length ||
        (seat === session.seat && !session.watcher) ||
        !isReaction(msg.r)
      ) {
        st.refused++;
        return false;
      }
      // On a watcher's device, its own seat is -1: another watcher's is shown apart (-2).
      show(seat === session.seat ? -2 : seat, msg.r);
      return true;
    },
    stats: () => ({ ...st, shown: [...st.shown] }),
  };
}
