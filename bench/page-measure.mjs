// Measurements of the Ётта table in Chromium, printed for the record (timings depend
// on the machine and its load: they are measured here, never asserted in a test):
// - the worst main-thread task (longtask observer) during five of the person's turns
//   against three `hard` computer players, after the page is interactive, and the
//   grid's redraw times in that game;
// - frame intervals and redraw times while a card is dragged in a slow figure of eight
//   over a grid of 60 cards or more.
// Needs `make dist` (it serves dist/ like the end-to-end tests). Navigation to
// interactive is measured by scripts/measure-load.mjs.
//
//   node bench/page-measure.mjs
import { loadavg } from "node:os";
import { launch, open, shot } from "../tests/e2e/lib.mjs";
import { waitForTurn, state, playTurns, openBigGrid } from "../tests/e2e/iota-helpers.mjs";

const LONGTASKS = () => {
  /** @type {any} */ (window).__longtasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      /** @type {any} */ (window).__longtasks.push({ start: e.startTime, duration: e.duration });
    }
  }).observe({ type: "longtask", buffered: true });
};

/** Fails the measurement loudly: a figure from a broken run would mislead. */
function check(ok, what) {
  if (!ok) throw new Error(`measurement not valid: ${what}`);
}

async function longTasksAgainstHard() {
  const b = await launch();
  const p = b.page;
  try {
    await p.addInitScript(LONGTASKS);
    await open(p, `${b.url}?game=iota&players=4&seed=long-1&ai=hard`);
    const { played } = await playTurns(p, "easy", 5);
    check(played === 5, `the person played ${played} turns of 5`);
    await waitForTurn(p, 60000);
    // Tasks before the page is interactive (compiling the engine) are the load's, not the game's.
    const { tasks, ready } = await p.evaluate(() => ({
      tasks: /** @type {any} */ (window).__longtasks,
      ready: performance.getEntriesByName("yotta-ready")[0].startTime,
    }));
    const during = tasks.filter((/** @type {any} */ t) => t.start >= ready);
    const worst = during.reduce((/** @type {number} */ a, /** @type {any} */ t) => Math.max(a, t.duration), 0);
    const loading = tasks
      .filter((/** @type {any} */ t) => t.start < ready)
      .reduce((/** @type {number} */ a, /** @type {any} */ t) => Math.max(a, t.duration), 0);
    const cards = (await state(p)).view.board.length;
    const draw = await p.evaluate(() => window.yotta.drawStats());
    check(b.problems.length === 0, b.problems.join("; "));
    console.log(
      `long tasks (>50 ms) during 5 turns against three hard players: ${during.length}; worst ${worst.toFixed(0)} ms; ` +
        `grid ${cards} cards (while loading: worst ${loading.toFixed(0)} ms, compiling the engine)`,
    );
    console.log(
      `grid redraws in that game: ${draw.draws}, ${(draw.totalMs / Math.max(1, draw.draws)).toFixed(2)} ms mean, ${draw.maxMs.toFixed(1)} ms worst`,
    );
  } finally {
    await b.close();
  }
}

async function dragOverABigGrid() {
  const b = await launch({ deviceScaleFactor: 2 });
  const p = b.page;
  try {
    const { s, box, from } = await openBigGrid(p, b.url);
    await p.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.yotta.drawStats(true);
      w.__frames = [];
      const tick = (/** @type {number} */ t) => {
        w.__frames.push(t);
        if (w.__framing) requestAnimationFrame(tick);
      };
      w.__framing = true;
      requestAnimationFrame(tick);
    });
    await p.mouse.move(from.x, from.y);
    await p.mouse.down();
    // A slow figure of eight over the grid: 240 pointer moves.
    for (let i = 0; i < 240; i++) {
      const a = (i / 240) * Math.PI * 2;
      await p.mouse.move(
        box.x + box.width * (0.5 + 0.35 * Math.sin(a)),
        box.y + box.height * (0.5 + 0.3 * Math.sin(2 * a)),
      );
    }
    const f = await p.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__framing = false;
      const t = w.__frames;
      const d = t
        .slice(1)
        .map((/** @type {number} */ x, /** @type {number} */ i) => x - t[i])
        .sort((/** @type {number} */ a, /** @type {number} */ b) => a - b);
      const stats = w.yotta.drawStats();
      return {
        frames: d.length,
        median: d[Math.floor(d.length / 2)],
        p95: d[Math.floor(d.length * 0.95)],
        max: d[d.length - 1],
        draws: stats.draws,
        drawMean: stats.totalMs / Math.max(1, stats.draws),
        drawMax: stats.maxMs,
      };
    });
    // The screenshot comes after the figures: taking one stalls frames.
    await shot(p, "bench-drag-60");
    await p.mouse.up();
    check(f.frames > 0 && f.draws > 0, "frames and redraws were counted");
    check(b.problems.length === 0, b.problems.join("; "));
    console.log(
      `dragging over a ${s.view.board.length}-card grid: ${f.frames} frames, frame interval median ${f.median.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(1)} ms; ` +
        `${f.draws} redraws, ${f.drawMean.toFixed(2)} ms mean, ${f.drawMax.toFixed(2)} ms worst`,
    );
  } finally {
    await b.close();
  }
}

console.log(`machine load average ${loadavg()[0].toFixed(1)}`);
await longTasksAgainstHard();
await dragOverABigGrid();
