// @ts-check
// What the Оттава table says in words: announcements in the live region (what is said
// in one task goes out as one), the refusal of a move (shown on the status line for a
// while, in the person's words), the sentence of a hint, the status line over the table
// (whose turn it is and what the person may do) and the players' list for screen
// readers. The sentences are pure functions of the table's state; the translation
// tables are ./strings.js.
import { hasMove } from "./state.js";
import { cardName } from "./strings.js";

/** How long (ms) a refusal stays on the status line. */
const REFUSAL_MS = 4500;

/** @typedef {import("../games.js").Translate} T */

/**
 * What the table says, and the refusal on the status line.
 * @param {{ st: import("./state.js").TableState, t: T,
 *   lang: "en" | "ru", announce: (text: string) => void, timers: import("./timers.js").Timers,
 *   update: () => void }} d
 *   `update` brings the page in line with the state
 */
export function tableTexts(d) {
  const { st, t, lang, timers } = d;
  /** @type {{ text: string, until: number } | null} */
  let refusal = null;
  /** @type {string[]} what is still to be said this task */
  let saying = [];

  /**
   * Says `text` in the live region. What is said in one task goes out as one
   * announcement: a screen reader would only read the last of several quick changes.
   * @param {string} text
   */
  function say(text) {
    saying.push(text);
    if (saying.length > 1) return;
    queueMicrotask(() => {
      const all = saying.join(" ");
      saying = [];
      if (timers.alive()) d.announce(all);
    });
  }

  /** Shows and announces why a move was refused. @param {string} text */
  function refuse(text) {
    refusal = { text, until: performance.now() + REFUSAL_MS };
    say(text);
    d.update();
    timers.later(() => d.update(), REFUSAL_MS + 50);
  }

  /**
   * The person-facing reason for an engine refusal.
   * @param {{ code: string, message: string }} err @param {import("./state.js").Move} move
   */
  function reason(err, move) {
    if (err.code === "no-match" && move.card)
      return t("err_no-match", { card: cardName(move.card, lang), top: cardName(st.view.top, lang) });
    if (err.code === "illegal" && move.pass && hasMove(st.view.legal, { draw: true })) return t("err_must_draw");
    const key = `err_${err.code}`;
    const s = t(key);
    // Every code has a sentence in both languages (ui/errors.js); an unknown one is named, never the engine's English.
    return s === key ? t("err_other", { message: err.code }) : s;
  }

  /** The sentence that tells a hint. @param {import("./state.js").Move} move */
  function hintText(move) {
    if (move.card) return t("hintPlay", { card: cardName(move.card, lang) });
    return move.draw ? t("hintDraw") : t("hintPass");
  }

  return {
    say,
    refuse,
    reason,
    hintText,
    /** The refusal on the status line now, or null. */
    refusalShown: () => (refusal && refusal.until > performance.now() ? refusal.text : null),
    /** A move was played: the refusal is over. */
    clearRefusal() {
      refusal = null;
    },
  };
}

/** @typedef {ReturnType<typeof tableTexts>} Texts */

/**
 * @typedef {object} Words
 * @property {T} t
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
