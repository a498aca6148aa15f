// The release build loaded as a page does it, `await init()` (the glue fetches
// yotta_bg.wasm beside itself), then the contract's examples.
import { test } from "node:test";
import assert from "node:assert/strict";
import { distJs, allowFileFetch, assertOk, isRefusal } from "./support.mjs";

allowFileFetch();
const api = await import(distJs.href);
await api.default();

const P = (text) =>
  text.split(" ").map((t) => {
    const [card, cell] = t.split("@");
    const [x, y] = cell.split(",").map(Number);
    return { card, x, y };
  });

test("the Ётта rulebook example scores 6, 6, 34 and 208", () => {
  const board = P("2RT@0,1");
  const turns = [
    ["2BX@1,1 2GC@2,1", 6],
    ["3RC@2,0 1YC@2,2", 6],
    ["2YS@3,1 3GT@3,2", 34],
    ["2GT@0,3 3YS@1,3 4BC@2,3 1RX@3,3", 208],
  ];
  for (const [text, score] of turns) {
    const r = assertOk(api.iotaCheck(board, P(text)), text);
    assert.equal(r.score, score, text);
    assert.equal(r.score, r.base * r.multiplier);
    board.push(...P(text));
  }
});

test("a refused check says why, with a stable code", () => {
  const r = api.iotaCheck(P("2RT@0,0"), P("3GC@2,0"));
  assert.ok(isRefusal(r));
  assert.equal(r.error.code, "not-connected");
  const bad = api.iotaCheck("nonsense", []);
  assert.equal(bad.error.code, "bad-input");
});

test("iotaPlays lists the best play first, and iotaDeadCells answers", () => {
  const r = assertOk(api.iotaPlays(P("2RT@0,1"), ["2BX", "2GC", "W", "1YC"]), "plays");
  assert.equal(r.count, r.plays.length);
  for (let i = 1; i < r.plays.length; i++) assert.ok(r.plays[i - 1].score >= r.plays[i].score);
  const check = assertOk(api.iotaCheck(P("2RT@0,1"), r.plays[0].place), "best play");
  assert.equal(check.score, r.plays[0].score);
  assert.deepEqual(assertOk(api.iotaDeadCells(P("2RT@0,1")), "dead").cells, []);
});

test("constructors and load throw an Error whose message starts with the code", () => {
  assert.throws(
    () => new api.IotaGame({ players: 9 }),
    (e) => e instanceof Error && e.message.startsWith("bad-setup: ") && e.code === "bad-setup",
  );
  assert.throws(
    () => api.OttawaGame.load("garbage"),
    (e) => e.message.startsWith("bad-save: "),
  );
  assert.throws(
    () => api.IotaGame.fromSetup({ players: 2 }),
    (e) => /^bad-(setup|input): /.test(e.message),
  );
});

test("Оттава helpers", () => {
  assert.deepEqual(api.ottawaMatches("8C", "9C"), { ok: true, matches: true });
  assert.deepEqual(api.ottawaMatches("AS", "2S", { wrapAce: true }), { ok: true, matches: true });
  assert.deepEqual(api.ottawaMatches("AS", "2S"), { ok: true, matches: false });
  assert.equal(api.ottawaMatches("1X", "2S").error.code, "bad-card");
  assert.deepEqual(api.ottawaHandPoints(["AS", "KD", "10H", "7C"]), { ok: true, points: 42 });
});
