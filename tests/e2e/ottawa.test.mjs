// The Оттава table in Chromium, driven as a person would: tap and drag cards onto the
// pile, draw from the stock and play the drawn card, pass only when stuck, refusals
// that say why, the keyboard, the end of a round and the next deal, a short match,
// reload, Russian. Screenshots at each step (tests/e2e/screenshots/chromium/ottawa-*.png).
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot, listen, said } from "./lib.mjs";
import {
  state,
  openGame,
  waitForTurn,
  waitIdle,
  tapCard,
  dragToPile,
  tapStock,
  playable,
  simpleMove,
  playOutRound,
  turns,
  statusText,
} from "./ottawa-helpers.mjs";

/** Computer moves and flights are instant with reduced motion: long tests use it. */
async function quick(page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
}

test("o4 playable cards are lifted; a tap and a drag play them onto the pile", async () => {
  const b = await launch({ deviceScaleFactor: 2 });
  try {
    await openGame(b.page, b.url, "game=ottawa&players=3&seed=ottawa-tap-drag&ai=easy");
    await shot(b.page, "ottawa-start");
    let tapped = false;
    let dragged = false;
    let refused = false;
    for await (const v of turns(b.page, 40, () => tapped && dragged && refused)) {
      const cards = await playable(b.page);
      if (cards.length === 0) {
        await simpleMove(b.page);
        continue;
      }
      // Pass is offered only without a matching card (O5).
      assert.equal(await b.page.isVisible("[data-action=pass]"), false, "Pass shows while a card matches");
      const other = v.hand.find((c) => !cards.includes(c));
      if (!refused && other) {
        // A card that does not match is refused, with the reason, and stays in the hand.
        await tapCard(b.page, other);
        await b.page.waitForSelector(".ot-status.ot-refusal");
        const text = await statusText(b.page);
        assert.match(text, /does not match/);
        assert.deepEqual((await state(b.page)).view.hand, v.hand);
        await shot(b.page, "ottawa-refusal");
        refused = true;
      }
      const card = cards[0];
      if (!tapped) {
        await tapCard(b.page, card);
        tapped = true;
      } else {
        await dragToPile(b.page, card);
        dragged = true;
      }
      const after = (await state(b.page)).view;
      assert.equal(after.top, card, "the played card is the new top of the pile");
      assert.ok(!after.hand.includes(card), "the played card left the hand");
      await shot(b.page, dragged ? "ottawa-after-drag" : "ottawa-after-tap");
    }
    assert.ok(tapped, "a card was played by tapping");
    assert.ok(dragged, "a card was played by dragging");
    assert.ok(refused, "a card that does not match was refused");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("o5 draw from the stock: the drawn card is marked and, when it matches, played", async () => {
  const b = await launch();
  try {
    await quick(b.page);
    await openGame(b.page, b.url, "game=ottawa&players=3&seed=ottawa-draw&ai=easy");
    let playedDrawn = false;
    for await (let v of turns(b.page, 80, () => playedDrawn)) {
      if (!v.legal.some((m) => m.draw)) {
        await simpleMove(b.page);
        continue;
      }
      const before = v.hand.slice();
      await tapStock(b.page);
      v = (await state(b.page)).view;
      assert.equal(v.hasDrawn, true);
      assert.equal(v.hand.length, before.length + 1);
      const drawn = v.hand.find((c) => !before.includes(c));
      assert.ok(drawn, "a new card in the hand");
      // The drawn card's button says so (and the canvas marks it).
      const label = await b.page.getAttribute(`.ot-hand button[data-card="${drawn}"]`, "aria-label");
      assert.match(label, /just drawn/);
      assert.equal(await b.page.isVisible("[data-action=draw]"), false, "one draw per turn");
      if (v.legal.some((m) => m.card === drawn)) {
        await shot(b.page, "ottawa-drawn-playable");
        await tapCard(b.page, drawn);
        assert.equal((await state(b.page)).view.top, drawn);
        playedDrawn = true;
      } else {
        await simpleMove(b.page);
      }
    }
    assert.ok(playedDrawn, "a drawn card that matched was played");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("o5 Pass appears only when stuck; passing with a match is refused with the reason", async () => {
  const b = await launch();
  try {
    await quick(b.page);
    await openGame(b.page, b.url, "game=ottawa&players=4&seed=ottawa-pass&ai=easy");
    let passed = false;
    let refusedPass = false;
    for await (let v of turns(b.page, 120, () => passed && refusedPass)) {
      const cards = await playable(b.page);
      if (cards.length > 0) {
        assert.equal(await b.page.isVisible("[data-action=pass]"), false);
        if (!refusedPass) {
          await b.page.keyboard.press("p");
          await b.page.waitForSelector(".ot-status.ot-refusal");
          assert.match(await statusText(b.page), /matching card/);
          assert.equal((await state(b.page)).view.toMove, v.seat, "the turn stays");
          await shot(b.page, "ottawa-pass-refused");
          refusedPass = true;
        }
        await tapCard(b.page, cards[0]);
        continue;
      }
      if (v.legal.some((m) => m.draw)) {
        await tapStock(b.page);
        v = (await state(b.page)).view;
        if (v.legal.some((m) => m.card)) {
          await simpleMove(b.page);
          continue;
        }
      }
      // Stuck: Pass is offered.
      assert.ok(v.legal.some((m) => m.pass));
      await b.page.waitForSelector("[data-action=pass]", { state: "visible" });
      await shot(b.page, "ottawa-stuck");
      const seat = v.seat;
      await b.page.click("[data-action=pass]");
      const after = (await state(b.page)).view;
      assert.ok(after.toMove !== seat || after.roundOver, "passing ends the turn");
      passed = true;
    }
    assert.ok(passed, "passed when stuck");
    assert.ok(refusedPass, "a pass holding a match was refused");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("o7 a round ends with every hand counted; Next round deals again, the dealer moved on", async () => {
  const b = await launch();
  try {
    await quick(b.page);
    await openGame(b.page, b.url, "game=ottawa&players=4&seed=ottawa-round&ai=easy&target=500");
    const first = (await state(b.page)).view;
    const v = await playOutRound(b.page);
    assert.equal(v.roundOver, true);
    const r = v.roundResult;
    assert.ok(r && Array.isArray(r.handPoints) && r.handPoints.length === 4);
    // The results: one row per player, with the hand counts the engine gave.
    await b.page.waitForSelector(".ot-panel:not([hidden]) .ot-results");
    const rows = await b.page.$$eval(".ot-results tbody tr", (trs) =>
      trs.map((tr) => [...tr.querySelectorAll("td.num")].map((td) => td.textContent)),
    );
    assert.equal(rows.length, 4);
    rows.forEach((cells, i) => {
      assert.equal(cells[0], String(r.handPoints[i]));
      assert.equal(cells[2], String(v.scores[i]));
    });
    // Every hand is shown, card by card (a labelled picture per row).
    const hands = await b.page.$$eval(".ot-results .ot-mini canvas", (cs) =>
      cs.map((c) => c.getAttribute("aria-label")),
    );
    assert.equal(hands.length, 4);
    r.handPoints.forEach((p, i) => {
      if (p > 0) assert.notEqual(hands[i], "—", `hand ${i} is shown`);
    });
    await shot(b.page, "ottawa-round-over");
    await b.page.click("[data-action=next-round]");
    await waitForTurn(b.page);
    const next = (await state(b.page)).view;
    assert.equal(next.round, 2);
    assert.equal(next.dealer, (first.dealer + 1) % 4, "O10: the deal passes to the left");
    assert.equal(await b.page.isVisible(".ot-panel"), false);
    await shot(b.page, "ottawa-round-2");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("o9 a short match against easy computers ends with a winner and offers a rematch", async () => {
  const b = await launch();
  try {
    await quick(b.page);
    await openGame(b.page, b.url, "game=ottawa&players=3&seed=ottawa-match&ai=easy&target=5");
    let v = (await state(b.page)).view;
    for (let round = 0; round < 12 && !v.over; round++) {
      v = await playOutRound(b.page);
      if (!v.over) {
        await b.page.click("[data-action=next-round]");
        await waitForTurn(b.page);
      }
    }
    assert.equal(v.over, true, "the match ended");
    assert.ok(v.winners.length >= 1);
    const best = Math.max(...v.scores);
    for (const w of v.winners) assert.equal(v.scores[w], best, "collect: the highest total wins");
    await b.page.waitForSelector("[data-action=rematch]");
    assert.match(await b.page.textContent(".ot-panel"), /win the match|wins the match|share the victory/);
    await shot(b.page, "ottawa-match-over");
    await b.page.click("[data-action=rematch]");
    await waitForTurn(b.page);
    const fresh = (await state(b.page)).view;
    assert.equal(fresh.round, 1);
    assert.deepEqual(fresh.scores, [0, 0, 0]);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("keyboard: arrows choose a card, Enter plays it, D draws", async () => {
  const b = await launch();
  try {
    await quick(b.page);
    await openGame(b.page, b.url, "game=ottawa&players=2&seed=ottawa-keys&ai=easy");
    let playedByKey = false;
    let drewByKey = false;
    for await (const v of turns(b.page, 60, () => playedByKey && drewByKey)) {
      const cards = await playable(b.page);
      if (!drewByKey && v.legal.some((m) => m.draw)) {
        await b.page.keyboard.press("d");
        const after = (await state(b.page)).view;
        assert.equal(after.hasDrawn, true);
        drewByKey = true;
        await simpleMove(b.page);
        continue;
      }
      if (cards.length === 0) {
        await simpleMove(b.page);
        continue;
      }
      const buttons = b.page.locator(".ot-hand button");
      await buttons.first().focus();
      let focused = await b.page.evaluate(() => document.activeElement?.getAttribute("data-card"));
      for (let k = 0; k < 20 && !cards.includes(focused); k++) {
        await b.page.keyboard.press("ArrowRight");
        focused = await b.page.evaluate(() => document.activeElement?.getAttribute("data-card"));
      }
      assert.ok(cards.includes(focused), "arrows reach a playable card");
      assert.match(await b.page.evaluate(() => document.activeElement?.getAttribute("aria-label")), /playable/);
      await shot(b.page, "ottawa-keyboard-focus");
      await b.page.keyboard.press("Enter");
      assert.equal((await state(b.page)).view.top, focused);
      playedByKey = true;
    }
    assert.ok(playedByKey && drewByKey);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("a reload resumes the game where it was, with the hand as arranged", async () => {
  const b = await launch();
  try {
    await quick(b.page);
    await openGame(b.page, b.url, "game=ottawa&players=3&seed=ottawa-reload&ai=easy");
    for (let k = 0; k < 3; k++) {
      await waitForTurn(b.page);
      const v = (await state(b.page)).view;
      if (v.roundOver || v.over) break;
      await simpleMove(b.page);
    }
    await waitForTurn(b.page);
    await b.page.click("[data-action=sort]");
    await b.page.click("[data-action=four-colour]");
    assert.equal(await b.page.getAttribute("[data-action=four-colour]", "aria-pressed"), "true");
    const before = (await state(b.page)).view;
    const order = await b.page.$$eval(".ot-hand button", (bs) => bs.map((x) => x.dataset.card));
    await shot(b.page, "ottawa-before-reload");
    await b.page.reload();
    await b.page.waitForSelector("body[data-ready='1']");
    await waitIdle(b.page);
    const after = (await state(b.page)).view;
    for (const k of ["hand", "top", "round", "scores", "stock", "handSizes", "toMove", "dealer"]) {
      assert.deepEqual(after[k], before[k], `${k} after the reload`);
    }
    assert.deepEqual(await b.page.$$eval(".ot-hand button", (bs) => bs.map((x) => x.dataset.card)), order);
    assert.equal(
      await b.page.getAttribute("[data-action=four-colour]", "aria-pressed"),
      "true",
      "the four-colour deck is kept",
    );
    await shot(b.page, "ottawa-after-reload");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("the table speaks Russian", async () => {
  const b = await launch({ locale: "ru-RU", deviceScaleFactor: 2 });
  try {
    await quick(b.page);
    await openGame(b.page, b.url, "game=ottawa&players=4&seed=ottawa-ru&ai=easy&lang=ru&target=1000");
    const text = await statusText(b.page);
    assert.match(text, /Ваш ход/);
    assert.equal((await b.page.textContent("[data-action=hint]")).trim(), "Подсказка");
    const label = await b.page.getAttribute(".ot-hand", "aria-label");
    assert.equal(label, "Ваши карты");
    const names = await b.page.$$eval(".ot-hand button", (bs) => bs.map((x) => x.getAttribute("aria-label")));
    assert.ok(
      names.every((n) => /[а-яё]/.test(n)),
      `card names in Russian: ${names}`,
    );
    await shot(b.page, "ottawa-ru");
    const v = await playOutRound(b.page);
    assert.ok(v.roundOver);
    assert.match(await b.page.textContent(".ot-panel"), /Раунд 1 окончен/);
    await shot(b.page, "ottawa-ru-round-over");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("How to play shows the Оттава rules with drawn cards", async () => {
  const b = await launch();
  try {
    await quick(b.page);
    await open(b.page, `${b.url}?game=ottawa&players=2&seed=ottawa-howto&ai=easy`);
    await b.page.click("[data-action=howto]");
    await b.page.waitForSelector(".howto");
    const text = await b.page.textContent(".howto");
    assert.match(text, /same rank/);
    assert.match(text, /ace 15/);
    assert.ok((await b.page.$$(".howto canvas")).length >= 3, "figures are drawn");
    await shot(b.page, "ottawa-howto");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("o6 moves are announced in the live region, and an empty stock is reshuffled", async () => {
  const b = await launch();
  try {
    await quick(b.page);
    await openGame(b.page, b.url, "game=ottawa&players=7&seed=ottawa-reshuffle&ai=easy&target=1000");
    // Keep every announcement the live region makes.
    await listen(b.page);
    let reshuffled = false;
    for await (let v of turns(b.page, 80, () => reshuffled)) {
      // Draw every turn, to run the stock down (O5 allows it; O6 refills it).
      if (v.legal.some((m) => m.draw)) {
        const stockBefore = v.stock;
        await tapStock(b.page);
        v = (await state(b.page)).view;
        if (stockBefore === 0) {
          assert.ok(v.stock > 0 || v.discard === 1, "O6: the discards became the stock");
          await b.page.waitForFunction(() => window.__said.some((s) => /shuffled into a new stock/.test(s)));
          await shot(b.page, "ottawa-reshuffled");
          reshuffled = true;
        }
      }
      await simpleMove(b.page);
    }
    const heard = await said(b.page);
    assert.ok(reshuffled, "the stock ran out and was rebuilt");
    assert.ok(
      heard.some((s) => /^Computer \d played the /.test(s)),
      "computers' plays are announced",
    );
    assert.ok(
      heard.some((s) => /^Computer \d passed/.test(s)),
      "computers' passes are announced",
    );
    assert.ok(
      heard.some((s) => /You drew the /.test(s)),
      "your draws are announced",
    );
    assert.ok(
      heard.some((s) => /^Your turn\. Top card: /.test(s)),
      "your turn is announced",
    );
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("the hand is sorted by suit or by rank, and rearranged by dragging a card along it", async () => {
  const b = await launch();
  try {
    await quick(b.page);
    await openGame(b.page, b.url, "game=ottawa&players=2&seed=ottawa-sort&ai=easy");
    const order = () => b.page.$$eval(".ot-hand button", (bs) => bs.map((x) => x.dataset.card));
    const rank = (c) => "23456789TJQKA".indexOf(c[0]);
    const suit = (c) => "CDSH".indexOf(c[1]);
    // By suit (the default): suits grouped, ranks rising within each.
    let o = await order();
    for (let i = 1; i < o.length; i++) {
      assert.ok(
        suit(o[i - 1]) < suit(o[i]) || (suit(o[i - 1]) === suit(o[i]) && rank(o[i - 1]) < rank(o[i])),
        `by suit: ${o}`,
      );
    }
    await b.page.click("[data-action=sort]");
    o = await order();
    for (let i = 1; i < o.length; i++) assert.ok(rank(o[i - 1]) <= rank(o[i]), `by rank: ${o}`);
    // Drag the first card to the far right of the hand: it goes last.
    const first = o[0];
    const from = await b.page.evaluate(
      (c) => window.yotta.handCardCenter(window.yotta.state().view.hand.indexOf(c)),
      first,
    );
    const last = await b.page.evaluate(
      (c) => window.yotta.handCardCenter(window.yotta.state().view.hand.indexOf(c)),
      o[o.length - 1],
    );
    await b.page.mouse.move(from.x, from.y);
    await b.page.mouse.down();
    await b.page.mouse.move(from.x + 10, from.y, { steps: 2 });
    await b.page.mouse.move(last.x + 60, last.y, { steps: 8 });
    await b.page.mouse.up();
    o = await order();
    assert.equal(o[o.length - 1], first, `rearranged: ${o}`);
    assert.equal((await state(b.page)).view.hand.length, o.length, "no card was played");
    await shot(b.page, "ottawa-rearranged");
    // A hint names a move and marks it.
    await b.page.click("[data-action=hint]");
    // The hint comes from the engine's worker.
    await b.page.waitForFunction(() =>
      /Hint: (play the|draw|pass)/.test(document.querySelector("[data-role=status]")?.textContent ?? ""),
    );
    await shot(b.page, "ottawa-hint");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
