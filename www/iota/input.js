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
 * What a gesture on the grid or the hand is so far.
 * @typedef {{ mode: "pending" | "pan" | "drag" | "pinch", id: number, x0: number, y0: number, lastX: number,
 *   lastY: number, source: DragSource | null, dist?: number }} Gesture
 * @typedef {{ id: number, x0: number, y0: number, item: number, dragging: boolean, el: HTMLElement }} HandPress
 * @typedef {object} InputState
 * @property {HTMLCanvasElement} canvas
 * @property {HTMLElement} handEl
 * @property {Intents} on
 * @property {Map<number, { x: number, y: number }>} pointers the grid's pointers down
 * @property {Gesture | null} gesture on the grid
 * @property {HandPress | null} handPress a press on a hand card: a drag once it moves, else a tap
 */

/**
 * Listens to the grid canvas and the hand. Returns a function removing every listener.
 * @param {HTMLCanvasElement} canvas
 * @param {HTMLElement} handEl hand cards are buttons carrying `data-item`
 * @param {Intents} on
 */
export function attachInput(canvas, handEl, on) {
  /** @type {InputState} */
  const s = { canvas, handEl, on, pointers: new Map(), gesture: null, handPress: null };
  const opts = { passive: false };
  /** @type {[EventTarget, string, (e: never) => void, AddEventListenerOptions?][]} */
  const listeners = [
    [canvas, "pointerdown", (/** @type {PointerEvent} */ e) => canvasDown(s, e)],
    [canvas, "pointermove", (/** @type {PointerEvent} */ e) => canvasMove(s, e)],
    [canvas, "pointerup", (/** @type {PointerEvent} */ e) => canvasUp(s, e)],
    [canvas, "pointercancel", (/** @type {PointerEvent} */ e) => canvasUp(s, e)],
    [canvas, "wheel", (/** @type {WheelEvent} */ e) => wheel(on, e), opts],
    [canvas, "keydown", (/** @type {KeyboardEvent} */ e) => key(on, e)],
    [handEl, "pointerdown", (/** @type {PointerEvent} */ e) => handDown(s, e)],
    [handEl, "pointermove", (/** @type {PointerEvent} */ e) => handMove(s, e), opts],
    [handEl, "pointerup", (/** @type {PointerEvent} */ e) => handUp(s, e)],
    [handEl, "pointercancel", (/** @type {PointerEvent} */ e) => handUp(s, e)],
    [handEl, "click", (/** @type {MouseEvent} */ e) => handClick(on, e)],
  ];
  for (const [t, n, f, o] of listeners) t.addEventListener(n, /** @type {EventListener} */ (f), o);
  return () => {
    for (const [t, n, f, o] of listeners) t.removeEventListener(n, /** @type {EventListener} */ (f), o);
  };
}

/** @param {InputState} s @param {PointerEvent} e */
function canvasDown(s, e) {
  const { canvas, pointers, on } = s;
  if (e.button > 0) return;
  canvas.setPointerCapture(e.pointerId);
  pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
  if (pointers.size === 2) {
    // A second finger: pinch and pan; a drag in progress is dropped where it was.
    if (s.gesture?.mode === "drag") on.drop(s.gesture.lastX, s.gesture.lastY);
    const [a, b] = [...pointers.values()];
    s.gesture = {
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
  s.gesture = {
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

/** @param {InputState} s @param {PointerEvent} e */
function canvasMove(s, e) {
  const { pointers, on } = s;
  if (!pointers.has(e.pointerId)) return;
  pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
  const gesture = s.gesture;
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

/** @param {InputState} s @param {PointerEvent} e */
function canvasUp(s, e) {
  const { pointers, on } = s;
  if (!pointers.has(e.pointerId)) return;
  pointers.delete(e.pointerId);
  if (!s.gesture) return;
  if (s.gesture.mode === "pinch") {
    if (pointers.size === 0) s.gesture = null;
    else {
      // One finger stays: go on panning with it.
      const [id, p] = [...pointers.entries()][0];
      s.gesture = { mode: "pan", id, x0: p.x, y0: p.y, lastX: p.x, lastY: p.y, source: null };
    }
    return;
  }
  if (e.pointerId !== s.gesture.id) return;
  const g = s.gesture;
  s.gesture = null;
  if (e.type === "pointercancel") {
    if (g.mode === "drag") on.escape();
    return;
  }
  if (g.mode === "pending") {
    const c = on.cellAt(e.clientX, e.clientY);
    on.tapCell(c.x, c.y);
  } else if (g.mode === "drag") on.drop(e.clientX, e.clientY);
}

/** @param {Intents} on @param {WheelEvent} e */
function wheel(on, e) {
  e.preventDefault();
  const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
  const d = e.deltaY * unit;
  if (e.ctrlKey || Math.abs(e.deltaX) < 1 || e.deltaMode !== 0) on.zoomAt(Math.exp(-d * 0.0015), e.clientX, e.clientY);
  else on.pan(-e.deltaX, -e.deltaY);
}

/** @param {Intents} on @param {KeyboardEvent} e */
function key(on, e) {
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

/** @param {InputState} s @param {PointerEvent} e */
function handDown(s, e) {
  const el = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (e.target).closest("[data-item]"));
  if (!el || e.button > 0) return;
  s.handPress = { id: e.pointerId, x0: e.clientX, y0: e.clientY, item: Number(el.dataset.item), dragging: false, el };
  // Captured by the hand itself: a fast drag leaves the card at once, and the
  // hand's buttons are redrawn while a card is dragged.
  s.handEl.setPointerCapture(e.pointerId);
}

/** @param {InputState} s @param {PointerEvent} e */
function handMove(s, e) {
  const press = s.handPress;
  if (!press || e.pointerId !== press.id) return;
  if (!press.dragging && Math.hypot(e.clientX - press.x0, e.clientY - press.y0) > SLOP) {
    press.dragging = s.on.pickUp({ item: press.item }, e.clientX, e.clientY);
    if (!press.dragging) {
      s.handPress = null;
      return;
    }
  }
  if (press.dragging) {
    e.preventDefault();
    s.on.dragTo(e.clientX, e.clientY);
  }
}

/** @param {InputState} s @param {PointerEvent} e */
function handUp(s, e) {
  const p = s.handPress;
  if (!p || e.pointerId !== p.id) return;
  s.handPress = null;
  if (p.dragging) {
    if (e.type === "pointercancel") s.on.escape();
    else s.on.drop(e.clientX, e.clientY);
  } else if (e.type === "pointerup") {
    // A press that did not move: a tap on the card.
    s.on.selectItem(p.item, false);
  }
}

/** @param {Intents} on @param {MouseEvent} e */
function handClick(on, e) {
  // Pointer presses are handled on pointerup; a click with detail 0 comes from the
  // keyboard (Enter or Space on the button) or from assistive technology.
  if (e.detail !== 0) return;
  const el = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (e.target).closest("[data-item]"));
  if (el) on.selectItem(Number(el.dataset.item), true);
}
