// @ts-check
// The Ётта scoreboard: one line per seat (name, level, score, cards in hand, whose
// turn, who is thinking) and the pile's size. Built from what it is handed; rebuilt
// only when what it shows changed.
import { h } from "../ui/dom.js";

/**
 * @param {import("../games.js").Translate} t
 * @param {import("../games.js").Seat[]} seats
 */
export function scoreboard(t, seats) {
  const list = h("ol", { class: "iota-players", "aria-label": t("score") });
  const pile = h("span", { class: "iota-pile", dataset: { role: "pile" } });
  /** What the scoreboard showed last. */
  let shown = "";
  return {
    list,
    pile,
    /**
     * @param {import("./staging.js").IotaView} v the view on screen
     * @param {number | null} thinking the seat whose computer player is thinking
     */
    render(v, thinking) {
      const sig = JSON.stringify([v.scores, v.handSizes, v.toMove, v.over, v.seat, v.pile, thinking]);
      if (sig === shown) return;
      shown = sig;
      list.replaceChildren(
        ...seats.map((s, i) => {
          const turn = !v.over && v.toMove === i;
          const li = h(
            "li",
            {
              class: `player${turn ? " turn" : ""}${i === v.seat && s.kind === "human" ? " you" : ""}${thinking === i ? " thinking" : ""}`,
              dataset: { seat: String(i) },
            },
            h("span", { class: "p-name" }, s.name, s.kind === "ai" ? h("small", {}, ` · ${t(s.level)}`) : null),
            h("span", { class: "p-score", dataset: { role: "score" } }, String(v.scores[i])),
            h("span", { class: "p-hand", title: t("cardsInHand", { n: v.handSizes[i] }) }, `▮${v.handSizes[i]}`),
          );
          if (turn) li.setAttribute("aria-current", "true");
          li.setAttribute(
            "aria-label",
            `${s.name}: ${t("points", { n: v.scores[i] })}, ${t("cardsInHand", { n: v.handSizes[i] })}${turn ? `, ${t("turnMark")}` : ""}`,
          );
          return li;
        }),
      );
      pile.textContent = t("pile", { n: v.pile });
      pile.title = `${v.pile} ${t("pileLabel")}`;
    },
    /** Where `seat`'s line is on screen (the cards of its move fly from there). @param {number} seat */
    placeOf(seat) {
      return list.querySelector(`[data-seat="${seat}"]`);
    },
  };
}
