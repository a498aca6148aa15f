// @ts-check
// Ётта diagrams, puzzles and replays for the embedded page.
//
// - A position with a hand (`position=…&hand=…`) is the Ётта table itself (the same
//   renderer, input and legal-cell highlighting), started from `IotaGame.fromSetup`;
//   its confirm button becomes "Check": the play is scored and explained by the
//   engine (`iotaCheck`) and, for `puzzle=best`, compared with the best play of
//   `iotaPlays`. With `recycle` (`recycle=1`), the puzzle asks the question of a turn
//   at the table: the best is the engine's `iotaBestTurn`, which may begin by recycling
//   a wild (Y18), and the reader's move, recycles included, is scored by the engine
//   itself (`IotaGame.fromSetup` on the position, then `play`). Nothing is ever played
//   on the page or saved.
// - A position without a hand, or a game (`moves=…`), is drawn by the replay viewer
//   (./replay.js), with step buttons and arrow keys; its steps are worked out below.
import { positionText } from "../ui/notation.js";
import { explainError, thrownError } from "../ui/errors.js";
import { tableOf } from "../games.js";

/** @typedef {{ card: string, x: number, y: number }} Placement */
/** @typedef {import("../ui/i18n.js").Translate} T */
/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */
/** @typedef {typeof import("../../yotta.js")} Engine the full engine */
/**
 * What a position answers as the page's controller: its table's, with the best play,
 * every play and the answer in words.
 * @typedef {import("../games.js").GameController & {
 *   best: () => { place: Placement[], recycle: Placement[], score: number, text: string } | null,
 *   plays: () => import("../../yotta.js").IotaPlay[], answer: () => string }} PositionController
 */

/**
 * Numbered cards of the deck not in `used`, for a draw pile that keeps the puzzle
 * away from the end of the game (Y15). The cards are the game's, as its descriptor
 * draws and names them (www/games.js).
 * @param {GameDescriptor} game @param {string[]} used @param {number} n
 */
function spareCards(game, used, n) {
  const taken = new Set(used.filter((c) => c !== "W"));
  return game.cards.deck.filter((c) => c !== "W" && !taken.has(c)).slice(0, n);
}

/**
 * The Ётта table on a given position, its confirm button turned into "Check".
 * @param {HTMLElement} host
 * @param {{ engine: Engine, descriptor: GameDescriptor, board: Placement[], hand: string[], puzzle: boolean,
 *   allFourBonus: boolean, ended?: boolean, recycle?: boolean, t: T, lang: "en"|"ru", message: (text: string, kind?: string) => void,
 *   announce: (text: string) => void, onResult?: (score: number, best: number) => void, ask?: string }} o
 * @returns {{ controller: PositionController } | { error: string }}
 */
export function mountIotaPosition(host, o) {
  const { engine, t } = o;
  // With the pile empty (`ended`), a play that empties the hand ends the game, doubled (Y15).
  const ended = Boolean(o.ended);
  const plays = engine.iotaPlays(o.board, o.hand, { allFourBonus: o.allFourBonus, pileEmpty: ended });
  if (!plays?.ok) return { error: explainError(plays?.error ?? { code: "bad-board" }, t) };
  const all = plays.plays;
  const found = bestOf(engine, o, ended, all);
  if (found && "error" in found) return { error: explainError(found.error, t) };
  /** @type {{ place: Placement[], recycle: Placement[], score: number } | null} */
  const best = found;
  const used = [...o.board.map((p) => p.card), ...o.hand];
  const spare = spareCards(o.descriptor, used, 5);
  const setup = {
    players: 2,
    board: o.board,
    hands: [o.hand, spare.slice(0, 1)],
    pile: ended ? [] : spare.slice(1),
    scores: [0, 0],
    toMove: 0,
    options: { allFourBonus: o.allFourBonus },
  };
  const pts = (/** @type {number} */ n) => t("points", { n });
  const cardText = (/** @type {Placement[]} */ place) =>
    place.map((p) => t("atCell", { card: p.card, x: p.x, y: p.y })).join(", ");
  /** @param {Placement[]} place @param {{ recycle?: Placement[] }} [move] */
  function check(place, move) {
    const r = scored(engine, { ...o, ended, setup }, place, o.recycle ? (move?.recycle ?? []) : []);
    if (!r?.ok) {
      o.message(t("notLegal", { why: explainError(r?.error ?? { code: "illegal" }, t) }), "bad");
      return;
    }
    const why = t("yourPlay", { detail: detail(r, t) });
    if (!o.puzzle || !best) {
      o.message(`${t("playScores", { score: pts(r.score) })} ${why}`, "good");
      return;
    }
    o.onResult?.(r.score, best.score);
    if (r.score >= best.score) {
      // Other plays worth as much: those that place cards only, besides a best that recycles.
      const tie = all.filter((p) => p.score === best.score).length > (best.recycle.length ? 0 : 1);
      o.message(`${t(tie ? "foundBestTie" : "foundBest", { score: pts(r.score) })} ${why}`, "best");
    } else o.message(`${t("found", { score: pts(r.score), best: pts(best.score) })} ${why}`, "found");
  }
  let controller;
  try {
    controller = /** @type {import("../games.js").GameTable} */ (tableOf(o.descriptor)).mount(host, {
      engine,
      options: { allFourBonus: o.allFourBonus, shortGame: false, coach: false },
      seats: [
        { kind: "human", level: "hard", name: t("you") },
        { kind: "ai", level: "hard", name: t("computer") },
      ],
      seed: "embed",
      resume: null,
      setup,
      check,
      // The heat map explores a diagram; in a puzzle it would give the answer away.
      ...(o.puzzle ? {} : { heat: true }),
      t: (k, p) => (k === "confirm" ? t("check") : k === "confirmN" ? t("checkN", p) : t(k, p)),
      lang: o.lang,
      announce: o.announce,
      handoff: () => Promise.resolve(),
      persist: () => {},
      onExit: () => {},
      onRematch: () => {},
    });
  } catch (e) {
    return { error: explainError(thrownError(e), t) };
  }
  if (!best) o.message(t("noPlay"));
  else o.message(o.ask ?? t(o.puzzle ? "puzzleAsk" : "diagramAsk"));
  return {
    controller: {
      ...controller,
      /** The best play of the position (tests, the answer button). */
      best: () =>
        best ? { place: best.place, recycle: best.recycle, score: best.score, text: positionText(best.place) } : null,
      /** Every legal play of the hand, best first (`iotaPlays`). */
      plays: () => all,
      answer: () =>
        !best
          ? t("noPlay")
          : best.recycle.length
            ? t("answerRecycle", { wilds: cardText(best.recycle), cards: cardText(best.place), score: pts(best.score) })
            : t("answer", { cards: cardText(best.place), score: pts(best.score) }),
    },
  };
}

/**
 * The engine's score of the reader's play: `place` on the grid (`iotaCheck`), or, with
 * `recycle`, the whole move played by the engine on the position (`IotaGame.fromSetup`
 * with `o.setup`, `play`, Y18): its score is the game's; its lines and doublings are
 * `iotaCheck`'s on the grid the recycles left (the game's grid less the cards placed).
 * A recycle leaves the hand as large as it was, so a play of as many cards as the hand
 * held empties it (with the pile empty, Y15).
 * @param {Engine} engine
 * @param {{ board: Placement[], hand: string[], allFourBonus: boolean, ended: boolean,
 *   setup: import("../../yotta.js").IotaSetup }} o
 * @param {Placement[]} place @param {Placement[]} recycle
 * @returns {import("../../yotta.js").IotaCheckResult}
 */
function scored(engine, o, place, recycle) {
  const endsGame = o.ended && place.length === o.hand.length;
  const check = (/** @type {Placement[]} */ board) =>
    engine.iotaCheck(board, place, { allFourBonus: o.allFourBonus, endsGame });
  if (!recycle.length) return check(o.board);
  let game = null;
  try {
    game = engine.IotaGame.fromSetup(o.setup);
    const r = game.play({ recycle, place });
    if (!r?.ok) return r;
    const v = game.view(0);
    if (!("board" in v)) return v;
    const placed = new Set(place.map((p) => `${p.x},${p.y}`));
    const c = check(v.board.filter((p) => !placed.has(`${p.x},${p.y}`)));
    return c?.ok ? { ...c, score: r.score } : c;
  } catch (e) {
    // `fromSetup` throws its refusal as `code: message` (docs/api.md).
    const code = /** @type {import("../../yotta.js").ErrorCode} */ (thrownError(e).code);
    return { ok: false, error: { code, message: String(e) } };
  } finally {
    game?.free();
  }
}

/**
 * How the engine scored a play (`iotaCheck`): its lines, lots and doublings.
 * @param {import("../../yotta.js").IotaCheckOk} r @param {T} t
 */
function detail(r, t) {
  const lines = (r.lines ?? []).map((l) => l.points);
  const parts = [];
  if (lines.length)
    parts.push(
      t("lines", { n: lines.length, list: lines.length > 1 ? `${lines.join(" + ")} = ${r.base}` : String(lines[0]) }),
    );
  if (r.lots) parts.push(t("lotN", { n: r.lots, m: 2 ** r.lots }));
  if (r.allFour) parts.push(t("allFourX"));
  return parts.join(", ");
}

/**
 * The position's best play: the first of `iotaPlays` (`all`), or with `o.recycle` the
 * engine's best turn (`iotaBestTurn`), which may begin by recycling wilds (Y18).
 * @param {Engine} engine @param {{ board: Placement[], hand: string[], allFourBonus: boolean, recycle?: boolean }} o
 * @param {boolean} ended @param {import("../../yotta.js").IotaPlay[]} all
 * @returns {{ place: Placement[], recycle: Placement[], score: number } | { error: { code: string } } | null}
 */
function bestOf(engine, o, ended, all) {
  if (!o.recycle) return all.length ? { place: all[0].place, recycle: [], score: all[0].score } : null;
  const r = engine.iotaBestTurn(o.board, o.hand, { allFourBonus: o.allFourBonus, pileEmpty: ended });
  if (!r?.ok) return { error: r?.error ?? { code: "bad-board" } };
  const move = r.move;
  return move && "place" in move && move.place.length
    ? { place: move.place, recycle: move.recycle ?? [], score: r.score }
    : null;
}

/**
 * @typedef {import("../ui/notation.js").Turn} Turn
 * @typedef {{ board: Placement[], turn: Turn | null, seat: number, score: number, scores: number[] }} Step
 */

/**
 * The steps of a replay: the start, then one per turn, scored by the engine.
 * Without a start position, the first turn's cards are the start (the card turned
 * up at the beginning, Y4) and score nothing.
 * A turn may begin with recycles (Y18: the wild on the cell is replaced by the card;
 * the card must fit every line there), and with `ended` the last turn is doubled (Y15).
 * @param {Engine} engine @param {Placement[]} start @param {Turn[]} turns @param {number} players @param {boolean} allFourBonus
 * @param {boolean} [ended]
 * @returns {{ ok: true, steps: Step[] } | { ok: false, message: string, error: { code: string, message?: string }, turn?: number }}
 */
export function replaySteps(engine, start, turns, players, allFourBonus, ended = false) {
  let board = start;
  let rest = turns;
  if (!board.length) {
    const first = turns[0];
    if (first?.kind !== "place")
      return { ok: false, message: "the game needs a position or a first turn of cards", error: { code: "bad-board" } };
    board = first.place;
    rest = turns.slice(1);
  }
  // The start itself must be a grid the engine accepts.
  const r = engine.iotaDeadCells(board);
  if (!r?.ok) return { ok: false, message: r?.error?.message ?? "bad start", error: r?.error ?? { code: "bad-board" } };
  const scores = Array(players).fill(0);
  /** @type {Step[]} */
  const steps = [{ board, turn: null, seat: -1, score: 0, scores: [...scores] }];
  for (let i = 0; i < rest.length; i++) {
    const turn = rest[i];
    const seat = i % players;
    let score = 0;
    for (const rc of turn.recycle ?? []) {
      const others = board.filter((p) => !(p.x === rc.x && p.y === rc.y));
      const wild = board.find((p) => p.x === rc.x && p.y === rc.y && p.card === "W");
      const r = wild
        ? others.length
          ? engine.iotaCheck(others, [rc], { allFourBonus })
          : { ok: true }
        : { ok: false, error: { code: "no-wild-there" } };
      if (!r?.ok)
        return {
          ok: false,
          message: `turn ${i + 1}: ${(r?.error && "message" in r.error ? r.error.message : undefined) ?? r?.error?.code}`,
          error: r?.error ?? { code: "illegal" },
          turn: i + 1,
        };
      board = [...others, rc];
    }
    if (turn.kind === "place") {
      const endsGame = ended && i === rest.length - 1;
      const r = engine.iotaCheck(board, turn.place, { allFourBonus, endsGame });
      if (!r?.ok)
        return {
          ok: false,
          message: `turn ${i + 1}: ${r?.error?.message ?? "refused"}`,
          error: r?.error ?? { code: "illegal" },
          turn: i + 1,
        };
      score = r.score;
      board = [...board, ...turn.place];
    }
    scores[seat] += score;
    steps.push({ board, turn, seat, score, scores: [...scores] });
  }
  return { ok: true, steps };
}
