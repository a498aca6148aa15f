// @ts-check
// The connections of one link's room (./relay.js): every connection another device
// came by, on any network, with the game's data channel on it, and the one kept with
// each device. On each connection both devices open that channel (negotiated,
// CHANNEL_ID: no signalling) and greet on it (`hi`, answered `ho`) until each has heard
// the other, since a negotiated channel opens on one side before the other has made
// its end, and the other's first words may come before our `open`; the device whose
// peer id sorts first keeps the first connection ready and says so (`use`), and the
// other keeps that one. A kept connection whose ICE says it is cut is reported lost,
// and back if it recovers, or replaced (and closed) by the next connection that the
// library makes to that device once the network is back; one whose channel closes is
// gone, and another ready
// connection to that device, if any, is kept at once. `ping` asks every kept
// connection for an answer (`ping`, answered `pong`: a round trip, which a device whose
// network is cut never completes, though it may still hear the other), and `answered`
// says whether each has answered since: the room leaves its active rooms only then
// (./relay.js quiet).

/**
 * @typedef {import("./relay.js").Room} Room
 * @typedef {import("./relay.js").Network} Network
 * @typedef {import("./relay.js").Link} Link
 */

/** The game's data channel on each connection: negotiated by both devices, beside the library's own. */
const CHANNEL_ID = 7;

/**
 * A connection to `peer` through network `s`: our channel on it, and the greeting.
 * @param {Room} r @param {Network} s @param {RTCPeerConnection | undefined} pc @param {string} peer
 */
export function arrived(r, s, pc, peer) {
  const list = r.all.get(peer) ?? [];
  // The same connection again: a room joined again (passive) over a connection it shares.
  if (!pc || list.some((l) => l.pc === pc)) return;
  // Another connection to a device already connected, once the table is settled: not needed.
  if (r.settled && carries(r.links.get(peer))) {
    pc.close();
    return;
  }
  r.all.set(peer, list);
  /** @type {Link} */
  const l = {
    net: s.net.id,
    pc,
    channel: pc.createDataChannel("yotta", { negotiated: true, id: CHANNEL_ID }),
    ready: false,
    down: false,
    pong: 0,
    waiting: /** @type {string[]} */ ([]),
  };
  list.push(l);
  // A negotiated channel opens once the connection does, whether or not the other device
  // has made its end yet: each says `hi` until it hears the other, which answers `ho`.
  let tries = 0;
  const hi = () => {
    if (l.ready || r.closed || l.channel.readyState !== "open" || tries++ > 100) return;
    say(l, "yotta:hi");
    setTimeout(hi, 200);
  };
  l.channel.onopen = () => {
    for (const text of l.waiting.splice(0)) say(l, text);
    hi();
  };
  l.channel.onmessage = (e) => {
    const text = typeof e.data === "string" ? e.data : "";
    if (text === "yotta:ping") say(l, "yotta:pong");
    else if (text === "yotta:pong") l.pong = Date.now();
    else if (text === "yotta:hi" || text === "yotta:ho") {
      if (text === "yotta:hi") say(l, "yotta:ho");
      // The other device is still greeting: it may have missed which connection is kept.
      if (text === "yotta:hi" && r.links.get(peer) === l && decides(r, peer)) say(l, "yotta:use");
      if (!l.ready) {
        l.ready = true;
        if (decides(r, peer)) keep(r, peer, l);
      }
    } else if (text === "yotta:use") {
      if (!decides(r, peer)) keep(r, peer, l, true);
    } else if (r.links.get(peer) === l) r.o.onMessage(peer, text);
  };
  l.channel.onclose = () => dropped(r, peer, l);
  pc.addEventListener("iceconnectionstatechange", () => ice(r, peer, l));
}

/** Sends `text` on connection `l`'s channel, once it is open (it may close meanwhile). @param {Link} l @param {string} text */
export function say(l, text) {
  try {
    if (l.channel.readyState === "open") l.channel.send(text);
    else if (l.channel.readyState === "connecting") l.waiting.push(text);
  } catch {
    /* closed meanwhile: its close says the rest */
  }
}

/** Whether this device chooses which connection it keeps with `peer` (its peer id sorts first). @param {Room} r @param {string} peer */
const decides = (r, peer) => r.selfId < peer;

/** Whether connection `l` still carries (or is about to: heard before its `open`). @param {Link | undefined} l */
const alive = (l) => !!l && (l.channel.readyState === "open" || l.channel.readyState === "connecting");

/** Whether connection `l` carries: alive, and its ICE does not say it is cut. @param {Link | undefined} l */
const carries = (l) => alive(l) && !(/** @type {Link} */ (l).down);

/**
 * `l` is the connection kept with `peer`: the first ready, where this device decides,
 * or the one the device that decides names (`told`). One kept that still carries is
 * not replaced by this device's own choice. One that is cut (its ICE `disconnected`:
 * reported lost) is: a network cut for long enough that the connection never comes
 * back (its channel stays `open` all the same), and the library connects the two
 * devices anew; the old one is closed.
 * @param {Room} r @param {string} peer @param {Link} l @param {boolean} [told]
 */
function keep(r, peer, l, told = false) {
  const kept = r.links.get(peer);
  if (kept === l) return;
  const carried = carries(kept);
  if (carried && !told) return;
  r.links.set(peer, l);
  if (decides(r, peer)) say(l, "yotta:use");
  kept?.pc.close();
  if (r.settled) closeOthers(r);
  // Told while the one it replaces still carried here: the device was never lost.
  if (!carried) r.o.onJoin(peer);
}

/** The ICE state of a connection changed: the kept one cut, or back. @param {Room} r @param {string} peer @param {Link} l */
function ice(r, peer, l) {
  if (r.closed || r.links.get(peer) !== l) return;
  const state = l.pc.iceConnectionState;
  if ((state === "disconnected" || state === "failed" || state === "closed") && !l.down) {
    l.down = true;
    r.o.onLeave(peer);
  } else if ((state === "connected" || state === "completed") && l.down && alive(l)) {
    // Back within the connection's grace (a short cut): the same connection goes on.
    l.down = false;
    r.o.onJoin(peer);
  }
}

/** A connection's channel closed. @param {Room} r @param {string} peer @param {Link} l */
function dropped(r, peer, l) {
  const list = (r.all.get(peer) ?? []).filter((x) => x !== l);
  if (list.length) r.all.set(peer, list);
  else r.all.delete(peer);
  if (r.closed || r.links.get(peer) !== l) return;
  r.links.delete(peer);
  if (!l.down) r.o.onLeave(peer);
  // Another connection to that device, ready: kept at once.
  const next = list.find((x) => x.ready && alive(x));
  if (next && decides(r, peer)) keep(r, peer, next);
}

/** Closes every connection that is not a peer's kept one. @param {Room} r */
export function closeOthers(r) {
  for (const [peer, list] of r.all) {
    const kept = r.links.get(peer);
    if (!kept) continue;
    for (const l of list) if (l !== kept) l.pc.close();
  }
}

/** The connections kept now that carry (not cut). @param {Room} r */
const carrying = (r) => [...r.links.values()].filter(carries);

/** Asks every kept connection for an answer (`yotta:ping`, answered `yotta:pong`). @param {Room} r */
export function ping(r) {
  for (const l of carrying(r)) say(l, "yotta:ping");
}

/**
 * Whether every kept connection that carries answered a `ping` sent at `since` or
 * later: this device's network is not cut.
 * @param {Room} r @param {number} since
 */
export const answered = (r, since) => carrying(r).every((l) => l.pong >= since);
