//! Оттава's drill, *which of your cards can be played on this one*: the top of the
//! discard pile and the hand of the seat to move, at the start of its turn in a real
//! round (see the module above); the answer is every card of the hand that matches the
//! top (O4, default rules: the ace is next to the king only), at least one, and never
//! the whole hand.
//!
//! Levels: the round is played further and the hand is larger (from 4 cards at level 0
//! to 8 from level 9); from level 2 two matches or more are preferred, and from level 4
//! a hand with a near miss (a card of the top's suit two ranks away, or of a rank next
//! to the top's in another suit).

use super::{MAX_GAMES, MAX_LEVEL, STRICT_GAMES};
use crate::ai::{ottawa_move, Level};
use crate::ottawa::{matches, Card, OttawaGame, OttawaOptions};
use crate::rng::GameRng;

/// A drill: the question and its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drill {
    /// Its level, `0..=MAX_LEVEL`.
    pub level: u32,
    /// The top of the discard pile.
    pub top: Card,
    /// The hand, in the order dealt and drawn.
    pub hand: Vec<Card>,
    /// The cards of `hand` that match `top`, in the hand's order.
    pub matches: Vec<Card>,
}

/// The drill at `level` (clamped to [`MAX_LEVEL`]) from `seed`; `None` only if no game
/// gave a position for it.
pub fn drill(seed: u64, level: u32) -> Option<Drill> {
    let level = level.min(MAX_LEVEL);
    let mut rng = GameRng::new(seed ^ (0x6f74_7461_7761 << 8) ^ u64::from(level));
    for g in 0..MAX_GAMES {
        let mut grng = rng.fork();
        if let Some(d) = from_game(level, g < STRICT_GAMES, &mut grng) {
            return Some(d);
        }
    }
    None
}

/// The smallest hand at `level`.
fn min_hand(level: u32) -> usize {
    match level {
        0..=2 => 4,
        3..=5 => 6,
        6..=8 => 7,
        _ => 8,
    }
}

/// A card one step from matching: the top's suit two ranks away, or a rank next to the
/// top's in another suit.
fn near_miss(top: Card, card: Card) -> bool {
    let (a, b) = (top.rank().number(), card.rank().number());
    (top.suit() == card.suit() && a.abs_diff(b) == 2)
        || (top.suit() != card.suit() && a.abs_diff(b) == 1)
}

fn from_game(level: u32, strict: bool, rng: &mut GameRng) -> Option<Drill> {
    let options = OttawaOptions {
        players: 2 + rng.index(3),
        seed: rng.next_u64(),
        ..OttawaOptions::default()
    };
    let mut game = OttawaGame::new(options).ok()?;
    let first = (2 * level as usize).min(20) + rng.index(6);
    let first = if strict { first } else { first / 2 };
    for moves in 0..first + 30 {
        if game.round_over() {
            return None;
        }
        let seat = game.to_move()?;
        if moves >= first && !game.has_drawn() {
            if let Some(d) = pose(level, strict, game.top(), game.hand(seat)) {
                return Some(d);
            }
        }
        let mv = ottawa_move(&game.view(seat), Level::Medium, rng.next_u64())?;
        game.play(&mv).ok()?;
    }
    None
}

fn pose(level: u32, strict: bool, top: Card, hand: &[Card]) -> Option<Drill> {
    let found: Vec<Card> = hand
        .iter()
        .copied()
        .filter(|&c| matches(top, c, false))
        .collect();
    if found.is_empty() || found.len() == hand.len() {
        return None;
    }
    if hand.len() < min_hand(level) && (strict || hand.len() < 4) {
        return None;
    }
    if strict
        && ((level >= 2 && found.len() < 2)
            || (level >= 4 && !hand.iter().any(|&c| near_miss(top, c))))
    {
        return None;
    }
    Some(Drill {
        level,
        top,
        hand: hand.to_vec(),
        matches: found,
    })
}
