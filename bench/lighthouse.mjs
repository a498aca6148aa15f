// Lighthouse on the release build, as a visitor on a phone would load it: dist/
// served on loopback the way GitHub Pages serves it (gzipped, cacheable for ten
// minutes; scripts/serve.mjs), audited with Lighthouse's mobile preset (simulated
// slow 4G and a 4× slower CPU) in the Chromium the browser tests drive (CHROMIUM or
// CHROME, else Debian's: tests/e2e/lib.mjs). Prints each run and the median run's
// figures. Needs `make dist`.
//
//   node bench/lighthouse.mjs [runs] [dist-folder]      (bench/lighthouse.sh runs it)
//
// Lighthouse is large, so it is not a development dependency: the first run installs
// it with npm into ~/.cache/yotta/lighthouse (YOTTA_TOOLS/lighthouse when set), never
// into node_modules/ and never from `make test`.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, mkdtempSync } from "node:fs";
import { homedir, tmpdir, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { serve } from "../scripts/serve.mjs";
import { CHROMIUM } from "../tests/e2e/lib.mjs";

const VERSION = "12.8.2";
const RUNS = Number(process.argv[2] ?? 3);
const DIST = resolve(process.argv[3] ?? join(import.meta.dirname, "..", "dist"));
const CACHE = join(process.env.YOTTA_TOOLS ?? join(homedir(), ".cache", "yotta"), "lighthouse");

if (!existsSync(join(DIST, "index.html"))) {
  console.error(`no build in ${DIST}: run make dist first`);
  process.exit(1);
}
const cli = join(CACHE, "node_modules", "lighthouse", "cli", "index.js");
const installed =
  existsSync(cli) &&
  JSON.parse(readFileSync(join(CACHE, "node_modules", "lighthouse", "package.json"), "utf8")).version === VERSION;
if (!installed) {
  console.log(`installing lighthouse ${VERSION} into ${CACHE} (once)`);
  mkdirSync(CACHE, { recursive: true });
  execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", CACHE, `lighthouse@${VERSION}`], {
    stdio: "inherit",
  });
}

/** Runs a command to its end. @param {string} cmd @param {string[]} args @param {any} opts */
function exec(cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, opts);
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${cmd} exited with ${code}`))));
  });
}

const server = await serve(DIST, 0, "/", { pages: true });
const out = mkdtempSync(join(tmpdir(), "yotta-lighthouse-"));
/** @type {any[]} */
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const path = join(out, `run-${i}.json`);
    // Asynchronously: the server answering Lighthouse's Chromium runs in this process.
    await exec(
      process.execPath,
      [
        cli,
        server.url,
        "--quiet",
        "--output=json",
        `--output-path=${path}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run`,
      ],
      { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CHROME_PATH: CHROMIUM } },
    );
    const r = JSON.parse(readFileSync(path, "utf8"));
    const a = r.audits;
    const run = {
      performance: Math.round(r.categories.performance.score * 100),
      accessibility: Math.round(r.categories.accessibility.score * 100),
      bestPractices: Math.round(r.categories["best-practices"].score * 100),
      seo: Math.round(r.categories.seo.score * 100),
      fcp: a["first-contentful-paint"].numericValue,
      lcp: a["largest-contentful-paint"].numericValue,
      tbt: a["total-blocking-time"].numericValue,
      si: a["speed-index"].numericValue,
      cls: a["cumulative-layout-shift"].numericValue,
      lcpElement: a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "",
      // The main thread's long tasks as Lighthouse simulates them (4× slower CPU):
      // where the blocking time goes.
      longTasks: (a["long-tasks"]?.details?.items ?? []).map(
        (/** @type {any} */ t) =>
          `${Math.round(t.duration)} ms at ${(t.startTime / 1000).toFixed(2)} s (${String(t.url).replace(server.url, "/")})`,
      ),
      failing: Object.values(r.categories)
        .flatMap((/** @type {any} */ c) =>
          c.auditRefs.map((/** @type {any} */ x) => ({ cat: c.id, id: x.id, weight: x.weight })),
        )
        .filter(
          (x) => x.weight > 0 && a[x.id] && a[x.id].score !== null && a[x.id].score < 1 && x.cat !== "performance",
        )
        .map((x) => `${x.cat}/${x.id}`),
    };
    runs.push(run);
    console.log(
      `run ${i + 1}: performance ${run.performance}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${run.tbt.toFixed(0)} ms, ` +
        `FCP ${(run.fcp / 1000).toFixed(2)} s, SI ${(run.si / 1000).toFixed(2)} s, CLS ${run.cls.toFixed(3)}; ` +
        `accessibility ${run.accessibility}, best practices ${run.bestPractices}, SEO ${run.seo}` +
        (run.failing.length ? `; not passing: ${run.failing.join(", ")}` : ""),
    );
  }
} finally {
  await server.close();
  rmSync(out, { recursive: true, force: true });
}
const byPerf = [...runs].sort((a, b) => a.performance - b.performance || b.tbt - a.tbt);
const m = byPerf[Math.floor(byPerf.length / 2)];
console.log(
  `median of ${runs.length} (lighthouse ${VERSION}, mobile preset, load average ${loadavg()[0].toFixed(1)}): ` +
    `performance ${m.performance}, LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${m.tbt.toFixed(0)} ms, ` +
    `FCP ${(m.fcp / 1000).toFixed(2)} s, SI ${(m.si / 1000).toFixed(2)} s, CLS ${m.cls.toFixed(3)}; ` +
    `accessibility ${m.accessibility}, best practices ${m.bestPractices}, SEO ${m.seo}`,
);
if (m.lcpElement) console.log(`largest contentful paint: ${m.lcpElement}`);
console.log(`long tasks of the median run: ${m.longTasks.length ? m.longTasks.join("; ") : "none"}`);
