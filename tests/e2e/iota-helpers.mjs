// Helpers of the Ётта table's end-to-end tests: wait for a person's turn, find a
// good play the way a person would see it (the engine's suggestion), and drive the
// mouse, the touchscreen and the keyboard.
import { open, nextFrame } from "./lib.mjs";

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
  return page.evaluate(async () => {
    const r = await window.yotta.suggest("hard");
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

/**
 * The colour `[r, g, b]` the grid canvas shows at the point (`fx`, `fy`) of cell
 * (`x`, `y`) (fractions of the cell, 0–1), once the frame for what happened so far
 * is drawn.
 */
export async function cellPixel(page, x, y, fx = 0.5, fy = 0.5) {
  await nextFrame(page);
  return page.evaluate(
    ([x, y, fx, fy]) => {
      const c = /** @type {HTMLCanvasElement} */ (document.querySelector(".iota-stage canvas"));
      const r = c.getBoundingClientRect();
      const v = window.yotta.viewport();
      const k = c.width / r.width;
      const px = Math.round((v.ox + (x + fx) * v.s) * k);
      const py = Math.round((v.oy + (y + fy) * v.s) * k);
      const d = c.getContext("2d").getImageData(px, py, 1, 1).data;
      return [d[0], d[1], d[2]];
    },
    [x, y, fx, fy],
  );
}

/**
 * True if the card on cell (x, y) wears the ring of the latest move (orange, inside
 * the card's edge: www/iota/cards.js), read from the canvas.
 */
export async function hasLastMoveRing(page, x, y) {
  const s = (await page.evaluate(() => window.yotta.viewport())).s;
  const pad = Math.max(1, s * 0.04);
  const ring = Math.max(2, (s - 2 * pad) * 0.06);
  const [r, g, b] = await cellPixel(page, x, y, (pad + ring / 2) / s, 0.5);
  return r > 200 && g > 120 && g < 220 && b < 130;
}

/**
 * Plays the person's turns with the engine's suggestion of `level` (through the
 * controller), up to `turns` of them, or until `until()` (run in the page) holds.
 * @param {import("playwright-core").Page} page
 * @param {string} level
 * @param {number} turns
 * @param {(() => boolean) | null} [until]
 * @returns {Promise<{ played: number, reached: boolean }>} how many turns were played,
 *   and whether `until` came to hold (without `until`: whether all `turns` were played)
 */
export async function playTurns(page, level, turns, until = null) {
  for (let played = 0; ; played++) {
    await waitForTurn(page, 60000);
    if (until && (await page.evaluate(until))) return { played, reached: true };
    if (played === turns) return { played, reached: !until };
    const r = await page.evaluate(async (level) => window.yotta.play((await window.yotta.suggest(level)).move), level);
    if (!r.ok) throw new Error(`the suggested move was refused: ${JSON.stringify(r)}`);
  }
}

/**
 * Opens a two-player game against `easy` (motion reduced) and plays the person's easy
 * turns until the grid holds 60 cards or more, ready for a drag over it (used by
 * tests/e2e/iota-long.test.mjs and bench/page-measure.mjs). Throws if the game gives
 * no such grid with a card in hand.
 * @param {import("playwright-core").Page} page
 * @param {string} base the site's address
 * @returns {Promise<{ s: any, box: { x: number, y: number, width: number, height: number }, from: { x: number, y: number } }>}
 *   the state, the grid canvas's box, and the centre of the first hand card
 */
export async function openBigGrid(page, base) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, `${base}?game=iota&players=2&seed=grid-1&ai=easy`);
  const { reached } = await playTurns(page, "easy", 60, () => window.yotta.state().view.board.length >= 60);
  const s = await state(page);
  if (!reached || s.view.board.length < 60 || s.view.hand.length === 0)
    throw new Error(`no 60-card grid with a card in hand: ${s.view.board.length} cards, ${s.view.hand.length} in hand`);
  const box = await (await page.$(".iota-stage canvas"))?.boundingBox();
  if (!box) throw new Error("the grid's canvas is not on screen");
  const from = await page.evaluate(() => window.yotta.handCardCenter(0));
  return { s, box, from };
}
