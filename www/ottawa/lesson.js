// @ts-check
// Оттава's guided first game (www/lesson/ runs it on the real table; www/games.js
// `GameLesson`): a deal chosen for the lesson (the engine's `fromSetup`) and five steps,
// one rule each. The opponent's moves are scripted, so that the lesson always goes the
// same way; every move here is checked against the engine by tests/node/lesson.test.mjs.
//
// The pile's top is 8♣; the person holds 8♥ 6♥ 5♦, the opponent 7♥ 6♠ 7♦ 6♦ A♠ K♥ 3♣;
// the stock's top card is 7♠. The tops the person meets: 8♣ (plays 8♥, O4 same rank),
// 7♥ (6♥, O4 same suit next in rank), 6♠ (nothing fits: draws 7♠ and plays it, O5),
// 7♦ (nothing fits: passes, O5), 6♦ (plays the last card, 5♦: the round ends, O7, O9).
import { hasMove } from "./state.js";
import { cardName } from "./strings.js";

/** @typedef {import("../games.js").LessonStep} LessonStep */
/** @typedef {import("../games.js").LessonAction} LessonAction */
/** @typedef {import("./state.js").Move} Move */

/** The lesson's deal: OttawaGame.fromSetup (docs/api.md); dealer 1, so seat 0 plays first (O3). */
export const SETUP = {
  players: 2,
  hands: [
    ["8H", "6H", "5D"],
    ["7H", "6S", "7D", "6D", "AS", "KH", "3C"],
  ],
  stock: ["7S", "2C", "9D", "QC", "4H", "JS"],
  discard: ["8C"],
  dealer: 1,
  toMove: 0,
  // The seed of later shuffles (O6, the next round's deal): the lesson goes the same way every time.
  options: { seed: "lesson" },
};

/** @type {(LessonStep & { points?: number })[]} `points`: what the round's end scores for the person */
export const STEPS = [
  {
    // O4: the same rank matches, whatever the suit.
    rules: "O4",
    text: {
      en: "Play a card that matches the top of the pile. The same rank matches, whatever the suit.",
      ru: "Кладите на стопку подходящую карту. Подходит карта того же достоинства, любой масти.",
    },
    moves: [{ card: "8H" }],
    replies: [{ card: "7H" }],
  },
  {
    // O4: the same suit, a rank next to the top's (one higher or one lower).
    rules: "O4",
    text: {
      en: "A card of the same suit matches too, when its rank is next to the top's: one higher or one lower.",
      ru: "Подходит и карта той же масти, если она соседняя по старшинству: на одну выше или ниже.",
    },
    moves: [{ card: "6H" }],
    replies: [{ card: "6S" }],
  },
  {
    // O5: at most one card drawn a turn; a matching card in the hand must be played.
    rules: "O5",
    text: {
      en: "Nothing in your hand matches: draw a card from the stock. The card drawn matches, so play it.",
      ru: "Подходящей карты нет: возьмите карту из колоды. Взятая карта подходит, так что сыграйте её.",
    },
    moves: [{ draw: true }, { card: "7S" }],
    replies: [{ card: "7D" }],
  },
  {
    // O5: drawing is never forced; with no matching card the player passes.
    rules: "O5",
    text: {
      en: "Nothing matches again. Drawing is never forced: you may simply pass.",
      ru: "Снова ничего не подходит. Брать карту не обязательно: можно просто спасовать.",
    },
    moves: [{ pass: true }],
    replies: [{ card: "6D" }],
  },
  {
    // O7, O9: the last card ends the round; the winner collects the others' hand counts.
    rules: "O7 O9",
    text: {
      en: "Play your last card: the round ends, and the cards left in the other hands score for you: ace 15, picture cards and tens 10, the others their number.",
      ru: "Сыграйте последнюю карту: раунд окончен, и карты, оставшиеся у соперника, идут вам в очки: туз — 15, картинки и десятки — 10, остальные — по номиналу.",
    },
    moves: [{ card: "5D" }],
    replies: [],
    // A♠ K♥ 3♣ left in the opponent's hand: 15 + 10 + 3.
    points: 28,
  },
];

/**
 * The rings of a card and of the pile it goes to.
 * @param {{ x: number, y: number }} from @param {{ x: number, y: number }} to
 */
function rings(from, to) {
  const d = Math.hypot(to.x - from.x, to.y - from.y);
  return [
    { ...from, r: Math.min(40, d * 0.42) },
    { ...to, r: Math.min(52, d * 0.5) },
  ];
}

/**
 * The action expected now (www/games.js `GameLesson.expect`): a card dragged onto the
 * pile, or the Draw or Pass button.
 * @param {import("../games.js").GameController} ctl @param {LessonStep} step @param {number} k
 * @param {import("../games.js").LessonContext} c @returns {LessonAction}
 */
function expect(ctl, step, k, { t, lang }) {
  const move = /** @type {Move} */ (step.moves[k] ?? step.moves[0]);
  if (move.card) {
    const hand = /** @type {import("./state.js").View} */ (ctl.state().view).hand;
    const from = ctl.handCardCenter(hand.indexOf(move.card));
    const to = ctl.pileCenter();
    return {
      expect: { kind: "drag", from, to },
      say: t("lesson_dragPile", { card: cardName(move.card, lang) }),
      card: move.card,
      // Rings as big as the cards, never overlapping where the table is small.
      spots: from && to ? rings(from, to) : [],
    };
  }
  const action = move.draw ? "draw" : "pass";
  return { expect: { kind: "button", action }, say: t("lesson_press", { button: t(action) }), spots: [] };
}

/**
 * Is `action` the one expected? null if so, else why not: the engine's refusal where it
 * would refuse the move (tried on a copy of the game), else what to do instead.
 * @param {import("../games.js").GameController} ctl @param {LessonAction} want
 * @param {import("../games.js").GuideAction} action @param {import("../games.js").LessonContext} c
 * @returns {string | null}
 */
function judge(ctl, want, action, { engine, t, lang }) {
  const e = want.expect;
  const other = t("lesson_other");
  if (action.kind === "button") return e.kind === "button" && e.action === action.action ? null : other;
  if (action.kind !== "move") return other;
  const move = /** @type {Move} */ (action.move);
  if (e.kind === "drag" && move.card === want.card) return null;
  if (e.kind === "button" && ((e.action === "draw" && move.draw) || (e.action === "pass" && move.pass))) return null;
  const view = /** @type {import("./state.js").View} */ (ctl.state().view);
  if (hasMove(view.legal, move)) return other;
  const r = engine.OttawaGame.load(ctl.match.game.save()).play(
    /** @type {import("../../yotta_page.js").OttawaMove} */ (move),
  );
  if (r.ok) return other;
  // In the table's own words for a refusal (./texts.js `reason`).
  return r.error.code === "no-match" && move.card
    ? t("err_no-match", { card: cardName(move.card, lang), top: cardName(view.top, lang) })
    : t(`err_${r.error.code}`);
}

/**
 * The table's saved data at the start of step `step`: the deal, with the moves of the
 * steps before played (./state.js `openTable` resumes it).
 * @param {import("../games.js").Engine} engine @param {number} step
 */
function open(engine, step) {
  const game = engine.OttawaGame.fromSetup(SETUP);
  for (const s of STEPS.slice(0, step))
    for (const m of [...s.moves, ...s.replies]) {
      const r = game.play(/** @type {import("../../yotta_page.js").OttawaMove} */ (m));
      if (!r.ok) throw new Error(`bad-save: the lesson's move no longer applies (${r.error.code})`);
    }
  return { format: 1, save: game.save() };
}

/** @type {import("../games.js").GameLesson} */
export const lesson = {
  steps: STEPS,
  open,
  options: { scoring: "collect", target: 100, rounds: 0, wrapAce: false, mustDrawWhenStuck: false },
  // Оттава has no coach: the first game is against the easy computer, with the Hint
  // button (what the hard computer player would do) for help.
  firstGame: { scoring: "collect", target: 100, rounds: 0, wrapAce: false, mustDrawWhenStuck: false },
  done: {
    en: "You won the round: 15 + 10 + 3 = 28 points. A match goes on round after round until someone reaches 100. In your first game, against the easy computer, the Hint button shows a good move when you are stuck.",
    ru: "Вы выиграли раунд: 15 + 10 + 3 = 28 очков. Партия идёт раунд за раундом, пока кто-нибудь не наберёт 100. В первой игре, против лёгкого компьютера, кнопка «Подсказка» покажет хороший ход, если вы не знаете, что делать.",
  },
  expect,
  judge,
};
