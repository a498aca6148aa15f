// @ts-check
// Ётта as the shell offers it: the game's descriptor (www/games.js), what the menu,
// the settings and "How to play" need. The table itself (./table.js) is loaded only
// when a game is opened (in a release build it is a chunk of its own).
import { drawPreview } from "./cards.js";
import { STRINGS } from "./strings.js";
import { HOW_TO } from "./howto.js";

/** @type {import("../games.js").GameDescriptor} */
export const descriptor = {
  id: "iota",
  names: { en: "Iota", ru: "Ётта" },
  blurb: { en: STRINGS.en.blurb, ru: STRINGS.ru.blurb },
  players: { min: 2, max: 4, default: 2 },
  options: [
    { key: "allFourBonus", type: "bool", default: true, label: { en: STRINGS.en.allFourBonus, ru: STRINGS.ru.allFourBonus } },
    { key: "shortGame", type: "bool", default: false, label: { en: STRINGS.en.shortGame, ru: STRINGS.ru.shortGame } },
    { key: "coach", type: "bool", default: false, label: { en: STRINGS.en.coach, ru: STRINGS.ru.coach } },
  ],
  strings: STRINGS,
  drawPreview,
  howTo: HOW_TO,
  table: () => import("./table.js"),
};
