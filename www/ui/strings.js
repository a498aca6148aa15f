// @ts-check
// The words that more than one part of the page says, English and Russian: the
// computer players' levels (./levels.js; the menu, and a table's scoreboard wherever it
// is mounted), the name of the person's own seat (the menu names it, multi-device play
// tells it from the others) and the title of the Share dialog (the shell's button and
// the dialog itself, www/embed/share.js). A part's own words stay in its own table.

export const PAGE_STRINGS = {
  en: {
    easy: "Easy",
    medium: "Medium",
    hard: "Hard",
    expert: "Expert",
    master: "Master",
    you: "You",
    shareTitle: "Share or embed this position",
  },
  ru: {
    easy: "Лёгкий",
    medium: "Средний",
    hard: "Сильный",
    expert: "Эксперт",
    master: "Мастер",
    you: "Вы",
    shareTitle: "Поделиться позицией или встроить её",
  },
};
