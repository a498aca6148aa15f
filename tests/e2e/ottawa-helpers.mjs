// Helpers of the Оттава table's end-to-end tests: wait for a person's turn, read what
// the table offers (the engine's legal moves in `state().view.legal`), and act as a
// person would: tap or drag a card, tap the stock, press Pass.
import { open } from "./lib.mjs";

/** The controller's state. */
export const state = (page) => page.evaluate(() => window.yotta.state());

/** Opens a game from URL parameters and waits until a person is to play. */
export async function openGame(page, base, query) {
  await open(page, `${base}?${query}`);
  await waitForTurn(page);
}

/**
 * Waits until nothing moves and either the seat on screen is to play, or the round
 * or the match is over.
 */
export async function waitForTurn(page, timeout = 60000) {
  await page.waitForFunction(
    () => {
      const s = window.yotta?.state?.();
      if (s?.game !== "ottawa" || s.busy) return false;
      const v = s.view;
      return v.over || v.roundOver || (v.toMove === v.seat && v.legal.length > 0);
    },
    null,
    { timeout },
  );
}

/** Waits until the table is still (no computer thinking, no card flying). */
export async function waitIdle(page, timeout = 30000) {
  await page.waitForFunction(() => window.yotta?.state?.()?.busy === false, null, { timeout });
}

/** Viewport centre of the card `code` of the shown hand. */
export async function cardCenter(page, code) {
  const c = await page.evaluate((code) => {
    const i = window.yotta.state().view.hand.indexOf(code);
    return i < 0 ? null : window.yotta.handCardCenter(i);
  }, code);
  if (!c) throw new Error(`${code} is not in the hand`);
  return c;
}

/** Taps (mouse click, or a touch when `touch`) the card `code` of the hand. */
export async function tapCard(page, code, touch = false) {
  const c = await cardCenter(page, code);
  if (touch) await page.touchscreen.tap(c.x, c.y);
  else await page.mouse.click(c.x, c.y);
}

/** Drags the card `code` onto the discard pile with the mouse, in small steps. */
export async function dragToPile(page, code) {
  const from = await cardCenter(page, code);
  const to = await page.evaluate(() => window.yotta.pileCenter());
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y - 12, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

/** Taps the stock. */
export async function tapStock(page, touch = false) {
  const c = await page.evaluate(() => window.yotta.stockCenter());
  if (touch) await page.touchscreen.tap(c.x, c.y);
  else await page.mouse.click(c.x, c.y);
}

/** The cards the seat on screen may play now. */
export async function playable(page) {
  const s = await state(page);
  return s.view.legal.filter((m) => typeof m.card === "string").map((m) => m.card);
}

/**
 * Makes one simple move for the person to play, as a person would: taps the first
 * playable card, else passes (if allowed), else draws. Returns what it did.
 */
export async function simpleMove(page, touch = false) {
  const s = await state(page);
  const legal = s.view.legal;
  const card = legal.find((m) => typeof m.card === "string");
  if (card) {
    await tapCard(page, card.card, touch);
    return { card: card.card };
  }
  if (legal.some((m) => m.pass)) {
    if (touch) {
      const b = await page.locator("[data-action=pass]").boundingBox();
      await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    } else await page.click("[data-action=pass]");
    return { pass: true };
  }
  if (legal.some((m) => m.draw)) {
    await tapStock(page, touch);
    return { draw: true };
  }
  throw new Error(`no move offered: ${JSON.stringify(legal)}`);
}

/**
 * The person's turns, one view each, until `done()`, `maxTurns` turns or the end of the
 * match: waits for each turn and deals the next round (a tap on phones) when one ends.
 */
export async function* turns(page, maxTurns, done = () => false, { touch = false } = {}) {
  for (let turn = 0; turn < maxTurns && !done(); turn++) {
    await waitForTurn(page);
    const v = (await state(page)).view;
    if (v.over) return;
    if (v.roundOver) {
      const next = page.locator("[data-action=next-round]");
      await (touch ? next.tap() : next.click());
      continue;
    }
    yield v;
  }
}

/** Plays simple moves until the round (or the match) is over. */
export async function playOutRound(page, { touch = false, maxMoves = 400 } = {}) {
  for (let k = 0; k < maxMoves; k++) {
    await waitForTurn(page);
    const v = (await state(page)).view;
    if (v.roundOver || v.over) return v;
    const before = JSON.stringify([v.hand, v.top, v.hasDrawn, v.stock]);
    await simpleMove(page, touch);
    // The move must have been taken: the view changes (or the turn passes).
    await page.waitForFunction(
      (before) => {
        const v = window.yotta.state().view;
        return JSON.stringify([v.hand, v.top, v.hasDrawn, v.stock]) !== before || v.toMove !== v.seat || v.roundOver;
      },
      before,
      { timeout: 10000 },
    );
  }
  throw new Error("the round did not end");
}

/** The visible status line above the table. */
export const statusText = (page) => page.textContent(".ot-status");
