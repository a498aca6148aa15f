// @ts-check
// Pointer, wheel and keyboard events of the Ётта table, translated into intents. No
// decision is taken here: what a tap or a drop means is up to the table.

/**
 * @typedef {{ item: number } | { staged: number }} DragSource
 * @typedef {object} Intents
 * @property {(item: number, byKeyboard: boolean) => void} selectItem a tap or Enter on a hand card
 * @property {(x: number, y: number) => void} tapCell a tap on a grid cell
 * @property {(source: DragSource, clientX: number, clientY: number) => boolean} pickUp start of a drag; false refuses it
 * @property {(clientX: number, clientY: number) => void} dragTo
 * @property {(clientX: number, clientY: number) => void} drop
 * @property {(dx: number, dy: number) => void} pan by CSS pixels
 * @property {(factor: number, clientX: number, clientY: number) => void} zoomAt
 * @property {(dx: number, dy: number) => void} moveCursor
 * @property {() => void} activateCursor Enter/Space on the grid
 * @property {() => void} escape
 * @property {() => void} takeBackLast
 * @property {() => void} fit
 * @property {(x: number, y: number) => number | null} stagedAt index of the staged card at a cell
 * @property {(clientX: number, clientY: number) => { x: number, y: number }} cellAt the cell under a point
 */

const SLOP = 6;

/**
 * Listens to the grid canvas and the hand. Returns a function removing every listener.
 * @param {HTMLCanvasElement} canvas
 * @param {HTMLElement} handEl hand cards are buttons carrying `data-item`
 * @param {Intents} on
 */
export function attachInput(canvas, handEl, on) {
  /** @type {Map<number, { x: number, y: number }>} */
  const pointers = new Map();
  /** @type {null | { mode: "pending" | "pan" | "drag" | "pinch", id: number, x0: number, y0: number, lastX: number, lastY: number, source: DragSource | null, dist?: number }} */
  let gesture = null;

  /** @param {PointerEvent} e */
  function canvasDown(e) {
    if (e.button > 0) return;
    canvas.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 2) {
      // A second finger: pinch and pan; a drag in progress is dropped where it was.
      if (gesture?.mode === "drag") on.drop(gesture.lastX, gesture.lastY);
      const [a, b] = [...pointers.values()];
      gesture = {
        mode: "pinch",
        id: e.pointerId,
        x0: (a.x + b.x) / 2,
        y0: (a.y + b.y) / 2,
        lastX: (a.x + b.x) / 2,
        lastY: (a.y + b.y) / 2,
        source: null,
        dist: Math.hypot(a.x - b.x, a.y - b.y),
      };
      return;
    }
    if (pointers.size > 2) return;
    const cell = on.cellAt(e.clientX, e.clientY);
    const staged = on.stagedAt(cell.x, cell.y);
    gesture = {
      mode: "pending",
      id: e.pointerId,
      x0: e.clientX,
      y0: e.clientY,
      lastX: e.clientX,
      lastY: e.clientY,
      source: staged === null ? null : { staged },
    };
    e.preventDefault();
  }

  /** @param {PointerEvent} e */
  function canvasMove(e) {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (!gesture) return;
    if (gesture.mode === "pinch") {
      const [a, b] = [...pointers.values()];
      if (!a || !b) return;
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      const dist = Math.hypot(a.x - b.x, a.y - b.y);
      on.pan(mx - gesture.lastX, my - gesture.lastY);
      if (gesture.dist && dist > 0) on.zoomAt(dist / gesture.dist, mx, my);
      gesture.lastX = mx;
      gesture.lastY = my;
      gesture.dist = dist;
      return;
    }
    if (e.pointerId !== gesture.id) return;
    const dx = e.clientX - gesture.lastX;
    const dy = e.clientY - gesture.lastY;
    if (gesture.mode === "pending" && Math.hypot(e.clientX - gesture.x0, e.clientY - gesture.y0) > SLOP) {
      if (gesture.source && on.pickUp(gesture.source, e.clientX, e.clientY)) gesture.mode = "drag";
      else gesture.mode = "pan";
    }
    if (gesture.mode === "pan") on.pan(dx, dy);
    else if (gesture.mode === "drag") on.dragTo(e.clientX, e.clientY);
    gesture.lastX = e.clientX;
    gesture.lastY = e.clientY;
  }

  /** @param {PointerEvent} e */
  function canvasUp(e) {
    if (!pointers.has(e.pointerId)) return;
    pointers.delete(e.pointerId);
    if (!gesture) return;
    if (gesture.mode === "pinch") {
      if (pointers.size === 0) gesture = null;
      else {
        // One finger stays: go on panning with it.
        const [id, p] = [...pointers.entries()][0];
        gesture = { mode: "pan", id, x0: p.x, y0: p.y, lastX: p.x, lastY: p.y, source: null };
      }
      return;
    }
    if (e.pointerId !== gesture.id) return;
    const g = gesture;
    gesture = null;
    if (e.type === "pointercancel") {
      if (g.mode === "drag") on.escape();
      return;
    }
    if (g.mode === "pending") {
      const c = on.cellAt(e.clientX, e.clientY);
      on.tapCell(c.x, c.y);
    } else if (g.mode === "drag") on.drop(e.clientX, e.clientY);
  }

  /** @param {WheelEvent} e */
  function wheel(e) {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    const d = e.deltaY * unit;
    if (e.ctrlKey || Math.abs(e.deltaX) < 1 || e.deltaMode !== 0)
      on.zoomAt(Math.exp(-d * 0.0015), e.clientX, e.clientY);
    else on.pan(-e.deltaX, -e.deltaY);
  }

  /** @param {KeyboardEvent} e */
  function key(e) {
    if (e.altKey || e.metaKey || e.ctrlKey) return;
    const k = e.key;
    /** @type {Record<string, () => void>} */
    const map = {
      ArrowLeft: () => on.moveCursor(-1, 0),
      ArrowRight: () => on.moveCursor(1, 0),
      ArrowUp: () => on.moveCursor(0, -1),
      ArrowDown: () => on.moveCursor(0, 1),
      Enter: () => on.activateCursor(),
      " ": () => on.activateCursor(),
      Escape: () => on.escape(),
      Backspace: () => on.takeBackLast(),
      Delete: () => on.takeBackLast(),
      "+": () => on.zoomAt(1.25, NaN, NaN),
      "=": () => on.zoomAt(1.25, NaN, NaN),
      "-": () => on.zoomAt(0.8, NaN, NaN),
      f: () => on.fit(),
      F: () => on.fit(),
      0: () => on.fit(),
    };
    if (/^[1-5]$/.test(k)) {
      e.preventDefault();
      on.selectItem(Number(k) - 1, true);
      return;
    }
    const f = map[k];
    if (f) {
      e.preventDefault();
      f();
    }
  }

  // The hand: a press that moves starts a drag; a press that does not is a click.
  /** @type {null | { id: number, x0: number, y0: number, item: number, dragging: boolean, el: HTMLElement }} */
  let handPress = null;
  /** @param {PointerEvent} e */
  function handDown(e) {
    const el = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (e.target).closest("[data-item]"));
    if (!el || e.button > 0) return;
    handPress = { id: e.pointerId, x0: e.clientX, y0: e.clientY, item: Number(el.dataset.item), dragging: false, el };
    // Captured by the hand itself: a fast drag leaves the card at once, and the
    // hand's buttons are redrawn while a card is dragged.
    handEl.setPointerCapture(e.pointerId);
  }
  /** @param {PointerEvent} e */
  function handMove(e) {
    if (!handPress || e.pointerId !== handPress.id) return;
    if (!handPress.dragging && Math.hypot(e.clientX - handPress.x0, e.clientY - handPress.y0) > SLOP) {
      handPress.dragging = on.pickUp({ item: handPress.item }, e.clientX, e.clientY);
      if (!handPress.dragging) {
        handPress = null;
        return;
      }
    }
    if (handPress.dragging) {
      e.preventDefault();
      on.dragTo(e.clientX, e.clientY);
    }
  }
  /** @param {PointerEvent} e */
  function handUp(e) {
    if (!handPress || e.pointerId !== handPress.id) return;
    const p = handPress;
    handPress = null;
    if (p.dragging) {
      if (e.type === "pointercancel") on.escape();
      else on.drop(e.clientX, e.clientY);
    } else if (e.type === "pointerup") {
      // A press that did not move: a tap on the card.
      on.selectItem(p.item, false);
    }
  }
  /** @param {MouseEvent} e */
  function handClick(e) {
    // Pointer presses are handled on pointerup; a click with detail 0 comes from the
    // keyboard (Enter or Space on the button) or from assistive technology.
    if (e.detail !== 0) return;
    const el = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (e.target).closest("[data-item]"));
    if (el) on.selectItem(Number(el.dataset.item), true);
  }

  const opts = { passive: false };
  /** @type {[EventTarget, string, any, any?][]} */
  const listeners = [
    [canvas, "pointerdown", canvasDown],
    [canvas, "pointermove", canvasMove],
    [canvas, "pointerup", canvasUp],
    [canvas, "pointercancel", canvasUp],
    [canvas, "wheel", wheel, opts],
    [canvas, "keydown", key],
    [handEl, "pointerdown", handDown],
    [handEl, "pointermove", handMove, opts],
    [handEl, "pointerup", handUp],
    [handEl, "pointercancel", handUp],
    [handEl, "click", handClick],
  ];
  for (const [t, n, f, o] of listeners) t.addEventListener(n, f, o);
  return () => {
    for (const [t, n, f, o] of listeners) t.removeEventListener(n, f, o);
  };
}
