// Helpers of the Ётта table's end-to-end tests: wait for a person's turn, find a
// good play the way a person would see it (the engine's suggestion), and drive the
// mouse, the touchscreen and the keyboard.
import { open } from "./lib.mjs";

/** Opens a game from URL parameters and waits until a person is to play. */
export async function openGame(page, base, query) {
  await open(page, `${base}?${query}`);
  await waitForTurn(page);
}

/** Waits until the seat on screen is to play and nothing is moving. */
export async function waitForTurn(page, timeout = 30000) {
  await page.waitForFunction(
    () => {
      const s = window.yotta?.state?.();
      return s && s.game === "iota" && !s.busy && !s.view.over && s.view.toMove === s.view.seat;
    },
    null,
    { timeout },
  );
}

/** The controller's state. */
export const state = (page) => page.evaluate(() => window.yotta.state());

/**
 * A play for the person to move, from the engine's hard player; null when it
 * would pass or trade.
 */
export async function suggestedPlay(page) {
  return page.evaluate(() => {
    const r = window.yotta.suggest("hard");
    return r.ok && r.move.place && !r.move.recycle ? r.move.place : null;
  });
}

/** The hand index of `card` among the cards not yet used this turn. */
export async function handIndex(page, card, taken = []) {
  const hand = (await state(page)).view.hand;
  for (let i = 0; i < hand.length; i++) if (hand[i] === card && !taken.includes(i)) return i;
  throw new Error(`${card} is not in the hand ${hand}`);
}

/** Drags hand card `i` onto cell (x, y) with the mouse, in small steps. */
export async function dragToCell(page, i, x, y) {
  const from = await page.evaluate((i) => window.yotta.handCardCenter(i), i);
  const to = await page.evaluate(([x, y]) => window.yotta.cellCenter(x, y), [x, y]);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y - 10, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** Plays `place` by dragging each card, returns the hand indices used. */
export async function dragPlay(page, place) {
  const used = [];
  for (const p of place) {
    const i = await handIndex(page, p.card, used);
    used.push(i);
    await dragToCell(page, i, p.x, p.y);
  }
  return used;
}

/** The text of the info line under the grid. */
export const infoText = (page) => page.textContent("[data-role=info]");
