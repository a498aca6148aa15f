// Ётта's master level in the page (issue #35): `ai=master` seats master players, who
// play their moves; Master's hint asks the master for the person's move and shows it;
// Оттава's menu does not offer the master (it is Ётта's alone).
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { openGame, state } from "./iota-helpers.mjs";

test("master: ai=master seats master players; Master's hint shows the master's move", async () => {
  const b = await launch();
  const p = b.page;
  try {
    // Seeds tried until the computer moved first: the person's turn comes after it.
    for (const seed of ["master-1", "master-2", "master-3", "master-4"]) {
      await openGame(p, b.url, `game=iota&players=2&ai=master&seed=${seed}`);
      const s = await state(p);
      if (s.view.last === null) continue;
      assert.equal(s.view.last.seat, 1 - s.view.seat);
      const names = await p.$$eval(".player .p-name", (els) => els.map((e) => e.textContent));
      assert.ok(
        names.some((n) => n.endsWith("· Master")),
        `names: ${names}`,
      );
      const button = p.locator("[data-action=hint-master]");
      assert.equal(await button.textContent(), "Master's hint");
      await button.click();
      await p.waitForFunction(() => window.yotta.state().hint !== null, undefined, { timeout: 30000 });
      const hinted = await p.evaluate(() => window.yotta.state().hint);
      const asked = await p.evaluate(() => window.yotta.suggest("master"));
      assert.equal(asked.ok, true);
      assert.deepEqual(hinted.move ?? hinted, asked.move, "the button shows the master's move");
      await shot(p, "master-hint");
      assert.deepEqual(b.problems, []);
      return;
    }
    assert.fail("the computer moved first in none of the seeds");
  } finally {
    await b.close();
  }
});

test("master: Оттава's menu offers the four common levels only", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await open(p, b.url);
    await p.click(".game-tile[data-game=ottawa]");
    await p.waitForSelector(".game-tile[data-game=ottawa][aria-checked=true]");
    const options = await p.$$eval("#seat-1-level option", (os) => os.map((o) => o.getAttribute("value")));
    assert.deepEqual(options, ["easy", "medium", "hard", "expert"]);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
