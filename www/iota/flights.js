// @ts-check
// The cards of a computer's (or another device's) play fly from its seat's line on the
// scoreboard to their cells, one after another; drawn every frame over the grid
// (./render.js `drawFlights`) from `ui.flights`.
import { tween } from "../ui/motion.js";

/** @typedef {import("./state.js").Table} Table */

/**
 * @param {Table} tb
 * @param {Element | null} from where the cards start (the seat's line), or null for the grid
 * @param {{ card: string, x: number, y: number }[]} place
 * @param {{ cancelled: boolean }} anim set `cancelled` to stop every flight
 */
export async function fly(tb, from, place, anim) {
  const { surface, cam, ui } = tb;
  const vp = cam.vp;
  const cr = surface.canvas.getBoundingClientRect();
  const start = from ? from.getBoundingClientRect() : cr;
  const fx = start.left + start.width / 2 - cr.left;
  const fy = start.top + start.height / 2 - cr.top;
  // Make room first if the cells are out of view.
  cam.showCells(place);
  const size = vp.s * 0.92;
  await Promise.all(
    place.map((c, i) =>
      tb.sleep(i * 110).then(() => {
        const f = { card: c.card, px: fx, py: fy, size: size * 0.7, made: size };
        ui.flights.push(f);
        const tx = vp.ox + (c.x + 0.5) * vp.s;
        const ty = vp.oy + (c.y + 0.5) * vp.s;
        return tween(
          420,
          (k) => {
            f.px = fx + (tx - fx) * k;
            f.py = fy + (ty - fy) * k;
            f.size = size * (0.7 + 0.3 * k);
            surface.animate();
          },
          anim,
        );
      }),
    ),
  );
  ui.flights = [];
  surface.animate();
}
