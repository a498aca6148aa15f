// @ts-check
// Ётта as the shell offers it: the game's descriptor (www/games.js), what the menu,
// the settings and "How to play" need. The table itself (./table.js) is loaded only
// when a game is opened (in a release build it is a chunk of its own).
import { fan } from "../canvas.js";
import { drawPreview, drawCard, cardName } from "./cards.js";
import { STRINGS } from "./strings.js";
import { HOW_TO } from "./howto.js";
import { LEVELS } from "../ui/levels.js";

/** The 64 numbered cards (Y1), number by number, then colour, then shape. */
const NUMBERED = [..."1234"].flatMap((n) => [..."RGBY"].flatMap((c) => [..."CSTX"].map((s) => `${n}${c}${s}`)));

/** @type {import("../games.js").GameDescriptor} */
export const descriptor = {
  id: "iota",
  names: { en: "Iota", ru: "Ётта" },
  blurb: { en: STRINGS.en.blurb, ru: STRINGS.ru.blurb },
  players: { min: 2, max: 4, default: 2 },
  // The master (an exact endgame, equity) is Ётта's alone.
  levels: LEVELS,
  options: [
    {
      key: "allFourBonus",
      type: "bool",
      default: true,
      label: { en: STRINGS.en.allFourBonus, ru: STRINGS.ru.allFourBonus },
    },
    { key: "shortGame", type: "bool", default: false, label: { en: STRINGS.en.shortGame, ru: STRINGS.ru.shortGame } },
    { key: "coach", type: "bool", default: false, label: { en: STRINGS.en.coach, ru: STRINGS.ru.coach } },
  ],
  strings: STRINGS,
  drawPreview,
  drawHand(ctx, x, w, h) {
    // Five square cards: all four shapes, colours and numbers, and a wild.
    const codes = ["1RC", "2GS", "3BT", "4YX", "W"];
    const s = Math.min(h * 0.62, (w * 0.9) / 3.6);
    fan(ctx, x + w * 0.5, h * 0.5, codes.length, s * 0.72, s, s, (i, cx, cy) =>
      drawCard(ctx, codes[i], cx, cy, s, { shadow: true }),
    );
  },
  cards: {
    aspect: 1,
    deck: [...NUMBERED, "W", "W"],
    draw: (ctx, code, x, y, w, _h, style) => drawCard(ctx, code, x, y, w, style),
    name: cardName,
    short: (code) => code,
  },
  howTo: HOW_TO,
  table: () => import("./table.js"),
  // What a finished game tells the statistics (www/stats/): loaded with them.
  stats: () => import("./stats.js"),
  // The guided first game (./lesson.js), loaded when it is opened: a chunk of its own.
  lesson: () => import("./lesson.js"),
  // The review replays a finished game turn by turn from its record (www/review/record.js),
  // each of a person's turns beside the best play of the hand held then.
  review: {
    kind: "turns",
    bestTurn(engine, before, options) {
      const r = engine.iotaBestTurn(before.board, before.hand, {
        allFourBonus: options.allFourBonus !== false,
        pileEmpty: before.pile === 0,
      });
      return r?.ok ? { score: r.score, move: r.move } : null;
    },
  },
  // The Share dialog's link (www/embed/share.js): the grid as position text (docs/api.md,
  // as www/ui/notation.js writes it, not loaded with the first screen) and the hand.
  share: {
    params(view, { puzzle }) {
      const v = /** @type {{ board?: { card: string, x: number, y: number }[], hand?: string[] }} */ (view);
      if (!Array.isArray(v.board) || !v.board.length) return null;
      /** @type {[string, string][]} */
      const out = [["position", v.board.map((p) => `${p.card}@${p.x},${p.y}`).join(" ")]];
      if (Array.isArray(v.hand) && v.hand.length) out.push(["hand", v.hand.join(",")]);
      if (puzzle && v.hand?.length) out.push(["puzzle", "best"]);
      return out;
    },
    puzzle: (view) => Boolean(/** @type {{ hand?: string[] }} */ (view).hand?.length),
    frame: { width: 480, height: 440 },
  },
  // The embedded page shows a position with a hand (www/embed/iota.js); the puzzle of
  // the day is a Ётта puzzle (www/review/daily.js).
  embed: { view: "position", daily: true, play: { en: "Play Ётта / Iota", ru: "Играть в Ётту" } },
  train: { kinds: ["fits", "best", "lot", "dead"], drills: () => import("./drills.js") },
  moveFor: (engine, move, seat) => engine.iotaMoveFor(move, seat),
  playedResult(b, a) {
    const [before, after] = /** @type {import("../../yotta_page.js").IotaView[]} */ ([b, a]);
    const seat = after.last?.seat ?? before.toMove;
    const score = seat == null ? 0 : (after.scores?.[seat] ?? 0) - (before.scores?.[seat] ?? 0);
    return { ok: true, score, base: after.last?.score ?? score, over: after.over, winners: after.winners ?? [] };
  },
};
