// @ts-check
// What the Ётта table says in words: the preview's score detail, a grid wild's
// stand-ins, a hint, an engine refusal, a card's name. Each is built from what it is
// handed (the translator, the turn's state); nothing here changes anything.
import { explainError } from "../ui/errors.js";
import { cardName as nameOfCard } from "./cards.js";

/**
 * @typedef {import("../games.js").Translate} T
 */

/** A card's spoken name. @param {string} code @param {T} t */
export function cardName(code, t) {
  return nameOfCard(code, t);
}

/** The engine's refusal in the page's language, exact for a broken line. @param {Parameters<typeof explainError>[0]} err @param {T} t */
export function explain(err, t) {
  return explainError(err, t);
}

/** How a previewed play scores: its lines, lots, bonuses. @param {import("./staging.js").Preview} pv @param {T} t */
export function scoreDetail(pv, t) {
  const pts = (pv.lines ?? []).map((l) => l.points);
  const parts = [];
  if (pts.length)
    parts.push(
      t("lines", { n: pts.length, list: pts.length > 1 ? `${pts.join(" + ")} = ${pv.base}` : String(pts[0]) }),
    );
  if (pv.lots) parts.push(t("lotN", { n: pv.lots, m: 2 ** (pv.lots ?? 0) }));
  if (pv.allFour) parts.push(t("allFourX"));
  if (pv.endsGame && (pv.multiplier ?? 1) > 2 ** ((pv.lots ?? 0) + (pv.allFour ? 1 : 0))) parts.push(t("lastCardX"));
  return parts.join(", ");
}

/** What a grid wild at (x, y) could stand for. @param {import("./staging.js").IotaState} st @param {number} x @param {number} y @param {T} t */
export function wildText(st, x, y, t) {
  const w = st.wildStandIns(x, y);
  if (!w.count) return t("wildCan", { detail: t("wildNone") });
  if (w.colours.length === 4 && w.shapes.length === 4 && w.numbers.length === 4)
    return t("wildCan", { detail: t("wildAny") });
  const or = t("or");
  const parts = [
    t("colours", { list: w.colours.length === 4 ? t("anyValue") : w.colours.map((c) => t(`colour${c}`)).join(or) }),
    t("shapes", { list: w.shapes.length === 4 ? t("anyValue") : w.shapes.map((c) => t(`shape${c}`)).join(or) }),
    t("numbers", { list: w.numbers.length === 4 ? t("anyValue") : w.numbers.join(or) }),
  ];
  return t("wildCan", { detail: parts.join(", ") });
}

/** A hint in words. @param {{ move: import("./staging.js").IotaMove, score?: number }} hint @param {T} t */
export function hintText(hint, t) {
  const m = hint.move;
  if (m.place) return t("hintPlay", { score: t("points", { n: hint.score ?? 0 }) });
  if (m.trade) return t("hintTrade", { cards: m.trade.map((/** @type {string} */ c) => cardName(c, t)).join(", ") });
  return t("hintPass");
}

/** A previewed play in words: its score and detail, or why it is refused. @param {import("./staging.js").Preview} pv @param {T} t */
export function previewText(pv, t) {
  return pv.ok
    ? t("previewOk", { score: t("points", { n: pv.score }), detail: scoreDetail(pv, t) })
    : t("illegal", { why: explain(pv.error, t) });
}
