// A TURN and STUN server for the browser tests: coturn (Debian's `coturn`, the
// `turnserver` binary, or TURNSERVER), started on 127.0.0.1 with one test user on
// free ports, `--allow-loopback-peers` (else it refuses to relay between two
// addresses of this machine: 403), and stopped by the test. Ready once it answers a
// STUN Binding request (no fixed wait).
import { spawn, spawnSync } from "node:child_process";
import { createSocket } from "node:dgram";
import { createServer } from "node:net";
import { randomBytes } from "node:crypto";

/** The turnserver binary, or null (the tests are skipped then, saying why). */
export const TURNSERVER = (() => {
  const bin = process.env.TURNSERVER || "turnserver";
  const r = spawnSync(bin, ["--version"], { encoding: "utf8" });
  return r.error || r.status !== 0 ? null : bin;
})();

/** Why the TURN tests cannot run here, or false. */
export const NO_TURN = TURNSERVER
  ? false
  : "coturn's turnserver is not installed (Debian: apt-get install coturn; or set TURNSERVER), see scripts/setup.sh";

/** A port free for TCP and UDP on 127.0.0.1 now. */
async function freePort() {
  for (;;) {
    const port = await new Promise((ok, fail) => {
      const s = createServer();
      s.once("error", fail);
      s.listen(0, "127.0.0.1", () => {
        const p = /** @type {any} */ (s.address()).port;
        s.close(() => ok(p));
      });
    });
    const udp = createSocket("udp4");
    const free = await new Promise((ok) => {
      udp.once("error", () => ok(false));
      udp.bind(port, "127.0.0.1", () => ok(true));
    });
    await new Promise((ok) => udp.close(() => ok(undefined)));
    if (free) return port;
  }
}

/** Whether a STUN server on 127.0.0.1:`port` answers a Binding request within `ms`. */
function stunAnswers(port, ms = 300) {
  return new Promise((ok) => {
    const s = createSocket("udp4");
    const id = randomBytes(12);
    // RFC 5389: Binding request, no attributes, the magic cookie, a transaction id.
    const req = Buffer.concat([Buffer.from([0x00, 0x01, 0x00, 0x00, 0x21, 0x12, 0xa4, 0x42]), id]);
    const done = (v) => {
      clearTimeout(timer);
      s.close();
      ok(v);
    };
    const timer = setTimeout(() => done(false), ms);
    s.on("message", (m) => {
      if (m.length >= 20 && m.readUInt16BE(0) === 0x0101 && m.subarray(8, 20).equals(id)) done(true);
    });
    s.on("error", () => done(false));
    s.send(req, port, "127.0.0.1");
  });
}

/**
 * Starts coturn on 127.0.0.1 (TURN and STUN over UDP and TCP, no TLS) with the user
 * `user`:`pass`; resolves once it answers STUN.
 * @returns {Promise<{ port: number, url: string, stun: string, user: string, pass: string, realm: string, log: () => string, stop: () => Promise<void> }>}
 */
export async function startTurn({ user = "yotta", pass = randomBytes(6).toString("hex"), realm = "yotta.test" } = {}) {
  if (!TURNSERVER) throw new Error(String(NO_TURN));
  const port = await freePort();
  // A range of relay ports of its own (another test's server may run at once).
  const min = 20000 + Math.floor(Math.random() * 400) * 100;
  const args = [
    "-n",
    "--listening-ip=127.0.0.1",
    "--relay-ip=127.0.0.1",
    `--listening-port=${port}`,
    `--min-port=${min}`,
    `--max-port=${min + 99}`,
    "--lt-cred-mech",
    `--user=${user}:${pass}`,
    `--realm=${realm}`,
    "--no-tls",
    "--no-dtls",
    "--allow-loopback-peers",
    "--no-cli",
    "--log-file=stdout",
    "--simple-log",
    // No NAT behaviour discovery (it would want a second address).
    "--no-rfc5780",
  ];
  const proc = spawn(TURNSERVER, args, { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  proc.stdout.on("data", (d) => (out += d));
  proc.stderr.on("data", (d) => (out += d));
  let exited = false;
  const gone = new Promise((ok) =>
    proc.once("exit", () => {
      exited = true;
      ok(true);
    }),
  );
  const end = Date.now() + 15000;
  while (!(await stunAnswers(port))) {
    if (exited || Date.now() > end) {
      proc.kill("SIGKILL");
      throw new Error(`coturn did not answer STUN on 127.0.0.1:${port}:\n${out.slice(-2000)}`);
    }
  }
  return {
    port,
    url: `turn:127.0.0.1:${port}`,
    stun: `stun:127.0.0.1:${port}`,
    user,
    pass,
    realm,
    log: () => out,
    async stop() {
      if (exited) return;
      proc.kill("SIGTERM");
      const timer = setTimeout(() => proc.kill("SIGKILL"), 3000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/**
 * A page script: every RTCPeerConnection the page makes is kept in `window.__pcs`
 * (the tests read its getStats()), and the multi-device settings of
 * localStorage["yotta.net.v1"] are `settings` before the page's own scripts run.
 * @param {any} settings
 */
export function turnPageScript(settings) {
  if (settings) localStorage.setItem("yotta.net.v1", JSON.stringify(settings));
  if (typeof RTCPeerConnection !== "function") return;
  const pcs = [];
  Object.defineProperty(window, "__pcs", { value: pcs });
  const P = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends P {
    constructor(...a) {
      super(...a);
      pcs.push(this);
    }
  };
}

/**
 * Runs in the page: the types of the local and remote candidates of each connection's
 * selected pair (`{ local: "relay", remote: "relay" }`), one per connected connection.
 */
export async function selectedPairs() {
  const out = [];
  for (const pc of /** @type {any} */ (window).__pcs) {
    if (pc.connectionState !== "connected") continue;
    const stats = [...(await pc.getStats()).values()];
    const byId = new Map(stats.map((s) => [s.id, s]));
    const transport = stats.find((s) => s.type === "transport" && s.selectedCandidatePairId);
    const pair = transport
      ? byId.get(transport.selectedCandidatePairId)
      : stats.find((s) => s.type === "candidate-pair" && s.nominated && s.state === "succeeded");
    if (!pair) continue;
    out.push({
      local: byId.get(pair.localCandidateId)?.candidateType,
      remote: byId.get(pair.remoteCandidateId)?.candidateType,
      policy: pc.getConfiguration().iceTransportPolicy,
    });
  }
  return out;
}
