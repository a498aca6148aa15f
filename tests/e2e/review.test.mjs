// The review after a game (www/review/): a short Ётта game played to the end (the
// person's first play dragged with the mouse and confirmed), Review on the end
// screen, the chart drawn, one row per own turn whose best score matches the engine's
// `iotaPlays` on that position, a turn opened with the played and the best play side
// by side; the review again after a reload and from the menu; the replay link copied
// and opened; the record downloaded and opened again from the menu; an Оттава match's
// rounds; the review on a phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { launch, open, shot } from "./lib.mjs";
import { openGame, dragPlay, suggestedPlay } from "./iota-helpers.mjs";

/**
 * Plays the open Ётта game to its end: the person's first play by dragging with the
 * mouse and pressing Play, later ones through the table's controller (the engine's
 * easy player choosing, so that some turns leave points on the table), the
 * computer's by itself.
 * @param {import("playwright-core").Page} p
 */
async function playToEnd(p) {
  let dragged = false;
  for (let n = 0; n < 200; n++) {
    await p.waitForFunction(
      () => {
        const s = window.yotta.state();
        return s.view.over || (!s.busy && s.view.toMove === s.view.seat);
      },
      null,
      { timeout: 60000 },
    );
    const s = await p.evaluate(() => window.yotta.state());
    if (s.view.over) {
      assert.ok(dragged, "the person's first play was dragged with the mouse");
      return;
    }
    if (!dragged) {
      const place = await suggestedPlay(p);
      if (place) {
        await dragPlay(p, place);
        await p.click("[data-action=confirm]");
        await p.waitForFunction((n0) => window.yotta.state().view.board.length > n0, s.view.board.length);
        dragged = true;
        continue;
      }
    }
    // play() resolves with the engine's result once the table's turn loop has played it.
    await p.evaluate(async () => {
      const h = await window.yotta.suggest("easy");
      const r = await window.yotta.play(h.move);
      if (!r?.ok) throw new Error(JSON.stringify(r));
    });
  }
  throw new Error("the game did not end");
}

/**
 * Page-side: the canvas pixels at `sel` (one in seven sampled) that differ from the
 * first one, > 0 once something is drawn; with `least`, whether there are more than that.
 * @param {[string, number?]} args
 */
function ink([sel, least]) {
  const canvas = /** @type {HTMLCanvasElement | null} */ (document.querySelector(sel));
  if (!canvas) return least === undefined ? 0 : false;
  const d = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d")).getImageData(
    0,
    0,
    canvas.width,
    canvas.height,
  ).data;
  let n = 0;
  for (let i = 4; i < d.length; i += 4 * 7) if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2]) n++;
  return least === undefined ? n : n > least;
}

/** Canvas pixels that differ from the first one: > 0 once something is drawn. */
const inkOf = (p, selector) => p.evaluate(ink, [selector]);

/** Waits until the canvas at `selector` holds more than `min` sampled pixels of ink. */
async function inkAtLeast(p, selector, min) {
  try {
    await p.waitForFunction(ink, [selector, min], { timeout: 10000 });
  } catch {
    assert.fail(`${selector} is not drawn: ${await inkOf(p, selector)} pixels of ink`);
  }
}

/**
 * The engine's best score for each reviewed turn, asked of `iotaPlays` (and, where a
 * wild lies on the grid, of `iotaBestTurn`, which adds recycling first).
 */
async function checkRows(p) {
  const r = await p.evaluate(async () => {
    const engine = await import(new URL("yotta.js", document.baseURI).href);
    // The page bundles its own copy of the glue: this one is instantiated here.
    await engine.default({ module_or_path: new URL("yotta_bg.wasm", document.baseURI) });
    const rows = [...document.querySelectorAll("[data-role=review-turn]")].map((e) => ({
      turn: Number(/** @type {HTMLElement} */ (e).dataset.turn),
      score: Number(/** @type {HTMLElement} */ (e).dataset.score),
      best: Number(/** @type {HTMLElement} */ (e).dataset.best),
    }));
    const turns = window.yotta.turns();
    const checked = turns.map((x) => {
      const plays = engine.iotaPlays(x.board, x.hand, { allFourBonus: true, pileEmpty: x.pile === 0 });
      const top = plays.ok && plays.plays.length ? plays.plays[0].score : 0;
      const wild =
        x.board.some((/** @type {any} */ q) => q.card === "W") && x.hand.some((/** @type {string} */ c) => c !== "W");
      const withRecycles = engine.iotaBestTurn(x.board, x.hand, { allFourBonus: true, pileEmpty: x.pile === 0 }).score;
      return { turn: x.turn, score: x.score, best: x.best, top, wild, withRecycles };
    });
    return { rows, checked };
  });
  assert.ok(r.rows.length >= 3, `rows: ${r.rows.length}`);
  assert.equal(r.rows.length, r.checked.length);
  let plain = 0;
  r.rows.forEach((row, i) => {
    const c = r.checked[i];
    assert.equal(row.turn, c.turn);
    assert.equal(row.score, c.score);
    assert.equal(row.best, c.best, `turn ${row.turn}`);
    assert.ok(row.best >= row.score, `turn ${row.turn}: best ${row.best} < played ${row.score}`);
    if (c.wild) {
      assert.equal(row.best, Math.max(c.withRecycles, c.score));
      assert.ok(row.best >= c.top);
    } else {
      assert.equal(row.best, Math.max(c.top, c.score), `turn ${row.turn}: iotaPlays says ${c.top}`);
      plain++;
    }
  });
  assert.ok(plain >= 2, "turns compared with iotaPlays alone");
  return r.rows;
}

test("review: a short Ётта game to the end, its chart and turns, a turn opened, after a reload and from the menu", async () => {
  const b = await launch({ viewport: { width: 1280, height: 860 } });
  const p = b.page;
  try {
    await p.emulateMedia({ reducedMotion: "reduce" });
    await openGame(p, b.url, "game=iota&players=2&humans=1&ai=easy&seed=review-1&shortGame=1&lang=en");
    await playToEnd(p);
    await p.waitForSelector(".iota-over:not([hidden]) [data-action=review]");
    // One meaning per action at the end: rematch, review, menu.
    assert.equal(await p.locator(".iota-over [data-action=new]").count(), 0);
    assert.equal(await p.locator(".iota-over [data-action=rematch]").count(), 1);
    const final = (await p.evaluate(() => window.yotta.state())).view.scores;
    await p.click("[data-action=review]");
    await p.waitForSelector("[data-role=review] [data-role=review-turn]");
    await p.waitForFunction(() => {
      const c = /** @type {HTMLCanvasElement} */ (document.querySelector("[data-role=review-chart]"));
      return c && c.width > 100;
    });
    // The chart is drawn on a frame after its canvas got its size: waited for.
    await inkAtLeast(p, "[data-role=review-chart]", 200);
    // The chart's numbers are in a table too, ending on the final scores.
    const lastRow = await p.$$eval("[data-role=review-table] tbody tr:last-child td", (tds) =>
      tds.map((td) => Number(td.textContent)),
    );
    assert.deepEqual(lastRow, final);
    const rows = await checkRows(p);
    assert.ok(
      rows.some((r) => r.best > r.score),
      "some turn left points on the table",
    );
    await shot(p, "review-desktop");
    // Tap the turn that left the most on the table: the position, played and best side by side.
    const worst = rows.reduce((a, r) => (r.best - r.score > a.best - a.score ? r : a), rows[0]);
    await p.click(`[data-role=review-turn][data-turn="${worst.turn}"] button`);
    await p.waitForSelector("[data-role=review-detail]");
    // Each pane is drawn once its box has its final size (a first drawing may come at a
    // provisional size): wait for the cards, not for the canvas's size.
    for (const role of ["review-played", "review-best"]) await inkAtLeast(p, `[data-role=${role}] canvas`, 100);
    assert.match(await p.textContent("[data-role=review-best] figcaption"), new RegExp(`${worst.best} point`));
    await shot(p, "review-desktop-turn");
    await p.keyboard.press("Escape");
    await p.waitForSelector("[data-role=review-detail]", { state: "detached" });

    // A reload shows the review again.
    assert.match(p.url(), /review=last/);
    await p.reload();
    await p.waitForSelector("body[data-ready='1']");
    await p.waitForSelector("[data-role=review] [data-role=review-turn]");
    assert.equal(await p.locator("[data-role=review-turn]").count(), rows.length);
    // Back to the menu, and the last game is there to review.
    await p.click("[data-role=review] [data-action=back]");
    await p.waitForSelector("[data-action=review-last]");
    await shot(p, "review-menu");
    await p.click("[data-action=review-last]");
    await p.waitForSelector("[data-role=review] [data-role=review-turn]");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("review: copy the replay link and open it; download the record and open it from the menu", async () => {
  const b = await launch({ viewport: { width: 1100, height: 820 } });
  const p = b.page;
  try {
    await p.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(b.url).origin });
    await p.emulateMedia({ reducedMotion: "reduce" });
    await openGame(p, b.url, "game=iota&players=2&humans=1&ai=easy&seed=review-2&shortGame=1&lang=en");
    await playToEnd(p);
    const final = (await p.evaluate(() => window.yotta.state())).view.scores;
    await p.click("[data-action=review]");
    await p.waitForSelector("[data-role=review-turn]");
    const rowsBefore = await p.$$eval("[data-role=review-turn]", (es) =>
      es.map((e) => `${e.getAttribute("data-turn")}:${e.getAttribute("data-score")}:${e.getAttribute("data-best")}`),
    );

    // Copy replay link.
    await p.click("[data-action=copy-replay]");
    await p.waitForFunction(
      () => /** @type {HTMLInputElement} */ (document.querySelector("[data-role=replay-link]")).value.length > 20,
    );
    const link = await p.inputValue("[data-role=replay-link]");
    assert.match(link, /embed=1.*game=iota.*moves=/);
    assert.equal(await p.evaluate(() => navigator.clipboard.readText()), link);
    const replay = await p.context().newPage();
    await open(replay, link);
    await replay.waitForSelector("[data-role=step]");
    await replay.click("[data-action=last]");
    assert.equal(await replay.isDisabled("[data-action=last]"), true, "at the last step");
    const scores = await replay.textContent("[data-role=scores]");
    for (const s of final) assert.match(scores, new RegExp(`\\b${s}\\b`), `${scores} shows ${final}`);
    await shot(replay, "review-replay-link");
    await replay.close();

    // Download record.
    const [download] = await Promise.all([p.waitForEvent("download"), p.click("[data-action=download-record]")]);
    const path = await download.path();
    const text = readFileSync(path, "utf8");
    assert.match(text, /^# Yotta game record/);
    assert.match(text, /\nyotta-record 1\n/);
    assert.match(text, new RegExp(`\\nend ${final.join(" ")}\\n`));

    // Forget the last game, then open the record from the menu.
    await p.evaluate(() => localStorage.removeItem("yotta.last.v1"));
    await p.click("[data-role=review] [data-action=back]");
    await p.waitForSelector("[data-action=open-record-button]");
    assert.equal(await p.locator("[data-action=review-last]").count(), 0);
    await p.setInputFiles("[data-action=open-record]", {
      name: "game.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(text),
    });
    await p.waitForSelector("[data-role=review-turn]");
    const rowsAfter = await p.$$eval("[data-role=review-turn]", (es) =>
      es.map((e) => `${e.getAttribute("data-turn")}:${e.getAttribute("data-score")}:${e.getAttribute("data-best")}`),
    );
    assert.deepEqual(rowsAfter, rowsBefore);

    // A damaged record is refused, in words.
    await p.click("[data-role=review] [data-action=back]");
    await p.setInputFiles("[data-action=open-record]", {
      name: "bad.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(text.replace(/\nturn 0 /, "\nturn 0 place ZZ@0,0 ")),
    });
    await p.waitForSelector(".notice[role=alert]");
    assert.match(
      await p.textContent(".notice[role=alert]"),
      /This record could not be opened: line \d+: not a turn like/,
    );
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("review: an Оттава match, round by round", async () => {
  const b = await launch({ viewport: { width: 1100, height: 820 } });
  const p = b.page;
  try {
    await p.emulateMedia({ reducedMotion: "reduce" });
    await open(p, `${b.url}?game=ottawa&players=3&humans=0&ai=hard&seed=review-ot&rounds=2&lang=en`);
    for (let n = 0; n < 4; n++) {
      await p.waitForSelector("[data-action=next-round], [data-action=review]", { timeout: 180000 });
      if (await p.locator("[data-action=review]").count()) break;
      const round = await p.evaluate(() => window.yotta.state().view.round);
      await p.click("[data-action=next-round]");
      // The next round may end quickly: wait for its number, not for the button to go.
      await p.waitForFunction((r) => window.yotta.state().view.round > r, round);
    }
    await p.click("[data-action=review]");
    await p.waitForSelector("[data-role=review] [data-role=review-round]");
    assert.equal(await p.locator("[data-role=review-round]").count(), 2);
    await inkAtLeast(p, "[data-role=review-chart]", 200);
    const text = await p.textContent("[data-role=review-round]");
    assert.match(text, /Round 1: /);
    assert.match(text, /went out|Blocked/);
    await shot(p, "review-ottawa");
    // In a light theme the chart takes the page's colours and darker lines.
    const dark = await p.$eval("[data-role=review-chart]", (c) => /** @type {HTMLCanvasElement} */ (c).toDataURL());
    await p.evaluate(() => {
      const s = document.documentElement.style;
      s.setProperty("--bg", "#f6f3ea");
      s.setProperty("--panel", "#ffffff");
      s.setProperty("--panel2", "#d9d4c7");
      s.setProperty("--ink", "#1d1d1b");
      s.setProperty("--muted", "#4f5652");
      window.yotta.redraw();
    });
    // The chart is drawn again on a frame after redraw(): waited for, until its corner is the light panel's.
    const lightBg = () =>
      p.$eval("[data-role=review-chart]", (c) => {
        const d = /** @type {CanvasRenderingContext2D} */ (
          /** @type {HTMLCanvasElement} */ (c).getContext("2d")
        ).getImageData(2, 2, 1, 1).data;
        return [d[0], d[1], d[2]];
      });
    await p
      .waitForFunction(
        () => {
          const c = /** @type {HTMLCanvasElement} */ (document.querySelector("[data-role=review-chart]"));
          const d = /** @type {CanvasRenderingContext2D} */ (c.getContext("2d")).getImageData(2, 2, 1, 1).data;
          return d[0] === 255 && d[1] === 255 && d[2] === 255;
        },
        null,
        { timeout: 10000 },
      )
      .catch(() => {});
    assert.deepEqual(await lightBg(), [255, 255, 255]);
    assert.notEqual(
      await p.$eval("[data-role=review-chart]", (c) => /** @type {HTMLCanvasElement} */ (c).toDataURL()),
      dark,
    );
    await shot(p, "review-ottawa-light");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("review: on a phone", async () => {
  const b = await launch({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const p = b.page;
  try {
    await p.emulateMedia({ reducedMotion: "reduce" });
    await openGame(p, b.url, "game=iota&players=2&humans=1&ai=easy&seed=review-3&shortGame=1&lang=ru");
    await playToEnd(p);
    await p.tap("[data-action=review]");
    await p.waitForSelector("[data-role=review-turn]");
    assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no sideways scroll");
    await inkAtLeast(p, "[data-role=review-chart]", 200);
    await shot(p, "review-phone");
    await p.tap("[data-role=review-turn] button");
    await p.waitForSelector("[data-role=review-detail]");
    await p.waitForFunction(() => {
      const c = /** @type {HTMLCanvasElement | null} */ (document.querySelector("[data-role=review-best] canvas"));
      return c && c.width > 50;
    });
    await shot(p, "review-phone-turn");
    const words = await p.textContent("[data-role=review]");
    assert.match(words, /Разбор/);
    assert.ok(!/\b(points?|Turn|played|best)\b/.test(words), words.slice(0, 400));
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("review: in hot seat each person reviews their own turns only", async () => {
  const b = await launch({ viewport: { width: 1000, height: 800 } });
  const p = b.page;
  try {
    await p.emulateMedia({ reducedMotion: "reduce" });
    await open(p, `${b.url}?game=iota&players=2&humans=2&seed=review-hot&shortGame=1&lang=en`);
    for (let n = 0; n < 400; n++) {
      await p.waitForFunction(
        () => {
          const s = window.yotta.state();
          const ready = document.querySelector(".overlay:not([hidden]) [data-action=ready]");
          return ready || s.view.over || (!s.busy && s.view.toMove === s.view.seat);
        },
        null,
        { timeout: 60000 },
      );
      if (await p.locator(".overlay:not([hidden]) [data-action=ready]").count()) {
        await p.click(".overlay:not([hidden]) [data-action=ready]");
        continue;
      }
      if ((await p.evaluate(() => window.yotta.state())).view.over) break;
      await p.evaluate(async () => {
        const r = await window.yotta.play((await window.yotta.suggest("easy")).move);
        if (!r?.ok) throw new Error(JSON.stringify(r));
      });
    }
    await p.click(".iota-over [data-action=review]");
    await p.waitForSelector("[data-role=review-turn]");
    assert.equal(await p.locator("[data-action=review-seat]").count(), 2);
    const seen = [];
    for (const seat of [0, 1]) {
      await p.click(`[data-action=review-seat][data-seat="${seat}"]`);
      await p.waitForSelector(`[data-action=review-seat][data-seat="${seat}"][aria-pressed=true]`);
      const turns = await p.evaluate(() => window.yotta.turns());
      assert.ok(turns.length >= 3);
      // Only that seat's turns, each with the hand that seat held then: every card it
      // placed or put on a wild's cell (a wild may come from a recycle) was in it.
      for (const x of turns) {
        assert.equal(x.seat, seat);
        for (const q of [...(x.move.place ?? []), ...(x.move.recycle ?? [])])
          if (q.card !== "W") assert.ok(x.hand.includes(q.card), `turn ${x.turn}: ${q.card} in ${x.hand}`);
      }
      assert.ok(
        turns.some((x) => x.move.place),
        "a play among the turns",
      );
      assert.equal(await p.locator("[data-role=review-turn]").count(), turns.length);
      seen.push(...turns.map((x) => x.turn));
    }
    assert.equal(new Set(seen).size, seen.length, "no turn is shown to both");
    await shot(p, "review-hot-seat");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
