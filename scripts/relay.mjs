// A signalling relay on this machine, for the tests and for a party without internet:
// `node scripts/relay.mjs PORT [--record FILE]` serves, on ws://127.0.0.1:PORT, a
// WebTorrent tracker (npm `bittorrent-tracker`'s server, the implementation the public
// WebTorrent trackers run), the kind of relay the page's "Invite with one link" uses
// (www/net/relay.js). It prints its URL on the first line and runs until killed.
//
// Its announce interval is 10 s (bittorrent-tracker tells WebSocket clients a fifth
// of it, 2 s; trystero announces every 10 s at most often), so a seat that lost its
// connection is found again within about 10 s of being online. With --record, every message it receives or sends is appended
// to FILE as one JSON line `{ at, dir: "in" | "out", peer, bytes, text }`: what a relay
// sees, for the test that no card, SDP or ICE candidate travels in clear.
import Server from "bittorrent-tracker/server";
import { appendFileSync, writeFileSync } from "node:fs";

const args = process.argv.slice(2);
const port = Number(args.find((a) => /^\d+$/.test(a)) ?? 0);
const recordAt = args.indexOf("--record");
const record = recordAt >= 0 ? args[recordAt + 1] : null;
if (record) writeFileSync(record, "");

/** The tracker's announce interval, in ms. */
const INTERVAL_MS = 10_000;
const server = new Server({
  ws: true,
  http: false,
  udp: false,
  stats: false,
  interval: INTERVAL_MS,
  trustProxy: false,
});

let next = 1;
if (record) {
  // Hooks on the server's WebSocket side: what arrives from a client, what goes out to it.
  server.ws.on("connection", (/** @type {import("ws").WebSocket} */ socket) => {
    const peer = next++;
    const log = (/** @type {"in" | "out"} */ dir, /** @type {any} */ data) => {
      const text = String(data);
      appendFileSync(
        record,
        `${JSON.stringify({ at: Date.now(), dir, peer, bytes: Buffer.byteLength(text), text })}\n`,
      );
    };
    socket.on("message", (data) => log("in", data));
    const send = socket.send.bind(socket);
    socket.send = (/** @type {any} */ data, /** @type {any[]} */ ...rest) => {
      log("out", data);
      return send(data, ...rest);
    };
  });
}

server.on("error", (/** @type {Error} */ e) => {
  console.error(`relay: ${e.message}`);
  process.exit(1);
});
server.on("warning", (/** @type {Error} */ e) => console.error(`relay warning: ${e.message}`));
server.on("listening", () => {
  const address = /** @type {import("node:net").AddressInfo} */ (server.ws.address());
  console.log(`ws://127.0.0.1:${address.port}`);
});
server.listen(port, "127.0.0.1");
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.close(() => process.exit(0)));
