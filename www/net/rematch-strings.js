// @ts-check
// The words of a rematch between devices (./host-rematch.js, ./guest.js), English and Russian.

export const REMATCH_STRINGS = {
  en: {
    netRematchOffer: "{host} offers a rematch: the same seats, a new deal.",
    netRematchPlay: "Play",
    netRematchLeave: "Leave",
    netRematchWait: "Waiting for {host} to deal…",
    netRematchAsked: "Asking the others for a rematch…",
  },
  ru: {
    netRematchOffer: "{host} предлагает сыграть ещё: те же места, новая раздача.",
    netRematchPlay: "Играть",
    netRematchLeave: "Уйти",
    netRematchWait: "Ждём, пока {host} раздаст карты…",
    netRematchAsked: "Спрашиваем остальных о новой партии…",
  },
};
