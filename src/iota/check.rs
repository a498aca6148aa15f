//! Checking a play (Y5a, Y8–Y11, Y16) and scoring it (Y12–Y15).

use super::board::{line_through, wilds_ok, Board, Cells, Line, Overlay};
use super::card::Card;
use super::error::PlayError;
use super::position::{Axis, Placement, Pos};
use arrayvec::ArrayVec;

/// Options for [`check_play`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckOptions {
    /// Y14: double the score when 4 cards are played (default on).
    pub all_four_bonus: bool,
    /// Y15: this play ends the game, double the score (default off).
    pub ends_game: bool,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            all_four_bonus: true,
            ends_game: false,
        }
    }
}

/// One line that scored (Y12).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredLine {
    /// Its cells in order along the line.
    pub cells: Vec<Pos>,
    /// Sum of its face values.
    pub points: u32,
}

/// The score of a legal play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayScore {
    /// Final score: `base * multiplier`.
    pub score: u32,
    /// Sum over the scored lines (Y12).
    pub base: u32,
    /// Lots among the scored lines (Y13).
    pub lots: u32,
    /// Y14 applied.
    pub all_four: bool,
    /// Y15 applied.
    pub ends_game: bool,
    /// 2^lots, ×2 for all four, ×2 for the end of the game.
    pub multiplier: u32,
    /// The lines that scored: the main line first, then the crossing lines.
    pub lines: Vec<ScoredLine>,
}

/// The multiplier of Y13–Y15.
#[cfg_attr(not(feature = "players"), inline(always))]
pub fn multiplier(lots: u32, all_four: bool, ends_game: bool) -> u32 {
    (1u32 << lots.min(8)) * if all_four { 2 } else { 1 } * if ends_game { 2 } else { 1 }
}

/// Checks the cheap facts about a play (card count, cells, duplicates) that need no
/// line. `board` must be valid.
fn check_cards(board: &Board, play: &[Placement]) -> Result<(), PlayError> {
    if play.is_empty() {
        return Err(PlayError::EmptyPlay);
    }
    if play.len() > 4 {
        return Err(PlayError::TooManyCards);
    }
    let mut wilds = board.wilds().len();
    for (i, p) in play.iter().enumerate() {
        if play[..i].iter().any(|q| q.pos == p.pos) {
            return Err(PlayError::DuplicateCell);
        }
        if p.card.is_wild() {
            wilds += 1;
            if wilds > 2 {
                return Err(PlayError::DuplicateCard);
            }
        } else if board.contains(p.card) || play[..i].iter().any(|q| q.card == p.card) {
            return Err(PlayError::DuplicateCard);
        }
    }
    if play.iter().any(|p| board.get(p.pos).is_some()) {
        return Err(PlayError::Occupied);
    }
    Ok(())
}

/// The axis of a play of two or more cards (Y9), or `None` for one card.
fn play_axis(play: &[Placement]) -> Result<Option<Axis>, PlayError> {
    if play.len() < 2 {
        return Ok(None);
    }
    let first = play[0].pos;
    if play.iter().all(|p| p.pos.y == first.y) {
        Ok(Some(Axis::Row))
    } else if play.iter().all(|p| p.pos.x == first.x) {
        Ok(Some(Axis::Column))
    } else {
        Err(PlayError::NotInLine)
    }
}

/// Checks `play` (the cards placed this turn) onto the valid `board` and scores it.
///
/// Checks, in order: cards and cells (`empty-play`, `too-many-cards`,
/// `duplicate-cell`, `duplicate-card`, `occupied`), one line (Y9, `not-in-line`,
/// `gap`), connection (Y10), the lines through the played cards (Y8 `too-long`, Y7
/// `invalid-line`) and the wilds on the whole grid (Y16 `invalid-line`).
pub fn check_play(
    board: &Board,
    play: &[Placement],
    options: CheckOptions,
) -> Result<PlayScore, PlayError> {
    let lines = legal_lines(board, play)?;
    let base: u32 = lines.iter().map(Line::points).sum();
    let lots = lines.iter().filter(|l| l.len() == 4).count() as u32;
    let all_four = options.all_four_bonus && play.len() == 4;
    let mult = multiplier(lots, all_four, options.ends_game);
    Ok(PlayScore {
        score: base * mult,
        base,
        lots,
        all_four,
        ends_game: options.ends_game,
        multiplier: mult,
        lines: lines
            .iter()
            .map(|l| ScoredLine {
                cells: l.cells.iter().map(|p| p.pos).collect(),
                points: l.points(),
            })
            .collect(),
    })
}

/// True if `play` is legal on `board` (same rules as [`check_play`], without scoring).
pub fn is_legal(board: &Board, play: &[Placement]) -> bool {
    legal_lines(board, play).is_ok()
}

/// The distinct lines (of 2+ cards) through the played cards, main line first, if the
/// play is legal.
pub(crate) fn legal_lines(
    board: &Board,
    play: &[Placement],
) -> Result<ArrayVec<Line, 5>, PlayError> {
    check_cards(board, play)?;
    let axis = play_axis(play)?;
    let grid = Overlay { board, extra: play };
    // Y9: one unbroken run from the first played card to the last. The walk stops at
    // the first empty cell, so it is short even across the whole i32 range.
    if let Some(axis) = axis {
        let lo = play.iter().map(|p| p.pos.along(axis)).min().unwrap_or(0);
        let hi = play.iter().map(|p| p.pos.along(axis)).max().unwrap_or(0);
        let start = play.iter().find(|p| p.pos.along(axis) == lo).map(|p| p.pos);
        let mut cell = start.unwrap_or_default();
        let mut along = lo;
        while along < hi {
            match cell.step(axis, 1) {
                Some(next) if grid.at(next).is_some() => cell = next,
                _ => return Err(PlayError::Gap),
            }
            along += 1;
        }
    }
    // Y10: some played card touches a card already on the grid.
    if !play
        .iter()
        .any(|p| p.pos.neighbours().any(|n| board.get(n).is_some()))
    {
        return Err(PlayError::NotConnected);
    }
    // Y11: every line through a played card (Y7, Y8).
    let mut lines: ArrayVec<Line, 5> = ArrayVec::new();
    let axes: &[Axis] = match axis {
        Some(Axis::Row) => &[Axis::Row, Axis::Column],
        Some(Axis::Column) => &[Axis::Column, Axis::Row],
        None => &[Axis::Row, Axis::Column],
    };
    let mut touches_wild = false;
    for (k, &ax) in axes.iter().enumerate() {
        let cells: &[Placement] = if k == 0 && axis.is_some() {
            &play[..1]
        } else {
            play
        };
        for p in cells {
            let line = line_through(&grid, p.pos, ax);
            if line.len() < 2 {
                continue;
            }
            if line.len() > 4 {
                return Err(PlayError::TooLong);
            }
            if !line.summary().consistent() {
                return Err(PlayError::InvalidLine);
            }
            touches_wild |= line.has_wild();
            lines.push(line);
        }
    }
    // Y16: the wilds on the whole grid, if any line through them changed.
    if touches_wild {
        let mut wilds: ArrayVec<Pos, 4> = board.wilds().iter().copied().collect();
        wilds.extend(play.iter().filter(|p| p.card.is_wild()).map(|p| p.pos));
        if !wilds_ok(&grid, &wilds) {
            return Err(PlayError::InvalidLine);
        }
    }
    Ok(lines)
}

/// Y18: may `card` (numbered, from the hand) replace the wild on `pos`? It must fit
/// every line through the cell with the other wild still free.
pub fn recycle_fits(board: &Board, pos: Pos, card: Card) -> Result<(), PlayError> {
    if board.get(pos) != Some(Card::WILD) {
        return Err(PlayError::NoWildThere);
    }
    if card.is_wild() {
        return Err(PlayError::Illegal);
    }
    if board.contains(card) {
        return Err(PlayError::DuplicateCard);
    }
    let extra = [Placement { card, pos }];
    let grid = Overlay {
        board,
        extra: &extra,
    };
    for axis in [Axis::Row, Axis::Column] {
        if !line_through(&grid, pos, axis).summary().consistent() {
            return Err(PlayError::RecycleMisfit);
        }
    }
    let others: ArrayVec<Pos, 2> = board
        .wilds()
        .iter()
        .copied()
        .filter(|&w| w != pos)
        .collect();
    if !others.is_empty() && !wilds_ok(&grid, &others) {
        return Err(PlayError::RecycleMisfit);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iota::position::parse_position;

    #[test]
    fn rulebook_first_turn() {
        let b = Board::new(&parse_position("2RT@0,1").unwrap()).unwrap();
        let s = check_play(
            &b,
            &parse_position("2BX@1,1 2GC@2,1").unwrap(),
            CheckOptions::default(),
        )
        .unwrap();
        assert_eq!((s.score, s.base, s.lots, s.multiplier), (6, 6, 0, 1));
        assert_eq!(s.lines.len(), 1);
        assert_eq!(
            s.lines[0].cells,
            vec![Pos::new(0, 1), Pos::new(1, 1), Pos::new(2, 1)]
        );
    }
}
