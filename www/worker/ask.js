// @ts-check
// Questions asked of the full engine by name (`Thinker.ask`, ./client.js), answered in
// the engine's worker (./engine.worker.js), or on the page where no worker runs
// (./decide.js `pageThinker`, which loads this file then): pure questions about a
// position, each answered with the API's plain result object (docs/api.md).

/**
 * The engine's functions that may be asked by name (`Thinker.ask`): pure questions of
 * the full engine about a position, each a plain result object (docs/api.md). The
 * worker answers only these.
 */
export const ASKABLE = Object.freeze(["iotaHeat"]);

/**
 * One question asked by name (`Thinker.ask`), answered by the engine: its result, or a
 * refusal in the API's shape when `fn` is not askable.
 * @param {typeof import("../../yotta.js")} engine @param {string} fn @param {unknown[]} args
 * @returns {unknown}
 */
export function ask(engine, fn, args) {
  const f = ASKABLE.includes(fn) ? /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (engine))[fn] : null;
  if (typeof f !== "function" || !Array.isArray(args))
    return { ok: false, error: { code: "bad-input", message: `no question ${JSON.stringify(fn)}` } };
  return f(...args);
}
