// The Ётта table played as a person would: drag cards onto the grid with the mouse,
// see the preview score, press Play, see the score and the computer's reply; tap to
// place on a phone; place with the keyboard; an illegal arrangement is explained;
// pan and zoom; take back; hint; trade; undo.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, shot } from "./lib.mjs";
import {
  openGame,
  waitForTurn,
  state,
  suggestedPlay,
  dragPlay,
  dragToCell,
  handIndex,
  infoText,
  hasLastMoveRing,
} from "./iota-helpers.mjs";

test("iota: drag cards onto the grid, see the preview, play, and see the computer reply", async () => {
  const b = await launch({ deviceScaleFactor: 2 });
  const p = b.page;
  try {
    await openGame(p, b.url, "game=iota&players=2&seed=drag-1&ai=easy");
    await shot(p, "iota-drag-0-start");
    const before = await state(p);
    const place = await suggestedPlay(p);
    assert.ok(place, "the engine suggests a play");
    // While a card is picked up, the legal cells are highlighted: drag halfway and look.
    await dragPlay(p, place);
    const s = await state(p);
    assert.deepEqual(
      s.staged.map((q) => `${q.card}@${q.x},${q.y}`).sort(),
      place.map((q) => `${q.card}@${q.x},${q.y}`).sort(),
      "the dragged cards are staged where they were dropped",
    );
    assert.equal(s.view.board.length, before.view.board.length, "nothing is played before Play");
    const info = await infoText(p);
    assert.match(info, /This play scores \d+ points?: line/, info);
    assert.equal(await p.getAttribute("[data-role=info]", "data-verdict"), "good");
    await shot(p, "iota-drag-1-staged");
    const expected = Number(/scores (\d+)/.exec(info)[1]);
    await p.click("[data-action=confirm]");
    // The score goes up by what the preview said, then the computer replies.
    await p.waitForFunction((n) => window.yotta.state().view.scores[0] === n, expected);
    await shot(p, "iota-drag-2-played");
    await waitForTurn(p);
    const after = await state(p);
    assert.equal(after.view.last.seat, 1, "the computer has moved");
    assert.ok(after.view.board.length >= before.view.board.length + place.length);
    assert.equal(await p.textContent(".player[data-seat='0'] [data-role=score]"), String(expected));
    const status = await p.textContent("[data-role=status]");
    assert.match(status, /Your turn/);
    // The computer's reply (in this deal, cards played) stays highlighted: a ring on
    // exactly its cards.
    assert.equal(after.view.last.kind, "play", `the computer played: ${JSON.stringify(after.view.last)}`);
    const lastCells = new Set(after.view.last.placements.map((q) => `${q.x},${q.y}`));
    for (const c of after.view.board) {
      assert.equal(
        await hasLastMoveRing(p, c.x, c.y),
        lastCells.has(`${c.x},${c.y}`),
        `the ring on ${c.card}@${c.x},${c.y}`,
      );
    }
    await shot(p, "iota-drag-3-reply");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("iota: tap a card then a cell on a 360 px phone", async () => {
  const b = await launch({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const p = b.page;
  try {
    // In this deal a computer moves first: the person's Play must still be seen to play.
    await openGame(p, b.url, "game=iota&players=3&seed=tap-3&ai=easy");
    assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no sideways scroll");
    const place = await suggestedPlay(p);
    const used = [];
    for (const q of place) {
      const i = await handIndex(p, q.card, used);
      used.push(i);
      const c = await p.evaluate((i) => window.yotta.handCardCenter(i), i);
      await p.touchscreen.tap(c.x, c.y);
      assert.equal(await p.getAttribute(`[data-item="${i}"]`, "aria-pressed"), "true", "the tapped card is selected");
      if (used.length === 1) await shot(p, "iota-tap-1-selected");
      const cell = await p.evaluate(([x, y]) => window.yotta.cellCenter(x, y), [q.x, q.y]);
      await p.touchscreen.tap(cell.x, cell.y);
    }
    assert.equal((await state(p)).staged.length, place.length);
    await shot(p, "iota-tap-2-staged");
    // Every button is on screen and big enough to touch.
    const boxes = await p.$$eval(".iota-actions button", (bs) =>
      bs.filter((x) => x.offsetParent).map((x) => x.getBoundingClientRect().toJSON()),
    );
    assert.ok(boxes.length >= 5, "the actions are shown");
    for (const r of boxes) {
      assert.ok(r.right <= 360 && r.left >= 0, "inside the screen");
      assert.ok(r.height >= 40, `touch target ${r.height}px tall`);
    }
    const before = await state(p);
    const scored = Number(/scores (\d+)/.exec(await infoText(p))?.[1]);
    assert.ok(scored > 0, "the preview gives the score");
    const btn = await p.$("[data-action=confirm]");
    const bb = await btn.boundingBox();
    await p.touchscreen.tap(bb.x + bb.width / 2, bb.y + bb.height / 2);
    // The tap played the staged cards: they are on the grid and the score went up.
    await p.waitForFunction(
      (place) =>
        place.every((q) =>
          window.yotta.state().view.board.some((c) => c.card === q.card && c.x === q.x && c.y === q.y),
        ),
      place,
    );
    await waitForTurn(p);
    assert.equal((await state(p)).view.scores[before.view.seat], before.view.scores[before.view.seat] + scored);
    await shot(p, "iota-tap-3-after");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("iota: place with the keyboard", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await openGame(p, b.url, "game=iota&players=2&seed=keys-3&ai=easy");
    const place = await suggestedPlay(p);
    await p.focus(".iota-stage canvas");
    const used = [];
    for (const q of place) {
      const i = await handIndex(p, q.card, used);
      used.push(i);
      await p.keyboard.press(String(i + 1));
      // Walk the cursor to the target with the arrows.
      for (let guard = 0; guard < 40; guard++) {
        const c = await p.evaluate(() => window.yotta.cursor());
        if (c.x === q.x && c.y === q.y) break;
        await p.keyboard.press(
          c.x < q.x ? "ArrowRight" : c.x > q.x ? "ArrowLeft" : c.y < q.y ? "ArrowDown" : "ArrowUp",
        );
      }
      await p.keyboard.press("Enter");
    }
    const s = await state(p);
    assert.equal(s.staged.length, place.length, "every card placed from the keyboard");
    await shot(p, "iota-keys-1-staged");
    // Backspace takes the last card back; Enter on it again puts it back.
    await p.keyboard.press("Backspace");
    assert.equal((await state(p)).staged.length, place.length - 1);
    const last = place[place.length - 1];
    const i = await handIndex(p, last.card, []);
    await p.keyboard.press(String(i + 1));
    for (let guard = 0; guard < 40; guard++) {
      const c = await p.evaluate(() => window.yotta.cursor());
      if (c.x === last.x && c.y === last.y) break;
      await p.keyboard.press(
        c.x < last.x ? "ArrowRight" : c.x > last.x ? "ArrowLeft" : c.y < last.y ? "ArrowDown" : "ArrowUp",
      );
    }
    await p.keyboard.press("Enter");
    assert.equal((await state(p)).staged.length, place.length);
    // Tab reaches Play; Enter plays.
    await p.focus("[data-action=confirm]");
    await p.keyboard.press("Enter");
    await p.waitForFunction(() => window.yotta.state().view.scores[0] > 0);
    await waitForTurn(p);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("iota: an illegal arrangement is explained, never silently refused", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await openGame(p, b.url, "game=iota&players=2&seed=illegal-4&ai=easy");
    const s0 = await state(p);
    const b0 = s0.view.board[0];
    // Two cards far apart: not one line.
    await dragToCell(p, 0, b0.x + 1, b0.y);
    await dragToCell(p, 1, b0.x + 3, b0.y + 2);
    const info = await infoText(p);
    assert.match(info, /Not a legal play: /, info);
    assert.equal(await p.getAttribute("[data-role=info]", "data-verdict"), "bad");
    await shot(p, "iota-illegal-1");
    assert.equal(await p.isDisabled("[data-action=confirm]"), false, "Play stays pressable, to explain");
    await p.click("[data-action=confirm]");
    assert.match(await infoText(p), /Not a legal play: /);
    assert.match(await p.textContent("[data-role=status]"), /Not a legal play/);
    assert.equal((await state(p)).view.board.length, s0.view.board.length, "nothing was played");
    // Take back all.
    await p.click("[data-action=reset]");
    assert.equal((await state(p)).staged.length, 0);
    // Dropping on a taken cell says so.
    await dragToCell(p, 0, b0.x, b0.y);
    assert.match(await infoText(p), /taken/);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("iota: pan, zoom and fit", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await openGame(p, b.url, "game=iota&players=2&seed=pan-5&ai=easy");
    const v0 = await p.evaluate(() => window.yotta.viewport());
    const box = await (await p.$(".iota-stage canvas")).boundingBox();
    // Drag empty space (a corner of the grid area).
    const sx = box.x + 30;
    const sy = box.y + box.height - 30;
    await p.mouse.move(sx, sy);
    await p.mouse.down();
    await p.mouse.move(sx + 120, sy - 60, { steps: 6 });
    await p.mouse.up();
    const v1 = await p.evaluate(() => window.yotta.viewport());
    assert.ok(
      Math.abs(v1.ox - v0.ox - 120) < 2 && Math.abs(v1.oy - v0.oy + 60) < 2,
      `panned ${JSON.stringify([v0, v1])}`,
    );
    // The wheel zooms around the pointer.
    await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await p.mouse.wheel(0, -300);
    // The wheel event is handled when it arrives: wait for it to have zoomed.
    await p.waitForFunction((s) => window.yotta.viewport().s > s, v1.s, { timeout: 5000 });
    const v2 = await p.evaluate(() => window.yotta.viewport());
    assert.ok(v2.s > v1.s, `zoomed in: ${v1.s} → ${v2.s}`);
    await p.click("[data-action=zoom-out]");
    const v3 = await p.evaluate(() => window.yotta.viewport());
    assert.ok(v3.s < v2.s);
    await shot(p, "iota-pan-1");
    // Fit brings the whole grid back into view.
    await p.click("[data-action=fit]");
    const s = await state(p);
    for (const c of s.view.board) {
      const pt = await p.evaluate(([x, y]) => window.yotta.cellCenter(x, y), [c.x, c.y]);
      assert.ok(pt.x > box.x && pt.x < box.x + box.width && pt.y > box.y && pt.y < box.y + box.height, "in view");
    }
    await shot(p, "iota-pan-2-fit");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("iota: hint shows a move without playing it; trade; undo takes a move back", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await openGame(p, b.url, "game=iota&players=2&seed=hint-6&ai=easy");
    const s0 = await state(p);
    await p.click("[data-action=hint]");
    await p.waitForFunction(() => /Hint/.test(document.querySelector("[data-role=info]").textContent));
    await shot(p, "iota-hint-1");
    const s1 = await state(p);
    assert.deepEqual(s1.view.board, s0.view.board, "a hint plays nothing");
    assert.equal(s1.staged.length, 0);
    // Tapping a ghost card stages the hint; taking it back leaves the turn as it was.
    // In this deal the hint is a plain placement (no wild taken back).
    const hint = await p.evaluate(async () => (await window.yotta.suggest("hard")).move);
    assert.ok(hint.place && !hint.recycle, `a plain placement: ${JSON.stringify(hint)}`);
    const c = await p.evaluate(([x, y]) => window.yotta.cellCenter(x, y), [hint.place[0].x, hint.place[0].y]);
    await p.mouse.click(c.x, c.y);
    assert.deepEqual(
      (await state(p)).staged.map((q) => `${q.card}@${q.x},${q.y}`).sort(),
      hint.place.map((q) => `${q.card}@${q.x},${q.y}`).sort(),
      "the hint's cards are staged",
    );
    assert.match(await infoText(p), /This play scores/);
    await p.click("[data-action=reset]");
    assert.equal((await state(p)).staged.length, 0);
    // Trade two cards.
    await p.click("[data-action=trade]");
    await p.click('[data-item="0"]');
    await p.click('[data-item="1"]');
    assert.match(await p.textContent("[data-action=trade]"), /Trade 2 cards/);
    await shot(p, "iota-trade-1");
    await p.click("[data-action=trade]");
    await waitForTurn(p);
    const s2 = await state(p);
    assert.equal(
      s2.view.pile,
      s0.view.pile - (s2.view.board.length - s0.view.board.length),
      "a trade leaves the pile's size",
    );
    // Undo goes back to before the trade, with the same hand.
    await p.click("[data-action=undo]");
    await waitForTurn(p);
    const s3 = await state(p);
    assert.deepEqual(s3.view.hand, s0.view.hand, "the hand is back");
    assert.deepEqual(s3.view.board, s0.view.board, "the grid is back");
    assert.match(await p.textContent("[data-role=status]"), /taken back/);
    assert.match(await infoText(p), /taken back/);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("iota: two fingers pan and pinch-zoom the grid on a touch screen", async () => {
  const b = await launch({
    viewport: { width: 390, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const p = b.page;
  try {
    await openGame(p, b.url, "game=iota&players=2&seed=pinch-1&ai=easy");
    const cdp = await b.context.newCDPSession(p);
    const box = await (await p.$(".iota-stage canvas")).boundingBox();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const touch = (type, pts) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: pts.map(([x, y], id) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 })),
      });
    const v0 = await p.evaluate(() => window.yotta.viewport());
    // Fingers 80 px apart spread to 200 px apart, while their middle moves 40 px right.
    await touch("touchStart", [
      [cx - 40, cy],
      [cx + 40, cy],
    ]);
    for (let k = 1; k <= 10; k++) {
      const half = 40 + 6 * k;
      const mx = cx + 4 * k;
      await touch("touchMove", [
        [mx - half, cy],
        [mx + half, cy],
      ]);
    }
    await touch("touchEnd", []);
    const v1 = await p.evaluate(() => window.yotta.viewport());
    assert.ok(v1.s > v0.s * 2, `pinched in: ${v0.s} → ${v1.s}`);
    // The point under the fingers' middle stays under it (zoom about the pinch centre).
    const under = (v, x) => (x - box.x - v.ox) / v.s;
    assert.ok(Math.abs(under(v1, cx + 40) - under(v0, cx)) < 0.2, "the grid followed the fingers");
    assert.equal((await state(p)).staged.length, 0, "a pinch places nothing");
    await shot(p, "iota-pinch");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
