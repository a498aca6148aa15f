// @ts-check
// The words of watching a game (www/net/protocol.js watchers, ./watch-ui.js): the host's
// "Invite watchers", the watcher's page and its steps through the game so far, English
// and Russian.

export const WATCH_STRINGS = {
  en: {
    netWatchTitle: "Watchers",
    netWatchHelp:
      "Anyone with this link can watch the game: the table, the scores and the moves, never a card in a hand.",
    netInviteWatchers: "Invite watchers",
    netInviteWatcher: "Invite one more watcher",
    netWatchReplyLabel: "The watcher's reply",
    netWatchJoinTitle: "Watch {host}'s game of {game}",
    netCloseWatching: "Close the watch link",
    netWatchers: "{n} watching (at most 8)",
    netWatchClosed: "No watch link is open.",
    netWatching: "You are watching this table (host: {host}). You can send reactions; the players see them.",
    netWatchingAnon: "You are watching this table. You can send reactions; the players see them.",
    netAWatcher: "A watcher",
    netWatchPast: "The game so far",
    netWatchStep: "Position {i} of {n}",
    netWatchFirst: "Start",
    netWatchBack: "Back",
    netWatchNext: "Next",
    netWatchLive: "Now",
    netWatchMove: "{name}: {move}",
    netWatchStart: "The deal",
    netWatchPlaced: "placed {n} cards for {score} points",
    netWatchTraded: "traded {n} cards",
    netWatchDrew: "drew a card",
    netWatchPlayedCard: "played {card}",
    netWatchPassed: "passed",
    netSeatN: "Seat {n}",
    netWatchScores: "Scores: {scores}",
    netWatchToMove: "{name} to move",
    netWatchOver: "The game is over",
    "netError_watch-closed": "The host has closed the watch link. Ask for a new one.",
    "netError_watchers-full": "Eight people are watching this game already: no one more can.",
    netError_watcher: "A watcher cannot take a seat.",
    netWatchBye: "The host has closed the watch link: the game goes on without watchers.",
  },
  ru: {
    netWatchTitle: "Зрители",
    netWatchHelp: "По этой ссылке можно смотреть игру: стол, очки и ходы, но ни одной карты на руках.",
    netInviteWatchers: "Пригласить зрителей",
    netInviteWatcher: "Пригласить ещё зрителя",
    netWatchReplyLabel: "Ответ зрителя",
    netWatchJoinTitle: "Смотреть игру «{game}» (ведёт: {host})",
    netCloseWatching: "Закрыть ссылку для зрителей",
    netWatchers: "Смотрят: {n} (не больше 8)",
    netWatchClosed: "Ссылка для зрителей не открыта.",
    netWatching: "Вы зритель за этим столом (ведёт: {host}). Можно отправлять реакции — игроки их увидят.",
    netWatchingAnon: "Вы зритель за этим столом. Можно отправлять реакции — игроки их увидят.",
    netAWatcher: "Зритель",
    netWatchPast: "Игра до сих пор",
    netWatchStep: "Позиция {i} из {n}",
    netWatchFirst: "В начало",
    netWatchBack: "Назад",
    netWatchNext: "Вперёд",
    netWatchLive: "Сейчас",
    netWatchMove: "{name}: {move}",
    netWatchStart: "Раздача",
    netWatchPlaced: "выложено карт: {n}, очков: {score}",
    netWatchTraded: "обменяно карт: {n}",
    netWatchDrew: "взята карта",
    netWatchPlayedCard: "сыграна {card}",
    netWatchPassed: "пас",
    netSeatN: "Место {n}",
    netWatchScores: "Очки: {scores}",
    netWatchToMove: "Ходит {name}",
    netWatchOver: "Игра окончена",
    "netError_watch-closed": "Ведущий закрыл ссылку для зрителей. Попросите новую.",
    "netError_watchers-full": "Эту игру уже смотрят восемь человек — больше нельзя.",
    netError_watcher: "Зритель не может сесть за стол.",
    netWatchBye: "Ведущий закрыл ссылку для зрителей: игра идёт дальше без зрителей.",
  },
};

/**
 * Who is watched, in words: the host by name when the host gave one (by one link),
 * else the table alone (the seats' names are on it).
 * @param {(key: string, vars?: Record<string, unknown>) => string} t @param {string} host
 *   the host's name, or the strings' "the host" (`netHostName`) when none was given
 */
export function watchingWords(t, host) {
  return host && host !== t("netHostName") ? t("netWatching", { host }) : t("netWatchingAnon");
}
