// The lessons' scripts (www/iota/lesson.js, www/ottawa/lesson.js) against the engine:
// every move a step expects and every scripted reply is legal where the lesson plays it,
// each Ётта step scores what its sentence says, the last step ends the game (Ётта, Y19,
// doubled) or the round (Оттава, O7) with the points the lesson's end says, a lesson
// opened at any step is the position the steps before lead to, and every rule a step
// cites is a rule of docs/rules.md.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { loadSync, root } from "./support.mjs";
import * as iota from "../../www/iota/lesson.js";
import * as ottawa from "../../www/ottawa/lesson.js";

const api = await loadSync();
const rules = readFileSync(new URL("docs/rules.md", root), "utf8");

test("Ётта's lesson: every move is legal, each step scores what it says, the last card ends the game doubled", () => {
  const game = api.IotaGame.fromSetup(iota.SETUP);
  let total = 0;
  iota.STEPS.forEach((step, i) => {
    assert.equal(iota.lesson.open(api, i).save, game.save(), `step ${i + 1} opens where the steps before lead`);
    const v = game.view(0);
    assert.equal(v.toMove, 0, `step ${i + 1}: the person's turn`);
    for (const move of step.moves) {
      const cards = move.place ? move.place.map((p) => p.card) : (move.trade ?? []);
      for (const c of cards) assert.ok(v.hand.includes(c), `step ${i + 1}: ${c} is in the hand ${v.hand}`);
      const r = game.play(move);
      assert.equal(r.ok, true, `step ${i + 1}: ${JSON.stringify(move)} → ${JSON.stringify(r.error)}`);
      assert.equal(r.score, step.score, `step ${i + 1} scores ${step.score}`);
      total += r.score;
      if (i === iota.STEPS.length - 1) {
        assert.equal(r.over, true, "the last step ends the game (Y19)");
        assert.equal(r.multiplier, 2, "the last turn is doubled (Y15)");
      } else assert.equal(r.over, false);
    }
    for (const reply of step.replies) {
      const r = game.play(reply);
      assert.equal(r.ok, true, `step ${i + 1}, the reply ${JSON.stringify(reply)} → ${JSON.stringify(r.error)}`);
    }
  });
  assert.equal(game.view(0).scores[0], total);
  // The pile is empty for the last step only: every step before draws or trades with it.
  assert.equal(api.IotaGame.load(iota.lesson.open(api, iota.STEPS.length - 1).save).view(0).pile, 0);
});

test("Оттава's lesson: every move is legal, the draw keeps the turn, the last card ends the round for 28 points", () => {
  const game = api.OttawaGame.fromSetup(ottawa.SETUP);
  ottawa.STEPS.forEach((step, i) => {
    assert.equal(ottawa.lesson.open(api, i).save, game.save(), `step ${i + 1} opens where the steps before lead`);
    for (const move of step.moves) {
      const v = game.view(0);
      assert.equal(v.toMove, 0, `step ${i + 1}: the person's turn`);
      // The step's move is the only card that matches, so that a wrong card is refused.
      const cards = v.legal.filter((m) => m.card).map((m) => m.card);
      if (move.card) assert.deepEqual(cards, [move.card], `step ${i + 1}: only ${move.card} matches ${v.top}`);
      else assert.deepEqual(cards, [], `step ${i + 1}: nothing matches ${v.top}`);
      const r = game.play(move);
      assert.equal(r.ok, true, `step ${i + 1}: ${JSON.stringify(move)} → ${JSON.stringify(r.error)}`);
    }
    for (const reply of step.replies) {
      const r = game.play(reply);
      assert.equal(r.ok, true, `step ${i + 1}, the reply ${JSON.stringify(reply)} → ${JSON.stringify(r.error)}`);
    }
  });
  const end = game.view(0);
  assert.equal(end.roundOver, true, "the last card ends the round (O7)");
  assert.equal(end.roundResult.winner, 0);
  assert.equal(end.roundResult.points[0], ottawa.STEPS.at(-1).points, "the opponent's hand count, collected (O9)");
  assert.equal(end.scores[0], 28);
});

test("every step has its sentence in both languages and cites rules of docs/rules.md", () => {
  for (const steps of [iota.STEPS, ottawa.STEPS]) {
    for (const s of steps) {
      assert.ok(s.text.en.length > 20 && /[а-яё]/i.test(s.text.ru), s.text.en);
      const cited = s.rules.split(" ");
      assert.ok(cited.length > 0);
      for (const r of cited) assert.match(rules, new RegExp(`\\*\\*${r}\\*\\*`), `${r} is a rule of docs/rules.md`);
    }
  }
  assert.equal(iota.STEPS.length, 8);
  assert.equal(ottawa.STEPS.length, 5);
});
