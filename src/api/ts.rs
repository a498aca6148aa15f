//! TypeScript declarations of every object that crosses the boundary, so that the
//! generated `yotta.d.ts` types `view().hand`, `error.code` and every result.

use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen(typescript_custom_section)]
const TS_SHARED: &'static str = r#"
/** Every stable error code (docs/api.md lists what each means). */
export type ErrorCode =
  | "bad-input" | "bad-card" | "bad-setup" | "bad-save" | "game-over" | "not-your-turn"
  | "illegal" | "internal"
  | "empty-play" | "too-many-cards" | "duplicate-cell" | "duplicate-card" | "occupied"
  | "bad-board" | "not-in-line" | "gap" | "not-connected" | "too-long" | "invalid-line"
  | "not-in-hand" | "no-wild-there" | "recycle-misfit" | "pile-too-small"
  | "must-play" | "already-drew" | "cannot-draw" | "no-match" | "round-over"
  | "round-not-over";

/** Why a call was refused; nothing changed. For a broken Ётта line (`invalid-line`,
 * `too-long`, `recycle-misfit`) the exact fault: the line's cells and cards, the
 * attribute that breaks and its values along the line (`R`, `T`, `3`, `W`); for a wild
 * that cannot be one card in all its lines (Y16), that wild and every line through it. */
export interface ApiError {
  code: ErrorCode; message: string;
  line?: Cell[]; cards?: IotaCard[]; attribute?: "colour" | "shape" | "number"; values?: string[];
  wild?: Cell; lines?: { cells: Cell[]; cards: IotaCard[]; values: string[] }[];
}

/** A refused call. */
export interface Refusal { ok: false; error: ApiError; }

/** A seed: a whole number from 0 to 2^53 - 1, a BigInt below 2^64, or any string. */
export type Seed = number | bigint | string;

/** A hint's strength. */
export type HintLevel = "easy" | "medium" | "hard" | "expert" | "master";

/** An Ётта card code: number 1-4, colour R G B Y, shape C S T X (e.g. "3RT"), or "W". */
export type IotaCard = string;

/** An Оттава card code: rank 2-9 T J Q K A, suit C D H S (e.g. "TD"). */
export type OttawaCard = string;

/** A card on a grid cell; y grows downward. */
export interface Placement { card: IotaCard; x: number; y: number; }

/** A grid cell as [x, y]. */
export type Cell = [number, number];

export interface IotaCheckOptions { allFourBonus?: boolean; endsGame?: boolean; }
export interface IotaPlaysOptions { allFourBonus?: boolean; pileEmpty?: boolean; }

/** One scored line of a play (Y12). */
export interface ScoredLine { cells: Cell[]; points: number; }

/** How a play scores (Y12-Y15). */
export interface IotaScore {
  score: number; base: number; lots: number; allFour: boolean; multiplier: number;
}

export interface IotaCheckOk extends IotaScore { ok: true; endsGame: boolean; lines: ScoredLine[]; }
export type IotaCheckResult = IotaCheckOk | Refusal;

export interface IotaPlay { place: Placement[]; score: number; }
export interface IotaPlaysOk { ok: true; count: number; plays: IotaPlay[]; }
export type IotaPlaysResult = IotaPlaysOk | Refusal;

export interface IotaCellsOk { ok: true; cells: Cell[]; }

/** A cell of the heat map: the best score of a play of the hand through it (0: none). */
export interface IotaHeatCell { x: number; y: number; best: number; dead: boolean; }
export interface IotaHeatOk { ok: true; cells: IotaHeatCell[]; }
export type IotaHeatResult = IotaHeatOk | Refusal;

/** The best move of a hand this turn, recycles included (null when nothing plays). */
export interface IotaBestTurnOk { ok: true; score: number; move: IotaMove | null; }
export type IotaBestTurnResult = IotaBestTurnOk | Refusal;

/** The puzzle of a day: find the best play of `hand` on `board`. */
export interface IotaDailyPuzzleOk {
  ok: true; date: string; board: Placement[]; hand: IotaCard[];
  best: number; obvious: number; ties: number; plays: number;
}
export type IotaDailyPuzzleResult = IotaDailyPuzzleOk | Refusal;
export type IotaCellsResult = IotaCellsOk | Refusal;

/** What a Ётта drill asks (the trainer's): which card fits here, the best play, a lot, a dead cell. */
export type IotaDrillKind = "fits" | "best" | "lot" | "dead";

/** A Ётта drill: a position of a real game, what to choose from, and the answer. */
export interface IotaDrillOk {
  ok: true; kind: IotaDrillKind; level: number; board: Placement[];
  /** The person's cards: the hand (`best`, `lot`), the cards to choose from (`fits`), none (`dead`). */
  hand: IotaCard[];
  /** `fits`: the cell asked about. */
  cell?: Cell;
  /** `fits`: the cards offered (the hand); `dead`: the open cells offered, one of them dead. */
  choices?: IotaCard[] | Cell[];
  answer: {
    /** A right play: the right card on the cell, a best play, the best play making a lot; empty for `dead`. */
    play: Placement[]; score: number;
    /** How many plays are right (`best`: worth `score`; `lot`: making a lot); 1 otherwise. */
    count: number;
    /** `dead`: the dead cell, why it is dead, and a card that fits each other cell offered. */
    cell?: Cell; why?: "too-long" | "conflict"; fits?: Placement[];
  };
}
export type IotaDrillResult = IotaDrillOk | Refusal;

export interface IotaGameOptions {
  players?: number; seed?: Seed; allFourBonus?: boolean; shortGame?: boolean;
}

export interface IotaSetup {
  players: number;
  board: Placement[];
  hands: IotaCard[][];
  pile: IotaCard[];
  /** Each at most 1,000,000 + 10,240 × (board.length − 1). */
  scores?: number[];
  toMove?: number;
  /** Consecutive passes so far (Y20), below 3 × players. */
  passes?: number;
  options?: { allFourBonus?: boolean; shortGame?: boolean };
}

/** An Ётта move, as `play` takes it and `hint` gives it. */
export type IotaMove = (
  | { place: Placement[] }
  | { trade: IotaCard[] }
  | { pass: true }
) & { recycle?: Placement[]; /** refused with "not-your-turn" unless it is this seat's turn */ seat?: number };

/** The latest action in an Ётта game. */
export interface IotaLast {
  seat: number; kind: "play" | "pass" | "trade"; placements: Placement[];
  recycles: Placement[]; score: number; traded: number;
}

export interface IotaView {
  ok: true; seat: number; players: number; toMove: number | null; board: Placement[];
  hand: IotaCard[]; handSizes: number[]; pile: number; scores: number[]; passes: number;
  over: boolean; winners: number[]; last: IotaLast | null;
}

/** What a watcher sees (`game.publicView()`): a seat's view without a hand, `seat` null. */
export type IotaPublicView = Omit<IotaView, "seat" | "hand"> & { seat: null };

/** A move as a seat may be told it (`iotaMoveFor`): a trade's cards are "?". */
export type IotaMoveForResult = { ok: true; move: IotaMove } | Refusal;

/** `view`: the view of the seat that moved, after the move. */
export interface IotaPlayOk extends IotaScore { ok: true; over: boolean; winners: number[]; view: IotaView; }
export type IotaPlayResult = IotaPlayOk | Refusal;

export interface IotaHintOk { ok: true; move: IotaMove; }
export type IotaHintResult = IotaHintOk | Refusal;

export interface OttawaMatchOptions { wrapAce?: boolean; }
export type OttawaMatchesResult = { ok: true; matches: boolean } | Refusal;
export type OttawaHandPointsResult = { ok: true; points: number } | Refusal;

export interface OttawaGameOptions {
  players?: number; seed?: Seed; scoring?: "collect" | "penalty";
  /** 1 to 10,000. */
  target?: number;
  /** 1 to 10,000; `null`: play to the target (for at most 10,000 rounds). */
  rounds?: number | null; wrapAce?: boolean; mustDrawWhenStuck?: boolean;
}

export interface OttawaSetup {
  players: number;
  hands: OttawaCard[][];
  stock: OttawaCard[];
  discard: OttawaCard[];
  dealer: number;
  toMove: number;
  hasDrawn?: boolean;
  /** Below the target; each at most 1,000,000 + 396 × (round − 1). */
  scores?: number[];
  /** From 1 to `rounds` (or 10,000). */
  round?: number;
  options?: Omit<OttawaGameOptions, "players">;
}

/** An Оттава move, as `play` takes it and `hint` gives it. */
export type OttawaMove = (
  | { draw: true } | { card: OttawaCard } | { pass: true } | { nextRound: true }
) & { /** refused with "not-your-turn" unless it is this seat's turn */ seat?: number };

export interface OttawaRoundResult {
  winner: number | null; blocked: boolean; points: number[]; handPoints: number[];
}

export type OttawaLast =
  | { seat: number; kind: "play"; card: OttawaCard }
  | { seat: number; kind: "draw"; card?: OttawaCard; reshuffled: boolean }
  | { seat: number; kind: "pass"; top: OttawaCard };

export interface OttawaRules {
  scoring: "collect" | "penalty"; target: number; rounds: number | null;
  wrapAce: boolean; mustDrawWhenStuck: boolean;
}

export interface OttawaView {
  ok: true; seat: number; players: number; toMove: number | null; dealer: number;
  round: number; hand: OttawaCard[]; handSizes: number[]; stock: number; discard: number;
  top: OttawaCard; played: OttawaCard[];
  hasDrawn: boolean; legal: OttawaMove[]; scores: number[]; last: OttawaLast | null;
  roundOver: boolean; roundResult: OttawaRoundResult | null; over: boolean;
  winners: number[]; rules: OttawaRules;
}

/** What a watcher sees (`game.publicView()`): no hand, no legal moves, no drawn card, `seat` null. */
export type OttawaPublicView = Omit<OttawaView, "seat" | "hand" | "legal"> & { seat: null };

/** A move as a seat may be told it (`ottawaMoveFor`): every Оттава move is public. */
export type OttawaMoveForResult = { ok: true; move: OttawaMove } | Refusal;

/** `view`: the view of the seat that moved, after the move. */
export interface OttawaPlayOk { ok: true; roundOver: boolean; over: boolean; drawn: OttawaCard | null; view: OttawaView; }

/** An Оттава drill (the trainer's): the top of the pile, a hand, and the cards of the hand that match the top (O4). */
export interface OttawaDrillOk { ok: true; level: number; top: OttawaCard; hand: OttawaCard[]; matches: OttawaCard[]; }
export type OttawaDrillResult = OttawaDrillOk | Refusal;
export type OttawaPlayResult = OttawaPlayOk | Refusal;
export type OttawaNextRoundResult = { ok: true } | Refusal;
export type OttawaHintResult = { ok: true; move: OttawaMove } | Refusal;
"#;
