// Wild cards on the Ётта table (Y16, Y18): what a wild on the grid may stand for,
// recycling it by dropping a fitting hand card on it, then playing the wild in the
// same turn; the coach; legal cells while a card is held; dead cells marked.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, shot } from "./lib.mjs";
import {
  openGame,
  waitForTurn,
  state,
  dragToCell,
  handIndex,
  infoText,
  suggestedPlay,
  dragPlay,
  cellPixel,
} from "./iota-helpers.mjs";
import { loadSync } from "../node/support.mjs";

/** The engine in Node (dist/yotta.js), to know what the page should show. */
const engine = await loadSync();

/**
 * A deal for the wild test, found with the engine as the page deals it (two players,
 * the default rules, the person in seat 0, the computer easy): the computer opens with
 * a wild inside a line of three or four cards, so that it stands for few cards; the
 * person then holds a card that fits in its place (`fit`) and one that does not. It
 * is searched for at each run, so that a change in the easy player's choices cannot
 * make the test skip what it is about; none in 3000 deals fails the test.
 */
function wildDeal() {
  for (let n = 0; n < 3000; n++) {
    const seed = `wild-${n}`;
    const g = new engine.IotaGame({ players: 2, seed, allFourBonus: true, shortGame: false });
    if (g.view().toMove !== 1) continue;
    g.play(g.hint("easy").move);
    const v = g.view(0);
    const w = v.board.find((/** @type {any} */ c) => c.card === "W");
    if (v.toMove !== 0 || !w) continue;
    const around = v.board.filter((/** @type {any} */ c) => !(c.x === w.x && c.y === w.y));
    const fits = (/** @type {string} */ c) => c !== "W" && engine.iotaCheck(around, [{ card: c, x: w.x, y: w.y }]).ok;
    const fit = v.hand.find(fits);
    if (fit && v.hand.some((/** @type {string} */ c) => c !== "W" && !fits(c))) return { seed, wx: w.x, wy: w.y, fit };
  }
  throw new Error("no deal among 3000 where the computer opens with a wild that only some cards replace");
}
// A deal whose grid has dead cells within a few turns of easy play.
const DEAD_SEED = "dead-1";

test("iota wild: stand-ins shown, recycled by a fitting card, then played", async () => {
  const b = await launch({ deviceScaleFactor: 2 });
  const p = b.page;
  try {
    const { seed, wx: WX, wy: WY, fit: FIT } = wildDeal();
    await openGame(p, b.url, `game=iota&players=2&seed=${seed}&ai=easy`);
    const s0 = await state(p);
    assert.ok(
      s0.view.board.some((c) => c.card === "W" && c.x === WX && c.y === WY),
      JSON.stringify(s0.view.board),
    );
    // Tapping the wild says what it may stand for.
    const w = await p.evaluate(([x, y]) => window.yotta.cellCenter(x, y), [WX, WY]);
    await p.mouse.click(w.x, w.y);
    assert.match(await infoText(p), /This wild can stand for: /);
    await shot(p, "iota-wild-1-standins");
    // A card that does not fit is refused with a reason: in this deal the person holds
    // one that the engine says cannot lie in the wild's place.
    const around = s0.view.board.filter((c) => !(c.x === WX && c.y === WY));
    const misfit = s0.view.hand.findIndex(
      (c) => c !== "W" && !engine.iotaCheck(around, [{ card: c, x: WX, y: WY }]).ok,
    );
    assert.ok(misfit >= 0, `a card of ${s0.view.hand} that cannot replace the wild`);
    await dragToCell(p, misfit, WX, WY);
    assert.match(await infoText(p), /cannot replace this wild/);
    const wildsInHand = async () =>
      (await p.$$eval(".hand-card", (bs) => bs.map((x) => x.dataset.card))).filter((c) => c === "W").length;
    assert.equal(await wildsInHand(), s0.view.hand.filter((c) => c === "W").length, "the wild stays on the grid");
    // The fitting card takes its place; the wild joins the hand.
    const i = await handIndex(p, FIT);
    await dragToCell(p, i, WX, WY);
    assert.match(await infoText(p), /The wild is yours/);
    assert.equal(await wildsInHand(), s0.view.hand.filter((c) => c === "W").length + 1);
    await shot(p, "iota-wild-2-recycled");
    // Play the wild at once, where the table highlights it may go.
    // The wild's hand item (the hand on screen leaves out the card now on the grid).
    const wi = await p.$$eval(".hand-card", (bs) =>
      Number(bs.filter((x) => x.dataset.card === "W").pop()?.dataset.item),
    );
    const cells = await p.evaluate((wi) => window.yotta.legalCells(wi), wi);
    // A cell where the wild is a legal play by itself (the third number is 1).
    const cell = cells.find((c) => c[2] === 1);
    assert.ok(cell, "the wild can go somewhere alone");
    await dragToCell(p, wi, cell[0], cell[1]);
    const info = await infoText(p);
    assert.match(info, /This play scores \d+ points?/, info);
    assert.match(info, /This wild can stand for: /, info);
    await shot(p, "iota-wild-3-staged");
    await p.click("[data-action=confirm]");
    // The fitting card was on the grid before the play: the play is done when the
    // wild is there too (waiting for the fitting card alone raced the play on a
    // crowded machine).
    await p
      .waitForFunction(
        ([x, y]) => window.yotta.state().view.board.some((c) => c.card === "W" && c.x === x && c.y === y),
        [cell[0], cell[1]],
        { timeout: 30000 },
      )
      .catch(() => {});
    const s1 = await state(p);
    assert.ok(
      s1.view.board.some((c) => c.card === FIT && c.x === WX && c.y === WY),
      "the fitting card stays where the wild was",
    );
    assert.ok(
      s1.view.board.some((c) => c.card === "W" && c.x === cell[0] && c.y === cell[1]),
      "the wild was played",
    );
    await waitForTurn(p);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("iota: legal cells light up while a card is held; the coach speaks", async () => {
  const b = await launch({ deviceScaleFactor: 2 });
  const p = b.page;
  try {
    await openGame(p, b.url, "game=iota&players=2&seed=coach-1&ai=easy&coach=1");
    const place = await suggestedPlay(p);
    const i = await handIndex(p, place[0].card);
    const legal = await p.evaluate((i) => window.yotta.legalCells(i), i);
    assert.ok(
      legal.some(([x, y]) => x === place[0].x && y === place[0].y),
      "the suggested cell is highlighted",
    );
    // Hold the card over the grid and look: the legal cells are drawn green.
    const from = await p.evaluate((i) => window.yotta.handCardCenter(i), i);
    const to = await p.evaluate(([x, y]) => window.yotta.cellCenter(x, y), legal[0]);
    await p.mouse.move(from.x, from.y);
    await p.mouse.down();
    await p.mouse.move(to.x + 3, to.y + 3, { steps: 6 });
    // A pixel near the corner of a legal cell (the card in hand hides its centre), in
    // the frame drawn after the pointer moved.
    const [gx, gy] = legal[legal.length - 1];
    const green = await cellPixel(p, gx, gy, 0.12, 0.12);
    assert.ok(green[1] > green[0] + 30 && green[1] > 120, `a highlighted cell is green: ${green}`);
    await shot(p, "iota-legal-held");
    await p.mouse.up();
    await p.click("[data-action=reset]");
    await dragPlay(p, place);
    await p.click("[data-action=confirm]");
    await p.waitForFunction(() => /best play/.test(document.querySelector("[data-role=info]").textContent));
    await shot(p, "iota-coach");
    await waitForTurn(p);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("iota: dead cells are marked on the grid, exactly where the engine says no card can go", async () => {
  const b = await launch({ deviceScaleFactor: 2 });
  const p = b.page;
  try {
    await p.emulateMedia({ reducedMotion: "reduce" });
    await openGame(p, b.url, `game=iota&players=2&seed=${DEAD_SEED}&ai=easy`);
    // Play the engine's easy suggestions until the grid has dead cells.
    let dead = [];
    for (let turn = 0; turn < 30; turn++) {
      await waitForTurn(p);
      dead = engine.iotaDeadCells((await state(p)).view.board).cells;
      if (dead.length) break;
      const r = await p.evaluate(async () => window.yotta.play((await window.yotta.suggest("easy")).move));
      assert.ok(r.ok, JSON.stringify(r));
    }
    assert.ok(dead.length > 0, "the game reached a grid with dead cells");
    const key = (/** @type {number[]} */ [x, y]) => `${x},${y}`;
    const deadKeys = new Set(dead.map(key));
    assert.deepEqual((await p.evaluate(() => window.yotta.deadCells())).map(key).sort(), [...deadKeys].sort());
    // The whole grid in view, the pointer away from it; then every empty cell next to
    // a card is looked at: a red cross at its centre exactly when it is dead.
    await p.click("[data-action=fit]");
    await p.mouse.move(0, 0);
    const { board } = (await state(p)).view;
    const taken = new Set(board.map((c) => key([c.x, c.y])));
    const frontier = new Set();
    for (const c of board)
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ])
        if (!taken.has(key([c.x + dx, c.y + dy]))) frontier.add(key([c.x + dx, c.y + dy]));
    const box = await p.evaluate(() => {
      const r = document.querySelector(".iota-stage canvas").getBoundingClientRect();
      return { w: r.width, h: r.height };
    });
    const v = await p.evaluate(() => window.yotta.viewport());
    let marked = 0;
    let looked = 0;
    for (const k of frontier) {
      const [x, y] = k.split(",").map(Number);
      const cx = v.ox + (x + 0.5) * v.s;
      const cy = v.oy + (y + 0.5) * v.s;
      if (cx < 0 || cy < 0 || cx >= box.w || cy >= box.h) {
        assert.ok(!deadKeys.has(k), `dead cell ${k} is in view`);
        continue;
      }
      const [r, g] = await cellPixel(p, x, y);
      const cross = r > g + 40;
      assert.equal(
        cross,
        deadKeys.has(k),
        `cell ${k}: ${cross ? "marked" : "unmarked"} (${r}, ${g}), dead: ${deadKeys.has(k)}`,
      );
      marked += Number(cross);
      looked++;
    }
    assert.equal(marked, dead.length, "every dead cell is marked");
    assert.ok(looked > dead.length, "cells that are not dead were looked at too");
    await shot(p, "iota-dead-cells");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
