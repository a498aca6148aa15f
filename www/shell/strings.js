// @ts-check
// The shell's interface strings (menu, hot seat, saving, "How to play"), English and
// Russian. Each game adds its own table (`descriptor.strings`). The shell's translator
// (below) looks a key up in its caller's tables, then in these, then in the page's
// shared words, the error texts and the menu's words of multi-device play.
import { translator as pageTranslator } from "../ui/i18n.js";
import { PAGE_STRINGS } from "../ui/strings.js";
import { ERROR_STRINGS } from "../ui/errors.js";
import { NET_MENU_STRINGS } from "../net/menu-strings.js";
import { PLAY_STRINGS } from "./play-strings.js";

export const SHELL_STRINGS = {
  en: {
    title: "Yotta",
    tagline: "Two card games, offline, against the computer or with friends: on one device, or each on their own.",
    chooseGame: "Choose a game",
    players: "Players",
    seat: "Seat {n}",
    seats: "Who plays",
    human: "Person",
    computer: "Computer",
    level: "Level",
    name: "Name",
    playerN: "Player {n}",
    computerN: "Computer {n}",
    rules: "Rules",
    start: "Start {game}",
    resume: "Resume the game in progress",
    resumeInfo: "A game of {game} is in progress.",
    discard: "Discard it",
    howToPlay: "How to play",
    learnToPlay: "Learn to play",
    learnOffer: "New here? Learn a game in a few minutes, on the real table:",
    learnDismiss: "No, thanks",
    language: "Language",
    menu: "Menu",
    statsMenu: "Statistics and achievements",
    back: "Back",
    passDevice: "Pass the device to {name}",
    passHint: "The hand stays hidden until {name} is ready.",
    passHint_you: "The hand stays hidden until you are ready.",
    imReady: "I'm {name}: show my hand",
    badSave: "The saved game could not be read ({reason}). It was put aside; start a new game.",
    noStorage:
      "This browser does not let the page remember anything: your settings and a game in progress are lost when the page is closed. Allow this site to store data, or leave private browsing, to keep them.",
    loadFailed: "The game engine could not be loaded: {reason}",
    seatsHint: "Seat 1 plays first only if the deal says so.",
    settingsTitle: "New game",
    seed: "Seed (optional)",
    heroLabel: "Cards of both games: Iota cards in four colours and shapes with a wild card, and Ottawa playing cards.",
    // The top bar's button of the Share / Embed dialog (www/embed/share.js)
    share: "Share",
  },
  ru: {
    title: "Yotta",
    tagline:
      "Две карточные игры без интернета: против компьютера или с друзьями — на одном устройстве или каждый на своём.",
    chooseGame: "Выберите игру",
    players: "Игроки",
    seat: "Место {n}",
    seats: "Кто играет",
    human: "Человек",
    computer: "Компьютер",
    level: "Уровень",
    name: "Имя",
    playerN: "Игрок {n}",
    computerN: "Компьютер {n}",
    rules: "Правила",
    start: "Начать: {game}",
    resume: "Продолжить начатую игру",
    resumeInfo: "Есть начатая партия: {game}.",
    discard: "Удалить её",
    howToPlay: "Как играть",
    learnToPlay: "Научиться играть",
    learnOffer: "Впервые здесь? Научитесь игре за несколько минут, за настоящим столом:",
    learnDismiss: "Нет, спасибо",
    language: "Язык",
    menu: "Меню",
    statsMenu: "Статистика и достижения",
    back: "Назад",
    passDevice: "Передайте устройство: {name}",
    passHint: "Карты скрыты, пока {name} не будет готов(а).",
    passHint_you: "Карты скрыты, пока вы не будете готовы.",
    imReady: "Это {name}: показать мои карты",
    badSave: "Сохранённую игру не удалось прочитать ({reason}). Она отложена; начните новую игру.",
    noStorage:
      "Этот браузер не даёт странице ничего запоминать: настройки и начатая партия пропадут, когда страница закроется. Разрешите этому сайту хранить данные или выйдите из приватного режима, чтобы они сохранялись.",
    loadFailed: "Не удалось загрузить игровой движок: {reason}",
    seatsHint: "Кто ходит первым, решает раздача.",
    settingsTitle: "Новая игра",
    seed: "Зерно (необязательно)",
    heroLabel: "Карты обеих игр: карты Ётты четырёх цветов и фигур с джокером и игральные карты Оттавы.",
    share: "Поделиться",
  },
};

/**
 * The shell's translator: `tables` (a game's, the review's) first, then the shell's own
 * and the page's (www/ui/i18n.js `translator`).
 * @param {import("../ui/i18n.js").Lang} lang
 * @param {import("../ui/i18n.js").StringTable[]} tables
 */
export function translator(lang, tables) {
  return pageTranslator(lang, [...tables, SHELL_STRINGS, PAGE_STRINGS, ERROR_STRINGS, NET_MENU_STRINGS, PLAY_STRINGS]);
}
