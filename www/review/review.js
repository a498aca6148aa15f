// @ts-check
// The review of a finished game, as its game is reviewed (the descriptor's `review`,
// www/games.js):
// - by turns (./turns.js): the game is replayed from its record (seed + moves,
//   record.js); a chart of every player's score after each turn; for each turn of the
//   reviewed seat what it played and scored, the best score it could have made with the
//   hand it held (the descriptor's `review.bestTurn`: only that seat's own hand is
//   used), and the points left on the table. Tapping a turn shows that position with
//   the play made and the best play side by side. With more than one person at the
//   table each reviews their own turns.
// - by rounds (./rounds.js): the totals after each round, and per round who went out
//   or how it was blocked, the hands left and their points.
// The chart's numbers are also in a table for assistive technology.
//
// The review is a state (`Review`, below) and functions of it; this file builds the
// frame (the chart, its table, the title) and the controller.
import { h } from "../ui/dom.js";
import { createSurface } from "../canvas.js";
import { drawChart, seriesColour } from "./chart.js";
import { recordReason } from "./record.js";
import { adoptReviewStyles } from "./style.js";
import { reviewTurns, renderTurns, turnsOf } from "./turns.js";
import { renderRounds } from "./rounds.js";

/** @typedef {import("../ui/i18n.js").Translate} T */
/** @typedef {import("./record.js").GameRecord} GameRecord */
/** @typedef {import("../games.js").RoundSummary} RoundSummary */
/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */
/**
 * What is reviewed: a game's record (reviewed turn by turn), or its rounds.
 * @typedef {{ kind: "turns", game: GameDescriptor, record: GameRecord }
 *   | { kind: "rounds", game: GameDescriptor, names: string[], rounds: RoundSummary[] }} ReviewSource
 */
/**
 * @typedef {{ engine: typeof import("../../yotta.js"), source: ReviewSource, title: string, t: T,
 *   lang: "en" | "ru", announce: (text: string) => void, onBack: () => void, pageUrl: string }} ReviewOptions
 */

/**
 * The review's state.
 * @typedef {object} Review
 * @property {ReviewOptions} o what it was mounted with
 * @property {T} t the translator
 * @property {string[]} names the players' names
 * @property {number[][]} points `points[k][i]`: player i's total after step k (0: the start)
 * @property {number} mark the step the chart highlights (-1: none)
 * @property {import("../canvas.js").Surface} chart
 * @property {import("../canvas.js").Surface[]} surfaces every canvas, destroyed with the review
 * @property {HTMLElement} root the review's section
 * @property {HTMLElement} body below the chart: the turns or the rounds
 * @property {HTMLElement} note the live note under the chart (a copied link, a saved record)
 * @property {import("./turns.js").Turns | null} turns the review by turns, or null
 */

/** The words of the chart and its table, by how a game is reviewed. */
const WORDS = {
  turns: { col: "turnCol", chart: "chartTurns", step: "afterTurn" },
  rounds: { col: "roundCol", chart: "chartRounds", step: "afterRound" },
};

/**
 * What the review's controller answers (`window.yotta`: tests).
 * @typedef {{ state: () => import("../ui/controller.js").PageState, play: () => unknown,
 *   turns: () => object[], redraw: () => void, destroy: () => void }} ReviewController
 */

/**
 * @param {HTMLElement} host @param {ReviewOptions} o
 * @returns {{ controller: ReviewController } | { error: string }}
 */
export function mountReview(host, o) {
  adoptReviewStyles();
  const { source } = o;
  /** @type {import("./turns.js").Turns | null} */
  let turns = null;
  /** @type {string[]} */
  let names;
  /** @type {number[][]} */
  let points;
  if (source.kind === "turns") {
    const r = reviewTurns(o.engine, source);
    if (!r.ok) return { error: recordReason(r.reason, o.lang) };
    turns = r.turns;
    names = r.names;
    points = r.points;
  } else {
    names = source.names;
    points = [names.map(() => 0), ...source.rounds.map((r) => r.scores)];
  }
  const rv = frame(host, o, names, points, turns);
  if (source.kind === "turns") renderTurns(rv);
  else renderRounds(rv, source.rounds);
  rv.chart.drawNow();
  colourDots(rv);
  // A change of theme (light or dark) redraws the chart in its colours.
  const scheme = window.matchMedia("(prefers-color-scheme: dark)");
  const redraw = () => {
    rv.chart.drawNow();
    colourDots(rv);
  };
  scheme.addEventListener("change", redraw);
  return {
    controller: {
      state: () => ({ game: null, view: null, busy: false, staged: [], review: source.game.id }),
      play: () => ({ ok: false, error: { code: "game-over", message: "a review makes no moves" } }),
      /** The reviewed seat's turns: position, hand, pile and scores (tests). */
      turns: () => (rv.turns ? turnsShown(rv) : []),
      /** Draws the chart again (after a change of the page's colours). */
      redraw,
      destroy() {
        scheme.removeEventListener("change", redraw);
        for (const s of rv.surfaces) s.destroy();
        rv.root.remove();
      },
    },
  };
}

/**
 * The review's frame in `host`: the title and the Back button, the chart and its table,
 * the note, and the body (empty); its state.
 * @param {HTMLElement} host @param {ReviewOptions} o @param {string[]} names @param {number[][]} points
 * @param {import("./turns.js").Turns | null} turns
 * @returns {Review}
 */
function frame(host, o, names, points, turns) {
  const { t } = o;
  const words = WORDS[o.source.kind];
  const chartBox = h("div", { class: "rv-chart" });
  const note = h("p", { class: "rv-note", dataset: { role: "review-note" }, "aria-live": "polite" });
  const body = h("div", { class: "rv-body" });
  const chart = createSurface(
    chartBox,
    (ctx, w, hh) => drawChart(ctx, w, hh, { names, points, mark: rv.mark, xLabel: t(words.col) }, host),
    {
      label: t("chartSummary", {
        names: t(words.chart),
        scores: names.map((n, i) => `${n} ${points[points.length - 1][i]}`).join(", "),
      }),
      className: "rv-canvas",
    },
  );
  chart.canvas.dataset.role = "review-chart";
  const back = h(
    "button",
    { class: "rv-back", dataset: { action: "back" }, onclick: () => o.onBack() },
    `‹ ${t("rvBack")}`,
  );
  const root = h(
    "section",
    { class: "rv", dataset: { role: "review", game: o.source.game.id }, "aria-labelledby": "rv-title" },
    h("div", { class: "rv-head" }, back, h("h2", { id: "rv-title" }, t("reviewTitle", { game: o.title }))),
    h(
      "div",
      { class: "rv-scroll" },
      h("h3", { class: "sr-only" }, t("chartTitle")),
      chartBox,
      chartTable(t, names, points, words),
      note,
      body,
    ),
  );
  /** @type {Review} */
  const rv = { o, t, names, points, mark: -1, chart, surfaces: [chart], root, body, note, turns };
  host.append(rv.root);
  return rv;
}

/**
 * The chart's numbers as a table, for assistive technology.
 * @param {T} t @param {string[]} names @param {number[][]} points @param {{ col: string, chart: string, step: string }} words
 */
function chartTable(t, names, points, words) {
  return h(
    "table",
    { class: "sr-only", dataset: { role: "review-table" } },
    h("caption", {}, t(words.chart)),
    h(
      "thead",
      {},
      h("tr", {}, h("th", { scope: "col" }, t(words.col)), ...names.map((n) => h("th", { scope: "col" }, n))),
    ),
    h(
      "tbody",
      {},
      ...points.map((p, k) =>
        h(
          "tr",
          {},
          h("th", { scope: "row" }, k ? t(words.step, { n: k }) : t("rvStart")),
          ...p.map((v) => h("td", {}, String(v))),
        ),
      ),
    ),
  );
}

/** The reviewed seat's turns as the controller tells them (tests). @param {Review} rv */
function turnsShown(rv) {
  return turnsOf(rv).map((x) => ({
    turn: x.k + 1,
    seat: x.step.seat,
    board: x.step.before.board,
    hand: x.step.before.hand,
    pile: x.step.before.pile,
    score: x.score,
    best: x.best,
    move: x.step.move,
  }));
}

/** The players' dots take the chart's colours (set by its last drawing). @param {Review} rv */
function colourDots(rv) {
  for (const dot of rv.body.querySelectorAll(".rv-dot")) {
    const i = Number(/** @type {HTMLElement} */ (dot).dataset.seat);
    /** @type {HTMLElement} */ (dot).style.background = seriesColour(i);
  }
}
