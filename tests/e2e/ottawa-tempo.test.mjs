// The pace of the Оттава table in Chromium, driven as a person would: a computer's
// turn that draws and then passes (or plays) is one announcement and one motion; the
// speed setting (relaxed / normal / fast) is chosen with the keyboard and remembered
// across a reload; "Skip to my turn" lets the computers play on unseen and sums up
// what happened in one sentence; "Always pass when I cannot play" passes for the
// person, never before a draw that the rules require (mustDrawWhenStuck, O5). In
// English and Russian. Screenshots: tests/e2e/screenshots/chromium/ottawa-tempo-*.png.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, shot, listen, said } from "./lib.mjs";
import { state, openGame, waitForTurn, waitIdle, tapStock, simpleMove, turns, statusText } from "./ottawa-helpers.mjs";

for (const lang of ["en", "ru"]) {
  const drewPassed = lang === "en" ? /^Computer \d drew a card and passed\.$/ : /^Компьютер \d берёт карту и пасует\.$/;
  const drewOnly = lang === "en" ? /^Computer \d drew a card\.$/ : /^Компьютер \d берёт карту\.$/;

  test(`${lang}: a computer's draw and the pass after it are one turn, said once`, async () => {
    const b = await launch({ locale: lang === "en" ? "en-US" : "ru-RU" });
    try {
      // The easy player draws whenever it is stuck early in a round.
      await openGame(
        b.page,
        b.url,
        `game=ottawa&players=4&seed=ottawa-tempo-condensed&ai=easy&lang=${lang}&target=1000`,
      );
      await listen(b.page);
      const sentences = async () => (await said(b.page)).flatMap((s) => s.split(/(?<=\.)\s+/));
      let drawnPass = false;
      for await (const _turn of turns(b.page, 60, () => drawnPass)) {
        if ((await sentences()).some((s) => drewPassed.test(s))) {
          drawnPass = true;
          await shot(b.page, `ottawa-tempo-condensed-${lang}`);
          break;
        }
        await simpleMove(b.page);
      }
      assert.ok(drawnPass, "a computer drew and passed");
      const all = await sentences();
      assert.ok(
        all.some((s) => drewPassed.test(s)),
        `one sentence for draw-then-pass: ${all.join(" | ")}`,
      );
      assert.ok(!all.some((s) => drewOnly.test(s)), "a computer's draw is never announced alone");
      assert.deepEqual(b.problems, []);
    } finally {
      await b.close();
    }
  });
}

for (const lang of ["en", "ru"]) {
  test(`${lang}: the speed setting is chosen with the keyboard and remembered across a reload`, async () => {
    const b = await launch({ locale: lang === "en" ? "en-US" : "ru-RU" });
    try {
      await openGame(b.page, b.url, `game=ottawa&players=3&seed=ottawa-tempo-speed&ai=medium&lang=${lang}`);
      const select = b.page.locator("[data-role=speed]");
      assert.equal(await select.inputValue(), "normal", "normal by default");
      const options = await select.locator("option").allTextContents();
      assert.deepEqual(options, lang === "en" ? ["Relaxed", "Normal", "Fast"] : ["Спокойно", "Обычно", "Быстро"]);
      const label = await select.evaluate((el) => el.labels?.[0]?.textContent ?? el.getAttribute("aria-label") ?? "");
      assert.match(label, lang === "en" ? /Speed/ : /Скорость/, "the setting is named in the page's language");
      // Focused, it is changed with the arrow keys as a keyboard user would.
      await select.focus();
      await b.page.keyboard.press("ArrowDown");
      assert.equal(await select.inputValue(), "fast");
      await shot(b.page, `ottawa-tempo-speed-fast-${lang}`);
      // The table plays on at that speed: a move and the computers' turns after it.
      await simpleMove(b.page);
      await waitForTurn(b.page);
      await b.page.reload();
      await b.page.waitForSelector("body[data-ready='1']");
      await waitIdle(b.page);
      assert.equal(await b.page.locator("[data-role=speed]").inputValue(), "fast", "remembered");
      const stored = await b.page.evaluate(() => JSON.parse(localStorage.getItem("yotta.settings.v1")));
      assert.equal(stored.perGame.ottawa.prefs.speed, "fast");
      // Back to the menu and a new game: still fast.
      await b.page.click("[data-action=menu]");
      await b.page.goto(`${b.url}?game=ottawa&players=2&seed=ottawa-tempo-speed-2&ai=easy&lang=${lang}`);
      await b.page.waitForSelector("body[data-ready='1']");
      assert.equal(await b.page.locator("[data-role=speed]").inputValue(), "fast", "kept for a new game");
      assert.deepEqual(b.problems, []);
    } finally {
      await b.close();
    }
  });
}

for (const lang of ["en", "ru"]) {
  const skipLabel = lang === "en" ? "Skip to my turn" : "До моего хода";
  const summary =
    lang === "en"
      ? /Skipped \d+ turns?: \d+ cards? played, \d+ cards? drawn, \d+ pass(es)?; the top card is the /
      : /Пропущено ходов: \d+; сыграно карт: \d+, взято: \d+, пасов: \d+; сверху /;
  const yourTurn = lang === "en" ? /Your turn\. Top card: / : /Ваш ход\. Сверху: /;

  test(`${lang}: Skip to my turn lets six computers play on unseen, then says what happened in one sentence`, async () => {
    const b = await launch({ locale: lang === "en" ? "en-US" : "ru-RU" });
    try {
      await openGame(b.page, b.url, `game=ottawa&players=7&seed=ottawa-tempo-skip&ai=medium&lang=${lang}&target=1000`);
      const skip = b.page.locator("[data-action=skip]");
      assert.equal(await skip.isVisible(), false, "no skip on the person's own turn");
      await listen(b.page);
      let skipped = false;
      for await (const v of turns(b.page, 40, () => skipped)) {
        // A move that hands the turn on (a card or a pass; after a draw, the loop comes back).
        const m = await simpleMove(b.page);
        if (m.draw) continue;
        const w = (await state(b.page)).view;
        if (w.roundOver || w.over || w.toMove === v.seat) continue;
        // The computers are to play: skip. (If they were through before the click
        // could land, the next turn tries again.)
        try {
          await skip.waitFor({ state: "visible", timeout: 5000 });
          assert.equal((await skip.textContent()).trim(), skipLabel);
          await shot(b.page, `ottawa-tempo-skip-button-${lang}`);
          await skip.click({ timeout: 2000 });
        } catch (e) {
          if (e instanceof assert.AssertionError) throw e;
          // A timeout is only the computers having been through before the click could
          // land: then the person is to play again (or the round is over). Otherwise the
          // button failed to show or to take the click while they played.
          const now = (await state(b.page)).view;
          if (!(now.roundOver || now.over || now.toMove === v.seat)) throw e;
          continue;
        }
        await waitForTurn(b.page);
        // Skipped, unless the click came as the last computer turn ended.
        skipped = await b.page.evaluate((re) => window.__said.some((s) => new RegExp(re).test(s)), summary.source);
      }
      assert.ok(skipped, "skipped once, and the summary was said");
      const texts = await said(b.page);
      const sentence = texts.find((s) => summary.test(s));
      const v = (await state(b.page)).view;
      if (!v.roundOver) {
        assert.match(sentence, yourTurn, "the summary and the person's turn are one announcement");
        assert.equal(await skip.isVisible(), false, "no skip button on the person's turn");
      }
      await shot(b.page, `ottawa-tempo-skipped-${lang}`);
      assert.deepEqual(b.problems, []);
    } finally {
      await b.close();
    }
  });

  const autoLabel = lang === "en" ? "Always pass when I cannot play" : "Пасовать за меня, когда нечем ходить";
  const autoSaid = lang === "en" ? /No card to play: passed for you\./ : /Ходить нечем: пас за вас\./;

  test(`${lang}: Always pass when I cannot play passes for the person, after a draw the rules require`, async () => {
    const b = await launch({ locale: lang === "en" ? "en-US" : "ru-RU" });
    try {
      await b.page.emulateMedia({ reducedMotion: "reduce" });
      await openGame(
        b.page,
        b.url,
        `game=ottawa&players=3&seed=ottawa-tempo-auto&ai=easy&lang=${lang}&mustDrawWhenStuck=1&target=1000`,
      );
      const box = b.page.locator("[data-role=auto-pass]");
      assert.equal(await box.isChecked(), false, "off by default");
      assert.equal(await box.getAttribute("aria-label"), autoLabel);
      assert.equal(
        await b.page.locator(".ot-pref", { has: box }).locator(".ot-long").textContent(),
        autoLabel,
        "shown in full on a wide screen",
      );
      await box.click();
      assert.equal(await box.isChecked(), true);
      await listen(b.page);
      let autoPassed = false;
      for await (const v of turns(b.page, 80, () => autoPassed)) {
        if (v.legal.some((m) => m.card)) {
          await simpleMove(b.page);
          continue;
        }
        // Stuck, and the rules want a draw first (O5): the table does not pass yet.
        assert.deepEqual(v.legal, [{ draw: true }], "mustDrawWhenStuck: only a draw is offered");
        await waitIdle(b.page);
        assert.equal((await state(b.page)).view.toMove, v.seat, "not passed before the draw");
        await shot(b.page, `ottawa-tempo-auto-must-draw-${lang}`);
        await tapStock(b.page);
        const w = (await state(b.page)).view;
        if (w.legal.some((m) => m.card)) {
          await simpleMove(b.page);
          continue;
        }
        // Drawn, still no match: passed for the person, without a click.
        await b.page.waitForFunction((re) => window.__said.some((s) => new RegExp(re).test(s)), autoSaid.source);
        autoPassed = true;
        await shot(b.page, `ottawa-tempo-auto-passed-${lang}`);
      }
      assert.ok(autoPassed, "the table passed for the person");
      // Remembered.
      await b.page.reload();
      await b.page.waitForSelector("body[data-ready='1']");
      assert.equal(await b.page.locator("[data-role=auto-pass]").isChecked(), true, "remembered across a reload");
      // After the reload the table says what the person may do (or that the round is over).
      await waitForTurn(b.page);
      const after = (await state(b.page)).view;
      const words =
        lang === "en"
          ? {
              over: /^Round \d+ is over$/,
              drew: /^You drew the .+\. (Play a highlighted card|Still no match: pass)\.$/,
              play: /^Your turn: play a highlighted card, or draw from the stock\.$/,
              playNoDraw: /^Your turn: play a highlighted card\.$/,
              stuck: /^Your turn: no card matches the .+\.$/,
            }
          : {
              over: /^Раунд \d+ окончен$/,
              drew: /^Вы взяли: .+\. (Сыграйте подсвеченную карту|Подходящей карты нет: пас)\.$/,
              play: /^Ваш ход: сыграйте подсвеченную карту или возьмите из колоды\.$/,
              playNoDraw: /^Ваш ход: сыграйте подсвеченную карту\.$/,
              stuck: /^Ваш ход: к верхней карте \(.+\) ничего не подходит.+$/,
            };
      const expected = after.roundOver
        ? words.over
        : after.hasDrawn
          ? words.drew
          : after.legal.some((m) => m.card)
            ? after.legal.some((m) => m.draw)
              ? words.play
              : words.playNoDraw
            : words.stuck;
      assert.match(
        ((await statusText(b.page)) ?? "").trim(),
        expected,
        "the table says what the person may do after the reload",
      );
      assert.deepEqual(b.problems, []);
    } finally {
      await b.close();
    }
  });
}

for (const lang of ["en", "ru"]) {
  const cardTurn =
    lang === "en" ? /^Computer 1 (drew a card and )?played the / : /^Компьютер 1(: | берёт карту и играет: )/;

  test(`${lang}: the person's turn shows when the computer's card lands on the pile, not as it leaves`, async () => {
    const b = await launch({ locale: lang === "en" ? "en-US" : "ru-RU" });
    try {
      await openGame(
        b.page,
        b.url,
        `game=ottawa&players=2&seed=ottawa-tempo-landing&ai=medium&lang=${lang}&target=1000`,
      );
      await b.page.selectOption("[data-role=speed]", "relaxed");
      // When each computer card turn is announced (its card starts to fly: PACE.relaxed.play,
      // 450 ms, to the pile), and when the person's turn shows: the status line says it
      // (class ot-mine) and Draw or Pass is offered. One record per batch of changes.
      await b.page.evaluate(() => {
        const w = /** @type {any} */ (window);
        w.__log = [];
        const status = /** @type {Element} */ (document.querySelector(".ot-status"));
        const region = /** @type {Element} */ (document.querySelector("[data-role=status]"));
        const offered = () =>
          [...document.querySelectorAll("[data-action=draw], [data-action=pass]")].some(
            (e) => !(/** @type {HTMLElement} */ (e).hidden),
          );
        new MutationObserver(() =>
          w.__log.push({
            at: performance.now(),
            mine: status.classList.contains("ot-mine"),
            offered: offered(),
            status: status.textContent?.trim(),
            said: region.textContent?.trim(),
          }),
        ).observe(document.body, { attributes: true, childList: true, characterData: true, subtree: true });
      });
      let seen = 0;
      for await (const v of turns(b.page, 30, () => seen >= 3)) {
        await b.page.evaluate(() => {
          /** @type {any} */ (window).__log = [];
        });
        await simpleMove(b.page);
        await waitForTurn(b.page);
        /** @type {{ at: number, mine: boolean, offered: boolean, status: string, said: string }[]} */
        const log = await b.page.evaluate(() => /** @type {any} */ (window).__log);
        const w = (await state(b.page)).view;
        const from = log.findIndex((e) => cardTurn.test(e.said));
        if (from < 0 || w.roundOver || w.over || w.toMove !== v.seat) continue;
        const played = log[from];
        const to = log.findIndex((e, k) => k > from && (e.mine || e.offered));
        assert.ok(to > from, "the person's turn shows");
        // The card flies 450 ms: the turn shows after that (the announcement is made in the
        // same task as the flight starts; a busy machine only makes the gap longer).
        const gap = log[to].at - played.at;
        assert.ok(gap >= 400, `the turn showed ${gap.toFixed(0)} ms after the card left`);
        // Until it landed the status line said what the computer did, and nothing of the
        // person's turn showed.
        const landing = log.slice(from, to);
        assert.ok(
          landing.every((e) => cardTurn.test(e.status) && !e.mine && !e.offered),
          `while the card flew: ${landing.map((e) => `${e.status} ${e.mine} ${e.offered}`).join(" | ")}`,
        );
        seen++;
      }
      assert.ok(seen >= 3, `${seen} computer card turns seen before the person's`);
      assert.deepEqual(b.problems, []);
    } finally {
      await b.close();
    }
  });
}
