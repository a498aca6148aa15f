// The Оттава table on a phone (360 × 740, touch): seven players around the table, no
// sideways scrolling, everything reachable; and the hot seat, where each hand stays
// hidden until its owner has taken the device.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { state, openGame, waitForTurn, simpleMove, tapStock, playable, tapCard, turns } from "./ottawa-helpers.mjs";

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };

test("seven players fit a 360 × 740 touch screen and play by touch", async () => {
  const b = await launch(PHONE);
  try {
    await openGame(b.page, b.url, "game=ottawa&players=7&seed=ottawa-phone&ai=easy");
    await shot(b.page, "ottawa-phone-7");
    // No sideways scrolling.
    const wide = await b.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 360, `page is ${wide}px wide`);
    // Every opponent is on screen, apart from the others.
    const spots = await b.page.evaluate(() =>
      [1, 2, 3, 4, 5, 6].map((s) => window.yotta.seatCenter((window.yotta.state().view.seat + s) % 7)),
    );
    for (const p of spots) {
      assert.ok(p && p.x > 0 && p.x < 360 && p.y > 0 && p.y < 740, `seat at ${JSON.stringify(p)}`);
    }
    for (let i = 0; i < spots.length; i++)
      for (let j = i + 1; j < spots.length; j++) {
        const d = Math.hypot(spots[i].x - spots[j].x, spots[i].y - spots[j].y);
        assert.ok(d > 60, `seats ${i} and ${j} are ${d.toFixed(0)}px apart`);
      }
    // The hand, the stock and the pile are inside the viewport, above the buttons.
    const v = (await state(b.page)).view;
    const bar = await b.page.locator(".ot-actions").boundingBox();
    for (let i = 0; i < v.hand.length; i++) {
      const c = await b.page.evaluate((i) => window.yotta.handCardCenter(i), i);
      assert.ok(c.x > 0 && c.x < 360 && c.y < bar.y, `card ${i} at ${JSON.stringify(c)}`);
    }
    const stock = await b.page.evaluate(() => window.yotta.stockCenter());
    const pile = await b.page.evaluate(() => window.yotta.pileCenter());
    for (const p of [stock, pile]) assert.ok(p.x > 0 && p.x < 360 && p.y > 0 && p.y < bar.y);
    // Buttons are big enough to touch.
    for (const el of await b.page.$$(".ot-actions button:not([hidden])")) {
      const box = await el.boundingBox();
      assert.ok(box.height >= 44 && box.width >= 44, `button ${JSON.stringify(box)}`);
    }
    // Play turns by touch: a playable card is tapped, else the stock, else Pass
    // (computers move at once from here on: seven players take a while).
    await b.page.emulateMedia({ reducedMotion: "reduce" });
    let played = 0;
    let drew = 0;
    for await (const s of turns(b.page, 60, () => played >= 2 && drew >= 1, { touch: true })) {
      const cards = await playable(b.page);
      if (cards.length) {
        await tapCard(b.page, cards[0], true);
        assert.equal((await state(b.page)).view.top, cards[0]);
        played++;
        if (played === 1) await shot(b.page, "ottawa-phone-played");
      } else if (s.legal.some((m) => m.draw)) {
        await tapStock(b.page, true);
        assert.equal((await state(b.page)).view.hasDrawn, true);
        drew++;
        await shot(b.page, "ottawa-phone-drew");
      } else {
        await simpleMove(b.page, true);
      }
    }
    assert.ok(played >= 2, `cards were played by touch (${played})`);
    assert.ok(drew >= 1, "the stock was tapped to draw");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("hot seat: each hand stays hidden until its owner takes the device", async () => {
  const b = await launch(PHONE);
  try {
    await b.page.emulateMedia({ reducedMotion: "reduce" });
    await open(b.page, `${b.url}?game=ottawa&players=2&humans=2&seed=ottawa-hotseat`);
    let handovers = 0;
    for (let hand = 0; hand < 3; hand++) {
      // The hand-over screen, and no card of anyone's hand in the page.
      await b.page.waitForSelector("[data-action=ready]", { state: "visible" });
      assert.equal(await b.page.locator(".ot-hand button").count(), 0, "no hand is exposed before the hand-over");
      await shot(b.page, `ottawa-hotseat-handoff-${hand}`);
      const toMove = await b.page.evaluate(() => {
        const s = window.yotta.state();
        return s.view.toMove;
      });
      await b.page.click("[data-action=ready]");
      await waitForTurn(b.page);
      const v = (await state(b.page)).view;
      assert.equal(v.seat, toMove, "the hand shown is the player's to move");
      assert.ok((await b.page.locator(".ot-hand button").count()) > 0, "the hand is shown after the hand-over");
      handovers++;
      if (hand === 0) await shot(b.page, "ottawa-hotseat-hand");
      // End the turn: play, or draw and then play or pass.
      let s = v;
      for (let k = 0; k < 3 && s.toMove === v.seat && !s.roundOver; k++) {
        await simpleMove(b.page, true);
        s = (await state(b.page)).view;
      }
      if (s.roundOver || s.over) break;
    }
    assert.equal(handovers, 3, "three hand-overs, each hiding the hands");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
