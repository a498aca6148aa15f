//! Ётта (IOTA) for JS: `iotaCheck`, `iotaPlays`, `iotaDeadCells` and `IotaGame`
//! (`docs/api.md`). Rules live in [`crate::iota`]; this file only converts.

use super::error::{ApiError, ApiResult};
use super::guard;
use super::out::{self, OK};
use super::read::{self, At};
use crate::iota::{check_play, Board, Card, CheckOptions, Placement, PlayScore, Pos};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Longest list of placements or cards read (there are 66 cards).
const MAX_CARDS: u32 = 66;

// ---------------------------------------------------------------------------------
// Reading

fn engine_error<E: std::fmt::Display>(code: &'static str, e: &E) -> ApiError {
    ApiError::from_code(code, e)
}

pub(super) fn card(v: &JsValue, at: At) -> ApiResult<Card> {
    let text = read::card_text(v, at)?;
    text.parse::<Card>()
        .map_err(|e| ApiError::from_code(e.code(), &format_args!("{at}: {e}")))
}

pub(super) fn cards(v: &JsValue, at: At, max: u32) -> ApiResult<Vec<Card>> {
    read::array(v, at, max)?
        .iter()
        .enumerate()
        .map(|(i, c)| card(c, at.index(i)))
        .collect()
}

/// A cell coordinate: any `i32` (the engine handles the edges of the range).
fn coord(obj: &JsValue, key: &'static str, at: At) -> ApiResult<i32> {
    let v = read::get(obj, key, at)?;
    Ok(read::int(&v, at.key(key), i64::from(i32::MIN), i64::from(i32::MAX))? as i32)
}

/// `{ card: "3RT", x: 1, y: 0 }`.
pub(super) fn placement(v: &JsValue, at: At) -> ApiResult<Placement> {
    let obj = read::object(v, at)?;
    let card = card(&read::get(obj, "card", at)?, at.key("card"))?;
    let x = coord(obj, "x", at)?;
    let y = coord(obj, "y", at)?;
    Ok(Placement {
        card,
        pos: Pos { x, y },
    })
}

pub(super) fn placements(v: &JsValue, at: At) -> ApiResult<Vec<Placement>> {
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
    #[wasm_bindgen(unchecked_param_type = "Placement[]")] board_v: &JsValue,
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
            .map_err(|e| engine_error(e.code(), &e))
    })())
}
