// @ts-check
// How long the Оттава table takes to show a computer's turn, at each speed setting.
// Pure (no DOM): the table paces its animations with it, and bench/ottawa-pace.mjs
// computes with it how long a person waits for the computer players.
//
// A computer's turn has one of four shapes (O5): "p" (play), "dp" (draw, then play),
// "dx" (draw, then pass) and "x" (pass). A turn that ends in a pass is shown as one
// short motion (a card slides to the seat while its "pass" bubble shows), not as a
// draw followed by a pass.

/** @typedef {"relaxed" | "normal" | "fast"} Speed */
/** @typedef {"p" | "dp" | "dx" | "x"} TurnShape */

/** The speed settings, slowest first. */
export const SPEEDS = /** @type {const} */ (["relaxed", "normal", "fast"]);
export const DEFAULT_SPEED = "normal";

/**
 * Milliseconds per speed: `think` before a computer's turn, `play` and `draw` flights,
 * `pass` the whole of a turn that ends in a pass (with or without a draw), `bubble` how
 * long a "pass" bubble stays.
 * @type {Record<Speed, { think: number, play: number, draw: number, pass: number, bubble: number }>}
 */
export const PACE = {
  relaxed: { think: 600, play: 450, draw: 380, pass: 700, bubble: 1400 },
  normal: { think: 220, play: 300, draw: 240, pass: 260, bubble: 1100 },
  fast: { think: 80, play: 180, draw: 150, pass: 120, bubble: 700 },
};

/** @param {unknown} s @returns {Speed} a known speed (the default for anything else) */
export function speedOf(s) {
  return SPEEDS.includes(/** @type {Speed} */ (s)) ? /** @type {Speed} */ (s) : DEFAULT_SPEED;
}

/**
 * The time (ms) the table takes to show one computer turn of this shape.
 * @param {string} shape "p", "dp", "dx" or "x" (a capital D, a draw that rebuilt the stock, counts as d)
 * @param {Speed} speed
 */
export function turnTime(shape, speed) {
  const p = PACE[speed];
  switch (shape.toLowerCase()) {
    case "p":
      return p.think + p.play;
    case "dp":
      return p.think + p.draw + p.play;
    case "dx":
    case "x":
      return p.pass;
    default:
      throw new Error(`unknown turn shape ${shape}`);
  }
}
