// Computer players and hints think in the engine's Web Worker (www/worker/): the page
// stays free while they do (the person pans, zooms, opens How to play), a takeback
// while a decision is pending drops it, and when no worker can start the page plays
// on the main thread. The same build works served, under a sub-path, offline and from
// the single file opened from disk.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { launch, open, shot, DIST, listen, said } from "./lib.mjs";
import { openGame, waitForTurn, state, suggestedPlay, dragPlay } from "./iota-helpers.mjs";
import { holdDecisions } from "./hold.mjs";

/** Waits until a computer has decided and its answer is held back. */
async function decisionHeld(page) {
  await page.waitForFunction(() => window.__held.length > 0, null, { timeout: 30000 });
  assert.ok(await page.$(".player.thinking"), "the thinking computer is marked");
}

test("worker: computer players decide in the worker; the person zooms, pans and reads How to play meanwhile", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await p.addInitScript(holdDecisions, false);
    await openGame(p, b.url, "game=iota&players=4&seed=worker-1&ai=hard");
    await p.waitForSelector("body[data-thinker=worker]");
    const place = await suggestedPlay(p);
    assert.ok(place);
    await dragPlay(p, place);
    await p.evaluate(() => (window.__hold = true));
    await p.click("[data-action=confirm]");
    // The first computer has its move, held back: the page answers the person meanwhile.
    await decisionHeld(p);
    const board = (await state(p)).view.board.length;
    await shot(p, "worker-thinking");
    const before = await p.evaluate(() => window.yotta.viewport());
    await p.click("[data-action=zoom-in]");
    const box = await (await p.$(".iota-stage canvas")).boundingBox();
    await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await p.mouse.down();
    await p.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 4 });
    await p.mouse.up();
    const after = await p.evaluate(() => window.yotta.viewport());
    assert.ok(after.s > before.s, "zoomed in");
    assert.notEqual(after.ox, before.ox, "panned");
    await p.click("[data-action=howto]");
    await p.waitForSelector(".howto");
    await p.keyboard.press("Escape");
    assert.equal((await state(p)).view.board.length, board, "no computer move is played while its answer is held back");
    await p.evaluate(() => window.__release());
    // The three computers play and the person's turn comes back.
    await waitForTurn(p, 60000);
    const s = await state(p);
    assert.ok(s.view.board.length > place.length + 1, "the computers played");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("worker: a takeback while a computer thinks drops its answer; the hint comes from the worker", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await p.addInitScript(holdDecisions, false);
    await openGame(p, b.url, "game=iota&players=2&seed=worker-undo&ai=hard");
    await p.waitForSelector("body[data-thinker=worker]");
    const start = await state(p);
    // A hint, from the worker, shown without playing anything.
    await p.click("[data-action=hint]");
    await p.waitForFunction(() => /^Hint:/.test(document.querySelector("[data-role=info]")?.textContent ?? ""));
    assert.deepEqual((await state(p)).view.board, start.view.board);
    const place = await suggestedPlay(p);
    await dragPlay(p, place);
    await p.evaluate(() => (window.__hold = true));
    await p.click("[data-action=confirm]");
    await decisionHeld(p);
    const played = (await state(p)).view.board.length;
    assert.equal(played, start.view.board.length + place.length, "the person's move is on the grid");
    // Take the move back while the computer's answer is on its way, then let it arrive.
    await p.click("[data-action=undo]");
    // From now on, every announcement is kept: a computer's move is announced.
    await listen(p);
    await p.evaluate(() => window.__release());
    await waitForTurn(p, 30000);
    const s = await state(p);
    assert.deepEqual(s.view.board, start.view.board, "back at the start, and no computer move was applied to it");
    assert.deepEqual(s.view.hand, start.view.hand);
    assert.deepEqual(s.view.scores, start.view.scores);
    // And the game goes on from there: the computer answers the new position, once.
    await dragPlay(p, place);
    await p.click("[data-action=confirm]");
    await waitForTurn(p, 30000);
    const computer = (await p.textContent(".player[data-seat='1'] .p-name")).split(" · ")[0].trim();
    const heard = await said(p);
    const moves = heard.filter((x) => x.startsWith(computer) && !/\bundone|take/i.test(x));
    assert.equal(moves.length, 1, `one computer move after the takeback: ${JSON.stringify(heard)}`);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("worker: when the worker cannot start, the game plays on the main thread", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await p.route("**/engine.worker.js", (route) => route.abort());
    // Two computer players, nobody here: they play on by themselves.
    await open(p, `${b.url}?game=ottawa&players=2&humans=0&seed=no-worker&ai=medium`);
    await p.waitForSelector("body[data-thinker=main]");
    await p.waitForFunction(() => window.yotta.state().view.last !== null, null, { timeout: 60000 });
    await shot(p, "worker-fallback");
    // The failed worker script load is the only problem seen.
    assert.ok(
      b.problems.every((x) => /engine\.worker\.js|net::ERR_FAILED|Failed to load/i.test(x)),
      JSON.stringify(b.problems),
    );
  } finally {
    await b.close();
  }
});

test("worker: the single file runs its worker from a blob: URL", async () => {
  const b = await launch({ serve: false });
  const p = b.page;
  try {
    await open(p, `${pathToFileURL(join(DIST, "yotta.html")).href}?game=iota&players=2&seed=file-1&ai=medium`);
    await p.waitForSelector("body[data-thinker=worker]");
    await waitForTurn(p);
    const place = await suggestedPlay(p);
    await dragPlay(p, place);
    await p.click("[data-action=confirm]");
    await waitForTurn(p, 30000);
    assert.ok((await state(p)).view.board.length > place.length + 1, "the computer played");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("worker: under a sub-path and offline, the computer players still think in the worker", async () => {
  const b = await launch({ prefix: "/yotta/" });
  const p = b.page;
  try {
    await open(p, b.url);
    await p.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok, { once: true }));
    });
    await b.context.setOffline(true);
    // Two computer players, nobody here: their decisions come from the worker, offline.
    await open(p, `${b.url}?game=ottawa&players=2&humans=0&seed=offline-worker&ai=hard`);
    await p.waitForSelector("body[data-thinker=worker]");
    await p.waitForFunction(() => window.yottaThinker.stats().worker >= 2, null, { timeout: 60000 });
    await b.context.setOffline(false);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
