//! The bounds of a score (Y12–Y15): the most one turn can score, and the most a seat
//! can have with a given grid. Setups and saves are checked against them (the game,
//! and the messages of its refusals), so they sit below both.

/// The most one turn can score (Y12–Y15). A play of at most 4 cards lies in at most 5
/// scored lines (its own line and one crossing line per card played), each of at most
/// 4 cards (Y8) worth at most 4 points (Y2): at most 80 points. That is doubled for
/// each of at most 5 lots (Y13), for all four (Y14) and for the end of the game (Y15):
/// at most ×128.
pub const MAX_TURN_SCORE: u32 = 5 * 4 * 4 * (1 << 5) * 2 * 2;

/// The head start a setup may give a score (see [`max_score`]).
pub const MAX_START_SCORE: u32 = 1_000_000;

/// The largest score a seat may have when the grid holds `grid_cards` cards: the head
/// start plus the most every play so far could have scored, [`MAX_TURN_SCORE`] for
/// each card on the grid after the first. Setups and saves above it are refused.
///
/// Why no sequence of legal moves can take a score past it (so the sums never
/// overflow): a play scores at most [`MAX_TURN_SCORE`] and puts at least one card on
/// the grid, raising the bound by at least as much; passes, trades and recycles score
/// nothing and leave the number of grid cards as it is. A grid holds at most the 66
/// cards (Y1), so no score ever exceeds 1,000,000 + 65 × 10,240 = 1,665,600.
pub fn max_score(grid_cards: usize) -> u32 {
    let plays = u32::try_from(grid_cards.saturating_sub(1)).unwrap_or(u32::MAX);
    MAX_START_SCORE.saturating_add(MAX_TURN_SCORE.saturating_mul(plays))
}
