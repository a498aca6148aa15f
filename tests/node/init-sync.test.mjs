// The release build loaded with `initSync({ module: bytes })`, then seeded games of
// both games played to the end through the API, every move from `hint`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSync, assertOk, isRefusal, playIotaToEnd } from "./support.mjs";

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

test("the same seed as a number or as its decimal string deals the same game", () => {
  assert.deepEqual(new api.IotaGame({ seed: 42 }).view(), new api.IotaGame({ seed: "42" }).view());
});
