// @ts-check
// Cards flying across the Оттава table, and the places they fly between: an
// opponent's badge, the shown hand's cards, the pile, the stock. A flight lives in
// the table's state (`st.flights`, drawn by ./render.js `drawMoving`) until it lands;
// with reduced motion nothing flies.
import { reducedMotion } from "../ui/motion.js";
import { CARD_ASPECT } from "./deck.js";
import { noPending } from "./state.js";

/** @typedef {import("./layout.js").Place} Place */

/**
 * @param {{ st: import("./state.js").TableState, scene: import("./scene.js").Scene,
 *   timers: import("./timers.js").Timers }} d
 */
export function tableFlights(d) {
  const { st, scene, timers } = d;
  const L = scene.layout;
  /** @type {(() => void)[]} */
  let flightDone = [];

  /**
   * Flies a card from `from` to `to`; resolves when it lands.
   * @param {string | null} card @param {Place} from @param {Place} to @param {number} ms
   * @param {boolean} [flip]
   * @returns {Promise<void>}
   */
  function fly(card, from, to, ms, flip = false) {
    if (fast() || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const f = { card, from, to, start: performance.now(), dur: ms, flip };
      st.flights.push(f);
      scene.surface.invalidate();
      const finish = () => {
        const i = st.flights.indexOf(f);
        if (i >= 0) st.flights.splice(i, 1);
        flightDone = flightDone.filter((x) => x !== finish);
        scene.surface.invalidate();
        resolve();
      };
      flightDone.push(finish);
      timers.later(finish, ms);
    });
  }

  /** Lands every card in flight at once (a person acts before they landed). */
  function landAll() {
    for (const f of [...flightDone]) f();
    st.pending = noPending();
  }

  /** Where a seat's cards are: the opponent's badge, or the shown hand's middle. */
  function seatPlace(/** @type {number} */ seat) {
    const l = L();
    const spot = l.seats[seat];
    if (spot) return { x: spot.x, y: spot.y - spot.size * 0.2, w: spot.cardW, h: spot.cardW / CARD_ASPECT, rot: 0 };
    return { x: l.w / 2, y: l.h - l.margin - l.cardH / 2, w: l.cardW, h: l.cardH, rot: 0 };
  }
  function pilePlace() {
    return { ...L().pile };
  }
  function stockPlace() {
    return { ...L().stock };
  }
  /** The place of the shown hand's card `code` in the current layout. */
  function handPlace(/** @type {string} */ code) {
    const l = scene.currentLayout();
    const i = st.order.indexOf(code);
    return i >= 0 ? { ...l.hand[i] } : seatPlace(st.shownSeat);
  }

  return { fly, landAll, seatPlace, pilePlace, stockPlace, handPlace };
}

/** Whether cards land at once, without flying (reduced motion). */
export const fast = () => reducedMotion();

/** @typedef {ReturnType<typeof tableFlights>} Flights */
