// @ts-check
// Entry point of the page: reads the URL parameters and mounts the shell at once, and
// loads the page's engine (the cheap calls) once that first screen has been painted,
// the full engine (in its worker for the computer players and hints; on the page for
// the review and the embedded page) when a table or those are opened
// (www/worker/client.js):
// the menu and "How to play" need no engine; a game, or the embedded page, waits for
// the engine only when it needs it. The body is marked `data-ready="1"` once the
// first screen has been drawn (the game's table included when the address starts one).
// This module holds the first screen only (the shell: menu, settings, How to play); a
// game's table, the review, the embedded page and multi-device play are loaded with
// dynamic `import()` when they are needed (chunks of their own in a release build).
import { mountShell } from "./shell/shell.js";
import { GAMES, loadTable, whenTableWanted, whenTableMounted } from "./games.js";
import { registerServiceWorker } from "./offline.js";
import { startEngine } from "./worker/client.js";
import { pageController, addToState } from "./ui/controller.js";
import { startSound, soundCounts } from "./sound/sound.js";

/**
 * The page's controller (`window.yotta`: tests, the Share dialog, a reload into a new
 * version), one object for the page's life whose part on screen the shell or the
 * embedded page swaps (www/ui/controller.js).
 */
const page = pageController();

/** The window with the page's globals. */
const win = /** @type {Window & { yotta?: import("./ui/controller.js").PagePart, yottaThinker?: object }} */ (window);

function boot() {
  const started = performance.now();
  // The engine loads once the first screen has been painted (or after half a second,
  // in a tab not shown): the first screen needs none, and on a slow network its
  // download would compete with the screen's. A game waits for it.
  /** @type {() => void} */
  let painted = () => {};
  const firstPaint = new Promise((resolve) => (painted = () => resolve(undefined)));
  setTimeout(painted, 500);
  const { engine, think } = startEngine(firstPaint);
  engine.catch(showError);
  // The worker and the full engine (the computer players) load with the first table,
  // after the page's engine (the table needs it first), in a task of their own
  // (starting a worker takes the main thread a few milliseconds).
  const startWorker = () => setTimeout(think.start, 0);
  whenTableWanted(() => {
    engine.then(startWorker, startWorker);
    soundFollow ??= import("./sound/follow.js").catch(() => {
      soundFollow = null; // tried again with the next table
      return null;
    });
    return soundFollow;
  });
  think.ready.then((mode) => {
    // Where computer players think, for tests and the curious: "worker" or "main".
    document.body.dataset.thinker = mode;
  });
  // How many decisions were made where (tests/e2e/longtasks.test.mjs).
  win.yottaThinker = { stats: think.stats, mode: think.mode };
  // The screen is built in a task of its own, after this module's evaluation: on a
  // slow phone no single task is long.
  setTimeout(() => {
    mount(started, engine, think);
    requestAnimationFrame(() => setTimeout(painted, 0));
  }, 0);
}

/**
 * The sound's following of a table (a small module of its own, not of the first
 * screen), loading with the first table's code: the table waits for it (www/games.js).
 * @type {Promise<typeof import("./sound/follow.js") | null> | null}
 */
let soundFollow = null;

/**
 * Mounts the first screen: the shell, or the embedded page.
 * @param {number} started @param {Promise<typeof import("../yotta_page.js")>} engine
 * @param {import("./worker/client.js").Thinker} think
 */
function mount(started, engine, think) {
  const app = /** @type {HTMLElement} */ (document.getElementById("app"));
  const params = new URLSearchParams(location.search);
  // `?embed=1`: the embedded page (www/embed/), which saves nothing and is all engine;
  // `?puzzle=daily`: the puzzle of the day, on the embedded page's puzzle (www/review/daily.js).
  // The embedded page's code and the tables load together with the engine: the full
  // one (its puzzles ask for the best plays, its Оттава question for a hint).
  // The page's controller, set once here: the screen mounted swaps its part in, never
  // the global (until then it answers that no game is on screen).
  win.yotta = page.api;
  // Sound: every table's loop is heard; none in an embed unless its address asks (`sound=1`).
  startSound({ embed: params.get("embed") === "1", asked: params.get("sound") === "1" });
  whenTableMounted((c, config) => {
    const match = c.match;
    if (match)
      (soundFollow ?? Promise.resolve(null)).then((m) =>
        m?.followSound(match, (seat) => config.seats[seat]?.kind === "human"),
      );
  });
  addToState(() => ({ sound: soundCounts() }));
  const shown =
    params.get("embed") === "1" || params.get("puzzle") === "daily"
      ? Promise.all([think.full(), import("./embed/embed.js"), ...GAMES.map(loadTable)]).then(
          ([e, embed]) => embed.mountEmbed(app, { engine: e, think, games: GAMES, params, show: page.show }).ready,
        )
      : mountShell(app, { engine, think, games: GAMES, params, show: page.show }).ready;
  shown.then(() => {
    document.body.dataset.ready = "1";
    // Measured by scripts/measure-load.mjs: navigation start → interactive.
    performance.mark("yotta-ready", { detail: { bootMs: performance.now() - started } });
    registerServiceWorker(reloadWhenIdle);
  }, showError);
}

/**
 * A new version took over: reload into it once nothing is in progress (the game
 * in progress is saved after every move, so a reload resumes it).
 */
function reloadWhenIdle() {
  const s = page.part().state();
  if (!s || (!s.busy && !s.staged?.length)) location.reload();
  else setTimeout(reloadWhenIdle, 2000);
}

/** The engine could not be loaded: say so in both languages. @param {unknown} err */
function showError(err) {
  console.error(err);
  const message = String(err && typeof err === "object" && "message" in err && err.message ? err.message : err);
  document.body.setAttribute("data-error", message);
  const app = document.getElementById("app");
  if (app) {
    const p = document.createElement("p");
    p.className = "notice";
    p.setAttribute("role", "alert");
    p.textContent = `The game engine could not be loaded / Не удалось загрузить движок: ${message}`;
    app.replaceChildren(p);
  }
}

boot();
