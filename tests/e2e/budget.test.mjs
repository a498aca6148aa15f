// The size budget, per build of the engine (scripts/post-build.mjs): the page's wasm
// (yotta_page_bg.wasm) ≤ 110 KB gzipped, the full engine's (yotta_bg.wasm: the worker's,
// and the documented API) ≤ 200 KB; the whole first load (HTML, JS, wasm, CSS, gzipped)
// ≤ 250 KB, the single file ≤ 690 KB (600 KB until the lessons: the whole game in one
// file holds them too, about 28 KB of code and words in two languages; 640 KB until the
// Ётта master: its search and learnt tables made the full engine, which the file carries
// gzipped in base64, about 30 KB larger there). Measured on the files Chromium actually requests
// on a first visit until the network is idle (their sizes read from dist/, gzipped):
// the page's module and the chunks it imports, the page's engine, and whatever the page
// fetches by itself once shown; the full engine and its worker come with the first
// table, not with the first screen. The copies the service worker makes for offline play (every chunk,
// each table's included) are not the first load: they are listed apart. The figures
// are printed for the record.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { launch, open, DIST } from "./lib.mjs";

const KB = 1024;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** The lessons' entry modules (the shell's side, www/lesson/, each game's script): loaded when a lesson is opened. */
const LESSON_PARTS = ["www/shell/lesson-open.js", "www/lesson/lesson.js", "www/iota/lesson.js", "www/ottawa/lesson.js"];

test("the first load, the wasm and the single file fit the budget", async () => {
  const b = await launch();
  const origin = new URL(b.url).origin;
  // The files the page itself requested (not the service worker's copies), and any
  // request that did not come back whole.
  /** @type {Set<string>} */
  const requested = new Set();
  /** @type {string[]} */
  const bad = [];
  b.page.on("response", (res) => {
    const url = new URL(res.url());
    if (url.origin !== origin || res.request().serviceWorker()) return;
    requested.add(url.pathname);
    if (res.status() !== 200) bad.push(`${res.status()} ${url.pathname}`);
  });
  b.page.on("requestfailed", (req) => bad.push(`${req.failure()?.errorText} ${req.url()}`));
  try {
    await open(b.page, b.url);
    await b.page.waitForLoadState("networkidle");
  } finally {
    await b.close();
  }
  assert.deepEqual(bad, [], "every request of the first load succeeded");
  // Their sizes, gzipped, from the files served (dist/): a file that cannot be read fails.
  /** @type {Map<string, number>} */
  const loaded = new Map();
  for (const path of requested) {
    const file = join(DIST, decodeURIComponent(path.endsWith("/") ? `${path}index.html` : path));
    loaded.set(path, gz(readFileSync(file)));
  }
  const wasmGz = gz(readFileSync(join(DIST, "yotta_bg.wasm")));
  const wasmRaw = statSync(join(DIST, "yotta_bg.wasm")).size;
  const pageGz = gz(readFileSync(join(DIST, "yotta_page_bg.wasm")));
  const pageRaw = statSync(join(DIST, "yotta_page_bg.wasm")).size;
  const total = [...loaded.values()].reduce((a, n) => a + n, 0);
  const single = statSync(join(DIST, "yotta.html")).size;
  const rows = [...loaded.entries()].sort((a, b) => b[1] - a[1]);
  console.log(`page's wasm: ${(pageRaw / KB).toFixed(1)} KB raw, ${(pageGz / KB).toFixed(1)} KB gzipped`);
  console.log(`full (worker's) wasm: ${(wasmRaw / KB).toFixed(1)} KB raw, ${(wasmGz / KB).toFixed(1)} KB gzipped`);
  console.log(`first load: ${rows.length} files, ${(total / KB).toFixed(1)} KB gzipped`);
  for (const [path, n] of rows) console.log(`  ${(n / KB).toFixed(1).padStart(7)} KB  ${path}`);
  // The service worker's list of files (sw.js): those the page did not fetch itself.
  const swFiles = JSON.parse(readFileSync(join(DIST, "sw.js"), "utf8").match(/const FILES = (\[.*\]);/)[1]);
  const offline = swFiles.filter((/** @type {string} */ f) => f !== "./" && !requested.has(`/${f}`));
  const offlineGz = offline.reduce(
    (/** @type {number} */ a, /** @type {string} */ f) => a + gz(readFileSync(join(DIST, f))),
    0,
  );
  console.log(
    `fetched by the service worker alone (offline copies): ${offline.length} files, ${(offlineGz / KB).toFixed(1)} KB gzipped`,
  );
  console.log(`single file yotta.html: ${(single / KB).toFixed(1)} KB`);
  assert.ok(loaded.has("/yotta_page_bg.wasm"), "the first load includes the page's wasm");
  for (const f of LESSON_PARTS) assert.ok(!loaded.has(`/${f}`), `the first screen does not fetch the lesson's ${f}`);
  assert.ok(!loaded.has("/yotta_bg.wasm"), "the first screen does not fetch the full engine");
  // The heat map's looks (www/ui/heatmap.js) are a chunk of their own, fetched when it is first switched on.
  const heatChunk = readdirSync(join(DIST, "www", "chunks")).find((f) => f.startsWith("heatmap-"));
  assert.ok(heatChunk, "the heat map is a chunk of its own");
  assert.ok(!loaded.has(`/www/chunks/${heatChunk}`), "the first screen does not fetch the heat map");
  console.log(
    `heat map chunk: ${(gz(readFileSync(join(DIST, "www", "chunks", heatChunk))) / KB).toFixed(1)} KB gzipped`,
  );
  assert.ok(pageGz <= 110 * KB, `gzipped page's wasm ${pageGz} B > 110 KB`);
  assert.ok(wasmGz <= 200 * KB, `gzipped full wasm ${wasmGz} B > 200 KB`);
  assert.ok(total <= 250 * KB, `first load ${total} B > 250 KB`);
  assert.ok(single <= 690 * KB, `yotta.html ${single} B > 690 KB`);
});

/**
 * The modules a built module imports statically (`from"../chunks/…"`), as paths of dist/,
 * and theirs, transitively.
 * @param {string} path
 * @param {Set<string>} seen
 */
function staticImports(path, seen = new Set()) {
  const text = readFileSync(join(DIST, path), "utf8");
  for (const m of text.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
    const next = new URL(m[1], `file:///${path}`).pathname.slice(1);
    if (!seen.has(next)) {
      seen.add(next);
      staticImports(next, seen);
    }
  }
  return seen;
}

test("the lessons are chunks of their own, counted: the runner, each game's script and what they import", () => {
  // What the first screen loads statically (main.js and its chunk): a lesson's import of
  // them costs nothing more.
  const first = staticImports("www/main.js");
  first.add("www/main.js");
  /** @type {Map<string, number>} */
  const chunks = new Map();
  for (const part of LESSON_PARTS) {
    for (const f of [part, ...staticImports(part)]) if (!first.has(f)) chunks.set(f, gz(readFileSync(join(DIST, f))));
  }
  const total = [...chunks.values()].reduce((a, n) => a + n, 0);
  console.log(`lesson chunks: ${chunks.size} files, ${(total / KB).toFixed(1)} KB gzipped (besides each game's table)`);
  for (const [f, n] of [...chunks].sort((a, b) => b[1] - a[1]))
    console.log(`  ${(n / KB).toFixed(1).padStart(7)} KB  ${f}`);
  for (const part of LESSON_PARTS) assert.ok(chunks.has(part), `${part} is a chunk of its own, not in the first load`);
  // The runner and both scripts: a few kilobytes, loaded with the lesson only.
  assert.ok(total <= 16 * KB, `the lesson's chunks ${total} B > 16 KB gzipped`);
});

test("the trainer's code is its own chunks, loaded only when it is opened", async () => {
  const b = await launch();
  const origin = new URL(b.url).origin;
  /** @type {string[]} */
  let requested = [];
  b.page.on("response", (res) => {
    const url = new URL(res.url());
    if (url.origin === origin && !res.request().serviceWorker()) requested.push(url.pathname);
  });
  /** @type {string[]} */
  let first = [];
  try {
    await open(b.page, b.url);
    await b.page.waitForLoadState("networkidle");
    first = requested;
    requested = [];
    await b.page.click("[data-action=trainer][data-game=iota]");
    await b.page.waitForFunction(() => typeof window.yotta?.drill === "function" && window.yotta.drill().n === 1);
    await b.page.waitForLoadState("networkidle");
  } finally {
    await b.close();
  }
  const js = (/** @type {string[]} */ paths) => paths.filter((p) => p.endsWith(".js"));
  assert.ok(
    !first.some((p) => /\/train\/|drills-|trainer-screen-/.test(p)),
    `the first load fetches no trainer code: ${first}`,
  );
  assert.ok(requested.includes("/www/train/train.js"), `the trainer's chunk is fetched when it opens: ${requested}`);
  // What opening the trainer fetched, gzipped, for the record; the trainer's own
  // chunks (the frame, the screen, the Ётта drills) within a budget of their own.
  let own = 0;
  for (const path of js(requested)) {
    const n = gz(readFileSync(join(DIST, path)));
    console.log(`  ${(n / KB).toFixed(1).padStart(7)} KB  ${path}`);
    if (/\/train\/|drills-|trainer-screen-/.test(path)) own += n;
  }
  console.log(`the trainer's own chunks: ${(own / KB).toFixed(1)} KB gzipped`);
  assert.ok(own > 0 && own <= 12 * KB, `the trainer's chunks ${own} B > 12 KB`);
});
