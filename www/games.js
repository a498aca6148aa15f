// @ts-check
// The registry of games the page offers, and the interface a game module implements.
//
// ## Adding a game
// A game lives in `www/<game>/`: its `game.js` exports `descriptor`, a
// `GameDescriptor` (below), and its `table.js` exports `mount`; the table's other
// files copy the skeleton both tables share (docs/architecture.md, "A table's files"). Import the descriptor
// here and add it to `GAMES`: the menu, the URL parameters (`?game=<id>`), "How to
// play", saving and the hot seat then work for it with no other change to the shell.
// The descriptor holds what the first screen needs (the menu, the settings, "How to
// play"); the table is loaded with a dynamic `import()` when a game is opened
// (`loadTable` below; in a release build each table is a chunk of its own, fetched
// only then), so the first screen never waits for a table's code.
//
// ## The descriptor (static facts about the game)
// - `id`: "iota" | "ottawa"; used in URLs (`?game=`), saves and `state().game`.
// - `names`: `{ en, ru }`, the game's own name (Iota/Ётта, Ottawa/Оттава).
// - `blurb`: `{ en, ru }`, one line under the name in the menu.
// - `players`: `{ min, max, default }`, seats at the table.
// - `options`: rule options, rendered generically by the menu and remembered:
//   `{ key, type: "bool"|"choice"|"number", default, label: {en, ru},
//      choices?: [{ value, label: {en, ru} }], min?, max? }`.
//   `key` is the engine's option name (e.g. `allFourBonus`), handed back in
//   `config.options`. A URL parameter of the same name overrides it (`?shortGame=1`).
// - `strings`: `{ en: {...}, ru: {...} }`: the game's own interface strings; `config.t`
//   looks a key up there first, then in the shell's strings (`shell/strings.js`).
//   A value may be an array of plural forms (en: [one, other]; ru: [one, few, many])
//   chosen by the parameter `n`; `{name}` in a string is replaced by `params.name`.
// - `drawPreview(ctx, w, h)`: draws the menu's picture of the game (a few cards) on a
//   context scaled to CSS pixels.
// - `drawHand(ctx, x, w, h)`: draws the game's part of the first screen's picture (a
//   hand of its cards fanned out; www/shell/hero.js) in the strip from `x` to `x + w`
//   of a picture `h` high.
// - `cards`: the game's cards as the screens outside its folder draw and name them (the
//   review, the embedded page): `aspect` (width / height), `deck` (every card code of
//   one deck, a card as often as the deck holds it), `draw(ctx, code, x, y, w, h,
//   style?)` (one card, top-left at (x, y), `w` × `h` CSS pixels; `style` is the
//   game's own card style), `name(code, t, lang)` (its spoken name: "red triangle 3",
//   "seven of clubs"; `t` a translator with the game's strings), `short(code, lang)`
//   (its short written form: "3RT", "7♣").
// - `howTo`: the "How to play" page, a list of sections
//   `{ title: {en, ru}, text: {en, ru}, figure?: { height, draw(ctx, w, h) } }`;
//   figures are drawn by the game's own card renderer; `text` paragraphs are separated
//   by blank lines.
// - `review`, `share`, `embed`, `train` (optional): the game's hooks for the screens that
//   serve every game (the review, the Share dialog, the embedded page, the trainer), which
//   branch on them, never on the game's id: `GameReview`, `GameShare`, `GameEmbed`,
//   `GameTrain` below.
// - `table()` → a Promise of the game's table module (`import("./table.js")`), whose
//   `mount(element, config)` → `GameController` (below) builds the table in `element`
//   (an empty `<div>` filling the area under the shell's top bar). Callers go through
//   `loadTable(game)` / `tableOf(game)`.
// - `moveFor(engine, move, seat?)`: the engine's reading of a move (`iotaMoveFor`,
//   `ottawaMoveFor` of docs/api.md): `{ ok: true, move }` in the shape `play` takes, as
//   seat `seat` may be told it (without a seat: in full), or a refusal. Multi-device
//   play reads every move that crosses the network with it (www/net/).
// - `playedResult(before, after)`: what `play` answered for the move between two views
//   of one seat, as far as that seat may know it (a guest's table of multi-device play
//   plays on the host's views, www/net/mirror.js).
// - `lesson()` (optional) → a Promise of the game's lesson module (`import("./lesson.js")`,
//   a chunk of its own), whose `lesson` is a `GameLesson` (below): the guided first game
//   that www/lesson/ runs on the game's real table.
//
// ## config (what the shell hands to mount)
// - `engine`: the engine module (`yotta.js`: `IotaGame`, `iotaCheck`, `OttawaGame`, …),
//   instantiated on the main thread: for the cheap calls only (views, moves, checks).
// - `think` (optional): the engine's worker (`www/worker/client.js`, a `Thinker`): every
//   computer decision and every hint goes there. The table makes each seat's driver
//   from it (`www/seats/drivers.js`); without it, decisions run on the main thread.
// - `drivers` (optional): the seats' drivers, instead of those the table makes from
//   `seats` (a guest's table of multi-device play: www/net/mirror.js).
// - `driverFactories` (optional): `{ [kind]: (seat, index, deps) => driver }`, the
//   drivers of other kinds of seat than "human" and "ai" (www/seats/drivers.js), for
//   this table only: the host of multi-device play gives `remote` (a person on another
//   device, www/net/host.js). The table hands them to the drivers it makes.
// - `hints` (optional, default true): false hides the Hint button (a guest's table of
//   multi-device play when the host gives no hints).
// - `watching` (optional): the table of a watcher of multi-device play (www/net/watchers.js):
//   no seat is this device's, so no hand is shown face up; a table shows the hand at its
//   foot as the backs of its cards (the Оттава table), or none (Ётта's scoreboard counts them).
// - `hinter` (optional): the driver hints are asked of (www/seats/drivers.js), instead
//   of the hard computer player in `think` (a guest's table: the host works them out).
// - `options`: `{ [key]: value }` for every descriptor option.
// - `seats`: `[{ kind: "human"|"ai", level: "easy"|"medium"|"hard"|"expert"|"master", name }]`, one per
//   engine seat, in seat order (names already filled in and translated). `kind` picks
//   the seat's driver (`www/seats/drivers.js`; other kinds come with `driverFactories`).
// - `seed`: the game's seed (a string; the engine hashes text seeds).
// - `resume`: `null` for a new game, else the last object the table gave `persist`.
//   If it cannot be used (corrupt, old version), `mount` throws an Error whose
//   `message` starts with `bad-save`: the shell then reports it, drops the save and
//   offers a new game.
// - `setup` (optional, Ётта): an `IotaGame.fromSetup` setup to start from instead of a
//   deal (diagrams and puzzles of `www/embed/`).
// - `check(placements, move)` (optional, Ётта): when given, the confirm button hands the
//   staged placements (once the engine finds them legal) to it instead of playing them,
//   and the whole move in the engine's shape (with the wilds recycled first, Y18).
// - `heat` (optional, Ётта): whether the heat map's toggle works (www/iota/heat.js);
//   without it, it works against computers only, not between people nor with `check`.
// - `marks` (optional, Ётта): what the grid marks, for the trainer's questions:
//   `dead: false` marks no dead cell (which cell is dead?); `legal: false` does not
//   light the cells a picked card may go to nor judge the cards placed before the
//   confirm button (which card fits here?), and then `cells` (`[x, y, strong]`) are lit
//   instead (the cell asked about: strong 1; cells offered: 0).
//   The controller's `reveal` marks the dead cells and shows the answer afterwards.
// - `picked` (optional, Оттава): a set of hand cards shown lifted and gold in place of
//   the cards that may be played (the trainer asks which those are, and shows the
//   person's choice; the controller's `update()` draws a change).
// - `t(key, params?)`, `lang` ("en" | "ru"): the interface language.
// - `announce(text)`: says `text` through the polite live region (screen readers).
// - `handoff(seatName, note?)` → Promise: shows "Pass the device to …" over the whole
//   page (hiding every hand), with `note` (e.g. what the last player did) above it,
//   and resolves when that person taps "I'm …". The table's turn loop
//   (www/seats/match.js) calls it before a person's turn when more than one seat is human.
// - `persist(data)`: saves `data` (plain JSON) as the game in progress; `persist(null)`
//   when the game is over (nothing to resume).
// - `onExit()`: back to the menu (the table is destroyed by the shell).
// - `onRematch()`: a new game with the same seats and options and a fresh seed.
// - `finished(data)` (optional): the game is over; `data` is what `persist` would
//   have saved (the review of www/review/ reads it).
// - `reviewButton()` (optional) → the Review button for the end screen
//   (`[data-action="review"]`), or absent where no review is offered (embeds).
// - `guide(action)` (optional) → boolean: a lesson (www/lesson/) is asked before the table
//   takes a person's action: `{ kind: "place", card, x, y }` (Ётта: a hand card put on a
//   cell), `{ kind: "select", card, on }` (Ётта: a card chosen or let go for a trade),
//   `{ kind: "move", move }` (a move about to be offered to the loop). false: the table
//   does not take it (the lesson has said why); without `guide` every action is taken.
//
// ## The controller (what mount returns; it becomes `window.yotta`)
// - `state()` → `{ game, view, busy, staged, hint }` (the page's test controller, `window.yotta`; `hint`: the move the
//   Hint button suggests on screen, or null; Ётта adds `heat`: `[{ x, y, best }]` of every open cell next to the
//   grid while its heat map is on and worked out for the view on screen, else null: www/iota/heat.js).
// - `play(move)` → a Promise of the engine's result: makes the person's move as the UI
//   would (the turn loop plays it; `{ ok: false }` when it is not a person's turn).
// - `destroy()`: removes every listener, timer and element the table added.
// - `match`: the table's turn loop (www/seats/match.js): the host of a multi-device
//   game listens to its `played` to send the devices their views (www/net/host.js).
// - `seatNameRect(seat)` → `{ left, top, width, height }` (or null): where the seat's
//   name is on screen, in viewport CSS pixels; multi-device play shows a quick reaction
//   by it (www/net/reactions-ui.js).
// - game-specific: `cellCenter(x, y)`, `handCardCenter(i)` (Ётта), `pileCenter()`,
//   `stockCenter()` (Оттава), all in viewport CSS pixels.
// Action buttons carry `data-action` (`confirm`, `reset`, `trade`, `pass`, `hint`,
//   `undo`; Ётта adds `hint-master`, Оттава `draw`, `next-round`). Each name means one thing in both
//   tables: at the end of a game `rematch` deals a new game with the same seats,
//   `menu` goes back to the menu, `review` opens the review (www/review/).

import { descriptor as iota } from "./iota/game.js";
import { descriptor as ottawa } from "./ottawa/game.js";

/**
 * @typedef {{ en: string, ru: string }} Text
 * @typedef {boolean | number | string} OptionValue
 * @typedef {{ key: string, type: "bool"|"choice"|"number", default: OptionValue, label: Text,
 *   choices?: { value: OptionValue, label: Text }[], min?: number, max?: number }} GameOption
 * @typedef {{ kind: "human"|"ai"|"remote", level: import("./ui/levels.js").Level, name: string }} Seat
 * @typedef {(key: string, params?: Record<string, unknown>) => string} Translate
 * @typedef {{ title: Text, text: Text, figure?: { height: number,
 *   draw: (ctx: CanvasRenderingContext2D, w: number, h: number) => void } }} HowToSection
 * @typedef {typeof import("../yotta_page.js")} Engine the engine (its page build: what every build has)
 * @typedef {{
 *   engine: Engine, think?: import("./worker/client.js").Thinker, options: Record<string, unknown>,
 *   seats: Seat[], seed: string, resume: object | null, t: Translate,
 *   lang: "en"|"ru", announce: (text: string) => void,
 *   handoff: (seatName: string, note?: string) => Promise<void>, persist: (data: object | null) => void,
 *   onExit: () => void, onRematch: () => void, setup?: import("../yotta_page.js").IotaSetup,
 *   finished?: (data: object) => void, reviewButton?: () => HTMLElement,
 *   check?: (placements: { card: string, x: number, y: number }[], move: { place?: { card: string, x: number, y: number }[], recycle?: { card: string, x: number, y: number }[] }) => void,
 *   heat?: boolean,
 *   marks?: { dead?: boolean, legal?: boolean, cells?: [number, number, number][] }, picked?: Set<string>,
 *   prefs?: Record<string, unknown>, savePrefs?: (prefs: Record<string, unknown>) => void,
 *   drivers?: import("./seats/drivers.js").Driver[], hints?: boolean, watching?: boolean,
 *   driverFactories?: Record<string, import("./seats/drivers.js").DriverFactory>,
 *   hinter?: import("./seats/drivers.js").Driver, guide?: (action: GuideAction) => boolean }} GameConfig
 *   `prefs`: the table's remembered preferences (the Оттава table: `speed`, `autoPass`);
 *   `savePrefs` remembers new ones (merged into the shell's settings).
 * @typedef {{ state(): { game: string, view: object, busy: boolean, staged: object[], hint: object | null },
 *   play(move: unknown): unknown, destroy(): void, match: import("./seats/match.js").Match,
 *   [more: string]: any }} GameController `more`: each game's own measures, read untyped by the shell and the tests
 * @typedef {{ id: string, names: Text, blurb: Text,
 *   players: { min: number, max: number, default: number }, options: GameOption[],
 *   levels?: readonly import("./ui/levels.js").Level[],
 *   strings: { en: Record<string, string | string[]>, ru: Record<string, string | string[]> },
 *   drawPreview: (ctx: CanvasRenderingContext2D, w: number, h: number) => void,
 *   drawHand: (ctx: CanvasRenderingContext2D, x: number, w: number, h: number) => void,
 *   cards: GameCards,
 *   howTo: HowToSection[], table: () => Promise<GameTable>,
 *   review?: GameReview, share?: GameShare, embed?: GameEmbed, stats?: () => Promise<StatsHooks>,
 *   train?: GameTrain,
 *   moveFor: (engine: typeof import("../yotta_page.js"), move: unknown, seat?: number) => MoveTold,
 *   playedResult: (before: EngineView, after: EngineView) => { ok: true, [field: string]: unknown },
 *   lesson?: () => Promise<{ lesson: GameLesson }> }} GameDescriptor
 *   `review`, `share`, `embed`: the game's hooks for the screens that serve every game
 *   (the review, the Share dialog, the embedded page); a game without one is not offered there.
 *   `levels`: the computer levels the menu offers, weakest first (default: every game's,
 *   www/ui/levels.js `COMMON_LEVELS`; Ётта adds its master).
 *   `moveFor`, `playedResult`: multi-device play's (www/net/). `stats`: what the game's moves and
 *   end tell the statistics (www/stats/), loaded with them. `lesson`: the game's guided first game.
 *   `train`: the trainer's drills (www/train/).
 * @typedef {{ kind: "place", card: string, x: number, y: number } | { kind: "select", card: string, on: boolean }
 *   | { kind: "move", move: object } | { kind: "button", action: string }} GuideAction
 *   a person's action as a lesson judges it (`config.guide`; "button": a `[data-action]` pressed)
 * @typedef {import("../yotta_page.js").IotaView | import("../yotta_page.js").OttawaView} EngineView a seat's view
 * @typedef {import("../yotta_page.js").IotaMove | import("../yotta_page.js").OttawaMove} EngineMove
 * @typedef {{ ok: true, move: EngineMove } | { ok: false, error: { code: string, message: string } }} MoveTold
 * @typedef {{ aspect: number, deck: string[],
 *   draw: (ctx: CanvasRenderingContext2D, code: string, x: number, y: number, w: number, h: number, style?: any) => void,
 *   name: (code: string, t: Translate, lang: "en"|"ru") => string,
 *   short: (code: string, lang: "en"|"ru") => string }} GameCards `style`: each game's own card style type
 * @typedef {{ mount: (element: HTMLElement, config: GameConfig) => GameController,
 *   heatOf?: (engine: typeof import("../yotta.js"), before: TurnBefore, options: Record<string, unknown>)
 *     => { x: number, y: number, best: number, dead: boolean }[] | null }} GameTable
 *   `heatOf` (Ётта's): the heat map of the position before a turn for the seat that moved (the
 *   full engine), for the review (www/review/heat.js); in the table's module, loaded when asked
 */

/**
 * A game's guided first game (www/lesson/ runs it; the game's `lesson.js` writes it): a
 * position chosen for the lesson and steps, each a sentence and the person's moves
 * expected, then the opponent's scripted replies. The step's actions are worked out
 * from the table's state (`expect`), so that a card taken back is asked for again.
 * @typedef {object} GameLesson
 * @property {LessonStep[]} steps
 * @property {(engine: Engine, step: number) => object} open the table's saved data (its
 *   `config.resume`) of the lesson's position at the start of step `step` (from 0): the
 *   lesson's deal (`fromSetup`) with the moves of the steps before played
 * @property {Record<string, unknown>} options the table's options in the lesson
 * @property {Record<string, unknown>} firstGame the options of the first game after it
 * @property {Text} done what the lesson's end says
 * @property {(ctl: GameController, step: LessonStep, k: number, c: LessonContext) => LessonAction} expect
 *   the action expected now: `k` moves of the step already played
 * @property {(ctl: GameController, want: LessonAction, action: GuideAction, c: LessonContext) => string | null} judge
 *   null when `action` is the one expected (`want`), else why not, in the engine's words
 *   where the engine would refuse it
 * @typedef {{ engine: Engine, t: Translate, lang: "en" | "ru" }} LessonContext what a lesson speaks with
 * @typedef {{ text: Text, rules: string, moves: object[], replies: object[] }} LessonStep
 *   `rules`: the rules it teaches (docs/rules.md); `moves`: the person's, in order;
 *   `replies`: the opponent's scripted moves that follow
 * @typedef {{ x: number, y: number }} Point a point in viewport CSS pixels
 * @typedef {{ kind: "tap", at: Point } | { kind: "drag", from: Point, to: Point }
 *   | { kind: "button", action: string }} LessonExpect what to do (the test controller's `lesson().expect`)
 * @typedef {{ expect: LessonExpect, say: string, card?: string, cell?: Point, spots: (Point & { r: number })[] }} LessonAction
 *   `say`: the instruction; `card`, `cell`: the card and the grid cell it asks for;
 *   `spots`: the places to light up (centre and radius)
 */

/**
 * How the review (www/review/) shows a finished game.
 * @typedef {object} GameReview
 * @property {"turns" | "rounds"} kind `turns`: the game replayed from its record (seed and
 *   moves, www/review/record.js), each of a person's turns beside the best play of the
 *   hand held then; `rounds`: the totals after each round, and how each round ended
 * @property {(engine: typeof import("../yotta.js"), before: TurnBefore, options: Record<string, unknown>)
 *   => { score: number, move: unknown } | null} [bestTurn] `turns`: the best play from the
 *   position before a turn (the full engine), or null when there is none
 * @property {(engine: typeof import("../yotta_page.js"), data: unknown) => RoundSummary | null} [roundEnded]
 *   `rounds`: the round that the table's saved `data` (what `persist` was given) shows
 *   ended, or null while a round is on
 * @typedef {{ board: { card: string, x: number, y: number }[], hand: string[], pile: number }} TurnBefore
 *   the position before a turn, as the seat to move saw it
 * @typedef {{ round: number, winner: number | null, blocked: boolean, handPoints: number[],
 *   points: number[], hands: string[][], scores: number[] }} RoundSummary one round's end
 */

/**
 * What a game tells the statistics (www/stats/stats.js follows the match loop with it).
 * @typedef {{ levelRatings: Record<string, number>,
 *   step(you: number, seat: number | null, move: object, result: object): Record<string, number> | null,
 *   final(view: object): { scores: number[], winners: number[], lower: boolean },
 *   replay?(engine: object, start: { seed: string, options: Record<string, unknown>, players: number },
 *     moves: { move: object }[]): object[] }} StatsHooks
 *   `levelRatings`: each computer level's fixed rating in this game; `step`: the facts of a
 *   move played (the loop's `played`) for the person in seat `you`, summed over the game
 *   (www/stats/figures.js `Tally`), null: nothing for the person; `final`: the
 *   end of the game from the loop's `over` view (`lower`: the lowest score wins); `replay`:
 *   the engine's results of `moves` played from the deal (a resumed game's first moves)
 */

/**
 * How the Share dialog (www/embed/share.js) links to the position on screen.
 * @typedef {object} GameShare
 * @property {(view: unknown, o: { puzzle: boolean }) => [string, string][] | null} params the
 *   embedded page's parameters (docs/embed.md) showing `view` (the controller's
 *   `state().view`), after `game=`; null when there is nothing to share
 * @property {(view: unknown) => boolean} [puzzle] whether `view` can be shared as a puzzle
 * @property {{ width: number, height: number }} frame the iframe's size in the snippet
 */

/**
 * What the embedded page (www/embed/) shows of the game.
 * @typedef {object} GameEmbed
 * @property {"position" | "question"} view what its parameters show: `position` a grid
 *   with a hand, a game to step through (www/embed/iota.js); `question` a top card and a
 *   hand (www/embed/ottawa.js)
 * @property {Text} play the chooser's button
 * @property {boolean} [daily] the game of the puzzle of the day (www/review/daily.js)
 */

/**
 * The game's drills for the trainer (www/train/): short questions on its table, made and
 * answered by the engine (the full one: `iotaDrill`, `ottawaDrill` of docs/api.md).
 * @typedef {object} GameTrain
 * @property {string[]} kinds the drills' kinds (`?train=<game>&kind=<kind>`), in the
 *   order a session takes them
 * @property {() => Promise<GameDrills>} drills the module that makes and mounts them
 *   (loaded with the trainer, a chunk of its own)
 * @typedef {object} GameDrills
 * @property {import("./ui/i18n.js").StringTable} strings the drills' words (the kinds' names,
 *   the questions, the verdicts)
 * @property {(engine: typeof import("../yotta.js"), kind: string, seed: string, level: number) => Drill} make
 *   the drill of `kind` at `level` from `seed`, from the engine
 * @property {(host: HTMLElement, drill: Drill, ctx: DrillContext) => DrillTable} mount the drill
 *   on the game's table in `host`
 * @typedef {{ kind: string, position: Record<string, unknown>, answer: unknown }} Drill
 *   `position`: what the question shows, in the API's notation (www/train/train.js `drill()`)
 * @typedef {{ correct: boolean, text: string }} Verdict the answer judged, and why
 * @typedef {{ engine: typeof import("../yotta.js"), table: GameTable, t: Translate, lang: "en"|"ru",
 *   announce: (text: string) => void, answered: (v: Verdict) => void }} DrillContext
 *   `table`: the game's table module; `answered`: a drill answered by a tap says its verdict
 * @typedef {{ controller: GameController, ask: string, needsCheck: boolean,
 *   check: () => Verdict | string, destroy: () => void }} DrillTable
 *   `ask`: the question; `check()`: the verdict on what the table holds, or what to do first
 */

/** @type {GameDescriptor[]} every game the page offers, in menu order */
export const GAMES = [iota, ottawa];

/** @param {string | null | undefined} id @returns {GameDescriptor | undefined} */
export function gameById(id) {
  return GAMES.find((g) => g.id === id);
}

/** The tables loaded so far, by game id. @type {Map<string, GameTable>} */
const tables = new Map();

/**
 * The game's table module, loaded on demand (once; a failed load is tried again at
 * the next call).
 * @param {GameDescriptor} game @returns {Promise<GameTable>}
 */
export function loadTable(game) {
  // What the page loads with every table (www/main.js: the sound's module) comes with
  // the table's own code, so that once a table is on screen nothing of it is still in
  // flight; its failure costs that part only, never the table.
  const withIt = Promise.resolve(tableWanted()).catch(() => undefined);
  const have = tables.get(game.id);
  if (have) return Promise.resolve(have);
  return Promise.all([game.table(), withIt]).then(([m]) => {
    /** @type {GameTable} every table mounted is handed to `tableMounted` too */
    const t = {
      mount: (el, config) => {
        const c = m.mount(el, config);
        tableMounted(c, config);
        return c;
      },
    };
    tables.set(game.id, t);
    return t;
  });
}

/** Called with every table mounted, wherever (set by www/main.js: the sound follows its loop). */
let tableMounted = (/** @type {GameController} */ _c, /** @type {GameConfig} */ _config) => {};

/**
 * `fn` is handed every table mounted (the shell's, a guest's, the embedded page's) with
 * its config, once mounted.
 * @param {(c: GameController, config: GameConfig) => void} fn
 */
export function whenTableMounted(fn) {
  tableMounted = fn;
}

/** Called whenever a table's code is asked for (set by www/main.js). @type {() => unknown} */
let tableWanted = () => {};

/**
 * `fn` runs whenever a table's code is asked for (www/main.js: the engine's worker
 * starts then, so that the computer players are ready when the table is, and not with
 * the first screen). A promise it returns is waited for before the table is handed
 * out (what must be loaded with the table); a failure of it is ignored.
 * @param {() => unknown} fn
 */
export function whenTableWanted(fn) {
  tableWanted = fn;
}

/** The game's table module if it is already loaded, else null. @param {GameDescriptor} game */
export function tableOf(game) {
  return tables.get(game.id) ?? null;
}
