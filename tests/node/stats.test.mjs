// The statistics' figures (www/stats/figures.js), the rating (www/stats/rating.js), the
// kept figures' versions (www/stats/store.js) and the data file (www/stats/data.js), as
// pure functions: each figure against a computation of its own from the records; the
// rating against the documented formula worked by hand; the bound on records with the
// figures still exact; an import refused whole.
import { test } from "node:test";
import assert from "node:assert/strict";
import { addGame, emptyFigures, pageFigures, pairResults, started, MAX_RECORDS } from "../../www/stats/figures.js";
import { rate, expected, START } from "../../www/stats/rating.js";
import { readFigures, MIGRATIONS } from "../../www/stats/store.js";
import { exportData, fileName, readData, replaceData, MAX_DATA } from "../../www/stats/data.js";

/** @returns {import("../../www/stats/figures.js").GameRecord} */
function record(game, score, scores, opponents, tally = {}) {
  const seat = 0;
  const lower = false;
  const results = pairResults(scores, seat, lower);
  const best = Math.max(...scores);
  return { at: 1, game, seat, opponents, score, scores, won: score === best, lower, results, rating: null, tally };
}

test("the rating: Elo against fixed ratings, K 40 for ten games then 20, opponents pairwise", () => {
  assert.equal(START, 1200);
  assert.equal(expected(1200, 1200), 0.5);
  // A win against an equal: +20 while provisional; against 1600 from 1200: 40 × (1 − 1/11).
  assert.equal(rate(1200, 0, [{ rating: 1200, score: 1 }]), 1220);
  assert.equal(rate(1200, 0, [{ rating: 1600, score: 1 }]), 1200 + 40 * (1 - 1 / 11));
  // Unrounded: a win against a far weaker level still changes it.
  const vsWeak = rate(1200, 0, [{ rating: 386, score: 1 }]);
  assert.ok(vsWeak > 1200 && vsWeak < 1201, String(vsWeak));
  assert.equal(rate(1200, 10, [{ rating: 1200, score: 0 }]), 1190);
  // Three opponents: K / 3 each, a draw with one of them.
  const pairs = [
    { rating: 1300, score: 1 },
    { rating: 1100, score: 0.5 },
    { rating: 1200, score: 0 },
  ];
  const byHand = 1200 + (20 / 3) * (1 - 1 / (1 + 10 ** 0.25) + (0.5 - 1 / (1 + 10 ** -0.25)) + (0 - 0.5));
  assert.ok(Math.abs(rate(1200, 12, pairs) - byHand) < 1e-9);
  assert.equal(rate(1234, 3, []), 1234);
});

test("pairwise results: ahead 1, level ½, behind 0; under penalty scoring the lowest is ahead", () => {
  assert.deepEqual(pairResults([10, 5, 10, 12], 0, false), [1, 0.5, 0]);
  assert.deepEqual(pairResults([10, 5, 10, 12], 0, true), [0, 0.5, 1]);
});

test("the figures by game and kind of opponent equal those worked from the records", () => {
  const f = emptyFigures();
  const games = [
    record("iota", 120, [120, 80], ["easy"], { best: 40, lots: 2 }),
    record("iota", 90, [90, 100], ["easy"], { best: 30, lots: 1 }),
    record("iota", 200, [200, 100, 50], ["hard", "easy"], { best: 88, lots: 3 }),
    record("iota", 150, [150, 100], ["easy"], { best: 20, lots: 0 }),
    record("ottawa", 101, [101, 20, 40], ["people", "remote"], { best: 30, rounds: 4 }),
  ];
  games.forEach((g, i) => addGame(f, g, `s${i}`, null));
  const { stats } = pageFigures(f, ["iota", "ottawa"]);
  const easy = games.filter((g) => g.game === "iota" && g.opponents.includes("easy"));
  assert.equal(stats.iota.easy.games, easy.length);
  assert.equal(stats.iota.easy.wins, easy.filter((g) => g.won).length);
  assert.equal(stats.iota.easy.mean, easy.reduce((a, g) => a + g.score, 0) / easy.length);
  assert.equal(stats.iota.easy.best, 200);
  assert.equal(stats.iota.easy.bestTurn, 88);
  assert.equal(stats.iota.easy.lots, 6);
  // Win, loss, win, win: the current streak 2, the longest 2.
  assert.equal(stats.iota.easy.streak, 2);
  assert.equal(stats.iota.easy.longest, 2);
  assert.equal(stats.iota.hard.games, 1);
  assert.equal(stats.iota.medium.games, 0);
  assert.equal(stats.ottawa.people.rounds, 4);
  assert.equal(stats.ottawa.remote.wins, 1);
  assert.equal(stats.ottawa.easy.games, 0);
});

test("games left unfinished are counted apart; a finished one leaves that count", () => {
  const f = emptyFigures();
  assert.ok(started(f, "iota", "a", ["easy"]));
  assert.ok(!started(f, "iota", "a", ["easy"]), "a resumed game is the same game");
  started(f, "iota", "b", ["easy", "hard"]);
  started(f, "ottawa", "a", ["people"]);
  addGame(f, record("iota", 1, [1, 0], ["easy"]), "a", null);
  const { stats } = pageFigures(f, ["iota", "ottawa"]);
  assert.equal(stats.iota.easy.unfinished, 1);
  assert.equal(stats.iota.hard.unfinished, 1);
  assert.equal(stats.iota.hard.games, 0);
  assert.equal(stats.ottawa.people.unfinished, 1);
  assert.equal(f.games.iota.unfinished, 1, "the game's own count: b");
  assert.equal(stats.iota.easy.games, 1);
  assert.deepEqual(Object.keys(stats.iota).sort(), ["easy", "expert", "hard", "master", "medium", "people", "remote"]);
});

test(`at most ${MAX_RECORDS} records are kept, the figures stay exact`, () => {
  const f = emptyFigures();
  let sum = 0;
  const n = MAX_RECORDS + 57;
  for (let i = 0; i < n; i++) {
    const score = (i * 37) % 101;
    sum += score;
    addGame(f, record("iota", score, [score, 50], ["medium"]), `g${i}`, [1200]);
  }
  assert.equal(f.records.length, MAX_RECORDS);
  assert.equal(f.rating.history.length, MAX_RECORDS);
  const { stats, rating } = pageFigures(f, ["iota"]);
  assert.equal(stats.iota.medium.games, n);
  assert.equal(stats.iota.medium.mean, sum / n);
  assert.equal(rating.games, n);
  assert.equal(rating.provisional, false);
  assert.equal(f.records[0].score, (57 * 37) % 101, "the oldest were dropped");
});

test("the kept figures: read back, a newer version kept untouched, a damaged one set aside", () => {
  const f = emptyFigures();
  addGame(f, record("iota", 10, [10, 5], ["easy"]), "x", [400]);
  const back = readFigures(JSON.stringify(f));
  assert.deepEqual(back.figures, f);
  assert.ok(back.writable);
  const newer = readFigures(JSON.stringify({ ...f, v: 99 }));
  assert.equal(newer.writable, false);
  assert.equal(newer.figures.rating.value, f.rating.value);
  for (const bad of ["{", "[]", '{"v":"1"}', '{"v":1,"records":3}']) assert.ok(readFigures(bad).unreadable, bad);
  assert.deepEqual(MIGRATIONS, {}, "version 1 is the first shape: nothing to migrate yet");
});

/** A Storage in memory. */
function memoryStorage(init = {}) {
  const m = new Map(Object.entries(init));
  return {
    get length() {
      return m.size;
    },
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => (m.has(k) ? m.get(k) : null),
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    entries: () => Object.fromEntries(m),
  };
}

test("export, clear, import: the same keys back; other sites' keys untouched", () => {
  const kept = {
    "yotta.settings.v1": '{"lang":"ru"}',
    "yotta.stats": JSON.stringify(emptyFigures()),
    "yotta.save.iota": '{"v":1}',
    "other.app": "x",
  };
  const store = memoryStorage(kept);
  const text = exportData(store, new Date(2026, 11, 6));
  assert.equal(fileName(new Date(2026, 11, 6)), "yotta-data-2026-12-06.json");
  assert.ok(replaceData(store, {}));
  assert.deepEqual(store.entries(), { "other.app": "x" });
  const r = readData(text);
  assert.ok(r.ok);
  replaceData(store, r.ok ? r.data : {});
  assert.deepEqual(store.entries(), kept);
});

test("a damaged, too large, foreign or newer file is refused with its reason", () => {
  const good = JSON.parse(exportData(memoryStorage({ "yotta.a": "1" }), new Date()));
  assert.equal(readData(JSON.stringify(good).slice(0, 30)).reason, "damaged");
  assert.equal(readData(" ".repeat(MAX_DATA + 1)).reason, "too-large");
  assert.equal(readData(JSON.stringify({ hello: 1 })).reason, "other-program");
  assert.equal(readData("PK\u0003\u0004 a zip").reason, "other-program");
  assert.equal(readData(JSON.stringify({ ...good, version: 2 })).reason, "newer");
  assert.equal(readData(JSON.stringify({ ...good, data: { "evil.key": "1" } })).reason, "damaged");
  assert.equal(readData(JSON.stringify({ ...good, data: { "yotta.a": 3 } })).reason, "damaged");
});

test("the levels' ratings of docs/stats.md are those the games' hooks use", async () => {
  const { readFileSync } = await import("node:fs");
  const doc = readFileSync(new URL("../../docs/stats.md", import.meta.url), "utf8");
  const iota = (await import("../../www/iota/stats.js")).levelRatings;
  const ottawa = (await import("../../www/ottawa/stats.js")).levelRatings;
  for (const level of ["easy", "medium", "hard", "expert", "master"]) {
    const row = new RegExp(`^\\| ${level} \\| (\\d+) \\| (\\d+) \\|$`, "m").exec(doc);
    assert.ok(row, `docs/stats.md has a row for ${level}`);
    assert.equal(Number(row[1]), iota[level], `Ётта ${level}`);
    assert.equal(Number(row[2]), ottawa[level], `Оттава ${level}`);
  }
});

test("the first screen's figures (www/stats/state.js) are those of the module before any game", async () => {
  const { emptyPage, ACHIEVEMENT_IDS } = await import("../../www/stats/state.js");
  const { ACHIEVEMENTS } = await import("../../www/stats/achievements.js");
  assert.deepEqual(
    ACHIEVEMENT_IDS,
    ACHIEVEMENTS.map((a) => a.id),
    "the ids, in the table's order",
  );
  assert.deepEqual(emptyPage(["iota", "ottawa"]), pageFigures(emptyFigures(), ["iota", "ottawa"]));
});
