// @ts-check
// Where a table's saves go (`persist` and `finished` of www/games.js): the game in
// progress, with its seats, options and seed, under the game's id (../ui/storage.js),
// and a finished game as the last one, for its review (www/review/store.js). Оттава's
// rounds are noted as they end (the review shows each). A table that is no longer the
// one on screen saves nothing.
import { storeGame, SAVE_VERSION } from "../ui/storage.js";
import { storeLast, noteRound } from "../review/store.js";

/**
 * @param {{ seats: any[], options: any, seed: string, data: any, rounds?: any[] }} run the game as the shell runs it
 * @param {import("../games.js").GameDescriptor} game @param {any} engine
 * @param {() => boolean} current whether `run` is still the game on screen
 */
export function savesOf(run, game, engine, current) {
  return {
    /** @param {any} data */
    persist(data) {
      if (!current()) return;
      run.data = data;
      if (game.id === "ottawa") run.rounds = noteRound(engine, run.rounds, data);
      storeGame(
        game.id,
        data === null
          ? null
          : {
              v: SAVE_VERSION,
              game: game.id,
              seats: run.seats,
              options: run.options,
              seed: run.seed,
              data,
              rounds: run.rounds,
            },
      );
    },
    /** @param {any} data */
    finished(data) {
      if (!current()) return;
      if (game.id === "ottawa") run.rounds = noteRound(engine, run.rounds, data);
      storeLast({
        v: 1,
        game: game.id,
        seats: run.seats,
        options: run.options,
        seed: run.seed,
        data,
        rounds: run.rounds,
        at: Date.now(),
      });
    },
  };
}

/**
 * Why a save could not be used, in the page's language (the technical reason, in
 * English, goes to the console only).
 * @param {string} why @param {(k: string, p?: any) => string} t
 */
export function saveReason(why, t) {
  return t(/version/i.test(why) ? "reason_version" : "reason_damaged");
}
