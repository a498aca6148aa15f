// @ts-check
// The Оттава table's state, without DOM: the engine's game handle, the view drawn,
// the order of the hand on screen, what is selected, hinted or in flight. The rules
// live in the engine: what is legal comes from `view.legal` and every move goes
// through `game.play`.
import { sortHand } from "./deck.js";

/**
 * @typedef {{ seat: number, kind: "play" | "draw" | "pass", card?: string, reshuffled?: boolean, top?: string }} Action
 * @typedef {{ winner: number | null, blocked: boolean, points: number[], handPoints: number[] }} RoundResult
 * @typedef {{
 *   seat: number, players: number, toMove: number | null, dealer: number, round: number,
 *   hand: string[], handSizes: number[], stock: number, discard: number, top: string,
 *   played: string[], hasDrawn: boolean, legal: Move[], scores: number[],
 *   last: Action | null, history?: Action[], roundOver: boolean,
 *   roundResult: RoundResult | null, over: boolean, winners: number[],
 *   rules?: { scoring: string, target: number, rounds: number | null, wrapAce: boolean, mustDrawWhenStuck: boolean }
 * }} View
 * @typedef {import("../games.js").Seat} Seat
 * @typedef {{ card?: string, draw?: boolean, pass?: boolean, nextRound?: boolean }} Move
 * @typedef {{ ok: true, roundOver?: boolean, over?: boolean, drawn?: string | null, view?: View }
 *   | { ok: false, error: { code: string, message: string } }} PlayResult
 *   the engine's answer to a move (`view`: the view of the seat that moved, after it)
 * @typedef {{ move: Move, reshuffled: boolean }} Played a move played, and whether its draw rebuilt the stock
 *
 * The game the table plays: the engine's `OttawaGame`, or a guest's mirror of the host's
 * game (www/net/mirror.js), which has the methods a table uses.
 * @typedef {object} OttawaGame
 * @property {(seat?: number) => View} view
 * @property {(move: Move) => PlayResult} play
 * @property {() => string} save
 * @property {() => PlayResult} [nextRound]
 *
 * The table: its state and its parts, built once by ./table.js and handed whole to the
 * functions that follow the loop (./follow.js), take the person's intents
 * (./intents.js) and answer for the table (./controller.js).
 * @typedef {object} Table
 * @property {import("../games.js").GameConfig} config
 * @property {OttawaGame} game
 * @property {TableState} st what is shown (the view, the hand's order, what flies, is held, hinted)
 * @property {Seat[]} seats
 * @property {number} players
 * @property {boolean} hotSeat more than one person at this device
 * @property {import("../seats/drivers.js").Driver[]} drivers one per seat
 * @property {boolean} hints whether the Hint button is offered
 * @property {import("../seats/drivers.js").Driver} hinter where hints come from
 * @property {import("../games.js").Translate} t
 * @property {"en" | "ru"} lang
 * @property {(seat: number) => string} nameOf a seat's name for sentences
 * @property {import("./timers.js").Timers} timers
 * @property {import("./texts.js").Texts} texts what is said, the refusal on the status line
 * @property {import("./tempo.js").Tempo} tempo the speed, the skip, the pass made for the person
 * @property {ReturnType<typeof import("./panels.js").tablePanels>} panels the page around the canvas
 * @property {import("./scene.js").Scene} scene the canvas
 * @property {import("./flights.js").Flights} flights
 * @property {{ show: () => void, hide: () => void }} over the results panel (./over.js)
 * @property {import("../seats/match.js").Match} match the turn loop
 * @property {() => void} update brings every DOM part in line with the state, redraws the canvas
 */

/** The version of what the table hands to `persist`. */
export const SAVE_FORMAT = 1;

/**
 * The engine's options from the menu's (`rounds: 0` means "play to the target").
 * @param {Record<string, unknown>} o
 * @param {number} players
 * @param {string} seed
 */
export function engineOptions(o, players, seed) {
  return {
    players,
    seed,
    scoring: /** @type {"penalty" | "collect"} */ (o.scoring === "penalty" ? "penalty" : "collect"),
    target: Number(o.target) > 0 ? Number(o.target) : 100,
    rounds: Number(o.rounds) > 0 ? Number(o.rounds) : null,
    wrapAce: !!o.wrapAce,
    mustDrawWhenStuck: !!o.mustDrawWhenStuck,
  };
}

/** Whether `legal` (a view's legal moves) holds a move like `m`. */
export function hasMove(/** @type {Move[]} */ legal, /** @type {Move} */ m) {
  return legal.some(
    (l) =>
      (m.card !== undefined && l.card === m.card) ||
      (m.draw && l.draw) ||
      (m.pass && l.pass) ||
      (m.nextRound && l.nextRound),
  );
}

/**
 * No card in flight: the display adjustments of `TableState.pending` all at rest.
 * @returns {{ pile: number, stock: number, hands: Record<number, number>, handCard: string | null }}
 */
export function noPending() {
  return { pile: 0, stock: 0, hands: {}, handCard: null };
}

/**
 * The table's game and state from the shell's config: a new deal, or the game
 * `config.resume` holds (the table's last `persist`), with its hand's order and colours.
 * Throws an Error whose message starts with `bad-save` when the save cannot be used.
 * @param {import("../games.js").GameConfig} config
 * @returns {{ game: OttawaGame, st: TableState, saved: Record<string, unknown> | null }}
 */
export function openTable(config) {
  const { engine, seats } = config;
  const players = seats.length;
  if (typeof engine?.OttawaGame !== "function") throw new Error("bad-engine: this build of the engine has no Оттава");
  let fourColour = !!config.options.fourColour;
  let game;
  const saved = /** @type {Record<string, unknown> | null} */ (config.resume);
  if (saved) {
    if (typeof saved !== "object" || saved.format !== SAVE_FORMAT || typeof saved.save !== "string")
      throw new Error("bad-save: not a saved game of this table");
    try {
      game = engine.OttawaGame.load(saved.save);
    } catch (e) {
      throw new Error(`bad-save: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (typeof saved.fourColour === "boolean") fourColour = saved.fourColour;
  } else {
    game = new engine.OttawaGame(engineOptions(config.options, players, config.seed));
  }
  // A game that opened gives views, never refusals: the engine's game as the table reads it.
  const opened = /** @type {OttawaGame} */ (/** @type {unknown} */ (game));
  const st = new TableState(opened, seats);
  if (st.view.handSizes.length !== players) throw new Error("bad-save: the saved game has another number of seats");
  if (saved && (saved.sortBy === "rank" || saved.sortBy === "suit")) st.sort(saved.sortBy);
  if (saved && saved.sortBy === "custom" && Array.isArray(saved.order)) {
    st.order = saved.order.filter((c) => st.view.hand.includes(c));
    st.sortBy = "custom";
    st.syncOrder();
  }
  st.fourColour = fourColour;
  st.picked = config.picked ?? null;
  return { game: opened, st, saved };
}

export class TableState {
  /**
   * @param {OttawaGame} game
   * @param {Seat[]} seats
   */
  constructor(game, seats) {
    this.game = game;
    this.seats = seats;
    /** The seats played by people on this device. */
    this.humans = seats.map((s, i) => (s.kind === "human" ? i : -1)).filter((i) => i >= 0);
    /** Whose hand is on screen (a person's seat; seat 0 when only computers play). */
    this.shownSeat = this.humans[0] ?? 0;
    /** True while the shown hand must stay face down (hot seat, between people; a watcher's table). */
    this.hidden = false;
    /**
     * A watcher's table (www/net/watchers.js): the public view holds no hand, so the hand
     * at the table's foot is its seat's count of backs (O7: hands are counted in the open).
     */
    this.watching = false;
    /** @type {"suit" | "rank" | "custom"} */
    this.sortBy = "suit";
    /** @type {string[]} the shown hand, in screen order */
    this.order = [];
    /** Keyboard focus in the hand (index in `order`), -1 for none. */
    this.focus = -1;
    /** @type {string | null} the card the shown seat drew this turn */
    this.drawn = null;
    /** @type {Move | null} the last hint, highlighted until the next move */
    this.hint = null;
    /**
     * @type {Set<string> | null} the cards shown picked (lifted, gold) in place of the cards
     *   that may be played (`config.picked`: the trainer's question is which they are)
     */
    this.picked = null;
    /** @type {{ index: number, x: number, y: number, dx: number, dy: number, over?: boolean } | null} a card being dragged (`over`: above the pile) */
    this.drag = null;
    /** @type {{ index: number, until: number } | null} a refused card shaking */
    this.shake = null;
    /** @type {{ seat: number, text: string, until: number }[]} speech bubbles ("Pass") */
    this.bubbles = [];
    /** @type {import("./render.js").Flight[]} cards in flight */
    this.flights = [];
    /** Display adjustments while cards fly: pile cards not yet landed, hand counts. */
    this.pending = noPending();
    /** Until when (performance.now() time) the stock's "reshuffled" label shows. */
    this.reshuffledUntil = 0;
    /** @type {View} */
    this.view = this.game.view(this.shownSeat);
    /**
     * A seat whose turn is still being shown (its card on its way to the pile): the
     * table shows that seat to move until the turn has landed, not the next one.
     * @type {number | null}
     */
    this.held = null;
    /** @type {View[] | null} every seat's view once a round is over (hands counted in the open) */
    this.revealed = null;
    /** Cards drawn in four colours (clubs green, diamonds blue). */
    this.fourColour = false;
    /** True while a seat not played here (a computer, a person elsewhere) is asked for its move or its turn is shown. */
    this.thinking = false;
    /** True while the device is handed to the next person (hot seat). */
    this.handingOff = false;
    /** True while the cards of a new round are dealt. */
    this.dealing = false;
    /** What the turn being shown did (the status line says it while its card lands). */
    this.showing = "";
    /** @type {import("./layout.js").Place | null} where the person's card starts its flight (a drag's drop point) */
    this.dropFrom = null;
    /** @type {Played | null} a computer's draw, shown with the move that ends its turn (./follow.js) */
    this.drawnBy = null;
    /** When the turn of the seat not played here began (its pause counts from then). */
    this.turnStarted = 0;
    /** The person's turn last announced (once per turn). */
    this.announced = "";
    this.syncOrder();
  }

  /** Whether the table is showing something or waiting for a seat not played here. */
  busy() {
    return this.thinking || this.handingOff || this.flights.length > 0 || this.dealing;
  }

  /**
   * A copy of this table as it will be once what is shown now has landed: the engine's
   * position, nothing held, hinted, dragged, shaking, flying or said (the table drawn
   * ahead, ./ahead.js). This table is not changed.
   * @param {View} [view] the shown seat's view then, when known
   * @returns {TableState}
   */
  settled(view) {
    const next = /** @type {TableState} */ (Object.create(this));
    next.held = null;
    next.hint = null;
    next.drag = null;
    next.shake = null;
    next.flights = [];
    next.bubbles = [];
    next.pending = noPending();
    next.refresh(view);
    return next;
  }

  /**
   * Reads the view of the shown seat again (after every move), unless it is given (a
   * move's result holds the view of the seat that moved).
   * @param {View} [view]
   */
  refresh(view) {
    this.view = view ?? this.game.view(this.shownSeat);
    if (this.view.roundOver) {
      // O7: at the end of a round every hand is counted in the open, so the table
      // shows them all; each seat's view holds its own hand.
      this.revealed = this.seats.map((_, s) => this.game.view(s));
    } else {
      this.revealed = null;
    }
    // The drawn card stays marked until the turn ends.
    const v = this.view;
    if (!(this.drawn && v.toMove === this.shownSeat && v.hasDrawn && v.hand.includes(this.drawn))) this.drawn = null;
    this.syncOrder();
  }

  /** Keeps `order` the shown hand: new cards go to their sorted place, gone cards leave. */
  syncOrder() {
    if (this.watching) {
      const n = Math.max(0, this.view.handSizes[this.shownSeat] ?? 0);
      this.order = Array.from({ length: n }, (_, i) => `?${i}`);
      this.focus = -1;
      return;
    }
    const hand = this.view.hand;
    if (this.sortBy !== "custom") {
      this.order = sortHand(hand, this.sortBy);
    } else {
      const kept = this.order.filter((c) => hand.includes(c));
      for (const c of hand) if (!kept.includes(c)) kept.push(c);
      this.order = kept;
    }
    if (this.focus >= this.order.length) this.focus = this.order.length - 1;
  }

  /** @param {"suit" | "rank"} by */
  sort(by) {
    this.sortBy = by;
    const focused = this.order[this.focus];
    this.syncOrder();
    if (focused) this.focus = this.order.indexOf(focused);
  }

  /** Moves the card at screen position `from` to `to` (the hand becomes "custom"). */
  moveCard(/** @type {number} */ from, /** @type {number} */ to) {
    if (from === to || from < 0 || from >= this.order.length) return;
    const [c] = this.order.splice(from, 1);
    this.order.splice(Math.max(0, Math.min(this.order.length, to)), 0, c);
    this.sortBy = "custom";
  }

  /** The seat shown to move: the view's, or the seat whose turn is still being shown. */
  toMove() {
    return this.held ?? this.view.toMove;
  }

  /** Whether the shown seat is to move now (and may act). */
  myTurn() {
    const v = this.view;
    return !v.roundOver && !v.over && this.toMove() === this.shownSeat && this.seats[this.shownSeat]?.kind === "human";
  }

  /** The cards of the shown hand that may be played now (from the engine). */
  playable() {
    if (!this.myTurn()) return new Set();
    if (this.picked) return this.picked;
    return new Set(this.view.legal.filter((m) => typeof m.card === "string").map((m) => m.card));
  }

  canDraw() {
    return this.myTurn() && hasMove(this.view.legal, { draw: true });
  }

  canPass() {
    return this.myTurn() && hasMove(this.view.legal, { pass: true });
  }

  /** The shown hand's card at screen position `i`, or undefined. */
  cardAt(/** @type {number} */ i) {
    return this.order[i];
  }

  /** What `persist` keeps besides the engine's save: how the hand is arranged. */
  toSave() {
    return {
      format: SAVE_FORMAT,
      save: this.game.save(),
      sortBy: this.sortBy,
      order: this.order,
    };
  }
}
