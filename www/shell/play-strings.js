// @ts-check
// The shell's words for sound, the turn clock and a rematch between devices, English
// and Russian (looked up by the shell's translator, ./strings.js).

export const PLAY_STRINGS = {
  en: {
    sound: "Sound",
    soundOnTitle: "Sound is on: tap to mute",
    soundOffTitle: "Sound is off: tap to turn it on",
    clock: "Turn clock",
    clockOff: "Off",
    clockSeconds: "{n} s a turn",
    clockLeft: "{name}: {n} s left",
    clockIdle: "{name} let the clock run out three turns in a row. Give the seat to a computer player?",
    clockIdleYou: "Your time ran out three turns in a row. Give your seat to a computer player?",
    clockToComputer: "Give it to a computer",
    clockKeep: "Keep waiting",
    rematchAsked: "Asking the others for a rematch…",
  },
  ru: {
    sound: "Звук",
    soundOnTitle: "Звук включён: нажмите, чтобы выключить",
    soundOffTitle: "Звук выключен: нажмите, чтобы включить",
    clock: "Часы на ход",
    clockOff: "Нет",
    clockSeconds: "{n} с на ход",
    clockLeft: "{name}: осталось {n} с",
    clockIdle: "У игрока {name} время вышло три хода подряд. Отдать место компьютеру?",
    clockIdleYou: "Ваше время вышло три хода подряд. Отдать ваше место компьютеру?",
    clockToComputer: "Отдать компьютеру",
    clockKeep: "Подождать ещё",
    rematchAsked: "Спрашиваем остальных о новой партии…",
  },
};
