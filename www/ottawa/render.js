// @ts-check
// Draws the Оттава table on the canvas: the felt, the opponents around it with their
// card backs, counts and scores, the stock and the discard pile in the middle, the
// shown hand fanned at the bottom (the still scene, `drawTable`, redrawn when it
// changes), and over it what moves: cards in flight and the card being dragged
// (`drawMoving`, every animation frame, from bitmaps). `layout` is shared with the
// input code (hit tests) and the controller (`handCardCenter`, `pileCenter`, …).
import { roundRect, BitmapCache, drawCached, deviceScale } from "../canvas.js";
import { CARD_ASPECT } from "./deck.js";
import { drawCardFast, drawCardScaled } from "./card-bitmaps.js";
import { drawTurned, turnedReady, prepareTurned } from "./turned.js";
import { cardShort } from "./strings.js";

/**
 * A card placed on the table: centre, width, height, rotation (radians).
 * @typedef {{ x: number, y: number, w: number, h: number, rot: number }} Place
 * An opponent's place: the middle of its fan's badge, its size, the room along the arc,
 * its cards' width, the widest its name and score may be drawn.
 * @typedef {{ seat: number, x: number, y: number, size: number, room: number, cardW: number, maxW: number }} SeatSpot
 * A box on the table: its edges.
 * @typedef {{ left: number, top: number, right: number, bottom: number }} Box
 * @typedef {{
 *   w: number, h: number, margin: number,
 *   felt: { cx: number, cy: number, rx: number, ry: number },
 *   seats: (SeatSpot | null)[],
 *   me: { x: number, y: number },
 *   stock: Place, pile: Place,
 *   cardW: number, cardH: number, lift: number,
 *   hand: Place[], handTop: number,
 * }} Layout
 * A card flying across the table.
 * @typedef {{ card: string | null, from: Place, to: Place, start: number, dur: number,
 *   flip?: boolean, fourColour?: boolean }} Flight
 */

const clamp = (/** @type {number} */ v, /** @type {number} */ lo, /** @type {number} */ hi) =>
  Math.max(lo, Math.min(hi, v));

/** Cubic ease-in-out. @param {number} t */
export function ease(t) {
  return t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
}

/**
 * Where everything goes on a `w` × `h` table for `players` seats, the shown seat at
 * the bottom and the others clockwise from its left (O3, O10: play passes to the left).
 * @param {number} w
 * @param {number} h
 * @param {{ players: number, shownSeat: number, handCount: number, lifted: (i: number) => boolean }} p
 * @returns {Layout}
 */
export function layout(w, h, p) {
  const margin = clamp(Math.min(w, h) * 0.02, 6, 16);
  const cardW = Math.round(clamp(Math.min(w * (h > w * 1.2 ? 0.19 : 0.17), h * 0.15), 52, 108));
  const cardH = Math.round(cardW / CARD_ASPECT);
  const lift = Math.round(cardH * 0.2);

  // The hand: one row, or two when the cards would overlap too much to read.
  const n = p.handCount;
  // The fan's outer cards are turned a little: keep their corners on screen.
  const usable = w - 2 * margin - cardW * 0.12;
  const minStep = cardW * 0.36;
  let rows = 1;
  let perRow = n;
  let step = n > 1 ? Math.min(cardW * 0.62, (usable - cardW) / (n - 1)) : 0;
  if (n > 1 && step < minStep) {
    rows = 2;
    perRow = Math.ceil(n / 2);
    step = Math.min(cardW * 0.62, (usable - cardW) / Math.max(1, perRow - 1));
  }
  /** @type {Place[]} */
  const hand = [];
  const bottomTop = h - margin - cardH - Math.round(cardW * 0.1);
  for (let i = 0; i < n; i++) {
    const row = rows === 1 ? 0 : i < perRow ? 0 : 1;
    const inRow = rows === 1 ? n : row === 0 ? perRow : n - perRow;
    const j = row === 0 ? i : i - perRow;
    const mid = (inRow - 1) / 2;
    const spread = Math.min(0.05, 0.5 / Math.max(1, inRow));
    const rot = (j - mid) * spread;
    const rowTop = rows === 1 ? bottomTop : row === 0 ? bottomTop - cardH * 0.52 : bottomTop;
    // The fan's curve: the outer cards sit lower, by at most a tenth of a card.
    const arc = mid > 0 ? ((j - mid) * (j - mid) * cardW * 0.1) / (mid * mid) : 0;
    const x = w / 2 + (j - mid) * step;
    const y = rowTop + cardH / 2 + arc - (p.lifted(i) ? lift : 0);
    hand.push({ x, y, w: cardW, h: cardH, rot });
  }
  const handTop = (rows === 1 ? bottomTop : bottomTop - cardH * 0.52) - lift - margin;

  // The felt: an oval over the space above the hand (reaching behind its top).
  const feltTop = margin;
  const feltBottom = Math.min(h - margin, handTop + cardH * 0.45);
  const felt = {
    cx: w / 2,
    cy: (feltTop + feltBottom) / 2,
    rx: w / 2 - margin,
    ry: (feltBottom - feltTop) / 2,
  };

  // The middle: stock on the left, discard pile on the right.
  const cw = Math.round(clamp(Math.min(w * 0.16, (handTop - margin) * 0.22), 48, 104));
  const ch = Math.round(cw / CARD_ASPECT);
  // In portrait with many opponents, the middle moves down to leave them the top.
  const midY = felt.cy + felt.ry * (h > w * 1.2 && p.players > 3 ? 0.3 : 0.12);
  const stock = { x: w / 2 - cw * 0.72, y: midY, w: cw, h: ch, rot: 0 };
  const pile = { x: w / 2 + cw * 0.72, y: midY, w: cw, h: ch, rot: 0 };

  // Opponents on an arc over the top of the felt, from the shown seat's left round to
  // its right, spaced evenly along the arc (not by angle: a tall oval would bunch them),
  // each block whole on screen and clear of its neighbours, the middle and the hand.
  const others = p.players - 1;
  /** @type {(SeatSpot | null)[]} */
  const seats = Array.from({ length: p.players }, () => null);
  if (others > 0) {
    const key = `${w}|${h}|${others}|${handTop}|${cardW}`;
    let spots = placedSeats.get(key);
    if (!spots) {
      spots = seatSpots({ w, h, margin, felt, others, keepOut: keepOuts({ w, h, margin, cardW, handTop, stock, pile }) });
      if (placedSeats.size > 40) placedSeats.clear();
      placedSeats.set(key, spots);
    }
    for (let k = 1; k <= others; k++) {
      const seat = (p.shownSeat + k) % p.players;
      seats[seat] = { ...spots[k - 1], seat };
    }
  }
  const me = { x: margin, y: handTop };
  return { w, h, margin, felt, seats, me, stock, pile, cardW, cardH, lift, hand, handTop };
}

/** The smallest an opponent's block gets with room for its name in full. */
const MIN_SEAT = 44;
/** The smallest it gets at all, its name cut short (a small table and many players). */
const TINY_SEAT = 26;

/** Whether two boxes overlap (touching edges do not). @param {Box} a @param {Box} b */
export function overlaps(a, b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Where the parts of an opponent's block lie (`drawSeat` draws them there) and the box
 * holding them whatever the seat shows: up to eight backs with the count chip on the
 * fan's top right corner, or up to ten revealed cards 1.1 badges wide (the round's end),
 * the dealer chip on the fan's top left corner, the name and the score under the fan,
 * each at most `maxW` wide, the glow while it is to move, a speech bubble ("Pass") over
 * the fan.
 * @param {{ x: number, y: number, size: number, cardW: number, maxW: number }} spot
 */
export function seatBox(spot) {
  const { x, y, size } = spot;
  const cw = spot.cardW;
  const chh = cw / CARD_ASPECT;
  const top = y - size * 0.42;
  const fs = clamp(size * 0.14, 11, 15);
  const nameY = top + chh + 4;
  const backsW = cw + Math.max(0, Math.min(cw * 0.32, (size - cw) / 7)) * 7;
  const shownW = Math.max(backsW, size * 1.1);
  const chipR = clamp(cw * 0.36, 9, 13);
  const dealerR = fs * 0.62;
  // Chips and letters cast a 3 px shadow.
  const text = spot.maxW / 2 + 2;
  return {
    left: x - Math.max(shownW / 2 + dealerR + 3, text),
    right: x + Math.max(backsW / 2 + chipR * 1.25 + 3, shownW / 2, text),
    top: top - Math.max(chipR, dealerR) - 3,
    bottom: nameY + fs + 3 + fs * 0.88 * 1.25 + 3,
    fanTop: top,
    nameY,
    fs,
    chipR,
    dealerR,
    bubbleY: top + chh / 2 + 13,
  };
}

/**
 * What the opponents' blocks must keep clear of: the middle (stock with its count,
 * the untidy pile), and the strip along the bottom with the hand and the shown seat's
 * label (over the whole width: the two sides alike).
 * @param {{ w: number, h: number, margin: number, cardW: number, handTop: number, stock: Place, pile: Place }} l
 * @returns {Box[]}
 */
function keepOuts(l) {
  const s = l.stock;
  const q = l.pile;
  const pad = 4;
  const lfs = Math.max(11, s.w * 0.15);
  const labelHalf = Math.max(s.w / 2, lfs * 4.2);
  // The pile's cards turn by up to a quarter radian and lie up to a tenth of a card aside.
  const qx = (q.w / 2) * Math.cos(0.25) + (q.h / 2) * Math.sin(0.25) + q.w * 0.08;
  const qy = (q.h / 2) * Math.cos(0.25) + (q.w / 2) * Math.sin(0.25) + q.w * 0.06;
  const middle = {
    left: Math.min(s.x - s.w / 2 - s.w * 0.08, s.x - labelHalf, q.x - qx) - pad,
    right: Math.max(q.x + qx, s.x + labelHalf) + pad,
    top: Math.min(s.y - s.h / 2 - s.w * 0.08, q.y - qy) - pad,
    bottom: Math.max(s.y + s.h / 2 + 6 + lfs * 1.3, q.y + qy) + pad,
  };
  const fs = clamp(l.cardW * 0.2, 12, 16);
  const bottom = { left: 0, right: l.w, top: Math.min(l.handTop, l.handTop + l.margin - fs - 14), bottom: l.h };
  return [middle, bottom];
}

/** Opponents' places already worked out, by table size, count and hand's top. */
const placedSeats = new Map();

/**
 * The opponents' places, in play order from the shown seat's left: on an arc over the
 * top of the felt, spaced evenly along it (not by angle: a tall oval would bunch them),
 * as large as they can be with every block on screen and clear of its neighbours and
 * of `keepOut`. Names get room to be read in full first; only when no size allows it
 * are they cut short. Failing all, the smallest blocks on the plain arc.
 * @param {{ w: number, h: number, margin: number, felt: { cx: number, cy: number, rx: number, ry: number },
 *   others: number, keepOut: Box[] }} o
 * @returns {Omit<SeatSpot, "seat">[]}
 */
function seatSpots(o) {
  const { w, h, felt, others } = o;
  const ay = felt.ry * 0.74;
  const portrait = h > w * 1.2;
  // Many opponents use the sides too; a few on a tall screen sit nearer the top.
  const few = portrait && others <= 2;
  const from = Math.PI * (others > 3 ? 0.93 : few ? 1.12 : 1);
  const to = Math.PI * (others > 3 ? 2.07 : few ? 1.88 : 2);
  const arc = pathPoints(felt, felt.rx * 0.8, ay, from, to, 0);
  let arcLength = 0;
  for (let i = 1; i < arc.length; i++) arcLength += Math.hypot(arc[i].x - arc[i - 1].x, arc[i].y - arc[i - 1].y);
  const biggest = clamp(Math.min((arcLength / others) * 0.92, h * 0.2, w * 0.3), MIN_SEAT, 132);
  // The arc may reach out to the sides of a wide table, and with many opponents run on
  // down the sides, where there may be room beside the middle. A flatter arc, or a
  // higher one held down by the table's top edge (a row of blocks along it), leaves
  // more room over the middle of a low table. The first shape that takes the largest
  // blocks wins.
  /** @type {{ path: { x: number, y: number }[], ends: boolean }[]} */
  const paths = [];
  for (const ends of [false, true])
    for (const high of [0.74, 0.5, 1.3])
      for (const wide of [0.8, 1])
        for (const drop of others > 3 ? [0, 0.3, 0.6, 0.9] : [0])
          paths.push({ path: pathPoints(felt, felt.rx * wide, felt.ry * high, from, to, drop * felt.ry), ends });
  for (const fullNames of [true, false]) {
    const least = fullNames ? MIN_SEAT : TINY_SEAT;
    /** @type {number[]} */
    const sizes = [];
    for (let size = biggest; ; size = Math.max(least, size * 0.9)) {
      sizes.push(size);
      if (size === least) break;
    }
    /** @type {{ at: number, spots: Omit<SeatSpot, "seat">[] } | null} */
    let best = null;
    for (const path of paths) {
      // The largest size that fits this shape (larger blocks need more room), if
      // larger than the best so far.
      const place = (/** @type {number} */ at) => placeSeats({ ...o, ...path, size: sizes[at], fullNames });
      let lo = 0;
      let hi = best ? best.at - 1 : sizes.length - 1;
      if (hi < 0) break;
      let fit = place(hi);
      if (!fit.fits) continue;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const p = place(mid);
        if (p.fits) {
          hi = mid;
          fit = p;
        } else lo = mid + 1;
      }
      best = { at: hi, spots: fit.spots };
    }
    if (best) return best.spots;
  }
  return placeSeats({ ...o, path: arc, ends: false, size: TINY_SEAT, fullNames: false }).spots;
}

/**
 * Points along the opponents' path: down the left side by `drop`, over the top on the
 * oval (cx + ax cos θ, cy + ay sin θ) from `from` to `to`, down the right side by `drop`.
 * @param {{ cx: number, cy: number }} felt @param {number} ax @param {number} ay
 * @param {number} from @param {number} to @param {number} drop
 */
function pathPoints(felt, ax, ay, from, to, drop) {
  /** @type {{ x: number, y: number }[]} */
  const raw = [];
  const at = (/** @type {number} */ a) => ({ x: felt.cx + ax * Math.cos(a), y: felt.cy + ay * Math.sin(a) });
  const D = drop > 0 ? 12 : 0;
  const a = at(from);
  const b = at(to);
  for (let i = D; i > 0; i--) raw.push({ x: a.x, y: a.y + (drop * i) / D });
  const N = 64;
  for (let i = 0; i <= N; i++) raw.push(at(from + ((to - from) * i) / N));
  for (let i = 1; i <= D; i++) raw.push({ x: b.x, y: b.y + (drop * i) / D });
  return raw;
}

/**
 * `others` opponents' blocks of `size` along the path, on screen, evenly spaced over the
 * stretches where a block would keep clear of `keepOut`; `fits` tells whether they are
 * clear of it and of each other, their names with room enough.
 * @param {{ w: number, margin: number, path: { x: number, y: number }[], size: number, others: number,
 *   keepOut: Box[], fullNames: boolean, ends: boolean }} o
 */
function placeSeats(o) {
  const { w, margin, size } = o;
  const cardW = Math.round(clamp(size * 0.34, 16, 46));
  const fs = clamp(size * 0.14, 11, 15);
  // Room for a name such as "Компьютер 3" in full, or the badge's width.
  const minW = o.fullNames ? Math.max(size * 1.02, fs * 8) : size * 1.02;
  const probe = seatBox({ x: 0, y: 0, size, cardW, maxW: minW });
  /** Where a block meant for (x, y) goes: on screen. */
  const onScreen = (/** @type {number} */ x, /** @type {number} */ y) => ({
    x: clamp(x, margin - probe.left, w - margin - probe.right),
    y: Math.max(margin - probe.top, y),
  });
  // The path as the blocks would follow it, held on screen, and its length where a
  // block keeps clear of the middle and the hand.
  const pts = o.path.map((p) => onScreen(p.x, p.y));
  const clear = pts.map((q) => {
    const b = { left: q.x + probe.left, right: q.x + probe.right, top: q.y + probe.top, bottom: q.y + probe.bottom };
    return !o.keepOut.some((k) => overlaps(b, k));
  });
  // The stretches of path clear of them, each its start, end and length so far.
  /** @type {{ from: number, to: number, acc: number[] }[]} */
  const stretches = [];
  for (let i = 0; i < pts.length; i++) {
    if (!clear[i]) continue;
    const last = stretches[stretches.length - 1];
    if (last && last.to === i - 1) {
      last.acc.push(last.acc[last.acc.length - 1] + Math.hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y));
      last.to = i;
    } else stretches.push({ from: i, to: i, acc: [0] });
  }
  const lengths = stretches.map((t) => t.acc[t.acc.length - 1]);
  const total = lengths.reduce((a, b) => a + b, 0);
  const room = total / o.others;
  // Each stretch takes its share of the blocks, in play order, spread evenly over it
  // (`ends`: from end to end; else with half a space before the first and after the last).
  /** @type {number[]} */
  const share = lengths.map((l) => Math.floor((l / Math.max(1e-6, total)) * o.others));
  const rest = lengths.map((l, i) => ({ i, r: (l / Math.max(1e-6, total)) * o.others - share[i] })).sort((a, b) => b.r - a.r);
  for (let k = 0, left = o.others - share.reduce((a, b) => a + b, 0); k < left && rest.length > 0; k++) share[rest[k % rest.length].i]++;
  /** @type {Omit<SeatSpot, "seat">[]} */
  const spots = [];
  stretches.forEach((t, n) => {
    const m = share[n];
    const L = lengths[n];
    for (let j = 0; j < m; j++) {
      const want = o.ends ? (m > 1 ? (L * j) / (m - 1) : L / 2) : (L * (j + 0.5)) / m;
      let i = 1;
      while (i < t.acc.length - 1 && t.acc[i] < want) i++;
      const a = pts[t.from + Math.max(0, i - 1)];
      const b = pts[t.from + Math.min(i, t.acc.length - 1)];
      const f = t.acc.length > 1 ? clamp((want - t.acc[i - 1]) / Math.max(1e-6, t.acc[i] - t.acc[i - 1]), 0, 1) : 0;
      spots.push({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, size, room, cardW, maxW: minW });
    }
  });
  // Names may use the room up to the neighbours (wide tables), not just the badge.
  const want = Math.max(minW, 170);
  const widths = spots.map((s, i) => {
    const b = seatBox(s);
    let half = Math.min(want / 2, s.x - margin / 2, w - margin / 2 - s.x);
    spots.forEach((t, j) => {
      if (j === i) return;
      const c = seatBox(t);
      if (c.bottom <= b.top || c.top >= b.bottom) return;
      const dx = Math.abs(t.x - s.x);
      const side = t.x > s.x ? c.left : c.right;
      half = Math.min(half, Math.abs(side - s.x) - 2, dx / 2 - 1);
    });
    for (const k of o.keepOut) {
      if (k.bottom <= b.top || k.top >= b.bottom) continue;
      if (k.left >= s.x) half = Math.min(half, k.left - s.x - 2);
      else if (k.right <= s.x) half = Math.min(half, s.x - k.right - 2);
    }
    return Math.max(minW, half * 2);
  });
  spots.forEach((s, i) => (s.maxW = widths[i]));
  const boxes = spots.map((s) => seatBox(s));
  const fits =
    spots.length === o.others &&
    boxes.every((b, i) => b.left >= 0 && b.right <= w && b.top >= 0 && !o.keepOut.some((k) => overlaps(b, k)) && boxes.every((c, j) => j <= i || !overlaps(b, c)));
  return { spots, fits };
}

/**
 * The layout of a `w` × `h` table of `players` seats showing `st` (the table's state, or
 * one to come): its shown seat's hand, the cards that may be played, focused or just
 * drawn lifted.
 * @param {import("./state.js").TableState} st @param {number} w @param {number} h @param {number} players
 */
export function layoutFor(st, w, h, players) {
  const playable = st.playable();
  return layout(w, h, {
    players,
    shownSeat: st.shownSeat,
    handCount: st.order.length,
    lifted: (i) => !st.hidden && (playable.has(st.order[i]) || st.focus === i || st.order[i] === st.drawn),
  });
}

/**
 * The screen position `i` of the hand under (x, y), the topmost card first.
 * @param {Layout} lay @param {number} x @param {number} y
 * @returns {{ kind: "card", index: number } | { kind: "stock" } | { kind: "pile" } | null}
 */
export function hitTest(lay, x, y) {
  for (let i = lay.hand.length - 1; i >= 0; i--) {
    const c = lay.hand[i];
    const dx = x - c.x;
    const dy = y - c.y;
    const cos = Math.cos(-c.rot);
    const sin = Math.sin(-c.rot);
    const lx = dx * cos - dy * sin;
    const ly = dx * sin + dy * cos;
    // A lifted card also owns the gap it left below it.
    if (Math.abs(lx) <= c.w / 2 && ly >= -c.h / 2 && ly <= c.h / 2 + lay.lift) return { kind: "card", index: i };
  }
  if (inside(lay.stock, x, y, lay.stock.w * 0.15)) return { kind: "stock" };
  if (inside(lay.pile, x, y, lay.pile.w * 0.15)) return { kind: "pile" };
  return null;
}

/** Whether (x, y) is inside the unrotated place `p`, grown by `pad`. */
function inside(/** @type {Place} */ p, /** @type {number} */ x, /** @type {number} */ y, pad = 0) {
  return Math.abs(x - p.x) <= p.w / 2 + pad && Math.abs(y - p.y) <= p.h / 2 + pad;
}

/**
 * Whether a card dropped at (x, y) is meant for the discard pile: on the pile, or
 * anywhere on the felt above the hand that is not the stock (forgiving on phones).
 * @param {Layout} lay @param {number} x @param {number} y
 */
export function dropOnPile(lay, x, y) {
  if (inside(lay.pile, x, y, lay.pile.w * 0.6)) return true;
  if (inside(lay.stock, x, y, lay.stock.w * 0.2)) return false;
  return y < lay.handTop - lay.cardH * 0.15;
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
 * @property {(key: string, params?: any) => string} t
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
    (ctx) => drawCached(ctx, blocks, `felt|${lay.w},${lay.h}|${f.cx},${f.cy},${f.rx},${f.ry}|${lay.margin}`, 0, 0, lay.w, lay.h, (c) => drawFelt(c, lay)),
    (ctx) => drawStock(ctx, lay, sc),
    (ctx) => drawPile(ctx, lay, sc, style),
    ...lay.seats.filter((spot) => spot !== null).map((spot) => (/** @type {CanvasRenderingContext2D} */ ctx) => drawSeat(ctx, /** @type {SeatSpot} */ (spot), sc, style)),
    (ctx) => drawMyLabel(ctx, lay, sc),
    (ctx) => drawHand(ctx, lay, sc, style),
  ];
}

/**
 * Asks for the bitmaps of the hand's and the pile's turned cards of a scene to come
 * (`lay`, `sc`: as `drawTable` would be given them), at `ds` device pixels per unit:
 * drawn in tasks of their own before that scene is shown.
 * @param {Layout} lay @param {Scene} sc @param {number} ds
 */
export function prepareTable(lay, sc, ds) {
  const style = { fourColour: sc.fourColour, lang: sc.lang };
  prepareTurned(ds, pileCards(lay, sc, style).cards);
  prepareTurned(ds, handCards(lay, sc, style));
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
    drawBubble(ctx, s.x, s.y - s.h / 2 - 4, "⟲ " + t("reshuffledShort"), lay.w);
  }
}

/**
 * The discard pile's cards as they lie (./turned.js): the last `discard` cards turned
 * up this round (O6: after a reshuffle only the top stays), less those still in
 * flight, the top five shown, each turned up to a third of a radian and pushed aside
 * by a tenth of a card.
 * @param {Layout} lay @param {Scene} sc @param {any} style
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
 * @param {CanvasRenderingContext2D} ctx @param {Layout} lay @param {Scene} sc @param {any} style
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
  if (ready) drawCached(ctx, blocks, key, p.x - reach, p.y - reach, 2 * reach, 2 * reach, (ctx) => drawTurned(ctx, cards));
  else drawTurned(ctx, cards);
  // Over the middle, the latest action, for whoever looked away.
  const last = v.last;
  if (last && !v.roundOver && st.flights.length === 0 && st.reshuffledUntil <= sc.now) {
    const who = last.seat === st.shownSeat && st.seats[last.seat]?.kind === "human" ? null : st.seats[last.seat]?.name ?? "";
    let text = "";
    if (last.kind === "play" && last.card) {
      text = who === null ? sc.t("youPlayed", { card: cardShort(last.card, sc.lang) }) : sc.t("played", { name: who, card: cardShort(last.card, sc.lang) });
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
      drawCached(ctx, blocks, `said|${text}|${x},${y}|${fs}|${maxW}`, x - maxW / 2 - 8, y - 6, maxW + 16, fs * 1.5 + 12, (ctx) =>
        label(ctx, text, x, y, fs, "rgba(255,255,255,0.85)", false, maxW),
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
 * An opponent: its card backs fanned, its name, card count and score; a glow while
 * it is to move, a "D" chip on the dealer.
 * @param {CanvasRenderingContext2D} ctx @param {SeatSpot} spot @param {Scene} sc @param {any} style
 */
function drawSeat(ctx, spot, sc, style) {
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
    spot.x, spot.y, spot.size, spot.maxW, cw,
    count, active, revealed ? revealed.join(",") : "-", name, points, dealer, style.fourColour, style.lang,
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

/** A small white disc with a number (an opponent's card count). */
function countChip(/** @type {CanvasRenderingContext2D} */ ctx, x, y, /** @type {string} */ text, r) {
  ctx.save();
  ctx.font = `800 ${Math.round(r * 1.25)}px system-ui, sans-serif`;
  const w = Math.max(r * 2, ctx.measureText(text).width + r);
  ctx.shadowColor = "rgba(0,0,0,0.45)";
  ctx.shadowBlur = 3;
  pill(ctx, x - w / 2, y - r, w, r * 2, "#fffdf2");
  ctx.shadowBlur = 0;
  ctx.fillStyle = "#1b1b1f";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x, y + r * 0.08);
  ctx.restore();
}

/** The shown seat's own line above the hand: name, score, dealer chip, "your turn". */
function drawMyLabel(/** @type {CanvasRenderingContext2D} */ ctx, /** @type {Layout} */ lay, /** @type {Scene} */ sc) {
  const { st, t } = sc;
  const v = st.view;
  const seat = st.shownSeat;
  const fs = clamp(lay.cardW * 0.2, 12, 16);
  const name = st.seats[seat]?.name ?? "";
  const text = `${name} · ${t("points", { n: v.scores[seat] ?? 0 })}`;
  const y = Math.min(...lay.hand.map((c) => c.y - c.h / 2), lay.h - lay.margin - lay.cardH) - fs - 8;
  const x = lay.margin + 4;
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

/**
 * The shown hand's cards as they lie (./turned.js): each one's place, angle and look.
 * @param {Layout} lay @param {Scene} sc @param {any} style
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
 * @param {CanvasRenderingContext2D} ctx @param {Layout} lay @param {Scene} sc @param {any} style
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
    lay.w, lay.h,
    cards.map((c) => `${c.code},${c.x},${c.y},${c.w},${c.h},${c.rot},${c.style.highlight},${c.style.dim},${c.marker},${c.focus}`).join(";"),
    style.fourColour, style.lang,
  ].join("|");
  drawCached(ctx, blocks, key, left, top, right - left, lay.h - top, (ctx) => drawTurned(ctx, cards));
  return true;
}

/**
 * A card in flight, from a bitmap of it at the larger of its two sizes (its corner
 * indices as it will land).
 * @param {CanvasRenderingContext2D} ctx @param {Flight} f @param {number} now @param {any} style
 */
function drawFlight(ctx, f, now, style) {
  const ds = deviceScale(ctx);
  const raw = f.dur > 0 ? (now - f.start) / f.dur : 1;
  if (raw < 0) return;
  const p = ease(Math.min(1, raw));
  const x = f.from.x + (f.to.x - f.from.x) * p;
  // A gentle arc upward on the way.
  const y = f.from.y + (f.to.y - f.from.y) * p - Math.sin(Math.PI * p) * Math.min(60, Math.abs(f.to.x - f.from.x) * 0.15);
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

/** Centred text with a soft shadow, cut to `maxW` with an ellipsis. */
function label(
  /** @type {CanvasRenderingContext2D} */ ctx,
  /** @type {string} */ text,
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ size,
  /** @type {string} */ colour,
  bold = false,
  maxW = 0,
) {
  ctx.save();
  ctx.font = `${bold ? 700 : 500} ${Math.round(size)}px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  let s = text;
  if (maxW > 0 && ctx.measureText(s).width > maxW) {
    while (s.length > 1 && ctx.measureText(s + "…").width > maxW) s = s.slice(0, -1);
    s += "…";
  }
  if (colour !== "#2a2100") {
    ctx.shadowColor = "rgba(0,0,0,0.55)";
    ctx.shadowBlur = 3;
  }
  ctx.fillStyle = colour;
  ctx.fillText(s, x, y);
  ctx.restore();
}

/** A rounded pill behind a label. */
function pill(/** @type {CanvasRenderingContext2D} */ ctx, x, y, w, h, fill) {
  roundRect(ctx, x, y, w, h, h / 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** The dealer's chip: a white disc with a letter ("D", "С"). */
function dealerChip(/** @type {CanvasRenderingContext2D} */ ctx, x, y, r, letter = "D") {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = "#fffbe9";
  ctx.shadowColor = "rgba(0,0,0,0.4)";
  ctx.shadowBlur = 3;
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.lineWidth = Math.max(1, r * 0.18);
  ctx.strokeStyle = "#b22222";
  ctx.stroke();
  ctx.fillStyle = "#b22222";
  ctx.font = `800 ${Math.round(r * 1.2)}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(letter, x, y + r * 0.06);
  ctx.restore();
}

/** A speech bubble centred above (x, y), kept inside the table's width `w`. */
function drawBubble(/** @type {CanvasRenderingContext2D} */ ctx, x, y, /** @type {string} */ text, /** @type {number} */ width) {
  ctx.save();
  ctx.font = "700 14px system-ui, sans-serif";
  const tw = ctx.measureText(text).width;
  const bw = tw + 18;
  const h = 26;
  const bx = Math.max(4, Math.min(width - bw - 4, x - bw / 2));
  const by = y - h;
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = 6;
  pill(ctx, bx, by, bw, h, "#fffdf2");
  ctx.shadowBlur = 0;
  ctx.fillStyle = "#222";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, bx + bw / 2, by + h / 2 + 1);
  ctx.restore();
}
