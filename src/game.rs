//! The surface both games share, so that one test harness (`tests/native/common/harness.rs`)
//! and one family of computer players ([`crate::ai`]) serve both.
//!
//! A game is a state machine: whose turn it is, the legal moves, applying a move, the
//! view of one seat, and whether it is over. Randomness is part of the state (the
//! seed and the deck order), so a game is fully described by its setup and its moves.

use crate::rng::GameRng;
use std::fmt::Debug;

/// A game state machine (Ётта or Оттава).
pub trait Game: Clone + Debug + PartialEq {
    /// A move: small, self-describing, comparable.
    type Move: Clone + Debug + PartialEq;
    /// What one seat sees (docs/rules.md O11): nothing hidden from that seat.
    type View: Clone + Debug + PartialEq;
    /// Why a move was refused.
    type Error: std::error::Error + Clone + PartialEq;

    /// Number of seats.
    fn players(&self) -> usize;

    /// The seat whose decision is due, or `None` when nobody's is (the game is over).
    fn to_move(&self) -> Option<usize>;

    /// Every legal move now; empty exactly when [`Game::to_move`] is `None`.
    /// (Ётта: every distinct play, pass and trade; Оттава: draws, plays, passes, and
    /// between rounds the single move that deals the next one.)
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// Applies `mv` for the seat to move. On `Err` the state is unchanged.
    fn apply(&mut self, mv: &Self::Move) -> Result<(), Self::Error>;

    /// True once the game (the whole match, for Оттава) has ended.
    fn is_over(&self) -> bool;

    /// What `seat` sees.
    fn view(&self, seat: usize) -> Self::View;

    /// The same game with every card hidden from `seat` (other hands, the order of
    /// the draw pile or stock) dealt again at random, consistent with what `seat`
    /// has seen. Used to test that views do not leak, and by computer players to
    /// sample the worlds they cannot tell apart.
    fn redeal_hidden(&self, seat: usize, rng: &mut GameRng) -> Self;

    /// Checks the state's invariants (every card accounted for exactly once, hand
    /// sizes within the rules, …); `Err` says which one broke.
    fn check_invariants(&self) -> Result<(), String>;

    /// A versioned, compact text form of the whole game.
    fn save(&self) -> String;

    /// The game [`Game::save`] wrote; a corrupt or unknown-version text is refused.
    fn load(text: &str) -> Result<Self, SaveError>;
}

/// Why a saved game could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The text does not start with a known game tag and version.
    UnknownVersion,
    /// The text is damaged or describes an impossible game; the string says where.
    Corrupt(String),
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::UnknownVersion => write!(f, "unknown save format or version"),
            SaveError::Corrupt(why) => write!(f, "corrupt save: {why}"),
        }
    }
}

impl std::error::Error for SaveError {}
