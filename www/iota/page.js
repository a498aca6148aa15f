// @ts-check
// What the Ётта table holds besides the game and the turn's staging (./state.js):
// the page's own state (busy, the computer thinking, the notice in the info line, the
// drag, the keyboard cursor, the cards in flight) and the parts every piece of the
// table is handed (the config, the turn loop, the camera, the grid's surface). The
// table (./table.js) builds one `Page` and hands it to each part; a part reads it and
// changes only what it is about.

/**
 * @typedef {object} PageState
 * @property {boolean} busy a move or a hand-off is on its way: no input
 * @property {number | null} thinking the seat whose computer player is thinking (the quiet indicator)
 * @property {boolean} destroyed
 * @property {Set<string>} lastCells "x,y" of the latest move's cards
 * @property {import("./render.js").Flight[]} flights the cards in flight
 * @property {string} lastSaid the latest move, as announced (shown on the hot-seat screen)
 * @property {string} notice a transient explanation shown in the info line
 * @property {{ x: number, y: number }} cursor the keyboard cursor's cell
 * @property {boolean} cursorShown
 * @property {{ source: import("./input.js").DragSource, x: number, y: number } | null} drag
 * @property {{ x: number, y: number } | null} hover the cell under a dragged card
 *
 * @typedef {object} Page
 * @property {import("../games.js").GameConfig} config
 * @property {any} engine
 * @property {import("../games.js").Seat[]} seats
 * @property {(key: string, params?: Record<string, any>) => string} t
 * @property {(text: string) => void} announce
 * @property {{ allFourBonus: boolean }} rules
 * @property {import("./state.js").IotaState} st the turn's staging, on the shown seat's view
 * @property {ReturnType<typeof import("../seats/match.js").createMatch>} match the turn loop
 * @property {import("../seats/drivers.js").Driver[]} drivers
 * @property {boolean} hotSeat
 * @property {boolean} hints whether hints are given
 * @property {PageState} ui
 * @property {import("./camera.js").Camera} cam
 * @property {import("../canvas.js").Surface} surface the grid
 * @property {() => void} refresh everything on screen follows the state
 * @property {(ms: number) => Promise<void>} sleep a timer cleared when the table goes
 */

/** @returns {PageState} */
export function pageState() {
  return {
    busy: false,
    thinking: null,
    destroyed: false,
    lastCells: new Set(),
    flights: [],
    lastSaid: "",
    notice: "",
    cursor: { x: 0, y: 0 },
    cursorShown: false,
    drag: null,
    hover: null,
  };
}

/** Whether the person on screen may act now. @param {Page} p */
export function isHumanTurn(p) {
  const v = p.st.view;
  return !p.ui.busy && !v.over && v.toMove === v.seat && p.seats[v.seat]?.kind === "human";
}

/** Shows `text` in the info line and says it. @param {Page} p @param {string} text */
export function say(p, text) {
  p.ui.notice = text;
  p.announce(text);
}

/** The cells of the latest move, from the view on screen. @param {Page} p */
export function updateLast(p) {
  const last = p.st.view.last;
  p.ui.lastCells = new Set(
    last && last.kind === "play" ? last.placements.map((/** @type {any} */ c) => `${c.x},${c.y}`) : [],
  );
}

/** A new view on screen: the latest move's cells marked and kept in view. @param {Page} p @param {any} v */
export function showView(p, v) {
  p.st.setView(v);
  updateLast(p);
  p.cam.keepInView([...p.ui.lastCells].map((k) => k.split(",").map(Number)));
}
