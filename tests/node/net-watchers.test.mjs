// Watchers of a multi-device game, driven through the core protocol (www/net/protocol.js)
// over an in-memory transport (www/net/transport.js's interface): no browser, no
// network. A watcher holds no seat: it gets the engine's public view (`publicView`,
// docs/api.md), the moves as no seat is told them, and the game so far when it comes
// late; never a card of any hand nor the pile's order. Its moves, hints and seat claims
// are refused; the host's engine stays the authority. At most MAX_WATCHERS watch, and
// closing the watch link sends every watcher away. The last test wires a host, two
// guests and a watcher as the page does, through the core's side of the interface
// (`hostEvents`, `guestEvents`, `hostSends`): moves, a guest leaving and joining again.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSync } from "./support.mjs";
import { HostSession, GuestSession, MAX_WATCHERS } from "../../www/net/protocol.js";
import { hostEvents, guestEvents, hostSends, seatPeer, seatOfPeer, HOST_PEER } from "../../www/net/transport.js";

const engine = await loadSync();

/**
 * An in-memory network: each `open(id, events)` is a transport (www/net/transport.js)
 * whose `send(peer, text)` reaches `peer`'s `onMessage` a moment later (a microtask, as
 * a data channel delivers after the sender's turn), in order. `flush()` waits until
 * nothing is on its way.
 */
function memoryNetwork() {
  /** @type {Map<string, import("../../www/net/transport.js").TransportEvents>} */
  const ends = new Map();
  let inFlight = 0;
  return {
    /** @param {string} id @param {import("../../www/net/transport.js").TransportEvents} events */
    open(id, events) {
      for (const [other, e] of ends) {
        e.onJoin(id);
        events.onJoin(other);
      }
      ends.set(id, events);
      return {
        /** @param {string} peer @param {string} text */
        send(peer, text) {
          inFlight++;
          queueMicrotask(() => {
            inFlight--;
            ends.get(peer)?.onMessage(id, text);
          });
        },
        close() {
          ends.delete(id);
          for (const e of ends.values()) e.onLeave(id);
        },
      };
    },
    async flush() {
      for (let i = 0; i < 1000 && inFlight; i++) await new Promise((r) => setTimeout(r, 0));
    },
  };
}

/**
 * A host with one remote seat and watchers over the memory network: the host's seats
 * and watchers are told apart by peer id (the lobby's job in the real page).
 * @param {"iota" | "ottawa"} game @param {any} g the engine's game
 */
function table(game, g) {
  const net = memoryNetwork();
  /** @type {Map<string, number>} */
  const seatOf = new Map([["guest", 1]]);
  const watchers = new Set();
  const session = new HostSession({
    game,
    api: engine,
    engine: () => g,
    seats: [
      { kind: "human", name: "Host" },
      { kind: "remote", name: "Guest" },
    ],
    send: (seat, text) => {
      for (const [p, s] of seatOf) if (s === seat) host.send(p, text);
    },
    sendWatcher: (id, text) => host.send(id, text),
  });
  const host = net.open("host", {
    onJoin: (peer) => {
      if (seatOf.has(peer)) session.attach(/** @type {number} */ (seatOf.get(peer)));
      else if (watchers.has(peer)) session.watchers.add(peer);
    },
    onMessage: (peer, text) => {
      if (seatOf.has(peer)) session.receive(/** @type {number} */ (seatOf.get(peer)), text);
      else session.watchers.receive(peer, text);
    },
    onLeave: (peer) => {
      if (seatOf.has(peer)) session.detach(/** @type {number} */ (seatOf.get(peer)));
      else session.watchers.remove(peer);
    },
  });
  /** A device: its session, its transport, and every text it received. @param {string} id */
  const device = (id) => {
    /** @type {string[]} */
    const got = [];
    const s = new GuestSession({ api: engine, send: (text) => t.send("host", text) });
    const t = net.open(id, {
      onJoin: () => {},
      onMessage: (_peer, text) => {
        got.push(text);
        s.receive(text);
      },
      onLeave: () => s.lost(),
    });
    return { session: s, transport: t, got };
  };
  session.watchers.begin();
  return {
    net,
    session,
    guest: device("guest"),
    /** @param {string} id */
    watcher(id) {
      watchers.add(id);
      return device(id);
    },
  };
}

/** Every card code in a message (strings of the game's card shape), hands' and table's. @param {unknown} v @param {RegExp} card */
function cardsIn(v, card, out = new Set()) {
  if (typeof v === "string" && card.test(v)) out.add(v);
  else if (Array.isArray(v)) for (const x of v) cardsIn(x, card, out);
  else if (v && typeof v === "object") for (const x of Object.values(v)) cardsIn(x, card, out);
  return out;
}

/** Every key of a message, at any depth. @param {unknown} v @param {Set<string>} [out] */
function keysIn(v, out = new Set()) {
  if (Array.isArray(v)) for (const x of v) keysIn(x, out);
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      keysIn(x, out);
    }
  return out;
}

/**
 * The messages a watcher got since `from` hold no card of any hand now (`hands`: the
 * engine's views of every seat), no hand, no seed, no legal moves and the pile only
 * as a size. A card on the table is public: a wild ("W", two of them) may be both.
 * @param {string[]} got @param {number} from @param {Set<string>} hidden @param {RegExp} card
 */
function assertPublic(got, from, hidden, card) {
  for (const text of got.slice(from)) {
    const msg = JSON.parse(text);
    const keys = keysIn(msg);
    for (const k of ["hand", "seed", "legal", "pileKnown", "handsKnown", "stockOrder"])
      assert.ok(!keys.has(k), `${k} in ${text.slice(0, 80)}`);
    for (const c of cardsIn(msg, card))
      assert.ok(!hidden.has(c), `${c} of a hand reached a watcher: ${text.slice(0, 120)}`);
  }
}

test("Ётта: two watchers see the public table after every move, a late one gets the game so far, and none can move", async () => {
  const g = new engine.IotaGame({ players: 2, seed: "watchers" });
  const t = table("iota", g);
  t.session.watchers.setOpen(true);
  const w1 = t.watcher("w1");
  await t.net.flush();
  assert.equal(t.session.watchers.size, 1);
  assert.equal(w1.session.watcher, true);
  assert.equal(w1.session.seat, -1);
  assert.deepEqual(w1.session.view, g.publicView());
  assert.equal(w1.session.view.seat, null);
  assert.ok(!("hand" in w1.session.view));
  const card = /^(?:[1-4][RGBY][A-Z]|W)$/;
  /** The cards in hands now, but wilds (public once played: the same code). */
  const hidden = () => new Set([0, 1].flatMap((s) => g.view(s).hand).filter((c) => c !== "W"));
  let seen = 0;
  let w2 = null;
  let trades = 0;
  for (let n = 0; n < 30 && !g.view().over; n++) {
    const seat = g.view().toMove;
    const move = g.hint("easy").move;
    if (move.trade) trades++;
    const before = hidden();
    if (seat === 0) {
      const r = g.play(move);
      assert.ok(r.ok);
      t.session.update({ seat, move });
    } else {
      const r = await t.guest.session.play(move);
      assert.ok(r.ok, JSON.stringify(r));
    }
    await t.net.flush();
    // What the hands held before the move, and hold now, never reached a watcher,
    // but the cards the move put on the table.
    const now = hidden();
    const onTable = new Set(g.publicView().board.map((p) => p.card));
    const secret = new Set([...before, ...now].filter((c) => !onTable.has(c)));
    assertPublic(w1.got, seen, secret, card);
    seen = w1.got.length;
    assert.deepEqual(w1.session.view, g.publicView(), `after move ${n}`);
    if (n === 12) {
      w2 = t.watcher("w2");
      await t.net.flush();
      // The late watcher: the game so far, one public view per position, the last the table now.
      assert.equal(w2.session.past.length, t.session.watchers.past.length);
      assert.equal(w2.session.pastExpected, w2.session.past.length);
      assert.equal(w2.session.past.length, n + 2);
      assert.deepEqual(w2.session.past.at(-1)?.view, g.publicView());
      assert.equal(w2.session.past[0].move, null);
      assert.ok(w2.session.past.slice(1).every((p) => p.move));
      assertPublic(w2.got, 0, hidden(), card);
    }
  }
  assert.ok(w2, "the late watcher came");
  assert.deepEqual(w2.session.view, g.publicView());
  // A trade's cards are "?" for a watcher.
  for (const p of w1.session.past) if (p.move?.trade) assert.ok(p.move.trade.every((c) => c === "?"));
  assert.ok(trades >= 0);
  // A watcher's move is refused by the host and changes nothing.
  const save = g.save();
  const at = t.session.at;
  const toMove = g.view().toMove;
  const refused = await Promise.race([
    w1.session.play(g.hint("easy").move),
    t.net.flush().then(() => new Promise((r) => setTimeout(() => r({ ok: "no answer" }), 50))),
  ]);
  assert.equal(refused.ok, false);
  assert.equal(refused.error.code, "watcher");
  assert.equal(g.save(), save);
  assert.equal(t.session.at, at);
  assert.equal(g.view().toMove, toMove);
  // A watcher that claims a seat (a seat's message: a hint, a rematch answer) is refused too.
  w1.transport.send("host", JSON.stringify({ v: 2, t: "hint", id: 99, at }));
  w1.transport.send("host", JSON.stringify({ v: 2, t: "rematch", accept: true }));
  w1.transport.send("host", JSON.stringify({ v: 2, t: "move", id: 100, seat: 1, move: { pass: true } }));
  await t.net.flush();
  assert.equal(t.session.refused.watcher, 4);
  assert.equal(g.save(), save);
});

test("Оттава: a watcher never sees a drawn card; closing the watch link sends watchers away; at most 8", async () => {
  const g = new engine.OttawaGame({ players: 2, seed: "watch ottawa" });
  const t = table("ottawa", g);
  // Before the link is open, no watcher is taken.
  assert.equal(t.session.watchers.add("early").ok, false);
  t.session.watchers.setOpen(true);
  const w = t.watcher("w1");
  await t.net.flush();
  const card = /^(?:[2-9TJQKA][CDHS])$/;
  let draws = 0;
  let seen = 0;
  for (let n = 0; n < 60 && !g.view().over && !g.view().roundOver; n++) {
    const seat = g.view().toMove;
    const move = g.hint("easy").move;
    const before = new Set([0, 1].flatMap((s) => g.view(s).hand));
    if (seat === 0) {
      const r = g.play(move);
      assert.ok(r.ok);
      if (move.draw) draws++;
      t.session.update({ seat, move });
    } else {
      const r = await t.guest.session.play(move);
      assert.ok(r.ok);
      if (move.draw) draws++;
    }
    await t.net.flush();
    const played = new Set(g.publicView().played);
    const secret = new Set([...before, ...[0, 1].flatMap((s) => g.view(s).hand)].filter((c) => !played.has(c)));
    assertPublic(w.got, seen, secret, card);
    seen = w.got.length;
    assert.deepEqual(w.session.view, g.publicView());
    const last = w.session.view.last;
    if (last?.kind === "draw") assert.ok(!("card" in last), "a drawn card is nobody's to see");
  }
  assert.ok(draws > 0, "someone drew");
  // At most MAX_WATCHERS.
  for (let i = 2; i <= MAX_WATCHERS; i++) assert.equal(t.session.watchers.add(`w${i}`).ok, true);
  const ninth = t.session.watchers.add("w9");
  assert.equal(ninth.ok, false);
  assert.equal(ninth.error.code, "watchers-full");
  assert.equal(t.session.watchers.size, MAX_WATCHERS);
  // Closing the watch link: every watcher is told and let go; none is taken any more.
  const from = w.got.length;
  t.session.watchers.setOpen(false);
  await t.net.flush();
  assert.equal(t.session.watchers.size, 0);
  const bye = w.got.slice(from).map((x) => JSON.parse(x));
  assert.deepEqual(
    bye.map((m) => [m.t, m.reason]),
    [["bye", "watch-closed"]],
  );
  assert.equal(t.session.watchers.add("again").error?.code, "watch-closed");
  // The game goes on for the seats, and nothing more reaches the old watcher.
  const move = g.hint("easy").move;
  if (g.view().toMove === 0 && !g.view().roundOver) {
    g.play(move);
    t.session.update({ seat: 0, move });
    await t.net.flush();
  }
  assert.equal(w.got.length, from + 1);
});

/**
 * A table of three wired as the page wires it, through the core's side of the transport
 * interface (www/net/transport.js): the host's session sends with `hostSends` and hears
 * its transport through `hostEvents`, each guest's session through `guestEvents`. The
 * host's transport names each seat's device `seatPeer(seat)` and a watcher by its own id,
 * as the codes' and the relay's transports do.
 * @param {any} g the engine's game (Ётта, three players)
 */
function tableOfThree(g) {
  const net = memoryNetwork();
  /** @type {import("../../www/net/transport.js").Transport | null} */
  let hostEnd = null;
  /** @type {string[]} what the host's page was told: seats that came and left, watchers */
  const log = [];
  const session = new HostSession({
    game: "iota",
    api: engine,
    engine: () => g,
    seats: [
      { kind: "human", name: "Host" },
      { kind: "remote", name: "Ann" },
      { kind: "remote", name: "Bob" },
    ],
    ...hostSends(() => hostEnd),
  });
  hostEnd = net.open(
    HOST_PEER,
    hostEvents(session, {
      seatCame: (seat) => {
        log.push(`came ${seat}`);
        session.attach(seat);
      },
      seatLost: (seat) => {
        log.push(`lost ${seat}`);
        session.detach(seat);
      },
      watcherCame: (peer, r) => log.push(`watcher ${peer} ${r.ok}`),
      watcherLeft: (peer) => log.push(`watcher ${peer} left`),
    }),
  );
  /** A device on the network as `peer`: its session and its transport. @param {string} peer */
  const device = (peer) => {
    const s = new GuestSession({ api: engine, send: (text) => end.send(HOST_PEER, text) });
    const end = net.open(peer, guestEvents(s));
    return { session: s, transport: end };
  };
  session.watchers.begin();
  return { net, session, log, device };
}

test("a host, two guests and a watcher over an in-memory transport: moves, a guest leaving and joining again, a watcher's move refused", async () => {
  const g = new engine.IotaGame({ players: 3, seed: "three over memory" });
  const t = tableOfThree(g);
  await t.session.watchers.setOpen(true);
  const ann = t.device(seatPeer(1));
  let bob = t.device(seatPeer(2));
  const w = t.device("w1");
  await t.net.flush();
  assert.deepEqual(t.log, ["came 1", "came 2", "watcher w1 true"]);
  assert.deepEqual(
    t.session.seatList().map((s) => s.state),
    ["connected", "connected", "connected"],
  );
  assert.equal(seatOfPeer(seatPeer(2)), 2);
  assert.equal(seatOfPeer("w1"), null, "a watcher is a role, not a seat");
  assert.equal(ann.session.seat, 1);
  assert.equal(bob.session.seat, 2);
  assert.equal(w.session.watcher, true);
  /** Every device shows what the host's engine says it may see. */
  const allSee = () => {
    assert.deepEqual(ann.session.view, g.view(1));
    assert.deepEqual(bob.session.view, g.view(2));
    assert.deepEqual(w.session.view, g.publicView());
  };
  allSee();
  /** The seat to move plays the easy computer's move: the host at its table, a guest through its device. */
  const step = async () => {
    const seat = g.view().toMove;
    const move = g.hint("easy").move;
    if (seat === 0) {
      assert.ok(g.play(move).ok);
      t.session.update({ seat, move });
    } else {
      const r = await (seat === 1 ? ann : bob).session.play(move);
      assert.ok(r.ok, JSON.stringify(r));
    }
    await t.net.flush();
    return seat;
  };
  for (let n = 0; n < 6; n++) {
    await step();
    allSee();
  }
  // A guest out of turn is refused, and nothing changes.
  const save = g.save();
  const out = g.view().toMove === 1 ? bob : ann;
  const wrong = await out.session.play(g.hint("easy").move);
  assert.equal(wrong.ok, false);
  assert.equal(wrong.error.code, "not-your-turn");
  assert.equal(g.save(), save);
  // Bob's device leaves: the host's page is told, the others see the seat disconnected.
  bob.transport.close();
  await t.net.flush();
  const gone = bob.session;
  const goneGot = gone.receivedBytes;
  assert.equal(t.log.at(-1), "lost 2");
  assert.equal(t.session.states[2], "disconnected");
  assert.equal(ann.session.seats[2].state, "disconnected");
  assert.equal(w.session.seats[2].state, "disconnected");
  // The game goes on until it is Bob's turn; nothing reaches the device that left.
  let meanwhile = 0;
  while (g.view().toMove !== 2 && !g.view().over) meanwhile += (await step()) >= 0 ? 1 : 0;
  assert.ok(meanwhile > 0, "moves were played while Bob was away");
  assert.equal(gone.receivedBytes, goneGot);
  // Bob's device joins again: welcomed with the table as it is now, and plays its turn.
  bob = t.device(seatPeer(2));
  await t.net.flush();
  assert.equal(t.log.at(-1), "came 2");
  assert.equal(t.session.states[2], "connected");
  assert.equal(bob.session.at, t.session.at);
  allSee();
  assert.equal(ann.session.seats[2].state, "connected");
  if (!g.view().over) {
    assert.equal(await step(), 2);
    allSee();
  }
  // The watcher's move is refused (`watcher`) and changes nothing.
  const before = g.save();
  const at = t.session.at;
  const refused = await w.session.play(g.hint("easy").move);
  assert.equal(refused.ok, false);
  assert.equal(refused.error.code, "watcher");
  assert.equal(g.save(), before);
  assert.equal(t.session.at, at);
  // The watcher leaves: the host's page is told, the watchers are none.
  w.transport.close();
  await t.net.flush();
  assert.equal(t.log.at(-1), "watcher w1 left");
  assert.equal(t.session.watchers.size, 0);
});
