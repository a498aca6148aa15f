// Quick reactions between devices (www/net/reactions.js): the rate (at most one a
// second and five per ten seconds from a device, more dropped quietly), the host that
// checks a guest's reaction (an unknown id refused), shows it and passes it on to every
// other connected device but never back to its sender, and a guest that shows its own
// once and never a reaction of its own seat that comes back. Real HostSession and
// GuestSession (www/net/protocol.js), a fake clock.
import { test } from "node:test";
import assert from "node:assert/strict";
import { rateLimiter, RATE, REACTIONS, isReaction, hostReactions, guestReactions } from "../../www/net/reactions.js";
import { HostSession, GuestSession, PROTOCOL } from "../../www/net/protocol.js";
import { REACTION_STRINGS } from "../../www/net/reaction-strings.js";

/** A clock the test moves. */
function clock() {
  let t = 100000;
  return { now: () => t, tick: (ms) => (t += ms) };
}

test("the rate: one a second, five per ten seconds; a dropped one does not count", () => {
  assert.deepEqual(RATE, { gapMs: 1000, windowMs: 10000, max: 5 });
  const c = clock();
  const r = rateLimiter({ now: c.now });
  assert.equal(r.take(), true);
  assert.equal(r.take(), false, "at once again");
  c.tick(999);
  assert.equal(r.take(), false, "999 ms later");
  c.tick(1);
  assert.equal(r.take(), true, "a second later");
  // Five in the window: 0 s, 1 s, then 2 s, 3 s, 4 s; the sixth at 5 s is dropped, and so on until 10 s after the first.
  for (let i = 0; i < 3; i++) {
    c.tick(1000);
    assert.equal(r.take(), true, `number ${i + 3}`);
  }
  for (let s = 5; s < 10; s++) {
    c.tick(1000);
    assert.equal(r.take(), false, `the sixth at ${s} s`);
  }
  c.tick(1000); // 10 s after the first: it has left the window
  assert.equal(r.take(), true);
  assert.equal(r.take(), false);
});

test("a flood of 100 in ten seconds gives five, and one a second at most", () => {
  const c = clock();
  const r = rateLimiter({ now: c.now });
  const times = [];
  for (let i = 0; i < 100; i++) {
    if (r.take()) times.push(c.now());
    c.tick(100);
  }
  assert.equal(times.length, 5);
  for (let i = 1; i < times.length; i++) assert.ok(times[i] - times[i - 1] >= 1000);
});

test("the fixed set: known ids only, each worded in English and Russian", () => {
  assert.ok(REACTIONS.length >= 6);
  for (const r of REACTIONS) {
    assert.ok(isReaction(r.id));
    for (const lang of ["en", "ru"]) assert.ok(REACTION_STRINGS[lang][`reaction_${r.id}`], `${lang} ${r.id}`);
  }
  assert.deepEqual(Object.keys(REACTION_STRINGS.en).sort(), Object.keys(REACTION_STRINGS.ru).sort());
  for (const bad of ["", "free text", "__proto__", "toString", 7, null, undefined, { id: "oops" }])
    assert.equal(isReaction(bad), false, String(bad));
});

/** A host with seats [host, remote, remote, ai], the remote seats connected. */
function table(c) {
  const sent = [];
  const session = new HostSession({
    game: "ottawa",
    engine: () => ({ view: (seat) => ({ seat }) }),
    seats: [
      { kind: "human", name: "Alex" },
      { kind: "remote", name: "Sam" },
      { kind: "remote", name: "Kim" },
      { kind: "ai", name: "Bot", level: "easy" },
    ],
    send: (seat, text) => sent.push({ seat, msg: JSON.parse(text) }),
  });
  session.states[1] = "connected";
  session.states[2] = "connected";
  const shown = [];
  const r = hostReactions({ session, seat: 0, show: (seat, id) => shown.push([seat, id]), now: c.now });
  return { session, sent, shown, r };
}
const msg = (o) => JSON.stringify({ v: PROTOCOL, ...o });
const reacts = (sent) => sent.filter((s) => s.msg.t === "react").map((s) => [s.seat, s.msg.seat, s.msg.r]);

test("the host passes a guest's reaction on to the other devices, never back to its sender", async () => {
  const c = clock();
  const { session, sent, shown, r } = table(c);
  await session.receive(1, msg({ t: "react", r: "well-played" }));
  assert.deepEqual(shown, [[1, "well-played"]], "shown at the host by seat 1's name");
  assert.deepEqual(reacts(sent), [[2, 1, "well-played"]], "to seat 2 only");
  // The host's own: shown here, to both guests.
  sent.length = 0;
  assert.equal(r.react("thumbs-up"), true);
  assert.deepEqual(reacts(sent), [
    [1, 0, "thumbs-up"],
    [2, 0, "thumbs-up"],
  ]);
  assert.deepEqual(r.stats().shown, [1, 1, 0, 0]);
});

test("the host refuses an unknown reaction and drops a guest's flood quietly", async () => {
  const c = clock();
  const { session, sent, shown, r } = table(c);
  const bad = await session.receive(1, msg({ t: "react", r: "you are a cheat" }));
  assert.equal(bad.error.code, "bad-reaction");
  assert.deepEqual(
    sent.map((s) => [s.seat, s.msg.t, s.msg.error?.code]),
    [[1, "refused", "bad-reaction"]],
  );
  assert.deepEqual(shown, []);
  sent.length = 0;
  // Twenty at once from seat 1: one goes; seat 2's own rate is its own.
  for (let i = 0; i < 20; i++) await session.receive(1, msg({ t: "react", r: "oops" }));
  await session.receive(2, msg({ t: "react", r: "thanks" }));
  assert.deepEqual(reacts(sent), [
    [2, 1, "oops"],
    [1, 2, "thanks"],
  ]);
  assert.equal(sent.filter((s) => s.msg.t === "refused").length, 0, "dropped quietly: no answer");
  // Over ten seconds, one every 300 ms: five pass.
  sent.length = 0;
  c.tick(20000);
  for (let i = 0; i < 34; i++) {
    await session.receive(1, msg({ t: "react", r: "oops" }));
    c.tick(300);
  }
  assert.equal(reacts(sent).length, 5);
  assert.equal(r.stats().dropped, 19 + 29);
  // The host's own flood is held back too.
  sent.length = 0;
  let went = 0;
  for (let i = 0; i < 10; i++) if (r.react("thumbs-up")) went++;
  assert.equal(went, 1);
});

test("without reactions (none mounted), a guest's react is refused like any unknown message", async () => {
  const c = clock();
  const { session, r } = table(c);
  r.destroy();
  const res = await session.receive(1, msg({ t: "react", r: "oops" }));
  assert.equal(res.error.code, "bad-message");
});

test("a guest shows its own reaction once, sends it to the host, and shows the others' it is passed", () => {
  const c = clock();
  const out = [];
  const session = new GuestSession({ send: (t) => out.push(JSON.parse(t)) });
  session.receive(
    msg({
      t: "welcome",
      game: "ottawa",
      seat: 1,
      players: 3,
      seats: [{ name: "Alex" }, { name: "Sam" }, { name: "Kim" }],
      view: {},
      at: 0,
    }),
  );
  const shown = [];
  const g = guestReactions({ session, show: (seat, id) => shown.push([seat, id]), now: c.now });
  assert.equal(g.react("your-turn"), true);
  assert.equal(g.react("your-turn"), false, "over the rate: dropped here");
  assert.deepEqual(out, [{ v: PROTOCOL, t: "react", r: "your-turn" }]);
  assert.equal(g.react("free text"), false);
  // Another seat's, passed on by the host; its own coming back is not shown twice.
  assert.equal(g.receive({ t: "react", seat: 0, r: "thanks" }), true);
  assert.equal(g.receive({ t: "react", seat: 1, r: "your-turn" }), false);
  assert.equal(g.receive({ t: "react", seat: 2, r: "rude words" }), false);
  assert.equal(g.receive({ t: "react", seat: 9, r: "oops" }), false);
  assert.deepEqual(shown, [
    [1, "your-turn"],
    [0, "thanks"],
  ]);
  // Not connected: nothing goes.
  session.lost();
  c.tick(5000);
  assert.equal(g.react("oops"), false);
});
