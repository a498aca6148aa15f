// @ts-check
// The first screen's picture: a hand of Ётта cards (all four shapes, colours and
// numbers, and a wild) beside a hand of Оттава cards, drawn by the two games' own
// card renderers.
import { drawCard as drawIota } from "../iota/cards.js";
import { drawCard as drawOttawa, CARD_ASPECT } from "../ottawa/cards.js";

/**
 * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} h
 */
export function drawHero(ctx, w, h) {
  const half = w / 2;
  // Ётта: five square cards in a fan, left half.
  const iota = ["1RC", "2GS", "3BT", "4YX", "W"];
  const s = Math.min(h * 0.62, (half * 0.9) / 3.6);
  fan(ctx, half * 0.5, h * 0.5, iota.length, s * 0.72, s, s, (i, x, y) => drawIota(ctx, iota[i], x, y, s, { shadow: true }));
  // Оттава: five poker-shaped cards in a fan, right half.
  const ottawa = ["7H", "8H", "8S", "9S", "AD"];
  const ch = Math.min(h * 0.8, (half * 0.9) / (CARD_ASPECT * 3.2));
  const cw = ch * CARD_ASPECT;
  fan(ctx, half * 1.5, h * 0.48, ottawa.length, cw * 0.62, cw, ch, (i, x, y) => drawOttawa(ctx, ottawa[i], x, y, cw, ch, {}));
}

/**
 * Draws `n` cards fanned around (cx, cy).
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} cx @param {number} cy @param {number} n @param {number} step
 * @param {number} cw @param {number} ch
 * @param {(i: number, x: number, y: number) => void} draw draws card i with its top-left at (x, y)
 */
function fan(ctx, cx, cy, n, step, cw, ch, draw) {
  for (let i = 0; i < n; i++) {
    const k = i - (n - 1) / 2;
    ctx.save();
    ctx.translate(cx + k * step, cy + Math.abs(k) * ch * 0.05);
    ctx.rotate(k * 0.08);
    draw(i, -cw / 2, -ch / 2);
    ctx.restore();
  }
}
