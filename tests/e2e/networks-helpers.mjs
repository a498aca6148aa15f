// Helpers of the tests of one link over three networks (relay-networks*.test.mjs):
// the three local relays, each in a process of its own (scripts/relay.mjs), so that
// one network can be stopped while the others run, each recording what it receives;
// a closed port, for a network that is down; and what a relay's record says: the
// frames that offer a connection, the announcements, events and bytes.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { CLOSED_ON_PURPOSE } from "./relay-helpers.mjs";

const ROOT = new URL("../../", import.meta.url);
/** @typedef {"torrent" | "nostr" | "mqtt"} Net */
export const NETS = /** @type {Net[]} */ (["torrent", "nostr", "mqtt"]);

/**
 * @typedef {{ at: number, net: Net, dir: "in" | "out", peer: number, bytes: number, text: string }} Frame
 *   a frame a relay received (`in`) or sent (`out`), as scripts/relay.mjs records it
 */

/**
 * Starts a relay of each network of `nets`, each its own `node scripts/relay.mjs --NET 0
 * --record FILE`; resolves once each printed its URL.
 * @param {Net[]} nets
 */
export async function startRelays(nets = NETS) {
  const dir = mkdtempSync(join(tmpdir(), "yotta-nets-"));
  /** @type {Partial<Record<Net, { url: string, child: import("node:child_process").ChildProcess, stopped: boolean }>>} */
  const run = {};
  await Promise.all(
    nets.map(async (net) => {
      const child = spawn(
        process.execPath,
        ["scripts/relay.mjs", `--${net}`, "0", "--record", join(dir, `${net}.jsonl`)],
        {
          cwd: ROOT,
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      const line = await new Promise((resolve, reject) => {
        const lines = createInterface({ input: /** @type {any} */ (child.stdout) });
        lines.once("line", resolve);
        child.once("exit", (code) => reject(new Error(`the ${net} relay exited (${code}) before printing its URL`)));
      });
      const m = /^(\w+) (ws:\/\/127\.0\.0\.1:\d+)$/.exec(/** @type {string} */ (line));
      assert.ok(m && m[1] === net, `the ${net} relay printed "${line}"`);
      run[net] = { url: m[2], child, stopped: false };
    }),
  );
  return {
    /** @param {Net} net */
    url: (net) => /** @type {{ url: string }} */ (run[net]).url,
    /** What the relay of `net` received and sent so far. @param {Net} net @returns {Frame[]} */
    traffic(net) {
      const f = join(dir, `${net}.jsonl`);
      if (!existsSync(f)) return [];
      return readFileSync(f, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l));
    },
    /** Stops the relay of `net` (a network gone down mid-game). @param {Net} net */
    async stop(net) {
      const r = run[net];
      if (!r || r.stopped) return;
      r.stopped = true;
      const done = new Promise((res) => r.child.once("exit", res));
      r.child.kill("SIGTERM");
      await done;
    },
    async close() {
      for (const net of nets) await this.stop(net);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A loopback WebSocket address where nothing listens (a relay that is down). */
export async function closedPort() {
  const server = createServer();
  await new Promise((r) => server.listen(0, "127.0.0.1", () => r(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  await new Promise((r) => server.close(() => r(undefined)));
  return `ws://127.0.0.1:${port}`;
}

/**
 * Whether a frame a device sent a relay offers a connection: a tracker's announcement
 * with offers (`"offers":[{… "offer": …}]`), or a Nostr or MQTT message whose JSON has an
 * `offer` (escaped inside a Nostr event's content). Answers and passive announcements
 * offer nothing.
 * @param {Frame} f
 */
export const offers = (f) => f.dir === "in" && /\\?"offer\\?"\s*:/.test(f.text);

/**
 * Whether a frame a device sent a relay is an announcement of a room: a tracker's
 * `announce` (not an answer), or a Nostr or MQTT message `{ "peerId": … }` with no signal.
 * @param {Frame} f
 */
export function announces(f) {
  if (f.dir !== "in") return false;
  if (f.net === "torrent") return /"action":"announce"/.test(f.text) && !/"answer"/.test(f.text);
  return /\\?"peerId\\?"/.test(f.text) && !/\\?"(offer|answer|candidate)\\?"/.test(f.text);
}

/**
 * Events (frames) and bytes a relay received and sent in [from, to), and how many of the
 * received ones were announcements and offers.
 * @param {Frame[]} frames @param {number} from @param {number} to
 */
export function tally(frames, from, to) {
  const inside = frames.filter((f) => f.at >= from && f.at < to);
  return {
    events: inside.length,
    bytes: inside.reduce((n, f) => n + f.bytes, 0),
    announces: inside.filter(announces).length,
    offers: inside.filter(offers).length,
  };
}

/**
 * The page's problems, less what the networks' libraries log by design: a connection
 * closed on purpose (trystero's "peer error … Close called"; the page closes the
 * connections it does not keep, and where the other device closed that connection first,
 * Chromium reports the abort of the library's channel on it as a bare "OperationError"),
 * a relay that is down (the browser's failed WebSocket,
 * the MQTT client's errors) when a test points a network at a closed port.
 * @param {{ problems: string[] }} b
 */
export const netProblems = (b) =>
  b.problems.filter(
    (p) =>
      !CLOSED_ON_PURPOSE.test(p) &&
      !/WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/?[^']*' failed/.test(p) &&
      !/WebSocket error|connack timeout|Keepalive timeout|client disconnecting/i.test(p),
  );
