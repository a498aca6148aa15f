// @ts-check
// Оттава cards from bitmaps: a card as `drawCard` (./cards.js) draws it, drawn once per
// card, style, size and scale and then copied (`drawCardFast` for an upright card,
// `drawCardTurned` for the turned cards of the hand and the pile, `drawCardScaled` for
// a card in flight).
import { roundRect, BitmapCache, deviceScale, gridScale } from "../canvas.js";
import { drawCard } from "./cards.js";
import { parseCard } from "./deck.js";
import { drawHalo } from "./halo.js";

/** Card pictures drawn once (see `cardBitmap`). */
const bitmaps = new BitmapCache(200);

/**
 * A card as `drawCard` draws it, `dw` × `dh` device pixels at scale `ds`, in a bitmap
 * drawn once per card, style, size and scale; `at` is where the card's top-left corner
 * is in it (device pixels; the rest is room for the shadow or the glow).
 * @param {string | null} code @param {number} dw @param {number} dh @param {number} ds
 * @param {import("./cards.js").CardStyle} style
 */
function cardBitmap(code, dw, dh, ds, style) {
  const cw = dw / ds;
  // Room for the glow or the shadow: its rectangle, blur (three sigmas) and offset.
  const at = Math.ceil((cw * 0.08 + 1.6 * Math.max(6, cw * 0.18) + 2) * ds);
  const key = [
    code,
    dw,
    dh,
    ds,
    style.faceDown ? 1 : 0,
    style.fourColour ? 1 : 0,
    style.lang === "ru" ? "ru" : "",
    String(style.highlight ?? ""),
    style.dim ? 1 : 0,
    style.shadow === false ? 0 : 1,
    style.back ?? "",
    style.compact ?? "",
  ].join("|");
  const image = bitmaps.get(key, dw + 2 * at, dh + 2 * at, (b) => {
    b.setTransform(ds, 0, 0, ds, 0, 0);
    drawCard(b, code, at / ds, at / ds, cw, dh / ds, style);
  });
  return { image, at };
}

/**
 * Draws a card exactly as `drawCard` would, from a bitmap drawn once (see `cardBitmap`)
 * when the context is only scaled, or scaled and moved by whole device pixels (a card
 * upright on the table or in a bitmap of a part of it: an opponent's backs, the stock,
 * a dragged card): the same device pixels, copied. Turned contexts draw the card itself.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string | null} code @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {import("./cards.js").CardStyle} [style]
 */
export function drawCardFast(ctx, code, x, y, w, h, style = {}) {
  const g = gridScale(ctx);
  if (!g) {
    drawCard(ctx, code, x, y, w, h, style);
    return;
  }
  const { ds } = g;
  // drawCard's own snapping to device pixels.
  const x0 = Math.round(x * ds);
  const y0 = Math.round(y * ds);
  const dw = Math.round((x + w) * ds) - x0;
  const dh = Math.round((y + h) * ds) - y0;
  if (dw < 2 || dh < 2) return;
  const { image, at } = cardBitmap(code, dw, dh, ds, style);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(image, x0 + g.dx - at, y0 + g.dy - at);
  ctx.restore();
}

/** Cards' faces and backs without glow, shadow or dimming (see `drawCardTurned`). */
const faces = new BitmapCache(60, 6e6);

/**
 * Draws a card as `drawCard` would, in a turned context too (the hand's fan, the
 * pile), for the price of a few copies: its glow or shadow from its bitmap (as
 * `drawCard` does), its face or back from a bitmap of it drawn once per card, size and
 * scale, the grey of a card that cannot be played and the glow's rim as two shapes. In
 * a context only scaled or moved by whole device pixels it is `drawCardFast`.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string | null} code @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {import("./cards.js").CardStyle} [style]
 */
export function drawCardTurned(ctx, code, x, y, w, h, style = {}) {
  if (gridScale(ctx)) {
    drawCardFast(ctx, code, x, y, w, h, style);
    return;
  }
  const card = code == null ? null : parseCard(code);
  const ds = deviceScale(ctx);
  // drawCard's snapping and measures.
  const snap = (/** @type {number} */ v) => Math.round(v * ds) / ds;
  const x0 = snap(x);
  const y0 = snap(y);
  const cw = snap(x + w) - x0;
  const ch = snap(y + h) - y0;
  const r = Math.max(2, cw * 0.07);
  const hair = 1 / ds;
  const glow = typeof style.highlight === "string" ? style.highlight : "#ffc21a";
  ctx.save();
  if (style.highlight) drawHalo(ctx, x0, y0, cw, ch, r, ds, glow);
  else if (style.shadow !== false) drawHalo(ctx, x0, y0, cw, ch, r, ds, null);
  const dw = Math.round(cw * ds);
  const dh = Math.round(ch * ds);
  // A clear rim of two device pixels round the card: its edge is smoothed as it turns.
  const at = 2;
  const plain = {
    fourColour: style.fourColour,
    lang: style.lang,
    back: style.back,
    compact: style.compact,
    faceDown: style.faceDown,
    shadow: false,
  };
  const key = [
    code,
    dw,
    dh,
    ds,
    plain.faceDown ? 1 : 0,
    plain.fourColour ? 1 : 0,
    plain.lang === "ru" ? "ru" : "",
    plain.back ?? "",
    plain.compact ?? "",
  ].join("|");
  const image = faces.get(key, dw + 2 * at, dh + 2 * at, (b) => {
    b.setTransform(ds, 0, 0, ds, 0, 0);
    drawCard(b, code, at / ds, at / ds, dw / ds, dh / ds, plain);
  });
  ctx.drawImage(image, x0 - at / ds, y0 - at / ds, image.width / ds, image.height / ds);
  if (card && !style.faceDown && style.dim) {
    roundRect(ctx, x0, y0, cw, ch, r);
    ctx.fillStyle = "rgba(40,48,44,0.28)";
    ctx.fill();
  }
  if (style.highlight) {
    roundRect(ctx, x0 + hair, y0 + hair, cw - 2 * hair, ch - 2 * hair, r);
    ctx.lineWidth = Math.max(2 * hair, cw * 0.035);
    ctx.strokeStyle = glow;
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * Draws a card centred on the context's origin, `w` × `h`, from the bitmap of the card
 * at `mw` × `mh` CSS pixels and scale `ds` (the canvas's devicePixelRatio), scaled:
 * a card in flight, turned, growing and flipping, keeps one bitmap.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string | null} code @param {number} w @param {number} h
 * @param {number} mw @param {number} mh @param {number} ds
 * @param {import("./cards.js").CardStyle} [style]
 */
export function drawCardScaled(ctx, code, w, h, mw, mh, ds, style = {}) {
  const dw = Math.max(2, Math.round(mw * ds));
  const dh = Math.max(2, Math.round(mh * ds));
  const { image, at } = cardBitmap(code, dw, dh, ds, style);
  const kx = w / (dw / ds);
  const ky = h / (dh / ds);
  ctx.drawImage(
    image,
    -w / 2 - (at / ds) * kx,
    -h / 2 - (at / ds) * ky,
    (image.width / ds) * kx,
    (image.height / ds) * ky,
  );
}
