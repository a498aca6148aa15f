// @ts-check
// The Оттава table: `mount(element, config)` → controller (what the shell needs to
// offer the game, its descriptor, is ./game.js). The table asks the engine what is legal
// (`view().legal`) and plays every move through `game.play`; it knows no rule.
//
// Turn flow: the turn loop asks each seat's driver (www/seats/) for its move: people
// act through the canvas (tap, drag), the hand's buttons (keyboard) or the action bar;
// computer players decide in the engine's worker (a draw and what follows it make one
// turn, shown as one motion after a short pause, paced by the speed setting:
// ./pacing.js, ./tempo.js). The table plays each move, animates it, announces it in
// the live region and saves it (`persist`).
import { createSurface, reducedMotion } from "../canvas.js";
import { h } from "../shell/dom.js";
import { CARD_ASPECT } from "./deck.js";
import { TableState, engineOptions, hasMove, noPending, SAVE_FORMAT } from "./state.js";
import { layoutFor, dropOnPile } from "./layout.js";
import { drawTable, drawMoving } from "./render.js";
import { whenTurnedDrawn } from "./turned.js";
import { prepareAhead } from "./ahead.js";
import { statusText, playerLines } from "./status.js";
import { attachPointer } from "./input.js";
import { cardName } from "./strings.js";
import { adoptStyles } from "./style.js";
import { tableTempo } from "./tempo.js";
import { resultsPanel } from "./results.js";
import { handButtons } from "./hand-buttons.js";
import { createDrivers, hintDriver, Turns } from "../seats/drivers.js";

/** @typedef {import("../games.js").GameConfig} GameConfig */
/** @typedef {import("./state.js").Move} Move */
/** @typedef {import("./layout.js").Place} Place */

/**
 * Times (ms) that do not depend on the speed setting (./pacing.js has those); with
 * reduced motion, flights are instant and computers think `thinkFast`.
 */
const TIMES = { thinkFast: 140, reshuffle: 700, refusal: 4500 };

/**
 * Builds the table in `element`.
 * @param {HTMLElement} element
 * @param {GameConfig} config
 */
export function mount(element, config) {
  const { engine, t, lang } = config;
  const seats = config.seats;
  const players = seats.length;
  /** @type {(() => void)[]} */
  const cleanups = [];
  let dead = false;

  // --- the game ---------------------------------------------------------------------
  if (typeof engine?.OttawaGame !== "function") throw new Error("bad-engine: this build of the engine has no Оттава");
  let fourColour = !!config.options.fourColour;
  let game;
  /** @type {any} */
  const saved = config.resume;
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
  const st = new TableState(game, seats);
  if (st.view.handSizes.length !== players) throw new Error("bad-save: the saved game has another number of seats");
  if (saved && (saved.sortBy === "rank" || saved.sortBy === "suit")) st.sort(saved.sortBy);
  if (saved && saved.sortBy === "custom" && Array.isArray(saved.order)) {
    st.order = saved.order.filter((/** @type {any} */ c) => st.view.hand.includes(c));
    st.sortBy = "custom";
    st.syncOrder();
  }
  const hotSeat = st.humans.length > 1;
  const drivers = config.drivers ?? createDrivers(seats, { think: config.think, engine });
  /** Hints: what the hard computer player would do for the person to move (on a guest's table, worked out by the host). */
  const hints = config.hints !== false;
  const hinter = config.hinter ?? hintDriver({ think: config.think, engine });
  const turns = new Turns();
  cleanups.push(() => {
    turns.close();
    for (const d of drivers) d.dispose();
  });
  // Hot seat: no hand is shown before its owner has taken the device.
  st.hidden = hotSeat;

  // --- the DOM ----------------------------------------------------------------------
  adoptStyles();
  const statusLine = h("p", { class: "ot-status", dataset: { role: "turn" } });
  const feltBox = h("div", { class: "ot-felt" });
  const handGroup = h("div", { class: "ot-hand sr-only-focusable", role: "group", "aria-label": t("handLabel") });
  const players$ = h("ul", { class: "ot-sr" , "aria-label": t("scoresLabel") });
  const keysHelp = h("p", { class: "ot-sr", id: "ot-keys" }, t("keysHelp"));
  const panel = h("div", { class: "ot-panel", hidden: true });
  const btn = {
    draw: h("button", { class: "ot-btn primary", dataset: { action: "draw" }, onclick: () => humanDraw() }, t("draw")),
    pass: h("button", { class: "ot-btn primary", dataset: { action: "pass" }, onclick: () => humanPass() }, t("pass")),
    hint: h("button", { class: "ot-btn", dataset: { action: "hint" }, onclick: () => showHint() }, t("hint")),
    sort: h(
      "button",
      { class: "ot-btn ot-iconish", dataset: { action: "sort" }, onclick: () => toggleSort() },
      h("span", { class: "ot-ico", "aria-hidden": "true" }, "⇅"),
      h("span", { class: "ot-lbl" }, t("sortRank")),
    ),
    colours: h(
      "button",
      {
        class: "ot-btn ot-iconish",
        dataset: { action: "four-colour" },
        "aria-pressed": String(fourColour),
        "aria-label": t("optFourColour"),
        title: t("optFourColour"),
        onclick: () => toggleColours(),
      },
      h("span", { class: "ot-swatch", "aria-hidden": "true" }),
      h("span", { class: "ot-lbl" }, t("fourColour")),
    ),
  };
  const tempo = tableTempo({
    t,
    lang,
    prefs: config.prefs ?? {},
    save: (p) => config.savePrefs?.(p),
    changed: () => {
      landAll();
      update();
    },
    later,
    view: () => game.view(st.shownSeat),
    computersToPlay: () => {
      const v = st.view;
      return st.humans.length > 0 && !v.roundOver && !v.over && seats[v.toMove ?? -1]?.kind === "ai";
    },
    say,
  });
  // The person's drivers pass for them when they asked for it (./tempo.js).
  drivers.forEach((d, i) => {
    if (d.kind === "human") drivers[i] = tempo.passFor(/** @type {any} */ (d));
  });
  const pace = () => tempo.pace();
  const actions = h(
    "div",
    { class: "ot-actions" },
    btn.draw,
    btn.pass,
    btn.hint,
    tempo.skipButton,
    h("span", { class: "ot-space" }),
    btn.sort,
    btn.colours,
    tempo.row,
  );
  const root = h(
    "div",
    { class: "ot", dataset: { table: "ottawa" } },
    statusLine,
    feltBox,
    handGroup,
    actions,
    players$,
    keysHelp,
  );
  feltBox.append(panel);
  element.append(root);
  cleanups.push(() => root.remove());

  const surface = createSurface(feltBox, (ctx, w, hh) => draw(ctx, w, hh), {
    label: t("canvasLabel"),
    moving: (ctx, w, hh) => drawMovingPart(ctx, w, hh),
  });
  cleanups.push(() => surface.destroy());
  surface.canvas.classList.add("ot-canvas");
  surface.canvas.setAttribute("aria-describedby", "ot-keys");

  /** @type {import("./layout.js").Layout | null} */
  let lay = null;
  function currentLayout() {
    const { width, height } = surface.size();
    lay = layoutFor(st, width, height, players);
    return lay;
  }

  /**
   * The still table; a card shaking is redrawn every frame, a speech bubble or the
   * reshuffle notice once more when it ends.
   * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} hh
   */
  function draw(ctx, w, hh) {
    const now = performance.now();
    const l = currentLayout();
    if (w < 10 || hh < 10) return;
    // A turned card drawn before its bitmap was: the table again once it is.
    if (!drawTable(ctx, l, { st, t, lang, fourColour, now })) whenTurnedDrawn(redrawTurned);
    if (st.shake && st.shake.until > now) surface.invalidate();
    const ends = [...st.bubbles.map((b) => b.until), st.reshuffledUntil].filter((u) => u > now);
    if (ends.length) redrawAt(Math.min(...ends));
  }

  const redrawTurned = () => {
    if (!dead) surface.invalidate();
  };

  /** The still table's next timed redraw. @type {{ at: number, id: ReturnType<typeof setTimeout> } | null} */
  let timedRedraw = null;
  /** Redraws the still table at `at` (performance.now() time). @param {number} at */
  function redrawAt(at) {
    if (timedRedraw && timedRedraw.at <= at) return;
    if (timedRedraw) clearTimeout(timedRedraw.id);
    const id = later(
      () => {
        timedRedraw = null;
        surface.invalidate();
      },
      Math.max(0, at - performance.now()) + 1,
    );
    timedRedraw = { at, id };
  }

  /** What moves over the still table, drawn every frame while cards fly. @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} hh */
  function drawMovingPart(ctx, w, hh) {
    if (w < 10 || hh < 10) return;
    drawMoving(ctx, L(), { st, t, lang, fourColour, now: performance.now() });
    if (st.flights.length > 0) surface.animate();
  }

  // --- timers and flights -------------------------------------------------------------
  /** @type {Set<ReturnType<typeof setTimeout>>} */
  const timers = new Set();
  /** @param {() => void} fn @param {number} ms */
  function later(fn, ms) {
    const id = setTimeout(() => {
      timers.delete(id);
      if (!dead) fn();
    }, ms);
    timers.add(id);
    return id;
  }
  cleanups.push(() => {
    for (const id of timers) clearTimeout(id);
    timers.clear();
  });
  const fast = () => reducedMotion();
  let aiPending = false;
  let handoffPending = false;
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
      surface.invalidate();
      const finish = () => {
        const i = st.flights.indexOf(f);
        if (i >= 0) st.flights.splice(i, 1);
        flightDone = flightDone.filter((x) => x !== finish);
        surface.invalidate();
        resolve();
      };
      flightDone.push(finish);
      later(finish, ms);
    });
  }
  /** Lands every card in flight at once (a person acts before they landed). */
  function landAll() {
    for (const f of [...flightDone]) f();
    st.pending = noPending();
  }

  // --- places on screen ---------------------------------------------------------------
  const L = () => lay ?? currentLayout();
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
    const l = currentLayout();
    const i = st.order.indexOf(code);
    return i >= 0 ? { ...l.hand[i] } : seatPlace(st.shownSeat);
  }
  /** Viewport coordinates of a point of the canvas. */
  function toViewport(/** @type {number} */ x, /** @type {number} */ y) {
    const r = surface.canvas.getBoundingClientRect();
    return { x: r.left + x, y: r.top + y };
  }

  // --- messages -----------------------------------------------------------------------
  /** @type {{ text: string, until: number } | null} */
  let refusal = null;
  /** @type {string[]} what is still to be said this task */
  let saying = [];
  /**
   * Says `text` in the live region. What is said in one task goes out as one
   * announcement: a screen reader would only read the last of several quick changes.
   * @param {string} text
   */
  function say(text) {
    saying.push(text);
    if (saying.length > 1) return;
    queueMicrotask(() => {
      const all = saying.join(" ");
      saying = [];
      if (!dead) config.announce(all);
    });
  }
  /** Shows and announces why a move was refused. @param {string} text */
  function refuse(text) {
    refusal = { text, until: performance.now() + TIMES.refusal };
    say(text);
    update();
    later(() => update(), TIMES.refusal + 50);
  }
  /**
   * The person-facing reason for an engine refusal.
   * @param {{ code: string, message: string }} err @param {Move} move
   */
  function reason(err, move) {
    if (err.code === "no-match" && move.card)
      return t("err_no-match", { card: cardName(move.card, lang), top: cardName(st.view.top, lang) });
    if (err.code === "illegal" && move.pass && hasMove(game.view(st.shownSeat).legal, { draw: true })) return t("err_must_draw");
    const key = `err_${err.code}`;
    const s = t(key);
    // Every code has a sentence in both languages (shell/errors.js); an unknown one is named, never the engine's English.
    return s === key ? t("err_other", { message: err.code }) : s;
  }
  /** A seat's name for sentences. */
  const nameOf = (/** @type {number} */ s) => seats[s]?.name ?? `#${s + 1}`;

  // --- the visible status line, the buttons, the hidden hand buttons ----------------------
  /** Brings every DOM part in line with the state and redraws the canvas. */
  function update() {
    if (dead) return;
    const v = st.view;
    const mine = st.myTurn() && !st.hidden;
    const status = statusText(st, {
      t,
      lang,
      seats,
      nameOf,
      skipping: tempo.skipping(),
      refusal: refusal && refusal.until > performance.now() ? refusal.text : null,
      showing: st.held !== null ? showing : "",
    });
    if (statusLine.textContent !== status) statusLine.textContent = status;
    surface.canvas.setAttribute(
      "aria-label",
      `${t("canvasLabel")}. ${t("pile", { card: cardName(v.top, lang) })}. ${t("stockN", { n: v.stock })}.`,
    );
    btn.pass.classList.toggle("ot-hinted", !!st.hint?.pass);
    btn.draw.classList.toggle("ot-hinted", !!st.hint?.draw);
    statusLine.classList.toggle("ot-refusal", !!(refusal && refusal.until > performance.now()));
    statusLine.classList.toggle("ot-mine", mine);
    statusLine.classList.toggle("thinking", aiPending && st.held === null && !v.roundOver && st.toMove() !== null && drivers[st.toMove() ?? 0]?.kind === "computer");
    btn.draw.hidden = !(mine && st.canDraw());
    btn.pass.hidden = !(mine && st.canPass());
    btn.hint.hidden = !mine || !hints;
    tempo.sync();
    const sortText = st.sortBy === "suit" ? t("sortRank") : t("sortSuit");
    /** @type {HTMLElement} */ (btn.sort.querySelector(".ot-lbl")).textContent = sortText;
    btn.sort.setAttribute("aria-label", sortText);
    btn.sort.title = sortText;
    btn.colours.setAttribute("aria-pressed", String(fourColour));
    root.dataset.busy = busy() ? "1" : "0";
    syncHandButtons();
    syncPlayers();
    surface.invalidate();
  }

  /** One real button per card of the shown hand, for keyboards and screen readers. */
  const syncHandButtons = handButtons(handGroup, st, {
    t,
    lang,
    label: () => (hotSeat ? t("handLabelOf", { name: nameOf(st.shownSeat) }) : t("handLabel")),
    play: (code) => humanPlay(code, null),
    focusChanged: () => surface.invalidate(),
  });

  /** The players, their card counts and scores, for screen readers. */
  function syncPlayers() {
    const lines = playerLines(st, { t, lang, seats, nameOf });
    // Rebuilt only when it changed: update() runs on every move and every landing.
    if (players$.textContent === lines.join("")) return;
    players$.replaceChildren(...lines.map((l) => h("li", {}, l)));
  }

  /** Shortcuts anywhere on the table: D draw, P pass, H hint, S sort. */
  function onKey(/** @type {KeyboardEvent} */ e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = /** @type {HTMLElement} */ (e.target);
    if (target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA")) return;
    const k = e.key.toLowerCase();
    if (k === "d" || k === "в") humanDraw();
    else if (k === "p" || k === "з") humanPass();
    else if (k === "h" || k === "р") showHint();
    else if (k === "s" || k === "ы") toggleSort();
    else return;
    e.preventDefault();
  }
  document.addEventListener("keydown", onKey);
  cleanups.push(() => document.removeEventListener("keydown", onKey));

  // --- busy -----------------------------------------------------------------------------
  function busy() {
    return aiPending || handoffPending || st.flights.length > 0 || dealing;
  }
  let dealing = false;

  // --- people's moves ---------------------------------------------------------------------
  /** Whether a person may act now; if not, says why. */
  function mayAct() {
    if (dead) return false;
    if (st.hidden || handoffPending || aiPending || dealing) {
      refuse(st.toMove() !== null && seats[st.toMove() ?? 0]?.kind === "ai" ? t("err_not-your-turn") : t("busy"));
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
  function humanPlay(code, from) {
    const move = { card: code };
    if (!mayAct()) return Promise.resolve({ ok: false, error: { code: "not-your-turn", message: "not now" } });
    if (!st.myTurn()) {
      const res = game.play(move);
      if (!res.ok) refuse(reason(res.error, move));
      return Promise.resolve(res);
    }
    landAll();
    dropFrom = from;
    return submit(move);
  }
  /** @type {Place | null} where the person's card starts its flight (a drag's drop point) */
  let dropFrom = null;

  /** Hands the person's move to their seat's driver; the turn loop plays it. @param {Move} move */
  function submit(move) {
    const driver = /** @type {any} */ (drivers[st.shownSeat]);
    return driver?.submit?.(move) ?? Promise.resolve({ ok: false, error: { code: "not-your-turn", message: "not now" } });
  }

  /** The start of a person's draw or pass. @param {Move} move */
  function attempt(move) {
    if (!mayAct()) return Promise.resolve({ ok: false, error: { code: "not-your-turn", message: "not now" } });
    landAll();
    return submit(move);
  }

  const humanDraw = () => attempt({ draw: true });
  const humanPass = () => attempt({ pass: true });

  /**
   * Plays the person's `move` and shows it. Returns the engine's result.
   * @param {Move} move @param {boolean} [madeForThem] a pass made for them (./tempo.js)
   */
  async function applyHuman(move, madeForThem = false) {
    const code = move.card;
    const start = code ? dropFrom ?? handPlace(code) : null;
    dropFrom = null;
    const res = game.play(move);
    if (!res.ok) {
      const i = code ? st.order.indexOf(code) : -1;
      if (i >= 0) st.shake = { index: i, until: performance.now() + 420 };
      refuse(reason(res.error, move));
      return res;
    }
    turns.next();
    refusal = null;
    st.hint = null;
    if (code) {
      st.drawn = null;
      st.focus = -1;
      st.refresh();
      st.pending.pile = 1;
      say(t("youPlayed", { card: cardName(code, lang) }));
      afterMove();
      update();
      await fly(code, /** @type {Place} */ (start), { ...pilePlace(), rot: 0 }, pace().play);
      // The flight ends inside an animation frame: what follows gets a task of its own.
      await new Promise((r) => later(r, 0));
      st.pending.pile = 0;
    } else if (move.draw) {
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
          update();
        });
      }
      afterMove();
      update();
    } else {
      st.drawn = null;
      bubble(st.shownSeat, t("pass"));
      say(madeForThem ? t("autoPassed") : t("youPassed"));
      st.refresh();
      afterMove();
      update();
    }
    return res;
  }

  /** The hard player's move for the person, from the worker. */
  async function showHint() {
    if (!hints || !st.myTurn() || st.hidden) return;
    const at = turns.position;
    const seat = st.shownSeat;
    let move;
    try {
      move = await turns.ask(hinter, { game: "ottawa", seat, view: () => game.view(seat), save: () => game.save() });
    } catch {
      return;
    }
    // Asked for a position that is gone: nothing to show.
    if (dead || move === null || turns.position !== at || !st.myTurn()) return;
    st.hint = move;
    if (move.card) st.focus = st.order.indexOf(move.card);
    say(hintText(move));
    update();
  }

  /** The sentence that tells a hint. @param {Move} move */
  function hintText(move) {
    if (move.card) return t("hintPlay", { card: cardName(move.card, lang) });
    return move.draw ? t("hintDraw") : t("hintPass");
  }

  function toggleSort() {
    st.sort(st.sortBy === "suit" ? "rank" : "suit");
    save();
    update();
  }

  function toggleColours() {
    fourColour = !fourColour;
    save();
    update();
  }

  function bubble(/** @type {number} */ seat, /** @type {string} */ text) {
    st.bubbles = st.bubbles.filter((b) => b.until > performance.now() && b.seat !== seat);
    st.bubbles.push({ seat: seat === st.shownSeat ? -1 : seat, text, until: performance.now() + pace().bubble });
    surface.invalidate();
  }

  function showReshuffle() {
    say(t("reshuffled"));
    st.reshuffledUntil = performance.now() + 1600;
    // A few cards sweep from the pile into the stock.
    for (let i = 0; i < 4; i++) {
      later(() => fly(null, pilePlace(), stockPlace(), TIMES.reshuffle * 0.6), i * 70);
    }
    surface.invalidate();
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

  function save() {
    if (dead) return;
    // The engine's view, not the one on screen: a computer's turn is saved before it is shown.
    const v = game.view(st.shownSeat);
    if (v.over) config.finished?.({ ...st.toSave(), fourColour });
    if (v.over) config.persist(null);
    else config.persist({ ...st.toSave(), fourColour });
  }

  // --- the turn loop -------------------------------------------------------------------------
  /** The number of turn loops started: only the latest goes on. */
  let loops = 0;

  /**
   * The turn loop: asks the seat to move for its move (its driver), plays and shows it,
   * until the round ends (the results panel) or the table is gone. A computer's turn
   * (a draw and what follows it, O5) is shown as one motion (`showTurn`).
   */
  async function advance() {
    const loop = ++loops;
    st.held = null;
    while (!dead && loop === loops) {
      const v = game.view(st.shownSeat);
      if (v.over || v.roundOver) {
        st.refresh();
        tempo.endSkip();
        showResults();
        update();
        return;
      }
      hideResults();
      const seat = v.toMove;
      if (seat === null || seat === undefined) return;
      const driver = drivers[seat];
      if (driver.kind === "human") {
        tempo.endSkip();
        if (hotSeat && (st.shownSeat !== seat || st.hidden)) {
          st.hidden = true;
          handoffPending = true;
          update();
          await config.handoff(nameOf(seat));
          if (dead || loop !== loops) return;
          handoffPending = false;
          st.focus = -1;
        }
        st.shownSeat = seat;
        st.hidden = false;
        st.refresh();
        yourTurn();
        update();
        const move = await turns.ask(driver, request(seat));
        if (move === null || dead || loop !== loops) return;
        driver.done?.(await applyHuman(move, /** @type {any} */ (driver).madeForThem?.() ?? false));
        continue;
      }
      // A computer (or a person elsewhere): its move, and after a draw the move that ends its turn.
      aiPending = true;
      update();
      const started = performance.now();
      const first = await otherPlays(seat, driver);
      if (first === "gone" || dead || loop !== loops) return;
      const v0 = game.view(st.shownSeat);
      const more = first?.move.draw && !v0.roundOver && v0.toMove === seat;
      const second = more ? await otherPlays(seat, driver) : null;
      if (second === "gone" || dead || loop !== loops) return;
      if (!first || (first.move.draw && !second)) {
        aiPending = false;
        update();
        if (!first) return;
        continue;
      }
      save();
      // The table as it will be once this turn is shown, drawn ahead (./ahead.js).
      if (!fast()) prepareAhead(st, { ...surface.size(), players, t, lang, fourColour, alive: () => !dead });
      // The pause before a card is shown counts from the start of the turn: the time the
      // worker took to decide is part of it.
      const cardTurn = !!(second ?? first).move.card;
      const pause = tempo.skipping() || !cardTurn ? 0 : fast() ? TIMES.thinkFast : pace().think;
      const left = pause - (performance.now() - started);
      if (left > 0) await new Promise((r) => later(r, left));
      await showTurn(seat, first, second);
      await new Promise((r) => later(r, 0));
      if (loop === loops) st.held = null;
      showing = "";
      aiPending = false;
      update();
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
   * @returns {Promise<{ move: Move, reshuffled: boolean } | null | "gone">}
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

  /** What the turn being shown did (the status line says it while it lands). */
  let showing = "";

  /** Announces a person's turn, once per turn. */
  let announcedTurn = "";
  function yourTurn() {
    const v = st.view;
    const key = `${v.round}:${v.played.length}:${v.history?.length ?? 0}:${st.shownSeat}`;
    if (key === announcedTurn || v.hasDrawn) return;
    announcedTurn = key;
    const n = st.playable().size;
    const who = hotSeat ? `${nameOf(st.shownSeat)}: ` : "";
    const turn = who + t("yourTurnAnnounce", { card: cardName(v.top, lang), playable: n > 0 ? t("playableN", { n }) : t("noPlayable") });
    // The person may ask for a hint while the last move still lands (their turn shows as
    // soon as that move is known): the hint is told again after the turn, not lost.
    say(st.hint ? `${turn} ${hintText(st.hint)}` : turn);
  }

  /**
   * Shows a computer's turn: its move, and after a draw the move that ends the turn
   * (O5), as one motion (./pacing.js): a turn that ends with a card, its flight to the
   * pile (after a draw, the draw's flight first); a turn that ends in a pass (with or
   * without a draw), one short motion with its "pass" bubble. While the person skips,
   * nothing is shown. Resolves once it has been shown.
   * @param {number} seat @param {{ move: Move, reshuffled: boolean }} first
   * @param {{ move: Move, reshuffled: boolean } | null} second
   */
  function showTurn(seat, first, second) {
    // The seat stays shown to move until its turn has been shown (`advance` lets go).
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
        showing = drew ? t("drewPlayed", { name: nameOf(seat), card: cardName(card, lang) }) : t("played", { name: nameOf(seat), card: cardName(card, lang) });
        say(showing);
        st.pending.pile = 1;
        const drawn = drew ? fly(null, stockPlace(), seatPlace(seat), p.draw) : Promise.resolve();
        shown = drawn.then(() => fly(card, seatPlace(seat), pilePlace(), p.play, true)).then(() => {
          st.pending.pile = 0;
        });
      } else {
        showing = drew ? t("drewPassed", { name: nameOf(seat) }) : t("passed", { name: nameOf(seat) });
        say(showing);
        bubble(seat, t("pass"));
        const wait = new Promise((r) => later(r, fast() ? TIMES.thinkFast : p.pass));
        shown = drew ? Promise.all([fly(null, stockPlace(), seatPlace(seat), p.pass), wait]) : wait;
      }
    }
    update();
    return shown;
  }

  // --- the end of a round and of the match (./results.js) -------------------------------------
  const results = resultsPanel(panel, {
    st,
    seats,
    game,
    t,
    lang,
    hotSeat,
    nameOf,
    fourColour: () => fourColour,
    say,
    nextRound: () => nextRound(),
    rematch: () => config.onRematch(),
    exit: () => config.onExit(),
    reviewButton: config.reviewButton,
  });
  const showResults = () => results.show();
  const hideResults = () => results.hide();

  function nextRound() {
    if (dead) return { ok: false, error: { code: "bad-input", message: "gone" } };
    const res = typeof game.nextRound === "function" ? game.nextRound() : game.play({ nextRound: true });
    if (!res.ok) {
      refuse(reason(res.error, {}));
      return res;
    }
    turns.next();
    hideResults();
    st.drawn = null;
    st.hint = null;
    st.held = null;
    st.hidden = hotSeat;
    announcedTurn = "";
    st.refresh();
    save();
    say(t("dealt", { n: st.view.round, name: nameOf(st.view.dealer) }));
    dealAnimation().then(() => advance());
    update();
    return res;
  }

  /** Cards fly from the stock to every seat, one round of the deal shown. */
  function dealAnimation() {
    if (fast()) return Promise.resolve();
    dealing = true;
    const v = st.view;
    const flights = [];
    for (let k = 1; k <= players; k++) {
      const seat = (v.dealer + k) % players;
      flights.push(
        new Promise((resolve) =>
          later(() => fly(null, stockPlace(), seatPlace(seat), 300).then(() => resolve(undefined)), k * 80),
        ),
      );
    }
    return Promise.all(flights).then(() => {
      dealing = false;
      update();
    });
  }

  // --- pointer input -------------------------------------------------------------------------
  const detach = attachPointer(surface.canvas, {
    layout: () => lay,
    tapCard: (i) => {
      if (st.hidden) return;
      const code = st.order[i];
      if (code) humanPlay(code, null);
    },
    tapStock: () => humanDraw(),
    tapPile: () => {
      if (st.myTurn() && st.focus >= 0 && st.order[st.focus]) humanPlay(st.order[st.focus], null);
    },
    canDrag: (i) => !st.hidden && !!st.order[i] && !busy(),
    dragStart: (i, x, y, dx, dy) => {
      st.drag = { index: i, x, y, dx, dy };
      surface.invalidate();
    },
    dragMove: (x, y) => {
      if (!st.drag) return;
      st.drag.x = x;
      st.drag.y = y;
      const l = L();
      const over = dropOnPile(l, x, y);
      // The still table shows whether the pile is the target; the card only moves.
      if (over !== st.drag.over) surface.invalidate();
      else surface.animate();
      st.drag.over = over;
    },
    dragEnd: (x, y) => {
      const d = st.drag;
      st.drag = null;
      if (!d) return;
      const l = L();
      const code = st.order[d.index];
      const cx = x - d.dx;
      const cy = y - d.dy;
      if (code && dropOnPile(l, x, y)) {
        humanPlay(code, { x: cx, y: cy, w: l.cardW * 1.06, h: l.cardH * 1.06, rot: 0 });
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
        st.moveCard(d.index, to);
        save();
        update();
      } else {
        update();
      }
    },
    dragCancel: () => {
      st.drag = null;
      surface.invalidate();
    },
  });
  cleanups.push(detach);

  // --- start ----------------------------------------------------------------------------------
  surface.drawNow();
  update();
  if (!saved) {
    say(t("dealt", { n: st.view.round, name: nameOf(st.view.dealer) }));
    dealAnimation().then(() => advance());
  } else {
    advance();
  }

  // --- the controller -------------------------------------------------------------------------
  return {
    state: () => ({ game: "ottawa", view: st.view, busy: busy(), staged: [], hint: st.hint ?? null }),
    /** @param {Move} move */
    play(move) {
      if (!move || typeof move !== "object") return { ok: false, error: { code: "bad-input", message: "a move is an object" } };
      if (move.nextRound) return nextRound();
      if (typeof move.card === "string") {
        const code = move.card.trim().toUpperCase().replace(/^10/, "T");
        return humanPlay(code, null);
      }
      if (move.draw) return humanDraw();
      if (move.pass) return humanPass();
      return { ok: false, error: { code: "bad-input", message: "a move is one of { draw: true }, { card }, { pass: true }" } };
    },
    /**
     * Viewport point of the i-th card of `state().view.hand`: the middle of the part
     * of it that shows (in a fan, the next card covers its right side).
     */
    handCardCenter(/** @type {number} */ i) {
      const code = st.view.hand[i];
      const l = currentLayout();
      const j = st.order.indexOf(code);
      const c = j >= 0 ? l.hand[j] : null;
      if (!c) return null;
      const next = l.hand[j + 1];
      let x = c.x;
      if (next && Math.abs(next.y - c.y) < c.h * 0.45 && next.x - c.x < c.w) x = c.x - c.w / 2 + (next.x - c.x) / 2;
      return toViewport(x, c.y);
    },
    pileCenter() {
      const p = L().pile;
      return toViewport(p.x, p.y);
    },
    stockCenter() {
      const p = L().stock;
      return toViewport(p.x, p.y);
    },
    /** Viewport centre of an opponent's place at the table (null for the shown seat). */
    seatCenter(/** @type {number} */ seat) {
      const spot = L().seats[seat];
      return spot ? toViewport(spot.x, spot.y) : null;
    },
    destroy() {
      dead = true;
      results.hide();
      for (const c of cleanups.reverse()) c();
    },
  };
}
