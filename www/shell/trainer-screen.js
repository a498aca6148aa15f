// @ts-check
// The trainer on the shell's screen (www/train/), mounted: loaded with the trainer's
// code when it is opened (./trainer.js is its door from the first screen).
import { loadTable } from "../games.js";
import { translator } from "./strings.js";
import { announce, clear, drawBar, onClear, showMenu } from "./shell.js";
import { achieve } from "./stats.js";

/** @typedef {import("./shell.js").Shell} Shell */
/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */

/**
 * Opens the trainer of `game`.
 * @param {Shell} s @param {GameDescriptor} game @param {{ kind?: string | null, seed?: string | null }} [from]
 * @returns {Promise<void>} once it is on screen
 */
export function showTrainer(s, game, from = {}) {
  const train = game.train;
  if (!train) return Promise.resolve(showMenu(s));
  return Promise.all([s.think.full(), import("../train/train.js"), train.drills(), loadTable(game)]).then(
    ([engine, trainer, drills, table]) => {
      clear(s);
      s.running = null;
      drawBar(s);
      s.screen.classList.add("playing");
      setAddress({ train: game.id, kind: from.kind ?? null, seed: from.seed ?? null });
      const unmount = trainer.mountTrainer(s.screen, {
        engine,
        game,
        drills,
        table,
        kind: from.kind ?? null,
        seed: from.seed ?? null,
        // The drills' words first: a drill may say a table's sentence its own way.
        t: translator(s.lang, [drills.strings, game.strings, trainer.TRAIN_STRINGS]),
        lang: s.lang,
        announce: (text) => announce(s, text),
        show: (part) => s.show(part),
        onBack: () => showMenu(s),
        onKind: (kind) => setAddress({ train: game.id, kind, seed: null }),
        // A streak of drills earns an achievement (www/stats/achievements.js).
        onVerdict: (v) =>
          achieve(s, { kind: "drill", game: v.game, drill: v.kind, correct: v.correct, streak: v.streak }),
      });
      // Whatever takes the screen next (the menu of the top bar, a game), the address
      // no longer names the trainer.
      onClear(s, () => {
        unmount();
        setAddress({ train: null, kind: null, seed: null });
      });
    },
  );
}

/** The trainer's parameters in the address (null removes one). @param {Record<string, string | null>} params */
function setAddress(params) {
  const u = new URL(location.href);
  for (const [k, v] of Object.entries(params)) {
    if (v) u.searchParams.set(k, v);
    else u.searchParams.delete(k);
  }
  history.replaceState(null, "", u.href);
}
