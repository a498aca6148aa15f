// A long session in one tab: 50 Ётта games between computers (`humans=0`), at the
// fastest pace (reduced motion: a computer's move is shown for 60 ms), each after the
// first started with the end screen's Rematch button clicked with the mouse. The page's
// JS heap after garbage collection (Chromium's DevTools protocol: HeapProfiler.collectGarbage,
// then Runtime.getHeapUsage) at the end is less than 1.5 times what it was after game 5:
// tables, match loops, the statistics' followers and their listeners are let go. The
// figures are printed for BENCHMARKS.md.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open } from "./lib.mjs";

const GAMES = 50;

test(`long session: ${GAMES} computer games started by Rematch; the heap after GC at the end < 1.5 × after game 5`, {
  timeout: 1_800_000,
}, async () => {
  const b = await launch({ reducedMotion: "reduce" });
  const p = b.page;
  try {
    const cdp = await p.context().newCDPSession(p);
    const heap = async () => {
      await cdp.send("HeapProfiler.collectGarbage");
      await cdp.send("HeapProfiler.collectGarbage");
      return (await cdp.send("Runtime.getHeapUsage")).usedSize;
    };
    await open(p, `${b.url}?game=iota&players=2&humans=0&ai=easy&shortGame=1&seed=long-1&lang=en`);
    /** @type {number[]} */
    const sizes = [];
    let at5 = 0;
    const started = Date.now();
    for (let n = 1; n <= GAMES; n++) {
      await p.waitForFunction(() => window.yotta.state().view?.over === true, null, { timeout: 180000 });
      if (n === 5 || n % 10 === 0) {
        const used = await heap();
        sizes.push(used);
        if (n === 5) at5 = used;
        console.log(
          `after game ${n}: heap ${(used / 1024 / 1024).toFixed(2)} MB, ${Math.round((Date.now() - started) / 1000)} s`,
        );
      }
      if (n === GAMES) break;
      await p.click("[data-action=rematch]");
      await p.waitForFunction(() => window.yotta.state().view?.over === false, null, { timeout: 30000 });
    }
    const end = sizes.at(-1) ?? 0;
    console.log(`heap after game 5: ${at5} B; after game ${GAMES}: ${end} B; ratio ${(end / at5).toFixed(3)}`);
    assert.ok(end < 1.5 * at5, `the heap grew from ${at5} B after game 5 to ${end} B after game ${GAMES}`);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
