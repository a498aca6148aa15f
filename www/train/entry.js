// @ts-check
// Where the trainer meets the menu (the first screen): a button per game that has
// drills (its descriptor's `train`), with its words in both languages. The trainer
// itself (./train.js) is loaded when it is opened.
import { h } from "../ui/dom.js";
import { pick } from "../ui/i18n.js";

const WORDS = {
  title: { en: "Trainer", ru: "Тренажёр" },
  help: {
    en: "Short drills from real games, checked by the engine: keep your streak going.",
    ru: "Короткие задания из настоящих партий, их проверяет движок: держите серию.",
  },
};

/**
 * The menu's Trainer section: `[data-action="trainer"][data-game=<id>]` per game.
 * @param {{ lang: "en" | "ru", games: import("../games.js").GameDescriptor[], onOpen: (id: string) => void }} o
 */
export function trainerSection(o) {
  const games = o.games.filter((g) => g.train);
  return h(
    "section",
    { class: "rv-menu", dataset: { role: "menu-trainer" }, "aria-label": pick(WORDS.title, o.lang) },
    h("h2", {}, pick(WORDS.title, o.lang)),
    h("p", {}, pick(WORDS.help, o.lang)),
    ...games.map((g) =>
      h(
        "button",
        { dataset: { action: "trainer", game: g.id }, onclick: () => o.onOpen(g.id) },
        `${pick(WORDS.title, o.lang)}: ${pick(g.names, o.lang)}`,
      ),
    ),
  );
}
