// @ts-check
// The Ётта table: `mount(element, config)` (www/games.js has the config) builds the
// table's state and parts into one `Table` (./state.js) and wires them; each part is a
// file of its own in this folder (docs/architecture.md, "A table's files"):
//
// - the state: ./state.js (the game opened or resumed, the typed `Table`, the table's
//   own state: busy, the notice, the drag, the cursor, the flights) and ./staging.js
//   (the turn's staging: the cards placed, the preview, the engine's legal cells); the
//   turn loop: www/seats/match.js (who moves when, the moves played through the engine,
//   saving, undo, the hot seat);
// - what it shows: ./scoreboard.js, the grid (./render.js, ./grid.js, ./camera.js),
//   ./hand.js, ./info.js, ./actions.js (the buttons), ./over.js (the end dialog),
//   ./flights.js (a computer's cards flying in), and ./follow.js: the table following
//   the loop's news (whose turn, a move played, a refusal, the end);
// - what input means: ./input.js (events → intents) and ./intents.js (intents → the
//   staging, and the person's move offered to the loop); hints: ./hints.js; words:
//   ./texts.js;
// - what `mount` returns (`window.yotta`): ./controller.js.
//
// Rules are the engine's: the table asks it what is legal (`iotaPlays`,
// `iotaDeadCells`) and what a play scores (`iotaCheck`); hints come from the worker.
import { createSurface } from "../canvas.js";
import { h } from "../ui/dom.js";
import { createDrivers, hintDriver } from "../seats/drivers.js";
import { createMatch } from "../seats/match.js";
import { drawTable, drawFlights } from "./render.js";
import { whenCardsDrawn } from "./cards.js";
import { attachInput } from "./input.js";
import { IotaState } from "./staging.js";
import { Camera } from "./camera.js";
import { DATA_VERSION, gameOf, openTable, replay, tableTimers, uiState, updateLast } from "./state.js";
import { scoreboard } from "./scoreboard.js";
import { handPanel } from "./hand.js";
import { actionButtons } from "./actions.js";
import { renderInfo } from "./info.js";
import { overlay, viewControls, watchFocus } from "./grid.js";
import { createIntents } from "./intents.js";
import { showHint } from "./hints.js";
import { showGameOver } from "./over.js";
import { follow, showing } from "./follow.js";
import { controller } from "./controller.js";
import { heatPart } from "./heat.js";

// The review asks the table's module for the heat map of a turn's position.
export { heatOf } from "./heat.js";

/** @typedef {import("./state.js").Table} Table */

/**
 * The grid: its stage, the camera over the cards on it, and the surface it is drawn on.
 * @param {IotaState} st @param {import("./state.js").TableUi} ui @param {() => Table} table the table, once built
 */
function grid(st, ui, table) {
  const stage = h("div", { class: "iota-stage" });
  const cam = new Camera(
    () => surface,
    () => [...st.board, ...st.staged],
  );
  // Once the cards' bitmaps at a new cell size are made, the grid drawn with them.
  const redraw = () => surface.invalidate();
  const surface = createSurface(
    stage,
    (ctx, w, hh) => {
      cam.resized(w, hh);
      if (drawTable(ctx, w, hh, st, cam.vp, overlay(table()))) whenCardsDrawn(redraw);
    },
    // The felt covers the whole grid: its layer needs no clearing.
    { moving: (ctx) => drawFlights(ctx, ui.flights), opaque: true },
  );
  return { stage, cam, surface };
}

/**
 * @param {HTMLElement} root
 * @param {import("../games.js").GameConfig} config
 */
export function mount(root, config) {
  const { engine, seats, t, announce } = config;
  const { game, moves, engineOptions, shownSeat } = openTable(config);
  const deps = { think: config.think, engine };
  const drivers = config.drivers ?? createDrivers(seats, deps, config.driverFactories);
  /** Hints: what the hard computer player would do for the person to move. */
  const hinter = config.hinter ?? hintDriver(deps);
  /** The master's hints (Master's hint); none where a host gives the hints (`config.hinter`). */
  const masterHinter = config.hinter ? null : hintDriver(deps, "master");
  const st = new IotaState(engine, game, stagingRules(engineOptions, config));
  st.setView(game.view(shownSeat));
  const ui = uiState();
  const timers = tableTimers();
  const anim = { cancelled: false };

  // --- the turn loop ---------------------------------------------------------------
  const board = scoreboard(t, seats);
  const match = createMatch({
    id: "iota",
    game,
    drivers,
    seats,
    moves,
    data: () => ({ v: DATA_VERSION, moves: match.moves, save: match.game.save(), ...page.heat.saved() }),
    persist: config.persist,
    finished: config.finished,
    replay: (kept) => replay(engine, engineOptions, kept),
    handoff: config.handoff,
    note: () => ui.lastSaid,
    ...showing(
      () => tb,
      anim,
      (seat) => board.placeOf(seat),
    ),
  });

  // --- the grid --------------------------------------------------------------------
  const { stage, cam, surface } = grid(st, ui, () => tb);

  /** @type {Table} */
  const tb = {
    config,
    engine,
    seats,
    t,
    announce,
    rules: { allFourBonus: engineOptions.allFourBonus },
    st,
    match,
    drivers,
    hotSeat: match.hotSeat,
    hints: config.hints !== false,
    ui,
    cam,
    surface,
    layers: [],
    refresh: () => refresh(),
    sleep: timers.sleep,
  };
  updateLast(tb);

  // --- the page --------------------------------------------------------------------
  const page = buildPage(root, tb, stage, board, hinter, masterHinter);
  const { hand, actions, turn, dragLayer, overEl } = page;

  /** Everything on screen follows the state. */
  function refresh() {
    if (ui.destroyed) return;
    board.render(st.view, ui.thinking);
    hand.render();
    actions.render();
    renderInfo(page.info, tb);
    surface.invalidate();
  }

  follow(tb, {
    over: () => showOver(tb, overEl, turn.undo),
    undone: () => {
      overEl.hidden = true;
    },
  });
  const detachInput = attachInput(surface.canvas, page.handEl, page.intents);
  const unwatchFocus = watchFocus(tb);

  // --- start -----------------------------------------------------------------------
  refresh();
  if (!config.resume) match.save();
  timers.later(() => match.start(), 0);

  return controller(tb, {
    commit: turn.commit,
    handCardCenter: (i) => hand.cardCenter(i),
    seatNameRect: (seat) => board.placeOf(seat)?.querySelector(".p-name")?.getBoundingClientRect() ?? null,
    think: config.think,
    heat: page.heat,
    destroy() {
      ui.destroyed = true;
      match.destroy();
      anim.cancelled = true;
      timers.clear();
      detachInput();
      unwatchFocus();
      surface.destroy();
      hand.destroy();
      dragLayer.remove();
      page.tableEl.remove();
    },
  });
}

/**
 * What the staging is told of the rules and the marks (www/games.js `marks`: the
 * trainer's questions may hide the dead cells).
 * @param {{ allFourBonus: boolean }} options @param {import("../games.js").GameConfig} config
 */
function stagingRules(options, config) {
  const marks = config.marks;
  return { allFourBonus: options.allFourBonus, marksDead: marks?.dead !== false, preview: marks?.legal !== false };
}

/**
 * The end dialog, from the final view.
 * @param {Table} tb @param {HTMLElement} overEl @param {() => void} undo the takeback, where offered
 */
function showOver(tb, overEl, undo) {
  const { config, match } = tb;
  showGameOver(overEl, {
    view: gameOf(tb).view(),
    seats: tb.seats,
    t: tb.t,
    announce: tb.announce,
    rematch: () => config.onRematch(),
    exit: () => config.onExit(),
    undo: match.undoPoint() >= 0 ? undo : null,
    reviewButton: config.reviewButton,
  });
}

/**
 * The page around the grid: the scoreboard, the grid's stage, the info line, the hand,
 * the buttons and the end dialog, built in `root`.
 * @param {HTMLElement} root @param {Table} tb @param {HTMLElement} stage the grid's box
 * @param {ReturnType<typeof scoreboard>} board @param {import("../seats/drivers.js").Driver} hinter
 * @param {import("../seats/drivers.js").Driver | null} masterHinter the master's hints, or none
 */
function buildPage(root, tb, stage, board, hinter, masterHinter) {
  const { t, surface } = tb;
  const info = h("p", { class: "iota-info", dataset: { role: "info" } });
  const handEl = h("div", { class: "iota-hand", role: "group", "aria-label": t("hand") });
  const overEl = h("div", { class: "iota-over", hidden: true, role: "dialog", "aria-labelledby": "iota-over-title" });
  const hand = handPanel(handEl, tb);
  const { intents, moves: turn, dragLayer } = createIntents(tb);
  const actions = actionButtons(tb, {
    confirm: turn.confirm,
    takeBack: () => intents.takeBackLast(),
    reset: turn.resetTurn,
    trade: turn.trade,
    cancel: turn.cancelTrade,
    pass: turn.pass,
    hint: () => showHint(tb, hinter),
    hintMaster: masterHinter ? () => showHint(tb, masterHinter) : null,
    undo: turn.undo,
  });
  const tableEl = h(
    "div",
    { class: "iota" },
    h("div", { class: "iota-top" }, board.list, board.pile),
    stage,
    h("div", { class: "iota-bottom" }, info, handEl, actions.el),
    overEl,
  );
  root.append(tableEl);
  surface.canvas.tabIndex = 0;
  surface.canvas.setAttribute("role", "application");
  surface.canvas.setAttribute("aria-label", t("gridLabel"));
  surface.canvas.removeAttribute("aria-hidden");
  // The heat map's toggle beside the zoom buttons; its legend, list and tip over the grid.
  const heat = heatPart(tb, /** @type {{ assisted?: unknown } | null} */ (tb.config.resume)?.assisted === true);
  const controls = viewControls(tb);
  controls.append(heat.button);
  stage.append(controls, ...heat.els);
  return { info, handEl, overEl, hand, intents, turn, dragLayer, actions, tableEl, heat };
}
