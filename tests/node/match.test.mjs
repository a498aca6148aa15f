// The match loop (www/seats/match.js) on the real engine (dist/yotta.js) with fake
// drivers: both games played to their end through it, its one refusal policy (a
// person or a remote seat asked again, a computer's refused move reported and
// replaced by a legal one), undo, the hot-seat hand-off, a remote seat, and the order
// of its events.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSync } from "./support.mjs";
import { createMatch } from "../../www/seats/match.js";
import { humanDriver } from "../../www/seats/drivers.js";

const engine = await loadSync();

/** Resolves once `f()` is true (checked once per task). @param {() => boolean} f */
async function until(f, what = "the condition") {
  for (let i = 0; i < 2000; i++) {
    if (f()) return;
    await new Promise((r) => setTimeout(r, 0));
  }
  assert.fail(`timed out waiting for ${what}`);
}

/**
 * A computer's driver deciding from the game's save, as the worker does; `bad` moves
 * are given first, one per ask.
 * @param {"iota" | "ottawa"} game @param {any[]} [bad]
 */
function computer(game, bad = []) {
  const G = game === "iota" ? engine.IotaGame : engine.OttawaGame;
  const d = {
    kind: "computer",
    asked: 0,
    /** @type {any[]} */
    results: [],
    /** @param {any} request */
    async move(request) {
      d.asked++;
      if (bad.length) return bad.shift();
      const g = G.load(request.save());
      const h = g.hint("easy");
      g.free();
      return h.move;
    },
    /** @param {any} r */
    done(r) {
      d.results.push(r);
    },
    dispose() {},
  };
  return d;
}

/**
 * A seat on another device: its moves are given by the test (`give`); what became of
 * each comes back through `done`.
 */
function remote() {
  /** @type {((m: any) => void) | null} */
  let asked = null;
  const d = {
    kind: "remote",
    asks: 0,
    /** @type {any[]} */
    results: [],
    move() {
      d.asks++;
      return new Promise((resolve) => (asked = resolve));
    },
    waiting: () => asked !== null,
    /** @param {any} m */
    give(m) {
      const a = /** @type {(m: any) => void} */ (asked);
      asked = null;
      a(m);
    },
    /** @param {any} r */
    done(r) {
      d.results.push(r);
    },
    dispose() {},
  };
  return d;
}

/** Every event of `match`, in order, as `[name, seat?]`. @param {any} match */
function journal(match) {
  /** @type {any[][]} */
  const log = [];
  for (const name of ["turn", "handoff", "played", "refused", "over", "rested", "undone", "stalled"])
    match.on(name, (/** @type {any[]} */ ...a) => log.push([name, ...a]));
  return log;
}

/** A match whose saves are kept. @param {any} o */
function withSaves(o) {
  /** @type {any[]} */
  const saved = [];
  /** @type {any[]} */
  const finished = [];
  const match = createMatch({
    persist: (/** @type {any} */ d) => saved.push(d),
    finished: (/** @type {any} */ d) => finished.push(d),
    ...o,
  });
  return { match, saved, finished };
}

/** The first seed from `name` whose deal has seat 0 to move first (the tests seat people there). @param {string} name */
function seedOf(name, players = 2) {
  for (let k = 0; ; k++) {
    const g = new engine.IotaGame({ players, seed: `${name}-${k}`, shortGame: true });
    const first = g.view().toMove;
    g.free();
    if (first === 0) return `${name}-${k}`;
  }
}
/** A new short Ётта game, seat 0 to move. @param {string} name */
const iota = (name, players = 2) => new engine.IotaGame({ players, seed: seedOf(name, players), shortGame: true });
const iotaReplay =
  (/** @type {string} */ name, players = 2) =>
  (/** @type {any[]} */ moves) => {
    const g = iota(name, players);
    for (const m of moves) assert.equal(g.play(m).ok, true);
    return g;
  };

test("Ётта: two computers play a game to its end through the loop; saved after every move, finished once", async () => {
  const game = iota("match-1");
  const drivers = [computer("iota"), computer("iota")];
  const { match, saved, finished } = withSaves({ id: "iota", game, drivers });
  const log = journal(match);
  const over = new Promise((r) => match.on("over", r));
  match.start();
  const v = /** @type {any} */ (await over);
  assert.equal(v.over, true);
  assert.equal(game.view().over, true);
  const played = log.filter((e) => e[0] === "played");
  assert.ok(played.length > 4, `moves played: ${played.length}`);
  assert.equal(match.moves.length, played.length);
  // One save per move, the last one `null` (nothing to resume) and the game handed over finished.
  assert.equal(saved.length, played.length);
  assert.equal(saved.at(-1), null);
  assert.ok(saved.slice(0, -1).every((d) => typeof d.save === "string"));
  assert.equal(finished.length, 1);
  assert.equal(finished[0].moves.length, played.length);
  // The events come as turn, played, turn, played, …, over; each turn's seat is the seat then played.
  const kinds = log.map((e) => e[0]);
  assert.deepEqual(kinds, [...played.flatMap(() => ["turn", "played"]), "over"]);
  for (let i = 0; i < played.length; i++) assert.equal(log[2 * i][1], log[2 * i + 1][1]);
  assert.deepEqual(log[0][2], { after: "start" });
  assert.deepEqual(log[2][2], { after: "move" });
  // Each driver told what became of its moves.
  assert.ok(drivers.every((d) => d.results.length > 0 && d.results.every((r) => r.ok)));
  match.destroy();
});

test("Ётта: the saved moves replay to the same game", async () => {
  const game = iota("match-replay");
  const { match } = withSaves({ id: "iota", game, drivers: [computer("iota"), computer("iota")] });
  const over = new Promise((r) => match.on("over", r));
  match.start();
  await over;
  const again = iotaReplay("match-replay")(match.moves.map((/** @type {any} */ m) => m.move));
  assert.equal(again.save(), game.save());
});

test("Оттава: the loop rests at a round's end, and the next round is a move of nobody's (act)", async () => {
  const game = new engine.OttawaGame({ players: 3, seed: "match-ottawa", rounds: 2 });
  const drivers = [computer("ottawa"), computer("ottawa"), computer("ottawa")];
  const { match, saved, finished } = withSaves({
    id: "ottawa",
    game,
    drivers,
    rests: (/** @type {any} */ v) => v.roundOver,
  });
  const log = journal(match);
  let rests = 0;
  match.on("rested", (/** @type {any} */ v) => {
    rests++;
    assert.equal(v.roundOver, true);
    // The table shows the results; the next round is dealt when the person says so.
    setTimeout(() => assert.equal(match.act({ nextRound: true }).ok, true), 0);
  });
  const over = new Promise((r) => match.on("over", r));
  match.start();
  await over;
  assert.equal(game.view().over, true);
  assert.equal(rests, 1, "two rounds: one rest between them");
  const dealt = log.filter((e) => e[0] === "played" && e[1] === null);
  assert.deepEqual(
    dealt.map((e) => e[2]),
    [{ nextRound: true }],
  );
  // Draws keep the turn (O5): the same seat is asked again after its draw.
  const draws = log.filter((e) => e[0] === "played" && e[2]?.draw);
  assert.ok(draws.length > 0, "some seat drew");
  assert.equal(saved.at(-1), null);
  assert.equal(finished.length, 1);
  match.destroy();
});

test("Оттава: a move of nobody's played the table's way (act's how.play), and the loop started again only when the table says (how.start false)", async () => {
  const game = new engine.OttawaGame({ players: 3, seed: "match-ottawa", rounds: 2 });
  const drivers = [computer("ottawa"), computer("ottawa"), computer("ottawa")];
  const { match, saved } = withSaves({ id: "ottawa", game, drivers, rests: (/** @type {any} */ v) => v.roundOver });
  const log = journal(match);
  const rested = new Promise((r) => match.on("rested", r));
  match.start();
  await rested;
  const asked = drivers.map((d) => d.asked);
  let dealt = 0;
  const r = match.act(
    { nextRound: true },
    {
      play: () => {
        dealt++;
        return game.nextRound();
      },
      start: false,
    },
  );
  assert.equal(r.ok, true);
  assert.equal(dealt, 1, "played through how.play, not game.play");
  assert.equal(game.view().round, 2);
  assert.deepEqual(log.at(-1).slice(0, 3), ["played", null, { nextRound: true }]);
  assert.equal(saved.at(-1)?.save, game.save(), "saved once dealt");
  // Nobody is asked before the table starts the loop again (its deal is shown first).
  for (let i = 0; i < 20; i++) await new Promise((res) => setTimeout(res, 0));
  assert.deepEqual(
    drivers.map((d) => d.asked),
    asked,
    "no seat asked while the table shows the deal",
  );
  assert.equal(log.at(-1)[0], "played");
  const over = new Promise((res) => match.on("over", res));
  match.start();
  await over;
  assert.equal(game.view().over, true);
  match.destroy();
});

test("a person's refused move: told why (refused, and the move's answer), asked again, nothing changed", async () => {
  const game = iota("match-person");
  const person = humanDriver();
  const { match, saved } = withSaves({ id: "iota", game, drivers: [person, computer("iota")] });
  const log = journal(match);
  const before = game.save();
  match.start();
  await until(() => person.waiting(), "the person's turn");
  const answer = await person.submit({ place: [{ card: "W", x: 40, y: 40 }] });
  assert.equal(answer.ok, false, "the person's move came back refused");
  assert.equal(game.save(), before, "the refused move changed nothing");
  assert.equal(saved.length, 0, "nothing saved");
  assert.deepEqual(
    log.map((e) => e[0]),
    ["turn", "refused", "turn"],
  );
  assert.equal(log[1][1], 0);
  assert.equal(log[1][2].code, answer.error.code);
  assert.deepEqual(
    log[1][3],
    { kind: "human", move: { place: [{ card: "W", x: 40, y: 40 }] } },
    "refused names the driver's kind and the move",
  );
  assert.deepEqual(log[2][2], { after: "refused" });
  // Asked again: a legal move now is played.
  await until(() => person.waiting(), "the person asked again");
  const r = await person.submit({ pass: true });
  assert.equal(r.ok, true);
  assert.equal(match.moves.length >= 1, true);
  assert.deepEqual(match.moves[0], { seat: 0, move: { pass: true } });
  match.destroy();
});

test("a remote seat's refused move: its device is answered with the refusal, and the seat is asked again", async () => {
  const game = iota("match-remote");
  const far = remote();
  const { match } = withSaves({ id: "iota", game, drivers: [far, computer("iota")] });
  const log = journal(match);
  match.start();
  await until(() => far.waiting(), "the remote seat's turn");
  far.give({ trade: ["XX"] });
  await until(() => far.waiting(), "the remote seat asked again");
  assert.equal(far.asks, 2);
  assert.equal(far.results.length, 1);
  assert.equal(far.results[0].ok, false);
  assert.deepEqual(log.find((e) => e[0] === "refused")?.[3], { kind: "remote", move: { trade: ["XX"] } });
  far.give({ pass: true });
  await until(() => match.moves.length >= 2, "the remote move and the computer's answer");
  assert.deepEqual(match.moves[0], { seat: 0, move: { pass: true } });
  assert.deepEqual(far.results[1].ok, true);
  match.destroy();
});

test("a move on its way when the position changes is not played, and its device is told so (stale), not left waiting", async () => {
  const game = iota("match-gone");
  const far = remote();
  /** @type {() => void} */
  let release = () => {};
  const paced = new Promise((r) => (release = () => r(undefined)));
  const { match } = withSaves({ id: "iota", game, drivers: [far, computer("iota")], pace: () => paced });
  match.start();
  await until(() => far.waiting(), "the remote seat's turn");
  far.give({ pass: true });
  // The table starts its loop again (a new position) while the move waits for its pace.
  match.start();
  release();
  await until(() => far.results.length === 1, "the device told what became of its move");
  assert.equal(far.results[0].ok, false);
  assert.equal(far.results[0].error.code, "stale");
  assert.equal(match.moves.length, 0, "nothing was played");
  await until(() => far.waiting(), "the seat asked again in the position now");
  far.give({ pass: true });
  await until(() => match.moves.length >= 1, "the move played");
  assert.equal(far.results[1].ok, true);
  match.destroy();
});

test("a computer's refused move is a defect: said loudly, and replaced by a legal move of that seat", async (t) => {
  const errors = t.mock.method(console, "error", () => {});
  for (const id of /** @type {const} */ (["iota", "ottawa"])) {
    errors.mock.resetCalls();
    const game = id === "iota" ? iota("match-bad-computer") : new engine.OttawaGame({ players: 2, seed: "match-bad" });
    const first = game.view().toMove;
    const bad = computer(id, [{ place: [{ card: "W", x: 9, y: 9 }], card: "ZZ" }]);
    const drivers = [computer(id), computer(id)];
    drivers[first] = bad;
    const { match } = withSaves({ id, game, drivers });
    const log = journal(match);
    match.start();
    await until(() => match.moves.length >= 1, `${id}: the first move`);
    match.destroy();
    assert.equal(bad.asked, 1, `${id}: the computer is not asked again`);
    assert.ok(errors.mock.calls.length >= 1, `${id}: the defect is reported`);
    assert.equal(match.moves[0].seat, first);
    assert.equal(log.find((e) => e[0] === "refused")?.[1], first);
    assert.deepEqual(log.find((e) => e[0] === "refused")?.[3], {
      kind: "computer",
      move: { place: [{ card: "W", x: 9, y: 9 }], card: "ZZ" },
    });
    assert.equal(log.filter((e) => e[0] === "turn").length >= 1, true);
    assert.ok(bad.results[0]?.ok, `${id}: the driver is told of the move played for it`);
  }
});

test("a computer that finds no move (its driver fails) is replaced by a legal move too", async (t) => {
  const errors = t.mock.method(console, "error", () => {});
  const game = iota("match-throws");
  const broken = { kind: "computer", move: async () => Promise.reject(new Error("no move")), dispose() {} };
  const { match } = withSaves({ id: "iota", game, drivers: [broken, computer("iota")] });
  match.start();
  await until(() => match.moves.length >= 2, "moves");
  match.destroy();
  assert.ok(errors.mock.calls.length >= 1);
  assert.equal(match.moves[0].seat, 0);
});

test("a person's driver that fails stops the loop (stalled), nothing is played for them", async () => {
  const game = iota("match-stall");
  const broken = { kind: "human", move: async () => Promise.reject(new Error("gone")), dispose() {} };
  const { match } = withSaves({ id: "iota", game, drivers: [broken, computer("iota")] });
  const stalled = new Promise((r) =>
    match.on("stalled", (/** @type {any} */ seat, /** @type {any} */ e) => r([seat, e.message])),
  );
  match.start();
  assert.deepEqual(await stalled, [0, "gone"]);
  assert.equal(match.moves.length, 0);
  match.destroy();
});

test("undo takes back the person's last move and the computers' after it; the game is rebuilt and saved", async () => {
  const game = iota("match-undo", 3);
  const person = humanDriver();
  const { match, saved } = withSaves({
    id: "iota",
    game,
    drivers: [person, computer("iota"), computer("iota")],
    replay: iotaReplay("match-undo", 3),
  });
  const log = journal(match);
  assert.equal(match.undoable, true);
  assert.equal(match.undo(), false, "nothing to take back yet");
  match.start();
  await until(() => person.waiting(), "the person's turn");
  const start = game.save();
  await person.submit({ pass: true });
  await until(() => person.waiting(), "the person's next turn");
  assert.equal(match.moves.length, 3);
  assert.equal(match.undoPoint(), 0);
  const savesBefore = saved.length;
  assert.equal(match.undo(), true);
  assert.notEqual(match.game, game, "a new handle");
  assert.equal(match.game.save(), start);
  assert.equal(match.moves.length, 0);
  assert.equal(saved.length, savesBefore + 1);
  assert.equal(saved.at(-1).save, start);
  const undone = log.find((e) => e[0] === "undone");
  assert.equal(undone?.[1], match.game);
  // The loop goes on from the position taken back: the person is asked again.
  await until(() => person.waiting(), "the person asked again after the takeback");
  assert.deepEqual(log.at(-1), ["turn", 0, { after: "undo" }]);
  match.destroy();
});

test("undo is offered only to a person here against computers", () => {
  const r = () => iota("x");
  const kinds = (/** @type {any[]} */ ...k) =>
    k.map((kind) => ({ kind, move: () => new Promise(() => {}), dispose() {} }));
  assert.equal(
    createMatch({ id: "iota", game: iota("u"), drivers: kinds("human", "computer"), replay: r }).undoable,
    true,
  );
  assert.equal(
    createMatch({ id: "iota", game: iota("u"), drivers: kinds("human", "computer") }).undoable,
    false,
    "no replay",
  );
  assert.equal(
    createMatch({ id: "iota", game: iota("u"), drivers: kinds("human", "human"), replay: r }).undoable,
    false,
    "hot seat",
  );
  assert.equal(
    createMatch({ id: "iota", game: iota("u"), drivers: kinds("computer", "computer"), replay: r }).undoable,
    false,
    "nobody here",
  );
  assert.equal(
    createMatch({ id: "iota", game: iota("u"), drivers: kinds("human", "computer", "remote"), replay: r }).undoable,
    false,
    "a seat elsewhere",
  );
});

test("hot seat: the device is handed over before each person's turn, with the names and the note; a computer's turn needs none", async () => {
  const game = iota("match-hot", 3);
  const a = humanDriver();
  const b = humanDriver();
  /** @type {[string, string | undefined][]} */
  const handed = [];
  const { match } = withSaves({
    id: "iota",
    game,
    drivers: [a, computer("iota"), b],
    seats: [{ name: "Ann" }, { name: "Cy" }, { name: "Bo" }],
    note: () => "the last move",
    handoff: async (/** @type {string} */ name, /** @type {string | undefined} */ note) => {
      handed.push([name, note]);
    },
  });
  const log = journal(match);
  assert.equal(match.hotSeat, true);
  match.start();
  await until(() => a.waiting(), "Ann's turn");
  assert.deepEqual(handed, [["Ann", "the last move"]]);
  assert.deepEqual(
    log.map((e) => e.slice(0, 2)),
    [
      ["handoff", 0],
      ["turn", 0],
    ],
  );
  await a.submit({ pass: true });
  await until(() => b.waiting(), "Bo's turn");
  assert.deepEqual(
    handed.map((x) => x[0]),
    ["Ann", "Bo"],
    "none for the computer",
  );
  // A refused move keeps the device where it is: no second hand-off.
  await b.submit({ trade: ["XX"] });
  await until(() => b.waiting(), "Bo asked again");
  assert.deepEqual(
    handed.map((x) => x[0]),
    ["Ann", "Bo"],
  );
  // release(): the device is handed over again even to the same person.
  match.release();
  match.start();
  await until(() => handed.length === 3, "the hand-off after release");
  assert.equal(handed[2][0], "Bo");
  match.destroy();
});

test("one person here: no hand-off", async () => {
  const person = humanDriver();
  let handed = 0;
  const { match } = withSaves({
    id: "iota",
    game: iota("solo"),
    drivers: [person, computer("iota")],
    handoff: async () => void handed++,
  });
  assert.equal(match.hotSeat, false);
  match.start();
  await until(() => person.waiting());
  assert.equal(handed, 0);
  match.destroy();
});

test("a move is told (played) before it is shown; the next turn waits for the show and then for a task of its own", async () => {
  const game = iota("match-show");
  /** @type {string[]} */
  const order = [];
  /** @type {(() => void) | null} */
  let land = null;
  const person = humanDriver();
  const { match } = withSaves({
    id: "iota",
    game,
    drivers: [person, computer("iota")],
    pace: (/** @type {number} */ seat) => void order.push(`pace ${seat}`),
    show: (/** @type {number} */ seat) => {
      order.push(`show ${seat}`);
      return new Promise((r) => (land = () => r(undefined)));
    },
  });
  match.on("turn", (/** @type {number} */ s) => order.push(`turn ${s}`));
  match.on("played", (/** @type {number} */ s) => order.push(`played ${s}`));
  match.start();
  await until(() => person.waiting());
  const answer = person.submit({ pass: true });
  await until(() => land !== null, "the show");
  assert.deepEqual(order, ["turn 0", "pace 0", "played 0", "show 0"]);
  let answered = false;
  answer?.then(() => (answered = true));
  await new Promise((r) => setTimeout(r, 5));
  assert.equal(answered, false, "the person's answer waits for the move to be shown");
  assert.ok(!order.includes("turn 1"), "the next turn waits for the show");
  /** @type {any} */ (land)();
  land = null;
  await answer;
  await until(() => order.includes("turn 1"));
  match.destroy();
});

test("an answer that comes after the table closed is never played", async () => {
  const game = iota("match-gone");
  /** @type {((m: any) => void) | null} */
  let release = null;
  const slow = { kind: "computer", move: () => new Promise((r) => (release = r)), dispose() {} };
  const { match } = withSaves({ id: "iota", game, drivers: [slow, computer("iota")] });
  const log = journal(match);
  match.start();
  await until(() => release !== null);
  const before = game.save();
  match.destroy();
  /** @type {any} */ (release)({ pass: true });
  await new Promise((r) => setTimeout(r, 5));
  assert.equal(game.save(), before);
  assert.deepEqual(
    log.map((e) => e[0]),
    ["turn"],
    "nothing after the turn it was asked in",
  );
  assert.equal(match.moves.length, 0);
});

test("on() returns its unsubscribe", async () => {
  const { match } = withSaves({ id: "iota", game: iota("match-on"), drivers: [computer("iota"), computer("iota")] });
  let n = 0;
  const off = match.on("played", () => {
    n++;
    off();
  });
  match.start();
  await until(() => match.moves.length >= 3);
  match.destroy();
  assert.equal(n, 1);
});

test("the loop reads the game's view once a move: the play's result gives it", async () => {
  const game = iota("match-views");
  let views = 0;
  // The engine's game, counting the views read.
  const counted = {
    play: (/** @type {any} */ m) => game.play(m),
    view: (/** @type {number | undefined} */ seat) => {
      views++;
      return game.view(seat);
    },
    save: () => game.save(),
  };
  const { match } = withSaves({ id: "iota", game: counted, drivers: [computer("iota"), computer("iota")] });
  const log = journal(match);
  const over = new Promise((r) => match.on("over", r));
  match.start();
  await over;
  const played = log.filter((e) => e[0] === "played");
  assert.ok(
    played.every((e) => e[3].view && typeof e[3].view.seat === "number"),
    "each result holds its view",
  );
  // The first turn's view, and none after a move (the result's serves the save and the next turn).
  assert.equal(views, 1, `${views} views read for ${played.length} moves`);
  match.destroy();
});

test("offer: the person's move goes to their driver when asked; else the loop refuses it and plays nothing", async () => {
  const game = iota("match-offer");
  const person = humanDriver();
  const drivers = [person, computer("iota")];
  const { match } = withSaves({ id: "iota", game, drivers });
  const log = journal(match);
  // Not asked yet (the loop has not started): the seat to move's move is refused in silence.
  const before = game.save();
  const early = await match.offer(0, { pass: true });
  assert.equal(early.ok, false);
  assert.equal(early.error.code, "not-your-turn");
  // Another seat's move: refused, and said (`refused`).
  const other = await match.offer(1, { pass: true });
  assert.equal(other.error.code, "not-your-turn");
  assert.equal(game.save(), before, "nothing was played");
  assert.deepEqual(
    log.map((e) => [e[0], e[1], e[2]?.code]),
    [["refused", 1, "not-your-turn"]],
  );
  match.start();
  await until(() => person.waiting(), "the person's turn");
  const r = await match.offer(0, { pass: true });
  assert.equal(r.ok, true);
  assert.equal(match.moves[0].seat, 0);
  match.destroy();
});
