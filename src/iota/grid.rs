//! A dense copy of a [`Board`] for move generation: one byte per cell over the grid's
//! bounding box and [`MARGIN`] cells around it, so that the many lookups of one call
//! (every cell of every strip, and each empty cell's crossing line) are an index
//! instead of a hash probe, and the frontier (Y10) comes out in row or column order
//! by scanning.
//!
//! A board whose cards lie far apart (a `Board` may hold any set of valid lines) would
//! need a large table, and one at the edge of the `i32` range would reach past it:
//! then the grid keeps no table and asks the board instead, with the same answers.

use super::board::{Board, Cells};
use super::card::Card;
use super::position::{Axis, Pos};

/// The largest table built (bytes); a grid of 66 cards in one snake fits easily.
const MAX_CELLS: i64 = 4096;
/// Cells of the table around the bounding box: a play's cells lie within 4 of the
/// box (a line of at most 4 cells touching it, Y8, Y10), and one more says "empty".
const MARGIN: i64 = 5;
/// The low bits of a cell: its card's index + 1, 0 for an empty cell.
const CARD: u8 = 0x7f;
/// Set on an empty cell next to a card (Y10).
const FRONTIER: u8 = 0x80;

/// What [`Grid::look`] sees on a cell.
pub(crate) enum Look {
    Card(Card),
    /// Empty, and a card may lie next to it.
    Near,
    /// Empty, and no card lies next to it.
    Lonely,
}

/// The cards of a board in a dense table (see the module).
pub(crate) struct Grid<'a> {
    board: &'a Board,
    x0: i32,
    y0: i32,
    /// Columns and rows of the table: 0 if there is none (the board answers).
    /// The tests in game.rs read the columns.
    pub(super) w: u32,
    h: u32,
    cells: Vec<u8>,
}

impl<'a> Grid<'a> {
    /// The dense table of `board`, or a grid that asks `board` if it is too spread out.
    pub(crate) fn new(board: &'a Board) -> Grid<'a> {
        let mut g = Grid {
            board,
            x0: 0,
            y0: 0,
            w: 0,
            h: 0,
            cells: Vec::new(),
        };
        let Some(first) = board.placements().first() else {
            return g;
        };
        let (mut lo, mut hi) = (first.pos, first.pos);
        for p in board.placements() {
            lo.x = lo.x.min(p.pos.x);
            lo.y = lo.y.min(p.pos.y);
            hi.x = hi.x.max(p.pos.x);
            hi.y = hi.y.max(p.pos.y);
        }
        let (x0, y0) = (i64::from(lo.x) - MARGIN, i64::from(lo.y) - MARGIN);
        let (x1, y1) = (i64::from(hi.x) + MARGIN, i64::from(hi.y) + MARGIN);
        let (w, h) = (x1 - x0 + 1, y1 - y0 + 1);
        let range = i64::from(i32::MIN)..=i64::from(i32::MAX);
        if w * h > MAX_CELLS || ![x0, y0, x1, y1].iter().all(|v| range.contains(v)) {
            return g;
        }
        g.x0 = x0 as i32;
        g.y0 = y0 as i32;
        g.w = w as u32;
        g.h = h as u32;
        g.cells = vec![0; (w * h) as usize];
        for p in board.placements() {
            if let Some(i) = g.index(p.pos) {
                g.cells[i] = p.card.index() + 1;
            }
        }
        // Every card lies MARGIN cells inside the table: its neighbours are too.
        let w = w as usize;
        for p in board.placements() {
            if let Some(i) = g.index(p.pos) {
                for n in [i - 1, i + 1, i - w, i + w] {
                    if g.cells[n] & CARD == 0 {
                        g.cells[n] |= FRONTIER;
                    }
                }
            }
        }
        g
    }

    /// The table's index of `pos`, `None` outside it.
    #[inline(always)]
    fn index(&self, pos: Pos) -> Option<usize> {
        let dx = pos.x.wrapping_sub(self.x0) as u32;
        let dy = pos.y.wrapping_sub(self.y0) as u32;
        (dx < self.w && dy < self.h).then_some((dy * self.w + dx) as usize)
    }

    /// What lies on `pos`, in one look: its card; or for an empty cell, whether a
    /// card may lie next to it (`Near`; always said when there is no table) or none
    /// does (`Lonely`: both lines through it are then empty).
    #[inline(always)]
    pub(crate) fn look(&self, pos: Pos) -> Look {
        if self.w == 0 {
            return self.board.get(pos).map_or(Look::Near, Look::Card);
        }
        let Some(i) = self.index(pos) else {
            return Look::Lonely;
        };
        let v = self.cells[i];
        if v == 0 {
            Look::Lonely
        } else if v & CARD == 0 {
            Look::Near
        } else {
            Card::from_index((v & CARD) - 1).map_or(Look::Near, Look::Card)
        }
    }

    /// The cards on the `n`-th cells from `pos` along `axis` in direction `dir` (±1),
    /// `n` = 1, 2, … until the first empty cell, at most 4 of them, with their cells;
    /// `None` when the table cannot tell (no table, or `pos` too near its edge).
    #[inline]
    pub(crate) fn run(&self, pos: Pos, axis: Axis, dir: i32) -> Option<([Card; 4], usize)> {
        let dx = pos.x.wrapping_sub(self.x0) as u32;
        let dy = pos.y.wrapping_sub(self.y0) as u32;
        // Four steps from the cell stay in the table.
        let (along, len, stride) = match axis {
            Axis::Row => (dx, self.w, 1),
            Axis::Column => (dy, self.h, self.w as usize),
        };
        if dx >= self.w || dy >= self.h || along < 4 || along + 4 >= len {
            return None;
        }
        let mut i = (dy * self.w + dx) as usize;
        let mut out = [Card::WILD; 4];
        let mut n = 0;
        while n < 4 {
            i = if dir < 0 { i - stride } else { i + stride };
            let v = self.cells[i] & CARD;
            if v == 0 {
                break;
            }
            out[n] = Card::from_index(v - 1)?;
            n += 1;
        }
        Some((out, n))
    }

    /// The frontier (empty cells next to a card), sorted along `axis` within each
    /// line and line by line: for rows by `y` then `x`, for columns by `x` then `y`.
    pub(crate) fn frontier(&self, axis: Axis) -> Vec<Pos> {
        if self.w == 0 {
            let mut cells = self.board.frontier();
            crate::sort::sort_by_key(&mut cells, |p| (p.across(axis), p.along(axis)));
            return cells;
        }
        let mut out = Vec::with_capacity(64);
        // Frontier cells lie within one cell of the box.
        let m = MARGIN as u32 - 1;
        let (lines, along) = match axis {
            Axis::Row => (m..self.h - m, m..self.w - m),
            Axis::Column => (m..self.w - m, m..self.h - m),
        };
        for a in lines {
            for b in along.clone() {
                let (dx, dy) = match axis {
                    Axis::Row => (b, a),
                    Axis::Column => (a, b),
                };
                if self.cells[(dy * self.w + dx) as usize] & FRONTIER != 0 {
                    out.push(Pos {
                        x: self.x0.wrapping_add(dx as i32),
                        y: self.y0.wrapping_add(dy as i32),
                    });
                }
            }
        }
        out
    }
}

impl Cells for Grid<'_> {
    #[inline(always)]
    fn at(&self, pos: Pos) -> Option<Card> {
        if self.w == 0 {
            return self.board.get(pos);
        }
        let v = self.cells[self.index(pos)?] & CARD;
        if v == 0 {
            None
        } else {
            Card::from_index(v - 1)
        }
    }
}
