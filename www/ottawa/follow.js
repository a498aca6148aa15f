// @ts-check
// How the Оттава table follows its turn loop (www/seats/match.js): the loop asks each
// seat's driver for its move, plays it through the engine, saves, hands over the device
// in the hot seat, rests at a round's end and has the one refusal policy; this file
// follows its news and shows it: the person's turn and their move (the card flying to
// the pile, the card drawn flying to the hand, a pass with its bubble), a computer's
// turn (a draw and the move that ends it, O5) as one motion after its pause
// (./pacing.js, ./tempo.js), the reshuffle, the results at a round's end (./over.js),
// the next round and its deal. It changes only what is on screen: the moves are played
// before they are shown.
import { prepareAhead, prepareMine } from "./ahead.js";
import { fast } from "./flights.js";
import { dropSpare } from "./turned.js";
import { cardName } from "./strings.js";

/** @typedef {import("./state.js").Table} Table */
/** @typedef {import("./state.js").Move} Move */
/** @typedef {import("./state.js").Played} Played */
/** @typedef {import("./layout.js").Place} Place */

/**
 * Times (ms) that do not depend on the speed setting (./pacing.js has those); with
 * reduced motion, flights are instant and computers think `thinkFast`.
 */
export const TIMES = { thinkFast: 140, reshuffle: 700 };

/** The table listens to the loop's news. @param {Table} tb */
export function follow(tb) {
  const { st, match, tempo, over } = tb;
  match.on("handoff", () => {
    over.hide();
    tempo.endSkip();
    st.hidden = true;
    st.handingOff = true;
    tb.update();
  });
  match.on("turn", (seat) => turn(tb, seat));
  match.on("played", (seat, move) => {
    if (seat !== null && tb.drivers[seat].kind !== "human") tempo.record(move);
  });
  match.on("refused", (_seat, error, { kind, move }) => {
    // The person's refused move is explained here (its card shakes). A remote seat's
    // refusal goes back to its device (its driver); a computer's is a defect, replaced.
    if (kind !== "human") return;
    st.dropFrom = null;
    const m = /** @type {Move} */ (move ?? {});
    const i = m.card ? st.order.indexOf(m.card) : -1;
    if (i >= 0) st.shake = { index: i, until: performance.now() + 420 };
    tb.texts.refuse(tb.texts.reason(error, m));
  });
  match.on("stalled", (seat, e) => {
    console.error(`the driver of seat ${seat} failed`, e);
    st.thinking = false;
    tb.update();
  });
  /** The round or the match is over: the results panel. */
  const rest = () => {
    st.refresh();
    tempo.endSkip();
    over.show();
    tb.update();
  };
  match.on("rested", rest);
  match.on("over", rest);
}

/** What the tables drawn ahead (./ahead.js) need of the table: its size, players and words. @param {Table} tb */
function aheadOf(tb) {
  return {
    ...tb.scene.surface.size(),
    players: tb.players,
    t: tb.t,
    lang: tb.lang,
    fourColour: tb.st.fourColour,
  };
}

/** A seat is asked for its move. @param {Table} tb @param {number} seat */
function turn(tb, seat) {
  const { st } = tb;
  tb.over.hide();
  if (tb.drivers[seat].kind === "human") {
    tb.tempo.endSkip();
    if (st.handingOff) {
      st.handingOff = false;
      st.focus = -1;
    }
    st.shownSeat = seat;
    st.hidden = false;
    st.refresh();
    yourTurn(tb);
    tb.update();
    // The hands the person's plays will show, drawn while they choose (./ahead.js).
    if (!fast()) prepareMine(st, aheadOf(tb));
    return;
  }
  // A computer (or a person elsewhere): its move, and after a draw the move that ends
  // its turn (asked with nothing new on screen).
  if (st.drawnBy) return;
  st.turnStarted = performance.now();
  st.thinking = true;
  tb.update();
}

/**
 * Shows a move the loop has played (and saved): the match's `show`; the next turn
 * begins once it resolves.
 * @param {Table} tb @param {number} seat @param {Move} move @param {import("./state.js").PlayResult} result
 */
export async function shown(tb, seat, move, result) {
  const { st } = tb;
  const driver = /** @type {import("../seats/drivers.js").Driver & { madeForThem?: () => boolean }} */ (
    tb.drivers[seat]
  );
  if (driver.kind === "human") {
    const code = move.card;
    // Where its card starts its flight: the drop point of a drag, or its place in the hand.
    const start = code ? (st.dropFrom ?? tb.flights.handPlace(code)) : null;
    st.dropFrom = null;
    tb.texts.clearRefusal();
    st.hint = null;
    // The tables drawn ahead for the moves not made are not to come (./ahead.js prepareMine).
    dropSpare();
    const landed = showMine(tb, move, result, start, driver.madeForThem?.() ?? false);
    if (landed) await landed;
    return;
  }
  // The view on screen after the move: the result's when the seat that moved is the
  // seat shown, else read once.
  const v = result.ok && result.view?.seat === st.shownSeat ? result.view : tb.game.view(st.shownSeat);
  /** @type {Played} */
  const played = { move, reshuffled: !!(move.draw && v.last?.reshuffled) };
  if (!st.drawnBy && move.draw && !v.roundOver && v.toMove === seat) {
    // Its turn goes on (O5): shown with the move that ends it.
    st.drawnBy = played;
    return;
  }
  const first = st.drawnBy ?? played;
  const second = st.drawnBy ? played : null;
  st.drawnBy = null;
  if (first.move.draw && !second) {
    // A draw that ended the turn by itself: nothing to show.
    st.thinking = false;
    tb.update();
    return;
  }
  await showTurn(tb, seat, first, second, v);
}

/**
 * After the person's move, once the state shows it: the hand hidden if the device goes
 * to someone else.
 * @param {Table} tb
 */
function afterMove(tb) {
  const { st } = tb;
  const v = st.view;
  if (v.roundOver || v.over) {
    // O7: hands are counted in the open.
    st.hidden = false;
  } else if (tb.hotSeat && v.toMove !== st.shownSeat && nextHuman(tb) !== st.shownSeat) {
    // The device goes to someone else: hide this hand at once.
    st.hidden = true;
    st.focus = -1;
  }
}

/** The first person's seat to move from now on (the seat to move included). @param {Table} tb */
function nextHuman(tb) {
  const from = tb.st.view.toMove ?? 0;
  for (let k = 0; k < tb.players; k++) {
    const s = (from + k) % tb.players;
    if (tb.seats[s]?.kind === "human") return s;
  }
  return -1;
}

/** A speech bubble by a seat ("Pass"). @param {Table} tb @param {number} seat @param {string} text */
function bubble(tb, seat, text) {
  const { st } = tb;
  st.bubbles = st.bubbles.filter((b) => b.until > performance.now() && b.seat !== seat);
  st.bubbles.push({ seat: seat === st.shownSeat ? -1 : seat, text, until: performance.now() + tb.tempo.pace().bubble });
  tb.scene.surface.invalidate();
}

/** The stock rebuilt from the pile: said, and a few cards sweep over. @param {Table} tb */
function showReshuffle(tb) {
  const { fly, pilePlace, stockPlace } = tb.flights;
  tb.texts.say(tb.t("reshuffled"));
  tb.st.reshuffledUntil = performance.now() + 1600;
  for (let i = 0; i < 4; i++) {
    tb.timers.later(() => fly(null, pilePlace(), stockPlace(), TIMES.reshuffle * 0.6), i * 70);
  }
  tb.scene.surface.invalidate();
}

/**
 * Shows the person's move, just played: a card flies from `start` to the pile (the
 * returned promise resolves once it has landed), a drawn card from the stock to the
 * hand, a pass with its bubble.
 * @param {Table} tb @param {Move} move @param {import("./state.js").PlayResult} res the engine's result
 * @param {Place | null} start @param {boolean} madeForThem a pass made for them (./tempo.js)
 * @returns {Promise<void> | null}
 */
function showMine(tb, move, res, start, madeForThem) {
  const { st, t, lang } = tb;
  const { fly, pilePlace, stockPlace, handPlace } = tb.flights;
  const say = tb.texts.say;
  const code = move.card;
  // The view after the move is the result's (the seat that moved is the seat shown).
  const view = res.ok ? res.view : undefined;
  if (code) {
    st.drawn = null;
    st.focus = -1;
    st.refresh(view);
    st.pending.pile = 1;
    say(t("youPlayed", { card: cardName(code, lang) }));
    afterMove(tb);
    tb.update();
    return (async () => {
      await fly(code, /** @type {Place} */ (start), { ...pilePlace(), rot: 0 }, tb.tempo.pace().play);
      // The flight ends inside an animation frame: what follows gets a task of its own.
      await tb.timers.pause(0);
      st.pending.pile = 0;
    })();
  }
  if (move.draw) {
    st.drawn = res.ok && typeof res.drawn === "string" ? res.drawn : null;
    st.refresh(view);
    if (st.view.last?.reshuffled) showReshuffle(tb);
    if (st.drawn) {
      const n = st.playable().size;
      say(`${t("youDrew", { card: cardName(st.drawn, lang) })} ${n > 0 ? t("playableN", { n }) : t("noPlayable")}`);
      st.focus = -1;
      st.pending.handCard = st.drawn;
      const drawn = st.drawn;
      fly(drawn, stockPlace(), handPlace(drawn), tb.tempo.pace().draw, true).then(() => {
        if (st.pending.handCard === drawn) st.pending.handCard = null;
        tb.update();
      });
    }
    afterMove(tb);
    tb.update();
    return null;
  }
  st.drawn = null;
  bubble(tb, st.shownSeat, t("pass"));
  say(madeForThem ? t("autoPassed") : t("youPassed"));
  st.refresh(view);
  afterMove(tb);
  tb.update();
  return null;
}

/**
 * Shows a computer's turn after its pause: its move, and after a draw the move that ends
 * the turn (O5), as one motion.
 * @param {Table} tb @param {number} seat @param {Played} first @param {Played | null} second
 * @param {import("./state.js").View} view the shown seat's view after the turn
 */
async function showTurn(tb, seat, first, second, view) {
  const { st, tempo } = tb;
  // The table as it will be once this turn is shown, drawn ahead (./ahead.js).
  if (!fast())
    prepareAhead(st, {
      ...aheadOf(tb),
      alive: tb.timers.alive,
      view,
    });
  // The pause before a card is shown counts from the start of the turn: the time the
  // worker took to decide is part of it.
  const cardTurn = !!(second ?? first).move.card;
  const pause = tempo.skipping() || !cardTurn ? 0 : fast() ? TIMES.thinkFast : tempo.pace().think;
  const left = pause - (performance.now() - st.turnStarted);
  if (left > 0) await tb.timers.pause(left);
  await motion(tb, seat, first, second, view);
  await tb.timers.pause(0);
  st.held = null;
  st.showing = "";
  st.thinking = false;
  tb.update();
}

/**
 * A computer's turn as one motion (./pacing.js): a turn that ends with a card, its
 * flight to the pile (after a draw, the draw's flight first); a turn that ends in a pass
 * (with or without a draw), one short motion with its "pass" bubble. While the person
 * skips, nothing is shown. Resolves once it has been shown.
 * @param {Table} tb @param {number} seat @param {Played} first @param {Played | null} second
 * @param {import("./state.js").View} view the shown seat's view after the turn
 */
function motion(tb, seat, first, second, view) {
  const { st, t, lang, nameOf, tempo } = tb;
  const { fly, seatPlace, pilePlace, stockPlace } = tb.flights;
  // The seat stays shown to move until its turn has been shown (the loop lets go).
  if (!tempo.skipping()) st.held = seat;
  st.refresh(view);
  const end = (second ?? first).move;
  const drew = !!second;
  /** @type {Promise<unknown>} */
  let done = Promise.resolve();
  if (!tempo.skipping()) {
    if (first.reshuffled) showReshuffle(tb);
    const p = tempo.pace();
    if (end.card) {
      const card = end.card;
      st.showing = drew
        ? t("drewPlayed", { name: nameOf(seat), card: cardName(card, lang) })
        : t("played", { name: nameOf(seat), card: cardName(card, lang) });
      tb.texts.say(st.showing);
      st.pending.pile = 1;
      const drawn = drew ? fly(null, stockPlace(), seatPlace(seat), p.draw) : Promise.resolve();
      done = drawn
        .then(() => fly(card, seatPlace(seat), pilePlace(), p.play, true))
        .then(() => {
          st.pending.pile = 0;
        });
    } else {
      st.showing = drew ? t("drewPassed", { name: nameOf(seat) }) : t("passed", { name: nameOf(seat) });
      tb.texts.say(st.showing);
      bubble(tb, seat, t("pass"));
      const wait = tb.timers.pause(fast() ? TIMES.thinkFast : p.pass);
      done = drew ? Promise.all([fly(null, stockPlace(), seatPlace(seat), p.pass), wait]) : wait;
    }
  }
  tb.update();
  return done;
}

/** Announces a person's turn, once per turn. @param {Table} tb */
function yourTurn(tb) {
  const { st, t, lang } = tb;
  const v = st.view;
  const key = `${v.round}:${v.played.length}:${v.history?.length ?? 0}:${st.shownSeat}`;
  if (key === st.announced || v.hasDrawn) return;
  st.announced = key;
  const n = st.playable().size;
  const who = tb.hotSeat ? `${tb.nameOf(st.shownSeat)}: ` : "";
  const text =
    who +
    t("yourTurnAnnounce", { card: cardName(v.top, lang), playable: n > 0 ? t("playableN", { n }) : t("noPlayable") });
  // The person may ask for a hint while the last move still lands (their turn shows as
  // soon as that move is known): the hint is told again after the turn, not lost.
  tb.texts.say(st.hint ? `${text} ${tb.texts.hintText(st.hint)}` : text);
}

/** Cards fly from the stock to every seat, one round of the deal shown. @param {Table} tb */
function deal(tb) {
  const { st } = tb;
  if (fast()) return Promise.resolve();
  st.dealing = true;
  const v = st.view;
  const all = [];
  for (let k = 1; k <= tb.players; k++) {
    const seat = (v.dealer + k) % tb.players;
    all.push(
      new Promise((resolve) =>
        tb.timers.later(
          () =>
            tb.flights
              .fly(null, tb.flights.stockPlace(), tb.flights.seatPlace(seat), 300)
              .then(() => resolve(undefined)),
          k * 80,
        ),
      ),
    );
  }
  return Promise.all(all).then(() => {
    st.dealing = false;
    tb.update();
  });
}

/** Deals the next round (the results panel's button, or the controller). @param {Table} tb */
export function nextRound(tb) {
  const { st, match } = tb;
  if (!tb.timers.alive()) return { ok: false, error: { code: "bad-input", message: "gone" } };
  // A guest's mirror deals it with nextRound(), once the host has.
  const next = tb.game.nextRound?.bind(tb.game);
  const play = next ? () => next() : undefined;
  const res = match.act({ nextRound: true }, { play, start: false });
  if (!res.ok) {
    tb.texts.refuse(tb.texts.reason(/** @type {{ code: string, message: string }} */ (res.error), {}));
    return res;
  }
  tb.over.hide();
  st.drawn = null;
  st.hint = null;
  st.held = null;
  st.hidden = tb.hotSeat || st.watching;
  match.release();
  // A new round: its first turn is announced again.
  st.announced = "";
  st.refresh();
  tb.texts.say(tb.t("dealt", { n: st.view.round, name: tb.nameOf(st.view.dealer) }));
  deal(tb).then(() => match.start());
  tb.update();
  return res;
}

/** Starts the table: a new game's deal is shown first. @param {Table} tb @param {boolean} resumed */
export function start(tb, resumed) {
  const { st } = tb;
  st.held = null;
  if (!resumed) {
    tb.texts.say(tb.t("dealt", { n: st.view.round, name: tb.nameOf(st.view.dealer) }));
    deal(tb).then(() => tb.match.start());
  } else {
    tb.match.start();
  }
}
