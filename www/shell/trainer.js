// @ts-check
// The trainer's door on the first screen (www/train/): `?train=<game>` (with `kind=` and
// `seed=`, www/train/train.js) and the menu's Trainer section. The trainer itself, the
// game's drills, its table and the full engine (the drills are made with it) are loaded
// when it is opened (./trainer-screen.js); the address keeps `?train=` so that a
// reload comes back to it.
import { trainerSection } from "../train/entry.js";

/** @typedef {import("./shell.js").Shell} Shell */
/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */

/**
 * Opens the trainer of `game`.
 * @param {Shell} s @param {GameDescriptor} game @param {{ kind?: string | null, seed?: string | null }} [from]
 * @returns {Promise<void>} once it is on screen
 */
export function showTrainer(s, game, from = {}) {
  return import("./trainer-screen.js").then((m) => m.showTrainer(s, game, from));
}

/**
 * The menu's Trainer section, after the review's.
 * @param {Shell} s
 */
export function placeTrainerSection(s) {
  const section = trainerSection({
    lang: s.lang,
    games: s.games,
    onOpen: (id) => {
      const g = s.games.find((x) => x.id === id);
      if (g) showTrainer(s, g);
    },
  });
  const review = s.screen.querySelector("[data-role=menu-review]");
  if (review) review.after(section);
  else s.screen.querySelector(".menu")?.append(section);
}

/**
 * The trainer that the address names (`?train=`), opened again (in a new language):
 * true if there is one.
 * @param {Shell} s
 */
export function reopenTrainer(s) {
  const q = new URLSearchParams(location.search);
  const game = s.games.find((g) => g.id === q.get("train"));
  if (game) showTrainer(s, game, { kind: q.get("kind"), seed: q.get("seed") });
  return Boolean(game);
}
