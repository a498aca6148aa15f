// @ts-check
// The writing on the Оттава table's canvas: labels with a soft shadow, pills, the
// dealer's chip, the opponents' card counts and the speech bubbles ("Pass").
import { roundRect } from "../canvas.js";

/**
 * A small white disc with a number (an opponent's card count).
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {string} text @param {number} r
 */
export function countChip(ctx, x, y, text, r) {
  ctx.save();
  ctx.font = `800 ${Math.round(r * 1.25)}px system-ui, sans-serif`;
  const w = Math.max(r * 2, ctx.measureText(text).width + r);
  ctx.shadowColor = "rgba(0,0,0,0.45)";
  ctx.shadowBlur = 3;
  pill(ctx, x - w / 2, y - r, w, r * 2, "#fffdf2");
  ctx.shadowBlur = 0;
  ctx.fillStyle = "#1b1b1f";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x, y + r * 0.08);
  ctx.restore();
}

/** Centred text with a soft shadow, cut to `maxW` with an ellipsis. */
export function label(
  /** @type {CanvasRenderingContext2D} */ ctx,
  /** @type {string} */ text,
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ size,
  /** @type {string} */ colour,
  bold = false,
  maxW = 0,
) {
  ctx.save();
  ctx.font = `${bold ? 700 : 500} ${Math.round(size)}px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  let s = text;
  if (maxW > 0 && ctx.measureText(s).width > maxW) {
    while (s.length > 1 && ctx.measureText(`${s}…`).width > maxW) s = s.slice(0, -1);
    s += "…";
  }
  if (colour !== "#2a2100") {
    ctx.shadowColor = "rgba(0,0,0,0.55)";
    ctx.shadowBlur = 3;
  }
  ctx.fillStyle = colour;
  ctx.fillText(s, x, y);
  ctx.restore();
}

/**
 * A rounded pill behind a label.
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {string} fill
 */
export function pill(ctx, x, y, w, h, fill) {
  roundRect(ctx, x, y, w, h, h / 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

/**
 * The dealer's chip: a white disc with a letter ("D", "С").
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} r @param {string} [letter]
 */
export function dealerChip(ctx, x, y, r, letter = "D") {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = "#fffbe9";
  ctx.shadowColor = "rgba(0,0,0,0.4)";
  ctx.shadowBlur = 3;
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.lineWidth = Math.max(1, r * 0.18);
  ctx.strokeStyle = "#b22222";
  ctx.stroke();
  ctx.fillStyle = "#b22222";
  ctx.font = `800 ${Math.round(r * 1.2)}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(letter, x, y + r * 0.06);
  ctx.restore();
}

/** A speech bubble centred above (x, y), kept inside the table's width `w`. */
export function drawBubble(
  /** @type {CanvasRenderingContext2D} */ ctx,
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {string} */ text,
  /** @type {number} */ width,
) {
  ctx.save();
  ctx.font = "700 14px system-ui, sans-serif";
  const tw = ctx.measureText(text).width;
  const bw = tw + 18;
  const h = 26;
  const bx = Math.max(4, Math.min(width - bw - 4, x - bw / 2));
  const by = y - h;
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = 6;
  pill(ctx, bx, by, bw, h, "#fffdf2");
  ctx.shadowBlur = 0;
  ctx.fillStyle = "#222";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, bx + bw / 2, by + h / 2 + 1);
  ctx.restore();
}
