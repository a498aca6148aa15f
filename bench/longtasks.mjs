// The page's main-thread tasks during a game against hard computer players, for the
// record (tests/e2e/longtasks.test.mjs asserts the limits on the current build):
// Ётта against three hard players and Оттава against six, at full CPU speed and
// slowed 4× (DevTools' CPU throttling), a dozen of the person's turns each.
//
//   node bench/longtasks.mjs [dist-folder] [turns]
//
// Any build works (an older one for "before" figures); it must be a release build.
import { resolve } from "node:path";
import { loadavg } from "node:os";
import { launch } from "../tests/e2e/lib.mjs";
import { measureTurns, describe } from "../tests/e2e/longtasks.mjs";

const dir = resolve(process.argv[2] ?? "dist");
const turns = Number(process.argv[3] ?? 12);
for (const [game, players] of [
  ["iota", 4],
  ["ottawa", 7],
]) {
  for (const rate of [1, 4]) {
    const b = await launch({ dir });
    try {
      const f = await measureTurns(b, { game, players, rate, turns });
      console.log(`${describe(f)} (load average ${loadavg()[0].toFixed(1)})`);
    } finally {
      await b.close();
    }
  }
}
