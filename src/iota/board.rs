//! The grid (Y6–Y11, Y16): cards on cells, lines as maximal runs, and the validity of
//! a whole grid.
//!
//! A [`Board`] holds at most 66 cards anywhere in the `i32 × i32` plane, in a small
//! open-addressing hash table (256 slots, no allocation), so a lookup costs a
//! multiplication and usually one probe.

use super::card::Card;
use super::cardset::{wilds_feasible, CardSet, Summary, WildLine};
use super::error::PlayError;
use super::position::{Axis, Placement, Pos};
use arrayvec::ArrayVec;
use std::fmt;

const SLOTS: usize = 256;

/// Anything that can say which card lies on a cell: a board, or a board with a play
/// laid over it.
pub trait Cells {
    /// The card on `pos`, if any.
    fn at(&self, pos: Pos) -> Option<Card>;
}

/// The cards on the grid. Always valid when built by [`Board::new`] (Y6–Y8, Y16).
#[derive(Clone)]
pub struct Board {
    cells: ArrayVec<Placement, 66>,
    /// Index + 1 into `cells`, 0 for an empty slot.
    table: [u8; SLOTS],
    numbered: CardSet,
    wilds: ArrayVec<Pos, 2>,
}

#[inline]
fn slot(pos: Pos) -> usize {
    let key = (u64::from(pos.x as u32) << 32) | u64::from(pos.y as u32);
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as usize
}

impl Board {
    /// A valid board from placements. Refused: empty (`bad-board`), two cards on a
    /// cell (`duplicate-cell`), a numbered card twice or more than two wilds
    /// (`duplicate-card`), lines breaking Y7/Y8/Y16 (`bad-board`). The cards need not
    /// form one connected group (a diagram may show part of a grid).
    pub fn new(placements: &[Placement]) -> Result<Board, PlayError> {
        if placements.is_empty() {
            return Err(PlayError::BadBoard);
        }
        if placements.len() > 66 {
            return Err(PlayError::DuplicateCard);
        }
        let mut board = Board::empty();
        for p in placements {
            if board.at(p.pos).is_some() {
                return Err(PlayError::DuplicateCell);
            }
            if board.numbered.contains(p.card) || (p.card.is_wild() && board.wilds.is_full()) {
                return Err(PlayError::DuplicateCard);
            }
            board.insert(*p);
        }
        if !board.is_valid() {
            return Err(PlayError::BadBoard);
        }
        Ok(board)
    }

    /// A board with no card (only as a starting point for [`Board::insert`]).
    pub(crate) fn empty() -> Board {
        Board {
            cells: ArrayVec::new(),
            table: [0; SLOTS],
            numbered: CardSet::EMPTY,
            wilds: ArrayVec::new(),
        }
    }

    /// Puts a card on an empty cell without checking any rule. The caller guarantees
    /// the cell is empty, the card is not already on the board and at most two wilds.
    pub(crate) fn insert(&mut self, p: Placement) {
        debug_assert!(self.at(p.pos).is_none());
        let mut s = slot(p.pos);
        while self.table[s] != 0 {
            s = (s + 1) % SLOTS;
        }
        self.cells.push(p);
        self.table[s] = self.cells.len() as u8;
        if p.card.is_wild() {
            self.wilds.push(p.pos);
        } else {
            self.numbered.0 |= 1 << p.card.index();
        }
    }

    /// Replaces the wild on `pos` by the numbered `card` (Y18), without checking the
    /// lines; does nothing unless a wild lies on `pos`.
    pub(crate) fn replace_wild(&mut self, pos: Pos, card: Card) {
        if let Some(i) = self.index_of(pos) {
            if self.cells[i].card.is_wild() && !card.is_wild() {
                self.cells[i].card = card;
                self.wilds.retain(|w| *w != pos);
                self.numbered.0 |= 1 << card.index();
            }
        }
    }

    #[inline]
    fn index_of(&self, pos: Pos) -> Option<usize> {
        let mut s = slot(pos);
        loop {
            let i = self.table[s];
            if i == 0 {
                return None;
            }
            let i = usize::from(i - 1);
            if self.cells[i].pos == pos {
                return Some(i);
            }
            s = (s + 1) % SLOTS;
        }
    }

    /// The card on `pos`.
    #[inline]
    pub fn get(&self, pos: Pos) -> Option<Card> {
        self.index_of(pos).map(|i| self.cells[i].card)
    }

    /// Number of cards on the grid.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// True if no card is on the grid (never for a board built by [`Board::new`]).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cards in the order they were put down.
    pub fn placements(&self) -> &[Placement] {
        &self.cells
    }

    /// The cards sorted by row (`y`) then column (`x`).
    pub fn sorted(&self) -> Vec<Placement> {
        let mut v = self.cells.to_vec();
        crate::sort::sort_by_key(&mut v, |p| (p.pos.y, p.pos.x, p.card));
        v
    }

    /// The numbered cards on the grid.
    pub fn numbered(&self) -> CardSet {
        self.numbered
    }

    /// The cells holding a wild.
    pub fn wilds(&self) -> &[Pos] {
        &self.wilds
    }

    /// True if `card` (numbered) lies on the grid.
    pub fn contains(&self, card: Card) -> bool {
        self.numbered.contains(card)
    }

    /// The empty cells next to a card, sorted by `y` then `x`.
    pub fn frontier(&self) -> Vec<Pos> {
        let mut out: Vec<Pos> = self
            .cells
            .iter()
            .flat_map(|p| p.pos.neighbours())
            .filter(|&n| self.get(n).is_none())
            .collect();
        crate::sort::sort_by_key(&mut out, |p| (p.y, p.x));
        out.dedup();
        out
    }

    /// Y6–Y8 and Y16 for the whole grid.
    pub fn is_valid(&self) -> bool {
        for p in &self.cells {
            for axis in [Axis::Row, Axis::Column] {
                // Each line once, from its first card; a card alone along `axis` is no
                // line.
                let card_at = |steps| p.pos.step(axis, steps).and_then(|q| self.get(q));
                if card_at(-1).is_some() || card_at(1).is_none() {
                    continue;
                }
                let line = line_through(self, p.pos, axis);
                if line.len() > 4 || !line.summary().consistent() {
                    return false;
                }
            }
        }
        wilds_ok(self, &self.wilds)
    }
}

impl Cells for Board {
    #[inline]
    fn at(&self, pos: Pos) -> Option<Card> {
        self.get(pos)
    }
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.len() == other.len() && self.cells.iter().all(|p| other.get(p.pos) == Some(p.card))
    }
}

impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Board({})",
            super::position::format_position(&self.cells)
        )
    }
}

/// A board with some placements laid over it (the placements win).
pub struct Overlay<'a> {
    /// The grid.
    pub board: &'a Board,
    /// The cards laid over it.
    pub extra: &'a [Placement],
}

impl Cells for Overlay<'_> {
    #[inline]
    fn at(&self, pos: Pos) -> Option<Card> {
        for p in self.extra {
            if p.pos == pos {
                return Some(p.card);
            }
        }
        self.board.get(pos)
    }
}

/// A maximal run of cards (Y6) through one cell along one axis, in order. Runs longer
/// than 9 are cut at 4 cells on each side of the cell (they are too long anyway).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The axis.
    pub axis: Axis,
    /// The cards in order along the axis.
    pub cells: ArrayVec<Placement, 9>,
}

impl Line {
    /// Number of cards.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// True if the run is empty (never, for a run through a card).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The numbered cards summarised per attribute.
    pub fn summary(&self) -> Summary {
        let mut s = Summary::default();
        for p in &self.cells {
            s.add(p.card);
        }
        s
    }

    /// Sum of face values (Y2, Y12).
    pub fn points(&self) -> u32 {
        self.cells.iter().map(|p| p.card.value()).sum()
    }

    /// True if a wild lies in the run.
    pub fn has_wild(&self) -> bool {
        self.cells.iter().any(|p| p.card.is_wild())
    }

    /// True if `pos` lies in the run.
    pub fn contains(&self, pos: Pos) -> bool {
        self.cells.iter().any(|p| p.pos == pos)
    }
}

/// The run of cards through `pos` along `axis` (just `pos` if it stands alone; empty
/// if `pos` is empty).
pub fn line_through<G: Cells>(g: &G, pos: Pos, axis: Axis) -> Line {
    let mut cells = ArrayVec::new();
    let Some(card) = g.at(pos) else {
        return Line { axis, cells };
    };
    let mut before: ArrayVec<Placement, 4> = ArrayVec::new();
    let mut p = pos;
    while let Some(q) = p.step(axis, -1) {
        match g.at(q) {
            Some(c) if !before.is_full() => before.push(Placement { card: c, pos: q }),
            _ => break,
        }
        p = q;
    }
    cells.extend(before.into_iter().rev());
    cells.push(Placement { card, pos });
    let mut p = pos;
    for _ in 0..4 {
        let Some(q) = p.step(axis, 1) else { break };
        match g.at(q) {
            Some(c) => cells.push(Placement { card: c, pos: q }),
            None => break,
        }
        p = q;
    }
    Line { axis, cells }
}

/// Y16: one card for every wild in `wilds` satisfies every line through them.
pub fn wilds_ok<G: Cells>(g: &G, wilds: &[Pos]) -> bool {
    if wilds.is_empty() {
        return true;
    }
    let mut lines: ArrayVec<WildLine, 8> = ArrayVec::new();
    let mut seen: ArrayVec<(Pos, Axis), 8> = ArrayVec::new();
    for &w in wilds {
        for axis in [Axis::Row, Axis::Column] {
            let line = line_through(g, w, axis);
            if line.len() < 2 {
                continue;
            }
            if line.len() > 4 {
                return false;
            }
            let key = (line.cells[0].pos, axis);
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            let mut vars = 0u8;
            for (i, &v) in wilds.iter().enumerate() {
                if line.contains(v) {
                    vars |= 1 << i;
                }
            }
            lines.push(WildLine {
                fixed: line.summary(),
                len: line.len() as u8,
                vars,
            });
        }
    }
    wilds_feasible(&lines, wilds.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iota::position::parse_position;

    fn board(text: &str) -> Result<Board, PlayError> {
        Board::new(&parse_position(text).unwrap())
    }

    #[test]
    fn lookups_and_equality() {
        let b = board("3RT@0,0 2RT@1,0 W@2,0").unwrap();
        let c = board("W@2,0 2RT@1,0 3RT@0,0").unwrap();
        assert_eq!(b, c);
        assert_eq!(b.get(Pos::new(1, 0)), Some("2RT".parse().unwrap()));
        assert_eq!(b.get(Pos::new(3, 0)), None);
        assert_eq!(b.wilds(), &[Pos::new(2, 0)]);
        assert_eq!(b.frontier().len(), 8);
    }

    #[test]
    fn y8_board_lines_at_most_four() {
        assert_eq!(
            board("1RT@0,0 2RT@1,0 3RT@2,0 4RT@3,0 W@4,0"),
            Err(PlayError::BadBoard)
        );
        assert!(board("1RT@0,0 2RT@1,0 3RT@2,0 4RT@3,0").is_ok());
    }

    #[test]
    fn board_errors() {
        assert_eq!(board(""), Err(PlayError::BadBoard));
        assert_eq!(board("1RT@0,0 2RT@0,0"), Err(PlayError::DuplicateCell));
        assert_eq!(board("1RT@0,0 1RT@1,0"), Err(PlayError::DuplicateCard));
        assert_eq!(board("W@0,0 W@1,0 W@2,0"), Err(PlayError::DuplicateCard));
        assert_eq!(board("1RT@0,0 2GT@1,0 3GT@2,0"), Err(PlayError::BadBoard));
    }

    #[test]
    fn y16_board_wild_must_be_one_card_in_row_and_column() {
        // W at (1,0): the row forces red, the column forces green.
        assert_eq!(
            board("1RT@0,0 W@1,0 3RT@2,0 1GS@1,1 2GS@1,2"),
            Err(PlayError::BadBoard)
        );
        assert!(board("1RT@0,0 W@1,0 3RT@2,0 1RS@1,1 2RX@1,2").is_ok());
    }

    #[test]
    fn y6_grid_edges_do_not_overflow() {
        let b = board(&format!("1RT@{},0 2RT@{},0", i32::MAX - 1, i32::MAX)).unwrap();
        assert_eq!(line_through(&b, Pos::new(i32::MAX, 0), Axis::Row).len(), 2);
        assert_eq!(b.frontier().len(), 5);
    }
}
