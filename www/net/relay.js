// @ts-check
// "Invite with one link": the devices of a game find each other through public
// signalling relays, WebTorrent trackers, with trystero's WebTorrent strategy (npm
// `@trystero-p2p/torrent`, bundled into www/vendor/trystero-torrent.js and loaded only
// here, when a game is hosted or joined that way), then talk over WebRTC data channels
// as with the codes (www/net/peer.js).
//
// What a relay sees: a room's hash (SHA-1 of the room id, never the id itself), each
// device's random peer id and its address, and offers and answers encrypted with
// AES-GCM under a key derived from the link's key, which travels only in the link's
// fragment (never sent to a server). No card, SDP or ICE candidate is in clear there;
// the game's messages never pass through a relay.
//
// The ICE servers (and relay-only) are exactly those of the settings
// (www/net/settings.js rtcConfig): the library's own list of public STUN servers is
// never used.
//
// A device lost (a locked phone, a changed network, a reload) is reported twice: as
// soon as its ICE connection says `disconnected` or `failed` (a cut network fires no
// close on the data channel), and when the library drops it. The room stays open, the
// library keeps announcing (every 10 s at most), and the device that comes back is
// reported again as a peer that joined.
//
// The library reports three troubles through one callback (`onJoinError`), and only one
// of them is the link's: an offer or answer that the room's key does not open, or a
// handshake that proves another key ("incorrect … password"). A handshake that timed out
// and a connection that failed after the offer and answer came (a busy or slow device,
// a network that changed in between) are not: the library tries again at its next
// announce, so they are counted (`stalls`) and never end the join.
import { checkTurn } from "./turn.js";

/**
 * Whether the library's join error `why` says that the other device holds another key
 * ("incorrect room password when decrypting offer", "… answer", "handshake failed:
 * incorrect password for overlapping room"), rather than a try that timed out or failed.
 * @param {string} why
 */
export const isBadKey = (why) => /incorrect (room )?password/.test(why);

/** The library's app id: rooms of Yotta never meet another app's. */
const APP = "yotta.iota-ottawa";
/** How long the relays are given to answer before the page says they cannot be reached. */
export const RELAY_WAIT_MS = 8000;
/** How long a guest waits for the host's greeting before it says that no one answers yet (./relay-guest.js). */
export const NO_HOST_MS = 20000;

/**
 * @typedef {{
 *   send: (peer: string, text: string) => void,
 *   peers: () => string[],
 *   relaysOpen: () => number,
 *   close: () => void,
 *   selfId: string,
 * }} RelayRoom
 */

/**
 * Joins the room `room` over `relays`.
 * @param {{
 *   relays: string[], room: string, key: string, rtc: RTCConfiguration,   // the settings' (www/net/settings.js rtcConfig)
 *   onJoin: (peer: string) => void,                 // a device connected (again)
 *   onLeave: (peer: string) => void,                // a device is gone (or its connection stalls)
 *   onMessage: (peer: string, text: string) => void,
 *   onUnreachable: () => void,                      // no relay answered within RELAY_WAIT_MS
 *   onBadKey?: () => void,                          // a device of the room holds another key
 *   onStall?: (why: string) => void,                // a try to connect failed; the library tries again
 * }} o
 * @returns {Promise<RelayRoom>}
 */
export async function openRoom(o) {
  if (typeof globalThis.RTCPeerConnection !== "function") {
    const { NetError } = await import("./peer.js");
    throw new NetError("no-webrtc", "this browser has no RTCPeerConnection");
  }
  // Relay-only through a TURN server that refuses or is silent would connect nothing
  // and say nothing (the library's connections are out of sight): said first.
  const turn = await checkTurn(o.rtc);
  if (turn) {
    const { NetError } = await import("./peer.js");
    throw new NetError(turn, `the TURN server gave no relayed address (${turn})`);
  }
  const lib = await import("../vendor/trystero-torrent.js");
  const room = lib.joinRoom(
    {
      appId: APP,
      password: o.key,
      relayConfig: { urls: o.relays, redundancy: o.relays.length, warnOnRelayFailure: false },
      rtcConfig: { iceServers: [], ...o.rtc },
    },
    o.room,
    {
      onJoinError: (/** @type {{ error?: string }} */ e) => {
        const why = String(e?.error ?? "");
        // An offer that the room's key does not open: a link whose key was changed.
        if (isBadKey(why)) o.onBadKey?.();
        else o.onStall?.(why);
      },
    },
  );
  /** @type {Set<string>} */
  const live = new Set();
  let closed = false;
  const action = room.makeAction("m", {
    onMessage: (/** @type {unknown} */ data, /** @type {{ peerId: string }} */ ctx) => {
      if (!closed && typeof data === "string" && live.has(ctx.peerId)) o.onMessage(ctx.peerId, data);
    },
  });
  const lost = (/** @type {string} */ peer) => {
    if (!live.delete(peer)) return;
    o.onLeave(peer);
  };
  room.onPeerJoin = (/** @type {string} */ peer) => {
    if (closed) return;
    live.add(peer);
    // The ICE state says a connection stalls (~7 s) long before anything closes.
    const pc = room.getPeers()[peer];
    pc?.addEventListener("iceconnectionstatechange", () => {
      const state = pc.iceConnectionState;
      if (state === "disconnected" || state === "failed") lost(peer);
      // Back within the library's grace (a short cut): the same connection goes on.
      else if (
        (state === "connected" || state === "completed") &&
        !live.has(peer) &&
        !closed &&
        room.getPeers()[peer] === pc
      ) {
        live.add(peer);
        o.onJoin(peer);
      }
    });
    o.onJoin(peer);
  };
  room.onPeerLeave = (/** @type {string} */ peer) => lost(peer);
  const relaysOpen = () =>
    Object.values(lib.getRelaySockets()).filter((s) => /** @type {WebSocket} */ (s).readyState === 1).length;
  const wait = setTimeout(() => {
    if (!closed && relaysOpen() === 0) o.onUnreachable();
  }, RELAY_WAIT_MS);
  return {
    selfId: lib.selfId,
    send: (peer, text) => {
      if (!closed && live.has(peer)) action.send(text, { target: peer }).catch(() => {});
    },
    peers: () => [...live],
    relaysOpen,
    close: () => {
      closed = true;
      clearTimeout(wait);
      room.leave().catch(() => {});
    },
  };
}
