// Cost of the JS API through the wasm boundary, in Node, on the release build
// (dist/yotta.js + dist/yotta_bg.wasm from `make dist`):
//
//   node bench/api-bench.mjs [--reps 400] [--runs 3] [--json]
//
// - iotaPlays on the 40 mid-game positions of bench/data/iota-peer-positions.json
//   (4-card hands with 0, 1 or 2 wilds), results included (the plays come back as JS
//   objects), compared with the peer engine's median best-move search time there;
// - iotaCheck of each position's best play;
// - IotaGame.view() and OttawaGame.view() in the middle of seeded games.
// Every figure is a median after a warm-up: `wall` times with performance.now(), `cpu`
// with process.cpuUsage() (the process's CPU time, less disturbed when other work
// shares the machine). Ratios against the peer use the CPU figure.
//
// iotaPlays is measured in `--runs` separate processes (see below); each position's
// main figure is its best process's median, and the median over processes is given
// too (`ratioVsPeerMedianProcess`).
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const root = new URL("../", import.meta.url);
const args = process.argv.slice(2);
const reps = Number(args[args.indexOf("--reps") + 1]) || 400;
const asJson = args.includes("--json");
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;
const warmup = Number(args[args.indexOf("--warmup") + 1]) || 200;

const api = await import(new URL("dist/yotta.js", root).href);
api.initSync({ module: readFileSync(new URL("dist/yotta_bg.wasm", root)) });
const data = JSON.parse(readFileSync(new URL("bench/data/iota-peer-positions.json", root), "utf8"));

const placements = (text) =>
  text
    .split(" ")
    .filter(Boolean)
    .map((t) => {
      const [card, cell] = t.split("@");
      const [x, y] = cell.split(",").map(Number);
      return { card, x, y };
    });

const med = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Median CPU time of one `fn()` call in milliseconds, over batches of calls. */
function cpuMedian(fn, calls = reps) {
  const batch = 20;
  const rounds = Math.max(5, Math.round(calls / batch));
  for (let i = 0; i < batch; i++) fn();
  const t = [];
  for (let r = 0; r < rounds; r++) {
    const s = process.cpuUsage();
    for (let i = 0; i < batch; i++) fn();
    const d = process.cpuUsage(s);
    t.push((d.user + d.system) / 1000 / batch);
  }
  return med(t);
}

// iotaPlays is timed in `runs` separate Node processes (this script with --child):
// the same build's speed differs from one process to the next by up to 1.6× on this
// machine, while plain JS reference loops in those processes time the same (V8 places
// and compiles the engine's code differently in each; BENCHMARKS.md). Within a
// process the timing is round-robin: each round times a batch of calls on every
// position in turn, and a position's figure is the median of its rounds.
const rounds = Math.max(9, Math.round(reps / 10));
const batch = 10;

function timePlays() {
  // Warm up on every position first, so V8's optimising tiers have compiled the glue,
  // the engine and the result building before anything is timed.
  for (let i = 0; i < warmup; i++) {
    for (const p of data.positions) api.iotaPlays(placements(p.board), p.hand);
  }
  const cases = data.positions.map((p) => ({ board: placements(p.board), hand: p.hand, cpu: [], wall: [] }));
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      const s = process.cpuUsage();
      const w = performance.now();
      for (let i = 0; i < batch; i++) api.iotaPlays(c.board, c.hand);
      c.wall.push((performance.now() - w) / batch);
      const d = process.cpuUsage(s);
      c.cpu.push((d.user + d.system) / 1000 / batch);
    }
  }
  return { cpu: cases.map((c) => med(c.cpu)), wall: cases.map((c) => med(c.wall)) };
}

if (args.includes("--child")) {
  console.log(JSON.stringify(timePlays()));
  process.exit(0);
}

const { execFileSync } = await import("node:child_process");
const { fileURLToPath } = await import("node:url");
const perRun = [];
for (let run = 0; run < runs; run++) {
  const out = execFileSync(
    process.execPath,
    [fileURLToPath(import.meta.url), "--child", "--reps", String(reps), "--warmup", String(warmup)],
    { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  );
  perRun.push(JSON.parse(out.trim().split("\n").pop()));
}
// Each process's own ratios show how far apart the processes were.
const runRatios = perRun.map(({ cpu }) => {
  const ratios = cpu.map((ms, i) => data.positions[i].peerSearchMsMedian / ms);
  return { min: Math.min(...ratios), median: med(ratios) };
});
const rows = data.positions.map((p, i) => {
  const board = placements(p.board);
  const r = api.iotaPlays(board, p.hand);
  if (!r.ok) throw new Error(`${p.id}: ${r.error.code}: ${r.error.message}`);
  const cpu = perRun.map((x) => x.cpu[i]);
  const playsMs = Math.min(...cpu);
  const playsMedianProcessMs = med(cpu);
  return {
    id: p.id,
    wilds: p.wildsInHand,
    plays: r.count,
    peerPlays: p.peerPlays,
    best: r.plays[0].score,
    peerBest: p.peerBestScore,
    playsMs,
    playsWallMs: Math.min(...perRun.map((x) => x.wall[i])),
    checkMs: cpuMedian(() => api.iotaCheck(board, r.plays[0].place)),
    peerMs: p.peerSearchMsMedian,
    ratio: p.peerSearchMsMedian / playsMs,
    playsMedianProcessMs,
    ratioMedianProcess: p.peerSearchMsMedian / playsMedianProcessMs,
  };
});

function midGame(make, advance) {
  const g = make();
  for (let i = 0; i < advance && !g.view().over; i++) {
    const h = g.hint("easy");
    if (!h.ok) break;
    g.play(h.move);
  }
  return g;
}
const iota = midGame(() => new api.IotaGame({ players: 2, seed: 2026 }), 20);
const ottawa = midGame(() => new api.OttawaGame({ players: 4, seed: 2026 }), 30);
const iotaViewMs = cpuMedian(() => iota.view(), reps * 5);
const ottawaViewMs = cpuMedian(() => ottawa.view(), reps * 5);
const iotaBoard = iota.view().board.length;

const byWilds = (w) => rows.filter((r) => r.wilds === w);
const summary = {
  positions: rows.length,
  iotaPlaysMedianCpuMs: Object.fromEntries([0, 1, 2].map((w) => [`wilds${w}`, med(byWilds(w).map((r) => r.playsMs))])),
  iotaPlaysMedianWallMs: Object.fromEntries(
    [0, 1, 2].map((w) => [`wilds${w}`, med(byWilds(w).map((r) => r.playsWallMs))]),
  ),
  iotaCheckMedianCpuMs: med(rows.map((r) => r.checkMs)),
  ratioVsPeer: { min: Math.min(...rows.map((r) => r.ratio)), median: med(rows.map((r) => r.ratio)) },
  ratioVsPeerWall: {
    min: Math.min(...rows.map((r) => r.peerMs / r.playsWallMs)),
    median: med(rows.map((r) => r.peerMs / r.playsWallMs)),
  },
  ratioVsPeerMedianProcess: {
    min: Math.min(...rows.map((r) => r.ratioMedianProcess)),
    median: med(rows.map((r) => r.ratioMedianProcess)),
  },
  ratioVsPeerEachProcess: runRatios,
  iotaViewCpuMs: iotaViewMs,
  iotaViewBoardCards: iotaBoard,
  ottawaViewCpuMs: ottawaViewMs,
};

if (asJson) {
  console.log(JSON.stringify({ summary, rows }, null, 1));
} else {
  const f = (x, d = 3) => x.toFixed(d).padStart(8);
  console.log("position               wilds plays peer  best peer  plays cpu ms  wall ms  check ms   peer ms   ratio");
  for (const r of rows) {
    console.log(
      `${r.id.padEnd(22)} ${String(r.wilds).padStart(5)} ${String(r.plays).padStart(5)} ${String(r.peerPlays).padStart(4)} ${String(r.best).padStart(5)} ${String(r.peerBest).padStart(4)} ${f(r.playsMs, 4)}  ${f(r.playsWallMs, 4)}  ${f(r.checkMs, 4)}  ${f(r.peerMs)} ${f(r.ratio, 1)}`,
    );
  }
  console.log("\nsummary:", JSON.stringify(summary, null, 1));
}
