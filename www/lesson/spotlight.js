// @ts-check
// The lesson's light on the table: the page dimmed, except for what to act on (a card, a
// cell, a button), ringed, with a dashed arrow from a card to where it goes. One SVG over
// the viewport that lets every pointer event through (the table is played as in a game),
// and its styles, adopted as a constructed stylesheet (no inline style, nothing fetched:
// the CSP holds), loaded with the lesson only.

const NS = "http://www.w3.org/2000/svg";

const CSS = `
.lesson { flex: none; position: relative; z-index: 16; display: flex; flex-wrap: wrap; align-items: flex-start;
  gap: 0.25rem 0.8rem; padding: 0.4rem 0.8rem; background: #1d3f31; border-bottom: 2px solid #ffd54a;
  max-height: 34vh; overflow-y: auto; line-height: 1.32; }
.lesson-text { margin: 0; flex: 1 1 16rem; }
.lesson-step { display: inline-block; padding: 0 0.4em; border-radius: 999px; background: #ffd54a; color: #1b1400;
  font-weight: 700; font-size: 0.85em; }
.lesson-do { margin: 0; flex: 1 1 100%; font-weight: 600; color: #ffe9a8; }
.lesson-why { margin: 0; flex: 1 1 100%; padding: 0.25rem 0.6rem; border-radius: 6px; background: #4d2a1a;
  border-left: 4px solid #ffb27a; }
.lesson-leave { flex: none; }
.lesson-done { flex: 1 1 100%; display: flex; flex-wrap: wrap; gap: 0.4rem 0.6rem; align-items: center; }
.lesson-done h2 { margin: 0; font-size: 1.1rem; flex: 1 1 100%; }
.lesson-done p { margin: 0; flex: 1 1 100%; }
.lesson button { min-height: 40px; }
.lesson .lesson-narrow { display: none; }
.lesson-spot { position: fixed; left: 0; top: 0; width: 100vw; height: 100vh; pointer-events: none; z-index: 15; }
.lesson-spot .lesson-dim { fill: rgba(3, 10, 7, 0.45); }
.lesson-spot .lesson-ring { fill: none; stroke: #ffd54a; stroke-width: 3; }
.lesson-spot .lesson-arrow { fill: none; stroke: #ffd54a; stroke-width: 3; stroke-dasharray: 9 7; stroke-linecap: round; }
.lesson-spot .lesson-head { fill: #ffd54a; }
@media (prefers-reduced-motion: no-preference) {
  .lesson-spot .lesson-ring { animation: lesson-pulse 1.4s ease-in-out infinite; }
}
@keyframes lesson-pulse { 50% { stroke-opacity: 0.35; } }
@media (max-width: 600px), (max-height: 500px) {
  .lesson { padding: 0.25rem 0.5rem; font-size: 0.86rem; gap: 0.2rem 0.5rem; line-height: 1.25; max-height: 30vh; }
  .lesson .lesson-wide { display: none; }
  .lesson .lesson-narrow { display: inline; }
  .lesson button { min-height: 36px; }
  .lesson-done button { min-height: 40px; }
}
`;

let adopted = false;

/** The lesson's styles, adopted once. */
export function adoptLessonStyles() {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * @typedef {{ x: number, y: number, r: number } | { left: number, top: number, width: number, height: number }} Spot
 *   a circle (a card, a cell) or a box (a button), in viewport CSS pixels
 */

/** @param {string} name @param {Record<string, string | number>} attrs */
function el(name, attrs) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** The shape of `spot`, as a circle or a rounded box. @param {Spot} spot @param {Record<string, string>} attrs */
function shape(spot, attrs) {
  if ("r" in spot) return el("circle", { cx: spot.x, cy: spot.y, r: spot.r, ...attrs });
  const pad = 5;
  return el("rect", {
    x: spot.left - pad,
    y: spot.top - pad,
    width: spot.width + 2 * pad,
    height: spot.height + 2 * pad,
    rx: 10,
    ...attrs,
  });
}

/**
 * The light, added to `document.body`.
 * @returns {{ show: (spots: Spot[], arrow: { from: { x: number, y: number }, to: { x: number, y: number } } | null) => void,
 *   remove: () => void }}
 */
export function spotlight() {
  const svg = el("svg", { class: "lesson-spot", "aria-hidden": "true", "data-role": "lesson-light" });
  document.body.append(svg);
  let last = "";
  return {
    show(spots, arrow) {
      // Drawn again only when something moved (it is asked a few times a second).
      const key = JSON.stringify([spots, arrow]);
      if (key === last) return;
      last = key;
      svg.replaceChildren();
      if (!spots.length) return;
      const mask = el("mask", { id: "lesson-mask" });
      mask.append(el("rect", { x: 0, y: 0, width: "100%", height: "100%", fill: "white" }));
      for (const s of spots) mask.append(shape(s, { fill: "black" }));
      const marker = el("marker", {
        id: "lesson-head",
        viewBox: "0 0 10 10",
        refX: 5,
        refY: 5,
        markerWidth: 5,
        markerHeight: 5,
        orient: "auto",
      });
      marker.append(el("path", { d: "M0,0 L10,5 L0,10 z", class: "lesson-head" }));
      const defs = el("defs", {});
      defs.append(mask, marker);
      svg.append(
        defs,
        el("rect", { x: 0, y: 0, width: "100%", height: "100%", class: "lesson-dim", mask: "url(#lesson-mask)" }),
      );
      for (const s of spots) svg.append(shape(s, { class: "lesson-ring" }));
      if (arrow) {
        const { from, to } = arrow;
        // A gentle curve from the card to where it goes, stopping short of the target's ring.
        const mx = (from.x + to.x) / 2 + (to.y - from.y) * 0.15;
        const my = (from.y + to.y) / 2 - Math.abs(to.x - from.x) * 0.15;
        const d = Math.hypot(to.x - mx, to.y - my) || 1;
        const stop = Math.min(26, d / 2);
        const ex = to.x - ((to.x - mx) / d) * stop;
        const ey = to.y - ((to.y - my) / d) * stop;
        svg.append(
          el("path", {
            d: `M${from.x},${from.y} Q${mx},${my} ${ex},${ey}`,
            class: "lesson-arrow",
            "marker-end": "url(#lesson-head)",
          }),
        );
      }
    },
    remove: () => svg.remove(),
  };
}
