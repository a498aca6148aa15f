// @ts-check
// The lessons' words (www/lesson/lesson.js and the games' lesson scripts,
// www/iota/lesson.js and www/ottawa/lesson.js, whose steps carry their own sentences).
// The shell offers the lessons in its own words (www/shell/strings.js): these load with
// the lesson, never with the first screen.

export const LESSON_STRINGS = {
  en: {
    lesson_title: "Learn to play {game}",
    lesson_step: "{n}/{total}",
    lesson_stepLabel: "Step {n} of {total}",
    lesson_opponent: "Computer",
    lesson_dragCell: "Drag the {card} to the lit cell.",
    lesson_dragPile: "Drag the {card} onto the pile.",
    lesson_tapCard: "Tap the {card} to choose it.",
    lesson_press: "Press “{button}”.",
    lesson_wait: "The computer is playing…",
    lesson_why: "Not quite. {why} {todo}",
    lesson_other: "That is allowed, but this step asks for something else.",
    lesson_leave: "Leave the lesson",
    lesson_leaveShort: "Leave",
    lesson_again: "Start the lesson again",
    lesson_menu: "Back to the menu",
    lesson_firstGame: "Play your first game",
    lesson_doneTitle: "Well done!",
  },
  ru: {
    lesson_title: "Учимся играть: {game}",
    lesson_step: "{n}/{total}",
    lesson_stepLabel: "Шаг {n} из {total}",
    lesson_opponent: "Компьютер",
    lesson_dragCell: "Перетащите «{card}» на подсвеченную клетку.",
    lesson_dragPile: "Перетащите «{card}» на стопку.",
    lesson_tapCard: "Нажмите на карту «{card}», чтобы выбрать её.",
    lesson_press: "Нажмите «{button}».",
    lesson_wait: "Компьютер ходит…",
    lesson_why: "Не совсем так. {why} {todo}",
    lesson_other: "Так можно, но этот шаг о другом.",
    lesson_leave: "Выйти из урока",
    lesson_leaveShort: "Выйти",
    lesson_again: "Пройти урок заново",
    lesson_menu: "В меню",
    lesson_firstGame: "Сыграть первую партию",
    lesson_doneTitle: "Отлично!",
  },
};
