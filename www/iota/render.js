// @ts-check
// Draws the Ётта grid: cards on the grid, staged cards, the latest move, legal and
// dead cells, the scored lines of the preview, a hint's ghost cards and the keyboard
// cursor (the still scene, redrawn when it changes), and the cards in flight over it
// (every animation frame, from bitmaps). It reads the state and the view, and changes
// nothing.
import { drawCard, drawCardFast, drawCardScaled, drawCardBitmap } from "./cards.js";
import { roundRect, Layer } from "../canvas.js";

/**
 * The camera: cell (x, y) covers the CSS-pixel square [ox + x*s, oy + y*s, s, s].
 * @typedef {{ ox: number, oy: number, s: number }} Viewport
 */

/**
 * A part's drawing on the grid, under the marks of the legal and dead cells (the heat
 * map: ./heat.js): the context, where the cells are, and "x,y" of every cell a card
 * covers now (on the grid or staged).
 * @typedef {(ctx: CanvasRenderingContext2D, g: Grid, occupied: Set<string>) => void} Painter
 */

/**
 * What the table shows beyond the state itself.
 * @typedef {object} Overlay
 * @property {[number, number, number?][]} legal cells where the picked-up card may go
 *   (third number 0: only together with more cards)
 * @property {[number, number][]} dead cells where no card can ever go
 * @property {Set<string>} last "x,y" of the latest move's cards
 * @property {{ x: number, y: number } | null} cursor the keyboard cursor, when shown
 * @property {{ x: number, y: number } | null} hover the cell under a dragged card
 * @property {{ cells: [number, number][], points: number }[]} lines scored lines of the preview
 * @property {[number, number][] | null} [fault] the cells of the line a refused play breaks
 * @property {{ card: string, x: number, y: number }[]} ghosts a hint's cards
 * @property {number | null} liftedStaged index of the staged card being dragged (drawn by the drag layer)
 * @property {Painter[]} layers the parts' drawings under the marks (`Table.layers`)
 */

/** The cell size the grid was last drawn at (one grid is shown at a time). */
const drawn = { cellSize: 0 };
/** The felt, kept while the grid's size stays the same. */
const felt = new Layer();

/** Cell background colours. */
const FELT = ["#1f4a3a", "#163629"];

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} w @param {number} h
 * @param {import("./staging.js").IotaState} st
 * @param {Viewport} vp
 * @param {Overlay} ov
 * @returns {boolean} whether the grid is to be drawn again once the cards' bitmaps are
 *   made (some were drawn at another size, scaled, or the cell size just changed)
 */
export function drawTable(ctx, w, h, st, vp, ov) {
  // The cards come from bitmaps (drawCardFast); when the cell size just changed (a
  // refit after a move, a pinch or a zoom, which draws new sizes every frame: no bitmap
  // would be used twice), from their bitmaps at the former size, scaled, until the
  // cells keep a size and its bitmaps are made (drawn again then: the result). The
  // felt, which depends on the canvas's size only, is kept in a layer of its own.
  const steady = drawn.cellSize === vp.s;
  drawn.cellSize = vp.s;
  /** @type {CardDraw} */
  const card = steady
    ? (ctx, code, x, y, size, style) => drawCardFast(ctx, code, x, y, size, style, true)
    : drawCardScaled;
  felt.draw(
    ctx,
    `felt|${w}|${h}`,
    (ctx) => {
      const g = ctx.createRadialGradient(w / 2, h / 2, 0, w / 2, h / 2, Math.max(w, h) * 0.7);
      g.addColorStop(0, FELT[0]);
      g.addColorStop(1, FELT[1]);
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w, h);
    },
    { copy: true },
  );

  const g = grid(ctx, w, h, vp);
  const occupied = new Set(st.board.map((p) => `${p.x},${p.y}`));
  for (const p of st.staged) occupied.add(`${p.x},${p.y}`);
  drawPlaces(g, occupied);
  for (const paint of ov.layers) paint(ctx, g, occupied);
  drawMarks(g, ov, occupied);
  const scaled = drawCards(g, st, ov, card);
  drawOver(g, ov);
  return scaled || !steady;
}

/**
 * Draws a card; true when drawn from a bitmap of another size, scaled.
 * @typedef {(ctx: CanvasRenderingContext2D, code: string, x: number, y: number, size: number,
 *   style?: import("./cards.js").CardStyle) => boolean} CardDraw
 */

/**
 * Where the grid's cells are on the canvas.
 * @typedef {{ ctx: CanvasRenderingContext2D, s: number, pad: number, cs: number, cx: (x: number) => number,
 *   cy: (y: number) => number, visible: (x: number, y: number) => boolean }} Grid
 * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} h @param {Viewport} vp @returns {Grid}
 */
function grid(ctx, w, h, vp) {
  const s = vp.s;
  const pad = Math.max(1, s * 0.04);
  const cs = s - 2 * pad;
  const cx = (/** @type {number} */ x) => vp.ox + x * s;
  const cy = (/** @type {number} */ y) => vp.oy + y * s;
  const visible = (/** @type {number} */ x, /** @type {number} */ y) =>
    cx(x) + s > 0 && cx(x) < w && cy(y) + s > 0 && cy(y) < h;
  return { ctx, s, pad, cs, cx, cy, visible };
}

/** Faint dots at the corners of cells around the grid, so empty cells read as places. @param {Grid} g @param {Set<string>} occupied */
function drawPlaces(g, occupied) {
  const { ctx, pad, cs, cx, cy, visible } = g;
  ctx.fillStyle = "rgba(255,255,255,0.08)";
  const seen = new Set();
  for (const k of occupied) {
    const [x, y] = k.split(",").map(Number);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const nk = `${x + dx},${y + dy}`;
      if (occupied.has(nk) || seen.has(nk)) continue;
      seen.add(nk);
      if (!visible(x + dx, y + dy)) continue;
      roundRect(ctx, cx(x + dx) + pad, cy(y + dy) + pad, cs, cs, cs * 0.12);
      ctx.fill();
    }
  }
}

/**
 * What lies under the cards: dead cells, the cells the picked-up card may go to, the
 * preview's scored lines.
 * @param {Grid} g @param {Overlay} ov @param {Set<string>} occupied
 */
function drawMarks(g, ov, occupied) {
  const { ctx, s, pad, cs, cx, cy, visible } = g;
  // Dead cells: dark, crossed.
  for (const [x, y] of ov.dead) {
    if (!visible(x, y) || occupied.has(`${x},${y}`)) continue;
    ctx.fillStyle = "rgba(10,10,10,0.45)";
    roundRect(ctx, cx(x) + pad, cy(y) + pad, cs, cs, cs * 0.12);
    ctx.fill();
    ctx.strokeStyle = "rgba(240,120,100,0.75)";
    ctx.lineWidth = Math.max(1.5, s * 0.05);
    const m = s * 0.3;
    ctx.beginPath();
    ctx.moveTo(cx(x) + m, cy(y) + m);
    ctx.lineTo(cx(x) + s - m, cy(y) + s - m);
    ctx.moveTo(cx(x) + s - m, cy(y) + m);
    ctx.lineTo(cx(x) + m, cy(y) + s - m);
    ctx.stroke();
  }

  // Legal cells for the picked-up card.
  for (const [x, y, alone] of ov.legal) {
    if (!visible(x, y)) continue;
    const strong = alone !== 0;
    ctx.fillStyle = strong ? "rgba(120,230,160,0.32)" : "rgba(120,230,160,0.1)";
    roundRect(ctx, cx(x) + pad, cy(y) + pad, cs, cs, cs * 0.12);
    ctx.fill();
    ctx.strokeStyle = strong ? "rgba(150,255,190,0.95)" : "rgba(150,255,190,0.6)";
    ctx.lineWidth = Math.max(1.5, s * (strong ? 0.045 : 0.03));
    if (!strong) ctx.setLineDash([s * 0.09, s * 0.07]);
    ctx.stroke();
    ctx.setLineDash([]);
  }

  // The scored lines of the preview, under the cards.
  for (const line of ov.lines) {
    const xs = line.cells.map((c) => c[0]);
    const ys = line.cells.map((c) => c[1]);
    const x0 = Math.min(...xs);
    const y0 = Math.min(...ys);
    const x1 = Math.max(...xs);
    const y1 = Math.max(...ys);
    ctx.fillStyle = "rgba(127,209,255,0.22)";
    roundRect(ctx, cx(x0) - pad, cy(y0) - pad, (x1 - x0 + 1) * s + 2 * pad, (y1 - y0 + 1) * s + 2 * pad, s * 0.16);
    ctx.fill();
  }
}

/**
 * The cards on the grid (a recycled wild shows the card put in its place) and the
 * cards staged this turn.
 * @param {Grid} g @param {import("./staging.js").IotaState} st @param {Overlay} ov @param {CardDraw} card
 */
function drawCards(g, st, ov, card) {
  const { ctx, s, pad, cs, cx, cy, visible } = g;
  let scaled = false;
  // Cards.
  for (const p of st.board) {
    if (!visible(p.x, p.y)) continue;
    const r = st.recycles.find((q) => q.x === p.x && q.y === p.y);
    if (r) {
      scaled = card(ctx, st.hand[r.item].card, cx(p.x) + pad, cy(p.y) + pad, cs, { staged: true }) || scaled;
      badge(ctx, cx(p.x) + s - pad, cy(p.y) + pad, s, "↺");
    } else {
      scaled = card(ctx, p.card, cx(p.x) + pad, cy(p.y) + pad, cs, { last: ov.last.has(`${p.x},${p.y}`) }) || scaled;
    }
  }
  st.staged.forEach((p, i) => {
    if (i === ov.liftedStaged || !visible(p.x, p.y)) return;
    scaled = card(ctx, st.hand[p.item].card, cx(p.x) + pad, cy(p.y) + pad, cs, { staged: true }) || scaled;
  });
  return scaled;
}

/**
 * What lies over the cards: the points of the scored lines, the line a refused play
 * breaks, a hint's ghosts, the cell under a dragged card, the keyboard cursor.
 * @param {Grid} g @param {Overlay} ov
 */
function drawOver(g, ov) {
  const { ctx, s, pad, cs, cx, cy, visible } = g;
  // Points of each scored line, at its end.
  for (const line of ov.lines) {
    const last = line.cells.reduce((a, b) => (b[0] + b[1] > a[0] + a[1] ? b : a));
    const horizontal = line.cells.every((c) => c[1] === line.cells[0][1]);
    const bx = horizontal ? cx(last[0]) + s : cx(last[0]) + s * 0.5;
    const by = horizontal ? cy(last[1]) + s * 0.5 : cy(last[1]) + s;
    pill(ctx, bx, by, s, `${line.points}`);
  }

  // The line a refused play breaks: outlined in red over its cards.
  if (ov.fault?.length) {
    const xs = ov.fault.map((c) => c[0]);
    const ys = ov.fault.map((c) => c[1]);
    const x0 = Math.min(...xs);
    const y0 = Math.min(...ys);
    ctx.strokeStyle = "#ff5a4f";
    ctx.lineWidth = Math.max(2, s * 0.07);
    roundRect(
      ctx,
      cx(x0) + pad / 2,
      cy(y0) + pad / 2,
      (Math.max(...xs) - x0 + 1) * s - pad,
      (Math.max(...ys) - y0 + 1) * s - pad,
      s * 0.16,
    );
    ctx.stroke();
  }

  // A hint's cards, as ghosts.
  for (const p of ov.ghosts) {
    if (!visible(p.x, p.y)) continue;
    ctx.save();
    ctx.globalAlpha = 0.6;
    drawCard(ctx, p.card, cx(p.x) + pad, cy(p.y) + pad, cs);
    ctx.restore();
    ctx.strokeStyle = "#ffe066";
    ctx.setLineDash([s * 0.1, s * 0.08]);
    ctx.lineWidth = Math.max(2, s * 0.05);
    roundRect(ctx, cx(p.x) + pad, cy(p.y) + pad, cs, cs, cs * 0.12);
    ctx.stroke();
    ctx.setLineDash([]);
  }

  // The cell under a dragged card.
  if (ov.hover) {
    ctx.strokeStyle = "#ffffff";
    ctx.lineWidth = Math.max(2, s * 0.06);
    roundRect(ctx, cx(ov.hover.x) + pad / 2, cy(ov.hover.y) + pad / 2, s - pad, s - pad, cs * 0.14);
    ctx.stroke();
  }

  // The keyboard cursor.
  if (ov.cursor) {
    const { x, y } = ov.cursor;
    ctx.strokeStyle = "#ffd400";
    ctx.lineWidth = Math.max(2.5, s * 0.07);
    ctx.setLineDash([]);
    roundRect(ctx, cx(x) + 1, cy(y) + 1, s - 2, s - 2, cs * 0.16);
    ctx.stroke();
    ctx.strokeStyle = "#000000";
    ctx.lineWidth = 1;
    roundRect(ctx, cx(x) + 1 + s * 0.05, cy(y) + 1 + s * 0.05, s - 2 - s * 0.1, s - 2 - s * 0.1, cs * 0.14);
    ctx.stroke();
  }
}

/**
 * A card in flight (an opponent's move): centre (px, py) in CSS pixels, `size` now and
 * `made` when it lands (its bitmap's size).
 * @typedef {{ card: string, px: number, py: number, size: number, made: number }} Flight
 */

/**
 * Draws the cards in flight, over the scene.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Flight[]} flights
 */
export function drawFlights(ctx, flights) {
  for (const f of flights) {
    drawCardBitmap(ctx, f.card, f.px - f.size / 2, f.py - f.size / 2, f.size, { shadow: true }, f.made);
  }
}

/**
 * A small round badge at a card's top-right corner.
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} s @param {string} text
 */
function badge(ctx, x, y, s, text) {
  const r = Math.max(6, s * 0.16);
  ctx.fillStyle = "#7fd1ff";
  ctx.beginPath();
  ctx.arc(x - r * 0.6, y + r * 0.6, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#0b2233";
  ctx.font = `700 ${r * 1.3}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x - r * 0.6, y + r * 0.65);
}

/**
 * A points label centred at (x, y).
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} s @param {string} text
 */
function pill(ctx, x, y, s, text) {
  const fs = Math.max(11, Math.min(18, s * 0.3));
  ctx.font = `700 ${fs}px system-ui, sans-serif`;
  const tw = ctx.measureText(text).width;
  const pw = tw + fs;
  const ph = fs * 1.5;
  ctx.fillStyle = "#7fd1ff";
  roundRect(ctx, x - pw / 2, y - ph / 2, pw, ph, ph / 2);
  ctx.fill();
  ctx.fillStyle = "#06202e";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x, y + 1);
}
