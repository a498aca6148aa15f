//! Ётта (IOTA) for JS: `iotaCheck`, `iotaPlays`, `iotaDeadCells` and `IotaGame`
//! (`docs/api.md`). Rules live in [`crate::iota`]; this file only converts.

use super::common::{self, guard, Cell};
use super::error::{ApiError, ApiResult};
#[cfg(feature = "players")]
use super::hint;
use super::out::{self, OK};
use super::read::{self, At};
use crate::game::Game;
#[cfg(feature = "players")]
use crate::iota::{best_turn, puzzle, IotaPublicView};
use crate::iota::{
    check_play, dead_cells, explain_play, explain_recycle, legal_cells, plays_flat, Action, Board,
    Card, CheckOptions, Fault, IotaGame, IotaOptions, IotaView, LastMove, Move, MoveKind,
    ParseError, Placement, PlayScore, PlaysOptions, Pos, Setup, TurnOutcome,
};
use arrayvec::ArrayVec;
#[cfg(feature = "players")]
use serde::ser::{SerializeStruct, Serializer};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Longest list of placements or cards read (there are 66 cards).
const MAX_CARDS: u32 = 66;
/// Most hands read from a setup (the game takes 2–4; more is refused by the rules).
const MAX_HANDS: u32 = 64;

// ---------------------------------------------------------------------------------
// Reading

fn engine_error<E: std::fmt::Display>(code: &'static str, e: &E) -> ApiError {
    ApiError::from_code(code, e)
}

/// A refusal for a broken line gets its exact fault (which line, which attribute);
/// `fault` runs only then.
fn explained(e: ApiError, fault: impl FnOnce() -> Option<Fault>) -> ApiError {
    match e.code {
        "invalid-line" | "too-long" | "recycle-misfit" => e.with_fault(fault()),
        _ => e,
    }
}

fn card(v: &JsValue, at: At) -> ApiResult<Card> {
    read::card(v, at, ParseError::code)
}

fn cards(v: &JsValue, at: At, max: u32) -> ApiResult<Vec<Card>> {
    read::cards(v, at, max, ParseError::code)
}

/// A cell coordinate: any `i32` (the engine handles the edges of the range).
fn coord(obj: &JsValue, key: &'static str, at: At) -> ApiResult<i32> {
    let v = read::get(obj, key, at)?;
    Ok(read::int(&v, at.key(key), i64::from(i32::MIN), i64::from(i32::MAX))? as i32)
}

/// `{ card: "3RT", x: 1, y: 0 }`.
fn placement(v: &JsValue, at: At) -> ApiResult<Placement> {
    let obj = read::object(v, at)?;
    let card = card(&read::get(obj, "card", at)?, at.key("card"))?;
    let x = coord(obj, "x", at)?;
    let y = coord(obj, "y", at)?;
    Ok(Placement {
        card,
        pos: Pos { x, y },
    })
}

#[wasm_bindgen(module = "/src/api/iota-fast.js")]
extern "C" {
    /// `[card, x, y, …]` for a plainly valid list of placements, else `undefined`.
    #[wasm_bindgen(js_name = packPlacements)]
    fn pack_placements(list: &JsValue, max: u32) -> Option<Vec<i32>>;
    /// The `iotaPlays` result objects from the flat numbers of [`plays_js`].
    #[wasm_bindgen(js_name = playsResult)]
    fn plays_result(buf: &[i32]) -> JsValue;
    #[wasm_bindgen(js_name = cardCodes)]
    fn card_codes() -> Vec<JsValue>;
}

/// Placements from the `[card, x, y, …]` of [`pack_placements`]; `None` if an index
/// is no card (the JS table and the engine disagree: read the careful way).
fn unpack_placements(packed: &[i32]) -> Option<Vec<Placement>> {
    packed
        .chunks_exact(3)
        .map(|c| {
            let card = Card::from_index(u8::try_from(c[0]).ok()?)?;
            Some(Placement {
                card,
                pos: Pos { x: c[1], y: c[2] },
            })
        })
        .collect()
}

/// True when the card tables of `iota-fast.js` agree with the engine's card indices
/// (for the tests).
#[doc(hidden)]
pub fn fast_tables_agree() -> bool {
    let codes = card_codes();
    codes.len() == 65
        && codes.iter().enumerate().all(|(i, code)| {
            let card = Card::from_index(i as u8);
            card.is_some_and(|c| code.as_string() == Some(c.to_string()))
        })
}

fn placements(v: &JsValue, at: At) -> ApiResult<Vec<Placement>> {
    // One call reads a plainly valid list; anything else is read field by field,
    // which finds and explains what is wrong.
    if let Some(ps) = pack_placements(v, MAX_CARDS).and_then(|p| unpack_placements(&p)) {
        return Ok(ps);
    }
    read::array(v, at, MAX_CARDS)?
        .iter()
        .enumerate()
        .map(|(i, p)| placement(p, at.index(i)))
        .collect()
}

/// A board as the stateless functions take it: placements making a valid grid.
fn board(v: &JsValue) -> ApiResult<Board> {
    let ps = placements(v, At::root("board"))?;
    Board::new(&ps).map_err(|e| engine_error(e.code(), &e))
}

// ---------------------------------------------------------------------------------
// Writing

/// A cell as `[x, y]`.
type CellOut = [i32; 2];

fn cell(p: Pos) -> CellOut {
    [p.x, p.y]
}

#[derive(Serialize)]
struct PlacementOut {
    card: String,
    x: i32,
    y: i32,
}

impl From<&Placement> for PlacementOut {
    fn from(p: &Placement) -> Self {
        PlacementOut {
            card: p.card.to_string(),
            x: p.pos.x,
            y: p.pos.y,
        }
    }
}

fn placements_out(ps: &[Placement]) -> Vec<PlacementOut> {
    ps.iter().map(PlacementOut::from).collect()
}

#[derive(Serialize)]
struct LineOut {
    cells: Vec<CellOut>,
    points: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CheckOut {
    ok: bool,
    score: u32,
    base: u32,
    lots: u32,
    all_four: bool,
    ends_game: bool,
    multiplier: u32,
    lines: Vec<LineOut>,
}

impl From<PlayScore> for CheckOut {
    fn from(s: PlayScore) -> Self {
        CheckOut {
            ok: OK,
            score: s.score,
            base: s.base,
            lots: s.lots,
            all_four: s.all_four,
            ends_game: s.ends_game,
            multiplier: s.multiplier,
            lines: s
                .lines
                .into_iter()
                .map(|l| LineOut {
                    cells: l.cells.into_iter().map(cell).collect(),
                    points: l.points,
                })
                .collect(),
        }
    }
}

// ---------------------------------------------------------------------------------
// Stateless functions

/// Whether `play` is a legal play onto `board`, and what it scores (Y5–Y17).
#[wasm_bindgen(js_name = iotaCheck, unchecked_return_type = "IotaCheckResult")]
pub fn iota_check(
    #[wasm_bindgen(js_name = "board", unchecked_param_type = "Placement[]")] board_v: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "Placement[]")] play: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "IotaCheckOptions")] options: &JsValue,
) -> JsValue {
    guard();
    out::reply((|| {
        let b = board(board_v)?;
        let play = placements(play, At::root("play"))?;
        let at = At::root("options");
        let o = read::opt_object(options, at)?;
        let opts = CheckOptions {
            all_four_bonus: read::opt_bool(o, "allFourBonus", at, true)?,
            ends_game: read::opt_bool(o, "endsGame", at, false)?,
        };
        check_play(&b, &play, opts)
            .map(CheckOut::from)
            .map_err(|e| explained(engine_error(e.code(), &e), || explain_play(&b, &play)))
    })())
}

/// Every legal play of 1–4 cards from `hand` onto `board`, best first (Y5–Y17).
#[wasm_bindgen(js_name = iotaPlays, unchecked_return_type = "IotaPlaysResult")]
pub fn iota_plays(
    #[wasm_bindgen(js_name = "board", unchecked_param_type = "Placement[]")] board_v: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "IotaCard[]")] hand: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "IotaPlaysOptions")] options: &JsValue,
) -> JsValue {
    guard();
    let plays = (|| {
        let (b, hand, opts) = board_hand_options(board_v, hand, options)?;
        plays_js(&b, &hand, opts).map_err(|e| engine_error(e.code(), &e))
    })();
    plays.unwrap_or_else(|e| out::refusal(&e))
}

/// The arguments of [`iota_plays`] and [`iota_best_turn`]: a grid, a hand of at most
/// 4 cards, and `{ allFourBonus, pileEmpty }`.
fn board_hand_options(
    board_v: &JsValue,
    hand: &JsValue,
    options: &JsValue,
) -> ApiResult<(Board, Vec<Card>, PlaysOptions)> {
    let b = board(board_v)?;
    let hand = cards(hand, At::root("hand"), MAX_CARDS)?;
    if hand.len() > 4 {
        return Err(ApiError::bad_input(format!(
            "hand holds {} cards, at most 4",
            hand.len()
        )));
    }
    let at = At::root("options");
    let o = read::opt_object(options, at)?;
    let opts = PlaysOptions {
        all_four_bonus: read::opt_bool(o, "allFourBonus", at, true)?,
        pile_empty: read::opt_bool(o, "pileEmpty", at, false)?,
    };
    Ok((b, hand, opts))
}

/// The plays result: the engine writes `[count, then per play: cards, score, then per
/// card: card index, x, y]` and `iota-fast.js` builds the objects from it in one call
/// (building them from wasm would cost a boundary crossing per object).
fn plays_js(
    board: &Board,
    hand: &[Card],
    options: PlaysOptions,
) -> Result<JsValue, crate::iota::PlayError> {
    Ok(plays_result(&plays_flat(board, hand, options)?))
}

#[derive(Serialize)]
struct CellsOut {
    ok: bool,
    cells: Vec<CellOut>,
}

/// The empty cells next to the grid that no card can ever fill, sorted by `y` then `x`.
#[wasm_bindgen(js_name = iotaDeadCells, unchecked_return_type = "IotaCellsResult")]
pub fn iota_dead_cells(
    #[wasm_bindgen(js_name = "board", unchecked_param_type = "Placement[]")] board_v: &JsValue,
) -> JsValue {
    guard();
    out::reply(board(board_v).map(|b| CellsOut {
        ok: OK,
        cells: dead_cells(&b).into_iter().map(cell).collect(),
    }))
}

#[cfg(feature = "players")]
#[derive(Serialize)]
struct HeatOut {
    ok: bool,
    cells: Vec<HeatCellOut>,
}

#[cfg(feature = "players")]
#[derive(Serialize)]
struct HeatCellOut {
    x: i32,
    y: i32,
    best: u32,
    dead: bool,
}

/// The heat map of `hand` on `board`: every empty cell next to the grid, sorted by `y`
/// then `x`, with the best score of a legal play of the hand through it (0 if none)
/// and whether it is dead; one move generation for the whole grid. In the full engine
/// only: the worker works the heat map out, and the page's engine keeps to its budget.
#[cfg(feature = "players")]
#[wasm_bindgen(js_name = iotaHeat, unchecked_return_type = "IotaHeatResult")]
pub fn iota_heat(
    #[wasm_bindgen(js_name = "board", unchecked_param_type = "Placement[]")] board_v: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "IotaCard[]")] hand: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "IotaPlaysOptions")] options: &JsValue,
) -> JsValue {
    guard();
    out::reply((|| {
        let (b, hand, opts) = board_hand_options(board_v, hand, options)?;
        let cells = crate::iota::heat(&b, &hand, opts).map_err(|e| engine_error(e.code(), &e))?;
        Ok(HeatOut {
            ok: OK,
            cells: cells
                .into_iter()
                .map(|c| HeatCellOut {
                    x: c.pos.x,
                    y: c.pos.y,
                    best: c.best,
                    dead: c.dead,
                })
                .collect(),
        })
    })())
}

/// The cells where `card` alone may be played now, sorted by `y` then `x` (for
/// highlighting where a dragged card can go).
#[wasm_bindgen(js_name = iotaLegalCells, unchecked_return_type = "IotaCellsResult")]
pub fn iota_legal_cells(
    #[wasm_bindgen(js_name = "board", unchecked_param_type = "Placement[]")] board_v: &JsValue,
    #[wasm_bindgen(js_name = "card", unchecked_param_type = "IotaCard")] card_v: &JsValue,
) -> JsValue {
    guard();
    out::reply((|| {
        let b = board(board_v)?;
        let c = card(card_v, At::root("card"))?;
        Ok(CellsOut {
            ok: OK,
            cells: legal_cells(&b, c).into_iter().map(cell).collect(),
        })
    })())
}

#[cfg(feature = "players")]
#[derive(Serialize)]
struct BestOut<'a> {
    ok: bool,
    score: u32,
    #[serde(rename = "move")]
    mv: Option<MoveOut<'a>>,
}

#[cfg(feature = "players")]
/// The best move `hand` can make on `board` this turn, recycles included (Y18), and
/// its score: `{ ok, score, move }` (`move` is `null` and `score` 0 when nothing can
/// be played). For reviewing a game: what a seat could have scored with its hand.
#[wasm_bindgen(js_name = iotaBestTurn, unchecked_return_type = "IotaBestTurnResult")]
pub fn iota_best_turn(
    #[wasm_bindgen(js_name = "board", unchecked_param_type = "Placement[]")] board_v: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "IotaCard[]")] hand: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "IotaPlaysOptions")] options: &JsValue,
) -> JsValue {
    guard();
    let best = (|| {
        let (b, hand, opts) = board_hand_options(board_v, hand, options)?;
        best_turn(&b, &hand, opts).map_err(|e| engine_error(e.code(), &e))
    })();
    match best {
        Ok(best) => out::to_js(&BestOut {
            ok: OK,
            score: best.as_ref().map_or(0, |b| b.1),
            mv: best.as_ref().map(|b| MoveOut(&b.0)),
        }),
        Err(e) => out::refusal(&e),
    }
}

#[cfg(feature = "players")]
#[derive(Serialize)]
struct PuzzleOut {
    ok: bool,
    date: String,
    board: Vec<PlacementOut>,
    hand: Vec<String>,
    best: u32,
    obvious: u32,
    ties: usize,
    plays: usize,
}

#[cfg(feature = "players")]
/// The puzzle of the day for `date` (`"YYYY-MM-DD"`): a grid and a hand of four, the
/// same everywhere for that date (`docs/api.md`). `bad-input` for a date that is not
/// a real day.
#[wasm_bindgen(js_name = iotaDailyPuzzle, unchecked_return_type = "IotaDailyPuzzleResult")]
pub fn iota_daily_puzzle(
    #[wasm_bindgen(js_name = "date", unchecked_param_type = "string")] date_v: &JsValue,
) -> JsValue {
    guard();
    out::reply((|| {
        let date = read::string(date_v, At::root("date"), 32)?;
        let p = puzzle::daily(&date).map_err(|e| ApiError::bad_input(e.to_string()))?;
        Ok(PuzzleOut {
            ok: OK,
            date: p.date,
            board: placements_out(&p.board),
            hand: p.hand.iter().map(Card::to_string).collect(),
            best: p.best,
            obvious: p.obvious,
            ties: p.ties,
            plays: p.plays,
        })
    })())
}

// ---------------------------------------------------------------------------------
// The game

fn new_options(v: &JsValue) -> ApiResult<IotaOptions> {
    let at = At::root("options");
    let o = read::opt_object(v, at)?;
    let seed = match o {
        Some(obj) => read::seed(&read::get(obj, "seed", at)?, at.key("seed"))?,
        None => None,
    };
    Ok(IotaOptions {
        players: read::opt_int(o, "players", at, 0, 1000, 2)? as usize,
        seed: common::seed_or_fresh(seed),
        all_four_bonus: read::opt_bool(o, "allFourBonus", at, true)?,
        short_game: read::opt_bool(o, "shortGame", at, false)?,
    })
}

fn setup(v: &JsValue) -> ApiResult<Setup> {
    let at = At::root("setup");
    let obj = read::object(v, at)?;
    let players = read::int(&read::get(obj, "players", at)?, at.key("players"), 0, 1000)? as usize;
    let board = placements(&read::get(obj, "board", at)?, at.key("board"))?;
    let hands = read::hands(obj, at, MAX_HANDS, MAX_CARDS, ParseError::code)?;
    let pile = cards(&read::get(obj, "pile", at)?, at.key("pile"), MAX_CARDS)?;
    let scores = read::opt_scores(obj, "scores", at, MAX_HANDS)?;
    let to_move = read::opt_int(Some(obj), "toMove", at, 0, 1000, 0)? as usize;
    let passes = read::opt_int(Some(obj), "passes", at, 0, 1000, 0)? as usize;
    let oat = at.key("options");
    let ov = read::get(obj, "options", at)?;
    let o = read::opt_object(&ov, oat)?;
    Ok(Setup {
        players,
        board,
        hands,
        pile,
        scores,
        to_move,
        passes,
        all_four_bonus: read::opt_bool(o, "allFourBonus", oat, true)?,
        short_game: read::opt_bool(o, "shortGame", oat, false)?,
    })
}

/// The action of a move as read. A trade's cards may be hidden (`"?"`) in a move as a
/// seat was told it (`iotaMoveFor` with a seat), never in a move to play.
enum ReadAction {
    Place(ArrayVec<Placement, 4>),
    /// The cards traded, and how many more were hidden (`"?"`).
    Trade(ArrayVec<Card, 4>, usize),
    Pass,
}

impl ReadAction {
    fn kind(&self) -> MoveKind {
        match self {
            ReadAction::Place(_) => MoveKind::Play,
            ReadAction::Trade(..) => MoveKind::Trade,
            ReadAction::Pass => MoveKind::Pass,
        }
    }
}

/// A move as read: its recycles, its action and the optional `seat` who means to move.
struct ReadMove {
    recycle: ArrayVec<Placement, 2>,
    action: ReadAction,
    seat: Option<usize>,
}

/// An Ётта move: `{ place }`, `{ trade }` or `{ pass: true }`, each with an optional
/// `recycle` (Y18) and an optional `seat` (who means to move). With `hidden`, a traded
/// card may be `"?"` (a card no seat is told, Y5b).
fn read_move(v: &JsValue, hidden: bool) -> ApiResult<ReadMove> {
    let at = At::root("move");
    let obj = read::object(v, at)?;
    let place_v = read::get(obj, "place", at)?;
    let trade_v = read::get(obj, "trade", at)?;
    let pass = read::opt_bool(Some(obj), "pass", at, false)?;
    let recycle_v = read::get(obj, "recycle", at)?;
    let seat = common::move_seat(obj, at)?;
    let recycle: ArrayVec<Placement, 2> = if read::is_nullish(&recycle_v) {
        ArrayVec::new()
    } else {
        let rs = placements(&recycle_v, at.key("recycle"))?;
        if rs.len() > 2 {
            // Y1, Y18: there are two wilds to take back.
            return Err(ApiError::new(
                "illegal",
                "at most two wilds can be recycled",
            ));
        }
        rs.into_iter().collect()
    };
    let action = match (
        !read::is_nullish(&place_v),
        !read::is_nullish(&trade_v),
        pass,
    ) {
        (true, false, false) => {
            let ps = placements(&place_v, at.key("place"))?;
            if ps.len() > 4 {
                // Y5: a move holds at most 4 cards.
                return Err(ApiError::new(
                    "too-many-cards",
                    "at most 4 cards may be played in a turn",
                ));
            }
            ReadAction::Place(ps.into_iter().collect())
        }
        (false, true, false) => {
            let (cards, hidden) = traded(&trade_v, at.key("trade"), hidden)?;
            ReadAction::Trade(cards, hidden)
        }
        (false, false, true) => ReadAction::Pass,
        _ => {
            return Err(ApiError::bad_input(
                "a move is one of { place: [...] }, { trade: [...] }, { pass: true }",
            ))
        }
    };
    Ok(ReadMove {
        recycle,
        action,
        seat,
    })
}

/// The cards of a trade (at most 4: a hand's), and with `hidden` how many were `"?"`
/// (cards not told).
fn traded(v: &JsValue, at: At, hidden: bool) -> ApiResult<(ArrayVec<Card, 4>, usize)> {
    let items = read::array(v, at, MAX_CARDS)?;
    if items.len() > 4 {
        return Err(ApiError::new(
            "not-in-hand",
            "a hand holds at most 4 cards to trade",
        ));
    }
    let mut cards = ArrayVec::new();
    let mut unknown = 0;
    for (i, c) in items.iter().enumerate() {
        if hidden && c.as_string().is_some_and(|t| t == HIDDEN) {
            unknown += 1;
        } else {
            cards.push(card(c, at.index(i))?);
        }
    }
    Ok((cards, unknown))
}

/// A card no seat is told, in a move as told (`iotaMoveFor`).
const HIDDEN: &str = "?";

/// An Ётта move to play, and the seat that means to make it.
fn mv(v: &JsValue) -> ApiResult<(Move, Option<usize>)> {
    let r = read_move(v, false)?;
    let action = match r.action {
        ReadAction::Place(ps) => Action::Place(ps),
        ReadAction::Pass => Action::Pass,
        // Read without `hidden`: no card is unknown.
        ReadAction::Trade(cs, _) => Action::Trade(cs),
    };
    Ok((
        Move {
            recycle: r.recycle,
            action,
        },
        r.seat,
    ))
}

/// A move as a seat is told it (`iotaMoveFor`): in full, or with the cards of a kind of
/// move whose cards no seat is told written `"?"` (Y5b, [`MoveKind::cards_told`]).
struct ToldOut {
    mv: ReadMove,
    told: bool,
}

impl Serialize for ToldOut {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let m = &self.mv;
        let mut st = s.serialize_struct("Move", 2)?;
        if !m.recycle.is_empty() {
            st.serialize_field("recycle", &placements_out(&m.recycle))?;
        }
        match &m.action {
            ReadAction::Place(ps) => st.serialize_field("place", &placements_out(ps))?,
            ReadAction::Trade(cs, unknown) => {
                let codes: Vec<String> = if self.told {
                    cs.iter().map(Card::to_string).collect()
                } else {
                    (0..cs.len() + unknown)
                        .map(|_| HIDDEN.to_string())
                        .collect()
                };
                st.serialize_field("trade", &codes)?
            }
            ReadAction::Pass => st.serialize_field("pass", &true)?,
        }
        st.end()
    }
}

/// Most seats `iotaMoveFor` takes (a game has 2–4).
const MAX_SEAT_COUNT: usize = 64;

/// `move` read and checked as `play` reads it (its shape, its cards, at most 4 cards
/// placed or traded, at most 2 recycles; not whether it is legal now), written as
/// seat `seat` may be told it: the cards of a trade are `"?"` (Y5b: nobody sees them).
/// Without `seat`, the move in full, as `play` takes it. With a seat, a trade already
/// told (`"?"` for its cards) is read too. Any `seat` field of the move is dropped.
#[wasm_bindgen(js_name = iotaMoveFor, unchecked_return_type = "IotaMoveForResult")]
pub fn iota_move_for(
    #[wasm_bindgen(js_name = "move", unchecked_param_type = "unknown")] m: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] seat: &JsValue,
) -> JsValue {
    guard();
    let told = (|| {
        let seat = common::opt_seat(seat, At::root("seat"), MAX_SEAT_COUNT)?;
        let mv = read_move(m, seat.is_some())?;
        let told = seat.is_none() || mv.action.kind().cards_told();
        Ok(ToldOut { mv, told })
    })();
    match told {
        Ok(t) => out::move_result(out::to_js(&t)),
        Err(e) => out::refusal(&e),
    }
}

/// A move as `play` takes it.
#[cfg(feature = "players")]
struct MoveOut<'a>(&'a Move);

#[cfg(feature = "players")]
impl Serialize for MoveOut<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let m = self.0;
        let mut st = s.serialize_struct("Move", 2)?;
        if !m.recycle.is_empty() {
            st.serialize_field("recycle", &placements_out(&m.recycle))?;
        }
        match &m.action {
            Action::Place(ps) => st.serialize_field("place", &placements_out(ps))?,
            Action::Trade(cs) => {
                st.serialize_field("trade", &cs.iter().map(Card::to_string).collect::<Vec<_>>())?
            }
            Action::Pass => st.serialize_field("pass", &true)?,
        }
        st.end()
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LastOut {
    seat: usize,
    kind: &'static str,
    placements: Vec<PlacementOut>,
    recycles: Vec<PlacementOut>,
    score: u32,
    traded: usize,
}

impl From<&LastMove> for LastOut {
    fn from(l: &LastMove) -> Self {
        LastOut {
            seat: l.seat,
            kind: l.kind.as_str(),
            placements: placements_out(&l.placements),
            recycles: placements_out(&l.recycles),
            score: l.score,
            traded: l.traded,
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ViewOut<'a> {
    ok: bool,
    seat: usize,
    players: usize,
    to_move: Option<usize>,
    board: Vec<PlacementOut>,
    hand: Vec<String>,
    hand_sizes: &'a [usize],
    pile: usize,
    scores: &'a [u32],
    passes: usize,
    over: bool,
    winners: &'a [usize],
    last: Option<LastOut>,
}

fn view_js(v: &IotaView) -> JsValue {
    out::to_js(&ViewOut {
        ok: OK,
        seat: v.seat,
        players: v.hand_sizes.len(),
        to_move: v.to_move,
        board: placements_out(&v.board),
        hand: v.hand.iter().map(Card::to_string).collect(),
        hand_sizes: &v.hand_sizes,
        pile: v.pile,
        scores: &v.scores,
        passes: v.passes,
        over: v.over,
        winners: &v.winners,
        last: v.last.as_ref().map(LastOut::from),
    })
}

/// A watcher's view (`game.publicView()`): a seat's fields without `hand`, `seat` null.
#[cfg(feature = "players")]
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PublicOut<'a> {
    ok: bool,
    seat: Option<usize>,
    players: usize,
    to_move: Option<usize>,
    board: Vec<PlacementOut>,
    hand_sizes: &'a [usize],
    pile: usize,
    scores: &'a [u32],
    passes: usize,
    over: bool,
    winners: &'a [usize],
    last: Option<LastOut>,
}

#[cfg(feature = "players")]
fn public_js(v: &IotaPublicView) -> JsValue {
    out::to_js(&PublicOut {
        ok: OK,
        seat: None,
        players: v.hand_sizes.len(),
        to_move: v.to_move,
        board: placements_out(&v.board),
        hand_sizes: &v.hand_sizes,
        pile: v.pile,
        scores: &v.scores,
        passes: v.passes,
        over: v.over,
        winners: &v.winners,
        last: v.last.as_ref().map(LastOut::from),
    })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlayOut {
    ok: bool,
    score: u32,
    base: u32,
    lots: u32,
    all_four: bool,
    multiplier: u32,
    over: bool,
    winners: Vec<usize>,
}

impl From<TurnOutcome> for PlayOut {
    fn from(o: TurnOutcome) -> Self {
        PlayOut {
            ok: OK,
            score: o.score,
            base: o.base,
            lots: o.lots,
            all_four: o.all_four,
            multiplier: o.multiplier,
            over: o.over,
            winners: o.winners,
        }
    }
}

#[cfg(feature = "players")]
#[derive(Serialize)]
struct HintOut<'a> {
    ok: bool,
    #[serde(rename = "move")]
    mv: MoveOut<'a>,
}

/// An Ётта game (JS class `IotaGame`).
#[wasm_bindgen(js_name = IotaGame)]
pub struct JsIotaGame {
    game: Cell<IotaGame>,
}

#[wasm_bindgen(js_class = IotaGame)]
impl JsIotaGame {
    /// A new game: `{ players: 2..4, seed, allFourBonus, shortGame }`, all optional.
    /// Throws `bad-setup`/`bad-input`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "IotaGameOptions")] options: &JsValue,
    ) -> Result<JsIotaGame, JsValue> {
        guard();
        let options = new_options(options).map_err(|e| out::thrown(&e))?;
        IotaGame::new(options)
            .map(JsIotaGame::wrap)
            .map_err(|e| out::thrown(&ApiError::from_code(e.code(), &e)))
    }

    /// A game in a given position (`docs/api.md`). Throws `bad-setup`/`bad-input`/
    /// `bad-card`.
    #[wasm_bindgen(js_name = fromSetup)]
    pub fn from_setup(
        #[wasm_bindgen(js_name = "setup", unchecked_param_type = "IotaSetup")] setup_v: &JsValue,
    ) -> Result<JsIotaGame, JsValue> {
        guard();
        let s = setup(setup_v).map_err(|e| out::thrown(&e))?;
        IotaGame::from_setup(s)
            .map(JsIotaGame::wrap)
            .map_err(|e| out::thrown(&ApiError::from_code(e.code(), &e)))
    }

    /// What `seat` sees (default: the seat to move, or seat 0 once the game is over).
    #[wasm_bindgen(unchecked_return_type = "IotaView | Refusal")]
    pub fn view(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] seat: &JsValue,
    ) -> JsValue {
        guard();
        match self.game.view(seat) {
            Ok(v) => view_js(&v),
            Err(e) => out::refusal(&e),
        }
    }

    /// What a watcher sees, who holds no seat: the table without any hand (`seat` is
    /// `null`, no `hand`).
    /// In the full engine only (`yotta.js`): multi-device play loads it when the host
    /// opens the watch link, and the page's engine stays as small.
    #[cfg(feature = "players")]
    #[wasm_bindgen(js_name = publicView, unchecked_return_type = "IotaPublicView | Refusal")]
    pub fn public_view(&self) -> JsValue {
        guard();
        match self.game.with(|g| g.public_view()) {
            Ok(v) => public_js(&v),
            Err(e) => out::refusal(&e),
        }
    }

    /// The seat to move makes `move` (Y5, Y18).
    #[wasm_bindgen(unchecked_return_type = "IotaPlayResult")]
    pub fn play(
        &self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "IotaMove")] m: &JsValue,
    ) -> JsValue {
        guard();
        out::reply_with_view((|| {
            let (m, seat) = mv(m)?;
            self.game.with(|g| {
                common::check_turn(seat, g.to_move())?;
                let mover = g.to_move().unwrap_or(0);
                let o = g.play(&m).map(PlayOut::from).map_err(|e| {
                    explained(ApiError::from_code(e.code(), &e), || fault_of(g, &m))
                })?;
                Ok((o, view_js(&g.view(mover))))
            })?
        })())
    }

    #[cfg(feature = "players")]
    /// A move for the seat to move, from the computer player of `level`.
    #[wasm_bindgen(unchecked_return_type = "IotaHintResult")]
    pub fn hint(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "HintLevel")] level: &JsValue,
    ) -> JsValue {
        guard();
        let m = (|| {
            let level = common::level(level)?;
            self.game.with(|g| hint::iota_game(g, level))?
        })();
        match m {
            Ok(m) => out::to_js(&HintOut {
                ok: OK,
                mv: MoveOut(&m),
            }),
            Err(e) => out::refusal(&e),
        }
    }

    /// The whole game as text, for `IotaGame.load`.
    pub fn save(&self) -> String {
        guard();
        self.game.save()
    }

    /// The game `save` wrote. Throws `bad-save` on a corrupt or unknown-version text.
    pub fn load(
        #[wasm_bindgen(js_name = "text", unchecked_param_type = "string")] text: &JsValue,
    ) -> Result<JsIotaGame, JsValue> {
        guard();
        common::load(text).map(JsIotaGame::wrap)
    }
}

/// The fault of a refused move of the seat to move: the first recycle that does not
/// fit, else the play onto the grid after the recycles.
fn fault_of(g: &IotaGame, m: &Move) -> Option<Fault> {
    let mut board = g.board().clone();
    for r in &m.recycle {
        if let Some(f) = explain_recycle(&board, r.pos, r.card) {
            return Some(f);
        }
        board.replace_wild(r.pos, r.card);
    }
    match &m.action {
        Action::Place(ps) => explain_play(&board, ps),
        _ => None,
    }
}

impl JsIotaGame {
    fn wrap(game: IotaGame) -> Self {
        JsIotaGame {
            game: Cell::new(game),
        }
    }
}
