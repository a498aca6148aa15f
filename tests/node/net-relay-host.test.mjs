// The host's side of one link as the page wires it (www/net/relay-host.js), a
// transport (www/net/transport.js) over a room handed in by the test instead of the
// relays: every device that connects is greeted; a join seats it; its messages then
// reach the host as its seat's peer (`seatPeer`), and nothing from a device that never
// joined does; a lost device is reported by its seat's peer; the links carry the room,
// the key, the networks and each seat's own token.
import { test } from "node:test";
import assert from "node:assert/strict";
import { relayHost } from "../../www/net/relay-host.js";
import { proof, readTableLink, tableCheck } from "../../www/net/lobby.js";
import { parseRelayList, defaultNets } from "../../www/net/relay-settings.js";
import { PROTOCOL } from "../../www/net/messages.js";
import { seatPeer } from "../../www/net/transport.js";

/** The table's room id (its last 4 characters the check of the rest and the key) and key. */
const KEY = "k".repeat(22);
const ROOM = "r".repeat(12) + tableCheck("r".repeat(12), KEY);
const NETS = { torrent: ["ws://127.0.0.1:9"], nostr: ["ws://127.0.0.1:10"], mqtt: [] };

/** A room of the test: what the host sends, and the events it is handed. */
function fakeRoom() {
  /** @type {any} */
  let on = null;
  /** @type {{ peer: string, msg: any }[]} */
  const sent = [];
  /** @type {boolean[]} what the host told the room: settled or not */
  const settled = [];
  return {
    sent,
    settled,
    /** @param {any} o */
    open: async (o) => {
      on = o;
      return {
        selfId: "host",
        send: (/** @type {string} */ peer, /** @type {string} */ text) => sent.push({ peer, msg: JSON.parse(text) }),
        peers: () => [],
        relaysOpen: () => 1,
        settle: (/** @type {boolean} */ yes) => settled.push(yes),
        joined() {},
        paths: () => ({ torrent: "connected", nostr: "trying", mqtt: "off" }),
        announces: () => ({ torrent: 0, nostr: 0, mqtt: 0 }),
        offers: () => ({ torrent: 0, nostr: 0, mqtt: 0 }),
        close() {},
      };
    },
    join: (/** @type {string} */ peer) => on.onJoin(peer),
    leave: (/** @type {string} */ peer) => on.onLeave(peer),
    message: (/** @type {string} */ peer, /** @type {any} */ m) =>
      on.onMessage(peer, JSON.stringify({ v: PROTOCOL, ...m })),
    last: (/** @type {string} */ peer) => sent.filter((s) => s.peer === peer).at(-1)?.msg,
  };
}

test("devices are greeted, seated by a join, heard only once seated, and reported lost by seat", async () => {
  const room = fakeRoom();
  const events = [];
  let saved = null;
  const seats = [{ kind: "human" }, { kind: "remote" }, { kind: "remote" }];
  const host = await relayHost(
    {
      record: { room: ROOM, key: KEY, nets: NETS, claims: [] },
      seats: () => seats,
      name: "Alex",
      build: "b1",
      rtc: { iceServers: [] },
      base: "https://example.org/yotta/",
      onUnreachable: () => events.push(["unreachable"]),
      onSaved: (r) => (saved = r),
      watchRefusal: () => null,
    },
    {
      onJoin: (peer, name) => events.push(["seat", peer, name]),
      onLeave: (peer) => events.push(["lost", peer]),
      onMessage: (peer, text) => events.push(["message", peer, JSON.parse(text).t]),
    },
    room.open,
  );
  // A device that never joined: greeted, and nothing of what it sends goes further.
  room.join("p1");
  const hello = room.last("p1");
  assert.equal(hello.t, "host");
  assert.equal(hello.name, "Alex");
  await room.message("p1", { t: "move", id: 1, move: { draw: true } });
  assert.deepEqual(events, []);
  assert.equal(host.lobby.refused["not-joined"], 1);
  // It joins by the table link: seated at seat 1, its messages now reach the host.
  await room.message("p1", { t: "join", name: "Sam", build: "b1" });
  const joined = room.last("p1");
  assert.equal(joined.t, "joined");
  assert.equal(joined.seat, 1);
  assert.deepEqual(events, [["seat", seatPeer(1), "Sam"]]);
  assert.equal(saved.claims[1].secret, joined.secret, "the device's secret is kept for a reload");
  await room.message("p1", { t: "move", id: 2, move: { draw: true } });
  assert.deepEqual(events.at(-1), ["message", seatPeer(1), "move"]);
  assert.equal(host.rejoins, true, "a device that left comes back by itself");
  host.send(seatPeer(1), JSON.stringify({ v: PROTOCOL, t: "state" }));
  assert.equal(room.last("p1").t, "state");
  // Lost, then back under a new connection with its proof.
  room.leave("p1");
  assert.deepEqual(events.at(-1), ["lost", seatPeer(1)]);
  host.send(seatPeer(1), JSON.stringify({ v: PROTOCOL, t: "state", n: 2 }));
  assert.notEqual(room.last("p1").n, 2, "nothing is sent to a seat without its device");
  room.join("p1b");
  const nonce = room.last("p1b").nonce;
  await room.message("p1b", { t: "join", seat: 1, proof: await proof(joined.secret, nonce, "p1b"), build: "b1" });
  assert.deepEqual(room.last("p1b"), { v: PROTOCOL, t: "joined", seat: 1 });
  assert.deepEqual(events.at(-1), ["seat", seatPeer(1), ""]);
  // The links: the table's, and seat 2's own with its token.
  const table = readTableLink(new URL(host.tableLink()).hash, parseRelayList, defaultNets());
  assert.deepEqual(table, { room: ROOM, key: KEY, nets: NETS });
  assert.ok(host.tableLink().startsWith("https://example.org/yotta/#table="));
  const own = readTableLink(new URL(host.seatLink(2)).hash, parseRelayList, defaultNets());
  assert.equal(own?.seat, 2);
  assert.equal(own?.token, saved.claims[2].token);
});
