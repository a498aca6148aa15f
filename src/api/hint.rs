//! Hints: the move the computer player of a level would make, from the seat's view
//! alone (O11). Each function is the one place that names the player it asks.

use super::common::Level;
use crate::iota::{self, legal_plays, Board, Move, PlaysOptions};
use crate::ottawa;

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

/// The Оттава move for the seat of `view` (which must be the seat to move).
pub fn ottawa(view: &ottawa::View, level: Level) -> ottawa::Move {
    let _ = level;
    shed_highest(view)
}

/// The simplest sound player: play the matching card that counts most (O7), else
/// pass, drawing only when a pass is not allowed (O5 option `mustDrawWhenStuck`), so
/// that a round where nobody can play ends blocked (O8) instead of drawing forever.
/// Only ever one of `view.legal`.
fn shed_highest(view: &ottawa::View) -> ottawa::Move {
    use ottawa::Move;
    let legal = &view.legal;
    let best_play = legal
        .iter()
        .filter_map(|m| match m {
            Move::Play(c) => Some(*c),
            _ => None,
        })
        .max_by_key(|c| (c.points(), *c));
    if let Some(c) = best_play {
        return Move::Play(c);
    }
    for preferred in [Move::Pass, Move::Draw, Move::NextRound] {
        if legal.contains(&preferred) {
            return preferred;
        }
    }
    legal.first().copied().unwrap_or(Move::Pass)
}
