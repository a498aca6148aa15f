// The trainer (`?train=iota`, `?train=ottawa`: www/train/), driven as a person drives
// it: cards dragged onto cells with the mouse, cells and cards tapped, then Check, then
// Next. For every kind of drill, drills answered right and wrong; each verdict the page
// shows (`[data-role=drill-result][data-correct]`) is checked against the engine's own
// answer worked out here, in Node, from the release build (dist/yotta.js: iotaCheck,
// iotaPlays, iotaDeadCells, ottawaMatches), never against the trainer's answer. The
// streak grows with each right answer and goes back to 0 with a wrong one; the best is
// remembered across a reload. Chromium runs 20 drills of each kind (the first 10
// answered right, so the levels climb to wilds and bigger grids, then wrong and right
// in turn); Firefox and WebKit 4 of each. Written once for the three engines
// (tests/e2e/browser.mjs); screenshots in screenshots/<engine>/trainer-*.png.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { engineTest, launchEngine, open, shot, nextFrame, listen, said, DIST, ENGINE } from "./lib.mjs";

const api = await import(join(DIST, "yotta.js"));
api.initSync({ module: readFileSync(join(DIST, "yotta_bg.wasm")) });

/** Drills of each kind: all in Chromium, fewer in the other two engines. */
const DRILLS = ENGINE === "chromium" ? 20 : 4;
/** Whether drill `i` (from 0) is answered right: the first half right, then in turn. */
const answerRight = (/** @type {number} */ i) => i < DRILLS / 2 || i % 2 === 0;

/** Launches `engine`, runs `fn` with its browser, always closes it. */
async function withBrowser(engine, opts, fn) {
  const b = await launchEngine(engine, opts);
  try {
    await fn(b, b.page);
  } finally {
    await b.close();
  }
}

/** The drill on show, once its table is ready: `{ kind, n, streak, best, position }`. */
async function drillShown(page, n) {
  await page.waitForFunction(
    (n) => {
      const y = window.yotta;
      const d = typeof y?.drill === "function" ? y.drill() : null;
      const s = y?.state?.();
      return Boolean(d && d.n === n && s?.view && !s.busy && s.view.toMove === 0);
    },
    n,
    { timeout: 30000 },
  );
  await nextFrame(page);
  return page.evaluate(() => window.yotta.drill());
}

/** The verdict shown: true, false, or null while there is none. */
async function verdict(page) {
  await page.waitForSelector("[data-role=drill-result][data-correct]", { timeout: 10000 });
  return (await page.getAttribute("[data-role=drill-result]", "data-correct")) === "true";
}

/** Drags the table's hand card `i` onto cell (x, y) with the mouse, in small steps. */
async function dragToCell(page, i, x, y) {
  const from = await page.evaluate((i) => window.yotta.handCardCenter(i), i);
  const to = await page.evaluate(([x, y]) => window.yotta.cellCenter(x, y), [x, y]);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y - 10, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}

/** Puts `place` on the grid, card by card, by dragging each from the hand. */
async function dragPlay(page, hand, place) {
  const used = [];
  for (const p of place) {
    const i = hand.findIndex((c, j) => c === p.card && !used.includes(j));
    assert.ok(i >= 0, `${p.card} is in the hand ${hand}`);
    used.push(i);
    await dragToCell(page, i, p.x, p.y);
  }
  const staged = await page.evaluate(() => window.yotta.state().staged);
  assert.equal(staged.length, place.length, "every card dragged is on the grid");
}

/** A cell as the API writes it, [x, y], to a key. */
const key = (/** @type {number[]} */ [x, y]) => `${x},${y}`;

/**
 * The answer to give to a Ётта drill, right or wrong, and whether the engine finds it
 * right: worked out here from the engine alone.
 * @returns {{ place?: { card: string, x: number, y: number }[], tap?: [number, number], right: boolean }}
 */
function iotaAnswer(kind, position, right) {
  const { board, hand } = position;
  if (kind === "fits") {
    const [x, y] = position.cell;
    const fits = (card) => api.iotaCheck(board, [{ card, x, y }]).ok;
    assert.equal(hand.filter(fits).length, 1, "exactly one card offered fits");
    const card = hand.find((c) => fits(c) === right);
    assert.ok(card, `a card that ${right ? "fits" : "does not fit"}`);
    const place = [{ card, x, y }];
    return { place, right: fits(card) };
  }
  if (kind === "dead") {
    const dead = new Set(api.iotaDeadCells(board).cells.map(key));
    const cell = position.choices.find((c) => dead.has(key(c)) === right);
    assert.ok(cell, `an offered cell that is ${right ? "" : "not "}dead`);
    return { tap: cell, right: dead.has(key(cell)) };
  }
  const plays = api.iotaPlays(board, hand).plays;
  const top = plays[0].score;
  const good =
    kind === "best"
      ? (place) => {
          const r = api.iotaCheck(board, place);
          return r.ok && r.score === top;
        }
      : (place) => {
          const r = api.iotaCheck(board, place);
          return r.ok && r.lots > 0;
        };
  // Right: the best play, or a play that makes a lot. Wrong: a legal play that is
  // neither, or, where every play is right, a card far from the grid (not legal).
  let place = plays.find((p) => good(p.place) === right)?.place;
  if (!place) {
    assert.ok(!right, "a right answer exists");
    const xs = board.map((p) => p.x);
    place = [{ card: hand[0], x: Math.max(...xs) + 3, y: board[0].y }];
  }
  return { place, right: good(place) };
}

/** Gives the answer with the mouse, then Check where the drill needs it. */
async function giveIota(page, position, a) {
  if (a.tap) {
    const c = await page.evaluate(([x, y]) => window.yotta.cellCenter(x, y), a.tap);
    await page.mouse.click(c.x, c.y);
    return;
  }
  await dragPlay(page, position.hand, a.place);
  await page.click("[data-action=check]");
}

/** Waits until the achievement `id` is earned: in the page's statistics, and its toast was shown (`recordToasts`). */
async function earned(page, id) {
  await page.waitForFunction((i) => window.yotta.state().achievements?.some((a) => a.id === i && a.unlocked), id, {
    timeout: 20000,
  });
  assert.ok((await page.evaluate(() => /** @type {any} */ (window).__toasts)).includes(id), `${id}'s toast was shown`);
}

/** Records every achievement's toast the page shows (`window.__toasts`), from its first page on. */
function recordToasts() {
  const w = /** @type {any} */ (window);
  w.__toasts = [];
  new MutationObserver((list) => {
    for (const m of list)
      for (const n of m.addedNodes)
        if (n instanceof HTMLElement && n.dataset.role === "achievement-toast") w.__toasts.push(n.dataset.id);
  }).observe(document, { childList: true, subtree: true });
}

for (const kind of ["fits", "best", "lot", "dead"]) {
  engineTest(
    `the Ётта trainer, ${kind}: ${DRILLS} drills answered right and wrong, judged as the engine judges`,
    { timeout: 600000 },
    (engine) =>
      withBrowser(engine, { viewport: { width: 1024, height: 768 } }, async (b, page) => {
        await page.addInitScript(recordToasts);
        await open(page, `${b.url}?train=iota&kind=${kind}&seed=e2e-${kind}&lang=en`);
        let streak = 0;
        let best = 0;
        for (let i = 0; i < DRILLS; i++) {
          const d = await drillShown(page, i + 1);
          assert.equal(d.kind, kind);
          assert.deepEqual([d.streak, d.best], [streak, best]);
          const a = iotaAnswer(kind, d.position, answerRight(i));
          assert.equal(a.right, answerRight(i), "the answer the test meant to give");
          await giveIota(page, d.position, a);
          assert.equal(
            await verdict(page),
            a.right,
            `drill ${i + 1}: ${JSON.stringify(d.position)} ${JSON.stringify(a)}`,
          );
          streak = a.right ? streak + 1 : 0;
          best = Math.max(best, streak);
          if (i === 0 || i === DRILLS / 2 + 1) await shot(page, `trainer-iota-${kind}-${a.right ? "right" : "wrong"}`);
          await page.click("[data-action=next]");
        }
        // Ten right in a row earn "Sharp eye" (drills-10, www/stats/achievements.js), kept with the statistics.
        if (best >= 10) await earned(page, "drills-10");
        // The best streak is remembered.
        await page.reload();
        const d = await drillShown(page, 1);
        assert.deepEqual([d.streak, d.best], [0, best]);
        assert.deepEqual(b.problems, []);
      }),
  );
}

engineTest(
  `the Оттава trainer: ${DRILLS} drills, every matching card tapped or not, judged by ottawaMatches`,
  { timeout: 600000 },
  (engine) =>
    withBrowser(engine, { viewport: { width: 1024, height: 768 } }, async (b, page) => {
      await open(page, `${b.url}?train=ottawa&seed=e2e-ottawa&lang=ru`);
      await listen(page);
      let streak = 0;
      for (let i = 0; i < DRILLS; i++) {
        const d = await drillShown(page, i + 1);
        assert.equal(d.kind, "matches");
        if (i === 1) {
          // The table's turn is told without the answer (how many cards may be played).
          await page.waitForFunction(() => window.__said.some((x) => /Какие из ваших карт можно на неё/.test(x)));
          const told = await said(page);
          assert.ok(!told.some((x) => /Подходящих карт нет|Можно сыграть/.test(x)), String(told));
        }
        assert.equal(d.streak, streak);
        const { top, hand } = d.position;
        const matching = hand.filter((c) => api.ottawaMatches(top, c).matches);
        const right = answerRight(i);
        // Wrong: one matching card left out, or a card that does not match picked too.
        const extra = hand.find((c) => !matching.includes(c));
        const picks = right ? matching : i % 4 === 1 && matching.length > 1 ? matching.slice(1) : [...matching, extra];
        for (const card of picks) {
          const j = (await page.evaluate(() => window.yotta.state().view.hand)).indexOf(card);
          const c = await page.evaluate((j) => window.yotta.handCardCenter(j), j);
          await page.mouse.click(c.x, c.y);
        }
        await page.click("[data-action=check]");
        const expected = picks.length === matching.length && picks.every((c) => matching.includes(c));
        assert.equal(expected, right);
        assert.equal(await verdict(page), expected, `drill ${i + 1}: ${top} ${hand} picked ${picks}`);
        streak = expected ? streak + 1 : 0;
        if (i === 0 || i === DRILLS / 2 + 1) await shot(page, `trainer-ottawa-${expected ? "right" : "wrong"}`);
        await page.click("[data-action=next]");
      }
      assert.deepEqual(b.problems, []);
    }),
);

engineTest("the trainer from the menu, and back", {}, (engine) =>
  withBrowser(engine, {}, async (b, page) => {
    await open(page, `${b.url}?lang=en`);
    await page.click("[data-action=trainer][data-game=iota]");
    const d = await drillShown(page, 1);
    assert.ok(["fits", "best", "lot", "dead"].includes(d.kind));
    assert.match(await page.evaluate(() => location.search), /train=iota/);
    // Check before any card is placed: told what to do, no verdict.
    if (d.kind !== "dead") {
      await page.click("[data-action=check]");
      assert.equal(await page.getAttribute("[data-role=drill-result]", "data-correct"), null);
    }
    // Another kind from the chooser.
    await page.click("[data-kind=dead]");
    assert.equal((await drillShown(page, 2)).kind, "dead");
    // In Russian: the trainer again, the kind kept, every word Russian.
    await page.selectOption("[data-role=lang]", "ru");
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    assert.equal((await drillShown(page, 1)).kind, "dead");
    assert.equal(await page.textContent("[data-action=next]"), "Дальше");
    assert.match(await page.textContent("[data-role=drill-ask]"), /мёртвая/);
    await page.click("[data-action=menu]");
    await page.waitForSelector("[data-action=trainer][data-game=ottawa]");
    assert.match(await page.textContent("[data-action=trainer][data-game=ottawa]"), /Тренажёр: Оттава/);
    assert.doesNotMatch(await page.evaluate(() => location.search), /train=/);
    // The menu in another language stays the menu.
    await page.selectOption("[data-role=lang]", "en");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    assert.match(await page.textContent("[data-action=trainer][data-game=ottawa]"), /Trainer: Ottawa/);
    assert.equal(await page.evaluate(() => document.querySelector("[data-role=trainer]")), null);
    assert.deepEqual(b.problems, []);
  }),
);
