// @ts-check
// The replay viewer of the embedded page (`position=…` alone, or `moves=…`: a game to
// step through, its steps worked out by ./iota.js's `replaySteps`): the grid of the
// current step (the step's own cards outlined), what happened, the scores, and
// first/previous/next/last buttons (arrow keys, Home and End work too). The viewer is a
// state (`Replay`) and functions of it.
import { createSurface } from "../canvas.js";
import { boundsOf } from "../ui/cells.js";
import { h } from "../ui/dom.js";
import { positionText } from "../ui/notation.js";

/** @typedef {import("./iota.js").Step} Step */
/** @typedef {import("../ui/i18n.js").Translate} T */
/**
 * @typedef {{ descriptor: import("../games.js").GameDescriptor, steps: Step[], players: number, start: number, t: T,
 *   announce: (text: string) => void }} ReplayOptions
 */

/**
 * The viewer's state: the step shown, its parts, and the camera (the final grid's
 * bounds: one camera for the whole game, so that cards never jump).
 * @typedef {object} Replay
 * @property {ReplayOptions} o
 * @property {number} at the step shown
 * @property {HTMLElement} caption what happened
 * @property {HTMLElement} scores
 * @property {HTMLElement} counter
 * @property {HTMLElement} bar the step buttons
 * @property {Record<"first" | "prev" | "next" | "last", HTMLButtonElement>} buttons
 * @property {import("../canvas.js").Surface} surface the grid
 * @property {{ x0: number, y0: number, x1: number, y1: number }} bounds
 */

/**
 * What the viewer answers as the page's controller.
 * @typedef {import("../ui/controller.js").PagePart & { step: () => number, go: (i: number) => void,
 *   destroy: () => void }} ReplayController
 */

/**
 * @param {HTMLElement} host @param {ReplayOptions} o
 * @returns {ReplayController}
 */
export function mountReplay(host, o) {
  const { steps, t } = o;
  const stage = h("div", { class: "embed-stage" });
  /** @type {Replay} */
  const r = {
    o,
    at: Math.max(0, Math.min(steps.length - 1, o.start)),
    caption: h("p", { class: "embed-caption", dataset: { role: "turn" } }),
    scores: h("p", { class: "embed-scores", dataset: { role: "scores" } }),
    counter: h("span", { class: "embed-counter", dataset: { role: "step" } }),
    bar: h("div"),
    buttons: {
      first: button("first", t("first"), "«", () => go(r, 0)),
      prev: button("prev", t("prev"), "‹", () => go(r, r.at - 1)),
      next: button("next", t("next"), "›", () => go(r, r.at + 1)),
      last: button("last", t("last"), "»", () => go(r, steps.length - 1)),
    },
    surface: createSurface(stage, (ctx, w, hh) => drawStep(r, ctx, w, hh)),
    bounds: boundsOf(steps[steps.length - 1].board),
  };
  const { buttons } = r;
  r.bar = h(
    "div",
    { class: "embed-steps", role: "group", "aria-label": t("replayHelp") },
    buttons.first,
    buttons.prev,
    r.counter,
    buttons.next,
    buttons.last,
  );
  const el = h("div", { class: "embed-replay" }, stage, h("div", { class: "embed-under" }, r.caption, r.scores, r.bar));
  host.append(el);
  r.surface.canvas.setAttribute("role", "img");
  const onKey = (/** @type {KeyboardEvent} */ e) => key(r, e);
  document.addEventListener("keydown", onKey);
  show(r);
  return {
    state: () => ({
      game: o.descriptor.id,
      view: { board: steps[r.at].board, hand: [] },
      busy: false,
      staged: [],
      step: r.at,
      steps: steps.length - 1,
    }),
    play: () => ({ ok: false, error: { code: "bad-input", message: "a replay takes no moves" } }),
    step: () => r.at,
    go: (i) => go(r, i),
    destroy() {
      document.removeEventListener("keydown", onKey);
      r.surface.destroy();
      el.remove();
    },
  };
}

/**
 * A step button. @param {string} action @param {string} label @param {string} sign @param {() => void} f
 * @returns {HTMLButtonElement}
 */
function button(action, label, sign, f) {
  return /** @type {HTMLButtonElement} */ (
    h("button", { dataset: { action }, "aria-label": label, title: label, onclick: f }, sign)
  );
}

/**
 * Draws the step shown, its own cards outlined.
 * @param {Replay} r @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} hh
 */
function drawStep(r, ctx, w, hh) {
  const { x0, y0, x1, y1 } = r.bounds;
  ctx.fillStyle = "#1d3b2f";
  ctx.fillRect(0, 0, w, hh);
  const cols = x1 - x0 + 2;
  const rows = y1 - y0 + 2;
  const s = Math.max(8, Math.min(80, (w - 8) / cols, (hh - 8) / rows));
  const ox = w / 2 - ((x0 + x1 + 1) / 2) * s;
  const oy = hh / 2 - ((y0 + y1 + 1) / 2) * s;
  const step = r.o.steps[r.at];
  const fresh = new Set(step.turn && step.turn.kind === "place" ? step.turn.place.map((p) => `${p.x},${p.y}`) : []);
  const { draw } = r.o.descriptor.cards;
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
}

/** Shows the step `r.at`: what happened, the scores, the buttons, the grid. @param {Replay} r */
function show(r) {
  const { steps, t } = r.o;
  const { at, buttons } = r;
  const name = (/** @type {number} */ seat) => t("playerN", { n: seat + 1 });
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
  r.caption.textContent = at > 0 ? `${t("turnOf", { i: at, n: steps.length - 1 })}. ${text}` : text;
  r.scores.textContent = step.scores.map((s, i) => `${name(i)}: ${s}`).join(" · ");
  r.scores.hidden = steps.length < 2;
  r.counter.textContent = `${at} / ${steps.length - 1}`;
  buttons.first.disabled = at === 0;
  buttons.prev.disabled = at === 0;
  buttons.next.disabled = at === steps.length - 1;
  buttons.last.disabled = at === steps.length - 1;
  r.bar.hidden = steps.length < 2;
  r.surface.canvas.setAttribute("aria-label", `${r.caption.textContent} ${positionText(step.board)}`);
  r.surface.invalidate();
}

/** Goes to step `i` (within the game). @param {Replay} r @param {number} i */
function go(r, i) {
  const n = Math.max(0, Math.min(r.o.steps.length - 1, i));
  if (n === r.at) return;
  r.at = n;
  show(r);
  r.o.announce(r.caption.textContent ?? "");
}

/** The arrow keys, Home and End step through the game. @param {Replay} r @param {KeyboardEvent} e */
function key(r, e) {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const tag = /** @type {HTMLElement} */ (e.target)?.tagName;
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
  /** @type {Record<string, number>} */
  const to = { ArrowLeft: r.at - 1, ArrowRight: r.at + 1, Home: 0, End: r.o.steps.length - 1 };
  const k = to[e.key];
  if (k === undefined) return;
  e.preventDefault();
  go(r, k);
}
