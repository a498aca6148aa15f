// The Оттава table's opponents, without a browser: for every player count 2–7 on the
// canvases the page gives phones in portrait, a landscape phone and a desktop (each as
// measured, and a little lower or higher, as a longer status line or a shorter one
// leaves), every opponent's block (`seatBox`: fan with its count and dealer chips,
// revealed hand, name, score, glow, speech bubble) lies wholly on the canvas, clear
// of the other opponents, of the stock and the pile, and of the shown seat's hand and
// label.
import { test } from "node:test";
import assert from "node:assert/strict";
import { layout, seatBox, overlaps } from "../../www/ottawa/layout.js";

// Canvas sizes (CSS px) of the table at 320 × 568, 360 × 740, 375 × 667, 390 × 844,
// 412 × 915, 844 × 390 and 1280 × 800 windows.
const CANVASES = [
  [320, 350],
  [360, 522],
  [375, 449],
  [390, 626],
  [412, 697],
  [844, 202],
  [1280, 646],
];

/** @param {{ x: number, y: number, w: number, h: number }} c */
const rect = (c, grow = 0) => ({
  left: c.x - c.w / 2 - grow,
  right: c.x + c.w / 2 + grow,
  top: c.y - c.h / 2 - grow,
  bottom: c.y + c.h / 2 + grow,
});
const show = (/** @type {any} */ b) =>
  `[${Math.round(b.left)}, ${Math.round(b.top)}] – [${Math.round(b.right)}, ${Math.round(b.bottom)}]`;

// A longer status line takes up to a line from a phone's table, a shorter one gives one
// (the smallest phone and the landscape phone are measured at their lowest).
for (const [cw, ch] of CANVASES)
  for (const dh of cw === 320 || ch < cw ? [0, 24] : [-24, 0, 24])
    test(`opponents' blocks on a ${cw} × ${ch + dh} table are on it and clear of each other and the middle`, () => {
      const w = cw;
      const h = ch + dh;
      for (let players = 2; players <= 7; players++)
        for (const handCount of [5, 7, 16])
          for (const shownSeat of [0, players - 1]) {
            const lay = layout(w, h, { players, shownSeat, handCount, lifted: (i) => i % 2 === 0 });
            const what = `${w}×${h}, ${players} players, ${handCount} cards`;
            const spots = lay.seats.filter((s) => s !== null);
            assert.equal(spots.length, players - 1, what);
            assert.equal(lay.seats[shownSeat], null, what);
            const boxes = spots.map((s) => ({ seat: s.seat, ...seatBox(s) }));
            // The shown seat's label over its hand (name · points, dealer chip).
            const fs = Math.max(12, Math.min(16, lay.cardW * 0.2));
            const label = {
              left: 0,
              right: lay.margin + 4 + fs * 15,
              top: lay.handTop + lay.margin - fs - 14,
              bottom: h,
            };
            const middle = [rect(lay.stock), rect(lay.pile)];
            for (const b of boxes) {
              const at = `${what}: seat ${b.seat} ${show(b)}`;
              assert.ok(b.left >= 0 && b.right <= w && b.top >= 0 && b.bottom <= h, `${at} is off the ${w}×${h} table`);
              for (const m of middle) assert.ok(!overlaps(b, m), `${at} covers the middle ${show(m)}`);
              assert.ok(b.bottom <= lay.handTop, `${at} reaches into the hand (top ${lay.handTop})`);
              for (const c of lay.hand) assert.ok(!overlaps(b, rect(c, lay.lift)), `${at} covers a card of the hand`);
              assert.ok(!overlaps(b, label), `${at} covers the shown seat's label ${show(label)}`);
              // The name and the score are never wider than the block.
              const spot = spots.find((s) => s.seat === b.seat);
              assert.ok(spot && b.left <= spot.x - spot.maxW / 2 && b.right >= spot.x + spot.maxW / 2, at);
              for (const c of boxes)
                if (c.seat !== b.seat) assert.ok(!overlaps(b, c), `${at} overlaps seat ${c.seat} ${show(c)}`);
            }
          }
    });

test("names have room to be read in full with up to four players on a phone, six on the tallest, and at a desktop table", () => {
  for (const [w, h] of CANVASES)
    for (let players = 2; players <= 7; players++) {
      if (w < 1000 && players > (w > 400 && h > w ? 6 : 4)) continue;
      const lay = layout(w, h, { players, shownSeat: 0, handCount: 7, lifted: () => false });
      for (const s of lay.seats) {
        if (!s) continue;
        const { fs } = seatBox(s);
        // "Компьютер 3" in bold is about eight letter heights wide.
        assert.ok(
          s.maxW >= fs * 8 - 0.5,
          `${w}×${h}, ${players} players: seat ${s.seat} has ${s.maxW.toFixed(0)} px for its name at ${fs.toFixed(1)} px`,
        );
      }
    }
});

test("a desktop table keeps its seats where they were: large, on the arc over the top", () => {
  const lay = layout(1280, 646, { players: 7, shownSeat: 0, handCount: 7, lifted: () => false });
  for (const s of lay.seats) if (s) assert.ok(s.size > 120, `seat ${s.seat} is ${s.size}`);
  const xs = lay.seats.filter((s) => s !== null).map((s) => s.x);
  assert.deepEqual(
    xs,
    [...xs].sort((a, b) => a - b),
    "play order runs from the left round to the right",
  );
});

// A table too low for the blocks to keep clear of the hand (a phone on its side with
// the host's invitations open over the table: 844 × 390, about 180 px of canvas): every
// opponent still has a place on the canvas, where it is drawn (before, none had: no
// stretch of the arc was clear, and the places were NaN), and keeps clear of the middle
// when there is room beside it.
test("on a table too low for them, every opponent still has a place on it", () => {
  for (const [w, h] of [
    [844, 180],
    [844, 150],
    [640, 160],
    [360, 170],
  ])
    for (let players = 2; players <= 7; players++)
      for (const handCount of [5, 7, 16]) {
        const lay = layout(w, h, { players, shownSeat: 0, handCount, lifted: () => false });
        const what = `${w}×${h}, ${players} players, ${handCount} cards`;
        const spots = lay.seats.filter((s) => s !== null);
        assert.equal(spots.length, players - 1, what);
        for (const s of spots) {
          assert.ok(
            Number.isFinite(s.x) && Number.isFinite(s.y) && Number.isFinite(s.size),
            `${what}: seat ${s.seat} at (${s.x}, ${s.y})`,
          );
          assert.ok(
            s.x >= 0 && s.x <= w && s.y >= 0 && s.y <= h,
            `${what}: seat ${s.seat} at (${Math.round(s.x)}, ${Math.round(s.y)}) is off the table`,
          );
        }
      }
  // 844 × 180 with four players, as the layout test found it: the three beside the middle.
  const lay = layout(844, 180, { players: 4, shownSeat: 0, handCount: 7, lifted: () => false });
  const middle = [rect(lay.stock), rect(lay.pile)];
  for (const s of lay.seats.filter((s) => s !== null))
    for (const m of middle)
      assert.ok(!overlaps(seatBox(s), m), `seat ${s.seat} ${show(seatBox(s))} covers the middle ${show(m)}`);
});
