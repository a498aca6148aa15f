// The stored settings of multi-device play (www/net/settings.js,
// localStorage["yotta.net.v1"]): the shape { internet, stun, turn: { url, user, pass },
// relayOnly }; what earlier pages stored is read into it; relay-only gives the
// connection iceTransportPolicy "relay" only with a TURN server, and says why not
// without one; the TURN server's failures are judged from what gathering found
// (www/net/turn.js turnVerdict).
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  clean,
  defaults,
  loadNetSettings,
  saveNetSettings,
  rtcConfig,
  relayOnly,
  relayProblem,
  iceServers,
  DEFAULT_STUN,
} from "../../www/net/settings.js";
import { turnVerdict, connectionConfig } from "../../www/net/turn.js";

/** A localStorage of its own for each test. */
function withStorage(items = {}) {
  const store = new Map(Object.entries(items));
  globalThis.localStorage = /** @type {any} */ ({
    getItem: (k) => (store.has(k) ? store.get(k) : null),
    setItem: (k, v) => store.set(k, String(v)),
    removeItem: (k) => store.delete(k),
  });
  return store;
}

const TURN = { url: "turn:turn.example.org:3478", user: "alex", pass: "s3cret" };

test("nothing stored: off, the default STUN server, no TURN server, no relay-only", () => {
  withStorage();
  assert.deepEqual(loadNetSettings(), {
    internet: false,
    stun: DEFAULT_STUN,
    turn: { url: "", user: "", pass: "" },
    relayOnly: false,
  });
  assert.deepEqual(defaults(), loadNetSettings());
});

test("the shape stored today (no relayOnly) is read as it was, with relay-only off", () => {
  withStorage({ "yotta.net.v1": JSON.stringify({ internet: true, stun: ["stun:stun.example.org:3478"], turn: TURN }) });
  assert.deepEqual(loadNetSettings(), {
    internet: true,
    stun: ["stun:stun.example.org:3478"],
    turn: TURN,
    relayOnly: false,
  });
});

test("older shapes migrate: a STUN list as one text, the TURN server's fields side by side or its address alone", () => {
  assert.deepEqual(
    clean({
      internet: true,
      stun: "stun:a.example:3478, stun:b.example:3478\nbogus",
      turnUrl: TURN.url,
      turnUser: "alex",
      turnPass: "s3cret",
    }),
    {
      internet: true,
      stun: ["stun:a.example:3478", "stun:b.example:3478"],
      turn: TURN,
      relayOnly: false,
    },
  );
  assert.deepEqual(clean({ internet: true, turn: TURN.url, turnUser: "alex", turnPassword: "s3cret" }).turn, TURN);
  assert.deepEqual(clean({ turn: { url: TURN.url, username: "alex", credential: "s3cret" } }).turn, TURN);
});

test("saved and read again: exactly the four fields, whatever else was handed in", () => {
  const store = withStorage();
  saveNetSettings(
    /** @type {any} */ ({
      internet: true,
      stun: ["stun:127.0.0.1:3478"],
      turn: { ...TURN, extra: 1 },
      relayOnly: true,
      junk: "x",
    }),
  );
  const saved = JSON.parse(store.get("yotta.net.v1"));
  assert.deepEqual(Object.keys(saved).sort(), ["internet", "relayOnly", "stun", "turn"]);
  assert.deepEqual(Object.keys(saved.turn).sort(), ["pass", "url", "user"]);
  assert.deepEqual(loadNetSettings(), { internet: true, stun: ["stun:127.0.0.1:3478"], turn: TURN, relayOnly: true });
});

test("garbage stored is read as the defaults; bad addresses are dropped, long fields cut, only true is true", () => {
  for (const raw of ["{", "null", "[1,2]", '"text"', "42"]) {
    withStorage({ "yotta.net.v1": raw });
    assert.deepEqual(loadNetSettings(), defaults(), raw);
  }
  const c = clean({
    internet: "yes",
    relayOnly: 1,
    stun: ["http://x", 7, " stun:ok.example "],
    turn: { url: "http://turn.example", user: "u".repeat(500), pass: 3 },
  });
  assert.equal(c.internet, false);
  assert.equal(c.relayOnly, false);
  assert.deepEqual(c.stun, ["stun:ok.example"]);
  assert.equal(c.turn.url, "");
  assert.equal(c.turn.user.length, 100);
  assert.equal(c.turn.pass, "");
});

test("relay-only with a TURN server: iceTransportPolicy relay, the TURN server with its credentials", () => {
  const s = clean({ internet: true, stun: ["stun:127.0.0.1:3478"], turn: TURN, relayOnly: true });
  assert.equal(relayOnly(s), true);
  assert.equal(relayProblem(s), "");
  assert.deepEqual(rtcConfig(s), {
    iceServers: [{ urls: ["stun:127.0.0.1:3478"] }, { urls: TURN.url, username: "alex", credential: "s3cret" }],
    iceTransportPolicy: "relay",
  });
  // Without relay-only, all candidates; off the internet, no server at all.
  assert.equal(rtcConfig({ ...s, relayOnly: false }).iceTransportPolicy, undefined);
  assert.deepEqual(rtcConfig({ ...s, internet: false }), { iceServers: [] });
  assert.deepEqual(iceServers({ ...s, internet: false }), []);
});

test("relay-only without a TURN server is explained (relay-no-turn), never silently a direct connection", () => {
  const s = clean({ internet: true, relayOnly: true });
  assert.equal(relayOnly(s), false);
  assert.equal(relayProblem(s), "relay-no-turn");
  withStorage({ "yotta.net.v1": JSON.stringify(s) });
  assert.throws(
    () => connectionConfig(),
    (e) => e.reason === "relay-no-turn",
  );
  withStorage({ "yotta.net.v1": JSON.stringify({ ...s, turn: TURN }) });
  assert.equal(connectionConfig().iceTransportPolicy, "relay");
  // Relay-only is not asked for while "Play over the internet" is off.
  assert.equal(relayProblem({ ...s, internet: false }), "");
});

test("the TURN server's verdict: 401 is turn-auth at once; no relayed candidate at the end is turn-unreachable", () => {
  const e401 = [{ url: "turn:127.0.0.1:3478?transport=udp", code: 401 }];
  assert.equal(turnVerdict({ relay: true, errors: e401, relayed: 0, done: false }), "turn-auth");
  assert.equal(
    turnVerdict({
      relay: true,
      errors: [{ url: "turn:127.0.0.1:9?transport=udp", code: 701 }],
      relayed: 0,
      done: false,
    }),
    "",
  );
  assert.equal(
    turnVerdict({
      relay: true,
      errors: [{ url: "turn:127.0.0.1:9?transport=udp", code: 701 }],
      relayed: 0,
      done: true,
    }),
    "turn-unreachable",
  );
  // A STUN server's error is not the TURN server's.
  assert.equal(
    turnVerdict({ relay: true, errors: [{ url: "stun:127.0.0.1:3478", code: 401 }], relayed: 0, done: true }),
    "turn-unreachable",
  );
  // A relayed candidate: the connection can go on, whatever else failed.
  assert.equal(turnVerdict({ relay: true, errors: e401, relayed: 1, done: true }), "");
  // Without relay-only the other candidates still connect: nothing to say.
  assert.equal(turnVerdict({ relay: false, errors: e401, relayed: 0, done: true }), "");
});
