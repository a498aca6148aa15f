// @ts-check
// The codes as a transport (./transport.js): one RTCPeerConnection per invitation
// (./peer.js), made with the codes of ./code.js and no server. Who makes the invitation
// and reads its reply (the host's ./host-seats.js and ./host-watch.js, the guest's
// ./guest.js) hands the answered connection to `connect(peer, connection)`, under the
// peer the invitation was for (a seat's, a watcher's, or the host for a guest); from
// then on the transport tells when its channel opens (`onJoin`), what comes on it and
// when it closes (`onLeave`). A connection that closed does not come back: a new
// invitation is needed (`rejoins` false).
import { watch, sendText } from "./peer.js";

/**
 * @param {import("./transport.js").TransportEvents} events
 */
export function openCodes(events) {
  /** @type {Map<string, { conn: import("./peer.js").Peer, stop: () => void }>} each peer's connection */
  const peers = new Map();
  /** Ends `peer`'s connection, with no event. @param {string} peer */
  const drop = (peer) => {
    const p = peers.get(peer);
    if (!p) return;
    peers.delete(peer);
    p.stop();
  };
  return {
    rejoins: false,
    /**
     * The connection of `peer`, its answer accepted (or, for a guest, its reply given):
     * watched from now on, in place of the connection `peer` had before, if it had one.
     * @param {string} peer @param {import("./peer.js").Peer} conn
     */
    connect(peer, conn) {
      drop(peer);
      // Known before it is watched: a channel already open is told at once, and what the
      // session sends from that news must reach it.
      const p = { conn, stop: () => {} };
      peers.set(peer, p);
      p.stop = watch(conn, {
        onOpen: () => events.onJoin(peer),
        onMessage: (text) => events.onMessage(peer, text),
        onClose: () => events.onLeave(peer),
      });
    },
    drop,
    /** Whether `peer` is connected (or connecting) on this transport. @param {string} peer */
    has: (peer) => peers.has(peer),
    /** @param {string} peer @param {string} text */
    send(peer, text) {
      const p = peers.get(peer);
      if (p) sendText(p.conn.channel, text);
    },
    close() {
      for (const peer of [...peers.keys()]) drop(peer);
    },
  };
}

/** @typedef {ReturnType<typeof openCodes>} CodesTransport */
