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
//! where one card may go alone, [`dead_cells`] the cells no card can ever fill.
//!
//! ## Layout
//! [`card`] (cards and codes), [`bounds`] (the bounds of a score), [`position`] (cells, placements, position text),
//! [`cardset`] (card sets as `u64`, line arithmetic and the wild solver), [`board`]
//! (grid and lines), [`check`] (play checking and scoring), [`error`] (refusals, each
//! with its API code), [`explain`] (which line and attribute a refused play
//! breaks), [`movegen`] (every legal play, legal cells, dead cells),
//! [`game`] (the state machine, [`crate::game::Game`]), [`save`] (the save format),
//! [`best`] (the best move of a hand, recycles included, for reviews), [`puzzle`]
//! (the puzzle of the day).

pub mod best;
pub mod board;
pub mod bounds;
pub mod card;
pub mod cardset;
pub mod check;
pub mod error;
pub mod explain;
pub mod game;
pub mod movegen;
pub mod position;
pub mod puzzle;
pub mod save;

pub use best::best_turn;
pub use board::{Board, Line};
pub use bounds::{max_score, MAX_START_SCORE, MAX_TURN_SCORE};
pub use card::{Card, Colour, Shape};
pub use cardset::{CardSet, Summary};
pub use check::{check_play, is_legal, recycle_fits, CheckOptions, PlayScore, ScoredLine};
pub use error::{ParseError, PlayError, SetupError};
pub use explain::{explain_play, explain_recycle, Attribute, Fault, FaultLine};
pub use game::{
    Action, IotaGame, IotaOptions, IotaView, LastMove, Move, MoveKind, Setup, TurnOutcome,
};
pub use movegen::{
    best_play, count_plays, dead_cells, for_each_play, for_each_play_sorted, legal_cells,
    legal_plays, PlaysOptions, ScoredPlay,
};
pub use position::{format_position, parse_position, Axis, Placement, Pos, Position};
