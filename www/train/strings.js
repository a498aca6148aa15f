// @ts-check
// The trainer's words, in both languages (the drills' own words are each game's:
// its `drills` module, www/games.js `GameDrills`).

export const TRAIN_STRINGS = {
  en: {
    trainerTitle: "Trainer: {game}",
    trainerSeat: "Trainer",
    allKinds: "All drills",
    kindsLabel: "Drills",
    streak: "Streak {n} · best {best}",
    check: "Check",
    nextDrill: "Next",
    right: "Right!",
    wrong: "Not this time.",
    back: "Menu",
    drillFailed: "The engine could not make this drill: {why}",
  },
  ru: {
    trainerTitle: "Тренажёр: {game}",
    trainerSeat: "Тренажёр",
    allKinds: "Все задания",
    kindsLabel: "Задания",
    streak: "Серия {n} · рекорд {best}",
    check: "Проверить",
    nextDrill: "Дальше",
    right: "Верно!",
    wrong: "На этот раз нет.",
    back: "Меню",
    drillFailed: "Движок не смог составить задание: {why}",
  },
};
