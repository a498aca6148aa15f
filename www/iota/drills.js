// @ts-check
// Ётта's drills for the trainer (www/train/, the descriptor's `train` hook): the engine
// makes each drill from a position of a real game (`iotaDrill`, src/drill/iota.rs) and
// the table shows it, started from `IotaGame.fromSetup` with a driver for the person
// only: nothing is ever played. The answer is given as in a game, and judged by the
// engine:
// - `fits` (which card fits here?): one card dragged or tapped onto the lit cell,
//   right when `iotaCheck` accepts it there (Y7–Y11, Y16); exactly one of the cards
//   offered does;
// - `best` (find the best play): right when `iotaCheck` scores the play as much as the
//   best play `iotaPlays` lists (Y12–Y14; any play worth the most counts);
// - `lot` (make a lot): right when `iotaCheck` accepts the play and finds a lot in it
//   (Y8, Y13);
// - `dead` (which cell is dead?): a tap on an open cell, right when `iotaDeadCells`
//   lists it. The grid marks no dead cell until the answer.
// A wrong answer shows the right one on the grid (the hint's ghost cards, the dead
// cells marked) and says why, in the engine's words for a refused play.
import { humanTurnOnly } from "../seats/drivers.js";
import { cardName, explain, scoreDetail } from "./texts.js";
import { descriptor } from "./game.js";

/** @typedef {import("./staging.js").Placement} Placement */
/** @typedef {import("../games.js").Translate} T */
/** @typedef {import("../games.js").Verdict} Verdict */
/** @typedef {typeof import("../../yotta.js")} Engine */
/** @typedef {{ play: Placement[], score: number, count: number, cell?: [number, number], why?: string,
 *   fits?: Placement[] }} Answer the engine's answer (`iotaDrill`'s `answer`) */

/** The drills' words. */
export const strings = {
  en: {
    kind_fits: "Which card fits",
    kind_best: "Best play",
    kind_lot: "Make a lot",
    kind_dead: "Dead cell",
    ask_fits: "Which of your cards fits on the lit cell? Put it there, then Check.",
    ask_best: "Find the best play of your hand: place the cards, then Check.",
    ask_lot: "Make a lot: a line of four cards. Place your cards, then Check.",
    ask_dead: "One of the open cells is dead: no card can ever go there. Tap it.",
    put_fits: "Put one card on the lit cell.",
    put_cards: "Place some cards first.",
    fitsYes: "Yes: {card} fits here ({detail}).",
    fitsNo: "No: {card} does not fit here: {why} The card that fits is {right}, shown on the grid.",
    bestYes: "Yes: {score}, the best this hand can make ({detail}).",
    bestLess: "Your play scores {score}; the best scores {best} ({detail}), shown on the grid.",
    bestIllegal: "That play is not legal: {why} The best play scores {best}, shown on the grid.",
    lotYes: "Yes: a lot of four, {score} ({detail}).",
    lotNone: "Legal, but no line of four: it scores {score}. This play makes a lot ({score2}), shown on the grid.",
    lotIllegal: "That play is not legal: {why} This play makes a lot ({score2}), shown on the grid.",
    deadYes: "Yes: that cell is dead. {why}",
    deadNo: "No: {card} could go there. The dead cell is marked on the grid. {why}",
    why_tooLong: "A card there would make a line of five; the longest line is four.",
    why_conflict: "Its row and its column ask for different cards, and no card is both.",
  },
  ru: {
    kind_fits: "Какая карта подходит",
    kind_best: "Лучший ход",
    kind_lot: "Собрать лот",
    kind_dead: "Мёртвая клетка",
    ask_fits: "Какая из ваших карт подходит к подсвеченной клетке? Положите её туда и нажмите «Проверить».",
    ask_best: "Найдите лучший ход: выложите карты и нажмите «Проверить».",
    ask_lot: "Соберите лот — линию из четырёх карт. Выложите карты и нажмите «Проверить».",
    ask_dead: "Одна из свободных клеток мёртвая: туда не ляжет ни одна карта. Коснитесь её.",
    put_fits: "Положите одну карту на подсвеченную клетку.",
    put_cards: "Сначала выложите карты.",
    fitsYes: "Да: {card} подходит сюда ({detail}).",
    fitsNo: "Нет: {card} сюда не подходит: {why} Подходит {right} — она показана на поле.",
    bestYes: "Да: {score} — лучшее, что можно сделать этой рукой ({detail}).",
    bestLess: "Ваш ход приносит {score}; лучший — {best} ({detail}), он показан на поле.",
    bestIllegal: "Так ходить нельзя: {why} Лучший ход приносит {best}, он показан на поле.",
    lotYes: "Да: лот из четырёх, {score} ({detail}).",
    lotNone: "Ход возможен, но линии из четырёх нет: {score}. Лот собирает этот ход ({score2}), он показан на поле.",
    lotIllegal: "Так ходить нельзя: {why} Лот собирает этот ход ({score2}), он показан на поле.",
    deadYes: "Да: эта клетка мёртвая. {why}",
    deadNo: "Нет: сюда можно положить {card}. Мёртвая клетка отмечена на поле. {why}",
    why_tooLong: "Карта здесь дала бы линию из пяти, а линия не длиннее четырёх.",
    why_conflict: "Строка и столбец требуют разных карт, и ни одна карта не подходит обоим.",
  },
};

/**
 * The drill of `kind` at `level` from `seed`, as the engine makes it.
 * @param {Engine} engine @param {string} kind @param {string} seed @param {number} level
 * @returns {import("../games.js").Drill}
 */
export function make(engine, kind, seed, level) {
  const r = engine.iotaDrill(/** @type {import("../../yotta.js").IotaDrillKind} */ (kind), seed, level);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  /** @type {Record<string, unknown>} */
  const position = { board: r.board, hand: r.hand };
  if (r.cell) position.cell = r.cell;
  if (r.choices) position.choices = r.choices;
  return { kind: r.kind, position, answer: r.answer };
}

/**
 * A drill on the table: what the functions below judge it with.
 * @typedef {{ engine: Engine, t: T, kind: string, board: Placement[], hand: string[], answer: Answer,
 *   cell: [number, number] | undefined, controller: import("../games.js").GameController,
 *   judge: (v: Verdict) => void }} Question
 */

/**
 * The drill on the Ётта table in `host`.
 * @param {HTMLElement} host @param {import("../games.js").Drill} drill @param {import("../games.js").DrillContext} ctx
 * @returns {import("../games.js").DrillTable}
 */
export function mount(host, drill, ctx) {
  const { engine, t } = ctx;
  const board = /** @type {Placement[]} */ (drill.position.board);
  const hand = /** @type {string[]} */ (drill.position.hand);
  const cell = /** @type {[number, number] | undefined} */ (drill.position.cell);
  const kind = drill.kind;
  // A pile that keeps the position away from the game's end (Y15), and a hand for the
  // other seat, from the cards nobody holds.
  const used = new Set([...board.map((p) => p.card), ...hand]);
  const spare = descriptor.cards.deck.filter((c) => c !== "W" && !used.has(c)).slice(0, 6);
  const controller = ctx.table.mount(host, {
    engine,
    options: { allFourBonus: true, shortGame: false, coach: false },
    seats: [
      { kind: "human", level: "hard", name: t("you") },
      { kind: "ai", level: "easy", name: t("trainerSeat") },
    ],
    drivers: humanTurnOnly(),
    hints: false,
    seed: "drill",
    resume: null,
    setup: { players: 2, board, hands: [hand, spare.slice(0, 1)], pile: spare.slice(1), scores: [0, 0], toMove: 0 },
    // The table's own confirm (Enter) answers as the Check button does.
    check: () => {
      const v = judgeStaged(q);
      if (typeof v !== "string") ctx.answered(v);
    },
    marks: marksFor(drill),
    t,
    lang: ctx.lang,
    announce: ctx.announce,
    handoff: () => Promise.resolve(),
    persist: () => {},
    onExit: () => {},
    onRematch: () => {},
  });
  /** @type {Question} */
  const q = {
    engine,
    t,
    kind,
    board,
    hand,
    cell,
    answer: /** @type {Answer} */ (drill.answer),
    controller,
    judge: ctx.answered,
  };
  const canvas = /** @type {HTMLCanvasElement | null} */ (host.querySelector(".iota-stage canvas"));
  const stopListening = kind === "dead" && canvas ? listenForCell(q, canvas) : () => {};
  return {
    controller,
    ask: t(`ask_${kind}`),
    needsCheck: kind !== "dead",
    check: () => judgeStaged(q),
    destroy() {
      stopListening();
      controller.destroy();
    },
  };
}

/**
 * What the grid marks for a drill: no lit cells for a picked card and no judged preview
 * where the question is which card fits (the cell asked about lit instead); no dead
 * cells where the question is which is dead (the cells offered lit, faintly).
 * @param {import("../games.js").Drill} drill
 * @returns {NonNullable<import("../games.js").GameConfig["marks"]>}
 */
function marksFor(drill) {
  const cell = /** @type {[number, number] | undefined} */ (drill.position.cell);
  if (drill.kind === "fits") return { legal: false, cells: cell ? [[cell[0], cell[1], 1]] : [] };
  if (drill.kind !== "dead") return {};
  const offered = /** @type {[number, number][]} */ (drill.position.choices ?? []);
  return { dead: false, legal: false, cells: offered.map(([x, y]) => [x, y, 0]) };
}

/** Shows the answer on the grid. @param {Question} q @param {{ place?: Placement[], dead?: boolean }} a */
const reveal = (q, a) => q.controller.reveal({ ...a, score: q.answer.score });

/**
 * The verdict on the cards staged now (`fits`, `best`, `lot`), or what to do first.
 * @param {Question} q @returns {Verdict | string}
 */
function judgeStaged(q) {
  const { engine, t, kind, board, cell, answer } = q;
  const staged = /** @type {Placement[]} */ (q.controller.state().staged);
  if (kind === "dead") return t("ask_dead");
  if (kind !== "fits") return staged.length ? judgePlay(q, staged) : t("put_cards");
  const mine = cell && staged.length === 1 && staged[0].x === cell[0] && staged[0].y === cell[1] ? staged[0] : null;
  if (!mine) return t("put_fits");
  const r = engine.iotaCheck(board, [mine]);
  const card = cardName(mine.card, t);
  if (r.ok) return { correct: true, text: t("fitsYes", { card, detail: scoreDetail(r, t) }) };
  reveal(q, { place: answer.play });
  const right = answer.play.map((p) => cardName(p.card, t)).join(", ");
  return { correct: false, text: t("fitsNo", { card, why: explain(r.error, t), right }) };
}

/**
 * The verdict on a play (`best`: worth the most `iotaPlays` lists; `lot`: makes a lot).
 * @param {Question} q @param {Placement[]} staged @returns {Verdict}
 */
function judgePlay(q, staged) {
  const { engine, t, kind, board, hand, answer } = q;
  const r = engine.iotaCheck(board, staged);
  const pts = (/** @type {number} */ n) => t("points", { n });
  if (kind === "best") {
    const best = engine.iotaPlays(board, hand);
    const top = best.ok ? (best.plays[0]?.score ?? 0) : 0;
    if (r.ok && r.score >= top)
      return { correct: true, text: t("bestYes", { score: pts(r.score), detail: scoreDetail(r, t) }) };
    reveal(q, { place: answer.play });
    const detail = scoreCheck(engine, board, answer.play, t);
    if (!r.ok) return { correct: false, text: t("bestIllegal", { why: explain(r.error, t), best: pts(top) }) };
    return { correct: false, text: t("bestLess", { score: pts(r.score), best: pts(top), detail }) };
  }
  if (r.ok && r.lots > 0)
    return { correct: true, text: t("lotYes", { score: pts(r.score), detail: scoreDetail(r, t) }) };
  reveal(q, { place: answer.play });
  const score2 = pts(answer.score);
  if (!r.ok) return { correct: false, text: t("lotIllegal", { why: explain(r.error, t), score2 }) };
  return { correct: false, text: t("lotNone", { score: pts(r.score), score2 }) };
}

/**
 * `dead`: a tap (or Enter on the keyboard's cell) on an open cell is the answer; a drag
 * pans the grid, as in a game. Returns a function removing the listeners.
 * @param {Question} q @param {HTMLCanvasElement} canvas
 */
function listenForCell(q, canvas) {
  /** @type {{ x: number, y: number } | null} */
  let down = null;
  let over = false;
  /** @param {{ x: number, y: number }} c */
  const tapped = (c) => {
    if (!over) over = judgeCell(q, c);
  };
  const onDown = (/** @type {PointerEvent} */ e) => {
    down = { x: e.clientX, y: e.clientY };
  };
  const onUp = (/** @type {PointerEvent} */ e) => {
    if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > 8) return;
    down = null;
    tapped(cellUnder(q.controller, e.clientX, e.clientY));
  };
  const onKey = (/** @type {KeyboardEvent} */ e) => {
    if (e.key === "Enter" || e.key === " ") tapped(q.controller.cursor());
  };
  canvas.addEventListener("pointerdown", onDown);
  canvas.addEventListener("pointerup", onUp);
  canvas.addEventListener("keydown", onKey);
  return () => {
    canvas.removeEventListener("pointerdown", onDown);
    canvas.removeEventListener("pointerup", onUp);
    canvas.removeEventListener("keydown", onKey);
  };
}

/**
 * A tap on the cell (x, y): judged, and true, if it is an open cell (next to the grid,
 * empty: the cells of the engine's heat map); false otherwise.
 * @param {Question} q @param {{ x: number, y: number }} c
 */
function judgeCell(q, c) {
  const { engine, t, board, hand, answer } = q;
  const open = engine.iotaHeat(board, []);
  const at = open.ok ? open.cells.find((o) => o.x === c.x && o.y === c.y) : undefined;
  if (!at) return false;
  reveal(q, { dead: true });
  if (at.dead) q.judge({ correct: true, text: t("deadYes", { why: whyDead(engine, board, c, t) }) });
  else {
    const fit = answer.fits?.find((f) => f.x === c.x && f.y === c.y)?.card ?? fittingCard(engine, board, hand, c);
    const why = t(answer.why === "too-long" ? "why_tooLong" : "why_conflict");
    q.judge({ correct: false, text: t("deadNo", { card: fit ? cardName(fit, t) : "?", why }) });
  }
  return true;
}

/** How the engine scores `place` on `board`, in words. @param {Engine} engine @param {Placement[]} board @param {Placement[]} place @param {T} t */
function scoreCheck(engine, board, place, t) {
  const r = engine.iotaCheck(board, place);
  return r.ok ? scoreDetail(r, t) : "";
}

/**
 * Why the dead cell (x, y) is dead, in words: a line too long (Y8) when the engine
 * refuses a wild there for that, else its lines disagree (Y7, Y16).
 * @param {Engine} engine @param {Placement[]} board @param {{ x: number, y: number }} c @param {T} t
 */
function whyDead(engine, board, c, t) {
  const r = engine.iotaCheck(board, [{ card: "W", x: c.x, y: c.y }]);
  return t(!r.ok && r.error.code === "too-long" ? "why_tooLong" : "why_conflict");
}

/**
 * A numbered card that the engine lets go alone on the cell (x, y), for saying why a
 * cell is not dead; null if none of the deck does.
 * @param {Engine} engine @param {Placement[]} board @param {string[]} hand @param {{ x: number, y: number }} c
 */
function fittingCard(engine, board, hand, c) {
  const used = new Set([...board.map((p) => p.card), ...hand]);
  return (
    descriptor.cards.deck.find(
      (card) => card !== "W" && !used.has(card) && engine.iotaCheck(board, [{ card, x: c.x, y: c.y }]).ok,
    ) ?? null
  );
}

/**
 * The grid cell under the viewport point (clientX, clientY), from where the table draws
 * two cells (its controller's `cellCenter`).
 * @param {import("../games.js").GameController} controller @param {number} clientX @param {number} clientY
 */
function cellUnder(controller, clientX, clientY) {
  const o = controller.cellCenter(0, 0);
  const one = controller.cellCenter(1, 1);
  const sx = one.x - o.x || 1;
  const sy = one.y - o.y || 1;
  return { x: Math.round((clientX - o.x) / sx), y: Math.round((clientY - o.y) / sy) };
}
