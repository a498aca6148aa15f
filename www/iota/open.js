// @ts-check
// The Ётта game a table opens: a saved game resumed (checked against its seats), a
// given position (the diagrams and puzzles of www/embed/), or a new deal. A save that
// cannot be used throws an Error whose message starts with `bad-save` (www/games.js).

/** Version of the data the table saves: `{ v, moves: [{ seat, move }], save }`. */
export const DATA_VERSION = 1;

/**
 * @param {any} engine the engine module
 * @param {import("../games.js").GameConfig} config
 * @param {Record<string, any>} options the engine's options of a new game
 * @returns {{ game: any, moves: { seat: number | null, move: any }[] }}
 */
export function openGame(engine, config, options) {
  const players = config.seats.length;
  if (config.resume) {
    const d = config.resume;
    if (!d || d.v !== DATA_VERSION || typeof d.save !== "string" || !Array.isArray(d.moves))
      throw new Error("bad-save: the saved game is not in a known format");
    let game;
    try {
      game = engine.IotaGame.load(d.save);
    } catch (e) {
      throw new Error(`bad-save: ${e instanceof Error ? e.message : String(e)}`);
    }
    const v = game.view();
    if (!v || v.ok === false || !Array.isArray(v.handSizes) || v.handSizes.length !== players)
      throw new Error("bad-save: the saved game does not match its seats");
    return { game, moves: d.moves };
  }
  // A given position (diagrams and puzzles, www/embed/): throws on a bad setup.
  if (config.setup) return { game: engine.IotaGame.fromSetup(config.setup), moves: [] };
  return { game: new engine.IotaGame(options), moves: [] };
}
