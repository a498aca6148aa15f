// @ts-check
// The Ётта turn's staging, without DOM (the table's state, ./state.js, holds it as
// `st`): the game handle, what the human seat to act sees, the cards staged this turn (Y5a) and the wilds recycled (Y18), the
// selected hand card, the trade selection (Y5b), and everything derived from the
// engine: legal cells (from `iotaPlays`), dead cells (`iotaDeadCells`), the preview
// of the staged play (`iotaCheck`), what a wild may stand for (Y16). The page knows
// no rule: every judgement here is the engine's.

/** @typedef {{ card: string, x: number, y: number }} Placement */
/**
 * A move as the table builds and reads it (the engine's `IotaMove`, every field optional).
 * @typedef {{ place?: Placement[], trade?: string[], pass?: boolean, recycle?: Placement[] }} IotaMove
 * @typedef {{ seat: number, kind: "play" | "pass" | "trade", placements: Placement[], recycles: Placement[],
 *   score: number, traded: number }} IotaLast
 * @typedef {{ ok?: true, seat: number, players: number, toMove: number | null, board: Placement[], hand: string[],
 *   handSizes: number[], pile: number, scores: number[], passes: number, over: boolean, winners: number[],
 *   last: IotaLast | null }} IotaView what one seat sees (the engine's `view(seat)`)
 * @typedef {{ code: string, message: string, line?: [number, number][], attribute?: string }} EngineError
 *   a refusal's reason (`line`: the cells of the line a play breaks; `attribute`: what it breaks)
 * @typedef {{ view: (seat?: number) => IotaView, play: (move: IotaMove) => IotaPlayResult, save: () => string,
 *   hint?: (level?: string) => { ok: boolean, move?: IotaMove } }} IotaGame
 *   the engine's game as the table uses it (a game it opened: its views are never refusals)
 * @typedef {{ ok: true, score: number, over: boolean, winners: number[], view?: IotaView }
 *   | { ok: false, error: EngineError, view?: undefined }} IotaPlayResult
 *   a move's result (`view`: the view of the seat that moved, after the move)
 */
/** @typedef {{ card: string, fromWild: boolean }} HandItem a hand card; `fromWild`: taken back from the grid this turn (Y18) */
/** @typedef {{ item: number, x: number, y: number }} Staged a hand item placed on an empty cell */
/** @typedef {{ item: number, x: number, y: number, wildItem: number }} Recycle a hand item put on a grid wild, and the hand item the wild became */

/**
 * @typedef {object} Preview
 * @property {boolean} ok
 * @property {number} [score] @property {number} [base] @property {number} [lots]
 * @property {boolean} [allFour] @property {boolean} [endsGame] @property {number} [multiplier]
 * @property {{ cells: [number, number][], points: number }[]} [lines]
 * @property {EngineError} [error]
 */

const key = (/** @type {number} */ x, /** @type {number} */ y) => `${x},${y}`;

export class IotaState {
  /**
   * @param {import("../games.js").Engine} engine the engine module
   * @param {IotaGame} game
   * @param {{ allFourBonus: boolean, marksDead?: boolean, preview?: boolean }} rules the trainer's
   *   questions (www/games.js `marks`): `marksDead: false` marks no dead cell (which cell is dead?;
   *   `reveal` in ./controller.js marks them after); `preview: false` judges no staged play before
   *   the question's Check (which card fits?)
   */
  constructor(engine, game, rules) {
    this.engine = engine;
    this.game = game;
    this.rules = rules;
    /** @type {IotaView} the view of the human seat on screen (or of the last one) */
    this.view = game.view();
    /** @type {HandItem[]} */
    this.hand = [];
    /** @type {Staged[]} */
    this.staged = [];
    /** @type {Recycle[]} */
    this.recycles = [];
    /** @type {number | null} */
    this.selected = null;
    /** @type {boolean} */
    this.trading = false;
    /** @type {Set<number>} */
    this.tradeSel = new Set();
    /** @type {{ move: IotaMove, score?: number } | null} a hint on show */
    this.hint = null;
    /** @type {{ x: number, y: number } | null} a grid wild whose stand-ins are shown */
    this.wildInfo = null;
    /** @type {Map<string, unknown>} memo of engine answers for the current turn */
    this.memo = new Map();
    this.resetTurn();
  }

  /** Replaces the view (after every move) and clears everything staged. */
  setView(/** @type {IotaView} */ view) {
    this.view = view;
    this.resetTurn();
  }

  resetTurn() {
    this.hand = (this.view.hand ?? []).map((/** @type {string} */ card) => ({ card, fromWild: false }));
    this.staged = [];
    this.recycles = [];
    this.selected = null;
    this.trading = false;
    this.tradeSel = new Set();
    this.hint = null;
    this.wildInfo = null;
    this.memo = new Map();
  }

  /** Cards on the grid before this turn: `view.board`. @returns {Placement[]} */
  get board() {
    return this.view.board;
  }

  /** The grid with recycled wilds replaced by the hand cards put there. @returns {Placement[]} */
  effectiveBoard() {
    if (!this.recycles.length) return this.board;
    const swap = new Map(this.recycles.map((r) => [key(r.x, r.y), this.hand[r.item].card]));
    return this.board.map((p) => {
      const c = swap.get(key(p.x, p.y));
      return c ? { card: c, x: p.x, y: p.y } : p;
    });
  }

  /** The staged placements as the engine takes them. @returns {Placement[]} */
  stagedPlacements() {
    return this.staged.map((s) => ({ card: this.hand[s.item].card, x: s.x, y: s.y }));
  }

  /** Hand items neither staged nor put on a wild nor a wild already replaced. */
  freeItems() {
    const used = new Set([...this.staged.map((s) => s.item), ...this.recycles.map((r) => r.item)]);
    return this.hand.map((_, i) => i).filter((i) => !used.has(i));
  }

  /** Is hand item `i` on the grid this turn (staged or recycled)? */
  isUsed(/** @type {number} */ i) {
    return this.staged.some((s) => s.item === i) || this.recycles.some((r) => r.item === i);
  }

  /** The card at a cell: `{ card, kind: "board"|"staged"|"recycled", index }` or null. */
  cellAt(/** @type {number} */ x, /** @type {number} */ y) {
    const s = this.staged.findIndex((p) => p.x === x && p.y === y);
    if (s >= 0) return { card: this.hand[this.staged[s].item].card, kind: "staged", index: s };
    const r = this.recycles.findIndex((p) => p.x === x && p.y === y);
    if (r >= 0) return { card: this.hand[this.recycles[r].item].card, kind: "recycled", index: r };
    const b = this.board.findIndex((/** @type {Placement} */ p) => p.x === x && p.y === y);
    if (b >= 0) return { card: this.board[b].card, kind: "board", index: b };
    return null;
  }

  /** Memoised engine call for this turn. @template T @param {string} k @param {() => T} f @returns {T} */
  cached(k, f) {
    if (!this.memo.has(k)) this.memo.set(k, f());
    // What `f` gave for this key: a T.
    return /** @type {T} */ (this.memo.get(k));
  }

  /** Every legal play of the free hand (plus what is staged) onto the effective board. */
  plays() {
    const board = this.effectiveBoard();
    const cards = [...this.staged.map((s) => s.item), ...this.freeItems()].map((i) => this.hand[i].card);
    const k = `plays|${JSON.stringify(board.length)}|${this.recycles.map((r) => `${r.item}@${r.x},${r.y}`).join(";")}|${cards.join(",")}`;
    return this.cached(k, () => {
      if (!board.length || !cards.length) return [];
      const r = this.engine.iotaPlays(board, cards.slice(0, 4), {
        allFourBonus: this.rules.allFourBonus,
        pileEmpty: this.view.pile === 0,
      });
      return r?.ok ? r.plays : [];
    });
  }

  /**
   * The cells where hand item `item` can go now, given what is staged: the cells it
   * takes in some legal play (from `iotaPlays`) that contains every staged card.
   * A cell's third number is 1 when the card there, with what is staged, is a legal
   * play by itself, and 0 when more cards are needed (a card bridging a gap).
   * @param {number} item
   * @returns {[number, number, number][]}
   */
  legalCells(item) {
    const card = this.hand[item]?.card;
    if (!card || this.isUsed(item)) return [];
    const staged = this.stagedPlacements();
    const k = `legal|${card}|${staged.map((p) => `${p.card}@${p.x},${p.y}`).join(";")}|${this.recycles.length}`;
    return this.cached(k, () => {
      /** @type {Map<string, [number, number, number]>} */
      const out = new Map();
      for (const play of this.plays()) {
        if (play.place.length <= staged.length) continue;
        // Every staged card must lie in the play, on its cell.
        const rest = play.place.slice();
        let fits = true;
        for (const s of staged) {
          const i = rest.findIndex((/** @type {Placement} */ p) => p.card === s.card && p.x === s.x && p.y === s.y);
          if (i < 0) {
            fits = false;
            break;
          }
          rest.splice(i, 1);
        }
        if (!fits) continue;
        const alone = rest.length === 1 ? 1 : 0;
        for (const p of rest) {
          if (p.card !== card) continue;
          const k = key(p.x, p.y);
          const had = out.get(k);
          if (!had || (alone && !had[2])) out.set(k, [p.x, p.y, alone]);
        }
      }
      return [...out.values()];
    });
  }

  /** The empty cells next to the grid where no card can ever go (`iotaDeadCells`). */
  deadCells() {
    if (this.rules.marksDead === false) return [];
    return this.cached(`dead|${this.board.length}`, () => {
      if (!this.board.length) return [];
      const r = this.engine.iotaDeadCells(this.board);
      return r?.ok ? r.cells : [];
    });
  }

  /** Whether the staged play would end the game (Y19: pile empty, hand emptied). */
  endsGame() {
    return this.view.pile === 0 && this.staged.length > 0 && this.freeItems().length === 0;
  }

  /** The engine's verdict on the staged play (`iotaCheck`), or null when nothing is staged. @returns {Preview | null} */
  preview() {
    if (!this.staged.length || this.rules.preview === false) return null;
    const staged = this.stagedPlacements();
    const endsGame = this.endsGame();
    const k = `check|${staged.map((p) => `${p.card}@${p.x},${p.y}`).join(";")}|${this.recycles.map((r) => `${r.item}@${r.x},${r.y}`).join(";")}|${endsGame}`;
    return this.cached(k, () => {
      const r = this.engine.iotaCheck(this.effectiveBoard(), staged, {
        allFourBonus: this.rules.allFourBonus,
        endsGame,
      });
      if (!r?.ok) return { ok: false, error: r?.error ?? { code: "illegal", message: "not a legal play" } };
      return { ...r, endsGame };
    });
  }

  /**
   * Would hand item `item` fit in the place of the grid wild at (x, y) (Y18)? Asked
   * of the engine by checking that card on that cell with the wild lifted.
   * @returns {{ ok: boolean, error?: { code: string, message: string } }}
   */
  recycleFits(/** @type {number} */ item, /** @type {number} */ x, /** @type {number} */ y) {
    const card = this.hand[item]?.card;
    if (!card || card === "W")
      return { ok: false, error: { code: "recycle-misfit", message: "a wild cannot replace a wild" } };
    const board = this.effectiveBoard().filter((p) => !(p.x === x && p.y === y));
    if (!board.length) return { ok: false, error: { code: "recycle-misfit", message: "nothing around this wild" } };
    const r = this.engine.iotaCheck(board, [{ card, x, y }], { allFourBonus: this.rules.allFourBonus });
    return r?.ok ? { ok: true } : { ok: false, error: r?.error };
  }

  /**
   * What the wild at (x, y) may stand for (Y16), as the colours, shapes and numbers
   * of the cards that fit its lines: asked of the engine card by card.
   * @returns {{ colours: string[], shapes: string[], numbers: number[], count: number }}
   */
  wildStandIns(/** @type {number} */ x, /** @type {number} */ y) {
    const staged = this.stagedPlacements();
    const k = `wild|${x},${y}|${staged.map((p) => `${p.card}@${p.x},${p.y}`).join(";")}`;
    return this.cached(k, () => {
      const all = [...this.effectiveBoard(), ...staged];
      const others = all.filter((p) => !(p.x === x && p.y === y));
      // Only the lines through the cell matter: the other cards of its row and column runs.
      const occupied = new Map(others.map((p) => [key(p.x, p.y), p]));
      /** @type {Placement[]} */
      const near = [];
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        for (let i = 1; i <= 4; i++) {
          const p = occupied.get(key(x + dx * i, y + dy * i));
          if (!p) break;
          near.push(p);
        }
      }
      const colours = new Set();
      const shapes = new Set();
      const numbers = new Set();
      let count = 0;
      if (!near.length) return { colours: [], shapes: [], numbers: [], count: 0 };
      for (const n of [1, 2, 3, 4])
        for (const c of ["R", "G", "B", "Y"])
          for (const s of ["C", "S", "T", "X"]) {
            const card = `${n}${c}${s}`;
            const r = this.engine.iotaCheck(near, [{ card, x, y }], { allFourBonus: this.rules.allFourBonus });
            if (r?.ok) {
              count++;
              colours.add(c);
              shapes.add(s);
              numbers.add(n);
            }
          }
      return { colours: [...colours], shapes: [...shapes], numbers: [...numbers].sort(), count };
    });
  }

  /** The move the staged cards make, in the engine's shape. */
  stagedMove() {
    /** @type {IotaMove} */
    const move = { place: this.stagedPlacements() };
    if (this.recycles.length)
      move.recycle = this.recycles.map((r) => ({ card: this.hand[r.item].card, x: r.x, y: r.y }));
    return move;
  }

  /** The trade (or pass) chosen, in the engine's shape. */
  tradeMove() {
    const cards = [...this.tradeSel].filter((i) => !this.isUsed(i)).map((i) => this.hand[i].card);
    /** @type {IotaMove} */
    const move = cards.length ? { trade: cards } : { pass: true };
    if (this.recycles.length)
      move.recycle = this.recycles.map((r) => ({ card: this.hand[r.item].card, x: r.x, y: r.y }));
    return move;
  }

  // --- intents -------------------------------------------------------------------

  /** Stages hand item `item` on the empty cell (x, y). */
  stage(/** @type {number} */ item, /** @type {number} */ x, /** @type {number} */ y) {
    if (this.isUsed(item) || this.cellAt(x, y)) return false;
    this.staged.push({ item, x, y });
    this.selected = null;
    this.hint = null;
    this.tradeSel.delete(item);
    return true;
  }

  /** Moves staged card `index` to the empty cell (x, y). */
  moveStaged(/** @type {number} */ index, /** @type {number} */ x, /** @type {number} */ y) {
    const s = this.staged[index];
    if (!s || this.cellAt(x, y)) return false;
    s.x = x;
    s.y = y;
    this.hint = null;
    return true;
  }

  /** Takes staged card `index` back to the hand. */
  unstage(/** @type {number} */ index) {
    this.staged.splice(index, 1);
    this.hint = null;
  }

  /** Takes the last thing done this turn back (a staged card, else a recycle). */
  takeBackLast() {
    if (this.staged.length) this.staged.pop();
    else if (this.recycles.length) this.unrecycle(this.recycles.length - 1);
    this.hint = null;
  }

  /** Takes everything staged and recycled back. */
  takeBackAll() {
    const view = this.view;
    this.setView(view);
  }

  /** Puts hand item `item` on the grid wild at (x, y); the wild joins the hand (Y18). */
  recycle(/** @type {number} */ item, /** @type {number} */ x, /** @type {number} */ y) {
    this.hand.push({ card: "W", fromWild: true });
    this.recycles.push({ item, x, y, wildItem: this.hand.length - 1 });
    this.selected = null;
    this.hint = null;
  }

  /** Undoes recycle `index` (and takes back the wild it gave if staged). */
  unrecycle(/** @type {number} */ index) {
    const r = this.recycles[index];
    if (!r) return;
    this.staged = this.staged.filter((s) => s.item !== r.wildItem);
    this.recycles.splice(index, 1);
    // The wild leaves the hand; later hand indices shift down by one.
    this.hand.splice(r.wildItem, 1);
    const fix = (/** @type {number} */ i) => (i > r.wildItem ? i - 1 : i);
    for (const s of this.staged) s.item = fix(s.item);
    for (const q of this.recycles) {
      q.item = fix(q.item);
      q.wildItem = fix(q.wildItem);
    }
    this.tradeSel = new Set([...this.tradeSel].filter((i) => i !== r.wildItem).map(fix));
    if (this.selected !== null) this.selected = this.selected === r.wildItem ? null : fix(this.selected);
  }
}
