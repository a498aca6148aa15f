// @ts-check
// A card's glow or shadow: its sizes (`haloOf`, which the turned cards' bitmaps of
// ./turned.js read too) and its picture, drawn once per size, colour and scale.
import { roundRect, BitmapCache } from "../canvas.js";

/** The glows and shadows of cards, drawn once per size, colour and scale. */
const halos = new BitmapCache(60);

/**
 * A card's glow (`glow`: its colour) or, without one, its shadow, for a card `cw` CSS
 * px wide: the blur, the shadow's offset down, and the room it takes around the card
 * (the glow's rim, the blur to three sigmas, the offset), all in CSS px.
 * @param {number} cw @param {string | boolean | null | undefined} glow
 */
export function haloOf(cw, glow) {
  const blur = glow ? Math.max(6, cw * 0.18) : Math.max(2, cw * 0.06);
  const off = glow ? 0 : Math.max(1, cw * 0.025);
  return { blur, off, room: cw * 0.05 + blur * 1.6 + off };
}

/**
 * Draws the glow (`glow`: its colour) or else the drop shadow under a card whose
 * top-left corner is (x0, y0), `cw` × `ch` with corner radius `r`, at device scale `ds`,
 * from a bitmap: a blur is the dearest thing a card draws, and a hand of turned cards
 * would blur each of them on every redraw.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x0 @param {number} y0 @param {number} cw @param {number} ch @param {number} r @param {number} ds
 * @param {string | null} glow
 */
export function drawHalo(ctx, x0, y0, cw, ch, r, ds, glow) {
  const halo = haloOf(cw, glow);
  const blur = halo.blur * ds;
  const off = halo.off * ds;
  const at = Math.ceil(halo.room * ds + 2);
  const dw = Math.round(cw * ds);
  const dh = Math.round(ch * ds);
  const bmp = halos.get(`${dw}|${dh}|${r}|${ds}|${glow ?? "shadow"}`, dw + 2 * at, dh + 2 * at, (b) => {
    b.setTransform(ds, 0, 0, ds, at, at);
    if (glow) {
      roundRect(b, -cw * 0.045, -cw * 0.045, cw * 1.09, ch + cw * 0.09, r * 1.5);
      b.shadowColor = glow;
      b.shadowBlur = blur;
      b.fillStyle = glow;
      b.fill();
    } else {
      b.shadowColor = "rgba(0,0,0,0.35)";
      b.shadowBlur = blur;
      b.shadowOffsetY = off;
      roundRect(b, 0, 0, cw, ch, r);
      b.fillStyle = "#000";
      b.fill();
    }
  });
  ctx.drawImage(bmp, x0 - at / ds, y0 - at / ds, bmp.width / ds, bmp.height / ds);
}
