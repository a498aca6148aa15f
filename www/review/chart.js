// @ts-check
// The review's score chart: one line per player over the turns (Ётта) or rounds
// (Оттава), drawn on a canvas in the page's own colours (read from the CSS custom
// properties, so it follows the theme; the players' colours darken on a light
// background), each player with its own colour, dash and marker shape so that the
// lines stay apart without colour too. The same numbers are
// in a table beside it for assistive technology (review.js).

/** Series colours for a dark background, and for a light one (the same hues, darker). */
const ON_DARK = ["#f5b400", "#3fa7ff", "#ff5f7a", "#44c78a", "#b98cff", "#ff8f3f", "#9aa7b0"];
const ON_LIGHT = ["#946000", "#0b5fad", "#c0144a", "#17744a", "#6b3fb8", "#b34700", "#4d5a64"];
const DASHES = [[], [7, 4], [2, 4], [10, 4, 2, 4], [4, 3], [1, 3], [12, 3]];
let light = false;

/** A player's colour in the chart and its legend (for the background last drawn on). @param {number} i */
export function seriesColour(i) {
  const c = light ? ON_LIGHT : ON_DARK;
  return c[i % c.length];
}

/** True if the CSS colour `css` is light (relative luminance above one half). */
function isLight(/** @type {CanvasRenderingContext2D} */ ctx, /** @type {string} */ css) {
  ctx.fillStyle = "#000";
  ctx.fillStyle = css;
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(String(ctx.fillStyle));
  if (!m) return false;
  const [r, g, b] = m.slice(1).map((x) => parseInt(x, 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5;
}

/**
 * @param {CanvasRenderingContext2D} ctx @param {number} i @param {number} x @param {number} y @param {number} r
 */
function marker(ctx, i, x, y, r) {
  ctx.beginPath();
  switch (i % 4) {
    case 0:
      ctx.arc(x, y, r, 0, Math.PI * 2);
      break;
    case 1:
      ctx.rect(x - r, y - r, 2 * r, 2 * r);
      break;
    case 2:
      ctx.moveTo(x, y - r * 1.2);
      ctx.lineTo(x + r * 1.1, y + r * 0.8);
      ctx.lineTo(x - r * 1.1, y + r * 0.8);
      ctx.closePath();
      break;
    default:
      ctx.moveTo(x, y - r * 1.2);
      ctx.lineTo(x + r * 1.2, y);
      ctx.lineTo(x, y + r * 1.2);
      ctx.lineTo(x - r * 1.2, y);
      ctx.closePath();
  }
  ctx.fill();
}

/**
 * Draws the chart.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} w @param {number} h CSS pixels
 * @param {{ names: string[], points: number[][], mark?: number, xLabel?: string }} data `points[k][i]`:
 *   player i's total after step k (step 0 is the start); `mark`: a step to highlight;
 *   `xLabel`: what a step is (turn, round), written under the axis
 * @param {Element} themeFrom the element whose CSS colours the chart takes
 */
export function drawChart(ctx, w, h, data, themeFrom) {
  const css = getComputedStyle(themeFrom);
  const ink = css.getPropertyValue("--ink").trim() || "#f3f6f2";
  const muted = css.getPropertyValue("--muted").trim() || "#b9cbbf";
  const panel = css.getPropertyValue("--panel").trim() || "#173328";
  ctx.clearRect(0, 0, w, h);
  light = isLight(ctx, panel);
  ctx.fillStyle = panel;
  ctx.fillRect(0, 0, w, h);
  const steps = data.points.length;
  const players = data.names.length;
  const max = Math.max(10, ...data.points.flat());
  // A round scale: 1, 2 or 5 times a power of ten, about five lines.
  const raw = max / 5;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((k) => k * mag).find((v) => v >= raw) ?? raw;
  const top = Math.ceil(max / step) * step;
  const font = Math.max(11, Math.min(14, w / 40));
  ctx.font = `${font}px system-ui, sans-serif`;
  const left = ctx.measureText(String(top)).width + 12;
  const right = 12;
  const legendRows = Math.ceil(players / Math.max(1, Math.floor((w - left) / 130)));
  const bottom = font * 2 + 8 + legendRows * (font + 8);
  const topPad = 10;
  const pw = Math.max(10, w - left - right);
  const ph = Math.max(10, h - topPad - bottom);
  const X = (/** @type {number} */ k) => left + (steps > 1 ? (k / (steps - 1)) * pw : pw / 2);
  const Y = (/** @type {number} */ v) => topPad + ph - (v / top) * ph;

  // Grid and axis labels.
  ctx.strokeStyle = muted;
  ctx.globalAlpha = 0.35;
  ctx.lineWidth = 1;
  for (let v = 0; v <= top; v += step) {
    ctx.beginPath();
    ctx.moveTo(left, Math.round(Y(v)) + 0.5);
    ctx.lineTo(left + pw, Math.round(Y(v)) + 0.5);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  ctx.fillStyle = muted;
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  for (let v = 0; v <= top; v += step) ctx.fillText(String(v), left - 6, Y(v));
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  const every = Math.max(1, Math.ceil((steps * font * 2.2) / pw));
  for (let k = 0; k < steps; k += every) ctx.fillText(String(k), X(k), topPad + ph + 4);
  if (data.xLabel) {
    ctx.textAlign = "right";
    ctx.fillText(data.xLabel, left + pw, topPad + ph + font + 8);
  }
  if (data.mark !== undefined && data.mark >= 0 && data.mark < steps) {
    ctx.strokeStyle = ink;
    ctx.globalAlpha = 0.6;
    ctx.setLineDash([3, 3]);
    ctx.beginPath();
    ctx.moveTo(X(data.mark), topPad);
    ctx.lineTo(X(data.mark), topPad + ph);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
  }

  // One line per player.
  const r = steps > 40 ? 2 : 3.5;
  for (let i = 0; i < players; i++) {
    ctx.strokeStyle = seriesColour(i);
    ctx.fillStyle = seriesColour(i);
    ctx.lineWidth = 2.5;
    ctx.setLineDash(DASHES[i % DASHES.length]);
    ctx.beginPath();
    data.points.forEach((p, k) => (k ? ctx.lineTo(X(k), Y(p[i])) : ctx.moveTo(X(k), Y(p[i]))));
    ctx.stroke();
    ctx.setLineDash([]);
    data.points.forEach((p, k) => {
      if (steps <= 60 || k === steps - 1) marker(ctx, i, X(k), Y(p[i]), r);
    });
  }

  // The legend, under the axis.
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  let lx = left;
  let ly = topPad + ph + font + 14 + font / 2;
  for (let i = 0; i < players; i++) {
    const label = `${data.names[i]}: ${data.points[steps - 1]?.[i] ?? 0}`;
    const wd = 34 + ctx.measureText(label).width + 16;
    if (lx + wd > w && lx > left) {
      lx = left;
      ly += font + 8;
    }
    ctx.strokeStyle = seriesColour(i);
    ctx.fillStyle = seriesColour(i);
    ctx.lineWidth = 2.5;
    ctx.setLineDash(DASHES[i % DASHES.length]);
    ctx.beginPath();
    ctx.moveTo(lx, ly);
    ctx.lineTo(lx + 26, ly);
    ctx.stroke();
    ctx.setLineDash([]);
    marker(ctx, i, lx + 13, ly, r);
    ctx.fillStyle = ink;
    ctx.fillText(label, lx + 32, ly);
    lx += wd;
  }
}
