// @ts-check
// The Оттава table's canvas: the still table and what moves over it, drawn from the
// table's state (./render.js) into its layout (./layout.js), redrawn through the
// surface's one animation-frame scheduler (../canvas.js); a speech bubble or the
// reshuffle notice is drawn once more when it ends.
import { createSurface } from "../canvas.js";
import { layoutFor } from "./layout.js";
import { drawTable, drawMoving } from "./render.js";
import { whenTurnedDrawn } from "./turned.js";
import { cardName } from "./strings.js";

/**
 * The canvas in `box`, drawing the table `st`.
 * @param {HTMLElement} box
 * @param {{ st: import("./state.js").TableState, players: number, t: import("../games.js").Translate,
 *   lang: "en" | "ru", timers: import("./timers.js").Timers }} d
 */
export function tableScene(box, d) {
  const { st, players, t, lang, timers } = d;
  const surface = createSurface(box, (ctx, w, hh) => draw(ctx, w, hh), {
    label: t("canvasLabel"),
    moving: (ctx, w, hh) => drawMovingPart(ctx, w, hh),
  });
  surface.canvas.classList.add("ot-canvas");
  surface.canvas.setAttribute("aria-describedby", "ot-keys");

  /** @type {import("./layout.js").Layout | null} */
  let lay = null;
  function currentLayout() {
    const { width, height } = surface.size();
    lay = layoutFor(st, width, height, players);
    return lay;
  }
  /** The layout last drawn (or worked out now, before the first drawing). */
  const L = () => lay ?? currentLayout();

  /**
   * The still table; a card shaking is redrawn every frame, a speech bubble or the
   * reshuffle notice once more when it ends.
   * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} hh
   */
  function draw(ctx, w, hh) {
    const now = performance.now();
    const l = currentLayout();
    if (w < 10 || hh < 10) return;
    // A turned card drawn before its bitmap was: the table again once it is.
    if (!drawTable(ctx, l, { st, t, lang, fourColour: st.fourColour, now })) whenTurnedDrawn(redrawTurned);
    if (st.shake && st.shake.until > now) surface.invalidate();
    const ends = [...st.bubbles.map((b) => b.until), st.reshuffledUntil].filter((u) => u > now);
    if (ends.length) redrawAt(Math.min(...ends));
  }

  const redrawTurned = () => {
    if (timers.alive()) surface.invalidate();
  };

  /** The still table's next timed redraw. @type {{ at: number, id: ReturnType<typeof setTimeout> } | null} */
  let timedRedraw = null;
  /** Redraws the still table at `at` (performance.now() time). @param {number} at */
  function redrawAt(at) {
    if (timedRedraw && timedRedraw.at <= at) return;
    if (timedRedraw) clearTimeout(timedRedraw.id);
    const id = timers.later(
      () => {
        timedRedraw = null;
        surface.invalidate();
      },
      Math.max(0, at - performance.now()) + 1,
    );
    timedRedraw = { at, id };
  }

  /** What moves over the still table, drawn every frame while cards fly. @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} hh */
  function drawMovingPart(ctx, w, hh) {
    if (w < 10 || hh < 10) return;
    drawMoving(ctx, L(), { st, t, lang, fourColour: st.fourColour, now: performance.now() });
    if (st.flights.length > 0) surface.animate();
  }

  return {
    surface,
    canvas: surface.canvas,
    layout: L,
    /** The layout last drawn, null before the first drawing (the pointer's hit tests). */
    drawn: () => lay,
    currentLayout,
    /** Viewport coordinates of a point of the canvas. @param {number} x @param {number} y */
    toViewport(x, y) {
      const r = surface.canvas.getBoundingClientRect();
      return { x: r.left + x, y: r.top + y };
    },
    /** The canvas's name: the pile's top card and the stock's count. */
    describe() {
      const v = st.view;
      surface.canvas.setAttribute(
        "aria-label",
        `${t("canvasLabel")}. ${t("pile", { card: cardName(v.top, lang) })}. ${t("stockN", { n: v.stock })}.`,
      );
    },
  };
}

/** @typedef {ReturnType<typeof tableScene>} Scene */
