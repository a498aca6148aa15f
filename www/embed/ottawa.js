// @ts-check
// The Оттава question for the embedded page (`?embed=1&game=ottawa&top=8C&hand=…`):
// the top card of the discard pile and a hand; the reader taps a card and is told
// whether it matches (the engine's `ottawaMatches`, O4) and what the computer player
// would do in that position (`OttawaGame.fromSetup` + `hint`).
import { createSurface } from "../canvas.js";
import { h } from "../ui/dom.js";
import { explainError } from "../ui/errors.js";

/** @typedef {import("../ui/i18n.js").Translate} T */
/**
 * @typedef {{ engine: typeof import("../../yotta.js"), descriptor: import("../games.js").GameDescriptor,
 *   top: string, hand: string[], wrapAce: boolean, t: T, lang: "en"|"ru",
 *   message: (text: string, kind?: string) => void, announce: (text: string) => void }} QuestionOptions
 */

/**
 * The question's state: what it was mounted with, whether each card of the hand
 * matches the top card, what the computer would do, the card picked, the hand's
 * buttons and every picture.
 * @typedef {object} Question
 * @property {QuestionOptions} o
 * @property {import("../games.js").GameCards} cards the game's cards
 * @property {Map<string, boolean>} verdict
 * @property {string | null} hint
 * @property {string | null} picked
 * @property {HTMLElement[]} buttons
 * @property {import("../canvas.js").Surface[]} surfaces
 */

/**
 * What the question answers as the page's controller.
 * @typedef {import("../ui/controller.js").PagePart & { destroy: () => void,
 *   handCardCenter: (i: number) => { x: number, y: number } | null }} QuestionController
 */

/**
 * @param {HTMLElement} host @param {QuestionOptions} o
 * @returns {{ controller: QuestionController } | { error: string }}
 */
export function mountOttawaQuestion(host, o) {
  const { engine, t } = o;
  if (typeof engine.ottawaMatches !== "function") return { error: t("noEngine", { what: "Оттава" }) };
  const seen = new Set([o.top]);
  for (const c of o.hand) {
    if (seen.has(c)) return { error: t("cardTwice", { card: `'${c}'` }) };
    seen.add(c);
  }
  /** @type {Map<string, boolean>} */
  const verdict = new Map();
  for (const c of [o.top, ...o.hand]) {
    const r = engine.ottawaMatches(o.top, c, { wrapAce: o.wrapAce });
    if (!r?.ok) return { error: explainError(r?.error ?? { code: "bad-card" }, t) };
    if (c !== o.top) verdict.set(c, r.matches);
  }
  // The game's cards, as its descriptor draws and names them (www/games.js).
  /** @type {Question} */
  const q = { o, cards: o.descriptor.cards, verdict, hint: null, picked: null, buttons: [], surfaces: [] };
  q.hint = computerMove(q);
  const el = questionView(q);
  host.append(el);
  picture(
    q,
    /** @type {HTMLElement} */ (el.querySelector(".ot-embed-top")),
    () => o.top,
    () => ({}),
  );
  q.buttons.forEach((b, i) => {
    const c = o.hand[i];
    picture(
      q,
      /** @type {HTMLElement} */ (b.firstChild),
      () => c,
      () => (q.picked === c ? { highlight: verdict.get(c) ? "#3fbf6f" : "#e0533d" } : {}),
    );
  });
  return {
    controller: {
      state: () => ({
        game: o.descriptor.id,
        view: { top: o.top, hand: [...o.hand], legal: [] },
        busy: false,
        staged: [],
      }),
      play: (m) => {
        const card = /** @type {{ card?: unknown } | null} */ (m)?.card;
        if (typeof card !== "string" || !o.hand.includes(card))
          return { ok: false, error: { code: "not-in-hand", message: "that card is not in the hand" } };
        pick(q, card);
        return { ok: true, matches: verdict.get(card) };
      },
      handCardCenter: (i) => {
        const b = q.buttons[i];
        if (!b) return null;
        const r = b.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      },
      destroy() {
        for (const s of q.surfaces) s.destroy();
        el.remove();
      },
    },
  };
}

/** The question, the top card and the hand's buttons. @param {Question} q */
function questionView(q) {
  const { o, cards } = q;
  const { t, lang } = o;
  const short = (/** @type {string} */ c) => cards.short(c, lang);
  const cardName = (/** @type {string} */ c) => cards.name(c, t, lang);
  const topPic = h("span", {
    class: "card-pic ot-embed-top",
    role: "img",
    "aria-label": `${t("topCard")}: ${cardName(o.top)}`,
  });
  const handEl = h("div", { class: "ot-embed-hand", role: "group", "aria-label": t("yourHand") });
  q.buttons = o.hand.map((c) =>
    h(
      "button",
      {
        class: "hand-card",
        dataset: { card: c },
        "aria-label": cardName(c),
        "aria-pressed": "false",
        onclick: () => pick(q, c),
      },
      h("span", { class: "card-pic" }),
    ),
  );
  handEl.append(...q.buttons);
  const question = h(
    "p",
    { class: "embed-question", dataset: { role: "question" } },
    t("whichCard", { top: short(o.top) }),
  );
  return h(
    "div",
    { class: "ot-embed" },
    question,
    h("div", { class: "ot-embed-row" }, h("figure", {}, topPic, h("figcaption", {}, t("topCard"))), handEl),
  );
}

/**
 * A card's picture in `pic`, redrawn with its style of the moment.
 * @param {Question} q @param {HTMLElement} pic @param {() => string} code @param {() => object} style
 */
function picture(q, pic, code, style) {
  const { cards } = q;
  q.surfaces.push(
    createSurface(pic, (ctx, w, hh) => {
      const ch = Math.min(hh - 6, (w - 6) / cards.aspect);
      const cw = ch * cards.aspect;
      cards.draw(ctx, code(), (w - cw) / 2, (hh - ch) / 2, cw, ch, style());
    }),
  );
}

/** The reader picks `c`: whether it matches, and what the computer would do. @param {Question} q @param {string} c */
function pick(q, c) {
  const { o } = q;
  const { t } = o;
  const short = (/** @type {string} */ x) => q.cards.short(x, o.lang);
  q.picked = c;
  for (const b of q.buttons) b.setAttribute("aria-pressed", String(b.dataset.card === c));
  for (const s of q.surfaces) s.invalidate();
  const yes = q.verdict.get(c);
  const why = c.slice(0, -1) === o.top.slice(0, -1) ? t("sameRank") : t("sameSuit");
  const first = yes
    ? t("matchesYes", { card: short(c), top: short(o.top), why })
    : t("matchesNo", { card: short(c), top: short(o.top) });
  o.message(q.hint ? `${first} ${q.hint}` : first, yes ? "good" : "bad");
}

/** What the computer would do, in one sentence (null if the engine gives no hint). @param {Question} q */
function computerMove(q) {
  const { engine, top, hand, wrapAce, t } = q.o;
  const short = (/** @type {string} */ c) => q.cards.short(c, q.o.lang);
  if (typeof engine.OttawaGame?.fromSetup !== "function" || !hand.length) return null;
  const used = new Set([top, ...hand]);
  const spare = q.cards.deck.filter((c) => !used.has(c));
  let game;
  try {
    game = engine.OttawaGame.fromSetup({
      players: 2,
      hands: [hand, spare.slice(0, 5)],
      stock: spare.slice(5, 25),
      discard: [top],
      dealer: 1,
      toMove: 0,
      options: { wrapAce },
    });
  } catch {
    return null;
  }
  const r = game.hint("hard");
  game.free?.();
  if (!r?.ok || !r.move) return null;
  const m = r.move;
  if ("card" in m) {
    const matching = hand.filter((c) => q.verdict.get(c));
    if (matching.length === 1) return t("aiPlaysOnly", { card: short(m.card) });
    const worth = (/** @type {string} */ c) => {
      const p = engine.ottawaHandPoints?.([c]);
      return p?.ok ? p.points : NaN;
    };
    const mine = worth(m.card);
    if (Number.isFinite(mine) && matching.every((c) => worth(c) <= mine))
      return t("aiPlays", { card: short(m.card), points: t("points", { n: mine }) });
    return t("aiPlaysPlain", { card: short(m.card) });
  }
  if ("draw" in m) return hand.some((c) => q.verdict.get(c)) ? t("aiDrawsFirst") : t("aiDraws");
  return t("aiPasses");
}
