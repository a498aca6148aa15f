//! Why a move, a setup or a save was refused. Each variant maps to one stable API code
//! (`docs/api-contract.md`); messages are short, lower-case sentences.

use super::card::{Card, CardError};
use crate::game::SaveError;
use std::fmt;

/// Why a setup does not describe a possible game (API code `bad-setup`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// O1: 2–7 players.
    Players(usize),
    /// The number of hands is not the number of players.
    HandCount {
        /// Players in the setup.
        players: usize,
        /// Hands given.
        hands: usize,
    },
    /// The number of scores is not the number of players.
    ScoreCount {
        /// Players in the setup.
        players: usize,
        /// Scores given.
        scores: usize,
    },
    /// A seat number (named by the string) is not a seat of this game.
    UnknownSeat(&'static str, usize),
    /// The discard pile is empty: there is no card to play on.
    EmptyDiscard,
    /// A hand is empty: that round would already be over.
    EmptyHand(usize),
    /// A card appears twice.
    Duplicate(Card),
    /// The round number is 0, or beyond the fixed number of rounds (or
    /// [`super::scoring::MAX_ROUNDS`]).
    Round {
        /// The round given.
        round: u32,
        /// The last round of the match.
        max: u32,
    },
    /// Option `target` is not 1 to [`super::scoring::MAX_TARGET`].
    Target(u32),
    /// Option `rounds` is not 1 to [`super::scoring::MAX_ROUNDS`].
    Rounds(u32),
    /// A total above what the round allows ([`super::scoring::max_total`]).
    ScoreTooHigh {
        /// The seat.
        seat: usize,
        /// Its total.
        score: u32,
        /// The most it may be.
        max: u32,
    },
    /// An option is out of range; the string says which.
    Option(&'static str),
    /// A score already reaches the target, so the match would already be over.
    TargetReached,
}

impl SetupError {
    /// The stable API code: `bad-setup`.
    pub fn code(&self) -> &'static str {
        "bad-setup"
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Players(n) => write!(f, "{n} players: ottawa takes 2 to 7"),
            SetupError::HandCount { players, hands } => {
                write!(f, "{hands} hands given for {players} players")
            }
            SetupError::ScoreCount { players, scores } => {
                write!(f, "{scores} scores given for {players} players")
            }
            SetupError::UnknownSeat(what, seat) => write!(f, "{what} {seat} is not a seat"),
            SetupError::EmptyDiscard => write!(f, "the discard pile is empty"),
            SetupError::EmptyHand(seat) => {
                write!(f, "hand {seat} is empty, so the round is already over")
            }
            SetupError::Duplicate(card) => write!(f, "{card} appears twice"),
            SetupError::Round { round, max } => {
                write!(f, "round {round} is not a round of this match (1 to {max})")
            }
            SetupError::Target(t) => write!(
                f,
                "target {t}: the target must be 1 to {} points",
                super::scoring::MAX_TARGET
            ),
            SetupError::Rounds(r) => write!(
                f,
                "rounds {r}: a match has 1 to {} rounds",
                super::scoring::MAX_ROUNDS
            ),
            SetupError::ScoreTooHigh { seat, score, max } => write!(
                f,
                "scores[{seat}] is {score}, more than this round allows (at most {max}: {} \
                 plus {} per round already scored)",
                super::scoring::MAX_START_SCORE,
                super::scoring::MAX_ROUND_POINTS
            ),
            SetupError::Option(why) => write!(f, "{why}"),
            SetupError::TargetReached => write!(f, "a score already reaches the target"),
        }
    }
}

impl std::error::Error for SetupError {}

/// Why `OttawaGame::play` or `next_round` refused (nothing changed), or why a game
/// could not be made. [`PlayError::code`] gives the stable API code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// A card code does not parse (`bad-card`).
    BadCard(CardError),
    /// The card is not in the hand of the seat to move (`not-in-hand`).
    NotInHand(Card),
    /// O5: a pass while the hand holds a matching card (`must-play`).
    MustPlay,
    /// O5: a second draw in one turn (`already-drew`).
    AlreadyDrew,
    /// O6: the stock and the discards under the top card are both empty (`cannot-draw`).
    CannotDraw,
    /// O4: the card does not match the top of the discard pile (`no-match`).
    NoMatch {
        /// The card offered.
        card: Card,
        /// The top of the discard pile.
        top: Card,
    },
    /// O5 option `mustDrawWhenStuck`: a pass without drawing while a draw is possible
    /// (`illegal`).
    MustDraw,
    /// A draw, play or pass after the round ended (`round-over`).
    RoundOver,
    /// The next round asked for while this one is still being played (`round-not-over`).
    RoundNotOver,
    /// Any move after the match ended (`game-over`).
    GameOver,
    /// The setup is not a possible game (`bad-setup`).
    BadSetup(SetupError),
    /// The save could not be loaded (`bad-save`).
    BadSave(SaveError),
}

impl PlayError {
    /// The stable API code of this error.
    pub fn code(&self) -> &'static str {
        match self {
            PlayError::BadCard(_) => "bad-card",
            PlayError::NotInHand(_) => "not-in-hand",
            PlayError::MustPlay => "must-play",
            PlayError::AlreadyDrew => "already-drew",
            PlayError::CannotDraw => "cannot-draw",
            PlayError::NoMatch { .. } => "no-match",
            PlayError::MustDraw => "illegal",
            PlayError::RoundOver => "round-over",
            PlayError::RoundNotOver => "round-not-over",
            PlayError::GameOver => "game-over",
            PlayError::BadSetup(_) => "bad-setup",
            PlayError::BadSave(_) => "bad-save",
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::BadCard(e) => write!(f, "{e}"),
            PlayError::NotInHand(c) => write!(f, "{c} is not in your hand"),
            PlayError::MustPlay => write!(f, "you hold a matching card, so you must play one"),
            PlayError::AlreadyDrew => write!(f, "you have already drawn this turn"),
            PlayError::CannotDraw => write!(f, "there is no card left to draw"),
            PlayError::NoMatch { card, top } => write!(f, "{card} does not match {top}"),
            PlayError::MustDraw => write!(f, "you must draw before passing"),
            PlayError::RoundOver => write!(f, "the round is over: deal the next one"),
            PlayError::RoundNotOver => write!(f, "the round is not over yet"),
            PlayError::GameOver => write!(f, "the match is over"),
            PlayError::BadSetup(e) => write!(f, "{e}"),
            PlayError::BadSave(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for PlayError {}

impl From<CardError> for PlayError {
    fn from(e: CardError) -> PlayError {
        PlayError::BadCard(e)
    }
}

impl From<SetupError> for PlayError {
    fn from(e: SetupError) -> PlayError {
        PlayError::BadSetup(e)
    }
}

impl From<SaveError> for PlayError {
    fn from(e: SaveError) -> PlayError {
        PlayError::BadSave(e)
    }
}
