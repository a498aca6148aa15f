// @ts-check
// The Оттава table on the match loop (www/seats/match.js): the loop asks each seat's
// driver for its move, plays it through the engine, saves, hands over the device in the
// hot seat, rests at a round's end and has the one refusal policy; this file follows
// its news and shows it (./shown.js): the person's turn, their move, a computer's turn
// (a draw and the move that ends it, O5) as one motion after its pause, the results at
// a round's end (./results.js), the next round and its deal.
import { createMatch } from "../seats/match.js";
import { prepareAhead } from "./ahead.js";
import { fast } from "./flights.js";
import { TIMES } from "./shown.js";

/** @typedef {import("./state.js").Move} Move */
/** @typedef {import("./shown.js").Played} Played */

/**
 * @param {{ st: import("./state.js").TableState, game: any, seats: import("../games.js").Seat[],
 *   players: number, hotSeat: boolean, drivers: import("../seats/drivers.js").Driver[],
 *   t: (key: string, params?: any) => string, lang: "en" | "ru",
 *   nameOf: (seat: number) => string, config: import("../games.js").GameConfig,
 *   tempo: ReturnType<typeof import("./tempo.js").tableTempo>, messages: import("./messages.js").Messages,
 *   show: import("./shown.js").Show, flights: import("./flights.js").Flights, scene: import("./scene.js").Scene,
 *   timers: import("./timers.js").Timers, results: { show: () => void, hide: () => void }, update: () => void }} d
 */
export function tableMatch(d) {
  const { st, game, seats, players, hotSeat, drivers, t, nameOf, config, tempo, messages, show, timers } = d;
  const { say } = messages;
  const pace = () => tempo.pace();
  const alive = () => timers.alive();
  const match = createMatch({
    id: "ottawa",
    game,
    drivers,
    seats,
    data: () => ({ ...st.toSave(), fourColour: st.fourColour }),
    persist: (data) => config.persist(data),
    finished: (data) => config.finished?.(data),
    handoff: (name) => config.handoff(name),
    show: (seat, move, result) => shown(seat, move, result),
    rests: (v) => v.roundOver,
    // A computer's refused move: a card it may play, else what it may do.
    fallback: (seat) => {
      const legal = game.view(seat).legal;
      return legal.find((/** @type {any} */ m) => m.card) ?? legal[0] ?? null;
    },
  });

  function save() {
    if (alive()) match.save();
  }

  /** After the person's move, once the state shows it: save, hide the hand if the device goes to someone else. */
  function afterMove() {
    save();
    const v = st.view;
    if (v.roundOver || v.over) {
      // O7: hands are counted in the open.
      st.hidden = false;
    } else if (hotSeat && v.toMove !== st.shownSeat && nextHuman() !== st.shownSeat) {
      // The device goes to someone else: hide this hand at once.
      st.hidden = true;
      st.focus = -1;
    }
  }

  /** The first person's seat to move from now on (the seat to move included). */
  function nextHuman() {
    const from = st.view.toMove ?? 0;
    for (let k = 0; k < players; k++) {
      const s = (from + k) % players;
      if (seats[s]?.kind === "human") return s;
    }
    return -1;
  }

  /** @type {Played | null} a computer's draw, shown with the move that ends its turn */
  let drawn = null;
  /** When the turn of the seat not played here began (its pause counts from then). */
  let started = 0;

  match.on("handoff", () => {
    d.results.hide();
    tempo.endSkip();
    st.hidden = true;
    st.handingOff = true;
    d.update();
  });

  match.on("turn", (/** @type {number} */ seat) => {
    d.results.hide();
    if (drivers[seat].kind === "human") {
      tempo.endSkip();
      if (st.handingOff) {
        st.handingOff = false;
        st.focus = -1;
      }
      st.shownSeat = seat;
      st.hidden = false;
      st.refresh();
      show.yourTurn();
      d.update();
      return;
    }
    // A computer (or a person elsewhere): its move, and after a draw the move that ends
    // its turn (asked with nothing new on screen).
    if (drawn) return;
    started = performance.now();
    st.thinking = true;
    d.update();
  });

  match.on("played", (/** @type {number | null} */ seat, /** @type {Move} */ move) => {
    if (seat !== null && drivers[seat].kind !== "human") tempo.record(move);
  });

  match.on(
    "refused",
    (
      /** @type {number} */ _seat,
      /** @type {any} */ error,
      /** @type {{ kind: string, move?: Move }} */ { kind, move },
    ) => {
      // The person's refused move is explained here (its card shakes). A remote seat's
      // refusal goes back to its device (its driver); a computer's is a defect, replaced.
      if (kind !== "human") return;
      st.dropFrom = null;
      const code = move?.card;
      const i = code ? st.order.indexOf(code) : -1;
      if (i >= 0) st.shake = { index: i, until: performance.now() + 420 };
      messages.refuse(messages.reason(error, move ?? {}));
    },
  );

  match.on("stalled", (/** @type {number} */ seat, /** @type {unknown} */ e) => {
    console.error(`the driver of seat ${seat} failed`, e);
    st.thinking = false;
    d.update();
  });

  /** The round or the match is over: the results panel. */
  function rest() {
    st.refresh();
    tempo.endSkip();
    d.results.show();
    d.update();
  }
  match.on("rested", rest);
  match.on("over", rest);

  /**
   * Shows a move the loop has played (and saved); the next turn begins once it resolves.
   * @param {number} seat @param {Move} move @param {any} result
   */
  async function shown(seat, move, result) {
    const driver = /** @type {any} */ (drivers[seat]);
    if (driver.kind === "human") {
      const code = move.card;
      // Where its card starts its flight: the drop point of a drag, or its place in the hand.
      const start = code ? (st.dropFrom ?? d.flights.handPlace(code)) : null;
      st.dropFrom = null;
      messages.clearRefusal();
      st.hint = null;
      const landed = show.mine(move, result, start, driver.madeForThem?.() ?? false, afterMove);
      if (landed) await landed;
      return;
    }
    /** @type {Played} */
    const played = { move, reshuffled: !!(move.draw && game.view(st.shownSeat).last?.reshuffled) };
    const v = game.view(st.shownSeat);
    if (!drawn && move.draw && !v.roundOver && v.toMove === seat) {
      // Its turn goes on (O5): shown with the move that ends it.
      drawn = played;
      return;
    }
    const first = drawn ?? played;
    const second = drawn ? played : null;
    drawn = null;
    if (first.move.draw && !second) {
      // A draw that ended the turn by itself: nothing to show.
      st.thinking = false;
      d.update();
      return;
    }
    // The table as it will be once this turn is shown, drawn ahead (./ahead.js).
    if (!fast())
      prepareAhead(st, { ...d.scene.surface.size(), players, t, lang: d.lang, fourColour: st.fourColour, alive });
    // The pause before a card is shown counts from the start of the turn: the time the
    // worker took to decide is part of it.
    const cardTurn = !!(second ?? first).move.card;
    const pause = tempo.skipping() || !cardTurn ? 0 : fast() ? TIMES.thinkFast : pace().think;
    const left = pause - (performance.now() - started);
    if (left > 0) await timers.pause(left);
    await show.turn(seat, first, second);
    await timers.pause(0);
    st.held = null;
    st.showing = "";
    st.thinking = false;
    d.update();
  }

  /** Deals the next round (the results panel's button, or the controller). */
  function nextRound() {
    if (!alive()) return { ok: false, error: { code: "bad-input", message: "gone" } };
    // A guest's mirror deals it with nextRound(), once the host has.
    const play = typeof game.nextRound === "function" ? () => game.nextRound() : undefined;
    const res = match.act({ nextRound: true }, { play, start: false });
    if (!res.ok) {
      messages.refuse(messages.reason(res.error, {}));
      return res;
    }
    d.results.hide();
    st.drawn = null;
    st.hint = null;
    st.held = null;
    st.hidden = hotSeat;
    match.release();
    show.newRound();
    st.refresh();
    save();
    say(t("dealt", { n: st.view.round, name: nameOf(st.view.dealer) }));
    show.deal().then(() => match.start());
    d.update();
    return res;
  }

  /** Starts the table: a new game's deal is shown first. @param {boolean} resumed */
  function start(resumed) {
    st.held = null;
    if (!resumed) {
      say(t("dealt", { n: st.view.round, name: nameOf(st.view.dealer) }));
      show.deal().then(() => match.start());
    } else {
      match.start();
    }
  }

  return {
    save,
    nextRound,
    start,
    /** The number of the position on screen: one more after every move. */
    position: () => match.position,
    /** Asks `driver` (the hints) for a move of `seat` in the position on screen: null if it is gone meanwhile. @param {any} driver @param {number} seat */
    ask: (driver, seat) => match.ask(driver, seat),
    destroy: () => match.destroy(),
    /** The match itself: the host of a multi-device game listens to it (www/net/host.js). */
    match,
  };
}
