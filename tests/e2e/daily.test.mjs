// The puzzle of the day (`?puzzle=daily`, www/review/daily.js): two days' puzzles
// solved by dragging the best play with the mouse (the same date gives the same
// puzzle, another date another), the streak and results kept, Share's text without
// the answer, the menu's entry, and the embedded puzzle of today.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { dragPlay } from "./iota-helpers.mjs";

/** Drags the cards of `place` from the hand to their cells, then presses Check. */
async function solve(p, place) {
  await dragPlay(p, place);
  await p.click("[data-action=confirm]");
}

/** @param {import("playwright-core").Page} p */
const puzzleOf = (p) => p.evaluate(() => ({ date: document.body.dataset.puzzleDate, ...window.yotta.puzzle() }));

test("daily: two days' puzzles solved, the same date the same puzzle, streak and Share", async () => {
  const b = await launch({ viewport: { width: 900, height: 760 } });
  const p = b.page;
  try {
    await open(p, `${b.url}?puzzle=daily&date=2026-11-29&lang=en`);
    const a = await puzzleOf(p);
    assert.equal(a.date, "2026-11-29");
    assert.equal(a.hand.length, 4);
    // The best play clearly beats the obvious one, and is (nearly) unique.
    assert.ok(a.best > a.obvious, JSON.stringify(a));
    assert.ok(a.ties <= 2);
    const best = await p.evaluate(() => window.yotta.best());
    assert.equal(best.score, a.best);
    await solve(p, best.place);
    await p.waitForFunction(() => document.querySelector("[data-role=message]")?.getAttribute("data-kind") === "best");
    assert.match(await p.textContent("[data-role=daily-streak]"), /Streak: 1 day/);
    await shot(p, "daily-solved");

    // The next day: another puzzle; solving it makes a streak of two.
    await open(p, `${b.url}?puzzle=daily&date=2026-11-30&lang=en`);
    const c = await puzzleOf(p);
    assert.equal(c.date, "2026-11-30");
    assert.notDeepEqual(c.board, a.board);
    await solve(p, (await p.evaluate(() => window.yotta.best())).place);
    await p.waitForFunction(() => document.querySelector("[data-role=message]")?.getAttribute("data-kind") === "best");
    assert.match(await p.textContent("[data-role=daily-streak]"), /Streak: 2 days/);
    assert.match(await p.textContent("[data-role=daily-solved]"), /Solved 2 of 2/);
    await p.click("[data-action=daily-share]");
    const shared = await p.textContent("[data-role=daily-share-text]");
    assert.match(shared, /Yotta puzzle 2026-11-30: ✅ best play found · streak 2 days/);
    // No answer in the text: no card, no cell, no score.
    assert.ok(!/[1-4][RGBY][CSTX]|@|\d+,\d+|point/.test(shared), shared);

    // The same date again: the same puzzle.
    await open(p, `${b.url}?puzzle=daily&date=2026-11-29&lang=en`);
    assert.deepEqual(await puzzleOf(p), a);
    // A wrong answer is not a solution.
    const plays = await p.evaluate(() => window.yotta.plays());
    const weaker = plays.find((/** @type {any} */ q) => q.score < a.best);
    assert.ok(weaker, "the puzzle has a play weaker than the best");
    await solve(p, weaker.place);
    await p.waitForFunction(() => document.querySelector("[data-role=message]")?.getAttribute("data-kind") === "found");
    // A date that is no day is said so.
    await open(p, `${b.url}?puzzle=daily&date=2026-02-30&lang=ru`);
    assert.match(await p.textContent("[data-role=message]"), /дня '2026-02-30' не бывает/);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

/**
 * A page script: the page's clock reads `at` (local time) when the page starts, and
 * runs on from there, so "today" is the same day on every run.
 * @param {number} at
 */
function pinClock(at) {
  const Real = Date;
  const shift = at - Real.now();
  /** @this {any} @param {any[]} a */
  function Pinned(...a) {
    if (!new.target) return new Real(Real.now() + shift).toString();
    return a.length ? new Real(...a) : new Real(Real.now() + shift);
  }
  Pinned.prototype = Real.prototype;
  Pinned.now = () => Real.now() + shift;
  Pinned.parse = Real.parse;
  Pinned.UTC = Real.UTC;
  // @ts-expect-error
  globalThis.Date = Pinned;
}

test("daily: the menu's entry opens today's puzzle; the embed shows it and keeps nothing", async () => {
  const b = await launch({ viewport: { width: 520, height: 560 } });
  const p = b.page;
  // Today is 29 November 2026, late in the evening (local time): its puzzle is the one
  // `&date=2026-11-29` opens, whatever day the suite runs on.
  const today = "2026-11-29";
  await b.context.addInitScript(pinClock, new Date(2026, 10, 29, 23, 0, 0).getTime());
  try {
    await open(p, `${b.url}?puzzle=daily&date=${today}&lang=en`);
    const dated = await puzzleOf(p);
    await open(p, `${b.url}?lang=en`);
    await p.click("[data-action=daily]");
    await p.waitForSelector("body[data-puzzle-date]");
    assert.equal(await p.getAttribute("body", "data-puzzle-date"), today);
    assert.deepEqual(await puzzleOf(p), dated, "today's puzzle is the dated one");
    await open(p, `${b.url}?embed=1&puzzle=daily&lang=en`);
    assert.equal(await p.getAttribute("body", "data-puzzle-date"), today);
    assert.deepEqual(await puzzleOf(p), dated);
    assert.equal(await p.locator("[data-action=daily-share]").count(), 0);
    await solve(p, (await p.evaluate(() => window.yotta.best())).place);
    await p.waitForFunction(() => document.querySelector("[data-role=message]")?.getAttribute("data-kind") === "best");
    assert.equal(await p.evaluate(() => localStorage.getItem("yotta.daily.v1")), null);
    await shot(p, "daily-embed");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
