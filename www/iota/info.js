// @ts-check
// The Ётта table's info line: the notice of the moment, else whose turn it is (after the
// coach's word on the person's last play), the preview of the staged play (its score,
// or why it is refused), a trade's help, a grid wild's stand-ins or the hint. The broken line of a refused play is also
// written on it (data attributes) for tests and assistive technology.
import { isHumanTurn } from "./state.js";
import { explain, hintText, scoreDetail, wildText } from "./texts.js";

/** @typedef {import("./state.js").Table} Table */

/** @param {HTMLElement} info @param {Table} tb */
export function renderInfo(info, tb) {
  const { st, t, seats, ui } = tb;
  const v = st.view;
  let text = "";
  let cls = "";
  const pv = st.preview();
  // The coach's word on the person's last play (./follow.js), while the others play
  // and then before "your turn" (the person on screen's only, in a hot seat).
  const coach = ui.coach && ui.coach.seat === v.seat ? ui.coach.text : "";
  if (ui.notice) text = ui.notice;
  else if (v.over) text = t("gameOver");
  else if (!isHumanTurn(tb)) {
    const who = v.toMove === null ? undefined : seats[v.toMove];
    text =
      coach ||
      (ui.busy && who?.kind === "ai" ? t("thinking", { name: who.name }) : t("theirTurn", { name: who?.name ?? "" }));
  } else if (st.trading) {
    text = t("tradeHelp", { button: st.tradeSel.size ? t("tradeN", { n: st.tradeSel.size }) : t("tradeNone") });
  } else if (pv) {
    if (pv.ok) {
      text = t("previewOk", { score: t("points", { n: pv.score }), detail: scoreDetail(pv, t) });
      cls = "good";
    } else {
      text = t("illegal", { why: explain(pv.error, t) });
      cls = "bad";
    }
    const w = st.staged.find((s) => st.hand[s.item].card === "W");
    if (w) text += ` ${wildText(st, w.x, w.y, t)}`;
  } else if (st.wildInfo) {
    text = wildText(st, st.wildInfo.x, st.wildInfo.y, t);
  } else if (st.hint) {
    text = hintText(st.hint, t);
  } else {
    text = tb.hotSeat ? t("yourTurnHot", { name: seats[v.seat].name }) : t("yourTurn");
    if (coach) text = `${coach} ${text}`;
  }
  if (info.textContent !== text) info.textContent = text;
  info.className = `iota-info ${cls}`;
  const fault = pv && !pv.ok && !ui.notice ? pv.error : null;
  if (fault?.line) info.dataset.faultLine = fault.line.map((/** @type {number[]} */ c) => c.join(",")).join(" ");
  else delete info.dataset.faultLine;
  if (fault?.attribute) info.dataset.faultAttribute = fault.attribute;
  else delete info.dataset.faultAttribute;
  if (cls) info.dataset.verdict = cls;
  else delete info.dataset.verdict;
}
