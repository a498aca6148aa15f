// @ts-check
// Оттава as the shell offers it: the game's descriptor (www/games.js), what the menu,
// the settings and "How to play" need. The table itself (./table.js) is loaded only
// when a game is opened (in a release build it is a chunk of its own).
import { fan } from "../canvas.js";
import { drawCard, CARD_ASPECT, RANKS, SUITS } from "./cards.js";
import { STRINGS, cardName, cardShort } from "./strings.js";
import { drawPreview, HOW_TO } from "./howto.js";

/** @type {import("../games.js").GameDescriptor} */
export const descriptor = {
  id: "ottawa",
  names: { en: "Ottawa", ru: "Оттава" },
  blurb: { en: STRINGS.en.blurb, ru: STRINGS.ru.blurb },
  players: { min: 2, max: 7, default: 4 },
  options: [
    {
      key: "scoring",
      type: "choice",
      default: "collect",
      label: { en: STRINGS.en.optScoring, ru: STRINGS.ru.optScoring },
      choices: [
        { value: "collect", label: { en: STRINGS.en.optCollect, ru: STRINGS.ru.optCollect } },
        { value: "penalty", label: { en: STRINGS.en.optPenalty, ru: STRINGS.ru.optPenalty } },
      ],
    },
    {
      key: "target",
      type: "number",
      default: 100,
      min: 1,
      max: 1000,
      label: { en: STRINGS.en.optTarget, ru: STRINGS.ru.optTarget },
    },
    {
      key: "rounds",
      type: "number",
      default: 0,
      min: 0,
      max: 50,
      label: { en: STRINGS.en.optRounds, ru: STRINGS.ru.optRounds },
    },
    { key: "wrapAce", type: "bool", default: false, label: { en: STRINGS.en.optWrapAce, ru: STRINGS.ru.optWrapAce } },
    {
      key: "mustDrawWhenStuck",
      type: "bool",
      default: false,
      label: { en: STRINGS.en.optMustDraw, ru: STRINGS.ru.optMustDraw },
    },
    {
      key: "fourColour",
      type: "bool",
      default: false,
      label: { en: STRINGS.en.optFourColour, ru: STRINGS.ru.optFourColour },
    },
  ],
  strings: STRINGS,
  drawPreview,
  drawHand(ctx, x, w, h) {
    // Five poker-shaped cards.
    const codes = ["7H", "8H", "8S", "9S", "AD"];
    const ch = Math.min(h * 0.8, (w * 0.9) / (CARD_ASPECT * 3.2));
    const cw = ch * CARD_ASPECT;
    fan(ctx, x + w * 0.5, h * 0.48, codes.length, cw * 0.62, cw, ch, (i, cx, cy) =>
      drawCard(ctx, codes[i], cx, cy, cw, ch, {}),
    );
  },
  cards: {
    aspect: CARD_ASPECT,
    deck: RANKS.flatMap((r) => SUITS.map((s) => `${r}${s}`)),
    draw: drawCard,
    name: (code, _t, lang) => cardName(code, lang),
    short: cardShort,
  },
  howTo: HOW_TO,
  table: () => import("./table.js"),
  // What a finished game tells the statistics (www/stats/): loaded with them.
  stats: () => import("./stats.js"),
  // The guided first game (./lesson.js), loaded when it is opened: a chunk of its own.
  lesson: () => import("./lesson.js"),
  // The review shows the totals after each round and how each round ended.
  review: {
    kind: "rounds",
    // The round that the table's saved data shows ended: every hand is counted in the
    // open at the end of a round (O7), so the summary holds every seat's hand. The
    // shell notes each as it ends (the engine's save holds the current round only).
    roundEnded(engine, data) {
      const save = /** @type {{ save?: unknown } | null} */ (data)?.save;
      if (typeof save !== "string" || typeof engine?.OttawaGame?.load !== "function") return null;
      let g;
      try {
        g = engine.OttawaGame.load(save);
      } catch {
        return null;
      }
      try {
        const v = g.view(0);
        const r = v && v.ok !== false ? v.roundResult : null;
        if (!v.ok || !v.roundOver || !r) return null;
        const game = g;
        const handOf = (/** @type {number} */ s) => {
          const seen = game.view(s);
          return seen.ok ? seen.hand : [];
        };
        return {
          round: v.round,
          winner: r.winner ?? null,
          blocked: !!r.blocked,
          handPoints: r.handPoints ?? [],
          points: r.points ?? [],
          hands: v.handSizes.map((_, s) => handOf(s)),
          scores: [...v.scores],
        };
      } finally {
        g.free?.();
      }
    },
  },
  // The Share dialog's link (www/embed/share.js): the top card and the hand.
  share: {
    params(view) {
      const v = /** @type {{ top?: unknown, hand?: string[] }} */ (view);
      if (typeof v.top !== "string" || !Array.isArray(v.hand) || !v.hand.length) return null;
      return [
        ["top", v.top],
        ["hand", v.hand.join(",")],
      ];
    },
    frame: { width: 480, height: 320 },
  },
  // The embedded page asks which card of a hand goes on a top card (www/embed/ottawa.js).
  embed: { view: "question", play: { en: "Play Оттава / Ottawa", ru: "Играть в Оттаву" } },
  train: { kinds: ["matches"], drills: () => import("./drills.js") },
  moveFor: (engine, move, seat) => engine.ottawaMoveFor(move, seat),
  playedResult(b, a) {
    const [before, after] = /** @type {import("../../yotta_page.js").OttawaView[]} */ ([b, a]);
    // The card drawn is known to the seat that drew it only (O11): the one new in its hand.
    const own = (after.last?.seat ?? before.toMove) === before.seat;
    const drawn = own && after.last?.kind === "draw" ? after.hand.find((c) => !before.hand.includes(c)) : undefined;
    return { ok: true, roundOver: after.roundOver, over: after.over, ...(drawn ? { drawn } : {}) };
  },
};
