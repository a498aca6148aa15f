// @ts-check
// Where a table's saves go (`persist` and `finished` of www/games.js): the game in
// progress, with its seats, options and seed, under the game's id (../ui/storage.js),
// and a finished game as the last one, for its review (www/review/store.js). A game
// reviewed round by round has its rounds noted as they end (the descriptor's
// `review.roundEnded`: the review shows each). A table that is no longer the one on
// screen saves nothing.
import { storeGame, SAVE_VERSION } from "../ui/storage.js";
import { storeLast, noteRound } from "../review/store.js";

/**
 * @param {import("./shell.js").Running} run the game as the shell runs it
 * @param {typeof import("../../yotta_page.js")} engine
 * @param {() => boolean} current whether `run` is still the game on screen
 * @returns {{ persist: (data: unknown) => void, finished: (data: unknown) => void }}
 */
export function savesOf(run, engine, current) {
  const { game } = run;
  /** Notes the round that `data` shows ended, if the game is reviewed by rounds. @param {unknown} data */
  const note = (data) => {
    const ended = game.review?.roundEnded;
    if (ended) run.rounds = noteRound(run.rounds, ended(engine, data));
  };
  return {
    persist(data) {
      if (!current()) return;
      run.data = data;
      note(data);
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
              // The turn clock goes on after a reload (www/seats/clock.js).
              ...(run.clock ? { clock: run.clock } : {}),
            },
      );
    },
    finished(data) {
      if (!current()) return;
      note(data);
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
 * @param {string} why @param {import("../ui/i18n.js").Translate} t
 */
export function saveReason(why, t) {
  return t(/version/i.test(why) ? "reason_version" : "reason_damaged");
}
