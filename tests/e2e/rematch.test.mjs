// Rematch between devices, as people do it: a game played to its end on several
// devices, the host's Rematch, each guest asked "… offers a rematch: Play / Leave".
// Those who play keep their seats on the same connection (no new invitation, no reply
// to paste: the host's page shows none) and get the new deal; the seat of one who
// leaves goes to a computer player, which plays it. By codes in Chromium and Firefox
// (the same test, each engine's run; with one link: rematch-relay.test.mjs). The guest
// also shows the host's turn clock (`clock=`), the seat and the seconds the host's says.
import assert from "node:assert/strict";
import { engineTest, launchEngine, open, shot } from "./lib.mjs";
import { joinByCode } from "./code-helpers.mjs";
import { hostState, sameView } from "./relay-helpers.mjs";
import { playOn, rematch } from "./rematch-helpers.mjs";

const SEED = "rematch-e2e-1";

/** A guest of the host's engine joins `seat` by codes. Returns the guest. */
async function joinSeat(host, seat) {
  const guest = await launchEngine(host.engine, {
    webrtc: true,
    mdns: false,
    serve: false,
    origin: new URL(host.url).origin,
    reducedMotion: "reduce",
  });
  await joinByCode(host, guest, seat, { timeout: 30000 });
  return guest;
}

engineTest(
  "rematch by codes: one guest plays on with no new invitation, the one who leaves is replaced by a computer",
  { engines: ["chromium", "firefox"], timeout: 300000 },
  async (engine) => {
    const host = await launchEngine(engine, { webrtc: true, mdns: false, reducedMotion: "reduce" });
    /** @type {Record<number, any>} */
    const guests = {};
    try {
      await open(host.page, `${host.url}?game=ottawa&seats=you,remote,remote&seed=${SEED}&rounds=1&clock=120&lang=en`);
      guests[1] = await joinSeat(host, 1);
      guests[2] = await joinSeat(host, 2);
      await host.page.waitForFunction(() => window.yotta.state().view, null, { timeout: 30000 });
      // The guest shows the host's clock: the seat to move, and its seconds.
      const toMove = (await hostState(host)).toMove;
      const ring = guests[1].page.locator(`[data-role="clock"][data-seat="${toMove}"]:not([hidden])`);
      await ring.waitFor({ timeout: 30000 });
      const left = Number(await ring.getAttribute("data-left"));
      assert.ok(left > 0 && left <= 120, `the host's seconds left: ${left}`);
      await shot(guests[1].page, `rematch-guest-clock-${engine}`);
      const moves = await playOn(host, guests);
      console.log(`${engine}: the first game over after ${moves} moves`);
      await rematch(host, guests, { 1: true, 2: false });
      await host.page.waitForSelector('[data-role="seat-status"][data-seat="2"][data-state="computer"]', {
        timeout: 30000,
      });
      await host.page.waitForFunction(() => !window.yotta.state().view.over, null, { timeout: 30000 });
      assert.equal(await host.page.locator('a[data-role="invite-link"]').count(), 0, "no new invitation");
      assert.equal(
        await host.page.evaluate(() => window.yotta.state().net.seats[1].state),
        "connected",
        "the guest who plays on kept its connection",
      );
      const v = await sameView(host, guests[1], 1);
      assert.equal(v.over, false, "the guest's table shows the new deal");
      // The one who left is back at its menu.
      await guests[2].page.waitForSelector(".menu", { timeout: 30000 });
      // The new game goes on: the computer plays the seat that was left.
      await playOn(host, guests, 12);
      await sameView(host, guests[1], 1);
      await shot(guests[1].page, `rematch-guest-new-deal-${engine}`);
      assert.deepEqual(host.problems, []);
      assert.deepEqual(guests[1].problems, []);
    } finally {
      for (const g of Object.values(guests)) await g.close();
      await host.close();
    }
  },
);
