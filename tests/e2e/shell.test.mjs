// The page shell around the tables: the start screen remembers choices and starts a
// game; hot seat hides the hand between people; a reload resumes the game; a corrupt
// save is reported and a new game offered; Russian throughout; "How to play"; the
// game-over screen and its rematch.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { openGame, waitForTurn, state, suggestedPlay, dragPlay } from "./iota-helpers.mjs";

test("shell: the start screen starts a game with the chosen seats and remembers them", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await open(p, b.url);
    await p.click("[data-players='3']");
    await p.selectOption("#seat-1-kind", "human");
    await p.fill(".seat:nth-child(2) input", "Masha");
    await p.locator("[data-option=shortGame]").check();
    await shot(p, "shell-menu-choices");
    await p.click("[data-action=start]");
    await p.waitForFunction(() => window.yotta.state().game === "iota");
    // Two people: the first one gets the device handed over.
    await p.waitForSelector("[data-action=ready]");
    await p.click("[data-action=ready]");
    await waitForTurn(p);
    const s = await state(p);
    assert.equal(s.view.handSizes.length, 3);
    assert.ok(s.view.pile < 30, `short game: ${s.view.pile} cards in the pile`);
    const names = await p.$$eval(".player .p-name", (els) => els.map((e) => e.textContent));
    assert.ok(
      names.some((n) => n.startsWith("Masha")),
      `names: ${names}`,
    );
    // Back to the menu: the choices are remembered, and the game can be resumed.
    await p.click("[data-action=menu]");
    assert.equal(await p.getAttribute("[data-players='3']", "aria-checked"), "true");
    assert.equal(await p.inputValue(".seat:nth-child(2) input"), "Masha");
    assert.equal(await p.isChecked("[data-option=shortGame]"), true);
    await p.click("[data-action=resume]");
    await resumed(p, s.view);
    // A reload resumes the game in progress by itself: the same game, same position.
    await p.reload();
    await p.waitForSelector("body[data-ready='1']");
    await resumed(p, s.view);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

/** Waits for the game to be back (past the hand-over screen) and checks its position. */
async function resumed(page, view) {
  await page.waitForFunction(() => window.yotta.state().game === "iota");
  await page.waitForSelector("[data-action=ready]");
  await page.click("[data-action=ready]");
  await waitForTurn(page);
  assert.deepEqual((await state(page)).view, view, "the same game, same position");
}

test("shell: hot seat hides the hand until the next person is ready", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await open(p, `${b.url}?game=iota&players=2&humans=2&seed=hot-1`);
    await p.waitForSelector("[data-action=ready]");
    const first = await p.textContent(".handoff h2");
    await shot(p, "shell-hotseat-0");
    await p.click("[data-action=ready]");
    await waitForTurn(p);
    const s0 = await state(p);
    assert.match(first, new RegExp(`Pass the device to Player ${s0.view.seat + 1}`));
    const place = await suggestedPlay(p);
    await dragPlay(p, place);
    await p.click("[data-action=confirm]");
    // The hand of the next person is hidden behind the hand-over screen.
    await p.waitForSelector("[data-action=ready]");
    const other = 1 - s0.view.seat;
    assert.equal(await p.textContent(".handoff h2"), `Pass the device to Player ${other + 1}`);
    const covered = await p.evaluate(() => {
      const o = document.querySelector(".overlay").getBoundingClientRect();
      const hand = document.querySelector(".iota-hand").getBoundingClientRect();
      const top = document.elementFromPoint(hand.left + hand.width / 2, hand.top + hand.height / 2);
      return o.width >= innerWidth && o.height >= innerHeight && !!top.closest(".overlay");
    });
    assert.ok(covered, "the overlay covers the hand");
    assert.match(await p.textContent("[data-role=status]"), /Pass the device/);
    await shot(p, "shell-hotseat-1-handoff");
    await p.click("[data-action=ready]");
    await waitForTurn(p);
    const s1 = await state(p);
    assert.equal(s1.view.seat, other, "the other person's hand is shown");
    await shot(p, "shell-hotseat-2-next");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("shell: a reload resumes the game in progress", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await openGame(p, b.url, "game=iota&players=2&seed=reload-1&ai=easy");
    assert.doesNotMatch(p.url(), /game=/, "the URL no longer deals a new game");
    const place = await suggestedPlay(p);
    await dragPlay(p, place);
    await p.click("[data-action=confirm]");
    await p.waitForFunction(() => window.yotta.state().view.scores[0] > 0);
    await waitForTurn(p);
    const before = await state(p);
    await p.reload();
    await p.waitForSelector("body[data-ready='1']");
    await waitForTurn(p);
    const after = await state(p);
    assert.deepEqual(after.view, before.view, "the same game, same position");
    await shot(p, "shell-reload-resumed");
    // A closed tab too: a new page in the same profile.
    const p2 = await b.context.newPage();
    await p2.goto(b.url);
    await p2.waitForSelector("body[data-ready='1']");
    await waitForTurn(p2);
    assert.deepEqual((await state(p2)).view, before.view);
    await p2.close();
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("shell: a corrupt or old save is reported and a new game offered", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await open(p, b.url);
    for (const bad of [
      "{not json",
      JSON.stringify({ v: 99, game: "iota" }),
      JSON.stringify({
        v: 1,
        game: "iota",
        seats: [
          { kind: "human", level: "easy", name: "A" },
          { kind: "ai", level: "easy", name: "B" },
        ],
        options: {},
        seed: "x",
        data: { v: 1, moves: [], save: "garbage" },
      }),
    ]) {
      await p.evaluate((bad) => {
        localStorage.setItem("yotta.save.iota", bad);
        localStorage.setItem("yotta.current", "iota");
      }, bad);
      await p.reload();
      await p.waitForSelector("body[data-ready='1']");
      const notice = await p.textContent("[role=alert]");
      assert.match(notice, /could not be read/, notice);
      assert.equal(await p.evaluate(() => localStorage.getItem("yotta.save.iota")), null, "put aside");
      // A new game can be started at once.
      await p.click("[data-action=start]");
      await waitForTurn(p);
      await p.click("[data-action=menu]");
      await p.evaluate(() => localStorage.removeItem("yotta.save.iota"));
    }
    await shot(p, "shell-corrupt-save");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("shell: Russian interface from ?lang=ru, switchable to English and back", async () => {
  const b = await launch({ locale: "en-US" });
  const p = b.page;
  try {
    await openGame(p, b.url, "game=iota&players=2&seed=ru-1&ai=easy&lang=ru");
    assert.equal(await p.textContent(".bar-title"), "Ётта");
    assert.equal(await p.textContent("[data-action=confirm]"), "Сыграть");
    assert.equal(await p.textContent("[data-action=pass]"), "Пас");
    assert.match(await p.textContent("[data-role=info]"), /Ваш ход/);
    const place = await suggestedPlay(p);
    await dragPlay(p, place);
    assert.match(await p.textContent("[data-role=info]"), /Этот ход принесёт \d+ очк/);
    await shot(p, "shell-ru-staged");
    await p.click("[data-action=confirm]");
    await waitForTurn(p);
    const before = await state(p);
    // Switch language mid-game: same game, English words.
    await p.selectOption("[data-role=lang]", "en");
    await waitForTurn(p);
    assert.equal(await p.textContent(".bar-title"), "Iota");
    assert.equal(await p.textContent("[data-action=confirm]"), "Play");
    assert.deepEqual((await state(p)).view, before.view);
    // "How to play" in Russian, with pictures drawn by the card renderer.
    await p.selectOption("[data-role=lang]", "ru");
    await waitForTurn(p);
    await p.click("[data-action=howto]");
    await p.waitForSelector(".howto-body canvas");
    assert.match(await p.textContent(".howto-head h2"), /Как играть: Ётта/);
    // The figures are drawn in the next animation frame: wait for them.
    const inked = await p
      .waitForFunction(() =>
        [...document.querySelectorAll(".howto-body canvas")].every((c) => {
          const d = /** @type {HTMLCanvasElement} */ (c).getContext("2d").getImageData(0, 0, c.width, c.height).data;
          let n = 0;
          for (let i = 3; i < d.length; i += 4) if (d[i]) n++;
          return n > 500;
        }),
      )
      .then(
        () => true,
        () => false,
      );
    assert.ok(inked, "every figure is drawn");
    await shot(p, "shell-howto-ru");
    await p.keyboard.press("Escape");
    assert.equal(await p.isHidden(".overlay"), true);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("shell: a game between computers plays to the end; game over offers a rematch", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await p.emulateMedia({ reducedMotion: "reduce" });
    await open(p, `${b.url}?game=iota&players=2&humans=0&ai=easy&seed=end-1&shortGame=1`);
    await p.waitForSelector(".iota-over:not([hidden])", { timeout: 120000 });
    const s = await state(p);
    assert.equal(s.view.over, true);
    const headline = await p.textContent("[data-role=winner]");
    const best = Math.max(...s.view.scores);
    assert.match(headline, new RegExp(`${best} point`), headline);
    const rows = await p.$$eval(".final tbody tr", (rs) => rs.map((r) => r.textContent));
    assert.equal(rows.length, 2);
    assert.match(await p.textContent("[data-role=status]"), /Game over/);
    await shot(p, "shell-game-over");
    await p.click(".iota-over [data-action=rematch]");
    await p.waitForFunction(() => !window.yotta.state().view.over && window.yotta.state().view.board.length >= 1);
    assert.equal(await p.isHidden(".iota-over"), true);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
