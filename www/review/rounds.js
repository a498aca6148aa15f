// @ts-check
// The review of a game round by round (www/review/review.js holds the frame and the
// state, `Review`): per round who went out or how it was blocked, the hands left and
// their points, each player's dot in the chart's colour.
import { h } from "../ui/dom.js";

/** @param {import("./review.js").Review} rv @param {import("../games.js").RoundSummary[]} rounds */
export function renderRounds(rv, rounds) {
  const { t, names } = rv;
  const { cards } = rv.o.source.game;
  rv.body.replaceChildren(
    h(
      "ol",
      { class: "rv-rounds" },
      ...rounds.map((r) => {
        const head = r.blocked
          ? r.winner === null || r.winner === undefined
            ? t("rvRoundTie")
            : t("rvRoundBlocked", { name: names[r.winner] })
          : t("roundWon", { name: names[r.winner ?? 0] });
        return h(
          "li",
          { class: "rv-round", dataset: { role: "review-round", round: String(r.round) } },
          h("h3", {}, t("roundHead", { n: r.round, what: head })),
          h(
            "ul",
            { class: "rv-hands", "aria-label": t("handsLeft") },
            ...names.map((n, i) =>
              h(
                "li",
                {},
                h("span", { class: "rv-dot", "aria-hidden": "true", dataset: { seat: String(i) } }),
                t("handPoints", {
                  name: n,
                  cards: (r.hands[i] ?? []).map((c) => cards.short(c, rv.o.lang)).join(" ") || t("rvEmptyHand"),
                  n: r.handPoints[i] ?? 0,
                }),
                h("strong", { class: "rv-plus" }, ` +${r.points[i] ?? 0}`),
              ),
            ),
          ),
        );
      }),
    ),
  );
}
