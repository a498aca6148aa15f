// Statistics, the rating and achievements (docs/stats.md) as a person meets them:
// three seeded quick Ётта games against the easy computer played on the page (the first
// play dragged with the mouse, the others through the table's controller), then the
// figures of `window.yotta.state()` and of the panel (opened from the menu's button with
// the mouse) against a computation of this test's own: each game replayed from its
// record (the review's `yotta.last.v1`) by the engine in Node, the rating worked by the
// documented Elo formula; the toasts against the achievements earned. Then "your data":
// export, clear (with its confirmation) and import give back every key and the same
// state; a damaged file, a 10 MB file, another program's file and a newer version's are
// each refused with words and change nothing.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch, open, shot } from "./lib.mjs";
import { dragPlay, suggestedPlay } from "./iota-helpers.mjs";
import { loadSync } from "../node/support.mjs";

const engine = await loadSync();

/** The fixed ratings of docs/stats.md, the table a person reads. */
const DOC_RATINGS = { easy: 390, medium: 1200, hard: 1299, expert: 1432 };

/**
 * Plays the Ётta game on screen to its end; the person's first play dragged with the
 * mouse when `drag`, the rest through the controller (the medium player's choices).
 * @param {import("playwright-core").Page} p @param {boolean} drag
 */
async function playToEnd(p, drag) {
  for (let n = 0; n < 300; n++) {
    await p.waitForFunction(
      () => {
        const s = window.yotta.state();
        return s.view?.over || (!s.busy && s.view?.toMove === s.view?.seat);
      },
      null,
      { timeout: 60000 },
    );
    const s = await p.evaluate(() => window.yotta.state());
    if (s.view.over) return;
    if (drag) {
      const place = await suggestedPlay(p);
      if (place) {
        await dragPlay(p, place);
        await p.click("[data-action=confirm]");
        await p.waitForFunction((n0) => window.yotta.state().view.board.length > n0, s.view.board.length);
        drag = false;
        continue;
      }
    }
    await p.evaluate(async () => {
      const h = await window.yotta.suggest("medium");
      const r = await window.yotta.play(h.move);
      if (!r?.ok) throw new Error(JSON.stringify(r));
    });
  }
  throw new Error("the game did not end");
}

/**
 * The person's game (seat 0) worked out from its record by the engine: final scores,
 * the best turn, the lots made.
 * @param {any} last the review's `yotta.last.v1`
 */
function fromRecord(last) {
  const g = new engine.IotaGame({
    players: last.seats.length,
    seed: last.seed,
    allFourBonus: last.options.allFourBonus !== false,
    shortGame: !!last.options.shortGame,
  });
  let bestTurn = 0;
  let lots = 0;
  for (const { seat, move } of last.data.moves) {
    const r = g.play(move);
    assert.equal(r.ok, true, "the record replays");
    if (seat === 0) {
      bestTurn = Math.max(bestTurn, r.score);
      lots += r.lots;
    }
  }
  const v = g.view(0);
  g.free();
  assert.equal(v.over, true);
  return { scores: v.scores, won: v.winners.includes(0), bestTurn, lots };
}

/** Elo as docs/stats.md writes it, one opponent. */
function elo(r, games, opponent, s) {
  const e = 1 / (1 + 10 ** ((opponent - r) / 400));
  return r + (games < 10 ? 40 : 20) * (s - e);
}

/** Every `yotta.` key the page keeps. @param {import("playwright-core").Page} p */
const keys = (p) =>
  p.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((k) => k.startsWith("yotta.") && k !== "yotta.probe")
        .sort()
        .map((k) => [k, localStorage.getItem(k)]),
    ),
  );
const figures = (p) =>
  p.evaluate(() => {
    const s = window.yotta.state();
    return { stats: s.stats, rating: s.rating, achievements: s.achievements };
  });

test("stats: three seeded games against the computer; the figures, the rating and the toasts equal the records'", async () => {
  const b = await launch({ reducedMotion: "reduce" });
  const p = b.page;
  try {
    // Every toast shown, from the first page on.
    await p.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.__toasts = [];
      new MutationObserver((list) => {
        for (const m of list)
          for (const n of m.addedNodes)
            if (n instanceof HTMLElement && n.dataset.role === "achievement-toast") w.__toasts.push(n.dataset.id);
      }).observe(document, { childList: true, subtree: true });
    });
    await open(p, b.url);
    const start = await figures(p);
    assert.equal(start.rating.value, 1200);
    assert.equal(start.rating.provisional, true);
    assert.deepEqual(start.rating.history, []);
    assert.ok(start.achievements.length >= 15 && start.achievements.every((a) => !a.unlocked));
    assert.equal(start.stats.iota.easy.games, 0);
    let rating = 1200;
    let previous = 1200;
    const mine = [];
    /** @type {string[]} */
    let earned = [];
    for (let n = 1; n <= 3; n++) {
      await open(p, `${b.url}?game=iota&players=2&ai=easy&shortGame=1&seed=stats-${n}&lang=en`);
      const toastsBefore = await p.evaluate(() => window.__toasts.length);
      await playToEnd(p, n === 1);
      await p.waitForFunction((k) => window.yotta.state().stats.iota.easy.games === k, n);
      const last = await p.evaluate(() => JSON.parse(localStorage.getItem("yotta.last.v1") ?? "null"));
      assert.equal(last.seed, `stats-${n}`);
      const g = fromRecord(last);
      mine.push(g);
      rating = elo(
        rating,
        n - 1,
        DOC_RATINGS.easy,
        g.scores[0] > g.scores[1] ? 1 : g.scores[0] === g.scores[1] ? 0.5 : 0,
      );
      const f = await figures(p);
      assert.ok(Math.abs(f.rating.value - rating) < 1e-9, `the rating after game ${n}: ${f.rating.value}, ${rating}`);
      assert.notEqual(f.rating.value, previous, "every rated game changes the rating");
      previous = f.rating.value;
      assert.equal(f.rating.games, n);
      assert.equal(f.rating.provisional, true);
      // The toasts of this game: the achievements it unlocked.
      const earnedNow = f.achievements.filter((a) => a.unlocked).map((a) => a.id);
      const toasts = await p.evaluate((k) => window.__toasts.slice(k), toastsBefore);
      assert.deepEqual(toasts.sort(), earnedNow.filter((id) => !earned.includes(id)).sort(), `the toasts of game ${n}`);
      earned = earnedNow;
      if (n === 1) {
        if (toasts.length) assert.ok(await p.isVisible(`[data-role=achievement-toast][data-id="${toasts[0]}"]`));
        await shot(p, "stats-game-over-toast");
      }
    }
    const f = await figures(p);
    const easy = f.stats.iota.easy;
    assert.equal(easy.games, 3);
    assert.equal(easy.wins, mine.filter((g) => g.won).length);
    assert.equal(easy.best, Math.max(...mine.map((g) => g.scores[0])));
    assert.equal(easy.mean, mine.reduce((a, g) => a + g.scores[0], 0) / 3);
    assert.equal(easy.bestTurn, Math.max(...mine.map((g) => g.bestTurn)));
    assert.equal(
      easy.lots,
      mine.reduce((a, g) => a + g.lots, 0),
    );
    let streak = 0;
    for (const g of mine) streak = g.won ? streak + 1 : 0;
    assert.equal(easy.streak, streak);
    assert.deepEqual(f.rating.history.length, 3);
    assert.ok(Math.abs(f.rating.history.at(-1) - rating) < 1e-9);
    assert.equal(f.stats.iota.medium.games, 0);
    assert.equal(f.stats.ottawa.easy.games, 0);
    assert.equal(f.stats.iota.easy.unfinished, 0);
    // The menu's button, with the mouse, opens the panel showing the same figures.
    await open(p, b.url);
    assert.deepEqual(await figures(p), f, "the menu's state has them too");
    await p.click("[data-action=stats]");
    await p.waitForSelector("[data-role=stats]");
    const cell = (field) => p.textContent(`[data-role=stats-table] tr[data-opponent=easy] td[data-field=${field}]`);
    assert.equal(await cell("games"), "3");
    assert.equal(await cell("wins"), String(easy.wins));
    assert.equal(await cell("best"), String(easy.best));
    assert.equal(await p.textContent("[data-role=rating-value]"), String(Math.round(rating)));
    assert.equal(await p.locator("[data-role=achievement]").count(), f.achievements.length);
    assert.equal(await p.locator('[data-role=achievement][data-unlocked="true"]').count(), earned.length);
    await p.waitForSelector("[data-role=scores-chart] canvas");
    await shot(p, "stats-panel");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

/**
 * The page with something of everything kept: a game played against the computer
 * (figures, the last game, a rating), settings, and an unfinished game.
 * @param {import("playwright-core").Page} p @param {string} url
 */
async function somethingKept(p, url) {
  await open(p, `${url}?game=iota&players=2&ai=easy&shortGame=1&seed=data-1&lang=ru`);
  await playToEnd(p, false);
  await p.waitForFunction(() => window.yotta.state().stats.iota.easy.games === 1);
  // A game in progress, left after one move.
  await open(p, `${url}?game=ottawa&players=3&ai=easy&seed=data-2`);
  for (let i = 0; i < 50; i++) {
    const s = await p.evaluate(() => window.yotta.state());
    if (s.stats.ottawa.easy.unfinished === 1) break;
    if (!s.busy && s.view?.toMove === s.view?.seat)
      await p.evaluate((m) => window.yotta.play(m), s.view.legal.find((m) => !m.draw) ?? s.view.legal[0]);
    else await p.waitForTimeout(200);
  }
  assert.equal((await figures(p)).stats.ottawa.easy.unfinished, 1, "an Оттава game left unfinished");
  await p.click("[data-action=menu]");
  await p.click("[data-action=stats]");
  await p.waitForSelector("[data-role=stats]");
}

test("stats: export, clear and import give back every key and the same state; bad files are refused", async () => {
  const b = await launch({ reducedMotion: "reduce" });
  const p = b.page;
  const dir = mkdtempSync(join(tmpdir(), "yotta-data-"));
  try {
    await somethingKept(p, b.url);
    const kept = await keys(p);
    for (const k of ["yotta.stats", "yotta.settings.v1", "yotta.last.v1", "yotta.save.ottawa"])
      assert.ok(k in kept, `${k} is kept`);
    const state = await figures(p);
    const [download] = await Promise.all([p.waitForEvent("download"), p.click("[data-action=export-data]")]);
    assert.match(download.suggestedFilename(), /^yotta-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const text = readFileSync(file, "utf8");
    assert.deepEqual(JSON.parse(text).data, kept, "the file holds every key");

    // Clear all asks first; cancelled, nothing changes.
    await p.click("[data-action=clear-data]");
    await p.click("[data-action=cancel-clear]");
    assert.deepEqual(await keys(p), kept);
    await p.click("[data-action=clear-data]");
    await shot(p, "stats-confirm-clear");
    await p.click("[data-action=confirm-clear]");
    await p.waitForSelector("[data-role=data-done]");
    assert.deepEqual(await keys(p), {});
    const cleared = await figures(p);
    assert.equal(cleared.stats.iota.easy.games, 0);
    assert.equal(cleared.rating.value, 1200);

    // Refused files: each with its sentence, nothing changed.
    const good = JSON.parse(text);
    const bad = {
      damaged: text.slice(0, Math.floor(text.length / 2)),
      "too-large": `{"format":"yotta-data","version":1,"data":{"yotta.x":"${"x".repeat(10 * 1024 * 1024)}"}}`,
      "other-program": JSON.stringify({ name: "some-other-app", version: 1, items: [] }),
      newer: JSON.stringify({ ...good, version: 2 }),
    };
    for (const [reason, body] of Object.entries(bad)) {
      const path = join(dir, `${reason}.json`);
      writeFileSync(path, body);
      await p.setInputFiles("input[type=file][data-role=import-data]", path);
      const err = await p.waitForSelector(`[data-role=data-error][data-reason="${reason}"]`);
      assert.ok((await err.textContent()).length > 20, `${reason}: said in words`);
      assert.deepEqual(await keys(p), {}, `${reason}: nothing changed`);
      if (reason === "newer") await shot(p, "stats-import-refused");
    }

    // The exported file, imported: every key, and the same state.
    await p.setInputFiles("input[type=file][data-role=import-data]", file);
    await p.waitForSelector("[data-role=data-done]");
    assert.deepEqual(await keys(p), kept);
    assert.deepEqual(await figures(p), state);
    // And after a reload (the settings' language was Russian).
    await open(p, b.url);
    assert.deepEqual(await figures(p), state);
    assert.equal(await p.evaluate(() => document.documentElement.lang), "ru");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
