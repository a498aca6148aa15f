// @ts-check
// The relay as a guest's transport (./transport.js), "Invite with one link": the room
// on the relays (./relay.js) and the lobby's handshake (./lobby.js) that seats this
// device. Every peer of the room may greet it; the one that seats it (`joined`, or
// `watching` for a watch link) is its host, `HOST_PEER`, from then on: what the session
// sends goes to it, what it sends goes to the session (`onMessage`), and when it goes
// the connection is lost (`onLeave`) and the room announces again, so that the host
// finds this device once back (`rejoins`: the seat is claimed again with its secret).
// The host's side is ./relay-host.js; the page around this one is ./relay-guest.js.
import { openRoom } from "./relay.js";
import { proof } from "./lobby.js";
import { PROTOCOL, parseMessage, MAX_HOST_MESSAGE } from "./messages.js";
import { HOST_PEER } from "./transport.js";

/**
 * @typedef {{ seat: number, secret: string }} SeatClaim this device's seat at a table, and its secret
 * @typedef {{
 *   link: import("./lobby.js").TableLink, rtc: RTCConfiguration, build: string,
 *   name: string,                                   // the name this device sits down with (a table link)
 *   mine: () => SeatClaim | null,                   // the seat this device kept at this table
 *   stopped: () => boolean,                         // the page gave up (left, or failed): nothing more is heard
 *   onHost: (name: string) => void,                 // a host greeted this connection, with its name
 *   onSeated: (seat: number, secret: string | null) => void,   // seated (with a new secret to keep, or null)
 *   onWatching: () => void,                         // taken as a watcher
 *   onForget: () => void,                           // the seat kept is not this table's: a fresh join follows
 *   onRefused: (reason: string) => void,            // cannot join: "bad-link", "seat-closed", …
 *   onUnreachable: (seated: boolean) => void,
 *   onBadKey: (seated: boolean) => void,
 *   onStall: (why: string) => void,                 // a try to connect failed and is tried again
 * }} RelayGuestOptions
 */

/**
 * The room opened for a guest, as a transport.
 * @param {RelayGuestOptions} o @param {import("./transport.js").TransportEvents} events
 * @param {typeof openRoom} [open] the room (tests hand in their own)
 */
export async function openRelayGuest(o, events, open = openRoom) {
  const l = o.link;
  /** @type {string | null} the host's peer in the room, once it seated this device */
  let hostPeer = null;
  /** @type {import("./relay.js").RelayRoom | null} */
  let room = null;
  /** A message from a peer of the room: the host's greeting and answers, then the game. @param {string} peer @param {string} text */
  const receive = async (peer, text) => {
    if (o.stopped()) return;
    if (peer === hostPeer) return events.onMessage(HOST_PEER, text);
    const p = parseMessage(text, MAX_HOST_MESSAGE);
    if (!p.ok) return;
    const m = p.msg;
    // The host can greet this device before the room is open (one network joined while
    // another's code still loads): answered once it is.
    const r = room ?? (await opening);
    if (m.t === "host" && typeof m.nonce === "string") {
      // The host greets this connection: the seat is claimed with a proof, never the secret.
      if (m.name) o.onHost(String(m.name).slice(0, 24));
      const mine = o.mine();
      const join = l.watch
        ? { watch: true, proof: await proof(l.watch, m.nonce, r.selfId) }
        : mine
          ? { seat: mine.seat, proof: await proof(mine.secret, m.nonce, r.selfId) }
          : l.token
            ? { seat: l.seat, proof: await proof(l.token, m.nonce, r.selfId) }
            : { name: o.name };
      r.send(peer, JSON.stringify({ v: PROTOCOL, t: "join", build: o.build, name: o.name, ...join }));
    } else if ((m.t === "joined" && Number.isInteger(m.seat)) || (m.t === "watching" && l.watch)) {
      // Seated (or watching): the host's messages come on this connection, and the rooms stop announcing (./relay.js).
      hostPeer = peer;
      r.joined(peer);
      r.settle(true);
      events.onJoin(HOST_PEER);
      if (m.t === "watching") o.onWatching();
      else o.onSeated(/** @type {number} */ (m.seat), typeof m.secret === "string" ? m.secret : null);
    } else if (m.t === "join-refused") {
      const reason = String(m.reason);
      // A device that kept a seat the host no longer knows (another game in this room): a fresh join.
      if (o.mine() && reason === "bad-proof" && !l.token) return o.onForget();
      o.onRefused(reason === "bad-proof" || reason === "replayed" ? "bad-link" : reason);
    }
  };
  /** @type {(room: import("./relay.js").RelayRoom) => void} */
  let isOpen = () => {};
  /** @type {Promise<import("./relay.js").RelayRoom>} the room, once open */
  const opening = new Promise((resolve) => {
    isOpen = resolve;
  });
  room = await open({
    nets: l.nets,
    room: l.room,
    key: l.key,
    rtc: o.rtc,
    onJoin: () => {},
    onLeave: (peer) => {
      if (peer !== hostPeer) return;
      hostPeer = null;
      // Announced again, so that the host finds this device (./relay.js settle).
      room?.settle(false);
      events.onLeave(HOST_PEER);
    },
    onMessage: (peer, text) => receive(peer, text),
    onUnreachable: () => o.onUnreachable(hostPeer !== null),
    onBadKey: () => o.onBadKey(hostPeer !== null),
    onStall: o.onStall,
  });
  isOpen(room);
  const opened = room;
  return {
    rejoins: true,
    /** To the host, once it seated this device (before, nothing goes out). @param {string} peer @param {string} text */
    send: (peer, text) => {
      if (peer === HOST_PEER && hostPeer) opened.send(hostPeer, text);
    },
    close: () => opened.close(),
    /** Whether a host seated this device and is still there. */
    seated: () => hostPeer !== null,
    paths: () => opened.paths(),
    announces: () => opened.announces(),
  };
}

/** @typedef {Awaited<ReturnType<typeof openRelayGuest>>} RelayGuestTransport */
