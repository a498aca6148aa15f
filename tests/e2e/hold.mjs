// @ts-check
// A page script for the tests of the engine's worker: it holds the worker's decisions
// back while `window.__hold` is true and releases them with `window.__release()`, so
// that a test can tell a decision is the worker's (it arrives as a worker message and
// the page has not played it) or act while one is pending. Given to a page with
// `addInitScript(holdDecisions, start)`: `start` is `__hold`'s first value.

/** @param {boolean} start */
export const holdDecisions = (start) => {
  const w = /** @type {any} */ (window);
  w.__hold = start;
  w.__held = [];
  w.__release = () => {
    w.__hold = false;
    for (const f of w.__held.splice(0)) f();
  };
  const add = Worker.prototype.addEventListener;
  Worker.prototype.addEventListener = function (type, fn, opts) {
    if (type !== "message") return add.call(this, type, fn, opts);
    return add.call(
      this,
      type,
      (e) => (w.__hold && e.data?.type === "decided" ? w.__held.push(() => fn(e)) : fn(e)),
      opts,
    );
  };
};
