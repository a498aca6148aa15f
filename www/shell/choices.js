// @ts-check
// The choices of the menu (www/shell/menu.js) and of the address (www/shell/address.js):
// who sits where, the number of players, the rule options, remembered per game and made
// whole here; the seats' names filled in. Pure functions: no DOM, no storage.
import { LEVELS, readLevel } from "../ui/levels.js";

/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */
/** @typedef {import("../ui/storage.js").StoredSeat} SeatChoice */
/**
 * @typedef {{ players: number, seats: SeatChoice[], options: Record<string, unknown>, clock: number }} Choice
 *   a game's choices, whole; `clock`: the turn clock's seconds a turn (0: none), one of `CLOCKS`
 */

/** The turn clock's choices, in seconds a turn (0: no clock). */
export const CLOCKS = [0, 15, 30, 60, 120];

/**
 * The remembered (or default) choices for `game`, made whole.
 * @param {GameDescriptor} game @param {unknown} stored what was remembered (anything)
 * @returns {Choice}
 */
export function choicesFor(game, stored) {
  const s = /** @type {{ players?: unknown, seats?: unknown, options?: Record<string, unknown>, clock?: unknown }} */ (
    stored && typeof stored === "object" ? stored : {}
  );
  let players = Number(s.players);
  if (!Number.isInteger(players) || players < game.players.min || players > game.players.max)
    players = game.players.default;
  /** @type {SeatChoice[]} */
  const seats = [];
  for (let i = 0; i < game.players.max; i++) {
    const x = /** @type {{ kind?: unknown, level?: unknown, name?: unknown }} */ (
      Array.isArray(s.seats) ? (s.seats[i] ?? {}) : {}
    );
    seats.push({
      kind: x.kind === "human" || x.kind === "ai" || x.kind === "remote" ? x.kind : i === 0 ? "human" : "ai",
      level: readLevel(x.level),
      name: typeof x.name === "string" ? x.name.slice(0, 24) : "",
    });
  }
  /** @type {Record<string, unknown>} */
  const options = {};
  for (const o of game.options) {
    const v = s.options?.[o.key];
    options[o.key] = validOption(o, v) ? v : o.default;
  }
  const clock = CLOCKS.includes(Number(s.clock)) ? Number(s.clock) : 0;
  return { players, seats, options, clock };
}

/** Whether `v` is a value of the option `o`. @param {import("../games.js").GameOption} o @param {unknown} v */
export function validOption(o, v) {
  if (o.type === "bool") return typeof v === "boolean";
  if (o.type === "number")
    return typeof v === "number" && Number.isFinite(v) && v >= (o.min ?? -Infinity) && v <= (o.max ?? Infinity);
  return (o.choices ?? []).some((c) => c.value === v);
}

/**
 * The seats of a game about to start, names filled in.
 * @param {SeatChoice[]} chosen @param {number} players @param {import("../ui/i18n.js").Translate} t
 * @returns {SeatChoice[]}
 */
export function seatsFor(chosen, players, t) {
  const list = chosen.slice(0, players);
  const humans = list.filter((s) => s.kind === "human").length;
  let h = 0;
  let c = 0;
  let r = 0;
  return list.map((s) => {
    if (s.kind === "human") h++;
    else if (s.kind === "remote") r++;
    else c++;
    const name =
      s.name.trim() ||
      (s.kind === "human"
        ? humans === 1
          ? t("you")
          : t("playerN", { n: h })
        : s.kind === "remote"
          ? t("guestN", { n: r })
          : t("computerN", { n: c }));
    return { kind: s.kind, level: s.level, name };
  });
}

/** The entries of `?seats=`: the person here, another person here, a person on another device, a computer. */
const SEAT_WORDS = ["you", "here", "remote", ...LEVELS];

/**
 * The seats of `?seats=you,remote,easy…` (one entry per seat), or null when the
 * list is not one of `game`'s tables.
 * @param {string | null} text @param {GameDescriptor} game
 * @returns {SeatChoice[] | null}
 */
export function seatsFromParam(text, game) {
  if (!text) return null;
  const words = text.split(",").map((w) => w.trim().toLowerCase());
  if (words.length < game.players.min || words.length > game.players.max) return null;
  if (!words.every((w) => SEAT_WORDS.includes(w))) return null;
  return words.map((w) => ({
    kind: w === "you" || w === "here" ? "human" : w === "remote" ? "remote" : "ai",
    level: readLevel(w),
    name: "",
  }));
}
