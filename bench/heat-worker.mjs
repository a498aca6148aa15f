// The heat map's round trip through the engine's worker, as the Ётта table asks for it
// (www/iota/heat.js: `Thinker.ask("iotaHeat", …)`, the message to the worker, the full
// engine there, the answer back), in headless Chromium on the release build (`make
// dist`), on the 40 reference positions of bench/data/iota-peer-positions.json: a game
// against the computer is opened (its worker started and ready), and each position's
// heat map is asked through the table's controller (`window.yotta.heatOf`), `--reps`
// times after as many to warm up. Prints each position's median wall time and the
// median and p95 over the positions, in milliseconds (the page's clock,
// `performance.now()`, coarsened by the browser to 0.1 ms or so).
//
//   node bench/heat-worker.mjs [--reps 30]
import { readFileSync } from "node:fs";
import { launch, open } from "../tests/e2e/lib.mjs";
import { readPosition } from "../www/ui/notation.js";

const args = process.argv.slice(2);
const reps = Number(args[args.indexOf("--reps") + 1]) || 30;
const data = JSON.parse(readFileSync(new URL("data/iota-peer-positions.json", import.meta.url), "utf8"));
const positions = data.positions.map((/** @type {{ id: string, board: string, hand: string[] }} */ p) => {
  const r = readPosition(p.board);
  if (!r.ok) throw new Error(`not a position: ${p.board}`);
  return { id: p.id, board: r.value, hand: p.hand };
});

const b = await launch();
try {
  await open(b.page, `${b.url}?game=iota&players=2&seed=bench-heat&ai=easy&lang=en`);
  await b.page.waitForFunction(() => typeof window.yotta?.heatOf === "function");
  const times = await b.page.evaluate(
    async ([positions, reps]) => {
      const out = [];
      for (const p of positions) {
        for (let i = 0; i < reps; i++) await window.yotta.heatOf(p.board, p.hand);
        const ts = [];
        for (let i = 0; i < reps; i++) {
          const t = performance.now();
          const r = await window.yotta.heatOf(p.board, p.hand);
          ts.push(performance.now() - t);
          if (!r?.ok) throw new Error(`${p.id}: ${JSON.stringify(r)}`);
        }
        ts.sort((a, c) => a - c);
        out.push({ id: p.id, ms: ts[Math.floor(ts.length / 2)] });
      }
      return out;
    },
    [positions, reps],
  );
  for (const t of times) console.log(`${t.id.padEnd(18)} ${t.ms.toFixed(2)} ms`);
  const ms = times.map((t) => t.ms).sort((a, c) => a - c);
  const q = (/** @type {number} */ f) => ms[Math.min(ms.length - 1, Math.floor(f * ms.length))].toFixed(2);
  console.log(`heat map through the worker: median ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${ms.at(-1)?.toFixed(2)} ms`);
} finally {
  await b.close();
}
