// @ts-check
// "Learn to play", as the first screen offers it: the lessons (www/lesson/, each game's
// script in its `lesson.js`) open from the menu's line on a first visit (below), the
// menu's button, the top of "How to play", or the address (`?learn=iota`,
// `?learn=ottawa`). Only this is the first screen's: opening a lesson loads the rest
// (./lesson-open.js, the lesson, the game's table and script), chunks of their own.
import { h } from "../ui/dom.js";
import { pick } from "../ui/i18n.js";
import { loadLearning, saveLearning } from "../ui/storage.js";

/** @typedef {import("./shell.js").Shell} Shell */
/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */

/**
 * Opens `game`'s lesson at the step it was left at (`fresh`: from the first).
 * @param {Shell} s @param {GameDescriptor} game @param {boolean} [fresh]
 * @returns {Promise<void>} once the lesson is on screen
 */
export function openLesson(s, game, fresh = false) {
  return import("./lesson-open.js").then((m) => m.openLesson(s, game, fresh));
}

/**
 * The menu's offer of the lessons, on a first visit: one line at its top, dismissed for
 * good by its ×, gone once a lesson is finished. Null when it is not to be shown.
 * @param {{ t: import("../ui/i18n.js").Translate, lang: "en" | "ru", games: GameDescriptor[],
 *   learn: (id: string) => void }} o
 * @returns {HTMLElement | null}
 */
export function learnOffer({ t, lang, games, learn }) {
  const v = loadLearning();
  if (v.dismissed || v.finished?.length) return null;
  const line = h(
    "p",
    { class: "learn-offer", dataset: { role: "learn-offer" } },
    h("span", {}, t("learnOffer")),
    ...games
      .filter((g) => g.lesson)
      .map((g) =>
        h(
          "button",
          { type: "button", dataset: { action: "learn", game: g.id }, onclick: () => learn(g.id) },
          pick(g.names, lang),
        ),
      ),
    h(
      "button",
      {
        type: "button",
        dataset: { action: "dismiss-learn" },
        "aria-label": t("learnDismiss"),
        title: t("learnDismiss"),
        onclick: () => {
          saveLearning({ ...loadLearning(), dismissed: true });
          line.remove();
        },
      },
      "×",
    ),
  );
  return line;
}
