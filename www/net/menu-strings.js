// @ts-check
// The menu's strings of multi-device play (the seat kind, the setting "Play over the
// internet"), English and Russian; the shell's translator looks them up (shell/strings.js).
// The rest, loaded with multi-device play itself, are in strings.js.

export const NET_MENU_STRINGS = {
  en: {
    remote: "Person on another device",
    guestN: "Guest {n}",
    netInternet: "Play over the internet",
    netInternetHelp:
      "Off: devices connect on this local network only, and no server is contacted. On: the page contacts the STUN servers below to learn each device's public address, and relays the game through the TURN server if one is given.",
    netStun: "STUN servers (one per line)",
    netTurn: "TURN server (optional): turn:host:port",
    netTurnUser: "TURN user",
    netTurnPass: "TURN password",
    netRelayOnly: "Always relay through my TURN server",
    netRelayOnlyHelp:
      "Every connection goes through your TURN server, so the other players' devices never learn this device's address (only the server's); it needs a TURN server above.",
    netRelayNoTurn: "Give a TURN server above: without one, “Always relay” cannot connect to anyone.",
    netOneLink: "Invite with one link",
    netOneLinkHelp:
      "The devices find each other through public relays (WebTorrent, Nostr, MQTT) and the STUN servers below: the relays see that someone is looking for a room, never the cards, since the signalling is encrypted with a key that only the link holds.",
  },
  ru: {
    remote: "Человек на другом устройстве",
    guestN: "Гость {n}",
    netInternet: "Игра через интернет",
    netInternetHelp:
      "Выключено: устройства соединяются только в этой локальной сети, ни к какому серверу страница не обращается. Включено: страница обращается к STUN-серверам из списка ниже, чтобы узнать внешний адрес каждого устройства, и передаёт игру через TURN-сервер, если он указан.",
    netStun: "STUN-серверы (по одному в строке)",
    netTurn: "TURN-сервер (необязательно): turn:адрес:порт",
    netTurnUser: "Пользователь TURN",
    netTurnPass: "Пароль TURN",
    netRelayOnly: "Всегда через мой TURN-сервер",
    netRelayOnlyHelp:
      "Каждое соединение идёт через ваш TURN-сервер, и устройства других игроков не узнают адрес этого устройства (только адрес сервера); нужен TURN-сервер, указанный выше.",
    netRelayNoTurn: "Укажите TURN-сервер выше: без него «Всегда через мой TURN-сервер» ни с кем не соединится.",
    netOneLink: "Приглашать одной ссылкой",
    netOneLinkHelp:
      "Устройства находят друг друга через публичные ретрансляторы (WebTorrent, Nostr, MQTT) и STUN-серверы ниже: ретрансляторы видят, что кто-то ищет комнату, но никогда не видят карт — сигналы зашифрованы ключом, который есть только в ссылке.",
  },
};
