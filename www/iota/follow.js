// @ts-check
// How the Ётта table follows its turn loop (www/seats/match.js): it shows whose turn
// it is (the person's hand, or the quiet "thinking" of a computer), the hot-seat
// hand-off, each move played (the cards' flight, the announcement, the coach), a
// person's refused move explained, a takeback, and the end of the game. The loop
// decides; this only shows.
import { reducedMotion } from "../ui/motion.js";
import { gameOf, isHumanTurn, say, showView } from "./state.js";
import { cardName, explain } from "./texts.js";
import { fly } from "./flights.js";

/** @typedef {import("./state.js").Table} Table */

/**
 * The match's options that are the table's: the pace of a computer's move and the
 * showing of a move played (awaited by the loop before the next turn).
 * @param {() => Table} table the table (built once the loop is) @param {{ cancelled: boolean }} anim
 * @param {(seat: number) => Element | null} placeOf
 */
export function showing(table, anim, placeOf) {
  return {
    /** A computer (or a person elsewhere): paced so that a person can follow. @param {number} _seat @param {import("../seats/drivers.js").Driver} driver */
    pace: (_seat, driver) => (driver.kind === "human" ? undefined : table().sleep(reducedMotion() ? 60 : 450)),
    /** @param {number} seat @param {object} move @param {import("../seats/match.js").LoopResult} r */
    show: (seat, move, r) =>
      showMove(
        table(),
        seat,
        /** @type {import("./staging.js").IotaMove} */ (move),
        /** @type {Extract<import("./staging.js").IotaPlayResult, { ok: true }>} */ (r),
        (place) => fly(table(), placeOf(seat), place, anim),
      ),
  };
}

/**
 * Shows `move` of `seat`, just played by the turn loop (already saved): the cards fly
 * in (a computer's), the move is announced, the coach says how it compares.
 * @param {Table} tb @param {number} seat @param {import("./staging.js").IotaMove} move
 * @param {Extract<import("./staging.js").IotaPlayResult, { ok: true }>} r the engine's result (a move played)
 * @param {(place: import("./staging.js").Placement[]) => Promise<void>} flyIn
 */
async function showMove(tb, seat, move, r, flyIn) {
  const { st, t, ui, engine, announce } = tb;
  const person = tb.drivers[seat].kind === "human";
  // The view on screen is still the one the move was made from.
  const before = st.view;
  let best = null;
  if (tb.config.options.coach && move.place && person) {
    const plays = engine.iotaPlays(before.board, before.hand, {
      allFourBonus: tb.rules.allFourBonus,
      pileEmpty: before.pile === 0,
    });
    best = plays?.ok && plays.plays.length ? plays.plays[0].score : null;
  }
  ui.notice = "";
  // A flight ends inside an animation frame: what follows gets a task of its own.
  if (!person && move.place) await flyIn(move.place).then(() => tb.sleep(0));
  if (ui.destroyed) return;
  const name = tb.seats[seat].name;
  let text;
  if (move.place) {
    text =
      tb.seats[seat].kind === "human" && seat === st.view.seat
        ? t("youPlayed", { name, points: t("points", { n: r.score }) })
        : t("playedN", {
            name,
            cards: move.place.map((c) => cardName(c.card, t)).join(", "),
            points: t("points", { n: r.score }),
          });
  } else if (move.trade) text = t("traded", { name, n: move.trade.length });
  else text = t("passed", { name });
  ui.lastSaid = text;
  announce(text);
  // The view after the move: the result's when the seat that moved is the seat shown
  // (the engine's play gives it), else read once.
  showView(tb, r.view?.seat === st.view.seat ? r.view : gameOf(tb).view(st.view.seat));
  // The coach's word on a person's play stays on the info line while the others play,
  // and beside "your turn" until that person plays again (./info.js).
  if (person) ui.coach = null;
  if (best !== null) {
    const c = best > r.score ? t("coachBest", { best: t("points", { n: best }) }) : t("coachTop");
    ui.coach = { seat, text: c };
    announce(c);
  }
  tb.refresh();
  // The button pressed may now be disabled: keep keyboard focus on the table.
  const f = /** @type {HTMLButtonElement | null} */ (document.activeElement);
  if (person && (!f || f === document.body || (f instanceof HTMLButtonElement && f.disabled)))
    tb.surface.canvas.focus({ preventScroll: true });
}

/**
 * The table listens to the loop's news.
 * @param {Table} tb @param {{ over: () => void, undone: () => void }} on
 *   `over`: the end dialog; `undone`: the end dialog hidden
 */
export function follow(tb, on) {
  const { match, st, t, ui, drivers, seats } = tb;
  match.on("handoff", () => {
    // Hot seat: the hand stays hidden until its owner has the device.
    ui.busy = true;
    tb.refresh();
  });
  match.on("turn", (/** @type {number} */ seat, /** @type {{ after: string }} */ { after }) => {
    if (drivers[seat].kind !== "human") {
      ui.busy = true;
      ui.thinking = seat;
      tb.refresh();
      return;
    }
    if (seat !== st.view.seat || st.view.toMove !== seat) showView(tb, gameOf(tb).view(seat));
    ui.busy = false;
    ui.thinking = null;
    tb.refresh();
    // After a takeback or a refused move the info line says what happened: no "your turn" over it.
    if (after !== "undo" && after !== "refused")
      tb.announce(tb.hotSeat ? t("yourTurnHot", { name: seats[seat].name }) : t("yourTurnShort"));
    // Ask the engine for every legal play now, in a task of its own, so that
    // picking a card up later highlights its cells at once.
    tb.sleep(30).then(() => {
      if (!ui.destroyed && isHumanTurn(tb)) {
        st.plays();
        st.deadCells();
      }
    });
  });
  match.on("played", () => {
    ui.thinking = null;
  });
  match.on("refused", (_seat, error, { kind }) => {
    // The person's refused move is explained here. A remote seat's refusal goes back to
    // its device (its driver); a computer's is a defect, replaced (www/seats/match.js).
    if (kind !== "human") return;
    say(tb, t("illegal", { why: explain(error, t) }));
    tb.refresh();
  });
  match.on("stalled", (/** @type {number} */ _seat, /** @type {unknown} */ e) => {
    say(tb, String(e instanceof Error ? e.message : e));
    ui.busy = false;
    ui.thinking = null;
    tb.refresh();
  });
  match.on("over", () => {
    showView(tb, gameOf(tb).view(st.view.seat));
    ui.busy = false;
    ui.thinking = null;
    tb.refresh();
    on.over();
  });
  match.on("undone", (handle) => {
    const g = /** @type {import("./staging.js").IotaGame} */ (handle);
    st.game = g;
    ui.coach = null;
    on.undone();
    showView(tb, g.view(g.view().toMove ?? undefined));
    say(tb, t("undone"));
    tb.refresh();
  });
}
