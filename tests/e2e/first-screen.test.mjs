// The first screen: the engine loads, the menu offers the games with their cards
// drawn crisp on canvas, nothing goes wrong in the console and nothing is fetched
// from another origin; the first load holds no code of a table, the review, the
// embedded page or multi-device play (each is fetched when it is opened).
import { test } from "node:test";
import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { launch, open, shot, DIST } from "./lib.mjs";

/**
 * The parts of the page loaded on demand (their own modules in the release build), each
 * with a text only its code holds: the class or action names it creates.
 */
const ON_DEMAND = [
  { file: "www/iota/table.js", marker: "iota-over-title" },
  { file: "www/ottawa/table.js", marker: "ot-hinted" },
  { file: "www/review/review.js", marker: "rv-detail-title" },
  { file: "www/embed/embed.js", marker: "embed-answer" },
  { file: "www/net/net.js", marker: "seat-to-computer" },
];

/** How many pixels of each game tile's canvas are drawn, and its backing size. */
async function tilePictures(page) {
  return page.$$eval(".game-tile canvas", (canvases) =>
    canvases.map((c) => {
      const ctx = c.getContext("2d");
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      let ink = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] > 0) ink++;
      const r = c.getBoundingClientRect();
      return { ink, width: c.width, cssWidth: r.width, label: c.getAttribute("aria-label") };
    }),
  );
}

test("first screen loads the engine, shows the games and becomes ready", async () => {
  const b = await launch({ deviceScaleFactor: 2 });
  try {
    await open(b.page, b.url);
    const p = b.page;
    assert.equal(await p.getAttribute("body", "data-error"), null);
    assert.equal(await p.textContent("h1"), "Yotta");
    const tiles = await p.$$eval(".game-tile", (ts) => ts.map((t) => t.dataset.game));
    assert.deepEqual(tiles, ["iota", "ottawa"], "both games are offered");
    // Cards are drawn, at the device's pixel ratio (crisp).
    const pics = await tilePictures(p);
    for (const pic of pics) {
      assert.ok(pic.ink > 1000, `a tile picture is drawn: ${JSON.stringify(pic)}`);
      assert.equal(pic.width, Math.round(pic.cssWidth * 2), "backing store at devicePixelRatio 2");
    }
    // The live region is there, and the start button is a real, focusable button.
    assert.equal(await p.getAttribute("[data-role=status]", "aria-live"), "polite");
    const start = p.locator("[data-action=start]");
    assert.match(await start.textContent(), /Iota/);
    await start.focus();
    assert.equal(await p.evaluate(() => document.activeElement?.dataset.action), "start");
    // No sideways scrolling.
    assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    await shot(p, "first-screen");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("first screen on a 360 px phone, in Russian from the browser's language", async () => {
  const b = await launch({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: "ru-RU",
  });
  try {
    await open(b.page, b.url);
    const p = b.page;
    assert.equal(await p.evaluate(() => document.documentElement.lang), "ru");
    assert.match(await p.textContent(".game-tile[data-game=iota] .tile-name"), /Ётта/);
    assert.match(await p.textContent(".game-tile[data-game=ottawa] .tile-name"), /Оттава/);
    assert.match(await p.textContent("[data-action=start]"), /Начать: Ётта/);
    assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "no sideways scroll");
    const pics = await tilePictures(p);
    assert.ok(pics.every((x) => x.ink > 1000 && x.width === Math.round(x.cssWidth * 3)));
    await shot(p, "first-screen-phone-ru");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("the single file plays from disk", async () => {
  const b = await launch({ serve: false });
  try {
    await open(b.page, pathToFileURL(join(DIST, "yotta.html")).href);
    assert.ok((await tilePictures(b.page)).length >= 1);
    await shot(b.page, "single-file");
    // Its tables are inside it: a game starts (nothing else to load from disk).
    await b.page.click("[data-action=start]");
    await b.page.waitForFunction(() => /** @type {any} */ (window).yotta.state().view);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("the first screen loads no table, review, embed or multi-device code; a table's comes when it is opened", async () => {
  // Each marker is in its own part's file (else this test could not fail).
  for (const { file, marker } of ON_DEMAND)
    assert.ok(readFileSync(join(DIST, file), "utf8").includes(marker), `${marker} in ${file}`);
  const b = await launch({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  /** @type {string[]} the page's own requests (not the service worker's copies), in order */
  const fetched = [];
  b.page.on("request", (req) => {
    if (!req.serviceWorker() && req.url().startsWith(b.url)) fetched.push(new URL(req.url()).pathname);
  });
  try {
    await open(b.page, b.url);
    const first = [...fetched];
    assert.ok(first.includes("/www/main.js"), `the page's module: ${first}`);
    for (const { file } of ON_DEMAND)
      assert.ok(!first.includes(`/${file}`), `${file} is not in the first load: ${first}`);
    // Nor is their code inside what the first load fetched (a chunk, the page's module).
    for (const path of first.filter((f) => f.endsWith(".js"))) {
      const text = readFileSync(join(DIST, path), "utf8");
      for (const { file, marker } of ON_DEMAND) assert.ok(!text.includes(marker), `${path} holds code of ${file}`);
    }
    // Opening Оттава fetches its table (and not Ётта's, nor the others).
    await b.page.click(".game-tile[data-game=ottawa]");
    await b.page.click("[data-action=start]");
    await b.page.waitForFunction(
      () =>
        /** @type {any} */ (window).yotta.state().game === "ottawa" && /** @type {any} */ (window).yotta.state().view,
    );
    assert.ok(fetched.includes("/www/ottawa/table.js"), `the table was fetched: ${fetched}`);
    for (const f of ["www/iota/table.js", "www/review/review.js", "www/embed/embed.js", "www/net/net.js"])
      assert.ok(!fetched.includes(`/${f}`), `${f} is not fetched for an Оттава game`);
    await shot(b.page, "first-screen-then-ottawa");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
