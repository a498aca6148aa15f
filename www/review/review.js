// @ts-check
// The review of a finished game.
// - Ётта: the game is replayed from its record (seed + moves, record.js); a chart of
//   every player's score after each turn; for each turn of the reviewed seat what it
//   played and scored, the best score it could have made with the hand it held (the
//   engine's `iotaBestTurn`: every legal play, recycles and the end-game doubling
//   included; only that seat's own hand is used), and the points left on the table.
//   Tapping a turn shows that position with the play made and the best play side by
//   side. With more than one person at the table each reviews their own turns.
// - Оттава: the totals after each round, and per round who went out or how it was
//   blocked, the hands left and their points.
// The chart's numbers are also in a table for assistive technology.
import { h } from "../ui/dom.js";
import { createSurface } from "../canvas.js";
import { gameById } from "../games.js";
import { drawChart, seriesColour } from "./chart.js";
import { replayRecord, recordReason, printRecord, replayParams } from "./record.js";
import { adoptReviewStyles } from "./style.js";

/** @typedef {(key: string, params?: Record<string, any>) => string} T */

/**
 * A game's cards, as its descriptor draws and names them (www/games.js).
 * @param {"iota" | "ottawa"} id @returns {import("../games.js").GameCards}
 */
const cardsOf = (id) => /** @type {import("../games.js").GameDescriptor} */ (gameById(id)).cards;
/** @typedef {import("./record.js").GameRecord} GameRecord */
/**
 * @typedef {{ round: number, winner: number | null, blocked: boolean, handPoints: number[],
 *   points: number[], hands: string[][], scores: number[] }} RoundSummary
 * @typedef {{ kind: "iota", record: GameRecord }
 *   | { kind: "ottawa", names: string[], rounds: RoundSummary[] }} ReviewSource
 */

/**
 * @param {HTMLElement} host
 * @param {{ engine: any, source: ReviewSource, title: string, t: T, lang: "en" | "ru",
 *   announce: (text: string) => void, onBack: () => void, pageUrl: string }} o
 * @returns {{ controller: any } | { error: string }}
 */
export function mountReview(host, o) {
  adoptReviewStyles();
  const { t } = o;
  /** @type {import("../canvas.js").Surface[]} */
  const surfaces = [];
  const pts = (/** @type {number} */ n) => t("pointsN", { n });

  /** @type {string[]} */
  let names;
  /** @type {number[][]} */
  let points;
  /** @type {any} */
  let iota = null;
  if (o.source.kind === "iota") {
    const rec = o.source.record;
    const rep = replayRecord(o.engine, rec);
    if (!rep.ok) return { error: recordReason(rep.reason, o.lang) };
    names = rec.seats.map((s) => s.name);
    points = [Array(rec.players).fill(0), ...rep.steps.map((s) => s.scores)];
    const humans = rec.seats.map((s, i) => (s.kind === "human" ? i : -1)).filter((i) => i >= 0);
    iota = {
      rec,
      rep,
      seats: humans.length ? humans : rec.seats.map((_, i) => i),
      seat: humans[0] ?? 0,
      best: new Map(),
    };
  } else {
    names = o.source.names;
    points = [names.map(() => 0), ...o.source.rounds.map((r) => r.scores)];
  }

  // --- the chart and its table ---------------------------------------------------
  let mark = -1;
  const chartBox = h("div", { class: "rv-chart" });
  const chart = createSurface(
    chartBox,
    (ctx, w, hh) =>
      drawChart(
        ctx,
        w,
        hh,
        { names, points, mark, xLabel: t(o.source.kind === "iota" ? "turnCol" : "roundCol") },
        host,
      ),
    {
      label: t("chartSummary", {
        names: t(o.source.kind === "iota" ? "chartIota" : "chartOttawa"),
        scores: names.map((n, i) => `${n} ${points[points.length - 1][i]}`).join(", "),
      }),
      className: "rv-canvas",
    },
  );
  chart.canvas.dataset.role = "review-chart";
  surfaces.push(chart);
  const stepWord = o.source.kind === "iota" ? "afterTurn" : "afterRound";
  const table = h(
    "table",
    { class: "sr-only", dataset: { role: "review-table" } },
    h("caption", {}, t(o.source.kind === "iota" ? "chartIota" : "chartOttawa")),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, t(o.source.kind === "iota" ? "turnCol" : "roundCol")),
        ...names.map((n) => h("th", { scope: "col" }, n)),
      ),
    ),
    h(
      "tbody",
      {},
      ...points.map((p, k) =>
        h(
          "tr",
          {},
          h("th", { scope: "row" }, k ? t(stepWord, { n: k }) : t("rvStart")),
          ...p.map((v) => h("td", {}, String(v))),
        ),
      ),
    ),
  );

  const back = h(
    "button",
    { class: "rv-back", dataset: { action: "back" }, onclick: () => o.onBack() },
    `‹ ${t("rvBack")}`,
  );
  const note = h("p", { class: "rv-note", dataset: { role: "review-note" }, "aria-live": "polite" });
  const body = h("div", { class: "rv-body" });
  const root = h(
    "section",
    { class: "rv", dataset: { role: "review", game: o.source.kind }, "aria-labelledby": "rv-title" },
    h("div", { class: "rv-head" }, back, h("h2", { id: "rv-title" }, t("reviewTitle", { game: o.title }))),
    h("div", { class: "rv-scroll" }, h("h3", { class: "sr-only" }, t("chartTitle")), chartBox, table, note, body),
  );
  host.append(root);

  if (iota) renderIota();
  else renderOttawa(/** @type {any} */ (o.source).rounds);
  chart.drawNow();
  colourDots();
  // A change of theme (light or dark) redraws the chart in its colours.
  const scheme = window.matchMedia("(prefers-color-scheme: dark)");
  const redraw = () => {
    chart.drawNow();
    colourDots();
  };
  scheme.addEventListener("change", redraw);

  // --- Ётта ----------------------------------------------------------------------
  /** The reviewed seat's turns, each with the best it could have scored. */
  function turnsOf(/** @type {number} */ seat) {
    const { rec, rep } = iota;
    const out = [];
    for (let k = 0; k < rep.steps.length; k++) {
      const s = rep.steps[k];
      if (s.seat !== seat) continue;
      let best = iota.best.get(k);
      if (!best) {
        const b = s.before;
        const r = o.engine.iotaBestTurn(b.board, b.hand, {
          allFourBonus: rec.options.allFourBonus,
          pileEmpty: b.pile === 0,
        });
        best = r?.ok ? { score: r.score, move: r.move } : { score: 0, move: null };
        iota.best.set(k, best);
      }
      out.push({ k, step: s, score: s.result.score, best: Math.max(best.score, s.result.score), bestMove: best.move });
    }
    return out;
  }

  function renderIota() {
    const { rec } = iota;
    const kids = [];
    if (iota.seats.length > 1) {
      kids.push(
        h(
          "div",
          { class: "rv-seats", role: "group", "aria-label": t("whoseTurns") },
          ...iota.seats.map((/** @type {number} */ s) =>
            h(
              "button",
              {
                class: iota.seat === s ? "primary" : "",
                "aria-pressed": String(iota.seat === s),
                dataset: { action: "review-seat", seat: String(s) },
                onclick: () => {
                  iota.seat = s;
                  renderIota();
                },
              },
              t("yourTurns", { name: rec.seats[s].name }),
            ),
          ),
        ),
      );
    }
    const turns = turnsOf(iota.seat);
    const got = turns.reduce((a, x) => a + x.score, 0);
    const could = turns.reduce((a, x) => a + x.best, 0);
    kids.push(
      h(
        "p",
        { class: "rv-total", dataset: { role: "review-total" } },
        t("totalLeft", { n: could - got, score: got, best: could }),
      ),
    );
    kids.push(
      h(
        "ol",
        { class: "rv-turns", "aria-label": t("yourTurns", { name: rec.seats[iota.seat].name }) },
        ...turns.map((x) => {
          const m = x.step.move;
          const turn = t("turnN", { n: x.k + 1 });
          const text = m.place
            ? t("rowPlay", {
                turn,
                cards: m.place.map((/** @type {any} */ p) => cardName(p.card)).join(", "),
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
              { class: "rv-turn-btn", "aria-haspopup": "dialog", onclick: () => showTurn(x) },
              m.place ? cardStrip(m.place.map((/** @type {any} */ p) => p.card)) : null,
              h("span", { class: "rv-turn-text" }, text),
              h("span", { class: "rv-badge" }, left > 0 ? t("rowMissed", { n: left }) : t("rowTop")),
            ),
          );
        }),
      ),
    );
    kids.push(recordActions());
    body.replaceChildren(...kids);
  }

  /** A card's name in the page's language ("red triangle 3"). @param {string} code */
  function cardName(code) {
    return cardsOf("iota").name(code, t, o.lang);
  }

  /** Small pictures of the cards played (their names are in the row's text). @param {string[]} cards */
  function cardStrip(cards) {
    const box = h("span", { class: "rv-strip", dataset: { n: String(cards.length) } });
    const surf = createSurface(box, (ctx, w, hh) => {
      const size = Math.min(hh, w / cards.length) - 2;
      const { draw } = cardsOf("iota");
      cards.forEach((c, i) => draw(ctx, c, i * (size + 2), (hh - size) / 2, size, size));
    });
    surfaces.push(surf);
    return box;
  }

  /** Copy replay link, Download record, and the link itself once made. */
  function recordActions() {
    const { rec, rep } = iota;
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
    const url = new URL(o.pageUrl);
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
            say(t("copiedReplay"));
          } catch {
            link.select();
            say(t("copyFailed"));
          }
        },
      },
      t("copyReplay"),
    );
    const download = h(
      "button",
      {
        dataset: { action: "download-record" },
        onclick: () => {
          const text = printRecord({ ...rec, scores: iota.rep.final.scores });
          const file = `yotta-iota-${new Date().toISOString().slice(0, 10)}.txt`;
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
          say(t("recordSaved", { file }));
        },
      },
      t("downloadRecord"),
    );
    return h("div", { class: "rv-actions" }, copy, download, link);
  }

  /** @param {string} text */
  function say(text) {
    note.textContent = text;
    o.announce(text);
  }

  /** The position before turn `x`, the play made and the best play side by side. @param {any} x */
  function showTurn(x) {
    const s = x.step;
    mark = x.k + 1;
    chart.invalidate();
    const board = s.before.board;
    const made = s.move.place
      ? { place: s.move.place, recycle: s.move.recycle ?? [] }
      : { place: [], recycle: s.move.recycle ?? [] };
    const best = x.bestMove?.place
      ? { place: x.bestMove.place, recycle: x.bestMove.recycle ?? [] }
      : { place: [], recycle: [] };
    const cells = [...board, ...made.place, ...best.place];
    const pane = (/** @type {string} */ role, /** @type {string} */ title, /** @type {any} */ mv) => {
      const box = h("div", { class: "rv-board" });
      const label = `${title}. ${mv.place.map((/** @type {any} */ p) => `${cardName(p.card)} ${p.x},${p.y}`).join(", ")}`;
      const surf = createSurface(box, (ctx, w, hh) => drawPosition(ctx, w, hh, board, mv, cells), { label });
      surfaces.push(surf);
      setTimeout(() => surf.drawNow(), 0);
      return h("figure", { class: "rv-pane", dataset: { role } }, box, h("figcaption", {}, title));
    };
    const m = s.move;
    const madeTitle = `${t("rvPlayed")}: ${m.place ? pts(x.score) : m.trade ? t("tradeWord", { n: m.trade.length }) : t("passWord")}`;
    const bestTitle = x.bestMove ? `${t("bestPlay")}: ${pts(x.best)}` : t("rvNoPlay");
    const close = h(
      "button",
      { class: "primary", dataset: { action: "close-turn" }, onclick: () => closeTurn() },
      t("rvClose"),
    );
    const hand = h(
      "p",
      { class: "rv-hand" },
      `${t("turnN", { n: x.k + 1 })}: ${s.before.hand.map(cardName).join(", ")}`,
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
        h("div", { class: "rv-panes" }, pane("review-played", madeTitle, made), pane("review-best", bestTitle, best)),
        close,
      ),
    );
    const opener = /** @type {HTMLElement | null} */ (document.activeElement);
    root.querySelector(".rv-detail")?.remove();
    root.append(dlg);
    close.focus();
    /** @param {KeyboardEvent} e */
    const onKey = (e) => {
      if (e.key === "Escape") closeTurn();
    };
    dlg.addEventListener("keydown", onKey);
    function closeTurn() {
      dlg.remove();
      mark = -1;
      chart.invalidate();
      opener?.focus();
    }
  }

  // --- Оттава --------------------------------------------------------------------
  /** @param {RoundSummary[]} rounds */
  function renderOttawa(rounds) {
    body.replaceChildren(
      h(
        "ol",
        { class: "rv-rounds" },
        ...rounds.map((r) => {
          const head = r.blocked
            ? r.winner === null || r.winner === undefined
              ? t("rvRoundTie")
              : t("rvRoundBlocked", { name: names[r.winner] })
            : t("roundWon", { name: names[r.winner ?? 0] });
          return h(
            "li",
            { class: "rv-round", dataset: { role: "review-round", round: String(r.round) } },
            h("h3", {}, t("roundHead", { n: r.round, what: head })),
            h(
              "ul",
              { class: "rv-hands", "aria-label": t("handsLeft") },
              ...names.map((n, i) =>
                h(
                  "li",
                  {},
                  h("span", { class: "rv-dot", "aria-hidden": "true", dataset: { seat: String(i) } }),
                  t("handPoints", {
                    name: n,
                    cards:
                      (r.hands[i] ?? []).map((c) => cardsOf("ottawa").short(c, o.lang)).join(" ") || t("rvEmptyHand"),
                    n: r.handPoints[i] ?? 0,
                  }),
                  h("strong", { class: "rv-plus" }, ` +${r.points[i] ?? 0}`),
                ),
              ),
            ),
          );
        }),
      ),
    );
  }

  /** The players' dots take the chart's colours (set by its last drawing). */
  function colourDots() {
    for (const dot of body.querySelectorAll(".rv-dot")) {
      const i = Number(/** @type {HTMLElement} */ (dot).dataset.seat);
      /** @type {HTMLElement} */ (dot).style.background = seriesColour(i);
    }
  }

  return {
    controller: {
      state: () => ({ game: null, view: null, busy: false, staged: [], review: o.source.kind }),
      play: () => ({ ok: false, error: { code: "game-over", message: "a review makes no moves" } }),
      /** The reviewed seat's turns: position, hand, pile and scores (tests). */
      turns: () =>
        iota
          ? turnsOf(iota.seat).map((x) => ({
              turn: x.k + 1,
              seat: x.step.seat,
              board: x.step.before.board,
              hand: x.step.before.hand,
              pile: x.step.before.pile,
              score: x.score,
              best: x.best,
              move: x.step.move,
            }))
          : [],
      /** Draws the chart again (after a change of the page's colours). */
      redraw,
      destroy() {
        scheme.removeEventListener("change", redraw);
        for (const s of surfaces) s.destroy();
        root.remove();
      },
    },
  };
}

/**
 * Draws a grid with a move's cards on it (outlined), all of `cells` in view.
 * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} hh
 * @param {{ card: string, x: number, y: number }[]} board
 * @param {{ place: { card: string, x: number, y: number }[], recycle: { card: string, x: number, y: number }[] }} mv
 * @param {{ x: number, y: number }[]} cells
 */
function drawPosition(ctx, w, hh, board, mv, cells) {
  ctx.clearRect(0, 0, w, hh);
  ctx.fillStyle = "#163629";
  ctx.fillRect(0, 0, w, hh);
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const p of cells) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  if (!Number.isFinite(x0)) return;
  const s = Math.min(64, (w - 8) / (x1 - x0 + 1), (hh - 8) / (y1 - y0 + 1));
  const ox = (w - s * (x1 - x0 + 1)) / 2 - x0 * s;
  const oy = (hh - s * (y1 - y0 + 1)) / 2 - y0 * s;
  const pad = Math.max(1, s * 0.04);
  const recycled = new Map(mv.recycle.map((r) => [`${r.x},${r.y}`, r.card]));
  const { draw } = cardsOf("iota");
  const size = s - 2 * pad;
  for (const p of board)
    draw(ctx, recycled.get(`${p.x},${p.y}`) ?? p.card, ox + p.x * s + pad, oy + p.y * s + pad, size, size, {
      dim: false,
    });
  for (const p of [...mv.place, ...mv.recycle]) {
    if (mv.place.includes(p)) draw(ctx, p.card, ox + p.x * s + pad, oy + p.y * s + pad, size, size, { staged: true });
    ctx.strokeStyle = "#ffd400";
    ctx.lineWidth = Math.max(2, s * 0.08);
    ctx.strokeRect(ox + p.x * s + pad / 2, oy + p.y * s + pad / 2, s - pad, s - pad);
  }
}
