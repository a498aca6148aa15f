// @ts-check
// What the Оттава table says: announcements in the live region (what is said in one
// task goes out as one), the refusal of a move (shown on the status line for a while,
// in the person's words), and the sentence of a hint.
import { hasMove } from "./state.js";
import { cardName } from "./strings.js";

/** How long (ms) a refusal stays on the status line. */
const REFUSAL_MS = 4500;

/**
 * @param {{ st: import("./state.js").TableState, game: any, t: (key: string, params?: any) => string,
 *   lang: "en" | "ru", announce: (text: string) => void, timers: import("./timers.js").Timers,
 *   update: () => void }} d
 *   `update` brings the page in line with the state
 */
export function tableMessages(d) {
  const { st, game, t, lang, timers } = d;
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
    if (err.code === "illegal" && move.pass && hasMove(game.view(st.shownSeat).legal, { draw: true }))
      return t("err_must_draw");
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

/** @typedef {ReturnType<typeof tableMessages>} Messages */
