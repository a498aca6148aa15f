// @ts-check
// Turned cards (the hand's fan, the discard pile) copied from a bitmap of each card as
// it lies: drawn once per card, style, angle and place on the device-pixel grid, so a
// frame where the whole hand changes (the person's turn begins: the cards that may be
// played light up and rise, the others grey) copies a dozen bitmaps instead of drawing
// a dozen cards. The bitmaps are drawn in tasks of their own (`prepareTurned`: the
// table asks for those of a scene it knows is coming, the person's turn while the
// computers' cards fly). A card whose bitmap is not drawn yet is drawn from bitmaps of
// its glow and its face, turned (`drawCardTurned`: the same card, its edges a shade
// softer), and its own bitmap is drawn soon after; `turnedReady` tells the caller to
// draw again then.
import { BitmapCache, gridScale } from "../canvas.js";
import { drawCard } from "./cards.js";
import { drawCardTurned } from "./card-bitmaps.js";
import { haloOf } from "./halo.js";

/**
 * A card lying turned: centre (x, y), size, angle (radians), its look; `marker`: the
 * small dot of the card just drawn; `focus`: the keyboard's focus ring; `live`: it
 * moves every frame (a refused card shaking), drawn in place and not kept.
 * @typedef {{ code: string | null, x: number, y: number, w: number, h: number, rot: number,
 *   style: import("./cards.js").CardStyle, marker?: boolean, focus?: boolean, live?: boolean }} TurnedCard
 */

/** The bitmaps of turned cards: a hand and the pile as they are and as they will be. */
const cache = new BitmapCache(120, 12e6);

/**
 * The box of a turned card's bitmap around its centre, in device pixels (half width,
 * half height), and its key, for scale `ds` with the centre at `X0`, `Y0` device pixels.
 * @param {TurnedCard} c @param {number} ds @param {number} X0 @param {number} Y0
 */
function box(c, ds, X0, Y0) {
  const X = Math.round(X0 * 1024) / 1024;
  const Y = Math.round(Y0 * 1024) / 1024;
  const cos = Math.abs(Math.cos(c.rot));
  const sin = Math.abs(Math.sin(c.rot));
  // Room for the glow (or the shadow) as cards.js draws it, and the focus ring.
  const m = Math.max(haloOf(c.w, c.style.highlight).room + 2, 8);
  const HX = Math.ceil(((c.w * cos + c.h * sin) / 2 + m) * ds) + 1;
  const HY = Math.ceil(((c.w * sin + c.h * cos) / 2 + m) * ds) + 1;
  // Within a device pixel, to 1/1024: the same place reached by other sums is one key.
  const fx = Math.round((X - Math.floor(X)) * 1024) / 1024;
  const fy = Math.round((Y - Math.floor(Y)) * 1024) / 1024;
  const s = c.style;
  const key = [
    c.code,
    c.w,
    c.h,
    c.rot,
    ds,
    fx,
    fy,
    String(s.highlight ?? ""),
    s.dim ? 1 : 0,
    s.shadow === false ? 0 : 1,
    s.fourColour ? 1 : 0,
    s.lang === "ru" ? "ru" : "",
    s.compact ?? "",
    c.marker ? 1 : 0,
    c.focus ? 1 : 0,
  ].join("|");
  return { HX, HY, fx, fy, key, left: Math.floor(X) - HX, top: Math.floor(Y) - HY };
}

/**
 * Draws a card centred on the origin of `ctx` (turned as `ctx` is): the card, the
 * marker of a card just drawn, the focus ring. `quick`: from bitmaps of its glow and
 * face (`drawCardTurned`), else drawn in full.
 * @param {CanvasRenderingContext2D} ctx @param {TurnedCard} c @param {boolean} quick
 */
function paint(ctx, c, quick) {
  (quick ? drawCardTurned : drawCard)(ctx, c.code, -c.w / 2, -c.h / 2, c.w, c.h, c.style);
  if (c.marker) {
    ctx.beginPath();
    ctx.arc(c.w / 2 - c.w * 0.14, -c.h / 2 + c.w * 0.14, c.w * 0.07, 0, Math.PI * 2);
    ctx.fillStyle = "#ff9d00";
    ctx.fill();
  }
  if (c.focus) {
    ctx.lineWidth = 3;
    ctx.strokeStyle = "#1e90ff";
    ctx.setLineDash([]);
    ctx.strokeRect(-c.w / 2 - 4, -c.h / 2 - 4, c.w + 8, c.h + 8);
  }
}

/**
 * The bitmap of `c` for scale `ds`, centred at device pixel (X, Y): drawn now when
 * `now`, else asked for soon (null until it is drawn), after the others if `spare`.
 * @param {TurnedCard} c @param {number} ds @param {number} X @param {number} Y @param {boolean} now
 * @param {boolean} [spare]
 */
function bitmapOf(c, ds, X, Y, now, spare = false) {
  const { HX, HY, fx, fy, key, left, top } = box(c, ds, X, Y);
  const make = (/** @type {CanvasRenderingContext2D} */ b) => {
    // The card's centre at the same place within a device pixel as on the canvas.
    b.setTransform(ds, 0, 0, ds, HX + fx, HY + fy);
    b.rotate(c.rot);
    paint(b, c, false);
  };
  const image = now ? cache.get(key, 2 * HX, 2 * HY, make) : cache.soon(key, 2 * HX, 2 * HY, make, spare);
  return image ? { image, left, top } : null;
}

/**
 * Whether every card of `cards` has its bitmap for the scale of `ctx` (a context only
 * scaled, or moved by whole device pixels); those that have none are asked for.
 * @param {CanvasRenderingContext2D} ctx @param {TurnedCard[]} cards
 */
export function turnedReady(ctx, cards) {
  const g = gridScale(ctx);
  if (!g) return true;
  let ready = true;
  for (const c of cards) {
    if (c.live) continue;
    const { key } = box(c, g.ds, c.x * g.ds + g.dx, c.y * g.ds + g.dy);
    if (!cache.has(key)) {
      ready = false;
      bitmapOf(c, g.ds, c.x * g.ds + g.dx, c.y * g.ds + g.dy, false);
    }
  }
  return ready;
}

/**
 * Draws `cards` in order (each over the ones before): from their bitmaps when `ctx` is
 * only scaled or moved by whole device pixels (the same device pixels as drawing them
 * there), a card without one from its glow's and face's bitmaps, turned.
 * @param {CanvasRenderingContext2D} ctx @param {TurnedCard[]} cards
 */
export function drawTurned(ctx, cards) {
  const g = gridScale(ctx);
  for (const c of cards) {
    const bmp = g && !c.live ? bitmapOf(c, g.ds, c.x * g.ds + g.dx, c.y * g.ds + g.dy, false) : null;
    if (bmp) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.drawImage(bmp.image, bmp.left, bmp.top);
      ctx.restore();
    } else {
      ctx.save();
      ctx.translate(c.x, c.y);
      ctx.rotate(c.rot);
      paint(ctx, c, true);
      ctx.restore();
    }
  }
}

/**
 * Asks for the bitmaps of `cards` at scale `ds` (a scene to come), drawn in tasks of
 * their own, a few at a time; `spare`: a scene that may come, drawn after every other
 * bitmap asked for, until `dropSpare`.
 * @param {number} ds @param {TurnedCard[]} cards @param {boolean} [spare]
 */
export function prepareTurned(ds, cards, spare = false) {
  for (const c of cards) if (!c.live) bitmapOf(c, ds, c.x * ds, c.y * ds, false, spare);
}

/** Forgets the spare bitmaps asked for and not drawn yet. */
export function dropSpare() {
  cache.dropSpare();
}

/** Calls `fn` once the bitmaps asked for are drawn. @param {() => void} fn */
export function whenTurnedDrawn(fn) {
  cache.whenDrawn(fn);
}
