// @ts-check
// The strings of "Invite with one link" (./relay-host.js, ./relay-guest.js), English
// and Russian; netTranslator (./strings.js) looks in them too.

export const RELAY_STRINGS = {
  en: {
    netState_reconnecting: "reconnecting…",
    netReconnecting: "{name} is reconnecting…",
    netReconnecting_you: "You are reconnecting…",
    netTableTitle: "One link for the whole table",
    netTableHelp:
      "Post this link in your group chat: each person who opens it takes the next free seat and joins by themselves, no reply needed.",
    netSeatLinkHelp: "Or send this person a link of their own (or let them scan this code): they join by themselves.",
    netUseCodes: "Invite with codes instead",
    "netError_relay-unreachable":
      "The relays for the one-link invitation cannot be reached (no internet, or they are down or blocked here). Invitations by code need no relay: use them instead.",
    "netError_table-full":
      "This table is full: every seat is taken. Ask the host for an invitation by code if a seat is freed.",
    "netError_bad-link":
      "This link is damaged or was changed, so it cannot join the table. Ask the host to send it again, or for an invitation by code.",
    "netError_seat-taken":
      "Another device has already taken this seat with this link. Ask the host for a new invitation.",
    "netError_seat-closed": "The host has given this seat to a computer player.",
    "netError_other-build":
      "The host plays another version of Yotta. Open both pages while online, so that they update to the same version.",
    netJoinTable: "Join a game of Yotta",
    netGuestName: "Your name",
    netJoin: "Join",
    netConnectingRelay: "Connecting…",
    netNoHostYet:
      "No answer from the table yet: the host's page may be closed, or asleep on a locked phone. This page keeps trying by itself.",
    netJoinedSeat: "Joined as seat {n}.",
    netWaitingStart: "Waiting for {host} to start ({taken} of {of} seats taken).",
    netReconnectingHost: "The connection to {host} was lost: reconnecting by itself…",
    netWayOut: "You can also ask the host for an invitation by code: it needs no relay.",
  },
  ru: {
    netState_reconnecting: "переподключается…",
    netReconnecting: "{name}: переподключение…",
    netReconnecting_you: "Вы: переподключение…",
    netTableTitle: "Одна ссылка на весь стол",
    netTableHelp:
      "Отправьте эту ссылку в общий чат: каждый, кто её откроет, займёт следующее свободное место и подключится сам, без ответного кода.",
    netSeatLinkHelp:
      "Или отправьте этому человеку его собственную ссылку (или дайте отсканировать этот код): он подключится сам.",
    netUseCodes: "Пригласить кодами",
    "netError_relay-unreachable":
      "Ретрансляторы для приглашения одной ссылкой недоступны (нет интернета, или они не работают или заблокированы здесь). Приглашениям кодами ретрансляторы не нужны: воспользуйтесь ими.",
    "netError_table-full":
      "За этим столом нет свободных мест. Если место освободится, попросите ведущего пригласить вас кодом.",
    "netError_bad-link":
      "Эта ссылка повреждена или изменена, и по ней нельзя сесть за стол. Попросите ведущего прислать её снова или пригласить вас кодом.",
    "netError_seat-taken": "По этой ссылке уже подключилось другое устройство. Попросите ведущего о новом приглашении.",
    "netError_seat-closed": "Ведущий отдал это место компьютеру.",
    "netError_other-build":
      "У ведущего другая версия Yotta. Откройте обе страницы при подключении к интернету, чтобы они обновились до одной версии.",
    netJoinTable: "Сесть за стол Yotta",
    netGuestName: "Ваше имя",
    netJoin: "Сесть за стол",
    netConnectingRelay: "Подключение…",
    netNoHostYet:
      "Стол пока не отвечает: страница ведущего, возможно, закрыта или спит на заблокированном телефоне. Эта страница продолжает пытаться сама.",
    netJoinedSeat: "Вы за столом: место {n}.",
    netWaitingStart: "Ждём, пока {host} начнёт игру (занято мест: {taken} из {of}).",
    netReconnectingHost: "Связь с ведущим ({host}) потеряна: переподключаемся сами…",
    netWayOut: "Можно также попросить ведущего пригласить вас кодом: для этого ретрансляторы не нужны.",
  },
};
