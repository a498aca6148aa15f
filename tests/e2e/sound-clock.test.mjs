// Sound and the turn clock, as a person meets them. Sound: an init script counts every
// AudioContext made and every sound source started; none before the person's first
// gesture, then one effect for each event of the table's loop that has one (the
// counts of `state().sound` are the sources started), none once the top bar's switch
// is off (and still off after a reload), none in an embedded page unless its address
// asks for it, and the first gesture loads no code (the sound's comes with the first
// table). The clock (`?clock=5`): a hot-seat person who does nothing passes when
// the ring by the name runs out, and a reload keeps the clock; a seat that lets it run out three turns in a row is
// offered to a computer player, which then plays it without the clock.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";

/** Counts, in the page, every AudioContext made and every source node started. */
function countAudio() {
  const w = /** @type {any} */ (window);
  w.__audio = { contexts: 0, started: 0 };
  const AC = w.AudioContext;
  if (AC)
    w.AudioContext = class extends AC {
      /** @param {any[]} a */
      constructor(...a) {
        super(...a);
        w.__audio.contexts++;
      }
    };
  const proto = w.AudioScheduledSourceNode?.prototype;
  if (proto) {
    const start = proto.start;
    proto.start = function (/** @type {any[]} */ ...a) {
      w.__audio.started++;
      return start.apply(this, a);
    };
  }
}

const audio = (page) => page.evaluate(() => /** @type {any} */ (window).__audio);
const sound = (page) => page.evaluate(() => window.yotta.state().sound);
const total = (/** @type {Record<string, number>} */ counts) => Object.values(counts).reduce((a, n) => a + n, 0);

/** A move the engine refuses (a card that is in no hand). */
const BAD = { place: [{ card: "4YX", x: 40, y: 40 }] };

/**
 * Plays the person's move (the engine's hint) and waits until it is the person's turn
 * again, the computer having moved; returns how many effects those events make: the
 * person's and the computer's moves each one if it placed cards, and "your turn".
 */
async function oneRound(page) {
  const before = await page.evaluate(() => window.yotta.state().view.board.length);
  const move = await page.evaluate(async () => (await window.yotta.suggest("easy")).move);
  const r = await page.evaluate((m) => window.yotta.play(m), move);
  assert.equal(r.ok, true);
  await page.waitForFunction(
    (n) => {
      const s = window.yotta.state();
      return !s.busy && s.view.toMove === s.view.seat && s.view.last?.seat !== s.view.seat && s.view.board.length >= n;
    },
    before,
    { timeout: 60000 },
  );
  const v = await page.evaluate(() => window.yotta.state().view);
  const mine = move.place ? 1 : 0;
  const theirs = v.last?.kind === "play" ? 1 : 0;
  return mine + theirs + 1;
}

test("sound: nothing before the first gesture, one effect per event after it, none when muted (remembered)", async () => {
  const b = await launch({ reducedMotion: "reduce" });
  try {
    await b.page.addInitScript(countAudio);
    await open(b.page, `${b.url}?game=iota&players=2&ai=easy&seed=sound-3&lang=en`);
    await b.page.waitForFunction(() => {
      const s = window.yotta.state();
      return s.view && !s.busy && s.view.toMove === s.view.seat;
    });
    assert.equal(await b.page.getAttribute('[data-action="sound"]', "aria-pressed"), "true", "sound is on at first");
    // Events before any gesture: a refused move, the turn: nothing is made or played.
    const refused = await b.page.evaluate((m) => window.yotta.play(m), BAD);
    assert.equal(refused.ok, false);
    assert.deepEqual(await audio(b.page), { contexts: 0, started: 0 }, "no AudioContext before a gesture");
    assert.deepEqual(await sound(b.page), {}, "no effect counted before a gesture");
    // The first gesture: a tap on the status line (it does nothing else).
    const info = await b.page.locator('[data-role="info"]').boundingBox();
    await b.page.mouse.click(info.x + 5, info.y + info.height / 2);
    await b.page.evaluate((m) => window.yotta.play(m), BAD);
    await b.page.waitForFunction(() => window.__audio.started === 1);
    assert.deepEqual(await sound(b.page), { refused: 1 }, "the refused move's effect");
    let expected = 1;
    for (let i = 0; i < 2; i++) expected += await oneRound(b.page);
    await b.page.waitForFunction((n) => window.__audio.started >= n, expected);
    const counts = await sound(b.page);
    console.log(`effects after two rounds: ${JSON.stringify(counts)}`);
    assert.equal(total(counts), expected, "one effect per event");
    assert.equal(counts.turn, 2, "the person's turn, twice");
    assert.deepEqual(await audio(b.page), { contexts: 1, started: expected }, "one context, one source per effect");
    // Muted: the events go on, no effect plays or is counted.
    await b.page.click('[data-action="sound"]');
    assert.equal(await b.page.getAttribute('[data-action="sound"]', "aria-pressed"), "false");
    await shot(b.page, "sound-muted");
    await oneRound(b.page);
    await b.page.evaluate((m) => window.yotta.play(m), BAD);
    assert.deepEqual(await sound(b.page), counts, "nothing counted while muted");
    assert.equal((await audio(b.page)).started, expected, "nothing started while muted");
    await b.page.reload();
    await b.page.waitForSelector('body[data-ready="1"]');
    assert.equal(await b.page.getAttribute('[data-action="sound"]', "aria-pressed"), "false", "remembered");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("sound: the first gesture loads no code (a gesture is often a click on a link that leaves the page)", async () => {
  const b = await launch({ reducedMotion: "reduce" });
  try {
    await open(b.page, `${b.url}?lang=en`);
    await b.page.waitForLoadState("networkidle");
    /** @type {string[]} */
    const asked = [];
    b.page.on("request", (r) => asked.push(r.url()));
    // The first gesture (a key): the synthesizer comes with a table's sound code, never
    // with a gesture (Firefox reports a module load cut short by the page leaving).
    await b.page.keyboard.press("Shift");
    await b.page.waitForLoadState("networkidle");
    assert.deepEqual(
      asked.filter((u) => /\/chunks\/(synth|follow)-/.test(u)),
      [],
      "no sound code loaded at the first gesture",
    );
    // The first table brings it.
    await open(b.page, `${b.url}?game=iota&players=2&ai=easy&seed=sound-3&lang=en`);
    await b.page.waitForFunction(() => window.yotta.state().view);
    assert.ok(
      asked.some((u) => /\/chunks\/follow-/.test(u)),
      `the table loaded the sound's code: ${asked.filter((u) => u.includes("/chunks/")).join(" ")}`,
    );
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("sound: an embedded game plays none, unless its address asks for it (sound=1)", async () => {
  for (const [extra, asked] of [
    ["", false],
    ["&sound=1", true],
  ]) {
    const b = await launch({ reducedMotion: "reduce" });
    try {
      await b.page.addInitScript(countAudio);
      await open(b.page, `${b.url}?embed=1&game=iota&seed=embed-sound&lang=en${extra}`);
      await b.page.waitForFunction(() => {
        const s = window.yotta.state();
        return s.view && !s.busy && s.view.toMove === s.view.seat;
      });
      // The reader's gesture, then events: a refused move, a round of play.
      const info = await b.page.locator('[data-role="info"]').boundingBox();
      await b.page.mouse.click(info.x + 5, info.y + info.height / 2);
      await b.page.evaluate((m) => window.yotta.play(m), BAD);
      const expected = 1 + (await oneRound(b.page));
      if (asked) {
        await b.page.waitForFunction((n) => window.__audio.started >= n, expected);
        assert.equal(total(await sound(b.page)), expected, "asked for: one effect per event");
        assert.equal((await audio(b.page)).contexts, 1);
      } else {
        assert.deepEqual(await sound(b.page), {}, "an embed plays none");
        assert.deepEqual(await audio(b.page), { contexts: 0, started: 0 });
      }
      assert.deepEqual(b.problems, []);
    } finally {
      await b.close();
    }
  }
});

test("the clock: a hot-seat person who does nothing passes when the ring runs out (Ётта, ?clock=5)", async () => {
  const b = await launch({ reducedMotion: "reduce" });
  try {
    await open(b.page, `${b.url}?game=iota&players=2&humans=2&clock=5&seed=clock-1&lang=en`);
    await b.page.click("[data-action=ready]");
    const ring = b.page.locator('[data-role="clock"]:not([hidden])');
    await ring.waitFor();
    const seat = Number(await ring.getAttribute("data-seat"));
    const left = Number(await ring.getAttribute("data-left"));
    assert.equal(seat, await b.page.evaluate(() => window.yotta.state().view.toMove), "the ring is the seat to move's");
    assert.ok(left >= 1 && left <= 5, `whole seconds left: ${left}`);
    assert.deepEqual(await b.page.evaluate(() => window.yotta.state().clock.seconds), 5);
    await shot(b.page, "clock-ring");
    // Nobody touches anything: the seat passes, and the device goes to the other person.
    await b.page.waitForSelector("[data-action=ready]", { state: "visible", timeout: 15000 });
    const last = await b.page.evaluate(() => window.yotta.state().view.last);
    assert.deepEqual({ seat: last.seat, kind: last.kind }, { seat, kind: "pass" });
    // A reload resumes the game with its clock.
    await b.page.reload();
    await b.page.waitForSelector('body[data-ready="1"]');
    await b.page.click("[data-action=ready]");
    await b.page.locator(`[data-role="clock"][data-seat="${1 - seat}"]:not([hidden])`).waitFor();
    assert.equal(await b.page.evaluate(() => window.yotta.state().clock.seconds), 5, "the clock after a reload");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("the clock: three timeouts in a row offer the seat to a computer, which then plays it (Оттава)", async () => {
  const b = await launch({ reducedMotion: "reduce" });
  try {
    await open(b.page, `${b.url}?game=ottawa&players=2&humans=1&ai=easy&clock=5&seed=clock-2&lang=ru`);
    const offer = b.page.locator('[data-role="clock-offer"][data-seat="0"]');
    await offer.waitFor({ timeout: 60000 });
    const before = await b.page.evaluate(() => window.yotta.state().clock.timeouts.total);
    assert.deepEqual(before, { 0: 3 }, "three timeouts, all the person's");
    assert.match(await offer.textContent(), /Ваше время вышло три хода подряд/);
    await shot(b.page, "clock-offer");
    await offer.locator('[data-action="seat-to-computer"]').click();
    // The computer plays seat 0 from its next turn: the other seat moves, then seat 0,
    // and no clock runs any more (the other seat is a computer's too).
    for (const seat of [1, 0])
      await b.page.waitForFunction((x) => window.yotta.state().view.last?.seat === x, seat, { timeout: 60000 });
    assert.equal(await b.page.evaluate(() => window.yotta.state().clock.seat), null, "no seat is timed");
    assert.deepEqual(await b.page.evaluate(() => window.yotta.state().clock.timeouts.total[0]), 3);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
