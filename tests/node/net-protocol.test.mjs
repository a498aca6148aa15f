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

/**
 * A host with its engine game and one guest per remote seat, joined by queues that
 * deliver messages asynchronously (as a data channel does). Every message a guest
 * receives is checked against what its seat may see at the moment it was sent.
 */
function table(gameId, kinds, options = {}) {
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
    engine: () => game,
    seats,
    build: "abcdef01",
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
      onUpdate: (why, msg) => {
        if (why === "welcome") {
          if (mirrors[seat]) mirrors[seat].reset(msg.view);
          else mirrors[seat] = new MirrorGame(gameId, msg.view);
        } else if (why === "state") mirrors[seat].push(msg.view);
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
      host.update();
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
  console.log(`Оттава, ${moves} moves: ${t.log.messages} messages, ${t.log.bytes} bytes to guests (${(t.log.bytes / moves / 2).toFixed(0)} bytes per move per guest)`);
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
const sameCells = (a, b) => JSON.stringify([...a].map((p) => `${p.card}@${p.x},${p.y}`).sort()) === JSON.stringify([...b].map((p) => `${p.card}@${p.x},${p.y}`).sort());

test("a guest's table replays the host's game move by move from the host's messages", async () => {
  for (const [gameId, kinds, seat] of [
    ["ottawa", ["ai", "remote", "human"], 1],
    ["iota", ["human", "ai", "remote"], 2],
  ]) {
    const t = table(gameId, kinds, gameId === "ottawa" ? { rounds: 2 } : {});
    t.join(seat);
    await playOut(t, gameId);
    if (gameId === "ottawa") assert.ok(t.steps.some((s) => s.move === null), "a second round was dealt");
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
  const t = table("ottawa", ["remote", "remote", "remote"]);
  for (const s of [0, 1, 2]) t.join(s);
  await t.settle();
  const { game, host, guests } = t;
  const toMove = game.view().toMove;
  const other = (toMove + 1) % 3;
  const before = game.save();
  const legal = game.view(toMove).legal;
  const card = legal.find((m) => m.card) ?? legal[0];
  const msg = (o) => JSON.stringify({ v: PROTOCOL, ...o });
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
  assert.equal((await lone.play({ draw: true })).error.code, "not-connected");
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
  assert.equal((await t.host.receive(1, JSON.stringify({ v: PROTOCOL, t: "move", id: 1, move: { draw: true } }))).error.code, "not-connected");
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
  assert.deepEqual(t.host.seatList().map((s) => s.state), ["connected", "computer"]);
  await playOut(t, "iota");
});
