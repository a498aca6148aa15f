//! Computer players for both games, at five levels ([`Level`]; the fifth, `master`, is
//! Ётта's: in Оттава it plays as the expert).
//!
//! A computer player sees exactly what a person in its seat sees (docs/rules.md O11): every
//! decision function takes the seat's **view** (never the game) and a seeded
//! [`GameRng`], so the same view and seed always give the same move and a game with
//! computer players replays exactly. Where a player needs a whole game to look ahead,
//! it samples the cards hidden from it among the cards it has not seen, consistently
//! with everything the view shows (for Оттава: every pass reveals that the passer held
//! no match for the top card, O5).
//!
//! - [`iota`]: Ётта. `easy` plays small, `medium` the best immediate score with
//!   trading when nothing scores well, `hard` weighs its score against the opponent's
//!   best reply and its own next turn over sampled hands.
//! - [`ottawa`]: Оттава. `easy` plays a random legal move, `medium` sheds high cards
//!   and keeps connected ones, `hard` runs Monte Carlo playouts over sampled deals.
//! - [`iota_expert`], [`ottawa_expert`]: the `expert` level of each game: search over
//!   sampled deals of the hidden cards on a fixed budget of work units.
//! - [`iota_master`], [`iota_endgame`]: Ётта's `master` level: the expert's search
//!   guided by equity (score plus learnt leave values, [`iota_master_table`], less the
//!   lots a play opens) and the hands held where a playout stops, on twice the expert's
//!   budget, with playouts to the end near the end of the pile, and an exact endgame once the
//!   pile is empty in a two-player game.
//! - [`stats`]: win shares with confidence intervals and time percentiles, for the
//!   tournament tool (`examples/tournament.rs`) and the tests.
//!
//! The level dispatch is here, above the players it picks from: the expert files build
//! on the medium players' files, never the other way. The entry points for the JS API
//! are [`iota_move`] and [`ottawa_move`].

pub mod iota;
pub mod iota_endgame;
pub mod iota_expert;
pub mod iota_master;
mod iota_master_table;
pub mod ottawa;
pub mod ottawa_expert;
pub mod stats;

use crate::game::Game;
use crate::rng::GameRng;
use std::fmt;
use std::str::FromStr;

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A beginner: legal, mostly modest moves.
    Easy,
    /// A solid heuristic player that looks at the move in hand only.
    #[default]
    Medium,
    /// Looks ahead over sampled hidden cards, on a fixed simulation budget.
    Hard,
    /// Searches over many sampled deals of the hidden cards, on a larger fixed budget
    /// of work (made for a worker thread: up to about half a second in wasm).
    Expert,
    /// Ётта: the expert's search guided by equity, and an exact endgame (made for a
    /// worker thread). Оттава has no such level: `master` plays as its expert.
    Master,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ];

    /// `"easy"`, `"medium"`, `"hard"`, `"expert"` or `"master"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A level name that is not `easy`, `medium`, `hard`, `expert` or `master`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError(pub String);

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level {:?} (easy, medium, hard, expert or master)",
            self.0
        )
    }
}

impl std::error::Error for LevelError {}

impl FromStr for Level {
    type Err = LevelError;

    /// `"easy"`, `"medium"`, `"hard"`, `"expert"` or `"master"`, case-insensitive, surrounding spaces
    /// ignored.
    fn from_str(s: &str) -> Result<Level, LevelError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" => Ok(Level::Easy),
            "medium" => Ok(Level::Medium),
            "hard" => Ok(Level::Hard),
            "expert" => Ok(Level::Expert),
            "master" => Ok(Level::Master),
            _ => Err(LevelError(s.to_string())),
        }
    }
}

/// A game that has computer players: the decision function on a seat's view, and who
/// won (for tournaments). Implemented by both games.
pub trait Player: Game {
    /// The move of the seat whose view this is, at `level`; `None` when that seat has
    /// no decision to make (not its turn, or the game is over). Uses `rng` only.
    fn choose(view: &Self::View, level: Level, rng: &mut GameRng) -> Option<Self::Move>;

    /// The winners once the game (the match) is over; equal best totals share the win.
    fn winners(&self) -> Vec<usize>;
}

impl Player for crate::iota::IotaGame {
    fn choose(
        view: &crate::iota::IotaView,
        level: Level,
        rng: &mut GameRng,
    ) -> Option<crate::iota::Move> {
        choose_iota(view, true, level, rng)
    }

    fn winners(&self) -> Vec<usize> {
        crate::iota::IotaGame::winners(self)
    }
}

impl Player for crate::ottawa::OttawaGame {
    fn choose(
        view: &crate::ottawa::View,
        level: Level,
        rng: &mut GameRng,
    ) -> Option<crate::ottawa::Move> {
        choose_ottawa(view, level, rng)
    }

    fn winners(&self) -> Vec<usize> {
        crate::ottawa::OttawaGame::winners(self).to_vec()
    }
}

/// The Ётта computer player's move for the seat of `view` at `level`, from `seed`
/// (the same view and seed give the same move), in a game with the default rules;
/// `None` if that seat is not to move.
pub fn iota_move(
    view: &crate::iota::IotaView,
    level: Level,
    seed: u64,
) -> Option<crate::iota::Move> {
    choose_iota(view, true, level, &mut GameRng::new(seed))
}

/// [`iota_move`] in a game with option `all_four_bonus` (Y14) as given.
pub fn iota_move_with(
    view: &crate::iota::IotaView,
    all_four_bonus: bool,
    level: Level,
    seed: u64,
) -> Option<crate::iota::Move> {
    choose_iota(view, all_four_bonus, level, &mut GameRng::new(seed))
}

/// The Оттава computer player's move for the seat of `view` at `level`, from `seed`
/// (the same view and seed give the same move); `None` if that seat is not to move.
pub fn ottawa_move(
    view: &crate::ottawa::View,
    level: Level,
    seed: u64,
) -> Option<crate::ottawa::Move> {
    choose_ottawa(view, level, &mut GameRng::new(seed))
}

/// The Ётта move of the seat of `view` at `level`, with option `all_four_bonus` (Y14:
/// the view does not carry the game's options; the default rules have it on); `None`
/// if it has none to make.
fn choose_iota(
    view: &crate::iota::IotaView,
    all_four_bonus: bool,
    level: Level,
    rng: &mut GameRng,
) -> Option<crate::iota::Move> {
    use crate::iota::{Board, Move};
    if view.over || view.to_move != Some(view.seat) {
        return None;
    }
    let Ok(board) = Board::new(&view.board) else {
        return Some(Move::pass());
    };
    let pos = || iota::Position::new(view, &board, all_four_bonus);
    Some(match level {
        Level::Easy => iota::easy(&pos(), rng),
        Level::Medium => iota::medium(&board, &view.hand, view.pile, all_four_bonus, &mut 0),
        Level::Hard => iota::hard(&pos(), rng),
        Level::Expert => iota_expert::expert(&pos(), rng),
        Level::Master => iota_master::master(&pos(), rng),
    })
}

/// The Оттава move of the seat of `view` at `level`; `None` if it has none to make.
fn choose_ottawa(
    view: &crate::ottawa::View,
    level: Level,
    rng: &mut GameRng,
) -> Option<crate::ottawa::Move> {
    use crate::ottawa::Move;
    match view.legal.len() {
        0 => return None,
        1 => return Some(view.legal[0]),
        _ => {}
    }
    let age = ottawa::RoundAge::of(&view.history);
    let stuck = !view.legal.iter().any(|m| matches!(m, Move::Play(_)));
    if stuck && !age.may_draw() && view.legal.contains(&Move::Pass) {
        // Every level: a round that has run its course is let to block (O8).
        return Some(Move::Pass);
    }
    Some(match level {
        Level::Easy => ottawa::easy(&view.legal, age, rng),
        Level::Medium => ottawa::medium(
            &view.hand,
            &view.legal,
            view.rules.wrap_ace,
            &view.hand_sizes,
            age,
        ),
        Level::Hard => ottawa::hard(view, age, rng),
        Level::Expert | Level::Master => ottawa_expert::choose(view, age, rng),
    })
}

/// Plays `game` to the end with the computer player of `levels[seat]` in every seat,
/// each decision seeded from `rng`; returns the finished game. `observe` is called
/// before each move with the seat and the move (tournaments time decisions themselves;
/// this is the plain loop for tests and throughput).
///
/// # Panics
/// If a player returns no move or an illegal one while the game is running (a bug).
pub fn play_out<G: Player>(
    mut game: G,
    levels: &[Level],
    rng: &mut GameRng,
    mut observe: impl FnMut(usize, &G::Move),
) -> G {
    while let Some(seat) = game.to_move() {
        let view = game.view(seat);
        let mv = G::choose(&view, levels[seat % levels.len()], &mut rng.fork())
            .expect("the seat to move has a move");
        observe(seat, &mv);
        game.apply(&mv).expect("computer players play legal moves");
    }
    game
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_names_round_trip() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        }
        assert_eq!(" HARD ".parse::<Level>(), Ok(Level::Hard));
        assert_eq!("Expert".parse::<Level>(), Ok(Level::Expert));
        assert_eq!("Master".parse::<Level>(), Ok(Level::Master));
        assert!("grandmaster".parse::<Level>().is_err());
        assert_eq!(Level::default(), Level::Medium);
    }
}
