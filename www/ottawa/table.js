// @ts-check
// The Оттава table: `mount(element, config)` → controller (what the shell needs to
// offer the game, its descriptor, is ./game.js). The table asks the engine what is legal
// (`view().legal`) and the turn loop plays every move; it knows no rule.
//
// This file is the wiring (docs/architecture.md, "A table's files"): it builds the
// table's state and parts into one `Table` (./state.js) and hands it to the functions
// that work on it:
// - ./state.js: the game (new or resumed) and the table's state, without DOM;
// - ./panels.js: the page around the canvas (status line, hand's buttons, action bar,
//   players' list); ./scene.js: the canvas (./layout.js places, ./render.js draws);
// - ./input.js: the pointer's events → intents; ./intents.js: what they ask;
// - the turn loop (www/seats/match.js) asks each seat's driver (www/seats/drivers.js)
//   for its move, plays and saves it; ./follow.js follows its events and shows each
//   move (./flights.js, paced by ./pacing.js, ./tempo.js);
// - ./texts.js: what is said in the live region and on the status line;
// - ./over.js: the end of a round and of the match; ./controller.js: the controller.
import { openTable } from "./state.js";
import { attachPointer } from "./input.js";
import { adoptStyles } from "./style.js";
import { tableTempo } from "./tempo.js";
import { resultsPanel } from "./over.js";
import { createDrivers, hintDriver } from "../seats/drivers.js";
import { createMatch } from "../seats/match.js";
import { tableTimers } from "./timers.js";
import { tableScene } from "./scene.js";
import { tableFlights } from "./flights.js";
import { tableTexts } from "./texts.js";
import { tablePanels } from "./panels.js";
import * as intents from "./intents.js";
import { follow, shown, nextRound, start } from "./follow.js";
import { controller } from "./controller.js";

/** @typedef {import("./state.js").Table} Table */
/** @typedef {import("./state.js").Move} Move */

/**
 * Builds the table in `element`.
 * @param {HTMLElement} element
 * @param {import("../games.js").GameConfig} config
 */
export function mount(element, config) {
  const { engine, t, lang, seats } = config;
  const players = seats.length;

  // --- the game and the seats ---------------------------------------------------------
  const { game, st, saved } = openTable(config);
  const hotSeat = st.humans.length > 1;
  const deps = { think: config.think, engine };
  const drivers = config.drivers ?? createDrivers(seats, deps, config.driverFactories);
  // Hot seat: no hand is shown before its owner has taken the device; a watcher's never is.
  st.watching = config.watching === true;
  st.hidden = hotSeat || st.watching;
  if (st.watching) st.syncOrder();
  const nameOf = (/** @type {number} */ s) => seats[s]?.name ?? `#${s + 1}`;
  const timers = tableTimers();
  const texts = tableTexts({ st, t, lang, announce: config.announce, timers, update: () => update(tb) });

  // --- the page -------------------------------------------------------------------------
  const hints = config.hints !== false;
  const { tempo, panels, scene, over } = buildPage(element, {
    config,
    game,
    st,
    drivers,
    hotSeat,
    hints,
    nameOf,
    texts,
    timers,
    table: () => tb,
  });

  // --- the turn loop ----------------------------------------------------------------------
  const match = createMatch({
    id: "ottawa",
    game,
    drivers,
    seats,
    data: () => ({ ...st.toSave(), fourColour: st.fourColour }),
    persist: (data) => config.persist(data),
    finished: (data) => config.finished?.(data),
    handoff: (name) => config.handoff(name),
    show: (seat, move, result) =>
      shown(tb, seat, /** @type {Move} */ (move), /** @type {import("./state.js").PlayResult} */ (result)),
    rests: (v) => !!v.roundOver,
    // A computer's refused move: a card it may play, else what it may do.
    fallback: (seat) => {
      const legal = game.view(seat).legal;
      return legal.find((/** @type {Move} */ m) => m.card) ?? legal[0] ?? null;
    },
  });

  /** @type {Table} */
  const tb = {
    config,
    game,
    st,
    seats,
    players,
    hotSeat,
    drivers,
    hints,
    hinter: config.hinter ?? hintDriver(deps),
    t,
    lang,
    nameOf,
    timers,
    texts,
    tempo,
    panels,
    scene,
    flights: tableFlights({ st, scene, timers }),
    over,
    match,
    update: () => update(tb),
  };
  follow(tb);
  const onKey = (/** @type {KeyboardEvent} */ e) => intents.onKey(tb, e);
  document.addEventListener("keydown", onKey);
  const detachPointer = attachPointer(scene.canvas, intents.pointerIntents(tb));

  // --- start ------------------------------------------------------------------------------
  scene.surface.drawNow();
  update(tb);
  start(tb, !!saved);

  return controller(tb, () => {
    timers.stop();
    over.hide();
    detachPointer();
    document.removeEventListener("keydown", onKey);
    scene.surface.destroy();
    panels.root.remove();
    // The loop disposes of the drivers.
    match.destroy();
  });
}

/** Brings every DOM part in line with the state and redraws the canvas. @param {Table} tb */
function update(tb) {
  if (!tb.timers.alive()) return;
  tb.panels.sync({ refusal: tb.texts.refusalShown() });
  tb.scene.describe();
  tb.scene.surface.invalidate();
}

/**
 * The page around the canvas and the canvas: the tempo's controls, the panels, the
 * scene, the results panel; their buttons act on the table (`table()`, once built).
 * @param {HTMLElement} element
 * @param {{ config: import("../games.js").GameConfig, game: import("./state.js").OttawaGame,
 *   st: import("./state.js").TableState, drivers: import("../seats/drivers.js").Driver[], hotSeat: boolean,
 *   hints: boolean, nameOf: (seat: number) => string, texts: import("./texts.js").Texts,
 *   timers: import("./timers.js").Timers, table: () => Table }} d
 */
function buildPage(element, d) {
  const { config, game, st, drivers, hotSeat, hints, nameOf, texts, timers, table } = d;
  const { t, lang, seats } = config;
  const players = seats.length;
  adoptStyles();
  const tempo = tableTempo({
    t,
    lang,
    prefs: config.prefs ?? {},
    save: (p) => config.savePrefs?.(p),
    changed: () => {
      table().flights.landAll();
      update(table());
    },
    later: timers.later,
    view: () => game.view(st.shownSeat),
    computersToPlay: () => {
      const v = st.view;
      return st.humans.length > 0 && !v.roundOver && !v.over && seats[v.toMove ?? -1]?.kind === "ai";
    },
    say: texts.say,
  });
  // The person's drivers pass for them when they asked for it (./tempo.js).
  drivers.forEach((d, i) => {
    if (d.kind === "human") drivers[i] = tempo.passFor(/** @type {import("../seats/drivers.js").HumanDriver} */ (d));
  });
  const panels = tablePanels(element, {
    st,
    seats,
    t,
    lang,
    hotSeat,
    hints,
    nameOf,
    kindOf: (s) => drivers[s]?.kind,
    tempo,
    on: {
      draw: () => intents.draw(table()),
      pass: () => intents.pass(table()),
      hint: () => intents.hint(table()),
      sort: () => intents.sort(table()),
      colours: () => intents.colours(table()),
      play: (code) => intents.play(table(), code, null),
      focusChanged: () => scene.surface.invalidate(),
    },
  });
  const scene = tableScene(panels.feltBox, { st, players, t, lang, timers });
  const over = resultsPanel(panels.panel, {
    st,
    seats,
    game,
    t,
    lang,
    hotSeat,
    nameOf,
    fourColour: () => st.fourColour,
    say: texts.say,
    nextRound: () => nextRound(table()),
    rematch: () => config.onRematch(),
    exit: () => config.onExit(),
    reviewButton: config.reviewButton,
  });

  return { tempo, panels, scene, over };
}
