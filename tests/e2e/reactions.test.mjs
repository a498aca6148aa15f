// Quick reactions between devices (www/net/reactions.js): a host and two guests, each
// its own Chromium profile, real WebRTC on loopback, an Оттава table on each. A
// reaction sent from any device is shown by the sender's name on every other device,
// once on the sender's own; a guest's flood (its buttons, and raw messages past its
// own limit) is held to the rate by the host; an unknown id is refused; on a phone
// the strip's buttons and the bubble are on screen.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { joinByCode } from "./code-helpers.mjs";
import { layoutProblems } from "./layout.mjs";
import { PROTOCOL } from "../../www/net/protocol.js";

const SEED = "reactions-e2e-1";

/** A page script: every reaction bubble that appears is listed in `window.__bubbles` ("seat:id"). */
function recordBubbles() {
  const seen = [];
  Object.defineProperty(window, "__bubbles", { value: seen });
  new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes)
        if (n instanceof HTMLElement && n.dataset.role === "reaction")
          seen.push(`${n.dataset.seat}:${n.dataset.reaction}`);
  }).observe(document, { childList: true, subtree: true });
}

async function device(host = null, opts = {}) {
  const b = await launch({
    webrtc: true,
    reducedMotion: "reduce",
    ...(host ? { serve: false, origin: new URL(host.url).origin } : {}),
    ...opts,
  });
  await b.context.addInitScript(recordBubbles);
  return b;
}

const bubbles = (b) => b.page.evaluate(() => [...window.__bubbles]);
/** Waits until `b` has shown `want` ("seat:id") `n` times. */
const waitBubble = (b, want, n = 1) =>
  b.page.waitForFunction(([w, n]) => window.__bubbles.filter((x) => x === w).length >= n, [want, n], {
    timeout: 10000,
  });

test("reactions reach every other device once, never twice on the sender's, and a flood is held to the rate", async () => {
  const host = await device();
  const g1 = await device(host);
  // The second guest is a phone.
  const g2 = await device(host, {
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: "ru-RU",
  });
  const all = [host, g1, g2];
  try {
    await open(host.page, `${host.url}?game=ottawa&seats=you,remote,remote&seed=${SEED}&lang=en`);
    await joinByCode(host, g1, 1);
    await joinByCode(host, g2, 2);
    for (const b of all)
      await b.page.waitForSelector('[data-action="react"][data-reaction="thumbs-up"]', { timeout: 20000 });

    // The host's reaction: on both guests by seat 0, once on the host.
    await host.page.click('[data-action="react"][data-reaction="well-played"]');
    await waitBubble(g1, "0:well-played");
    await waitBubble(g2, "0:well-played");
    // A guest's: on the host and the other guest by seat 1.
    await g1.page.click('[data-action="react"][data-reaction="thumbs-up"]');
    const thumbsAt = Date.now();
    await waitBubble(host, "1:thumbs-up");
    await waitBubble(g2, "1:thumbs-up");
    // The phone's, tapped: on the host and the first guest by seat 2, in their language.
    await g2.page.tap('[data-action="react"][data-reaction="your-turn"]');
    await waitBubble(host, "2:your-turn");
    await waitBubble(g1, "2:your-turn");
    assert.match(await host.page.locator('[data-role="reaction"][data-seat="2"]').textContent(), /Your turn!/);
    assert.match(await g2.page.locator('[data-role="reaction"][data-seat="2"]').textContent(), /Ваш ход!/);
    // Each device showed each reaction once, its own included (no echo from the host).
    assert.deepEqual((await bubbles(host)).sort(), ["0:well-played", "1:thumbs-up", "2:your-turn"]);
    assert.deepEqual((await bubbles(g1)).sort(), ["0:well-played", "1:thumbs-up", "2:your-turn"]);
    assert.deepEqual((await bubbles(g2)).sort(), ["0:well-played", "1:thumbs-up", "2:your-turn"]);

    await shot(host.page, "reactions-host");
    await shot(g1.page, "reactions-guest");
    await shot(g2.page, "reactions-phone");
    // On the phone: the bubble inside the screen, every control reachable.
    const box = await g2.page.locator('[data-role="reaction"][data-seat="2"]').boundingBox();
    assert.ok(
      box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 360 && box.y + box.height <= 740,
      `the bubble at ${JSON.stringify(box)}`,
    );
    const layout = await g2.page.evaluate(layoutProblems);
    assert.deepEqual(layout.problems, [], "the phone's page");

    // The first guest's buttons, ten taps at once: one goes (its own limit). Its
    // thumbs-up above must be more than the limit's second ago (on a quick machine the
    // steps since then take less), or none would go.
    await new Promise((r) => setTimeout(r, Math.max(0, thumbsAt + 1500 - Date.now())));
    const before = (await host.page.evaluate(() => window.yotta.state().net.reactions)).shown[1];
    for (let i = 0; i < 10; i++) await g1.page.click('[data-action="react"][data-reaction="oops"]', { delay: 0 });
    const g1Stats = await g1.page.evaluate(() => window.yotta.state().net.reactions);
    assert.ok(g1Stats.dropped >= 8, `the guest dropped ${g1Stats.dropped} of its own ten`);
    // Raw messages past the guest's own limit: the host holds them to its rate.
    const sent = await g1.page.evaluate(
      ([v]) => {
        const ch = window.__net.channels.at(-1);
        for (let i = 0; i < 20; i++) ch.send(JSON.stringify({ v, t: "react", r: "thanks" }));
        ch.send(JSON.stringify({ v, t: "react", r: "free words" }));
        return 21;
      },
      [PROTOCOL],
    );
    assert.equal(sent, 21);
    await host.page.waitForFunction(() => (window.yotta.state().net.refused["bad-reaction"] ?? 0) >= 1, null, {
      timeout: 10000,
    });
    const hs = await host.page.evaluate(() => window.yotta.state().net.reactions);
    const passed = hs.shown[1] - before;
    // The click that went plus at most one raw message (if a second had passed): never the flood.
    assert.ok(passed >= 1 && passed <= 2, `${passed} of the first guest's 31 reactions passed the host`);
    assert.ok(hs.dropped >= 19, `the host dropped ${hs.dropped}`);
    assert.equal(hs.refused, 1);
    // The other guest saw exactly what the host let through, and no unknown words.
    await g2.page.waitForFunction((n) => window.yotta.state().net.reactions.shown[1] === n, 1 + passed, {
      timeout: 10000,
    });
    assert.ok(!(await bubbles(g2)).some((x) => x.includes("free")));
    for (const b of all) assert.deepEqual(b.problems, []);
  } finally {
    for (const b of all) await b.close();
  }
});

test("over one link (the relay transport) too: each reaction reaches the other devices once", async () => {
  const { startRelay, joinByTableLink, tableLink, problems } = await import("./relay-helpers.mjs");
  const relay = await startRelay();
  const host = await device();
  const guests = [];
  try {
    await open(
      host.page,
      `${host.url}?game=iota&seats=you,remote,remote&seed=${SEED}&lang=en&net=relay&relays=${encodeURIComponent(relay.url)}`,
    );
    const link = await tableLink(host);
    for (const name of ["Sam", "Kim"]) {
      const g = await device(host);
      guests.push(g);
      await joinByTableLink(g, link, name);
    }
    const all = [host, ...guests];
    for (const b of all)
      await b.page.waitForSelector('[data-action="react"][data-reaction="oops"]', { timeout: 30000 });
    const seatOf = async (b) => b.page.evaluate(() => window.yotta.state().net.seat ?? 0);
    const ids = ["thanks", "oops", "thinking"];
    const want = [];
    for (const [i, b] of all.entries()) {
      const seat = b === host ? 0 : await seatOf(b);
      await b.page.click(`[data-action="react"][data-reaction="${ids[i]}"]`);
      want.push(`${seat}:${ids[i]}`);
      for (const other of all) await waitBubble(other, `${seat}:${ids[i]}`);
    }
    for (const b of all) assert.deepEqual((await bubbles(b)).sort(), [...want].sort());
    for (const b of all) assert.deepEqual(problems(b, relay.url), []);
  } finally {
    for (const g of guests) await g.close();
    await host.close();
    await relay.close();
  }
});
