// A refused Ётта line says exactly what breaks, through the release build: the extra
// fields of the refusal (docs/api.md: extra fields welcome, codes fixed) from `iotaCheck`
// and from `IotaGame.play`, recycles included; other refusals carry none.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSync } from "./support.mjs";

const api = await loadSync();
const P = (/** @type {string} */ text) =>
  text.split(" ").map((s) => {
    const [card, xy] = s.split("@");
    const [x, y] = xy.split(",").map(Number);
    return { card, x, y };
  });

test("iotaCheck: the line, its cards, the attribute and its values (Y7), a line too long (Y8)", () => {
  const e = api.iotaCheck(P("1RT@0,0 1GT@0,1 3YC@1,3"), P("2BT@0,2")).error;
  assert.equal(e.code, "invalid-line");
  assert.deepEqual(e.line, [
    [0, 0],
    [0, 1],
    [0, 2],
  ]);
  assert.deepEqual(e.cards, ["1RT", "1GT", "2BT"]);
  assert.equal(e.attribute, "number");
  assert.deepEqual(e.values, ["1", "1", "2"]);
  assert.equal(e.wild, undefined);
  const long = api.iotaCheck(P("1RT@0,0 2RT@1,0 3RT@2,0 4RT@3,0"), P("W@4,0")).error;
  assert.equal(long.code, "too-long");
  assert.equal(long.line.length, 5);
  assert.equal(long.attribute, undefined);
  // Refusals that are not about a line's cards carry no detail.
  const gap = api.iotaCheck(P("1RT@0,0"), P("2RT@1,0 3RT@3,0")).error;
  assert.equal(gap.code, "gap");
  assert.deepEqual(Object.keys(gap).sort(), ["code", "message"]);
});

test("iotaCheck: a wild that cannot be one card in its row and its column (Y16)", () => {
  const e = api.iotaCheck(P("1RT@0,0 W@1,0 3RT@2,0 1GS@1,1"), P("2GS@1,2")).error;
  assert.equal(e.code, "invalid-line");
  assert.deepEqual(e.wild, [1, 0]);
  assert.equal(e.attribute, "colour");
  assert.equal(e.lines.length, 2);
  assert.deepEqual(
    e.lines.map((/** @type {any} */ l) => l.values),
    [
      ["R", "W", "R"],
      ["W", "G", "G"],
    ],
  );
});

test("IotaGame.play: the same detail for a move, and for a recycle that does not fit (Y18)", () => {
  const setup = {
    players: 2,
    board: P("1RT@0,0 W@1,0 3RT@2,0"),
    hands: [["2GT", "4BT", "1GC", "2YX"], ["1BS"]],
    pile: ["2BS", "3BS", "4BS"],
  };
  const g = api.IotaGame.fromSetup(setup);
  const before = g.save();
  const bad = g.play({ place: P("4BT@3,0") });
  assert.equal(bad.error.code, "invalid-line");
  assert.equal(bad.error.attribute, "colour");
  assert.deepEqual(bad.error.values, ["R", "W", "R", "B"]);
  const misfit = g.play({ recycle: P("2GT@1,0"), pass: true });
  assert.equal(misfit.error.code, "recycle-misfit");
  assert.equal(misfit.error.attribute, "colour");
  assert.deepEqual(misfit.error.line, [
    [0, 0],
    [1, 0],
    [2, 0],
  ]);
  assert.equal(g.save(), before, "a refused move changes nothing");
});

test("iotaBestTurn and iotaDailyPuzzle refuse hostile arguments with a code and change nothing", () => {
  const board = P("1RT@0,0");
  for (const bad of [
    undefined,
    null,
    42,
    "2026-11-30x",
    "x".repeat(100000),
    {},
    [],
    "2026-13-01",
    "0000-01-01",
    Symbol("d"),
  ]) {
    const r = api.iotaDailyPuzzle(/** @type {any} */ (bad));
    assert.equal(r.ok, false, String(typeof bad));
    assert.equal(r.error.code, "bad-input");
  }
  assert.equal(api.iotaDailyPuzzle(" 2026-11-30 ").date, "2026-11-30");
  for (const [b, hand, code] of [
    ["x", ["1GC"], "bad-input"],
    [[], ["1GC"], "bad-board"],
    [board, ["1GC", "2GC", "3GC", "4GC", "1BC"], "bad-input"],
    [board, ["9ZZ"], "bad-card"],
    [board, "1GC", "bad-input"],
  ]) {
    const r = api.iotaBestTurn(/** @type {any} */ (b), /** @type {any} */ (hand));
    assert.equal(r.ok, false);
    assert.equal(r.error.code, code, JSON.stringify([b, hand]));
  }
  const none = api.iotaBestTurn(P("1RT@0,0 2RT@1,0 3RT@2,0 4RT@3,0"), ["1RT"]);
  assert.equal(none.ok, false, "a card already on the grid is refused");
  const empty = api.iotaBestTurn(board, []);
  assert.deepEqual({ ok: empty.ok, score: empty.score, move: empty.move }, { ok: true, score: 0, move: null });
});
