// @ts-check
// The Оттава table's turn loop: asks the seat to move for its move (its driver,
// www/seats/drivers.js), plays it through the engine, saves, and hands it to ./shown.js
// to be shown; the hot seat's hand-off, the end of a round (the results panel,
// ./results.js) and the next round. A person's or a remote seat's refused move is asked
// again with the reason; a computer's refused or missing move is replaced by a legal one.
import { prepareAhead } from "./ahead.js";
import { fast } from "./flights.js";
import { TIMES } from "./shown.js";

/** @typedef {import("./state.js").Move} Move */
/** @typedef {import("./shown.js").Played} Played */

/**
 * @param {{ st: import("./state.js").TableState, game: any, seats: import("../games.js").Seat[],
 *   players: number, hotSeat: boolean, drivers: import("../seats/drivers.js").Driver[],
 *   turns: import("../seats/drivers.js").Turns, t: (key: string, params?: any) => string, lang: "en" | "ru",
 *   nameOf: (seat: number) => string, config: import("../games.js").GameConfig,
 *   tempo: ReturnType<typeof import("./tempo.js").tableTempo>, messages: import("./messages.js").Messages,
 *   show: import("./shown.js").Show, flights: import("./flights.js").Flights, scene: import("./scene.js").Scene, timers: import("./timers.js").Timers,
 *   results: { show: () => void, hide: () => void }, update: () => void }} d
 */
export function turnLoop(d) {
  const { st, game, seats, players, hotSeat, drivers, turns, t, nameOf, config, tempo, messages, show, timers } = d;
  const { say } = messages;
  const pace = () => tempo.pace();
  const alive = () => timers.alive();

  function save() {
    if (!alive()) return;
    // The engine's view, not the one on screen: a computer's turn is saved before it is shown.
    const v = game.view(st.shownSeat);
    if (v.over) config.finished?.({ ...st.toSave(), fourColour: st.fourColour });
    if (v.over) config.persist(null);
    else config.persist({ ...st.toSave(), fourColour: st.fourColour });
  }

  /** After any move: save, and show the round's end if it came. */
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

  /**
   * Plays the person's `move` and shows it. Returns the engine's result.
   * @param {Move} move @param {boolean} [madeForThem] a pass made for them (./tempo.js)
   */
  async function applyHuman(move, madeForThem = false) {
    const code = move.card;
    const start = code ? st.dropFrom ?? d.flights.handPlace(code) : null;
    st.dropFrom = null;
    const res = game.play(move);
    if (!res.ok) {
      const i = code ? st.order.indexOf(code) : -1;
      if (i >= 0) st.shake = { index: i, until: performance.now() + 420 };
      messages.refuse(messages.reason(res.error, move));
      return res;
    }
    turns.next();
    messages.clearRefusal();
    st.hint = null;
    const shown = show.mine(move, res, start, madeForThem, afterMove);
    if (shown) await shown;
    return res;
  }

  /** The number of turn loops started: only the latest goes on. */
  let loops = 0;

  /**
   * The turn loop: asks the seat to move for its move (its driver), plays and shows it,
   * until the round ends (the results panel) or the table is gone. A computer's turn
   * (a draw and what follows it, O5) is shown as one motion (./shown.js `turn`).
   */
  async function advance() {
    const loop = ++loops;
    st.held = null;
    while (alive() && loop === loops) {
      const v = game.view(st.shownSeat);
      if (v.over || v.roundOver) {
        st.refresh();
        tempo.endSkip();
        d.results.show();
        d.update();
        return;
      }
      d.results.hide();
      const seat = v.toMove;
      if (seat === null || seat === undefined) return;
      const driver = drivers[seat];
      if (driver.kind === "human") {
        tempo.endSkip();
        if (hotSeat && (st.shownSeat !== seat || st.hidden)) {
          st.hidden = true;
          st.handingOff = true;
          d.update();
          await config.handoff(nameOf(seat));
          if (!alive() || loop !== loops) return;
          st.handingOff = false;
          st.focus = -1;
        }
        st.shownSeat = seat;
        st.hidden = false;
        st.refresh();
        show.yourTurn();
        d.update();
        const move = await turns.ask(driver, request(seat));
        if (move === null || !alive() || loop !== loops) return;
        driver.done?.(await applyHuman(move, /** @type {any} */ (driver).madeForThem?.() ?? false));
        continue;
      }
      // A computer (or a person elsewhere): its move, and after a draw the move that ends its turn.
      st.thinking = true;
      d.update();
      const started = performance.now();
      const first = await otherPlays(seat, driver);
      if (first === "gone" || !alive() || loop !== loops) return;
      const v0 = game.view(st.shownSeat);
      const more = first?.move.draw && !v0.roundOver && v0.toMove === seat;
      const second = more ? await otherPlays(seat, driver) : null;
      if (second === "gone" || !alive() || loop !== loops) return;
      if (!first || (first.move.draw && !second)) {
        st.thinking = false;
        d.update();
        if (!first) return;
        continue;
      }
      save();
      // The table as it will be once this turn is shown, drawn ahead (./ahead.js).
      if (!fast()) prepareAhead(st, { ...d.scene.surface.size(), players, t, lang: d.lang, fourColour: st.fourColour, alive });
      // The pause before a card is shown counts from the start of the turn: the time the
      // worker took to decide is part of it.
      const cardTurn = !!(second ?? first).move.card;
      const pause = tempo.skipping() || !cardTurn ? 0 : fast() ? TIMES.thinkFast : pace().think;
      const left = pause - (performance.now() - started);
      if (left > 0) await timers.pause(left);
      await show.turn(seat, first, second);
      await timers.pause(0);
      if (loop === loops) st.held = null;
      st.showing = "";
      st.thinking = false;
      d.update();
    }
  }

  /** What a driver is asked for the seat to move. @param {number} seat */
  const request = (seat) => ({ game: /** @type {const} */ ("ottawa"), seat, view: () => game.view(seat), save: () => game.save() });

  /**
   * One move of a seat not played here, asked of its driver and played: "gone" when the
   * position changed meanwhile (the answer is dropped), null if none could be played
   * (never expected). A computer's refused or missing move is replaced by a legal one:
   * the table must never stall.
   * @param {number} seat @param {import("../seats/drivers.js").Driver} driver
   * @returns {Promise<Played | null | "gone">}
   */
  async function otherPlays(seat, driver) {
    for (;;) {
      let move;
      try {
        move = await turns.ask(driver, request(seat));
      } catch (e) {
        console.error("a computer player found no move", e);
      }
      if (move === null) return "gone";
      let res = move ? game.play(move) : null;
      if ((!res || !res.ok) && driver.kind !== "computer") {
        driver.done?.(res ?? { ok: false, error: { code: "bad-input", message: "no move" } });
        continue;
      }
      if (!res || !res.ok) {
        const legal = game.view(seat).legal;
        move = legal.find((/** @type {any} */ m) => m.card) ?? legal[0];
        res = move ? game.play(move) : null;
      }
      if (!move || !res || !res.ok) {
        console.error("a computer player found no move", res);
        return null;
      }
      turns.next();
      driver.done?.(res);
      tempo.record(move);
      return { move, reshuffled: !!(move.draw && game.view(st.shownSeat).last?.reshuffled) };
    }
  }

  /** Deals the next round (the results panel's button, or the controller). */
  function nextRound() {
    if (!alive()) return { ok: false, error: { code: "bad-input", message: "gone" } };
    const res = typeof game.nextRound === "function" ? game.nextRound() : game.play({ nextRound: true });
    if (!res.ok) {
      messages.refuse(messages.reason(res.error, {}));
      return res;
    }
    turns.next();
    d.results.hide();
    st.drawn = null;
    st.hint = null;
    st.held = null;
    st.hidden = hotSeat;
    show.newRound();
    st.refresh();
    save();
    say(t("dealt", { n: st.view.round, name: nameOf(st.view.dealer) }));
    show.deal().then(() => advance());
    d.update();
    return res;
  }

  /** Starts the table: a new game's deal is shown first. @param {boolean} resumed */
  function start(resumed) {
    if (!resumed) {
      say(t("dealt", { n: st.view.round, name: nameOf(st.view.dealer) }));
      show.deal().then(() => advance());
    } else {
      advance();
    }
  }

  return { save, nextRound, start };
}
