// @ts-check
// "Invite with one link": the devices of a game find each other through public
// signalling relays of three networks at once, WebTorrent trackers, Nostr relays and
// MQTT brokers (./networks.js: each an adapter of one of trystero's strategies,
// bundled into www/vendor/ and loaded only here), on the same room and key, then talk
// over a WebRTC data channel as with the codes (www/net/peer.js). This is the
// transport of one link; the lobby (./lobby.js) and the protocol (./protocol.js) run
// over it and know nothing of networks.
//
// What a relay sees: a room's hash (never the room id itself), each device's random
// peer id and its address, and offers and answers encrypted with AES-GCM under a key
// derived from the link's key, which travels only in the link's fragment (never sent
// to a server). No card, name, SDP or ICE candidate is in clear there; the game's
// messages never pass through a relay.
//
// Three networks, one connection. WebTorrent and Nostr start at once; MQTT (whose
// client is big) only when neither has found the table within MQTT_AFTER_MS, or both
// are down. Every other device then arrives once per network, each time with its own
// RTCPeerConnection: on each, both devices open a data channel of ours (negotiated,
// CHANNEL_ID: it needs no signalling) and greet on it (`hi`/`ho`) until each has heard
// the other; the device whose peer id sorts first keeps the first connection whose
// channel is ready and says so (`use`) on it, and the other keeps that one. The
// others stay open, unused, while the rooms announce (closed then, the library would
// connect them again at its next announcement), and are closed once the table is
// settled. `paths()` says which network carried the table's connections (`joined(peer)`:
// the lobby seated that device, or this device was seated by that host; a guest's
// connections to the other guests, which the library makes too, carry nothing).
//
// Polite to the relays. While a room is joined, trystero announces it for ever (a
// tracker every 10 s with about 3 KB of offers; Nostr and MQTT every 60 s), and it has
// no call that pauses: a room is left, or joined `passive`. So once the table is
// settled (`settle(true)`: on the host, every seat connected; on a guest, seated), each
// network's room is left after SETTLE_MS, once every kept connection has answered a
// ping (a device whose network was just cut keeps its rooms and their offers: see
// `quiet`), and joined again as passive: silent but for
// a tracker's announcement with no offers every 120 s, woken by a device that
// announces actively (a reload, a lost connection). The connections made live on:
// the library shares them between the rooms of one device, and is told never to close
// one for idling (`_test_only_sharedPeerIdleMs`, trystero 0.25's own option for it,
// pinned: the page closes its connections itself), and the game's channel is ours,
// not the room's. A passive room that a device woke, and that offers connections, is
// put to sleep again WAKE_MS later (left and joined passive). `settle(false)` (a seat
// lost) joins the rooms actively again at once. Each frame a device sends a relay is
// read by its network's adapter (www/vendor's sockets report them), so `announces()`
// and `offers()` count what this device asked of each network.
//
// The ICE servers (and relay-only) are exactly those of the settings
// (www/net/settings.js rtcConfig): the library's own list of public STUN servers is
// never used.
//
// A device lost (a locked phone, a changed network, a reload) is reported as soon as
// the kept connection's ICE state says `disconnected` or `failed` (a cut network fires
// no close on the data channel), and again when that channel closes; one that comes
// back on the same connection is reported as joined again, and one that comes back
// anew (a reload: a new peer id) is a new peer.
//
// The library reports three troubles through one callback (`onJoinError`), and only one
// of them is the link's: an offer or answer that the room's key does not open, or a
// handshake that proves another key ("incorrect … password"). A handshake that timed out
// and a connection that failed after the offer and answer came (a busy or slow device,
// a network that changed in between) are not: the library tries again at its next
// announce, so they are counted (`stalls`) and never end the join.
import { checkTurn } from "./turn.js";
import { NETWORKS } from "./networks.js";
import { arrived, say, closeOthers, ping, answered } from "./relay-links.js";

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
/** How long the networks started at once have to find the table before MQTT is started too. */
export const MQTT_AFTER_MS = 4000;
/** How long after the table is settled its active rooms are left (the last answers and greetings pass). */
export const SETTLE_MS = 2000;
/** How long a passive room that a device woke may offer connections before it is put to sleep again. */
export const WAKE_MS = 8000;
/** How long the kept connections have to answer a ping before active rooms are left (./relay-links.js ping). */
export const PONG_MS = 1500;
/** The library never closes a shared connection for idling (2³¹−1 ms); the page closes its own. */
const KEEP_MS = 2147483647;

/**
 * @typedef {import("./relay-settings.js").NetId} NetId
 * @typedef {import("./relay-settings.js").Nets} Nets
 * @typedef {"connected" | "trying" | "down" | "off"} Path
 * @typedef {import("./networks.js").Strategy} Strategy
 * @typedef {ReturnType<Strategy["joinRoom"]>} LibRoom
 * @typedef {{ net: NetId, pc: RTCPeerConnection, channel: RTCDataChannel, ready: boolean, down: boolean, pong: number, waiting: string[] }} Link
 *   one connection a peer came by: `ready` once this device heard the other on its
 *   channel; `down` while its ICE says it is cut; `pong`: when the other device last
 *   answered a ping on it (ms); `waiting`: what was said before the
 *   channel opened (the other device's first words may arrive before our `open`)
 * @typedef {{
 *   net: import("./networks.js").Network, urls: string[], lib: Strategy | null, room: LibRoom | null,
 *   passive: boolean, woken: boolean, started: number, failed: boolean, down: boolean, carried: boolean,
 *   announces: number, offers: number, queue: Promise<void>, sockets: Map<string, "open" | "closed">,
 * }} Network
 *   a network of this room: `started` when (0: not yet), `failed` its code did not
 *   load, `down` it is down now (tick), `carried` a kept connection came by it,
 *   `sockets` how each relay's socket (by host) last ended: opened, or closed
 * @typedef {{
 *   send: (peer: string, text: string) => void,
 *   peers: () => string[],
 *   relaysOpen: () => number,
 *   close: () => void,
 *   selfId: string,
 *   settle: (yes: boolean) => void,
 *   joined: (peer: string) => void,
 *   paths: () => Record<NetId, Path>,
 *   announces: () => Record<NetId, number>,
 *   offers: () => Record<NetId, number>,
 * }} RelayRoom
 */

/**
 * Joins the room `room` on the networks of `nets`.
 * @param {{
 *   nets: Nets, room: string, key: string, rtc: RTCConfiguration,   // the settings' (www/net/settings.js rtcConfig)
 *   onJoin: (peer: string) => void,                 // a device connected (again)
 *   onLeave: (peer: string) => void,                // a device is gone (or its connection stalls)
 *   onMessage: (peer: string, text: string) => void,
 *   onUnreachable: () => void,                      // every network is down
 *   onBadKey?: () => void,                          // a device of the room holds another key
 *   onStall?: (why: string) => void,                // a try to connect failed; the library tries again
 *   networks?: import("./networks.js").Network[],   // NETWORKS (tests hand in their own)
 * }} o
 * @returns {Promise<RelayRoom>}
 */
export async function openRoom(o) {
  const { NetError } = await import("./peer.js");
  if (typeof globalThis.RTCPeerConnection !== "function")
    throw new NetError("no-webrtc", "this browser has no RTCPeerConnection");
  // Relay-only through a TURN server that refuses or is silent would connect nothing
  // and say nothing (the library's connections are out of sight): said first.
  const turn = await checkTurn(o.rtc);
  if (turn) throw new NetError(turn, `the TURN server gave no relayed address (${turn})`);
  const r = roomState(o);
  await Promise.all(r.nets.filter((s) => s.net.eager).map((s) => start(r, s)));
  if (!r.nets.some((s) => s.lib)) await Promise.all(r.nets.map((s) => start(r, s)));
  const lib = r.nets.find((s) => s.lib)?.lib;
  if (!lib) throw new NetError("relay-unreachable", "no signalling network could be loaded");
  r.selfId = lib.selfId;
  r.tick = setInterval(() => tick(r), 1000);
  return {
    selfId: r.selfId,
    send: (peer, text) => {
      const l = r.links.get(peer);
      if (!r.closed && l && !l.down) say(l, text);
    },
    peers: () => [...r.links].filter(([, l]) => !l.down).map(([p]) => p),
    relaysOpen: () => r.nets.reduce((n, s) => n + openSockets(s), 0),
    settle: (yes) => settle(r, yes),
    joined: (peer) => {
      const l = r.links.get(peer);
      const s = l && r.nets.find((n) => n.net.id === l.net);
      if (s) s.carried = true;
    },
    paths: () => paths(r),
    announces: () => count(r, "announces"),
    offers: () => count(r, "offers"),
    close: () => close(r),
  };
}

/**
 * @typedef {ReturnType<typeof roomState>} Room
 * @param {Parameters<typeof openRoom>[0]} o
 */
function roomState(o) {
  return {
    o,
    /** @type {Network[]} the networks the link names, in NETWORKS' order */
    nets: (o.networks ?? NETWORKS)
      .filter((n) => o.nets[n.id]?.length)
      .map(
        (net) =>
          /** @type {Network} */ ({
            net,
            urls: o.nets[net.id],
            lib: null,
            room: null,
            passive: false,
            woken: false,
            started: 0,
            failed: false,
            down: false,
            carried: false,
            announces: 0,
            offers: 0,
            queue: Promise.resolve(),
            sockets: new Map(),
          }),
      ),
    selfId: "",
    /** @type {Map<string, Link>} the connection kept with each peer */
    links: new Map(),
    /** @type {Map<string, Link[]>} every connection each peer came by (the kept one too) */
    all: new Map(),
    settled: false,
    since: Date.now(),
    closed: false,
    unreachable: false,
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    settling: undefined,
    /** @type {ReturnType<typeof setInterval> | undefined} */
    tick: undefined,
    /** @type {(() => void) | null} */
    untap: null,
  };
}

/** Loads a network's strategy and joins its room (actively, unless the table is settled). @param {Room} r @param {Network} s */
async function start(r, s) {
  if (s.started) return;
  s.started = Date.now();
  try {
    s.lib = await s.net.load();
  } catch {
    s.failed = true;
    return;
  }
  if (r.closed) return;
  // One tap serves every network: the strategies share www/vendor's socket (one chunk).
  r.untap ??= s.lib.tapSockets((url, data, state) => (state ? socketState(r, url, state) : sent(r, url, data)));
  join(r, s, r.settled);
}

/** @param {Room} r @param {Network} s @param {boolean} passive */
function join(r, s, passive) {
  const lib = /** @type {Strategy} */ (s.lib);
  const room = lib.joinRoom(
    /** @type {Parameters<Strategy["joinRoom"]>[0]} */ ({
      appId: APP,
      password: r.o.key,
      relayConfig: { urls: s.urls, redundancy: s.urls.length, warnOnRelayFailure: false },
      rtcConfig: { iceServers: [], ...r.o.rtc },
      passive,
      _test_only_sharedPeerIdleMs: KEEP_MS,
    }),
    r.o.room,
    {
      onJoinError: (/** @type {{ error?: string }} */ e) => {
        const why = String(e?.error ?? "");
        // An offer that the room's key does not open: a link whose key was changed.
        if (isBadKey(why)) r.o.onBadKey?.();
        else r.o.onStall?.(why);
      },
    },
  );
  s.room = room;
  s.passive = passive;
  s.woken = false;
  room.onPeerJoin = (/** @type {string} */ peer) => {
    if (s.room === room && !r.closed) arrived(r, s, room.getPeers()[peer], peer);
  };
}

/**
 * The table is settled (true) or a seat is missing (false): the rooms left and joined
 * passive, or joined actively again.
 * @param {Room} r @param {boolean} yes
 */
function settle(r, yes) {
  if (r.closed || yes === r.settled) return;
  r.settled = yes;
  if (!yes) r.since = Date.now();
  clearTimeout(r.settling);
  if (yes) r.settling = setTimeout(() => quiet(r, r.nets), SETTLE_MS);
  else for (const s of r.nets) swap(r, s);
}

/**
 * The table is settled: the active rooms of networks `nets` are left (joined passive),
 * but only once every kept connection answered a ping sent now. A room's offers that
 * a relay has not passed on yet (this device's network cut a moment ago: they wait in
 * its socket) die with the room; another device that answers one later is refused
 * and, for the library's 23 s (`answeringTtlMs`), answers no other offer of this
 * device, which, if its peer id sorts first, answers none of that device's: a seat
 * that cannot come back. So a device whose network is cut keeps its active rooms, and
 * their offers, until the cut is seen (ICE `disconnected`: `settle(false)`), and asks
 * again every SETTLE_MS meanwhile.
 * @param {Room} r @param {Network[]} nets
 */
function quiet(r, nets) {
  if (r.closed || !r.settled) return;
  const asked = Date.now();
  ping(r);
  // The table's own timer (settle clears it); a woken room's runs alone, and stops here.
  const later = (/** @type {() => void} */ f, /** @type {number} */ ms) => {
    const t = setTimeout(f, ms);
    if (nets === r.nets) r.settling = t;
  };
  later(() => {
    if (r.closed || !r.settled) return;
    if (!answered(r, asked)) later(() => quiet(r, nets), SETTLE_MS);
    else {
      closeOthers(r);
      for (const s of nets) swap(r, s);
    }
  }, PONG_MS);
}

/** Rejoins network `s`'s room as the table now asks (passive when settled), once its earlier change is done. @param {Room} r @param {Network} s */
function swap(r, s) {
  s.queue = s.queue.then(async () => {
    if (r.closed || !s.lib || !s.room) return;
    if (s.passive === r.settled && !s.woken) return;
    const old = s.room;
    s.room = null;
    await old.leave().catch(() => {});
    if (!r.closed) join(r, s, r.settled);
  });
}

/**
 * A frame this device sent a relay, as its network reads it: counted; an offer from a
 * passive room while the table is settled means a device woke it (put to sleep again).
 * @param {Room} r @param {string} url @param {unknown} data
 */
function sent(r, url, data) {
  const host = hostOf(url);
  for (const s of r.nets) {
    if (!s.urls.some((u) => hostOf(u) === host)) continue;
    const k = s.net.sent(data);
    if (k.announce) s.announces++;
    if (k.offer) s.offers++;
    if (k.offer && r.settled && s.passive && !s.woken) {
      s.woken = true;
      setTimeout(() => quiet(r, [s]), WAKE_MS);
    }
    if (k.announce || k.offer) return;
  }
}

/**
 * A relay's socket opened or closed (the library opens it again by itself, after a
 * while: a relay that refuses is closed between tries).
 * @param {Room} r @param {string} url @param {"open" | "closed"} state
 */
function socketState(r, url, state) {
  const host = hostOf(url);
  for (const s of r.nets) if (s.urls.some((u) => hostOf(u) === host)) s.sockets.set(host, state);
}

/** @param {string} url */
function hostOf(url) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The relays' sockets of network `s`, by URL. @param {Network} s */
const socketsOf = (s) => /** @type {Record<string, WebSocket | undefined>} */ (s.lib?.getRelaySockets() ?? {});

/** The sockets of network `s` open now. @param {Network} s */
function openSockets(s) {
  const sockets = socketsOf(s);
  return s.urls.filter((u) => sockets[u]?.readyState === 1).length;
}

/**
 * Whether network `s` is down: its code did not load, or none of its relays is open
 * and each closed its socket (refused, or went away), or none opened in RELAY_WAIT_MS.
 * @param {Network} s
 */
function isDown(s) {
  if (s.failed) return true;
  if (!s.lib || openSockets(s)) return false;
  const closed = s.urls.every((u) => s.sockets.get(hostOf(u)) === "closed");
  return closed || Date.now() - s.started >= RELAY_WAIT_MS;
}

/** Once a second: MQTT started when needed, and every network down said. @param {Room} r */
function tick(r) {
  if (r.closed) return;
  for (const s of r.nets) if (s.started) s.down = isDown(s);
  const eager = r.nets.filter((s) => s.net.eager);
  const need = !r.settled && (Date.now() - r.since >= MQTT_AFTER_MS || eager.every((s) => s.down));
  if (need) for (const s of r.nets) if (!s.started) start(r, s);
  if (!r.unreachable && r.nets.every((s) => s.started && s.down)) {
    r.unreachable = true;
    r.o.onUnreachable();
  }
}

/** @param {Room} r @returns {Record<NetId, Path>} */
function paths(r) {
  /** @type {Record<NetId, Path>} */
  const out = { torrent: "off", nostr: "off", mqtt: "off" };
  for (const s of r.nets) out[s.net.id] = s.carried ? "connected" : s.started && isDown(s) ? "down" : "trying";
  return out;
}

/** @param {Room} r @param {"announces" | "offers"} what @returns {Record<NetId, number>} */
function count(r, what) {
  /** @type {Record<NetId, number>} */
  const out = { torrent: 0, nostr: 0, mqtt: 0 };
  for (const s of r.nets) out[s.net.id] = s[what];
  return out;
}

/** @param {Room} r */
function close(r) {
  r.closed = true;
  clearTimeout(r.settling);
  clearInterval(r.tick);
  r.untap?.();
  for (const s of r.nets) s.room?.leave().catch(() => {});
  for (const list of r.all.values()) for (const l of list) l.pc.close();
}
