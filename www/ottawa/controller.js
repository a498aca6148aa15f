// @ts-check
// The Оттава table's controller, what `mount` returns (the shell makes it
// `window.yotta`; games.js, "The controller"): the state for tests and the shell, the
// person's moves made as the page would make them, and where things are on screen, in
// viewport CSS pixels.

import { seatBox } from "./layout.js";
import { myLabelAt } from "./players.js";
import * as intents from "./intents.js";
import { nextRound } from "./follow.js";

/** @typedef {import("./state.js").Move} Move */

/**
 * @param {import("./state.js").Table} tb
 * @param {() => void} destroy removes the table
 */
export function controller(tb, destroy) {
  const { st, scene } = tb;
  const L = scene.layout;
  return {
    // `backs`: the cards of the hand at the table's foot shown face down (hot seat between
    // people; a watcher's table, ./state.js `watching`).
    state: () => ({
      game: "ottawa",
      view: st.view,
      busy: st.busy(),
      staged: [],
      hint: st.hint ?? null,
      backs: st.hidden ? st.order.length : 0,
    }),
    /** The table's turn loop (www/seats/match.js): a multi-device game's host listens to it. */
    match: tb.match,
    /** @param {Move} move */
    play(move) {
      if (!move || typeof move !== "object")
        return { ok: false, error: { code: "bad-input", message: "a move is an object" } };
      if (move.nextRound) return nextRound(tb);
      if (typeof move.card === "string") {
        const code = move.card.trim().toUpperCase().replace(/^10/, "T");
        return intents.play(tb, code, null);
      }
      if (move.draw) return intents.draw(tb);
      if (move.pass) return intents.pass(tb);
      return {
        ok: false,
        error: { code: "bad-input", message: "a move is one of { draw: true }, { card }, { pass: true }" },
      };
    },
    /**
     * Viewport point of the i-th card of `state().view.hand`: the middle of the part
     * of it that shows (in a fan, the next card covers its right side).
     */
    handCardCenter(/** @type {number} */ i) {
      const code = st.view.hand[i];
      const l = scene.currentLayout();
      const j = st.order.indexOf(code);
      const c = j >= 0 ? l.hand[j] : null;
      if (!c) return null;
      const next = l.hand[j + 1];
      let x = c.x;
      if (next && Math.abs(next.y - c.y) < c.h * 0.45 && next.x - c.x < c.w) x = c.x - c.w / 2 + (next.x - c.x) / 2;
      return scene.toViewport(x, c.y);
    },
    pileCenter() {
      const p = L().pile;
      return scene.toViewport(p.x, p.y);
    },
    stockCenter() {
      const p = L().stock;
      return scene.toViewport(p.x, p.y);
    },
    /** Viewport centre of an opponent's place at the table (null for the shown seat). */
    seatCenter(/** @type {number} */ seat) {
      const spot = L().seats[seat];
      return spot ? scene.toViewport(spot.x, spot.y) : null;
    },
    /**
     * The box of `seat`'s name at the table, in viewport CSS pixels (a reaction is shown
     * by it): an opponent's under its fan, the shown seat's over the hand.
     */
    seatNameRect(/** @type {number} */ seat) {
      const l = L();
      const spot = l.seats[seat];
      if (spot) {
        const b = seatBox(spot);
        const a = scene.toViewport(spot.x - spot.maxW / 2, b.nameY);
        const z = scene.toViewport(spot.x + spot.maxW / 2, b.nameY + b.fs);
        return { left: a.x, top: a.y, width: z.x - a.x, height: z.y - a.y };
      }
      if (seat !== st.shownSeat) return null;
      const m = myLabelAt(l);
      const a = scene.toViewport(m.x, m.y);
      const z = scene.toViewport(m.x + Math.min(l.w / 3, 160), m.y + m.fs);
      return { left: a.x, top: a.y, width: z.x - a.x, height: z.y - a.y };
    },
    /** Draws the table again from its state (the trainer changed `config.picked`). */
    update: () => tb.update(),
    destroy,
  };
}
