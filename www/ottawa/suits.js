// @ts-check
// The ink of the Оттава cards: the font, the paper, the colours of the suits, and the
// suit symbols (pips) traced with canvas paths.

/** The font stack: whatever sans-serif the device has (nothing is fetched). */
export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const INK = "#1b1b1f";
export const RED = "#c8102e";
export const PAPER = "#fffdf7";
export const EDGE = "#8a8a8a";

/**
 * The colour of a suit's pips and indices. Two-colour: clubs and spades black,
 * diamonds and hearts red. Four-colour (for colour-blind players and glanceability):
 * clubs green, diamonds blue.
 * @param {string} suit one of C D H S
 * @param {boolean} [fourColour]
 */
export function suitColour(suit, fourColour = false) {
  switch (suit) {
    case "C":
      return fourColour ? "#107a3c" : INK;
    case "D":
      return fourColour ? "#1459c4" : RED;
    case "H":
      return RED;
    default:
      return INK;
  }
}

/**
 * Traces a suit symbol as a path centred on (0, 0), one unit high, pointing up.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} suit
 */
function traceSuit(ctx, suit) {
  ctx.beginPath();
  switch (suit) {
    case "H":
      ctx.moveTo(0, 0.5);
      ctx.bezierCurveTo(-0.12, 0.32, -0.5, 0.1, -0.5, -0.2);
      ctx.bezierCurveTo(-0.5, -0.4, -0.36, -0.5, -0.24, -0.5);
      ctx.bezierCurveTo(-0.1, -0.5, -0.02, -0.42, 0, -0.3);
      ctx.bezierCurveTo(0.02, -0.42, 0.1, -0.5, 0.24, -0.5);
      ctx.bezierCurveTo(0.36, -0.5, 0.5, -0.4, 0.5, -0.2);
      ctx.bezierCurveTo(0.5, 0.1, 0.12, 0.32, 0, 0.5);
      break;
    case "D":
      ctx.moveTo(0, -0.5);
      ctx.quadraticCurveTo(0.16, -0.22, 0.4, 0);
      ctx.quadraticCurveTo(0.16, 0.22, 0, 0.5);
      ctx.quadraticCurveTo(-0.16, 0.22, -0.4, 0);
      ctx.quadraticCurveTo(-0.16, -0.22, 0, -0.5);
      break;
    case "S":
      ctx.moveTo(0, -0.5);
      ctx.bezierCurveTo(-0.1, -0.34, -0.5, -0.14, -0.5, 0.1);
      ctx.bezierCurveTo(-0.5, 0.3, -0.32, 0.38, -0.2, 0.36);
      ctx.bezierCurveTo(-0.1, 0.35, -0.04, 0.3, -0.02, 0.24);
      ctx.quadraticCurveTo(-0.06, 0.44, -0.2, 0.5);
      ctx.lineTo(0.2, 0.5);
      ctx.quadraticCurveTo(0.06, 0.44, 0.02, 0.24);
      ctx.bezierCurveTo(0.04, 0.3, 0.1, 0.35, 0.2, 0.36);
      ctx.bezierCurveTo(0.32, 0.38, 0.5, 0.3, 0.5, 0.1);
      ctx.bezierCurveTo(0.5, -0.14, 0.1, -0.34, 0, -0.5);
      break;
    default: {
      // C: three leaves and a flared stem, all traced the same way round so the
      // non-zero fill makes one shape.
      const r = 0.205;
      /** @type {[number, number][]} */
      const leaves = [
        [0, -0.27],
        [-0.26, 0.08],
        [0.26, 0.08],
      ];
      for (const [cx, cy] of leaves) {
        ctx.moveTo(cx + r, cy);
        ctx.arc(cx, cy, r, 0, Math.PI * 2);
      }
      ctx.moveTo(-0.12, -0.06);
      ctx.lineTo(0.12, -0.06);
      ctx.lineTo(0.12, 0.12);
      ctx.lineTo(-0.12, 0.12);
      ctx.closePath();
      ctx.moveTo(-0.03, 0.1);
      ctx.quadraticCurveTo(-0.05, 0.4, -0.2, 0.5);
      ctx.lineTo(0.2, 0.5);
      ctx.quadraticCurveTo(0.05, 0.4, 0.03, 0.1);
      ctx.closePath();
    }
  }
}

/**
 * Draws a suit symbol (a pip) centred on (cx, cy), `size` high.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} suit one of C D H S
 * @param {number} cx
 * @param {number} cy
 * @param {number} size
 * @param {string} colour
 * @param {boolean} [flip] upside down (pips on the lower half of a card)
 */
export function drawSuit(ctx, suit, cx, cy, size, colour, flip = false) {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(size, flip ? -size : size);
  traceSuit(ctx, suit);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.restore();
}
