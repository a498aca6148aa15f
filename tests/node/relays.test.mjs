// The local relays of the three signalling networks (scripts/relay.mjs), each spoken to
// by a real client over WebSocket on 127.0.0.1, two clients a network so that the
// relay is seen passing something from one to the other, as signalling needs:
// - torrent: one WebTorrent announce waits, a second one's offer reaches it;
// - nostr: one client's REQ subscription receives the signed event another publishes
//   (signed here with @noble/curves' Schnorr signatures), and an event whose signature
//   is forged is refused;
// - mqtt: npm `mqtt` subscribes on one connection and receives what another publishes.
// The --record file holds the frames of each network; the old form `relay.mjs PORT`
// still serves the tracker alone and prints its bare URL.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { schnorr } from "@noble/curves/secp256k1";
import mqtt from "mqtt";
import { WebSocket } from "ws";

const ROOT = new URL("../../", import.meta.url);
/** How long any one answer may take: everything here is on loopback. */
const WAIT_MS = 5000;

/**
 * Starts `node scripts/relay.mjs ...args`; resolves with its first `count` lines once
 * printed, and `stop()`, which ends it and resolves with its exit code.
 * @param {string[]} args @param {number} count
 */
async function startRelays(args, count) {
  const child = spawn(process.execPath, ["scripts/relay.mjs", ...args], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return await exited;
  };
  try {
    const lines = await within(
      new Promise((resolve, reject) => {
        /** @type {string[]} */
        const got = [];
        createInterface({ input: /** @type {any} */ (child.stdout) }).on("line", (line) => {
          got.push(line);
          if (got.length === count) resolve(got);
        });
        child.once("exit", (code) =>
          reject(new Error(`the relays exited (${code}) after printing ${got.length} lines`)),
        );
      }),
      "the relays' addresses",
    );
    return { lines: /** @type {string[]} */ (lines), stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/**
 * `promise`, or a failure naming `what` after WAIT_MS.
 * @template T @param {Promise<T>} promise @param {string} what @returns {Promise<T>}
 */
function within(promise, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${WAIT_MS} ms`)), WAIT_MS);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, late]).finally(() => clearTimeout(timer)));
}

/**
 * A WebSocket client of `url`: `send` a JSON message, `next(test)` resolves with the
 * first message received (from its opening on) that `test` accepts.
 * @param {string} url
 */
async function wsClient(url) {
  const socket = new WebSocket(url);
  /** @type {any[]} */
  const received = [];
  /** @type {(() => void)[]} */
  const waiting = [];
  socket.on("message", (data) => {
    received.push(JSON.parse(String(data)));
    for (const wake of waiting.splice(0)) wake();
  });
  await within(
    new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    }),
    `connection to ${url}`,
  );
  return {
    send: (/** @type {any} */ message) => socket.send(JSON.stringify(message)),
    /** @param {(m: any) => boolean} accept @param {string} what */
    next: (accept, what) =>
      within(
        new Promise((resolve) => {
          const look = () => {
            const found = received.find(accept);
            if (found) resolve(found);
            else waiting.push(look);
          };
          look();
        }),
        what,
      ),
    close: () => socket.terminate(),
  };
}

/** A 20-character binary string, as WebTorrent's ids and info hashes travel. @param {string} seed */
const id20 = (seed) => createHash("sha1").update(seed).digest("latin1");

/** A torrent announce of `peer` in the swarm `infoHash`, with `offers` (none: it only waits). */
const announce = (/** @type {string} */ infoHash, /** @type {string} */ peer, /** @type {any[]} */ offers = []) => ({
  action: "announce",
  info_hash: infoHash,
  peer_id: peer,
  numwant: offers.length,
  uploaded: 0,
  downloaded: 0,
  left: 0,
  event: "started",
  offers,
});

/** The torrent relay: an announce is answered, and a second peer's offer reaches the first. @param {string} url */
async function torrentRoundTrip(url) {
  const infoHash = id20("yotta relays test");
  const a = await wsClient(url);
  const b = await wsClient(url);
  try {
    a.send(announce(infoHash, id20("peer a")));
    const answer = await a.next((m) => m.action === "announce" && m.interval > 0, "answer to the announce");
    assert.equal(answer.info_hash, infoHash);
    const offer = { type: "offer", sdp: "torrent-offer-of-the-test" };
    b.send(announce(infoHash, id20("peer b"), [{ offer, offer_id: id20("offer 1") }]));
    const relayed = await a.next((m) => !!m.offer, "the second peer's offer");
    assert.deepEqual(relayed.offer, offer);
    assert.equal(relayed.peer_id, id20("peer b"));
  } finally {
    a.close();
    b.close();
  }
}

/** A Nostr event of `kind` with `tags` and `content`, signed by a fresh key (NIP-01). */
function signedEvent(/** @type {number} */ kind, /** @type {string[][]} */ tags, /** @type {string} */ content) {
  const secret = schnorr.utils.randomPrivateKey();
  const pubkey = Buffer.from(schnorr.getPublicKey(secret)).toString("hex");
  const event = { pubkey, created_at: Math.floor(Date.now() / 1000), kind, tags, content };
  const id = createHash("sha256")
    .update(JSON.stringify([0, event.pubkey, event.created_at, event.kind, event.tags, event.content]))
    .digest();
  return { ...event, id: id.toString("hex"), sig: Buffer.from(schnorr.sign(id, secret)).toString("hex") };
}

/**
 * The Nostr relay: a REQ subscription receives what another client publishes; a forged
 * signature is refused. Shaped as trystero's are: an ephemeral kind (20000 + a hash of
 * the topic), the topic in an "x" tag, a subscription by kind, tag and time.
 * @param {string} url
 */
async function nostrRoundTrip(url) {
  const KIND = 24242;
  const reader = await wsClient(url);
  const writer = await wsClient(url);
  try {
    const TOPIC = "yotta-relays-test";
    const since = Math.floor(Date.now() / 1000) - 1;
    reader.send(["REQ", "sub1", { kinds: [KIND], since, "#x": [TOPIC] }]);
    await reader.next((m) => m[0] === "EOSE" && m[1] === "sub1", "end of stored events");
    const event = signedEvent(KIND, [["x", TOPIC]], "nostr-event-of-the-test");
    writer.send(["EVENT", event]);
    const ok = await writer.next((m) => m[0] === "OK" && m[1] === event.id, "OK to the event");
    assert.equal(ok[2], true, `the relay refused the event: ${ok[3]}`);
    const got = await reader.next((m) => m[0] === "EVENT" && m[1] === "sub1", "the event on the subscription");
    assert.deepEqual(got[2], event);

    const signed = signedEvent(KIND, [["x", TOPIC]], "forged");
    const forged = { ...signed, sig: (signed.sig[0] === "0" ? "1" : "0") + signed.sig.slice(1) };
    writer.send(["EVENT", forged]);
    const refused = await writer.next((m) => m[0] === "OK" && m[1] === forged.id, "the answer to a forged event");
    assert.equal(refused[2], false, `a forged event was taken: ${JSON.stringify(refused)}`);
    assert.match(refused[3], /^invalid: /);
  } finally {
    reader.close();
    writer.close();
  }
}

/** The MQTT broker: a message published on one connection reaches a subscriber on another. @param {string} url */
async function mqttRoundTrip(url) {
  const options = { connectTimeout: WAIT_MS, reconnectPeriod: 0 };
  const sub = await within(mqtt.connectAsync(url, options), "MQTT connection");
  const pub = await within(mqtt.connectAsync(url, options), "MQTT connection");
  try {
    const topic = "yotta/relays-test";
    const received = new Promise((resolve) => sub.on("message", (t, payload) => resolve({ t, text: String(payload) })));
    await within(sub.subscribeAsync(topic), "SUBACK");
    await within(pub.publishAsync(topic, "mqtt-message-of-the-test"), "publish");
    assert.deepEqual(await within(received, "the published message"), { t: topic, text: "mqtt-message-of-the-test" });
  } finally {
    await Promise.all([sub.endAsync(true), pub.endAsync(true)]);
  }
}

test("the three relays, each spoken to by a real client, every frame recorded", { timeout: 30000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), "yotta-relays-"));
  const record = join(dir, "traffic.jsonl");
  const relays = await startRelays(["--torrent", "0", "--nostr", "0", "--mqtt", "0", "--record", record], 3);
  try {
    const urls = relays.lines.map((line) => {
      const m = /^(torrent|nostr|mqtt) (ws:\/\/127\.0\.0\.1:(\d+))$/.exec(line);
      assert.ok(m && Number(m[3]) > 0, `not a relay's line: ${line}`);
      return [m[1], m[2]];
    });
    assert.deepEqual(
      urls.map(([net]) => net),
      ["torrent", "nostr", "mqtt"],
    );
    const url = Object.fromEntries(urls);
    await torrentRoundTrip(url.torrent);
    await nostrRoundTrip(url.nostr);
    await mqttRoundTrip(url.mqtt);

    /** @type {{ at: number, net: string, dir: string, peer: number, bytes: number, text: string }[]} */
    const lines = readFileSync(record, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const heard = (/** @type {string} */ net, /** @type {string} */ text) =>
      lines.some((l) => l.net === net && l.dir === "in" && l.text.includes(text));
    assert.ok(heard("torrent", "torrent-offer-of-the-test"), "the record lacks the torrent offer");
    assert.ok(heard("nostr", "nostr-event-of-the-test"), "the record lacks the Nostr event");
    assert.ok(heard("mqtt", "mqtt-message-of-the-test"), "the record lacks the MQTT publish");
    for (const net of ["torrent", "nostr", "mqtt"]) {
      assert.ok(
        lines.some((l) => l.net === net && l.dir === "out"),
        `the record lacks what the ${net} relay sent`,
      );
    }
    for (const l of lines)
      assert.ok(l.bytes > 0 && l.peer > 0 && l.at > 0, `a record line without its counts: ${JSON.stringify(l)}`);
  } finally {
    assert.equal(await relays.stop(), 0, "the relays did not stop cleanly on SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a subset of the relays: only those asked for, in the order torrent, nostr, mqtt", {
  timeout: 15000,
}, async () => {
  const relays = await startRelays(["--mqtt", "0", "--torrent", "0"], 2);
  try {
    assert.match(relays.lines[0], /^torrent ws:\/\/127\.0\.0\.1:\d+$/);
    assert.match(relays.lines[1], /^mqtt ws:\/\/127\.0\.0\.1:\d+$/);
    await mqttRoundTrip(relays.lines[1].split(" ")[1]);
  } finally {
    assert.equal(await relays.stop(), 0);
  }
});

test("the old form, relay.mjs PORT, serves the tracker alone and prints its bare URL", { timeout: 15000 }, async () => {
  const relays = await startRelays(["0"], 1);
  try {
    assert.match(relays.lines[0], /^ws:\/\/127\.0\.0\.1:\d+$/);
    await torrentRoundTrip(relays.lines[0]);
  } finally {
    assert.equal(await relays.stop(), 0);
  }
});

test("a port given both ways, or a network without its port, is refused with the usage", async () => {
  const refused = (/** @type {string[]} */ args) => {
    const child = spawn(process.execPath, ["scripts/relay.mjs", ...args], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (d) => {
      err += d;
    });
    return within(
      new Promise((resolve) => child.once("exit", (code) => resolve({ args: args.join(" "), code, err }))),
      `exit of relay.mjs ${args.join(" ")}`,
    );
  };
  const runs = await Promise.all(
    [["--torrent", "0", "0"], ["--nostr"], ["--mqtt", "x"], ["--websocket", "0"]].map(refused),
  );
  for (const { args, code, err } of /** @type {{ args: string, code: number, err: string }[]} */ (runs)) {
    assert.equal(code, 2, `${args}: exit ${code}`);
    assert.match(err, /usage: node scripts\/relay\.mjs/, args);
  }
});
