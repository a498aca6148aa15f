// @ts-check
// The Ётта card renderer (Y1): used by the table, the menu and "How to play".
// Colour is never the only cue: each shape is distinct, the number is printed on
// every card, and each colour also has its own fill (red solid, green hollow, blue
// striped, yellow dotted). Colours come from the Okabe–Ito palette, told apart by
// most colour-blind people. The wild is a light card with all four shapes.
import { roundRect, BitmapCache, deviceScale, plainScale } from "../canvas.js";

/** @typedef {"R"|"G"|"B"|"Y"} Colour */
/** @typedef {"C"|"S"|"T"|"X"} Shape */

/** Display colours of the four card colours. */
export const COLOURS = /** @type {Record<Colour, string>} */ ({
  R: "#e8613c",
  G: "#1fb584",
  B: "#3d9be0",
  Y: "#f2d84b",
});

export const COLOUR_KEYS = /** @type {Colour[]} */ (["R", "G", "B", "Y"]);
export const SHAPE_KEYS = /** @type {Shape[]} */ (["C", "S", "T", "X"]);

/**
 * Parses a card code ("3RT", "W"); null for anything else.
 * @param {string} code
 * @returns {{ wild: true } | { wild: false, number: number, colour: Colour, shape: Shape } | null}
 */
export function parseCard(code) {
  const c = String(code).trim().toUpperCase();
  if (c === "W") return { wild: true };
  const m = /^([1-4])([RGBY])([CSTX])$/.exec(c);
  if (!m) return null;
  return {
    wild: false,
    number: Number(m[1]),
    colour: /** @type {Colour} */ (m[2]),
    shape: /** @type {Shape} */ (m[3]),
  };
}

/**
 * A card's name in the language of `t` (a translator with the Ётта strings):
 * "red triangle 3", "wild"; anything else as given.
 * @param {string} code @param {import("../games.js").Translate} t
 */
export function cardName(code, t) {
  const c = parseCard(code);
  if (!c) return code;
  if (c.wild) return t("wild");
  return t("cardName", { number: c.number, colour: t(`colour${c.colour}`), shape: t(`shape${c.shape}`) });
}

/**
 * Traces the path of a shape centred on (cx, cy) with "radius" r.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Shape} shape
 * @param {number} cx @param {number} cy @param {number} r
 */
export function shapePath(ctx, shape, cx, cy, r) {
  ctx.beginPath();
  switch (shape) {
    case "C":
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      break;
    case "S": {
      const s = r * 0.86;
      ctx.rect(cx - s, cy - s, 2 * s, 2 * s);
      break;
    }
    case "T": {
      const h = r * 1.12;
      ctx.moveTo(cx, cy - h);
      ctx.lineTo(cx + h * 0.98, cy + h * 0.72);
      ctx.lineTo(cx - h * 0.98, cy + h * 0.72);
      ctx.closePath();
      break;
    }
    case "X": {
      const a = r * 0.36;
      const l = r;
      ctx.moveTo(cx - a, cy - l);
      ctx.lineTo(cx + a, cy - l);
      ctx.lineTo(cx + a, cy - a);
      ctx.lineTo(cx + l, cy - a);
      ctx.lineTo(cx + l, cy + a);
      ctx.lineTo(cx + a, cy + a);
      ctx.lineTo(cx + a, cy + l);
      ctx.lineTo(cx - a, cy + l);
      ctx.lineTo(cx - a, cy + a);
      ctx.lineTo(cx - l, cy + a);
      ctx.lineTo(cx - l, cy - a);
      ctx.lineTo(cx - a, cy - a);
      ctx.closePath();
      break;
    }
  }
}

/**
 * Draws a shape in a colour, with the colour's own fill pattern.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Shape} shape @param {Colour} colour
 * @param {number} cx @param {number} cy @param {number} r
 */
export function drawShape(ctx, shape, colour, cx, cy, r) {
  const col = COLOURS[colour];
  const lw = Math.max(1.2, r * 0.2);
  ctx.save();
  ctx.lineJoin = "round";
  shapePath(ctx, shape, cx, cy, r);
  if (colour === "R") {
    ctx.fillStyle = col;
    ctx.fill();
  } else if (colour === "G") {
    // Hollow: a thick outline inside the shape's edge.
    ctx.save();
    ctx.clip();
    ctx.lineWidth = lw * 2;
    ctx.strokeStyle = col;
    ctx.stroke();
    ctx.restore();
  } else if (colour === "B") {
    ctx.save();
    ctx.clip();
    ctx.strokeStyle = col;
    ctx.lineWidth = Math.max(1, r * 0.17);
    const step = Math.max(2.5, r * 0.42);
    ctx.beginPath();
    for (let d = -2 * r; d <= 2 * r; d += step) {
      ctx.moveTo(cx + d - r * 1.2, cy + r * 1.2);
      ctx.lineTo(cx + d + r * 1.2, cy - r * 1.2);
    }
    ctx.stroke();
    ctx.restore();
    shapePath(ctx, shape, cx, cy, r);
    ctx.lineWidth = lw;
    ctx.strokeStyle = col;
    ctx.stroke();
  } else {
    ctx.save();
    ctx.clip();
    ctx.fillStyle = col;
    const step = Math.max(3, r * 0.46);
    const dot = Math.max(0.8, r * 0.12);
    for (let yy = cy - r * 1.2; yy <= cy + r * 1.2; yy += step) {
      for (let xx = cx - r * 1.2; xx <= cx + r * 1.2; xx += step) {
        ctx.beginPath();
        ctx.arc(xx, yy, dot, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    ctx.restore();
    shapePath(ctx, shape, cx, cy, r);
    ctx.lineWidth = lw;
    ctx.strokeStyle = col;
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * @typedef {object} CardStyle
 * @property {boolean} [selected] raised, with an accent ring
 * @property {boolean} [staged] placed this turn, not yet played
 * @property {boolean} [last] part of the latest move
 * @property {boolean} [dim] drawn faded (e.g. chosen for a trade)
 * @property {boolean} [shadow] draws a drop shadow
 */

/**
 * Draws an Ётта card (square, `size` CSS pixels) with its top-left corner at (x, y).
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} code "3RT" or "W"
 * @param {number} x @param {number} y @param {number} size
 * @param {CardStyle} [style]
 */
export function drawCard(ctx, code, x, y, size, style = {}) {
  if (!(size > 2)) return;
  const card = parseCard(code);
  const rad = size * 0.12;
  ctx.save();
  if (style.dim) ctx.globalAlpha = 0.45;
  if (style.shadow || style.selected) {
    ctx.shadowColor = "rgba(0,0,0,0.45)";
    ctx.shadowBlur = size * (style.selected ? 0.25 : 0.12);
    ctx.shadowOffsetY = size * (style.selected ? 0.08 : 0.04);
  }
  roundRect(ctx, x, y, size, size, rad);
  if (card?.wild) {
    const g = ctx.createLinearGradient(x, y, x + size, y + size);
    g.addColorStop(0, "#fff8dc");
    g.addColorStop(1, "#f3d98a");
    ctx.fillStyle = g;
  } else {
    ctx.fillStyle = "#1a2130";
  }
  ctx.fill();
  ctx.shadowColor = "transparent";
  // Edge.
  ctx.lineWidth = Math.max(1, size * 0.03);
  ctx.strokeStyle = card?.wild ? "#b8860b" : "#3c475c";
  roundRect(ctx, x + 0.5, y + 0.5, size - 1, size - 1, rad);
  ctx.stroke();

  if (!card) {
    ctx.restore();
    return;
  }
  if (card.wild) {
    // All four shapes in their colours around a star: unmistakably wild.
    const q = size * 0.14;
    drawShape(ctx, "C", "R", x + size * 0.3, y + size * 0.3, q);
    drawShape(ctx, "S", "G", x + size * 0.7, y + size * 0.3, q);
    drawShape(ctx, "T", "B", x + size * 0.3, y + size * 0.71, q);
    drawShape(ctx, "X", "Y", x + size * 0.7, y + size * 0.7, q);
    ctx.fillStyle = "#7a4d00";
    star(ctx, x + size / 2, y + size / 2, size * 0.13, size * 0.055);
    ctx.fill();
  } else {
    const face = /** @type {{ number: number, colour: Colour, shape: Shape }} */ (card);
    drawShape(ctx, face.shape, face.colour, x + size / 2, y + size * 0.55, size * 0.27);
    // The number, top-left, white on the dark card, and repeated as pips bottom-right.
    const fs = Math.max(7, size * 0.27);
    ctx.fillStyle = "#ffffff";
    ctx.font = `700 ${fs}px system-ui, sans-serif`;
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.fillText(String(face.number), x + size * 0.08, y + size * 0.05);
    const pr = Math.max(0.8, size * 0.028);
    for (let i = 0; i < face.number; i++) {
      ctx.beginPath();
      ctx.arc(x + size * (0.9 - i * 0.085), y + size * 0.12, pr, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  if (style.staged || style.selected || style.last) {
    ctx.lineWidth = Math.max(2, size * 0.06);
    ctx.strokeStyle = style.selected ? "#ffffff" : style.staged ? "#7fd1ff" : "#ffb347";
    if (style.staged && !style.selected) ctx.setLineDash([size * 0.12, size * 0.07]);
    roundRect(ctx, x + ctx.lineWidth / 2, y + ctx.lineWidth / 2, size - ctx.lineWidth, size - ctx.lineWidth, rad);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.restore();
}

/** Card pictures drawn once (see `drawCardBitmap`). */
const bitmaps = new BitmapCache(240);

/**
 * Draws an Ётта card as `drawCard` does, from a bitmap of the card drawn once per card,
 * style, size and devicePixelRatio (a moving card costs one image copy per frame, not
 * its shapes and text). The bitmap is made at `made` CSS pixels (with room for the
 * shadow) and scaled to `size`: a card growing in flight keeps one bitmap.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} code
 * @param {number} x @param {number} y @param {number} size
 * @param {CardStyle} [style]
 * @param {number} [made] the size the bitmap is drawn at (default `size`)
 */
export function drawCardBitmap(ctx, code, x, y, size, style = {}, made = size) {
  if (!(size > 2) || !(made > 2)) return;
  const ds = deviceScale(ctx);
  // Room for the shadow (blur and offset grow with the card, see drawCard).
  const pad = Math.ceil(made * 0.4) + 2;
  const full = made + 2 * pad;
  const key = `${code}|${made.toFixed(2)}|${ds}|${style.selected ? 1 : 0}${style.staged ? 1 : 0}${style.last ? 1 : 0}${style.dim ? 1 : 0}${style.shadow ? 1 : 0}`;
  const bmp = bitmaps.get(key, full * ds, full * ds, (b) => {
    b.setTransform(ds, 0, 0, ds, 0, 0);
    drawCard(b, code, pad, pad, made, style);
  });
  const k = size / made;
  ctx.drawImage(bmp, x - pad * k, y - pad * k, (bmp.width / ds) * k, (bmp.height / ds) * k);
}

/**
 * Draws an Ётта card as `drawCard` does, copied from a bitmap drawn once per card,
 * style, size and devicePixelRatio, its corner on the nearest device pixel (at most
 * half a device pixel from where `drawCard` would put it). For the cards on the grid
 * and in the hand: the grid is redrawn at every hover, move or pan, and a card's shapes
 * and number cost far more than a copy. A context that is turned or moved, and a card
 * with a shadow, draw the card itself.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} code
 * @param {number} x @param {number} y @param {number} size
 * @param {CardStyle} [style]
 * @param {boolean} [scaled] until its bitmap is made, draw it from one of another size
 *   (`drawCardScaled`), not itself
 * @returns {boolean} whether drawn from a bitmap of another size, scaled
 */
export function drawCardFast(ctx, code, x, y, size, style = {}, scaled = false) {
  const ds = plainScale(ctx);
  if (!ds || style.shadow || style.selected) {
    drawCard(ctx, code, x, y, size, style);
    return false;
  }
  if (!(size > 2)) return false;
  // Device pixels of room around the card (its antialiased edge).
  const at = 2;
  const key = `fast|${code}|${size}|${ds}|${style.staged ? 1 : 0}${style.last ? 1 : 0}${style.dim ? 1 : 0}`;
  const bmp = bitmaps.soon(key, size * ds + 2 * at, size * ds + 2 * at, (b) => {
    b.setTransform(ds, 0, 0, ds, 0, 0);
    drawCard(b, code, at / ds, at / ds, size, style);
  });
  if (!bmp) {
    // Its bitmap is drawn in a moment; this time, the card itself (or scaled).
    if (scaled) return drawCardScaled(ctx, code, x, y, size, style);
    drawCard(ctx, code, x, y, size, style);
    return false;
  }
  shown.set(fastBase(code, ds, style), bmp);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(bmp, Math.round(x * ds) - at, Math.round(y * ds) - at);
  ctx.restore();
  return false;
}

/** The latest bitmap of `drawCardFast` shown per card, style and devicePixelRatio, whatever its size. @type {Map<string, HTMLCanvasElement>} */
const shown = new Map();

/** @param {string} code @param {number} ds @param {CardStyle} style */
function fastBase(code, ds, style) {
  return `${code}|${ds}|${style.staged ? 1 : 0}${style.last ? 1 : 0}${style.dim ? 1 : 0}`;
}

/**
 * Draws an Ётта card from the bitmap `drawCardFast` last showed of it at another size,
 * scaled (a copy, where the card itself costs its shapes and text: a grid whose cells
 * change size, when the camera refits it, would draw every card anew in that frame);
 * the card itself when there is none. True when drawn from a scaled bitmap: it is drawn
 * again, sharp, once its bitmap at this size is made (`whenCardsDrawn`).
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} code
 * @param {number} x @param {number} y @param {number} size
 * @param {CardStyle} [style]
 */
export function drawCardScaled(ctx, code, x, y, size, style = {}) {
  const ds = plainScale(ctx);
  const old = ds && !style.shadow && !style.selected ? shown.get(fastBase(code, ds, style)) : undefined;
  // A bitmap the cache forgot has no pixels left.
  if (!old || old.width <= 4 || !(size > 2)) {
    drawCard(ctx, code, x, y, size, style);
    return false;
  }
  // Its room around the card: 2 device pixels (see drawCardFast).
  const k = size / ((old.width - 4) / ds);
  const at = (2 / ds) * k;
  ctx.drawImage(old, x - at, y - at, (old.width / ds) * k, (old.height / ds) * k);
  return true;
}

/** Calls `fn` once the card bitmaps asked for are made (in a task of its own). @param {() => void} fn */
export function whenCardsDrawn(fn) {
  bitmaps.whenDrawn(fn);
}

/**
 * Draws the back of an Ётта card (an opponent's hand, the pile).
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x @param {number} y @param {number} size
 */
export function drawBack(ctx, x, y, size) {
  ctx.save();
  roundRect(ctx, x, y, size, size, size * 0.12);
  ctx.fillStyle = "#2b3d6b";
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.04);
  ctx.strokeStyle = "#c9d4f0";
  roundRect(ctx, x + size * 0.1, y + size * 0.1, size * 0.8, size * 0.8, size * 0.08);
  ctx.stroke();
  ctx.fillStyle = "#c9d4f0";
  ctx.font = `700 ${size * 0.36}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText("Ё", x + size / 2, y + size / 2 + size * 0.02);
  ctx.restore();
}

/**
 * A five-pointed star path.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} cx @param {number} cy @param {number} R @param {number} r
 */
function star(ctx, cx, cy, R, r) {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 ? r : R;
    ctx.lineTo(cx + rad * Math.cos(a), cy + rad * Math.sin(a));
  }
  ctx.closePath();
}

/**
 * The menu's picture of Ётта: all four shapes, colours and numbers, and a wild.
 * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} h
 */
export function drawPreview(ctx, w, h) {
  const cards = ["1RC", "2GS", "3BT", "4YX", "W"];
  const size = Math.min(h * 0.8, (w * 0.92) / (cards.length * 0.82 + 0.2));
  const step = size * 0.82;
  const total = step * (cards.length - 1) + size;
  const x0 = (w - total) / 2;
  const y0 = (h - size) / 2;
  cards.forEach((c, i) => {
    const tilt = (i - 2) * 0.07;
    ctx.save();
    ctx.translate(x0 + i * step + size / 2, y0 + size / 2 + Math.abs(i - 2) * size * 0.05);
    ctx.rotate(tilt);
    drawCard(ctx, c, -size / 2, -size / 2, size, { shadow: true });
    ctx.restore();
  });
}
