// The relay's two transports (www/net/transport.js) end to end, with no browser: the
// host's (www/net/relay-host.js relayHost) and a guest's (www/net/transport-relay.js
// openRelayGuest) over rooms handed in by the test, which carry each message from one
// peer to another a moment later, as the relays' data channels do. The core is wired
// as the page wires it (`hostEvents`, `guestEvents`, `hostSends`): a guest greeted,
// seated by its join and welcomed; moves; the guest's connection lost and the seat
// claimed again from a new connection with its secret; a watcher by the watch link,
// whose move is refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSync } from "./support.mjs";
import { HostSession, GuestSession } from "../../www/net/protocol.js";
import { relayHost } from "../../www/net/relay-host.js";
import { openRelayGuest } from "../../www/net/transport-relay.js";
import { hostEvents, guestEvents, hostSends, HOST_PEER } from "../../www/net/transport.js";
import { readTableLink, tableCheck } from "../../www/net/lobby.js";
import { parseRelayList, defaultNets } from "../../www/net/relay-settings.js";

const engine = await loadSync();
const KEY = "k".repeat(22);
const ROOM = "r".repeat(12) + tableCheck("r".repeat(12), KEY);
const NETS = { torrent: ["ws://127.0.0.1:9"], nostr: [], mqtt: [] };

/**
 * Rooms of the test: `open(id)` is an openRoom for the peer `id`; every two open peers
 * are joined to each other; `cut(id)` ends every connection of `id`. `flush()` waits
 * until nothing is on its way: no message sent and not yet handled, and no handler
 * still at work (a join's proof is a SHA-256 digest, which Node computes off the main
 * thread: a wait of a few milliseconds is not enough on a busy machine).
 */
function rooms() {
  /** @type {Map<string, any>} each open peer's events */
  const ends = new Map();
  let inFlight = 0;
  /** Counts a handler's work until it is done. @param {unknown} work */
  const track = (work) => {
    inFlight++;
    Promise.resolve(work).finally(() => inFlight--);
  };
  return {
    /** @param {string} id */
    open: (id) => async (/** @type {any} */ o) => {
      ends.set(id, o);
      for (const [other, e] of ends)
        if (other !== id) {
          track(e.onJoin(id));
          track(o.onJoin(other));
        }
      return {
        selfId: id,
        send: (/** @type {string} */ peer, /** @type {string} */ text) => {
          inFlight++;
          setTimeout(() => {
            if (ends.has(id)) track(ends.get(peer)?.onMessage(id, text));
            inFlight--;
          }, 0);
        },
        peers: () => [...ends.keys()].filter((p) => p !== id),
        relaysOpen: () => 1,
        settle() {},
        joined() {},
        paths: () => ({ torrent: "connected", nostr: "off", mqtt: "off" }),
        announces: () => ({ torrent: 0, nostr: 0, mqtt: 0 }),
        offers: () => ({ torrent: 0, nostr: 0, mqtt: 0 }),
        close: () => cut(id),
      };
    },
    cut: (/** @type {string} */ id) => cut(id),
    async flush() {
      for (let i = 0; i < 2000 && inFlight; i++) await new Promise((r) => setTimeout(r, 1));
      await new Promise((r) => setTimeout(r, 5));
    },
  };
  /** @param {string} id */
  function cut(id) {
    const o = ends.get(id);
    if (!o) return;
    ends.delete(id);
    for (const [other, e] of ends) {
      e.onLeave(id);
      o.onLeave(other);
    }
  }
}

test("one link, both ends: a guest seated and welcomed, moves, its seat claimed again after a loss, a watcher refused a move", async () => {
  const net = rooms();
  const g = new engine.IotaGame({ players: 2, seed: "relay both ends" });
  /** @type {import("../../www/net/transport.js").Transport | null} */
  let host = null;
  const session = new HostSession({
    game: "iota",
    api: engine,
    engine: () => g,
    seats: [
      { kind: "human", name: "Alex" },
      { kind: "remote", name: "Seat 2" },
    ],
    ...hostSends(() => host),
  });
  session.watchers.begin();
  const relay = await relayHost(
    {
      record: { room: ROOM, key: KEY, nets: NETS, claims: [] },
      seats: () => session.seats,
      name: "Alex",
      build: "b1",
      rtc: {},
      base: "https://example.org/yotta/",
      onUnreachable() {},
      onSaved() {},
      watchRefusal: () => session.watchers.refusal(),
    },
    hostEvents(session, {
      seatCame: (seat, name) => {
        if (name) session.seats[seat] = { ...session.seats[seat], name };
        session.attach(seat);
      },
      seatLost: (seat) => session.detach(seat, "reconnecting"),
    }),
    net.open("host-peer"),
  );
  host = relay;
  const link = /** @type {import("../../www/net/lobby.js").TableLink} */ (
    readTableLink(new URL(relay.tableLink()).hash, parseRelayList, defaultNets())
  );
  /** @type {{ seat: number, secret: string } | null} the seat the guest's device keeps */
  let mine = null;
  /** A device of the room as `id`, by `l`: its session and transport. @param {string} id @param {any} l */
  const device = async (id, l) => {
    /** @type {string[]} */
    const said = [];
    const s = new GuestSession({ api: engine, send: (text) => t.send(HOST_PEER, text) });
    const t = await openRelayGuest(
      {
        link: l,
        rtc: {},
        build: "b1",
        name: "Sam",
        mine: () => (l.watch ? null : mine),
        stopped: () => false,
        onHost: (name) => said.push(`host ${name}`),
        onSeated: (seat, secret) => {
          said.push(`seated ${seat}`);
          if (secret !== null) mine = { seat, secret };
        },
        onWatching: () => said.push("watching"),
        onForget: () => (mine = null),
        onRefused: (reason) => said.push(`refused ${reason}`),
        onUnreachable() {},
        onBadKey() {},
        onStall() {},
      },
      guestEvents(s, { rejoins: true }),
      net.open(id),
    );
    return { session: s, transport: t, said };
  };
  const sam = await device("sam-1", link);
  await net.flush();
  assert.deepEqual(sam.said, ["host Alex", "seated 1"]);
  assert.equal(sam.transport.seated(), true);
  assert.equal(sam.session.connected, true);
  assert.equal(sam.session.seat, 1);
  assert.equal(session.seats[1].name, "Sam", "the name given at the join");
  assert.deepEqual(sam.session.view, g.view(1));
  /** The seat to move plays: the host at its table, Sam through the relay. @param {any} d */
  const step = async (d) => {
    const seat = g.view().toMove;
    const move = g.hint("easy").move;
    if (seat === 0) {
      assert.ok(g.play(move).ok);
      session.update({ seat, move });
    } else assert.ok((await d.session.play(move)).ok);
    await net.flush();
  };
  for (let n = 0; n < 4; n++) await step(sam);
  assert.deepEqual(sam.session.view, g.view(1));
  // Sam's connection is lost: the seat is "reconnecting"; Sam's page knows.
  net.cut("sam-1");
  await net.flush();
  assert.equal(session.states[1], "reconnecting");
  assert.equal(sam.session.connected, false);
  if (g.view().toMove === 0) await step(sam);
  // Back from a new connection: the seat claimed with its secret, welcomed with the table now.
  const again = await device("sam-2", link);
  await net.flush();
  assert.deepEqual(again.said, ["host Alex", "seated 1"]);
  assert.equal(session.states[1], "connected");
  assert.deepEqual(again.session.view, g.view(1));
  assert.equal(again.session.at, session.at);
  await step(again);
  assert.deepEqual(again.session.view, g.view(1));
  // A watcher by the watch link: the public table, and its move refused.
  await session.watchers.setOpen(true);
  const wl = readTableLink(new URL(relay.watchLink()).hash, parseRelayList, defaultNets());
  const w = await device("watcher-1", wl);
  await net.flush();
  assert.deepEqual(w.said, ["host Alex", "watching"]);
  assert.equal(session.watchers.size, 1);
  assert.deepEqual(w.session.view, g.publicView());
  const save = g.save();
  const r = await w.session.play(g.hint("easy").move);
  assert.equal(r.ok, false);
  assert.equal(r.error.code, "watcher");
  assert.equal(g.save(), save);
  relay.close();
});
