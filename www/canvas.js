// @ts-check
// Shared canvas helpers: a canvas that stays crisp at any devicePixelRatio and
// follows the size of its box, one requestAnimationFrame scheduler per surface
// (`invalidate()` → one redraw on the next frame), a still scene kept in a layer of
// its own under what moves (`animate()` → only the moving part is drawn again),
// bitmaps drawn once and reused (`BitmapCache`); rounded rectangles and fans of cards
// (from ui/shapes.js).
// Tweened animations and the reduced-motion preference are in ui/motion.js.
export { roundRect, fan } from "./ui/shapes.js";

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
 * @property {() => void} animate schedules a redraw of the moving part only (with
 *   `opts.moving`; the still scene is copied from its layer); otherwise as `invalidate`
 * @property {() => void} drawNow redraws at once (first frame, tests)
 * @property {() => void} destroy stops observing and drops the canvas
 * @property {{ draws: number, totalMs: number, maxMs: number, scenes: number }} stats time
 *   spent drawing, and how many of the draws redrew the still scene (read by the
 *   measurements in bench/page-measure.mjs)
 */

/**
 * Puts a canvas into `box` (which decides the size through CSS) and redraws it with
 * `draw` whenever it is invalidated, resized, or the devicePixelRatio changes.
 * @param {HTMLElement} box
 * @param {DrawFn} draw
 * @param {{ label?: string, className?: string, deferred?: boolean, moving?: DrawFn, opaque?: boolean }} [opts]
 *   `label`: the canvas's accessible name (role img); without it the canvas is hidden
 *   from assistive tech. `deferred`: the owner calls `drawNow()` for the first drawing,
 *   when it chooses (until then a change of size draws nothing). `moving`: draws what
 *   moves over the scene (cards in flight, a dragged card). With it, the scene drawn by
 *   `draw` is kept in a layer canvas of its own, redrawn only after `invalidate()` (or
 *   a resize); every frame copies that layer and draws the moving part over it, so an
 *   animation frame costs one copy and a few bitmaps, not the whole table. `opaque`:
 *   the scene paints every pixel of its layer (it is not cleared first).
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
  const layer = opts.moving ? document.createElement("canvas") : null;
  /** @type {SurfaceState} */
  const sf = {
    box,
    canvas,
    ctx: /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d")),
    draw,
    opts,
    width: 0,
    height: 0,
    dpr: 0,
    frame: 0,
    dead: false,
    drawn: !opts.deferred,
    layer,
    lctx: layer ? /** @type {CanvasRenderingContext2D} */ (layer.getContext("2d")) : null,
    sceneDirty: true,
    moved: false,
    layerFresh: false,
    stats: { draws: 0, totalMs: 0, maxMs: 0, scenes: 0 },
  };
  const invalidate = () => {
    sf.sceneDirty = true;
    schedule(sf);
  };

  // Redrawn when the box's size changes; not for the observer's first report when the
  // canvas was already drawn at that size (a second drawing of every canvas of a
  // screen in the frame after it is shown, for nothing).
  const observer = new ResizeObserver(() => {
    if (!sf.drawn) return;
    const r = box.getBoundingClientRect();
    if (
      Math.max(1, Math.round(r.width)) === sf.width &&
      Math.max(1, Math.round(r.height)) === sf.height &&
      (window.devicePixelRatio || 1) === sf.dpr
    )
      return;
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
    ctx: sf.ctx,
    size: () => ({ width: sf.width, height: sf.height }),
    invalidate,
    animate() {
      sf.moved = true;
      schedule(sf);
    },
    drawNow: () => drawNow(sf),
    stats: sf.stats,
    destroy() {
      sf.dead = true;
      if (sf.frame) cancelAnimationFrame(sf.frame);
      observer.disconnect();
      mq?.removeEventListener("change", onDpr);
      canvas.remove();
      if (layer) layer.width = layer.height = 0;
    },
  };
}

/**
 * A surface's state (`createSurface`): its size in CSS pixels and devicePixelRatio; the
 * animation frame asked for (0: none); `drawn` false until the first drawing when its
 * owner makes it (`deferred`); the still scene's `layer` (with `opts.moving`);
 * `sceneDirty`: the scene must be redrawn; `moved`: something moved since the last
 * frame (`animate()`); `layerFresh`: the layer holds the scene as it is.
 * @typedef {{ box: HTMLElement, canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D, draw: DrawFn,
 *   opts: { deferred?: boolean, moving?: DrawFn, opaque?: boolean }, width: number, height: number, dpr: number,
 *   frame: number, dead: boolean, drawn: boolean, layer: HTMLCanvasElement | null,
 *   lctx: CanvasRenderingContext2D | null, sceneDirty: boolean, moved: boolean, layerFresh: boolean,
 *   stats: Surface["stats"] }} SurfaceState
 */

/** The canvas follows its box's size and the devicePixelRatio. @param {SurfaceState} sf */
function measure(sf) {
  const r = sf.box.getBoundingClientRect();
  const w = Math.max(1, Math.round(r.width));
  const h = Math.max(1, Math.round(r.height));
  const d = window.devicePixelRatio || 1;
  if (w !== sf.width || h !== sf.height || d !== sf.dpr) {
    sf.width = w;
    sf.height = h;
    sf.dpr = d;
    sf.canvas.width = Math.round(w * d);
    sf.canvas.height = Math.round(h * d);
    sf.canvas.style.width = `${w}px`;
    sf.canvas.style.height = `${h}px`;
    if (sf.layer) {
      sf.layer.width = sf.canvas.width;
      sf.layer.height = sf.canvas.height;
    }
    sf.sceneDirty = true;
  }
}

/** Draws at once; the still scene too unless `sceneToo` is false and it is up to date. @param {SurfaceState} sf */
function drawNow(sf, sceneToo = true) {
  if (sf.dead) return;
  if (sceneToo) sf.sceneDirty = true;
  if (sf.frame) {
    cancelAnimationFrame(sf.frame);
    sf.frame = 0;
  }
  sf.drawn = true;
  // A change of size marks the scene for redrawing (the ResizeObserver): a frame
  // of the moving part alone needs no layout.
  if (sf.sceneDirty || !sf.layer) measure(sf);
  const t0 = performance.now();
  // Taken before drawing: the drawing may ask for the next frame.
  const dirty = sf.sceneDirty;
  const moves = sf.moved;
  sf.sceneDirty = false;
  sf.moved = false;
  const { ctx, layer, lctx, width, height, dpr, stats } = sf;
  const moving = sf.opts.moving;
  if (layer && lctx && moving && moves) {
    // Something moves: the scene is kept in its layer (drawn there when it changed
    // or was last drawn straight onto the canvas) and copied, the moving part over it.
    if (dirty || !sf.layerFresh) {
      stats.scenes++;
      lctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      if (!sf.opts.opaque) lctx.clearRect(0, 0, width, height);
      sf.draw(lctx, width, height);
      sf.layerFresh = true;
    }
    // The layer replaces the canvas's pixels: one copy, no clearing first.
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalCompositeOperation = "copy";
    ctx.drawImage(layer, 0, 0);
    ctx.globalCompositeOperation = "source-over";
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    moving(ctx, width, height);
  } else {
    // Only the scene changed (a hover, a move landed): drawn straight onto the canvas,
    // with whatever still moves over it; the layer is brought up to date only when
    // something moves again.
    stats.scenes++;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (!sf.opts.opaque) ctx.clearRect(0, 0, width, height);
    sf.draw(ctx, width, height);
    sf.layerFresh = false;
    if (moving) moving(ctx, width, height);
  }
  const ms = performance.now() - t0;
  stats.draws++;
  stats.totalMs += ms;
  stats.maxMs = Math.max(stats.maxMs, ms);
}

/** One redraw on the next animation frame. @param {SurfaceState} sf */
function schedule(sf) {
  if (sf.dead || sf.frame) return;
  sf.frame = requestAnimationFrame(() => {
    sf.frame = 0;
    drawNow(sf, false);
  });
}

/** The canvas of one pixel that `rasterise` copies bitmaps onto. @type {CanvasRenderingContext2D | null} */
let rasteriser = null;

/**
 * Draws now what `bitmap` still holds as a list of drawing commands, rather than in the
 * frame that first copies it: a copy of one of its pixels takes a picture of it.
 * @param {HTMLCanvasElement} bitmap
 */
function rasterise(bitmap) {
  if (!rasteriser) {
    const c = Object.assign(document.createElement("canvas"), { width: 1, height: 1 });
    rasteriser = /** @type {CanvasRenderingContext2D} */ (c.getContext("2d"));
  }
  rasteriser.drawImage(bitmap, 0, 0, 1, 1, 0, 0, 1, 1);
  // Cleared whole, its own list of commands is dropped, not drawn.
  rasteriser.clearRect(0, 0, 1, 1);
}

/**
 * Bitmaps drawn once and reused: `get(key, w, h, paint)` returns a canvas of `w` × `h`
 * device pixels on which `paint(ctx)` drew (in device pixels), drawing it only the
 * first time a key is asked for. Keys must name everything the picture depends on
 * (size, devicePixelRatio, language, colours…): a new key is a new bitmap, so nothing
 * needs invalidating. Holds at most `limit` bitmaps and `pixels` pixels in all,
 * forgetting the least recently used.
 */
export class BitmapCache {
  /** @param {number} [limit] @param {number} [pixels] */
  constructor(limit = 160, pixels = 8e6) {
    this.limit = limit;
    this.pixels = pixels;
    this.used = 0;
    /** @type {Map<string, HTMLCanvasElement>} */
    this.map = new Map();
    /** Bitmaps to draw soon (see `soon`). @type {Map<string, () => HTMLCanvasElement>} */
    this.queue = new Map();
    /** Bitmaps that may be wanted, drawn after those (see `soon`, `dropSpare`). @type {Map<string, () => HTMLCanvasElement>} */
    this.spare = new Map();
    /** @type {ReturnType<typeof setTimeout> | 0} */
    this.timer = 0;
    /** Called once the queue is empty (see `whenDrawn`). @type {(() => void)[]} */
    this.waiting = [];
  }

  /** Whether the bitmap of `key` is drawn. @param {string} key */
  has(key) {
    return this.map.has(key);
  }

  /**
   * Calls `fn`, in a task of its own, once every bitmap asked for with `soon` is drawn
   * (the spare ones aside).
   * @param {() => void} fn
   */
  whenDrawn(fn) {
    if (!this.waiting.includes(fn)) this.waiting.push(fn);
    if (!this.queue.size && !this.timer) this.timer = setTimeout(() => this.drain(), 0);
  }

  /** Forgets the spare bitmaps not drawn yet (what they were for will not come). */
  dropSpare() {
    this.spare.clear();
  }

  /**
   * The bitmap of `key` if it was drawn already, else null: it is drawn soon after,
   * a few at a time, in tasks of their own (so that a frame that meets many new
   * pictures at once, a grid at a new size, draws them as it would without bitmaps
   * and is no longer for making them). A `spare` bitmap, one that a table to come may
   * want, is drawn once every other is; asked for again without `spare`, it is no longer.
   * @param {string} key
   * @param {number} w device pixels
   * @param {number} h device pixels
   * @param {(ctx: CanvasRenderingContext2D) => void} paint
   * @param {boolean} [spare]
   * @returns {HTMLCanvasElement | null}
   */
  soon(key, w, h, paint, spare = false) {
    const hit = this.map.get(key);
    if (hit) return this.get(key, w, h, paint);
    if (!spare) this.spare.delete(key);
    const queue = spare ? this.spare : this.queue;
    if (!this.queue.has(key) && !queue.has(key)) queue.set(key, () => this.get(key, w, h, paint));
    if (!this.timer) this.timer = setTimeout(() => this.drain(), 0);
    return null;
  }

  /**
   * Draws queued bitmaps for a few milliseconds, then leaves the rest to another task;
   * each in full here (`rasterise`), else the frame that first copies it would draw it
   * (a hand of new turned cards with their glows: tens of ms on a slow phone).
   */
  drain() {
    this.timer = 0;
    const t0 = performance.now();
    chunk: for (const queue of [this.queue, this.spare]) {
      for (const [key, make] of queue) {
        queue.delete(key);
        rasterise(make());
        if (performance.now() - t0 > 6) break chunk;
      }
    }
    if (this.queue.size || this.spare.size) this.timer = setTimeout(() => this.drain(), 0);
    if (!this.queue.size && this.waiting.length) {
      // In a task of its own: what waited may draw much.
      const waiting = this.waiting.splice(0);
      setTimeout(() => {
        for (const fn of waiting) fn();
      }, 0);
    }
  }

  /**
   * @param {string} key
   * @param {number} w device pixels
   * @param {number} h device pixels
   * @param {(ctx: CanvasRenderingContext2D) => void} paint
   * @returns {HTMLCanvasElement}
   */
  get(key, w, h, paint) {
    const hit = this.map.get(key);
    if (hit) {
      // Most recently used last.
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const c = document.createElement("canvas");
    // At least a pixel, also for a size that is no number (a part laid out in a box
    // squeezed to nothing by a small window): a canvas of no pixels throws when copied.
    c.width = Math.max(1, Math.ceil(w) || 1);
    c.height = Math.max(1, Math.ceil(h) || 1);
    paint(/** @type {CanvasRenderingContext2D} */ (c.getContext("2d")));
    this.map.set(key, c);
    this.used += c.width * c.height;
    while (this.map.size > 1 && (this.map.size > this.limit || this.used > this.pixels)) {
      const [oldest, old] = /** @type {[string, HTMLCanvasElement]} */ (this.map.entries().next().value);
      this.map.delete(oldest);
      this.used -= old.width * old.height;
      old.width = old.height = 0;
    }
    return c;
  }
}

/**
 * The device pixels per CSS unit of `ctx`: the length of its transform's x axis, 1 if
 * it has none.
 * @param {CanvasRenderingContext2D} ctx
 */
export function deviceScale(ctx) {
  const t = ctx.getTransform();
  return Math.hypot(t.a, t.b) || 1;
}

/**
 * The scale of `ctx` if its transform is only that (the same positive scale on both
 * axes, not turned, not moved: a surface's context as it draws), else 0; a picture
 * copied from a bitmap lands on the same device pixels only then.
 * @param {CanvasRenderingContext2D} ctx
 */
export function plainScale(ctx) {
  const g = gridScale(ctx);
  return g && g.dx === 0 && g.dy === 0 ? g.ds : 0;
}

/**
 * The scale of `ctx` and its move if its transform is only that, the move by whole
 * device pixels (a surface's context, or the context of a bitmap that `drawCached`
 * paints), else null: a picture copied from a bitmap at (x·scale + dx, y·scale + dy)
 * lands on the same device pixels as drawing it there.
 * @param {CanvasRenderingContext2D} ctx
 * @returns {{ ds: number, dx: number, dy: number } | null}
 */
export function gridScale(ctx) {
  const m = ctx.getTransform();
  if (m.b !== 0 || m.c !== 0 || m.a !== m.d || !(m.a > 0) || !Number.isInteger(m.e) || !Number.isInteger(m.f))
    return null;
  return { ds: m.a, dx: m.e, dy: m.f };
}

/**
 * Draws what `paint` draws inside the box (x, y, w, h) — CSS units of a context that
 * is only scaled by the devicePixelRatio, as the surfaces' contexts are — from a bitmap
 * painted once per `key`: the same device pixels as painting here (the bitmap keeps
 * the box's place on the pixel grid), for the price of one copy. `key` must name all
 * that `paint` draws and where (positions included). A context turned or moved by
 * the caller paints directly.
 * @param {CanvasRenderingContext2D} ctx
 * @param {BitmapCache} cache
 * @param {string} key
 * @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {(ctx: CanvasRenderingContext2D) => void} paint draws in the same CSS units as `ctx`
 */
export function drawCached(ctx, cache, key, x, y, w, h, paint) {
  const ds = plainScale(ctx);
  if (!ds || !(w > 0) || !(h > 0)) {
    paint(ctx);
    return;
  }
  const X = Math.floor(x * ds);
  const Y = Math.floor(y * ds);
  const W = Math.ceil((x + w) * ds) - X;
  const H = Math.ceil((y + h) * ds) - Y;
  const bmp = cache.get(`${key}|${ds}|${x * ds - X},${y * ds - Y},${W},${H}`, W, H, (b) => {
    b.setTransform(ds, 0, 0, ds, -X, -Y);
    paint(b);
  });
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(bmp, X, Y);
  ctx.restore();
}

/**
 * A picture as large as the canvas it is drawn on, kept and copied while its key stays
 * the same, redrawn when the key changes (`draw`). For a part of a scene that changes
 * less often than the rest (a grid's cards while a dragged card hovers over it).
 */
export class Layer {
  constructor() {
    /** @type {HTMLCanvasElement | null} */
    this.canvas = null;
    this.key = "";
  }

  /**
   * Draws the layer on `ctx` (a context only scaled by the devicePixelRatio; a context
   * turned or moved paints directly), painting it first if `key` changed.
   * @param {CanvasRenderingContext2D} ctx
   * @param {string} key names all that `paint` draws
   * @param {(ctx: CanvasRenderingContext2D) => void} paint draws in the same CSS units as `ctx`
   * @param {{ copy?: boolean }} [how] `copy`: the layer replaces the pixels under it
   *   (an opaque background drawn first: no clearing needed before it)
   */
  draw(ctx, key, paint, how = {}) {
    const ds = plainScale(ctx);
    if (!ds) {
      paint(ctx);
      return;
    }
    const W = ctx.canvas.width;
    const H = ctx.canvas.height;
    const full = `${key}|${ds}|${W}x${H}`;
    if (!this.canvas) this.canvas = document.createElement("canvas");
    const c = this.canvas;
    if (full !== this.key) {
      if (c.width !== W || c.height !== H) {
        c.width = W;
        c.height = H;
      }
      const b = /** @type {CanvasRenderingContext2D} */ (c.getContext("2d"));
      b.setTransform(1, 0, 0, 1, 0, 0);
      b.clearRect(0, 0, W, H);
      b.setTransform(ds, 0, 0, ds, 0, 0);
      paint(b);
      this.key = full;
    }
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (how.copy) ctx.globalCompositeOperation = "copy";
    ctx.drawImage(c, 0, 0);
    ctx.restore();
  }
}
