// @ts-check
// The page's controller, `window.yotta` (tests, the Share dialog, a reload into a new
// version): one object for the life of the page, assigned once (www/main.js), which
// answers for whatever part is on screen (the menu, a table, the review, the embedded
// page). A screen swaps its part in with `show(part)`; nobody reassigns the global.

/**
 * What a part on screen answers: `state()` and `play(move)` always, and whatever else
 * it offers (a table's `cellCenter`, the review's `turns`, a host's `seatView`: www/games.js).
 * @typedef {{ state: () => PageState, play: (move: unknown) => unknown, [more: string]: unknown }} PagePart
 * @typedef {{ game: string | null, view: unknown, busy: boolean, staged: unknown[], [more: string]: unknown }} PageState
 */

/** What every screen's `state()` adds (`addToState`). @type {(() => Record<string, unknown>)[]} */
const extras = [];

/** The fields every screen's state adds, merged. */
const more = () => Object.assign({}, ...extras.map((f) => f()));

/**
 * `fn()`'s fields are added to the state of every screen (the menu's included): the
 * sound's counts (www/sound/sound.js).
 * @param {() => Record<string, unknown>} fn
 */
export function addToState(fn) {
  extras.push(fn);
}

/** What the page answers while no game is on screen. @type {PagePart} */
export const NO_GAME = Object.freeze({
  state: () => ({ game: null, view: null, busy: false, staged: [] }),
  play: () => ({ ok: false, error: { code: "bad-input", message: "no game on screen" } }),
});

/**
 * The page's controller: `api` is the object that stays (`window.yotta`), every
 * property read from it is read from the part shown last.
 * @param {PagePart} [first]
 * @returns {{ api: PagePart, show: (part: PagePart | null) => void, part: () => PagePart }}
 */
export function pageController(first = NO_GAME) {
  let part = first;
  /** @type {ProxyHandler<PagePart>} */
  const handler = {
    get: (_, key) => (key === "state" ? () => ({ ...part.state(), ...more() }) : Reflect.get(part, key)),
    has: (_, key) => Reflect.has(part, key),
    ownKeys: () => Reflect.ownKeys(part),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(part, key);
      return d && { ...d, configurable: true };
    },
  };
  return {
    api: new Proxy(/** @type {PagePart} */ ({}), handler),
    show: (p) => {
      part = p ?? NO_GAME;
    },
    part: () => part,
  };
}
