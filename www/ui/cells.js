// @ts-check
// Grid cells, as the tables, the review and the embedded page place them: what all of
// them need to fit a grid on a canvas, and a position drawn with a play on it (the
// review's turns, a watcher's steps through the game so far).

/**
 * @typedef {{ card: string, x: number, y: number }} Placed a card on a cell
 * @typedef {(ctx: CanvasRenderingContext2D, card: string, x: number, y: number, w: number, h: number,
 *   o?: { dim?: boolean, staged?: boolean }) => void} CardDraw a game's card drawn in a box
 */

/** The bounds of a grid's cells (the least and greatest x and y; infinite for none). @param {{ x: number, y: number }[]} cells */
export function boundsOf(cells) {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of cells) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  return { x0, y0, x1, y1 };
}

/**
 * What a pane draws under its cards: the context and where the cells are (cell (x, y)
 * covers [cx(x), cy(y), s, s]).
 * @typedef {(ctx: CanvasRenderingContext2D, g: { s: number, cx: (x: number) => number, cy: (y: number) => number,
 *   visible: (x: number, y: number) => boolean }) => void} Under
 */

/**
 * Draws a grid with a move's cards on it (outlined), all of `cells` in view.
 * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} hh
 * @param {CardDraw} draw the game's card (www/games.js `cards.draw`)
 * @param {Placed[]} board @param {{ place: Placed[], recycle: Placed[] }} mv the play shown (outlined)
 * @param {{ x: number, y: number }[]} cells the cells kept in view
 * @param {Under} [under]
 */
export function drawPosition(ctx, w, hh, draw, board, mv, cells, under) {
  ctx.clearRect(0, 0, w, hh);
  ctx.fillStyle = "#163629";
  ctx.fillRect(0, 0, w, hh);
  const { x0, y0, x1, y1 } = boundsOf(cells);
  if (!Number.isFinite(x0)) return;
  const s = Math.min(64, (w - 8) / (x1 - x0 + 1), (hh - 8) / (y1 - y0 + 1));
  const ox = (w - s * (x1 - x0 + 1)) / 2 - x0 * s;
  const oy = (hh - s * (y1 - y0 + 1)) / 2 - y0 * s;
  const pad = Math.max(1, s * 0.04);
  const recycled = new Map(mv.recycle.map((r) => [`${r.x},${r.y}`, r.card]));
  const size = s - 2 * pad;
  under?.(ctx, { s, cx: (x) => ox + x * s, cy: (y) => oy + y * s, visible: () => true });
  for (const p of board)
    draw(ctx, recycled.get(`${p.x},${p.y}`) ?? p.card, ox + p.x * s + pad, oy + p.y * s + pad, size, size, {
      dim: false,
    });
  for (const p of [...mv.place, ...mv.recycle]) {
    if (mv.place.includes(p)) draw(ctx, p.card, ox + p.x * s + pad, oy + p.y * s + pad, size, size, { staged: true });
    ctx.strokeStyle = "#ffd400";
    ctx.lineWidth = Math.max(2, s * 0.08);
    ctx.strokeRect(ox + p.x * s + pad / 2, oy + p.y * s + pad / 2, s - pad, s - pad);
  }
}
