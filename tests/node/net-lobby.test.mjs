// Who may take which seat over the relays (www/net/lobby.js): the table link gives the
// next free seat, a per-seat link its own seat once, a reconnection proves the device
// secret; a second device claiming a taken seat, a replayed or forged join, a join of
// another build and a full table are refused; the links read back what they hold.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Lobby, proof, readTableLink, tableFragment, newTable, tableCheck } from "../../www/net/lobby.js";
import { parseRelayList, defaultNets } from "../../www/net/relay-settings.js";
import { PROTOCOL } from "../../www/net/messages.js";

const BUILD = "b1";
const seats = [{ kind: "human" }, { kind: "remote" }, { kind: "remote" }, { kind: "ai" }];
const lobby = (list = seats) => new Lobby({ seats: () => list, build: BUILD, name: "Alex" });
/** The greeting a device gets, read. @param {Lobby} l @param {string} peer */
const greet = (l, peer) => JSON.parse(l.hello(peer));

test("the table link seats each new device at the next free seat, then the table is full", async () => {
  const l = lobby();
  const hello = greet(l, "p1");
  assert.equal(hello.v, PROTOCOL);
  assert.equal(hello.t, "host");
  assert.equal(hello.name, "Alex");
  const a = await l.join("p1", { t: "join", name: " Sam ", build: BUILD });
  assert.ok(a.ok);
  assert.equal(a.seat, 1);
  assert.equal(a.name, "Sam");
  const reply = JSON.parse(a.reply);
  assert.equal(reply.t, "joined");
  assert.equal(reply.seat, 1);
  assert.match(reply.secret, /^[A-Za-z0-9_-]{16,}$/);
  assert.deepEqual(l.taken(), { taken: 3, of: 4 });
  greet(l, "p2");
  const b = await l.join("p2", { t: "join", name: "Kim", build: BUILD });
  assert.ok(b.ok);
  assert.equal(b.seat, 2);
  greet(l, "p3");
  const c = await l.join("p3", { t: "join", name: "Lee", build: BUILD });
  assert.deepEqual([c.ok, c.reason], [false, "table-full"]);
  assert.deepEqual(JSON.parse(c.reply), { v: PROTOCOL, t: "join-refused", reason: "table-full" });
  assert.equal(l.seatOf("p3"), undefined);
});

test("a per-seat link takes its seat once; a second device with the same link is refused", async () => {
  const l = lobby();
  const token = /** @type {any} */ (l.claims[2]).token;
  const { nonce } = greet(l, "p1");
  const a = await l.join("p1", { seat: 2, proof: await proof(token, nonce, "p1"), build: BUILD });
  assert.ok(a.ok);
  assert.equal(a.seat, 2);
  const secret = JSON.parse(a.reply).secret;
  assert.ok(secret && secret !== token, "the device gets a secret of its own");
  const n2 = greet(l, "p2").nonce;
  const b = await l.join("p2", { seat: 2, proof: await proof(token, n2, "p2"), build: BUILD });
  assert.deepEqual([b.ok, b.reason], [false, "seat-taken"]);
  assert.equal(l.peerOf(2), "p1");
  // The table link now finds seat 1 the only free one.
  greet(l, "p3");
  assert.equal(/** @type {any} */ (await l.join("p3", { name: "x", build: BUILD })).seat, 1);
});

test("a reconnection proves the device secret and takes the seat back from its stalled connection", async () => {
  const l = lobby();
  greet(l, "old");
  const a = await l.join("old", { name: "Sam", build: BUILD });
  const secret = JSON.parse(a.reply).secret;
  // The same device, a new connection (a reload: a new peer id), before the old one is dropped.
  const { nonce } = greet(l, "new");
  const b = await l.join("new", { seat: 1, proof: await proof(secret, nonce, "new"), build: BUILD });
  assert.ok(b.ok);
  assert.equal(JSON.parse(b.reply).secret, undefined, "no new secret on a reconnection");
  assert.equal(l.peerOf(1), "new");
  assert.equal(l.seatOf("old"), undefined);
  // The old connection closing later does not free the seat.
  assert.equal(l.leave("old"), undefined);
  assert.equal(l.leave("new"), 1);
  assert.equal(l.freeSeat(), 2);
});

test("forged, replayed and other-build joins are refused and change nothing", async () => {
  const l = lobby();
  greet(l, "p1");
  const a = await l.join("p1", { name: "Sam", build: BUILD });
  const secret = JSON.parse(a.reply).secret;
  // Forged: a proof made without the secret.
  let n = greet(l, "evil").nonce;
  let r = await l.join("evil", { seat: 1, proof: await proof("guess", n, "evil"), build: BUILD });
  assert.equal(r.reason, "bad-proof");
  // Replayed: a good proof, seen once, sent again (no greeting of its own).
  n = greet(l, "p9").nonce;
  const good = { seat: 1, proof: await proof(secret, n, "p9"), build: BUILD };
  assert.ok((await l.join("p9", good)).ok);
  r = await l.join("p9", good);
  assert.equal(r.reason, "replayed");
  // Another device replaying that proof under its own greeting: the proof names its peer.
  greet(l, "p10");
  r = await l.join("p10", good);
  assert.equal(r.reason, "bad-proof");
  // No greeting at all.
  r = await l.join("p11", { name: "x", build: BUILD });
  assert.equal(r.reason, "replayed");
  greet(l, "p12");
  r = await l.join("p12", { name: "x", build: "other" });
  assert.equal(r.reason, "other-build");
  // A seat that is not played from another device.
  n = greet(l, "p13").nonce;
  r = await l.join("p13", { seat: 0, proof: await proof(secret, n, "p13"), build: BUILD });
  assert.equal(r.reason, "bad-proof");
  assert.equal(l.peerOf(1), "p9");
  assert.deepEqual(l.refused, { "bad-proof": 3, replayed: 2, "other-build": 1 });
});

test("a seat given to a computer is closed to its link", async () => {
  const list = seats.map((s) => ({ ...s }));
  const l = lobby(list);
  const token = /** @type {any} */ (l.claims[1]).token;
  list[1].kind = "ai";
  const { nonce } = greet(l, "p1");
  const r = await l.join("p1", { seat: 1, proof: await proof(token, nonce, "p1"), build: BUILD });
  assert.equal(r.reason, "seat-closed");
});

/** `table` with two neighbouring characters of `key` that differ swapped. @param {string} table @param {string} key */
function swapped(table, key) {
  const i = [...key].findIndex((c, j) => j > 0 && c !== key[j - 1]) - 1;
  return table.replace(`.${key}`, `.${key.slice(0, i)}${key[i + 1]}${key[i]}${key.slice(i + 2)}`);
}

test("table and per-seat links read back what they hold; damaged ones are not links", () => {
  const { room, key } = newTable();
  assert.match(room, /^[A-Za-z0-9_-]{16}$/);
  assert.equal(room.slice(12), tableCheck(room.slice(0, 12), key));
  const D = defaultNets();
  const nets = { torrent: ["ws://127.0.0.1:8000", "wss://tracker.example.org/announce"], nostr: [], mqtt: D.mqtt };
  const table = tableFragment({ room, key, nets }, D);
  assert.deepEqual(readTableLink(table, parseRelayList, D), { room, key, nets });
  const seat = tableFragment({ room, key, nets, seat: 2, token: "abcdefghijklmnopq" }, D);
  assert.deepEqual(readTableLink(seat, parseRelayList, D), { room, key, nets, seat: 2, token: "abcdefghijklmnopq" });
  for (const bad of [
    "#table=",
    `#table=${room}`,
    `#table=${room}.${key}&torrent=-&nostr=-&mqtt=-`, // no network
    `#table=${room}.${key}&relays=http://x`, // a link of one network, with no relay
    `#table=${room}.sh&relays=ws://x`,
    `#table=${room}.${key}.x&relays=ws://x`,
    `${table}&seat=2`, // a seat without its token
    `${table}&seat=-1&tok=abcdefghijklmnopq`,
    // One character of the key or of the room id changed, the key cut short, two keys' characters swapped: the check fails.
    table.replace(`.${key}`, `.${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`),
    table.replace(`${room}.`, `${room[0] === "A" ? "B" : "A"}${room.slice(1)}.`),
    table.replace(`.${key}`, `.${key.slice(0, 16)}`),
    swapped(table, key),
  ]) {
    assert.notEqual(bad, table);
    assert.equal(readTableLink(bad, parseRelayList, D), null, bad);
  }
});

test("a link carries only the networks that differ from the defaults; a link of one network still reads", () => {
  const { room, key } = newTable();
  const D = defaultNets();
  // The defaults: nothing but the room and its key.
  const plain = tableFragment({ room, key, nets: defaultNets() }, D);
  assert.equal(plain, `#table=${room}.${key}`);
  assert.deepEqual(readTableLink(plain, parseRelayList, D)?.nets, D);
  // One network changed, one off: only those travel.
  const mine = { torrent: D.torrent, nostr: ["wss://relay.example.org"], mqtt: [] };
  const changed = tableFragment({ room, key, nets: mine }, D);
  const p = new URLSearchParams(changed.slice(1));
  assert.deepEqual([...p.keys()], ["table", "nostr", "mqtt"]);
  assert.equal(p.get("mqtt"), "-");
  assert.deepEqual(readTableLink(changed, parseRelayList, D)?.nets, mine);
  // A link made when WebTorrent was the only network: its trackers, the other two off.
  const old = `#${new URLSearchParams({ table: `${room}.${key}`, relays: "ws://127.0.0.1:8000,wss://t.example.org" })}`;
  assert.deepEqual(readTableLink(old, parseRelayList, D)?.nets, {
    torrent: ["ws://127.0.0.1:8000", "wss://t.example.org"],
    nostr: [],
    mqtt: [],
  });
});
