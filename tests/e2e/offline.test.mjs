// Offline play and hosting under a sub-path: the service worker caches the whole app
// on the first visit (every chunk included, even those the first screen did not load);
// afterwards the page and either table open with the network off, and a newly
// deployed version is picked up whole on the next online visit.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch, open, shot, DIST } from "./lib.mjs";

/** Waits until the service worker controls the page. */
async function controlled(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener("controllerchange", ok, { once: true }));
    }
  });
}

test("served under a sub-path, the game reloads and plays offline", async () => {
  const b = await launch({ prefix: "/yotta/" });
  try {
    assert.match(b.url, /\/yotta\/$/);
    await open(b.page, b.url);
    await controlled(b.page);
    await b.context.setOffline(true);
    await b.page.reload();
    await b.page.waitForSelector("body[data-ready='1']", { timeout: 20000 });
    await shot(b.page, "offline-reload");
    // A direct link with parameters also opens offline.
    await b.page.goto(`${b.url}?lang=ru`);
    await b.page.waitForSelector("body[data-ready='1']", { timeout: 20000 });
    await b.context.setOffline(false);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("after a first visit to the menu alone, either table opens offline", async () => {
  const b = await launch({ prefix: "/yotta/" });
  /** @type {string[]} */
  const fetched = [];
  b.page.on("request", (req) => {
    if (!req.serviceWorker()) fetched.push(new URL(req.url()).pathname);
  });
  try {
    await open(b.page, b.url);
    await controlled(b.page);
    // The tables' code was not loaded by the page itself: only the service worker has it.
    assert.ok(
      !fetched.some((f) => /\/www\/(iota|ottawa)\/table\.js$/.test(f)),
      `no table in the first visit: ${fetched}`,
    );
    await b.context.setOffline(true);
    await b.page.reload();
    await b.page.waitForSelector("body[data-ready='1']", { timeout: 20000 });
    await b.page.click(".game-tile[data-game=ottawa]");
    await b.page.click("[data-action=start]");
    await b.page.waitForFunction(() => window.yotta.state().game === "ottawa" && window.yotta.state().view, null, {
      timeout: 20000,
    });
    await shot(b.page, "offline-ottawa-table");
    // A link that opens a table at once, offline too.
    await b.page.goto(`${b.url}?game=iota&players=2`);
    await b.page.waitForSelector("body[data-ready='1']", { timeout: 20000 });
    await b.page.waitForFunction(() => window.yotta.state().game === "iota" && window.yotta.state().view, null, {
      timeout: 20000,
    });
    assert.ok(
      fetched.includes("/yotta/www/iota/table.js") && fetched.includes("/yotta/www/ottawa/table.js"),
      "both tables came from the cache",
    );
    await b.context.setOffline(false);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("a new version is picked up whole on the next online visit", async () => {
  const site = mkdtempSync(join(tmpdir(), "yotta-site-"));
  cpSync(DIST, site, { recursive: true });
  const b = await launch({ dir: site });
  try {
    await open(b.page, b.url);
    await controlled(b.page);
    const oldVersion = await swVersion(b.page);

    // Deploy a new version: a changed stylesheet and the service worker of that build.
    const css = join(site, "www", "style.css");
    writeFileSync(css, `${readFileSync(css, "utf8")}\n/* next-version-marker */\n`);
    const sw = join(site, "sw.js");
    writeFileSync(sw, readFileSync(sw, "utf8").replace(oldVersion, "next0version"));

    // The next online visit installs the new version, and the page reloads itself
    // into it: two navigations, the visit's and the page's own.
    let loads = 0;
    b.page.on("framenavigated", (f) => {
      if (f === b.page.mainFrame()) loads++;
    });
    await b.page.reload({ waitUntil: "commit" });
    await until(() => loads >= 2, "the page to reload itself into the new version");
    await b.page.waitForSelector("body[data-ready='1']", { timeout: 20000 });
    assert.equal(await swVersion(b.page), "next0version");
    assert.equal(await b.page.evaluate(() => navigator.serviceWorker.controller?.state), "activated");
    assert.equal(loads, 2, "one reload into the new version");

    // Offline, the new version's files are served, never the old ones.
    await b.context.setOffline(true);
    await b.page.reload();
    await b.page.waitForSelector("body[data-ready='1']", { timeout: 20000 });
    const served = await b.page.evaluate(async () => (await fetch("www/style.css")).text());
    assert.match(served, /next-version-marker/);
    await b.context.setOffline(false);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
    rmSync(site, { recursive: true, force: true });
  }
});

/** Polls `check` until it holds. */
async function until(check, what, timeout = 30000) {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

/** The version of the service worker's cache in use. */
async function swVersion(page) {
  const keys = await page.evaluate(() => caches.keys());
  const mine = keys.filter((k) => k.startsWith("yotta-"));
  assert.equal(mine.length, 1, `one cache expected, found ${mine}`);
  return mine[0].slice("yotta-".length);
}
