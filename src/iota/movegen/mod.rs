//! Move generation: every legal play of a hand (Y5a, Y8–Y11, Y16), with its score
//! (Y12–Y15); the legal cells of one card; the dead cells. Two parts:
//!
//! - generation ([`generate`]): the plays in no particular order, with their scores
//!   ([`for_each_play`], the computer players' fast path; [`count_plays`],
//!   [`best_play`]), and [`legal_cells`] and [`dead_cells`];
//! - play order and text ([`order`]): the same plays in the canonical order, best
//!   score first, equal scores by canonical position text ([`for_each_play_sorted`],
//!   [`legal_plays`]), and as one flat list of numbers for the JS boundary
//!   ([`plays_flat`]).
//!
//! The order depends on generation, never the other way.

mod generate;
mod order;

pub use generate::{best_play, count_plays, dead_cells, for_each_play, legal_cells, PlaysOptions};
pub use order::{for_each_play_sorted, legal_plays, plays_flat, ScoredPlay};
