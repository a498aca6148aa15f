// @ts-check
// The shell's words for sound and the turn clock's choice, English and Russian (looked
// up by the shell's translator, ./strings.js). The clock's own words on screen are in
// ./clock-ui.js, loaded with it; a rematch between devices speaks in www/net/.

export const PLAY_STRINGS = {
  en: {
    sound: "Sound",
    clock: "Turn clock",
    clockOff: "Off",
    clockSeconds: "{n} s a turn",
  },
  ru: {
    sound: "Звук",
    clock: "Часы на ход",
    clockOff: "Нет",
    clockSeconds: "{n} с на ход",
  },
};
