// The turn clock (www/seats/clock.js) in the match loop (www/seats/match.js) on the real
// engine (dist/yotta.js): a person's seat whose time runs out makes the least legal move
// (Ётта: pass, Y5b; Оттава: draw, then pass where that is legal, O5, else the card it
// must play), a person who moves in time is not hurried, three timeouts in a row are
// reported once, and a seat given to a computer is no longer timed. Time is Node's mock
// timers: the test moves the clock itself, nothing waits for real seconds.
import { test, mock } from "node:test";
import assert from "node:assert/strict";
import { loadSync } from "./support.mjs";
import { createMatch } from "../../www/seats/match.js";
import { humanDriver } from "../../www/seats/drivers.js";
import { createClock, leastMove, IDLE_TURNS } from "../../www/seats/clock.js";

const engine = await loadSync();

/** Lets every promise and task that is due run (the mocked timers move only when told). */
async function settle() {
  for (let i = 0; i < 20; i++) {
    mock.timers.tick(0);
    await new Promise((r) => setImmediate(r));
  }
}

/** Moves the mocked time on by `ms`, in steps, letting the loop run between them. @param {number} ms */
async function advance(ms) {
  for (let t = 0; t < ms; t += 250) {
    mock.timers.tick(Math.min(250, ms - t));
    await settle();
  }
}

/**
 * A test on Node's mocked timers (the helpers above tick the global `mock.timers`, so
 * the test's own `t.mock` would not do): enabled before `body`, reset after it, pass or fail.
 * @param {string} name @param {() => Promise<void>} body
 */
function timedTest(name, body) {
  test(name, async () => {
    mock.timers.enable({ apis: ["setTimeout", "setInterval"] });
    try {
      await body();
    } finally {
      mock.timers.reset();
    }
  });
}

/**
 * A match of people at one device, each seat with the clock of `seconds`.
 * @param {any} game @param {number} seconds @param {Partial<import("../../www/seats/clock.js").ClockOptions>} [more]
 */
function clocked(game, seconds, more = {}) {
  /** @type {any[]} */
  const turns = [];
  /** @type {number[]} */
  const idle = [];
  const clock = createClock({
    seconds,
    onTurn: (t) => turns.push(t),
    onIdle: (seat) => idle.push(seat),
    ...more,
  });
  const players = game.view().scores.length;
  const people = Array.from({ length: players }, (_, i) => clock.wrap(humanDriver(), i));
  const match = createMatch({ id: "test", game, drivers: people });
  /** @type {{ seat: number | null, move: any }[]} */
  const played = [];
  match.on("played", (seat, move) => played.push({ seat, move }));
  return { clock, match, people, played, turns, idle };
}

test("the least move is a draw, else a pass, else the first legal move; a pass where none are listed", () => {
  assert.deepEqual(leastMove({ legal: [{ card: "8C" }, { draw: true }] }), { draw: true });
  assert.deepEqual(leastMove({ legal: [{ card: "8C" }, { pass: true }] }), { pass: true });
  assert.deepEqual(leastMove({ legal: [{ card: "8C" }, { card: "9C" }] }), { card: "8C" });
  const iota = new engine.IotaGame({ players: 2, seed: 3 });
  assert.equal(iota.view().legal, undefined, "Ётта's view lists no legal moves");
  assert.deepEqual(leastMove(iota.view()), { pass: true });
});

timedTest("Ётта: a person who does nothing passes when the time is up, and the next seat's time begins", async () => {
  const game = new engine.IotaGame({ players: 2, seed: 11 });
  const first = game.view().toMove;
  const c = clocked(game, 5);
  c.match.start();
  await settle();
  assert.equal(c.turns.at(-1)?.seat, first, "the first seat's time runs");
  assert.equal(c.turns.at(-1)?.ms, 5000);
  await advance(4750);
  assert.deepEqual(c.played, [], "nothing is played before the time is up");
  await advance(500);
  assert.deepEqual(c.played, [{ seat: first, move: { pass: true } }], "at zero the seat passes (Y5b)");
  assert.equal(c.turns.at(-1)?.seat, 1 - first, "the other seat's time runs now");
  assert.deepEqual(c.clock.counts().total, { [first]: 1 });
  c.match.destroy();
});

timedTest("a person who moves in time is not hurried, and the count of timeouts in a row starts again", async () => {
  const game = new engine.IotaGame({ players: 2, seed: 12 });
  const c = clocked(game, 5);
  c.match.start();
  await settle();
  const a = /** @type {number} */ (game.view().toMove);
  await advance(5250);
  assert.equal(c.played.length, 1, "seat a timed out");
  // Seat b plays the engine's hint after 3 s: its move, not the clock's.
  await advance(3000);
  const b = 1 - a;
  const hint = game.hint("easy").move;
  const r = await Promise.all([c.match.offer(b, hint), settle()]);
  assert.equal(r[0].ok, true);
  assert.deepEqual(c.played[1], { seat: b, move: hint });
  assert.deepEqual(c.clock.counts().inARow, { [a]: 1, [b]: 0 });
  c.match.destroy();
});

timedTest("Оттава: at zero the seat draws, then passes at once where passing is legal (O5)", async () => {
  // Seat 0 holds no match for the 9D; the stock's top, 5H, is none either.
  const game = engine.OttawaGame.fromSetup({
    players: 2,
    hands: [
      ["2C", "KS"],
      ["AH", "2S"],
    ],
    stock: ["5H", "6H", "7H"],
    discard: ["9D"],
    dealer: 1,
    toMove: 0,
  });
  const c = clocked(game, 15);
  c.match.start();
  await settle();
  await advance(15000);
  assert.deepEqual(
    c.played.map((p) => p.move),
    [{ draw: true }, { pass: true }],
    "a draw, then a pass with no second wait",
  );
  assert.equal(c.turns.at(-1)?.seat, 1, "seat 1's time runs");
  assert.deepEqual(c.clock.counts().total, { 0: 1 }, "one turn timed out, not two");
  c.match.destroy();
});

timedTest("Оттава: a drawn card that matches must be played, and the clock plays it (never a refusal)", async () => {
  const game = engine.OttawaGame.fromSetup({
    players: 2,
    hands: [
      ["2C", "KS"],
      ["AH", "2S"],
    ],
    stock: ["9H", "6H"],
    discard: ["9D"],
    dealer: 1,
    toMove: 0,
  });
  const c = clocked(game, 15);
  /** @type {string[]} */
  const refused = [];
  c.match.on("refused", (_s, e) => refused.push(e.code));
  c.match.start();
  await settle();
  await advance(15000);
  assert.deepEqual(
    c.played.map((p) => p.move),
    [{ draw: true }, { card: "9H" }],
  );
  assert.deepEqual(refused, []);
  c.match.destroy();
});

timedTest("three timeouts in a row are reported once; the seat given to a computer is no longer timed", async () => {
  // Оттава: a timeout draws (then passes or plays), so idle seats never block the round.
  const game = new engine.OttawaGame({ players: 2, seed: 5 });
  const c = clocked(game, 5);
  const lazy = /** @type {number} */ (game.view().toMove);
  c.match.start();
  await settle();
  // Both seats do nothing: each times out on each of its turns.
  for (let i = 0; i < 2 * IDLE_TURNS - 2; i++) await advance(5000);
  assert.deepEqual(c.idle, [], "two timeouts in a row each: not idle yet");
  await advance(5000);
  assert.deepEqual(c.idle, [lazy], "the seat that timed out three turns in a row, once");
  // That seat goes to a computer player: from its next question on, it is not timed.
  /** @type {number[]} */
  const asked = [];
  c.clock.replace(lazy, {
    kind: "computer",
    move: async (/** @type {any} */ request) => {
      asked.push(request.seat);
      return leastMove(request.view());
    },
    dispose() {},
  });
  assert.equal(c.people[lazy].kind, "computer", "the loop sees a computer's seat");
  await advance(5000);
  assert.deepEqual(c.idle, [lazy, 1 - lazy], "the other seat's third timeout");
  assert.ok(
    asked.length > 0 && asked.every((x) => x === lazy),
    "the computer was asked (a draw keeps its turn: twice)",
  );
  assert.equal(c.turns.at(-1)?.seat, 1 - lazy, "and moved at once: the other seat's time runs again");
  assert.equal(c.played.at(-1)?.seat, lazy);
  c.match.destroy();
});
