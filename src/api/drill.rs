//! The trainer's drills for JS: `iotaDrill` and `ottawaDrill` (`docs/api.md`). The
//! drills are made in [`crate::drill`]; this file only reads the arguments and writes
//! the results. In the full engine only (feature `players`).

use super::common::guard;
use super::error::{ApiError, ApiResult};
use super::out::{self, OK};
use super::read::{self, At};
use crate::drill::{self, iota::Kind, MAX_LEVEL};
use crate::iota::{Card, Placement, Pos};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
struct PlacementOut {
    card: String,
    x: i32,
    y: i32,
}

fn placements(ps: &[Placement]) -> Vec<PlacementOut> {
    ps.iter()
        .map(|p| PlacementOut {
            card: p.card.to_string(),
            x: p.pos.x,
            y: p.pos.y,
        })
        .collect()
}

fn cell(p: Pos) -> [i32; 2] {
    [p.x, p.y]
}

/// What a drill offers to choose from: cards (`fits`) or cells (`dead`).
#[derive(Serialize)]
#[serde(untagged)]
enum Choices {
    Cards(Vec<String>),
    Cells(Vec<[i32; 2]>),
}

#[derive(Serialize)]
struct IotaAnswerOut {
    play: Vec<PlacementOut>,
    score: u32,
    count: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    cell: Option<[i32; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    why: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fits: Option<Vec<PlacementOut>>,
}

#[derive(Serialize)]
struct IotaDrillOut {
    ok: bool,
    kind: &'static str,
    level: u32,
    board: Vec<PlacementOut>,
    hand: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cell: Option<[i32; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    choices: Option<Choices>,
    answer: IotaAnswerOut,
}

#[derive(Serialize)]
struct OttawaDrillOut {
    ok: bool,
    level: u32,
    top: String,
    hand: Vec<String>,
    matches: Vec<String>,
}

/// The drill's seed: required (a drill replays from it).
fn seed(v: &JsValue) -> ApiResult<u64> {
    read::seed(v, At::root("seed"))?.ok_or_else(|| ApiError::bad_input("seed is required"))
}

/// The level, `0..=MAX_LEVEL`; absent: 0.
fn level(v: &JsValue) -> ApiResult<u32> {
    if read::is_nullish(v) {
        return Ok(0);
    }
    Ok(read::int(v, At::root("level"), 0, i64::from(MAX_LEVEL))? as u32)
}

fn not_found() -> ApiError {
    ApiError::new("internal", "no game gave a position for this drill")
}

/// A Ётта drill of `kind` (`"fits"`, `"best"`, `"lot"`, `"dead"`) at `level` (0–20)
/// from `seed`: the position, what to choose from, and the answer (`docs/api.md`).
#[wasm_bindgen(js_name = iotaDrill, unchecked_return_type = "IotaDrillResult")]
pub fn iota_drill(
    #[wasm_bindgen(js_name = "kind", unchecked_param_type = "IotaDrillKind")] kind_v: &JsValue,
    #[wasm_bindgen(js_name = "seed", unchecked_param_type = "Seed")] seed_v: &JsValue,
    #[wasm_bindgen(js_name = "level", unchecked_optional_param_type = "number")] level_v: &JsValue,
) -> JsValue {
    guard();
    out::reply((|| {
        let kind = read::string(kind_v, At::root("kind"), 16)?
            .parse::<Kind>()
            .map_err(|e| ApiError::bad_input(e.to_string()))?;
        let seed = seed(seed_v)?;
        let level = level(level_v)?;
        let d = drill::iota::drill(kind, seed, level).ok_or_else(not_found)?;
        let hand: Vec<String> = d.hand.iter().map(Card::to_string).collect();
        let choices = match kind {
            Kind::Fits => Some(Choices::Cards(hand.clone())),
            Kind::Dead => Some(Choices::Cells(d.cells.iter().copied().map(cell).collect())),
            Kind::Best | Kind::Lot => None,
        };
        Ok(IotaDrillOut {
            ok: OK,
            kind: kind.as_str(),
            level: d.level,
            board: placements(&d.board),
            hand,
            cell: d.cell.map(cell),
            choices,
            answer: IotaAnswerOut {
                play: placements(&d.play),
                score: d.score,
                count: d.count,
                cell: d.dead.map(|(p, _)| cell(p)),
                why: d.dead.map(|(_, w)| w.as_str()),
                fits: (kind == Kind::Dead).then(|| placements(&d.fits)),
            },
        })
    })())
}

/// An Оттава drill at `level` (0–20) from `seed`: the top of the pile, a hand, and the
/// cards of the hand that may be played on the top (O4, default rules).
#[wasm_bindgen(js_name = ottawaDrill, unchecked_return_type = "OttawaDrillResult")]
pub fn ottawa_drill(
    #[wasm_bindgen(js_name = "seed", unchecked_param_type = "Seed")] seed_v: &JsValue,
    #[wasm_bindgen(js_name = "level", unchecked_optional_param_type = "number")] level_v: &JsValue,
) -> JsValue {
    guard();
    out::reply((|| {
        let seed = seed(seed_v)?;
        let level = level(level_v)?;
        let d = drill::ottawa::drill(seed, level).ok_or_else(not_found)?;
        let codes = |cs: &[crate::ottawa::Card]| cs.iter().map(ToString::to_string).collect();
        Ok(OttawaDrillOut {
            ok: OK,
            level: d.level,
            top: d.top.to_string(),
            hand: codes(&d.hand),
            matches: codes(&d.matches),
        })
    })())
}
