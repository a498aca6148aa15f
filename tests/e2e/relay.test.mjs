// "Invite with one link" in Chromium: separate profiles, real WebRTC on loopback, and
// the local relay (scripts/relay.mjs, the WebTorrent tracker the page's library talks
// to) with its traffic recorded. No reply code travels: the guests connect by
// themselves. The relay sees no card, SDP or ICE candidate in clear; a guest's and the
// host's reloads find the game again by themselves; a stopped relay is said in words
// and the codes still work; a full table and a tampered link are refused.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { tableCheck, newTable, tableFragment } from "../../www/net/lobby.js";
import { NO_HOST_MS } from "../../www/net/relay.js";
import { defaultNets } from "../../www/net/relay-settings.js";
import {
  startRelay,
  guestBrowser,
  joinByTableLink,
  tableLink,
  hostState,
  sameView,
  play,
  act,
  problems,
} from "./relay-helpers.mjs";

const SEED = "relay-e2e-seed-3";
/** @type {Awaited<ReturnType<typeof startRelay>>} */
let relay;
before(async () => {
  relay = await startRelay();
});
after(async () => {
  await relay?.close();
});

/** The host's page address of a game hosted with one link over the local relay. */
const hosted = (host, game, seats, extra = "") =>
  `${host.url}?game=${game}&seats=${seats}&seed=${SEED}&lang=en&net=relay&relays=${encodeURIComponent(relay.url)}${extra}`;

/** What the relay carried, checked: no card, SDP or ICE candidate in clear. Returns the bytes. */
function checkTraffic(since = 0) {
  const lines = relay.traffic().filter((l) => l.at >= since);
  assert.ok(lines.length > 0, "the relay carried the signalling");
  for (const l of lines) {
    // The offers and answers are AES-GCM ciphertext: "<iv bytes>$<base64>".
    const m = JSON.parse(l.text);
    for (const sdp of [m.offer?.sdp, m.answer?.sdp, ...(m.offers ?? []).map((o) => o.offer?.sdp)].filter(Boolean))
      assert.match(sdp, /^[\d,]+\$[A-Za-z0-9+/=]+$/, "an encrypted offer or answer");
    // The rest, read without the ciphertexts (random base64 may spell anything).
    const clear = l.text.replace(/"sdp":"[\d,]+\$[A-Za-z0-9+/=]+"/g, '"sdp":"…"');
    assert.doesNotMatch(
      clear,
      /v=0|a=candidate|a=fingerprint|a=ice-ufrag|m=application|typ host|127\.0\.0\.1/,
      `the relay saw SDP in clear: ${clear.slice(0, 300)}`,
    );
    assert.doesNotMatch(
      clear,
      /"(hand|view|card|legal|name|seat|secret|nonce|Sam|Kim)"/,
      `the relay saw game data: ${clear.slice(0, 300)}`,
    );
  }
  return lines.reduce((n, l) => n + l.bytes, 0);
}

test("Оттава: the host and two guests join through ONE link, no reply code, and play a round; a guest's reload keeps its seat", async () => {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  /** @type {Record<number, any>} */
  const guests = {};
  try {
    const since = Date.now();
    await open(host.page, hosted(host, "ottawa", "you,remote,remote", "&rounds=1"));
    const link = await tableLink(host);
    assert.match(
      link,
      /#table=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+&torrent=[^&]+&nostr=-&mqtt=-$/,
      "room and key in the fragment, the networks in the link (the address's tracker, the other two off)",
    );
    assert.equal(await host.page.evaluate(() => window.yotta.state().net.transport), "relay");
    assert.equal(await host.page.locator('a[data-role="invite-link"]').count(), 2, "a link per seat too");
    assert.equal(await host.page.locator('[data-role="reply-input"]').count(), 0, "no reply to paste");
    await shot(host.page, "relay-host-invitations");
    guests[1] = await guestBrowser(host);
    const ms1 = await joinByTableLink(guests[1], link, "Sam");
    await guests[1].page.waitForFunction(() =>
      /Waiting for .* to start \(2 of 3 seats taken\)/.test(
        document.querySelector('[data-role="net-status"]')?.textContent ?? "",
      ),
    );
    assert.match(await guests[1].page.locator('[data-role="net-status"]').textContent(), /Joined as seat 2/);
    assert.equal(await guests[1].page.locator('[data-role="reply-code"]').count(), 0, "no reply code");
    await shot(guests[1].page, "relay-guest-waiting");
    const joinBytes = checkTraffic(since);
    guests[2] = await guestBrowser(host);
    const second = Date.now();
    const ms2 = await joinByTableLink(guests[2], link, "Kim");
    const secondBytes = checkTraffic(second);
    console.log(
      `one link: ${link.length} characters; joined ${ms1} ms and ${ms2} ms after the link was opened; the relay carried ${joinBytes} bytes up to the first join (the host's announces included), ${secondBytes} bytes while the second guest joined`,
    );
    await host.page.waitForFunction(
      () => window.yotta.state().view && window.yotta.state().net.seats.every((s) => s.state === "connected"),
      null,
      { timeout: 30000 },
    );
    for (const s of [1, 2])
      await guests[s].page.waitForFunction(() => window.yotta.state().net.connected && window.yotta.state().view);
    const names = await host.page.evaluate(() => window.yotta.state().net.seats.map((s) => s.seat));
    assert.deepEqual(names, [0, 1, 2]);
    assert.equal(await guests[2].page.evaluate(() => window.yotta.state().net.seat), 2);
    assert.equal(await guests[2].page.evaluate(() => window.yotta.state().net.transport), "relay");
    let reloaded = false;
    await play(host, guests, "ottawa", async (s, moves) => {
      if (!reloaded && moves === 3) {
        // Guest 1 reloads: back in its seat with the same hand, no click.
        reloaded = true;
        const hand = (await sameView(host, guests[1], 1)).hand;
        const started = Date.now();
        await guests[1].page.reload();
        await host.page.waitForSelector('[data-role="seat-status"][data-seat="1"][data-state="connected"]', {
          timeout: 30000,
        });
        assert.deepEqual((await sameView(host, guests[1], 1)).hand, hand, "the same hand after the reload");
        console.log(`a guest's reload: back in its seat ${Date.now() - started} ms after the reload`);
      }
      return s.over || s.roundOver;
    });
    assert.ok(reloaded, "the guest reloaded during the round");
    const total = checkTraffic(since);
    console.log(`the relay carried ${total} bytes in all (${relay.traffic().length} messages)`);
    assert.deepEqual(await host.page.evaluate(() => window.yotta.state().net.lobbyRefused), {});
    assert.deepEqual(problems(host), []);
  } finally {
    for (const g of Object.values(guests)) await g.close();
    await host.close();
  }
});

test("Ётта: the host and a guest play to the end through a per-seat link; the host's reload resumes and the guest finds it by itself", async () => {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  const guest = await guestBrowser(host);
  try {
    await open(host.page, hosted(host, "iota", "you,remote", "&shortGame=1"));
    const a = host.page.locator('a[data-role="invite-link"][data-seat="1"]');
    await a.waitFor({ timeout: 30000 });
    const link = /** @type {string} */ (await a.getAttribute("href"));
    assert.match(link, /&seat=1&tok=/);
    const started = Date.now();
    // A per-seat link joins by itself: no name to type, no click.
    await open(guest.page, link);
    await host.page.waitForFunction(() => window.yotta.state().view, null, { timeout: 30000 });
    await guest.page.waitForFunction(() => window.yotta.state().net.connected && window.yotta.state().view);
    console.log(`per-seat link: the guest's table ${Date.now() - started} ms after the link was opened`);
    // The same per-seat link on a second device: that seat is taken.
    const other = await guestBrowser(host);
    try {
      await open(other.page, link);
      await other.page.waitForSelector('[data-role="net-error"][data-reason="seat-taken"]', { timeout: 30000 });
    } finally {
      await other.close();
    }
    let reloaded = false;
    await play(host, { 1: guest }, "iota", async (s, moves) => {
      if (!reloaded && moves === 4) {
        reloaded = true;
        const hand = (await sameView(host, guest, 1)).hand;
        const at = Date.now();
        await host.page.reload();
        await host.page.waitForSelector('body[data-ready="1"]');
        await host.page
          .waitForFunction(
            () => window.yotta.state().view && window.yotta.state().net.seats[1].state === "connected",
            null,
            { timeout: 40000 },
          )
          .catch(async (/** @type {Error} */ e) => {
            // What the guest shows then: its connection, its tries that failed, its words.
            const seen = await guest.page.evaluate(() => ({
              net: window.yotta.state().net,
              says: document.querySelector('[data-role="net-error"], [data-role="net-status"], .notice')?.textContent,
            }));
            throw new Error(`${e.message}; the guest: ${JSON.stringify(seen)}`);
          });
        assert.equal(await host.page.evaluate(() => window.yotta.state().net.transport), "relay");
        assert.deepEqual((await sameView(host, guest, 1)).hand, hand, "the guest's hand after the host's reload");
        const stalls = await guest.page.evaluate(() => window.yotta.state().net.stalls);
        console.log(
          `the host's reload: the guest back in its seat ${Date.now() - at} ms after it (tries that failed and were tried again: ${stalls.n}${stalls.n ? `, the last: ${stalls.last}` : ""})`,
        );
      }
      return s.over;
    });
    assert.ok(reloaded);
    assert.ok(await guest.page.evaluate(() => window.yotta.state().view.over), "the guest's table shows the end");
    assert.deepEqual(problems(host), []);
    checkTraffic();
  } finally {
    await guest.close();
    await host.close();
  }
});

test("a full table, a forged per-seat link and a damaged link are refused, in words; a guest who leaves is reconnecting until its seat goes to a computer", async () => {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  const guests = [];
  try {
    await open(host.page, hosted(host, "ottawa", "you,remote,easy"));
    const link = await tableLink(host);
    guests.push(await guestBrowser(host));
    await joinByTableLink(guests[0], link, "Sam");
    await host.page.waitForFunction(() => window.yotta.state().view, null, { timeout: 30000 });
    // The table is full: a third device is told so, with the way out.
    guests.push(await guestBrowser(host));
    await open(guests[1].page, link);
    await guests[1].page.locator('[data-role="guest-name"]').fill("Kim");
    await guests[1].page.locator('[data-action="join"]').click();
    const full = guests[1].page.locator('[data-role="net-error"][data-reason="table-full"]');
    await full.waitFor({ timeout: 30000 });
    assert.match(await full.textContent(), /table is full/);
    await shot(guests[1].page, "relay-table-full");
    // A tampered per-seat token: a forged join.
    const seatLink = `${link}&seat=1&tok=${"A".repeat(22)}`;
    guests.push(await guestBrowser(host));
    await open(guests[2].page, seatLink);
    await guests[2].page.waitForSelector('[data-role="net-error"][data-reason="bad-link"]', { timeout: 30000 });
    // A damaged link is refused before anything is contacted.
    await open(guests[2].page, link.replace(/\.[A-Za-z0-9_-]+&/, ".short&"));
    await guests[2].page.waitForSelector('[data-role="net-error"][data-reason="bad-link"]');
    await open(guests[2].page, link.replace(/torrent=[^&]*/, "torrent=-"));
    await guests[2].page.waitForSelector('[data-role="net-error"][data-reason="bad-link"]');
    // A link whose key lost a character or had one changed (a chat that cut or mangled
    // it): its room id's check says so at once.
    for (const damaged of [
      link.replace(/(#table=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)[A-Za-z0-9_-]&/, "$1&"),
      link.replace(/(#table=[A-Za-z0-9_-]+\.)([A-Za-z0-9_-])/, (_, a, c) => a + (c === "Q" ? "R" : "Q")),
    ]) {
      assert.notEqual(damaged, link);
      await open(guests[2].page, damaged);
      await guests[2].page.waitForSelector('[data-role="net-error"][data-reason="bad-link"]');
    }
    const refused = await host.page.evaluate(() => window.yotta.state().net.lobbyRefused);
    console.log("refused by the host's lobby:", JSON.stringify(refused));
    assert.equal(refused["table-full"], 1);
    assert.equal(refused["bad-proof"], 1);
    // The seated guest still plays.
    assert.equal(await host.page.getAttribute('[data-role="seat-status"][data-seat="1"]', "data-state"), "connected");
    // It leaves (its browser closes): the host says it is reconnecting, and gives the seat
    // to a computer, which plays it from then on (the seat's driver was waiting).
    await guests.shift().close();
    const leaving = host.page.locator('[data-role="seat-status"][data-seat="1"][data-state="reconnecting"]');
    await leaving.waitFor({ timeout: 20000 });
    assert.match(await leaving.textContent(), /Sam is reconnecting…/);
    await host.page.locator('[data-action="seat-to-computer"][data-seat="1"]').click();
    await host.page.waitForSelector('[data-role="seat-status"][data-seat="1"][data-state="computer"]');
    await play(host, {}, "ottawa", (_, moves) => moves >= 3);
    assert.deepEqual(problems(host), []);
  } finally {
    for (const g of guests) await g.close();
    await host.close();
  }
});

test("a table link whose host is gone: the guest says, in words, that no one answers yet and that it keeps trying", async () => {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  const guest = await guestBrowser(host);
  try {
    // A table no page hosts: its link, as a host would have made it.
    const link = `${new URL(host.url).origin}/${tableFragment({ ...newTable(), nets: { torrent: [relay.url], nostr: [], mqtt: [] } }, defaultNets())}`;
    await open(guest.page, link);
    await guest.page.locator('[data-role="guest-name"]').fill("Sam");
    const asked = Date.now();
    await guest.page.locator('[data-action="join"]').click();
    const status = guest.page.locator('[data-role="net-status"][data-state="no-host"]');
    await status.waitFor({ timeout: NO_HOST_MS + 15000 });
    assert.ok(Date.now() - asked >= NO_HOST_MS - 1000, "said only once the host had time to answer");
    assert.match(await status.textContent(), /^Connecting… No answer from the table yet: .*keeps trying by itself\.$/);
    assert.equal(await guest.page.evaluate(() => window.yotta.state().net.error), "");
    await shot(guest.page, "relay-no-host-yet");
  } finally {
    await guest.close();
    await host.close();
  }
});

test("the relay stopped: host and guest say so in words, and the invitation by code still works", async () => {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  const guest = await guestBrowser(host);
  const down = await startRelay();
  await down.stop();
  try {
    const url = `${host.url}?game=ottawa&seats=you,remote&seed=${SEED}&lang=ru&net=relay&relays=${encodeURIComponent(down.url)}`;
    await open(host.page, url);
    const error = host.page.locator('[data-role="net-error"][data-reason="relay-unreachable"]');
    await error.waitFor({ timeout: 20000 });
    assert.match(await error.textContent(), /Ретрансляторы .* недоступны/);
    await shot(host.page, "relay-unreachable-host");
    // The guest of such a link is told too.
    await open(
      guest.page,
      `${new URL(host.url).origin}/#table=${"r".repeat(12)}${tableCheck("r".repeat(12), "k".repeat(22))}.${"k".repeat(22)}&relays=${encodeURIComponent(down.url)}`,
    );
    await guest.page.locator('[data-role="guest-name"]').fill("Sam");
    await guest.page.locator('[data-action="join"]').click();
    await guest.page.waitForSelector('[data-role="net-error"][data-reason="relay-unreachable"]', { timeout: 20000 });
    // The way out: invitations by code, no relay.
    await host.page.locator('[data-action="use-codes"]').click();
    assert.equal(await host.page.evaluate(() => window.yotta.state().net.transport), "codes");
    const invite = host.page.locator('[data-role="invite"][data-seat="1"] a[data-role="invite-link"]');
    await invite.waitFor({ timeout: 20000 });
    await open(guest.page, /** @type {string} */ (await invite.getAttribute("href")));
    const code = guest.page.locator('[data-role="reply-code"]');
    await code.waitFor({ timeout: 20000 });
    await host.page.locator('[data-role="reply-input"][data-seat="1"]').fill((await code.textContent()).trim());
    await host.page.locator('[data-action="accept-reply"][data-seat="1"]').click();
    await host.page.waitForFunction(() => window.yotta.state().view, null, { timeout: 30000 });
    await guest.page.waitForFunction(() => window.yotta.state().net.connected && window.yotta.state().view);
    assert.equal(await guest.page.evaluate(() => window.yotta.state().net.transport), "codes");
    const s = await hostState(host);
    const page = s.toMove === 0 ? host.page : guest.page;
    const v =
      s.toMove === 0 ? await host.page.evaluate(() => window.yotta.seatView(0)) : await sameView(host, guest, 1);
    await act(page, v.legal.find((m) => m.card) ?? v.legal[0], s.toMove, host);
    // The browser logs each refused WebSocket: that is the relay being down, nothing else.
    assert.deepEqual(
      problems(host).filter((p) => !/WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/' failed/.test(p)),
      [],
    );
  } finally {
    await down.close();
    await guest.close();
    await host.close();
  }
});

test("the menu's one-link setting: its sentence, an edited relay list, and the library fetched only when it is used", async () => {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  try {
    /** The relays' library is fetched only for a game hosted with one link. */
    const fetched = [];
    host.page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
    await open(host.page, `${host.url}?lang=en`);
    await host.page.selectOption("#seat-1-kind", "remote");
    await host.page.locator('[data-net="internet"]').check();
    const one = host.page.locator('[data-net="one-link"]');
    await one.check();
    assert.match(
      await host.page.locator(".net-setting").textContent(),
      /see that someone is looking for a room, never the cards.*key that only the link holds/,
    );
    await host.page.locator('[data-net="relays"]').fill(`${relay.url}\nhttp://not-a-relay\n`);
    // The other two networks off: this test is the trackers'.
    await host.page.locator('[data-net="nostr"]').fill("");
    await host.page.locator('[data-net="mqtt"]').fill("");
    // No STUN server here: the test machine has no internet.
    await host.page.locator('[data-net="stun"]').fill("");
    await shot(host.page, "relay-settings");
    assert.deepEqual(JSON.parse(await host.page.evaluate(() => localStorage.getItem("yotta.net.relay.v1"))), {
      oneLink: true,
      relays: [relay.url],
      nostr: [],
      mqtt: [],
    });
    assert.ok(!fetched.some((p) => p.endsWith("trystero-torrent.js")), "not fetched before a game needs it");
    await host.page.click("[data-action=start]");
    const link = await tableLink(host);
    assert.ok(link.includes(encodeURIComponent(relay.url)), "the link carries the settings' relays");
    assert.ok(
      fetched.some((p) => p.endsWith("/www/vendor/trystero-torrent.js")),
      "fetched for the one-link game",
    );
    assert.deepEqual(problems(host), []);
  } finally {
    await host.close();
  }
});
