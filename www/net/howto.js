// @ts-check
// The "How to play" section on multi-device play, shown for every game.

/** @type {import("../games.js").HowToSection} */
export const NET_HOWTO = {
  title: { en: "Playing on several devices", ru: "Игра на нескольких устройствах" },
  text: {
    en: "In the menu, make a seat “Person on another device”. After Start, the page shows an invitation for that seat: a QR code and a link. The other person scans the code with their phone's camera (or opens the link); their page shows a reply. Scan the reply with this page's scanner, or paste it. Play begins when everyone has joined, and each device shows its own hand only; Hint works on every device (the host's page works it out).\n\nThe devices talk to each other directly (WebRTC): on the same Wi-Fi, no server and no internet are needed, once each device has opened the page before. Across the internet, turn on “Play over the internet” in the menu. If someone drops out, invite them again (same seat, same cards) or give the seat to a computer player.",
    ru: "В меню сделайте место «Человек на другом устройстве». После «Начать» страница покажет приглашение для этого места: QR-код и ссылку. Другой игрок сканирует код камерой телефона (или открывает ссылку), и его страница показывает ответ. Отсканируйте ответ сканером этой страницы или вставьте его. Игра начнётся, когда подключатся все, и каждое устройство показывает только свои карты; «Подсказка» работает на каждом устройстве (её находит страница хозяина игры).\n\nУстройства связываются напрямую (WebRTC): в одной сети Wi-Fi не нужны ни сервер, ни интернет, если каждое устройство уже открывало страницу. Через интернет включите в меню «Игра через интернет». Если кто-то отключился, пригласите его снова (то же место, те же карты) или отдайте место компьютеру.",
  },
};
