// @ts-check
// What the review keeps in localStorage: the last finished game (so that its review
// is there after a reload and from the menu), the rounds of an Оттава match as they
// end (the engine's save holds the current round only), and the results of the
// puzzles of the day. Storage may be missing, full or hold anything: nothing here
// throws.

const LAST = "yotta.last.v1";
const DAILY = "yotta.daily.v1";

/**
 * @typedef {{ v: 1, game: string, seats: any[], options: Record<string, any>, seed: string,
 *   data: any, rounds?: import("./review.js").RoundSummary[], at: number }} LastGame
 */

/** @param {string} key @returns {any} */
function read(key) {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** @param {string} key @param {any} value */
function write(key, value) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or forbidden storage: the review lasts until the page is left.
  }
}

/** @param {LastGame} last */
export function storeLast(last) {
  write(LAST, last);
}

/** The last finished game, or null (nothing stored, or not readable). @returns {LastGame | null} */
export function loadLast() {
  const v = read(LAST);
  if (
    !v ||
    typeof v !== "object" ||
    v.v !== 1 ||
    typeof v.game !== "string" ||
    !Array.isArray(v.seats) ||
    typeof v.seed !== "string" ||
    !v.data
  )
    return null;
  return v;
}

/**
 * Оттава: adds the round that `data` (the table's saved data) shows ended, if it is
 * not in `rounds` yet. Every hand is counted in the open at the end of a round (O7),
 * so the summary holds every seat's hand.
 * @param {any} engine @param {any[] | undefined} rounds @param {any} data
 * @returns {import("./review.js").RoundSummary[]}
 */
export function noteRound(engine, rounds, data) {
  const out = Array.isArray(rounds) ? rounds : [];
  if (!data || typeof data.save !== "string" || typeof engine?.OttawaGame?.load !== "function") return out;
  let g;
  try {
    g = engine.OttawaGame.load(data.save);
  } catch {
    return out;
  }
  try {
    const v = g.view(0);
    const r = v && v.ok !== false ? v.roundResult : null;
    if (!v.roundOver || !r || out.some((x) => x.round === v.round)) return out;
    const hands = v.handSizes.map((/** @type {number} */ _, /** @type {number} */ s) => g.view(s).hand ?? []);
    return [
      ...out,
      {
        round: v.round,
        winner: r.winner ?? null,
        blocked: !!r.blocked,
        handPoints: r.handPoints ?? [],
        points: r.points ?? [],
        hands,
        scores: [...v.scores],
      },
    ];
  } finally {
    g.free?.();
  }
}

/**
 * @typedef {{ date: string, score: number, best: number, solved: boolean }} DailyResult
 */

/** Every puzzle result kept, by date. @returns {Record<string, DailyResult>} */
export function dailyResults() {
  const v = read(DAILY);
  return v && typeof v === "object" && !Array.isArray(v) ? v : {};
}

/** Keeps the better result of a day. @param {DailyResult} r */
export function storeDaily(r) {
  const all = dailyResults();
  const old = all[r.date];
  if (!old || r.score > old.score) all[r.date] = r;
  write(DAILY, all);
  return all;
}

/**
 * Days in a row whose puzzle was solved (the best play found), ending on `date`, or
 * on the day before while `date`'s puzzle is not solved yet.
 * @param {Record<string, DailyResult>} all @param {string} date YYYY-MM-DD
 */
export function streak(all, date) {
  let n = 0;
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return 0;
  if (!all[date]?.solved) d.setUTCDate(d.getUTCDate() - 1);
  for (;;) {
    const key = d.toISOString().slice(0, 10);
    if (!all[key]?.solved) break;
    n++;
    d.setUTCDate(d.getUTCDate() - 1);
  }
  return n;
}
