// @ts-check
// The connections of one link's room (./relay.js): every connection another device
// came by, on any network, with the game's data channel on it, and the one kept with
// each device. On each connection both devices open that channel (negotiated,
// CHANNEL_ID: no signalling) and greet on it (`hi`, answered `ho`) until each has heard
// the other, since a negotiated channel opens on one side before the other has made
// its end, and the other's first words may come before our `open`; the device whose
// peer id sorts first keeps the first connection ready and says so (`use`), and the
// other keeps that one. A kept connection whose ICE says it is cut is reported lost,
// and back if it recovers; one whose channel closes is gone, and another ready
// connection to that device, if any, is kept at once.

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
  if (r.settled && alive(r.links.get(peer))) {
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
    if (text === "yotta:hi" || text === "yotta:ho") {
      if (text === "yotta:hi") say(l, "yotta:ho");
      // The other device is still greeting: it may have missed which connection is kept.
      if (text === "yotta:hi" && r.links.get(peer) === l && decides(r, peer)) say(l, "yotta:use");
      if (!l.ready) {
        l.ready = true;
        if (decides(r, peer) && !alive(r.links.get(peer))) keep(r, peer, l);
      }
    } else if (text === "yotta:use") {
      if (!decides(r, peer)) keep(r, peer, l);
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

/** `l` is the connection kept with `peer` (said to it by the device that decides). @param {Room} r @param {string} peer @param {Link} l */
function keep(r, peer, l) {
  const kept = r.links.get(peer);
  if (kept === l) return;
  if (alive(kept)) return;
  r.links.set(peer, l);
  if (decides(r, peer)) say(l, "yotta:use");
  if (r.settled) closeOthers(r);
  r.o.onJoin(peer);
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
