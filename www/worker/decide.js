// @ts-check
// One decision, the same wherever it runs (the engine's worker, or the page when no
// worker can start): the game is loaded from its save, and the computer player of
// `level` chooses the move of the seat to move from that seat's view alone (the
// engine's `hint`, O11).

/**
 * @param {any} engine the engine module (`yotta.js`), instantiated
 * @param {{ game: string, save: string, level: string }} req
 * @returns {any} the engine's hint result: `{ ok: true, move }` or `{ ok: false, error }`
 */
export function decide(engine, req) {
  const Game = req.game === "iota" ? engine.IotaGame : req.game === "ottawa" ? engine.OttawaGame : null;
  if (!Game) return { ok: false, error: { code: "bad-input", message: `no game ${JSON.stringify(req.game)}` } };
  let game;
  try {
    game = Game.load(req.save);
  } catch (e) {
    const err = /** @type {any} */ (e);
    return { ok: false, error: { code: err?.code ?? "bad-save", message: String(err?.message ?? err) } };
  }
  try {
    return game.hint(req.level);
  } finally {
    game.free();
  }
}
