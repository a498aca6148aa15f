// @ts-check
// One WebRTC data channel between the host and one guest, set up with the two codes
// of code.js and no server: the host's offer goes into the invitation, the guest's
// answer into the reply.
//
// ICE: by default no STUN or TURN server is given, so the browser gathers host
// candidates only (its addresses on the local network) and nothing leaves the local
// network. The setting "Play over the internet" adds the STUN servers of its list and
// an optional TURN server (www/net/settings.js); "Always relay through my TURN server"
// gathers relayed candidates only (www/net/turn.js).
//
// Candidates are not trickled (there is no channel for them before the connection):
// the description is read once gathering is complete, or after GATHER_MS at the
// latest (a STUN server that does not answer must not hold up the invitation).
// The channel is negotiated (id 0 on both sides), so it exists on both devices from
// the start and carries the protocol's messages (www/net/protocol.js), in order.

import { watchTurn } from "./turn.js";

/** The longest wait for ICE candidates, in milliseconds. */
export const GATHER_MS = 5000;

/**
 * @typedef {{ pc: RTCPeerConnection, channel: RTCDataChannel, sdp: string }} Peer
 */

/**
 * Why play between devices cannot go on, as a reason the page words for the person
 * (`netError_<reason>` in strings.js, shown as `[data-role="net-error"][data-reason]`):
 * `no-webrtc`, the browser has no WebRTC (some builds and privacy modes leave it out);
 * `turn-auth`, `turn-unreachable`, `relay-no-turn`: relay-only cannot connect through
 * the TURN server of the settings (www/net/turn.js).
 */
export class NetError extends Error {
  /** @param {string} reason @param {string} message */
  constructor(reason, message) {
    super(message);
    this.name = "NetError";
    this.reason = reason;
  }
}

/**
 * A new connection, or a NetError when this browser has no WebRTC.
 * @param {RTCIceServer[] | RTCConfiguration} config the ICE servers, or the whole configuration
 *   (www/net/turn.js `connectionConfig`: with relay-only, `iceTransportPolicy: "relay"`)
 */
function connection(config) {
  if (typeof globalThis.RTCPeerConnection !== "function")
    throw new NetError("no-webrtc", "this browser has no RTCPeerConnection");
  return new RTCPeerConnection(Array.isArray(config) ? { iceServers: config } : config);
}

/**
 * Gathers `pc`'s candidates; a NetError (`turn-auth`, `turn-unreachable`) when a
 * relay-only connection gathered no relayed candidate (www/net/turn.js): it could
 * never connect, and would never say so by itself.
 * @param {RTCPeerConnection} pc @param {ReturnType<typeof watchTurn>} turn
 */
async function gatheredOrTurnError(pc, turn) {
  await gathered(pc);
  const why = turn.problem();
  turn.stop();
  if (why) {
    pc.close();
    throw new NetError(why, `the TURN server gave no relayed address (${why})`);
  }
}

/**
 * The host's side: a new connection and its offer.
 * @param {RTCIceServer[] | RTCConfiguration} config
 * @returns {Promise<Peer>}
 */
export async function createOffer(config) {
  const pc = connection(config);
  const turn = watchTurn(pc);
  const channel = pc.createDataChannel("yotta", { negotiated: true, id: 0 });
  await pc.setLocalDescription();
  await gatheredOrTurnError(pc, turn);
  return { pc, channel, sdp: /** @type {RTCSessionDescription} */ (pc.localDescription).sdp };
}

/**
 * The host takes the guest's answer (an SDP rebuilt from the reply code).
 * @param {RTCPeerConnection} pc @param {string} sdp
 */
export async function acceptAnswer(pc, sdp) {
  await pc.setRemoteDescription({ type: "answer", sdp });
}

/**
 * The guest's side: a connection answering the host's offer.
 * @param {string} offerSdp the SDP rebuilt from the invitation
 * @param {RTCIceServer[] | RTCConfiguration} config
 * @returns {Promise<Peer>}
 */
export async function createAnswer(offerSdp, config) {
  const pc = connection(config);
  const turn = watchTurn(pc);
  const channel = pc.createDataChannel("yotta", { negotiated: true, id: 0 });
  await pc.setRemoteDescription({ type: "offer", sdp: offerSdp });
  await pc.setLocalDescription();
  await gatheredOrTurnError(pc, turn);
  return { pc, channel, sdp: /** @type {RTCSessionDescription} */ (pc.localDescription).sdp };
}

/**
 * Resolves when `pc` has gathered its candidates (or after `ms`).
 * @param {RTCPeerConnection} pc @param {number} [ms]
 */
export function gathered(pc, ms = GATHER_MS) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") return resolve(undefined);
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      pc.removeEventListener("icegatheringstatechange", check);
      resolve(undefined);
    }
    function check() {
      if (pc.iceGatheringState === "complete") done();
    }
    pc.addEventListener("icegatheringstatechange", check);
  });
}

/**
 * Watches a connection: `onOpen` when its channel opens (again), `onClose` when the
 * channel closes or the connection is lost. Returns a function that stops watching
 * and closes the connection.
 * @param {Peer} peer
 * @param {{ onOpen: () => void, onMessage: (text: string) => void, onClose: () => void }} on
 */
export function watch(peer, on) {
  const { pc, channel } = peer;
  let open = false;
  const opened = () => {
    if (open) return;
    open = true;
    on.onOpen();
  };
  const closed = () => {
    if (!open) return;
    open = false;
    on.onClose();
  };
  const message = (/** @type {MessageEvent} */ e) => {
    if (typeof e.data === "string") on.onMessage(e.data);
  };
  const state = () => {
    const s = pc.connectionState;
    if (s === "failed" || s === "closed" || s === "disconnected") closed();
    else if (s === "connected" && channel.readyState === "open") opened();
  };
  channel.addEventListener("open", opened);
  channel.addEventListener("close", closed);
  channel.addEventListener("message", message);
  pc.addEventListener("connectionstatechange", state);
  if (channel.readyState === "open") opened();
  return () => {
    channel.removeEventListener("open", opened);
    channel.removeEventListener("close", closed);
    channel.removeEventListener("message", message);
    pc.removeEventListener("connectionstatechange", state);
    try {
      channel.close();
      pc.close();
    } catch {
      /* already closed */
    }
  };
}

/**
 * Sends `text` if the channel is open; false when it could not.
 * @param {RTCDataChannel} channel @param {string} text
 */
export function sendText(channel, text) {
  if (channel.readyState !== "open") return false;
  try {
    channel.send(text);
    return true;
  } catch {
    return false;
  }
}
