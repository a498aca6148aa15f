// @ts-check
// The statistics in the shell (www/stats/): their part of `state()` on every screen, their
// module loaded with the first table or the panel (never with the first screen, which
// reads their snapshot: www/stats/state.js), a table's match loop followed, the menu's
// button and the panel.
import { h } from "../ui/dom.js";
import { loadSettings } from "../ui/storage.js";
import { storedPage } from "../stats/state.js";
import { clear, drawBar, shellT, showMenu } from "./shell.js";

/** @typedef {import("./shell.js").Shell} Shell */
/** @typedef {import("./shell.js").Running} Running */
/** @typedef {import("./shell.js").StatsModule} StatsModule */

/** The statistics of `state()`: the module's once loaded, else its snapshot (www/stats/state.js). @param {Shell} s */
export function statsState(s) {
  const ids = s.games.map((g) => g.id);
  if (s.stats) return s.stats.pageState(ids);
  const { page, stale } = storedPage(ids);
  if (stale) loadStats(s);
  return page;
}

/**
 * The statistics' module (a chunk of its own), loaded once: with the first table (before
 * its first move) or the panel, not with the first screen. Null where there is none (the
 * single file reads it as an empty module: scripts/post-build.mjs) or it failed to load.
 * @param {Shell} s @returns {Promise<StatsModule | null>}
 */
export function loadStats(s) {
  s.statsLoading ??= import("../stats/stats.js").then(
    (m) => {
      s.stats = typeof m.pageState === "function" ? m : null;
      return s.stats;
    },
    (e) => {
      console.warn("the statistics could not be loaded:", e);
      return null;
    },
  );
  return s.statsLoading;
}

/**
 * Follows the running game's match loop for the statistics (www/stats/stats.js);
 * returns what stops following it.
 * @param {Shell} s @param {Running} run @param {import("../seats/match.js").Match} match
 */
export function followStats(s, run, match) {
  const hooks = run.game.stats?.();
  if (!hooks) return () => {};
  /** @param {StatsModule} m */
  const follow = (m) =>
    m.follow(match, {
      game: run.game.id,
      id: run.seed,
      seats: () => run.seats,
      hooks,
      games: s.games.map((g) => g.id),
      // A resumed game's moves before this page are replayed from its deal.
      ...(s.loaded ? { start: { engine: s.loaded, seed: run.seed, options: run.options } } : {}),
      earned: (ids) => m.toast(ids, s.lang),
    });
  if (s.stats) return follow(s.stats);
  // Still on its way (asked for when the game started): it follows from the move it
  // finds (www/stats/stats.js, a resumed game's way), long before the game's end.
  let stop = () => {};
  let live = true;
  loadStats(s).then((m) => {
    if (m && live) stop = follow(m);
  });
  return () => {
    live = false;
    stop();
  };
}

/**
 * Hands an event of the lessons or the trainer to the statistics (their module loaded
 * if it is not yet): the achievements it earns are kept and toasted like a game's. The
 * lessons and the trainer know no statistics (docs/architecture.md): their screens in
 * the shell call this.
 * @param {Shell} s
 * @param {import("../stats/achievements.js").LessonEvent | import("../stats/achievements.js").DrillEvent} event
 * @returns {Promise<void>} once it is counted
 */
export function achieve(s, event) {
  return loadStats(s).then((m) => {
    if (!m) return;
    const ids = s.games.map((g) => g.id);
    const got = m.achieve(event, ids);
    if (got.length) m.toast(got, s.lang);
  });
}

/**
 * The statistics panel (www/stats/panel.js, loaded when opened), from the menu.
 * @param {Shell} s @param {string} [done] what was just done to the data ("imported", "cleared")
 * @returns {Promise<void>}
 */
export function showStats(s, done) {
  clear(s);
  s.running = null;
  drawBar(s);
  s.screen.classList.add("playing");
  return Promise.all([import("../stats/panel.js"), loadStats(s)]).then(([p, m]) => {
    if (s.running || s.unmount || !m) return;
    s.unmount = p.mountStats(s.screen, {
      lang: s.lang,
      games: s.games,
      figures: m.figures,
      done,
      onBack: () => showMenu(s),
      onChanged: (what) => {
        // Everything the page keeps was replaced: read again.
        m.reload();
        s.settings = loadSettings();
        showStats(s, what);
      },
    });
  });
}

/** The menu's Statistics button, in the review's section. @param {Shell} s */
export function placeStatsButton(s) {
  const section = s.screen.querySelector('[data-role="menu-review"]');
  // The single file has no statistics (scripts/post-build.mjs).
  if (!section || /** @type {{ YOTTA_SINGLE_FILE?: boolean }} */ (globalThis).YOTTA_SINGLE_FILE) return;
  section.append(h("button", { dataset: { action: "stats" }, onclick: () => showStats(s) }, shellT(s)("statsMenu")));
}
