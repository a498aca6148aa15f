// What the review and the puzzle of the day cost through the JS API in Node (the
// shipped wasm, dist/ from `make dist`):
// - `iotaDailyPuzzle` for every day of a year (the page makes one per visit): ms
//   p50/p95/max, and how many days met every criterion of src/iota/puzzle.rs;
// - `iotaBestTurn` for every turn of seeded 2-player games played by `hint("medium")`
//   (the review asks it once per own turn): ms p50/p95/max and the total per game.
//
//   node bench/review-times.mjs [year]
import { readFileSync } from "node:fs";
import { initSync, IotaGame, iotaDailyPuzzle, iotaBestTurn } from "../dist/yotta.js";

initSync({ module: readFileSync(new URL("../dist/yotta_bg.wasm", import.meta.url)) });
const year = Number(process.argv[2] ?? 2027);

/** @param {number[]} xs */
function summary(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (/** @type {number} */ p) => s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(2);
  return `p50 ${q(0.5)}, p95 ${q(0.95)}, max ${s.at(-1).toFixed(2)}`;
}

const times = [];
let kept = 0;
let margin = 0;
const d = new Date(Date.UTC(year, 0, 1));
for (; d.getUTCFullYear() === year; d.setUTCDate(d.getUTCDate() + 1)) {
  const date = d.toISOString().slice(0, 10);
  const t = performance.now();
  const p = iotaDailyPuzzle(date);
  times.push(performance.now() - t);
  if (!p.ok) throw new Error(`${date}: ${JSON.stringify(p)}`);
  margin += p.best - p.obvious;
  if (p.best >= 16 && p.best >= p.obvious + 8 && 2 * p.best >= 3 * p.obvious && p.ties <= 2) kept++;
}
console.log(
  `iotaDailyPuzzle, ${times.length} days of ${year}: ms ${summary(times)}; every criterion met on ${kept} days; best beats the obvious play by ${(margin / times.length).toFixed(1)} points on average`,
);

const best = [];
const perGame = [];
for (let seed = 1; seed <= 20; seed++) {
  const g = new IotaGame({ players: 2, seed: `review-bench-${seed}` });
  let total = 0;
  for (let k = 0; k < 300 && !g.view().over; k++) {
    const v = g.view();
    const t = performance.now();
    iotaBestTurn(v.board, v.hand, { pileEmpty: v.pile === 0 });
    const ms = performance.now() - t;
    best.push(ms);
    total += ms;
    g.play(g.hint("medium").move);
  }
  perGame.push(total / 2);
}
console.log(
  `iotaBestTurn, ${best.length} turns of 20 games: ms ${summary(best)}; one seat's review of a whole game: ms ${summary(perGame)}`,
);
