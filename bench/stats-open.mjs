// How long opening the statistics takes with 1,000 finished games kept (docs/stats.md;
// BENCHMARKS.md "Statistics: opening the panel"): the release build (dist/ from `make
// dist`) in headless Chromium (tests/e2e/lib.mjs), storage holding the figures of 1,000
// games (both games, every kind of opponent, the 300 records kept and the rating's
// history); from the pointer's press on the menu's Statistics button to the frame after
// the panel is drawn (its charts included), measured in the page with performance.now().
// The first opening loads the panel's chunk; the others find it loaded.
//
//   node bench/stats-open.mjs [runs]
import { launch, open } from "../tests/e2e/lib.mjs";
import { emptyFigures, addGame, pairResults } from "../www/stats/figures.js";

const runs = Number(process.argv[2] ?? 15);
const f = emptyFigures();
const kinds = [["easy"], ["medium"], ["hard"], ["expert"], ["people"], ["remote"], ["easy", "hard"]];
for (let i = 0; i < 1000; i++) {
  const game = i % 4 ? "iota" : "ottawa";
  const opponents = kinds[i % kinds.length];
  const scores = [100 + ((i * 37) % 200), ...opponents.map((_, k) => 100 + ((i * 53 + k * 11) % 200))];
  const record = {
    at: Date.UTC(2026, 0, 1) + i * 3_600_000,
    game,
    seat: 0,
    opponents,
    score: scores[0],
    scores,
    won: scores[0] >= Math.max(...scores),
    lower: false,
    results: pairResults(scores, 0, false),
    rating: null,
    tally: game === "iota" ? { best: 20 + (i % 90), lots: i % 4, trades: i % 2 } : { best: 10 + (i % 40), rounds: 3 },
  };
  const rated = opponents.every((k) => k !== "people" && k !== "remote");
  addGame(f, record, `bench-${i}`, rated ? opponents.map(() => 1200) : null);
}
const text = JSON.stringify(f);
console.log(`figures of ${f.all.games} games: ${(text.length / 1024).toFixed(1)} KB kept, ${f.records.length} records`);

const b = await launch();
const p = b.page;
try {
  await p.addInitScript((t) => localStorage.setItem("yotta.stats", t), text);
  await open(p, b.url);
  const times = [];
  const cpu = [];
  // The page's main-thread time (Chromium's Performance metrics: TaskDuration, in s),
  // less disturbed than the wall clock when other work shares the machine.
  const cdp = await p.context().newCDPSession(p);
  await cdp.send("Performance.enable");
  const taskTime = async () =>
    (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration").value * 1000;
  for (let i = 0; i < runs; i++) {
    const t0 = await taskTime();
    await p.evaluate(() => {
      const btn = /** @type {HTMLElement} */ (document.querySelector("[data-action=stats]"));
      btn.addEventListener("pointerdown", () => (window.__t0 = performance.now()), { once: true, capture: true });
    });
    await p.click("[data-action=stats]");
    await p.waitForSelector("[data-role=stats] [data-role=scores-chart] canvas");
    const ms = await p.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - window.__t0))),
        ),
    );
    times.push(ms);
    cpu.push((await taskTime()) - t0);
    await p.click("[data-action=back]");
    await p.waitForSelector("[data-action=stats]");
  }
  const warm = times.slice(1).sort((a, b) => a - b);
  const q = (x) => warm[Math.min(warm.length - 1, Math.floor(x * warm.length))].toFixed(1);
  const warmCpu = cpu.slice(1).sort((a, b) => a - b);
  const c = (x) => warmCpu[Math.min(warmCpu.length - 1, Math.floor(x * warmCpu.length))].toFixed(1);
  console.log(
    `first opening (the panel's chunk loaded): ${times[0].toFixed(1)} ms, main thread ${cpu[0].toFixed(1)} ms`,
  );
  console.log(`then, ${warm.length} openings: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${warm.at(-1).toFixed(1)} ms`);
  console.log(`  main thread's task time: p50 ${c(0.5)} ms, p95 ${c(0.95)} ms`);
} finally {
  await b.close();
}
