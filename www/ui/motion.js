// @ts-check
// Motion on the page: whether the person asked for less of it, the easing curve, and
// tweens that run on animation frames (cards flying onto a table). Ground floor: it
// knows nothing of canvases or games.

/** True when the person asked for less motion. */
export function reducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Ease-in-out (cubic). @param {number} t 0..1 */
export function ease(t) {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
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
