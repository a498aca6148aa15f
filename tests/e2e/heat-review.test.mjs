// "What you missed" in the review of a Ётта game (www/review/missed.js; issue 32,
// part 4) and the review's heat map (www/review/heat.js). A whole game is played here,
// in Node, with the engine (the person's seat by the easy computer player, so that it
// leaves points on the table), kept as the last finished game as the shell keeps one
// after a game with the heat map on, and the review opened from the address
// (`?review=last`, what a reload of the review shows). Then:
// - `[data-role="missed"]`'s `data-scored` and `data-best` are the sums over the
//   person's turns of the score made and of the turn's best (`iotaBestTurn`, worked out
//   here); the game is said to be assisted;
// - the misses are the three turns with most points left (the earlier turn first among
//   equal ones), worked out here from the engine, whatever their best play: one of them
//   begins by recycling a wild (Y18), and one was played with the pile empty (`end=1`);
//   in two more games (listing only) the best play of a listed miss recycles too;
// - each, tapped, opens the embedded page's puzzle of that position (`recycle=1`), whose
//   best play (`iotaBestTurn`, worked out here, and the page's own answer) scores
//   `data-lost` more than the play that was made; the miss whose best play recycles is
//   then played on the puzzle's table by dragging, the recycle first, and the page says
//   it is the best play;
// - a turn's dialog shows the heat map of the position before it, listed cell by cell
//   as `iotaPlays` gives it.
// Written once for the three engines (tests/e2e/browser.mjs).
import assert from "node:assert/strict";
import { engineTest, launchEngine, open, shot } from "./lib.mjs";
import { dragToCell, handIndex } from "./iota-helpers.mjs";
import { loadSync } from "../node/support.mjs";

const api = await loadSync();

/**
 * A two-player game to its end from `seed`: seat 0 (the person) played by the easy
 * computer player, seat 1 by the medium one. Returns the moves and, for each of seat
 * 0's turns, the position before it and what the play made scored.
 */
function playGame(seed) {
  const g = new api.IotaGame({ players: 2, seed, allFourBonus: true, shortGame: false });
  const moves = [];
  const turns = [];
  for (let n = 0; n < 400 && !g.view().over; n++) {
    const seat = g.view().toMove;
    const before = g.view(seat);
    const hint = g.hint(seat === 0 ? "easy" : "medium");
    assert.equal(hint.ok, true);
    const r = g.play(hint.move);
    assert.equal(r.ok, true, JSON.stringify(r));
    moves.push({ seat, move: hint.move });
    if (seat === 0) turns.push({ turn: moves.length, before, move: hint.move, score: r.score });
  }
  assert.equal(g.view().over, true, "the game ended");
  return { moves, turns };
}

/**
 * The person's turns of the game from `seed`, each with the best it could have made
 * (the review's own question: iotaBestTurn with the hand held, Y15 when the pile was
 * empty), and its three biggest misses: most points left first, the earlier turn first
 * among equal ones.
 */
function missesOf(seed) {
  const game = playGame(seed);
  const turns = game.turns.map((x) => {
    const r = api.iotaBestTurn(x.before.board, x.before.hand, { allFourBonus: true, pileEmpty: x.before.pile === 0 });
    assert.equal(r.ok, true);
    return { ...x, best: Math.max(r.score, x.score), bestMove: r.move };
  });
  const misses = turns
    .filter((x) => x.best > x.score)
    .sort((a, b) => b.best - b.score - (a.best - a.score) || a.turn - b.turn)
    .slice(0, 3);
  return { game, turns, misses };
}

/** Whether a turn's best play begins by recycling a wild (Y18). */
const recycles = (x) => Boolean(x.bestMove?.recycle?.length);

/** The game as the shell keeps the last finished one (www/review/store.js), heat map on. */
const lastOf = (seed, game) => ({
  v: 1,
  game: "iota",
  seats: [
    { kind: "human", level: "medium", name: "Sam" },
    { kind: "ai", level: "medium", name: "Computer" },
  ],
  options: { allFourBonus: true, shortGame: false },
  seed,
  data: { v: 1, moves: game.moves, assisted: true },
  at: Date.now(),
});

// A game whose three biggest misses hold one whose best play recycles a wild and one
// with the pile empty (posed with `end=1`).
const SEED = "heat-review-8";
const { game, turns, misses } = missesOf(SEED);
const LAST = lastOf(SEED, game);
// Two more games whose listed misses hold a recycling best play (the second, two).
const MORE = ["heat-review-5", "heat-review-19"].map((seed) => ({ seed, ...missesOf(seed) }));

engineTest(
  "what you missed: the sums, the three biggest misses, each a puzzle one tap away",
  { timeout: 300000 },
  (engine) =>
    withBrowser(engine, async (b, p) => {
      assert.equal(misses.length, 3, "the game has three misses (else pick another seed)");
      assert.ok(
        misses.some((x) => x.before.pile === 0),
        "a miss with the pile empty (else pick another seed)",
      );
      assert.ok(misses.some(recycles), "a miss whose best play recycles a wild (else pick another seed)");
      await p.addInitScript((last) => {
        try {
          if (!localStorage.getItem("yotta.last.v1")) localStorage.setItem("yotta.last.v1", last);
        } catch {
          // Firefox runs it in its first blank page too, which has no storage.
        }
      }, JSON.stringify(LAST));
      const review = `${b.url}?review=last&lang=en`;
      await open(p, review);
      await p.waitForSelector("[data-role=missed]");
      const sum = (k) => turns.reduce((a, x) => a + x[k], 0);
      assert.equal(Number(await p.getAttribute("[data-role=missed]", "data-scored")), sum("score"), "scored");
      assert.equal(Number(await p.getAttribute("[data-role=missed]", "data-best")), sum("best"), "best possible");
      assert.match(await p.textContent("[data-role=assisted]"), /heat map was on/);
      const shown = await p.$$eval("[data-role=miss]", (els) =>
        els.map((e) => ({ turn: Number(e.dataset.turn), lost: Number(e.dataset.lost) })),
      );
      assert.deepEqual(
        shown,
        misses.map((x) => ({ turn: x.turn, lost: x.best - x.score })),
      );
      await shot(p, "heat-review-missed");
      for (const m of misses) {
        const lost = m.best - m.score;
        // One tap: the puzzle of that position on the embedded page.
        const link = await p.$(`[data-role=miss][data-turn="${m.turn}"] a`);
        const box = await link.boundingBox();
        await p.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await p.waitForFunction(() => typeof window.yotta?.best === "function" && window.yotta.state().view, null, {
          timeout: 60000,
        });
        const s = await p.evaluate(() => ({
          state: window.yotta.state(),
          best: window.yotta.best(),
          url: location.href,
        }));
        assert.match(s.url, /embed=1/);
        assert.match(s.url, /puzzle=best/);
        assert.match(s.url, /[?&]recycle=1(&|$)/);
        assert.deepEqual([...s.state.view.hand].sort(), [...m.before.hand].sort(), `turn ${m.turn}: the hand held`);
        assert.equal(s.state.view.board.length, m.before.board.length, `turn ${m.turn}: the grid`);
        // The pile empty then: the puzzle says so (`end=1`), and a play emptying the hand is doubled (Y15).
        assert.equal(/[?&]end=1(&|$)/.test(s.url), m.before.pile === 0, `turn ${m.turn}: end=1`);
        assert.equal(s.state.view.pile === 0, m.before.pile === 0, `turn ${m.turn}: the puzzle's pile`);
        const bt = api.iotaBestTurn(m.before.board, m.before.hand, {
          allFourBonus: true,
          pileEmpty: m.before.pile === 0,
        });
        assert.equal(bt.score - m.score, lost, `turn ${m.turn}: iotaBestTurn's best less the play made`);
        assert.equal(s.best.score - m.score, lost, `turn ${m.turn}: the puzzle's best less the play made`);
        assert.equal(
          s.best.recycle.length > 0,
          recycles(m),
          `turn ${m.turn}: the puzzle's best recycles as the turn's`,
        );
        if (recycles(m)) await playBest(p, m);
        // A puzzle has no heat map: it would give the answer away.
        assert.equal(await p.getAttribute("[data-action=heat]", "aria-disabled"), "true");
        assert.equal(await p.isHidden("[data-action=heat]"), true, "no toggle in a puzzle");
        if (m === misses[0]) await shot(p, "heat-review-puzzle");
        await open(p, review);
        await p.waitForSelector("[data-role=missed]");
      }
      assert.deepEqual(b.problems, []);
    }),
);

engineTest("the review's heat map: the position before a turn, for the hand held", { timeout: 300000 }, (engine) =>
  withBrowser(engine, async (b, p) => {
    await p.addInitScript((last) => {
      try {
        if (!localStorage.getItem("yotta.last.v1")) localStorage.setItem("yotta.last.v1", last);
      } catch {
        // Firefox's first blank page has no storage.
      }
    }, JSON.stringify(LAST));
    await open(p, `${b.url}?review=last&lang=en`);
    const m = misses[0];
    await p.click(`[data-role=review-turn][data-turn="${m.turn}"] button`);
    await p.waitForSelector(`[data-role=review-detail][data-turn="${m.turn}"] [data-action=heat]`);
    await p.click("[data-role=review-detail] [data-action=heat]");
    await p.waitForSelector("[data-role=review-detail] [data-role=heat-list] li", { state: "attached" });
    assert.equal(await p.getAttribute("[data-role=review-detail] [data-action=heat]", "aria-pressed"), "true");
    const listed = await p.$$eval("[data-role=review-detail] [data-role=heat-list] li", (lis) =>
      lis.map((li) => ({ x: Number(li.dataset.x), y: Number(li.dataset.y), best: Number(li.dataset.best) })),
    );
    const plays = api.iotaPlays(m.before.board, m.before.hand, { allFourBonus: true, pileEmpty: m.before.pile === 0 });
    const taken = new Set(m.before.board.map((c) => `${c.x},${c.y}`));
    const open_ = new Map();
    for (const c of m.before.board)
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ])
        if (!taken.has(`${c.x + dx},${c.y + dy}`)) open_.set(`${c.x + dx},${c.y + dy}`, { x: c.x + dx, y: c.y + dy });
    const want = [...open_.values()].map(({ x, y }) => ({
      x,
      y,
      best: Math.max(0, ...plays.plays.filter((q) => q.place.some((c) => c.x === x && c.y === y)).map((q) => q.score)),
    }));
    const key = (c) => `${c.x},${c.y}`;
    assert.deepEqual(
      [...listed].sort((a, b) => key(a).localeCompare(key(b))),
      [...want].sort((a, b) => key(a).localeCompare(key(b))),
    );
    await shot(p, "heat-review-turn");
    assert.deepEqual(b.problems, []);
  }),
);

engineTest(
  "what you missed: the three biggest misses, a recycling best play among them, in two more games",
  { timeout: 300000 },
  (engine) =>
    withBrowser(engine, async (b, p) => {
      // The page's own origin first, for its storage.
      await open(p, `${b.url}?lang=en`);
      for (const g of MORE) {
        assert.ok(g.misses.some(recycles), `${g.seed}: a listed miss recycles (else pick another seed)`);
        await p.evaluate((last) => localStorage.setItem("yotta.last.v1", last), JSON.stringify(lastOf(g.seed, g.game)));
        await open(p, `${b.url}?review=last&lang=en`);
        await p.waitForSelector("[data-role=missed]");
        const shown = await p.$$eval("[data-role=miss]", (els) =>
          els.map((e) => ({ turn: Number(e.dataset.turn), lost: Number(e.dataset.lost) })),
        );
        assert.deepEqual(
          shown,
          g.misses.map((x) => ({ turn: x.turn, lost: x.best - x.score })),
          g.seed,
        );
      }
      assert.deepEqual(b.problems, []);
    }),
);

/**
 * Plays miss `m`'s best move on the puzzle's table as a person would: each recycle
 * (a hand card dragged onto the grid's wild, Y18), then each card placed, the wild
 * taken back among them, and "Check". The page says it is the best play.
 */
async function playBest(p, m) {
  const used = [];
  for (const r of m.bestMove.recycle) {
    const i = await handIndex(p, r.card, used);
    used.push(i);
    await dragToCell(p, i, r.x, r.y);
    assert.match(await p.textContent("[data-role=info]"), /The wild is yours/);
  }
  for (const c of m.bestMove.place) {
    // The hand on screen: the cards not yet on the grid, a wild taken back among them.
    const i = await p.$$eval(
      ".hand-card",
      (bs, [card, used]) =>
        Number(bs.find((x) => x.dataset.card === card && !used.includes(Number(x.dataset.item)))?.dataset.item),
      [c.card, used],
    );
    assert.ok(Number.isInteger(i), `${c.card} in the hand on screen`);
    used.push(i);
    await dragToCell(p, i, c.x, c.y);
  }
  await shot(p, "heat-review-recycle-staged");
  await p.click("[data-action=confirm]");
  const said = await p.textContent("[data-role=message]");
  assert.match(said, /You found (the|a) best play/, said);
}

/** Launches `engine`, runs `fn` with its page, always closes it. */
async function withBrowser(engine, fn) {
  const b = await launchEngine(engine, { reducedMotion: "reduce" });
  try {
    await fn(b, b.page);
  } finally {
    await b.close();
  }
}
