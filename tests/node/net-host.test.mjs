// The host of a multi-device game as the page wires it, without a browser: the host's
// session (www/net/protocol.js) hands a guest's move to that seat's driver
// (www/net/remote-seats.js), the host's turn loop (www/seats/match.js) plays it
// through the engine, once, and the views go out on the loop's `played`, with the move;
// the guest's mirror (www/net/mirror.js) plays the game from them. A guest's move the
// engine refuses is answered with the refusal, played nowhere, and the seat asked again.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSync } from "./support.mjs";
import { HostSession, GuestSession } from "../../www/net/protocol.js";
import { MirrorGame } from "../../www/net/mirror.js";
import { remoteSeats } from "../../www/net/remote-seats.js";
import { createMatch } from "../../www/seats/match.js";
import { hostState, netState, checkReady } from "../../www/net/host-state.js";
import { readReply, accept, toComputer } from "../../www/net/host-seats.js";
import { readMove } from "../../www/net/messages.js";
import { gameById } from "../../www/games.js";

const engine = await loadSync();
const enginePlay = engine.IotaGame.prototype.play;
/** @type {{ play: number } | null} what the test counts now */
let counting = null;
engine.IotaGame.prototype.play = function (/** @type {any} */ m) {
  if (counting) counting.play++;
  return enginePlay.call(this, m);
};

/** A computer's driver deciding from the game's save, as the worker does. */
function computer() {
  return {
    kind: "computer",
    /** @param {any} request */
    async move(request) {
      const g = engine.IotaGame.load(request.save());
      const h = g.hint("easy");
      g.free();
      return h.move;
    },
    dispose() {},
  };
}

/** Resolves once `f()` is true (checked once per task). @param {() => boolean} f */
async function until(f, what = "the condition") {
  for (let i = 0; i < 4000; i++) {
    if (f()) return;
    await new Promise((r) => setTimeout(r, 0));
  }
  assert.fail(`timed out waiting for ${what}`);
}

/** A host with seat 0 on another device and a computer in seat 1, and that device's guest. */
function hosted() {
  let game = null;
  for (let k = 0; ; k++) {
    game = new engine.IotaGame({ players: 2, seed: `net-host-${k}`, shortGame: true });
    if (game.view().toMove === 0) break;
  }
  // Every move the engine is asked to play, on any Ётта game (a copy made to try a move
  // counts too): the guest's move must be played once.
  const calls = { play: 0 };
  /** @type {any} */
  let match = null;
  /** @type {GuestSession} */
  let guest;
  /** @type {MirrorGame | null} */
  let mirror = null;
  const session = new HostSession({
    game: "iota",
    api: engine,
    engine: () => match.game,
    seats: [
      { kind: "remote", name: "Guest" },
      { kind: "ai", name: "Computer", level: "easy" },
    ],
    send: (_seat, text) => void Promise.resolve().then(() => guest.receive(text)),
    apply: (seat, move) => remote.apply(seat, move),
  });
  const remote = remoteSeats(session, () => match !== null);
  guest = new GuestSession({
    api: engine,
    send: (text) => void Promise.resolve().then(() => session.receive(0, text)),
    onUpdate: (why, msg) => {
      if (why === "welcome") mirror = new MirrorGame("iota", msg.view, msg.at);
      else if (why === "state") mirror?.push(msg.view, msg.at, msg.move);
    },
  });
  match = createMatch({
    id: "iota",
    game,
    drivers: [remote.driver({ kind: "remote", name: "Guest" }, 0, {}), computer()],
  });
  match.on("played", (/** @type {number | null} */ seat, /** @type {any} */ move) =>
    session.update(seat === null ? null : { seat, move }),
  );
  session.attach(0);
  counting = calls;
  return { game, calls, session, guest, match, mirror: () => mirror };
}

test("a guest's refused move is checked once, by the engine in the host's turn loop, answered with the refusal, and the seat asked again", async () => {
  const h = hosted();
  /** @type {any[]} */
  const refused = [];
  h.match.on("refused", (/** @type {any[]} */ ...a) => refused.push(a));
  h.match.start();
  await until(() => h.guest.connected, "the welcome");
  const before = h.game.save();
  // Well formed, for the seat to move, and illegal: a card the guest does not hold.
  const held = h.guest.view.hand;
  const card = ["1RC", "2GS", "3BT", "4YX", "1BS", "2YT"].find((c) => !held.includes(c));
  const r = await h.guest.play({ place: [{ card, x: 1, y: 0 }] });
  assert.equal(r.ok, false, JSON.stringify(r));
  assert.equal(h.calls.play, 1, "the engine was asked once");
  assert.equal(h.game.save(), before, "nothing changed");
  assert.equal(h.session.refused[r.error.code], 1);
  assert.equal(h.match.moves.length, 0);
  assert.deepEqual(
    refused,
    [[0, r.error, { kind: "remote", move: { place: [{ card, x: 1, y: 0 }] } }]],
    "refused by the engine in the host's turn loop",
  );
  // The seat is asked again: a legal move now is played (once), and the guest's mirror follows.
  const ok = await h.guest.play({ pass: true });
  assert.equal(ok.ok, true, JSON.stringify(ok));
  assert.equal(h.calls.play, 2, "the legal move was played once");
  await until(() => h.match.moves.length >= 2, "the computer's reply");
  await until(() => (h.mirror()?.queue.length ?? 0) >= 2, "the views of both moves");
  const mirror = /** @type {MirrorGame} */ (h.mirror());
  // The moves come with the views: the mirror plays exactly what the host played.
  assert.deepEqual(mirror.moves[0], { pass: true });
  assert.deepEqual(
    mirror.moves[1],
    h.match.moves[1].move.trade
      ? { ...h.match.moves[1].move, trade: h.match.moves[1].move.trade.map(() => "?") }
      : h.match.moves[1].move,
  );
  h.match.destroy();
});

test("a guest's move sent before the loop asks for it waits for the ask, and is played then", async () => {
  const h = hosted();
  // The guest is welcomed before the loop starts; its move is queued until the loop asks.
  await until(() => h.guest.connected, "the welcome");
  const answer = h.guest.play({ pass: true });
  await new Promise((r) => setTimeout(r, 5));
  assert.equal(h.calls.play, 0, "not played before the loop asks");
  h.match.start();
  assert.equal((await answer).ok, true);
  assert.equal(h.calls.play >= 1, true);
  assert.deepEqual(h.match.moves[0], { seat: 0, move: { pass: true } });
  h.match.destroy();
});

/** The host's state as the page opens it (www/net/host-state.js), with no page: the panel is a count of redraws. */
function hostOf(seats, extra = {}) {
  const log = { render: 0, ready: 0, changed: [], announced: [] };
  /** @type {import("../../www/net/host-state.js").HostState} */
  const st = hostState(
    {
      game: "iota",
      gameName: "Iota",
      seats,
      hostName: "Alex",
      engine,
      lang: "en",
      panel: /** @type {any} */ ({}),
      announce: (text) => log.announced.push(text),
      onReady: () => {
        log.ready++;
        // The page mounts the table then (www/shell/shell.js), and the host follows it.
        st.started = true;
      },
      onSeatsChanged: (s) => log.changed.push(s.map((x) => x.kind)),
      ...extra,
    },
    () => log.render++,
  );
  return { st, log };
}

test("the host's state: remote seats wait; one given to a computer is played by it, and the host is ready once", () => {
  const { st, log } = hostOf([
    { kind: "human", name: "You" },
    { kind: "remote", name: "Sam" },
  ]);
  assert.equal(st.room, null, "no relays: invitations by code");
  assert.deepEqual(netState(st).seats, [
    { seat: 0, kind: "human", state: "connected" },
    { seat: 1, kind: "remote", state: "waiting" },
  ]);
  assert.equal(netState(st).transport, "codes");
  // The devices see the host's seat under the host's name.
  assert.equal(st.session.seats[0].name, "Alex");
  checkReady(st);
  assert.equal(log.ready, 0, "a seat is still waiting");
  toComputer(st, 1);
  assert.equal(log.ready, 1);
  assert.deepEqual(log.changed, [["human", "ai"]]);
  assert.ok(log.render > 0, "the panel was drawn again");
  assert.deepEqual(netState(st).seats[1], { seat: 1, kind: "ai", state: "computer" });
  assert.equal(st.remote.driver({ kind: "remote", name: "Sam" }, 1, {}).kind, "computer");
});

test("a reply that is not this seat's is refused with its reason, and changes nothing", async () => {
  const { st, log } = hostOf([
    { kind: "human", name: "You" },
    { kind: "remote", name: "Sam" },
  ]);
  for (const text of ["", "garbage", "x".repeat(5000)]) {
    const r = readReply(st, 1, text);
    assert.equal(r.ok, false);
    assert.match(/** @type {any} */ (r).why, /reply/i, text.slice(0, 20));
    const before = log.render;
    assert.equal(await accept(st, 1, text), false);
    assert.equal(st.invites[1].error, /** @type {any} */ (r).why, "the reason is shown");
    assert.ok(log.render > before);
  }
  assert.deepEqual(netState(st).seats[1].state, "waiting");
  assert.deepEqual(log.changed, []);
});

test("a move crossing the network is read by the engine, as each seat may be told it", () => {
  const read = (game, move, seat) => readMove((m, s) => gameById(game).moveFor(engine, m, s), move, seat);
  // Not a move: the protocol's own code; the engine's codes otherwise.
  for (const m of [null, "pass", 3, [], ["draw"]]) assert.equal(read("iota", m).error.code, "bad-move");
  assert.equal(read("ottawa", { card: 42 }).error.code, "bad-move");
  assert.equal(read("ottawa", "draw").error.code, "bad-move");
  assert.equal(read("iota", { place: [{ card: "9ZZ", x: 0, y: 0 }] }).error.code, "bad-card");
  // Known fields only, canonical codes; a trade's cards are told to no seat (Y5b).
  assert.deepEqual(read("iota", { place: [{ card: "2rt", x: 1, y: 0, z: 1 }], seat: 0, evil: "x" }), {
    ok: true,
    move: { place: [{ card: "2RT", x: 1, y: 0 }] },
  });
  assert.deepEqual(read("iota", { trade: ["1RT", "W"] }).move, { trade: ["1RT", "W"] });
  for (const seat of [0, 1, 3])
    assert.deepEqual(read("iota", { trade: ["1RT", "W"] }, seat).move, { trade: ["?", "?"] });
  assert.deepEqual(read("ottawa", { card: "7c", draw: undefined }, 2).move, { card: "7C" });
});
