// @ts-check
// The Оттава table's shown hand as real buttons, one per card, for keyboards and screen
// readers (the canvas draws the cards; these carry focus, names and clicks): the arrow
// keys, Home and End move along the hand, Enter or Space plays the focused card.
import { h } from "../ui/dom.js";
import { cardName, cardShort } from "./strings.js";

/**
 * Keeps `group` one button per card of the shown hand.
 * @param {HTMLElement} group
 * @param {import("./state.js").TableState} st
 * @param {{ t: import("../games.js").Translate, lang: "en" | "ru", label: () => string,
 *   play: (code: string) => void, focusChanged: () => void }} o
 * @returns {() => void} brings the buttons in line with the state
 */
export function handButtons(group, st, o) {
  const { t, lang } = o;
  /** @param {KeyboardEvent} e @param {number} idx */
  function onKey(e, idx) {
    const n = st.order.length;
    let to = -1;
    if (e.key === "ArrowRight" || e.key === "ArrowDown") to = (idx + 1) % n;
    else if (e.key === "ArrowLeft" || e.key === "ArrowUp") to = (idx - 1 + n) % n;
    else if (e.key === "Home") to = 0;
    else if (e.key === "End") to = n - 1;
    if (to >= 0) {
      e.preventDefault();
      st.focus = to;
      sync();
      /** @type {HTMLElement} */ (group.children[to])?.focus();
    }
  }

  function sync() {
    const playable = st.playable();
    const want = st.hidden ? [] : st.order;
    group.setAttribute("aria-label", o.label());
    const had = document.activeElement && group.contains(document.activeElement);
    while (group.children.length > want.length) group.lastElementChild?.remove();
    while (group.children.length < want.length) {
      const b = h("button", { class: "ot-card-btn", type: "button" });
      const idx = group.children.length;
      b.addEventListener("focus", () => {
        st.focus = idx;
        o.focusChanged();
      });
      b.addEventListener("blur", () => {
        if (st.focus === idx) st.focus = -1;
        o.focusChanged();
      });
      b.addEventListener("click", () => o.play(st.order[idx] ?? ""));
      b.addEventListener("keydown", (e) => onKey(e, idx));
      group.append(b);
    }
    const focus = Math.max(st.focus, 0);
    want.forEach((code, i) => {
      const b = /** @type {HTMLButtonElement} */ (group.children[i]);
      const name = cardName(code, lang);
      const label =
        code === st.drawn
          ? t("cardDrawn", { card: name })
          : playable.has(code)
            ? t("cardPlayable", { card: name })
            : name;
      b.textContent = cardShort(code, lang);
      b.setAttribute("aria-label", label);
      b.dataset.card = code;
      b.tabIndex = i === focus ? 0 : -1;
    });
    if (had && want.length && !group.contains(document.activeElement)) {
      /** @type {HTMLElement} */ (group.children[Math.min(focus, want.length - 1)]).focus();
    }
  }
  return sync;
}
