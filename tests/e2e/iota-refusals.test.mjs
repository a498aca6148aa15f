// The Ётта table's turn loop refuses as the Оттава table's does (www/seats/match.js):
// a computer's move the engine refuses is a defect, reported in the console and
// replaced by a legal move of that seat, and the game goes on; the table never stops
// there. The table is mounted on the page with drivers whose every move is refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open } from "./lib.mjs";

test("iota: a computer's refused move is reported and replaced by a legal one; the game goes on", async () => {
  const b = await launch();
  const p = b.page;
  try {
    await open(p, b.url);
    const moved = await p.evaluate(async () => {
      const engine = await import(new URL("yotta.js", document.baseURI).href);
      await engine.default({ module_or_path: new URL("yotta_bg.wasm", document.baseURI) });
      const { mount } = await import(new URL("www/iota/table.js", document.baseURI).href);
      // Two computers whose every move is refused by the engine (a card no hand holds).
      const bad = () => ({
        kind: "computer",
        asked: 0,
        move: async () => ({ place: [{ card: "W", x: 40, y: 40 }] }),
        dispose() {},
      });
      const drivers = [bad(), bad()];
      const el = document.createElement("div");
      el.style.cssText = "position:fixed;inset:0";
      document.body.append(el);
      const table = mount(el, {
        engine,
        drivers,
        seats: [
          { kind: "ai", level: "easy", name: "A" },
          { kind: "ai", level: "easy", name: "B" },
        ],
        options: { shortGame: true },
        seed: "refusals",
        resume: null,
        t: (/** @type {string} */ k) => k,
        lang: "en",
        announce: () => {},
        handoff: () => Promise.resolve(),
        persist: () => {},
        onExit: () => {},
        onRematch: () => {},
      });
      const start = Date.now();
      // The table goes on: moves are played (each one a legal move instead of the refused one).
      while (Date.now() - start < 15000) {
        const v = table.state().view;
        if (v.last) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const v = table.state().view;
      table.destroy();
      return { last: v.last, scores: v.scores };
    });
    assert.ok(moved.last, `the game went on past the refused move: ${JSON.stringify(moved)}`);
    assert.ok(
      b.problems.some((x) => /refused/.test(x)),
      `the refused move is reported in the console: ${JSON.stringify(b.problems)}`,
    );
    assert.ok(
      b.problems.every((x) => /console error: .*(refused|found no move)/.test(x)),
      `nothing else went wrong: ${JSON.stringify(b.problems)}`,
    );
  } finally {
    await b.close();
  }
});
