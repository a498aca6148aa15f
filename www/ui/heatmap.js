// @ts-check
// The heat map's looks (issue 32, part 3), loaded only when a heat map is first shown
// (its own chunk in a release build): the colour scale, the cells drawn on a grid, the
// legend, the list a screen reader reads, the words of a cell. What a cell is worth is
// the engine's (`iotaHeat`, docs/api.md "Ётта: the heat map"): this draws it.
//
// The scale is cividis (Nuñez, Anderton and Renslow, 2018: a sequential scale from blue
// to yellow made to read the same with red-green colour blindness and in grey), sampled
// at five stops and taken from its 0.2 upward, so that its lowest colour still stands
// apart from the table's dark green felt. The brightest cell is the best one of this
// map; its number is on it when the cell is large enough, and in words on hover, on a
// tap, in the list and in the tip. A dead cell (no card can ever go there, Y13) keeps
// the table's own mark, a cross, never a colour alone; a cell no play of the hand
// reaches now is outlined only.
import { h } from "./dom.js";
import { translator } from "./i18n.js";
import { roundRect } from "./shapes.js";

/**
 * A cell of the heat map, as the engine gives it.
 * @typedef {{ x: number, y: number, best: number, dead: boolean }} HeatCell
 * Where the grid's cells are on a canvas: cell (x, y) covers the CSS-pixel square
 * [cx(x), cy(y), s, s].
 * @typedef {{ s: number, cx: (x: number) => number, cy: (y: number) => number,
 *   visible: (x: number, y: number) => boolean }} HeatGrid
 */

/** Cividis at 0, 0.25, 0.5, 0.75 and 1 (sRGB). */
const CIVIDIS = [
  [0, 34, 78],
  [54, 69, 108],
  [124, 123, 120],
  [188, 175, 111],
  [254, 232, 56],
];

/**
 * The heat map's styles (over the grid: the legend under the zoom buttons, the tip
 * over its cell), adopted as a constructed stylesheet when it is first shown (the CSP
 * allows no inline styles); in the shell's colours.
 */
const CSS = `
.view-ctrls button[data-action="heat"][aria-pressed="true"] { background: var(--accent); color: #10241c; font-weight: 700; }
.rv-heat button[aria-pressed="true"] { background: var(--accent); color: #10241c; font-weight: 700; }
.rv-heat { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.rv-heat .heat-legend { display: inline-flex; }
.heat-extras { position: absolute; right: 0.4rem; top: 2.9rem; pointer-events: none; }
.heat-legend { display: flex; align-items: center; gap: 0.35rem; padding: 0.2rem 0.45rem; border-radius: 8px;
  background: rgba(16, 36, 28, 0.85); color: #fff; font-size: 0.8rem; font-variant-numeric: tabular-nums; }
.heat-ramp { display: inline-block; width: 5.5rem; height: 0.7rem; border-radius: 4px; border: 1px solid rgba(255,255,255,0.6); }
.heat-tip { position: absolute; transform: translate(-50%, calc(-100% - 6px)); pointer-events: none; z-index: 3;
  max-width: 16rem; padding: 0.25rem 0.5rem; border-radius: 8px; font-size: 0.85rem; line-height: 1.25;
  background: #fff; color: #10241c; box-shadow: 0 2px 8px rgba(0,0,0,0.45); white-space: normal; text-align: center; }
`;

let adopted = false;

/** Adds the heat map's stylesheet to the document (once). */
export function adoptHeatStyles() {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** The words of the heat map, in both languages. */
export const HEATMAP_STRINGS = {
  en: {
    heatList: "Heat map: the best score of a play of your hand through each open cell",
    heatWhere: "column {x}, row {y}",
    heatCell: "{where}: {what}",
    heatPoints: ["{n} point", "{n} points"],
    heatNone: "no play of your hand reaches it now",
    heatDead: "dead: no card can ever go here",
    heatLegend: "Heat map scale: from 1 point to {max}",
    heatLegendNone: "Heat map: no play of your hand scores now",
    heatOnSaid: "Heat map on. The best cell scores {best}: {where}.",
    heatOnNone: "Heat map on. No play of your hand scores now.",
  },
  ru: {
    heatList: "Тепловая карта: лучший счёт хода вашими картами через каждую свободную клетку",
    heatWhere: "столбец {x}, строка {y}",
    heatCell: "{where}: {what}",
    heatPoints: ["{n} очко", "{n} очка", "{n} очков"],
    heatNone: "сейчас ни один ход ваших карт её не занимает",
    heatDead: "мёртвая: сюда не встанет ни одна карта",
    heatLegend: "Шкала тепловой карты: от 1 очка до {max}",
    heatLegendNone: "Тепловая карта: сейчас ни один ход ваших карт не приносит очков",
    heatOnSaid: "Тепловая карта включена. Лучшая клетка даёт {best}: {where}.",
    heatOnNone: "Тепловая карта включена. Сейчас ни один ход ваших карт не приносит очков.",
  },
};

/**
 * The scale's colour at `f` (0–1) as `[r, g, b]`.
 * @param {number} f @returns {[number, number, number]}
 */
export function scaleAt(f) {
  const u = Math.min(1, Math.max(0, f)) * (CIVIDIS.length - 1);
  const i = Math.min(CIVIDIS.length - 2, Math.floor(u));
  const k = u - i;
  const a = CIVIDIS[i];
  const b = CIVIDIS[i + 1];
  const mix = (/** @type {number} */ j) => Math.round(a[j] + (b[j] - a[j]) * k);
  return [mix(0), mix(1), mix(2)];
}

/**
 * The colour of a cell worth `best` when the best cell of the map is worth `max`: the
 * scale from 0.2 (1 point) to 1 (`max`).
 * @param {number} best @param {number} max @returns {[number, number, number]}
 */
export function heatColour(best, max) {
  return scaleAt(max <= 1 ? 1 : 0.2 + (0.8 * (best - 1)) / (max - 1));
}

/** Relative luminance (WCAG 2) of an sRGB colour. @param {number[]} rgb */
export function luminance(rgb) {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The text colour, black or white, that reads best on `rgb` (WCAG contrast). @param {number[]} rgb */
export function inkOn(rgb) {
  const l = luminance(rgb);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? "#000000" : "#ffffff";
}

/** @param {number[]} rgb @param {number} [alpha] */
const css = (rgb, alpha = 1) => `rgba(${rgb[0]},${rgb[1]},${rgb[2]},${alpha})`;

/**
 * Draws the heat map's cells on a grid, under the cards' marks: each cell a play
 * reaches in its colour (its number on it when the cell is 30 px or more), each cell
 * none reaches outlined; a dead cell crossed where `o.dead` asks (the table marks its
 * dead cells itself).
 * @param {CanvasRenderingContext2D} ctx @param {HeatGrid} g @param {HeatCell[]} cells
 * @param {{ skip?: Set<string>, dead?: boolean }} [o] `skip`: "x,y" of cells covered now (a
 *   card staged there); `dead`: cross the dead cells
 */
export function drawHeat(ctx, g, cells, o = {}) {
  const skip = o.skip;
  const { s } = g;
  const max = cells.reduce((m, c) => Math.max(m, c.best), 0);
  const pad = Math.max(1, s * 0.04);
  const cs = s - 2 * pad;
  ctx.save();
  for (const c of cells) {
    if (!g.visible(c.x, c.y) || skip?.has(`${c.x},${c.y}`)) continue;
    const x = g.cx(c.x) + pad;
    const y = g.cy(c.y) + pad;
    if (c.dead) {
      if (o.dead) cross(ctx, x, y, cs);
      continue;
    }
    if (c.best === 0) {
      ctx.setLineDash([s * 0.08, s * 0.08]);
      ctx.strokeStyle = "rgba(255,255,255,0.45)";
      ctx.lineWidth = Math.max(1, s * 0.03);
      roundRect(ctx, x + ctx.lineWidth, y + ctx.lineWidth, cs - 2 * ctx.lineWidth, cs - 2 * ctx.lineWidth, cs * 0.12);
      ctx.stroke();
      ctx.setLineDash([]);
      continue;
    }
    const rgb = heatColour(c.best, max);
    ctx.fillStyle = css(rgb, 0.9);
    roundRect(ctx, x, y, cs, cs, cs * 0.12);
    ctx.fill();
    // A thin light edge: the lowest colours against the dark felt.
    ctx.strokeStyle = "rgba(255,255,255,0.55)";
    ctx.lineWidth = Math.max(1, s * 0.025);
    ctx.stroke();
    if (s >= 30) {
      const fs = Math.max(10, Math.min(22, s * 0.34));
      ctx.font = `700 ${fs}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillStyle = inkOn(rgb);
      ctx.fillText(String(c.best), x + cs / 2, y + cs / 2 + 1);
    }
  }
  ctx.restore();
}

/**
 * A dead cell's mark: a cross on a dark square, as the table draws its own.
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} cs
 */
function cross(ctx, x, y, cs) {
  ctx.fillStyle = "rgba(10,10,10,0.45)";
  roundRect(ctx, x, y, cs, cs, cs * 0.12);
  ctx.fill();
  ctx.strokeStyle = "rgba(240,120,100,0.85)";
  ctx.lineWidth = Math.max(1.5, cs * 0.06);
  const m = cs * 0.27;
  ctx.beginPath();
  ctx.moveTo(x + m, y + m);
  ctx.lineTo(x + cs - m, y + cs - m);
  ctx.moveTo(x + cs - m, y + m);
  ctx.lineTo(x + m, y + cs - m);
  ctx.stroke();
}

/**
 * The heat map's words in `lang`.
 * @param {"en" | "ru"} lang
 */
export function heatWords(lang) {
  const t = translator(lang, [HEATMAP_STRINGS]);
  /** What cell `c` is worth, in words. @param {HeatCell} c */
  const what = (c) => (c.dead ? t("heatDead") : c.best ? t("heatPoints", { n: c.best }) : t("heatNone"));
  return {
    t,
    what,
    /** @param {HeatCell} c */
    cell: (c) => t("heatCell", { where: t("heatWhere", { x: c.x, y: c.y }), what: what(c) }),
  };
}

/**
 * The cells best first (then by row and column): the order the list reads them in.
 * @param {HeatCell[]} cells
 */
export function bestFirst(cells) {
  return [...cells].sort((a, b) => b.best - a.best || a.y - b.y || a.x - b.x);
}

/**
 * The list a screen reader reads (visually hidden): every open cell, best first, with
 * what a play through it scores, or that it is dead or out of reach.
 * @param {HeatCell[]} cells @param {"en" | "ru"} lang
 */
export function heatList(cells, lang) {
  const w = heatWords(lang);
  return h(
    "ul",
    { class: "sr-only", dataset: { role: "heat-list" }, "aria-label": w.t("heatList") },
    ...bestFirst(cells).map((c) =>
      h("li", { dataset: { x: String(c.x), y: String(c.y), best: String(c.best) } }, w.cell(c)),
    ),
  );
}

/**
 * The legend: the scale from 1 point to the best cell's score.
 * @param {HeatCell[]} cells @param {"en" | "ru"} lang
 */
export function heatLegend(cells, lang) {
  const w = heatWords(lang);
  const max = cells.reduce((m, c) => Math.max(m, c.best), 0);
  const stops = [0, 0.25, 0.5, 0.75, 1].map((f) => `${css(scaleAt(0.2 + 0.8 * f))} ${f * 100}%`).join(", ");
  const label = max ? w.t("heatLegend", { max }) : w.t("heatLegendNone");
  return h(
    "div",
    { class: "heat-legend", dataset: { role: "heat-legend", max: String(max) }, role: "img", "aria-label": label },
    h("span", {}, max ? "1" : "0"),
    h("span", { class: "heat-ramp", style: max ? { background: `linear-gradient(to right, ${stops})` } : null }),
    h("span", {}, String(max)),
  );
}

/**
 * What is said when the heat map comes on: the best cell, or that nothing scores.
 * @param {HeatCell[]} cells @param {"en" | "ru"} lang
 */
export function heatSaid(cells, lang) {
  const w = heatWords(lang);
  const top = bestFirst(cells)[0];
  if (!top?.best) return w.t("heatOnNone");
  return w.t("heatOnSaid", {
    best: w.t("heatPoints", { n: top.best }),
    where: w.t("heatWhere", { x: top.x, y: top.y }),
  });
}
