// @ts-check
// The Оттава table's panel at the end of a round and of the match: who won and why
// (O7, O8), every hand shown in the open with its count, the round's points and the
// totals (O9), and the buttons that go on (next round; rematch, review, menu). The outcome
// is announced in the live region.
import { createSurface } from "../canvas.js";
import { h } from "../ui/dom.js";
import { drawCard, CARD_ASPECT, sortHand } from "./cards.js";
import { cardName } from "./strings.js";

/**
 * What the panel is built from.
 * @typedef {{ st: import("./state.js").TableState, seats: import("../games.js").Seat[],
 *   game: import("./state.js").OttawaGame, t: import("../games.js").Translate, lang: "en"|"ru", hotSeat: boolean,
 *   nameOf: (seat: number) => string, fourColour: () => boolean, say: (text: string) => void,
 *   nextRound: () => void, rematch: () => void, exit: () => void, reviewButton?: () => HTMLElement }} OverParts
 *   `reviewButton`: the shell's Review button for the match's end, where a review is offered
 */

/**
 * @param {HTMLElement} panel the (hidden) element the panel is built in
 * @param {OverParts} d
 * @returns {{ show: () => void, hide: () => void }} `show` once per round's end (again: nothing)
 */
export function resultsPanel(panel, d) {
  /** @type {(() => void)[]} */
  let cleanups = [];
  let shownFor = "";

  function hide() {
    for (const c of cleanups) c();
    cleanups = [];
    if (panel.hidden) return;
    panel.hidden = true;
    panel.replaceChildren();
    shownFor = "";
  }

  function show() {
    const v = d.st.view;
    const key = `${v.round}:${v.over}`;
    if (shownFor === key) return;
    shownFor = key;
    for (const c of cleanups) c();
    cleanups = [];
    const { t } = d;
    const lines = outcome(d);
    const title = v.over ? t("matchTitle") : t("roundTitle", { n: v.round });
    panel.replaceChildren(
      h(
        "div",
        { class: "ot-panel-box", role: "dialog", "aria-labelledby": "ot-panel-title" },
        h("h2", { id: "ot-panel-title" }, title),
        ...lines.map((l) => h("p", {}, l)),
        h(
          "div",
          { class: "ot-results-wrap" },
          scoreTable(d, (c) => cleanups.push(c)),
        ),
        h("div", { class: "ot-panel-actions" }, ...buttons(d)),
      ),
    );
    panel.hidden = false;
    // Announce the outcome: the winner line, then the totals.
    const totals = d.seats.map((s, i) => `${s.name} ${v.scores[i] ?? 0}`).join(", ");
    d.say(`${title}. ${lines.join(" ")} ${t("scoresLabel")}: ${totals}.`);
    /** @type {HTMLElement | null} */ (panel.querySelector("button.primary"))?.focus();
  }

  return { show, hide };
}

/** Who won the round (and how) or the match, and what is played to. @param {OverParts} d @returns {string[]} */
function outcome(d) {
  const { st, seats, t, hotSeat, nameOf } = d;
  const v = st.view;
  const r = v.roundResult;
  const lines = [];
  if (r) {
    if (r.blocked) lines.push(r.winner === null || r.winner === undefined ? t("roundTie") : t("roundBlocked"));
    if (r.winner !== null && r.winner !== undefined) {
      lines.push(
        seats[r.winner]?.kind === "human" && !hotSeat
          ? t("roundWinnerYou")
          : t("roundWinner", { name: nameOf(r.winner) }),
      );
    }
  }
  const rules = v.rules;
  if (!v.over && rules) {
    lines.push(
      rules.rounds ? t("matchInfoRounds", { r: v.round, n: rules.rounds }) : t("matchInfoTarget", { n: rules.target }),
    );
  }
  if (v.over) {
    const names = v.winners.map(nameOf).join(", ");
    const you = v.winners.length === 1 && !hotSeat && seats[v.winners[0]]?.kind === "human";
    lines.unshift(
      v.winners.length > 1
        ? t("matchWinners", { name: names })
        : you
          ? t("matchWinnerYou")
          : t("matchWinner", { name: names }),
    );
  }
  return lines;
}

/**
 * Every hand in the open with its count, the round's points and the totals.
 * @param {OverParts} d @param {(cleanup: () => void) => void} onHide what to do when the panel goes
 */
function scoreTable(d, onHide) {
  const { st, seats, game, t, lang } = d;
  const v = st.view;
  const r = v.roundResult;
  const rv = st.revealed ?? seats.map((_, s) => game.view(s));
  const rows = seats.map((s, i) => {
    const hand = sortHand(rv[i]?.hand ?? [], st.sortBy === "rank" ? "rank" : "suit");
    const pic = h("div", { class: "ot-mini" });
    const surf = createSurface(pic, (ctx, w, hh) => drawMini(ctx, w, hh, hand, d), {
      label: hand.map((c) => cardName(c, lang)).join(", ") || "—",
    });
    onHide(() => surf.destroy());
    const won = r && r.winner === i;
    const champion = v.over && v.winners.includes(i);
    return h(
      "tr",
      { class: won || champion ? "ot-win" : "" },
      h("th", { scope: "row" }, (champion || won ? "★ " : "") + s.name),
      h("td", { class: "ot-hand-cell" }, pic),
      h("td", { class: "num" }, String(r?.handPoints?.[i] ?? "")),
      h("td", { class: "num" }, r ? `+${r.points?.[i] ?? 0}` : ""),
      h("td", { class: "num total" }, String(v.scores[i] ?? 0)),
    );
  });
  const col = (/** @type {string} */ key, num = false) =>
    h("th", num ? { scope: "col", class: "num" } : { scope: "col" }, t(key));
  return h(
    "table",
    { class: "ot-results" },
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        col("colPlayer"),
        col("colHand"),
        col("colInHand", true),
        col("colRound", true),
        col("colTotal", true),
      ),
    ),
    h("tbody", {}, ...rows),
  );
}

/** The buttons that go on: the next round; at the match's end rematch, review, menu. @param {OverParts} d */
function buttons(d) {
  const { t } = d;
  if (!d.st.view.over)
    return [
      h(
        "button",
        { class: "primary big", dataset: { action: "next-round" }, onclick: () => d.nextRound() },
        t("nextRound"),
      ),
    ];
  return [
    h("button", { class: "primary big", dataset: { action: "rematch" }, onclick: () => d.rematch() }, t("rematch")),
    d.reviewButton?.() ?? null,
    h("button", { class: "ot-btn", dataset: { action: "menu" }, onclick: () => d.exit() }, t("toMenu")),
  ];
}

/**
 * A hand in the open, fanned in its cell.
 * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} hh @param {string[]} hand @param {OverParts} d
 */
function drawMini(ctx, w, hh, hand, d) {
  const ch = hh - 4;
  const cw = ch * CARD_ASPECT;
  const step = hand.length > 1 ? Math.min(cw * 0.7, (w - cw - 4) / (hand.length - 1)) : 0;
  hand.forEach((c, i) =>
    drawCard(ctx, c, 2 + i * step, 2, cw, ch, { fourColour: d.fourColour(), lang: d.lang, shadow: false }),
  );
}
