// @ts-check
// The Оттава question for the embedded page (`?embed=1&game=ottawa&top=8C&hand=…`):
// the top card of the discard pile and a hand; the reader taps a card and is told
// whether it matches (the engine's `ottawaMatches`, O4) and what the computer player
// would do in that position (`OttawaGame.fromSetup` + `hint`).
import { createSurface } from "../canvas.js";
import { h } from "../ui/dom.js";
import { explainError } from "../ui/errors.js";

/** @typedef {(key: string, params?: Record<string, any>) => string} T */

/**
 * @param {HTMLElement} host
 * @param {{ engine: any, descriptor: import("../games.js").GameDescriptor, top: string, hand: string[], wrapAce: boolean, t: T, lang: "en"|"ru",
 *   message: (text: string, kind?: string) => void, announce: (text: string) => void }} o
 * @returns {{ controller: any } | { error: string }}
 */
export function mountOttawaQuestion(host, o) {
  const { engine, t, lang } = o;
  if (typeof engine.ottawaMatches !== "function") return { error: t("noEngine", { what: "Оттава" }) };
  const opts = { wrapAce: o.wrapAce };
  const seen = new Set([o.top]);
  for (const c of o.hand) {
    if (seen.has(c)) return { error: t("cardTwice", { card: `'${c}'` }) };
    seen.add(c);
  }
  /** @type {Map<string, boolean>} */
  const verdict = new Map();
  for (const c of [o.top, ...o.hand]) {
    const r = engine.ottawaMatches(o.top, c, opts);
    if (!r?.ok) return { error: explainError(r?.error ?? { code: "bad-card" }, t) };
    if (c !== o.top) verdict.set(c, r.matches);
  }
  // The game's cards, as its descriptor draws and names them (www/games.js).
  const { cards } = o.descriptor;
  const short = (/** @type {string} */ c) => cards.short(c, lang);
  const cardName = (/** @type {string} */ c) => cards.name(c, t, lang);
  const hint = computerMove(engine, o.top, o.hand, o.wrapAce);

  /** @type {string | null} */
  let picked = null;
  const topPic = h("span", {
    class: "card-pic ot-embed-top",
    role: "img",
    "aria-label": `${t("topCard")}: ${cardName(o.top)}`,
  });
  const handEl = h("div", { class: "ot-embed-hand", role: "group", "aria-label": t("yourHand") });
  const buttons = o.hand.map((c) =>
    h(
      "button",
      {
        class: "hand-card",
        dataset: { card: c },
        "aria-label": cardName(c),
        "aria-pressed": "false",
        onclick: () => pick(c),
      },
      h("span", { class: "card-pic" }),
    ),
  );
  handEl.append(...buttons);
  const question = h(
    "p",
    { class: "embed-question", dataset: { role: "question" } },
    t("whichCard", { top: short(o.top) }),
  );
  const el = h(
    "div",
    { class: "ot-embed" },
    question,
    h("div", { class: "ot-embed-row" }, h("figure", {}, topPic, h("figcaption", {}, t("topCard"))), handEl),
  );
  host.append(el);
  /** @type {import("../canvas.js").Surface[]} */
  const surfaces = [];
  /** @param {HTMLElement} pic @param {() => string} code @param {() => any} style */
  function picture(pic, code, style) {
    surfaces.push(
      createSurface(pic, (ctx, w, hh) => {
        const ch = Math.min(hh - 6, (w - 6) / cards.aspect);
        const cw = ch * cards.aspect;
        cards.draw(ctx, code(), (w - cw) / 2, (hh - ch) / 2, cw, ch, style());
      }),
    );
  }
  picture(
    topPic,
    () => o.top,
    () => ({}),
  );
  buttons.forEach((b, i) => {
    const c = o.hand[i];
    picture(
      /** @type {HTMLElement} */ (b.firstChild),
      () => c,
      () => (picked === c ? { highlight: verdict.get(c) ? "#3fbf6f" : "#e0533d" } : {}),
    );
  });

  /** @param {string} c */
  function pick(c) {
    picked = c;
    for (const b of buttons) b.setAttribute("aria-pressed", String(b.dataset.card === c));
    for (const s of surfaces) s.invalidate();
    const yes = verdict.get(c);
    const why = c.slice(0, -1) === o.top.slice(0, -1) ? t("sameRank") : t("sameSuit");
    const first = yes
      ? t("matchesYes", { card: short(c), top: short(o.top), why })
      : t("matchesNo", { card: short(c), top: short(o.top) });
    o.message(hint ? `${first} ${hint}` : first, yes ? "good" : "bad");
  }

  /** What the computer would do, in one sentence (null if the engine gives no hint). */
  function computerMove(
    /** @type {any} */ engine,
    /** @type {string} */ top,
    /** @type {string[]} */ hand,
    /** @type {boolean} */ wrapAce,
  ) {
    if (typeof engine.OttawaGame?.fromSetup !== "function" || !hand.length) return null;
    const used = new Set([top, ...hand]);
    const spare = [];
    for (const c of cards.deck) if (!used.has(c)) spare.push(c);
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
    if (m.card) {
      const matching = hand.filter((c) => verdict.get(c));
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
    if (m.draw) return hand.some((c) => verdict.get(c)) ? t("aiDrawsFirst") : t("aiDraws");
    return t("aiPasses");
  }

  return {
    controller: {
      state: () => ({
        game: o.descriptor.id,
        view: { top: o.top, hand: [...o.hand], legal: [] },
        busy: false,
        staged: [],
      }),
      play: (/** @type {any} */ m) => {
        if (!m || typeof m.card !== "string" || !o.hand.includes(m.card))
          return { ok: false, error: { code: "not-in-hand", message: "that card is not in the hand" } };
        pick(m.card);
        return { ok: true, matches: verdict.get(m.card) };
      },
      handCardCenter: (/** @type {number} */ i) => {
        const b = buttons[i];
        if (!b) return null;
        const r = b.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      },
      destroy() {
        for (const s of surfaces) s.destroy();
        el.remove();
      },
    },
  };
}
