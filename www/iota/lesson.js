// @ts-check
// Ётта's guided first game (www/lesson/ runs it on the real table; www/games.js
// `GameLesson`): a deal chosen for the lesson (the engine's `fromSetup`) and eight
// steps, one rule each, in the order a newcomer needs them. The opponent's moves are
// scripted (it passes, and plays once to use up the pile), so that the lesson always
// goes the same way; every move here is checked against the engine by
// tests/node/lesson.test.mjs (legal, and scoring what the sentence says).
//
// The board at the start (x to the right, y down):
//
//     1RC 2RS  .          the red line the person extends (steps 1 and 5)
//     2GS  .   .
//
// The person's hand: 3RT 3BT 2RT 1RT; the pile, top first: 2BC 4RX W 4GC 2GT (drawn back
// up to four after each play, Y5a): the cards of the later steps. The opponent holds
// 4RT 1YC 3GX 4BS and plays 4RT after the trade, taking the last card of the pile, so
// that the pile is empty for the last step (Y19).
import { cardName, explain } from "./texts.js";

/** @typedef {import("../games.js").LessonStep} LessonStep */
/** @typedef {import("../games.js").LessonAction} LessonAction */
/** @typedef {import("../games.js").Translate} Translate */
/** @typedef {import("./staging.js").Placement} Placement */

/** The lesson's deal: IotaGame.fromSetup (docs/api.md). */
export const SETUP = {
  players: 2,
  board: [
    { card: "1RC", x: 0, y: 0 },
    { card: "2RS", x: 1, y: 0 },
    { card: "2GS", x: 0, y: 1 },
  ],
  hands: [
    ["3RT", "3BT", "2RT", "1RT"],
    ["4RT", "1YC", "3GX", "4BS"],
  ],
  pile: ["2BC", "4RX", "W", "4GC", "2GT"],
  scores: [0, 0],
  toMove: 0,
};

const pass = { pass: true };
/** @param {Placement[]} place */
const play = (...place) => ({ place });

/**
 * The steps. `score`: what the person's move scores (the engine's, checked by the test).
 * @type {(LessonStep & { score: number })[]}
 */
export const STEPS = [
  {
    // Y6, Y7: a line; colour all the same, shape and number all different.
    rules: "Y6 Y7",
    text: {
      en: "In a line, colour, shape and number are each all the same or all different. Extend the red line: all red, with shapes and numbers all different.",
      ru: "В линии цвет, форма и число у всех карт либо одинаковые, либо все разные. Продолжите красную линию: все красные, а формы и числа разные.",
    },
    moves: [play({ card: "3RT", x: 2, y: 0 })],
    replies: [pass],
    score: 6,
  },
  {
    // Y7, Y12: all three attributes different; a line scores the sum of its numbers.
    rules: "Y7 Y12",
    text: {
      en: "A line may differ in everything: colour, shape and number. It scores the sum of its numbers: 1 + 2 + 3 = 6.",
      ru: "Линия может быть разной во всём: цвет, форма и число. Она приносит сумму своих чисел: 1 + 2 + 3 = 6.",
    },
    moves: [play({ card: "3BT", x: 0, y: 2 })],
    replies: [pass],
    score: 6,
  },
  {
    // Y7 (each attribute on its own, all three at once), Y9 (several cards, one line).
    rules: "Y7 Y9",
    text: {
      en: "All three attributes count at once: here colour and shape are the same, the numbers all different. Play both cards in one turn, in one line.",
      ru: "Все три признака проверяются сразу: здесь цвет и форма одинаковые, а числа разные. Сыграйте обе карты за один ход, в одну линию.",
    },
    moves: [play({ card: "2RT", x: 2, y: 1 }, { card: "1RT", x: 2, y: 2 })],
    replies: [pass],
    score: 6,
  },
  {
    // Y5b: a pass with a trade; the cards go under the pile, as many are drawn.
    rules: "Y5",
    text: {
      en: "Instead of playing you may trade: the cards go under the pile and you draw as many. A trade takes your turn and scores nothing.",
      ru: "Вместо хода можно обменять карты: они уходят под колоду, а вы берёте столько же. Обмен занимает ход и не приносит очков.",
    },
    moves: [{ trade: ["4GC"] }],
    // The opponent completes a lot (Y8, Y13) and draws the last card of the pile.
    replies: [play({ card: "4RT", x: 2, y: 3 })],
    score: 0,
  },
  {
    // Y11, Y12: one card in two lines; each line scores, the card in both.
    rules: "Y11 Y12",
    text: {
      en: "One card can make two lines, across and down. Both score: 6 + 4 = 10.",
      ru: "Одна карта может сложить две линии: по горизонтали и по вертикали. Считаются обе: 6 + 4 = 10.",
    },
    moves: [play({ card: "2BC", x: 1, y: 1 })],
    replies: [pass],
    score: 10,
  },
  {
    // Y8, Y13: four cards make a lot, the longest line, and double the turn.
    rules: "Y8 Y13",
    text: {
      en: "Four cards make a lot, the longest a line may be, and a lot doubles the score: (1 + 2 + 3 + 4) × 2 = 20.",
      ru: "Четыре карты в линии — это лот, длиннее линия быть не может, и лот удваивает очки: (1 + 2 + 3 + 4) × 2 = 20.",
    },
    moves: [play({ card: "4RX", x: 3, y: 0 })],
    replies: [pass],
    score: 20,
  },
  {
    // Y16, Y17: the wild stands for any card, scores 0, and its lot still counts.
    rules: "Y16 Y17",
    text: {
      en: "The wild card stands for any card. It scores 0, but the line it completes is still a lot: (1 + 2 + 3) × 2 = 12.",
      ru: "Джокер заменяет любую карту. Сам он даёт 0, но линия с ним всё равно лот: (1 + 2 + 3) × 2 = 12.",
    },
    moves: [play({ card: "W", x: 0, y: 3 })],
    replies: [pass],
    score: 12,
  },
  {
    // Y19, Y15: the pile is empty; the last card of a hand ends the game, doubled.
    rules: "Y19 Y15",
    text: {
      en: "The pile is empty. The game ends when a player plays the last card of the hand, and that turn scores double: (6 + 6) × 2 = 24.",
      ru: "Колода пуста. Игра кончается, когда игрок выкладывает последнюю карту с руки, и этот ход удваивается: (6 + 6) × 2 = 24.",
    },
    moves: [play({ card: "2GT", x: 1, y: 2 })],
    replies: [],
    score: 24,
  },
];

/** @param {{ card: string, x: number, y: number }} a @param {{ card: string, x: number, y: number }} b */
const same = (a, b) => a.card === b.card && a.x === b.x && a.y === b.y;

/**
 * The action expected now (www/games.js `GameLesson.expect`): a play is its cards dragged
 * one by one, then Play; a trade is Trade, its cards chosen, then Trade again.
 * @param {import("../games.js").GameController} ctl @param {LessonStep} step @param {number} k
 * @param {import("../games.js").LessonContext} c @returns {LessonAction}
 */
function expect(ctl, step, k, { t }) {
  const move = /** @type {import("./staging.js").IotaMove} */ (step.moves[k] ?? step.moves[0]);
  const s = ctl.state();
  const hand = /** @type {import("./staging.js").IotaView} */ (s.view).hand;
  const s1 = /** @type {{ s: number }} */ (ctl.viewport()).s;
  const handSpot = (/** @type {number} */ i) => ({ ...ctl.handCardCenter(i), r: 38 });
  const button = (/** @type {string} */ action, /** @type {string} */ label) => ({
    expect: /** @type {const} */ ({ kind: "button", action }),
    say: t("lesson_press", { button: label }),
    spots: [],
  });
  if (move.place) {
    const staged = /** @type {Placement[]} */ (s.staged);
    const next = move.place.find((p) => !staged.some((q) => same(p, q)));
    if (!next) return button("confirm", t("confirmN", { n: move.place.length }));
    const from = ctl.handCardCenter(hand.indexOf(next.card));
    const to = ctl.cellCenter(next.x, next.y);
    return {
      expect: { kind: "drag", from, to },
      say: t("lesson_dragCell", { card: cardName(next.card, t) }),
      card: next.card,
      cell: { x: next.x, y: next.y },
      spots: [handSpot(hand.indexOf(next.card)), { ...to, r: s1 * 0.62 }],
    };
  }
  if (move.trade) {
    const chosen = /** @type {string[] | null} */ (ctl.tradeSelection());
    if (chosen === null) return button("trade", t("trade"));
    const next = move.trade.find((c) => !chosen.includes(c));
    if (!next) return button("trade", t("tradeN", { n: chosen.length }));
    const i = hand.indexOf(next);
    return {
      expect: { kind: "tap", at: ctl.handCardCenter(i) },
      say: t("lesson_tapCard", { card: cardName(next, t) }),
      card: next,
      spots: [handSpot(i)],
    };
  }
  return button("pass", t("pass"));
}

/**
 * Is `action` the one expected? null if so, else why not: the engine's verdict where it
 * would refuse the play (the line and the attribute it breaks), else what to do instead.
 * @param {import("../games.js").GameController} ctl @param {LessonAction} want
 * @param {import("../games.js").GuideAction} action @param {import("../games.js").LessonContext} c
 * @returns {string | null}
 */
function judge(ctl, want, action, { engine, t }) {
  const e = want.expect;
  const other = t("lesson_other");
  if (action.kind === "button") return e.kind === "button" && e.action === action.action ? null : other;
  if (action.kind === "move") {
    // A move is offered once its actions were all taken: the button expected is its own.
    return e.kind === "button" ? null : other;
  }
  if (action.kind === "select") return action.on && want.card === action.card && e.kind === "tap" ? null : other;
  if (e.kind === "drag" && want.cell && action.card === want.card && same(action, { ...want.cell, card: action.card }))
    return null;
  // Another card, or another cell: would the engine take the play with it?
  const s = ctl.state();
  const staged = /** @type {Placement[]} */ (s.staged).filter((p) => p.card !== action.card);
  const board = /** @type {import("./staging.js").IotaView} */ (s.view).board;
  const r = engine.iotaCheck(board, [...staged, { card: action.card, x: action.x, y: action.y }], {
    allFourBonus: true,
  });
  return r && !r.ok ? t("illegal", { why: explain(r.error, t) }) : other;
}

/**
 * The table's saved data at the start of step `step`: the deal, with the moves of the
 * steps before played (./state.js `openGame` resumes it).
 * @param {import("../games.js").Engine} engine @param {number} step
 */
function open(engine, step) {
  const game = engine.IotaGame.fromSetup(SETUP);
  for (const s of STEPS.slice(0, step))
    for (const m of [...s.moves, ...s.replies]) {
      const r = game.play(/** @type {import("../../yotta_page.js").IotaMove} */ (m));
      if (!r.ok) throw new Error(`bad-save: the lesson's move no longer applies (${r.error.code})`);
    }
  return { v: 1, moves: [], save: game.save() };
}

/** @type {import("../games.js").GameLesson} */
export const lesson = {
  steps: STEPS,
  open,
  options: { allFourBonus: true, shortGame: false, coach: false },
  // The first game: the easy computer, and the coach saying after each play what the
  // best play would have scored.
  firstGame: { allFourBonus: true, shortGame: false, coach: true },
  done: {
    en: "You know every rule of Ётта now. The highest total wins. Your first game is against the easy computer, with the coach telling you after each play what the best play would have scored.",
    ru: "Теперь вы знаете все правила Ётты. Побеждает тот, у кого больше очков. Первая игра — против лёгкого компьютера, а тренер после каждого хода скажет, сколько принёс бы лучший ход.",
  },
  expect,
  judge,
};
