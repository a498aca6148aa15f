// Helpers of the rematch tests (rematch*.test.mjs): Оттава played on the seat to move's
// device as the host's engine says, and the host's Rematch with the guests' answers.
import assert from "node:assert/strict";
import { hostState, act, ottawaMove } from "./relay-helpers.mjs";

/**
 * Plays Оттава moves on the device of the seat to move (`devices[seat]`, else the host;
 * a computer's seat moves by itself) until the game is over or `max` moves are made.
 * @returns {Promise<number>} the moves made
 */
export async function playOn(host, devices, max = 1000) {
  let moves = 0;
  for (;;) {
    const s = await hostState(host);
    if (s.over || moves >= max) return moves;
    const seat = s.toMove;
    const kind = await host.page.evaluate((x) => window.yotta.state().net.seats[x]?.kind, seat);
    if (kind === "ai") {
      await host.page.waitForFunction((key) => JSON.stringify(window.yotta.seatView(0)) !== key, s.key, {
        timeout: 30000,
      });
    } else {
      const v = await host.page.evaluate((x) => window.yotta.seatView(x), seat);
      await act(devices[seat]?.page ?? host.page, ottawaMove(v), seat, host);
    }
    moves++;
  }
}

/** The host's Rematch at the end, and the guests' answers: `answers[seat]` true plays on, false leaves. */
export async function rematch(host, guests, answers) {
  await host.page.locator('[data-action="rematch"]').click();
  for (const [seat, play] of Object.entries(answers)) {
    const g = guests[seat];
    const offer = g.page.locator('[data-role="rematch-offer"]');
    await offer.waitFor({ timeout: 30000 });
    assert.match(await offer.textContent(), /offers a rematch/);
    await g.page.click(`[data-role="rematch-offer"] [data-action="${play ? "accept-rematch" : "leave-rematch"}"]`);
  }
}
