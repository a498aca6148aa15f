// @ts-check
// Pointer input on the Оттава canvas, translated into intents: tap a card, drag a
// card and drop it somewhere, tap the stock or the pile. Mouse, pen and touch alike
// (Pointer Events). Keyboard input lives on the hand's buttons (table.js).
import { hitTest } from "./layout.js";

/**
 * @typedef {object} Intents
 * @property {() => import("./layout.js").Layout | null} layout the current layout
 * @property {(index: number) => void} tapCard
 * @property {() => void} tapStock
 * @property {() => void} tapPile
 * @property {(index: number) => boolean} canDrag whether the card may be picked up now
 * @property {(index: number, x: number, y: number, dx: number, dy: number) => void} dragStart
 *   (x, y) the pointer, (dx, dy) the pointer's offset from the card's centre
 * @property {(x: number, y: number) => void} dragMove
 * @property {(x: number, y: number) => void} dragEnd
 * @property {() => void} dragCancel
 */

/** How far (CSS px) a press must travel to become a drag. */
const SLOP_MOUSE = 5;
const SLOP_TOUCH = 10;

/**
 * Listens to pointer events on `canvas`; returns a function removing every listener.
 * @param {HTMLCanvasElement} canvas
 * @param {Intents} on
 */
export function attachPointer(canvas, on) {
  /** @type {{ id: number, x: number, y: number, hit: ReturnType<typeof hitTest>, dragging: boolean, slop: number, dx: number, dy: number } | null} */
  let press = null;

  /** @param {PointerEvent} e */
  function local(e) {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  /** @param {PointerEvent} e */
  function down(e) {
    if (press || (e.pointerType === "mouse" && e.button !== 0)) return;
    const lay = on.layout();
    if (!lay) return;
    const { x, y } = local(e);
    const hit = hitTest(lay, x, y);
    if (!hit) return;
    e.preventDefault();
    let dx = 0;
    let dy = 0;
    if (hit.kind === "card") {
      const c = lay.hand[hit.index];
      dx = x - c.x;
      dy = y - c.y;
    }
    press = {
      id: e.pointerId,
      x,
      y,
      hit,
      dragging: false,
      slop: e.pointerType === "mouse" ? SLOP_MOUSE : SLOP_TOUCH,
      dx,
      dy,
    };
    try {
      canvas.setPointerCapture(e.pointerId);
    } catch {
      // The pointer may already be gone; the press still works without capture.
    }
  }

  /** @param {PointerEvent} e */
  function move(e) {
    const lay = on.layout();
    if (!press || e.pointerId !== press.id) {
      // Hovering: a pointer cursor over what can be pressed.
      if (lay && e.pointerType === "mouse") {
        const { x, y } = local(e);
        canvas.style.cursor = hitTest(lay, x, y) ? "pointer" : "default";
      }
      return;
    }
    const { x, y } = local(e);
    if (!press.dragging) {
      if (Math.hypot(x - press.x, y - press.y) < press.slop) return;
      if (press.hit?.kind !== "card" || !on.canDrag(press.hit.index)) return;
      press.dragging = true;
      canvas.style.cursor = "grabbing";
      on.dragStart(press.hit.index, x, y, press.dx, press.dy);
    }
    on.dragMove(x, y);
  }

  /** @param {PointerEvent} e */
  function up(e) {
    if (!press || e.pointerId !== press.id) return;
    const p = press;
    press = null;
    const { x, y } = local(e);
    canvas.style.cursor = "default";
    if (p.dragging) {
      on.dragEnd(x, y);
      return;
    }
    if (Math.hypot(x - p.x, y - p.y) >= p.slop * 3) return;
    const hit = p.hit;
    if (!hit) return;
    if (hit.kind === "card") on.tapCard(hit.index);
    else if (hit.kind === "stock") on.tapStock();
    else on.tapPile();
  }

  /** @param {PointerEvent} e */
  function cancel(e) {
    if (!press || e.pointerId !== press.id) return;
    const dragging = press.dragging;
    press = null;
    if (dragging) on.dragCancel();
  }

  canvas.addEventListener("pointerdown", down);
  canvas.addEventListener("pointermove", move);
  canvas.addEventListener("pointerup", up);
  canvas.addEventListener("pointercancel", cancel);
  canvas.addEventListener("lostpointercapture", cancel);
  return () => {
    canvas.removeEventListener("pointerdown", down);
    canvas.removeEventListener("pointermove", move);
    canvas.removeEventListener("pointerup", up);
    canvas.removeEventListener("pointercancel", cancel);
    canvas.removeEventListener("lostpointercapture", cancel);
  };
}
