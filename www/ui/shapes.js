// @ts-check
// Paths shared by everything that draws on a canvas: the tables (through canvas.js)
// and the heat map (ui/heatmap.js, on the floor below canvas.js); the fan of cards.

/**
 * Draws a rounded rectangle path.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {number} r
 */
export function roundRect(ctx, x, y, w, h, r) {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

/**
 * Draws `n` cards fanned around (cx, cy): card i turned by a little more than the one
 * before, each a step to the right and the outer ones a little lower.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} cx @param {number} cy @param {number} n @param {number} step
 * @param {number} cw @param {number} ch
 * @param {(i: number, x: number, y: number) => void} draw draws card i with its top-left at (x, y)
 */
export function fan(ctx, cx, cy, n, step, cw, ch, draw) {
  for (let i = 0; i < n; i++) {
    const k = i - (n - 1) / 2;
    ctx.save();
    ctx.translate(cx + k * step, cy + Math.abs(k) * ch * 0.05);
    ctx.rotate(k * 0.08);
    draw(i, -cw / 2, -ch / 2);
    ctx.restore();
  }
}
