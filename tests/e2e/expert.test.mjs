// The expert computer level in the page: the menu offers it for every computer seat
// (English and Russian; Ётта, the menu's first game, adds its master) and remembers it;
// `ai=expert` in the URL seats expert players, who play their moves.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { openGame, state } from "./iota-helpers.mjs";

test("expert: the menu offers the expert level in English and Russian and remembers it", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await open(p, b.url);
    const level = "#seat-1-level";
    const labels = () => p.$$eval(`${level} option`, (os) => os.map((o) => [o.value, o.textContent]));
    assert.deepEqual(await labels(), [
      ["easy", "Easy"],
      ["medium", "Medium"],
      ["hard", "Hard"],
      ["expert", "Expert"],
      ["master", "Master"],
    ]);
    await p.selectOption(level, "expert");
    await shot(p, "expert-menu");
    await p.selectOption("[data-role=lang]", "ru");
    await p.waitForFunction(() => document.documentElement.lang === "ru");
    assert.deepEqual(await labels(), [
      ["easy", "Лёгкий"],
      ["medium", "Средний"],
      ["hard", "Сильный"],
      ["expert", "Эксперт"],
      ["master", "Мастер"],
    ]);
    await p.reload();
    await p.waitForSelector("body[data-ready='1']");
    assert.equal(await p.inputValue(level), "expert");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("expert: ai=expert seats expert players, who make their moves", async () => {
  const b = await launch();
  const p = b.page;
  try {
    // Seed chosen so that the computer moves first: the person's turn comes after it.
    for (const seed of ["expert-1", "expert-2", "expert-3", "expert-4"]) {
      await openGame(p, b.url, `game=iota&players=2&ai=expert&seed=${seed}`);
      const s = await state(p);
      if (s.view.last === null) continue;
      assert.equal(s.view.last.seat, 1 - s.view.seat);
      const names = await p.$$eval(".player .p-name", (els) => els.map((e) => e.textContent));
      assert.ok(
        names.some((n) => n.endsWith("· Expert")),
        `names: ${names}`,
      );
      const hint = await p.evaluate(() => window.yotta.suggest("expert"));
      assert.equal(hint.ok, true);
      await shot(p, "expert-iota");
      assert.deepEqual(b.problems, []);
      return;
    }
    assert.fail("the computer moved first in none of the seeds");
  } finally {
    await b.close();
  }
});
