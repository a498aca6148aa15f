// Longer Ётта games in the page: the person's turns against three `hard` computer
// players, and a grid of 60 cards that still redraws while a card is dragged over it.
// (How long the tasks and frames take is measured by bench/page-measure.mjs, never
// asserted here.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { waitForTurn, state, playTurns, openBigGrid } from "./iota-helpers.mjs";

test("iota: five turns against three hard computer players", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await p.emulateMedia({ reducedMotion: "reduce" });
    await open(p, `${b.url}?game=iota&players=4&seed=long-1&ai=hard`);
    const start = await p.evaluate(() => window.yotta.state().view.board.length);
    const { played } = await playTurns(p, "easy", 5);
    assert.equal(played, 5);
    await waitForTurn(p, 60000);
    const s = await state(p);
    // The computers answered: cards were played, and the last move was a computer's.
    assert.ok(s.view.board.length > start, `the grid grew from ${start} to ${s.view.board.length} cards`);
    assert.ok(s.view.last && s.view.last.seat !== s.view.seat, "a computer moved last");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("iota: a 60-card grid redraws while a card is dragged over it", async () => {
  const b = await launch({ deviceScaleFactor: 2 });
  const p = b.page;
  try {
    const { box, from } = await openBigGrid(p, b.url);
    await p.mouse.move(from.x, from.y);
    await p.mouse.down();
    // Each move over the grid asks for a redraw: wait for one after each of a few.
    for (const [fx, fy] of [
      [0.3, 0.3],
      [0.7, 0.4],
      [0.5, 0.7],
    ]) {
      const draws = await p.evaluate(() => window.yotta.drawStats().draws);
      await p.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 4 });
      await p.waitForFunction((n) => window.yotta.drawStats().draws > n, draws, { timeout: 5000 });
    }
    assert.ok((await state(p)).busy, "a card is held");
    await shot(p, "iota-drag-60");
    await p.mouse.up();
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
