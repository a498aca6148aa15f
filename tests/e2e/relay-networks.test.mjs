// One link over three signalling networks at once (www/net/relay.js, issue 33), with
// real WebRTC between browser contexts and the three local relays (a WebTorrent
// tracker, a Nostr relay, an MQTT broker: scripts/relay.mjs, one process each, each
// recording what it receives):
// - all three up: a table of three joins through one link and plays a round of Оттава;
//   once every seat is connected, no relay receives anything that offers a connection
//   for 60 s (the rooms left, passive ones kept); a guest's reload brings the
//   announcements back, and they stop again; no relay ever sees a card, a name, an SDP
//   or an ICE candidate in clear; MQTT's client is fetched by no guest;
// - each network alone (the other two pointed at closed ports): the table joins, and
//   `paths` says which network carried it and that the others are down;
// - the network that joined is stopped mid-game: the game goes on, and a guest's
//   reload finds the table again through another network.
// Each test prints the times to "Joined" and what each relay received (the README's
// figures, "What one link costs the relays").
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { guestBrowser, joinByTableLink, tableLink, play, sameView, act, ottawaMove } from "./relay-helpers.mjs";
import { startRelays, closedPort, offers, tally, netProblems, NETS } from "./networks-helpers.mjs";

/** @type {Awaited<ReturnType<typeof startRelays>>} */
let relays;
before(async () => {
  relays = await startRelays();
});
after(async () => {
  await relays?.close();
});

/**
 * The host's address: one link on the networks `urls` (a network left out is not used).
 * @param {any} host @param {string} seats @param {Partial<Record<import("./networks-helpers.mjs").Net, string>>} urls
 */
const hosted = (host, seats, urls, extra = "") =>
  `${host.url}?game=ottawa&seats=${seats}&seed=networks-1&lang=en&net=relay${Object.entries(urls)
    .map(([k, v]) => `&${k}=${encodeURIComponent(/** @type {string} */ (v))}`)
    .join("")}${extra}`;

/** @param {any} b */
const netState = (b) => b.page.evaluate(() => window.yotta.state().net);

/** What the host and a guest say of their connections, for a test that failed. @param {any} host @param {any} guest */
async function explain(host, guest) {
  for (const [who, b] of [
    ["host", host],
    ["guest", guest],
  ]) {
    const s = await b.page.evaluate(() => ({
      status: document.querySelector('[data-role="net-status"]')?.textContent,
      net: window.yotta?.state().net,
    }));
    console.log(`${who}: ${JSON.stringify(s)}\n${b.problems.join("\n")}`);
  }
}

/** Waits until the host says every remote seat is connected. @param {any} host */
const allSeated = (host) =>
  host.page.waitForFunction(
    () =>
      window.yotta.state().net.seats.every((/** @type {any} */ s) => s.kind !== "remote" || s.state === "connected"),
    null,
    { timeout: 30000 },
  );

/** Requests a page makes, by path. @param {any} b */
function requests(b) {
  /** @type {string[]} */
  const seen = [];
  b.page.on("request", (/** @type {any} */ r) => seen.push(new URL(r.url()).pathname));
  return seen;
}

/**
 * No card, name, SDP or ICE candidate in clear in what the relay of `net` carried: the
 * offers and answers are AES-GCM ciphertext ("<iv bytes>$<base64>"), and the rest, read
 * without them (random base64 may spell anything), holds none of the game's words.
 * @param {import("./networks-helpers.mjs").Net} net
 */
function checkClear(net) {
  const frames = relays.traffic(net);
  // MQTT is started only when the other two have not found the table within 4 s.
  if (net !== "mqtt") assert.ok(frames.length > 0, `the ${net} relay carried the signalling`);
  for (const f of frames) {
    const clear = f.text.replace(/[\d,]+\$[A-Za-z0-9+/=]+/g, "…");
    assert.doesNotMatch(
      clear,
      /v=0|a=candidate|a=fingerprint|a=ice-ufrag|m=application|typ host|127\.0\.0\.1:\d+ typ/,
      `${net}: SDP in clear: ${clear.slice(0, 300)}`,
    );
    assert.doesNotMatch(
      clear,
      /\\?"(hand|view|card|legal|name|seat|secret|nonce|Sam|Kim|Lee)\\?"/,
      `${net}: game data in clear: ${clear.slice(0, 300)}`,
    );
  }
}

/** Offers each relay received in [from, to). @param {number} from @param {number} [to] */
const offersIn = (from, to = Date.now()) =>
  Object.fromEntries(
    NETS.map((n) => [n, relays.traffic(n).filter((f) => f.at >= from && f.at < to && offers(f)).length]),
  );

test("all three networks: a table of three joins through one link and plays a round; quiet once seated; a reload announces and falls quiet again", async () => {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  /** @type {Record<number, any>} */
  const guests = {};
  try {
    const t0 = Date.now();
    const urls = { torrent: relays.url("torrent"), nostr: relays.url("nostr"), mqtt: relays.url("mqtt") };
    await open(host.page, hosted(host, "you,remote,remote", urls, "&rounds=1"));
    const link = await tableLink(host);
    for (const n of NETS)
      assert.ok(link.includes(`${n}=${encodeURIComponent(urls[n])}`), `the link names its ${n} relay`);
    /** @type {Record<number, string[]>} */
    const fetched = {};
    /** @type {Record<number, number>} */
    const joinMs = {};
    for (const [seat, name] of /** @type {const} */ ([
      [1, "Sam"],
      [2, "Kim"],
    ])) {
      guests[seat] = await guestBrowser(host);
      fetched[seat] = requests(guests[seat]);
      joinMs[seat] = await joinByTableLink(guests[seat], link, name);
    }
    await allSeated(host);
    const seated = Date.now();
    const h = await netState(host);
    assert.equal(h.role, "host");
    const g1 = await netState(guests[1]);
    assert.equal(g1.role, "guest");
    const carried = NETS.filter((n) => g1.paths[n] === "connected");
    assert.equal(carried.length, 1, `one network carried the guest's connection: ${JSON.stringify(g1.paths)}`);
    assert.ok(
      NETS.every((n) => ["connected", "trying"].includes(h.paths[n])),
      JSON.stringify(h.paths),
    );
    assert.ok(h.announces.torrent > 0 && h.announces.nostr > 0, `the host announced: ${JSON.stringify(h.announces)}`);
    console.log(
      `joined in ${joinMs[1]} and ${joinMs[2]} ms through ${carried[0]}; host paths ${JSON.stringify(h.paths)}`,
    );
    for (const seat of [1, 2])
      assert.ok(
        !fetched[seat].some((p) => p.endsWith("trystero-mqtt.js")),
        `guest ${seat} never fetched MQTT's client`,
      );
    await shot(host.page, "networks-host-seated");

    // The round, while the relays hear nothing that offers a connection.
    await play(host, guests, "ottawa", (s) => s.roundOver || s.over);
    const quietFrom = seated + 10000;
    while (Date.now() < quietFrom + 60000) await host.page.waitForTimeout(1000);
    assert.deepEqual(offersIn(quietFrom), { torrent: 0, nostr: 0, mqtt: 0 }, "no offer reached a relay for 60 s");
    const quiet = Object.fromEntries(NETS.map((n) => [n, tally(relays.traffic(n), quietFrom, quietFrom + 60000)]));
    const joining = Object.fromEntries(NETS.map((n) => [n, tally(relays.traffic(n), t0, seated)]));
    console.log(`while joining (${((seated - t0) / 1000).toFixed(1)} s): ${JSON.stringify(joining)}`);
    console.log(`a minute once seated (three devices): ${JSON.stringify(quiet)}`);

    // A guest's reload: it announces, the host answers, then both fall quiet again.
    const reloadAt = Date.now();
    await guests[1].page.reload();
    await sameView(host, guests[1], 1, 30000);
    await allSeated(host);
    const reseated = Date.now();
    const again = offersIn(reloadAt, reseated);
    assert.ok(again.torrent + again.nostr + again.mqtt > 0, `the reload announced: ${JSON.stringify(again)}`);
    while (Date.now() < reseated + 40000) await host.page.waitForTimeout(1000);
    assert.deepEqual(offersIn(reseated + 10000), { torrent: 0, nostr: 0, mqtt: 0 }, "quiet again after the reload");

    // What the relays saw: no card, name, SDP or ICE candidate in clear.
    for (const n of NETS) checkClear(n);
    for (const b of [host, guests[1], guests[2]]) assert.deepEqual(netProblems(b), []);
  } finally {
    for (const g of Object.values(guests)) await g.close();
    await host.close();
  }
});

test("each network alone, the other two pointed at closed ports: the table joins through it, and says so", async () => {
  /** @type {Record<string, number>} */
  const times = {};
  for (const net of NETS) {
    const host = await launch({ webrtc: true, reducedMotion: "reduce" });
    const guest = await guestBrowser(host);
    try {
      /** @type {Record<string, string>} */
      const urls = {};
      for (const n of NETS) urls[n] = n === net ? relays.url(n) : await closedPort();
      await open(host.page, hosted(host, "you,remote", urls));
      const fetched = requests(guest);
      times[net] = await joinByTableLink(guest, await tableLink(host), "Sam");
      await allSeated(host);
      await sameView(host, guest, 1);
      const g = await netState(guest);
      const mqttFetched = fetched.some((p) => p.endsWith("trystero-mqtt.js"));
      for (const n of NETS) {
        // MQTT, held in reserve, is "trying" until it is started (when the other two have not found the table).
        const ok = n === net ? ["connected"] : n === "mqtt" && !mqttFetched ? ["trying"] : ["down"];
        assert.ok(ok.includes(g.paths[n]), `${net} alone: the guest's paths ${JSON.stringify(g.paths)}`);
      }
      assert.equal((await netState(host)).paths[net], "connected");
      // MQTT's client is fetched at once when the other two are down.
      if (net === "mqtt") assert.ok(mqttFetched, "MQTT started: the other two are down");
      console.log(`${net} alone: joined in ${times[net]} ms; the guest fetched MQTT's client: ${mqttFetched}`);
      await shot(guest.page, `networks-${net}-alone-guest`);
      assert.deepEqual(netProblems(guest), []);
      assert.deepEqual(netProblems(host), []);
    } catch (e) {
      await explain(host, guest);
      throw e;
    } finally {
      await guest.close();
      await host.close();
    }
  }
  console.log(`time to "Joined" with one network up: ${JSON.stringify(times)} ms`);
});

test("the network that joined the table stops mid-game: the game goes on, and a guest's reload finds the table through another", async () => {
  const mine = await startRelays();
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  const guest = await guestBrowser(host);
  try {
    const urls = Object.fromEntries(NETS.map((n) => [n, mine.url(n)]));
    await open(host.page, hosted(host, "you,remote", urls));
    await joinByTableLink(guest, await tableLink(host), "Sam");
    await allSeated(host);
    const paths = (await netState(guest)).paths;
    const first = /** @type {import("./networks-helpers.mjs").Net} */ (NETS.find((n) => paths[n] === "connected"));
    assert.ok(first, JSON.stringify(paths));
    await mine.stop(first);
    // Moves over the connection the stopped network made.
    for (let i = 0; i < 4; i++) {
      const v = await host.page.evaluate(() => window.yotta.seatView(0));
      if (v.over || v.roundOver) break;
      const seat = v.toMove;
      const sv =
        seat === 1 ? await sameView(host, guest, 1) : await host.page.evaluate((s) => window.yotta.seatView(s), seat);
      await act(seat === 1 ? guest.page : host.page, ottawaMove(sv), seat, host);
    }
    await sameView(host, guest, 1);
    // The guest reloads: it finds the table again through a network still up.
    await guest.page.reload();
    await sameView(host, guest, 1, 45000);
    await allSeated(host);
    const after = (await netState(guest)).paths;
    assert.equal(after[first], "down", `the stopped network is down: ${JSON.stringify(after)}`);
    assert.equal(NETS.filter((n) => after[n] === "connected").length, 1, JSON.stringify(after));
    console.log(
      `joined through ${first}, stopped it; the reload joined through ${NETS.find((n) => after[n] === "connected")}`,
    );
    const v = await host.page.evaluate(() => window.yotta.seatView(0));
    const seat = v.toMove;
    const sv =
      seat === 1 ? await sameView(host, guest, 1) : await host.page.evaluate((s) => window.yotta.seatView(s), seat);
    await act(seat === 1 ? guest.page : host.page, ottawaMove(sv), seat, host);
    await sameView(host, guest, 1);
    assert.deepEqual(netProblems(guest), []);
    assert.deepEqual(netProblems(host), []);
  } finally {
    await guest.close();
    await host.close();
    await mine.close();
  }
});

test("Check relays: each relay of each list said reachable with its time, or down with the reason", async () => {
  const b = await launch({ webrtc: true, reducedMotion: "reduce" });
  try {
    const down = await closedPort();
    await open(b.page, `${b.url}?lang=en`);
    await b.page.selectOption("#seat-1-kind", "remote");
    await b.page.locator('[data-net="internet"]').check();
    await b.page.locator('[data-net="one-link"]').check();
    await b.page.locator('[data-net="relays"]').fill(`${relays.url("torrent")}\n${down}`);
    await b.page.locator('[data-net="nostr"]').fill(relays.url("nostr"));
    await b.page.locator('[data-net="mqtt"]').fill(relays.url("mqtt"));
    await b.page.locator('[data-action="check-relays"]').click();
    const lines = b.page.locator('[data-role="relay-status"]');
    await b.page.waitForFunction(
      () =>
        document.querySelectorAll('[data-role="relay-status"]').length === 4 &&
        !document.querySelector('[data-role="relay-status"][data-state="checking"]'),
      null,
      { timeout: 15000 },
    );
    /** @type {Record<string, string>} */
    const states = {};
    for (let i = 0; i < 4; i++) {
      const l = lines.nth(i);
      states[`${await l.getAttribute("data-network")} ${await l.getAttribute("data-url")}`] =
        `${await l.getAttribute("data-state")}: ${await l.textContent()}`;
    }
    console.log(JSON.stringify(states, null, 1));
    for (const n of NETS) assert.match(states[`${n} ${relays.url(n)}`], /^ok: .*reachable, answered in \d+ ms$/);
    assert.match(states[`torrent ${down}`], /^down: .*down: it refused or closed the connection$/);
    await shot(b.page, "networks-check-relays");
    assert.deepEqual(netProblems(b), []);
  } finally {
    await b.close();
  }
});
