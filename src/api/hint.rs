//! Hints: the move the computer player of a level would make, from the seat's view
//! alone (O11). Each function is the one place that names the player it asks.

use super::common::Level;
use crate::iota::{self, legal_plays, Board, Move, PlaysOptions};

/// The Ётта move for the seat of `view` (which must be the seat to move).
pub fn iota(view: &iota::IotaView, all_four_bonus: bool, level: Level) -> Move {
    let _ = level;
    best_scoring_play(view, all_four_bonus)
}

/// The simplest sound player: the best-scoring legal play (ties by position text),
/// or a pass when there is none.
fn best_scoring_play(view: &iota::IotaView, all_four_bonus: bool) -> Move {
    let options = PlaysOptions {
        all_four_bonus,
        pile_empty: view.pile == 0,
    };
    Board::new(&view.board)
        .ok()
        .and_then(|board| legal_plays(&board, &view.hand, options).ok())
        .and_then(|plays| plays.into_iter().next())
        .map(|best| Move::place(&best.placements))
        .unwrap_or_else(Move::pass)
}
