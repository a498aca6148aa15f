// Two builds of the engine side by side in one Node process: `iotaPlays` (every legal
// play of a hand, sorted, returned as JS objects) on the 40 reference positions of
// bench/data/iota-peer-positions.json, the calls of the two builds interleaved, so that
// both meet the same load on a busy machine.
//
//   node bench/movegen-vs.mjs OLD_DIST NEW_DIST [--rounds 60] [--batch 10] [--warmup 100] [--json]
//   node bench/movegen-vs.mjs OLD_DIST NEW_DIST --expert 60 [--level expert]
//   node bench/movegen-vs.mjs OLD_DIST NEW_DIST --page
//
// OLD_DIST and NEW_DIST are folders holding a release build's yotta.js and
// yotta_bg.wasm (`trunk build index.html --release` writes them to dist/); with --page,
// the page's engine of each folder that has one (yotta_page.js, yotta_page_bg.wasm:
// built for size) instead, and the full engine of a folder from before the engine was
// built twice (its only build, also built for size). Each
// round times a batch of calls on every position, build by build, the order of the
// two builds alternating from one position and one round to the next. A sample is the
// process's CPU time (process.cpuUsage) of one batch divided by its calls; wall-clock
// time is printed too. Per group of positions (wilds in hand, wilds on the grid) the
// script prints the median and 95th percentile of the samples of each build and the
// ratio old ÷ new (above 1: the new build is faster). Before timing it checks that both
// builds return the very same plays, in the same order, for every position.
//
// With --expert N it times N decisions of the computer player (`hint(level)`, expert by
// default) instead: seeded two-player Ётта games (seed 1, 2, …) played by the hinted
// moves, the same game in both builds, each decision timed in one build then the other
// (the order alternating), and checks that both builds choose the same move.
import { readFileSync, existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";

const args = process.argv.slice(2);
const dirs = [];
const opts = { rounds: 60, batch: 10, warmup: 100, json: false, expert: 0, level: "expert", page: false };
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === "--json") opts.json = true;
  else if (a === "--page") opts.page = true;
  else if (a === "--level") opts.level = args[++i];
  else if (a.startsWith("--") && a.slice(2) in opts) opts[a.slice(2)] = Number(args[++i]);
  else dirs.push(a);
}
if (dirs.length !== 2) {
  console.error(
    "usage: node bench/movegen-vs.mjs OLD_DIST NEW_DIST [--rounds 60] [--batch 10] [--warmup 100] [--json] [--page] [--expert N]",
  );
  process.exit(2);
}
const { rounds, batch, warmup, json: asJson } = opts;

/** The engine of a build folder, its own module instance and wasm instance. */
async function load(dir) {
  const name = opts.page && existsSync(resolve(dir, "yotta_page.js")) ? "yotta_page" : "yotta";
  const js = resolve(dir, `${name}.js`);
  const wasm = resolve(dir, `${name}_bg.wasm`);
  for (const f of [js, wasm]) {
    if (!existsSync(f)) throw new Error(`${f} is missing (build with trunk build index.html --release)`);
  }
  // A query string makes two imports of files that might be the same path two modules.
  const api = await import(`${pathToFileURL(js).href}?build=${encodeURIComponent(dir)}`);
  api.initSync({ module: readFileSync(wasm) });
  return { dir: `${dir} (${name}_bg.wasm)`, api };
}

const builds = [await load(dirs[0]), await load(dirs[1])];

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

if (opts.expert > 0) {
  const cpu = [[], []];
  const wall = [[], []];
  let n = 0;
  for (let seed = 1; n < opts.expert; seed++) {
    const games = builds.map(({ api }) => new api.IotaGame({ players: 2, seed }));
    while (n < opts.expert && !games[0].view().over) {
      const moves = [null, null];
      const first = n % 2;
      for (const which of [first, 1 - first]) {
        const s = process.cpuUsage();
        const w = performance.now();
        const h = games[which].hint(opts.level);
        wall[which].push(performance.now() - w);
        const d = process.cpuUsage(s);
        cpu[which].push((d.user + d.system) / 1000);
        moves[which] = h;
      }
      if (JSON.stringify(moves[0]) !== JSON.stringify(moves[1])) {
        throw new Error(`seed ${seed}, decision ${n}: the two builds choose different moves`);
      }
      if (!moves[0].ok) break;
      for (const g of games) g.play(moves[0].move);
      n++;
    }
  }
  const f = (x) => x.toFixed(1).padStart(7);
  const row = (name, xs) => `${name}  p50 ${f(median(xs))}  p95 ${f(quantile(xs, 0.95))}  max ${f(Math.max(...xs))}`;
  console.log(`old ${builds[0].dir}\nnew ${builds[1].dir}`);
  console.log(`${opts.level} decisions (hint), ${n} in both builds, the same moves; CPU ms per decision:`);
  console.log(row("old", cpu[0]));
  console.log(row("new", cpu[1]));
  console.log(
    `ratio old ÷ new: p50 ${(median(cpu[0]) / median(cpu[1])).toFixed(2)}×, p95 ${(quantile(cpu[0], 0.95) / quantile(cpu[1], 0.95)).toFixed(2)}×`,
  );
  console.log(
    `wall clock ms p50/p95: old ${median(wall[0]).toFixed(1)}/${quantile(wall[0], 0.95).toFixed(1)}, new ${median(wall[1]).toFixed(1)}/${quantile(wall[1], 0.95).toFixed(1)}`,
  );
  process.exit(0);
}
const data = JSON.parse(readFileSync(new URL("data/iota-peer-positions.json", import.meta.url), "utf8"));

const placements = (text) =>
  text
    .split(" ")
    .filter(Boolean)
    .map((t) => {
      const [card, cell] = t.split("@");
      const [x, y] = cell.split(",").map(Number);
      return { card, x, y };
    });
const cases = data.positions.map((p) => ({
  id: p.id,
  group: `${p.wildsInHand} in hand, ${p.wildsOnBoard} on the grid`,
  board: placements(p.board),
  hand: p.hand,
  cpu: [[], []],
  wall: [[], []],
}));

// The same plays from both builds, in the same order.
for (const c of cases) {
  const [a, b] = builds.map(({ api }) => JSON.stringify(api.iotaPlays(c.board, c.hand)));
  if (a !== b) throw new Error(`${c.id}: the two builds return different plays`);
  const r = JSON.parse(a);
  if (!r.ok) throw new Error(`${c.id}: ${r.error.code}`);
  c.plays = r.count;
}

for (let i = 0; i < warmup; i++) {
  for (const c of cases) for (const { api } of builds) api.iotaPlays(c.board, c.hand);
}
for (let round = 0; round < rounds; round++) {
  cases.forEach((c, k) => {
    const first = (round + k) % 2;
    for (const which of [first, 1 - first]) {
      const { api } = builds[which];
      const s = process.cpuUsage();
      const w = performance.now();
      for (let i = 0; i < batch; i++) api.iotaPlays(c.board, c.hand);
      const wall = (performance.now() - w) / batch;
      const d = process.cpuUsage(s);
      c.cpu[which].push((d.user + d.system) / 1000 / batch);
      c.wall[which].push(wall);
    }
  });
}

const groups = [...new Set(cases.map((c) => c.group))].sort();
groups.push("all");
const rows = groups.map((g) => {
  const cs = cases.filter((c) => g === "all" || c.group === g);
  const pool = (which, key) => cs.flatMap((c) => c[key][which]);
  const stat = (which, key) => ({ p50: median(pool(which, key)), p95: quantile(pool(which, key), 0.95) });
  const old = stat(0, "cpu");
  const neu = stat(1, "cpu");
  const oldWall = stat(0, "wall");
  const newWall = stat(1, "wall");
  return {
    group: g,
    positions: cs.length,
    plays: median(cs.map((c) => c.plays)),
    old,
    new: neu,
    ratio: { p50: old.p50 / neu.p50, p95: old.p95 / neu.p95 },
    wall: { old: oldWall, new: newWall, ratio: oldWall.p50 / newWall.p50 },
  };
});

if (asJson) {
  console.log(JSON.stringify({ old: dirs[0], new: dirs[1], rounds, batch, rows }, null, 1));
} else {
  const f = (x) => x.toFixed(3).padStart(7);
  const r = (x) => `${x.toFixed(2)}×`.padStart(7);
  console.log(`old ${builds[0].dir}\nnew ${builds[1].dir}`);
  console.log(`iotaPlays, CPU ms per call (${rounds} rounds × ${batch} calls per position and build, interleaved)`);
  console.log(
    "wilds                     positions plays   old p50 old p95   new p50 new p95  ratio p50 p95   wall ratio",
  );
  for (const x of rows) {
    console.log(
      `${x.group.padEnd(26)}${String(x.positions).padStart(9)}${String(x.plays).padStart(6)}  ${f(x.old.p50)} ${f(x.old.p95)}   ${f(x.new.p50)} ${f(x.new.p95)}  ${r(x.ratio.p50)}${r(x.ratio.p95)}  ${r(x.wall.ratio)}`,
    );
  }
}
