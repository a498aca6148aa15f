// @ts-check
// Ётта diagrams, puzzles and replays for the embedded page.
//
// - A position with a hand (`position=…&hand=…`) is the Ётта table itself (the same
//   renderer, input and legal-cell highlighting), started from `IotaGame.fromSetup`;
//   its confirm button becomes "Check": the play is scored and explained by the
//   engine (`iotaCheck`) and, for `puzzle=best`, compared with the best play of
//   `iotaPlays`. Nothing is ever played or saved.
// - A position without a hand, or a game (`moves=…`), is drawn by the replay viewer
//   below, with step buttons and arrow keys.
import { createSurface } from "../canvas.js";
import { h } from "../ui/dom.js";
import { positionText } from "../ui/notation.js";
import { explainError, thrownError } from "../ui/errors.js";
import { tableOf } from "../games.js";

/** @typedef {{ card: string, x: number, y: number }} Placement */
/** @typedef {import("../ui/i18n.js").Translate} T */
/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */

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
 * @param {{ engine: any, descriptor: any, board: Placement[], hand: string[], puzzle: boolean,
 *   allFourBonus: boolean, t: T, lang: "en"|"ru", message: (text: string, kind?: string) => void,
 *   announce: (text: string) => void, onResult?: (score: number, best: number) => void, ask?: string }} o
 * @returns {{ controller: any } | { error: string }}
 */
export function mountIotaPosition(host, o) {
  const { engine, t } = o;
  const plays = engine.iotaPlays(o.board, o.hand, { allFourBonus: o.allFourBonus, pileEmpty: false });
  if (!plays?.ok) return { error: explainError(plays?.error ?? { code: "bad-board" }, t) };
  const best = plays.plays.length ? plays.plays[0] : null;
  const used = [...o.board.map((p) => p.card), ...o.hand];
  const spare = spareCards(o.descriptor, used, 5);
  const setup = {
    players: 2,
    board: o.board,
    hands: [o.hand, spare.slice(0, 1)],
    pile: spare.slice(1),
    scores: [0, 0],
    toMove: 0,
    options: { allFourBonus: o.allFourBonus },
  };
  const pts = (/** @type {number} */ n) => t("points", { n });
  const cardText = (/** @type {Placement[]} */ place) =>
    place.map((p) => t("atCell", { card: p.card, x: p.x, y: p.y })).join(", ");
  /** @param {Placement[]} place */
  function check(place) {
    const r = engine.iotaCheck(o.board, place, { allFourBonus: o.allFourBonus, endsGame: false });
    if (!r?.ok) {
      o.message(t("notLegal", { why: explainError(r?.error, t) }), "bad");
      return;
    }
    const why = t("yourPlay", { detail: detail(r) });
    if (!o.puzzle || !best) {
      o.message(`${t("playScores", { score: pts(r.score) })} ${why}`, "good");
      return;
    }
    o.onResult?.(r.score, best.score);
    if (r.score >= best.score) {
      const tie = plays.plays.filter((/** @type {any} */ p) => p.score === best.score).length > 1;
      o.message(`${t(tie ? "foundBestTie" : "foundBest", { score: pts(r.score) })} ${why}`, "best");
    } else o.message(`${t("found", { score: pts(r.score), best: pts(best.score) })} ${why}`, "found");
  }
  /** How the engine scored a play (`iotaCheck`): its lines, lots and doublings. @param {any} r */
  function detail(r) {
    const lines = (r.lines ?? []).map((/** @type {any} */ l) => l.points);
    const parts = [];
    if (lines.length)
      parts.push(
        t("lines", { n: lines.length, list: lines.length > 1 ? `${lines.join(" + ")} = ${r.base}` : String(lines[0]) }),
      );
    if (r.lots) parts.push(t("lotN", { n: r.lots, m: 2 ** r.lots }));
    if (r.allFour) parts.push(t("allFourX"));
    return parts.join(", ");
  }
  /** @type {any} */
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
      t: (/** @type {string} */ k, /** @type {any} */ p) =>
        k === "confirm" ? t("check") : k === "confirmN" ? t("checkN", p) : t(k, p),
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
      best: () => (best ? { place: best.place, score: best.score, text: positionText(best.place) } : null),
      /** Every legal play of the hand, best first (`iotaPlays`). */
      plays: () => plays.plays,
      answer: () => (best ? t("answer", { cards: cardText(best.place), score: pts(best.score) }) : t("noPlay")),
    },
  };
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
 * @param {any} engine @param {Placement[]} start @param {Turn[]} turns @param {number} players @param {boolean} allFourBonus
 * @param {boolean} [ended]
 * @returns {{ ok: true, steps: Step[] } | { ok: false, message: string, error: any, turn?: number }}
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
          message: `turn ${i + 1}: ${r?.error?.message ?? r?.error?.code}`,
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

/**
 * The replay viewer: the grid of the current step (the step's own cards outlined),
 * what happened, the scores, and first/previous/next/last buttons (arrow keys, Home
 * and End work too).
 * @param {HTMLElement} host
 * @param {{ descriptor: GameDescriptor, steps: Step[], players: number, start: number, t: T,
 *   announce: (text: string) => void }} o
 */
export function mountReplay(host, o) {
  const { cards } = o.descriptor;
  const { steps, t } = o;
  let at = Math.max(0, Math.min(steps.length - 1, o.start));
  const caption = h("p", { class: "embed-caption", dataset: { role: "turn" } });
  const scoreEl = h("p", { class: "embed-scores", dataset: { role: "scores" } });
  const stage = h("div", { class: "embed-stage" });
  const btn = (
    /** @type {string} */ action,
    /** @type {string} */ label,
    /** @type {string} */ sign,
    /** @type {() => void} */ f,
  ) =>
    /** @type {HTMLButtonElement} */ (
      h("button", { dataset: { action }, "aria-label": label, title: label, onclick: f }, sign)
    );
  const buttons = {
    first: btn("first", t("first"), "«", () => go(0)),
    prev: btn("prev", t("prev"), "‹", () => go(at - 1)),
    next: btn("next", t("next"), "›", () => go(at + 1)),
    last: btn("last", t("last"), "»", () => go(steps.length - 1)),
  };
  const counter = h("span", { class: "embed-counter", dataset: { role: "step" } });
  const bar = h(
    "div",
    { class: "embed-steps", role: "group", "aria-label": t("replayHelp") },
    buttons.first,
    buttons.prev,
    counter,
    buttons.next,
    buttons.last,
  );
  const el = h("div", { class: "embed-replay" }, stage, h("div", { class: "embed-under" }, caption, scoreEl, bar));
  host.append(el);

  // One camera for the whole game: the final grid fits, cards never jump.
  const all = steps[steps.length - 1].board;
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const p of all) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  const surface = createSurface(stage, (ctx, w, hh) => {
    ctx.fillStyle = "#1d3b2f";
    ctx.fillRect(0, 0, w, hh);
    const cols = x1 - x0 + 2;
    const rows = y1 - y0 + 2;
    const s = Math.max(8, Math.min(80, (w - 8) / cols, (hh - 8) / rows));
    const ox = w / 2 - ((x0 + x1 + 1) / 2) * s;
    const oy = hh / 2 - ((y0 + y1 + 1) / 2) * s;
    const step = steps[at];
    const fresh = new Set(step.turn && step.turn.kind === "place" ? step.turn.place.map((p) => `${p.x},${p.y}`) : []);
    const { draw } = cards;
    for (const p of step.board) {
      const px = ox + p.x * s;
      const py = oy + p.y * s;
      draw(ctx, p.card, px + s * 0.04, py + s * 0.04, s * 0.92, s * 0.92);
      if (fresh.has(`${p.x},${p.y}`)) {
        ctx.strokeStyle = "#ffd54a";
        ctx.lineWidth = Math.max(2, s * 0.06);
        ctx.strokeRect(px + 1, py + 1, s - 2, s - 2);
      }
    }
  });
  surface.canvas.setAttribute("role", "img");

  const name = (/** @type {number} */ seat) => t("playerN", { n: seat + 1 });

  function show() {
    const step = steps[at];
    let text;
    if (!step.turn) text = t("start");
    else if (step.turn.kind === "place")
      text = t("turnPlay", {
        name: name(step.seat),
        cards: step.turn.place.map((p) => p.card).join(", "),
        score: t("points", { n: step.score }),
      });
    else if (step.turn.kind === "pass") text = t("turnPass", { name: name(step.seat) });
    else text = t("turnTrade", { name: name(step.seat), n: t("cardsN", { n: step.turn.n }) });
    caption.textContent = at > 0 ? `${t("turnOf", { i: at, n: steps.length - 1 })}. ${text}` : text;
    scoreEl.textContent = step.scores.map((s, i) => `${name(i)}: ${s}`).join(" · ");
    scoreEl.hidden = steps.length < 2;
    counter.textContent = `${at} / ${steps.length - 1}`;
    buttons.first.disabled = buttons.prev.disabled = at === 0;
    buttons.next.disabled = buttons.last.disabled = at === steps.length - 1;
    bar.hidden = steps.length < 2;
    surface.canvas.setAttribute("aria-label", `${caption.textContent} ${positionText(step.board)}`);
    surface.invalidate();
  }

  /** @param {number} i */
  function go(i) {
    const n = Math.max(0, Math.min(steps.length - 1, i));
    if (n === at) return;
    at = n;
    show();
    o.announce(caption.textContent ?? "");
  }

  /** @param {KeyboardEvent} e */
  function onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const tag = /** @type {HTMLElement} */ (e.target)?.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
    const k = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: steps.length - 1 }[e.key];
    if (k === undefined) return;
    e.preventDefault();
    go(k);
  }
  document.addEventListener("keydown", onKey);
  show();
  return {
    state: () => ({
      game: o.descriptor.id,
      view: { board: steps[at].board, hand: [] },
      busy: false,
      staged: [],
      step: at,
      steps: steps.length - 1,
    }),
    play: () => ({ ok: false, error: { code: "bad-input", message: "a replay takes no moves" } }),
    step: () => at,
    go,
    destroy() {
      document.removeEventListener("keydown", onKey);
      surface.destroy();
      el.remove();
    },
  };
}
