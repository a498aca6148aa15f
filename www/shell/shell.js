// @ts-check
// The page shell: a top bar (menu, game name, "How to play", language), the screen
// below it (the menu or a game's table), the hot-seat screen, the "How to play"
// dialog, and the polite live region. It starts, resumes and saves games through the
// game descriptors of `games.js`, and knows no game's rules. The menu, the settings
// and "How to play" are all the first screen needs: a game's table, the review and
// multi-device play are loaded (dynamic `import()`) when they are opened.
//
// The shell is a state (`Shell`, below) and functions of it: this file the screens (the
// menu, the review, the language), ./play.js the games (a new one, a resumed one, one
// hosted for other devices, one joined on another device). What is on screen answers
// as the page's controller (www/ui/controller.js) through `shell.show(part)`.
//
// URL parameters start a game directly (links, tests): ./address.js lists them.
import { h } from "../ui/dom.js";
import { pickLanguage, pick, LANGS } from "../ui/i18n.js";
import { translator } from "./strings.js";
import { loadSettings, saveSettings, loadGame, storeGame, currentGame, storageWorks } from "../ui/storage.js";
import { renderMenu } from "./menu.js";
import { seatsFor } from "./choices.js";
import { handoffDialog, howToDialog } from "./dialogs.js";
import { topBar } from "./bar.js";
import { gameOfAddress, addressWithout, freshSeed } from "./address.js";
import { loadTable } from "../games.js";
import { REVIEW_STRINGS } from "../review/strings.js";
import { menuSection, sourceOf } from "../review/entry.js";
import { storeLast, loadLast } from "../review/store.js";
import { startGame, resume, startJoin } from "./play.js";
import { NO_GAME } from "../ui/controller.js";
import { loadStats, placeStatsButton, statsState } from "./stats.js";
import { learnOffer, openLesson } from "./learn.js";
import { placeTrainerSection, reopenTrainer, showTrainer } from "./trainer.js";

/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */
/** @typedef {import("../games.js").GameController} GameController */
/** @typedef {import("../ui/i18n.js").Translate} Translate */
/** @typedef {import("../ui/controller.js").PagePart} PagePart */
/** @typedef {typeof import("../../yotta_page.js")} PageEngine the page's engine module */
/** @typedef {typeof import("../../yotta.js")} FullEngine the full engine module (the review's best plays) */
/** @typedef {import("./choices.js").SeatChoice} ShellSeat a seat: a person here, a computer, or a person on another device */

/**
 * The game on screen, as the shell runs (and saves) it.
 * @typedef {{ game: GameDescriptor, seats: ShellSeat[], options: Record<string, unknown>, seed: string,
 *   data: unknown, rounds?: import("../games.js").RoundSummary[], clock?: number }} Running
 * `clock`: the turn clock's seconds a turn (0: none)
 */

/**
 * The shell's state: the fixed parts of the page, what it was started with, and what
 * is on screen.
 * @typedef {object} Shell
 * @property {HTMLElement} bar the top bar
 * @property {HTMLElement} screen the screen below it (the menu, a table, the review)
 * @property {HTMLElement} overlay the hot seat's and "How to play"'s dialogs
 * @property {HTMLElement} status the polite live region
 * @property {Promise<PageEngine>} engine the page's engine, on its way
 * @property {PageEngine | null} loaded the page's engine once loaded (until then, a game waits for it)
 * @property {FullEngine | null} full the full engine once loaded (the review's best plays)
 * @property {import("../worker/client.js").Thinker} think the engine's worker
 * @property {GameDescriptor[]} games every game offered
 * @property {import("../ui/storage.js").Settings} settings as remembered
 * @property {"en" | "ru"} lang the page's language
 * @property {(() => void) | null} unmount removes what is on screen
 * @property {Running | null} running the game on screen
 * @property {GameController | null} controller the table on screen
 * @property {boolean} reviewing true while the review is on screen
 * @property {string | null} message the notice the menu shows next
 * @property {string} lastAnnounce the live region's last text
 * @property {() => void} menuDrawn called when the menu's pictures have been drawn
 * @property {(part: PagePart | null) => void} show makes `part` the page's controller (null: no game)
 * @property {StatsModule | null} stats the statistics (www/stats/stats.js) once loaded
 * @property {Promise<StatsModule | null> | null} statsLoading their module on its way (loadStats)
 */

/** @typedef {typeof import("../stats/stats.js")} StatsModule */

/**
 * Mounts the shell into `app`.
 * `engine` is a promise of the engine module: the menu and "How to play" are shown
 * without it; a game's table is mounted once it is there.
 * @param {HTMLElement} app
 * @param {{ engine: Promise<PageEngine>, think: import("../worker/client.js").Thinker, games: GameDescriptor[],
 *   params: URLSearchParams, show: (part: PagePart | null) => void }} opts
 *   `show`: swaps the part the page's controller answers for (www/ui/controller.js)
 * @returns {{ ready: Promise<void> }} resolves once the first screen has been drawn
 */
export function mountShell(app, { engine, think, games, params, show }) {
  const s = createShell(app, { engine, think, games, params, show });
  const first = firstScreen(s, params);
  return {
    ready: first.then(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    ),
  };
}

/**
 * The shell's state, its fixed parts in `app`, the language from the address or the settings.
 * @param {HTMLElement} app
 * @param {{ engine: Promise<PageEngine>, think: import("../worker/client.js").Thinker, games: GameDescriptor[],
 *   params: URLSearchParams, show: (part: PagePart | null) => void }} o
 * @returns {Shell}
 */
function createShell(app, { engine, think, games, params, show }) {
  let settings = loadSettings();
  const lang = pickLanguage(params.get("lang"), settings.lang);
  if (params.get("lang")) {
    settings = { ...settings, lang };
    saveSettings(settings);
  }
  /** @type {Shell} */
  const s = {
    bar: h("header", { class: "bar" }),
    screen: h("main", { class: "screen", id: "screen" }),
    overlay: h("div", { class: "overlay", hidden: true }),
    status: h("div", { class: "sr-only", dataset: { role: "status" }, "aria-live": "polite", role: "status" }),
    engine,
    loaded: null,
    full: null,
    think,
    games,
    settings,
    lang,
    unmount: null,
    running: null,
    controller: null,
    reviewing: false,
    message: null,
    lastAnnounce: "",
    menuDrawn: () => {},
    // Every part shown answers `state()` with the statistics too (docs/stats.md).
    show: (part) => show(withStats(s, part ?? NO_GAME)),
    stats: null,
    statsLoading: null,
  };
  engine.then(
    (e) => {
      s.loaded = e;
    },
    () => {},
  );
  app.replaceChildren(s.bar, s.screen, s.overlay, s.status);
  document.documentElement.lang = lang;
  return s;
}

/**
 * The first screen: an invitation in the address, a game it names, the review, the
 * game in progress, or the menu.
 * @param {Shell} s @param {URLSearchParams} params
 * @returns {Promise<void>} once it is mounted (the menu: once its pictures are drawn)
 */
function firstScreen(s, params) {
  const fromUrl = s.games.find((g) => g.id === params.get("game"));
  // A new invitation opened in this page (a rejoin: only the link's fragment changed).
  window.addEventListener("hashchange", () => {
    const again = invitation();
    if (again !== null) startJoin(s, again);
  });
  const code = invitation();
  if (code !== null) return startJoin(s, code);
  // `?learn=<game>`: the game's lesson (./learn.js).
  const learn = s.games.find((g) => g.id === params.get("learn"));
  if (learn) return openLesson(s, learn);
  if (fromUrl) {
    const first = startGame(s, fromUrl, gameOfAddress(params, fromUrl, s.settings, s.lang));
    // A reload now resumes this game instead of dealing a new one.
    history.replaceState(null, "", addressWithout(location.href, fromUrl));
    return first;
  }
  const drills = s.games.find((g) => g.id === params.get("train"));
  if (drills) return showTrainer(s, drills, { kind: params.get("kind"), seed: params.get("seed") });
  if (params.get("review") === "last" && loadLast()) return showReview(s, loadLast()) ?? Promise.resolve();
  const cur = currentGame();
  if (cur && s.games.some((g) => g.id === cur)) return resume(s, cur) ?? Promise.resolve();
  // The first screen is ready once the menu's pictures are drawn too.
  const drawn = new Promise((resolve) => {
    s.menuDrawn = () => resolve(undefined);
  });
  showMenu(s);
  return drawn.then(() => {});
}

/** The invitation in the address (`#join=<code>`; `#table=…`: ""), or null. */
function invitation() {
  return location.hash.match(/^#join=([A-Za-z0-9_-]+)/)?.[1] ?? (/^#table=/.test(location.hash) ? "" : null);
}

/** Says `text` through the polite live region. @param {Shell} s @param {string} text */
export function announce(s, text) {
  // The same text twice in a row is still announced.
  s.status.textContent = text === s.lastAnnounce ? `${text}\u00a0` : text;
  s.lastAnnounce = s.status.textContent;
}

/** The shell's translator, with the running game's strings. @param {Shell} s @returns {Translate} */
export function shellT(s) {
  return translator(s.lang, s.running ? [s.running.game.strings, REVIEW_STRINGS] : [REVIEW_STRINGS]);
}

/** @param {Shell} s */
export function drawBar(s) {
  topBar(s.bar, {
    t: shellT(s),
    lang: s.lang,
    game: s.running?.game ?? null,
    showMenu: () => showMenu(s),
    showHowTo: (g) => showHowTo(s, g),
    setLanguage: (l) => setLanguage(s, l),
  });
}

/** @param {Shell} s @param {string} l */
export function setLanguage(s, l) {
  if (!(/** @type {string[]} */ (LANGS).includes(l))) return;
  const lang = /** @type {"en" | "ru"} */ (l);
  s.lang = lang;
  s.settings = { ...s.settings, lang };
  saveSettings(s.settings);
  document.documentElement.lang = lang;
  if (s.running) {
    // The table is mounted again from its last saved state, in the new language.
    const r = s.running;
    startGame(s, r.game, {
      seats: r.seats,
      options: r.options,
      seed: r.seed,
      resume: r.data,
      rounds: r.rounds,
      clock: r.clock,
    });
  } else if (s.reviewing) showReview(s, loadLast());
  else if (!reopenTrainer(s)) showMenu(s);
}

/**
 * `part`, whose `state()` adds `stats`, `rating` and `achievements` (www/stats/).
 * @param {Shell} s @param {PagePart} part @returns {PagePart}
 */
function withStats(s, part) {
  const state = () => ({ ...part.state(), ...statsState(s) });
  return Object.create(part, { state: { value: state, enumerable: true } });
}

/** Removes what is on screen. @param {Shell} s */
export function clear(s) {
  s.reviewing = false;
  s.overlay.hidden = true;
  s.overlay.replaceChildren();
  s.unmount?.();
  s.unmount = null;
  s.controller = null;
  s.show(null);
  s.screen.replaceChildren();
}

/** Adds `fn` to what is done when the screen is cleared, before the rest. @param {Shell} s @param {() => void} fn */
export function onClear(s, fn) {
  const before = s.unmount;
  s.unmount = () => {
    fn();
    before?.();
  };
}

/** The menu, with the review's section above the choice of a game. @param {Shell} s */
export function showMenu(s) {
  clear(s);
  s.running = null;
  document.title = "Yotta: Ётта · Оттава";
  drawBar(s);
  const t = shellT(s);
  const { games, lang } = s;
  const gameOf = (/** @type {string} */ id) => /** @type {GameDescriptor} */ (games.find((x) => x.id === id));
  s.unmount = renderMenu(s.screen, {
    games,
    lang,
    t,
    settings: s.settings,
    message: s.message,
    savedGames: games.map((g) => g.id).filter((id) => loadGame(id).saved),
    remembers: storageWorks(),
    onStart: (id, choice) => {
      s.message = null;
      startGame(s, gameOf(id), {
        seats: seatsFor(choice.seats, choice.players, t),
        options: choice.options,
        seed: freshSeed(),
        resume: null,
        // The clock is for people playing together (the menu offers it only then).
        clock: choice.seats.slice(0, choice.players).filter((x) => x.kind !== "ai").length > 1 ? choice.clock : 0,
      });
    },
    onResume: (id) => resume(s, id),
    onDiscard: (id) => {
      storeGame(id, null);
      showMenu(s);
    },
    onHowTo: (id) => showHowTo(s, gameOf(id)),
    onLearn: (id) => openLesson(s, gameOf(id)),
    // The table's code is fetched while the person reaches for Start, not after.
    onIntent: (id) => {
      const g = games.find((x) => x.id === id);
      if (g) loadTable(g).catch(() => {});
      if (g) loadStats(s);
    },
    onSettings: (settings) => {
      s.settings = { ...settings, lang: s.lang };
      saveSettings(s.settings);
    },
    onDrawn: () => s.menuDrawn(),
  });
  s.message = null;
  s.screen.classList.remove("playing");
  placeReviewSection(s, t);
  placeStatsButton(s);
  // A first visit: the lessons offered in one line at the top (./learn.js).
  const offer = learnOffer({ t, lang, games, learn: (id) => openLesson(s, gameOf(id)) });
  if (offer) s.screen.querySelector(".menu")?.prepend(offer);
  placeTrainerSection(s);
}

/**
 * Review the last game, open a record, the puzzle of the day (www/review/): above the
 * choice of a game, where it is seen without scrolling.
 * @param {Shell} s @param {Translate} t
 */
function placeReviewSection(s, t) {
  const { screen, games, lang } = s;
  const tiles = screen.querySelector(".menu .game-tiles");
  const section = menuSection({
    t,
    lang,
    last: loadLast(),
    gameName: (id) => pick(games.find((g) => g.id === id)?.names ?? { en: id, ru: id }, lang),
    onReviewLast: () => showReview(s, loadLast()),
    onRecord: (last) => showReview(s, last),
    onError: (text) => {
      s.message = text;
      showMenu(s);
    },
    dailyHref: "?puzzle=daily",
  });
  if (tiles?.previousElementSibling) tiles.previousElementSibling.before(section);
  else screen.append(section);
}

/**
 * The review of a finished game (www/review/); the address says `?review=last` so
 * that a reload shows it again.
 * @param {Shell} s @param {import("../review/store.js").LastGame | null} last
 * @returns {Promise<void> | undefined} a promise while the review's code or the engine is on its way
 */
export function showReview(s, last) {
  const game = last && s.games.find((g) => g.id === last.game);
  const source = last && game && sourceOf(last, game);
  if (!last || !source || !game) return void showMenu(s);
  // The review asks the engine (the best plays): it comes once the engine and the
  // review's code are there.
  const full = s.full;
  if (!full || !review)
    return Promise.all([
      s.think.full().then((e) => {
        s.full = e;
      }),
      loadReview(),
    ]).then(() => showReview(s, last));
  clear(s);
  s.running = null;
  drawBar(s);
  // The review speaks of the game's cards in the game's own words.
  const t = translator(s.lang, [REVIEW_STRINGS, game.strings]);
  const r = review.mountReview(s.screen, {
    engine: full,
    source,
    title: pick(game.names, s.lang),
    t,
    lang: s.lang,
    announce: (text) => announce(s, text),
    onBack: () => {
      setAddress(null);
      showMenu(s);
    },
    pageUrl: location.href,
  });
  if ("error" in r) {
    s.message = t("recordRefused", { why: r.error });
    return void showMenu(s);
  }
  s.screen.classList.add("playing");
  s.show(r.controller);
  s.unmount = () => r.controller.destroy();
  // An opened record becomes the last game reviewed, so a reload shows it too.
  if (JSON.stringify(last) !== JSON.stringify(loadLast())) storeLast(last);
  setAddress("last");
  s.reviewing = true;
}

/** `?review=last` in the address, or none. @param {string | null} review */
function setAddress(review) {
  const u = new URL(location.href);
  if (review) u.searchParams.set("review", review);
  else u.searchParams.delete("review");
  history.replaceState(null, "", u.href);
}

/**
 * The hot seat's hand-off (./dialogs.js).
 * @param {Shell} s @param {string} name @param {string} [note] what happened since, shown above
 * @returns {Promise<void>}
 */
export function handoff(s, name, note) {
  return handoffDialog(s.overlay, shellT(s), (text) => announce(s, text), name, note);
}

/** "How to play" (./dialogs.js), with its lesson at the top. @param {Shell} s @param {GameDescriptor} game */
export function showHowTo(s, game) {
  howToDialog(s.overlay, shellT(s), game, s.lang, game.lesson ? () => openLesson(s, game) : undefined);
}

/** The review (www/review/review.js) once loaded. @type {typeof import("../review/review.js") | null} */
let review = null;

/** Loads the review's code (its own chunk in a release build). */
function loadReview() {
  return import("../review/review.js").then((m) => {
    review = m;
  });
}
