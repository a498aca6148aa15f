// Decision times of the computer players through the JS API in Node (the shipped
// wasm, dist/ from `make dist`): seeded games played by `hint(level)` for about 40 s
// per game (default level `hard`); prints p50/p95/p99/max and how many decisions took
// over 100 ms (the page's budget for one main-thread task) and over 500 ms (the
// expert's budget in a worker). On a busy machine the process's CPU time per
// decision (also printed) is the steadier figure.
//
//   node bench/hint-times.mjs [seconds-per-game] [level] [iota|ottawa]
import { readFileSync } from "node:fs";
import { initSync, OttawaGame, IotaGame } from "../dist/yotta.js";

initSync({ module: readFileSync(new URL("../dist/yotta_bg.wasm", import.meta.url)) });
const budget = 1000 * Number(process.argv[2] ?? 40);
const level = process.argv[3] ?? "hard";
const only = process.argv[4];
const games = [
  ["ottawa, 3 players", (/** @type {number} */ s) => new OttawaGame({ players: 3, seed: s })],
  ["iota, 2 players", (/** @type {number} */ s) => new IotaGame({ players: 2, seed: s })],
];
for (const [name, make] of games.filter(([n]) => !only || n.startsWith(only))) {
  const times = [];
  const cpu = [];
  const start = Date.now();
  for (let seed = 1; Date.now() - start < budget; seed++) {
    const g = make(seed);
    for (let k = 0; k < 300; k++) {
      const v = g.view();
      if (v.over) break;
      if (v.roundOver) {
        g.nextRound();
        continue;
      }
      const t = performance.now();
      const c = process.cpuUsage();
      const h = g.hint(level);
      times.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
      if (!h.ok) break;
      g.play(h.move);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const at = (/** @type {number[]} */ xs, /** @type {number} */ p) =>
    xs[Math.min(xs.length - 1, Math.floor(p * xs.length))].toFixed(1);
  const q = (/** @type {number} */ p) => at(times, p);
  console.log(
    `${name}: ${times.length} ${level} decisions, ms p50 ${q(0.5)}, p95 ${q(0.95)}, p99 ${q(0.99)}, max ${times.at(-1).toFixed(1)}; ` +
      `over 100 ms: ${times.filter((t) => t > 100).length}, over 500 ms: ${times.filter((t) => t > 500).length}`,
  );
  console.log(
    `  CPU time per decision: ms p50 ${at(cpu, 0.5)}, p95 ${at(cpu, 0.95)}, p99 ${at(cpu, 0.99)}, max ${cpu.at(-1).toFixed(1)}`,
  );
}
