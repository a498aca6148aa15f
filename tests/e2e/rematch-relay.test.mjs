// Rematch between devices with one link (the local relay, scripts/relay.mjs), in
// Chromium: the game played to its end, the host's Rematch, the guest's Play; the guest
// keeps its seat on the same connection (no new data channel) and gets the
// new deal. By codes, in Chromium and Firefox: rematch.test.mjs.
import assert from "node:assert/strict";
import { test, before, after } from "node:test";
import { launch, open } from "./lib.mjs";
import { startRelay, guestBrowser, sameView, problems } from "./relay-helpers.mjs";
import { playOn, rematch } from "./rematch-helpers.mjs";

const SEED = "rematch-e2e-2";

/** @type {Awaited<ReturnType<typeof startRelay>>} */
let relay;
before(async () => {
  relay = await startRelay();
});
after(async () => {
  await relay?.close();
});

test("rematch with one link: the guest plays on in its seat, on the same connection", { timeout: 300000 }, async () => {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  const guest = await guestBrowser(host);
  try {
    await open(
      host.page,
      `${host.url}?game=ottawa&seats=you,remote&seed=${SEED}&rounds=1&lang=en&net=relay&relays=${encodeURIComponent(relay.url)}`,
    );
    const a = host.page.locator('a[data-role="invite-link"][data-seat="1"]');
    await a.waitFor({ timeout: 30000 });
    await open(guest.page, /** @type {string} */ (await a.getAttribute("href")));
    await host.page.waitForFunction(() => window.yotta.state().view, null, { timeout: 30000 });
    await guest.page.waitForFunction(() => window.yotta.state().net.connected && window.yotta.state().view);
    await playOn(host, { 1: guest });
    // The data channels the guest's page opened (recorded by the test's page script).
    const channels = () => guest.page.evaluate(() => window.__net.channels.length);
    const opened = await channels();
    assert.ok(opened > 0, "the guest's connection is recorded");
    await rematch(host, { 1: guest }, { 1: true });
    await host.page.waitForFunction(() => !window.yotta.state().view.over, null, { timeout: 30000 });
    const v = await sameView(host, guest, 1);
    assert.equal(v.over, false);
    assert.equal(await host.page.evaluate(() => window.yotta.state().net.seats[1].state), "connected");
    assert.equal(await channels(), opened, "no new data channel: the same connection");
    await playOn(host, { 1: guest }, 8);
    await sameView(host, guest, 1);
    assert.deepEqual(problems(host), []);
  } finally {
    await guest.close();
    await host.close();
  }
});
