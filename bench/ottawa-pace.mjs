// How long a person playing Оттава against computer players waits for them, per round.
//
//   node bench/ottawa-pace.mjs [--levels easy,medium,hard] [--players 2-7] [--rounds 30]
//       [--hard-rounds N] [--pace normal|relaxed|fast|seed|flat] [--seed S] [--must-draw]
//
// --hard-rounds N plays N rounds (instead of --rounds) for the slow levels, hard and
// expert. Rounds are played through the engine by examples/ottawa_pace.rs (built here with
// `cargo build --release`): seat 0 is the person (played by the medium player; their own
// time is not counted), every other seat the computer level. Each computer turn is then
// timed as the table shows it:
//   normal, relaxed, fast  www/ottawa/pacing.js at that speed setting (the table's own
//                          pacing: a turn that ends in a pass is one short motion);
//   seed                   the table before that module: every move its own think pause
//                          (520 ms) plus its animation (play 420, draw 360, pass 550);
//   flat                   0.9 s per move, 1.6 s per pass.
// Printed per level and table size: the median, 90th percentile and worst of the
// computers' time per round, the median number of moves per round and the share of
// blocked rounds (O8). Exits 1 if a figure misses the targets (median ≤ 20 s, 90th
// percentile ≤ 60 s) at the normal speed. Several paces may be given (--pace seed,normal):
// the same rounds are timed with each.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { turnTime, SPEEDS } from "../www/ottawa/pacing.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const opts = {
  levels: "easy,medium,hard",
  players: "2-7",
  rounds: 30,
  hardRounds: 0,
  pace: "normal",
  seed: 1,
  mustDraw: false,
};
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  const next = () => process.argv[++i];
  if (a === "--levels") opts.levels = next();
  else if (a === "--players") opts.players = next();
  else if (a === "--rounds") opts.rounds = Number(next());
  else if (a === "--hard-rounds") opts.hardRounds = Number(next());
  else if (a === "--pace") opts.pace = next();
  else if (a === "--seed") opts.seed = Number(next());
  else if (a === "--must-draw") opts.mustDraw = true;
  else {
    console.error(`unknown argument ${a}`);
    process.exit(2);
  }
}

/** @param {string} shape @returns {number} ms */
function seedTime(shape) {
  let ms = 0;
  for (const c of shape.toLowerCase()) ms += 520 + (c === "p" ? 420 : c === "d" ? 360 : 550);
  return ms;
}
/** @param {string} shape @returns {number} ms */
function flatTime(shape) {
  let ms = 0;
  for (const c of shape) ms += c === "x" ? 1600 : 900;
  return ms;
}
/** @param {string} pace @returns {((shape: string) => number) | null} */
const timing = (pace) =>
  pace === "seed"
    ? seedTime
    : pace === "flat"
      ? flatTime
      : SPEEDS.includes(/** @type {any} */ (pace))
        ? (s) => turnTime(s, /** @type {any} */ (pace))
        : null;
const paces = opts.pace.split(",");
for (const pace of paces) {
  if (!timing(pace)) {
    console.error(`unknown pace ${pace}`);
    process.exit(2);
  }
}

const build = spawnSync("cargo", ["build", "--release", "--quiet", "--example", "ottawa_pace"], {
  cwd: root,
  stdio: "inherit",
});
if (build.status !== 0) process.exit(1);
const exe = path.join(process.env.CARGO_TARGET_DIR ?? path.join(root, "target"), "release", "examples", "ottawa_pace");

/** @param {number[]} sorted @param {number} q 0..1 nearest rank */
const rank = (sorted, q) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
/** @param {number[]} sorted */
const median = (sorted) => {
  const n = sorted.length;
  return n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
};
const secs = (/** @type {number} */ ms) => `${Math.round(ms / 1000).toLocaleString("en")} s`;

const [lo, hi] = opts.players.split("-").map(Number);
const sizes = [];
for (let p = lo; p <= (hi ?? lo); p++) sizes.push(p);
let missed = 0;
/** @type {Map<string, string[]>} rows of the table of each pace */
const rows = new Map(paces.map((p) => [p, []]));
for (const level of opts.levels.split(",")) {
  for (const p of sizes) {
    const rounds = (level === "hard" || level === "expert") && opts.hardRounds ? opts.hardRounds : opts.rounds;
    const args = [level, "--players", String(p), "--rounds", String(rounds), "--seed", String(opts.seed)];
    if (opts.mustDraw) args.push("--must-draw");
    const run = spawnSync("nice", ["-n", "10", exe, ...args], { encoding: "utf8", maxBuffer: 1 << 30 });
    if (run.status !== 0) {
      console.error(run.stderr);
      process.exit(1);
    }
    const rounds_ = run.stdout
      .split("\n")
      .filter((l) => l.startsWith("round "))
      .map((l) => l.split(" "));
    const moves = rounds_.map((f) => Number(f[4])).sort((a, b) => a - b);
    const blocked = rounds_.filter((f) => f[5] === "1").length;
    const capped = rounds_.filter((f) => f[5] === "cap").length;
    const cap = capped ? ` (${capped} cut off)` : "";
    for (const pace of paces) {
      const timeOf = /** @type {(shape: string) => number} */ (timing(pace));
      const times = rounds_
        .map((f) => f.slice(6).reduce((ms, shape) => ms + (shape ? timeOf(shape) : 0), 0))
        .sort((a, b) => a - b);
      const med = median(times);
      const p90 = rank(times, 0.9);
      const miss = pace === "normal" && (med > 20_000 || p90 > 60_000);
      if (miss) missed++;
      /** @type {string[]} */ (rows.get(pace)).push(
        `| ${p} vs ${level} | ${times.length} | ${secs(med)} | ${secs(p90)} | ${secs(times[times.length - 1])} | ${median(moves)}${cap} | ${Math.round((100 * blocked) / times.length)} % |${miss ? " **missed**" : ""}`,
      );
    }
  }
}
for (const pace of paces) {
  console.log(`\npace: ${pace}${opts.mustDraw ? ", mustDrawWhenStuck" : ""}; seeds from ${opts.seed}`);
  console.log("| table | rounds | median | 90th percentile | worst | moves (median) | blocked |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of /** @type {string[]} */ (rows.get(pace))) console.log(row);
}
if (missed) {
  console.log(`${missed} row(s) miss the targets at the normal speed (median ≤ 20 s, 90th percentile ≤ 60 s)`);
  process.exit(1);
}
