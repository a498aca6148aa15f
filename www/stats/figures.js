// @ts-check
// The figures of statistics, the rating and achievements, as pure functions of what is
// kept (no DOM, no storage: tests/node/stats.test.mjs). A finished game becomes one
// record (`GameRecord`); the figures are folded from each record as it comes
// (`addGame`) and kept apart from the records, so that they stay exact when the oldest
// records are dropped (at most `MAX_RECORDS` are kept: the chart and the history).
//
// Whose figures: the person at this device, the first seat of kind "human" of a game
// started here (the menu calls it "You"). A game without one (computers only) counts
// for nobody. The opponents are counted by kind: each computer level, "people" (other
// people at this device), "remote" (people on other devices); a game counts once under
// each kind that sat at the table.
import { ACHIEVEMENTS } from "./achievements.js";
import { PROVISIONAL, rate } from "./rating.js";
import { OPPONENTS, START } from "./state.js";

export { OPPONENTS };
/** Records (and rating history points) kept at most; older ones are dropped, the figures stay exact. */
export const MAX_RECORDS = 300;
/** Games started and not finished, remembered at most (their count stays exact beyond). */
const MAX_OPEN = 100;

/**
 * What the person's turns of one game showed, summed over the turns (each game's
 * `stats.step` names its own: Ётта `points`, `lots`, `fours`, `trades`, `recycles`,
 * `ended`; Оттава `rounds`, `roundsPlayed`, `courtOut`, `points` per round), with
 * `best` (the most `points` in one step) and `maxLots` (the most `lots` in one step).
 * @typedef {Record<string, number>} Tally
 *
 * One finished game, as the person played it.
 * @typedef {object} GameRecord
 * @property {number} at when it ended (ms since 1970)
 * @property {string} game the game's id
 * @property {number} seat the person's seat
 * @property {string[]} opponents every other seat's kind (a level, "people", "remote"), in seat order
 * @property {number} score the person's final score
 * @property {number[]} scores every seat's final score, in seat order
 * @property {boolean} won the person is among the winners (a shared win counts)
 * @property {boolean} lower the lowest score wins (Оттава's penalty scoring)
 * @property {number[]} results the person against each opponent, in `opponents`' order: 1 ahead, ½ level, 0 behind
 * @property {number | null} rating the rating after this game, or null when it was not rated
 * @property {Tally} tally
 *
 * The figures of one game against one kind of opponent (`sum`: of the final scores, for the mean).
 * @typedef {{ games: number, wins: number, sum: number, best: number | null, bestTurn: number,
 *   lots: number, rounds: number, streak: number, longest: number, unfinished: number }} Line
 *
 * Everything kept (www/stats/store.js writes it as one JSON value).
 * @typedef {object} Figures
 * @property {number} v the version of this shape (./store.js migrates older ones)
 * @property {Record<string, { by: Record<string, Line>, unfinished: number }>} games by game id
 *   (`unfinished`: the game's, every opponent together; each line has its own)
 * @property {{ games: number, wins: number, streak: number }} all every finished game
 * @property {{ value: number, games: number, history: { at: number, value: number }[] }} rating
 * @property {Record<string, number>} achievements the time each earned one was earned
 * @property {{ ids: { key: string, kinds: string[] }[], more: number }} open games started and not
 *   finished (`key`: the game's id and its seed; `kinds`: its opponents'), the oldest forgotten
 *   past 100 (`more`; they stay counted as unfinished)
 * @property {GameRecord[]} records the last `MAX_RECORDS` games, oldest first
 */

/** The figures' shape, as ./store.js writes it. */
export const FIGURES_VERSION = 1;

/** @returns {Line} */
const emptyLine = () => ({
  games: 0,
  wins: 0,
  sum: 0,
  best: null,
  bestTurn: 0,
  lots: 0,
  rounds: 0,
  streak: 0,
  longest: 0,
  unfinished: 0,
});

/** Nothing played yet. @returns {Figures} */
export function emptyFigures() {
  return {
    v: FIGURES_VERSION,
    games: {},
    all: { games: 0, wins: 0, streak: 0 },
    rating: { value: START, games: 0, history: [] },
    achievements: {},
    open: { ids: [], more: 0 },
    records: [],
  };
}

/** @param {Figures} f @param {string} game */
function gameOf(f, game) {
  f.games[game] ??= { by: {}, unfinished: 0 };
  return f.games[game];
}

/** @param {Figures} f @param {string} game @param {string} kind */
function lineOf(f, game, kind) {
  const g = gameOf(f, game);
  g.by[kind] ??= emptyLine();
  return g.by[kind];
}

/**
 * A game was started (its first move played): counted as unfinished until it ends, for
 * the game and against each kind of opponent at the table.
 * @param {Figures} f @param {string} game @param {string} id @param {string[]} kinds
 */
export function started(f, game, id, kinds) {
  const key = `${game}:${id}`;
  if (f.open.ids.some((o) => o.key === key)) return false;
  f.open.ids.push({ key, kinds: [...new Set(kinds)] });
  if (f.open.ids.length > MAX_OPEN) {
    f.open.ids.shift();
    f.open.more++;
  }
  gameOf(f, game).unfinished++;
  for (const kind of new Set(kinds)) lineOf(f, game, kind).unfinished++;
  return true;
}

/**
 * The person's result against each opponent, from the final scores (1 ahead, ½ level, 0 behind).
 * @param {number[]} scores @param {number} you @param {boolean} lower the lowest wins
 */
export function pairResults(scores, you, lower) {
  const mine = scores[you];
  return scores
    .map((s, i) => (i === you ? -1 : s === mine ? 0.5 : (lower ? mine < s : mine > s) ? 1 : 0))
    .filter((_, i) => i !== you);
}

/**
 * Folds one finished game into the figures: the lines of its game, the rating (when
 * `ratings` gives every opponent's: computers only), the record kept; returns the ids of
 * the achievements it earned.
 * @param {Figures} f @param {GameRecord} r @param {string} id the game's id among the open ones (its seed)
 * @param {number[] | null} ratings each opponent's fixed rating, or null: not rated
 * @returns {string[]} the achievements earned by this game
 */
export function addGame(f, r, id, ratings) {
  const g = gameOf(f, r.game);
  const key = `${r.game}:${id}`;
  const i = f.open.ids.findIndex((o) => o.key === key);
  if (i >= 0) {
    const [open] = f.open.ids.splice(i, 1);
    g.unfinished = Math.max(0, g.unfinished - 1);
    for (const kind of open.kinds) {
      const line = lineOf(f, r.game, kind);
      line.unfinished = Math.max(0, line.unfinished - 1);
    }
  }
  for (const kind of new Set(r.opponents)) {
    const line = lineOf(f, r.game, kind);
    line.games++;
    line.sum += r.score;
    line.best = line.best === null ? r.score : r.lower ? Math.min(line.best, r.score) : Math.max(line.best, r.score);
    line.bestTurn = Math.max(line.bestTurn, r.tally.best ?? 0);
    line.lots += r.tally.lots ?? 0;
    line.rounds += r.tally.rounds ?? 0;
    line.wins += r.won ? 1 : 0;
    line.streak = r.won ? line.streak + 1 : 0;
    line.longest = Math.max(line.longest, line.streak);
  }
  f.all.games++;
  f.all.wins += r.won ? 1 : 0;
  f.all.streak = r.won ? f.all.streak + 1 : 0;
  if (ratings) {
    const value = rate(
      f.rating.value,
      f.rating.games,
      ratings.map((rating, k) => ({ rating, score: r.results[k] })),
    );
    f.rating = { value, games: f.rating.games + 1, history: [...f.rating.history, { at: r.at, value }] };
    f.rating.history.splice(0, f.rating.history.length - MAX_RECORDS);
    r.rating = value;
  }
  f.records.push(r);
  f.records.splice(0, f.records.length - MAX_RECORDS);
  return earn(f, { kind: "game", game: r, figures: f });
}

/**
 * Marks the achievements `event` earns (those not earned before); returns their ids.
 * @param {Figures} f @param {import("./achievements.js").AchievementEvent} event
 */
export function earn(f, event) {
  const now = event.kind === "game" ? event.game.at : Date.now();
  const got = ACHIEVEMENTS.filter((a) => !(a.id in f.achievements) && a.when(event)).map((a) => a.id);
  for (const id of got) f.achievements[id] = now;
  return got;
}

/**
 * The figures as `window.yotta.state()` gives them (docs/stats.md): `stats` by game id,
 * then by kind of opponent, `rating`, `achievements` (every one, earned or not).
 * @param {Figures} f @param {string[]} gameIds every game offered
 */
export function pageFigures(f, gameIds) {
  /** @type {Record<string, Record<string, unknown>>} */
  const stats = {};
  for (const id of gameIds) {
    const g = f.games[id];
    /** @type {Record<string, unknown>} */
    const per = {};
    for (const kind of OPPONENTS) {
      const l = g?.by[kind] ?? emptyLine();
      per[kind] = {
        games: l.games,
        wins: l.wins,
        share: l.games ? l.wins / l.games : 0,
        best: l.best ?? 0,
        mean: l.games ? l.sum / l.games : 0,
        streak: l.streak,
        longest: l.longest,
        bestTurn: l.bestTurn,
        lots: l.lots,
        rounds: l.rounds,
        unfinished: l.unfinished ?? 0,
      };
    }
    stats[id] = per;
  }
  return {
    stats,
    rating: {
      value: f.rating.value,
      shown: Math.round(f.rating.value),
      games: f.rating.games,
      provisional: f.rating.games < PROVISIONAL,
      history: f.rating.history.map((h) => h.value),
    },
    achievements: ACHIEVEMENTS.map((a) => ({
      id: a.id,
      unlocked: a.id in f.achievements,
      at: f.achievements[a.id] ?? null,
    })),
  };
}
