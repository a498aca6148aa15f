// The turn clock on a remote seat (www/shell/clock-ui.js, www/net/host-seats.js
// `toComputer`), as it happens between devices: a guest joins by codes and then does
// nothing. The host's clock plays the guest's least move at each timeout (Оттава: a
// draw, then a pass, O5); after three timeouts in a row the host is offered the seat
// for a computer player, naming the guest; given, the seat is a computer's, which plays
// it from then on, and the guest's page says so (not that the connection was lost). The host's own seat moves in time.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { joinByCode } from "./code-helpers.mjs";
import { act, hostState, ottawaMove } from "./relay-helpers.mjs";

/** The host's own seat's view, with its legal moves. */
const seatView = (host) => host.page.evaluate(() => window.yotta.seatView(0));

test("the clock on a remote seat: three timeouts in a row, the host gives the seat to a computer, which plays it", async () => {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  /** @type {any} */
  let guest = null;
  try {
    await open(host.page, `${host.url}?game=ottawa&seats=you,remote&seed=clock-remote-1&rounds=1&clock=5&lang=en`);
    guest = await launch({ webrtc: true, serve: false, origin: new URL(host.url).origin, reducedMotion: "reduce" });
    await joinByCode(host, guest, 1);
    await guest.page.waitForFunction(() => window.yotta?.state?.().view, null, { timeout: 30000 });
    const offer = host.page.locator('[data-role="clock-offer"][data-seat="1"]');
    // The host plays its own turns at once; the guest's run out.
    const deadline = Date.now() + 120000;
    while (!(await offer.isVisible())) {
      assert.ok(Date.now() < deadline, "the offer comes after three of the guest's timeouts");
      const s = await hostState(host);
      assert.ok(!s.over && !s.roundOver, "the round goes on while the guest's time runs out");
      if (s.toMove === 0) await act(host.page, ottawaMove(await seatView(host)), 0, host);
      else await host.page.waitForTimeout(200);
    }
    const clock = await host.page.evaluate(() => window.yotta.state().clock);
    assert.equal(clock.timeouts.inARow[1], 3, "three of the guest's timeouts in a row");
    assert.ok(!clock.timeouts.total[0], "the host moved in time");
    const text = await offer.textContent();
    assert.match(text, /let the clock run out three turns in a row/);
    assert.doesNotMatch(text, /Your time/, "the guest is named, not spoken to");
    await shot(host.page, "clock-remote-offer");
    await offer.locator('[data-action="seat-to-computer"]').click();
    await host.page.waitForFunction(() => window.yotta.state().net.seats[1].kind !== "remote", null, {
      timeout: 10000,
    });
    // The computer plays seat 1 from its next turn, in time (no further timeout of it).
    const moved = await hostState(host);
    if (moved.toMove === 0) await act(host.page, ottawaMove(await seatView(host)), 0, host);
    await host.page.waitForFunction(() => window.yotta.state().view.last?.seat === 1, null, { timeout: 30000 });
    const after = await host.page.evaluate(() => window.yotta.state().clock.timeouts.total[1]);
    assert.equal(after, 3, "the computer's move came before the clock ran out");
    assert.equal(await offer.count(), 0, "the offer is gone");
    // The guest is told why its seat ended, not that the connection was lost.
    const note = guest.page.locator('[data-role="net-note"]');
    await note.waitFor({ timeout: 10000 });
    assert.match(await note.textContent(), /Your seat was given to a computer player/);
    await guest.page.waitForFunction(() => !window.yotta.state().net.connected, null, { timeout: 10000 });
    assert.match(await note.textContent(), /Your seat was given to a computer player/, "and it stays");
    await shot(guest.page, "clock-remote-guest");
    assert.deepEqual(host.problems, []);
  } finally {
    await guest?.close();
    await host.close();
  }
});
