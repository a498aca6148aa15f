// @ts-check
// How the Ётта table follows its turn loop (www/seats/match.js): it shows whose turn
// it is (the person's hand, or the quiet "thinking" of a computer), the hot-seat
// hand-off, each move played (the cards' flight, the announcement, the coach), a
// person's refused move explained, a takeback, and the end of the game. The loop
// decides; this only shows.
import { reducedMotion } from "../ui/motion.js";
import { isHumanTurn, say, showView } from "./page.js";
import { cardName, explain } from "./texts.js";
import { fly } from "./flights.js";

/**
 * The match's options that are the table's: the pace of a computer's move and the
 * showing of a move played (awaited by the loop before the next turn).
 * @param {import("./page.js").Page} p @param {{ cancelled: boolean }} anim @param {(seat: number) => Element | null} placeOf
 */
export function showing(p, anim, placeOf) {
  return {
    /** A computer (or a person elsewhere): paced so that a person can follow. @param {number} _seat @param {import("../seats/drivers.js").Driver} driver */
    pace: (_seat, driver) => (driver.kind === "human" ? undefined : p.sleep(reducedMotion() ? 60 : 450)),
    /** @param {number} seat @param {any} move @param {any} r */
    show: (seat, move, r) => showMove(p, seat, move, r, (place) => fly(p, placeOf(seat), place, anim)),
  };
}

/**
 * Shows `move` of `seat`, just played by the turn loop (already saved): the cards fly
 * in (a computer's), the move is announced, the coach says how it compares.
 * @param {import("./page.js").Page} p @param {number} seat @param {any} move @param {any} r the engine's result
 * @param {(place: any[]) => Promise<void>} flyIn
 */
async function showMove(p, seat, move, r, flyIn) {
  const { st, t, ui, engine, announce } = p;
  const person = p.drivers[seat].kind === "human";
  // The view on screen is still the one the move was made from.
  const before = st.view;
  let best = null;
  if (p.config.options.coach && move.place && person) {
    const plays = engine.iotaPlays(before.board, before.hand, {
      allFourBonus: p.rules.allFourBonus,
      pileEmpty: before.pile === 0,
    });
    best = plays?.ok && plays.plays.length ? plays.plays[0].score : null;
  }
  ui.notice = "";
  // A flight ends inside an animation frame: what follows gets a task of its own.
  if (!person && move.place) await flyIn(move.place).then(() => p.sleep(0));
  if (ui.destroyed) return;
  const name = p.seats[seat].name;
  let text;
  if (move.place) {
    text =
      p.seats[seat].kind === "human" && seat === st.view.seat
        ? t("youPlayed", { name, points: t("points", { n: r.score }) })
        : t("playedN", {
            name,
            cards: move.place.map((/** @type {any} */ c) => cardName(c.card, t)).join(", "),
            points: t("points", { n: r.score }),
          });
  } else if (move.trade) text = t("traded", { name, n: move.trade.length });
  else text = t("passed", { name });
  ui.lastSaid = text;
  announce(text);
  showView(p, p.match.game.view(st.view.seat));
  if (best !== null) {
    const c = best > r.score ? t("coachBest", { best: t("points", { n: best }) }) : t("coachTop");
    ui.notice = c;
    announce(c);
  }
  p.refresh();
  // The button pressed may now be disabled: keep keyboard focus on the table.
  const f = /** @type {HTMLButtonElement | null} */ (document.activeElement);
  if (person && (!f || f === document.body || (f instanceof HTMLButtonElement && f.disabled)))
    p.surface.canvas.focus({ preventScroll: true });
}

/**
 * The table listens to the loop's news.
 * @param {import("./page.js").Page} p @param {{ over: () => void, undone: () => void }} on
 *   `over`: the end dialog; `undone`: the end dialog hidden
 */
export function follow(p, on) {
  const { match, st, t, ui, drivers, seats } = p;
  match.on("handoff", () => {
    // Hot seat: the hand stays hidden until its owner has the device.
    ui.busy = true;
    p.refresh();
  });
  match.on("turn", (/** @type {number} */ seat, /** @type {{ after: string }} */ { after }) => {
    if (drivers[seat].kind !== "human") {
      ui.busy = true;
      ui.thinking = seat;
      p.refresh();
      return;
    }
    if (seat !== st.view.seat || st.view.toMove !== seat) showView(p, match.game.view(seat));
    ui.busy = false;
    ui.thinking = null;
    p.refresh();
    // After a takeback or a refused move the info line says what happened: no "your turn" over it.
    if (after !== "undo" && after !== "refused")
      p.announce(p.hotSeat ? t("yourTurnHot", { name: seats[seat].name }) : t("yourTurnShort"));
    // Ask the engine for every legal play now, in a task of its own, so that
    // picking a card up later highlights its cells at once.
    p.sleep(30).then(() => {
      if (!ui.destroyed && isHumanTurn(p)) {
        st.plays();
        st.deadCells();
      }
    });
  });
  match.on("played", () => {
    ui.thinking = null;
  });
  match.on(
    "refused",
    (/** @type {number} */ _seat, /** @type {any} */ error, /** @type {{ kind: string }} */ { kind }) => {
      // The person's refused move is explained here. A remote seat's refusal goes back to
      // its device (its driver); a computer's is a defect, replaced (www/seats/match.js).
      if (kind !== "human") return;
      say(p, t("illegal", { why: explain(error, t) }));
      p.refresh();
    },
  );
  match.on("stalled", (/** @type {number} */ _seat, /** @type {unknown} */ e) => {
    say(p, String(e instanceof Error ? e.message : e));
    ui.busy = false;
    ui.thinking = null;
    p.refresh();
  });
  match.on("over", () => {
    showView(p, match.game.view(st.view.seat));
    ui.busy = false;
    ui.thinking = null;
    p.refresh();
    on.over();
  });
  match.on("undone", (/** @type {any} */ g) => {
    st.game = g;
    on.undone();
    showView(p, g.view(g.view().toMove));
    say(p, t("undone"));
    p.refresh();
  });
}
