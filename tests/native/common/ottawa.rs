//! Оттава positions for tests: a game from hands, stock and discard pile written as
//! card codes, the last seat having dealt and seat 0 to move.

use yotta::ottawa::{parse_cards, Card, OttawaGame, OttawaOptions, Setup};

/// The cards of a space-separated list of codes (`"7C 8C TD"`).
pub fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

/// A setup with these hands (seat 0 first), stock (top first) and discard (top last);
/// the last seat dealt, seat 0 moves, default options.
pub fn setup(hands: &[&str], stock: &str, discard: &str) -> Setup {
    let players = hands.len();
    Setup {
        players,
        hands: hands.iter().map(|h| cards(h)).collect(),
        stock: cards(stock),
        discard: cards(discard),
        dealer: players - 1,
        to_move: 0,
        options: OttawaOptions {
            players,
            ..OttawaOptions::default()
        },
        ..Setup::default()
    }
}

/// The game of [`setup`].
pub fn game(hands: &[&str], stock: &str, discard: &str) -> OttawaGame {
    OttawaGame::from_setup(setup(hands, stock, discard)).unwrap()
}
