// @ts-check
// The Оттава card renderer: French-suited faces and backs drawn with canvas paths and
// text only (no image files, no web fonts), used by the table, the menu and "How to
// play". Everything is drawn in the context's current units (CSS pixels when the
// canvas helper has applied the devicePixelRatio transform), so cards stay crisp at any
// devicePixelRatio; outlines are snapped to device pixels.
//
// Card codes are the API's (API.md, "Оттава card"): rank `2`–`9`, `T` (`10` accepted),
// `J`, `Q`, `K`, `A`, then suit `C` `D` `H` `S`; lower case and spaces accepted.

import { roundRect, BitmapCache, deviceScale, gridScale } from "../canvas.js";

/** Width / height of a card (the 63 × 88 mm poker size). */
export const CARD_ASPECT = 63 / 88;

/** Ranks low to high, as in the notation (O1: ace high). */
export const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"];
/** Suits in the order a sorted hand shows them: black, red, black, red. */
export const SUITS = ["C", "D", "S", "H"];

/** The font stack: whatever sans-serif the device has (nothing is fetched). */
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const INK = "#1b1b1f";
const RED = "#c8102e";
const PAPER = "#fffdf7";
const EDGE = "#8a8a8a";

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
 * Parses a card code leniently (`"td"`, `" 10D "`, `"TD"`).
 * @param {string} code
 * @returns {{ rank: string, suit: string } | null} canonical rank and suit, or null
 */
export function parseCard(code) {
  const s = String(code).trim().toUpperCase();
  const m = /^(10|[2-9TJQKA])([CDHS])$/.exec(s);
  if (!m) return null;
  return { rank: m[1] === "10" ? "T" : m[1], suit: m[2] };
}

/**
 * Index letters drawn in the corners. `ru` uses the letters of Russian decks
 * (В валет, Д дама, К король, Т туз).
 * @param {string} rank
 * @param {string} [lang]
 */
export function rankLabel(rank, lang = "en") {
  if (rank === "T") return "10";
  if (lang === "ru") return { J: "В", Q: "Д", K: "К", A: "Т" }[rank] ?? rank;
  return rank;
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

/**
 * @typedef {object} CardStyle
 * @property {boolean} [fourColour] clubs green and diamonds blue
 * @property {boolean} [faceDown] draw the back
 * @property {boolean | string} [highlight] a glowing outline (true: gold; or a CSS colour)
 * @property {boolean} [dim] grey the face (a card that cannot be played now)
 * @property {boolean} [shadow] a soft drop shadow (default true)
 * @property {string} [lang] "ru" draws В Д К Т indices
 * @property {string} [back] back colour: "red" (default) or "blue"
 * @property {boolean} [compact] big indices and one big symbol (default: when the card
 *   is under 64 units wide); for fanned hands, where only the left edge shows
 */

/**
 * Draws one card with its top-left corner at (x, y), `w` × `h` (use `CARD_ASPECT`).
 * Unknown codes draw as a back, so a broken view never breaks the table.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string | null} code a card code, or null for a back
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {CardStyle} [style]
 */
export function drawCard(ctx, code, x, y, w, h, style = {}) {
  const card = code == null ? null : parseCard(code);
  const ds = deviceScale(ctx);
  // Snap the outline to the device pixel grid so edges stay sharp.
  const snap = (/** @type {number} */ v) => Math.round(v * ds) / ds;
  const x0 = snap(x);
  const y0 = snap(y);
  const x1 = snap(x + w);
  const y1 = snap(y + h);
  const cw = x1 - x0;
  const ch = y1 - y0;
  const r = Math.max(2, cw * 0.07);
  const hair = 1 / ds;

  ctx.save();
  // Shadow and highlight glow.
  if (style.highlight) {
    drawHalo(ctx, x0, y0, cw, ch, r, ds, typeof style.highlight === "string" ? style.highlight : "#ffc21a");
  } else if (style.shadow !== false) {
    drawHalo(ctx, x0, y0, cw, ch, r, ds, null);
  }

  if (!card || style.faceDown) {
    drawBackInside(ctx, x0, y0, cw, ch, r, hair, style.back);
  } else {
    roundRect(ctx, x0, y0, cw, ch, r);
    ctx.fillStyle = PAPER;
    ctx.fill();
    ctx.save();
    ctx.clip();
    drawFace(ctx, card, x0, y0, cw, ch, style);
    ctx.restore();
    roundRect(ctx, x0 + hair / 2, y0 + hair / 2, cw - hair, ch - hair, r);
    ctx.lineWidth = hair;
    ctx.strokeStyle = EDGE;
    ctx.stroke();
    if (style.dim) {
      roundRect(ctx, x0, y0, cw, ch, r);
      ctx.fillStyle = "rgba(40,48,44,0.28)";
      ctx.fill();
    }
  }
  if (style.highlight) {
    const glow = typeof style.highlight === "string" ? style.highlight : "#ffc21a";
    roundRect(ctx, x0 + hair, y0 + hair, cw - 2 * hair, ch - 2 * hair, r);
    ctx.lineWidth = Math.max(2 * hair, cw * 0.035);
    ctx.strokeStyle = glow;
    ctx.stroke();
  }
  ctx.restore();
}

/** Card pictures drawn once (see `cardBitmap`). */
const bitmaps = new BitmapCache(200);

/**
 * A card as `drawCard` draws it, `dw` × `dh` device pixels at scale `ds`, in a bitmap
 * drawn once per card, style, size and scale; `at` is where the card's top-left corner
 * is in it (device pixels; the rest is room for the shadow or the glow).
 * @param {string | null} code @param {number} dw @param {number} dh @param {number} ds
 * @param {CardStyle} style
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
 * @param {CardStyle} [style]
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
 * @param {CardStyle} [style]
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
  const key = [code, dw, dh, ds, plain.faceDown ? 1 : 0, plain.fourColour ? 1 : 0, plain.lang === "ru" ? "ru" : "", plain.back ?? "", plain.compact ?? ""].join("|");
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
 * @param {CardStyle} [style]
 */
export function drawCardScaled(ctx, code, w, h, mw, mh, ds, style = {}) {
  const dw = Math.max(2, Math.round(mw * ds));
  const dh = Math.max(2, Math.round(mh * ds));
  const { image, at } = cardBitmap(code, dw, dh, ds, style);
  const kx = w / (dw / ds);
  const ky = h / (dh / ds);
  ctx.drawImage(image, -w / 2 - (at / ds) * kx, -h / 2 - (at / ds) * ky, (image.width / ds) * kx, (image.height / ds) * ky);
}

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
function drawHalo(ctx, x0, y0, cw, ch, r, ds, glow) {
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

/**
 * Draws a card back (same as `drawCard(ctx, null, …)`).
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {CardStyle} [style]
 */
export function drawBack(ctx, x, y, w, h, style = {}) {
  drawCard(ctx, null, x, y, w, h, { ...style, faceDown: true });
}

/** @param {CanvasRenderingContext2D} ctx */
function drawBackInside(ctx, x, y, w, h, r, hair, back = "red") {
  const [base, line, rim] =
    back === "blue" ? ["#1d4f91", "rgba(255,255,255,0.28)", "#163d70"] : ["#a3172b", "rgba(255,255,255,0.26)", "#7d0f20"];
  roundRect(ctx, x, y, w, h, r);
  ctx.fillStyle = "#fbfaf4";
  ctx.fill();
  const m = Math.max(2, w * 0.07);
  const ix = x + m;
  const iy = y + m;
  const iw = w - 2 * m;
  const ih = h - 2 * m;
  roundRect(ctx, ix, iy, iw, ih, Math.max(1, r - m / 2));
  ctx.fillStyle = base;
  ctx.fill();
  ctx.save();
  ctx.clip();
  // A diamond lattice with a dot in every other cell.
  const step = Math.max(4, w / 6);
  ctx.strokeStyle = line;
  ctx.lineWidth = Math.max(hair, w * 0.012);
  ctx.beginPath();
  for (let t = -ih; t < iw + ih; t += step) {
    ctx.moveTo(ix + t, iy);
    ctx.lineTo(ix + t + ih, iy + ih);
    ctx.moveTo(ix + t, iy + ih);
    ctx.lineTo(ix + t + ih, iy);
  }
  ctx.stroke();
  // A central medallion.
  const cx = x + w / 2;
  const cy = y + h / 2;
  const mr = Math.min(iw, ih) * 0.28;
  ctx.beginPath();
  ctx.ellipse(cx, cy, mr, mr * 1.25, 0, 0, Math.PI * 2);
  ctx.fillStyle = rim;
  ctx.fill();
  ctx.lineWidth = Math.max(hair, w * 0.02);
  ctx.strokeStyle = "rgba(255,255,255,0.7)";
  ctx.stroke();
  drawSuit(ctx, "S", cx, cy - mr * 0.45, mr * 0.7, "rgba(255,255,255,0.85)");
  drawSuit(ctx, "H", cx, cy + mr * 0.45, mr * 0.7, "rgba(255,255,255,0.85)", true);
  drawSuit(ctx, "D", cx - mr * 0.5, cy, mr * 0.55, "rgba(255,255,255,0.85)");
  drawSuit(ctx, "C", cx + mr * 0.5, cy, mr * 0.55, "rgba(255,255,255,0.85)");
  ctx.restore();
  roundRect(ctx, ix, iy, iw, ih, Math.max(1, r - m / 2));
  ctx.lineWidth = Math.max(hair, w * 0.015);
  ctx.strokeStyle = "rgba(255,255,255,0.55)";
  ctx.stroke();
  roundRect(ctx, x + hair / 2, y + hair / 2, w - hair, h - hair, r);
  ctx.lineWidth = hair;
  ctx.strokeStyle = EDGE;
  ctx.stroke();
}

/**
 * Pip positions of the number cards, as (column, row) in a 0..1 box; pips below the
 * middle are drawn upside down, as on printed cards.
 * @type {Record<string, [number, number][]>}
 */
const PIPS = {
  2: [[0.5, 0], [0.5, 1]],
  3: [[0.5, 0], [0.5, 0.5], [0.5, 1]],
  4: [[0, 0], [1, 0], [0, 1], [1, 1]],
  5: [[0, 0], [1, 0], [0.5, 0.5], [0, 1], [1, 1]],
  6: [[0, 0], [1, 0], [0, 0.5], [1, 0.5], [0, 1], [1, 1]],
  7: [[0, 0], [1, 0], [0.5, 0.25], [0, 0.5], [1, 0.5], [0, 1], [1, 1]],
  8: [[0, 0], [1, 0], [0.5, 0.25], [0, 0.5], [1, 0.5], [0.5, 0.75], [0, 1], [1, 1]],
  9: [[0, 0], [1, 0], [0, 1 / 3], [1, 1 / 3], [0.5, 0.5], [0, 2 / 3], [1, 2 / 3], [0, 1], [1, 1]],
  T: [[0, 0], [1, 0], [0.5, 1 / 6], [0, 1 / 3], [1, 1 / 3], [0, 2 / 3], [1, 2 / 3], [0.5, 5 / 6], [0, 1], [1, 1]],
};

/**
 * Draws the rank text fitted into a box (condensed sideways if too wide, e.g. "10").
 * @param {CanvasRenderingContext2D} ctx
 */
function fitText(ctx, text, cx, top, size, maxWidth, colour) {
  ctx.font = `700 ${size}px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
  const m = ctx.measureText(text);
  const ascent = m.actualBoundingBoxAscent || size * 0.72;
  const sx = Math.min(1, maxWidth / Math.max(1, m.width));
  ctx.save();
  ctx.translate(cx, top + ascent);
  ctx.scale(sx, 1);
  ctx.fillStyle = colour;
  ctx.fillText(text, 0, 0);
  ctx.restore();
  return ascent;
}

/**
 * Draws a card's corner index (rank over suit) in the top-left corner of the card whose
 * top-left is (x, y); the caller rotates the context for the opposite corner.
 * @param {CanvasRenderingContext2D} ctx
 */
function drawIndex(ctx, label, suit, x, y, w, compact, colour) {
  const size = compact ? w * 0.34 : w * 0.2;
  const colW = compact ? w * 0.36 : w * 0.2;
  const cx = x + (compact ? w * 0.05 : w * 0.03) + colW / 2;
  const top = y + w * 0.06;
  const ascent = fitText(ctx, label, cx, top, size, colW, colour);
  const pip = compact ? w * 0.24 : w * 0.14;
  drawSuit(ctx, suit, cx, top + ascent + size * 0.14 + pip / 2, pip, colour);
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {{ rank: string, suit: string }} card
 * @param {CardStyle} style
 */
function drawFace(ctx, card, x, y, w, h, style) {
  const colour = suitColour(card.suit, style.fourColour);
  // Small cards (a hand on a phone) get big indices and a simplified middle: what
  // shows of a fanned card is its left edge, and it must read at a glance.
  const compact = style.compact ?? w < 64;
  const label = rankLabel(card.rank, style.lang);
  drawIndex(ctx, label, card.suit, x, y, w, compact, colour);
  ctx.save();
  ctx.translate(x + w, y + h);
  ctx.rotate(Math.PI);
  drawIndex(ctx, label, card.suit, 0, 0, w, compact, colour);
  ctx.restore();

  const court = card.rank === "J" || card.rank === "Q" || card.rank === "K";
  if (compact) {
    // One big symbol in the free middle-right area.
    const cx = x + w * 0.6;
    const cy = y + h * 0.5;
    if (court) drawCourt(ctx, card, x + w * 0.3, y + h * 0.2, w * 0.56, h * 0.6, style, true);
    else drawSuit(ctx, card.suit, cx, cy, w * (card.rank === "A" ? 0.5 : 0.42), colour);
    return;
  }
  if (card.rank === "A") {
    const size = w * (card.suit === "S" ? 0.52 : 0.42);
    if (card.suit === "S") {
      // The ace of spades: a larger pip with a fine ring, as printed decks do.
      ctx.beginPath();
      ctx.arc(x + w / 2, y + h / 2, size * 0.72, 0, Math.PI * 2);
      ctx.strokeStyle = colour;
      ctx.lineWidth = Math.max(0.7, w * 0.01);
      ctx.stroke();
    }
    drawSuit(ctx, card.suit, x + w / 2, y + h / 2, size, colour);
    return;
  }
  if (court) {
    drawCourt(ctx, card, x + w * 0.2, y + h * 0.11, w * 0.6, h * 0.78, style, false);
    return;
  }
  const pips = PIPS[card.rank];
  const left = x + w * 0.35;
  const right = x + w * 0.65;
  const top = y + h * 0.19;
  const bottom = y + h * 0.81;
  const size = w * 0.18;
  for (const [c, r] of pips) {
    const px = left + (right - left) * c;
    const py = top + (bottom - top) * r;
    drawSuit(ctx, card.suit, px, py, size, colour, r > 0.5);
  }
}

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
 * @param {CardStyle} style
 * @param {boolean} mini
 */
function drawCourt(ctx, card, fx, fy, fw, fh, style, mini) {
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
 * One half of a court figure, drawn around the frame centre (0, 0), growing upward.
 * @param {CanvasRenderingContext2D} ctx
 * @param {{ rank: string, suit: string }} card
 */
function drawBust(ctx, card, fw, fh, colour, line, mini) {
  const [robe, trim, accent] = ROBES[/** @type {"C"|"D"|"H"|"S"} */ (card.suit)];
  const u = fw; // horizontal unit
  const v = fh / 2; // height of one half
  ctx.lineJoin = "round";
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
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

  // Hair behind the head (the queen's falls to the shoulders).
  const headY = -0.66 * v;
  const headR = 0.16 * u;
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

  // Headgear.
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

  // What the figure holds: king a sceptre, queen a flower, jack a halberd.
  if (!mini) {
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
  // The suit pip beside the head, and the rank letter on the other side.
  const pipSize = (mini ? 0.3 : 0.2) * u;
  drawSuit(ctx, card.suit, (mini ? 0.3 : 0.33) * u, -0.8 * v + pipSize / 2, pipSize, colour);
}

/**
 * How a hand is sorted on the table: by suit (clubs, diamonds, spades, hearts, so the
 * colours alternate), then by rank; or by rank first.
 * @param {string[]} cards
 * @param {"suit" | "rank"} [by]
 * @returns {string[]} a new sorted array (unknown codes last)
 */
export function sortHand(cards, by = "suit") {
  const key = (/** @type {string} */ code) => {
    const c = parseCard(code);
    if (!c) return 1e6;
    const r = RANKS.indexOf(c.rank);
    const s = SUITS.indexOf(c.suit);
    return by === "suit" ? s * 100 + r : r * 100 + s;
  };
  return [...cards].sort((a, b) => key(a) - key(b));
}
