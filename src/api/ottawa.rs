//! Оттава (Ottawa) for JS: `ottawaMatches`, `ottawaHandPoints` and `OttawaGame`
//! (`docs/api.md`). Rules live in [`crate::ottawa`]; this file only converts.

use super::common::{self, guard, Cell};
use super::error::{ApiError, ApiResult};
#[cfg(feature = "players")]
use super::hint;
use super::out::{self, OK};
use super::read::{self, At};
#[cfg(feature = "players")]
use crate::ottawa::PublicView;
use crate::ottawa::{
    hand_points, matches, Action, Card, CardError, Move, OttawaGame, OttawaOptions, RoundResult,
    Scoring, Setup, View,
};
use serde::ser::{SerializeStruct, Serializer};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Longest list of cards read (the deck has 52).
const MAX_CARDS: u32 = 52;
/// Most hands read from a setup (the game takes 2–7; more is refused by the rules).
const MAX_HANDS: u32 = 64;

// ---------------------------------------------------------------------------------
// Reading

fn card(v: &JsValue, at: At) -> ApiResult<Card> {
    read::card(v, at, CardError::code)
}

fn cards(v: &JsValue, at: At) -> ApiResult<Vec<Card>> {
    read::cards(v, at, MAX_CARDS, CardError::code)
}

/// Reads the options of a match (O9, O4, O5) into `o`, keeping what is absent.
fn options_into(obj: Option<&JsValue>, at: At, o: &mut OttawaOptions) -> ApiResult<()> {
    let Some(obj) = obj else { return Ok(()) };
    let scoring = read::get(obj, "scoring", at)?;
    if !read::is_nullish(&scoring) {
        let at = at.key("scoring");
        o.scoring = read::string(&scoring, at, 16)?
            .parse::<Scoring>()
            .map_err(|()| {
                ApiError::bad_input(format!("{at} must be \"collect\" or \"penalty\""))
            })?;
    }
    o.target = read::opt_int(
        Some(obj),
        "target",
        at,
        0,
        i64::from(u32::MAX),
        i64::from(o.target),
    )? as u32;
    let rounds = read::get(obj, "rounds", at)?;
    if !read::is_nullish(&rounds) {
        o.rounds = Some(read::int(&rounds, at.key("rounds"), 0, i64::from(u32::MAX))? as u32);
    }
    o.wrap_ace = read::opt_bool(Some(obj), "wrapAce", at, o.wrap_ace)?;
    o.must_draw_when_stuck =
        read::opt_bool(Some(obj), "mustDrawWhenStuck", at, o.must_draw_when_stuck)?;
    if let Some(seed) = read::seed(&read::get(obj, "seed", at)?, at.key("seed"))? {
        o.seed = seed;
    }
    Ok(())
}

fn new_options(v: &JsValue) -> ApiResult<OttawaOptions> {
    let at = At::root("options");
    let obj = read::opt_object(v, at)?;
    let mut o = OttawaOptions {
        players: read::opt_int(obj, "players", at, 0, 1000, 2)? as usize,
        ..OttawaOptions::default()
    };
    o.seed = common::seed_or_fresh(None);
    options_into(obj, at, &mut o)?;
    Ok(o)
}

fn setup(v: &JsValue) -> ApiResult<Setup> {
    let at = At::root("setup");
    let obj = read::object(v, at)?;
    let players = read::int(&read::get(obj, "players", at)?, at.key("players"), 0, 1000)? as usize;
    let hands = read::hands(obj, at, MAX_HANDS, MAX_CARDS, CardError::code)?;
    let stock = cards(&read::get(obj, "stock", at)?, at.key("stock"))?;
    let discard = cards(&read::get(obj, "discard", at)?, at.key("discard"))?;
    let seat =
        |key: &'static str, default: i64| read::opt_int(Some(obj), key, at, 0, 1000, default);
    let dealer = seat("dealer", 0)? as usize;
    let to_move = seat("toMove", ((dealer + 1) % players.max(1)) as i64)? as usize;
    let round = read::opt_int(Some(obj), "round", at, 0, i64::from(u32::MAX), 1)? as u32;
    let has_drawn = read::opt_bool(Some(obj), "hasDrawn", at, false)?;
    let scores = read::opt_scores(obj, "scores", at, MAX_HANDS)?;
    let mut options = OttawaOptions {
        players,
        ..OttawaOptions::default()
    };
    let oat = at.key("options");
    let ov = read::get(obj, "options", at)?;
    let oobj = read::opt_object(&ov, oat)?;
    let has_seed = match oobj {
        Some(o) => !read::is_nullish(&read::get(o, "seed", oat)?),
        None => false,
    };
    if !has_seed {
        options.seed = common::seed_or_fresh(None);
    }
    options_into(oobj, oat, &mut options)?;
    Ok(Setup {
        players,
        hands,
        stock,
        discard,
        dealer,
        to_move,
        has_drawn,
        scores,
        round,
        options,
    })
}

/// A move: `{ draw: true }`, `{ card: "7C" }`, `{ pass: true }`, `{ nextRound: true }`,
/// or the same as text (`"draw"`, `"7C"`, `"pass"`, `"next-round"`). An optional
/// `seat` says who means to move (`not-your-turn` if it is not that seat's turn).
fn mv(v: &JsValue) -> ApiResult<(Move, Option<usize>)> {
    let at = At::root("move");
    if v.is_string() {
        let text = read::card_text(v, at)?;
        return text
            .parse::<Move>()
            .map(|m| (m, None))
            .map_err(|e| ApiError::from_code(e.code(), &e));
    }
    let obj = read::object(v, at)?;
    let card_v = read::get(obj, "card", at)?;
    let draw = read::opt_bool(Some(obj), "draw", at, false)?;
    let pass = read::opt_bool(Some(obj), "pass", at, false)?;
    let next = read::opt_bool(Some(obj), "nextRound", at, false)?;
    let seat = common::move_seat(obj, at)?;
    let has_card = !read::is_nullish(&card_v);
    let m = match (has_card, draw, pass, next) {
        (true, false, false, false) => Move::Play(card(&card_v, at.key("card"))?),
        (false, true, false, false) => Move::Draw,
        (false, false, true, false) => Move::Pass,
        (false, false, false, true) => Move::NextRound,
        _ => {
            return Err(ApiError::bad_input(
                "a move is one of { draw: true }, { card: \"7C\" }, { pass: true }",
            ))
        }
    };
    Ok((m, seat))
}

// ---------------------------------------------------------------------------------
// Writing

fn codes(cards: &[Card]) -> Vec<String> {
    cards.iter().map(Card::to_string).collect()
}

/// A move as `play` takes it.
struct MoveOut(Move);

impl Serialize for MoveOut {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Move", 1)?;
        match self.0 {
            Move::Draw => st.serialize_field("draw", &true)?,
            Move::Play(c) => st.serialize_field("card", &c.to_string())?,
            Move::Pass => st.serialize_field("pass", &true)?,
            Move::NextRound => st.serialize_field("nextRound", &true)?,
        }
        st.end()
    }
}

/// `move` read and checked as `play` reads it (its shape and card; not whether it is
/// legal now), written in the shape `play` takes, as seat `seat` may be told it: every
/// Оттава move is public (a draw names no card, O11). Any `seat` field is dropped.
#[wasm_bindgen(js_name = ottawaMoveFor, unchecked_return_type = "OttawaMoveForResult")]
pub fn ottawa_move_for(
    #[wasm_bindgen(js_name = "move", unchecked_param_type = "unknown")] m: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] seat: &JsValue,
) -> JsValue {
    guard();
    match common::opt_seat(seat, At::root("seat"), MAX_HANDS as usize).and_then(|_| mv(m)) {
        Ok((m, _)) => out::move_result(out::to_js(&MoveOut(m))),
        Err(e) => out::refusal(&e),
    }
}

/// An action as the table saw it: `{ seat, kind, card? , reshuffled? , top? }`.
struct ActionOut(Action);

impl Serialize for ActionOut {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Action", 4)?;
        st.serialize_field("seat", &self.0.seat())?;
        st.serialize_field("kind", self.0.kind())?;
        match self.0 {
            Action::Draw {
                card, reshuffled, ..
            } => {
                if let Some(c) = card {
                    st.serialize_field("card", &c.to_string())?;
                }
                st.serialize_field("reshuffled", &reshuffled)?;
            }
            Action::Play { card, .. } => st.serialize_field("card", &card.to_string())?,
            Action::Pass { top, .. } => st.serialize_field("top", &top.to_string())?,
        }
        st.end()
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RoundResultOut<'a> {
    winner: Option<usize>,
    blocked: bool,
    points: &'a [u32],
    hand_points: &'a [u32],
}

impl<'a> From<&'a RoundResult> for RoundResultOut<'a> {
    fn from(r: &'a RoundResult) -> Self {
        RoundResultOut {
            winner: r.winner,
            blocked: r.blocked,
            points: &r.points,
            hand_points: &r.hand_points,
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RulesOut {
    scoring: String,
    target: u32,
    rounds: Option<u32>,
    wrap_ace: bool,
    must_draw_when_stuck: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ViewOut<'a> {
    ok: bool,
    seat: usize,
    players: usize,
    to_move: Option<usize>,
    dealer: usize,
    round: u32,
    hand: Vec<String>,
    hand_sizes: &'a [usize],
    stock: usize,
    discard: usize,
    top: String,
    played: Vec<String>,
    has_drawn: bool,
    legal: Vec<MoveOut>,
    scores: &'a [u32],
    last: Option<ActionOut>,
    round_over: bool,
    round_result: Option<RoundResultOut<'a>>,
    over: bool,
    winners: &'a [usize],
    rules: RulesOut,
}

fn view_js(v: &View) -> JsValue {
    out::to_js(&ViewOut {
        ok: OK,
        seat: v.seat,
        players: v.hand_sizes.len(),
        to_move: v.to_move,
        dealer: v.dealer,
        round: v.round,
        hand: codes(&v.hand),
        hand_sizes: &v.hand_sizes,
        stock: v.stock,
        discard: v.discard,
        top: v.top.to_string(),
        played: codes(&v.played),
        has_drawn: v.has_drawn,
        legal: v.legal.iter().copied().map(MoveOut).collect(),
        scores: &v.scores,
        last: v.last.map(ActionOut),
        round_over: v.round_over,
        round_result: v.round_result.as_ref().map(RoundResultOut::from),
        over: v.over,
        winners: &v.winners,
        rules: RulesOut {
            scoring: v.rules.scoring.to_string(),
            target: v.rules.target,
            rounds: v.rules.rounds,
            wrap_ace: v.rules.wrap_ace,
            must_draw_when_stuck: v.rules.must_draw_when_stuck,
        },
    })
}

/// A watcher's view (`game.publicView()`): a seat's fields without `hand` and `legal`,
/// `seat` null, no drawn card in `last`.
#[cfg(feature = "players")]
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PublicOut<'a> {
    ok: bool,
    seat: Option<usize>,
    players: usize,
    to_move: Option<usize>,
    dealer: usize,
    round: u32,
    hand_sizes: &'a [usize],
    stock: usize,
    discard: usize,
    top: String,
    played: Vec<String>,
    has_drawn: bool,
    scores: &'a [u32],
    last: Option<ActionOut>,
    round_over: bool,
    round_result: Option<RoundResultOut<'a>>,
    over: bool,
    winners: &'a [usize],
    rules: RulesOut,
}

#[cfg(feature = "players")]
fn public_js(v: &PublicView) -> JsValue {
    out::to_js(&PublicOut {
        ok: OK,
        seat: None,
        players: v.hand_sizes.len(),
        to_move: v.to_move,
        dealer: v.dealer,
        round: v.round,
        hand_sizes: &v.hand_sizes,
        stock: v.stock,
        discard: v.discard,
        top: v.top.to_string(),
        played: codes(&v.played),
        has_drawn: v.has_drawn,
        scores: &v.scores,
        last: v.last.map(ActionOut),
        round_over: v.round_over,
        round_result: v.round_result.as_ref().map(RoundResultOut::from),
        over: v.over,
        winners: &v.winners,
        rules: RulesOut {
            scoring: v.rules.scoring.to_string(),
            target: v.rules.target,
            rounds: v.rules.rounds,
            wrap_ace: v.rules.wrap_ace,
            must_draw_when_stuck: v.rules.must_draw_when_stuck,
        },
    })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlayOut {
    ok: bool,
    round_over: bool,
    over: bool,
    drawn: Option<String>,
}

#[derive(Serialize)]
struct Done {
    ok: bool,
}

#[cfg(feature = "players")]
#[derive(Serialize)]
struct HintOut {
    ok: bool,
    #[serde(rename = "move")]
    mv: MoveOut,
}

// ---------------------------------------------------------------------------------
// Stateless helpers

#[derive(Serialize)]
struct MatchesOut {
    ok: bool,
    matches: bool,
}

/// O4: whether `card` may be played on `top`.
#[wasm_bindgen(js_name = ottawaMatches, unchecked_return_type = "OttawaMatchesResult")]
pub fn ottawa_matches(
    #[wasm_bindgen(unchecked_param_type = "OttawaCard")] top: &JsValue,
    #[wasm_bindgen(js_name = "card", unchecked_param_type = "OttawaCard")] card_code: &JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "OttawaMatchOptions")] options: &JsValue,
) -> JsValue {
    guard();
    out::reply((|| {
        let top = card(top, At::root("top"))?;
        let c = card(card_code, At::root("card"))?;
        let at = At::root("options");
        let wrap = read::opt_bool(read::opt_object(options, at)?, "wrapAce", at, false)?;
        Ok(MatchesOut {
            ok: OK,
            matches: matches(top, c, wrap),
        })
    })())
}

#[derive(Serialize)]
struct PointsOut {
    ok: bool,
    points: u32,
}

/// O7: what a hand counts at the end of a round.
#[wasm_bindgen(js_name = ottawaHandPoints, unchecked_return_type = "OttawaHandPointsResult")]
pub fn ottawa_hand_points(
    #[wasm_bindgen(unchecked_param_type = "OttawaCard[]")] hand: &JsValue,
) -> JsValue {
    guard();
    out::reply(cards(hand, At::root("cards")).map(|cs| PointsOut {
        ok: OK,
        points: hand_points(&cs),
    }))
}

// ---------------------------------------------------------------------------------
// The game

/// An Оттава match (JS class `OttawaGame`).
#[wasm_bindgen(js_name = OttawaGame)]
pub struct JsOttawaGame {
    game: Cell<OttawaGame>,
}

#[wasm_bindgen(js_class = OttawaGame)]
impl JsOttawaGame {
    /// A new match: `{ players: 2..7, seed, scoring, target, rounds, wrapAce,
    /// mustDrawWhenStuck }`, all optional. Throws `bad-setup`/`bad-input`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "OttawaGameOptions")] options: &JsValue,
    ) -> Result<JsOttawaGame, JsValue> {
        guard();
        let options = new_options(options).map_err(|e| out::thrown(&e))?;
        OttawaGame::new(options)
            .map(JsOttawaGame::wrap)
            .map_err(|e| out::thrown(&ApiError::from_code(e.code(), &e)))
    }

    /// A match in a given position (`docs/api.md`). Throws `bad-setup`/`bad-input`/
    /// `bad-card`.
    #[wasm_bindgen(js_name = fromSetup)]
    pub fn from_setup(
        #[wasm_bindgen(js_name = "setup", unchecked_param_type = "OttawaSetup")] setup_v: &JsValue,
    ) -> Result<JsOttawaGame, JsValue> {
        guard();
        let s = setup(setup_v).map_err(|e| out::thrown(&e))?;
        OttawaGame::from_setup(s)
            .map(JsOttawaGame::wrap)
            .map_err(|e| out::thrown(&ApiError::from_code(e.code(), &e)))
    }

    /// What `seat` sees (default: the seat to move, or seat 0 once the match is over).
    #[wasm_bindgen(unchecked_return_type = "OttawaView | Refusal")]
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

    /// What a watcher sees, who holds no seat: the table without any hand or drawn card
    /// (`seat` is `null`, no `hand`, no `legal`).
    /// In the full engine only (`yotta.js`): multi-device play loads it when the host
    /// opens the watch link, and the page's engine stays as small.
    #[cfg(feature = "players")]
    #[wasm_bindgen(js_name = publicView, unchecked_return_type = "OttawaPublicView | Refusal")]
    pub fn public_view(&self) -> JsValue {
        guard();
        match self.game.with(|g| g.public_view()) {
            Ok(v) => public_js(&v),
            Err(e) => out::refusal(&e),
        }
    }

    /// The seat to move makes `move`: `{ draw: true }`, `{ card }` or `{ pass: true }`.
    #[wasm_bindgen(unchecked_return_type = "OttawaPlayResult")]
    pub fn play(
        &self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "OttawaMove")] m: &JsValue,
    ) -> JsValue {
        guard();
        out::reply_with_view((|| {
            let (m, seat) = mv(m)?;
            self.game.with(|g| {
                common::check_turn(seat, g.to_move())?;
                let mover = g.to_move().unwrap_or(0);
                let o = g.play(&m).map_err(|e| ApiError::from_code(e.code(), &e))?;
                let out = PlayOut {
                    ok: OK,
                    round_over: o.round_over,
                    over: o.over,
                    drawn: o.drawn.map(|c| c.to_string()),
                };
                Ok((out, view_js(&g.view(mover))))
            })?
        })())
    }

    /// Deals the next round once a round is over (O10).
    #[wasm_bindgen(js_name = nextRound, unchecked_return_type = "OttawaNextRoundResult")]
    pub fn next_round(&self) -> JsValue {
        guard();
        out::reply(
            self.game
                .with(|g| {
                    g.next_round()
                        .map(|()| Done { ok: OK })
                        .map_err(|e| ApiError::from_code(e.code(), &e))
                })
                .and_then(|r| r),
        )
    }

    #[cfg(feature = "players")]
    /// A move for the seat to move, from the computer player of `level`.
    #[wasm_bindgen(unchecked_return_type = "OttawaHintResult")]
    pub fn hint(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "HintLevel")] level: &JsValue,
    ) -> JsValue {
        guard();
        out::reply((|| {
            let level = common::level(level)?;
            self.game.with(|g| {
                let m = hint::ottawa_game(g, level)?;
                Ok(HintOut {
                    ok: OK,
                    mv: MoveOut(m),
                })
            })?
        })())
    }

    /// The whole match as text, for `OttawaGame.load`.
    pub fn save(&self) -> String {
        guard();
        self.game.save()
    }

    /// The match `save` wrote. Throws `bad-save` on a corrupt or unknown-version text.
    pub fn load(
        #[wasm_bindgen(unchecked_param_type = "string")] text: &JsValue,
    ) -> Result<JsOttawaGame, JsValue> {
        guard();
        common::load(text).map(JsOttawaGame::wrap)
    }
}

impl JsOttawaGame {
    fn wrap(game: OttawaGame) -> Self {
        JsOttawaGame {
            game: Cell::new(game),
        }
    }
}
