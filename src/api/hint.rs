//! Hints: the move the computer player of a level would make, from the seat's view
//! alone (O11). Each function is the one place that names the player it asks.

use super::common::Level;
use crate::ottawa;

/// The Оттава move for the seat of `view` (which must be the seat to move).
pub fn ottawa(view: &ottawa::View, level: Level) -> ottawa::Move {
    let _ = level;
    shed_highest(view)
}

/// The simplest sound player: play the matching card that counts most (O7), else
/// draw, else pass (or deal the next round). Only ever one of `view.legal`.
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
    for preferred in [Move::Draw, Move::Pass, Move::NextRound] {
        if legal.contains(&preferred) {
            return preferred;
        }
    }
    legal.first().copied().unwrap_or(Move::Pass)
}
