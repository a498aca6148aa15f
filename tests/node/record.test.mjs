// Game records (www/review/record.js, docs/records.md): printed and read back to the
// same record, replayed through the release build move by move, damaged ones refused
// with a reason in both languages; the replay link reads back on the embed side
// (www/ui/notation.js) and scores the same as the game.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSync, assertOk } from "./support.mjs";
import {
  printRecord,
  parseRecord,
  replayRecord,
  recordReason,
  replayParams,
  readMove,
  moveText,
  RECORD_STRINGS,
} from "../../www/review/record.js";
import { readMoves } from "../../www/ui/notation.js";
import { replaySteps } from "../../www/embed/iota.js";

const api = await loadSync();

/** A whole game played with hints (and some trades and passes), as the page records it. */
function playedGame(seed, players, level = "medium", options = { allFourBonus: true, shortGame: false }) {
  const game = new api.IotaGame({ players, seed, ...options });
  const moves = [];
  for (let n = 0; !game.view().over; n++) {
    assert.ok(n < 2000);
    const v = game.view();
    const seat = v.toMove;
    // Now and then a trade or a pass, so that every kind of move is recorded.
    let move = assertOk(game.hint(level), "hint").move;
    if (n % 9 === 4) move = v.pile > 0 ? { trade: [v.hand[0]] } : { pass: true };
    else if (n % 13 === 6) move = { pass: true };
    assertOk(game.play(move), "play");
    moves.push({ seat, move });
  }
  const seats = Array.from({ length: players }, (_, i) => ({
    kind: i === 0 ? "human" : "ai",
    level: i === 0 ? "medium" : level,
    name: i === 0 ? 'Алёша "A"' : `Computer ${i}`,
  }));
  return { game, record: { v: 1, game: "iota", players, seed, options, seats, moves, scores: game.view().scores } };
}

test("records print and read back to the same record, and replay to the same game", () => {
  let trades = 0;
  for (const [seed, players, level] of [
    ["rec-1", 2, "medium"],
    ["rec-2", 3, "easy"],
    ["rec 3 with spaces", 4, "easy"],
  ]) {
    const { game, record } = playedGame(seed, players, level);
    trades += record.moves.filter((m) => m.move.trade || m.move.pass).length;
    const text = printRecord(record);
    const back = parseRecord(text);
    assert.ok(back.ok, JSON.stringify(back));
    assert.deepEqual(back.record, record);
    assert.equal(printRecord(back.record), text);
    const rep = replayRecord(api, back.record);
    assert.ok(rep.ok, JSON.stringify(rep));
    assert.deepEqual(rep.final.scores, game.view().scores);
    assert.equal(rep.steps.length, record.moves.length);
    // Every step shows the moving seat its own hand only.
    for (const s of rep.steps) assert.equal(s.before.seat, s.seat);
  }
  assert.ok(trades > 0, "no pass or trade was recorded");
});

test("a game played with the heat map on says `assisted`, and reads back so (docs/records.md)", () => {
  const { record } = playedGame("rec-heat", 2, "easy");
  const plain = printRecord(record);
  assert.doesNotMatch(plain, /^assisted$/m, "a game without it says nothing");
  const text = printRecord({ ...record, assisted: true });
  assert.match(text, /^assisted$/m);
  const back = parseRecord(text);
  assert.ok(back.ok, JSON.stringify(back));
  assert.equal(back.record.assisted, true);
  assert.equal(printRecord(back.record), text);
  assert.equal(parseRecord(plain).record?.assisted, undefined);
  // The line takes no words after it.
  const bad = parseRecord(text.replace(/^assisted$/m, "assisted heat"));
  assert.equal(bad.ok, false);
});

test("every kind of move round-trips through the notation", () => {
  const moves = [
    {
      place: [
        { card: "3RT", x: -1, y: 2 },
        { card: "W", x: 0, y: 2 },
      ],
    },
    { trade: ["1RT", "W"] },
    { pass: true },
    { recycle: [{ card: "2GC", x: 3, y: 1 }], place: [{ card: "W", x: 4, y: 1 }] },
    {
      recycle: [
        { card: "2GC", x: 3, y: 1 },
        { card: "4YX", x: 5, y: 5 },
      ],
      pass: true,
    },
    { recycle: [{ card: "2GC", x: 3, y: 1 }], trade: ["1BS"] },
  ];
  for (const m of moves) assert.deepEqual(readMove(moveText(m)), m, moveText(m));
  assert.equal(readMove("place"), null);
  assert.equal(readMove("place 3RT@0,0 1RT@1,0 2RT@2,0 4RT@3,0 1GT@4,0"), null);
  assert.equal(readMove("recycle place 3RT@0,0"), null);
  assert.equal(readMove("pass now"), null);
  assert.equal(readMove("trade 5RT"), null);
});

test("damaged records are refused with the line and the reason, in English and Russian", () => {
  const { record } = playedGame("rec-dmg", 2, "easy");
  const good = printRecord(record);
  const cases = [
    ["", "rec_notRecord"],
    ["hello\n", "rec_notRecord"],
    [good.replace("yotta-record 1", "yotta-record 2"), "rec_version"],
    [good.replace("players 2", "players 5"), "rec_line"],
    [good.replace(/seed ".*"/, "seed abc"), "rec_line"],
    [good.replace(/\nturn 1 .*\n/, "\nturn 1 place 3RT@0\n"), "rec_line"],
    [good.replace(/seat 1 .*\n/, ""), "rec_seats"],
    [good.replace(/game iota\n/, ""), "rec_missing"],
    [`${good}turn 0 pass\n`, "rec_line"],
    [good.replace(/\nend .*\n/, "\nend 1 2 3\n"), "rec_seats"],
    ["x".repeat(200_000), "rec_tooLong"],
  ];
  for (const [text, key] of cases) {
    const r = parseRecord(text);
    assert.equal(r.ok, false, text.slice(0, 80));
    assert.equal(/** @type {any} */ (r).reason.key, key, text.slice(0, 200));
    for (const lang of ["en", "ru"]) {
      const s = recordReason(/** @type {any} */ (r).reason, /** @type {any} */ (lang));
      assert.ok(s.length > 5 && !/\{\w+\}/.test(s) && !/rec_/.test(s), s);
    }
  }
  // A record that reads well but whose moves the engine refuses.
  const bad = parseRecord(good.replace(/\nturn (\d) place (\S+)/, "\nturn $1 place 4YX@99,99"));
  assert.ok(bad.ok);
  const rep = replayRecord(api, /** @type {any} */ (bad).record);
  assert.equal(rep.ok, false);
  assert.equal(/** @type {any} */ (rep).reason.key, "rec_illegal");
  assert.match(recordReason(/** @type {any} */ (rep).reason, "ru"), /^ход \d+ не по правилам/);
  // Final scores that do not match.
  const wrong = parseRecord(good.replace(/\nend .*\n/, "\nend 0 0\n"));
  assert.ok(wrong.ok);
  assert.equal(/** @type {any} */ (replayRecord(api, /** @type {any} */ (wrong).record)).reason.key, "rec_scores");
  // Both languages have every reason.
  assert.deepEqual(Object.keys(RECORD_STRINGS.ru).sort(), Object.keys(RECORD_STRINGS.en).sort());
});

test("the replay link reads back on the embed side with every turn, scoring as the game did", () => {
  let ended = 0;
  for (const [seed, players, cut] of [
    ["rec-link", 2, false],
    ["rec-link-3", 3, false],
    ["rec-link-4", 4, false],
    ["rec-link", 2, true],
  ]) {
    const whole = playedGame(seed, players).record;
    // Cut: the game up to a play halfway through, which is not its end (no `end=1`).
    const half = whole.moves.findLastIndex((m, i) => m.move.place && i < whole.moves.length / 2);
    const record = cut ? { ...whole, moves: whole.moves.slice(0, half + 1), scores: null } : whole;
    const rep = replayRecord(api, record);
    assert.ok(rep.ok, JSON.stringify(rep));
    const p = replayParams(record, rep);
    assert.equal(p.get("embed"), "1");
    assert.equal(p.get("players"), String(players));
    if (p.get("end") === "1") ended++;
    const turns = readMoves(p.get("moves"));
    assert.ok(turns.ok, JSON.stringify(turns));
    assert.equal(turns.value.length, record.moves.length + 1);
    // The embed's replay, from the board alone, reaches the game's final scores; its
    // player 1 is the seat that moved first (docs/embed.md: the link names no one).
    const steps = replaySteps(api, [], turns.value, players, true, p.get("end") === "1");
    assert.ok(steps.ok, JSON.stringify(steps));
    assert.equal(p.get("end") === "1", !cut, seed);
    const final = rep.final.scores;
    const first = rep.start.toMove;
    assert.deepEqual(
      steps.steps[steps.steps.length - 1].scores,
      final.map((_, i) => final[(first + i) % players]),
      seed,
    );
  }
  assert.ok(ended > 0, "no game ended by a player's last card (end=1)");
  const withRecycle = readMoves("1RT@0,0;~2GC@1,0 3RT@2,0;pass");
  assert.deepEqual(withRecycle, {
    ok: true,
    value: [
      { kind: "place", place: [{ card: "1RT", x: 0, y: 0 }] },
      { kind: "place", place: [{ card: "3RT", x: 2, y: 0 }], recycle: [{ card: "2GC", x: 1, y: 0 }] },
      { kind: "pass" },
    ],
  });
});
