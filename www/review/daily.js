// @ts-check
// The puzzle of the day (`?puzzle=daily`, `&date=YYYY-MM-DD`; `?embed=1&puzzle=daily`
// in a blog): the engine makes it from the date (`iotaDailyPuzzle`), the same for
// everyone on that day and offline. The page itself (not an embed) keeps each day's
// result and the streak in this browser, and Share writes a short text with the day
// and the result that does not give the answer away.
import { h } from "../ui/dom.js";
import { dailyResults, storeDaily, streak } from "./store.js";
import { adoptReviewStyles } from "./style.js";

/** @typedef {import("../ui/i18n.js").Translate} T */

/** The reader's local date, YYYY-MM-DD. @param {Date} [now] */
export function localDate(now = new Date()) {
  const p = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/**
 * The puzzle of `date` (default: today, local time).
 * @param {typeof import("../../yotta.js")} engine @param {string | null} date
 * @returns {{ ok: true, puzzle: { date: string, board: import("../../yotta.js").Placement[], hand: string[], best: number } }
 *   | { ok: false, date: string }}
 */
export function dailyFor(engine, date) {
  const d = (date ?? "").trim() || localDate();
  const r = typeof engine.iotaDailyPuzzle === "function" ? engine.iotaDailyPuzzle(d) : null;
  if (!r?.ok) return { ok: false, date: d };
  return { ok: true, puzzle: r };
}

/**
 * The text Share writes: the day and the result, never the play or its score.
 * @param {T} t @param {string} date @param {{ score: number, best: number, solved: boolean } | undefined} res @param {number} days
 */
export function shareText(t, date, res, days) {
  const result = !res
    ? t("dailyResultNone")
    : res.solved
      ? t("dailyResultBest")
      : t("dailyResultFound", { pct: Math.floor((100 * res.score) / Math.max(1, res.best)) });
  return t("dailyShareText", { date, result, streak: days ? t("dailyStreakShort", { n: days }) : "" }).trim();
}

/**
 * The line above the puzzle on the page: the streak, the puzzles solved, Share, and
 * another day. `result(score, best)` records a checked play.
 * @param {string} date @param {T} t @param {"en" | "ru"} lang
 */
export function dailyInfo(date, t, lang) {
  adoptReviewStyles();
  const streakEl = h("span", { dataset: { role: "daily-streak" } });
  const solvedEl = h("span", { dataset: { role: "daily-solved" } });
  const out = h("output", { class: "daily-share-text", dataset: { role: "daily-share-text" } });
  const share = h(
    "button",
    {
      dataset: { action: "daily-share" },
      onclick: async () => {
        const all = dailyResults();
        const text = shareText(t, date, all[date], streak(all, date));
        const url = new URL(location.href);
        url.search = `?puzzle=daily&date=${date}`;
        out.textContent = t("dailyShared", { text });
        try {
          if (navigator.share) await navigator.share({ text, url: url.href });
          else await navigator.clipboard.writeText(`${text} ${url.href}`);
        } catch {
          // Sharing refused or not offered: the text is on screen to copy by hand.
        }
      },
    },
    t("dailyShare"),
  );
  const picker = /** @type {HTMLInputElement} */ (
    h("input", { type: "date", value: date, "aria-label": t("dailyOther"), dataset: { role: "daily-date" } })
  );
  picker.addEventListener("change", () => {
    if (!picker.value) return;
    const u = new URL(location.href);
    u.searchParams.set("date", picker.value);
    location.assign(u.href);
  });
  const element = h("div", { class: "daily-info", lang }, streakEl, solvedEl, share, picker, out);
  function refresh() {
    const all = dailyResults();
    const days = streak(all, date);
    streakEl.textContent = t("dailyStreak", { n: days });
    const list = Object.values(all);
    solvedEl.textContent = t("dailySolved", { n: list.filter((r) => r.solved).length, m: list.length });
  }
  refresh();
  return {
    element,
    /** @param {number} score @param {number} best */
    result(score, best) {
      storeDaily({ date, score, best, solved: score >= best });
      refresh();
    },
  };
}
