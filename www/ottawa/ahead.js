// @ts-check
// The Оттава table drawn ahead: once a computer's turn is decided (the engine has played
// it) and while it is shown (its pause, its card's flight), the bitmaps of the table as
// it will be after it lands are drawn in tasks of their own: the turned cards of the
// hand and the pile (./turned.js), then the rest (the stock, the labels, the opponents,
// the hand's and the pile's bitmaps made of the cards') by drawing that table once where
// nothing shows. The frame that shows the person's turn then only copies bitmaps.
// While the person chooses, the hands that their plays will show are drawn ahead too
// (`prepareMine`).
import { layoutFor } from "./layout.js";
import { tableParts, prepareTable } from "./render.js";
import { whenTurnedDrawn, dropSpare } from "./turned.js";

/**
 * Prepares the table `st` will show once the turn being shown has landed
 * (`st.settled()`).
 * @param {import("./state.js").TableState} st
 * @param {{ width: number, height: number, players: number, t: import("../games.js").Translate,
 *   lang: "en" | "ru", fourColour: boolean, alive: () => boolean, view?: import("./state.js").View }} o
 *   `view`: the shown seat's view after the turn, when known
 */
export function prepareAhead(st, o) {
  // The person's next move is not to come now (`prepareMine`).
  dropSpare();
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

/**
 * Prepares, while the person chooses, the turned cards of the tables their next move
 * may show: each such table fans the hand anew, every card of it a new bitmap, which
 * the frame after the click would otherwise draw turned from its glow's and face's
 * bitmaps (a dozen at once is tens of milliseconds on a slow phone).
 * - With cards to play (at most six of them): the hand as each play leaves it, one card
 *   fewer, none lit or greyed, and once the card lands the pile with it on top. A card
 *   left of the one played keeps its place, one right of it takes its neighbour's: the
 *   plays share most bitmaps. The hands come first, then the piles.
 * - With none, a draw: the hand one card more (the drawn card flies in, its own bitmap
 *   drawn on landing), unlit whether the drawn card is to play (the others grey) or not;
 *   the drawn card's place is not known, so each card is drawn at its place and at the
 *   next (a hand the person arranges takes new cards at its end: that place only).
 * On a screen of more than 1.5 device pixels a CSS pixel, where each bitmap is larger and
 * the turned cards' cache holds fewer, half as many: three plays, a draw unlit only.
 * A table that turns out otherwise (the engine decides) has only drawn bitmaps in vain;
 * they are spare ones (./turned.js), drawn after every one the table asks for, and those not
 * drawn yet are forgotten when the next move is another's (`prepareAhead`) or asked
 * for again.
 * @param {import("./state.js").TableState} st the table at the person's turn
 * @param {{ width: number, height: number, players: number, t: import("../games.js").Translate,
 *   lang: "en" | "ru", fourColour: boolean }} o
 */
export function prepareMine(st, o) {
  dropSpare();
  const v = st.view;
  if (!st.myTurn() || st.hidden || st.watching || v.hand.length < 2) return;
  const ds = window.devicePixelRatio || 1;
  /** @param {import("./state.js").TableState} next */
  const scene = (next) => ({
    lay: layoutFor(next, o.width, o.height, o.players),
    sc: { st: next, t: o.t, lang: o.lang, fourColour: o.fourColour, now: performance.now() },
  });
  const playable = [...st.playable()];
  if (playable.length > 0) {
    const other = (st.shownSeat + 1) % o.players;
    const scenes = playable.slice(0, ds > 1.5 ? 3 : 6).map((card) => {
      // The view after the play, as far as the table draws it: the hand without the
      // card, the card on the pile, another seat to move.
      const next = st.settled({
        ...v,
        hand: v.hand.filter((c) => c !== card),
        played: [...v.played, card],
        discard: v.discard + 1,
        top: card,
        toMove: other,
        legal: [],
        hasDrawn: false,
      });
      // As the person's play leaves it (./follow.js showMine).
      next.focus = -1;
      next.drawn = null;
      return scene(next);
    });
    for (const { lay, sc } of scenes) prepareTable(lay, sc, ds, { pile: false, spare: true });
    for (const { lay, sc } of scenes) prepareTable(lay, sc, ds, { hand: false, spare: true });
    return;
  }
  if (!st.canDraw() || v.hasDrawn) return;
  // The card to come, in flight to the hand (./follow.js showMine): not drawn here.
  const drawn = "?drawn";
  const places = st.sortBy === "custom" ? [st.order.length] : st.order.map((_, i) => i).concat(st.order.length);
  for (const toPlay of ds > 1.5 ? [false] : [false, true]) {
    for (const at of places) {
      const next = st.settled({ ...v, hasDrawn: true, legal: toPlay ? [{ card: drawn }] : [{ pass: true }] });
      next.order = [...st.order.slice(0, at), drawn, ...st.order.slice(at)];
      next.drawn = drawn;
      next.focus = -1;
      next.pending = { ...next.pending, handCard: drawn };
      const { lay, sc } = scene(next);
      prepareTable(lay, sc, ds, { pile: false, spare: true });
    }
  }
}
