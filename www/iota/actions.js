// @ts-check
// The Ётта table's action buttons (confirm, take back, reset, trade, cancel, pass,
// hint, the master's hint, undo): built with what each does (`on`), enabled and
// labelled from the state.
import { h } from "../ui/dom.js";
import { isHumanTurn } from "./state.js";

/** @typedef {import("./state.js").Table} Table */

/**
 * @param {Table} tb
 * @param {{ confirm: () => void, takeBack: () => void, reset: () => void, trade: () => void,
 *   cancel: () => void, pass: () => void, hint: () => void, hintMaster: (() => void) | null,
 *   undo: () => void }} on `hintMaster`: null where there is no master to ask (a guest's table)
 */
export function actionButtons(tb, on) {
  const { t, st } = tb;
  const btn = (/** @type {string} */ action, /** @type {string} */ label, /** @type {() => void} */ f, cls = "") =>
    /** @type {HTMLButtonElement} */ (h("button", { class: cls, dataset: { action }, onclick: f }, label));
  const confirm = btn("confirm", t("confirm"), on.confirm, "primary");
  const takeBack = btn("takeback", t("takeBack"), on.takeBack);
  const reset = btn("reset", t("reset"), on.reset);
  const trade = btn("trade", t("trade"), on.trade);
  const cancel = btn("cancel", t("cancel"), on.cancel);
  const pass = btn("pass", t("pass"), on.pass);
  const hint = btn("hint", t("hint"), on.hint);
  // The Hint button is hidden where none are given (a guest's table when the host gives none).
  hint.hidden = !tb.hints;
  const hintMaster = btn("hint-master", t("hintMaster"), on.hintMaster ?? (() => {}));
  hintMaster.hidden = !tb.hints || !on.hintMaster;
  const undo = btn("undo", t("undo"), on.undo);
  const el = h("div", { class: "iota-actions" }, confirm, takeBack, reset, trade, cancel, pass, hint, hintMaster, undo);

  function render() {
    const mine = isHumanTurn(tb);
    const n = st.staged.length;
    const pv = st.preview();
    confirm.textContent = n ? t("confirmN", { n }) : t("confirm");
    confirm.disabled = !mine || !n || st.trading;
    confirm.setAttribute("aria-disabled", String(confirm.disabled));
    if (pv && !pv.ok) confirm.classList.add("bad");
    else confirm.classList.remove("bad");
    takeBack.disabled = !mine || (!n && !st.recycles.length);
    reset.disabled = takeBack.disabled;
    trade.disabled = !mine || n > 0;
    trade.textContent = st.trading
      ? st.tradeSel.size
        ? t("tradeN", { n: st.tradeSel.size })
        : t("tradeNone")
      : t("trade");
    trade.classList.toggle("primary", st.trading);
    cancel.hidden = !st.trading;
    pass.hidden = st.trading;
    pass.disabled = !mine || n > 0;
    hint.disabled = !mine;
    hintMaster.disabled = !mine;
    undo.hidden = !tb.match.undoable;
    // While a computer thinks, a takeback drops its decision (the answer is for a position that is gone).
    undo.disabled = (tb.ui.busy && tb.ui.thinking === null) || tb.match.undoPoint() < 0;
  }

  return { el, render };
}
