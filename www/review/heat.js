// @ts-check
// The heat map in the review (issue 32, part 3): in a turn's dialog, a toggle
// (`[data-action="heat"]`, `aria-pressed`) colours the open cells of the position
// before the turn by what the best play of the hand that seat held would score
// through each (the game's table module's `heatOf`, www/games.js `GameTable`, on the
// full engine the review runs on; the toggle shows once that module is loaded, for a
// game that has one), drawn by www/ui/heatmap.js (loaded when it is first switched
// on), with the cells listed for screen readers. The review is of a finished game:
// nothing is assisted.
import { h } from "../ui/dom.js";
import { translator } from "../ui/i18n.js";

/** @typedef {import("./review.js").Review} Review */
/** @typedef {import("../ui/heatmap.js").HeatCell} HeatCell */

const STRINGS = {
  en: { heatShow: "Heat map", heatShowTitle: "Colour each open cell by the best score of this hand through it" },
  ru: {
    heatShow: "Тепловая карта",
    heatShowTitle: "Раскрасить каждую свободную клетку по лучшему счёту этих карт через неё",
  },
};

/**
 * The toggle of a turn's dialog (shown once the game's table module says it has a heat map).
 * @param {Review} rv @param {import("./record.js").Step} step the turn
 * @param {{ x: number, y: number }[]} cells the cells the panes keep in view: the heat
 *   map's are added while it is on
 * @param {() => void} redraw draws the panes again
 */
export function heatToggle(rv, step, cells, redraw) {
  const t = translator(rv.o.lang, [STRINGS]);
  /** @type {NonNullable<import("../games.js").GameTable["heatOf"]> | null} */
  let heatOf = null;
  const kept = cells.length;
  /** @type {{ on: boolean, cells: HeatCell[] | null, looks: typeof import("../ui/heatmap.js") | null }} */
  const state = { on: false, cells: null, looks: null };
  const list = h("div", { class: "rv-heat-extras", dataset: { role: "heat" } });
  const button = h(
    "button",
    {
      dataset: { action: "heat" },
      "aria-pressed": "false",
      title: t("heatShowTitle"),
      hidden: true,
      onclick: async () => {
        if (!heatOf) return;
        state.on = !state.on;
        button.setAttribute("aria-pressed", String(state.on));
        if (state.on) {
          state.looks ??= await import("../ui/heatmap.js");
          state.looks.adoptHeatStyles();
          state.cells ??= heatOf(rv.o.engine, step.before, rv.turns?.rec.options ?? {}) ?? [];
          cells.push(...state.cells);
        } else cells.length = kept;
        list.replaceChildren(
          ...(state.on && state.looks && state.cells
            ? [state.looks.heatLegend(state.cells, rv.o.lang), state.looks.heatList(state.cells, rv.o.lang)]
            : []),
        );
        redraw();
      },
    },
    t("heatShow"),
  );
  // The game's table module: already loaded after a game, fetched (not run) after a reload.
  rv.o.source.game.table().then(
    (m) => {
      heatOf = m.heatOf ?? null;
      button.hidden = !heatOf;
    },
    () => {},
  );
  return {
    el: h("div", { class: "rv-heat" }, button, list),
    /** @type {import("../ui/cells.js").Under} */
    paint: (ctx, g) => {
      if (state.on && state.looks && state.cells) state.looks.drawHeat(ctx, g, state.cells, { dead: true });
    },
    /** The heat map on show (`[{ x, y, best }]`), or null. */
    state: () => (state.on && state.cells ? state.cells.map((c) => ({ x: c.x, y: c.y, best: c.best })) : null),
  };
}
