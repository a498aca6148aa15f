// @ts-check
// The achievements: one row each, with its condition, its icon and its words in both
// languages. A condition reads an event (`kind` tells them apart: a finished game, with
// the figures after it; a lesson's step remembered; a drill's verdict in the trainer; the
// last two handed in by the shell, www/shell/stats.js `achieve`) and never a table: the facts come from the match loop's events, summed by each
// game's `stats` hook (./figures.js `Tally`). A new achievement is one more row; its
// test earns it from a position built with `fromSetup` and misses it by a little
// (tests/node/achievements.test.mjs).
//
// A tally's facts are only those its game has: `lots`, `fours`, `trades` and
// `recycles` are Ётта's (Y13, Y14, Y5b, Y18), `rounds` and `courtOut` Оттава's (O7);
// so a condition on one of them is a condition on that game, without naming it.

/**
 * What a condition reads. A game's: `game` the finished game's record, `figures` the
 * figures once it has been counted. A lesson's: its game's id and the step remembered
 * (null: the lesson finished; www/shell/lesson-open.js). A drill's: its game's id, its
 * kind, whether the answer was right and the streak after it (www/train/train.js).
 * @typedef {{ kind: "game", game: import("./figures.js").GameRecord, figures: import("./figures.js").Figures }} GameEvent
 * @typedef {{ kind: "lesson", game: string, step: number | null }} LessonEvent
 * @typedef {{ kind: "drill", game: string, drill: string, correct: boolean, streak: number }} DrillEvent
 * @typedef {GameEvent | LessonEvent | DrillEvent} AchievementEvent
 * @typedef {{ id: string, icon: string, en: [string, string], ru: [string, string],
 *   when: (e: AchievementEvent) => boolean }} Achievement `en`, `ru`: its name and how it is earned;
 *   `icon`: one symbol that common fonts have (no emoji: a phone would draw them, a desktop
 *   without an emoji font would not)
 */

/**
 * A condition on finished games: never met by a lesson's or a drill's event.
 * @param {(e: GameEvent) => boolean} when @returns {(e: AchievementEvent) => boolean}
 */
const onGame = (when) => (e) => e.kind === "game" && when(e);
/** @param {GameEvent} e */
const won = (e) => e.game.won;
/** @param {GameEvent} e @param {string} level */
const beat = (e, level) => e.game.won && e.game.opponents.includes(level);
/** A game whose turns may trade (Y5b): Ётта's tally counts its trades, even none. @param {GameEvent} e */
const trading = (e) => e.game.tally.trades !== undefined;
/** How far ahead of the best other seat the person finished (the lowest wins: below it). @param {GameEvent} e */
function margin(e) {
  const { scores, score, lower, seat } = e.game;
  const others = scores.filter((_, i) => i !== seat);
  if (!others.length) return 0;
  return lower ? Math.min(...others) - score : score - Math.max(...others);
}
/** @param {GameEvent} e @param {string} fact */
const fact = (e, fact) => e.game.tally[fact] ?? 0;

/** @type {Achievement[]} */
// biome-ignore format: one achievement, one line
export const ACHIEVEMENTS = [
  { id: "first-win", icon: "★", en: ["First win", "Win a game"], ru: ["Первая победа", "Выиграйте партию"], when: onGame(won) },
  { id: "beat-hard", icon: "♜", en: ["Strong opponent", "Beat the hard computer"], ru: ["Сильный соперник", "Обыграйте сильный компьютер"], when: onGame((e) => beat(e, "hard")) },
  { id: "beat-expert", icon: "♛", en: ["Expert beaten", "Beat the expert"], ru: ["Эксперт повержен", "Обыграйте эксперта"], when: onGame((e) => beat(e, "expert")) },
  { id: "streak-5", icon: "⚡", en: ["On a roll", "Win five games in a row"], ru: ["Серия", "Выиграйте пять партий подряд"], when: onGame((e) => e.figures.all.streak >= 5) },
  { id: "games-25", icon: "⚄", en: ["Regular", "Finish 25 games"], ru: ["Завсегдатай", "Доиграйте 25 партий"], when: onGame((e) => e.figures.all.games >= 25) },
  { id: "rating-1400", icon: "↗", en: ["Rising", "Reach a rating of 1400"], ru: ["Рост", "Достигните рейтинга 1400"], when: onGame((e) => e.figures.rating.value >= 1400) },
  { id: "both-games", icon: "☯", en: ["All-rounder", "Win a game of each kind"], ru: ["Универсал", "Выиграйте в каждую из игр"], when: onGame((e) => Object.values(e.figures.games).filter((g) => Object.values(g.by).some((l) => l.wins > 0)).length >= 2) },
  { id: "landslide", icon: "▲", en: ["Landslide", "Win a game by 50 points or more"], ru: ["Разгром", "Выиграйте с перевесом в 50 очков или больше"], when: onGame((e) => won(e) && margin(e) >= 50) },
  { id: "first-lot", icon: "◆", en: ["First lot", "Complete a line of four in Ётта"], ru: ["Первый лот", "Составьте линию из четырёх в Ётте"], when: onGame((e) => fact(e, "lots") >= 1) },
  { id: "two-lots", icon: "✚", en: ["Double lot", "Two lots in one play"], ru: ["Двойной лот", "Два лота одним ходом"], when: onGame((e) => fact(e, "maxLots") >= 2) },
  { id: "turn-100", icon: "✪", en: ["Hundred", "Score 100 points or more in one turn of Ётта"], ru: ["Сотня", "Наберите 100 очков или больше за ход в Ётте"], when: onGame((e) => trading(e) && fact(e, "best") >= 100) },
  { id: "all-four", icon: "✦", en: ["All four", "Play all four cards in one turn"], ru: ["Все четыре", "Выложите все четыре карты за ход"], when: onGame((e) => fact(e, "fours") >= 1) },
  { id: "no-trade-win", icon: "✓", en: ["Kept my hand", "Win a game of Ётта without a trade"], ru: ["Без обмена", "Выиграйте в Ётту без обмена"], when: onGame((e) => won(e) && trading(e) && fact(e, "trades") === 0) },
  { id: "wild-back", icon: "♻", en: ["Wild back", "Take a wild card back from the grid"], ru: ["Джокер назад", "Заберите джокер с поля"], when: onGame((e) => fact(e, "recycles") >= 1) },
  { id: "last-card", icon: "⚑", en: ["Finisher", "End a game of Ётта with your last card"], ru: ["Финишёр", "Закончите партию Ётты последней картой"], when: onGame((e) => fact(e, "ended") >= 1) },
  { id: "score-300", icon: "✺", en: ["Three hundred", "Score 300 points in a game of Ётта"], ru: ["Триста", "Наберите 300 очков в партии Ётты"], when: onGame((e) => trading(e) && e.game.score >= 300) },
  { id: "round-win", icon: "♣", en: ["First round", "Win a round of Оттава"], ru: ["Первый кон", "Выиграйте кон в Оттаве"], when: onGame((e) => fact(e, "rounds") >= 1) },
  { id: "court-out", icon: "♚", en: ["Royal exit", "Go out on a jack, queen or king in Оттава"], ru: ["Королевский выход", "Выйдите валетом, дамой или королём в Оттаве"], when: onGame((e) => fact(e, "courtOut") >= 1) },
  { id: "lesson", icon: "✎", en: ["Pupil", "Finish a Learn-to-play lesson"], ru: ["Ученик", "Пройдите урок «Научиться играть»"], when: (e) => e.kind === "lesson" && e.step === null },
  { id: "drills-10", icon: "◎", en: ["Sharp eye", "Solve ten drills in a row in the trainer"], ru: ["Зоркий глаз", "Решите десять задач подряд в тренажёре"], when: (e) => e.kind === "drill" && e.streak >= 10 },
];
