// @ts-check
// The Оттава table drawn ahead: once a computer's turn is decided (the engine has played
// it) and while it is shown (its pause, its card's flight), the bitmaps of the table as
// it will be after it lands are drawn in tasks of their own: the turned cards of the
// hand and the pile (./turned.js), then the rest (the stock, the labels, the opponents,
// the hand's and the pile's bitmaps made of the cards') by drawing that table once where
// nothing shows. The frame that shows the person's turn then only copies bitmaps.
import { layoutFor } from "./layout.js";
import { tableParts, prepareTable } from "./render.js";
import { whenTurnedDrawn } from "./turned.js";

/**
 * Prepares the table `st` will show once the turn being shown has landed
 * (`st.settled()`).
 * @param {import("./state.js").TableState} st
 * @param {{ width: number, height: number, players: number, t: import("../games.js").Translate,
 *   lang: "en" | "ru", fourColour: boolean, alive: () => boolean, view?: import("./state.js").View }} o
 *   `view`: the shown seat's view after the turn, when known
 */
export function prepareAhead(st, o) {
  const next = st.settled(o.view);
  const ds = window.devicePixelRatio || 1;
  const lay = layoutFor(next, o.width, o.height, o.players);
  const sc = { st: next, t: o.t, lang: o.lang, fourColour: o.fourColour, now: performance.now() };
  prepareTable(lay, sc, ds);
  whenTurnedDrawn(() => {
    // On a canvas of one pixel: the parts' bitmaps are made in full, their copies cost
    // nothing. One part per task.
    const scratch = document.createElement("canvas");
    scratch.width = scratch.height = 1;
    const ctx = /** @type {CanvasRenderingContext2D} */ (scratch.getContext("2d"));
    const parts = tableParts(lay, sc);
    const next = () => {
      const part = parts.shift();
      if (!part || !o.alive()) return;
      ctx.setTransform(ds, 0, 0, ds, 0, 0);
      part(ctx);
      setTimeout(next, 0);
    };
    next();
  });
}
