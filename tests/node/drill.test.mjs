// iotaDrill and ottawaDrill, the trainer's drills (docs/api.md "The trainer's drills"),
// on the release build: the same seed gives the same drill, and every drill's answer is
// confirmed here by the engine's other functions (iotaCheck, iotaPlays, iotaDeadCells,
// ottawaMatches), not taken on the drill's word. (The time a drill takes to make:
// bench/drill-bench.mjs.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSync, isRefusal } from "./support.mjs";

const api = await loadSync();
const key = (/** @type {number[]} */ [x, y]) => `${x},${y}`;

/** The engine's own word on a Ётта drill's question and answer. */
function confirm(d) {
  const { board, hand, answer } = d;
  if (d.kind === "fits") {
    const [x, y] = d.cell;
    assert.deepEqual(d.choices, hand);
    const fit = hand.filter((card) => api.iotaCheck(board, [{ card, x, y }]).ok);
    assert.equal(fit.length, 1, "exactly one card offered fits the cell");
    assert.deepEqual(answer.play, [{ card: fit[0], x, y }]);
  } else if (d.kind === "best") {
    const plays = api.iotaPlays(board, hand);
    const top = plays.plays[0].score;
    assert.equal(api.iotaCheck(board, answer.play).score, top);
    assert.equal(answer.count, plays.plays.filter((p) => p.score === top).length);
  } else if (d.kind === "lot") {
    const lots = api.iotaPlays(board, hand).plays.filter((p) => api.iotaCheck(board, p.place).lots > 0);
    assert.ok(api.iotaCheck(board, answer.play).lots > 0);
    assert.equal(answer.count, lots.length);
  } else {
    const dead = new Set(api.iotaDeadCells(board).cells.map(key));
    assert.deepEqual(
      d.choices.filter((c) => dead.has(key(c))),
      [answer.cell],
    );
    for (const f of answer.fits) assert.ok(api.iotaCheck(board, [f]).ok, `${f.card} fits ${f.x},${f.y}`);
    assert.deepEqual(hand, []);
  }
}

test("every Ётта drill is the same from the same seed, and the engine confirms its answer", () => {
  for (const kind of ["fits", "best", "lot", "dead"]) {
    for (const level of [0, 4, 9, 20]) {
      for (let seed = 0; seed < 6; seed++) {
        const d = api.iotaDrill(kind, `node-${seed}`, level);
        assert.equal(d.ok, true, `${kind} ${level} ${seed}`);
        assert.equal(d.kind, kind);
        assert.equal(d.level, level);
        assert.deepEqual(api.iotaDrill(kind, `node-${seed}`, level), d);
        confirm(d);
      }
    }
  }
});

test("every Оттава drill asks for exactly the cards that match, by ottawaMatches", () => {
  for (const level of [0, 5, 20]) {
    for (let seed = 0; seed < 8; seed++) {
      const d = api.ottawaDrill(seed, level);
      assert.deepEqual(
        d.hand.filter((c) => api.ottawaMatches(d.top, c).matches),
        d.matches,
      );
      assert.ok(d.matches.length > 0 && d.matches.length < d.hand.length);
      assert.deepEqual(api.ottawaDrill(seed, level), d);
    }
  }
});

test("drills refuse bad arguments with a code", () => {
  for (const bad of [
    () => api.iotaDrill("matches", 1),
    () => api.iotaDrill("best", 1, 21),
    () => api.iotaDrill("best", 1, -1),
    () => api.iotaDrill("best", 1, 1.5),
    () => api.iotaDrill("best"),
    () => api.iotaDrill(42, 1),
    () => api.ottawaDrill(null),
    () => api.ottawaDrill(1, "hard"),
  ]) {
    const r = bad();
    assert.ok(isRefusal(r), JSON.stringify(r));
    assert.equal(r.error.code, "bad-input");
  }
});
