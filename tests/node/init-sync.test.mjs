// The release build loaded with `initSync({ module: bytes })`, then seeded games of
// both games played to the end through the API, every move from `hint`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSync, assertOk, isRefusal, playIotaToEnd, playOttawaToEnd } from "./support.mjs";

const api = await loadSync();

test("a seeded Ётта game plays to the end with hints, and replays identically", () => {
  const game = new api.IotaGame({ players: 3, seed: "blog-42" });
  const turns = playIotaToEnd(game, "medium");
  const v = game.view(0);
  assert.equal(v.over, true);
  assert.ok(v.winners.length >= 1);
  const best = Math.max(...v.scores);
  for (const w of v.winners) assert.equal(v.scores[w], best); // Y21
  assert.ok(turns > 0);

  const again = new api.IotaGame({ players: 3, seed: "blog-42" });
  playIotaToEnd(again, "medium");
  assert.equal(again.save(), game.save());
  assert.equal(api.IotaGame.load(game.save()).save(), game.save());
  assertOk(game.view(), "view");
  const after = game.hint();
  assert.ok(isRefusal(after));
  assert.equal(after.error.code, "game-over");
});

test("a seeded Оттава match plays to the end with hints", () => {
  const game = new api.OttawaGame({ players: 4, seed: 7, rounds: 3 });
  const moves = playOttawaToEnd(game, "medium");
  const v = game.view(0);
  assert.equal(v.over, true);
  assert.equal(v.round, 3);
  assert.ok(moves > 0);
  assert.ok(v.winners.length >= 1);
  assert.equal(api.OttawaGame.load(game.save()).save(), game.save());
  const r = game.play({ pass: true });
  assert.ok(isRefusal(r));
  assert.equal(r.error.code, "game-over");
});

test("the same seed as a number or as its decimal string deals the same game", () => {
  assert.deepEqual(new api.IotaGame({ seed: 42 }).view(), new api.IotaGame({ seed: "42" }).view());
  assert.deepEqual(new api.OttawaGame({ seed: 9 }).view(), new api.OttawaGame({ seed: "9" }).view());
});

test("yotta.js and yotta_bg.wasm are the whole engine: copied alone elsewhere, they work", async () => {
  const { mkdtempSync, copyFileSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const { pathToFileURL } = await import("node:url");
  const { distJs, distWasm } = await import("./support.mjs");
  const dir = mkdtempSync(join(tmpdir(), "yotta-two-files-"));
  try {
    copyFileSync(distJs, join(dir, "yotta.js"));
    copyFileSync(distWasm, join(dir, "yotta_bg.wasm"));
    const copy = await import(pathToFileURL(join(dir, "yotta.js")).href);
    const { readFileSync } = await import("node:fs");
    copy.initSync({ module: readFileSync(join(dir, "yotta_bg.wasm")) });
    const board = [
      { card: "2RT", x: 0, y: 1 },
      { card: "2BX", x: 1, y: 1 },
      { card: "2GC", x: 2, y: 1 },
    ];
    const r = copy.iotaPlays(board, ["3RC", "1YC", "2YS", "W"]);
    assertOk(r);
    assert.equal(r.plays.length, r.count);
    assert.deepEqual(Object.keys(r.plays[0]), ["place", "score"]);
    assert.deepEqual(Object.keys(r.plays[0].place[0]), ["card", "x", "y"]);
    assert.equal(Object.getPrototypeOf(r.plays[0].place[0]), Object.prototype);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
