// @ts-check
// The Оттава table: `mount(element, config)` → controller (what the shell needs to
// offer the game, its descriptor, is ./game.js). The table asks the engine what is legal
// (`view().legal`) and plays every move through `game.play`; it knows no rule.
//
// This file is the wiring; each part is built from what it is handed:
// - ./state.js: the game (new or resumed) and the table's state, without DOM;
// - ./panels.js: the page around the canvas (status line, hand's buttons, action bar,
//   players' list); ./scene.js: the canvas (./layout.js places, ./render.js draws);
// - ./intents.js: what the person's input asks (./input.js translates the pointer);
// - ./loop.js: the table on the match loop (www/seats/match.js), which asks each
//   seat's driver (www/seats/drivers.js) for its move, plays and saves it: people act
//   through the canvas, the hand's buttons or the action bar; computer players decide
//   in the engine's worker; the table follows the loop's events and shows each move;
// - ./shown.js: how a move is shown (./flights.js, paced by ./pacing.js, ./tempo.js);
//   ./messages.js: what is said in the live region and on the status line;
// - ./results.js: the end of a round and of the match; ./controller.js: the controller.
import { openTable } from "./state.js";
import { attachPointer } from "./input.js";
import { adoptStyles } from "./style.js";
import { tableTempo } from "./tempo.js";
import { resultsPanel } from "./results.js";
import { createDrivers, hintDriver } from "../seats/drivers.js";
import { tableTimers } from "./timers.js";
import { tableScene } from "./scene.js";
import { tableFlights } from "./flights.js";
import { tableMessages } from "./messages.js";
import { tablePanels } from "./panels.js";
import { tableIntents } from "./intents.js";
import { tableShow } from "./shown.js";
import { tableMatch } from "./loop.js";
import { tableController } from "./controller.js";

/** @typedef {import("../games.js").GameConfig} GameConfig */

/**
 * Builds the table in `element`.
 * @param {HTMLElement} element
 * @param {GameConfig} config
 */
export function mount(element, config) {
  const { engine, t, lang, seats } = config;
  const players = seats.length;
  /** @type {(() => void)[]} */
  const cleanups = [];

  // --- the game and the seats ---------------------------------------------------------
  const { game, st, saved } = openTable(config);
  const hotSeat = st.humans.length > 1;
  const drivers = config.drivers ?? createDrivers(seats, { think: config.think, engine });
  /** Hints: what the hard computer player would do for the person to move (on a guest's table, worked out by the host). */
  const hints = config.hints !== false;
  const hinter = config.hinter ?? hintDriver({ think: config.think, engine });
  // Hot seat: no hand is shown before its owner has taken the device.
  st.hidden = hotSeat;
  /** A seat's name for sentences. */
  const nameOf = (/** @type {number} */ s) => seats[s]?.name ?? `#${s + 1}`;
  const timers = tableTimers();
  const messages = tableMessages({ st, game, t, lang, announce: config.announce, timers, update: () => update() });

  // --- the page -------------------------------------------------------------------------
  adoptStyles();
  const tempo = tableTempo({
    t,
    lang,
    prefs: config.prefs ?? {},
    save: (p) => config.savePrefs?.(p),
    changed: () => {
      flights.landAll();
      update();
    },
    later: timers.later,
    view: () => game.view(st.shownSeat),
    computersToPlay: () => {
      const v = st.view;
      return st.humans.length > 0 && !v.roundOver && !v.over && seats[v.toMove ?? -1]?.kind === "ai";
    },
    say: messages.say,
  });
  // The person's drivers pass for them when they asked for it (./tempo.js).
  drivers.forEach((d, i) => {
    if (d.kind === "human") drivers[i] = tempo.passFor(/** @type {any} */ (d));
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
      draw: () => intents.draw(),
      pass: () => intents.pass(),
      hint: () => intents.hint(),
      sort: () => intents.sort(),
      colours: () => intents.colours(),
      play: (code) => intents.play(code, null),
      focusChanged: () => scene.surface.invalidate(),
    },
  });
  cleanups.push(() => panels.root.remove());
  const scene = tableScene(panels.feltBox, { st, players, t, lang, timers });
  cleanups.push(() => scene.surface.destroy());
  const flights = tableFlights({ st, scene, timers });

  /** Brings every DOM part in line with the state and redraws the canvas. */
  function update() {
    if (!timers.alive()) return;
    panels.sync({ refusal: messages.refusalShown() });
    scene.describe();
    scene.surface.invalidate();
  }

  // --- moves: the turn loop, how they are shown, the end of a round ----------------------
  const show = tableShow({ st, players, hotSeat, t, lang, nameOf, tempo, messages, flights, scene, timers, update });
  const results = resultsPanel(panels.panel, {
    st,
    seats,
    game,
    t,
    lang,
    hotSeat,
    nameOf,
    fourColour: () => st.fourColour,
    say: messages.say,
    nextRound: () => loop.nextRound(),
    rematch: () => config.onRematch(),
    exit: () => config.onExit(),
    reviewButton: config.reviewButton,
  });
  const loop = tableMatch({
    st,
    game,
    seats,
    players,
    hotSeat,
    drivers,
    t,
    lang,
    nameOf,
    config,
    tempo,
    messages,
    show,
    flights,
    scene,
    timers,
    results,
    update,
  });
  // The loop disposes of the drivers when the table is gone (the last cleanup).
  cleanups.unshift(() => loop.destroy());

  // --- the person's input ---------------------------------------------------------------
  const intents = tableIntents({
    st,
    game,
    seats,
    drivers,
    match: loop,
    hints,
    hinter,
    t,
    messages,
    flights,
    scene,
    timers,
    save: () => loop.save(),
    update,
  });
  document.addEventListener("keydown", intents.onKey);
  cleanups.push(() => document.removeEventListener("keydown", intents.onKey));
  cleanups.push(attachPointer(scene.canvas, intents.pointer));

  // --- start ------------------------------------------------------------------------------
  scene.surface.drawNow();
  update();
  loop.start(!!saved);

  return tableController({
    st,
    scene,
    intents,
    match: loop.match,
    nextRound: () => loop.nextRound(),
    destroy() {
      timers.stop();
      results.hide();
      for (const c of cleanups.reverse()) c();
    },
  });
}
