// Every achievement (www/stats/achievements.js) earned from a position built with
// `fromSetup` and played to its end through the match loop (www/seats/match.js), with the
// statistics following it as the page's do (www/stats/stats.js `follow`, each game's
// `stats` hook); and each one missed by a near miss: a play one card short, a score
// one point short, a streak broken, a game too few.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSync } from "./support.mjs";
import { createMatch } from "../../www/seats/match.js";
import { achieve, follow, figures, reload } from "../../www/stats/stats.js";
import { ACHIEVEMENTS } from "../../www/stats/achievements.js";

const engine = await loadSync();
const HOOKS = { iota: import("../../www/iota/stats.js"), ottawa: import("../../www/ottawa/stats.js") };
let games = 0;

/**
 * Plays a position to its end: seat 0 is the person, whose moves (and the other
 * seats') are given in `moves` by seat; returns the achievements earned so far.
 * @param {"iota" | "ottawa"} id @param {any} setup
 * @param {{ moves: any[][], opponent?: string, seats?: any[] }} how `seats`: the shell's seats
 *   (default: the person, then computers of `opponent`'s level)
 */
async function play(id, setup, { moves, opponent = "medium", seats: given }) {
  const game = id === "iota" ? engine.IotaGame.fromSetup(setup) : engine.OttawaGame.fromSetup(setup);
  const left = moves.map((m) => [...m]);
  const drivers = left.map((script, seat) => ({
    kind: seat === 0 ? "human" : "computer",
    async move() {
      if (!script.length) throw new Error(`no move left for seat ${seat}`);
      return script.shift();
    },
    done() {},
    dispose() {},
  }));
  const seats = given ?? left.map((_, seat) => (seat === 0 ? { kind: "human" } : { kind: "ai", level: opponent }));
  const match = createMatch({ id, game, drivers });
  const counted = new Promise((resolve) => {
    follow(match, { game: id, id: `game-${++games}`, seats: () => seats, hooks: HOOKS[id], counted: resolve });
    // A game with nobody here counts for nobody: it ends uncounted.
    if (!seats.some((x) => x.kind === "human")) match.on("over", () => setTimeout(resolve, 10));
  });
  match.on("stalled", (seat, e) => assert.fail(`seat ${seat} stalled: ${JSON.stringify(e)}`));
  match.start();
  await counted;
  match.destroy();
  game.free();
  return earned();
}

const earned = () => Object.keys(figures().achievements).sort();
/** Every game's id (the snapshot's, as the shell gives it). */
const IDS = ["iota", "ottawa"];

/** Ётта: a row of 1RC 2RC 3RC (x 0..2), the person to complete it with 4RC at (3, 0), the pile empty. */
const lotRow = (scores = [0, 0], more = {}) => ({
  players: 2,
  board: [
    { card: "1RC", x: 0, y: 0 },
    { card: "2RC", x: 1, y: 0 },
    { card: "3RC", x: 2, y: 0 },
  ],
  hands: [["4RC"], ["1GS"]],
  pile: [],
  scores,
  toMove: 0,
  ...more,
});
const lotPlay = { place: [{ card: "4RC", x: 3, y: 0 }] };

/** Starts each case with nothing kept. */
function fresh() {
  reload();
  assert.deepEqual(earned(), []);
}

test("a first lot, the last card, a win without a trade (Ётта): earned; one card short of a lot: not", async () => {
  fresh();
  const got = await play("iota", lotRow(), { moves: [[lotPlay], []] });
  for (const id of ["first-lot", "last-card", "first-win", "no-trade-win"]) assert.ok(got.includes(id), id);
  for (const id of ["two-lots", "turn-100", "all-four", "landslide", "score-300", "beat-hard"])
    assert.ok(!got.includes(id), id);
  // 1RC 2RC and 4RC: a line of three, no lot (Y8, Y13).
  fresh();
  const short = lotRow();
  short.board.pop();
  const near = await play("iota", short, { moves: [[{ place: [{ card: "4RC", x: 2, y: 0 }] }], []] });
  assert.ok(!near.includes("first-lot"));
  assert.ok(near.includes("last-card"));
});

test("the last card played by the opponent: no Finisher", async () => {
  fresh();
  const setup = lotRow([0, 0], { hands: [["4YX"], ["4RC"]], toMove: 1 });
  const got = await play("iota", setup, { moves: [[], [lotPlay]] });
  assert.ok(!got.includes("last-card"));
  assert.ok(!got.includes("first-win"), "the opponent won");
});

/** Ётта: the row of `lotRow` and a column x = 3 below it (y 1..`n`), both completed by 4RC at (3, 0). */
function cross(n) {
  const s = lotRow();
  const column = ["4GC", "4BC", "4YC"].slice(0, n);
  column.forEach((card, i) => s.board.push({ card, x: 3, y: i + 1 }));
  return s;
}

test("two lots in one play and a turn of 100 points: earned; one lot, 88 points: not", async () => {
  fresh();
  // Row 1+2+3+4 and column 4+4+4+4: 26, two lots ×4, the game's last turn ×2 (Y12, Y13, Y15) = 208.
  const got = await play("iota", cross(3), { moves: [[lotPlay], []] });
  assert.ok(got.includes("two-lots") && got.includes("turn-100"), got.join());
  assert.equal(figures().records.at(-1)?.tally.best, 208);
  fresh();
  // The column one card shorter: 10 + 12 = 22, one lot ×2, last turn ×2 = 88.
  const near = await play("iota", cross(2), { moves: [[lotPlay], []] });
  assert.equal(figures().records.at(-1)?.tally.best, 88);
  assert.ok(!near.includes("two-lots") && !near.includes("turn-100"), near.join());
});

/** Ётта: 1RC at (0, 0), the person holding the row 1GC..4GC for y = 1. */
const four = {
  players: 2,
  board: [{ card: "1RC", x: 0, y: 0 }],
  hands: [["1GC", "2GC", "3GC", "4GC"], ["4YX"]],
  pile: [],
  scores: [0, 0],
  toMove: 0,
};
const row = (/** @type {number} */ n) => ({
  place: ["1GC", "2GC", "3GC", "4GC"].slice(0, n).map((card, x) => ({ card, x, y: 1 })),
});

test("all four cards in one turn: earned; three of them: not", async () => {
  fresh();
  const got = await play("iota", four, { moves: [[row(4)], []] });
  assert.ok(got.includes("all-four"));
  fresh();
  // Three cards, then the opponent ends the game with its last card (4YX beside 4GC? no: beside 1RC).
  const near = await play("iota", four, {
    moves: [[row(3)], [{ place: [{ card: "4YX", x: -1, y: 0 }] }]],
  });
  assert.ok(!near.includes("all-four"));
});

test("a wild card taken back from the grid: earned; the same lot without it: not", async () => {
  fresh();
  const setup = {
    players: 2,
    board: [
      { card: "1RC", x: 0, y: 0 },
      { card: "W", x: 1, y: 0 },
      { card: "3RC", x: 2, y: 0 },
    ],
    hands: [["2RC"], ["4YX"]],
    pile: [],
    scores: [0, 0],
    toMove: 0,
  };
  // 2RC in the wild's place (Y18), the wild played at once as the fourth of the row.
  const got = await play("iota", setup, {
    moves: [[{ recycle: [{ card: "2RC", x: 1, y: 0 }], place: [{ card: "W", x: 3, y: 0 }] }], []],
  });
  assert.ok(got.includes("wild-back") && got.includes("first-lot"), got.join());
  fresh();
  const near = await play("iota", { ...setup, hands: [["4RC"], ["4YX"]] }, { moves: [[lotPlay], []] });
  assert.ok(!near.includes("wild-back") && near.includes("first-lot"), near.join());
});

test("300 points in a game and a win by 50: earned; 298 and 49: not", async () => {
  fresh();
  // The lot scores 40 (10, ×2 lot, ×2 last turn).
  const got = await play("iota", lotRow([260, 250]), { moves: [[lotPlay], []] });
  assert.ok(got.includes("score-300") && got.includes("landslide"), got.join());
  fresh();
  const near = await play("iota", lotRow([258, 249]), { moves: [[lotPlay], []] });
  assert.ok(!near.includes("score-300") && !near.includes("landslide"), near.join());
  assert.ok(near.includes("first-win"));
});

test("a win without a trade: not when the person traded; first win: not when behind by one", async () => {
  fresh();
  // A card in the pile: the person trades once, then everybody passes three rounds (Y20).
  const setup = lotRow([50, 0], { pile: ["2YX"] });
  const trade = await play("iota", setup, {
    moves: [
      [{ trade: ["4RC"] }, { pass: true }, { pass: true }],
      [{ pass: true }, { pass: true }, { pass: true }],
    ],
  });
  assert.ok(trade.includes("first-win") && !trade.includes("no-trade-win"), trade.join());
  fresh();
  const passed = await play("iota", setup, {
    moves: [
      [{ pass: true }, { pass: true }, { pass: true }],
      [{ pass: true }, { pass: true }, { pass: true }],
    ],
  });
  assert.ok(passed.includes("no-trade-win"), passed.join());
  fresh();
  const behind = await play("iota", lotRow([0, 41]), { moves: [[lotPlay], []] });
  assert.ok(!behind.includes("first-win"));
});

test("beating the hard computer and the expert: earned; beating medium, or losing to them: not", async () => {
  for (const level of ["hard", "expert"]) {
    fresh();
    const won = await play("iota", lotRow(), { moves: [[lotPlay], []], opponent: level });
    assert.ok(won.includes(`beat-${level}`));
    fresh();
    const lost = await play("iota", lotRow([0, 41]), { moves: [[lotPlay], []], opponent: level });
    assert.ok(!lost.includes(`beat-${level}`));
  }
  fresh();
  const medium = await play("iota", lotRow(), { moves: [[lotPlay], []] });
  assert.ok(!medium.includes("beat-hard") && !medium.includes("beat-expert"));
});

const win = () => play("iota", lotRow(), { moves: [[lotPlay], []] });
const loss = () => play("iota", lotRow([0, 41]), { moves: [[lotPlay], []] });

test("five wins in a row: earned at the fifth; four, a loss, then a win: not", async () => {
  fresh();
  for (let i = 0; i < 4; i++) assert.ok(!(await win()).includes("streak-5"));
  assert.ok((await win()).includes("streak-5"));
  fresh();
  for (let i = 0; i < 4; i++) await win();
  await loss();
  assert.ok(!(await win()).includes("streak-5"));
  assert.equal(figures().all.streak, 1);
});

test("25 finished games: earned at the 25th, not at the 24th", async () => {
  fresh();
  for (let i = 1; i <= 24; i++) await loss();
  assert.ok(!earned().includes("games-25"));
  assert.ok((await loss()).includes("games-25"));
});

test("a rating of 1400: earned by the win that reaches it, not before", async () => {
  fresh();
  for (let i = 0; i < 30; i++) {
    const before = figures().rating.value;
    const got = await play("iota", lotRow(), { moves: [[lotPlay], []], opponent: "expert" });
    assert.equal(got.includes("rating-1400"), figures().rating.value >= 1400, `game ${i + 1}, ${before}`);
    if (got.includes("rating-1400")) {
      assert.ok(before < 1400);
      return;
    }
  }
  assert.fail("the rating never reached 1400");
});

/** Оттава: the person holds `mine`, the top card is `top`, one round to play. */
const lastCard = (mine, top, toMove = 0) => ({
  players: 2,
  hands: [[mine], ["2D", "3D"]],
  stock: ["5S", "6S"],
  discard: [top],
  dealer: 1,
  toMove,
  options: { rounds: 1 },
});

test("Оттава: a round won, going out on a court card: earned; out on a ten, or the opponent out first: not", async () => {
  fresh();
  const got = await play("ottawa", lastCard("QC", "KC"), { moves: [[{ card: "QC" }], []] });
  assert.ok(got.includes("round-win") && got.includes("court-out") && got.includes("first-win"), got.join());
  assert.ok(!got.includes("no-trade-win") && !got.includes("first-lot"), "no Ётта achievement from Оттава");
  fresh();
  const ten = await play("ottawa", lastCard("TC", "9C"), { moves: [[{ card: "TC" }], []] });
  assert.ok(ten.includes("round-win") && !ten.includes("court-out"), ten.join());
  fresh();
  // The opponent goes out first: 2D on 2C... its hand is 2D 3D; the top 3C lets 3D go, then 2D.
  const setup = { ...lastCard("QS", "4D", 1), hands: [["QS", "9H"], ["3D"]] };
  const lost = await play("ottawa", setup, { moves: [[], [{ card: "3D" }]] });
  assert.ok(!lost.includes("round-win") && !lost.includes("court-out"), lost.join());
});

test("a win in each game: earned by the second game's win; two Ётта wins and an Оттава loss: not", async () => {
  fresh();
  await win();
  assert.ok(!earned().includes("both-games"));
  const got = await play("ottawa", lastCard("QC", "KC"), { moves: [[{ card: "QC" }], []] });
  assert.ok(got.includes("both-games"));
  fresh();
  await win();
  await win();
  const setup = { ...lastCard("QS", "4D", 1), hands: [["QS", "9H"], ["3D"]] };
  assert.ok(!(await play("ottawa", setup, { moves: [[], [{ card: "3D" }]] })).includes("both-games"));
});

test("a lesson finished (the shell hands in each step remembered, null at its end): earned; left at its last step: not", async () => {
  fresh();
  const { STEPS } = await import("../../www/iota/lesson.js");
  // The steps as www/lesson/lesson.js remembers them: each one reached, the last one's moves played.
  for (let step = 0; step < STEPS.length; step++)
    assert.deepEqual(achieve({ kind: "lesson", game: "iota", step }, IDS), []);
  assert.deepEqual(earned(), [], "an unfinished lesson earns nothing");
  assert.deepEqual(achieve({ kind: "lesson", game: "iota", step: null }, IDS), ["lesson"]);
  assert.deepEqual(achieve({ kind: "lesson", game: "ottawa", step: null }, IDS), [], "earned once");
  assert.deepEqual(earned(), ["lesson"]);
  const { achievements } = (await import("../../www/stats/figures.js")).pageFigures(figures(), IDS);
  assert.deepEqual(
    achievements.filter((a) => a.unlocked).map((a) => a.id),
    ["lesson"],
  );
  // A game's achievement is not a lesson's: the game's events earn only theirs.
  fresh();
  const got = await play("iota", lotRow(), { moves: [[lotPlay], []] });
  assert.ok(got.includes("first-win") && !got.includes("lesson") && !got.includes("drills-10"));
});

test("ten drills in a row in the trainer: earned; nine, then a wrong answer, then nine again: not", async () => {
  fresh();
  // The verdicts as www/train/train.js hands them on: the streak after each answer.
  let streak = 0;
  const answer = (correct, kind = "best") => {
    streak = correct ? streak + 1 : 0;
    return achieve({ kind: "drill", game: "iota", drill: kind, correct, streak }, IDS);
  };
  for (let i = 0; i < 9; i++) assert.deepEqual(answer(true), []);
  assert.deepEqual(answer(false), []);
  for (let i = 0; i < 9; i++) assert.deepEqual(answer(true, "lots"), []);
  assert.deepEqual(earned(), [], "a streak of nine earns nothing, nor five drills a game's streak-5");
  assert.deepEqual(answer(true), ["drills-10"]);
  assert.deepEqual(answer(true), [], "earned once");
  // A game's figures do not read a drill's streak: five wins in a row are games won.
  assert.ok(!earned().includes("streak-5"));
});

test("every achievement of the table is earned by a case above", () => {
  const cases = new Set([
    "first-win",
    "beat-hard",
    "beat-expert",
    "streak-5",
    "games-25",
    "rating-1400",
    "both-games",
    "landslide",
    "first-lot",
    "two-lots",
    "turn-100",
    "all-four",
    "no-trade-win",
    "wild-back",
    "last-card",
    "score-300",
    "round-win",
    "court-out",
    "lesson",
    "drills-10",
  ]);
  assert.deepEqual(ACHIEVEMENTS.map((a) => a.id).sort(), [...cases].sort());
  assert.ok(ACHIEVEMENTS.length >= 15 && ACHIEVEMENTS.length <= 20);
  for (const a of ACHIEVEMENTS) {
    assert.ok(a.icon && a.en[0] && a.en[1] && a.ru[0] && a.ru[1], a.id);
    assert.match(a.ru.join(" "), /[а-яё]/i, `${a.id}: Russian words`);
  }
});

test("whose figures: the first person here; people here and on other devices counted as such; a game of computers for nobody", async () => {
  fresh();
  // Three seats: the person, another person here, a person on another device; the person wins.
  const setup = { ...lotRow([0, 0, 0]), players: 3, hands: [["4RC"], ["1GS"], ["2YX"]] };
  const seats = [{ kind: "human" }, { kind: "human" }, { kind: "remote" }];
  await play("iota", setup, { moves: [[lotPlay], [], []], seats });
  const { stats, rating } = (await import("../../www/stats/figures.js")).pageFigures(figures(), ["iota"]);
  assert.equal(stats.iota.people.games, 1);
  assert.equal(stats.iota.remote.wins, 1);
  assert.equal(stats.iota.people.bestTurn, 40);
  assert.equal(rating.games, 0, "not rated: people at the table");
  // The second person's win is not the person's: seat 0 is "you".
  fresh();
  await play(
    "iota",
    { ...setup, toMove: 1, hands: [["2YX"], ["4RC"], ["1GS"]] },
    {
      moves: [[], [lotPlay], []],
      seats,
    },
  );
  assert.equal(figures().all.wins, 0);
  assert.equal(figures().all.games, 1);
  // Computers only: nothing counted.
  fresh();
  await play("iota", lotRow(), {
    moves: [[lotPlay], []],
    seats: [
      { kind: "ai", level: "easy" },
      { kind: "ai", level: "easy" },
    ],
  });
  assert.equal(figures().all.games, 0);
  assert.deepEqual(earned(), []);
});

test("a resumed game: its moves before the page followed it are replayed from the deal and tallied", async () => {
  const seed = "stats-resume-1";
  const deal = () => new engine.IotaGame({ players: 2, seed, shortGame: true });
  // The whole game, played by the easy player in both seats.
  const whole = deal();
  const all = [];
  while (!whole.view().over) {
    const seat = whole.view().toMove;
    const { move } = whole.hint("easy");
    all.push({ seat, move, r: whole.play(move) });
  }
  whole.free();
  const mine = all.filter((x) => x.seat === 0);
  const expected = {
    turns: mine.length,
    best: Math.max(...mine.map((x) => x.r.score)),
    lots: mine.reduce((a, x) => a + x.r.lots, 0),
  };
  const k = 9;
  /** Resumed after `k` moves, followed with or without the deal to replay. */
  const resumed = async (start) => {
    fresh();
    const game = deal();
    for (const x of all.slice(0, k)) assert.equal(game.play(x.move).ok, true);
    const left = [0, 1].map((seat) =>
      all
        .slice(k)
        .filter((x) => x.seat === seat)
        .map((x) => x.move),
    );
    const drivers = [0, 1].map((seat) => ({
      kind: seat === 0 ? "human" : "computer",
      move: async () => left[seat].shift(),
      done() {},
      dispose() {},
    }));
    const match = createMatch({
      id: "iota",
      game,
      drivers,
      moves: all.slice(0, k).map(({ seat, move }) => ({ seat, move })),
    });
    const seats = [{ kind: "human" }, { kind: "ai", level: "easy" }];
    const counted = new Promise((resolve) =>
      follow(match, {
        game: "iota",
        id: seed,
        seats: () => seats,
        hooks: HOOKS.iota,
        counted: resolve,
        ...(start ? { start } : {}),
      }),
    );
    match.start();
    await counted;
    match.destroy();
    game.free();
    return figures().records.at(-1).tally;
  };
  const replayed = await resumed({ engine, seed, options: { shortGame: true } });
  assert.equal(replayed.turns, expected.turns);
  assert.equal(replayed.best, expected.best);
  assert.equal(replayed.lots, expected.lots);
  const partial = await resumed(null);
  assert.ok(partial.turns < expected.turns, "without the deal, the first moves are not tallied");
});
