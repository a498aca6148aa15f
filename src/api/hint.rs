//! Hints: the move the computer player of a level ([`crate::ai`]) would make, from the
//! seat's view alone (O11).
//!
//! [`iota_game`] and [`ottawa_game`] are what the games' `hint` answers: the page's
//! computer seats load the game's save and ask it (`www/worker/decide.js`). They are
//! public so that the fairness tests can ask them of two games whose hidden cards
//! differ, through the same code as the page.

use super::error::ApiError;
use crate::ai::{self, Level};
use crate::game::Game;
use crate::{iota, ottawa};
use std::fmt::Debug;

/// The seed of a hint, drawn from the view itself: the same position gets the same
/// hint, and nothing hidden from the seat reaches the player through it.
fn seed(view: &impl Debug) -> u64 {
    crate::rng::seed_from_text(&format!("{view:?}"))
}

/// A player that finds no move for the seat to move is a fault, not a refusal.
fn no_move() -> ApiError {
    ApiError::new("internal", "the computer player found no move")
}

/// The Ётта move for the seat of `view` (which must be the seat to move), in a game
/// with or without the all-four bonus (Y14): a rule everyone at the table knows.
pub fn iota(
    view: &iota::IotaView,
    all_four_bonus: bool,
    level: Level,
) -> Result<iota::Move, ApiError> {
    ai::iota_move_with(view, all_four_bonus, level, seed(view)).ok_or_else(no_move)
}

/// The Ётта move for the seat to move of `game` (`IotaGame.hint`); `game-over` once
/// the game is over.
pub fn iota_game(game: &iota::IotaGame, level: Level) -> Result<iota::Move, ApiError> {
    let seat = game
        .to_move()
        .ok_or_else(|| ApiError::new("game-over", "the game is over"))?;
    iota(&game.view(seat), game.all_four_bonus(), level)
}

/// The Оттава move for the seat to move of `game` (`OttawaGame.hint`); `game-over`
/// once the match is over.
pub fn ottawa_game(game: &ottawa::OttawaGame, level: Level) -> Result<ottawa::Move, ApiError> {
    let seat = game
        .to_move()
        .ok_or_else(|| ApiError::new("game-over", "the match is over"))?;
    ottawa(&game.view(seat), level)
}

/// The Оттава move for the seat of `view` (which must be the seat to move).
pub fn ottawa(view: &ottawa::View, level: Level) -> Result<ottawa::Move, ApiError> {
    ai::ottawa_move(view, level, seed(view)).ok_or_else(no_move)
}
