// The seats' drivers (www/seats/drivers.js): a person's move reaches the turn loop and
// its result comes back; an answer for a position that is gone is dropped, never
// played; every seat kind gets its driver, and an unknown kind is refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Turns, humanDriver, createDrivers, isAbort } from "../../www/seats/drivers.js";

const request = (seat = 0) => ({ game: /** @type {const} */ ("iota"), seat, view: () => ({}), save: () => "save" });

/**
 * A Thinker whose answers the test releases by hand. With `heedsAbort: false` it
 * ignores the abort signal: its answer still comes (one already on its way when the
 * position changed).
 */
function manualThinker({ heedsAbort = true } = {}) {
  /** @type {{ req: any, resolve: (r: any) => void }[]} */
  const asked = [];
  return {
    asked,
    mode: () => /** @type {const} */ ("worker"),
    ready: Promise.resolve(/** @type {const} */ ("worker")),
    stats: () => ({ worker: asked.length, main: 0 }),
    /** @param {any} req @param {AbortSignal} [signal] */
    decide(req, signal) {
      return new Promise((resolve, reject) => {
        asked.push({ req, resolve });
        if (heedsAbort) signal?.addEventListener("abort", () => reject(new DOMException("gone", "AbortError")));
      });
    },
  };
}

test("a person's move goes to the loop, and the loop's result comes back to the person", async () => {
  const turns = new Turns();
  const human = humanDriver();
  assert.equal(human.submit({ pass: true }), null, "no move is taken before the loop asks");
  const asked = turns.ask(human, request());
  assert.ok(human.waiting());
  const result = human.submit({ pass: true });
  assert.ok(result instanceof Promise);
  assert.equal(human.submit({ pass: true }), null, "a second move while the first is on its way is not taken");
  assert.deepEqual(await asked, { pass: true });
  human.done?.({ ok: true, score: 0 });
  assert.deepEqual(await result, { ok: true, score: 0 });
});

for (const heedsAbort of [true, false])
  test(`a computer's answer for a position that is gone is dropped (${heedsAbort ? "the thinker stops" : "the answer comes anyway"})`, async () => {
    const think = manualThinker({ heedsAbort });
    const [computer] = createDrivers([{ kind: "ai", level: "hard", name: "C" }], { think });
    assert.equal(computer.kind, "computer");
    const turns = new Turns();
    const asked = turns.ask(computer, request());
    assert.equal(think.asked.length, 1);
    assert.equal(think.asked[0].req.level, "hard");
    assert.equal(think.asked[0].req.save, "save");
    // A takeback (or leaving the table) before the answer comes:
    turns.next();
    think.asked[0].resolve({ ok: true, move: { pass: true } });
    assert.equal(await asked, null, "the stale answer is not handed to the table");
    // The next position's question is answered normally.
    const again = turns.ask(computer, request());
    think.asked[1].resolve({ ok: true, move: { trade: ["1RC"] } });
    assert.deepEqual(await again, { trade: ["1RC"] });
  });

test("a person's pending turn is cancelled when the position changes", async () => {
  const turns = new Turns();
  const human = humanDriver();
  const asked = turns.ask(human, request());
  turns.close();
  assert.equal(await asked, null);
  assert.equal(human.waiting(), false);
  assert.equal(human.submit({ pass: true }), null);
  // The driver itself rejects with an AbortError.
  const c = new AbortController();
  const p = human.move({ ...request(), position: 0 }, { signal: c.signal });
  c.abort();
  await assert.rejects(p, (e) => isAbort(e));
});

test("a computer player that finds no move is an error, not a move", async () => {
  const think = manualThinker();
  const [computer] = createDrivers([{ kind: "ai", level: "easy", name: "C" }], { think });
  const turns = new Turns();
  const asked = turns.ask(computer, request());
  think.asked[0].resolve({ ok: false, error: { code: "internal", message: "no move" } });
  await assert.rejects(asked, /no move/);
});

test("each seat kind has its driver; a new kind can be registered; an unknown kind is refused", () => {
  const think = manualThinker();
  const kinds = createDrivers(
    [
      { kind: "human", level: "easy", name: "A" },
      { kind: "ai", level: "medium", name: "B" },
    ],
    { think },
  ).map((d) => d.kind);
  assert.deepEqual(kinds, ["human", "computer"]);
  assert.throws(
    () => createDrivers([{ kind: /** @type {any} */ ("elsewhere"), level: "easy", name: "C" }], { think }),
    /bad-seat/,
  );
  // Other kinds come with the config (`driverFactories`), for that table only: nothing is registered.
  const elsewhere = { elsewhere: () => ({ kind: "remote", move: () => new Promise(() => {}), dispose() {} }) };
  assert.equal(
    createDrivers([{ kind: /** @type {any} */ ("elsewhere"), level: "easy", name: "C" }], { think }, elsewhere)[0].kind,
    "remote",
  );
  assert.throws(
    () => createDrivers([{ kind: /** @type {any} */ ("elsewhere"), level: "easy", name: "C" }], { think }),
    /bad-seat/,
    "a kind given to one table is not left behind for the next",
  );
});
