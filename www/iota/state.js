// @ts-check
// The Ётта table's state (docs/architecture.md, "A table's files"): the game it opens (a
// saved game resumed, checked against its seats; a given position, the diagrams and
// puzzles of www/embed/; or a new deal), the typed `Table` that ./table.js builds once
// and hands to every function of the table, the table's own state with its defaults
// (busy, the notice in the info line, the drag, the cursor, the flights) and the few
// functions of that state every part asks (may the person act, say, show a view). The
// turn's staging is ./staging.js.

/**
 * The game the table opens, with the engine's options of a new game and the seat whose
 * hand is on screen: the person to act, else the first person's, else seat 0's.
 * @param {import("../games.js").GameConfig} config
 */
export function openTable(config) {
  const { seats } = config;
  const engineOptions = {
    players: seats.length,
    seed: config.seed,
    allFourBonus: config.options.allFourBonus !== false,
    shortGame: Boolean(config.options.shortGame),
  };
  const { game, moves } = openGame(config.engine, config, engineOptions);
  const humans = seats.map((s, i) => (s.kind === "human" ? i : -1)).filter((i) => i >= 0);
  const toMove = game.view().toMove;
  const shownSeat = toMove !== null && seats[toMove]?.kind === "human" ? toMove : humans.length ? humans[0] : 0;
  return { game, moves, engineOptions, shownSeat };
}

/** @typedef {import("./staging.js").IotaGame} IotaGame */
/** @typedef {import("./staging.js").IotaMove} IotaMove */

/** Version of the data the table saves: `{ v, moves: [{ seat, move }], save }`. */
export const DATA_VERSION = 1;

/**
 * @param {import("../games.js").Engine} engine the engine module
 * @param {import("../games.js").GameConfig} config
 * @param {import("../../yotta_page.js").IotaGameOptions} options the engine's options of a new game
 * @returns {{ game: IotaGame, moves: { seat: number | null, move: IotaMove }[] }}
 */
export function openGame(engine, config, options) {
  const players = config.seats.length;
  if (config.resume) {
    const d = /** @type {Record<string, unknown>} */ (config.resume);
    if (!d || d.v !== DATA_VERSION || typeof d.save !== "string" || !Array.isArray(d.moves))
      throw new Error("bad-save: the saved game is not in a known format");
    let game;
    try {
      game = engine.IotaGame.load(d.save);
    } catch (e) {
      throw new Error(`bad-save: ${e instanceof Error ? e.message : String(e)}`);
    }
    const v = game.view();
    if (!v || v.ok === false || !Array.isArray(v.handSizes) || v.handSizes.length !== players)
      throw new Error("bad-save: the saved game does not match its seats");
    return { game: opened(game), moves: d.moves };
  }
  // A given position (diagrams and puzzles, www/embed/): throws on a bad setup.
  if (config.setup) return { game: opened(engine.IotaGame.fromSetup(config.setup)), moves: [] };
  return { game: opened(new engine.IotaGame(options)), moves: [] };
}

/**
 * The engine's game as the table reads it: a game that opened gives views, never
 * refusals (./staging.js `IotaGame`).
 * @param {import("../../yotta_page.js").IotaGame} game @returns {IotaGame}
 */
function opened(game) {
  return /** @type {IotaGame} */ (/** @type {unknown} */ (game));
}

/**
 * A new game replayed from its seed and moves (takebacks): returns the game or
 * throws when a move no longer applies.
 * @param {import("../games.js").Engine} engine @param {import("../../yotta_page.js").IotaGameOptions} options
 * @param {object[]} moves
 */
export function replay(engine, options, moves) {
  const game = opened(new engine.IotaGame(options));
  for (const m of moves) {
    const r = game.play(m);
    if (!r?.ok) throw new Error(`bad-save: a recorded move no longer applies (${r?.error?.code})`);
  }
  return game;
}

/**
 * @typedef {object} TableUi
 * @property {boolean} busy a move or a hand-off is on its way: no input
 * @property {number | null} thinking the seat whose computer player is thinking (the quiet indicator)
 * @property {boolean} destroyed
 * @property {Set<string>} lastCells "x,y" of the latest move's cards
 * @property {import("./render.js").Flight[]} flights the cards in flight
 * @property {string} lastSaid the latest move, as announced (shown on the hot-seat screen)
 * @property {string} notice a transient explanation shown in the info line
 * @property {{ seat: number, text: string } | null} coach the coach's word on a person's
 *   last play (`coach` option), kept on the info line until that person plays again
 * @property {{ x: number, y: number }} cursor the keyboard cursor's cell
 * @property {boolean} cursorShown
 * @property {{ source: import("./input.js").DragSource, x: number, y: number } | null} drag
 * @property {{ x: number, y: number } | null} hover the cell under a dragged card
 *
 * The table: its state and its parts, built once by ./table.js and handed whole to the
 * functions of its files (./follow.js, ./intents.js, ./hints.js, ./controller.js, the
 * parts that draw).
 * @typedef {object} Table
 * @property {import("../games.js").GameConfig} config
 * @property {import("../games.js").Engine} engine
 * @property {import("../games.js").Seat[]} seats
 * @property {import("../games.js").Translate} t
 * @property {(text: string) => void} announce
 * @property {{ allFourBonus: boolean }} rules
 * @property {import("./staging.js").IotaState} st the turn's staging, on the shown seat's view
 * @property {import("../seats/match.js").Match} match the turn loop
 * @property {import("../seats/drivers.js").Driver[]} drivers
 * @property {boolean} hotSeat
 * @property {boolean} hints whether hints are given
 * @property {TableUi} ui
 * @property {import("./camera.js").Camera} cam
 * @property {import("../canvas.js").Surface} surface the grid
 * @property {import("./render.js").Painter[]} layers what parts draw on the grid under its marks
 *   (the heat map, ./heat.js), in order
 * @property {() => void} refresh everything on screen follows the state
 * @property {(ms: number) => Promise<void>} sleep a timer cleared when the table goes
 */

/** The table's timers, cleared when it goes (`clear`). */
export function tableTimers() {
  /** @type {Set<number>} */
  const ids = new Set();
  /** Runs `fn` in `ms`, unless the timers are cleared first. @param {() => void} fn @param {number} ms */
  const later = (fn, ms) => {
    const id = window.setTimeout(() => {
      ids.delete(id);
      fn();
    }, ms);
    ids.add(id);
  };
  return {
    later,
    /** Resolves in `ms` (never, once cleared). @param {number} ms @returns {Promise<void>} */
    sleep: (ms) => new Promise((resolve) => later(resolve, ms)),
    clear() {
      for (const id of ids) clearTimeout(id);
      ids.clear();
    },
  };
}

/** The table's own state at the start. @returns {TableUi} */
export function uiState() {
  return {
    busy: false,
    thinking: null,
    destroyed: false,
    lastCells: new Set(),
    flights: [],
    lastSaid: "",
    notice: "",
    coach: null,
    cursor: { x: 0, y: 0 },
    cursorShown: false,
    drag: null,
    hover: null,
  };
}

/** The game the loop holds now (another after a takeback). @param {Table} tb */
export const gameOf = (tb) => /** @type {IotaGame} */ (tb.match.game);

/** Whether the person on screen may act now. @param {Table} tb */
export function isHumanTurn(tb) {
  const v = tb.st.view;
  return !tb.ui.busy && !v.over && v.toMove === v.seat && tb.seats[v.seat]?.kind === "human";
}

/** Shows `text` in the info line and says it. @param {Table} tb @param {string} text */
export function say(tb, text) {
  tb.ui.notice = text;
  tb.announce(text);
}

/** The cells of the latest move, from the view on screen. @param {Table} tb */
export function updateLast(tb) {
  const last = tb.st.view.last;
  tb.ui.lastCells = new Set(last && last.kind === "play" ? last.placements.map((c) => `${c.x},${c.y}`) : []);
}

/** A new view on screen: the latest move's cells marked and kept in view. @param {Table} tb @param {import("./staging.js").IotaView} v */
export function showView(tb, v) {
  tb.st.setView(v);
  updateLast(tb);
  tb.cam.keepInView([...tb.ui.lastCells].map((k) => k.split(",").map(Number)));
}
