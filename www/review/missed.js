// @ts-check
// "What you missed" (issue 32, part 4), under the review's total: what the reviewed
// seat scored and the best it could have (`data-scored`, `data-best`: the sums over its
// turns, each turn's best being the descriptor's `review.bestTurn`), and its three
// biggest misses, the turns where the best play scored most above the play made
// (`data-turn`, `data-lost`), each a link that opens that position as a puzzle on the
// embedded page (`puzzle=best`, docs/embed.md) in one tap: the reviewed seat's hand on
// the grid it faced, to find the play it missed. The browser's Back comes back to the
// review (`?review=last`).
//
// The puzzle asks the same question the turn did: with `recycle=1` its best play may
// begin by recycling a wild (Y18), as the turn's could, and the embedded page scores the
// reader's move, recycles included, with the engine; a turn with the pile empty is posed
// with `end=1` (a play that empties the hand ends the game, doubled: Y15). So every turn
// can be posed, and the three listed are always the three biggest misses. Turns with
// nothing missed are not listed; fewer than three misses list fewer; none says so in words.
import { h } from "../ui/dom.js";
import { translator } from "../ui/i18n.js";

/** @typedef {import("./review.js").Review} Review */
/** @typedef {import("./turns.js").Turn} Turn */

/**
 * This part's styles, adopted with it (the review's own, ./style.js, come with the
 * menu's section on the first screen; these only with the review).
 */
const CSS = `
.rv-missed { margin: 8px 0 12px; padding: 8px 12px; border-radius: 12px; background: var(--panel); }
.rv-missed h3 { margin: 0 0 4px; font-size: 1rem; }
.rv-misses { margin: 0; padding-left: 1.4em; display: grid; gap: 6px; }
.rv-misses li { line-height: 1.4; }
.rv-miss-try { display: inline-block; margin-left: 6px; padding: 4px 10px; border-radius: 8px; background: var(--panel2); color: var(--accent); font-weight: 600; }
.rv-assisted { margin: 0 0 6px; color: var(--muted); font-style: italic; }
`;

let adopted = false;

/** Adds this part's stylesheet to the document (once). */
function adoptMissedStyles() {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** The words of this part, in both languages. */
const STRINGS = {
  en: {
    missedTitle: "What you missed",
    missedNone: "No turn left a better play.",
    missRow: "{turn}: {lost} missed",
    missTry: "Try it as a puzzle",
    assisted: "Assisted: the heat map was on in this game.",
  },
  ru: {
    missedTitle: "Что вы упустили",
    missedNone: "Ни в одном ходе не было хода лучше.",
    missRow: "{turn}: упущено {lost}",
    missTry: "Решить как задачу",
    assisted: "С подсказкой: в этой партии была включена тепловая карта.",
  },
};

/**
 * The turns to list: those with points missed, the biggest misses first (the earlier
 * turn first among equal ones), three at most.
 * @param {Turn[]} turns
 */
export function biggestMisses(turns) {
  return turns
    .filter((x) => x.best > x.score)
    .sort((a, b) => b.best - b.score - (a.best - a.score) || a.k - b.k)
    .slice(0, 3);
}

/**
 * The address of the embedded puzzle of turn `x`'s position (the game's Share
 * parameters, www/games.js `GameShare`), or null when the game has none.
 * @param {Review} rv @param {Turn} x
 */
export function puzzleHref(rv, x) {
  const game = rv.o.source.game;
  const shown = game.share?.params({ board: x.step.before.board, hand: x.step.before.hand }, { puzzle: true });
  if (!shown) return null;
  const q = new URLSearchParams({ embed: "1", game: game.id });
  for (const [k, v] of shown) q.set(k, v);
  const rec = rv.turns?.rec;
  if (rec && !rec.options.allFourBonus) q.set("allFourBonus", "0");
  // The pile was empty: a play that empties the hand ends the game, doubled (Y15).
  if (x.step.before.pile === 0) q.set("end", "1");
  // The turn's best play may begin by recycling a wild (Y18): the puzzle's may too.
  q.set("recycle", "1");
  q.set("lang", rv.o.lang);
  const u = new URL(rv.o.pageUrl);
  u.hash = "";
  // `@` and `,` need no escaping in a query: the position stays readable.
  return `${u.origin}${u.pathname}?${q.toString().replace(/%40/g, "@").replace(/%2C/g, ",")}`;
}

/**
 * The part: the sums, and the biggest misses as links to their puzzles.
 * @param {Review} rv @param {Turn[]} turns the reviewed seat's turns
 */
export function missedPart(rv, turns) {
  adoptMissedStyles();
  const t = translator(rv.o.lang, [STRINGS]);
  const scored = turns.reduce((a, x) => a + x.score, 0);
  const best = turns.reduce((a, x) => a + x.best, 0);
  const misses = biggestMisses(turns);
  const pts = (/** @type {number} */ n) => rv.t("pointsN", { n });
  const rows = misses.map((x) => {
    const lost = x.best - x.score;
    const href = puzzleHref(rv, x);
    return h(
      "li",
      { dataset: { role: "miss", turn: String(x.k + 1), lost: String(lost) } },
      h("span", {}, t("missRow", { turn: rv.t("turnN", { n: x.k + 1 }), lost: pts(lost) })),
      " ",
      href ? h("a", { href, class: "rv-miss-try", dataset: { action: "miss-puzzle" } }, t("missTry")) : null,
    );
  });
  return h(
    "section",
    {
      class: "rv-missed",
      dataset: { role: "missed", scored: String(scored), best: String(best) },
      "aria-labelledby": "rv-missed-title",
    },
    rv.turns?.rec.assisted ? h("p", { class: "rv-assisted", dataset: { role: "assisted" } }, t("assisted")) : null,
    h("h3", { id: "rv-missed-title" }, t("missedTitle")),
    rows.length ? h("ol", { class: "rv-misses" }, ...rows) : h("p", {}, t("missedNone")),
  );
}
