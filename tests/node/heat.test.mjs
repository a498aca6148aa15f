// iotaHeat, the heat map of a hand (docs/api.md "Ётта: the heat map"): on the 40
// reference positions (bench/data/iota-peer-positions.json: 0, 1 or 2 wilds in hand,
// wilds on the grid in two) and on positions of seeded games (wilds on the grid among
// them), every cell's `best` equals the per-cell maximum worked out here from iotaPlays,
// the cells are the empty cells next to the grid, and the dead ones are iotaDeadCells'.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { frontier, loadSync, root, slowHeat } from "./support.mjs";
import { readPosition } from "../../www/ui/notation.js";

const api = await loadSync();
const data = JSON.parse(readFileSync(new URL("bench/data/iota-peer-positions.json", root), "utf8"));

/** A position text of the data, read by the page's own reader (www/ui/notation.js). */
const placements = (/** @type {string} */ text) => {
  const r = readPosition(text);
  if (!r.ok) throw new Error(`not a position: ${text}`);
  return r.value;
};

test("iotaHeat equals the per-cell maxima of iotaPlays on the 40 reference positions", () => {
  assert.equal(data.positions.length, 40);
  let scored = 0;
  for (const pos of data.positions) {
    const board = placements(pos.board);
    const heat = api.iotaHeat(board, pos.hand);
    assert.equal(heat.ok, true, pos.id);
    assert.deepEqual(heat.cells, slowHeat(api, board, pos.hand), pos.id);
    scored += heat.cells.filter((c) => c.best > 0).length;
  }
  assert.ok(scored > 100, `${scored} cells with a play`);
});

test("iotaHeat on positions of seeded games, wilds on the grid and in hand, with the pile empty", () => {
  let withWildOnGrid = 0;
  let positions = 0;
  for (let seed = 1; seed <= 12; seed++) {
    const game = new api.IotaGame({ players: 2, seed });
    for (let turn = 0; !game.view().over && turn < 40; turn++) {
      const v = game.view();
      if (turn % 3 === 0) {
        for (const options of [{}, { pileEmpty: true, allFourBonus: false }]) {
          assert.deepEqual(api.iotaHeat(v.board, v.hand, options).cells, slowHeat(api, v.board, v.hand, options));
        }
        positions++;
        if (v.board.some((p) => p.card === "W")) withWildOnGrid++;
      }
      assert.equal(game.play(game.hint("easy").move).ok, true);
    }
  }
  assert.ok(positions >= 20, `${positions} positions`);
  assert.ok(withWildOnGrid >= 3, `${withWildOnGrid} with a wild on the grid`);
});

test("iotaHeat refuses what iotaPlays refuses, and an empty hand scores nothing", () => {
  const board = placements("2RT@0,1 2BX@1,1 2GC@2,1");
  assert.equal(api.iotaHeat(board, ["3RC", "1YC", "2YS", "W", "4GT"]).error.code, "bad-input");
  assert.equal(api.iotaHeat(board, ["9ZZ"]).error.code, "bad-card");
  assert.equal(api.iotaHeat([], ["1RC"]).error.code, "bad-board");
  assert.equal(api.iotaHeat("nonsense", []).ok, false);
  const none = api.iotaHeat(board, []);
  assert.equal(none.cells.length, frontier(board).length);
  assert.ok(none.cells.every((c) => c.best === 0));
});
