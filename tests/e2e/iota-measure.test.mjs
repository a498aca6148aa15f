// Measurements of the page, printed for the record (never asserted: timings depend
// on the machine): time from navigation to interactive (`data-ready`), the worst
// main-thread task during a game against the hard computer player (longtask
// observer), and frame and draw times while dragging a card over a 60-card grid.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { waitForTurn, state } from "./iota-helpers.mjs";

const LONGTASKS = () => {
  window.__longtasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
};

/** Plays the person's turns with the engine's suggestion of `level` until `until()` holds. */
async function playUntil(page, level, until, maxTurns) {
  for (let turn = 0; turn < maxTurns; turn++) {
    await waitForTurn(page, 60000);
    if (await page.evaluate(until)) return true;
    const r = await page.evaluate((level) => window.yotta.play(window.yotta.suggest(level).move), level);
    assert.ok(r.ok, JSON.stringify(r));
  }
  return false;
}

test("measure: navigation to interactive", async () => {
  const figures = [];
  for (const [name, query] of [["menu", ""], ["game", "?game=iota&players=2&seed=m-1&ai=easy"]]) {
    for (let run = 0; run < 3; run++) {
      const b = await launch();
      try {
        await open(b.page, b.url + query);
        const ms = await b.page.evaluate(() => {
          const mark = performance.getEntriesByName("yotta-ready")[0];
          return { ready: mark.startTime, boot: mark.detail.bootMs };
        });
        figures.push({ name, run, ...ms });
        assert.deepEqual(b.problems, []);
      } finally {
        await b.close();
      }
    }
  }
  for (const f of figures)
    console.log(`interactive (${f.name}, run ${f.run}): ${f.ready.toFixed(0)} ms from navigation; engine + shell ${f.boot.toFixed(0)} ms`);
});

test("measure: worst main-thread task in a game against the hard computer", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await p.addInitScript(LONGTASKS);
    await open(p, `${b.url}?game=iota&players=4&seed=long-1&ai=hard`);
    await playUntil(p, "easy", () => false, 5);
    await waitForTurn(p);
    // Tasks before the page is interactive (compiling the engine) are the load's, not the game's.
    const { tasks, ready } = await p.evaluate(() => ({
      tasks: window.__longtasks,
      ready: performance.getEntriesByName("yotta-ready")[0].startTime,
    }));
    const during = tasks.filter((t) => t.start >= ready);
    const worst = during.reduce((a, t) => Math.max(a, t.duration), 0);
    const loading = tasks.filter((t) => t.start < ready).reduce((a, t) => Math.max(a, t.duration), 0);
    const moves = (await state(p)).view.board.length;
    const draw = await p.evaluate(() => window.yotta.drawStats());
    const load = (await import("node:os")).loadavg()[0];
    console.log(
      `grid redraws in that game: ${draw.draws}, ${(draw.totalMs / Math.max(1, draw.draws)).toFixed(2)} ms mean, ${draw.maxMs.toFixed(1)} ms worst (machine load average ${load.toFixed(1)})`,
    );
    console.log(
      `long tasks (>50 ms) during 5 rounds against three hard players: ${during.length}; worst ${worst.toFixed(0)} ms; ` +
        `grid ${moves} cards (while loading: worst ${loading.toFixed(0)} ms, compiling the engine)`,
    );
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("measure: frame time while dragging over a 60-card grid", async () => {
  const b = await launch({ deviceScaleFactor: 2 });
  const p = b.page;
  try {
    await p.emulateMedia({ reducedMotion: "reduce" });
    await open(p, `${b.url}?game=iota&players=2&seed=grid-1&ai=easy`);
    const reached = await playUntil(p, "easy", () => window.yotta.state().view.board.length >= 60, 60);
    const s = await state(p);
    assert.ok(reached && s.view.board.length >= 60 && s.view.hand.length > 0, `grid of ${s.view.board.length}`);
    const box = await (await p.$(".iota-stage canvas")).boundingBox();
    const from = await p.evaluate(() => window.yotta.handCardCenter(0));
    await p.evaluate(() => {
      window.yotta.drawStats(true);
      window.__frames = [];
      const tick = (t) => {
        window.__frames.push(t);
        if (window.__framing) requestAnimationFrame(tick);
      };
      window.__framing = true;
      requestAnimationFrame(tick);
    });
    await p.mouse.move(from.x, from.y);
    await p.mouse.down();
    // A slow figure-of-eight over the grid: 240 pointer moves.
    for (let i = 0; i < 240; i++) {
      const a = (i / 240) * Math.PI * 2;
      await p.mouse.move(box.x + box.width * (0.5 + 0.35 * Math.sin(a)), box.y + box.height * (0.5 + 0.3 * Math.sin(2 * a)));
    }
    const figures = await p.evaluate(() => {
      window.__framing = false;
      const f = window.__frames;
      const d = f.slice(1).map((t, i) => t - f[i]).sort((a, b) => a - b);
      const stats = window.yotta.drawStats();
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
    await shot(p, "iota-measure-drag-60");
    await p.mouse.up();
    console.log(
      `dragging over a ${s.view.board.length}-card grid: ${figures.frames} frames, frame interval median ${figures.median.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms; ` +
        `${figures.draws} redraws, ${figures.drawMean.toFixed(2)} ms mean, ${figures.drawMax.toFixed(2)} ms worst`,
    );
    assert.ok(figures.draws > 10, "the grid was redrawn while dragging");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
