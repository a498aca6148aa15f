// The page in every engine (tests/e2e/browser.mjs: Chromium, Firefox, WebKit), each
// test written once and run by scripts/test.sh once per engine (YOTTA_ENGINE): the
// menu and its settings in both languages; a Ётта game against the computer played
// with a drag, a tap then a cell and the keyboard, the score preview and a hint; an
// Оттава round with a drag to the pile, a tap and a refusal; the review after a short
// game; an embedded puzzle; offline after the first visit; the single file opened
// from disk; the computer players deciding in the worker. Every test ends with no
// console error and no request to another origin. Screenshots land in
// tests/e2e/screenshots/<engine>/engines-*.png.
import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { serve } from "../../scripts/serve.mjs";
import { engineTest, launchEngine, open, shot, nextFrame, DIST } from "./lib.mjs";
import * as iota from "./iota-helpers.mjs";
import * as ottawa from "./ottawa-helpers.mjs";
import { holdDecisions } from "./hold.mjs";

/** Launches `engine`, runs `fn` with its browser, always closes it. */
async function withBrowser(engine, opts, fn) {
  const b = await launchEngine(engine, opts);
  try {
    await fn(b, b.page);
  } finally {
    await b.close();
  }
}

engineTest("the menu and its settings, in English and in Russian", {}, (engine) =>
  withBrowser(engine, { locale: "ru-RU" }, async (b, p) => {
    // The browser's language is Russian: so is the page, unasked.
    await open(p, b.url);
    assert.equal(await p.evaluate(() => document.documentElement.lang), "ru");
    assert.match(await p.textContent(".game-tiles"), /Ётта/);
    await p.click(".game-tile[data-game=ottawa]");
    assert.match(await p.textContent("[data-action=start]"), /^Начать: Оттава/);
    await p.click("[data-players='3']");
    assert.equal(await p.getAttribute("[data-players='3']", "aria-checked"), "true");
    await shot(p, "engines-menu-ru");
    // Switched to English: the same choices, English words.
    await p.selectOption("[data-role=lang]", "en");
    await p.waitForFunction(() => document.documentElement.lang === "en");
    assert.match(await p.textContent("[data-action=start]"), /^Start Ottawa/);
    assert.equal(await p.getAttribute("[data-players='3']", "aria-checked"), "true");
    assert.match(await p.textContent("form h2"), /New game/);
    await shot(p, "engines-menu-en");
    // The choices are remembered across a reload, in the language chosen.
    await p.reload();
    await p.waitForSelector("body[data-ready='1']");
    assert.match(await p.textContent("[data-action=start]"), /^Start Ottawa/);
    await p.click("[data-action=start]");
    await ottawa.waitForTurn(p);
    assert.equal((await ottawa.state(p)).view.handSizes?.length ?? (await ottawa.state(p)).view.hands?.length ?? 3, 3);
    await shot(p, "engines-menu-started");
    assert.deepEqual(b.problems, []);
  }),
);

engineTest(
  "Ётта against the computer: a drag, a tap then a cell, the keyboard, the score preview, a hint",
  {},
  (engine) =>
    withBrowser(engine, {}, async (b, p) => {
      await iota.openGame(p, b.url, "game=iota&players=2&seed=drag-1&ai=easy");
      await shot(p, "engines-iota-start");
      const score = async () => (await iota.state(p)).view.scores[0];
      /** Presses Play after checking the preview; returns the points it announced. */
      const play = async (how) => {
        const info = await iota.infoText(p);
        assert.match(info, /This play scores \d+ points?: line/, `${how}: ${info}`);
        assert.equal(await p.getAttribute("[data-role=info]", "data-verdict"), "good");
        const n = Number(/scores (\d+)/.exec(info)[1]);
        const before = await score();
        await p.click("[data-action=confirm]");
        await p.waitForFunction((n) => window.yotta.state().view.scores[0] === n, before + n);
        await iota.waitForTurn(p);
        return n;
      };

      // 1. A drag with the mouse.
      let place = await iota.suggestedPlay(p);
      assert.ok(place, "the engine suggests a play");
      await iota.dragPlay(p, place);
      const s = await iota.state(p);
      assert.deepEqual(
        s.staged.map((q) => `${q.card}@${q.x},${q.y}`).sort(),
        place.map((q) => `${q.card}@${q.x},${q.y}`).sort(),
      );
      await shot(p, "engines-iota-dragged");
      await play("drag");
      assert.equal((await iota.state(p)).view.last.seat, 1, "the computer replied");

      // 2. A hint: shown, nothing played; then the same play by tapping each card, then its cell.
      const board = (await iota.state(p)).view.board;
      await p.click("[data-action=hint]");
      await p.waitForFunction(() => /Hint/.test(document.querySelector("[data-role=info]").textContent));
      await shot(p, "engines-iota-hint");
      assert.deepEqual((await iota.state(p)).view.board, board, "a hint plays nothing");
      assert.equal((await iota.state(p)).staged.length, 0);
      place = await iota.suggestedPlay(p);
      assert.ok(place);
      const used = [];
      for (const q of place) {
        const i = await iota.handIndex(p, q.card, used);
        used.push(i);
        const c = await p.evaluate((i) => window.yotta.handCardCenter(i), i);
        await p.mouse.click(c.x, c.y);
        assert.equal(await p.getAttribute(`[data-item="${i}"]`, "aria-pressed"), "true", "the tapped card is selected");
        const cell = await p.evaluate(([x, y]) => window.yotta.cellCenter(x, y), [q.x, q.y]);
        await p.mouse.click(cell.x, cell.y);
      }
      assert.equal((await iota.state(p)).staged.length, place.length, "every tapped card is placed");
      await shot(p, "engines-iota-tapped");
      await play("tap");

      // 3. The keyboard: a card's number, the arrows to its cell, Enter.
      place = await iota.suggestedPlay(p);
      assert.ok(place);
      await p.focus(".iota-stage canvas");
      const taken = [];
      for (const q of place) {
        const i = await iota.handIndex(p, q.card, taken);
        taken.push(i);
        await p.keyboard.press(String(i + 1));
        for (let guard = 0; guard < 40; guard++) {
          const c = await p.evaluate(() => window.yotta.cursor());
          if (c.x === q.x && c.y === q.y) break;
          await p.keyboard.press(
            c.x < q.x ? "ArrowRight" : c.x > q.x ? "ArrowLeft" : c.y < q.y ? "ArrowDown" : "ArrowUp",
          );
        }
        await p.keyboard.press("Enter");
      }
      assert.equal((await iota.state(p)).staged.length, place.length, "every card placed from the keyboard");
      await shot(p, "engines-iota-keys");
      await play("keyboard");
      assert.deepEqual(b.problems, []);
    }),
);

engineTest("an Оттава round: a tap and a drag onto the pile, a refusal", {}, (engine) =>
  withBrowser(engine, {}, async (b, p) => {
    await ottawa.openGame(p, b.url, "game=ottawa&players=3&seed=ottawa-tap-drag&ai=easy");
    await shot(p, "engines-ottawa-start");
    let tapped = false;
    let dragged = false;
    let refused = false;
    for await (const v of ottawa.turns(p, 40, () => tapped && dragged && refused)) {
      const cards = await ottawa.playable(p);
      if (cards.length === 0) {
        await ottawa.simpleMove(p);
        continue;
      }
      assert.equal(await p.isVisible("[data-action=pass]"), false, "Pass shows while a card matches");
      const other = v.hand.find((c) => !cards.includes(c));
      if (!refused && other) {
        await ottawa.tapCard(p, other);
        await p.waitForSelector(".ot-status.ot-refusal");
        assert.match(await ottawa.statusText(p), /does not match/);
        assert.deepEqual((await ottawa.state(p)).view.hand, v.hand);
        await shot(p, "engines-ottawa-refusal");
        refused = true;
      }
      const card = cards[0];
      if (!tapped) {
        await ottawa.tapCard(p, card);
        tapped = true;
      } else {
        await ottawa.dragToPile(p, card);
        dragged = true;
      }
      const after = (await ottawa.state(p)).view;
      assert.equal(after.top, card, "the played card is the new top of the pile");
      assert.ok(!after.hand.includes(card), "the played card left the hand");
      await shot(p, dragged ? "engines-ottawa-dragged" : "engines-ottawa-tapped");
    }
    assert.ok(tapped && dragged && refused, `tapped ${tapped}, dragged ${dragged}, refused ${refused}`);
    assert.deepEqual(b.problems, []);
  }),
);

engineTest("the review after a short Ётта game: its chart, its turns, a turn opened", {}, (engine) =>
  withBrowser(engine, { viewport: { width: 1280, height: 860 }, reducedMotion: "reduce" }, async (b, p) => {
    await iota.openGame(p, b.url, "game=iota&players=2&humans=1&ai=easy&seed=review-1&shortGame=1&lang=en");
    for (let n = 0; ; n++) {
      assert.ok(n < 200, "the game ends");
      await p.waitForFunction(
        () => {
          const s = window.yotta.state();
          return s.view.over || (!s.busy && s.view.toMove === s.view.seat);
        },
        null,
        { timeout: 60000 },
      );
      if ((await iota.state(p)).view.over) break;
      await p.evaluate(async () => {
        const r = await window.yotta.play((await window.yotta.suggest("easy")).move);
        if (!r?.ok) throw new Error(JSON.stringify(r));
      });
    }
    const final = (await iota.state(p)).view.scores;
    await p.click(".iota-over:not([hidden]) [data-action=review]");
    await p.waitForSelector("[data-role=review] [data-role=review-turn]");
    await p.waitForFunction(() => {
      const c = /** @type {HTMLCanvasElement} */ (document.querySelector("[data-role=review-chart]"));
      return c && c.width > 100;
    });
    await nextFrame(p);
    const ink = (sel) =>
      p.evaluate((sel) => {
        const c = /** @type {HTMLCanvasElement} */ (document.querySelector(sel));
        const d = /** @type {CanvasRenderingContext2D} */ (c.getContext("2d")).getImageData(
          0,
          0,
          c.width,
          c.height,
        ).data;
        let n = 0;
        for (let i = 4; i < d.length; i += 28) if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2]) n++;
        return n;
      }, sel);
    await p.waitForFunction((sel) => !!document.querySelector(sel), "[data-role=review-chart]");
    assert.ok((await ink("[data-role=review-chart]")) > 200, "the chart is drawn");
    const lastRow = await p.$$eval("[data-role=review-table] tbody tr:last-child td", (tds) =>
      tds.map((td) => Number(td.textContent)),
    );
    assert.deepEqual(lastRow, final, "the chart's table ends on the final scores");
    const rows = await p.$$eval("[data-role=review-turn]", (es) =>
      es.map((e) => ({ turn: Number(e.dataset.turn), score: Number(e.dataset.score), best: Number(e.dataset.best) })),
    );
    assert.ok(rows.length >= 3, `rows: ${rows.length}`);
    for (const r of rows) assert.ok(r.best >= r.score, `turn ${r.turn}: best ${r.best} < played ${r.score}`);
    await shot(p, "engines-review");
    const worst = rows.reduce((a, r) => (r.best - r.score > a.best - a.score ? r : a), rows[0]);
    await p.click(`[data-role=review-turn][data-turn="${worst.turn}"] button`);
    await p.waitForSelector("[data-role=review-detail]");
    for (const role of ["review-played", "review-best"]) {
      await p.waitForFunction(
        (sel) => {
          const c = /** @type {HTMLCanvasElement | null} */ (document.querySelector(sel));
          if (!c || c.width === 0) return false;
          const d = /** @type {CanvasRenderingContext2D} */ (c.getContext("2d")).getImageData(
            0,
            0,
            c.width,
            c.height,
          ).data;
          let n = 0;
          for (let i = 4; i < d.length; i += 28) if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2]) n++;
          return n > 100;
        },
        `[data-role=${role}] canvas`,
        { timeout: 10000 },
      );
    }
    assert.match(await p.textContent("[data-role=review-best] figcaption"), new RegExp(`${worst.best} point`));
    await shot(p, "engines-review-turn");
    assert.deepEqual(b.problems, []);
  }),
);

engineTest("an embedded puzzle: a weaker play is told the best score, the best play is recognised", {}, (engine) =>
  withBrowser(engine, { viewport: { width: 520, height: 460 } }, async (b, p) => {
    const q = new URLSearchParams({
      embed: "1",
      lang: "en",
      game: "iota",
      position: "3RT@0,0 2RT@1,0 W@2,0",
      hand: "1RT,2GC,4RT,3GT",
      puzzle: "best",
    });
    await open(p, `${b.url}?${q}`);
    const plays = await p.evaluate(() => window.yotta.plays());
    const best = plays[0];
    const weak = plays[plays.length - 1];
    assert.ok(weak.score < best.score);
    const pts = (n) => `${n} point${n === 1 ? "" : "s"}`;
    await iota.dragPlay(p, weak.place);
    await p.click("[data-action=confirm]");
    const weakSaid = (await p.textContent("[data-role=message]")) ?? "";
    assert.ok(weakSaid.startsWith(`You found ${pts(weak.score)}, the best is ${pts(best.score)}.`), weakSaid);
    await shot(p, "engines-embed-weak");
    await p.click("[data-action=reset]");
    assert.deepEqual(await p.evaluate(() => window.yotta.state().staged), []);
    await iota.dragPlay(p, best.place);
    await p.click("[data-action=confirm]");
    assert.match((await p.textContent("[data-role=message]")) ?? "", new RegExp(`best play: ${pts(best.score)}`));
    assert.equal(await p.getAttribute("[data-role=message]", "data-kind"), "best");
    await shot(p, "engines-embed-best");
    assert.deepEqual(b.problems, []);
  }),
);

engineTest("offline after the first visit: the menu and both tables open with the site unreachable", {}, (engine) =>
  withBrowser(engine, { prefix: "/yotta/" }, async (b, p) => {
    await open(p, b.url);
    const sw = await p.evaluate(async () => {
      if (!("serviceWorker" in navigator)) return "no service worker API";
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok, { once: true }));
      }
      return "controlled";
    });
    assert.equal(sw, "controlled");
    await b.setOffline(true);
    try {
      await p.reload();
      await p.waitForSelector("body[data-ready='1']", { timeout: 20000 });
      await p.click(".game-tile[data-game=ottawa]");
      await p.click("[data-action=start]");
      await p.waitForFunction(() => window.yotta.state().game === "ottawa" && window.yotta.state().view, null, {
        timeout: 20000,
      });
      await shot(p, "engines-offline-ottawa");
      await p.goto(`${b.url}?game=iota&players=2&seed=offline-1&ai=easy`);
      await iota.waitForTurn(p);
      await shot(p, "engines-offline-iota");
    } finally {
      await b.setOffline(false);
    }
    // The failed loads of the test's own recorder (WebKit) are the test's, not the page's.
    assert.deepEqual(
      b.problems.filter((x) => !x.includes("__e2e-init.js")),
      [],
    );
  }),
);

engineTest("the single file opened from disk plays, its computer thinking in a worker", {}, (engine) =>
  withBrowser(engine, { serve: false }, async (b, p) => {
    await open(p, `${pathToFileURL(join(DIST, "yotta.html")).href}?game=iota&players=2&seed=file-1&ai=medium`);
    await p.waitForSelector("body[data-thinker=worker]");
    await iota.waitForTurn(p);
    const place = await iota.suggestedPlay(p);
    await iota.dragPlay(p, place);
    await p.click("[data-action=confirm]");
    await iota.waitForTurn(p, 30000);
    assert.ok((await iota.state(p)).view.board.length > place.length + 1, "the computer played");
    await shot(p, "engines-single-file");
    assert.deepEqual(b.problems, []);
  }),
);

engineTest("the computer players decide in the worker, not on the page", {}, (engine) =>
  withBrowser(engine, {}, async (b, p) => {
    await p.addInitScript(holdDecisions, true);
    // Two computers and nobody here: each move is a decision.
    await open(p, `${b.url}?game=ottawa&players=2&humans=0&seed=engines-worker&ai=medium`);
    await p.waitForSelector("body[data-thinker=worker]");
    await p.waitForFunction(() => window.__held.length > 0, null, { timeout: 30000 });
    const last = await p.evaluate(() => window.yotta.state().view.last);
    assert.equal(last, null, "a decision held back in the worker's message is not played");
    await p.evaluate(() => window.__release());
    await p.waitForFunction(() => window.yotta.state().view.last !== null, null, { timeout: 30000 });
    await shot(p, "engines-worker");
    assert.deepEqual(b.problems, []);
  }),
);

engineTest(
  "the browser layer sees a console error, an uncaught error and a request to another origin",
  {},
  async (engine) => {
    // A page of this test's own (no CSP), and another origin on this machine.
    const dir = mkdtempSync(join(tmpdir(), "yotta-engines-"));
    const other = await serve(dir, 0, "/");
    writeFileSync(join(dir, "ping.txt"), "pong");
    writeFileSync(
      join(dir, "index.html"),
      `<!doctype html><html><head><title>check</title></head><body><p>A page that misbehaves.</p><script>
      console.error("engines-check: console");
      fetch(${JSON.stringify(new URL("ping.txt", other.url.replace("127.0.0.1", "localhost")).href)}).then(() => {}, () => {});
      setTimeout(() => { throw new Error("engines-check: thrown"); });
      document.body.dataset.ready = "1";
    </script></body></html>`,
    );
    try {
      await withBrowser(engine, { dir }, async (b, p) => {
        await open(p, b.url);
        await p.waitForFunction(() => new Promise((ok) => setTimeout(() => ok(true), 300)));
        const all = b.problems.join("\n");
        assert.match(all, /console error: .*engines-check: console/);
        assert.match(all, /page error: .*engines-check: thrown/);
        assert.match(all, /request to another origin: http:\/\/localhost:\d+\/ping\.txt/);
      });
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

engineTest("on a phone's touch screen: a card tapped, then its cell, then Play", {}, (engine, t) =>
  withBrowser(engine, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, async (b, p) => {
    await iota.openGame(p, b.url, "game=iota&players=2&seed=tap-3&ai=easy");
    await p.evaluate(() => {
      window.__pointers = [];
      addEventListener("pointerdown", (e) => window.__pointers.push(e.pointerType), true);
    });
    const place = await iota.suggestedPlay(p);
    assert.ok(place);
    const used = [];
    for (const q of place) {
      const i = await iota.handIndex(p, q.card, used);
      used.push(i);
      const c = await p.evaluate((i) => window.yotta.handCardCenter(i), i);
      await p.touchscreen.tap(c.x, c.y);
      const kinds = await p.evaluate(() => window.__pointers);
      if (!kinds.includes("touch"))
        return t.skip(
          `${engine}'s driver delivers a touch as ${kinds.join(", ") || "nothing"}: no touch screen to test`,
        );
      assert.equal(await p.getAttribute(`[data-item="${i}"]`, "aria-pressed"), "true", "the tapped card is selected");
      const cell = await p.evaluate(([x, y]) => window.yotta.cellCenter(x, y), [q.x, q.y]);
      await p.touchscreen.tap(cell.x, cell.y);
    }
    assert.equal((await iota.state(p)).staged.length, place.length);
    assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no sideways scroll");
    await shot(p, "engines-phone-staged");
    const before = await iota.state(p);
    const scored = Number(/scores (\d+)/.exec(await iota.infoText(p))?.[1]);
    assert.ok(scored > 0, "the preview gives the score");
    await p.tap("[data-action=confirm]");
    await p.waitForFunction(
      (place) =>
        place.every((q) =>
          window.yotta.state().view.board.some((c) => c.card === q.card && c.x === q.x && c.y === q.y),
        ),
      place,
    );
    await iota.waitForTurn(p);
    assert.equal((await iota.state(p)).view.scores[before.view.seat], before.view.scores[before.view.seat] + scored);
    await shot(p, "engines-phone-played");
    assert.deepEqual(b.problems, []);
  }),
);
