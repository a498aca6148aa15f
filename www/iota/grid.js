// @ts-check
// The grid on screen, besides its drawing (./render.js): what is drawn over the
// cards (legal and dead cells, the latest move, the preview's lines, the hint's
// ghosts, the cursor, the cell under a dragged card), the zoom buttons, and the
// keyboard cursor's first place when the grid takes focus.
import { h } from "../ui/dom.js";
import { isHumanTurn } from "./state.js";

/** @typedef {import("./state.js").Table} Table */

/**
 * What is drawn over the grid's cards now.
 * @param {Table} tb
 * @returns {import("./render.js").Overlay}
 */
export function overlay(tb) {
  const { st, ui } = tb;
  const drag = ui.drag;
  const picked =
    drag && "item" in drag.source ? drag.source.item : drag && "staged" in drag.source ? null : st.selected;
  /** @type {[number, number, number][]} */
  let legal = [];
  const marks = tb.config.marks;
  if (marks?.legal === false) legal = marks.cells ?? [];
  else if (isHumanTurn(tb) && !st.trading) {
    if (picked !== null && picked !== undefined) legal = st.legalCells(picked);
    else if (drag && "staged" in drag.source) {
      // Moving a staged card: where it could go with the others staged.
      const lifted = drag.source.staged;
      const s = st.staged[lifted];
      const saved = st.staged;
      st.staged = st.staged.filter((_, i) => i !== lifted);
      legal = st.legalCells(s.item);
      st.staged = saved;
    }
  }
  const pv = st.preview();
  return {
    legal,
    dead: st.deadCells(),
    last: ui.lastCells,
    cursor: ui.cursorShown && document.activeElement === tb.surface.canvas ? ui.cursor : null,
    hover: ui.hover,
    lines: pv?.ok ? (pv.lines ?? []) : [],
    fault: pv && !pv.ok && Array.isArray(pv.error?.line) ? pv.error.line : null,
    ghosts: st.hint?.move.place ? st.hint.move.place : [],
    liftedStaged: drag && "staged" in drag.source ? drag.source.staged : null,
    layers: tb.layers,
  };
}

/** The zoom-in, zoom-out and fit buttons over the grid. @param {Table} tb */
export function viewControls(tb) {
  const { t } = tb;
  return h(
    "div",
    { class: "view-ctrls" },
    h(
      "button",
      {
        dataset: { action: "zoom-in" },
        "aria-label": t("zoomIn"),
        title: t("zoomIn"),
        onclick: () => tb.cam.zoomAt(1.25, NaN, NaN),
      },
      "+",
    ),
    h(
      "button",
      {
        dataset: { action: "zoom-out" },
        "aria-label": t("zoomOut"),
        title: t("zoomOut"),
        onclick: () => tb.cam.zoomAt(0.8, NaN, NaN),
      },
      "−",
    ),
    h("button", { dataset: { action: "fit" }, title: t("fit"), onclick: () => tb.cam.fit(true) }, t("fit")),
  );
}

/**
 * The grid's focus and blur: the cursor starts beside the first card when the grid
 * is focused before the cursor was ever shown. Returns a function removing the listeners.
 * @param {Table} tb
 */
export function watchFocus(tb) {
  const { st, ui, surface } = tb;
  /** @param {FocusEvent} e */
  const onFocus = (e) => {
    if (e.type === "focus" && !st.cellAt(ui.cursor.x, ui.cursor.y) && !ui.cursorShown) {
      const b = st.board[0];
      if (b) ui.cursor = { x: b.x + 1, y: b.y };
    }
    surface.invalidate();
  };
  surface.canvas.addEventListener("focus", onFocus);
  surface.canvas.addEventListener("blur", onFocus);
  return () => {
    surface.canvas.removeEventListener("focus", onFocus);
    surface.canvas.removeEventListener("blur", onFocus);
  };
}
