// Time of the heat map (iotaHeat) on the 40 reference positions of
// bench/data/iota-peer-positions.json, in Node on the release build (`make dist`), with
// iotaPlays beside it (what a heat map worked out from the plays would cost at least):
//
//   node bench/heat-times.mjs [--reps 200]
//
// Prints each position's median time (CPU, process.cpuUsage) and the median and p95
// over the positions, in milliseconds. A person's turn asks for one heat map.
import { readFileSync } from "node:fs";
import { readPosition } from "../www/ui/notation.js";

const root = new URL("../", import.meta.url);
const args = process.argv.slice(2);
const reps = Number(args[args.indexOf("--reps") + 1]) || 200;
const api = await import(new URL("dist/yotta.js", root).href);
api.initSync({ module: readFileSync(new URL("dist/yotta_bg.wasm", root)) });
const data = JSON.parse(readFileSync(new URL("bench/data/iota-peer-positions.json", root), "utf8"));

/** A position text of the data, read by the page's own reader (www/ui/notation.js). */
const placements = (/** @type {string} */ text) => {
  const r = readPosition(text);
  if (!r.ok) throw new Error(`not a position: ${text}`);
  return r.value;
};

/** The median CPU time of `fn`, in ms, over `reps` calls after as many to warm up. */
function median(/** @type {() => unknown} */ fn) {
  for (let i = 0; i < reps; i++) fn();
  const times = [];
  for (let i = 0; i < reps; i++) {
    const t = process.cpuUsage();
    fn();
    const d = process.cpuUsage(t);
    times.push((d.user + d.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
const quantile = (/** @type {number[]} */ xs, /** @type {number} */ q) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

const heat = [];
const plays = [];
for (const p of data.positions) {
  const board = placements(p.board);
  const h = median(() => api.iotaHeat(board, p.hand));
  const q = median(() => api.iotaPlays(board, p.hand));
  heat.push(h);
  plays.push(q);
  console.log(`${p.id.padEnd(18)} wilds ${p.wildsInHand}  heat ${h.toFixed(3)} ms  plays ${q.toFixed(3)} ms`);
}
console.log(
  `iotaHeat: median ${quantile(heat, 0.5).toFixed(3)} ms, p95 ${quantile(heat, 0.95).toFixed(3)} ms, max ${Math.max(...heat).toFixed(3)} ms`,
);
console.log(
  `iotaPlays: median ${quantile(plays, 0.5).toFixed(3)} ms, p95 ${quantile(plays, 0.95).toFixed(3)} ms, max ${Math.max(...plays).toFixed(3)} ms`,
);
