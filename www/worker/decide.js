// @ts-check
// One decision, the same wherever it runs (the engine's worker, or the page when no
// worker can start): the game is loaded from its save, and the computer player of
// `level` chooses the move of the seat to move from that seat's view alone (the
// engine's `hint`, O11). `pageThinker` is the page's own Thinker, for when there is
// no worker (www/worker/client.js falls back on it; a table mounted without the
// worker uses it, www/seats/drivers.js).

/** An `AbortError`, as `fetch` rejects with when its signal aborts. */
export function abortError() {
  return new DOMException("the position changed", "AbortError");
}

/**
 * What the worker asks of a game's class: a game loaded from its save, asked for a hint.
 * @typedef {{ load: (save: string) => { hint: (level: string) => import("./client.js").HintResult, free: () => void } }} GameClass
 */

/**
 * The engine's class of the game `id`: the engine names each game's class after its id
 * (`IotaGame`, `OttawaGame`: docs/api.md). This floor is below the games' registry
 * (www/games.js), so the name is made here rather than asked of a descriptor.
 * @param {typeof import("../../yotta.js")} engine @param {string} id
 * @returns {GameClass | null}
 */
export function gameClass(engine, id) {
  if (!/^[a-z]+$/.test(id)) return null;
  const name = `${id[0].toUpperCase()}${id.slice(1)}Game`;
  const Game = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (engine))[name];
  return typeof Game === "function" && typeof (/** @type {{ load?: unknown }} */ (Game).load) === "function"
    ? /** @type {GameClass} */ (/** @type {unknown} */ (Game))
    : null;
}

/**
 * @param {typeof import("../../yotta.js")} engine the engine module (`yotta.js`), instantiated
 * @param {import("./client.js").Decision} req
 * @returns {import("./client.js").HintResult} the engine's hint result: `{ ok: true, move }` or `{ ok: false, error }`
 */
export function decide(engine, req) {
  const Game = gameClass(engine, req.game);
  if (!Game) return { ok: false, error: { code: "bad-input", message: `no game ${JSON.stringify(req.game)}` } };
  let game;
  try {
    game = Game.load(req.save);
  } catch (e) {
    const err = /** @type {{ code?: import("../../yotta.js").ErrorCode, message?: string } | null} */ (e);
    return { ok: false, error: { code: err?.code ?? "bad-save", message: String(err?.message ?? err) } };
  }
  try {
    return game.hint(req.level);
  } finally {
    game.free();
  }
}

/**
 * Decisions on the page's main thread, each in a task of its own once the engine is
 * there: what a page without the engine's worker thinks with.
 * @param {typeof import("../../yotta.js") | Promise<typeof import("../../yotta.js")>
 *   | (() => Promise<typeof import("../../yotta.js")>)} engine the engine module, a promise of it, or a function returning that
 *   promise (called at the first decision: the engine is loaded only if one is asked)
 * @returns {import("./client.js").Thinker}
 */
export function pageThinker(engine) {
  let decided = 0;
  const task = () => new Promise((r) => setTimeout(r, 0));
  return {
    mode: () => "main",
    ready: Promise.resolve("main"),
    stats: () => ({ worker: 0, main: decided }),
    start: () => {},
    full: () => Promise.resolve(typeof engine === "function" ? engine() : engine),
    // The questions' code is the worker's, loaded here only if the page asks one itself.
    ask(fn, args) {
      return Promise.all([this.full(), import("./ask.js")]).then(([e, m]) => m.ask(e, fn, args));
    },
    async decide(req, signal) {
      await task();
      const e = await (typeof engine === "function" ? engine() : engine);
      // A task of its own again: the engine may just have been instantiated.
      await task();
      if (signal?.aborted) throw abortError();
      decided++;
      return decide(e, req);
    },
  };
}
