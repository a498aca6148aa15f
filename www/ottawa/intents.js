// @ts-check
// What the person at this device asks of the Оттава table, from the canvas (./input.js:
// tap, drag), the hand's buttons, the action bar and the keyboard's shortcuts: play a
// card, draw, pass, a hint, sort the hand, four colours, arrange the hand by hand. A
// move is offered to the turn loop (www/seats/match.js `offer`), which hands it to the
// person's seat's driver when it is asking for it, or says why not; when the person may
// not act now, the table says why.
import { dropOnPile } from "./layout.js";

/** @typedef {import("./state.js").Table} Table */
/** @typedef {import("./state.js").Move} Move */
/** @typedef {import("./layout.js").Place} Place */

/**
 * Whether the table takes the person's move: a lesson (www/lesson/, `config.guide`) is
 * asked first; without one, always.
 * @param {Table} tb @param {Move} move
 */
const guided = (tb, move) => !tb.config.guide || tb.config.guide({ kind: "move", move });

/** What a move handed over when no one waits for it resolves with. */
const notNow = () => Promise.resolve({ ok: false, error: { code: "not-your-turn", message: "not now" } });

/** Whether a person may act now; if not, says why. @param {Table} tb */
function mayAct(tb) {
  const { st } = tb;
  if (!tb.timers.alive()) return false;
  if (st.hidden || st.handingOff || st.thinking || st.dealing) {
    const toMove = st.toMove();
    tb.texts.refuse(toMove !== null && tb.seats[toMove]?.kind === "ai" ? tb.t("err_not-your-turn") : tb.t("busy"));
    return false;
  }
  return true;
}

/**
 * Plays `code` from the shown hand; `from` is where the card starts its flight (the
 * drop point of a drag), or null for its place in the hand. Resolves with the engine's
 * result (or the loop's refusal).
 * @param {Table} tb @param {string} code @param {Place | null} from
 */
export function play(tb, code, from) {
  if (!mayAct(tb) || !guided(tb, { card: code })) return notNow();
  if (tb.st.myTurn()) {
    tb.flights.landAll();
    tb.st.dropFrom = from;
  }
  return tb.match.offer(tb.st.shownSeat, { card: code });
}

/** The person's draw or pass, offered to the loop. @param {Table} tb @param {Move} move */
function attempt(tb, move) {
  if (!mayAct(tb) || !guided(tb, move)) return notNow();
  tb.flights.landAll();
  return tb.match.offer(tb.st.shownSeat, move);
}

/** @param {Table} tb */
export const draw = (tb) => attempt(tb, { draw: true });
/** @param {Table} tb */
export const pass = (tb) => attempt(tb, { pass: true });

/** The hard player's move for the person, from the worker. @param {Table} tb */
export async function hint(tb) {
  const { st, match } = tb;
  if (!tb.hints || !st.myTurn() || st.hidden) return;
  const at = match.position;
  /** @type {Move | null} */
  let move;
  try {
    move = await match.ask(tb.hinter, st.shownSeat);
  } catch {
    return;
  }
  // Asked for a position that is gone: nothing to show.
  if (!tb.timers.alive() || move === null || match.position !== at || !st.myTurn()) return;
  st.hint = move;
  if (move.card) st.focus = st.order.indexOf(move.card);
  tb.texts.say(tb.texts.hintText(move));
  tb.update();
}

/** The hand sorted the other way (kept with the game). @param {Table} tb */
export function sort(tb) {
  tb.st.sort(tb.st.sortBy === "suit" ? "rank" : "suit");
  tb.match.save();
  tb.update();
}

/** Four colours, or two (kept with the game). @param {Table} tb */
export function colours(tb) {
  tb.st.fourColour = !tb.st.fourColour;
  tb.match.save();
  tb.update();
}

/** Shortcuts anywhere on the table: D draw, P pass, H hint, S sort. @param {Table} tb @param {KeyboardEvent} e */
export function onKey(tb, e) {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const target = /** @type {HTMLElement} */ (e.target);
  if (target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA")) return;
  const k = e.key.toLowerCase();
  if (k === "d" || k === "в") draw(tb);
  else if (k === "p" || k === "з") pass(tb);
  else if (k === "h" || k === "р") hint(tb);
  else if (k === "s" || k === "ы") sort(tb);
  else return;
  e.preventDefault();
}

/**
 * The canvas's pointer intents (./input.js).
 * @param {Table} tb @returns {import("./input.js").Intents}
 */
export function pointerIntents(tb) {
  const { st, scene } = tb;
  const invalidate = () => scene.surface.invalidate();
  return {
    layout: () => scene.drawn(),
    tapCard: (i) => {
      if (st.hidden) return;
      const code = st.order[i];
      if (code) play(tb, code, null);
    },
    tapStock: () => draw(tb),
    tapPile: () => {
      if (st.myTurn() && st.focus >= 0 && st.order[st.focus]) play(tb, st.order[st.focus], null);
    },
    canDrag: (i) => !st.hidden && !!st.order[i] && !st.busy(),
    dragStart: (i, x, y, dx, dy) => {
      st.drag = { index: i, x, y, dx, dy };
      invalidate();
    },
    dragMove: (x, y) => {
      if (!st.drag) return;
      st.drag.x = x;
      st.drag.y = y;
      const over = dropOnPile(scene.layout(), x, y);
      // The still table shows whether the pile is the target; the card only moves.
      if (over !== st.drag.over) invalidate();
      else scene.surface.animate();
      st.drag.over = over;
    },
    dragEnd: (x, y) => dragEnd(tb, x, y),
    dragCancel: () => {
      st.drag = null;
      invalidate();
    },
  };
}

/**
 * A dragged card let go: on the pile, played; in the hand, moved there (the hand becomes
 * "arranged by hand"); elsewhere, back in its place.
 * @param {Table} tb @param {number} x @param {number} y
 */
function dragEnd(tb, x, y) {
  const { st } = tb;
  const dr = st.drag;
  st.drag = null;
  if (!dr) return;
  const l = tb.scene.layout();
  const code = st.order[dr.index];
  const cx = x - dr.dx;
  const cy = y - dr.dy;
  if (code && dropOnPile(l, x, y)) {
    play(tb, code, { x: cx, y: cy, w: l.cardW * 1.06, h: l.cardH * 1.06, rot: 0 });
  } else if (code && y > l.handTop - l.cardH * 0.15) {
    let to = 0;
    let best = Infinity;
    l.hand.forEach((c, j) => {
      const dd = Math.abs(c.x - cx);
      if (dd < best) {
        best = dd;
        to = j;
      }
    });
    st.moveCard(dr.index, to);
    tb.match.save();
    tb.update();
  } else {
    tb.update();
  }
}
