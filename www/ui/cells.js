// @ts-check
// Grid cells, as the tables, the review and the embedded page place them: what all of
// them need to fit a grid on a canvas.

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
