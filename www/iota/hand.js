// @ts-check
// The hand on screen: one button per card, its picture drawn by the card renderer,
// dimmed while the card is on the grid this turn or chosen for a trade. The buttons
// are rebuilt only when the cards change; otherwise they change class and a picture
// is redrawn when its look changed.
import { createSurface } from "../canvas.js";
import { h } from "../ui/dom.js";
import { drawCardFast } from "./cards.js";
import { cardName } from "./texts.js";

/** @typedef {import("./state.js").Table} Table */

/**
 * @param {HTMLElement} el the hand's group
 * @param {Table} tb
 */
export function handPanel(el, tb) {
  const { st, t, seats, ui } = tb;
  /** What the hand showed last. */
  let shown = "";
  /** The cards the buttons were built for. */
  let built = "";
  /** The buttons, and what each picture shows (read when it is drawn). @type {{ button: HTMLElement, look: { used: boolean, traded: boolean } }[]} */
  let items = [];
  /** @type {import("../canvas.js").Surface[]} the pictures, by item */
  const pictures = [];

  function render() {
    const v = st.view;
    const { drag } = ui;
    const mine = seats[v.seat]?.kind === "human";
    const lifted = drag && "item" in drag.source ? drag.source.item : -1;
    const sig = JSON.stringify([
      v.seat,
      st.hand,
      st.selected,
      st.trading,
      [...st.tradeSel],
      st.hand.map((_, i) => st.isUsed(i)),
      lifted,
      tb.config.lang,
    ]);
    if (sig === shown) return;
    shown = sig;
    el.setAttribute("aria-label", mine ? t("hand") : t("handOf", { name: seats[v.seat]?.name ?? "" }));
    /** What item `i` shows now. @param {number} i */
    const lookOf = (i) => ({
      used: st.isUsed(i) || (drag !== null && "item" in drag.source && drag.source.item === i),
      traded: st.trading && st.tradeSel.has(i),
    });
    /** The button's class and names for item `i`. @param {HTMLElement} b @param {number} i @param {{ used: boolean, traded: boolean }} look */
    const label = (b, i, look) => {
      const selected = st.selected === i;
      b.className = `hand-card${look.used ? " used" : ""}${selected ? " selected" : ""}${look.traded ? " traded" : ""}`;
      b.setAttribute("aria-pressed", String(st.trading ? look.traded : selected));
      b.setAttribute("aria-label", `${i + 1}: ${cardName(st.hand[i].card, t)}${look.used ? " ✓" : ""}`);
    };
    const cards = JSON.stringify([v.seat, st.hand.map((item) => item.card), tb.config.lang]);
    if (cards === built && items.length === st.hand.length) {
      items.forEach((it, i) => {
        const look = lookOf(i);
        label(it.button, i, look);
        if (look.used !== it.look.used || look.traded !== it.look.traded) {
          it.look = look;
          pictures[i]?.invalidate();
        }
      });
      return;
    }
    built = cards;
    items = [];
    /** @type {import("../canvas.js").Surface[]} */
    const made = [];
    const kids = st.hand.map((item, i) => {
      const it = { button: h("button", { dataset: { item: String(i), card: item.card } }), look: lookOf(i) };
      items.push(it);
      label(it.button, i, it.look);
      const pic = h("span", { class: "card-pic" });
      it.button.append(pic);
      made.push(
        createSurface(pic, (ctx, w, hh) => {
          const size = Math.min(w, hh);
          drawCardFast(ctx, item.card, (w - size) / 2, (hh - size) / 2, size, { dim: it.look.used || it.look.traded });
          if (it.look.used) {
            ctx.fillStyle = "rgba(0,0,0,0.35)";
            ctx.fillRect(0, 0, w, hh);
          }
        }),
      );
      return it.button;
    });
    for (const s of pictures.splice(0)) s.destroy();
    const focused = /** @type {HTMLElement | null} */ (
      el.contains(document.activeElement) ? document.activeElement : null
    );
    el.replaceChildren(...kids);
    if (focused?.dataset.item) /** @type {HTMLElement | undefined} */ (kids[Number(focused.dataset.item)])?.focus();
    pictures.push(...made);
    for (const s of pictures) s.drawNow();
  }

  return {
    render,
    /** Where hand card `i` is on screen (viewport CSS pixels), or null. @param {number} i */
    cardCenter(i) {
      const b = el.querySelector(`[data-item="${i}"]`);
      if (!b) return null;
      const r = b.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    destroy() {
      for (const s of pictures) s.destroy();
    },
  };
}
