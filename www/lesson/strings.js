// @ts-check
// The lessons' words (www/lesson/lesson.js and the games' lesson scripts,
// www/iota/lesson.js and www/ottawa/lesson.js, whose steps carry their own sentences).
// The shell offers the lessons in its own words (www/shell/strings.js): these load with
// the lesson, never with the first screen.

export const LESSON_STRINGS = {
  en: {
    lesson_title: "Learn to play {game}",
    lesson_step: "Step {n} of {total}",
    lesson_opponent: "Computer",
    lesson_dragCell: "Drag the {card} to the lit cell (or tap it, then the cell).",
    lesson_dragPile: "Drag the {card} onto the pile (or tap it).",
    lesson_tapCard: "Tap the {card} to choose it.",
    lesson_press: "Press “{button}”.",
    lesson_wait: "The computer is playing…",
    lesson_why: "Not quite. {why}",
    lesson_other: "That is allowed, but this step asks for something else: {todo}",
    lesson_leave: "Leave the lesson",
    lesson_again: "Start the lesson again",
    lesson_menu: "Back to the menu",
    lesson_firstGame: "Play your first game",
    lesson_doneTitle: "Well done!",
  },
  ru: {
    lesson_title: "Учимся играть: {game}",
    lesson_step: "Шаг {n} из {total}",
    lesson_opponent: "Компьютер",
    lesson_dragCell: "Перетащите карту «{card}» на подсвеченную клетку (или нажмите на неё, потом на клетку).",
    lesson_dragPile: "Перетащите карту «{card}» на стопку (или нажмите на неё).",
    lesson_tapCard: "Нажмите на карту «{card}», чтобы выбрать её.",
    lesson_press: "Нажмите «{button}».",
    lesson_wait: "Компьютер ходит…",
    lesson_why: "Не совсем так. {why}",
    lesson_other: "Так можно, но этот шаг о другом: {todo}",
    lesson_leave: "Выйти из урока",
    lesson_again: "Пройти урок заново",
    lesson_menu: "В меню",
    lesson_firstGame: "Сыграть первую партию",
    lesson_doneTitle: "Отлично!",
  },
};
