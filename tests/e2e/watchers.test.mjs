// Watchers of a game over one link (www/net/watchers.js, issue 33), with real WebRTC
// between browser contexts and the local relays (scripts/relay.mjs: a WebTorrent
// tracker and a Nostr relay):
// - two watchers join through the host's watch link; every message that reaches a
//   watcher is captured in its page (an init script around RTCDataChannel) and holds no
//   card of any hand (the host engine's views of every seat, before and after each
//   move) nor the pile's order; the watcher's table (`state().view`) equals the host
//   engine's public view after every move;
// - a watcher's move and its claim of a seat are refused by the host, which stays the
//   authority (its game unchanged);
// - a late watcher gets the game so far and steps through it; the turn clock (`clock=`)
//   runs on both watchers' pages; on Оттава's, the hand at the table's foot is its backs;
// - the host sees how many watch, and closes the watch link: the watchers are told.
// Both games: Ётта and Оттава.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { guestBrowser, joinByTableLink, tableLink, play, sameView } from "./relay-helpers.mjs";
import { watcherBrowser, watchLink, watch, samePublic, handCards, checkReceived } from "./watch-helpers.mjs";
import { startRelays, netProblems } from "./networks-helpers.mjs";

/** @type {Awaited<ReturnType<typeof startRelays>>} */
let relays;
before(async () => {
  relays = await startRelays(["torrent", "nostr"]);
});
after(async () => {
  await relays?.close();
});

/**
 * The host's address: one link on the local tracker and Nostr relay. Оттава's seats must
 * draw when stuck (O5), so that the round goes on and cards are drawn.
 * @param {any} host @param {string} game
 */
const hosted = (host, game) =>
  `${host.url}?game=${game}&seats=you,remote&seed=watch-${game}&lang=en&net=relay&torrent=${encodeURIComponent(
    relays.url("torrent"),
  )}&nostr=${encodeURIComponent(relays.url("nostr"))}&clock=120${game === "ottawa" ? "&mustDrawWhenStuck=1" : ""}`;

/**
 * A game with two watchers: the second comes after `late` moves; `max` moves in all.
 * @param {"iota" | "ottawa"} game @param {number} late @param {number} max
 */
async function watchedGame(game, late, max) {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  const guest = await guestBrowser(host);
  const w1 = await watcherBrowser(host);
  const w2 = await watcherBrowser(host, game === "ottawa" ? { locale: "ru-RU" } : {});
  try {
    await open(host.page, hosted(host, game));
    const link = await tableLink(host);
    await joinByTableLink(guest, link, "Sam");
    await sameView(host, guest, 1, 30000);
    const wl = await watchLink(host);
    assert.match(wl, /[#&]watch=/);
    assert.ok(!wl.includes("tok="), "the watch link is no seat's");
    await watch(w1, wl);
    await host.page.waitForFunction(() => window.yotta.state().net.watchers === 1, null, { timeout: 20000 });
    assert.equal(await host.page.locator('[data-role="watchers"]').getAttribute("data-count"), "1");
    const s1 = await w1.page.evaluate(() => window.yotta.state().net);
    assert.equal(s1.role, "watcher");
    let v = await samePublic(host, w1);
    assert.equal(v.seat, null);
    assert.ok(!("hand" in v));
    /** @type {Record<string, number>} how much of each watcher's capture was checked */
    const seen = { w1: 0, w2: 0 };
    let before = new Set(await handCards(host));
    let w2in = false;
    let draws = 0;
    await play(host, { 1: guest }, game, async (s, moves) => {
      // After every move: the watcher's table is the host's public table, and nothing of
      // a hand (before the move or now; but what the move put on the table) reached it.
      v = await samePublic(host, w1);
      const now = await handCards(host);
      const table = new Set(game === "iota" ? v.board.map((/** @type {any} */ p) => p.card) : v.played);
      const secret = new Set([...before, ...now].filter((c) => !table.has(c) && c !== "W"));
      seen.w1 = await checkReceived(w1, seen.w1, secret);
      if (w2in) {
        await samePublic(host, w2);
        seen.w2 = await checkReceived(w2, seen.w2, secret);
      }
      before = new Set(now);
      if (v.last?.kind === "draw") {
        draws++;
        assert.ok(!("card" in v.last), "a drawn card is nobody's to see");
      }
      if (moves === late && !w2in) {
        await watch(w2, wl);
        w2in = true;
        await samePublic(host, w2);
        seen.w2 = await checkReceived(w2, 0, secret);
        for (const w of [w1, w2]) {
          // The turn clock runs on the watchers' pages too, the late one's from its welcome.
          if (!v.over && !v.roundOver)
            await w.page
              .locator(`[data-role="clock"][data-seat="${v.toMove}"]:not([hidden])`)
              .waitFor({ timeout: 10000 });
          // Оттава: the hand at the table's foot (seat 1's) is its count of backs.
          if (game === "ottawa")
            await w.page.waitForFunction(
              () => {
                const s = window.yotta.state();
                return s.backs > 0 && s.backs === s.view.handSizes[0];
              },
              null,
              { timeout: 10000 },
            );
        }
      }
      return s.over || s.roundOver || moves >= max;
    });
    assert.ok(w2in, "the late watcher came");
    if (game === "ottawa") assert.ok(draws > 0, "a seat drew while watched");
    await host.page.waitForFunction(() => window.yotta.state().net.watchers === 2, null, { timeout: 20000 });
    assert.equal(await host.page.locator('[data-role="watchers"]').getAttribute("data-count"), "2");
    // The late watcher steps through the game so far, from the deal.
    const pastN = Number(await w2.page.locator('[data-role="watching"]').getAttribute("data-past"));
    assert.ok(pastN >= late + 1, `the game so far came: ${pastN} positions`);
    await w2.page.locator('[data-role="watching"] summary').click();
    await w2.page.locator('[data-action="watch-first"]').click();
    const step = w2.page.locator('[data-role="watch-step"]');
    assert.equal(await step.getAttribute("data-step"), "0");
    await w2.page.locator('[data-action="watch-next"]').click();
    assert.equal(await step.getAttribute("data-step"), "1");
    assert.ok((await w2.page.locator('[data-role="watch-move"]').textContent())?.trim());
    // A past position is drawn beside its words (Ётта's grid, Оттава's pile top): cards on the felt.
    const pane = w2.page.locator('[data-role="watch-position"]');
    await pane.waitFor({ state: "visible", timeout: 5000 });
    await w2.page.waitForFunction(
      () => {
        const c = /** @type {HTMLCanvasElement | null} */ (
          document.querySelector('[data-role="watch-position"] canvas')
        );
        const ctx = c?.getContext("2d");
        if (!c || !ctx || !c.width || !c.height) return false;
        const d = ctx.getImageData(0, 0, c.width, c.height).data;
        let other = 0;
        // The felt is #163629; a card's face or back is far from it.
        for (let i = 0; i < d.length; i += 16) if (Math.abs(d[i] - 0x16) + Math.abs(d[i + 1] - 0x36) > 60) other++;
        return other > 50;
      },
      null,
      { timeout: 5000 },
    );
    await shot(w2.page, `watch-${game}-late-steps`);
    await w2.page.locator('[data-action="watch-live"]').click();
    await pane.waitFor({ state: "hidden", timeout: 5000 });
    await shot(w1.page, `watch-${game}-watcher`);
    await shot(host.page, `watch-${game}-host`);
    // A watcher's move is refused by the host; its game does not change.
    const hostBefore = await host.page.evaluate(() => JSON.stringify(window.yotta.seatView(0)));
    const toMove = await host.page.evaluate(() => window.yotta.seatView(0).toMove);
    const mv = game === "ottawa" ? { draw: true } : { pass: true };
    const r = await w1.page.evaluate((m) => Promise.resolve(window.yotta.play(m)), mv);
    assert.equal(r?.ok, false);
    assert.equal(r.error.code, "watcher");
    // A watcher's claim of a seat (a join for seat 1 on its connection to the host) is refused.
    await w1.page.evaluate(() => {
      for (const ch of /** @type {any} */ (window).__channels)
        if (ch.readyState === "open") ch.send(JSON.stringify({ v: 2, t: "join", seat: 1, proof: "0".repeat(64) }));
    });
    await host.page.waitForFunction(() => (window.yotta.state().net.lobbyRefused.watcher ?? 0) >= 1, null, {
      timeout: 10000,
    });
    const h = await host.page.evaluate(() => window.yotta.state().net);
    assert.ok(h.refused.watcher >= 1, JSON.stringify(h.refused));
    assert.equal(await host.page.evaluate(() => JSON.stringify(window.yotta.seatView(0))), hostBefore);
    assert.equal(await host.page.evaluate(() => window.yotta.seatView(0).toMove), toMove);
    assert.equal(h.seats[1].state, "connected", "the seat stays its device's");
    // The host closes the watch link: the watchers are told, the count is 0.
    await host.page.locator('[data-action="close-watching"]').click();
    await host.page.waitForFunction(() => window.yotta.state().net.watchers === 0, null, { timeout: 10000 });
    assert.equal(await host.page.locator('[data-role="watchers"]').getAttribute("data-count"), "0");
    await w1.page.locator('[data-role="net-note"]').waitFor({ timeout: 10000 });
    assert.deepEqual(netProblems(host), []);
    assert.deepEqual(netProblems(w1), []);
    assert.deepEqual(netProblems(w2), []);
  } finally {
    for (const b of [w2, w1, guest, host]) await b.close();
  }
}

test("Ётта: two watchers see the public table after every move, never a hand; a late one steps through the game so far; moves and seat claims of watchers refused; the host closes watching", async () => {
  await watchedGame("iota", 4, 10);
});

test("Оттава: the same with a drawn card never shown to a watcher (one watcher in Russian)", async () => {
  await watchedGame("ottawa", 5, 14);
});

/**
 * By codes: `page` opens the invitation `link`; the host pastes its reply into the field
 * `sel` (a seat's or a watcher's) and connects.
 * @param {any} host @param {any} b @param {string} link @param {string} sel `[data-seat="1"]` or `[data-watcher="0"]`
 */
async function byCode(host, b, link, sel) {
  await open(b.page, link);
  const code = b.page.locator('[data-role="reply-code"]');
  await code.waitFor({ timeout: 20000 });
  const reply = /** @type {string} */ (await code.textContent()).trim();
  await host.page.locator(`[data-role="reply-input"]${sel}`).click();
  await host.page.keyboard.insertText(reply);
  await host.page.locator(`[data-action="accept-reply"]${sel}`).click();
}

test("by codes: a watcher's own invitation and reply; it sees the public table, never a hand, and cannot move", async () => {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  const guest = await guestBrowser(host);
  const w = await watcherBrowser(host);
  try {
    await open(host.page, `${host.url}?game=iota&seats=you,remote&seed=watch-codes&lang=en`);
    const a = host.page.locator('[data-role="invite"][data-seat="1"] a[data-role="invite-link"]');
    await a.waitFor({ timeout: 20000 });
    await byCode(host, guest, /** @type {string} */ (await a.getAttribute("href")), '[data-seat="1"]');
    await sameView(host, guest, 1, 30000);
    await host.page.locator('[data-action="invite-watchers"]').click();
    const wl = host.page.locator('a[data-role="watch-link"][data-watcher="0"]');
    await wl.waitFor({ timeout: 20000 });
    const link = /** @type {string} */ (await wl.getAttribute("href"));
    assert.match(link, /#join=/);
    await byCode(host, w, link, '[data-watcher="0"]');
    await w.page.locator('[data-role="watching"]').waitFor({ timeout: 30000 });
    await host.page.waitForFunction(() => window.yotta.state().net.watchers === 1, null, { timeout: 20000 });
    const s = await w.page.evaluate(() => window.yotta.state().net);
    assert.equal(s.role, "watcher");
    assert.equal(s.transport, "codes");
    assert.equal(s.seat, -1);
    let seen = 0;
    let before = new Set(await handCards(host));
    await play(host, { 1: guest }, "iota", async (st, n) => {
      const v = await samePublic(host, w);
      const now = await handCards(host);
      const table = new Set(v.board.map((/** @type {any} */ p) => p.card));
      seen = await checkReceived(w, seen, new Set([...before, ...now].filter((c) => !table.has(c) && c !== "W")));
      before = new Set(now);
      return st.over || n >= 6;
    });
    await shot(w.page, "watch-codes-watcher");
    const r = await w.page.evaluate(() => Promise.resolve(window.yotta.play({ pass: true })));
    assert.equal(r?.error?.code, "watcher");
    await host.page.locator('[data-action="close-watching"]').click();
    await host.page.waitForFunction(() => window.yotta.state().net.watchers === 0, null, { timeout: 10000 });
    await w.page.locator('[data-role="net-note"]').waitFor({ timeout: 10000 });
    assert.deepEqual(netProblems(host), []);
    assert.deepEqual(netProblems(w), []);
  } finally {
    for (const b of [w, guest, host]) await b.close();
  }
});
