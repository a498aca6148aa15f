// The transport of one link (www/net/relay.js) over networks of the test, in memory:
// each network a room of devices that connects every two of them with a connection of
// its own (as trystero's strategies do), each connection a pair of data channels that
// deliver what the other end had opened only (a negotiated channel opens before the
// other device has made its end). What a device must get right whatever the networks
// do: one connection kept per device, the same on both sides, announced once; the
// others closed once the table is settled; the rooms left and joined passive then,
// announcing nothing, and active again when a seat is missing; MQTT started only when
// the other two did not find the table, or are down; `paths` and `announces`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openRoom, SETTLE_MS, PONG_MS } from "../../www/net/relay.js";
import { torrent } from "../../www/net/network-torrent.js";

globalThis.RTCPeerConnection ??= /** @type {any} */ (class {});
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

/** A data channel of the test: what one end sends reaches the other end if it is open. */
class Channel {
  constructor() {
    this.readyState = "connecting";
    /** A cut network: what this end sends is lost. */
    this.cut = false;
    /** @type {Channel | null} */
    this.other = null;
    /** @type {any} */ this.onopen = null;
    /** @type {any} */ this.onmessage = null;
    /** @type {any} */ this.onclose = null;
  }
  /** @param {string} data */
  send(data) {
    if (this.readyState !== "open") throw new Error("channel not open");
    const to = this.other;
    if (this.cut) return;
    // As in a browser, a message may arrive before its channel's `open` event.
    setTimeout(() => to && to.readyState !== "closed" && to.onmessage?.({ data }), 1);
  }
  close() {
    if (this.readyState === "closed") return;
    this.readyState = "closed";
    this.onclose?.();
  }
}

/** A connection of the test, one end of a pair. */
class Pc extends EventTarget {
  constructor() {
    super();
    this.iceConnectionState = "connected";
    /** @type {Pc | null} */
    this.other = null;
    /** @type {Map<number, Channel>} */
    this.channels = new Map();
  }
  /** @param {string} _label @param {{ id: number }} o */
  createDataChannel(_label, o) {
    const ch = new Channel();
    this.channels.set(o.id, ch);
    const far = this.other?.channels.get(o.id);
    if (far) {
      ch.other = far;
      far.other = ch;
    }
    // Each end's `open` comes when it comes: the other end may have spoken first.
    setTimeout(
      () => {
        if (ch.readyState !== "connecting") return;
        ch.readyState = "open";
        ch.onopen?.();
      },
      2 + Math.floor(Math.random() * 30),
    );
    return ch;
  }
  close() {
    if (this.iceConnectionState === "closed") return;
    this.iceConnectionState = "closed";
    for (const ch of this.channels.values()) ch.close();
    this.dispatchEvent(new Event("iceconnectionstatechange"));
    this.other?.close();
  }
}

/**
 * A network of the test: rooms of devices; joining a room actively connects the device
 * with every other device there it has no connection with (on this network), and is
 * an announcement (with offers); a passive room connects only when another device
 * there is active, and keeps the connections it already shares.
 */
function fakeNetwork(/** @type {"torrent" | "nostr" | "mqtt"} */ id, eager = true) {
  /** @type {Map<string, { self: string, passive: boolean, room: any }>} */
  const members = new Map();
  /** @type {Map<string, Pc>} "a|b" → a's end */
  const pcs = new Map();
  const net = { id, down: false, loaded: 0, announces: 0 };
  const connect = (/** @type {string} */ a, /** @type {string} */ b) => {
    if (pcs.has(`${a}|${b}`) && pcs.get(`${a}|${b}`)?.iceConnectionState !== "closed") return;
    const pa = new Pc();
    const pb = new Pc();
    pa.other = pb;
    pb.other = pa;
    pcs.set(`${a}|${b}`, pa);
    pcs.set(`${b}|${a}`, pb);
    for (const [self, other] of [
      [a, b],
      [b, a],
    ])
      setTimeout(() => members.get(self)?.room.onPeerJoin?.(other), 2);
  };
  /** The strategy as one device loads it. @param {string} self @param {(url: string, data: unknown) => void} tap */
  const strategy = (self, tap) => ({
    selfId: self,
    getRelaySockets: () => ({ [`ws://${id}.test`]: { readyState: net.down ? 3 : 1 } }),
    tapSockets: (/** @type {any} */ f) => {
      tap.f = f;
      return () => {};
    },
    joinRoom: (/** @type {any} */ config) => {
      const room = {
        /** @type {any} */ onPeerJoin: null,
        getPeers: () =>
          Object.fromEntries(
            [...pcs]
              .filter(([k, pc]) => k.startsWith(`${self}|`) && pc.iceConnectionState !== "closed")
              .map(([k, pc]) => [k.split("|")[1], pc]),
          ),
        leave: async () => {
          if (members.get(self)?.room === room) members.delete(self);
        },
      };
      members.set(self, { self, passive: !!config.passive, room });
      // A relay that refuses: its socket closes (and the library would try it again later).
      if (net.down) {
        setTimeout(() => tap.f?.(`ws://${id}.test/`, null, "closed"), 5);
        return room;
      }
      if (!config.passive) {
        net.announces++;
        tap.f?.(`ws://${id}.test/`, JSON.stringify({ action: "announce", offers: [{ offer: "x" }] }));
      }
      for (const m of members.values()) {
        if (m.self === self) continue;
        // Two devices connect when either announces; a shared connection attaches to a new room.
        if (!config.passive || !m.passive) connect(self, m.self);
        else if (pcs.has(`${self}|${m.self}`)) setTimeout(() => room.onPeerJoin?.(m.self), 2);
      }
      return room;
    },
  });
  /**
   * The network's adapter for device `self`; `tap`: the device's one tap on its sockets,
   * shared by its networks as www/vendor's strategies share it.
   * @param {string} self @param {any} tap
   */
  const adapter = (self, tap) => {
    return {
      id,
      defaults: [],
      eager,
      load: async () => {
        net.loaded++;
        return strategy(self, tap);
      },
      sent: torrent.sent,
    };
  };
  return { net, adapter, pcs, members };
}

/** A device on the networks of the test, with what it is told. @param {string} self @param {ReturnType<typeof fakeNetwork>[]} nets */
async function device(self, nets) {
  /** @type {any[]} */
  const events = [];
  const tap = {};
  const room = await openRoom({
    nets: Object.fromEntries(nets.map((n) => [n.net.id, [`ws://${n.net.id}.test`]])),
    room: "room",
    key: "key",
    rtc: { iceServers: [] },
    networks: /** @type {any} */ (nets.map((n) => n.adapter(self, tap))),
    // Every device of the test is a table's: the connection kept is the one it joined through.
    onJoin: (peer) => {
      events.push(["join", peer]);
      room.joined(peer);
    },
    onLeave: (peer) => events.push(["leave", peer]),
    onMessage: (peer, text) => events.push(["message", peer, text]),
    onUnreachable: () => events.push(["unreachable"]),
  });
  return { room, events };
}

/** Waits until `f()` is true (at most `ms`). @param {() => boolean} f */
async function until(f, ms = 8000) {
  const end = Date.now() + ms;
  while (!f()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${f}`);
    await tick(10);
  }
}

test("two devices that meet on two networks keep one connection, the same on both sides, and are told once", async () => {
  const t = fakeNetwork("torrent");
  const n = fakeNetwork("nostr");
  const m = fakeNetwork("mqtt", false);
  const a = await device("aaa", [t, n, m]);
  const b = await device("bbb", [t, n, m]);
  try {
    await until(() => a.events.length > 0 && b.events.length > 0);
    await tick(300);
    assert.deepEqual(a.events, [["join", "bbb"]]);
    assert.deepEqual(b.events, [["join", "aaa"]]);
    const pa = a.room.paths();
    const pb = b.room.paths();
    assert.deepEqual(pa, pb, "both devices keep the connection of the same network");
    assert.equal(Object.values(pa).filter((p) => p === "connected").length, 1);
    assert.equal(pa.mqtt, "trying", "MQTT waits in reserve: the other two found the table");
    assert.equal(m.net.loaded, 0, "MQTT's code is not loaded");
    a.room.send("bbb", "hello");
    b.room.send("aaa", "hi back");
    await until(() => b.events.length > 1 && a.events.length > 1);
    assert.deepEqual(b.events.at(-1), ["message", "aaa", "hello"]);
    assert.deepEqual(a.events.at(-1), ["message", "bbb", "hi back"]);
    assert.deepEqual(a.room.peers(), ["bbb"]);
  } finally {
    a.room.close();
    b.room.close();
  }
});

test("once settled, the rooms are left and joined passive, the other connection closed, and the game goes on; unsettled, they announce again", async () => {
  const t = fakeNetwork("torrent");
  const n = fakeNetwork("nostr");
  const a = await device("aaa", [t, n]);
  const b = await device("bbb", [t, n]);
  try {
    await until(() => a.events.length > 0 && b.events.length > 0);
    const kept = /** @type {"torrent" | "nostr"} */ (
      Object.entries(a.room.paths()).find(([, p]) => p === "connected")?.[0]
    );
    const other = kept === "torrent" ? n : t;
    await until(() => other.pcs.size > 0);
    const before = t.net.announces + n.net.announces;
    assert.deepEqual(a.room.announces(), { torrent: 1, nostr: 1, mqtt: 0 }, "each network's room announced once");
    a.room.settle(true);
    b.room.settle(true);
    await tick(SETTLE_MS + PONG_MS + 200);
    assert.equal(t.net.announces + n.net.announces, before, "passive rooms announce nothing");
    assert.ok(
      [...other.pcs.values()].every((pc) => pc.iceConnectionState === "closed"),
      "the connection of the other network is closed",
    );
    a.room.send("bbb", "still here");
    await until(() => b.events.some((e) => e[2] === "still here"));
    assert.equal(a.room.paths()[kept], "connected", "the network that carried the join is still said");
    assert.deepEqual(
      b.events.filter((e) => e[0] !== "message"),
      [["join", "aaa"]],
      "nothing lost, nothing joined again",
    );
    // A seat is missing: both networks' rooms announce again at once.
    a.room.settle(false);
    await until(() => a.room.announces().torrent === 2 && a.room.announces().nostr === 2);
  } finally {
    a.room.close();
    b.room.close();
  }
});

test("a device whose network is cut keeps its active rooms, and their offers, until its connections answer again", async () => {
  const t = fakeNetwork("torrent");
  const a = await device("aaa", [t]);
  const b = await device("bbb", [t]);
  try {
    await until(() => a.events.length > 0 && b.events.length > 0);
    // aaa's network is cut: what it sends on its connections is lost (its pongs too).
    const cut = (/** @type {boolean} */ on) => {
      for (const [k, pc] of t.pcs) if (k.startsWith("aaa|")) for (const ch of pc.channels.values()) ch.cut = on;
    };
    cut(true);
    a.room.settle(true);
    b.room.settle(true);
    await tick(2 * (SETTLE_MS + PONG_MS) + 200);
    assert.equal(t.members.get("aaa")?.passive, false, "the cut device's room stays active");
    assert.equal(t.members.get("bbb")?.passive, false, "so does the other's: its ping is not answered");
    cut(false);
    await until(
      () => t.members.get("aaa")?.passive === true && t.members.get("bbb")?.passive === true,
      3 * (SETTLE_MS + PONG_MS),
    );
    assert.deepEqual(a.events, [["join", "bbb"]], "nothing lost, nothing joined again");
  } finally {
    a.room.close();
    b.room.close();
  }
});

test("with the other two networks down, MQTT is started at once and carries the table", async () => {
  const t = fakeNetwork("torrent");
  const n = fakeNetwork("nostr");
  const m = fakeNetwork("mqtt", false);
  t.net.down = true;
  n.net.down = true;
  const a = await device("aaa", [t, n, m]);
  const b = await device("bbb", [t, n, m]);
  try {
    await until(() => a.events.length > 0 && b.events.length > 0, 6000);
    assert.deepEqual(a.room.paths(), { torrent: "down", nostr: "down", mqtt: "connected" });
    assert.equal(m.net.loaded, 2, "each device loaded MQTT");
    assert.deepEqual(a.events, [["join", "bbb"]]);
  } finally {
    a.room.close();
    b.room.close();
  }
});

test("every network down: said once", async () => {
  const t = fakeNetwork("torrent");
  const m = fakeNetwork("mqtt", false);
  t.net.down = true;
  m.net.down = true;
  const a = await device("aaa", [t, m]);
  try {
    await until(() => a.events.length > 0, 6000);
    await tick(1500);
    assert.deepEqual(a.events, [["unreachable"]]);
    assert.deepEqual(a.room.paths(), { torrent: "down", nostr: "off", mqtt: "down" });
  } finally {
    a.room.close();
  }
});
