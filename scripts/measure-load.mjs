// Measures the time from navigation to interactive (body[data-ready="1"]) in
// Debian's Chromium on this machine: the site served locally (cold: a fresh profile
// each time, and warm: a reload with the service worker in control), and the single
// file opened from disk. Prints medians over RUNS (default 7). Needs `make dist`.
//
//   node scripts/measure-load.mjs [runs]
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { launch, DIST } from "../tests/e2e/lib.mjs";

const RUNS = Number(process.argv[2] ?? 7);

/** Milliseconds from navigation start to data-ready, read inside the page. */
async function readyAt(page) {
  await page.waitForSelector("body[data-ready='1']", { timeout: 30000 });
  return page.evaluate(() => /** @type {any} */ (window).__readyAt);
}

const WATCH = () => {
  new MutationObserver((_, obs) => {
    if (document.body?.dataset.ready === "1") {
      /** @type {any} */ (window).__readyAt = performance.now();
      obs.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = { cold: [], warm: [], file: [] };
for (let i = 0; i < RUNS; i++) {
  const b = await launch();
  await b.context.addInitScript(WATCH);
  await b.page.goto(b.url);
  results.cold.push(await readyAt(b.page));
  await b.page.evaluate(() => navigator.serviceWorker.ready);
  await b.page.reload();
  results.warm.push(await readyAt(b.page));
  await b.close();
  const f = await launch({ serve: false });
  await f.context.addInitScript(WATCH);
  await f.page.goto(pathToFileURL(join(DIST, "yotta.html")).href);
  results.file.push(await readyAt(f.page));
  await f.close();
}
for (const [k, xs] of Object.entries(results)) {
  console.log(
    `${k.padEnd(5)} median ${median(xs).toFixed(0)} ms  (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)}, ${xs.length} runs)`,
  );
}
