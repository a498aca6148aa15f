// @ts-check
// What the Оттава table says in words besides the live region's announcements: the
// status line over the table (whose turn it is and what the person may do), and the
// players' list for screen readers. Pure functions of the table's state.
import { cardName } from "./strings.js";

/**
 * @typedef {object} Words
 * @property {(key: string, params?: any) => string} t
 * @property {"en" | "ru"} lang
 * @property {(seat: number) => string} nameOf
 * @property {import("./state.js").Seat[]} seats
 */

/**
 * The status line: a refusal while it stands, the end of a round or the match, what
 * the person may do on their turn, what the turn being shown did (`showing`, while
 * its card lands), else who is to move.
 * @param {import("./state.js").TableState} st
 * @param {Words & { refusal: string | null, skipping: boolean, showing: string }} o
 */
export function statusText(st, o) {
  const { t, lang } = o;
  const v = st.view;
  if (o.refusal) return o.refusal;
  if (v.over) return t("matchTitle");
  if (v.roundOver) return t("roundTitle", { n: v.round });
  if (st.hidden) return "";
  if (st.myTurn()) {
    const n = st.playable().size;
    const top = cardName(v.top, lang);
    if (v.hasDrawn && st.drawn)
      return n > 0
        ? t("drewMatch", { card: cardName(st.drawn, lang) })
        : t("drewNoMatch", { card: cardName(st.drawn, lang) });
    if (n > 0) return st.canDraw() ? t("turnPlay") : t("turnPlayNoDraw");
    if (st.canDraw()) return st.canPass() ? t("turnStuck", { top }) : t("turnStuckMustDraw", { top });
    return t("turnStuckNoDraw", { top });
  }
  if (o.showing) return o.showing;
  const toMove = st.toMove();
  if (toMove !== null && toMove !== undefined) {
    if (o.skipping) return t("skipping");
    return o.seats[toMove]?.kind === "ai"
      ? t("thinking", { name: o.nameOf(toMove) })
      : t("waiting", { name: o.nameOf(toMove) });
  }
  return "";
}

/**
 * One line per player for screen readers: name, cards, points, dealer, to move.
 * @param {import("./state.js").TableState} st @param {Words} o
 */
export function playerLines(st, o) {
  const { t } = o;
  const v = st.view;
  return o.seats.map(
    (s, i) =>
      `${s.name}: ${t("cardsN", { n: v.handSizes[i] ?? 0 })}, ${t("points", { n: v.scores[i] ?? 0 })}` +
      (v.dealer === i ? `, ${t("dealer")}` : "") +
      (st.toMove() === i && !v.roundOver ? `, ${t("toMove")}` : ""),
  );
}
