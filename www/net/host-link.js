// @ts-check
// The host's transports wired to its session (./transport.js): the codes' (one
// connection per invitation, ./transport-codes.js, opened with the host) and the
// relay's ("Invite with one link", ./relay-host.js, opened by ./host-seats.js
// openRelay). Both are heard through `hostLink`: a seat's device that came or left, a
// watcher that came or left; what differs is only whether a device that left comes
// back by itself (the relay's: "reconnecting") or needs a new invitation (the codes':
// "disconnected", Invite again).
import { hostEvents } from "./transport.js";
import { openCodes } from "./transport-codes.js";
import { PROTOCOL } from "./messages.js";

/** @typedef {import("./host-state.js").HostState} HostState */

/**
 * The transport the host's session reaches `peer` through now: the codes' for a peer
 * connected by code (a watcher invited by code before the room opened), else the relay's
 * room once open, else the codes'.
 * @param {HostState} st @param {string} peer @returns {import("./transport.js").Transport | null}
 */
export function transportOf(st, peer) {
  if (st.codes?.has(peer)) return st.codes;
  return st.relay ?? st.codes;
}

/** The codes' transport, opened the first time it is needed. @param {HostState} st */
export function codesOf(st) {
  st.codes ??= openCodes(hostLink(st, false));
  return st.codes;
}

/**
 * The events of one of the host's transports: `rejoins`, whether its devices come back
 * by themselves (the relay's) or need a new invitation (the codes').
 * @param {HostState} st @param {boolean} rejoins
 * @returns {import("./transport.js").TransportEvents}
 */
export function hostLink(st, rejoins) {
  const { session, t } = st;
  return hostEvents(session, {
    seatCame: (seat, name) => {
      if (st.dead) return;
      if (name) rename(st, seat, name);
      seatCame(st, seat);
      settleRelay(st);
    },
    seatLost: (seat) => {
      if (st.dead || session.states[seat] !== "connected") return;
      if (!rejoins) {
        // That connection is over: a new invitation is needed (Invite again).
        st.invites[seat].link = "";
        st.invites[seat].peer = null;
      }
      seatLost(st, seat, rejoins ? "reconnecting" : "disconnected");
      settleRelay(st);
    },
    watcherCame: (peer, r) => {
      const w = st.watchInvites.find((x) => x.id === peer);
      if (w) w.connected = true;
      if (!r.ok) {
        // Sent away (the link closed, the table full): told why, then let go.
        transportOf(st, peer)?.send(peer, JSON.stringify({ v: PROTOCOL, t: "bye", reason: r.error.code }));
        setTimeout(() => {
          st.codes?.drop(peer);
          const i = st.watchInvites.findIndex((x) => x.id === peer);
          if (i >= 0) st.watchInvites.splice(i, 1);
          st.render();
        }, 300);
      } else st.o.announce(t("netWatchers", { n: session.watchers.size }));
      st.render();
    },
    watcherLeft: (peer) => {
      const i = st.watchInvites.findIndex((x) => x.id === peer);
      if (i >= 0) st.watchInvites.splice(i, 1);
      st.render();
    },
  });
}

/** The device of `seat` named itself. @param {HostState} st @param {number} seat @param {string} name */
export function rename(st, seat, name) {
  st.session.seats[seat] = { ...st.session.seats[seat], name };
  st.o.onSeatsChanged(st.session.seats);
}

/**
 * The device of `seat` is connected: before the table, the seat is marked so; once
 * playing, it gets its view.
 * @param {HostState} st @param {number} seat
 */
function seatCame(st, seat) {
  const { session, t } = st;
  if (st.started) session.attach(seat);
  else {
    session.states[seat] = "connected";
    session.seatsChanged();
  }
  st.o.announce(t("netSeatStatus", { name: session.seats[seat].name, state: t("netState_connected") }));
}

/**
 * The device of `seat` lost its connection: "disconnected" (by code: Invite again) or
 * "reconnecting" (by the relays: it comes back by itself).
 * @param {HostState} st @param {number} seat @param {"disconnected" | "reconnecting"} state
 */
function seatLost(st, seat, state) {
  const { session, t } = st;
  if (st.started) session.detach(seat, state);
  else {
    session.states[seat] = state;
    session.seatsChanged();
  }
  const name = session.seats[seat].name;
  st.o.announce(state === "reconnecting" ? t("netReconnecting", { name }) : t("netDisconnected", { name }));
}

/**
 * Tells the room whether every seat played on another device is connected: then it
 * stops announcing the table, and while one is missing it announces (./relay.js settle).
 * @param {HostState} st
 */
export function settleRelay(st) {
  const { session } = st;
  st.relay?.settle(session.seats.every((s, seat) => s.kind !== "remote" || session.states[seat] === "connected"));
}
