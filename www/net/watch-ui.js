// @ts-check
// A watcher's page over the game's table (./follow-host.js mounts it when the host's
// `watch` came, loaded then: a chunk of its own): who is watched, and the game so far,
// step by step as in the review — each position's move, the scores after it, whose
// turn it was — from the public views the host sent (`past`, then every `state`).
// Nothing here can move: a watcher holds no seat (./protocol.js).
import { h } from "../ui/dom.js";
import { drawPosition } from "../ui/cells.js";
import { createSurface } from "../canvas.js";
import { gameById } from "../games.js";
import { watchingWords } from "./watch-strings.js";

/**
 * @typedef {import("./guest-session.js").GuestSession} GuestSession
 * @typedef {import("./strings.js").Translate} Translate
 * @typedef {import("./messages.js").Message} Message a view or move as the host sent it (JSON)
 */

/**
 * The watcher's styles, adopted when watching starts (not in the first load's
 * style.css): the banner, and no move buttons on a table that nobody at it plays.
 */
const CSS = `
.net-watching { background: var(--panel2); border-radius: 10px; padding: 0.4rem 0.8rem; margin: 0.4rem 0.6rem; }
.net-watching > p { margin: 0.2rem 0; }
.net-watch-past summary { cursor: pointer; padding: 0.2rem 0; }
.net-watch-at { margin: 0.2rem 0; }
.net-watch-at > span:not(:empty) + span:not(:empty)::before { content: " · "; }
.net-watch-past .net-actions { display: flex; flex-wrap: wrap; gap: 0.3rem; }
.net-watch-position { margin: 0.3rem 0 0; }
.net-watch-position > div { width: min(100%, 420px); height: 180px; border-radius: 8px; overflow: hidden; }
@media (max-height: 500px) {
  .net-watching { padding: 0.1rem 0.6rem; margin: 0.2rem 0.4rem; }
  .net-watching > p { display: none; }
  .net-watch-past[open] .net-actions { float: left; margin-right: 0.6rem; }
}
.watching .iota-actions, .watching .ot-actions { display: none; }
`;

let adopted = false;

/** Adds the watcher's stylesheet to the document (once). */
function adoptStyles() {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * What the move that led to `p` was, in words: Ётта's cards placed (and their score),
 * a trade, a pass; Оттава's card played, a draw, a pass; a new deal.
 * @param {{ view: Message, move: Message | null }} p @param {string} game @param {Translate} t @param {"en" | "ru"} lang
 */
export function moveWords(p, game, t, lang) {
  const m = p.move;
  if (!m) return t("netWatchStart");
  if (m.place) return t("netWatchPlaced", { n: m.place.length, score: p.view?.last?.score ?? 0 });
  if (m.trade) return t("netWatchTraded", { n: m.trade.length });
  if (m.draw) return t("netWatchDrew");
  if (m.card) return t("netWatchPlayedCard", { card: gameById(game)?.cards.short(m.card, lang) ?? m.card });
  return t("netWatchPassed");
}

/**
 * The picture of a past position while the watcher steps back: Ётта's grid with the
 * play that led to it outlined (as the review's turns draw it, www/ui/cells.js), or
 * the top of Оттава's pile.
 * @param {string} game @param {Translate} t
 */
function positionPane(game, t) {
  const g = gameById(game);
  const box = h("div", {});
  const el = h("figure", { class: "net-watch-position", dataset: { role: "watch-position" }, hidden: true }, box);
  /** @type {{ view: Message, move: Message | null } | null} */
  let at = null;
  const surface = createSurface(
    box,
    (ctx, w, hh) => {
      const v = at?.view;
      if (!g || !v) return;
      if (Array.isArray(v.board)) {
        /** @type {import("../ui/cells.js").Placed[]} */
        const place = Array.isArray(at?.move?.place) ? at.move.place : [];
        /** @type {import("../ui/cells.js").Placed[]} */
        const cells = v.board;
        const placed = new Set(place.map((c) => `${c.x},${c.y}`));
        const board = cells.filter((c) => !placed.has(`${c.x},${c.y}`));
        drawPosition(ctx, w, hh, g.cards.draw, board, { place, recycle: [] }, cells);
      } else if (typeof v.top === "string" && v.top) {
        ctx.fillStyle = "#163629";
        ctx.fillRect(0, 0, w, hh);
        const ch = hh - 16;
        const cw = ch * g.cards.aspect;
        g.cards.draw(ctx, v.top, (w - cw) / 2, 8, cw, ch);
      }
    },
    { label: t("netWatchPast") },
  );
  return {
    el,
    /** Draws the position `p`, or hides the picture (null: the table shows the game now). @param {{ view: Message, move: Message | null } | null} p */
    show(p) {
      at = p;
      el.hidden = !p;
      if (p) surface.invalidate();
    },
    destroy: () => surface.destroy(),
  };
}

/**
 * Mounts the watcher's banner and its steps through the game so far.
 * @param {{ screen: HTMLElement, session: GuestSession, t: Translate, lang: "en" | "ru", host: () => string }} o
 */
export function mountWatching(o) {
  const { session, t } = o;
  adoptStyles();
  o.screen.classList.add("watching");
  /** The position shown in the steps (-1: the latest, following the game). */
  let shown = -1;
  const position = positionPane(/** @type {string} */ (session.game), t);
  const step = h("span", { class: "net-watch-step", dataset: { role: "watch-step" } });
  const move = h("span", { dataset: { role: "watch-move" } });
  const scores = h("span", { dataset: { role: "watch-scores" } });
  const turn = h("span", { dataset: { role: "watch-turn" } });
  const button = (
    /** @type {string} */ action,
    /** @type {string} */ key,
    /** @type {(n: number, i: number) => number} */ to,
  ) =>
    h(
      "button",
      {
        type: "button",
        dataset: { action },
        onclick: () => {
          const n = session.past.length;
          const i = shown < 0 ? n - 1 : shown;
          const next = Math.max(0, Math.min(n - 1, to(n, i)));
          shown = next === n - 1 && action === "watch-live" ? -1 : next;
          draw();
        },
      },
      t(key),
    );
  const past = h(
    "details",
    { class: "net-watch-past" },
    h("summary", {}, t("netWatchPast")),
    h(
      "div",
      { class: "net-actions" },
      button("watch-first", "netWatchFirst", () => 0),
      button("watch-back", "netWatchBack", (_n, i) => i - 1),
      button("watch-next", "netWatchNext", (_n, i) => i + 1),
      button("watch-live", "netWatchLive", (n) => n - 1),
    ),
    h("p", { class: "net-watch-at" }, step, move, scores, turn),
    position.el,
  );
  const box = h(
    "section",
    { class: "net-watching", dataset: { role: "watching" } },
    h("p", {}, watchingWords(t, o.host())),
    past,
  );
  o.screen.prepend(box);
  const name = (/** @type {number} */ seat) => session.seats[seat]?.name || t("netSeatN", { n: seat + 1 });
  function draw() {
    const n = session.past.length;
    box.dataset.past = String(n);
    if (!n) return;
    const i = shown < 0 ? n - 1 : shown;
    const p = /** @type {{ view: Message, move: Message | null }} */ (session.past[i]);
    const v = /** @type {Message} */ (p.view);
    step.dataset.step = String(i);
    step.dataset.of = String(n);
    step.textContent = t("netWatchStep", { i: i + 1, n });
    const mover = v?.last?.seat;
    const words = moveWords(p, /** @type {string} */ (session.game), t, o.lang);
    move.textContent =
      p.move && Number.isInteger(mover) ? t("netWatchMove", { name: name(mover), move: words }) : words;
    scores.textContent = t("netWatchScores", {
      scores: (v?.scores ?? [])
        .map((/** @type {number} */ s, /** @type {number} */ k) => `${name(k)} ${s}`)
        .join(" · "),
    });
    // A past position is drawn as the review draws one; the latest is the table itself.
    position.show(shown >= 0 && shown < n - 1 ? p : null);
    turn.textContent = v?.over
      ? t("netWatchOver")
      : Number.isInteger(v?.toMove)
        ? t("netWatchToMove", { name: name(v.toMove) })
        : "";
  }
  draw();
  return {
    /** The game moved on (or its past came): the steps follow it when on the latest. */
    update: draw,
    destroy: () => {
      position.destroy();
      box.remove();
      o.screen.classList.remove("watching");
    },
  };
}
