// @ts-check
// The Оттава table's clock: timers that never fire once the table is gone.

/** The table's timers; `stop()` (the table is gone) clears them all. */
export function tableTimers() {
  let dead = false;
  /** @type {Set<ReturnType<typeof setTimeout>>} */
  const timers = new Set();
  /** Runs `fn` in `ms` unless the table is gone by then. @param {() => void} fn @param {number} ms */
  function later(fn, ms) {
    const id = setTimeout(() => {
      timers.delete(id);
      if (!dead) fn();
    }, ms);
    timers.add(id);
    return id;
  }
  return {
    later,
    /** Resolves in `ms` (never, once the table is gone). @param {number} ms @returns {Promise<void>} */
    pause: (ms) => new Promise((r) => later(() => r(), ms)),
    /** Whether the table is still on screen. */
    alive: () => !dead,
    /** The table is gone. */
    stop() {
      dead = true;
      for (const id of timers) clearTimeout(id);
      timers.clear();
    },
  };
}

/** @typedef {ReturnType<typeof tableTimers>} Timers */
