// @ts-check
// "How to play" Ётта, in English and Russian, with pictures drawn by the card
// renderer. Rule numbers refer to docs/rules.md.
import { drawCard } from "./cards.js";

/**
 * Draws a row of cards centred in the figure, with an optional mark after it.
 * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} h
 * @param {(string | null)[]} cards null leaves a gap
 * @param {"ok" | "bad" | null} mark
 */
function row(ctx, w, h, cards, mark) {
  const n = cards.length + (mark ? 1 : 0);
  const size = Math.min(h - 12, (w - 16) / (n * 1.08));
  const step = size * 1.08;
  const x0 = (w - n * step) / 2;
  const y0 = (h - size) / 2;
  cards.forEach((c, i) => {
    if (c) drawCard(ctx, c, x0 + i * step, y0, size, { shadow: true });
  });
  if (mark) {
    const x = x0 + cards.length * step + size / 2;
    ctx.font = `700 ${size * 0.6}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillStyle = mark === "ok" ? "#1fb584" : "#e8613c";
    ctx.fillText(mark === "ok" ? "✓" : "✗", x, h / 2);
  }
}

/** @type {import("../games.js").HowToSection[]} */
export const HOW_TO = [
  {
    title: { en: "The cards", ru: "Карты" },
    text: {
      en: "64 cards: every combination of four colours, four shapes and the numbers 1 to 4, and two wild cards. Each colour also has its own fill, so colour is never the only cue: red is solid, green hollow, blue striped, yellow dotted. The number is printed in the corner.",
      ru: "64 карты: все сочетания четырёх цветов, четырёх фигур и чисел от 1 до 4, и два джокера. У каждого цвета своя заливка, поэтому цвет никогда не единственная подсказка: красный сплошной, зелёный контурный, синий в полоску, жёлтый в точку. Число напечатано в углу.",
    },
    figure: { height: 96, draw: (ctx, w, h) => row(ctx, w, h, ["1RC", "2GS", "3BT", "4YX", "W"], null) },
  },
  {
    title: { en: "Lines", ru: "Линии" },
    text: {
      en: "Cards touching in a row or a column form a line of at most four cards. In every line, each of colour, shape and number is either the same on all cards or different on all cards.",
      ru: "Карты, лежащие рядом в строке или столбце, образуют линию не длиннее четырёх карт. В каждой линии цвет, фигура и число либо у всех карт одинаковые, либо у всех разные.",
    },
    figure: { height: 88, draw: (ctx, w, h) => row(ctx, w, h, ["1RC", "2RS", "3RT", "4RX"], "ok") },
  },
  {
    title: { en: "Not a line", ru: "Так нельзя" },
    text: {
      en: "Here the colours are neither all the same nor all different (two reds and a blue), so these cards cannot lie together.",
      ru: "Здесь цвета не одинаковые и не все разные (два красных и синий), поэтому так класть нельзя.",
    },
    figure: { height: 88, draw: (ctx, w, h) => row(ctx, w, h, ["2RC", "2RS", "2BT"], "bad") },
  },
  {
    title: { en: "Your turn", ru: "Ваш ход" },
    text: {
      en: "Play one to four cards from your hand in one row or column, touching the grid, so that every line they make is valid; then draw back to four. Or pass, trading any of your cards with the pile.",
      ru: "Выложите из руки от одной до четырёх карт в одну строку или столбец, касаясь поля, так чтобы все линии были правильными; затем доберите до четырёх. Или спасуйте, обменяв любые карты на карты из колоды.",
    },
  },
  {
    title: { en: "Scoring", ru: "Очки" },
    text: {
      en: "Add up the numbers of every line your cards are in. Each completed line of four (a lot) doubles the score; playing all four cards doubles it again; so does the move that ends the game.",
      ru: "Сложите числа всех линий, в которые легли ваши карты. Каждая линия из четырёх карт (комплект) удваивает очки; все четыре карты за ход удваивают ещё раз; как и ход, которым заканчивается игра.",
    },
    figure: { height: 88, draw: (ctx, w, h) => row(ctx, w, h, ["4GC", "4GS", "4GT", "4GX"], "ok") },
  },
  {
    title: { en: "Wild cards", ru: "Джокеры" },
    text: {
      en: "A wild card stands for any card and scores nothing. At the start of your turn you may take a wild back from the grid by putting a fitting card from your hand in its place.",
      ru: "Джокер заменяет любую карту и не приносит очков. В начале хода можно забрать джокера с поля, положив на его место подходящую карту из руки.",
    },
    figure: { height: 88, draw: (ctx, w, h) => row(ctx, w, h, ["3YC", "W", "3YT"], "ok") },
  },
  {
    title: { en: "On this table", ru: "Как ходить здесь" },
    text: {
      en: "Drag a card from your hand onto the grid, or tap a card then a cell; with the keyboard, press 1–4 to pick a card, the arrows to move, Enter to place. Green cells are where the card can go; crossed cells can never be filled. Cards stay staged, with their score shown, until you press Play. Tap a staged card to take it back. Drag empty space to move around; pinch or use the wheel to zoom.",
      ru: "Перетащите карту из руки на поле или коснитесь карты, затем клетки; с клавиатуры: 1–4 выбирают карту, стрелки двигают курсор, Enter кладёт. Зелёные клетки показывают, куда можно положить карту; в перечёркнутые не встанет ничто. Карты лежат черновиком со счётом, пока вы не нажмёте «Сыграть». Коснитесь выложенной карты, чтобы вернуть её. Двигайте поле, перетаскивая пустое место; масштаб меняют щипком или колесом.",
    },
  },
  {
    title: { en: "Computer players and hints", ru: "Компьютер и подсказки" },
    text: {
      en: "The computer plays at five levels: easy, medium, hard, expert and master. The master weighs every move by its score and by the cards it keeps, plays the best few out over many possible hands of its opponent, and once the pile is empty in a game of two it works out the rest of the game exactly. It sees only what you would see in its seat. Hint asks the hard player for a move; Master's hint asks the master (it takes a little longer).",
      ru: "Компьютер играет на пяти уровнях: лёгкий, средний, сильный, эксперт и мастер. Мастер оценивает каждый ход по очкам и по картам, которые остаются в руке, разыгрывает лучшие ходы на множестве возможных рук соперника, а когда колода пуста в игре вдвоём, точно просчитывает игру до конца. Он видит только то, что видели бы вы на его месте. «Подсказка» спрашивает ход у сильного игрока, «Совет мастера» — у мастера (чуть дольше).",
    },
  },
];
