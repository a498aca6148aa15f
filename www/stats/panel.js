// @ts-check
// The statistics panel (`[data-role="stats"]`, opened by the menu's
// `[data-action="stats"]`): for the chosen game, the figures by kind of opponent, the
// games left unfinished, the chart of final scores over time (the review's chart,
// www/review/chart.js); the rating with its history; every achievement, earned or
// locked (`[data-role="achievement"][data-id][data-unlocked]`); and "your data":
// export, import, clear all (./data.js). Loaded when opened (a chunk of its own).
import { h } from "../ui/dom.js";
import { pick, translator } from "../ui/i18n.js";
import { PAGE_STRINGS } from "../ui/strings.js";
import { createSurface } from "../canvas.js";
import { drawChart } from "../review/chart.js";
import { ACHIEVEMENTS } from "./achievements.js";
import { OPPONENTS, pageFigures } from "./figures.js";
import { PANEL_STRINGS } from "./panel-strings.js";
import { adoptStatsStyles } from "./style.js";
import { dataSection } from "./panel-data.js";

/** @typedef {import("../ui/i18n.js").Translate} Translate */
/** @typedef {import("./figures.js").Figures} Figures */
/**
 * What the panel is opened with.
 * @typedef {{ lang: "en" | "ru", games: import("../games.js").GameDescriptor[], figures: () => Figures,
 *   onBack: () => void, onChanged: (done: string) => void, game?: string, done?: string }} PanelOptions
 * `figures()`: the figures now; `onChanged(done)`: an import or a clear replaced what the
 * page keeps (the page reads it again and draws the panel again, saying `done`).
 */

/**
 * Mounts the panel in `root`; returns what removes it.
 * @param {HTMLElement} root @param {PanelOptions} o
 */
export function mountStats(root, o) {
  adoptStatsStyles();
  const t = translator(o.lang, [PANEL_STRINGS, PAGE_STRINGS]);
  /** @type {(() => void)[]} */
  const cleanups = [];
  const body = h("div", { class: "st-body" });
  // The title and Back stay above what scrolls (a scroll bar drawn over the content, as
  // WebKit's, never covers Back).
  const head = h(
    "div",
    { class: "st-head" },
    h("h2", {}, t("title")),
    h("button", { dataset: { action: "back" }, onclick: () => o.onBack() }, t("back")),
  );
  const panel = h(
    "section",
    { class: "st", dataset: { role: "stats" }, "aria-label": t("title") },
    head,
    h("div", { class: "st-scroll" }, body),
  );
  let chosen = o.games.find((g) => g.id === o.game) ?? o.games[0];
  const gamePart = h("div", { class: "st-game" });
  const tabs = h("div", { class: "st-tabs", role: "group" });
  const drawGame = () => {
    for (const c of cleanups.splice(0)) c();
    gamePart.replaceChildren(...gameFigures(o, t, chosen, cleanups));
    for (const b of tabs.children) b.setAttribute("aria-pressed", String(b.getAttribute("data-game") === chosen.id));
  };
  for (const g of o.games)
    tabs.append(
      h(
        "button",
        {
          dataset: { action: "stats-game", game: g.id },
          "aria-pressed": "false",
          onclick: () => {
            chosen = g;
            drawGame();
          },
        },
        pick(g.names, o.lang),
      ),
    );
  body.append(ratingPart(o, t, cleanups), tabs, gamePart, achievementsPart(o, t), dataSection(t, o.onChanged, o.done));
  drawGame();
  root.append(panel);
  return () => {
    for (const c of cleanups) c();
    panel.remove();
  };
}

/**
 * A chart of one series (`values`, oldest first) drawn with the review's chart.
 * @param {HTMLElement} box @param {string} name @param {number[]} values @param {string} label @param {string} axis
 */
function oneLineChart(box, name, values, label, axis) {
  return createSurface(
    box,
    (ctx, w, hh) => drawChart(ctx, w, hh, { names: [name], points: values.map((v) => [v]), xLabel: axis }, box),
    { label },
  );
}

/** The rating, with its history. @param {PanelOptions} o @param {Translate} t @param {(() => void)[]} cleanups */
function ratingPart(o, t, cleanups) {
  const { rating } = pageFigures(o.figures(), []);
  const part = h(
    "div",
    { class: "st-rating", dataset: { role: "rating" } },
    h("span", {}, t("rating")),
    h("strong", { dataset: { role: "rating-value" } }, String(rating.shown)),
    rating.provisional ? h("span", { class: "st-note" }, t("provisional")) : null,
    h("span", { class: "st-note" }, t("ratedGames", { n: rating.games })),
    h("p", { class: "st-note" }, t("ratingNote")),
  );
  if (rating.history.length > 1) {
    const box = h("div", { class: "st-chart", dataset: { role: "rating-chart" } });
    part.append(box);
    const values = rating.history.map(Math.round);
    const surf = oneLineChart(box, t("you"), values, t("ratingChart"), t("gameAxis"));
    // Drawn once the panel is in the page (its size known).
    cleanups.push(() => surf.destroy());
  }
  return part;
}

/**
 * The chosen game's figures: by kind of opponent, unfinished games, the chart.
 * @param {PanelOptions} o @param {Translate} t @param {import("../games.js").GameDescriptor} game
 * @param {(() => void)[]} cleanups
 */
function gameFigures(o, t, game, cleanups) {
  const f = o.figures();
  const per = /** @type {Record<string, Record<string, number>>} */ (pageFigures(f, [game.id]).stats[game.id]);
  // Ётта counts lots and its best turn; Оттава, reviewed by rounds, the rounds won and its best round.
  const byRounds = game.review?.kind === "rounds";
  const cols = [
    "games",
    "wins",
    "share",
    "mean",
    "best",
    byRounds ? "bestRound" : "bestTurn",
    byRounds ? "rounds" : "lots",
    "streak",
    "longest",
  ];
  const field = (/** @type {string} */ c) => (c === "bestRound" ? "bestTurn" : c);
  const rows = OPPONENTS.filter((k) => per[k].games > 0);
  const cell = (/** @type {string} */ k, /** @type {string} */ c) => {
    const v = per[k][field(c)];
    return c === "share" ? `${Math.round(v * 100)} %` : c === "mean" ? v.toFixed(1) : String(v);
  };
  const table = h(
    "table",
    { class: "st-table", dataset: { role: "stats-table", game: game.id } },
    h("thead", {}, h("tr", {}, h("th", {}, t("opponent")), ...cols.map((c) => h("th", { scope: "col" }, t(c))))),
    h(
      "tbody",
      {},
      ...rows.map((k) =>
        h(
          "tr",
          { dataset: { opponent: k } },
          h("th", { scope: "row" }, t(k)),
          ...cols.map((c) => h("td", { dataset: { field: field(c) } }, cell(k, c))),
        ),
      ),
    ),
  );
  const scores = f.records.filter((r) => r.game === game.id).map((r) => r.score);
  const out = [
    rows.length ? h("div", { class: "st-wrap" }, table) : h("p", { class: "st-note" }, t("none")),
    h(
      "p",
      { class: "st-note", dataset: { role: "unfinished" } },
      t("unfinished", { n: f.games[game.id]?.unfinished ?? 0 }),
    ),
  ];
  if (scores.length) {
    const box = h("div", { class: "st-chart", dataset: { role: "scores-chart" } });
    out.push(h("p", { class: "st-note" }, t("scoresChart")), box);
    const surf = oneLineChart(box, t("you"), [0, ...scores], t("scoresChart"), t("gameAxis"));
    cleanups.push(() => surf.destroy());
  }
  return out;
}

/** Every achievement, earned or locked. @param {PanelOptions} o @param {Translate} t */
function achievementsPart(o, t) {
  const earned = o.figures().achievements;
  const n = ACHIEVEMENTS.filter((a) => a.id in earned).length;
  // One formatter for every date (making one is the costly part).
  const dates = new Intl.DateTimeFormat(o.lang === "ru" ? "ru-RU" : "en-GB", { dateStyle: "medium" });
  const when = (/** @type {number} */ at) => dates.format(at);
  return h(
    "section",
    { class: "st-ach-part", dataset: { role: "achievements" } },
    h("h3", {}, `${t("achievements")} · ${t("earnedOf", { n, m: ACHIEVEMENTS.length })}`),
    h(
      "ul",
      { class: "st-achs" },
      ...ACHIEVEMENTS.map((a) => {
        const at = earned[a.id];
        const [name, how] = a[o.lang] ?? a.en;
        return h(
          "li",
          { class: "st-ach", dataset: { role: "achievement", id: a.id, unlocked: String(at !== undefined) } },
          h("span", { class: "ach-icon", "aria-hidden": "true" }, a.icon),
          h(
            "div",
            {},
            h("b", {}, name),
            h("p", {}, `${how} · ${at !== undefined ? t("earnedOn", { when: when(at) }) : t("locked")}`),
          ),
        );
      }),
    ),
  );
}
