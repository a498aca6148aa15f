// @ts-check
// Where everything goes on the Оттава table, and what is under a point: the felt, the
// opponents around it (placed so that their names and scores never overlap), the stock
// and the discard pile in the middle, the shown hand fanned at the bottom (`layout`,
// `layoutFor`), and the hit tests of the pointer input (`hitTest`, `dropOnPile`). No
// drawing: ./render.js draws into these places, ./input.js and the controller
// (`handCardCenter`, `pileCenter`, …) read them.
import { CARD_ASPECT } from "./deck.js";

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
 */

export const clamp = (/** @type {number} */ v, /** @type {number} */ lo, /** @type {number} */ hi) =>
  Math.max(lo, Math.min(hi, v));

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
      spots = seatSpots({
        w,
        h,
        margin,
        felt,
        others,
        keepOut: keepOuts({ w, h, margin, cardW, handTop, stock, pile }),
      });
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
      /** @type {number} */
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
  /** Whether a block at each point keeps clear of `boxes`. @param {Box[]} boxes */
  const clearOf = (boxes) =>
    pts.map((q) => {
      const b = { left: q.x + probe.left, right: q.x + probe.right, top: q.y + probe.top, bottom: q.y + probe.bottom };
      return !boxes.some((k) => overlaps(b, k));
    });
  let clear = clearOf(o.keepOut);
  // A table too low for any block to keep clear of both (a phone on its side with the
  // invitations open over the table): the blocks keep clear of the middle alone (the
  // first of `keepOut`), beside it, or failing that take the whole path, so that every
  // opponent still has a place and is drawn. Such spots never fit: only seatSpots' last
  // resort uses them.
  if (!clear.includes(true)) clear = clearOf(o.keepOut.slice(0, 1));
  if (!clear.includes(true)) clear.fill(true);
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
  const rest = lengths
    .map((l, i) => ({ i, r: (l / Math.max(1e-6, total)) * o.others - share[i] }))
    .sort((a, b) => b.r - a.r);
  for (let k = 0, left = o.others - share.reduce((a, b) => a + b, 0); k < left && rest.length > 0; k++)
    share[rest[k % rest.length].i]++;
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
    boxes.every(
      (b, i) =>
        b.left >= 0 &&
        b.right <= w &&
        b.top >= 0 &&
        !o.keepOut.some((k) => overlaps(b, k)) &&
        boxes.every((c, j) => j <= i || !overlaps(b, c)),
    );
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
