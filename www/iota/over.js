// @ts-check
// The end of an Ётта game: the winner (or winners), the final scores, and what comes
// next (Rematch, Undo where takebacks are offered, Review, back to the menu). Built in
// the dialog it is handed from the final view.
import { h } from "../ui/dom.js";

/**
 * @param {HTMLElement} dialog
 * @param {{ view: import("./staging.js").IotaView, seats: import("../games.js").Seat[], t: import("../games.js").Translate,
 *   announce: (text: string) => void, rematch: () => void, exit: () => void,
 *   undo: (() => void) | null, reviewButton?: () => HTMLElement }} d
 *   `undo`: the Undo button's action, or null for none
 */
export function showGameOver(dialog, d) {
  const { view: v, seats, t } = d;
  const order = seats.map((s, i) => ({ s, i, score: v.scores[i] })).sort((a, b) => b.score - a.score);
  const winners = v.winners.map((/** @type {number} */ i) => seats[i].name);
  const top = v.winners.length ? v.scores[v.winners[0]] : 0;
  const headline =
    winners.length === 1
      ? t("winnerIs", { name: winners[0], score: t("points", { n: top }) })
      : t("winnersAre", { names: winners.join(", "), score: t("points", { n: top }) });
  const table = h(
    "table",
    { class: "final" },
    h("thead", {}, h("tr", {}, h("th", {}, t("player")), h("th", {}, t("score")))),
    h(
      "tbody",
      {},
      ...order.map((o) =>
        h("tr", { class: v.winners.includes(o.i) ? "won" : "" }, h("td", {}, o.s.name), h("td", {}, String(o.score))),
      ),
    ),
  );
  const rematch = h(
    "button",
    { class: "primary big", dataset: { action: "rematch" }, onclick: () => d.rematch() },
    t("rematch"),
  );
  const undo = d.undo;
  dialog.replaceChildren(
    h(
      "div",
      { class: "over-box" },
      h("h2", { id: "iota-over-title" }, t("gameOver")),
      h("p", { class: "headline", dataset: { role: "winner" } }, headline),
      table,
      h(
        "div",
        { class: "over-actions" },
        rematch,
        undo ? h("button", { dataset: { action: "undo" }, onclick: () => undo() }, t("undo")) : null,
        d.reviewButton?.() ?? null,
        h("button", { dataset: { action: "menu" }, onclick: () => d.exit() }, t("backToMenu")),
      ),
    ),
  );
  dialog.hidden = false;
  d.announce(`${t("gameOver")}. ${headline}`);
  rematch.focus();
}
