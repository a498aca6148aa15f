// @ts-check
// The players' places on the Оттава table, drawn for ./render.js: an opponent's block
// (its card backs fanned, or its hand shown in the open at a round's end, its name,
// card count and score, a glow while it is to move, the dealer's chip) and the shown
// seat's own line above the hand. Each is drawn once into a bitmap of the table's
// cache (`blocks`) and reused while it looks the same.
import { drawCached } from "../canvas.js";
import { CARD_ASPECT } from "./deck.js";
import { drawCardFast } from "./card-bitmaps.js";
import { clamp, seatBox } from "./layout.js";
import { label, pill, dealerChip, countChip } from "./labels.js";

/**
 * @typedef {import("./layout.js").SeatSpot} SeatSpot
 * @typedef {import("./layout.js").Layout} Layout
 * @typedef {import("./render.js").Scene} Scene
 * @typedef {import("../canvas.js").BitmapCache} BitmapCache
 * @typedef {import("./cards.js").CardStyle} CardStyle
 */

/**
 * An opponent: its card backs fanned, its name, card count and score; a glow while
 * it is to move, a "D" chip on the dealer.
 * @param {CanvasRenderingContext2D} ctx @param {SeatSpot} spot @param {Scene} sc @param {CardStyle} style
 * @param {BitmapCache} blocks the table's bitmaps of its blocks
 */
export function drawSeat(ctx, spot, sc, style, blocks) {
  const { st, t } = sc;
  const v = st.view;
  const seat = spot.seat;
  const count = Math.max(0, (v.handSizes[seat] ?? 0) + (st.pending.hands[seat] ?? 0));
  const active = !v.roundOver && st.toMove() === seat;
  const cw = spot.cardW;
  const chh = cw / CARD_ASPECT;
  const shown = Math.min(count, 8);
  const step = Math.min(cw * 0.32, (spot.size - cw) / Math.max(1, shown - 1));
  const fanW = shown > 0 ? cw + step * (shown - 1) : cw;
  // Where each part goes, and the box holding them all (what the layout kept clear).
  const box = seatBox(spot);
  const top = box.fanTop;
  // Revealed hands at the end of a round; backs otherwise.
  const revealed = st.revealed?.[seat]?.hand ?? null;
  const name = st.seats[seat]?.name ?? `#${seat + 1}`;
  const { nameY, fs } = box;
  const maxW = spot.maxW;
  const points = t("points", { n: v.scores[seat] ?? 0 });
  const dealer = v.dealer === seat ? t("dealerChip") : "";
  // The fan with its chips, the glow, the two lines of text.
  const half = Math.max(spot.x - box.left, box.right - spot.x) + 4;
  const y0 = box.top - 4;
  const y1 = box.bottom + 4;
  const key = [
    "seat",
    spot.x,
    spot.y,
    spot.size,
    spot.maxW,
    cw,
    count,
    active,
    revealed ? revealed.join(",") : "-",
    name,
    points,
    dealer,
    style.fourColour,
    style.lang,
  ].join("|");
  drawCached(ctx, blocks, key, spot.x - half, y0, 2 * half, y1 - y0, (ctx) => {
    if (active) {
      ctx.save();
      // Inside the block's box: clear of the neighbours.
      const rx = Math.min(spot.size * 0.56, spot.x - box.left, box.right - spot.x);
      const ry = Math.min(spot.size * 0.5, spot.y - box.top, box.bottom - spot.y);
      ctx.beginPath();
      ctx.ellipse(spot.x, spot.y, rx, ry, 0, 0, Math.PI * 2);
      const glow = ctx.createRadialGradient(spot.x, spot.y, spot.size * 0.1, spot.x, spot.y, Math.max(rx, ry));
      glow.addColorStop(0, "rgba(255,214,90,0.45)");
      glow.addColorStop(1, "rgba(255,214,90,0)");
      ctx.fillStyle = glow;
      ctx.fill();
      ctx.restore();
    }
    const cards = revealed ?? Array.from({ length: shown }, () => null);
    const k = revealed ? Math.min(revealed.length, 10) : shown;
    const rstep = revealed ? Math.min(cw * 0.42, (spot.size * 1.1 - cw) / Math.max(1, k - 1)) : step;
    const rw = revealed ? cw + rstep * (k - 1) : fanW;
    for (let i = 0; i < k; i++) {
      const x = spot.x - rw / 2 + i * rstep;
      drawCardFast(ctx, cards[i], x, top, cw, chh, { ...style, shadow: i === 0, back: "red" });
    }
    // The card count on a chip at the fan's corner; name and score under the fan.
    if (!revealed) countChip(ctx, spot.x + rw / 2, top, String(count), box.chipR);
    label(ctx, name, spot.x, nameY, fs, active ? "#ffe08a" : "#ffffff", true, maxW);
    label(ctx, points, spot.x, nameY + fs + 3, fs * 0.88, "rgba(255,255,255,0.85)", false, maxW);
    if (dealer) dealerChip(ctx, spot.x - rw / 2, top, box.dealerR, dealer);
  });
}

/**
 * Where the shown seat's label starts (its top left) and its font size: over the hand.
 * @param {Layout} lay
 */
export function myLabelAt(lay) {
  const fs = clamp(lay.cardW * 0.2, 12, 16);
  return {
    x: lay.margin + 4,
    y: Math.min(...lay.hand.map((c) => c.y - c.h / 2), lay.h - lay.margin - lay.cardH) - fs - 8,
    fs,
  };
}

/**
 * The shown seat's own line above the hand: name, score, dealer chip, "your turn".
 * @param {CanvasRenderingContext2D} ctx @param {Layout} lay @param {Scene} sc @param {BitmapCache} blocks
 */
export function drawMyLabel(ctx, lay, sc, blocks) {
  const { st, t } = sc;
  const v = st.view;
  const seat = st.shownSeat;
  const { x, y, fs } = myLabelAt(lay);
  const name = st.seats[seat]?.name ?? "";
  const text = `${name} · ${t("points", { n: v.scores[seat] ?? 0 })}`;
  const active = st.myTurn();
  const dealer = v.dealer === seat ? t("dealerChip") : "";
  const key = `me|${text}|${x},${y}|${fs}|${active}|${dealer}`;
  // Its width is known only once measured: the box is as wide as the table.
  drawCached(ctx, blocks, key, x - 10, y - 10, lay.w - x + 10, fs + 24, (ctx) => {
    ctx.save();
    ctx.font = `600 ${fs}px system-ui, sans-serif`;
    const tw = ctx.measureText(text).width;
    ctx.restore();
    if (active) {
      pill(ctx, x - 6, y - 4, tw + 12, fs + 8, "rgba(255,214,90,0.95)");
    }
    label(ctx, text, x + tw / 2, y, fs, active ? "#2a2100" : "#ffffff", true);
    if (dealer) dealerChip(ctx, x + tw + 16, y + fs / 2, fs * 0.75, dealer);
  });
}
