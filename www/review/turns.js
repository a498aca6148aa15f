// @ts-check
// The review of a game turn by turn (www/review/review.js holds the frame and the
// state, `Review`): the game replayed from its record, the reviewed seat's turns each
// beside the best play of the hand it held (the descriptor's `review.bestTurn`), the
// seats to choose from, the replay link and the record's download, and a turn's
// position with the play made and the best play side by side.
import { h } from "../ui/dom.js";
import { createSurface } from "../canvas.js";
import { drawPosition } from "../ui/cells.js";
import { replayRecord, printRecord, replayParams } from "./record.js";
import { missedPart } from "./missed.js";
import { heatToggle } from "./heat.js";

/** @typedef {import("./review.js").Review} Review */
/** @typedef {import("./record.js").GameRecord} GameRecord */
/** @typedef {import("./record.js").Step} Step */
/** @typedef {import("./record.js").Placement} Placement */
/** @typedef {{ place: Placement[], recycle: Placement[] }} Shown a play as a pane draws it */

/**
 * The review by turns: the record, its replay, the seats whose turns can be reviewed
 * (the persons', else every seat's), the seat reviewed, and the best play of each
 * turn worked out so far (by step).
 * @typedef {{ game: import("../games.js").GameDescriptor, rec: GameRecord, rep: Replay,
 *   seats: number[], seat: number, best: Map<number, { score: number, move: import("./record.js").Move | null }> }} Turns
 * @typedef {import("./record.js").Replay} Replay
 * A turn of the reviewed seat: its step `k`, what it scored and the best it could have.
 * @typedef {{ k: number, step: Step, score: number, best: number, bestMove: import("./record.js").Move | null }} Turn
 */

/**
 * Replays a record for its review.
 * @param {typeof import("../../yotta.js")} engine
 * @param {{ game: import("../games.js").GameDescriptor, record: GameRecord }} source
 * @returns {{ ok: true, turns: Turns, names: string[], points: number[][] }
 *   | { ok: false, reason: import("./record.js").Reason }}
 */
export function reviewTurns(engine, { game, record: rec }) {
  const rep = replayRecord(engine, rec);
  if (!rep.ok) return rep;
  const humans = rec.seats.map((s, i) => (s.kind === "human" ? i : -1)).filter((i) => i >= 0);
  return {
    ok: true,
    turns: {
      game,
      rec,
      rep,
      seats: humans.length ? humans : rec.seats.map((_, i) => i),
      seat: humans[0] ?? 0,
      best: new Map(),
    },
    names: rec.seats.map((s) => s.name),
    points: [Array(rec.players).fill(0), ...rep.steps.map((s) => s.scores)],
  };
}

/**
 * The reviewed seat's turns, each with the best it could have scored.
 * @param {Review} rv @returns {Turn[]}
 */
export function turnsOf(rv) {
  const it = /** @type {Turns} */ (rv.turns);
  const { rec, rep } = it;
  const out = [];
  for (let k = 0; k < rep.steps.length; k++) {
    const s = rep.steps[k];
    if (s.seat !== it.seat) continue;
    let best = it.best.get(k);
    if (!best) {
      const r = it.game.review?.bestTurn?.(rv.o.engine, s.before, rec.options);
      best = r
        ? { score: r.score, move: /** @type {import("./record.js").Move} */ (r.move) }
        : { score: 0, move: null };
      it.best.set(k, best);
    }
    out.push({ k, step: s, score: s.result.score, best: Math.max(best.score, s.result.score), bestMove: best.move });
  }
  return out;
}

/** The body of the review by turns: the seats, the total left, every turn, the record's actions. @param {Review} rv */
export function renderTurns(rv) {
  const it = /** @type {Turns} */ (rv.turns);
  const { t } = rv;
  const kids = [];
  if (it.seats.length > 1) kids.push(seatChoice(rv, it));
  const turns = turnsOf(rv);
  const got = turns.reduce((a, x) => a + x.score, 0);
  const could = turns.reduce((a, x) => a + x.best, 0);
  kids.push(
    h(
      "p",
      { class: "rv-total", dataset: { role: "review-total" } },
      t("totalLeft", { n: could - got, score: got, best: could }),
    ),
  );
  kids.push(missedPart(rv, turns));
  kids.push(
    h(
      "ol",
      { class: "rv-turns", "aria-label": t("yourTurns", { name: it.rec.seats[it.seat].name }) },
      ...turns.map((x) => turnRow(rv, x)),
    ),
  );
  kids.push(recordActions(rv, it));
  rv.body.replaceChildren(...kids);
}

/** Whose turns are reviewed, when more than one person played. @param {Review} rv @param {Turns} it */
function seatChoice(rv, it) {
  return h(
    "div",
    { class: "rv-seats", role: "group", "aria-label": rv.t("whoseTurns") },
    ...it.seats.map((s) =>
      h(
        "button",
        {
          class: it.seat === s ? "primary" : "",
          "aria-pressed": String(it.seat === s),
          dataset: { action: "review-seat", seat: String(s) },
          onclick: () => {
            it.seat = s;
            renderTurns(rv);
          },
        },
        rv.t("yourTurns", { name: it.rec.seats[s].name }),
      ),
    ),
  );
}

/** One turn's row: the cards played, what it scored, what it left. @param {Review} rv @param {Turn} x */
function turnRow(rv, x) {
  const { t } = rv;
  const pts = (/** @type {number} */ n) => t("pointsN", { n });
  const m = x.step.move;
  const turn = t("turnN", { n: x.k + 1 });
  const text = m.place
    ? t("rowPlay", {
        turn,
        cards: m.place.map((p) => cardName(rv, p.card)).join(", "),
        score: pts(x.score),
        best: pts(x.best),
      })
    : m.trade
      ? t("rowTrade", { turn, n: m.trade.length, best: pts(x.best) })
      : t("rowPass", { turn, best: pts(x.best) });
  const left = x.best - x.score;
  return h(
    "li",
    {
      class: left > 0 ? "rv-turn missed" : "rv-turn top",
      dataset: { role: "review-turn", turn: String(x.k + 1), score: String(x.score), best: String(x.best) },
    },
    h(
      "button",
      { class: "rv-turn-btn", "aria-haspopup": "dialog", onclick: () => showTurn(rv, x) },
      m.place
        ? cardStrip(
            rv,
            m.place.map((p) => p.card),
          )
        : null,
      h("span", { class: "rv-turn-text" }, text),
      h("span", { class: "rv-badge" }, left > 0 ? t("rowMissed", { n: left }) : t("rowTop")),
    ),
  );
}

/** A card's name in the page's language ("red triangle 3"). @param {Review} rv @param {string} code */
function cardName(rv, code) {
  return rv.o.source.game.cards.name(code, rv.t, rv.o.lang);
}

/** Small pictures of the cards played (their names are in the row's text). @param {Review} rv @param {string[]} cards */
function cardStrip(rv, cards) {
  const box = h("span", { class: "rv-strip", dataset: { n: String(cards.length) } });
  const { draw } = rv.o.source.game.cards;
  const surf = createSurface(box, (ctx, w, hh) => {
    const size = Math.min(hh, w / cards.length) - 2;
    cards.forEach((c, i) => draw(ctx, c, i * (size + 2), (hh - size) / 2, size, size));
  });
  rv.surfaces.push(surf);
  return box;
}

/** Copy replay link, Download record, and the link itself once made. @param {Review} rv @param {Turns} it */
function recordActions(rv, it) {
  const { t } = rv;
  const { rec, rep } = it;
  const link = /** @type {HTMLInputElement} */ (
    h("input", {
      type: "text",
      readonly: true,
      class: "rv-link",
      dataset: { role: "replay-link" },
      "aria-label": t("copyReplay"),
      hidden: true,
    })
  );
  const url = new URL(rv.o.pageUrl);
  url.search = replayParams(rec, rep).toString();
  url.hash = "";
  const copy = h(
    "button",
    {
      dataset: { action: "copy-replay" },
      onclick: async () => {
        link.value = url.href;
        link.hidden = false;
        try {
          await navigator.clipboard.writeText(url.href);
          say(rv, t("copiedReplay"));
        } catch {
          link.select();
          say(rv, t("copyFailed"));
        }
      },
    },
    t("copyReplay"),
  );
  const download = h(
    "button",
    { dataset: { action: "download-record" }, onclick: () => downloadRecord(rv, it) },
    t("downloadRecord"),
  );
  return h("div", { class: "rv-actions" }, copy, download, link);
}

/** Saves the record as a text file (docs/records.md). @param {Review} rv @param {Turns} it */
function downloadRecord(rv, it) {
  const text = printRecord({ ...it.rec, scores: it.rep.final.scores });
  const file = `yotta-${it.rec.game}-${new Date().toISOString().slice(0, 10)}.txt`;
  const a = /** @type {HTMLAnchorElement} */ (
    h("a", {
      href: URL.createObjectURL(new Blob([text], { type: "text/plain" })),
      download: file,
      hidden: true,
    })
  );
  document.body.append(a);
  a.click();
  setTimeout(() => {
    URL.revokeObjectURL(a.href);
    a.remove();
  }, 1000);
  say(rv, rv.t("recordSaved", { file }));
}

/** Writes `text` in the note and says it. @param {Review} rv @param {string} text */
function say(rv, text) {
  rv.note.textContent = text;
  rv.o.announce(text);
}

/** The position before turn `x`, the play made and the best play side by side. @param {Review} rv @param {Turn} x */
function showTurn(rv, x) {
  const { t } = rv;
  const pts = (/** @type {number} */ n) => t("pointsN", { n });
  const s = x.step;
  rv.mark = x.k + 1;
  rv.chart.invalidate();
  const board = s.before.board;
  /** @type {Shown} */
  const made = { place: s.move.place ?? [], recycle: s.move.recycle ?? [] };
  /** @type {Shown} */
  const best = x.bestMove?.place
    ? { place: x.bestMove.place, recycle: x.bestMove.recycle ?? [] }
    : { place: [], recycle: [] };
  const cells = [...board, ...made.place, ...best.place];
  const m = s.move;
  const madeTitle = `${t("rvPlayed")}: ${m.place ? pts(x.score) : m.trade ? t("tradeWord", { n: m.trade.length }) : t("passWord")}`;
  const bestTitle = x.bestMove ? `${t("bestPlay")}: ${pts(x.best)}` : t("rvNoPlay");
  const close = h("button", { class: "primary", dataset: { action: "close-turn" } }, t("rvClose"));
  // Both panes show the same cells: the heat map's, once on, widen them alike.
  const heat = heatToggle(rv, s, cells, () => {
    played.surface.drawNow();
    other.surface.drawNow();
  });
  const played = pane(rv, "review-played", madeTitle, board, made, cells, heat.paint);
  const other = pane(rv, "review-best", bestTitle, board, best, cells);
  const hand = h(
    "p",
    { class: "rv-hand" },
    `${t("turnN", { n: x.k + 1 })}: ${s.before.hand.map((c) => cardName(rv, c)).join(", ")}`,
  );
  const dlg = h(
    "div",
    {
      class: "rv-detail",
      role: "dialog",
      "aria-modal": "true",
      "aria-labelledby": "rv-detail-title",
      dataset: { role: "review-detail", turn: String(x.k + 1) },
    },
    h(
      "div",
      { class: "rv-detail-box" },
      h("h3", { id: "rv-detail-title" }, t("showTurn")),
      hand,
      h("div", { class: "rv-panes" }, played.el, other.el),
      heat.el,
      close,
    ),
  );
  const opener = /** @type {HTMLElement | null} */ (document.activeElement);
  rv.root.querySelector(".rv-detail")?.remove();
  rv.root.append(dlg);
  close.focus();
  const closeTurn = () => {
    dlg.remove();
    rv.mark = -1;
    rv.chart.invalidate();
    opener?.focus();
  };
  close.addEventListener("click", closeTurn);
  dlg.addEventListener("keydown", (/** @type {KeyboardEvent} */ e) => {
    if (e.key === "Escape") closeTurn();
  });
}

/**
 * One side of a turn's dialog: the grid with a play on it, and its title.
 * @param {Review} rv @param {string} role @param {string} title @param {Placement[]} board
 * @param {Shown} mv @param {{ x: number, y: number }[]} cells
 * @param {import("../ui/cells.js").Under} [under] drawn on the grid before the cards (the heat map: ./heat.js)
 */
function pane(rv, role, title, board, mv, cells, under) {
  const box = h("div", { class: "rv-board" });
  const label = `${title}. ${mv.place.map((p) => `${cardName(rv, p.card)} ${p.x},${p.y}`).join(", ")}`;
  const { draw } = rv.o.source.game.cards;
  const surf = createSurface(box, (ctx, w, hh) => drawPosition(ctx, w, hh, draw, board, mv, cells, under), { label });
  rv.surfaces.push(surf);
  setTimeout(() => surf.drawNow(), 0);
  return { el: h("figure", { class: "rv-pane", dataset: { role } }, box, h("figcaption", {}, title)), surface: surf };
}
