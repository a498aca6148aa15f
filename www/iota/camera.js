// @ts-check
// The Ётта table's camera: which part of the endless grid the canvas shows. `vp` is
// the offset of cell (0, 0) and the size of a cell, in CSS pixels of the canvas. The
// camera fits the grid, keeps cells in view, zooms about a point, pans, and converts
// between cells and viewport points. It follows the grid until the person moves it
// (pan or zoom); "Fit" makes it follow again.

import { boundsOf } from "../ui/cells.js";

/** Smallest and largest cell, CSS pixels. */
const MIN_CELL = 14;
const MAX_CELL = 160;

export class Camera {
  /**
   * @param {() => { canvas: HTMLCanvasElement, size: () => { width: number, height: number }, invalidate: () => void }} surface
   * @param {() => { x: number, y: number }[]} cells the cells that should fit (the grid, the cards staged)
   */
  constructor(surface, cells) {
    this.surface = surface;
    this.cells = cells;
    /** @type {import("./render.js").Viewport} */
    this.vp = { ox: 0, oy: 0, s: 56 };
    /** Whether the camera follows the grid (until the person pans or zooms). */
    this.autoFit = true;
    this.lastSize = { width: 0, height: 0 };
  }

  /** The canvas was drawn at `w` × `hh`: refit when its size changed. @param {number} w @param {number} hh */
  resized(w, hh) {
    if (w === this.lastSize.width && hh === this.lastSize.height) return;
    const first = this.lastSize.width === 0;
    this.lastSize = { width: w, height: hh };
    if (this.autoFit || first) this.fitNow(w, hh);
  }

  /** The bounds of `cells` (default: the grid) plus a margin of one cell. @param {{ x: number, y: number }[]} [extra] */
  bounds(extra = []) {
    const cells = [...this.cells(), ...extra];
    const { x0, y0, x1, y1 } = boundsOf(cells.length ? cells : [{ x: 0, y: 0 }]);
    return { x0: x0 - 1, y0: y0 - 1, x1: x1 + 1, y1: y1 + 1 };
  }

  /** Fits the grid (and `extra` cells) in `w` × `hh`. @param {number} w @param {number} hh @param {{ x: number, y: number }[]} [extra] */
  fitNow(w, hh, extra = []) {
    const b = this.bounds(extra);
    const cols = b.x1 - b.x0 + 1;
    const rows = b.y1 - b.y0 + 1;
    const maxCell = Math.min(88, Math.max(44, Math.min(w, hh) / 6));
    const s = Math.max(MIN_CELL, Math.min(maxCell, (w - 16) / cols, (hh - 16) / rows));
    this.vp.s = s;
    this.vp.ox = w / 2 - ((b.x0 + b.x1 + 1) / 2) * s;
    this.vp.oy = hh / 2 - ((b.y0 + b.y1 + 1) / 2) * s;
  }

  /** Fits the grid; `byPerson` (the Fit button): follow the grid again. @param {boolean} byPerson */
  fit(byPerson) {
    const { width, height } = this.surface().size();
    if (byPerson) this.autoFit = true;
    if (width > 1) this.fitNow(width, height);
    this.surface().invalidate();
  }

  /** Whether cell (x, y) is (partly) out of view. @param {number} x @param {number} y */
  outOfView(x, y) {
    const { width, height } = this.surface().size();
    const vp = this.vp;
    return (
      vp.ox + x * vp.s < 0 || vp.ox + (x + 1) * vp.s > width || vp.oy + y * vp.s < 0 || vp.oy + (y + 1) * vp.s > height
    );
  }

  /** Keeps `cells` (the latest move; default the whole grid) in view. @param {number[][]} cells */
  keepInView(cells) {
    if (this.autoFit) return this.fit(false);
    const b = this.bounds();
    const all = cells.length
      ? cells
      : [
          [b.x0, b.y0],
          [b.x1, b.y1],
        ];
    if (all.some(([x, y]) => this.outOfView(x, y))) this.fit(false);
  }

  /** Makes room for `place` when some of it is out of view. @param {{ x: number, y: number }[]} place */
  showCells(place) {
    if (!place.some((p) => this.outOfView(p.x, p.y))) return;
    const { width, height } = this.surface().size();
    this.fitNow(width, height, place);
  }

  /** Pans just enough to keep cell (x, y) and its neighbours in view. @param {number} x @param {number} y */
  keepCellVisible(x, y) {
    const { width, height } = this.surface().size();
    const vp = this.vp;
    const m = Math.min(vp.s * 1.1, width / 4, height / 4);
    const left = vp.ox + x * vp.s;
    const top = vp.oy + y * vp.s;
    if (left < m) vp.ox += m - left;
    if (top < m) vp.oy += m - top;
    if (left + vp.s > width - m) vp.ox -= left + vp.s - (width - m);
    if (top + vp.s > height - m) vp.oy -= top + vp.s - (height - m);
    this.surface().invalidate();
  }

  /** Pans the least for the keyboard cursor's cell to show. @param {number} x @param {number} y */
  keepCursorVisible(x, y) {
    const { width, height } = this.surface().size();
    const vp = this.vp;
    const c = { x: vp.ox + x * vp.s, y: vp.oy + y * vp.s };
    if (c.x < 0) vp.ox -= c.x - 8;
    if (c.y < 0) vp.oy -= c.y - 8;
    if (c.x + vp.s > width) vp.ox -= c.x + vp.s - width + 8;
    if (c.y + vp.s > height) vp.oy -= c.y + vp.s - height + 8;
  }

  /** @param {number} f @param {number} cx client x (NaN: the canvas centre) @param {number} cy */
  zoomAt(f, cx, cy) {
    const r = this.surface().canvas.getBoundingClientRect();
    const vp = this.vp;
    const px = Number.isFinite(cx) ? cx - r.left : r.width / 2;
    const py = Number.isFinite(cy) ? cy - r.top : r.height / 2;
    const s = Math.max(MIN_CELL, Math.min(MAX_CELL, vp.s * f));
    const k = s / vp.s;
    vp.ox = px - (px - vp.ox) * k;
    vp.oy = py - (py - vp.oy) * k;
    vp.s = s;
    this.autoFit = false;
    this.surface().invalidate();
  }

  /** @param {number} dx @param {number} dy */
  pan(dx, dy) {
    this.vp.ox += dx;
    this.vp.oy += dy;
    this.autoFit = false;
    this.surface().invalidate();
  }

  /** The cell under a viewport point. @param {number} clientX @param {number} clientY */
  cellAt(clientX, clientY) {
    const r = this.surface().canvas.getBoundingClientRect();
    return {
      x: Math.floor((clientX - r.left - this.vp.ox) / this.vp.s),
      y: Math.floor((clientY - r.top - this.vp.oy) / this.vp.s),
    };
  }

  /** Whether a viewport point is over the canvas. @param {number} clientX @param {number} clientY */
  over(clientX, clientY) {
    const r = this.surface().canvas.getBoundingClientRect();
    return clientX >= r.left && clientX < r.right && clientY >= r.top && clientY < r.bottom;
  }

  /** Viewport centre of a cell. @param {number} x @param {number} y */
  cellCenter(x, y) {
    const r = this.surface().canvas.getBoundingClientRect();
    return { x: r.left + this.vp.ox + (x + 0.5) * this.vp.s, y: r.top + this.vp.oy + (y + 0.5) * this.vp.s };
  }
}
