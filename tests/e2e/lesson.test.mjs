// The lessons ("Learn to play", www/lesson/) as a person takes them, in every engine
// (tests/e2e/browser.mjs; scripts/test.sh runs this file once per engine): each game's
// lesson, opened by its address (`?learn=iota`, `?learn=ottawa`) in English and in
// Russian, is followed to its end by doing what `window.yotta.lesson().expect` says with
// real pointer events (a drag from the lit card to the lit cell or the pile, a tap, a
// click on the lit button). At every step a wrong action is tried first: another card on
// the lit cell, the lit card on another cell, another card on the pile, another button.
// It is answered (`[data-role="lesson-why"]`, in the engine's own words where the
// engine refuses it: worked out here from the engine's API and the page's own phrasing)
// and changes nothing: the step, the view and the staged cards are as they were. The
// end shows `[data-role="lesson-done"]` with `[data-action="first-game"]`, which starts a
// game against the easy computer (Ётта: with the coach). A lesson left is taken up again
// at its step. Also: the menu's offer of the lessons on a first visit, dismissed for good;
// "Learn to play" at the top of How to play. How long each lesson took is printed.
import assert from "node:assert/strict";
import { engineTest, launchEngine, open, shot } from "./lib.mjs";
import { loadSync } from "../node/support.mjs";
import { translator } from "../../www/ui/i18n.js";
import { ERROR_STRINGS, explainError } from "../../www/ui/errors.js";
import { STRINGS as IOTA_STRINGS } from "../../www/iota/strings.js";
import { STRINGS as OTTAWA_STRINGS, cardName as ottawaCard } from "../../www/ottawa/strings.js";

const api = await loadSync();

/** Launches `engine`, runs `fn` with its page, always closes it. */
async function withBrowser(engine, opts, fn) {
  const b = await launchEngine(engine, opts);
  try {
    await fn(b, b.page);
  } finally {
    await b.close();
  }
}

/** The lesson now: `{ step, total, expect, done }`, the state and the panel's words. */
const now = (p) =>
  p.evaluate(() => {
    const y = /** @type {any} */ (window).yotta;
    const s = y.state();
    const why = document.querySelector("[data-role=lesson-why]");
    return {
      ...y.lesson(),
      view: JSON.stringify(s.view),
      staged: JSON.stringify(s.staged),
      why: why && !(/** @type {HTMLElement} */ (why).hidden) ? why.textContent : null,
      dataStep: document.querySelector("[data-role=lesson]")?.getAttribute("data-step"),
    };
  });

/** Waits until the lesson asks for something (or is done); returns it. */
async function asked(p) {
  await p.waitForFunction(
    () => {
      const y = /** @type {any} */ (window).yotta;
      const l = y?.lesson?.();
      return !!l && (l.done || (l.expect !== null && !y.state().busy));
    },
    null,
    { timeout: 60000 },
  );
  // The points it names are the canvas's as drawn: a step's new words can move or resize
  // the canvas, and its camera fits the new size when it next draws. Taken once the same
  // across two frames, as a person looks before dragging.
  await p.waitForFunction(
    () =>
      new Promise((done) => {
        const read = () => JSON.stringify(/** @type {any} */ (window).yotta.lesson().expect);
        const before = read();
        requestAnimationFrame(() => requestAnimationFrame(() => done(read() === before)));
      }),
    null,
    { timeout: 10000, polling: 100 },
  );
  return now(p);
}

/** A drag with the mouse, in small steps, as a person drags. */
async function drag(p, from, to) {
  await p.mouse.move(from.x, from.y);
  await p.mouse.down();
  await p.mouse.move(from.x + 8, from.y - 10, { steps: 2 });
  await p.mouse.move(to.x, to.y, { steps: 8 });
  await p.mouse.up();
}

/** Does what the lesson expects. */
async function follow(p, e) {
  if (e.kind === "drag") await drag(p, e.from, e.to);
  else if (e.kind === "tap") await p.mouse.click(e.at.x, e.at.y);
  else await p.click(`[data-action="${e.action}"]`);
}

/** Waits until the lesson has moved on from `before` (another step, action, or the end). */
async function movedOn(p, before) {
  await p.waitForFunction(
    (b) => {
      const l = /** @type {any} */ (window).yotta.lesson();
      return l.done || l.step !== b.step || JSON.stringify(l.expect) !== JSON.stringify(b.expect);
    },
    { step: before.step, expect: before.expect },
    { timeout: 60000 },
  );
}

/** The Ётта cell whose centre is at `pt` (the lit cell), and an empty cell beside the grid that is not it. */
async function iotaCells(p, pt) {
  return p.evaluate((pt) => {
    const y = /** @type {any} */ (window).yotta;
    const board = y.state().view.board;
    const taken = new Set(board.map((c) => `${c.x},${c.y}`));
    let lit = null;
    const empty = [];
    for (const c of board)
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        const x = c.x + dx;
        const yy = c.y + dy;
        const at = y.cellCenter(x, yy);
        if (Math.hypot(at.x - pt.x, at.y - pt.y) < 2) lit = { x, y: yy };
        else if (!taken.has(`${x},${yy}`) && at.x > 0 && at.y > 0 && at.x < innerWidth && at.y < innerHeight)
          empty.push({ x, y: yy, at });
      }
    return { lit, other: empty.find((e) => !lit || e.x !== lit.x || e.y !== lit.y) ?? null };
  }, pt);
}

/**
 * A wrong action for what the lesson expects now; returns the words the engine's refusal
 * must appear in (null where the engine would take it: the lesson says what to do instead).
 * @param {import("playwright-core").Page} p @param {string} game @param {"en" | "ru"} lang
 * @param {any} l the lesson now @param {number} n the step's number, to vary the kind of wrong action
 */
async function wrong(p, game, lang, l, n) {
  const e = l.expect;
  const view = JSON.parse(l.view);
  const staged = JSON.parse(l.staged);
  const buttons = () =>
    p.evaluate(
      (want) => {
        const ok = [...document.querySelectorAll(".table-host [data-action]")].filter(
          (b) =>
            b.getAttribute("data-action") !== want &&
            !(/** @type {HTMLButtonElement} */ (b).disabled) &&
            b.getAttribute("aria-disabled") !== "true" &&
            /** @type {HTMLElement} */ (b).offsetParent !== null,
        );
        // The game's own buttons before the grid's zoom.
        ok.sort(
          (a, b) =>
            Number(/zoom|fit/.test(a.getAttribute("data-action") ?? "")) -
            Number(/zoom|fit/.test(b.getAttribute("data-action") ?? "")),
        );
        return ok.map((b) => b.getAttribute("data-action"));
      },
      e.kind === "button" ? e.action : "",
    );
  if (game === "iota" && e.kind === "drag") {
    const cells = await iotaCells(p, e.to);
    assert.ok(cells.lit, "the lit cell is a cell beside the grid");
    const used = new Set(staged.map((c) => c.card));
    const i = await litCard(p, e.from);
    const card = view.hand[i];
    const others = view.hand.map((c, j) => ({ c, j })).filter((o) => o.j !== i && !used.has(o.c));
    if (others.length && (n % 2 === 1 || !cells.other)) {
      // Another card on the lit cell.
      const o = others[0];
      const from = await p.evaluate((j) => window.yotta.handCardCenter(j), o.j);
      await drag(p, from, e.to);
      return iotaRefusal(lang, view, [...staged, { card: o.c, x: cells.lit.x, y: cells.lit.y }]);
    }
    // The lit card on another cell.
    await drag(p, e.from, cells.other.at);
    return iotaRefusal(lang, view, [...staged, { card, x: cells.other.x, y: cells.other.y }]);
  }
  if (game === "iota" && e.kind === "tap") {
    // Another card chosen for the trade.
    const lit = await litCard(p, e.at);
    const j = view.hand.findIndex((_, k) => k !== lit);
    const at = await p.evaluate((j) => window.yotta.handCardCenter(j), j);
    await p.mouse.click(at.x, at.y);
    return null;
  }
  if (game === "ottawa" && e.kind === "drag") {
    const lit = await litCard(p, e.from);
    const other = view.hand.find((_, k) => k !== lit);
    if (other) {
      const from = await p.evaluate((i) => window.yotta.handCardCenter(i), view.hand.indexOf(other));
      await drag(p, from, e.to);
      const r = api.OttawaGame.fromSetup({
        players: 2,
        hands: [[other], ["2C"]],
        stock: [],
        discard: [view.top],
        dealer: 1,
        toMove: 0,
      }).play({ card: other });
      assert.equal(r.ok, false, `${other} does not match ${view.top}`);
      const t = translator(lang, [OTTAWA_STRINGS, ERROR_STRINGS]);
      return t("err_no-match", { card: ottawaCard(other, lang), top: ottawaCard(view.top, lang) });
    }
  }
  // Another button.
  const list = await buttons();
  assert.ok(list.length > 0, "another button to press");
  await p.click(`.table-host [data-action="${list[0]}"]`);
  return null;
}

/** The hand card drawn at `pt` (the lit card), found through the test controller. */
function litCard(p, pt) {
  return p.evaluate((pt) => {
    const y = /** @type {any} */ (window).yotta;
    const hand = y.state().view.hand;
    for (let i = 0; i < hand.length; i++) {
      const c = y.handCardCenter(i);
      if (c && Math.hypot(c.x - pt.x, c.y - pt.y) < 2) return i;
    }
    return -1;
  }, pt);
}

/**
 * The engine's refusal of the Ётта play `place` on the view's grid, in the page's words
 * (the table's "Not a legal play: …", ui/errors.js), or null if the engine takes it.
 */
function iotaRefusal(lang, view, place) {
  const r = api.iotaCheck(view.board, place, { allFourBonus: true });
  if (r.ok) return null;
  const t = translator(lang, [IOTA_STRINGS, ERROR_STRINGS]);
  return t("illegal", { why: explainError(r.error, t) });
}

/**
 * Takes `game`'s lesson in `lang` to its end: a wrong action, then the right one, at
 * every step. Returns the seconds it took.
 */
async function takeLesson(p, url, game, lang) {
  await open(p, `${url}?learn=${game}&lang=${lang}`);
  const started = Date.now();
  let l = await asked(p);
  assert.equal(l.step, 1);
  assert.equal(l.dataStep, "1");
  const total = l.total;
  assert.equal(total, game === "iota" ? 8 : 5);
  const tried = new Set();
  let actions = 0;
  while (!l.done) {
    assert.ok(++actions < 60, "the lesson ends");
    if (!tried.has(l.step)) {
      tried.add(l.step);
      const words = await wrong(p, game, lang, l, l.step);
      await p.waitForSelector("[data-role=lesson-why]", { state: "visible" });
      const after = await now(p);
      assert.equal(after.step, l.step, `step ${l.step}: the wrong action leaves the step`);
      assert.equal(after.view, l.view, `step ${l.step}: the wrong action changes nothing`);
      assert.equal(after.staged, l.staged, `step ${l.step}: nothing is staged by it`);
      assert.ok(after.why.length > 10, after.why);
      if (words) assert.ok(after.why.includes(words), `step ${l.step}: "${after.why}" says the engine's "${words}"`);
      if (l.step === 1) await shot(p, `lesson-${game}-${lang}-why`);
      l = await asked(p);
    }
    await follow(p, l.expect);
    await movedOn(p, l);
    l = await asked(p);
    assert.equal(l.dataStep, String(l.step));
    if (l.step === Math.ceil(total / 2) && !l.done) await shot(p, `lesson-${game}-${lang}-step${l.step}`);
  }
  const seconds = (Date.now() - started) / 1000;
  await p.waitForSelector("[data-role=lesson-done]", { state: "visible" });
  await p.waitForSelector("[data-role=lesson-done] [data-action=first-game]", { state: "visible" });
  assert.equal(l.step, total);
  await shot(p, `lesson-${game}-${lang}-done`);
  return seconds;
}

for (const game of ["iota", "ottawa"]) {
  for (const lang of ["en", "ru"]) {
    engineTest(
      `${game}'s lesson in ${lang}: followed to its end, every wrong action answered`,
      { timeout: 300000 },
      (engine) =>
        withBrowser(engine, {}, async (b, p) => {
          const seconds = await takeLesson(p, b.url, game, lang);
          // A finished lesson earns "Pupil" (www/stats/achievements.js `lesson`), kept with the statistics.
          await p.waitForFunction(
            () => window.yotta.state().achievements?.some((a) => a.id === "lesson" && a.unlocked),
            null,
            { timeout: 20000 },
          );
          console.log(
            `# ${engine}: ${game}'s lesson in ${lang}, with a wrong action at every step: ${seconds.toFixed(1)} s`,
          );
          if (game === "ottawa" && lang === "en") {
            // The round's results stay: the next round is a game against the easy computer.
            await p.click("[data-action=next-round]");
            await p.waitForFunction(
              () => {
                const v = window.yotta.state().view;
                return v.round === 2 && v.toMove === v.seat && !window.yotta.state().busy;
              },
              null,
              { timeout: 60000 },
            );
          }
          // The first game: against the easy computer (Ётта: with the coach).
          await p.click("[data-action=first-game]");
          await p.waitForFunction(() => window.yotta.state().game && !window.yotta.lesson, null, { timeout: 30000 });
          // What the shell saves of the new game (saved now, before its first move): its seats and options.
          await p.evaluate(() => window.yotta.match.save());
          await p.waitForFunction((g) => localStorage.getItem(`yotta.save.${g}`) !== null, game, { timeout: 30000 });
          const options = await p.evaluate((g) => JSON.parse(localStorage.getItem(`yotta.save.${g}`) ?? "{}"), game);
          assert.deepEqual(
            options.seats?.map((x) => [x.kind, x.level]),
            [
              ["human", "easy"],
              ["ai", "easy"],
            ],
            "the first game is against the easy computer",
          );
          if (game === "iota") assert.equal(options.options?.coach, true, "with the coach");
          assert.equal(await p.evaluate(() => new URL(location.href).searchParams.get("learn")), null);
          assert.deepEqual(b.problems, []);
        }),
    );
  }
}

engineTest(
  "the lessons offered: the menu's line, dismissed for good; the menu's button; How to play; taken up at its step",
  {},
  (engine) =>
    withBrowser(engine, {}, async (b, p) => {
      // A first visit: one line at the top of the menu offers both lessons.
      await open(p, `${b.url}?lang=en`);
      await p.waitForSelector("[data-role=learn-offer]", { state: "visible" });
      assert.match(await p.textContent("[data-role=learn-offer]"), /Iota.*Ottawa/s);
      await shot(p, "lesson-offer");
      await p.click("[data-role=learn-offer] [data-action=learn][data-game=ottawa]");
      let l = await asked(p);
      assert.equal(l.step, 1);
      assert.equal(await p.evaluate(() => new URL(location.href).searchParams.get("learn")), "ottawa");
      // Two steps taken, then the lesson left: it is taken up again at step 3.
      while (l.step < 3) {
        await follow(p, l.expect);
        await movedOn(p, l);
        l = await asked(p);
      }
      await p.click("[data-action=leave-lesson]");
      await p.waitForSelector(".menu");
      assert.equal(await p.evaluate(() => new URL(location.href).searchParams.get("learn")), null);
      // The menu's own button, for the game chosen.
      await p.click(".game-tile[data-game=ottawa]");
      await p.click(".menu-actions [data-action=learn]");
      l = await asked(p);
      assert.equal(l.step, 3, "taken up at the step it was left at");
      assert.equal(await p.getAttribute("[data-role=lesson]", "data-step"), "3");
      // A reload keeps the lesson, at its step.
      await p.reload();
      await p.waitForSelector("body[data-ready='1']");
      l = await asked(p);
      assert.equal(l.step, 3);
      await p.click("[data-action=leave-lesson]");
      await p.waitForSelector(".menu");
      // How to play has the lesson at its top.
      await p.click(".game-tile[data-game=iota]");
      await p.click(".menu-actions [data-action=howto]");
      await p.waitForSelector(".howto [data-action=learn]", { state: "visible" });
      await p.click(".howto [data-action=learn]");
      l = await asked(p);
      assert.equal(l.step, 1);
      assert.equal(await p.evaluate(() => document.querySelector(".overlay")?.hidden), true, "How to play is closed");
      await p.click("[data-action=leave-lesson]");
      // Dismissed, the offer is gone for good.
      await p.waitForSelector("[data-role=learn-offer] [data-action=dismiss-learn]");
      await p.click("[data-role=learn-offer] [data-action=dismiss-learn]");
      await p.waitForSelector("[data-role=learn-offer]", { state: "detached" });
      await p.reload();
      await p.waitForSelector("body[data-ready='1']");
      assert.equal(await p.evaluate(() => !!document.querySelector("[data-role=learn-offer]")), false);
      assert.equal(await p.evaluate(() => !!document.querySelector(".menu-actions [data-action=learn]")), true);
      assert.deepEqual(b.problems, []);
    }),
);
