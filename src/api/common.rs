//! Pieces both games' bindings share: the panic hook, seats, hint levels, and the game
//! handle's borrow discipline.

use super::error::{ApiError, ApiResult};
use super::out;
use super::read::{self, At};
#[cfg(feature = "players")]
use crate::ai::Level;
use crate::game::Game;
use std::cell::RefCell;
use wasm_bindgen::JsValue;

/// Installs, once, a panic hook that reports a panic on the browser console (release
/// builds abort on panic: the message is the only trace left).
pub fn guard() {
    #[cfg(target_arch = "wasm32")]
    {
        static HOOK: std::sync::Once = std::sync::Once::new();
        HOOK.call_once(|| {
            std::panic::set_hook(Box::new(|info| {
                web_sys::console::error_1(&format!("yotta: internal error: {info}").into());
            }));
        });
    }
}

#[cfg(feature = "players")]
/// Reads a hint level (`"easy"`, `"medium"`, `"hard"`, `"expert"` or `"master"`): `undefined`/`null` mean the
/// default level.
pub fn level(v: &JsValue) -> ApiResult<Level> {
    if read::is_nullish(v) {
        return Ok(Level::default());
    }
    read::string(v, At::root("level"), 16)?
        .parse::<Level>()
        .map_err(|e| ApiError::bad_input(e.to_string()))
}

/// Reads an optional seat of a game of `players` seats; `None` when absent.
pub fn opt_seat(v: &JsValue, at: At, players: usize) -> ApiResult<Option<usize>> {
    if read::is_nullish(v) {
        return Ok(None);
    }
    let max = players.saturating_sub(1) as i64;
    Ok(Some(read::int(v, at, 0, max)? as usize))
}

/// The optional `seat` of a move: who means to move (`not-your-turn` otherwise).
pub fn move_seat(obj: &JsValue, at: At) -> ApiResult<Option<usize>> {
    let v = read::get(obj, "seat", at)?;
    if read::is_nullish(&v) {
        return Ok(None);
    }
    Ok(Some(read::int(&v, at.key("seat"), 0, 1000)? as usize))
}

/// Refuses a move that names a seat other than the seat to move.
pub fn check_turn(seat: Option<usize>, to_move: Option<usize>) -> ApiResult<()> {
    match (seat, to_move) {
        (Some(s), Some(t)) if s != t => Err(ApiError::new(
            "not-your-turn",
            format!("it is seat {t}'s turn, not seat {s}'s"),
        )),
        _ => Ok(()),
    }
}

/// A game owned by a JS handle. Methods take `&self` and borrow the game only after
/// every argument has been read, so that a getter calling back into the same game
/// while its argument is read meets no borrowed state; no JS runs while the game is
/// borrowed.
pub struct Cell<G>(RefCell<G>);

impl<G> Cell<G> {
    /// Wraps `game`.
    pub fn new(game: G) -> Self {
        Cell(RefCell::new(game))
    }

    /// Runs `f` on the game.
    pub fn with<R>(&self, f: impl FnOnce(&mut G) -> R) -> ApiResult<R> {
        match self.0.try_borrow_mut() {
            Ok(mut g) => Ok(f(&mut g)),
            Err(_) => Err(ApiError::new(
                "internal",
                "the game is busy with another call",
            )),
        }
    }
}

impl<G: Game> Cell<G> {
    /// What `seat` sees (default: the seat to move, or seat 0 once the game is over).
    pub fn view(&self, seat: &JsValue) -> ApiResult<G::View> {
        self.with(|g| {
            let seat = opt_seat(seat, At::root("seat"), g.players())?
                .or(g.to_move())
                .unwrap_or(0);
            Ok(g.view(seat))
        })?
    }

    /// The whole game as text.
    pub fn save(&self) -> String {
        self.with(|g| g.save()).unwrap_or_default()
    }
}

/// Longest save text read: 16 M characters. An Оттава round under
/// `mustDrawWhenStuck` is not bounded by the rules, and its save holds the round's
/// history (about 6 characters a move): rounds of 230 000–400 000 moves, seen with
/// simple players, save as 1.3–2.3 MB, which a 1 MB limit refused. 16 M characters
/// keep a round of over 2 million moves loadable while a hostile string stays far
/// from exhausting the module's memory (its copy is at most 48 MB).
const MAX_SAVE: u32 = 1 << 24;

/// The game a `save` wrote; the `Error` to throw (`bad-save`, `bad-input`) otherwise.
pub fn load<G: Game>(text: &JsValue) -> Result<G, JsValue> {
    let text = read::string(text, At::root("save"), MAX_SAVE).map_err(|e| out::thrown(&e))?;
    G::load(&text).map_err(|e| out::thrown(&ApiError::from_code("bad-save", &e)))
}

/// The seed to use: the one given, or a fresh one (`crate::rng::fresh_seed`).
pub fn seed_or_fresh(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(crate::rng::fresh_seed)
}
