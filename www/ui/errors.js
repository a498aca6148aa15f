// @ts-check
// Every error code a person can meet, in Russian and English: the engine's stable
// codes (docs/api.md), the page's own (a damaged record, a link that cannot be read)
// and those of play between devices (www/net/protocol.js; its codes never reuse the
// engine's: `no-connection` is the lost link, `not-connected` the engine's play that
// touches no card). The engine's `message` is English and never shown on a Russian page: a
// refusal is told from its `code` and, for a broken Ётта line, from its exact fault
// (`line`, `attribute`, `values`, `wild`, `lines`: see docs/api.md's extra fields).
//
// Every part's translator (the shell's, the embed's, multi-device play's) hands this
// table to `i18n.js` after a game's own and its own, so a table may phrase a code its
// own way (`err_<code>`).

/** @typedef {import("./i18n.js").Translate} T */

export const ERROR_STRINGS = {
  en: {
    "err_bad-input": "something in the request has the wrong form.",
    "err_bad-card": "that is not a card.",
    "err_bad-setup": "that position cannot be played.",
    "err_bad-save": "the saved game is damaged or from another version.",
    "err_bad-record": "the record is damaged or from another version.",
    "err_bad-engine": "this build of the game engine cannot play it.",
    "err_game-over": "the game is over.",
    "err_not-your-turn": "it is not this player's turn.",
    err_illegal: "that move is not allowed.",
    err_internal: "something went wrong inside the game engine.",
    "err_empty-play": "no card is placed.",
    "err_too-many-cards": "at most four cards can be played.",
    "err_duplicate-cell": "two cards are on the same cell.",
    "err_duplicate-card": "that card is already on the grid.",
    err_occupied: "a cell is already taken.",
    "err_bad-board": "the grid itself breaks the rules.",
    "err_not-in-line": "all the cards must lie in one row or one column.",
    err_gap: "the cards must form one unbroken line.",
    "err_not-connected": "at least one card must touch a card already on the grid.",
    "err_too-long": "no line may be longer than four cards.",
    "err_invalid-line": "in every line, each of colour, shape and number must be all the same or all different.",
    "err_not-in-hand": "that card is not in the hand.",
    "err_no-wild-there": "there is no wild card on that cell.",
    "err_recycle-misfit": "it does not fit every line through that cell.",
    "err_pile-too-small": "the pile holds too few cards for that trade.",
    "err_must-play": "a matching card is in the hand, so passing is not allowed.",
    "err_already-drew": "a card has already been drawn this turn.",
    "err_cannot-draw": "there is nothing left to draw.",
    "err_no-match": "that card does not match the top card.",
    "err_round-over": "the round is over.",
    "err_round-not-over": "the round is not over yet.",
    "err_bad-message": "a message from the other device could not be read.",
    "err_bad-move": "the other device sent a move that is not a move.",
    "err_too-large": "a message from the other device is too large.",
    "err_other-version": "the other device runs another version of Yotta.",
    "err_wrong-seat": "that device does not play this seat.",
    "err_no-hints": "this game has no hints.",
    "err_no-hint": "no hint could be found.",
    "err_hint-pending": "a hint is already on its way.",
    "err_no-connection": "there is no connection to the other device.",
    err_stale: "the game has moved on since.",
    err_busy: "the game is busy; try again in a moment.",
    err_watcher: "a watcher watches: it never moves nor takes a seat.",
    "err_watch-closed": "the host has closed the watch link.",
    "err_watchers-full": "eight people are watching already: no one more can.",
    err_unknown: "that is not allowed ({code}).",
    reason_version: "it is from another version",
    reason_damaged: "it is damaged",
    fault_mixed: "{what} in this line: {values}: they must be all the same or all different.",
    fault_long: "this line would hold {n} cards: at most four.",
    fault_wild: "the wild at column {x}, row {y} cannot be one card in all its lines: {what} {values}.",
    fault_and: " and ",
    attr_colour: "colours",
    attr_shape: "shapes",
    attr_number: "numbers",
    val_R: "red",
    val_G: "green",
    val_B: "blue",
    val_Y: "yellow",
    val_C: "circle",
    val_S: "square",
    val_T: "triangle",
    val_X: "cross",
    val_W: "wild",
  },
  ru: {
    "err_bad-input": "в запросе что-то записано не так.",
    "err_bad-card": "это не карта.",
    "err_bad-setup": "в такой позиции играть нельзя.",
    "err_bad-save": "сохранённая игра повреждена или из другой версии.",
    "err_bad-record": "запись партии повреждена или из другой версии.",
    "err_bad-engine": "эта сборка движка игры не умеет в неё играть.",
    "err_game-over": "игра окончена.",
    "err_not-your-turn": "сейчас ход другого игрока.",
    err_illegal: "так ходить нельзя.",
    err_internal: "в движке игры что-то сломалось.",
    "err_empty-play": "не выложено ни одной карты.",
    "err_too-many-cards": "за ход можно сыграть не больше четырёх карт.",
    "err_duplicate-cell": "две карты на одной клетке.",
    "err_duplicate-card": "такая карта уже есть на поле.",
    err_occupied: "клетка уже занята.",
    "err_bad-board": "само поле нарушает правила.",
    "err_not-in-line": "все карты должны лежать в одной строке или одном столбце.",
    err_gap: "карты должны образовать одну линию без пропусков.",
    "err_not-connected": "хотя бы одна карта должна касаться карты на поле.",
    "err_too-long": "линия не может быть длиннее четырёх карт.",
    "err_invalid-line": "в каждой линии цвет, фигура и число должны быть у всех одинаковые или все разные.",
    "err_not-in-hand": "этой карты нет на руке.",
    "err_no-wild-there": "на этой клетке нет джокера.",
    "err_recycle-misfit": "она не подходит ко всем линиям через эту клетку.",
    "err_pile-too-small": "в колоде слишком мало карт для такого обмена.",
    "err_must-play": "на руке есть подходящая карта, пасовать нельзя.",
    "err_already-drew": "в этот ход карту уже брали.",
    "err_cannot-draw": "брать больше нечего.",
    "err_no-match": "эта карта не подходит к верхней.",
    "err_round-over": "раунд окончен.",
    "err_round-not-over": "раунд ещё не окончен.",
    "err_bad-message": "сообщение с другого устройства не удалось прочитать.",
    "err_bad-move": "другое устройство прислало не ход.",
    "err_too-large": "сообщение с другого устройства слишком длинное.",
    "err_other-version": "на другом устройстве другая версия Yotta.",
    "err_wrong-seat": "это устройство не играет за это место.",
    "err_no-hints": "в этой игре нет подсказок.",
    "err_no-hint": "подсказку найти не удалось.",
    "err_hint-pending": "подсказка уже в пути.",
    "err_no-connection": "нет связи с другим устройством.",
    err_stale: "игра с тех пор ушла вперёд.",
    err_busy: "игра занята; попробуйте через мгновение.",
    err_watcher: "зритель только смотрит: он не ходит и не садится за стол.",
    "err_watch-closed": "ведущий закрыл ссылку для зрителей.",
    "err_watchers-full": "игру уже смотрят восемь человек — больше нельзя.",
    err_unknown: "так нельзя ({code}).",
    reason_version: "она из другой версии",
    reason_damaged: "она повреждена",
    fault_mixed: "{what} в этой линии: {values} — должны быть все одинаковые или все разные.",
    fault_long: "в этой линии было бы карт: {n}, а можно не больше четырёх.",
    fault_wild: "джокер в столбце {x}, строке {y} не может быть одной картой во всех своих линиях: {what} {values}.",
    fault_and: " и ",
    attr_colour: "цвета",
    attr_shape: "фигуры",
    attr_number: "числа",
    val_R: "красный",
    val_G: "зелёный",
    val_B: "синий",
    val_Y: "жёлтый",
    val_C: "круг",
    val_S: "квадрат",
    val_T: "треугольник",
    val_X: "крест",
    val_W: "джокер",
  },
};

/** The codes above, for tests: every engine code has both texts. */
export const ERROR_CODES = Object.keys(ERROR_STRINGS.en)
  .filter((k) => k.startsWith("err_") && k !== "err_unknown")
  .map((k) => k.slice(4));

/** @param {string[]} values @param {T} t */
function valueList(values, t) {
  return values.map((v) => (/^[1-4]$/.test(v) ? v : t(`val_${v}`))).join(", ");
}

/**
 * What a refusal means, in the page's language: the exact fault of a broken line
 * when the engine gives one, else the sentence of its code. Never the engine's
 * English `message` (unless a code is unknown to this page: then a general sentence
 * naming the code).
 * @param {{ code?: string, message?: string, attribute?: string, values?: string[], line?: number[][],
 *   wild?: number[], lines?: { values: string[] }[] } | null | undefined} err
 * @param {T} t
 */
export function explainError(err, t) {
  if (!err) return "";
  const code = String(err.code ?? "");
  if (err.wild && err.attribute && Array.isArray(err.lines)) {
    const values = err.lines.map((l) => `(${valueList(l.values ?? [], t)})`).join(t("fault_and"));
    return t("fault_wild", { x: err.wild[0], y: err.wild[1], what: t(`attr_${err.attribute}`), values });
  }
  if (err.attribute && Array.isArray(err.values)) {
    return t("fault_mixed", { what: t(`attr_${err.attribute}`), values: valueList(err.values, t) });
  }
  if (code === "too-long" && Array.isArray(err.line) && err.line.length > 4)
    return t("fault_long", { n: err.line.length });
  const k = `err_${code}`;
  const s = t(k);
  return s === k ? t("err_unknown", { code }) : s;
}

/**
 * The refusal of an engine call that threw (docs/api.md: a constructor's `Error` message
 * starts with the code, e.g. `"bad-setup: hand 2 holds 5 cards"`), for `explainError`.
 * @param {unknown} e @returns {{ code: string }}
 */
export function thrownError(e) {
  return { code: String(e instanceof Error ? e.message : e).split(":")[0] };
}
