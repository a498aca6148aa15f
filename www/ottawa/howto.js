// @ts-check
// The menu's picture of Оттава and the "How to play" page, in English and Russian,
// with figures drawn by the same card renderer as the table (rules O1–O10).
import { drawCard, CARD_ASPECT } from "./cards.js";

/**
 * Cards fanned like a hand, centred on (cx, baseline), each `cw` wide.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string[]} cards
 * @param {number} cx
 * @param {number} bottom the bottom of the fan
 * @param {number} cw
 * @param {{ spread?: number, step?: number, highlight?: string[] }} [o]
 */
function fan(ctx, cards, cx, bottom, cw, o = {}) {
  const ch = cw / CARD_ASPECT;
  const n = cards.length;
  const spread = o.spread ?? 0.09;
  const step = o.step ?? cw * 0.5;
  for (let i = 0; i < n; i++) {
    const k = i - (n - 1) / 2;
    ctx.save();
    ctx.translate(cx + k * step, bottom - ch / 2 + k * k * cw * 0.02);
    ctx.rotate(k * spread);
    drawCard(ctx, cards[i], -cw / 2, -ch / 2, cw, ch, { highlight: o.highlight?.includes(cards[i]) ?? false });
    ctx.restore();
  }
}

/**
 * The menu's picture: a hand of five fanned over the discard pile.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} w
 * @param {number} h
 */
export function drawPreview(ctx, w, h) {
  const cw = Math.min(w / 4.2, h * 0.8 * CARD_ASPECT);
  const ch = cw / CARD_ASPECT;
  // The pile behind, slightly askew.
  ctx.save();
  ctx.translate(w / 2 + cw * 0.9, h / 2 - ch * 0.08);
  ctx.rotate(0.18);
  drawCard(ctx, "9H", -cw / 2, -ch / 2, cw, ch);
  ctx.restore();
  ctx.save();
  ctx.translate(w / 2 - cw * 0.9, h / 2 - ch * 0.12);
  ctx.rotate(-0.12);
  drawCard(ctx, null, -cw / 2, -ch / 2, cw, ch);
  ctx.restore();
  fan(ctx, ["8H", "QS", "KD", "AC", "8C"], w / 2, h - 4, cw * 0.9, { step: cw * 0.42, highlight: ["8H"] });
}

/**
 * A row of cards with a caption under each (and a mark: ✓ or ✗).
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} w
 * @param {number} h
 * @param {{ card: string, caption: string, mark?: "yes" | "no" | "top" }[]} items
 */
function row(ctx, w, h, items) {
  felt(ctx, w, h);
  const n = items.length;
  const cw = Math.min((w - 24) / (n + 0.4 * (n - 1)), (h - 44) * CARD_ASPECT, 90);
  const ch = cw / CARD_ASPECT;
  const gap = cw * 0.4;
  const total = n * cw + (n - 1) * gap;
  let x = (w - total) / 2;
  const top = (h - ch - 22) / 2;
  for (const it of items) {
    const hl = it.mark === "yes" ? true : it.mark === "top" ? "#7fd3ff" : false;
    drawCard(ctx, it.card, x, top, cw, ch, { highlight: hl, dim: it.mark === "no" });
    ctx.save();
    ctx.font = `700 ${Math.max(12, Math.min(15, cw * 0.2))}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    ctx.fillStyle = it.mark === "no" ? "#ffb3a8" : it.mark === "yes" ? "#ffe08a" : "#ffffff";
    const mark = it.mark === "yes" ? "✓ " : it.mark === "no" ? "✗ " : "";
    ctx.fillText(mark + it.caption, x + cw / 2, top + ch + 7, cw + gap);
    ctx.restore();
    x += cw + gap;
  }
}

/** The green cloth behind a figure (the same as the table's). */
function felt(/** @type {CanvasRenderingContext2D} */ ctx, /** @type {number} */ w, /** @type {number} */ h) {
  const r = Math.min(14, h / 6);
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(r, 0);
  ctx.arcTo(w, 0, w, h, r);
  ctx.arcTo(w, h, 0, h, r);
  ctx.arcTo(0, h, 0, 0, r);
  ctx.arcTo(0, 0, w, 0, r);
  ctx.closePath();
  const g = ctx.createRadialGradient(w / 2, h * 0.3, 10, w / 2, h / 2, Math.max(w, h) * 0.7);
  g.addColorStop(0, "#2f7a52");
  g.addColorStop(1, "#1b4d33");
  ctx.fillStyle = g;
  ctx.fill();
  ctx.restore();
}

/** @type {import("../games.js").HowToSection[]} */
export const HOW_TO = [
  {
    title: { en: "The aim", ru: "Цель" },
    text: {
      en: "Ottawa is played with one 52-card deck by 2 to 7 players. Each gets 7 cards (6 each with 5 or more players); one card is turned face up to start the discard pile, the rest is the stock.\n\nBe the first to get rid of every card in your hand.",
      ru: "В Оттаву играют колодой из 52 карт, от 2 до 7 человек. Каждому сдают по 7 карт (по 6, если игроков 5 и больше); одна карта открывается и начинает сброс, остальные — колода.\n\nЦель — первым избавиться от всех карт на руке.",
    },
    figure: {
      height: 160,
      draw: (ctx, w, h) => {
        felt(ctx, w, h);
        fan(
          ctx,
          ["3C", "9D", "JD", "4S", "8H", "QH", "AH"],
          w / 2,
          h - 22,
          Math.min(84, w / 6, (h - 48) * CARD_ASPECT),
        );
      },
    },
  },
  {
    title: { en: "Which card matches", ru: "Какая карта подходит" },
    text: {
      en: 'A card matches the top of the discard pile if it has the same rank (any suit), or the same suit and a rank exactly one higher or lower. The ace is next to the king only; with the option "the ace is also next to the 2" it is next to the 2 as well.\n\nOn the table, the cards you may play are lifted and outlined in gold.',
      ru: "Карта подходит к верхней карте сброса, если у неё то же достоинство (любой масти) или та же масть и достоинство ровно на одну ступень выше или ниже. Туз соседствует только с королём; с настройкой «туз соседствует и с двойкой» — ещё и с двойкой.\n\nНа столе карты, которые можно сыграть, приподняты и обведены золотом.",
    },
    figure: {
      height: 170,
      draw: (ctx, w, h) =>
        row(ctx, w, h, [
          { card: "8H", caption: "", mark: "top" },
          { card: "7H", caption: "−1", mark: "yes" },
          { card: "9H", caption: "+1", mark: "yes" },
          { card: "8S", caption: "= 8", mark: "yes" },
          { card: "TH", caption: "+2", mark: "no" },
          { card: "9C", caption: "♣", mark: "no" },
        ]),
    },
  },
  {
    title: { en: "Your turn", ru: "Ваш ход" },
    text: {
      en: 'You may first draw one card from the stock (tap it, or press D). You never have to, and you may draw only once a turn.\n\nThen, if you hold a matching card, you must play one: tap it, drag it onto the pile, or choose it with the arrow keys and press Enter. If nothing matches, pass (the Pass button appears only then). With the option "must draw before passing", you must draw before you may pass.\n\nWhen the stock runs out, every discard but the top card is shuffled into a new stock.',
      ru: "Сначала можно взять одну карту из колоды (коснитесь её или нажмите D). Это не обязательно, и брать можно только одну карту за ход.\n\nЗатем, если на руке есть подходящая карта, одну такую карту нужно сыграть: коснитесь её, перетащите на сброс или выберите стрелками и нажмите Enter. Если ничего не подходит — пас (кнопка «Пас» появляется только тогда). С настройкой «нужно взять карту, прежде чем пасовать» сначала придётся взять карту.\n\nКогда колода кончается, весь сброс, кроме верхней карты, тасуется в новую колоду.",
    },
  },
  {
    title: { en: "End of a round and points", ru: "Конец раунда и очки" },
    text: {
      en: "The round ends as soon as someone plays their last card. Everybody else counts the cards left in hand: an ace 15, a king, queen, jack or ten 10, other cards their number. If every player passes in turn without drawing for a full round, the game is blocked and the lowest hand wins it (a tie for lowest: nobody).\n\nCollect scoring: the winner of the round scores the others' points, and the highest total wins the match. Penalty scoring: everybody adds their own points, and the lowest total wins. The match ends after the round in which someone reaches the target (or after a fixed number of rounds). The deal passes to the left each round.",
      ru: "Раунд заканчивается, как только кто-то сыграет последнюю карту. Остальные считают очки карт на руке: туз 15, король, дама, валет и десятка по 10, остальные — по своему числу. Если все по очереди спасовали, не взяв карту, наступает тупик, и раунд выигрывает тот, у кого меньше очков на руке (при равенстве — никто).\n\nСбор: победитель раунда получает очки соперников, партию выигрывает больший счёт. Штраф: каждый записывает себе свои очки, выигрывает меньший счёт. Партия кончается после раунда, в котором кто-то набрал заданное число очков (или после заданного числа раундов). Сдача переходит к следующему игроку слева.",
    },
    figure: {
      height: 170,
      draw: (ctx, w, h) =>
        row(ctx, w, h, [
          { card: "AS", caption: "15" },
          { card: "KD", caption: "10" },
          { card: "TC", caption: "10" },
          { card: "7H", caption: "7" },
          { card: "2D", caption: "2" },
        ]),
    },
  },
  {
    title: { en: "Colours and keys", ru: "Цвета и клавиши" },
    text: {
      en: "The four-colour deck (a button under the table, or an option at the start) draws clubs green and diamonds blue, so no two suits share a colour.\n\nKeys: arrows choose a card in your hand, Enter plays it, D draws, P passes, H shows a hint, S sorts the hand by suit or by rank. You can also rearrange your hand by dragging a card along it.",
      ru: "Четырёхцветная колода (кнопка под столом или настройка перед игрой) рисует трефы зелёными, а бубны синими, чтобы у каждой масти был свой цвет.\n\nКлавиши: стрелки выбирают карту на руке, Enter её играет, D — взять карту, P — пас, H — подсказка, S — сортировка по мастям или по достоинству. Карты на руке можно переставлять, перетаскивая их вдоль руки.",
    },
    figure: {
      height: 140,
      draw: (ctx, w, h) => {
        felt(ctx, w, h);
        const cw = Math.min(72, (w - 40) / 4.6, (h - 24) * CARD_ASPECT);
        const ch = cw / CARD_ASPECT;
        ["AC", "AD", "AH", "AS"].forEach((c, i) =>
          drawCard(ctx, c, w / 2 - 2.3 * cw + i * cw * 1.2, (h - ch) / 2, cw, ch, { fourColour: true }),
        );
      },
    },
  },
];
