// @ts-check
// Game records of Ётта: the record of a finished game (setup, seed, every move) as a
// small versioned text file (docs/records.md), the `moves=` replay link of the embed
// page (docs/embed.md), and the replay of a record through the engine, which checks
// every move. Pure functions: no DOM, no storage (tests/node/record.test.mjs). Cards
// and placements are read and written by the page's notation (www/ui/notation.js).
//
// A record:
//   { v: 1, game: <the game's id: Ётта's>, players, seed: string, options: { allFourBonus, shortGame },
//     seats: [{ kind: "human" | "ai", level, name }], moves: [{ seat, move }],
//     scores: number[] | null, assisted?: true }
// `assisted`: the heat map was on during the game (www/iota/heat.js).
// `move` has the shape `IotaGame.play` takes.
import { positionText, readIotaCard, readPosition, reasonText } from "../ui/notation.js";
import { LEVELS } from "../ui/levels.js";
import { gameById } from "../games.js";

/**
 * Whether `id` names a game whose review replays its turns (its descriptor's
 * `review.kind`): the game these records are of.
 * @param {string} id
 */
const reviewedByTurns = (id) => gameById(id)?.review?.kind === "turns";

/** The version written in the first line of a record. */
export const RECORD_VERSION = 1;
/** Longest record read, in characters. */
export const MAX_RECORD = 100_000;

/** @typedef {typeof import("../../yotta.js")} Engine */
/**
 * @typedef {{ card: string, x: number, y: number }} Placement
 * @typedef {{ place?: Placement[], trade?: string[], pass?: boolean, recycle?: Placement[] }} Move
 * @typedef {{ kind: "human" | "ai", level: string, name: string }} Seat
 * @typedef {{ v: number, game: string, players: number, seed: string,
 *   options: { allFourBonus: boolean, shortGame: boolean }, seats: Seat[],
 *   moves: { seat: number, move: Move }[], scores: number[] | null, assisted?: boolean }} GameRecord
 * @typedef {import("../ui/notation.js").Reason} Reason
 * @typedef {{ seat: number, move: Move, before: import("../../yotta.js").IotaView,
 *   result: import("../../yotta.js").IotaPlayOk, scores: number[] }} Step
 * @typedef {{ steps: Step[], start: import("../../yotta.js").IotaView, final: import("../../yotta.js").IotaView }} Replay
 */

/** @param {string} key @param {Record<string, unknown>} [params] */
const refuse = (key, params = {}) =>
  /** @type {{ ok: false, reason: Reason }} */ ({ ok: false, reason: { key, params } });

/** A move in the record's notation. @param {Move} m */
export function moveText(m) {
  const parts = [];
  if (m.recycle?.length) parts.push("recycle", positionText(m.recycle));
  if (m.place) parts.push("place", positionText(m.place));
  else if (m.trade) parts.push("trade", m.trade.join(" "));
  else parts.push("pass");
  return parts.join(" ");
}

/**
 * The record as text (docs/records.md).
 * @param {GameRecord} r
 */
export function printRecord(r) {
  const lines = [
    "# Yotta game record (docs/records.md)",
    `yotta-record ${RECORD_VERSION}`,
    `game ${r.game}`,
    `players ${r.players}`,
    `seed ${JSON.stringify(r.seed)}`,
    `option allFourBonus ${r.options.allFourBonus ? 1 : 0}`,
    `option shortGame ${r.options.shortGame ? 1 : 0}`,
    ...(r.assisted ? ["assisted"] : []),
    ...r.seats.map((s, i) => `seat ${i} ${s.kind}${s.kind === "ai" ? ` ${s.level}` : ""} ${JSON.stringify(s.name)}`),
    ...r.moves.map((m) => `turn ${m.seat} ${moveText(m.move)}`),
  ];
  if (r.scores) lines.push(`end ${r.scores.join(" ")}`);
  return `${lines.join("\n")}\n`;
}

/** Position text (docs/api.md "Notation"). @param {string} t @returns {Placement[] | null} */
function readPlacements(t) {
  const r = readPosition(t);
  return r.ok ? r.value : null;
}

/**
 * A move in the record's notation: `[recycle P…] place P… | trade C… | pass`.
 * @param {string} text @returns {Move | null}
 */
export function readMove(text) {
  const words = text.trim().split(/\s+/);
  /** @type {Move} */
  const m = {};
  let i = 0;
  const until = (/** @type {string[]} */ stops) => {
    const start = i;
    while (i < words.length && !stops.includes(words[i].toLowerCase())) i++;
    return words.slice(start, i).join(" ");
  };
  if (words[i]?.toLowerCase() === "recycle") {
    i++;
    const rs = readPlacements(until(["place", "trade", "pass"]));
    if (!rs?.length || rs.length > 2) return null;
    m.recycle = rs;
  }
  const kind = words[i++]?.toLowerCase();
  const rest = words.slice(i).join(" ");
  if (kind === "place") {
    const ps = readPlacements(rest);
    if (!ps?.length || ps.length > 4) return null;
    m.place = ps;
  } else if (kind === "trade") {
    const cs = rest.split(/\s+/).filter(Boolean).map(readIotaCard);
    if (!cs.length || cs.length > 4 || !cs.every((c) => c.ok)) return null;
    m.trade = cs.map((c) => /** @type {{ value: string }} */ (c).value);
  } else if (kind === "pass" && !rest) m.pass = true;
  else return null;
  return m;
}

/** @param {string} s @returns {string | null} */
function readQuoted(s) {
  try {
    const v = JSON.parse(s);
    return typeof v === "string" ? v : null;
  } catch {
    return null;
  }
}

/**
 * Reads a record's text. Refuses, with the line and what is wrong, anything damaged;
 * whether the moves are legal is the engine's judgement (`replayRecord`).
 * @param {string | null} text (null: a file that could not be read)
 * @returns {{ ok: true, record: GameRecord } | { ok: false, reason: Reason }}
 */
export function parseRecord(text) {
  if (typeof text !== "string") return refuse("rec_notText");
  if (text.length > MAX_RECORD) return refuse("rec_tooLong", { max: MAX_RECORD });
  const lines = text.split(/\r?\n/);
  /** @type {Omit<GameRecord, "seed"> & { seed: string | null }} */
  const r = {
    v: RECORD_VERSION,
    game: "",
    players: 0,
    seed: null,
    options: { allFourBonus: true, shortGame: false },
    seats: [],
    moves: [],
    scores: null,
  };
  let version = false;
  for (let n = 1; n <= lines.length; n++) {
    const line = lines[n - 1].trim();
    if (!line || line.startsWith("#")) continue;
    const bad = (/** @type {string} */ what) => refuse("rec_line", { n, what: { key: what } });
    const sp = line.indexOf(" ");
    const word = sp < 0 ? line : line.slice(0, sp);
    const rest = sp < 0 ? "" : line.slice(sp + 1).trim();
    if (!version) {
      if (word !== "yotta-record") return refuse("rec_notRecord");
      if (rest !== String(RECORD_VERSION)) return refuse("rec_version", { version: rest.slice(0, 12) });
      version = true;
      continue;
    }
    if (r.scores) return bad("rec_afterEnd");
    switch (word) {
      case "game":
        if (!reviewedByTurns(rest)) return bad("rec_game");
        r.game = rest;
        break;
      case "players": {
        const p = Number(rest);
        if (!/^[2-4]$/.test(rest) || r.players) return bad("rec_players");
        r.players = p;
        break;
      }
      case "seed": {
        const s = readQuoted(rest);
        if (s === null || s.length > 200 || r.seed !== null) return bad("rec_seed");
        r.seed = s;
        break;
      }
      case "option": {
        const m = /^(allFourBonus|shortGame) ([01])$/.exec(rest);
        if (!m) return bad("rec_option");
        r.options[/** @type {"allFourBonus" | "shortGame"} */ (m[1])] = m[2] === "1";
        break;
      }
      case "assisted":
        if (rest) return bad("rec_unknownLine");
        r.assisted = true;
        break;
      case "seat": {
        const m = /^(\d) (human|ai(?: (\w+))?) (".*")$/.exec(rest);
        const name = m ? readQuoted(m[4]) : null;
        if (!m || name === null || name.length > 60 || Number(m[1]) !== r.seats.length) return bad("rec_seat");
        const kind = m[2].startsWith("ai") ? "ai" : "human";
        const level = m[3] ?? "medium";
        if (kind === "ai" && !LEVELS.some((l) => l === level)) return bad("rec_seat");
        r.seats.push({ kind, level, name });
        break;
      }
      case "turn": {
        const m = /^(\d) (.+)$/.exec(rest);
        const move = m ? readMove(m[2]) : null;
        if (!m || !move) return bad("rec_turn");
        r.moves.push({ seat: Number(m[1]), move });
        break;
      }
      case "end": {
        const scores = rest.split(/\s+/).map(Number);
        if (!rest || !scores.every((x) => Number.isInteger(x) && x >= 0)) return bad("rec_end");
        r.scores = scores;
        break;
      }
      default:
        return bad("rec_unknownLine");
    }
  }
  if (!version) return refuse("rec_notRecord");
  if (!reviewedByTurns(r.game)) return refuse("rec_missing", { field: "game" });
  if (!r.players) return refuse("rec_missing", { field: "players" });
  if (r.seed === null) return refuse("rec_missing", { field: "seed" });
  if (r.seats.length !== r.players) return refuse("rec_seats", { n: r.seats.length, players: r.players });
  if (r.scores && r.scores.length !== r.players) return refuse("rec_seats", { n: r.scores.length, players: r.players });
  if (r.moves.some((m) => m.seat >= r.players)) return refuse("rec_seatRange");
  return { ok: true, record: /** @type {GameRecord} */ (r) };
}

/**
 * Plays a record through the engine, from its seed. Each step: the seat, its move, the
 * view of that seat before the move (its own hand only), the result, and the scores
 * after it; `start` and `final` are the views before the first move and after the
 * last. Refuses a move the engine refuses, and final scores that differ from the
 * record's `end`.
 * @param {Engine} engine @param {GameRecord} r
 * @returns {({ ok: true } & Replay) | { ok: false, reason: Reason }}
 */
export function replayRecord(engine, r) {
  let game;
  try {
    game = new engine.IotaGame({
      players: r.players,
      seed: r.seed,
      allFourBonus: r.options.allFourBonus,
      shortGame: r.options.shortGame,
    });
  } catch {
    return refuse("rec_setup");
  }
  try {
    const start = game.view();
    if (!start.ok) return refuse("rec_setup");
    /** @type {Step[]} */
    const steps = [];
    for (let i = 0; i < r.moves.length; i++) {
      const { seat, move } = r.moves[i];
      const before = game.view(seat);
      if (!before.ok || before.over || before.toMove !== seat) return refuse("rec_turnOrder", { n: i + 1 });
      // A record's move has the shape `IotaGame.play` takes; the engine judges it.
      const result = game.play(/** @type {import("../../yotta.js").IotaMove} */ (move));
      if (!result?.ok)
        return refuse("rec_illegal", { n: i + 1, code: result?.error?.code ?? "illegal", error: result?.error });
      const after = game.view();
      steps.push({ seat, move, before, result, scores: after.ok ? [...after.scores] : [] });
    }
    const final = game.view();
    if (!final.ok) return refuse("rec_setup");
    if (r.scores && r.scores.join(" ") !== final.scores.join(" "))
      return refuse("rec_scores", { want: r.scores.join(" "), got: final.scores.join(" ") });
    return { ok: true, steps, start, final };
  } finally {
    game.free?.();
  }
}

/**
 * The embed page's replay of a game (docs/embed.md): the starter card as the first
 * turn, then every turn (`~CARD@x,y` a recycle, placements, `pass`, `trade:N`), and
 * `end=1` when the last turn ended the game (Y15).
 * @param {GameRecord} r
 * @param {Replay} rep its replay (`replayRecord`)
 * @returns {URLSearchParams}
 */
export function replayParams(r, rep) {
  const last = rep.steps[rep.steps.length - 1];
  // Y19: the game ended on a play that emptied a hand with the pile empty (doubled).
  const ended = Boolean(
    rep.final.over && last?.move.place && last.before.pile === 0 && last.move.place.length === last.before.hand.length,
  );
  const turns = [positionText(rep.start.board)];
  for (const { move } of r.moves) {
    const rec = (move.recycle ?? []).map((p) => `~${p.card}@${p.x},${p.y}`);
    const body = move.place ? positionText(move.place) : move.trade ? `trade:${move.trade.length}` : "pass";
    turns.push([...rec, body].join(" "));
  }
  const p = new URLSearchParams();
  p.set("embed", "1");
  p.set("game", r.game);
  p.set("players", String(r.players));
  if (!r.options.allFourBonus) p.set("allFourBonus", "0");
  if (ended) p.set("end", "1");
  p.set("moves", turns.join(";"));
  return p;
}

/** The reasons of this module, in both languages (read by `recordReason`). */
export const RECORD_STRINGS = {
  en: {
    rec_notText: "it is not text",
    rec_tooLong: "it is longer than {max} characters",
    rec_notRecord: "it is not a Yotta game record",
    rec_version: "it is of version {version}, which this page cannot read",
    rec_line: "line {n}: {what}",
    rec_afterEnd: "nothing may follow the end line",
    rec_game: "only Ётта games are recorded",
    rec_players: "players must be 2 to 4, given once",
    rec_seed: "the seed must be given once, in quotes",
    rec_option: "not an option of the game",
    rec_seat: 'not a seat like: seat 0 human "Alex"',
    rec_turn: "not a turn like: turn 0 place 3RT@1,0",
    rec_end: "not final scores like: end 34 20",
    rec_unknownLine: "not a line of a record",
    rec_missing: "the {field} line is missing",
    rec_seats: "{n} seats or scores for {players} players",
    rec_seatRange: "a turn names a seat that is not at the table",
    rec_setup: "the game it describes cannot be dealt",
    rec_turnOrder: "turn {n} is not that seat's turn",
    rec_illegal: "turn {n} is not a legal move ({code})",
    rec_scores: "the final scores are {got}, not {want}",
  },
  ru: {
    rec_notText: "это не текст",
    rec_tooLong: "она длиннее {max} знаков",
    rec_notRecord: "это не запись партии Yotta",
    rec_version: "она версии {version}, а эта страница такую не читает",
    rec_line: "строка {n}: {what}",
    rec_afterEnd: "после строки end ничего быть не должно",
    rec_game: "записываются только партии Ётты",
    rec_players: "игроков должно быть от 2 до 4, указано один раз",
    rec_seed: "seed должен быть указан один раз, в кавычках",
    rec_option: "такого правила в игре нет",
    rec_seat: 'место должно выглядеть так: seat 0 human "Alex"',
    rec_turn: "ход должен выглядеть так: turn 0 place 3RT@1,0",
    rec_end: "итог должен выглядеть так: end 34 20",
    rec_unknownLine: "такой строки в записи не бывает",
    rec_missing: "нет строки {field}",
    rec_seats: "мест или итогов {n}, а игроков {players}",
    rec_seatRange: "в ходе указано место, которого нет за столом",
    rec_setup: "описанную партию нельзя раздать",
    rec_turnOrder: "ход {n} сделан не в свою очередь",
    rec_illegal: "ход {n} не по правилам ({code})",
    rec_scores: "итоговые очки {got}, а не {want}",
  },
};

/**
 * A reason of this module in `lang` (nested `{ key }` values translated too).
 * @param {Reason} r @param {"en" | "ru"} lang @returns {string}
 */
export function recordReason(r, lang) {
  return reasonText(r, lang, RECORD_STRINGS);
}
