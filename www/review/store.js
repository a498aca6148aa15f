// @ts-check
// What the review keeps in localStorage: the last finished game (so that its review
// is there after a reload and from the menu), the rounds of a game reviewed round by round as they
// end (the engine's save holds the current round only), and the results of the
// puzzles of the day. Storage may be missing, full or hold anything: nothing here
// throws.

const LAST = "yotta.last.v1";
const DAILY = "yotta.daily.v1";

/** @typedef {import("../games.js").RoundSummary} RoundSummary */
/**
 * A finished game as the shell keeps it: its seats (a person, a computer, another
 * device), options and seed, the table's last saved data, and the rounds noted.
 * @typedef {{ v: 1, game: string, seats: { kind: string, level?: string, name?: string }[],
 *   options: Record<string, unknown>, seed: string, data: unknown, rounds?: RoundSummary[], at: number }} LastGame
 */

/** @param {string} key @returns {unknown} JSON.parse's value, or null */
function read(key) {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** @param {string} key @param {unknown} value */
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
  const v = /** @type {Partial<LastGame> | null} */ (read(LAST));
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
  return /** @type {LastGame} */ (v);
}

/**
 * The rounds of a game reviewed round by round with `round` added (the round a save
 * shows ended: the descriptor's `review.roundEnded`), unless it is there already.
 * @param {RoundSummary[] | undefined} rounds @param {RoundSummary | null} round
 * @returns {RoundSummary[]}
 */
export function noteRound(rounds, round) {
  const out = Array.isArray(rounds) ? rounds : [];
  if (!round || out.some((x) => x.round === round.round)) return out;
  return [...out, round];
}

/**
 * @typedef {{ date: string, score: number, best: number, solved: boolean }} DailyResult
 */

/** Every puzzle result kept, by date. @returns {Record<string, DailyResult>} */
export function dailyResults() {
  const v = read(DAILY);
  return v && typeof v === "object" && !Array.isArray(v) ? /** @type {Record<string, DailyResult>} */ (v) : {};
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
