// @ts-check
// The Оттава card renderer: French-suited faces and backs drawn with canvas paths and
// text only (no image files, no web fonts), used by the table, the menu and "How to
// play". Everything is drawn in the context's current units (CSS pixels when the
// canvas helper has applied the devicePixelRatio transform), so cards stay crisp at any
// devicePixelRatio; outlines are snapped to device pixels.
//
// Card codes are the API's (docs/api.md, "Оттава card"): rank `2`–`9`, `T` (`10` accepted),
// `J`, `Q`, `K`, `A`, then suit `C` `D` `H` `S`; lower case and spaces accepted.
//
// This file draws one card (its face, its back); ./deck.js holds the notation,
// ./suits.js the ink and the pips, ./court.js the court figures, ./halo.js the glow or
// shadow, ./card-bitmaps.js the copies from bitmaps the table draws with.

import { roundRect, deviceScale } from "../canvas.js";
import { parseCard, rankLabel } from "./deck.js";
import { FONT, PAPER, EDGE, suitColour, drawSuit } from "./suits.js";
import { drawCourt } from "./court.js";
import { drawHalo } from "./halo.js";

export { CARD_ASPECT, RANKS, SUITS, parseCard, rankLabel, sortHand } from "./deck.js";
export { suitColour, drawSuit } from "./suits.js";

/**
 * @typedef {object} CardStyle
 * @property {boolean} [fourColour] clubs green and diamonds blue
 * @property {boolean} [faceDown] draw the back
 * @property {boolean | string} [highlight] a glowing outline (true: gold; or a CSS colour)
 * @property {boolean} [dim] grey the face (a card that cannot be played now)
 * @property {boolean} [shadow] a soft drop shadow (default true)
 * @property {string} [lang] "ru" draws В Д К Т indices
 * @property {string} [back] back colour: "red" (default) or "blue"
 * @property {boolean} [compact] big indices and one big symbol (default: when the card
 *   is under 64 units wide); for fanned hands, where only the left edge shows
 */

/**
 * Draws one card with its top-left corner at (x, y), `w` × `h` (use `CARD_ASPECT`).
 * Unknown codes draw as a back, so a broken view never breaks the table.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string | null} code a card code, or null for a back
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {CardStyle} [style]
 */
export function drawCard(ctx, code, x, y, w, h, style = {}) {
  const card = code == null ? null : parseCard(code);
  const ds = deviceScale(ctx);
  // Snap the outline to the device pixel grid so edges stay sharp.
  const snap = (/** @type {number} */ v) => Math.round(v * ds) / ds;
  const x0 = snap(x);
  const y0 = snap(y);
  const x1 = snap(x + w);
  const y1 = snap(y + h);
  const cw = x1 - x0;
  const ch = y1 - y0;
  const r = Math.max(2, cw * 0.07);
  const hair = 1 / ds;

  ctx.save();
  // Shadow and highlight glow.
  if (style.highlight) {
    drawHalo(ctx, x0, y0, cw, ch, r, ds, typeof style.highlight === "string" ? style.highlight : "#ffc21a");
  } else if (style.shadow !== false) {
    drawHalo(ctx, x0, y0, cw, ch, r, ds, null);
  }

  if (!card || style.faceDown) {
    drawBackInside(ctx, x0, y0, cw, ch, r, hair, style.back);
  } else {
    roundRect(ctx, x0, y0, cw, ch, r);
    ctx.fillStyle = PAPER;
    ctx.fill();
    ctx.save();
    ctx.clip();
    drawFace(ctx, card, x0, y0, cw, ch, style);
    ctx.restore();
    roundRect(ctx, x0 + hair / 2, y0 + hair / 2, cw - hair, ch - hair, r);
    ctx.lineWidth = hair;
    ctx.strokeStyle = EDGE;
    ctx.stroke();
    if (style.dim) {
      roundRect(ctx, x0, y0, cw, ch, r);
      ctx.fillStyle = "rgba(40,48,44,0.28)";
      ctx.fill();
    }
  }
  if (style.highlight) {
    const glow = typeof style.highlight === "string" ? style.highlight : "#ffc21a";
    roundRect(ctx, x0 + hair, y0 + hair, cw - 2 * hair, ch - 2 * hair, r);
    ctx.lineWidth = Math.max(2 * hair, cw * 0.035);
    ctx.strokeStyle = glow;
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * Draws a card back (same as `drawCard(ctx, null, …)`).
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {CardStyle} [style]
 */
export function drawBack(ctx, x, y, w, h, style = {}) {
  drawCard(ctx, null, x, y, w, h, { ...style, faceDown: true });
}

/**
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {number} r @param {number} hair @param {string} [back]
 */
function drawBackInside(ctx, x, y, w, h, r, hair, back = "red") {
  const [base, line, rim] =
    back === "blue"
      ? ["#1d4f91", "rgba(255,255,255,0.28)", "#163d70"]
      : ["#a3172b", "rgba(255,255,255,0.26)", "#7d0f20"];
  roundRect(ctx, x, y, w, h, r);
  ctx.fillStyle = "#fbfaf4";
  ctx.fill();
  const m = Math.max(2, w * 0.07);
  const ix = x + m;
  const iy = y + m;
  const iw = w - 2 * m;
  const ih = h - 2 * m;
  roundRect(ctx, ix, iy, iw, ih, Math.max(1, r - m / 2));
  ctx.fillStyle = base;
  ctx.fill();
  ctx.save();
  ctx.clip();
  // A diamond lattice with a dot in every other cell.
  const step = Math.max(4, w / 6);
  ctx.strokeStyle = line;
  ctx.lineWidth = Math.max(hair, w * 0.012);
  ctx.beginPath();
  for (let t = -ih; t < iw + ih; t += step) {
    ctx.moveTo(ix + t, iy);
    ctx.lineTo(ix + t + ih, iy + ih);
    ctx.moveTo(ix + t, iy + ih);
    ctx.lineTo(ix + t + ih, iy);
  }
  ctx.stroke();
  // A central medallion.
  const cx = x + w / 2;
  const cy = y + h / 2;
  // Never negative: a card narrower than its border (a canvas at a passing tiny size
  // while the page lays out) would make ellipse() throw.
  const mr = Math.max(0, Math.min(iw, ih) * 0.28);
  ctx.beginPath();
  ctx.ellipse(cx, cy, mr, mr * 1.25, 0, 0, Math.PI * 2);
  ctx.fillStyle = rim;
  ctx.fill();
  ctx.lineWidth = Math.max(hair, w * 0.02);
  ctx.strokeStyle = "rgba(255,255,255,0.7)";
  ctx.stroke();
  drawSuit(ctx, "S", cx, cy - mr * 0.45, mr * 0.7, "rgba(255,255,255,0.85)");
  drawSuit(ctx, "H", cx, cy + mr * 0.45, mr * 0.7, "rgba(255,255,255,0.85)", true);
  drawSuit(ctx, "D", cx - mr * 0.5, cy, mr * 0.55, "rgba(255,255,255,0.85)");
  drawSuit(ctx, "C", cx + mr * 0.5, cy, mr * 0.55, "rgba(255,255,255,0.85)");
  ctx.restore();
  roundRect(ctx, ix, iy, iw, ih, Math.max(1, r - m / 2));
  ctx.lineWidth = Math.max(hair, w * 0.015);
  ctx.strokeStyle = "rgba(255,255,255,0.55)";
  ctx.stroke();
  roundRect(ctx, x + hair / 2, y + hair / 2, w - hair, h - hair, r);
  ctx.lineWidth = hair;
  ctx.strokeStyle = EDGE;
  ctx.stroke();
}

/**
 * Pip positions of the number cards, as (column, row) in a 0..1 box; pips below the
 * middle are drawn upside down, as on printed cards.
 * @type {Record<string, [number, number][]>}
 */
const PIPS = {
  2: [
    [0.5, 0],
    [0.5, 1],
  ],
  3: [
    [0.5, 0],
    [0.5, 0.5],
    [0.5, 1],
  ],
  4: [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ],
  5: [
    [0, 0],
    [1, 0],
    [0.5, 0.5],
    [0, 1],
    [1, 1],
  ],
  6: [
    [0, 0],
    [1, 0],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  7: [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  8: [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0.5, 0.75],
    [0, 1],
    [1, 1],
  ],
  9: [
    [0, 0],
    [1, 0],
    [0, 1 / 3],
    [1, 1 / 3],
    [0.5, 0.5],
    [0, 2 / 3],
    [1, 2 / 3],
    [0, 1],
    [1, 1],
  ],
  T: [
    [0, 0],
    [1, 0],
    [0.5, 1 / 6],
    [0, 1 / 3],
    [1, 1 / 3],
    [0, 2 / 3],
    [1, 2 / 3],
    [0.5, 5 / 6],
    [0, 1],
    [1, 1],
  ],
};

/**
 * Draws the rank text fitted into a box (condensed sideways if too wide, e.g. "10").
 * @param {CanvasRenderingContext2D} ctx @param {string} text @param {number} cx @param {number} top
 * @param {number} size @param {number} maxWidth @param {string} colour
 */
function fitText(ctx, text, cx, top, size, maxWidth, colour) {
  ctx.font = `700 ${size}px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
  const m = ctx.measureText(text);
  const ascent = m.actualBoundingBoxAscent || size * 0.72;
  const sx = Math.min(1, maxWidth / Math.max(1, m.width));
  ctx.save();
  ctx.translate(cx, top + ascent);
  ctx.scale(sx, 1);
  ctx.fillStyle = colour;
  ctx.fillText(text, 0, 0);
  ctx.restore();
  return ascent;
}

/**
 * Draws a card's corner index (rank over suit) in the top-left corner of the card whose
 * top-left is (x, y); the caller rotates the context for the opposite corner.
 * @param {CanvasRenderingContext2D} ctx @param {string} label @param {string} suit @param {number} x @param {number} y
 * @param {number} w @param {boolean} compact @param {string} colour
 */
function drawIndex(ctx, label, suit, x, y, w, compact, colour) {
  const size = compact ? w * 0.34 : w * 0.2;
  const colW = compact ? w * 0.36 : w * 0.2;
  const cx = x + (compact ? w * 0.05 : w * 0.03) + colW / 2;
  const top = y + w * 0.06;
  const ascent = fitText(ctx, label, cx, top, size, colW, colour);
  const pip = compact ? w * 0.24 : w * 0.14;
  drawSuit(ctx, suit, cx, top + ascent + size * 0.14 + pip / 2, pip, colour);
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {{ rank: string, suit: string }} card
 * @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {CardStyle} style
 */
function drawFace(ctx, card, x, y, w, h, style) {
  const colour = suitColour(card.suit, style.fourColour);
  // Small cards (a hand on a phone) get big indices and a simplified middle: what
  // shows of a fanned card is its left edge, and it must read at a glance.
  const compact = style.compact ?? w < 64;
  const label = rankLabel(card.rank, style.lang);
  drawIndex(ctx, label, card.suit, x, y, w, compact, colour);
  ctx.save();
  ctx.translate(x + w, y + h);
  ctx.rotate(Math.PI);
  drawIndex(ctx, label, card.suit, 0, 0, w, compact, colour);
  ctx.restore();

  const court = card.rank === "J" || card.rank === "Q" || card.rank === "K";
  if (compact) {
    // One big symbol in the free middle-right area.
    const cx = x + w * 0.6;
    const cy = y + h * 0.5;
    if (court) drawCourt(ctx, card, x + w * 0.3, y + h * 0.2, w * 0.56, h * 0.6, style, true);
    else drawSuit(ctx, card.suit, cx, cy, w * (card.rank === "A" ? 0.5 : 0.42), colour);
    return;
  }
  if (card.rank === "A") {
    const size = w * (card.suit === "S" ? 0.52 : 0.42);
    if (card.suit === "S") {
      // The ace of spades: a larger pip with a fine ring, as printed decks do.
      ctx.beginPath();
      ctx.arc(x + w / 2, y + h / 2, size * 0.72, 0, Math.PI * 2);
      ctx.strokeStyle = colour;
      ctx.lineWidth = Math.max(0.7, w * 0.01);
      ctx.stroke();
    }
    drawSuit(ctx, card.suit, x + w / 2, y + h / 2, size, colour);
    return;
  }
  if (court) {
    drawCourt(ctx, card, x + w * 0.2, y + h * 0.11, w * 0.6, h * 0.78, style, false);
    return;
  }
  const pips = PIPS[card.rank];
  const left = x + w * 0.35;
  const right = x + w * 0.65;
  const top = y + h * 0.19;
  const bottom = y + h * 0.81;
  const size = w * 0.18;
  for (const [c, r] of pips) {
    const px = left + (right - left) * c;
    const py = top + (bottom - top) * r;
    drawSuit(ctx, card.suit, px, py, size, colour, r > 0.5);
  }
}
