// @ts-check
// Оттава's drill for the trainer (www/train/, the descriptor's `train` hook): `matches`,
// which of your cards can be played on this one. The engine makes it from a position of
// a real round (`ottawaDrill`, src/drill/ottawa.rs); the table shows it, started from
// `OttawaGame.fromSetup` with a driver for the person only, and marks no card as
// playable: a tap (or a drag onto the pile) picks or unpicks a card, as lifted and gold
// as the playable cards of a game, and Check compares the cards picked with the cards
// the engine says match the top (`ottawaMatches`, O4). Nothing is ever played.
import { humanTurnOnly } from "../seats/drivers.js";
import { SAVE_FORMAT } from "./state.js";
import { cardName } from "./strings.js";
import { descriptor } from "./game.js";

/** @typedef {typeof import("../../yotta.js")} Engine */
/** @typedef {import("../games.js").Verdict} Verdict */

/** The drill's words (before the game's own: `yourTurnAnnounce` says the table's sentence without the answer). */
export const strings = {
  en: {
    kind_matches: "Which cards match",
    ask_matches: "Which of your cards can be played on the top card? Tap every one, then Check.",
    pick_first: "Tap the cards that match first.",
    matchesYes: "Yes: the top card is {top}, and {cards} match it.",
    matchesNo: "Not quite. The cards that match {top} are {cards}, now lifted.",
    matchesExtra: "{cards} do not match: neither the same rank nor the same suit one step away.",
    matchesMissed: "Missed: {cards}.",
    // The table's own words at the start of the turn, without the count of playable cards.
    yourTurnAnnounce: "Top card: {card}. Which of your cards can be played on it?",
  },
  ru: {
    kind_matches: "Какие карты подходят",
    ask_matches: "Какие из ваших карт можно положить на верхнюю карту? Коснитесь каждой и нажмите «Проверить».",
    pick_first: "Сначала коснитесь подходящих карт.",
    matchesYes: "Да. Верхняя карта — {top}, подходят: {cards}.",
    matchesNo: "Не совсем. Верхняя карта — {top}, подходят: {cards} (они подняты).",
    matchesExtra: "Не подходят {cards}: ни того же достоинства, ни той же масти на шаг рядом.",
    matchesMissed: "Пропущены: {cards}.",
    yourTurnAnnounce: "Сверху: {card}. Какие из ваших карт можно на неё положить?",
  },
};

/**
 * The drill at `level` from `seed`, as the engine makes it (`kind` is `matches`).
 * @param {Engine} engine @param {string} _kind @param {string} seed @param {number} level
 * @returns {import("../games.js").Drill}
 */
export function make(engine, _kind, seed, level) {
  const r = engine.ottawaDrill(seed, level);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { kind: "matches", position: { top: r.top, hand: r.hand }, answer: r.matches };
}

/**
 * The drill on the Оттава table in `host`.
 * @param {HTMLElement} host @param {import("../games.js").Drill} drill @param {import("../games.js").DrillContext} ctx
 * @returns {import("../games.js").DrillTable}
 */
export function mount(host, drill, ctx) {
  const { engine, t, lang } = ctx;
  const top = /** @type {string} */ (drill.position.top);
  const hand = /** @type {string[]} */ (drill.position.hand);
  const right = /** @type {string[]} */ (drill.answer);
  // The other seat's hand and the stock from the cards nobody holds.
  const used = new Set([top, ...hand]);
  const rest = descriptor.cards.deck.filter((c) => !used.has(c));
  const game = engine.OttawaGame.fromSetup({
    players: 2,
    hands: [hand, rest.slice(0, 7)],
    stock: rest.slice(7, 20),
    discard: [top],
    dealer: 1,
    toMove: 0,
  });
  const save = game.save();
  game.free();
  /** The cards picked so far. @type {Set<string>} */
  const picked = new Set();
  let done = false;
  const controller = ctx.table.mount(host, {
    engine,
    options: { players: 2, fourColour: false },
    seats: [
      { kind: "human", level: "hard", name: t("you") },
      { kind: "ai", level: "easy", name: t("trainerSeat") },
    ],
    drivers: humanTurnOnly((move) => {
      const card = /** @type {{ card?: unknown }} */ (move).card;
      if (done || typeof card !== "string") return { ok: false, error: { code: "illegal", message: "pick a card" } };
      if (picked.has(card)) picked.delete(card);
      else picked.add(card);
      controller.update();
      return { ok: false, error: { code: "illegal", message: "picked, not played" } };
    }),
    hints: false,
    seed: "drill",
    resume: { format: SAVE_FORMAT, save, sortBy: "suit", order: [] },
    picked,
    t,
    lang,
    announce: ctx.announce,
    handoff: () => Promise.resolve(),
    persist: () => {},
    onExit: () => {},
    onRematch: () => {},
  });
  const names = (/** @type {string[]} */ cards) => cards.map((c) => cardName(c, lang)).join(", ");

  /** @returns {Verdict | string} */
  function check() {
    if (!picked.size) return t("pick_first");
    // The engine's word on every card picked and every card left.
    const matching = hand.filter((c) => {
      const r = engine.ottawaMatches(top, c);
      return r.ok && r.matches;
    });
    const extra = [...picked].filter((c) => !matching.includes(c));
    const missed = matching.filter((c) => !picked.has(c));
    done = true;
    if (!extra.length && !missed.length)
      return { correct: true, text: t("matchesYes", { cards: names(matching), top: cardName(top, lang) }) };
    picked.clear();
    for (const c of right) picked.add(c);
    controller.update();
    const parts = [t("matchesNo", { top: cardName(top, lang), cards: names(matching) })];
    if (extra.length) parts.push(t("matchesExtra", { cards: names(extra) }));
    if (missed.length) parts.push(t("matchesMissed", { cards: names(missed) }));
    return { correct: false, text: parts.join(" ") };
  }
  return {
    controller,
    ask: t("ask_matches"),
    needsCheck: true,
    check,
    destroy: () => controller.destroy(),
  };
}
