// @ts-check
// How the Оттава table shows what was played: the person's card flying to the pile or
// the card they drew flying to their hand, a computer's turn as one motion after its
// pause (./pacing.js, ./tempo.js), the "pass" bubbles, the reshuffle, the deal of a
// round, and the announcement of a person's turn. It changes only what is on screen:
// the moves are played before they are shown.
import { cardName } from "./strings.js";
import { fast } from "./flights.js";

/** @typedef {import("./state.js").Move} Move */
/** @typedef {import("./layout.js").Place} Place */
/** @typedef {{ move: Move, reshuffled: boolean }} Played a move played, and whether its draw rebuilt the stock */

/**
 * Times (ms) that do not depend on the speed setting (./pacing.js has those); with
 * reduced motion, flights are instant and computers think `thinkFast`.
 */
export const TIMES = { thinkFast: 140, reshuffle: 700 };

/**
 * @param {{ st: import("./state.js").TableState, players: number, hotSeat: boolean,
 *   t: (key: string, params?: any) => string, lang: "en" | "ru", nameOf: (seat: number) => string,
 *   tempo: ReturnType<typeof import("./tempo.js").tableTempo>, messages: import("./messages.js").Messages,
 *   flights: import("./flights.js").Flights, scene: import("./scene.js").Scene,
 *   timers: import("./timers.js").Timers, update: () => void }} d
 */
export function tableShow(d) {
  const { st, t, lang, nameOf, tempo, flights, timers } = d;
  const { say } = d.messages;
  const { fly, seatPlace, pilePlace, stockPlace, handPlace } = flights;
  const pace = () => tempo.pace();
  const invalidate = () => d.scene.surface.invalidate();

  function bubble(/** @type {number} */ seat, /** @type {string} */ text) {
    st.bubbles = st.bubbles.filter((b) => b.until > performance.now() && b.seat !== seat);
    st.bubbles.push({ seat: seat === st.shownSeat ? -1 : seat, text, until: performance.now() + pace().bubble });
    invalidate();
  }

  function showReshuffle() {
    say(t("reshuffled"));
    st.reshuffledUntil = performance.now() + 1600;
    // A few cards sweep from the pile into the stock.
    for (let i = 0; i < 4; i++) {
      timers.later(() => fly(null, pilePlace(), stockPlace(), TIMES.reshuffle * 0.6), i * 70);
    }
    invalidate();
  }

  /**
   * Shows the person's move, just played: a card flies from `start` to the pile (the
   * returned promise resolves once it has landed), a drawn card from the stock to the
   * hand, a pass with its bubble. `afterMove` (saving, hiding the hand) runs once the
   * state shows the move, before the page is brought in line with it.
   * @param {Move} move @param {any} res the engine's result @param {Place | null} start
   * @param {boolean} madeForThem a pass made for them (./tempo.js) @param {() => void} afterMove
   * @returns {Promise<void> | null}
   */
  function mine(move, res, start, madeForThem, afterMove) {
    const code = move.card;
    if (code) {
      st.drawn = null;
      st.focus = -1;
      st.refresh();
      st.pending.pile = 1;
      say(t("youPlayed", { card: cardName(code, lang) }));
      afterMove();
      d.update();
      return (async () => {
        await fly(code, /** @type {Place} */ (start), { ...pilePlace(), rot: 0 }, pace().play);
        // The flight ends inside an animation frame: what follows gets a task of its own.
        await timers.pause(0);
        st.pending.pile = 0;
      })();
    }
    if (move.draw) {
      st.drawn = typeof res.drawn === "string" ? res.drawn : null;
      st.refresh();
      if (st.view.last?.reshuffled) showReshuffle();
      if (st.drawn) {
        const n = st.playable().size;
        say(`${t("youDrew", { card: cardName(st.drawn, lang) })} ${n > 0 ? t("playableN", { n }) : t("noPlayable")}`);
        st.focus = -1;
        st.pending.handCard = st.drawn;
        const drawn = st.drawn;
        fly(drawn, stockPlace(), handPlace(drawn), pace().draw, true).then(() => {
          if (st.pending.handCard === drawn) st.pending.handCard = null;
          d.update();
        });
      }
      afterMove();
      d.update();
      return null;
    }
    st.drawn = null;
    bubble(st.shownSeat, t("pass"));
    say(madeForThem ? t("autoPassed") : t("youPassed"));
    st.refresh();
    afterMove();
    d.update();
    return null;
  }

  /**
   * Shows a computer's turn: its move, and after a draw the move that ends the turn
   * (O5), as one motion (./pacing.js): a turn that ends with a card, its flight to the
   * pile (after a draw, the draw's flight first); a turn that ends in a pass (with or
   * without a draw), one short motion with its "pass" bubble. While the person skips,
   * nothing is shown. Resolves once it has been shown.
   * @param {number} seat @param {Played} first @param {Played | null} second
   */
  function turn(seat, first, second) {
    // The seat stays shown to move until its turn has been shown (the loop lets go).
    if (!tempo.skipping()) st.held = seat;
    st.refresh();
    const end = (second ?? first).move;
    const drew = !!second;
    /** @type {Promise<unknown>} */
    let shown = Promise.resolve();
    if (!tempo.skipping()) {
      if (first.reshuffled) showReshuffle();
      const p = pace();
      if (end.card) {
        const card = end.card;
        st.showing = drew
          ? t("drewPlayed", { name: nameOf(seat), card: cardName(card, lang) })
          : t("played", { name: nameOf(seat), card: cardName(card, lang) });
        say(st.showing);
        st.pending.pile = 1;
        const drawn = drew ? fly(null, stockPlace(), seatPlace(seat), p.draw) : Promise.resolve();
        shown = drawn
          .then(() => fly(card, seatPlace(seat), pilePlace(), p.play, true))
          .then(() => {
            st.pending.pile = 0;
          });
      } else {
        st.showing = drew ? t("drewPassed", { name: nameOf(seat) }) : t("passed", { name: nameOf(seat) });
        say(st.showing);
        bubble(seat, t("pass"));
        const wait = timers.pause(fast() ? TIMES.thinkFast : p.pass);
        shown = drew ? Promise.all([fly(null, stockPlace(), seatPlace(seat), p.pass), wait]) : wait;
      }
    }
    d.update();
    return shown;
  }

  /** Announces a person's turn, once per turn. */
  let announcedTurn = "";
  function yourTurn() {
    const v = st.view;
    const key = `${v.round}:${v.played.length}:${v.history?.length ?? 0}:${st.shownSeat}`;
    if (key === announcedTurn || v.hasDrawn) return;
    announcedTurn = key;
    const n = st.playable().size;
    const who = d.hotSeat ? `${nameOf(st.shownSeat)}: ` : "";
    const text =
      who +
      t("yourTurnAnnounce", { card: cardName(v.top, lang), playable: n > 0 ? t("playableN", { n }) : t("noPlayable") });
    // The person may ask for a hint while the last move still lands (their turn shows as
    // soon as that move is known): the hint is told again after the turn, not lost.
    say(st.hint ? `${text} ${d.messages.hintText(st.hint)}` : text);
  }

  /** Cards fly from the stock to every seat, one round of the deal shown. */
  function deal() {
    if (fast()) return Promise.resolve();
    st.dealing = true;
    const v = st.view;
    const all = [];
    for (let k = 1; k <= d.players; k++) {
      const seat = (v.dealer + k) % d.players;
      all.push(
        new Promise((resolve) =>
          timers.later(() => fly(null, stockPlace(), seatPlace(seat), 300).then(() => resolve(undefined)), k * 80),
        ),
      );
    }
    return Promise.all(all).then(() => {
      st.dealing = false;
      d.update();
    });
  }

  return {
    mine,
    turn,
    yourTurn,
    deal,
    /** A new round: its first turn is announced again. */
    newRound() {
      announcedTurn = "";
    },
  };
}

/** @typedef {ReturnType<typeof tableShow>} Show */
