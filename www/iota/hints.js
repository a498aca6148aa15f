// @ts-check
// Hints at the Ётта table: the Hint button asks the hint driver (the hard computer
// player in the engine's worker, or a guest's host), Master's hint the master in the
// worker, for the person's move in the
// position on screen, and shows it as ghost cards; tapping a ghost stages the hint's
// cards as if placed by hand. An answer for a position that is gone is not shown.
import { isAbort } from "../seats/drivers.js";
import { isHumanTurn, say } from "./state.js";
import { hintText, previewText } from "./texts.js";

/** @typedef {import("./state.js").Table} Table */

/**
 * The hint for the person to move, asked of `hinter` and shown.
 * @param {Table} tb @param {import("../seats/drivers.js").Driver} hinter
 */
export async function showHint(tb, hinter) {
  const { st, t, ui, match } = tb;
  if (!tb.hints || !isHumanTurn(tb)) return;
  st.takeBackAll();
  ui.notice = t("hintWait");
  tb.refresh();
  const at = match.position;
  const seat = st.view.toMove;
  if (seat === null) return;
  /** @type {import("./staging.js").IotaMove | null} */
  let move;
  try {
    move = await match.ask(hinter, seat);
  } catch (e) {
    if (ui.destroyed || match.position !== at) return;
    ui.notice = "";
    // No hint for this position (a guest's, refused by the host): nothing to show.
    if (isAbort(e)) return tb.refresh();
    say(tb, String(e instanceof Error ? e.message : e));
    tb.refresh();
    return;
  }
  // Asked for a position that is gone (a move, a new game): nothing to show.
  if (ui.destroyed || move === null || match.position !== at) return;
  ui.notice = "";
  let score;
  if (move.place) {
    let board = st.board;
    if (move.recycle) {
      const swap = new Map(move.recycle.map((c) => [`${c.x},${c.y}`, c.card]));
      board = board.map((c) => (swap.has(`${c.x},${c.y}`) ? { ...c, card: swap.get(`${c.x},${c.y}`) ?? c.card } : c));
    }
    const c = tb.engine.iotaCheck(board, move.place, { allFourBonus: tb.rules.allFourBonus, endsGame: false });
    score = c?.ok ? c.score : undefined;
  }
  st.hint = { move, score };
  for (const c of move.place ?? []) tb.cam.keepCellVisible(c.x, c.y);
  tb.announce(hintText(st.hint, t));
  tb.refresh();
}

/** Stages the hint's cards (and recycles) as if placed by hand. @param {Table} tb */
export function takeHint(tb) {
  const { st, t } = tb;
  const m = st.hint?.move;
  if (!m?.place) return;
  st.takeBackAll();
  /** @param {string} card */
  const item = (card) => st.hand.findIndex((hi, i) => hi.card === card && !st.isUsed(i));
  for (const r of m.recycle ?? []) {
    const i = item(r.card);
    if (i >= 0) st.recycle(i, r.x, r.y);
  }
  for (const c of m.place) {
    const i = item(c.card);
    if (i >= 0) st.stage(i, c.x, c.y);
  }
  tb.ui.notice = "";
  const pv = st.preview();
  if (pv?.ok) tb.announce(previewText(pv, t));
  tb.refresh();
}
