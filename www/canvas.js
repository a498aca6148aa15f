// @ts-check
// Shared canvas helpers: a canvas that stays crisp at any devicePixelRatio and
// follows the size of its box, one requestAnimationFrame scheduler per surface
// (`invalidate()` → one redraw on the next frame), and tweened animations.

/**
 * @callback DrawFn
 * @param {CanvasRenderingContext2D} ctx a context scaled so that one unit is one CSS pixel
 * @param {number} width the box's width in CSS pixels
 * @param {number} height the box's height in CSS pixels
 * @returns {void}
 */

/**
 * @typedef {object} Surface
 * @property {HTMLCanvasElement} canvas
 * @property {CanvasRenderingContext2D} ctx
 * @property {() => { width: number, height: number }} size CSS size of the canvas box
 * @property {() => void} invalidate schedules one redraw on the next animation frame
 * @property {() => void} drawNow redraws at once (first frame, tests)
 * @property {() => void} destroy stops observing and drops the canvas
 * @property {{ draws: number, totalMs: number, maxMs: number }} stats time spent drawing
 *   (read by the measurements in bench/page-measure.mjs)
 */

/**
 * Puts a canvas into `box` (which decides the size through CSS) and redraws it with
 * `draw` whenever it is invalidated, resized, or the devicePixelRatio changes.
 * @param {HTMLElement} box
 * @param {DrawFn} draw
 * @param {{ label?: string, className?: string, deferred?: boolean }} [opts] `label`: the
 *   canvas's accessible name (role img); without it the canvas is hidden from assistive
 *   tech. `deferred`: the owner calls `drawNow()` for the first drawing, when it
 *   chooses (until then a change of size draws nothing).
 * @returns {Surface}
 */
export function createSurface(box, draw, opts = {}) {
  const canvas = document.createElement("canvas");
  if (opts.className) canvas.className = opts.className;
  if (opts.label) {
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", opts.label);
  } else {
    canvas.setAttribute("aria-hidden", "true");
  }
  box.append(canvas);
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
  let width = 0;
  let height = 0;
  let dpr = 0;
  let frame = 0;
  let dead = false;
  /** False until the first drawing when its owner makes it (`deferred`). */
  let drawn = !opts.deferred;

  function measure() {
    const r = box.getBoundingClientRect();
    const w = Math.max(1, Math.round(r.width));
    const h = Math.max(1, Math.round(r.height));
    const d = window.devicePixelRatio || 1;
    if (w !== width || h !== height || d !== dpr) {
      width = w;
      height = h;
      dpr = d;
      canvas.width = Math.round(w * d);
      canvas.height = Math.round(h * d);
      canvas.style.width = `${w}px`;
      canvas.style.height = `${h}px`;
    }
  }

  function drawNow() {
    if (dead) return;
    if (frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
    drawn = true;
    measure();
    const t0 = performance.now();
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    draw(ctx, width, height);
    const ms = performance.now() - t0;
    stats.draws++;
    stats.totalMs += ms;
    stats.maxMs = Math.max(stats.maxMs, ms);
  }
  const stats = { draws: 0, totalMs: 0, maxMs: 0 };

  function invalidate() {
    if (dead || frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      drawNow();
    });
  }

  // Redrawn when the box's size changes; not for the observer's first report when the
  // canvas was already drawn at that size (a second drawing of every canvas of a
  // screen in the frame after it is shown, for nothing).
  const observer = new ResizeObserver(() => {
    if (!drawn) return;
    const r = box.getBoundingClientRect();
    if (Math.max(1, Math.round(r.width)) === width && Math.max(1, Math.round(r.height)) === height && (window.devicePixelRatio || 1) === dpr) return;
    invalidate();
  });
  observer.observe(box);
  // A change of devicePixelRatio (zooming the page, moving to another screen)
  // changes no box size: watch it with a media query that is renewed each time.
  /** @type {MediaQueryList | null} */
  let mq = null;
  function watchDpr() {
    mq?.removeEventListener("change", onDpr);
    mq = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    mq.addEventListener("change", onDpr);
  }
  function onDpr() {
    watchDpr();
    invalidate();
  }
  watchDpr();

  return {
    canvas,
    ctx,
    size: () => ({ width, height }),
    invalidate,
    drawNow,
    stats,
    destroy() {
      dead = true;
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      mq?.removeEventListener("change", onDpr);
      canvas.remove();
    },
  };
}

/** True when the person asked for less motion. */
export function reducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Ease-in-out (cubic). @param {number} t 0..1 */
export function ease(t) {
  return t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
}

/**
 * Runs a tween: calls `step(p)` on each animation frame with p going 0 → 1 (eased)
 * over `ms` milliseconds, and resolves when done. With reduced motion, jumps to 1.
 * `signal.cancelled = true` stops it early (still resolving, after `step(1)`).
 * @param {number} ms
 * @param {(p: number) => void} step
 * @param {{ cancelled: boolean }} [signal]
 * @returns {Promise<void>}
 */
export function tween(ms, step, signal) {
  return new Promise((resolve) => {
    if (ms <= 0 || reducedMotion()) {
      step(1);
      resolve();
      return;
    }
    const start = performance.now();
    /** @param {number} now */
    function frame(now) {
      const t = Math.min(1, (now - start) / ms);
      if (signal?.cancelled || t >= 1) {
        step(1);
        resolve();
        return;
      }
      step(ease(t));
      requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
  });
}

/**
 * Draws a rounded rectangle path.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {number} r
 */
export function roundRect(ctx, x, y, w, h, r) {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}
