// The Оттава table's pacing and tempo rules, without a browser: how long each shape of
// computer turn is shown at each speed (what bench/ottawa-pace.mjs counts), when the
// person may be passed for (O5, with and without mustDrawWhenStuck), and the one
// sentence that sums up skipped turns, in English and Russian.
import { test } from "node:test";
import assert from "node:assert/strict";
import { PACE, SPEEDS, speedOf, turnTime } from "../../www/ottawa/pacing.js";
import { autoPassMove, SkipSummary } from "../../www/ottawa/tempo.js";
import { STRINGS } from "../../www/ottawa/strings.js";
import { translator } from "../../www/ui/i18n.js";

test("a turn ending in a pass is one short motion; a turn ending with a card pauses, then flies", () => {
  for (const speed of SPEEDS) {
    const p = PACE[speed];
    assert.equal(turnTime("x", speed), p.pass);
    assert.equal(turnTime("dx", speed), p.pass, "a draw then a pass costs no more than a pass");
    assert.equal(turnTime("Dx", speed), p.pass, "a draw that rebuilt the stock counts as a draw");
    assert.equal(turnTime("p", speed), p.think + p.play);
    assert.equal(turnTime("dp", speed), p.think + p.draw + p.play);
    assert.ok(turnTime("x", speed) < turnTime("p", speed));
  }
  assert.ok(turnTime("p", "fast") < turnTime("p", "normal") && turnTime("p", "normal") < turnTime("p", "relaxed"));
  assert.throws(() => turnTime("q", "normal"));
  assert.equal(speedOf("fast"), "fast");
  assert.equal(speedOf("warp"), "normal");
  assert.equal(speedOf(undefined), "normal");
});

test("o5 the person is passed for only when no card can be played and a pass is legal", () => {
  const card = { card: "7H" };
  // A match in hand: never.
  assert.equal(autoPassMove({ legal: [card, { draw: true }] }), null);
  assert.equal(autoPassMove({ legal: [card] }), null);
  // Stuck, draw optional (the default rules): pass.
  assert.deepEqual(autoPassMove({ legal: [{ draw: true }, { pass: true }] }), { pass: true });
  // Stuck after a draw, or nothing to draw: pass.
  assert.deepEqual(autoPassMove({ legal: [{ pass: true }] }), { pass: true });
  // mustDrawWhenStuck before the draw: only a draw is legal, so no pass.
  assert.equal(autoPassMove({ legal: [{ draw: true }] }), null);
  // Not the person's turn.
  assert.equal(autoPassMove({ legal: [] }), null);
});

test("skipped turns are summed up in one sentence, in English and Russian", () => {
  const s = new SkipSummary();
  for (const m of [
    { card: "7H" },
    { draw: true },
    { pass: true },
    { pass: true },
    { draw: true },
    { card: "8H" },
    { pass: true },
  ])
    s.record(m);
  assert.deepEqual([s.turns, s.plays, s.draws, s.passes], [5, 2, 2, 3]);
  const en = translator("en", [STRINGS]);
  assert.equal(
    s.sentence(en, "en", "8H"),
    "Skipped 5 turns: 2 cards played, 2 cards drawn, 3 passes; the top card is the eight of hearts.",
  );
  const ru = translator("ru", [STRINGS]);
  assert.match(
    s.sentence(ru, "ru", "8H"),
    /^Пропущено ходов: 5; сыграно карт: 2, взято: 2, пасов: 3; сверху восьмёрка червей\.$/,
  );
  const one = new SkipSummary();
  one.record({ pass: true });
  assert.equal(
    one.sentence(en, "en", "2C"),
    "Skipped 1 turn: 0 cards played, 0 cards drawn, 1 pass; the top card is the two of clubs.",
  );
});
