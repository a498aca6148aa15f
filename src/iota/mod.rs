//! # Ётта (IOTA): the rules engine
//!
//! Pure Rust, no browser code. Rule numbers are those of `docs/rules.md`.
//!
//! ## Rules implemented
//! - **Y1, Y2** 66 cards: 64 numbered cards (number 1–4 × colour R G B Y × shape
//!   C S T X) and two identical wilds; face value = number, wild 0 ([`Card`]).
//! - **Y3** 2–4 players, 4 cards each, the rest is the draw pile, the top card is the
//!   starter. *(house)* A wild turned as starter goes back into the pile, the pile is
//!   shuffled and another card is turned ([`IotaGame::new`]).
//! - **Y4** *(house)* The first player comes from the seed; then seat by seat.
//! - **Y5** A turn is a play of 1–4 cards then drawing back up to 4 (or what the pile
//!   has), or a pass, optionally trading cards: they go to the bottom of the pile,
//!   then as many are drawn from the top. *(house)* At most as many cards as the pile
//!   holds may be traded (`pile-too-small`).
//! - **Y6–Y8** A line is a maximal orthogonal run of 2+ cards; per attribute all the
//!   same or all different; at most 4 cards (4 is a lot). Any `i32` cell is a cell;
//!   nothing overflows at the edges of the `i32` range.
//! - **Y9–Y11** All cards of a play in one row or column, forming one unbroken run
//!   with the grid cards between them; one of them touches the grid; every line
//!   through a played card obeys Y7 and Y8 ([`check_play`]).
//! - **Y12–Y15** Score: the sum of every line through a played card (a card in two
//!   lines counts twice, the main line once), ×2 per lot, ×2 for four cards played
//!   (option `all_four_bonus`), ×2 on the turn that ends the game.
//! - **Y16, Y17** A wild stands for any one card. A play is legal only if one
//!   assignment of a card to every wild on the grid makes every line valid, including
//!   lines the play does not touch. A wild **may** stand for a card already on the
//!   grid, and both wilds may stand for the same card ("any one card, including a card
//!   already on the grid"). Because the line rule is a conjunction over the three
//!   attributes and every combination of attributes is a card, this is decided exactly
//!   per attribute ([`cardset`]). A wild scores 0; its line still counts as a lot.
//! - **Y18** Recycling: before playing or passing, a hand card may replace a wild on
//!   the grid if it fits every line through the cell (the other wild still free);
//!   the wild goes to the hand and may be played in the same turn. Both wilds may be
//!   recycled; the replacing card is not "played" (no score, not part of all four).
//!   A recycle must use a numbered card (`illegal` otherwise).
//! - **Y19** The game ends when the pile is empty and a player plays the last card of
//!   the hand; that turn is doubled.
//! - **Y20** *(house)* 3 × players consecutive passes (trades are passes) end the game
//!   with no bonus.
//! - **Y21** Highest total wins; equal totals share the win.
//! - **Y22** Option `short_game`: 32 numbered cards chosen at random and both wilds.
//!
//! ## Options ([`IotaOptions`])
//! | option | default | rule |
//! |---|---|---|
//! | `players` | 2 | Y3 (2–4) |
//! | `seed` | — | Y3, Y4: the whole deal |
//! | `all_four_bonus` | `true` | Y14 |
//! | `short_game` | `false` | Y22 |
//!
//! ## Bounds
//! A setup or a save may give a score a head start of at most 1,000,000 points, plus
//! [`MAX_TURN_SCORE`] (10,240, the most one turn can score) for each card on the grid
//! after the first ([`max_score`]); since every play puts a card on the grid, no
//! sequence of legal moves takes a score past that bound (1,665,600 at most), and no
//! sum overflows. Consecutive passes stay below 3 × players while the game runs.
//!
//! ## Views and hidden information (O11)
//! [`IotaGame::view`] gives a seat the grid, its own hand, every hand's size, the
//! pile's size, the scores and the last move (traded cards are not shown), and what
//! the seat knows of the cards it traded (Y5b): they went to the bottom of the pile
//! and the pile is drawn from the top, so it knows their depth in the pile
//! (`pile_known`) and, once another seat draws one, who holds it (`hands_known`, until
//! that seat trades). The game follows this for every seat and the save keeps it. For
//! [`crate::game::Game::redeal_hidden`], the cards hidden from a seat (other hands and
//! the pile) are dealt again at random, except those the seat knows: they stay put.
//!
//! ## Move generation
//! [`legal_plays`] lists every legal play of a hand with its score, best first, ties
//! by canonical position text; it is exact (the tests compare it with a brute-force
//! search over every placement). [`for_each_play`] is the fast path for computer
//! players: the same plays through a callback, unsorted, without allocation per play;
//! [`best_play`] and [`count_plays`] are built on it. [`legal_cells`] gives the cells
//! where one card may go alone, [`dead_cells`] the cells no card can ever fill, and
//! [`heat()`] the heat map of a hand: for each cell next to the grid, the best score
//! of a play through it, from one generation.
//!
//! ## Layout
//! [`card`] (cards and codes), [`bounds`] (the bounds of a score), [`position`] (cells, placements, position text),
//! [`cardset`] (card sets as `u64`, line arithmetic and the wild solver), [`board`]
//! (grid and lines), [`check`] (play checking and scoring), [`error`] (refusals, each
//! with its API code), [`explain`] (which line and attribute a refused play
//! breaks), [`movegen`] (every legal play, legal cells, dead cells), [`heat`](mod@heat)
//! (the best play through each cell),
//! [`game`] (the state machine), [`save`] (the save format, built on the game),
//! [`best`] (the best move of a hand, recycles included, for reviews), [`puzzle`]
//! (the puzzle of the day). [`crate::game::Game`] is implemented here, beside the
//! module's face, so that the game and its save format depend one way.

#[cfg(feature = "players")]
pub mod best;
pub mod board;
pub mod bounds;
pub mod card;
pub mod cardset;
pub mod check;
pub mod error;
pub mod explain;
pub mod game;
mod grid;
#[cfg(feature = "players")]
pub mod heat;
pub mod movegen;
pub mod position;
#[cfg(feature = "players")]
pub mod puzzle;
pub mod save;

#[cfg(feature = "players")]
pub use best::best_turn;
pub use board::{Board, Line};
pub use bounds::{max_score, MAX_START_SCORE, MAX_TURN_SCORE};
pub use card::{Card, Colour, Shape};
pub use cardset::{CardSet, Summary};
pub use check::{check_play, is_legal, recycle_fits, CheckOptions, PlayScore, ScoredLine};
pub use error::{ParseError, PlayError, SetupError};
pub use explain::{explain_play, explain_recycle, Attribute, Fault, FaultLine};
pub use game::{
    Action, IotaGame, IotaOptions, IotaPublicView, IotaView, LastMove, Move, MoveKind, Setup,
    TurnOutcome,
};
#[cfg(feature = "players")]
pub use heat::{heat, HeatCell};
pub use movegen::{
    best_play, count_plays, dead_cells, for_each_play, for_each_play_sorted, legal_cells,
    legal_plays, plays_flat, PlaysOptions, ScoredPlay,
};
pub use position::{format_position, parse_position, Axis, Placement, Pos, Position};

use crate::game::{Game, SaveError};
use crate::rng::GameRng;

impl Game for IotaGame {
    type Move = Move;
    type View = IotaView;
    type Error = PlayError;

    fn players(&self) -> usize {
        self.players
    }

    fn to_move(&self) -> Option<usize> {
        (!self.over).then_some(self.to_move)
    }

    fn legal_moves(&self) -> Vec<Move> {
        self.moves()
    }

    fn apply(&mut self, mv: &Move) -> Result<(), PlayError> {
        self.play(mv).map(|_| ())
    }

    fn is_over(&self) -> bool {
        self.over
    }

    fn view(&self, seat: usize) -> IotaView {
        IotaGame::view(self, seat)
    }

    fn redeal_hidden(&self, seat: usize, rng: &mut GameRng) -> IotaGame {
        // The seat's traded cards stay where it knows them to be (Y5b): at their depth
        // in the pile, or in the hand of the seat it saw draw them.
        let pile_known = self.pile_known(seat);
        let hands_known = self.hands_known(seat);
        let fixed = pile_known
            .iter()
            .map(|&(_, c)| c)
            .chain(hands_known.iter().map(|&(_, c)| c))
            .fold(CardSet::EMPTY, |s, c| s | CardSet::single(c));
        let mut g = self.clone();
        let mut hidden: Vec<Card> = g.pile.iter().copied().collect();
        for (s, h) in g.hands.iter().enumerate() {
            if s != seat {
                hidden.extend(h.iter().copied());
            }
        }
        hidden.retain(|&c| c.is_wild() || !fixed.contains(c));
        rng.shuffle(&mut hidden);
        let mut it = hidden.into_iter();
        for (s, h) in g.hands.iter_mut().enumerate() {
            if s != seat {
                let n = h.len();
                h.clear();
                h.extend(hands_known.iter().filter(|k| k.0 == s).map(|k| k.1));
                let free = n - h.len();
                h.extend(it.by_ref().take(free));
            }
        }
        let n = g.pile.len();
        let mut known = pile_known.iter().peekable();
        g.pile = (0..n)
            .map(|depth| match known.next_if(|k| k.0 == depth) {
                Some(&(_, c)) => c,
                None => it.next().expect("as many free cards as free places"),
            })
            .collect();
        g
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn save(&self) -> String {
        save::save(self)
    }

    fn load(text: &str) -> Result<IotaGame, SaveError> {
        save::load(text)
    }
}
