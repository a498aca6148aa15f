// The host/guest protocol of multi-device play (www/net/protocol.js) on an in-memory
// transport, with the built engine (dist/yotta.js) as the host's authority: whole
// games of both games with people here, computer players and people on other devices
// mixed; after every move each guest's view equals the host engine's view(seat); no
// message a guest receives holds a card it may not see (another hand, the pile) or
// the seed; malformed, oversized, out-of-turn and wrong-seat messages are refused and
// change nothing; a seat rejoins with the same hand; a seat goes to a computer player.
import { test } from "node:test";
import v8 from "node:v8";
import assert from "node:assert/strict";
import { distJs, wasmBytes, assertOk } from "./support.mjs";
import { HostSession, GuestSession, PROTOCOL, MAX_GUEST_MESSAGE } from "../../www/net/protocol.js";
import { MirrorGame, mirrorDrivers } from "../../www/net/mirror.js";

// Node 20's V8 crashes now and then (a fatal "unreachable code" in its deoptimiser,
// deoptimising the optimised frame of playOut below when the engine's glue changes
// its code dependencies); without its optimising compiler it does not.
v8.setFlagsFromString("--no-opt");
const api = await import(distJs.href);
api.initSync({ module: wasmBytes() });
const SEED = "secret-seed-4242";
const OTTAWA_CARD = /\b([2-9TJQKA][CDHS])\b/g;
const IOTA_CARD = /\b([1-4][RGBY][CSTX])\b/g;

/** A message of this protocol's version, as a guest's device would send it. */
const msg = (o) => JSON.stringify({ v: PROTOCOL, ...o });

/**
 * An Оттава table of three guests, all joined: the seat to move, another seat, and the
 * save to compare with after refusals.
 */
async function threeGuests(extra = {}) {
  const t = table("ottawa", ["remote", "remote", "remote"], {}, extra);
  for (const s of [0, 1, 2]) t.join(s);
  await t.settle();
  const toMove = t.game.view().toMove;
  return { t, toMove, other: (toMove + 1) % 3, before: t.game.save() };
}

/**
 * A host with its engine game and one guest per remote seat, joined by queues that
 * deliver messages asynchronously (as a data channel does). Every message a guest
 * receives is checked against what its seat may see at the moment it was sent.
 */
function table(gameId, kinds, options = {}, extra = {}) {
  const players = kinds.length;
  const game =
    gameId === "ottawa"
      ? new api.OttawaGame({ players, seed: SEED, rounds: 1, ...options })
      : new api.IotaGame({ players, seed: SEED, ...options });
  const seats = kinds.map((kind, i) => ({ kind, name: `P${i}`, level: "easy" }));
  /** @type {Record<number, GuestSession>} */
  const guests = {};
  const log = { messages: 0, bytes: 0, perSeat: kinds.map(() => []) };
  const inFlight = new Set();
  const host = new HostSession({
    game: gameId,
    api,
    engine: () => game,
    seats,
    build: "abcdef01",
    hint: extra.hint ? (seat, signal) => extra.hint(seat, signal, game) : undefined,
    send(seat, text) {
      checkSecret(seat, text);
      log.messages++;
      log.bytes += text.length;
      log.perSeat[seat].push(text);
      const p = Promise.resolve().then(() => {
        inFlight.delete(p);
        guests[seat]?.receive(text);
      });
      inFlight.add(p);
    },
  });
  /** What `seat` may see now: its own hand and the public cards. */
  function visible(seat) {
    const v = game.view(seat);
    const cards = new Set(v.hand);
    if (gameId === "ottawa") {
      for (const c of v.played ?? []) cards.add(c);
      if (v.top) cards.add(v.top);
    } else for (const p of v.board) cards.add(p.card);
    return cards;
  }
  function checkSecret(seat, text) {
    assert.ok(!text.includes(SEED), "a message holds the seed");
    const may = visible(seat);
    // A refusal's sentence may name an example card ("e.g. 7C, TD"): only data counts.
    const data = JSON.parse(text);
    if (data.result?.error) delete data.result.error.message;
    if (data.error) delete data.error.message;
    for (const m of JSON.stringify(data).matchAll(gameId === "ottawa" ? OTTAWA_CARD : IOTA_CARD))
      assert.ok(may.has(m[1]), `seat ${seat} was sent ${m[1]}, which it may not see: ${text.slice(0, 300)}`);
  }
  /** Each guest's mirror of the table (www/net/mirror.js), fed as the page feeds it. */
  const mirrors = {};
  function join(seat) {
    const g = new GuestSession({
      api,
      onUpdate: (why, msg) => {
        if (why === "welcome") {
          if (mirrors[seat]) mirrors[seat].reset(msg.view, msg.at);
          else mirrors[seat] = new MirrorGame(gameId, msg.view, msg.at);
        } else if (why === "state") mirrors[seat].push(msg.view, msg.at, msg.move);
      },
      send: (text) => {
        const p = Promise.resolve().then(async () => {
          inFlight.delete(p);
          await host.receive(seat, text);
        });
        inFlight.add(p);
      },
    });
    guests[seat] = g;
    host.attach(seat);
    return g;
  }
  async function settle() {
    while (inFlight.size) await Promise.all([...inFlight]);
  }
  return { game, host, guests, mirrors, join, settle, log };
}

/** A guest's choice from its own view only (what a person at that device could do). */
function guestMove(gameId, view) {
  if (gameId === "ottawa") return view.legal.find((m) => m.card) ?? view.legal.find((m) => m.draw) ?? view.legal[0];
  const r = api.iotaPlays(view.board, view.hand, { pileEmpty: view.pile === 0 });
  if (r.ok && r.count > 0) return { place: r.plays[0].place };
  return view.pile >= view.hand.length ? { trade: view.hand } : { pass: true };
}

/** Plays the game to its end; checks every guest's view after every move. */
async function playOut(t, gameId) {
  const { game, host, guests } = t;
  let moves = 0;
  /** Every step at the host: the move (null for a new deal) and each seat's view after it. */
  t.steps = [];
  const step = (move) => {
    // A plain loop: no engine call inside an array callback (see HostSession.update).
    const views = [];
    for (const s of Object.keys(guests)) views.push(game.view(Number(s)));
    t.steps.push({ move, views });
  };
  for (;;) {
    await t.settle();
    for (const [seat, g] of Object.entries(guests)) {
      if (!g.connected || g.ended) continue;
      assert.deepEqual(g.view, game.view(Number(seat)), `seat ${seat}'s view after ${moves} moves`);
    }
    const v = game.view();
    if (v.over) break;
    assert.ok(moves++ < 5000, "the game does not end");
    if (v.roundOver) {
      assertOk(game.nextRound(), "nextRound");
      host.update();
      step(null);
      continue;
    }
    const seat = v.toMove;
    if (host.seats[seat].kind === "remote") {
      const g = guests[seat];
      const move = guestMove(gameId, g.view);
      const r = await g.play(move);
      assertOk(r, `seat ${seat}'s move`);
      step(move);
    } else {
      const level = host.seats[seat].kind === "ai" ? "easy" : "medium";
      const move = assertOk(game.hint(level), "hint").move;
      assertOk(game.play(move), "move");
      host.update({ seat, move });
      step(move);
    }
  }
  return moves;
}

test("Оттава: a person here, two guests, two computers play a whole match", async () => {
  const t = table("ottawa", ["human", "remote", "ai", "remote", "ai"]);
  t.join(1);
  t.join(3);
  const moves = await playOut(t, "ottawa");
  assert.equal(t.game.view().over, true);
  assert.deepEqual(t.host.refused, {});
  console.log(
    `Оттава, ${moves} moves: ${t.log.messages} messages, ${t.log.bytes} bytes to guests (${(t.log.bytes / moves / 2).toFixed(0)} bytes per move per guest)`,
  );
});

test("Ётта: a guest against a person here plays to the end", async () => {
  const t = table("iota", ["remote", "human"]);
  t.join(0);
  const moves = await playOut(t, "iota");
  assert.equal(t.game.view().over, true);
  assert.deepEqual(t.host.refused, {});
  console.log(`Ётта, ${moves} moves: ${t.log.bytes} bytes to the guest (${(t.log.bytes / moves).toFixed(0)} per move)`);
});

test("Ётта: four seats, two of them guests, one a computer", async () => {
  const t = table("iota", ["ai", "remote", "human", "remote"]);
  t.join(1);
  t.join(3);
  await playOut(t, "iota");
  assert.equal(t.game.view().over, true);
});

test("Оттава: seven seats, all guests but the host's computer", async () => {
  const t = table("ottawa", ["ai", "remote", "remote", "remote", "remote", "remote", "remote"]);
  for (let s = 1; s < 7; s++) t.join(s);
  await playOut(t, "ottawa");
});

/** The same placements, in any order. */
const sameCells = (a, b) =>
  JSON.stringify([...a].map((p) => `${p.card}@${p.x},${p.y}`).sort()) ===
  JSON.stringify([...b].map((p) => `${p.card}@${p.x},${p.y}`).sort());

test("a guest's table replays the host's game move by move from the host's messages", async () => {
  for (const [gameId, kinds, seat] of [
    ["ottawa", ["ai", "remote", "human"], 1],
    ["iota", ["human", "ai", "remote"], 2],
  ]) {
    const t = table(gameId, kinds, gameId === "ottawa" ? { rounds: 2 } : {});
    t.join(seat);
    await playOut(t, gameId);
    if (gameId === "ottawa")
      assert.ok(
        t.steps.some((s) => s.move === null),
        "a second round was dealt",
      );
    const mirror = t.mirrors[seat];
    const drivers = mirrorDrivers(mirror, t.guests[seat]);
    const other = drivers.other();
    // The table's turn loop, as on the guest's page: ask the driver, play its move.
    for (const s of t.steps) {
      if (s.move === null) {
        assertOk(mirror.nextRound(), "next round");
      } else {
        const move = await other.move({}, { signal: new AbortController().signal });
        if (gameId === "ottawa") assert.deepEqual(move, s.move);
        else if (s.move.place) assert.ok(sameCells(move.place, s.move.place), JSON.stringify([move, s.move]));
        else assert.equal(Object.keys(move)[0], Object.keys(s.move)[0]);
        const r = mirror.play(move);
        assert.equal(r.ok, true);
      }
      assert.deepEqual(mirror.view(seat), s.views[0]);
    }
    assert.equal(mirror.queue.length, 0);
    // Nothing more to replay: the driver waits until the position is gone.
    const ac = new AbortController();
    const waiting = other.move({}, { signal: ac.signal });
    ac.abort();
    await assert.rejects(waiting, { name: "AbortError" });
    assert.equal(mirror.play({ pass: true }).ok, false);
  }
});

test("tampered messages are refused, change nothing and the game goes on", async () => {
  const { t, toMove, other, before } = await threeGuests();
  const { game, host, guests } = t;
  const legal = game.view(toMove).legal;
  const card = legal.find((m) => m.card) ?? legal[0];
  const tries = [
    // Another seat's move sent from this device.
    [toMove, msg({ t: "move", id: 1, seat: other, move: card }), "wrong-seat"],
    // Out of turn.
    [other, msg({ t: "move", id: 2, move: { draw: true } }), "not-your-turn"],
    [other, msg({ t: "move", id: 3, move: { pass: true } }), "not-your-turn"],
    // Garbage and oversized.
    [toMove, "garbage{", "bad-message"],
    [toMove, "x".repeat(1024 * 1024), "too-large"],
    [toMove, msg({ t: "move", id: 4, move: { card: "X".repeat(MAX_GUEST_MESSAGE) } }), "too-large"],
    [toMove, JSON.stringify({ v: PROTOCOL + 1, t: "move", id: 5, move: card }), "other-version"],
    [toMove, msg({ t: "move", id: 6, move: "draw" }), "bad-move"],
    [toMove, msg({ t: "move", id: 7, move: { card: 42 } }), "bad-move"],
    [toMove, msg({ t: "move", move: card }), "bad-message"],
    [toMove, msg({ t: "destroy", id: 8 }), "bad-message"],
    [toMove, msg({ t: "move", id: 9, move: { card: "ZZ" } }), null],
    [toMove, msg({ t: "move", id: 10, move: { card: "2C", __proto__: { draw: true } } }), null],
    [toMove, "[]", "bad-message"],
    [toMove, "null", "bad-message"],
    [toMove, 12345, "bad-message"],
  ];
  for (const [seat, text, code] of tries) {
    const r = await host.receive(seat, text);
    assert.equal(r.ok, false, `${String(text).slice(0, 60)} was accepted`);
    if (code) assert.equal(r.error.code, code, String(text).slice(0, 60));
    assert.equal(game.save(), before, `${String(text).slice(0, 60)} changed the game`);
  }
  await t.settle();
  // The devices were told, and their requests with an id were answered.
  assert.ok(t.log.perSeat[toMove].some((m) => JSON.parse(m).t === "refused"));
  // The game goes on: the seat to move plays.
  assertOk(await guests[toMove].play(card), "a legal move after the tampered ones");
  assert.notEqual(game.save(), before);
  // A guest's play while not connected is refused at once.
  const lone = new GuestSession({ send: () => assert.fail("sent while not connected") });
  assert.equal((await lone.play({ draw: true })).error.code, "no-connection");
});

test("a guest that leaves and comes back gets the same seat and hand", async () => {
  const t = table("ottawa", ["human", "remote", "ai"]);
  t.join(1);
  await t.settle();
  const hand = t.game.view(1).hand;
  t.host.detach(1);
  assert.equal(t.host.seatList()[1].state, "disconnected");
  // Messages of a seat that is not connected are refused, even its move in turn, and change nothing.
  while (t.game.view().toMove !== 1) assertOk(t.game.play(assertOk(t.game.hint("easy"), "hint").move), "move");
  const before = t.game.save();
  assert.equal((await t.host.receive(1, msg({ t: "move", id: 1, move: { draw: true } }))).error.code, "no-connection");
  assert.equal(t.game.save(), before);
  // The page reloads: a new session, a new channel.
  const again = t.join(1);
  await t.settle();
  assert.equal(t.host.seatList()[1].state, "connected");
  assert.equal(again.seat, 1);
  assert.deepEqual(again.view.hand, hand);
  assert.deepEqual(again.view, t.game.view(1));
});

test("a seat handed to a computer player is told so and played by the host", async () => {
  const t = table("iota", ["human", "remote"]);
  const g = t.join(1);
  await t.settle();
  t.host.toComputer(1, "easy");
  await t.settle();
  assert.equal(g.ended, true);
  assert.equal(t.host.seats[1].kind, "ai");
  assert.deepEqual(
    t.host.seatList().map((s) => s.state),
    ["connected", "computer"],
  );
  await playOut(t, "iota");
});

/**
 * Hints as the page's host works them out (www/net/host.js): the game as it is now,
 * loaded again, and the hard computer player's move for the seat to move, which sees
 * only that seat's view (O11). `calls` counts them; `gate`, when set, holds each one
 * until it is opened (or its request is aborted).
 */
function hardHints(gameId) {
  const calls = [];
  const h = {
    calls,
    /** @type {Promise<void> | null} */
    gate: null,
    async hint(seat, signal, game) {
      calls.push(seat);
      const save = game.save();
      if (h.gate)
        await Promise.race([
          h.gate,
          new Promise((_, reject) =>
            signal.addEventListener("abort", () => reject(new DOMException("gone", "AbortError")), { once: true }),
          ),
        ]);
      return hardHint(gameId, save);
    },
  };
  return h;
}

/** The hard computer player's move in the game saved as `save`. */
function hardHint(gameId, save) {
  const g = (gameId === "ottawa" ? api.OttawaGame : api.IotaGame).load(save);
  try {
    return g.hint("hard");
  } finally {
    g.free();
  }
}

/** Plays (at the host) until `seat` is to move. */
function playUntil(t, seat) {
  for (let i = 0; t.game.view().toMove !== seat; i++) {
    assert.ok(i < 50, `seat ${seat} is never to move`);
    const seatToMove = t.game.view().toMove;
    const move = assertOk(t.game.hint("easy"), "hint").move;
    assertOk(t.game.play(move), "move");
    t.host.update({ seat: seatToMove, move });
  }
}

/** The messages of type `type` sent to `seat`. */
const sentOf = (t, seat, type) => t.log.perSeat[seat].map((m) => JSON.parse(m)).filter((m) => m.t === type);

test("a guest's Hint: asked of the host, worked out for that seat as for a person there, sent to that device only", async () => {
  for (const gameId of ["ottawa", "iota"]) {
    const hints = hardHints(gameId);
    const t = table(gameId, ["human", "remote", "remote"], {}, hints);
    const [g1] = [t.join(1), t.join(2)];
    playUntil(t, 1);
    await t.settle();
    assert.equal(g1.hints, true, "the welcome says the game has hints");
    const expected = hardHint(gameId, t.game.save());
    const before = t.game.save();
    const toOthers = [t.log.perSeat[0].length, t.log.perSeat[2].length];
    // Through the guest table's hint driver, as its Hint button asks.
    const hinter = mirrorDrivers(t.mirrors[1], g1).hinter();
    while (t.mirrors[1].queue.length) t.mirrors[1].step();
    const move = await hinter.move({}, { signal: new AbortController().signal });
    assert.deepEqual(move, expected.move, `${gameId}: the hint is the hard player's move for seat 1`);
    assert.equal(t.game.save(), before, "asking for a hint changes nothing");
    assert.deepEqual(hints.calls, [1]);
    await t.settle();
    const answers = sentOf(t, 1, "hint");
    assert.equal(answers.length, 1);
    assert.deepEqual(answers[0].result, { ok: true, move: expected.move });
    assert.equal(answers[0].at, t.host.at);
    // The other devices got nothing of it.
    assert.deepEqual(
      [t.log.perSeat[0].length, t.log.perSeat[2].length],
      toOthers,
      "nothing was sent to the other seats",
    );
    // Asked again for the same position: the same answer, not worked out again.
    assert.deepEqual(await g1.hint(g1.at), { ok: true, move: expected.move });
    assert.deepEqual(hints.calls, [1]);
    assert.deepEqual(t.host.hints, { asked: 2, answered: 2, dropped: 0 });
    // The hint is a move the seat may make: played, the game goes on.
    assertOk(await g1.play(move), "the hinted move");
    await playOut(t, gameId);
  }
});

test("a guest's hint request is refused out of turn, while another is pending, for a gone position, without hints, and changes nothing", async () => {
  const hints = hardHints("ottawa");
  const { t, toMove, other, before } = await threeGuests(hints);
  const { game, host, guests } = t;
  const tries = [
    [other, msg({ t: "hint", id: 1, at: host.at }), "not-your-turn"],
    [toMove, msg({ t: "hint", id: 2, at: host.at, seat: other }), "wrong-seat"],
    [toMove, msg({ t: "hint", id: 3, at: host.at - 1 }), "stale"],
    [toMove, msg({ t: "hint", id: 4, at: host.at + 1 }), "stale"],
    [toMove, msg({ t: "hint", id: 5, at: "0" }), "stale"],
    [toMove, msg({ t: "hint", at: host.at }), "bad-message"],
    [toMove, JSON.stringify({ v: PROTOCOL - 1, t: "hint", id: 6, at: host.at }), "other-version"],
  ];
  for (const [seat, text, code] of tries) {
    const r = await host.receive(seat, text);
    assert.equal(r.ok, false, `${text} was accepted`);
    assert.equal(r.error.code, code, text);
  }
  // Refused by the guest's own session too: not its turn.
  assert.equal((await guests[other].hint(guests[other].at)).error.code, "not-your-turn");
  assert.deepEqual(hints.calls, [], "no refused request was worked out");
  // One at a time: while a hint is being worked out, another request of that seat is refused.
  let open = () => {};
  hints.gate = new Promise((r) => (open = r));
  const first = host.receive(toMove, msg({ t: "hint", id: 7, at: host.at }));
  assert.equal((await host.receive(toMove, msg({ t: "hint", id: 8, at: host.at }))).error.code, "hint-pending");
  // The guest's own session asks once and shares the answer among its callers (a
  // request of that device reaching the host meanwhile is refused as well).
  const g = guests[toMove];
  const a = g.hint(g.at);
  assert.equal(g.hint(g.at), a);
  assert.equal((await g.hint(g.at + 1)).error.code, "hint-pending");
  await t.settle();
  open();
  assert.equal((await first).ok, true);
  assert.equal((await a).error.code, "hint-pending");
  // Once answered, the device may ask again: the same hint, not worked out again.
  assert.equal((await g.hint(g.at)).ok, true);
  assert.deepEqual(hints.calls, [toMove]);
  assert.equal(game.save(), before, "hint requests change nothing");
  await t.settle();
  const answered = t.log.perSeat[toMove].map((m) => JSON.parse(m)).filter((m) => m.t === "answer" || m.t === "hint");
  assert.deepEqual(
    answered.map((m) => [m.id, m.t, m.result.ok ? "ok" : m.result.error.code]).sort((x, y) => x[0] - y[0]),
    [
      [2, "answer", "wrong-seat"],
      [3, "answer", "stale"],
      [4, "answer", "stale"],
      [5, "answer", "stale"],
      [7, "hint", "ok"],
      [8, "answer", "hint-pending"],
      [g.nextId - 2, "answer", "hint-pending"],
      [g.nextId - 1, "hint", "ok"],
    ].sort((x, y) => x[0] - y[0]),
  );
  // A game without hints: the welcome says so, the guest's session does not ask, the host refuses.
  const plain = table("ottawa", ["remote", "remote"]);
  const pg = [plain.join(0), plain.join(1)];
  await plain.settle();
  const s = plain.game.view().toMove;
  assert.equal(pg[s].hints, false);
  assert.equal((await pg[s].hint(pg[s].at)).error.code, "no-hints");
  assert.equal((await plain.host.receive(s, msg({ t: "hint", id: 1, at: plain.host.at }))).error.code, "no-hints");
  // The game goes on: the seat to move plays.
  const legal = game.view(toMove).legal;
  assertOk(await guests[toMove].play(legal.find((m) => m.card) ?? legal[0]), "a legal move after the refused requests");
  assert.notEqual(game.save(), before);
});

test("a hint for a position that moved on is dropped: never sent by the host, never shown by a guest", async () => {
  const hints = hardHints("ottawa");
  const t = table("ottawa", ["human", "remote"], { mustDrawWhenStuck: false }, hints);
  const g = t.join(1);
  playUntil(t, 1);
  await t.settle();
  const { host } = t;
  // The guest asks, and moves before the host has worked the hint out (a draw keeps the
  // turn, O5, so the seat is still to move): the host's hint is dropped, and the guest's
  // request answered `stale` once the new position arrives.
  let open = () => {};
  hints.gate = new Promise((r) => (open = r));
  const asked = g.hint(g.at);
  // (not `settle`: the host's hint is held at its gate)
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(hints.calls, [1]);
  assertOk(await g.play({ draw: true }), "the guest draws");
  open();
  await t.settle();
  assert.equal((await asked).error.code, "stale");
  assert.equal(sentOf(t, 1, "hint").length, 0, "the host sent no hint for the old position");
  assert.deepEqual(host.hints, { asked: 1, answered: 0, dropped: 1 });
  assert.equal(t.game.view().toMove, 1, "still seat 1's turn after its draw");
  // The host is not held up by a hint being worked out: a move is played at once.
  hints.gate = new Promise(() => {});
  const never = g.hint(g.at);
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(hints.calls, [1, 1]);
  const v = t.game.view(1);
  assertOk(
    await g.play(v.legal.find((m) => m.card) ?? v.legal.find((m) => m.pass) ?? v.legal[0]),
    "a move while a hint is worked out",
  );
  await t.settle();
  assert.equal((await never).error.code, "stale");
  assert.equal(host.hints.dropped, 2);
  hints.gate = null;
  // A late or forged answer on the guest's side: for a position that is not the latest it
  // has, or for no request of its own, it is dropped and its request answered `stale`.
  playUntil(t, 1);
  await t.settle();
  const mirror = t.mirrors[1];
  while (mirror.queue.length) mirror.step();
  const hinter = mirrorDrivers(mirror, g).hinter();
  const stale0 = g.staleHints;
  const fakeSend = g.sendRaw;
  /** @type {any} */
  let request = null;
  g.sendRaw = (text) => (request = JSON.parse(text));
  const pending = hinter.move({}, { signal: new AbortController().signal });
  assert.equal(request.t, "hint");
  assert.equal(request.at, g.at);
  const old = {
    v: PROTOCOL,
    t: "hint",
    id: request.id,
    at: request.at - 1,
    result: { ok: true, move: { pass: true } },
  };
  g.receive(JSON.stringify(old));
  await assert.rejects(pending, { name: "AbortError" }, "a hint for another position is not shown");
  g.receive(JSON.stringify({ ...old, at: request.at }));
  assert.equal(g.staleHints, stale0 + 2, "an answer for no request of its own is dropped too");
  // The table's position changes while asked: the answer, when it comes, is dropped.
  const ac = new AbortController();
  const gone = hinter.move({}, { signal: ac.signal });
  ac.abort();
  await assert.rejects(gone, { name: "AbortError" });
  g.receive(JSON.stringify({ ...old, id: request.id + 1, at: request.at }));
  assert.equal(g.staleHints, stale0 + 3);
  g.sendRaw = fakeSend;
  await playOut(t, "ottawa");
});

test("a hint that fails at the host is refused and the game goes on", async () => {
  const t = table(
    "iota",
    ["human", "remote"],
    {},
    {
      hint: () => {
        throw new Error("the worker is gone");
      },
    },
  );
  const g = t.join(1);
  playUntil(t, 1);
  await t.settle();
  const r = await g.hint(g.at);
  assert.equal(r.error.code, "no-hint");
  // The guest's session is free to ask again.
  assert.equal((await g.hint(g.at)).error.code, "no-hint");
  await playOut(t, "iota");
});

test("a seat given to a computer: its device is told `bye`, and the connection's end after it is no news", async () => {
  /** @type {string[]} */
  const updates = [];
  const g = new GuestSession({ api, send: () => {}, onUpdate: (why) => updates.push(why) });
  g.connected = true;
  assert.equal(g.receive(JSON.stringify({ v: PROTOCOL, t: "bye", reason: "computer" })).ok, true);
  assert.equal(g.ended, true);
  g.lost();
  assert.deepEqual(updates, ["bye"], "no 'lost' after the host's bye");
  assert.equal((await g.play({ draw: true })).error.code, "no-connection");
  // Without a bye, a lost connection is news.
  const h = new GuestSession({ api, send: () => {}, onUpdate: (why) => updates.push(why) });
  h.connected = true;
  h.lost();
  assert.deepEqual(updates, ["bye", "lost"]);
});
