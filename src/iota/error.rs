//! Why notation, a play, a move or a setup was refused. Every variant maps to one
//! stable API code (`code()`, see `docs/api-contract.md`).

use std::fmt;

/// A card code or position text that does not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Not a card code (`3RT`, `W`).
    BadCard(String),
    /// A placement that is not `CARD@X,Y` with integer coordinates.
    BadPlacement(String),
}

impl ParseError {
    /// The stable API code: `bad-card` or `bad-input`.
    pub fn code(&self) -> &'static str {
        match self {
            ParseError::BadCard(_) => "bad-card",
            ParseError::BadPlacement(_) => "bad-input",
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::BadCard(t) => write!(f, "not a card code: {t:?}"),
            ParseError::BadPlacement(t) => write!(f, "not a placement (card@x,y): {t:?}"),
        }
    }
}

impl std::error::Error for ParseError {}

/// Why a play (or a whole move) was refused. A refused move changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// A card code that does not parse.
    BadCard(String),
    /// A hand of more than 4 cards given to move generation (API code `bad-input`).
    HandTooLarge,
    /// A play with no card.
    EmptyPlay,
    /// More than 4 cards played (Y5).
    TooManyCards,
    /// Two placements on one cell.
    DuplicateCell,
    /// A numbered card twice in board + play (or hand), or more than two wilds.
    DuplicateCard,
    /// A card placed on a cell that is not empty (Y10).
    Occupied,
    /// The board itself breaks Y6–Y8/Y16, or is empty.
    BadBoard,
    /// The cards are not in one row or one column (Y9).
    NotInLine,
    /// The cards do not form one unbroken run with the grid (Y9).
    Gap,
    /// No card played is next to a card on the grid (Y10).
    NotConnected,
    /// A line would be longer than 4 cards (Y8).
    TooLong,
    /// A line would break the same-or-different rule (Y7), or no card could stand
    /// for the wilds in every line at once (Y16).
    InvalidLine,
    /// A card that is not in the hand of the seat to move.
    NotInHand,
    /// A recycle names a cell that holds no wild (Y18).
    NoWildThere,
    /// The card put in a wild's place does not fit every line through it (Y18).
    RecycleMisfit,
    /// Trading more cards than the draw pile holds (Y5b, house).
    PileTooSmall,
    /// The game is over.
    GameOver,
    /// A move the rules forbid that no narrower code names.
    Illegal,
}

impl PlayError {
    /// The stable API code.
    pub fn code(&self) -> &'static str {
        match self {
            PlayError::BadCard(_) => "bad-card",
            PlayError::HandTooLarge => "bad-input",
            PlayError::EmptyPlay => "empty-play",
            PlayError::TooManyCards => "too-many-cards",
            PlayError::DuplicateCell => "duplicate-cell",
            PlayError::DuplicateCard => "duplicate-card",
            PlayError::Occupied => "occupied",
            PlayError::BadBoard => "bad-board",
            PlayError::NotInLine => "not-in-line",
            PlayError::Gap => "gap",
            PlayError::NotConnected => "not-connected",
            PlayError::TooLong => "too-long",
            PlayError::InvalidLine => "invalid-line",
            PlayError::NotInHand => "not-in-hand",
            PlayError::NoWildThere => "no-wild-there",
            PlayError::RecycleMisfit => "recycle-misfit",
            PlayError::PileTooSmall => "pile-too-small",
            PlayError::GameOver => "game-over",
            PlayError::Illegal => "illegal",
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let msg = match self {
            PlayError::BadCard(t) => return write!(f, "not a card code: {t:?}"),
            PlayError::HandTooLarge => "a hand holds at most 4 cards",
            PlayError::EmptyPlay => "play at least one card",
            PlayError::TooManyCards => "at most 4 cards may be played in a turn",
            PlayError::DuplicateCell => "two cards are placed on the same cell",
            PlayError::DuplicateCard => "a card appears twice (or more than two wilds)",
            PlayError::Occupied => "that cell already holds a card",
            PlayError::BadBoard => "the board itself breaks the rules, or is empty",
            PlayError::NotInLine => "cards must be played in one row or one column",
            PlayError::Gap => "cards must form one unbroken line",
            PlayError::NotConnected => "a card must touch a card already on the grid",
            PlayError::TooLong => "a line may hold at most 4 cards",
            PlayError::InvalidLine => {
                "in every line each of colour, shape and number must be all the same or all different"
            }
            PlayError::NotInHand => "that card is not in your hand",
            PlayError::NoWildThere => "there is no wild card on that cell",
            PlayError::RecycleMisfit => "that card does not fit every line through the wild's cell",
            PlayError::PileTooSmall => "you may trade at most as many cards as the draw pile holds",
            PlayError::GameOver => "the game is over",
            PlayError::Illegal => "that move is not allowed",
        };
        f.write_str(msg)
    }
}

impl std::error::Error for PlayError {}

impl From<ParseError> for PlayError {
    fn from(e: ParseError) -> PlayError {
        match e {
            ParseError::BadCard(t) | ParseError::BadPlacement(t) => PlayError::BadCard(t),
        }
    }
}

/// Why a [`super::Setup`] or options do not describe a game (API code `bad-setup`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Players must be 2–4 (Y3).
    PlayerCount(usize),
    /// The number of hands differs from the number of players.
    HandCount {
        /// Players.
        players: usize,
        /// Hands given.
        hands: usize,
    },
    /// A hand holds more than 4 cards.
    HandTooLarge {
        /// The seat.
        seat: usize,
        /// Its cards.
        cards: usize,
    },
    /// A numbered card appears twice among board, hands and pile.
    DuplicateCard(String),
    /// More than two wilds among board, hands and pile.
    TooManyWilds,
    /// The board is empty or breaks the rules (the error says how).
    Board(super::PlayError),
    /// The seat to move does not exist.
    SeatOutOfRange(usize),
    /// The number of scores differs from the number of players.
    ScoreCount,
    /// A score above what the position allows ([`super::bounds::max_score`]).
    ScoreTooHigh {
        /// The seat.
        seat: usize,
        /// Its score.
        score: u32,
        /// The most it may be.
        max: u32,
    },
    /// The number of consecutive passes is not below 3 × players (Y20).
    Passes,
}

impl SetupError {
    /// The stable API code.
    pub fn code(&self) -> &'static str {
        "bad-setup"
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(f, "players must be 2 to 4, not {n}"),
            SetupError::HandCount { players, hands } => {
                write!(f, "{hands} hands given for {players} players")
            }
            SetupError::HandTooLarge { seat, cards } => {
                write!(f, "hand {seat} holds {cards} cards (at most 4)")
            }
            SetupError::DuplicateCard(c) => write!(f, "card {c} appears twice"),
            SetupError::TooManyWilds => write!(f, "there are at most two wild cards"),
            SetupError::Board(e) => write!(f, "bad board: {e}"),
            SetupError::SeatOutOfRange(s) => write!(f, "toMove: seat {s} does not exist"),
            SetupError::ScoreCount => write!(f, "scores: one score per player is needed"),
            SetupError::ScoreTooHigh { seat, score, max } => write!(
                f,
                "scores[{seat}] is {score}, more than this grid allows (at most {max}: \
                 {} plus {} per card on the grid after the first)",
                super::bounds::MAX_START_SCORE,
                super::bounds::MAX_TURN_SCORE
            ),
            SetupError::Passes => write!(
                f,
                "passes: too many consecutive passes for a running game (fewer than 3 × players)"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_the_api_codes() {
        let all = [
            (PlayError::BadCard("x".into()), "bad-card"),
            (PlayError::EmptyPlay, "empty-play"),
            (PlayError::TooManyCards, "too-many-cards"),
            (PlayError::DuplicateCell, "duplicate-cell"),
            (PlayError::DuplicateCard, "duplicate-card"),
            (PlayError::Occupied, "occupied"),
            (PlayError::BadBoard, "bad-board"),
            (PlayError::NotInLine, "not-in-line"),
            (PlayError::Gap, "gap"),
            (PlayError::NotConnected, "not-connected"),
            (PlayError::TooLong, "too-long"),
            (PlayError::InvalidLine, "invalid-line"),
            (PlayError::NotInHand, "not-in-hand"),
            (PlayError::NoWildThere, "no-wild-there"),
            (PlayError::RecycleMisfit, "recycle-misfit"),
            (PlayError::PileTooSmall, "pile-too-small"),
            (PlayError::GameOver, "game-over"),
            (PlayError::Illegal, "illegal"),
            (PlayError::HandTooLarge, "bad-input"),
        ];
        for (e, code) in all {
            assert_eq!(e.code(), code);
            let msg = e.to_string();
            assert!(!msg.is_empty() && msg.chars().next().unwrap().is_lowercase());
        }
        assert_eq!(SetupError::TooManyWilds.code(), "bad-setup");
    }
}
