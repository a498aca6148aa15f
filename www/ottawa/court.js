// @ts-check
// The court cards' figures (jack, queen, king) of the Оттава deck: a double-ended bust
// with its headgear and the suit's pip, drawn with canvas paths.
import { roundRect } from "../canvas.js";
import { INK, RED, suitColour, drawSuit } from "./suits.js";

/** Court palettes, traditional colours; the suit picks one so the twelve faces differ. */
const ROBES = {
  C: ["#1f4e9c", "#f2b807", RED],
  D: [RED, "#f2b807", "#1f4e9c"],
  H: ["#f2b807", RED, "#1f4e9c"],
  S: ["#1f4e9c", RED, "#f2b807"],
};
const SKIN = "#f7dcc0";

/**
 * A double-ended court figure (jack, queen or king) in the frame (fx, fy, fw, fh): a bust
 * with its headgear and a suit pip, drawn once and again turned half a turn.
 * @param {CanvasRenderingContext2D} ctx
 * @param {{ rank: string, suit: string }} card
 * @param {number} fx @param {number} fy @param {number} fw @param {number} fh
 * @param {import("./cards.js").CardStyle} style
 * @param {boolean} mini
 */
export function drawCourt(ctx, card, fx, fy, fw, fh, style, mini) {
  const colour = suitColour(card.suit, style.fourColour);
  const line = Math.max(0.6, fw * 0.018);
  ctx.save();
  roundRect(ctx, fx, fy, fw, fh, fw * 0.04);
  ctx.fillStyle = "#fbf3de";
  ctx.fill();
  ctx.save();
  ctx.clip();
  const cx = fx + fw / 2;
  const cy = fy + fh / 2;
  for (const turn of [0, 1]) {
    ctx.save();
    ctx.translate(cx, cy);
    if (turn) ctx.rotate(Math.PI);
    drawBust(ctx, card, fw, fh, colour, line, mini);
    ctx.restore();
  }
  // The dividing line between the two ends.
  ctx.beginPath();
  ctx.moveTo(fx, cy + fh * 0.03);
  ctx.lineTo(fx + fw, cy - fh * 0.03);
  ctx.strokeStyle = INK;
  ctx.lineWidth = line;
  ctx.stroke();
  ctx.restore();
  roundRect(ctx, fx, fy, fw, fh, fw * 0.04);
  ctx.strokeStyle = colour;
  ctx.lineWidth = line * 1.4;
  ctx.stroke();
  ctx.restore();
}

/**
 * A half figure's measures: `u` the horizontal unit, `v` the height of one half; its
 * robe's colours; the head's centre height and radius.
 * @typedef {{ ctx: CanvasRenderingContext2D, card: { rank: string, suit: string }, u: number, v: number,
 *   line: number, mini: boolean, robe: string, trim: string, accent: string, headY: number, headR: number }} Figure
 */

/**
 * One half of a court figure, drawn around the frame centre (0, 0), growing upward.
 * @param {CanvasRenderingContext2D} ctx
 * @param {{ rank: string, suit: string }} card
 * @param {number} fw @param {number} fh @param {string} colour @param {number} line @param {boolean} mini
 */
function drawBust(ctx, card, fw, fh, colour, line, mini) {
  const [robe, trim, accent] = ROBES[/** @type {"C"|"D"|"H"|"S"} */ (card.suit)];
  const u = fw; // horizontal unit
  const v = fh / 2; // height of one half
  ctx.lineJoin = "round";
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  /** @type {Figure} */
  const f = { ctx, card, u, v, line, mini, robe, trim, accent, headY: -0.66 * v, headR: 0.16 * u };
  drawRobe(f);
  drawHead(f);
  drawHeadgear(f);
  // What the figure holds: king a sceptre, queen a flower, jack a halberd.
  if (!mini) drawHeld(f);
  // The suit pip beside the head, and the rank letter on the other side.
  const pipSize = (mini ? 0.3 : 0.2) * u;
  drawSuit(ctx, card.suit, (mini ? 0.3 : 0.33) * u, -0.8 * v + pipSize / 2, pipSize, colour);
}

/** Shoulders, robe, the front band with buttons, the collar. @param {Figure} f */
function drawRobe(f) {
  const { ctx, u, v, line, mini, robe, trim, accent } = f;
  const stroke = () => ctx.stroke();
  // Shoulders and robe.
  ctx.beginPath();
  ctx.moveTo(-0.5 * u, 0.05 * v);
  ctx.lineTo(-0.5 * u, -0.24 * v);
  ctx.quadraticCurveTo(-0.42 * u, -0.42 * v, -0.12 * u, -0.46 * v);
  ctx.lineTo(0.12 * u, -0.46 * v);
  ctx.quadraticCurveTo(0.42 * u, -0.42 * v, 0.5 * u, -0.24 * v);
  ctx.lineTo(0.5 * u, 0.05 * v);
  ctx.closePath();
  ctx.fillStyle = robe;
  ctx.fill();
  stroke();
  // The front band with buttons.
  ctx.beginPath();
  ctx.moveTo(-0.1 * u, -0.46 * v);
  ctx.lineTo(0.1 * u, -0.46 * v);
  ctx.lineTo(0.16 * u, 0.05 * v);
  ctx.lineTo(-0.16 * u, 0.05 * v);
  ctx.closePath();
  ctx.fillStyle = trim;
  ctx.fill();
  stroke();
  if (!mini) {
    ctx.fillStyle = accent;
    for (const t of [0.36, 0.24, 0.12]) {
      ctx.beginPath();
      ctx.arc(0, -t * v, 0.03 * u, 0, Math.PI * 2);
      ctx.fill();
      stroke();
    }
    // Sleeve trim.
    ctx.beginPath();
    ctx.moveTo(-0.5 * u, -0.1 * v);
    ctx.quadraticCurveTo(-0.36 * u, -0.16 * v, -0.26 * u, -0.06 * v);
    ctx.moveTo(0.5 * u, -0.1 * v);
    ctx.quadraticCurveTo(0.36 * u, -0.16 * v, 0.26 * u, -0.06 * v);
    ctx.strokeStyle = trim;
    ctx.lineWidth = line * 2.2;
    ctx.stroke();
    ctx.strokeStyle = INK;
    ctx.lineWidth = line;
  }
  // Collar.
  ctx.beginPath();
  ctx.moveTo(-0.2 * u, -0.47 * v);
  ctx.quadraticCurveTo(0, -0.36 * v, 0.2 * u, -0.47 * v);
  ctx.quadraticCurveTo(0, -0.56 * v, -0.2 * u, -0.47 * v);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
  stroke();
}

/** Hair, face, the king's beard. @param {Figure} f */
function drawHead(f) {
  const { ctx, card, u, v, mini, headY, headR } = f;
  const stroke = () => ctx.stroke();
  // Hair behind the head (the queen's falls to the shoulders).
  if (card.rank === "Q") {
    ctx.beginPath();
    ctx.moveTo(-0.2 * u, -0.44 * v);
    ctx.quadraticCurveTo(-0.26 * u, -0.8 * v, 0, -0.82 * v);
    ctx.quadraticCurveTo(0.26 * u, -0.8 * v, 0.2 * u, -0.44 * v);
    ctx.closePath();
    ctx.fillStyle = "#b8862b";
    ctx.fill();
    stroke();
  }
  // Face.
  ctx.beginPath();
  ctx.ellipse(0, headY, headR, headR * 1.15, 0, 0, Math.PI * 2);
  ctx.fillStyle = SKIN;
  ctx.fill();
  stroke();
  if (!mini) {
    // Eyes, brows and mouth.
    ctx.fillStyle = INK;
    for (const s of [-1, 1]) {
      ctx.beginPath();
      ctx.arc(s * 0.05 * u, headY - 0.01 * v, Math.max(0.5, 0.014 * u), 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.beginPath();
    ctx.moveTo(-0.035 * u, headY + 0.07 * v);
    ctx.quadraticCurveTo(0, headY + 0.09 * v, 0.035 * u, headY + 0.07 * v);
    ctx.strokeStyle = RED;
    ctx.stroke();
    ctx.strokeStyle = INK;
  }
  if (card.rank === "K") {
    // Beard.
    ctx.beginPath();
    ctx.moveTo(-headR * 0.95, headY + 0.02 * v);
    ctx.quadraticCurveTo(-headR * 0.9, headY + 0.2 * v, 0, headY + 0.24 * v);
    ctx.quadraticCurveTo(headR * 0.9, headY + 0.2 * v, headR * 0.95, headY + 0.02 * v);
    ctx.quadraticCurveTo(0, headY + 0.1 * v, -headR * 0.95, headY + 0.02 * v);
    ctx.fillStyle = "#8a5a2b";
    ctx.fill();
    stroke();
  }
}

/** The king's crown, the queen's diadem, the jack's cap with a feather. @param {Figure} f */
function drawHeadgear(f) {
  const { ctx, card, u, v, mini, trim, accent, headY, headR } = f;
  const stroke = () => ctx.stroke();
  const top = headY - headR * 1.05;
  if (card.rank === "K") {
    ctx.beginPath();
    ctx.moveTo(-0.16 * u, top + 0.04 * v);
    ctx.lineTo(-0.18 * u, top - 0.16 * v);
    ctx.lineTo(-0.09 * u, top - 0.07 * v);
    ctx.lineTo(0, top - 0.2 * v);
    ctx.lineTo(0.09 * u, top - 0.07 * v);
    ctx.lineTo(0.18 * u, top - 0.16 * v);
    ctx.lineTo(0.16 * u, top + 0.04 * v);
    ctx.closePath();
    ctx.fillStyle = "#f2b807";
    ctx.fill();
    stroke();
    if (!mini) {
      ctx.fillStyle = accent === "#f2b807" ? RED : accent;
      for (const gx of [-0.08, 0, 0.08]) {
        ctx.beginPath();
        ctx.arc(gx * u, top - 0.02 * v, 0.022 * u, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  } else if (card.rank === "Q") {
    ctx.beginPath();
    ctx.moveTo(-0.14 * u, top + 0.05 * v);
    ctx.quadraticCurveTo(-0.14 * u, top - 0.08 * v, -0.07 * u, top - 0.06 * v);
    ctx.lineTo(0, top - 0.14 * v);
    ctx.lineTo(0.07 * u, top - 0.06 * v);
    ctx.quadraticCurveTo(0.14 * u, top - 0.08 * v, 0.14 * u, top + 0.05 * v);
    ctx.closePath();
    ctx.fillStyle = "#f2b807";
    ctx.fill();
    stroke();
    ctx.beginPath();
    ctx.arc(0, top - 0.15 * v, 0.03 * u, 0, Math.PI * 2);
    ctx.fillStyle = accent;
    ctx.fill();
    stroke();
  } else {
    // The jack's cap with a feather.
    ctx.beginPath();
    ctx.moveTo(-0.18 * u, top + 0.08 * v);
    ctx.quadraticCurveTo(-0.16 * u, top - 0.12 * v, 0.04 * u, top - 0.1 * v);
    ctx.quadraticCurveTo(0.2 * u, top - 0.06 * v, 0.18 * u, top + 0.08 * v);
    ctx.closePath();
    ctx.fillStyle = accent;
    ctx.fill();
    stroke();
    ctx.beginPath();
    ctx.moveTo(0.1 * u, top - 0.04 * v);
    ctx.quadraticCurveTo(0.3 * u, top - 0.2 * v, 0.36 * u, top - 0.3 * v);
    ctx.quadraticCurveTo(0.26 * u, top - 0.08 * v, 0.14 * u, top + 0.02 * v);
    ctx.closePath();
    ctx.fillStyle = trim;
    ctx.fill();
    stroke();
  }
}

/** A sceptre, a flower or a halberd. @param {Figure} f */
function drawHeld(f) {
  const { ctx, card, u, v, line } = f;
  const stroke = () => ctx.stroke();
  const hx = -0.36 * u;
  ctx.lineWidth = line * 1.6;
  ctx.beginPath();
  ctx.moveTo(hx, -0.05 * v);
  ctx.lineTo(hx + 0.06 * u, -0.78 * v);
  ctx.strokeStyle = card.rank === "J" ? "#6b4a2a" : "#c99a06";
  ctx.stroke();
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  const tx = hx + 0.06 * u;
  const ty = -0.8 * v;
  if (card.rank === "K") {
    ctx.beginPath();
    ctx.arc(tx, ty, 0.045 * u, 0, Math.PI * 2);
    ctx.fillStyle = "#f2b807";
    ctx.fill();
    stroke();
  } else if (card.rank === "Q") {
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2;
      ctx.beginPath();
      ctx.arc(tx + Math.cos(a) * 0.035 * u, ty + Math.sin(a) * 0.035 * u, 0.028 * u, 0, Math.PI * 2);
      ctx.fillStyle = RED;
      ctx.fill();
    }
    ctx.beginPath();
    ctx.arc(tx, ty, 0.02 * u, 0, Math.PI * 2);
    ctx.fillStyle = "#f2b807";
    ctx.fill();
  } else {
    ctx.beginPath();
    ctx.moveTo(tx, ty - 0.08 * v);
    ctx.lineTo(tx + 0.06 * u, ty + 0.02 * v);
    ctx.lineTo(tx, ty + 0.06 * v);
    ctx.lineTo(tx - 0.06 * u, ty + 0.02 * v);
    ctx.closePath();
    ctx.fillStyle = "#c9ccd2";
    ctx.fill();
    stroke();
  }
}
