// @ts-check
// The one interface between the core of multi-device play (./protocol.js HostSession,
// ./guest-session.js GuestSession, the messages, the mirror, the remote seats, the
// reactions, the watchers) and whatever carries its messages. A transport is opened with
// three events (after the options of its own, if it has some) and gives back a way to send:
//
//   open({ onJoin(peer, name?), onMessage(peer, text), onLeave(peer) }) → Transport
//   transport.send(peer, text)      one message, JSON text, to one peer
//   transport.close()               every connection ends; no event follows
//   transport.rejoins               whether a peer that left comes back by itself
//
// Two implement it, each admitting its peers its own way:
// - the codes (./transport-codes.js `openCodes`): one RTCPeerConnection (./peer.js) per
//   invitation (./code.js), connected under the peer the invitation was for once its
//   reply is pasted; a peer that left needs a new invitation (`rejoins` false);
// - the relay, "Invite with one link" (./relay-host.js `relayHost` for the host, which
//   seats the devices with its lobby, ./lobby.js; ./transport-relay.js `openRelayGuest`
//   for a guest, which is seated by it): one room on three signalling networks
//   (./relay.js); a peer that left comes back by itself (`rejoins` true).
//
// Peers are named by role. A host's transport names the device of seat `n`
// `seatPeer(n)`, and a watcher any other way (a watcher is a role, not a seat); a guest's
// transport has one peer, its host, `HOST_PEER`. The core takes a transport's events
// through `hostEvents` and `guestEvents` below, and sends with `transport.send`; it never
// learns which transport it is on. The node tests drive it over an in-memory transport
// (tests/node/net-watchers.test.mjs), and the relay's two ends over rooms of the test
// (tests/node/net-relay-guest.test.mjs).

/**
 * @typedef {{ send: (peer: string, text: string) => void, close: () => void, rejoins?: boolean }} Transport
 * @typedef {{
 *   onJoin: (peer: string, name?: string) => void,   // a peer connected (again), with the name it gave (a seat's device by the relay)
 *   onMessage: (peer: string, text: string) => void,
 *   onLeave: (peer: string) => void,       // a peer is gone (or its connection stalls)
 * }} TransportEvents
 * @typedef {import("./protocol.js").HostSession} HostSession
 * @typedef {import("./guest-session.js").GuestSession} GuestSession
 */

/** The one peer of a guest's transport: its host. */
export const HOST_PEER = "host";

/** The peer a host's transport names the device of `seat`. @param {number} seat */
export const seatPeer = (seat) => `seat-${seat}`;

/** The seat of a host's `peer`, or null: a watcher. @param {string} peer @returns {number | null} */
export function seatOfPeer(peer) {
  const m = /^seat-(\d+)$/.exec(peer);
  return m ? Number(m[1]) : null;
}

/**
 * How the host's session sends: a seat's text to its device, a watcher's to it, through
 * the transport `transport(peer)` gives for that peer now (none: nothing goes out).
 * @param {(peer: string) => Transport | null} transport
 * @returns {{ send: (seat: number, text: string) => void, sendWatcher: (watcher: string, text: string) => void }}
 */
export function hostSends(transport) {
  const to = (/** @type {string} */ peer, /** @type {string} */ text) => transport(peer)?.send(peer, text);
  return {
    send: (seat, text) => to(seatPeer(seat), text),
    sendWatcher: to,
  };
}

/**
 * The events a host's transport is opened with: each peer goes to its role in the
 * session. A seat's device that joined is `seatCame` (the page attaches it, or marks it
 * before the table) and one that left `seatLost`; its messages go to `session.receive`.
 * A watcher that joined is added to the session's watchers (`watcherCame` is told the
 * result: a refusal when the link is closed or the table full), its messages go to them,
 * and it is removed when it leaves.
 * @param {HostSession} session
 * @param {{
 *   seatCame: (seat: number, name: string) => void,
 *   seatLost: (seat: number) => void,
 *   watcherCame?: (peer: string, result: import("./messages.js").Result) => void,
 *   watcherLeft?: (peer: string) => void,
 * }} on
 * @returns {TransportEvents}
 */
export function hostEvents(session, on) {
  return {
    onJoin(peer, name = "") {
      const seat = seatOfPeer(peer);
      if (seat !== null) return on.seatCame(seat, name);
      const taken = session.watchers.add(peer);
      on.watcherCame?.(peer, taken);
    },
    onMessage(peer, text) {
      const seat = seatOfPeer(peer);
      if (seat !== null) session.receive(seat, text);
      else session.watchers.receive(peer, text);
    },
    onLeave(peer) {
      const seat = seatOfPeer(peer);
      if (seat !== null) return on.seatLost(seat);
      session.watchers.remove(peer);
      on.watcherLeft?.(peer);
    },
  };
}

/**
 * The events a guest's transport is opened with: what the host sends goes to the
 * session, and the host gone is the connection lost (`joined`: the host is connected).
 * On a transport whose peers come back by themselves (`rejoins`), a host gone before it
 * welcomed this device is no loss to tell: the device is still on its way in.
 * @param {GuestSession} session @param {{ joined?: () => void, rejoins?: boolean }} [on]
 * @returns {TransportEvents}
 */
export function guestEvents(session, on = {}) {
  return {
    onJoin(peer) {
      if (peer === HOST_PEER) on.joined?.();
    },
    onMessage(peer, text) {
      if (peer === HOST_PEER) session.receive(text);
    },
    onLeave(peer) {
      if (peer === HOST_PEER && (session.connected || !on.rejoins)) session.lost();
    },
  };
}
