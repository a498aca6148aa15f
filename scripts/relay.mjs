// Signalling relays on this machine, for the tests and for a party without internet:
//
//   node scripts/relay.mjs --torrent PORT --nostr PORT --mqtt PORT [--record FILE]
//   node scripts/relay.mjs PORT [--record FILE]      (the first form's --torrent PORT alone)
//
// Each network asked for is served on ws://127.0.0.1:PORT (0: any free port) by an
// existing implementation, the kind of relay trystero's strategy for it talks to:
// - torrent: a WebTorrent tracker, npm `bittorrent-tracker`'s server (the
//   implementation the public WebTorrent trackers run);
// - nostr: a Nostr relay, npm `@nostr-relay/core` (with `@nostr-relay/validator` for the
//   messages) on a `ws` WebSocket server, as its README shows;
// - mqtt: an MQTT broker, npm `aedes`, over a `ws` WebSocket server, as its docs show
//   (its examples, "MQTT server over WebSocket").
// The first lines printed are one per network asked for, in the order torrent, nostr,
// mqtt: `torrent ws://127.0.0.1:P`; the second form prints its URL alone,
// `ws://127.0.0.1:P`, as it always has. Then it runs until killed (SIGINT, SIGTERM).
//
// The tracker's announce interval is 10 s (bittorrent-tracker tells WebSocket clients a
// fifth of it, 2 s; trystero announces every 10 s at most often), so a seat that lost
// its connection is found again within about 10 s of being online.
//
// The Nostr relay keeps no events: everything trystero sends is an ephemeral event
// (kinds 20000 to 29999), which a relay passes on to the subscriptions open at that
// moment and never stores (NIP-01); other kinds are passed on the same way, and a
// later REQ finds none of them.
//
// With --record, every WebSocket frame each relay receives or sends is appended to FILE
// as one JSON line `{ at, net, dir: "in" | "out", peer, bytes, text }`: `net` is
// "torrent", "nostr" or "mqtt", `peer` numbers the connections, `text` is the frame read
// as UTF-8 (an MQTT packet's binary header then shows as a few stray characters; its
// topic and payload read as sent). It is what a relay sees, for the tests that no card,
// name, SDP or ICE candidate travels in clear.
//
// Each implementation is loaded only when its network is asked for.
import { appendFileSync, writeFileSync } from "node:fs";
import { WebSocketServer, createWebSocketStream } from "ws";

const HOST = "127.0.0.1";
const NETWORKS = /** @type {const} */ (["torrent", "nostr", "mqtt"]);
/** @typedef {typeof NETWORKS[number]} Network */

const USAGE =
  "usage: node scripts/relay.mjs [--torrent PORT] [--nostr PORT] [--mqtt PORT] [--record FILE]\n       node scripts/relay.mjs PORT [--record FILE]";

/** Stops with the usage and `why`. @param {string} why @returns {never} */
function usage(why) {
  console.error(`relay: ${why}\n${USAGE}`);
  process.exit(2);
}

/** The command line: the ports asked for, the record file, and whether it is the old form. */
function parseArgs(/** @type {string[]} */ args) {
  /** @type {Partial<Record<Network, number>>} */
  const ports = {};
  /** @type {string | null} */
  let record = null;
  /** @type {number | null} */
  let bare = null;
  const port = (/** @type {string | undefined} */ s, /** @type {string} */ what) => {
    if (s === undefined || !/^\d+$/.test(s) || Number(s) > 65535) usage(`${what} needs a port (0 to 65535), not ${s}`);
    return Number(s);
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const name = a.startsWith("--") ? a.slice(2) : null;
    if (a === "--help" || a === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else if (a === "--record") {
      record = args[++i] ?? usage("--record needs a file");
    } else if (name && NETWORKS.includes(/** @type {Network} */ (name))) {
      ports[/** @type {Network} */ (name)] = port(args[++i], a);
    } else if (/^\d+$/.test(a) && bare === null) {
      bare = port(a, "the relay");
    } else {
      usage(`unknown argument ${a}`);
    }
  }
  const named = Object.keys(ports).length > 0;
  if (named && bare !== null) usage("give the port as --torrent PORT, or alone, not both");
  // The old form, with no port at all too (it then meant port 0): a tracker alone.
  if (!named) ports.torrent = bare ?? 0;
  return { ports, record, old: !named };
}

const { ports, record, old } = parseArgs(process.argv.slice(2));
if (record) writeFileSync(record, "");

let nextPeer = 1;
/**
 * Records what `socket` (a connection to the relay of `net`) receives and is sent.
 * Called before the relay's own handlers see the socket, so that its sends go through
 * the wrapper.
 * @param {Network} net @param {import("ws").WebSocket} socket
 */
function recordSocket(net, socket) {
  if (!record) return;
  const peer = nextPeer++;
  const log = (/** @type {"in" | "out"} */ dir, /** @type {any} */ data) => {
    const bytes = Buffer.isBuffer(data) ? data : Buffer.from(typeof data === "string" ? data : new Uint8Array(data));
    const line = { at: Date.now(), net, dir, peer, bytes: bytes.length, text: bytes.toString("utf8") };
    appendFileSync(record, `${JSON.stringify(line)}\n`);
  };
  socket.on("message", (data) => log("in", data));
  const send = socket.send.bind(socket);
  socket.send = (/** @type {any} */ data, /** @type {any[]} */ ...rest) => {
    log("out", data);
    return send(data, ...rest);
  };
}

/** Fails the whole relay: one of its servers could not start or broke. @param {Network} net @param {Error} e */
function fail(net, e) {
  console.error(`relay: ${net}: ${e.message}`);
  process.exit(1);
}

/**
 * A WebSocket server on HOST:port; resolves with it once it listens.
 * @param {Network} net @param {number} port
 * @returns {Promise<WebSocketServer>}
 */
function listenWs(net, port) {
  const wss = new WebSocketServer({ host: HOST, port });
  return new Promise((resolve) => {
    wss.once("listening", () => resolve(wss));
    wss.on("error", (e) => fail(net, e));
  });
}

/** What each network's server needs to stop. @type {(() => Promise<unknown>)[]} */
const closers = [];
/** Ends every connection of `wss` and closes it. @param {WebSocketServer} wss */
const closeWs = (wss) =>
  new Promise((resolve) => {
    for (const socket of wss.clients) socket.terminate();
    wss.close(resolve);
  });

/** The WebTorrent tracker. @param {number} port @returns {Promise<number>} the port it listens on */
async function startTorrent(port) {
  /** The tracker's announce interval, in ms. */
  const INTERVAL_MS = 10_000;
  const { default: Server } = await import("bittorrent-tracker/server");
  const server = new Server({
    ws: true,
    http: false,
    udp: false,
    stats: false,
    interval: INTERVAL_MS,
    trustProxy: false,
  });
  // Its WebSocket side, where what arrives from a client and what goes out to it pass.
  server.ws.on("connection", (/** @type {import("ws").WebSocket} */ socket) => recordSocket("torrent", socket));
  server.on("warning", (/** @type {Error} */ e) => console.error(`relay warning: torrent: ${e.message}`));
  await new Promise((resolve) => {
    server.on("error", (/** @type {Error} */ e) => fail("torrent", e));
    server.on("listening", resolve);
    server.listen(port, HOST);
  });
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return /** @type {import("node:net").AddressInfo} */ (server.ws.address()).port;
}

/** The Nostr relay. @param {number} port @returns {Promise<number>} the port it listens on */
async function startNostr(port) {
  const { EventRepository, LogLevel, createOutgoingNoticeMessage } = await import("@nostr-relay/common");
  const { NostrRelay } = await import("@nostr-relay/core");
  const { Validator } = await import("@nostr-relay/validator");
  /**
   * Where @nostr-relay/core would store events: nowhere (see the top of this file). Its
   * `find$` and `findOne` come from the library's base class.
   */
  class NoEvents extends EventRepository {
    isSearchSupported() {
      return false;
    }
    upsert() {
      return { isDuplicate: false };
    }
    find() {
      return [];
    }
    async destroy() {}
  }
  // Its logger prints INFO lines on stdout: warnings and errors only, on stderr.
  const relay = new NostrRelay(new NoEvents(), { logLevel: LogLevel.WARN });
  const validator = new Validator();
  const wss = await listenWs("nostr", port);
  // As @nostr-relay/core's README wires it to `ws`.
  wss.on("connection", (socket) => {
    recordSocket("nostr", socket);
    relay.handleConnection(socket);
    socket.on("message", async (data) => {
      try {
        await relay.handleMessage(socket, await validator.validateIncomingMessage(data));
      } catch (e) {
        socket.send(JSON.stringify(createOutgoingNoticeMessage(e instanceof Error ? e.message : String(e))));
      }
    });
    socket.on("close", () => relay.handleDisconnect(socket));
    socket.on("error", (e) => console.error(`relay warning: nostr: ${e.message}`));
  });
  closers.push(() => closeWs(wss));
  return /** @type {import("node:net").AddressInfo} */ (wss.address()).port;
}

/** The MQTT broker. @param {number} port @returns {Promise<number>} the port it listens on */
async function startMqtt(port) {
  const { Aedes } = await import("aedes");
  const broker = await Aedes.createBroker();
  const wss = await listenWs("mqtt", port);
  // Any path (trystero's default brokers use /mqtt); the client's subprotocol, "mqtt", is
  // accepted as ws accepts the first one offered.
  wss.on("connection", (socket, req) => {
    recordSocket("mqtt", socket);
    broker.handle(createWebSocketStream(socket), req);
  });
  closers.push(
    () => closeWs(wss),
    () => new Promise((resolve) => broker.close(() => resolve(undefined))),
  );
  return /** @type {import("node:net").AddressInfo} */ (wss.address()).port;
}

// Installed first: a signal while the relays start stops them too.
const stop = () => {
  // Whatever has not closed within a second is ended with the process.
  const late = new Promise((resolve) => setTimeout(resolve, 1000).unref());
  Promise.race([Promise.allSettled(closers.map((close) => close())), late]).then(() => process.exit(0));
};
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, stop);

const starts = { torrent: startTorrent, nostr: startNostr, mqtt: startMqtt };
/** @type {[Network, number][]} */
const listening = [];
for (const net of NETWORKS) {
  const port = ports[net];
  if (port !== undefined) listening.push([net, await starts[net](port)]);
}
// Printed only once every relay listens, so that a test can connect as soon as it reads them.
for (const [net, port] of listening) console.log(old ? `ws://${HOST}:${port}` : `${net} ws://${HOST}:${port}`);
