//! The master's learnt tables (`super::iota_master`), written by
//! `cargo run --release --example master_table -- --games 20000 --seed 1`:
//! 555386 turns of medium self-play, a mean of 18.96 points a turn. Values in tenths
//! of a point, indexed by `super::iota_master::shape_index`. Do not edit by hand.

/// The points a turn begun with a hand of this shape makes, over the mean.
pub const HAND: [i16; 90] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -28, 4, -9, 28, 9, 64,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 77, 99, 358, 501, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 310, 389, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];
/// The points of the next turn after keeping cards of this shape, over the mean.
pub const LEAVE: [i16; 90] = [
    32, 0, 0, 0, 0, 0, 22, 35, 0, 0, 0, 0, -9, 18, 0, 0, 0, 0, -24, 8, 9, 59, 0, 0, 0, 0, 0, 0, 0,
    0, 97, 0, 0, 0, 0, 0, 142, 158, 0, 0, 0, 0, 120, 159, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 144, 0, 0, 0, 0, 0, 102, 71, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0,
];
