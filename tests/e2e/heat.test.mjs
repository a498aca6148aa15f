// The Ётта heat map (www/iota/heat.js, www/ui/heatmap.js; issue 32, part 3), as a
// person uses it: the toggle `[data-action="heat"]` pressed with the mouse, and then
// `window.yotta.state().heat` checked against the heat map worked out here, in Node,
// from every legal play of the hand (`iotaPlays`: each open cell next to the grid
// gets the highest score of a play placing a card on it, 0 when none does).
// - 20 positions opened from the address on the embedded page (`position=…&hand=…`:
//   the table started from `IotaGame.fromSetup`): the reference positions of
//   bench/data/iota-peer-positions.json with no, one and two wilds in hand, and the two
//   with wilds on the grid. In each: the list a screen reader reads (every cell, dead
//   ones said dead), the legend, the tip on hover and on a tap (which plays nothing).
// - A seeded game against the computer: the map follows the hand after a play dragged
//   with the mouse, after a trade made with the buttons, and after the computer's
//   moves; the saved game says it was assisted.
// - A hot-seat game between two people: the toggle stays off and says why in words.
// Written once for the three engines (tests/e2e/browser.mjs); screenshots land in
// screenshots/<engine>/heat-*.png.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { engineTest, launchEngine, open, shot, nextFrame } from "./lib.mjs";
import { dragPlay, handIndex, suggestedPlay, waitForTurn } from "./iota-helpers.mjs";
import { loadSync, root, slowHeat } from "../node/support.mjs";
import { readPosition } from "../../www/ui/notation.js";

/** The engine in Node (dist/yotta.js): what the page should show is worked out with it. */
const api = await loadSync();
const data = JSON.parse(readFileSync(new URL("bench/data/iota-peer-positions.json", root), "utf8"));

/** The 20 positions: every grid with a wild, and no, one and two wilds in hand. */
const IDS = [
  "s39595-p20-natural",
  "s47514-p20-natural",
  ...["s39595", "s47514", "s55433", "s79190"].flatMap((s) => [
    `${s}-p10-w1`,
    `${s}-p20-w2`,
    `${s}-p26-w0`,
    `${s}-p20-w1`,
  ]),
  "s39595-p10-w2",
  "s55433-p26-w1",
];
const POSITIONS = IDS.map((id) => {
  const p = data.positions.find((q) => q.id === id);
  assert.ok(p, id);
  return p;
});

/**
 * The heat map of the view on screen, the slow way (`slowHeat`, with the table's
 * options); the page's list has no `dead` (the table crosses its dead cells itself).
 */
const expectedHeat = (view) =>
  slowHeat(api, view.board, view.hand, { allFourBonus: true, pileEmpty: view.pile === 0 }).map(({ x, y, best }) => ({
    x,
    y,
    best,
  }));

/** Waits until the heat map of the view on screen is there; returns the state with it. */
async function heatShown(page) {
  await page.waitForFunction(
    () => {
      const s = window.yotta?.state?.();
      return s && !s.busy && Array.isArray(s.heat);
    },
    null,
    { timeout: 60000 },
  );
  return page.evaluate(() => window.yotta.state());
}

/** Presses the toggle with the mouse, at its centre. */
async function pressHeat(page) {
  const box = await (await page.$("[data-action=heat]")).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Launches `engine`, runs `fn` with its page, always closes it. */
async function withBrowser(engine, opts, fn) {
  const b = await launchEngine(engine, opts);
  try {
    await fn(b, b.page);
  } finally {
    await b.close();
  }
}

engineTest("the heat map on 20 positions equals the per-cell maxima of iotaPlays", { timeout: 600000 }, (engine) =>
  withBrowser(engine, { reducedMotion: "reduce" }, async (b, p) => {
    let dead = 0;
    let zero = 0;
    for (const [n, pos] of POSITIONS.entries()) {
      const q = new URLSearchParams({
        embed: "1",
        game: "iota",
        position: pos.board,
        hand: pos.hand.join(","),
        lang: "en",
      });
      await open(p, `${b.url}?${q}`);
      await p.waitForSelector("[data-action=heat]");
      assert.equal(await p.getAttribute("[data-action=heat]", "aria-pressed"), "false");
      assert.equal(await p.evaluate(() => window.yotta.state().heat), null, "off: no heat map");
      await pressHeat(p);
      assert.equal(await p.getAttribute("[data-action=heat]", "aria-pressed"), "true");
      const s = await heatShown(p);
      // The page's position is the one in the address.
      const r = readPosition(pos.board);
      assert.equal(s.view.board.length, r.value.length, pos.id);
      assert.deepEqual([...s.view.hand].sort(), [...pos.hand].sort(), pos.id);
      const want = expectedHeat(s.view);
      assert.deepEqual(s.heat, want, `${pos.id}: state().heat`);
      // The list a screen reader reads: every cell, best first, each with its score or
      // its state in words; the dead ones (iotaDeadCells) said dead.
      const items = await p.$$eval("[data-role=heat-list] li", (lis) =>
        lis.map((li) => ({
          x: Number(li.dataset.x),
          y: Number(li.dataset.y),
          best: Number(li.dataset.best),
          text: li.textContent,
        })),
      );
      assert.equal(items.length, want.length, pos.id);
      const deadCells = new Set(api.iotaDeadCells(s.view.board).cells.map(([x, y]) => `${x},${y}`));
      for (const it of items) {
        const w = want.find((c) => c.x === it.x && c.y === it.y);
        assert.equal(it.best, w?.best, `${pos.id} ${it.x},${it.y}`);
        if (deadCells.has(`${it.x},${it.y}`)) {
          assert.match(it.text, /dead/, `${pos.id}: dead cell ${it.x},${it.y} said dead`);
          dead++;
        } else if (it.best === 0) {
          assert.match(it.text, /no play/, `${pos.id}: ${it.x},${it.y}`);
          zero++;
        } else assert.match(it.text, new RegExp(`: ${it.best} points?$`), `${pos.id}: ${it.text}`);
      }
      for (let i = 1; i < items.length; i++) assert.ok(items[i - 1].best >= items[i].best, "best first");
      await p.waitForSelector("[data-role=heat-legend]", { state: "visible" });
      const top = want.reduce((a, c) => (c.best > a.best ? c : a));
      assert.equal(Number(await p.getAttribute("[data-role=heat-legend]", "data-max")), top.best, "the legend's top");
      // The number of the best cell on hover, then on a tap, which places nothing.
      if (top.best > 0) {
        const at = await p.evaluate(([x, y]) => window.yotta.cellCenter(x, y), [top.x, top.y]);
        await p.mouse.move(at.x, at.y, { steps: 3 });
        await p.waitForSelector("[data-role=heat-tip]", { state: "visible" });
        assert.equal(await p.getAttribute("[data-role=heat-tip]", "data-best"), String(top.best));
        assert.match(await p.textContent("[data-role=heat-tip]"), new RegExp(`${top.best} points?`));
        if (n === 0) await shot(p, "heat-position-hover");
        await p.mouse.move(2, 2);
        await p.waitForSelector("[data-role=heat-tip]", { state: "hidden" });
        await p.mouse.click(at.x, at.y);
        await p.waitForSelector("[data-role=heat-tip]", { state: "visible" });
        assert.equal(await p.getAttribute("[data-role=heat-tip]", "data-best"), String(top.best));
        assert.deepEqual((await p.evaluate(() => window.yotta.state())).staged, [], "a tap plays nothing");
        // The keyboard: the grid focused, the cursor walked to the best cell, the tip under it.
        if (n < 3) {
          await p.focus(".iota-stage canvas");
          await p.keyboard.press("ArrowRight");
          const from = await p.evaluate(() => window.yotta.cursor());
          for (let i = 0; i < Math.abs(top.x - from.x); i++)
            await p.keyboard.press(top.x > from.x ? "ArrowRight" : "ArrowLeft");
          for (let i = 0; i < Math.abs(top.y - from.y); i++)
            await p.keyboard.press(top.y > from.y ? "ArrowDown" : "ArrowUp");
          assert.deepEqual(await p.evaluate(() => window.yotta.cursor()), { x: top.x, y: top.y });
          await p.waitForFunction(
            ([x, y]) => {
              const tip = document.querySelector("[data-role=heat-tip]");
              return tip && !tip.hidden && tip.dataset.x === String(x) && tip.dataset.y === String(y);
            },
            [top.x, top.y],
          );
          assert.equal(await p.getAttribute("[data-role=heat-tip]", "data-best"), String(top.best));
        }
      }
      // Off again: no map, nothing listed.
      await pressHeat(p);
      assert.equal(await p.getAttribute("[data-action=heat]", "aria-pressed"), "false");
      assert.equal(await p.evaluate(() => window.yotta.state().heat), null);
      assert.equal(await p.isHidden("[data-role=heat-legend]"), true, "off: no legend");
      if (n === 1) {
        // On again: the same map, its legend and its list back at once.
        await pressHeat(p);
        assert.deepEqual((await heatShown(p)).heat, want);
        await p.waitForSelector("[data-role=heat-legend]", { state: "visible" });
        assert.equal(await p.locator("[data-role=heat-list] li").count(), want.length);
        await nextFrame(p);
        await shot(p, "heat-position-wilds");
      }
    }
    assert.ok(dead > 0, "some position has dead cells");
    assert.ok(zero > 0, "some position has cells no play reaches");
    assert.deepEqual(b.problems, []);
  }),
);

engineTest(
  "the heat map follows a game: a play, a trade, the computer's moves; the game is assisted",
  { timeout: 300000 },
  (engine) =>
    withBrowser(engine, { reducedMotion: "reduce" }, async (b, p) => {
      await open(p, `${b.url}?game=iota&players=2&seed=heat-game-2&ai=easy&lang=en`);
      await waitForTurn(p);
      await pressHeat(p);
      let s = await heatShown(p);
      assert.deepEqual(s.heat, expectedHeat(s.view), "the first turn");
      await shot(p, "heat-game-on");
      // A play dragged with the mouse and confirmed: after the computer's answer, the map
      // is of the new hand on the new grid.
      const place = await suggestedPlay(p);
      assert.ok(place, "the deal has a play");
      await dragPlay(p, place);
      await p.click("[data-action=confirm]");
      await p.waitForFunction((n) => window.yotta.state().view.board.length > n, s.view.board.length);
      await waitForTurn(p, 60000);
      s = await heatShown(p);
      assert.deepEqual(s.heat, expectedHeat(s.view), "after a play and the computer's move");
      // A trade with the buttons: Trade, two cards, Trade again.
      const before = s.view;
      const played = await p.evaluate(() => window.yotta.match.moves.length);
      await p.click("[data-action=trade]");
      for (const card of before.hand.slice(0, 2)) {
        const i = await handIndex(p, card);
        await p.click(`.iota-hand [data-item="${i}"]`);
      }
      await p.click("[data-action=trade]");
      // The trade is played: the computer's move follows, then the person's turn again.
      await p.waitForFunction((n) => window.yotta.match.moves.length >= n + 2, played, { timeout: 60000 });
      assert.ok((await p.evaluate((n) => window.yotta.match.moves[n].move, played)).trade, "the person traded");
      await waitForTurn(p, 60000);
      s = await heatShown(p);
      assert.deepEqual(s.heat, expectedHeat(s.view), "after a trade");
      // The saved game says the heat map was on.
      const assisted = await p.evaluate(
        () => JSON.parse(localStorage.getItem("yotta.save.iota") ?? "null")?.data?.assisted,
      );
      assert.equal(assisted, true, "the saved game is assisted");
      assert.deepEqual(b.problems, []);
    }),
);

engineTest("in a hot-seat game between two people the heat map is off, and says why", {}, (engine) =>
  withBrowser(engine, { reducedMotion: "reduce" }, async (b, p) => {
    await open(p, `${b.url}?game=iota&players=2&humans=2&seed=heat-hot&lang=en`);
    await p.waitForSelector("[data-action=ready]", { state: "visible" });
    await p.click("[data-action=ready]");
    await waitForTurn(p);
    assert.equal(await p.getAttribute("[data-action=heat]", "aria-disabled"), "true");
    await pressHeat(p);
    assert.equal(await p.getAttribute("[data-action=heat]", "aria-pressed"), "false", "it stays off");
    assert.match(await p.textContent("[data-role=info]"), /between people it stays off/);
    assert.match(await p.textContent("[data-role=heat-off]"), /between people it stays off/);
    assert.equal(await p.evaluate(() => window.yotta.state().heat), null);
    await shot(p, "heat-hot-seat-off");
    assert.deepEqual(b.problems, []);
  }),
);
