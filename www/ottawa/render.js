// @ts-check
// Draws the Оттава table on the canvas: the felt, the opponents around it with their
// card backs, counts and scores, the stock and the discard pile in the middle, the
// shown hand fanned at the bottom (the still scene, `drawTable`, redrawn when it
// changes), and over it what moves: cards in flight and the card being dragged
// (`drawMoving`, every animation frame, from bitmaps), into the places of ./layout.js.
// The players' places (an opponent's block, the shown seat's label) are ./players.js.
import { BitmapCache, drawCached, deviceScale } from "../canvas.js";
import { CARD_ASPECT } from "./deck.js";
import { drawCardFast, drawCardScaled } from "./card-bitmaps.js";
import { drawTurned, turnedReady, prepareTurned } from "./turned.js";
import { cardShort } from "./strings.js";
import { seatBox } from "./layout.js";
import { label, drawBubble } from "./labels.js";
import { drawSeat, drawMyLabel } from "./players.js";

/**
 * @typedef {import("./layout.js").Place} Place
 * @typedef {import("./layout.js").SeatSpot} SeatSpot
 * @typedef {import("./layout.js").Layout} Layout
 * A card flying across the table.
 * @typedef {{ card: string | null, from: Place, to: Place, start: number, dur: number,
 *   flip?: boolean, fourColour?: boolean }} Flight
 */

/** Cubic ease-in-out. @param {number} t */
export function ease(t) {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** A small stable number from a card code, for the pile's untidy angles. */
function jitter(/** @type {string} */ code, /** @type {number} */ k) {
  let x = k * 31 + 7;
  for (let i = 0; i < code.length; i++) x = (x * 131 + code.charCodeAt(i)) % 1009;
  return x / 1009 - 0.5;
}

/**
 * @typedef {object} Scene what the table draws, besides the layout
 * @property {import("./state.js").TableState} st
 * @property {import("../games.js").Translate} t
 * @property {"en" | "ru"} lang
 * @property {boolean} fourColour
 * @property {number} now performance.now()
 */

/**
 * Draws the still table: everything but the cards in flight and the dragged card.
 * Returns false if a turned card of the hand or the pile was drawn without its own
 * bitmap, still to come (./turned.js `whenTurnedDrawn`: draw the table again then).
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} lay
 * @param {Scene} sc
 */
export function drawTable(ctx, lay, sc) {
  const { st } = sc;
  let ready = true;
  for (const part of tableParts(lay, sc)) if (part(ctx) === false) ready = false;
  // Speech bubbles ("Pass").
  for (const b of st.bubbles) {
    if (b.until < sc.now) continue;
    const spot = lay.seats[b.seat];
    // An opponent's over its fan, inside its block.
    const at = spot ? { x: spot.x, y: seatBox(spot).bubbleY } : { x: lay.w / 2, y: lay.handTop - 10 };
    drawBubble(ctx, at.x, at.y, b.text, lay.w);
  }
  return ready;
}

/**
 * The still table's parts in the order they are drawn, each kept in bitmaps: the felt,
 * the stock, the pile, each opponent, the shown seat's label, the hand. A part returns
 * false if a turned card of it was drawn without its own bitmap.
 * @param {Layout} lay @param {Scene} sc
 * @returns {((ctx: CanvasRenderingContext2D) => boolean | void)[]}
 */
export function tableParts(lay, sc) {
  const style = { fourColour: sc.fourColour, lang: sc.lang };
  const f = lay.felt;
  return [
    (ctx) =>
      drawCached(
        ctx,
        blocks,
        `felt|${lay.w},${lay.h}|${f.cx},${f.cy},${f.rx},${f.ry}|${lay.margin}`,
        0,
        0,
        lay.w,
        lay.h,
        (c) => drawFelt(c, lay),
      ),
    (ctx) => drawStock(ctx, lay, sc),
    (ctx) => drawPile(ctx, lay, sc, style),
    ...lay.seats
      .filter((spot) => spot !== null)
      .map(
        (spot) => (/** @type {CanvasRenderingContext2D} */ ctx) =>
          drawSeat(ctx, /** @type {SeatSpot} */ (spot), sc, style, blocks),
      ),
    (ctx) => drawMyLabel(ctx, lay, sc, blocks),
    (ctx) => drawHand(ctx, lay, sc, style),
  ];
}

/**
 * Asks for the bitmaps of the hand's and the pile's turned cards of a scene to come
 * (`lay`, `sc`: as `drawTable` would be given them), at `ds` device pixels per unit:
 * drawn in tasks of their own before that scene is shown; `parts` says which of the two,
 * and `spare` that the scene may not come (./turned.js `prepareTurned`).
 * @param {Layout} lay @param {Scene} sc @param {number} ds
 * @param {{ pile?: boolean, hand?: boolean, spare?: boolean }} [parts]
 */
export function prepareTable(lay, sc, ds, parts = {}) {
  const style = { fourColour: sc.fourColour, lang: sc.lang };
  if (parts.pile !== false) prepareTurned(ds, pileCards(lay, sc, style).cards, parts.spare);
  if (parts.hand !== false) prepareTurned(ds, handCards(lay, sc, style), parts.spare);
}

/**
 * Parts of the still table drawn once and copied while they stay the same: the felt,
 * each opponent, the stock, the pile, the hand, the labels (`drawCached`, keyed by
 * all they show and where).
 */
const blocks = new BitmapCache(120, 12e6);

/** The felt: an oval with a wooden rim. @param {CanvasRenderingContext2D} ctx @param {Layout} lay */
function drawFelt(ctx, lay) {
  const { cx, cy, rx, ry } = lay.felt;
  ctx.save();
  const g = ctx.createRadialGradient(cx, cy - ry * 0.3, Math.min(rx, ry) * 0.1, cx, cy, Math.max(rx, ry));
  g.addColorStop(0, "#2f7a52");
  g.addColorStop(1, "#1b4d33");
  ctx.beginPath();
  ctx.ellipse(cx, cy, rx, ry, 0, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = Math.max(4, lay.margin * 0.9);
  ctx.strokeStyle = "#6b4424";
  ctx.stroke();
  ctx.lineWidth = 1;
  ctx.strokeStyle = "rgba(255,255,255,0.12)";
  ctx.beginPath();
  ctx.ellipse(cx, cy, rx - lay.margin * 1.4, ry - lay.margin * 1.4, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

/**
 * Draws what moves over the still table: the cards in flight, and above all the card
 * being dragged, following the pointer, a little larger.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} lay
 * @param {Scene} sc
 */
export function drawMoving(ctx, lay, sc) {
  const { st } = sc;
  const style = { fourColour: sc.fourColour, lang: sc.lang };
  for (const f of st.flights) drawFlight(ctx, f, sc.now, style);

  // The card being dragged follows the pointer, above all, a little larger.
  if (st.drag) {
    const code = st.order[st.drag.index];
    if (code) {
      const w = lay.cardW * 1.06;
      const h = w / CARD_ASPECT;
      const cx = st.drag.x - st.drag.dx;
      const cy = st.drag.y - st.drag.dy;
      drawCardFast(ctx, code, cx - w / 2, cy - h / 2, w, h, {
        ...style,
        compact: w < 80,
        highlight: st.playable().has(code),
      });
    }
  }
}

/** @param {CanvasRenderingContext2D} ctx @param {Layout} lay @param {Scene} sc */
function drawStock(ctx, lay, sc) {
  const { st, t } = sc;
  const s = lay.stock;
  const count = Math.max(0, st.view.stock + st.pending.stock);
  const x = s.x - s.w / 2;
  const y = s.y - s.h / 2;
  const highlight = count > 0 && st.canDraw() ? (st.hint?.draw ? "#7fd3ff" : "rgba(255,255,255,0.9)") : false;
  const text = t("stockN", { n: count });
  const fs = Math.max(11, s.w * 0.15);
  const half = Math.max(s.w, fs * text.length * 0.4) + 16;
  const key = `stock|${s.x},${s.y},${s.w},${s.h}|${count}|${highlight}|${text}`;
  drawCached(ctx, blocks, key, s.x - half, y - s.w * 0.5, 2 * half, s.h + s.w + fs * 1.5 + 12, (ctx) => {
    if (count === 0) {
      ctx.save();
      ctx.setLineDash([5, 4]);
      ctx.strokeStyle = "rgba(255,255,255,0.45)";
      ctx.lineWidth = 1.5;
      ctx.strokeRect(x + 1, y + 1, s.w - 2, s.h - 2);
      ctx.restore();
    } else {
      const layers = Math.min(5, Math.ceil(count / 6));
      const off = Math.max(1, s.w * 0.018);
      for (let i = layers - 1; i >= 0; i--) {
        drawCardFast(ctx, null, x - i * off, y - i * off, s.w, s.h, {
          shadow: i === layers - 1,
          highlight: i === 0 ? highlight : false,
        });
      }
    }
    label(ctx, text, s.x, s.y + s.h / 2 + 6, fs, "rgba(255,255,255,0.92)");
  });
  if (st.reshuffledUntil > sc.now) {
    drawBubble(ctx, s.x, s.y - s.h / 2 - 4, `⟲ ${t("reshuffledShort")}`, lay.w);
  }
}

/**
 * The discard pile's cards as they lie (./turned.js): the last `discard` cards turned
 * up this round (O6: after a reshuffle only the top stays), less those still in
 * flight, the top five shown, each turned up to a third of a radian and pushed aside
 * by a tenth of a card.
 * @param {Layout} lay @param {Scene} sc @param {import("./cards.js").CardStyle} style
 */
function pileCards(lay, sc, style) {
  const { st } = sc;
  const v = st.view;
  const p = lay.pile;
  const showN = Math.max(0, v.discard - st.pending.pile);
  const onPile = v.played.slice(Math.max(0, v.played.length - v.discard), v.played.length - (v.discard - showN));
  const from = Math.max(0, onPile.length - 5);
  /** @type {import("./turned.js").TurnedCard[]} */
  const cards = [];
  for (let i = from; i < onPile.length; i++) {
    const code = onPile[i];
    const top = i === onPile.length - 1;
    cards.push({
      code,
      x: p.x + (top ? 0 : jitter(code, i + 3) * p.w * 0.16),
      y: p.y + (top ? 0 : jitter(code, i + 5) * p.w * 0.12),
      w: p.w,
      h: p.h,
      rot: top ? jitter(code, 1) * 0.12 : jitter(code, i) * 0.5,
      style: { ...style, shadow: top || i === from },
    });
  }
  return { cards, showN, from };
}

/**
 * The discard pile, the latest action over the middle, a dragged card's target. Returns
 * false if some card's bitmap is still to come.
 * @param {CanvasRenderingContext2D} ctx @param {Layout} lay @param {Scene} sc @param {import("./cards.js").CardStyle} style
 */
function drawPile(ctx, lay, sc, style) {
  const { st } = sc;
  const v = st.view;
  const p = lay.pile;
  const { cards, showN, from } = pileCards(lay, sc, style);
  const reach = Math.hypot(p.w, p.h) / 2 + p.w * 0.1 + 16;
  // Kept in a bitmap once its cards have theirs (./turned.js).
  const ready = turnedReady(ctx, cards);
  const key = `pile|${p.x},${p.y},${p.w},${p.h}|${from}|${cards.map((c) => c.code).join(",")}|${style.fourColour}|${style.lang}`;
  if (ready)
    drawCached(ctx, blocks, key, p.x - reach, p.y - reach, 2 * reach, 2 * reach, (ctx) => drawTurned(ctx, cards));
  else drawTurned(ctx, cards);
  // Over the middle, the latest action, for whoever looked away.
  const last = v.last;
  if (last && !v.roundOver && st.flights.length === 0 && st.reshuffledUntil <= sc.now) {
    const who =
      last.seat === st.shownSeat && st.seats[last.seat]?.kind === "human" ? null : (st.seats[last.seat]?.name ?? "");
    let text = "";
    if (last.kind === "play" && last.card) {
      text =
        who === null
          ? sc.t("youPlayed", { card: cardShort(last.card, sc.lang) })
          : sc.t("played", { name: who, card: cardShort(last.card, sc.lang) });
    } else if (last.kind === "draw") text = who === null ? sc.t("youDrewShort") : sc.t("drew", { name: who });
    else if (last.kind === "pass") text = who === null ? sc.t("youPassed") : sc.t("passed", { name: who });
    const fs = Math.max(11, p.w * 0.14);
    const x = (p.x + lay.stock.x) / 2;
    const halfW = Math.min(lay.w * 0.45, text.length * fs * 0.3);
    let y = p.y - p.h / 2 - fs - 10;
    // Above the middle unless an opponent sits there (a low screen): then below it.
    const clash = lay.seats.some(
      (q) => q && Math.abs(q.x - x) < q.size * 0.6 + halfW && y < q.y + q.size * 0.5 && y + fs > q.y - q.size * 0.45,
    );
    if (clash) y = p.y + p.h / 2 + fs + 12;
    if (text) {
      const maxW = lay.w * 0.9;
      drawCached(
        ctx,
        blocks,
        `said|${text}|${x},${y}|${fs}|${maxW}`,
        x - maxW / 2 - 8,
        y - 6,
        maxW + 16,
        fs * 1.5 + 12,
        (ctx) => label(ctx, text, x, y, fs, "rgba(255,255,255,0.85)", false, maxW),
      );
    }
  }
  if (st.drag?.over) {
    // The pile is where a dragged card goes: show it is a target.
    ctx.save();
    ctx.beginPath();
    ctx.ellipse(p.x, p.y, p.w * 0.95, p.h * 0.75, 0, 0, Math.PI * 2);
    ctx.strokeStyle = "rgba(255,214,90,0.9)";
    ctx.lineWidth = 3;
    ctx.setLineDash([8, 6]);
    ctx.stroke();
    ctx.restore();
  }
  if (showN === 0) {
    ctx.save();
    ctx.setLineDash([5, 4]);
    ctx.strokeStyle = "rgba(255,255,255,0.35)";
    ctx.strokeRect(p.x - p.w / 2, p.y - p.h / 2, p.w, p.h);
    ctx.restore();
  }
  return ready;
}

/**
 * The shown hand's cards as they lie (./turned.js): each one's place, angle and look.
 * @param {Layout} lay @param {Scene} sc @param {import("./cards.js").CardStyle} style
 * @returns {import("./turned.js").TurnedCard[]}
 */
function handCards(lay, sc, style) {
  const { st } = sc;
  const playable = st.playable();
  const turn = st.myTurn();
  const shaking = st.shake && st.shake.until > sc.now;
  /** @type {import("./turned.js").TurnedCard[]} */
  const cards = [];
  for (let i = 0; i < lay.hand.length; i++) {
    const code = st.order[i];
    if (st.drag && st.drag.index === i) continue;
    if (st.pending.handCard === code) continue;
    const c = lay.hand[i];
    const live = !!(shaking && st.shake && st.shake.index === i);
    const x = live && st.shake ? c.x + Math.sin((st.shake.until - sc.now) / 22) * c.w * 0.06 : c.x;
    const isHint = st.hint?.card === code;
    // Gold: playable; orange: just drawn (playable or not); blue: the hint.
    const hl = isHint ? "#7fd3ff" : code === st.drawn ? "#ff9d00" : playable.has(code);
    cards.push({
      code: st.hidden ? null : code,
      x,
      y: c.y,
      w: c.w,
      h: c.h,
      rot: c.rot,
      style: {
        ...style,
        compact: c.w < 80,
        highlight: st.hidden ? false : hl,
        dim: !st.hidden && turn && !playable.has(code) && playable.size > 0 && code !== st.drawn,
      },
      // The card just drawn carries a small marker above its index.
      marker: !st.hidden && code === st.drawn,
      focus: st.focus === i,
      live,
    });
  }
  return cards;
}

/**
 * The shown hand, in a bitmap of the fan kept while it stays the same, its cards from
 * their bitmaps (./turned.js). Returns false if some card's bitmap is still to come
 * (that card was drawn from its glow's and face's bitmaps).
 * @param {CanvasRenderingContext2D} ctx @param {Layout} lay @param {Scene} sc @param {import("./cards.js").CardStyle} style
 */
function drawHand(ctx, lay, sc, style) {
  const cards = handCards(lay, sc, style);
  // A card shaking moves every frame, and a card without its bitmap yet is drawn for
  // this once (./turned.js): the hand is drawn as it is, not kept.
  const ready = turnedReady(ctx, cards);
  if (!ready || cards.some((c) => c.live) || cards.length === 0) {
    drawTurned(ctx, cards);
    return ready;
  }
  // The fan's box: its cards, turned, with their glow.
  const reach = Math.hypot(lay.cardW, lay.cardH) / 2 + lay.cardW * 0.5 + 12;
  const left = Math.max(0, Math.min(...lay.hand.map((c) => c.x)) - reach);
  const right = Math.min(lay.w, Math.max(...lay.hand.map((c) => c.x)) + reach);
  const top = Math.min(...lay.hand.map((c) => c.y)) - reach;
  const key = [
    "hand",
    lay.w,
    lay.h,
    cards
      .map(
        (c) =>
          `${c.code},${c.x},${c.y},${c.w},${c.h},${c.rot},${c.style.highlight},${c.style.dim},${c.marker},${c.focus}`,
      )
      .join(";"),
    style.fourColour,
    style.lang,
  ].join("|");
  drawCached(ctx, blocks, key, left, top, right - left, lay.h - top, (ctx) => drawTurned(ctx, cards));
  return true;
}

/**
 * A card in flight, from a bitmap of it at the larger of its two sizes (its corner
 * indices as it will land).
 * @param {CanvasRenderingContext2D} ctx @param {Flight} f @param {number} now @param {import("./cards.js").CardStyle} style
 */
function drawFlight(ctx, f, now, style) {
  const ds = deviceScale(ctx);
  const raw = f.dur > 0 ? (now - f.start) / f.dur : 1;
  if (raw < 0) return;
  const p = ease(Math.min(1, raw));
  const x = f.from.x + (f.to.x - f.from.x) * p;
  // A gentle arc upward on the way.
  const y =
    f.from.y + (f.to.y - f.from.y) * p - Math.sin(Math.PI * p) * Math.min(60, Math.abs(f.to.x - f.from.x) * 0.15);
  const w = f.from.w + (f.to.w - f.from.w) * p;
  const h = f.from.h + (f.to.h - f.from.h) * p;
  const rot = f.from.rot + (f.to.rot - f.from.rot) * p;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(rot);
  let face = f.card;
  let sx = 1;
  if (f.flip) {
    // Turn over half-way: narrow to the edge, then widen showing the face.
    sx = Math.abs(Math.cos(Math.PI * p));
    if (p < 0.5) face = null;
  }
  ctx.scale(Math.max(0.02, sx), 1);
  const big = f.to.w >= f.from.w ? f.to : f.from;
  drawCardScaled(ctx, face, w, h, big.w, big.h, ds, { ...style, shadow: true, compact: f.to.w < 64 });
  ctx.restore();
}
