// @ts-check
// Statistics, the rating and achievements (docs/stats.md): the face of their module,
// loaded with the first screen (a chunk of its own) so that `window.yotta.state()` has
// them on every screen. It follows a table's match loop (www/seats/match.js): `played`
// tallies the person's turns through the game's `stats` hook, `undone` drops the turns
// taken back, `over` folds the finished game into the figures (./figures.js), keeps
// them (./store.js) and shows a quiet toast for each achievement earned. Never inside a
// table: the table does not know it is followed. The panel (./panel.js) is loaded when
// it is opened.
import { h } from "../ui/dom.js";
import { addGame, earn, pageFigures, pairResults, started } from "./figures.js";
import { loadFigures, storeFigures, STATS_KEY } from "./store.js";
import { ACHIEVEMENTS } from "./achievements.js";
import { STATS_STRINGS } from "./strings.js";
import { adoptStatsStyles } from "./style.js";

/** @typedef {import("./figures.js").Figures} Figures */
/** @typedef {import("../games.js").StatsHooks} StatsHooks */

/** The figures as read from storage (read again after an import, a clear, another tab's change). */
/** @type {{ figures: Figures, writable: boolean } | null} */
let kept = null;

/** The figures kept. */
export function figures() {
  kept ??= loadFigures();
  return kept.figures;
}

/** Reads the figures from storage again (after an import or a clear). */
export function reload() {
  kept = null;
}

if (typeof window !== "undefined")
  window.addEventListener("storage", (e) => {
    if (e.key === STATS_KEY || e.key === null) kept = null;
  });

/** Every game offered (the snapshot's games), as the page last asked. */
let gameIds = /** @type {string[]} */ ([]);

/** @param {(f: Figures) => void} change */
function update(change) {
  const f = figures();
  change(f);
  if (kept?.writable) storeFigures(f, pageFigures(f, gameIds));
}

/**
 * `stats`, `rating` and `achievements` of `window.yotta.state()` (docs/stats.md).
 * @param {string[]} ids every game offered
 */
export function pageState(ids) {
  gameIds = ids;
  return pageFigures(figures(), ids);
}

/**
 * What a seat counts as, as an opponent: its computer level, "people" (a person here)
 * or "remote" (a person on another device).
 * @param {{ kind: string, level?: string }} seat
 */
export const opponentKind = (seat) =>
  seat.kind === "ai" ? String(seat.level ?? "medium") : seat.kind === "remote" ? "remote" : "people";

/**
 * The sum of the person's turns (./figures.js `Tally`).
 * @param {(Record<string, number> | null | undefined)[]} steps
 */
export function tally(steps) {
  /** @type {Record<string, number>} */
  const t = { best: 0, maxLots: 0 };
  for (const s of steps) {
    if (!s) continue;
    for (const [k, v] of Object.entries(s)) t[k] = (t[k] ?? 0) + v;
    t.best = Math.max(t.best, s.points ?? 0);
    t.maxLots = Math.max(t.maxLots, s.lots ?? 0);
  }
  return t;
}

/**
 * Follows a table's match loop for the statistics; returns what stops following it.
 * @param {import("../seats/match.js").Match} match
 * @param {{ game: string, id: string, seats: () => { kind: string, level?: string }[],
 *   hooks: Promise<StatsHooks>, games?: string[], earned?: (ids: string[]) => void, counted?: () => void,
 *   start?: { engine: object, seed: string, options: Record<string, unknown> } }} o
 *   `game`: the game's id; `id`: this game's among the games started (its seed); `seats`:
 *   the seats as they are now (a seat on another device may have been given to a computer);
 *   `hooks`: the game's `stats` hook; `games`: every game's id (the snapshot's); `earned(ids)`:
 *   achievements just earned; `counted()`: the finished game has been counted (tests, the
 *   panel); `start`: how the game was dealt, for a resumed game's moves before this page
 *   followed it, replayed by the engine through the hook's `replay`
 */
export function follow(match, o) {
  if (o.games) gameIds = o.games;
  const you = o.seats().findIndex((s) => s.kind === "human");
  if (you < 0) return () => {};
  /** @type {StatsHooks | null} */
  let hooks = null;
  // The moves played before this page followed the game (a resumed game): replayed once
  // the hook is there, when the game can say how (`replay`), else not tallied.
  const offset = match.moves.length;
  /** @type {(Record<string, number> | null)[]} */
  const steps = [];
  /** @type {[number | null, object, import("../seats/match.js").LoopResult, number][]} */
  const waiting = [];
  let done = false;
  let live = true;
  /** @param {number | null} seat @param {object} move @param {object} r the engine's result @param {number} at */
  const step = (seat, move, r, at) => {
    if (hooks) steps[at] = hooks.step(you, seat, move, r);
  };
  o.hooks.then((x) => {
    hooks = x;
    if (offset && o.start && x.replay) {
      const before = match.moves.slice(0, offset);
      try {
        x.replay(o.start.engine, { ...o.start, players: o.seats().length }, before).forEach((r, at) => {
          step(before[at].seat, before[at].move, r, at);
        });
      } catch (e) {
        console.warn("the statistics could not replay the game's first moves:", e);
      }
    }
    for (const w of waiting.splice(0)) step(...w);
  });
  const offs = [
    match.on("played", (seat, move, r) => {
      const at = match.moves.length - 1;
      const kinds = o
        .seats()
        .filter((_, i) => i !== you)
        .map(opponentKind);
      if (at === 0 || (at === offset && offset > 0)) update((f) => started(f, o.game, o.id, kinds));
      if (hooks) step(seat, move, r, at);
      else waiting.push([seat, move, r, at]);
    }),
    match.on("undone", () => {
      steps.length = Math.min(steps.length, match.moves.length);
      waiting.splice(0);
    }),
    match.on("over", (view) => {
      if (done) return;
      done = true;
      o.hooks.then((x) => {
        if (!live) return;
        const seats = o.seats();
        const end = x.final(view);
        const opponents = seats.filter((_, i) => i !== you);
        const rated = opponents.every((s) => s.kind === "ai") && opponents.length > 0;
        /** @type {import("./figures.js").GameRecord} */
        const record = {
          at: Date.now(),
          game: o.game,
          seat: you,
          opponents: opponents.map(opponentKind),
          score: end.scores[you],
          scores: end.scores,
          won: end.winners.includes(you),
          lower: end.lower,
          results: pairResults(end.scores, you, end.lower),
          rating: null,
          tally: tally(steps),
        };
        const ratings = rated ? opponents.map((s) => x.levelRatings[String(s.level)] ?? x.levelRatings.medium) : null;
        /** @type {string[]} */
        let got = [];
        update((f) => {
          got = addGame(f, record, o.id, ratings);
        });
        if (got.length) o.earned?.(got);
        o.counted?.();
      });
    }),
  ];
  return () => {
    live = false;
    for (const off of offs) off();
  };
}

/**
 * The achievements an event from outside a table earns (a lesson's step, a drill's
 * verdict: ./achievements.js `AchievementEvent`), kept; returns their ids. The shell hands
 * them in (www/shell/stats.js `achieve`): the lessons and the trainer know no statistics.
 * Nothing is written when nothing is earned (a drill's every verdict comes here).
 * @param {import("./achievements.js").LessonEvent | import("./achievements.js").DrillEvent} event
 * @param {string[]} games every game's id (the snapshot's)
 * @returns {string[]}
 */
export function achieve(event, games) {
  gameIds = games;
  const f = figures();
  const got = earn(f, event);
  if (got.length && kept?.writable) storeFigures(f, pageFigures(f, gameIds));
  return got;
}

/** The toasts' holder, created once. @type {HTMLElement | null} */
let toasts = null;

/**
 * A quiet toast for each achievement just earned (`[data-role="achievement-toast"][data-id]`),
 * gone after a few seconds.
 * @param {string[]} ids @param {"en" | "ru"} lang
 */
export function toast(ids, lang) {
  adoptStatsStyles();
  if (!toasts?.isConnected) {
    toasts = h("div", { class: "ach-toasts", role: "status", "aria-live": "polite" });
    document.body.append(toasts);
  }
  for (const id of ids) {
    const a = ACHIEVEMENTS.find((x) => x.id === id);
    if (!a) continue;
    const [name] = a[lang] ?? a.en;
    const el = h(
      "div",
      { class: "ach-toast", dataset: { role: "achievement-toast", id } },
      h("span", { class: "ach-icon", "aria-hidden": "true" }, a.icon),
      h("span", {}, `${STATS_STRINGS[lang].earned}: ${name}`),
    );
    toasts.append(el);
    setTimeout(() => el.remove(), 6000);
  }
}
