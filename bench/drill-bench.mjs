// How long the engine takes to make one drill of the trainer (iotaDrill, ottawaDrill:
// a seeded game played by the computer players to the level's move, then the question
// posed), in Node, on the release build (dist/ from `make dist`):
//
//   node bench/drill-bench.mjs [--seeds 40]
//
// For each kind, over `--seeds` seeds at levels 0 to 11 in turn: the median, the 95th
// percentile and the longest wall time of one call, results included. The trainer makes
// a drill on the page's main thread with the full engine (www/train/), so these are
// the pauses a person may feel between two drills.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const root = new URL("../", import.meta.url);
const args = process.argv.slice(2);
const seeds = Number(args[args.indexOf("--seeds") + 1]) || 40;
const api = await import(new URL("dist/yotta.js", root).href);
api.initSync({ module: readFileSync(new URL("dist/yotta_bg.wasm", root)) });

/** @param {(seed: string, level: number) => { ok: boolean }} make */
function measure(make) {
  for (let s = 0; s < 5; s++) make(`warm-${s}`, s);
  const times = [];
  for (let s = 0; s < seeds; s++) {
    const t0 = performance.now();
    const r = make(`bench-${s}`, s % 12);
    times.push(performance.now() - t0);
    if (!r.ok) throw new Error(JSON.stringify(r));
  }
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`;
}

for (const kind of ["fits", "best", "lot", "dead"])
  console.log(`iotaDrill ${kind.padEnd(5)} ${measure((seed, level) => api.iotaDrill(kind, seed, level))}`);
console.log(`ottawaDrill      ${measure((seed, level) => api.ottawaDrill(seed, level))}`);
