// @ts-check
// What the person at this device asks of the Оттава table, from the canvas (./input.js:
// tap, drag), the hand's buttons, the action bar and the keyboard's shortcuts: play a
// card, draw, pass, a hint, sort the hand, four colours, arrange the hand by hand. A
// move goes to the person's seat's driver (www/seats/drivers.js), which the match loop
// (www/seats/match.js) asks; when the person may not act now, the table says why.
import { dropOnPile } from "./layout.js";

/** @typedef {import("./state.js").Move} Move */
/** @typedef {import("./layout.js").Place} Place */

/** What a move handed over when no one waits for it resolves with. */
const notNow = () => Promise.resolve({ ok: false, error: { code: "not-your-turn", message: "not now" } });

/**
 * @param {{ st: import("./state.js").TableState, game: any, seats: import("../games.js").Seat[],
 *   drivers: import("../seats/drivers.js").Driver[],
 *   match: { position: () => number, ask: (driver: any, seat: number) => Promise<any> },
 *   hints: boolean, hinter: import("../seats/drivers.js").Driver, t: (key: string, params?: any) => string,
 *   messages: import("./messages.js").Messages, flights: import("./flights.js").Flights,
 *   scene: import("./scene.js").Scene, timers: import("./timers.js").Timers,
 *   save: () => void, update: () => void }} d
 *   `save` keeps the game and the hand's order (the table's `persist`)
 */
export function tableIntents(d) {
  const { st, seats, t, messages, flights, scene } = d;

  /** Whether a person may act now; if not, says why. */
  function mayAct() {
    if (!d.timers.alive()) return false;
    if (st.hidden || st.handingOff || st.thinking || st.dealing) {
      messages.refuse(
        st.toMove() !== null && seats[st.toMove() ?? 0]?.kind === "ai" ? t("err_not-your-turn") : t("busy"),
      );
      return false;
    }
    return true;
  }

  /**
   * Plays `code` from the shown hand; `from` is where the card starts its flight (the
   * drop point of a drag), or null for its place in the hand. Resolves with the
   * engine's result.
   * @param {string} code @param {Place | null} from
   */
  function play(code, from) {
    const move = { card: code };
    if (!mayAct()) return notNow();
    if (!st.myTurn()) {
      const res = d.game.play(move);
      if (!res.ok) messages.refuse(messages.reason(res.error, move));
      return Promise.resolve(res);
    }
    flights.landAll();
    st.dropFrom = from;
    return submit(move);
  }

  /** Hands the person's move to their seat's driver; the turn loop plays it. @param {Move} move */
  function submit(move) {
    const driver = /** @type {any} */ (d.drivers[st.shownSeat]);
    return driver?.submit?.(move) ?? notNow();
  }

  /** The start of a person's draw or pass. @param {Move} move */
  function attempt(move) {
    if (!mayAct()) return notNow();
    flights.landAll();
    return submit(move);
  }

  const draw = () => attempt({ draw: true });
  const pass = () => attempt({ pass: true });

  /** The hard player's move for the person, from the worker. */
  async function hint() {
    if (!d.hints || !st.myTurn() || st.hidden) return;
    const at = d.match.position();
    const seat = st.shownSeat;
    let move;
    try {
      move = await d.match.ask(d.hinter, seat);
    } catch {
      return;
    }
    // Asked for a position that is gone: nothing to show.
    if (!d.timers.alive() || move === null || d.match.position() !== at || !st.myTurn()) return;
    st.hint = move;
    if (move.card) st.focus = st.order.indexOf(move.card);
    messages.say(messages.hintText(move));
    d.update();
  }

  function sort() {
    st.sort(st.sortBy === "suit" ? "rank" : "suit");
    d.save();
    d.update();
  }

  function colours() {
    st.fourColour = !st.fourColour;
    d.save();
    d.update();
  }

  /** Shortcuts anywhere on the table: D draw, P pass, H hint, S sort. */
  function onKey(/** @type {KeyboardEvent} */ e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = /** @type {HTMLElement} */ (e.target);
    if (target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA")) return;
    const k = e.key.toLowerCase();
    if (k === "d" || k === "в") draw();
    else if (k === "p" || k === "з") pass();
    else if (k === "h" || k === "р") hint();
    else if (k === "s" || k === "ы") sort();
    else return;
    e.preventDefault();
  }

  const L = scene.layout;
  const invalidate = () => scene.surface.invalidate();
  /** @type {import("./input.js").Intents} the canvas's pointer intents (./input.js) */
  const pointer = {
    layout: () => scene.drawn(),
    tapCard: (i) => {
      if (st.hidden) return;
      const code = st.order[i];
      if (code) play(code, null);
    },
    tapStock: () => draw(),
    tapPile: () => {
      if (st.myTurn() && st.focus >= 0 && st.order[st.focus]) play(st.order[st.focus], null);
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
      const over = dropOnPile(L(), x, y);
      // The still table shows whether the pile is the target; the card only moves.
      if (over !== st.drag.over) invalidate();
      else scene.surface.animate();
      st.drag.over = over;
    },
    dragEnd: (x, y) => {
      const dr = st.drag;
      st.drag = null;
      if (!dr) return;
      const l = L();
      const code = st.order[dr.index];
      const cx = x - dr.dx;
      const cy = y - dr.dy;
      if (code && dropOnPile(l, x, y)) {
        play(code, { x: cx, y: cy, w: l.cardW * 1.06, h: l.cardH * 1.06, rot: 0 });
      } else if (code && y > l.handTop - l.cardH * 0.15) {
        // Dropped back in the hand: move it there (the hand is "arranged by hand").
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
        d.save();
        d.update();
      } else {
        d.update();
      }
    },
    dragCancel: () => {
      st.drag = null;
      invalidate();
    },
  };

  return { play, draw, pass, hint, sort, colours, onKey, pointer };
}
