// @ts-check
// The strings of multi-device play's invitations, replies and seat states, English and
// Russian: loaded with it (www/net/net.js), not with the page. The menu's few
// (the seat kind, the setting "Play over the internet") are in menu-strings.js.
import { REMATCH_STRINGS } from "./rematch-strings.js";
import { translator } from "../ui/i18n.js";
import { PAGE_STRINGS } from "../ui/strings.js";
import { ERROR_STRINGS } from "../ui/errors.js";
import { NET_MENU_STRINGS } from "./menu-strings.js";
import { RELAY_STRINGS } from "./relay-strings.js";
import { REACTION_STRINGS } from "./reaction-strings.js";
import { WATCH_STRINGS } from "./watch-strings.js";

export const NET_STRINGS = {
  en: {
    netInviteTitle: "Invite {name} (seat {n})",
    netInviteHelp:
      "Scan this code with the other device's camera, or send it the link. Then paste the reply it shows here, or scan it.",
    netCopy: "Copy link",
    netCopied: "Copied",
    netShare: "Share",
    netReplyLabel: "Reply from seat {n}",
    netReplyPlaceholder: "Paste the reply code",
    netAccept: "Connect",
    netScan: "Scan the reply",
    netScanning: "Point the camera at the reply's QR code.",
    netNoCamera: "No camera here (or no permission): paste the reply code instead.",
    netClose: "Close",
    netState_waiting: "waiting",
    netState_connected: "connected",
    netState_disconnected: "disconnected",
    netState_computer: "computer player",
    netSeatStatus: "{name}: {state}",
    netDisconnected: "{name} is disconnected.",
    netDisconnected_you: "You are disconnected.",
    netReinvite: "Invite again",
    netToComputer: "Give the seat to a computer",
    netWaitingAll: "The game starts when every invited person has joined.",
    netPreparing: "Preparing the invitation…",
    netBadReply: "This is not a reply to this invitation: {reason}",
    netWrongSeat: "this reply is for seat {n}",
    netOldInvite: "it answers an earlier invitation; send the new link",
    netOtherGame: "it answers another game's invitation",
    netOtherBuild:
      "This code comes from another version of Yotta ({theirs}; this page is {ours}). Open both pages while online, so that they update to the same version.",
    netConnectFailed: "The connection could not be made: {reason}",
    "netError_no-webrtc":
      "This browser cannot play across devices: it has no WebRTC (some browsers, private modes and apps' built-in browsers leave it out). Open Yotta in another browser, such as a recent Firefox, Chrome or Safari; on this device you can still play against the computer or pass it around.",
    "netError_turn-auth":
      "The TURN server refused its user name or password, so this device cannot connect through it. In the menu, under “Play over the internet”, check the TURN server's user and password (or turn off “Always relay through my TURN server”), then invite again.",
    "netError_turn-unreachable":
      "The TURN server does not answer, so this device cannot connect through it. Check its address in the menu, under “Play over the internet” (turn:host:port), and that this device is online; or turn off “Always relay through my TURN server”, then invite again.",
    "netError_relay-no-turn":
      "“Always relay through my TURN server” is on, but no TURN server is given: nothing could connect. In the menu, under “Play over the internet”, give a TURN server or turn that choice off.",
    netTryAgain: "Try again",
    netJoinTitle: "{game}, seat {n}, hosted by {host}",
    netReplyHelp: "Send this reply back to {host}: show its QR code to {host}'s camera, or copy it into a message.",
    netReplyCode: "Reply code",
    netCopyReply: "Copy the reply",
    netConnecting: "Waiting for {host} to connect…",
    netConnected: "Connected to {host}.",
    netLost:
      "The connection to {host} was lost. Ask {host} to invite you again: your seat and your cards are kept. Then open the new link.",
    netRejoinNote: "If you were already playing in this game, ask {host} for a new invitation to rejoin your seat.",
    netBye: "Your seat was given to a computer player by {host}.",
    netBadInvite: "This invitation link cannot be read ({reason}).",
    netHostName: "the host",
    netHostSeat: "Host",
    netJoinTitleAnon: "{game}, seat {n}",
    netYourSeat: "You play seat {n}.",
    netWaitHost: "Waiting for {host}.",
    netRematch: "A rematch is offered by {host}: you will be asked here, on the same connection.",
  },
  ru: {
    netInviteTitle: "Пригласить: {name} (место {n})",
    netInviteHelp:
      "Отсканируйте этот код камерой другого устройства или отправьте ему ссылку. Затем вставьте сюда ответ, который оно покажет, или отсканируйте его.",
    netCopy: "Копировать ссылку",
    netCopied: "Скопировано",
    netShare: "Поделиться",
    netReplyLabel: "Ответ с места {n}",
    netReplyPlaceholder: "Вставьте код ответа",
    netAccept: "Подключить",
    netScan: "Сканировать ответ",
    netScanning: "Наведите камеру на QR-код ответа.",
    netNoCamera: "Камеры нет (или нет разрешения): вставьте код ответа.",
    netClose: "Закрыть",
    netState_waiting: "ждём",
    netState_connected: "подключено",
    netState_disconnected: "отключено",
    netState_computer: "играет компьютер",
    netSeatStatus: "{name}: {state}",
    netDisconnected: "{name}: связь потеряна.",
    netDisconnected_you: "Вы: связь потеряна.",
    netReinvite: "Пригласить снова",
    netToComputer: "Отдать место компьютеру",
    netWaitingAll: "Игра начнётся, когда подключатся все приглашённые.",
    netPreparing: "Готовим приглашение…",
    netBadReply: "Это не ответ на это приглашение: {reason}",
    netWrongSeat: "этот ответ для места {n}",
    netOldInvite: "это ответ на прежнее приглашение; отправьте новую ссылку",
    netOtherGame: "это ответ на приглашение в другую игру",
    netOtherBuild:
      "Этот код из другой версии Yotta ({theirs}; эта страница — {ours}). Откройте обе страницы при подключении к интернету, чтобы они обновились до одной версии.",
    netConnectFailed: "Не удалось подключиться: {reason}",
    "netError_no-webrtc":
      "Этот браузер не может играть на нескольких устройствах: в нём нет WebRTC (его нет в некоторых браузерах, приватных режимах и встроенных браузерах приложений). Откройте Yotta в другом браузере, например в свежем Firefox, Chrome или Safari; на этом устройстве можно играть с компьютером или передавать его друг другу.",
    "netError_turn-auth":
      "TURN-сервер не принял имя пользователя или пароль, поэтому это устройство не может подключиться через него. В меню, в разделе «Игра через интернет», проверьте пользователя и пароль TURN (или выключите «Всегда через мой TURN-сервер») и пригласите снова.",
    "netError_turn-unreachable":
      "TURN-сервер не отвечает, поэтому это устройство не может подключиться через него. Проверьте его адрес в меню, в разделе «Игра через интернет» (turn:адрес:порт), и что устройство подключено к интернету; или выключите «Всегда через мой TURN-сервер» и пригласите снова.",
    "netError_relay-no-turn":
      "Включено «Всегда через мой TURN-сервер», но TURN-сервер не указан: подключиться нельзя. В меню, в разделе «Игра через интернет», укажите TURN-сервер или выключите этот выбор.",
    netTryAgain: "Попробовать снова",
    netJoinTitle: "{game}, место {n}, ведущий — {host}",
    netReplyHelp:
      "Отправьте ответ: {host} сканирует этот QR-код камерой своего устройства или вставляет код, скопированный в сообщение.",
    netReplyCode: "Код ответа",
    netCopyReply: "Копировать ответ",
    netConnecting: "Ждём подключения ({host})…",
    netConnected: "Подключено: {host}.",
    netLost:
      "Связь потеряна ({host}). Попросите пригласить вас снова: место и карты сохранятся. Затем откройте новую ссылку.",
    netRejoinNote:
      "Если вы уже играли в этой игре, попросите новое приглашение ({host}), чтобы вернуться на своё место.",
    netBye: "{host}: ваше место отдано компьютеру.",
    netBadInvite: "Не удаётся прочитать приглашение ({reason}).",
    netHostName: "ведущий",
    netHostSeat: "Ведущий",
    netJoinTitleAnon: "{game}, место {n}",
    netYourSeat: "Ваше место: {n}.",
    netWaitHost: "Ждём ведущего ({host}).",
    netRematch: "Новую партию предлагает ведущий ({host}): вас спросят здесь же, без нового приглашения.",
  },
};

/** @typedef {(key: string, params?: Record<string, unknown>) => string} Translate a translator of the page (www/ui/i18n.js) */

/**
 * What the person is told when play between devices cannot go on: the sentence of a
 * NetError's reason (www/net/peer.js), or the engine's own message after "could not
 * be made"; `reason` is the hook tests and styles find it by.
 * @param {unknown} e @param {Translate} t
 * @returns {{ text: string, reason: string }}
 */
export function netErrorText(e, t) {
  const reason = e && typeof e === "object" && "reason" in e && typeof e.reason === "string" ? e.reason : "";
  if (reason && t(`netError_${reason}`) !== `netError_${reason}`) return { text: t(`netError_${reason}`), reason };
  return {
    text: t("netConnectFailed", { reason: e instanceof Error ? e.message : String(e) }),
    reason: "connect-failed",
  };
}

/**
 * The translator of multi-device play: its own strings first, then the page's shared
 * words, the error texts and the menu's words of multi-device play; the quick
 * reactions' words (reaction-strings.js) after its own.
 * @param {"en" | "ru"} lang
 * @returns {Translate}
 */
export function netTranslator(lang) {
  return translator(lang, [
    NET_STRINGS,
    RELAY_STRINGS,
    REACTION_STRINGS,
    WATCH_STRINGS,
    REMATCH_STRINGS,
    PAGE_STRINGS,
    ERROR_STRINGS,
    NET_MENU_STRINGS,
  ]);
}
