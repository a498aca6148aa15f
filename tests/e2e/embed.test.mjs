// End-to-end tests of the embedded page (`?embed=1`, docs/embed.md): inside an iframe
// of a host page at a small and a large size, Ётта positions, a puzzle solved by
// dragging the best play with the mouse, a wrong answer, the replay's steps, the
// Оттава question, hostile parameters, and the reader's own saved game left alone.
import { test, beforeEach, afterEach } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot, nextFrame } from "./lib.mjs";

/**
 * Each test's own browser, and so its own list of problems: an error is blamed on the
 * test whose pages made it, also one that comes after the test's last check (seen
 * here before the browser closes), and never on the next test.
 * @type {Awaited<ReturnType<typeof launch>>}
 */
let b;
beforeEach(async () => {
  b = await launch({ viewport: { width: 520, height: 460 } });
});
afterEach(async () => {
  try {
    // What the test's last step set going has run: a frame painted on every page
    // still open (an error of a late redraw or reply is then in the list).
    for (const p of b.context.pages()) if (!p.isClosed()) await nextFrame(p);
    assert.deepEqual(b.problems, [], "problems on this test's pages after its last check");
  } finally {
    await b.close();
  }
});

const POSITION = "3RT@0,0 2RT@1,0 W@2,0";
const HAND = "1RT,2GC,4RT,3GT";
const q = (/** @type {Record<string, string>} */ p) => `?${new URLSearchParams({ embed: "1", lang: "en", ...p })}`;
const PUZZLE = q({ game: "iota", position: POSITION, hand: HAND, puzzle: "best" });

/** @param {import("playwright-core").Page} page */
const message = (page) => page.locator("[data-role=message]").textContent();

/**
 * Drags the cards of `place` from the hand onto their cells with the mouse.
 * @param {import("playwright-core").Page | import("playwright-core").Frame} frame
 * @param {import("playwright-core").Page} page the page owning the mouse
 * @param {{ card: string, x: number, y: number }[]} place
 * @param {{ x: number, y: number }} [offset] of the frame in the page
 */
async function dragPlay(frame, page, place, offset = { x: 0, y: 0 }) {
  const used = new Set();
  for (const p of place) {
    const hand = await frame.evaluate(() => window.yotta.state().view.hand);
    const i = hand.findIndex((/** @type {string} */ c, /** @type {number} */ k) => c === p.card && !used.has(k));
    assert.ok(i >= 0, `card ${p.card} in the hand ${hand}`);
    used.add(i);
    const from = await frame.evaluate((k) => window.yotta.handCardCenter(k), i);
    const to = await frame.evaluate(([x, y]) => window.yotta.cellCenter(x, y), [p.x, p.y]);
    await page.mouse.move(from.x + offset.x, from.y + offset.y);
    await page.mouse.down();
    await page.mouse.move(from.x + offset.x + 10, from.y + offset.y - 10, { steps: 3 });
    await page.mouse.move(to.x + offset.x, to.y + offset.y, { steps: 12 });
    await page.mouse.up();
    const staged = await frame.evaluate(() => window.yotta.state().staged);
    assert.ok(
      staged.some((/** @type {any} */ s) => s.card === p.card && s.x === p.x && s.y === p.y),
      `${p.card} staged at ${p.x},${p.y}: ${JSON.stringify(staged)}`,
    );
  }
}

test("the embedded page fits an iframe of a host page, small and large", async () => {
  const { page, problems } = b;
  const ctx = page.context();
  const host = await ctx.newPage();
  for (const [w, hh] of [
    [320, 240],
    [1200, 800],
  ]) {
    await host.setViewportSize({ width: w + 40, height: hh + 120 });
    const src = b.url + PUZZLE;
    await host.setContent(
      `<!doctype html><title>A blog</title><h1>My blog</h1><iframe id="f" src="${src.replace(/&/g, "&amp;")}" width="${w}" height="${hh}" style="border:0"></iframe>`,
    );
    const frame = /** @type {import("playwright-core").Frame} */ ((await (await host.$("#f"))?.contentFrame()) ?? null);
    await frame.waitForSelector("body[data-ready='1']", { timeout: 20000 });
    // The layout is settled at ready; the canvas is drawn on the frame after.
    await nextFrame(frame);
    await shot(host, `embed-iframe-${w}x${hh}`);
    const fit = await frame.evaluate(() => ({
      sw: document.documentElement.scrollWidth,
      sh: document.documentElement.scrollHeight,
      w: innerWidth,
      h: innerHeight,
      check: document.querySelector("[data-action=confirm]")?.getBoundingClientRect().toJSON(),
      hand: document.querySelector(".hand-card")?.getBoundingClientRect().toJSON(),
      menu: document.querySelector("[data-action=menu]"),
    }));
    assert.equal(fit.w, w);
    assert.ok(fit.sw <= w, `no sideways scrolling at ${w}x${hh} (${fit.sw})`);
    assert.ok(fit.sh <= hh, `no vertical scrolling at ${w}x${hh} (${fit.sh})`);
    assert.ok(fit.check && fit.check.bottom <= hh && fit.check.right <= w, `Check visible at ${w}x${hh}`);
    assert.ok(fit.hand && fit.hand.bottom <= hh, `hand visible at ${w}x${hh}`);
    assert.equal(fit.menu, null, "no shell chrome in the embed");
    // The puzzle works inside the frame too: drag the best play with the mouse.
    const best = await frame.evaluate(() => window.yotta.best());
    const box = await (await host.$("#f"))?.boundingBox();
    await dragPlay(frame, host, best.place, { x: box?.x ?? 0, y: box?.y ?? 0 });
    await frame.click("[data-action=confirm]");
    const said = await frame.locator("[data-role=message]").textContent();
    assert.match(said ?? "", /best play: 32 points/);
    await shot(host, `embed-iframe-${w}x${hh}-solved`);
  }
  await host.close();
  assert.deepEqual(problems, []);
});

test("an embedded Ётта position shows the grid and the hand, and a play is scored", async () => {
  const { page, problems } = b;
  await open(page, b.url + q({ game: "iota", position: POSITION, hand: "1RT 2GC,W" }));
  const s = await page.evaluate(() => window.yotta.state());
  assert.equal(s.game, "iota");
  assert.deepEqual(
    s.view.board.map((/** @type {any} */ p) => `${p.card}@${p.x},${p.y}`).sort(),
    POSITION.split(" ").sort(),
  );
  assert.deepEqual(s.view.hand, ["1RT", "2GC", "W"]);
  // The same legal-cell highlighting as the game: the engine's cells for the wild.
  const cells = await page.evaluate(() => window.yotta.legalCells(2));
  assert.ok(cells.length > 0);
  await shot(page, "embed-position");
  const play = await page.evaluate(() =>
    window.yotta.plays().find((/** @type {any} */ p) => p.place.length === 1 && p.place[0].card === "1RT"),
  );
  await dragPlay(page, page, play.place);
  await page.click("[data-action=confirm]");
  assert.match(
    (await message(page)) ?? "",
    new RegExp(`^This play scores ${play.score} points?\\. Your play: lines? .+\\.$`),
  );
  // Nothing was played: the grid is as given.
  assert.equal((await page.evaluate(() => window.yotta.state().view.board)).length, 3);
  assert.deepEqual(problems, []);
});

test("puzzle: a weaker play is told the best score; dragging the best play is recognised", async () => {
  const { page, problems } = b;
  await open(page, b.url + PUZZLE);
  const plays = await page.evaluate(() => window.yotta.plays());
  const best = plays[0];
  const weak = plays[plays.length - 1];
  assert.ok(weak.score < best.score);
  await dragPlay(page, page, weak.place);
  await shot(page, "embed-puzzle-weak-staged");
  await page.click("[data-action=confirm]");
  const pts = (/** @type {number} */ n) => `${n} point${n === 1 ? "" : "s"}`;
  const weakSaid = (await message(page)) ?? "";
  assert.ok(
    weakSaid.startsWith(`You found ${pts(weak.score)}, the best is ${pts(best.score)}. Your play: line`),
    weakSaid,
  );
  assert.equal(await page.locator("[data-role=message]").getAttribute("data-kind"), "found");
  await shot(page, "embed-puzzle-weak");
  await page.click("[data-action=reset]");
  assert.deepEqual(await page.evaluate(() => window.yotta.state().staged), []);
  await dragPlay(page, page, best.place);
  await page.click("[data-action=confirm]");
  assert.match((await message(page)) ?? "", new RegExp(`best play: ${pts(best.score)}`));
  assert.equal(await page.locator("[data-role=message]").getAttribute("data-kind"), "best");
  await shot(page, "embed-puzzle-best");
  // The answer button tells the best play.
  await page.click("[data-action=answer]");
  assert.match(
    (await message(page)) ?? "",
    new RegExp(
      `^Best play: .*${best.place[0].card} at ${best.place[0].x},${best.place[0].y}.* for ${pts(best.score)}\\.$`,
    ),
  );
  assert.deepEqual(problems, []);
});

test("replay: step buttons and arrow keys walk through the turns", async () => {
  const { page, problems } = b;
  const moves = "3RT@0,0; 2RT@1,0; 1RT@2,0 4RT@3,0; pass; trade:2";
  await open(page, b.url + q({ game: "iota", moves }));
  const caption = () => page.locator("[data-role=turn]").textContent();
  const step = () => page.locator("[data-role=step]").textContent();
  assert.equal(await caption(), "Starting position");
  assert.equal(await step(), "0 / 4");
  assert.ok(await page.locator("[data-action=prev]").isDisabled());
  await page.click("[data-action=next]");
  assert.match((await caption()) ?? "", /^Turn 1 of 4\. Player 1 plays 2RT: \d+ points?\.$/);
  await shot(page, "embed-replay-1");
  await page.keyboard.press("ArrowRight");
  assert.match((await caption()) ?? "", /^Turn 2 of 4\. Player 2 plays 1RT, 4RT: \d+ points?\.$/);
  assert.equal((await page.evaluate(() => window.yotta.state().view.board)).length, 4);
  await shot(page, "embed-replay-2");
  await page.keyboard.press("End");
  assert.equal(await caption(), "Turn 4 of 4. Player 2 trades 2 cards.");
  assert.ok(await page.locator("[data-action=next]").isDisabled());
  await page.click("[data-action=prev]");
  assert.equal(await caption(), "Turn 3 of 4. Player 1 passes.");
  await page.keyboard.press("ArrowLeft");
  await page.click("[data-action=first]");
  assert.equal(await step(), "0 / 4");
  const scores = await page.locator("[data-role=scores]").textContent();
  assert.equal(scores, "Player 1: 0 · Player 2: 0");
  await page.click("[data-action=last]");
  const final = await page.locator("[data-role=scores]").textContent();
  assert.doesNotMatch(final ?? "", /Player 2: 0$/);
  // An illegal turn is refused with the engine's reason, nothing drawn.
  await open(page, b.url + q({ game: "iota", moves: "3RT@0,0; 4RT@5,5" }));
  assert.match((await message(page)) ?? "", /^This game could not be read: turn 1: .+/);
  assert.equal(await page.locator("canvas").count(), 0);
  assert.deepEqual(problems, []);
});

test("Оттава question: tapping a card says whether it matches and what the computer would play", async () => {
  const { page, problems } = b;
  await open(page, b.url + q({ game: "ottawa", top: "8C", hand: "7C,9H,KD,2S" }));
  assert.equal(await page.locator("[data-role=question]").textContent(), "Top card: 8♣. Which card?");
  await shot(page, "embed-ottawa");
  await page.click("[data-card='9H']");
  assert.match(
    (await message(page)) ?? "",
    /^No: 9♥ does not match 8♣\. The computer would play 7♣, the only card that matches\.$/,
  );
  await page.click("[data-card='7C']");
  assert.match((await message(page)) ?? "", /^Yes: 7♣ matches 8♣ \(same suit, one step away\)\./);
  await shot(page, "embed-ottawa-yes");
  // Same rank, in Russian.
  await open(
    page,
    `${b.url}?${new URLSearchParams({ embed: "1", lang: "ru", game: "ottawa", top: "8C", hand: "8H,10C,2S" })}`,
  );
  await page.click("[data-card='8H']");
  assert.match((await message(page)) ?? "", /^Да: 8♥ подходит к 8♣ \(то же достоинство\)\./);
  assert.deepEqual(problems, []);
});

test("hostile parameters are shown as text and run nothing", async () => {
  const { page, problems } = b;
  let dialogs = 0;
  const onDialog = (/** @type {import("playwright-core").Dialog} */ d) => {
    dialogs++;
    d.dismiss().catch(() => {});
  };
  page.on("dialog", onDialog);
  const cases = [
    [{ game: "iota", position: "<img src=x onerror=alert(1)>" }, /could not be read: '<img' is not a placement/],
    [
      { game: "iota", position: "<img/src=x/onerror=alert(1)>@0,0" },
      /could not be read: card '<img\/src=x\/o…' is not a card/,
    ],
    [{ game: "iota", position: "</script><script>alert(1)</script>" }, /could not be read: /],
    [
      { game: "iota", position: `3RT@0,0 ${"A".repeat(10000)}` },
      /could not be read: the position is too long \(10008 characters/,
    ],
    [{ game: "iota", position: "ZZ@0,0" }, /could not be read: card 'ZZ' is not a card/],
    [
      { game: "iota", position: "3RT@0,0", hand: "javascript:alert(1)" },
      /could not be read: card 'javascript:a…' is not a card/,
    ],
    [{ game: "iota", position: "3RT@0,0 3RT@1,0" }, /could not be read: .+/],
    [{ game: "iota", moves: "3RT@0,0; <svg onload=alert(1)>" }, /could not be read: turn 2: /],
    [{ game: "<svg onload=alert(1)>" }, /could not be read: unknown game '<svg onload=…'/],
    [
      { game: "ottawa", top: "javascript:alert(1)", hand: "7C" },
      /could not be read: card 'javascript:a…' is not a card/,
    ],
    [{ game: "ottawa", top: "8C", hand: "7C,<b>x</b>" }, /could not be read: card '<b>x<\/b>' is not a card/],
  ];
  for (const [i, [p, expect]] of cases.entries()) {
    await open(page, b.url + q(/** @type {any} */ (p)));
    const said = await message(page);
    assert.match(said ?? "", expect, JSON.stringify(p));
    const found = await page.evaluate(() => ({
      imgs: document.querySelectorAll("img, svg, script:not([src]), iframe").length,
      alertRole: document.querySelector("[role=alert]")?.textContent,
    }));
    assert.equal(found.imgs, 0, `no element made of the URL text (${JSON.stringify(p)})`);
    assert.equal(found.alertRole, said);
    if (i === 0) await shot(page, "embed-hostile");
  }
  page.off("dialog", onDialog);
  assert.equal(dialogs, 0, "no dialog opened");
  assert.deepEqual(problems, []);
});

test("embed mode leaves the reader's saved game and settings alone", async () => {
  const { page, problems } = b;
  // A game in progress in the ordinary page: one move played.
  await open(page, `${b.url}?game=iota&seed=embed-save&lang=en`);
  await page.waitForFunction(() => window.yotta.state().game === "iota" && !window.yotta.state().busy);
  const hint = await page.evaluate(() => window.yotta.suggest("easy"));
  assert.ok(hint.ok);
  const r = await page.evaluate((m) => window.yotta.play(m), hint.move);
  assert.ok(r.ok, JSON.stringify(r));
  await page.waitForFunction(() => !window.yotta.state().busy && window.yotta.state().view.toMove === 0, null, {
    timeout: 20000,
  });
  const board = await page.evaluate(() => window.yotta.state().view.board);
  const before = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  assert.match(before, /embed-save/);
  // Embedded pages: a puzzle with a play checked, a fresh game with a move, Оттава, Russian.
  await open(page, `${b.url + PUZZLE}&lang=ru`);
  const best = await page.evaluate(() => window.yotta.best());
  await dragPlay(page, page, best.place);
  await page.click("[data-action=confirm]");
  await open(page, b.url + q({ game: "iota", seed: "other" }));
  await page.waitForFunction(() => window.yotta.state().game === "iota" && !window.yotta.state().busy);
  const h2 = await page.evaluate(() => window.yotta.suggest("easy"));
  const seat = await page.evaluate(() => window.yotta.state().view.seat);
  assert.ok((await page.evaluate((m) => window.yotta.play(m), h2.move)).ok);
  // The computer has replied and the person is to play again: every save the page
  // would make after these moves would be made by now.
  await page.waitForFunction(
    (seat) => {
      const s = window.yotta.state();
      return !s.busy && s.view.toMove === seat && s.view.last?.seat !== seat;
    },
    seat,
    { timeout: 20000 },
  );
  assert.equal(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort())), before, "nothing saved");
  assert.equal(await page.locator("text=/resume/i").count(), 0, "no resume offered");
  await open(page, b.url + q({ game: "ottawa", top: "8C", hand: "7C" }));
  await page.click("[data-card='7C']");
  await open(page, `${b.url}?embed=1`);
  assert.equal(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort())), before);
  // The ordinary page still resumes the reader's game.
  await open(page, b.url);
  await page.waitForFunction(() => window.yotta.state().game === "iota");
  assert.deepEqual(await page.evaluate(() => window.yotta.state().view.board), board);
  assert.deepEqual(problems, []);
});

test("Share / Embed: the dialog's link shows the same position embedded", async () => {
  const { page, problems } = b;
  await open(page, `${b.url}?game=iota&seed=share&lang=en`);
  await page.waitForFunction(() => window.yotta.state().game === "iota" && !window.yotta.state().busy);
  const view = await page.evaluate(() => window.yotta.state().view);
  await page.click("[data-action=share]");
  await page.waitForSelector("dialog[data-role=share][open]");
  await shot(page, "embed-share-dialog");
  await page.check("[data-role=puzzle]");
  const link = await page.inputValue("[data-role=link]");
  const snippet = await page.inputValue("[data-role=snippet]");
  assert.match(link, /\?embed=1&game=iota&position=.+&hand=.+&puzzle=best&lang=en$/);
  assert.ok(snippet.startsWith(`<iframe src="${link.replace(/&/g, "&amp;")}" width="480" height="440"`), snippet);
  await page.click("[data-action=close]");
  // The dialog's "close" event (which removes it) comes as a task after the click.
  await page.waitForSelector("dialog[data-role=share]", { state: "detached", timeout: 5000 });
  await open(page, link);
  const s = await page.evaluate(() => window.yotta.state());
  const key = (/** @type {any[]} */ b) => b.map((p) => `${p.card}@${p.x},${p.y}`).sort();
  assert.deepEqual(key(s.view.board), key(view.board));
  assert.deepEqual(s.view.hand, view.hand);
  assert.match((await message(page)) ?? "", /Find the highest-scoring play/);
  // Оттава: top card and hand.
  await open(page, `${b.url}?game=ottawa&players=2&seed=share&lang=en`);
  await page.waitForFunction(
    () => window.yotta.state().game === "ottawa" && window.yotta.state().view?.hand?.length > 0,
    null,
    { timeout: 20000 },
  );
  const ov = await page.evaluate(() => window.yotta.state().view);
  await page.click("[data-action=share]");
  const olink = await page.inputValue("[data-role=link]");
  assert.ok(olink.includes(`game=ottawa&top=${ov.top}&hand=${ov.hand.join(",")}`), olink);
  assert.deepEqual(problems, []);
});

test("every iframe snippet of docs/embed.md opens without a refusal", async () => {
  const { page, problems } = b;
  const { readFileSync } = await import("node:fs");
  const doc = readFileSync(new URL("../../docs/embed.md", import.meta.url), "utf8");
  const srcs = [...doc.matchAll(/<iframe src="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  assert.ok(srcs.length >= 4, `${srcs.length} snippets`);
  for (const src of srcs) {
    const u = new URL(src);
    assert.equal(u.searchParams.get("embed"), "1");
    await open(page, b.url + u.search);
    assert.equal(await page.locator("[role=alert]").count(), 0, `${src}: ${await message(page)}`);
    assert.notEqual(await page.evaluate(() => window.yotta.state().game), null, src);
  }
  assert.deepEqual(problems, []);
});
