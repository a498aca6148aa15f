//! Generation: every legal play of a hand (Y5a, Y8–Y11, Y16), with its score
//! (Y12–Y15), in no particular order; the legal cells of one card; the dead cells.
//!
//! ## How
//! A play of two or more cards lies in one row or column, and after it the cells it
//! fills together with the grid cards between them form the play's **main line**: a
//! maximal run of 2–4 cells. Conversely the run determines the play's cells (its
//! empty cells). So the generator walks, for each row and column near the grid, every
//! window of 2–4 cells whose two outer neighbours are empty and one of whose empty
//! cells touches the grid (Y10), and assigns hand cards to its empty cells by depth-
//! first search. Each empty cell carries a precomputed [`CardSet`] (one bit per
//! numbered card) of the cards its crossing line accepts (Y7, Y8), and the main line
//! so far gives the set of cards that may join it, so each step is a few `u64`
//! operations. Hand cards are a multiset (the two wilds are one kind), so a play is
//! produced once. Single cards are handled apart (they lie in a row *and* a column).
//!
//! Line by line, a line with wilds can be completed exactly when its numbered cards
//! are consistent (a wild takes the common or an unused value). Wilds interact only
//! when a wild lies in two lines (or two wilds share a line and one of them lies in
//! another); only then is the exact per-attribute solver of [`crate::iota::cardset`]
//! run on the finished play. Nothing is allocated per play on the fast path
//! ([`for_each_play`]); [`legal_plays`](super::legal_plays) collects and sorts
//! ([`super::order`]).

use crate::iota::board::{line_through, wilds_ok, Board, Cells, Overlay};
use crate::iota::card::Card;
use crate::iota::cardset::{wilds_feasible, CardSet, Summary, WildLine};
use crate::iota::check::multiplier;
use crate::iota::error::PlayError;
use crate::iota::grid::{Grid, Look};
use crate::iota::position::{Axis, Placement, Pos};
use arrayvec::ArrayVec;

/// Options for [`legal_plays`](super::legal_plays).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlaysOptions {
    /// Y14: double the score of four-card plays (default on).
    pub all_four_bonus: bool,
    /// Y15: the draw pile is empty, so a play using every card of the hand ends the
    /// game and is doubled (default off).
    pub pile_empty: bool,
}

impl Default for PlaysOptions {
    fn default() -> Self {
        PlaysOptions {
            all_four_bonus: true,
            pile_empty: false,
        }
    }
}

/// The cards on both sides of a cell along one axis (the cell itself excluded).
#[derive(Clone, Copy, Debug, Default)]
struct Side {
    len: u8,
    sum: u16,
    summary: Summary,
    /// Bit `i`: the board's wild `i` lies on this side.
    wilds: u8,
}

impl Side {
    #[inline]
    fn of<G: Cells>(g: &G, pos: Pos, axis: Axis, board_wilds: &[Pos]) -> Side {
        let mut side = Side::default();
        for dir in [-1, 1] {
            let mut p = pos;
            for _ in 0..4 {
                let Some(q) = p.step(axis, dir) else { break };
                let Some(card) = g.at(q) else { break };
                side.add(card, q, board_wilds);
                p = q;
            }
        }
        side
    }

    /// [`Side::of`], read from the grid's table where it can tell.
    #[inline]
    fn of_grid(g: &Grid, pos: Pos, axis: Axis, board_wilds: &[Pos]) -> Side {
        let mut side = Side::default();
        for dir in [-1, 1] {
            let Some((cards, n)) = g.run(pos, axis, dir) else {
                return Side::of(g, pos, axis, board_wilds);
            };
            for (k, &card) in cards[..n.min(4)].iter().enumerate() {
                // Only a wild's cell matters (its solver bit).
                let q = if card.is_wild() {
                    pos.step(axis, dir * (k as i32 + 1)).unwrap_or(pos)
                } else {
                    pos
                };
                side.add(card, q, board_wilds);
            }
        }
        side
    }

    #[inline]
    fn add(&mut self, card: Card, pos: Pos, board_wilds: &[Pos]) {
        self.len += 1;
        self.sum += card.value() as u16;
        self.summary.add(card);
        if card.is_wild() {
            self.wilds |= wild_bit(board_wilds, pos);
        }
    }

    /// The numbered cards that may lie on the cell as far as this line goes.
    #[cfg_attr(not(feature = "players"), inline(always))]
    #[cfg_attr(feature = "players", inline)]
    fn accepts(&self) -> CardSet {
        match self.len {
            0 => CardSet::ALL,
            1..=3 => self.summary.extensions(),
            _ => CardSet::EMPTY,
        }
    }

    /// May a wild lie on the cell as far as this line goes?
    #[cfg_attr(not(feature = "players"), inline(always))]
    #[cfg_attr(feature = "players", inline)]
    fn accepts_wild(&self) -> bool {
        self.len <= 3 && self.summary.consistent()
    }

    /// Points this line scores with `card` on the cell, and whether it is a lot.
    #[cfg_attr(not(feature = "players"), inline(always))]
    #[cfg_attr(feature = "players", inline)]
    fn score(&self, card: Card) -> (u32, bool) {
        // Without a branch (which cell has a crossing line is hard to predict): with
        // no card on the line its sum is 0, and the card scores nothing there.
        (
            u32::from(self.sum) + card.value() * u32::from(self.len != 0),
            self.len == 3,
        )
    }

    /// The line through the cell with `card` on it, for the wild solver: `var` is the
    /// solver variable of `card` if it is a wild. `None` if no wild is in the line.
    #[inline]
    fn wild_line(&self, card: Card, var: u8) -> Option<WildLine> {
        if self.len == 0 || (self.wilds == 0 && !card.is_wild()) {
            return None;
        }
        let mut fixed = self.summary;
        fixed.add(card);
        Some(WildLine {
            fixed,
            len: self.len + 1,
            vars: self.wilds | if card.is_wild() { 1 << var } else { 0 },
        })
    }
}

/// The solver bit of the board wild on `pos` (0 if none lies there).
#[inline]
fn wild_bit(board_wilds: &[Pos], pos: Pos) -> u8 {
    board_wilds
        .iter()
        .position(|&w| w == pos)
        .map_or(0, |i| 1 << i)
}

/// `covers` bits of the board wilds in `wilds` along `axis`: bit `2i + axis`.
#[inline]
fn covers(wilds: u8, axis: Axis) -> u8 {
    let shift = if axis == Axis::Row { 0 } else { 1 };
    let mut out = 0;
    for i in 0..2 {
        if wilds >> i & 1 == 1 {
            out |= 1 << (2 * i + shift);
        }
    }
    out
}

/// Y16 for the hand's wilds (one or two) in a main line of `len` cells whose numbered
/// cards are `main` (consistent), when no board wild is involved: wild `i` may take, per
/// attribute, the values `doms[i]` allowed by its crossing line, which holds no other
/// wild. So the main line is the only line shared by two wilds: per attribute, some
/// values from the domains must make the main line all the same or all different.
/// (The general solver, [`wilds_feasible`], decides the same: see the tests.)
#[cfg_attr(not(feature = "players"), inline(always))]
#[cfg_attr(feature = "players", inline)]
fn hand_wilds_fit(main: Summary, len: u8, doms: &[[u8; 3]]) -> bool {
    let n = main.count();
    (0..3).all(|a| {
        let f = main.mask(a);
        let pf = pop4_of(f);
        // The values every card of the main line shares, if they may all be the same.
        let same = match pf {
            0 => 15,
            1 => f,
            _ => 0,
        };
        // All different: no two numbered cards alike, and the wilds take new values.
        let differ = pf == n && len <= 4;
        match doms {
            [d] => d[a] & same != 0 || (differ && d[a] & !f & 15 != 0),
            [d, e] => {
                let (x, y) = (d[a] & !f & 15, e[a] & !f & 15);
                d[a] & e[a] & same != 0 || (differ && x != 0 && y != 0 && pop4_of(x | y) >= 2)
            }
            _ => true,
        }
    })
}

#[inline]
fn pop4_of(m: u8) -> u8 {
    (m & 15).count_ones() as u8
}

/// Some card of the hand may still lie on `cell` after `acc`, whose main line admits
/// the cards `ext` (else the assignment stops there: [`Gen::assign`] would find
/// nothing).
#[inline(always)]
fn fits_next(cell: &StripCell, acc: &Acc, ext: u64) -> bool {
    (acc.hand_wilds > 0 && cell.wild_ok) || acc.set.0 & cell.cand.0 & ext != 0
}

/// A validated hand: its numbered cards as a set, and its wilds.
#[derive(Clone, Copy, Debug)]
struct Hand {
    set: CardSet,
    wilds: u8,
    len: usize,
}

fn validate_hand(board: &Board, hand: &[Card]) -> Result<Hand, PlayError> {
    if hand.len() > 4 {
        return Err(PlayError::HandTooLarge);
    }
    let mut h = Hand {
        set: CardSet::EMPTY,
        wilds: 0,
        len: hand.len(),
    };
    for &c in hand {
        if c.is_wild() {
            h.wilds += 1;
        } else if h.set.contains(c) || board.contains(c) {
            return Err(PlayError::DuplicateCard);
        } else {
            h.set = h.set | CardSet::single(c);
        }
    }
    if usize::from(h.wilds) + board.wilds().len() > 2 {
        return Err(PlayError::DuplicateCard);
    }
    Ok(h)
}

/// One cell of a strip (part of a row or column) scanned for windows.
#[derive(Clone, Copy, Debug, Default)]
struct StripCell {
    /// `None` outside the i32 range.
    pos: Option<Pos>,
    card: Option<Card>,
    /// Empty and next to a card.
    frontier: bool,
    /// The crossing line (across the strip's axis), for empty cells.
    cross: Side,
    /// Hand cards the crossing line accepts.
    cand: CardSet,
    /// A hand wild may lie here as far as the crossing line goes.
    wild_ok: bool,
    /// For a board wild: its solver bit.
    wild_bit: u8,
    /// For empty cells whose crossing line holds no wild: per attribute, the values a
    /// wild on the cell may take as far as the crossing line goes.
    wild_dom: [u8; 3],
}

impl StripCell {
    /// No hand card can lie here.
    #[cfg_attr(not(feature = "players"), inline(always))]
    #[cfg_attr(feature = "players", inline)]
    fn dead(&self) -> bool {
        self.cand.is_empty() & !self.wild_ok
    }
}

/// The main line of a window, as known when its cards are assigned.
#[derive(Clone, Copy, Debug)]
struct Main {
    axis: Axis,
    len: u8,
    /// Board wilds in the window (solver bits).
    wilds: u8,
    /// A board wild lies in the window or in the crossing line of one of its empty
    /// cells: the play's wilds are then checked by the general solver.
    board_wild: bool,
}

/// What a partial assignment has gathered so far.
#[derive(Clone, Copy, Debug)]
struct Acc {
    /// The numbered cards of the main line.
    main: Summary,
    base: u32,
    lots: u32,
    /// The hand's numbered cards still unplaced.
    set: CardSet,
    /// The hand's wilds still unplaced.
    hand_wilds: u8,
    /// The hand's wilds placed so far, and the values their crossing lines allow them
    /// (see [`StripCell::wild_dom`]).
    wilds: u8,
    doms: [[u8; 3]; 2],
}

struct Gen<'a, F> {
    board: &'a Board,
    hand: Hand,
    options: PlaysOptions,
    emit: F,
    /// The lines through each board wild on the board: `[wild][row, column]`.
    wild_lines: [[WildLine; 2]; 2],
    /// The board's own wilds can stand for cards (Y16; true of every valid board).
    board_wilds_ok: bool,
}

impl<F: FnMut(&[Placement], u32)> Gen<'_, F> {
    fn new(board: &Board, hand: Hand, options: PlaysOptions, emit: F) -> Gen<'_, F> {
        let mut wild_lines = [[WildLine::default(); 2]; 2];
        let wilds = board.wilds();
        for (i, &w) in wilds.iter().enumerate() {
            for (k, axis) in [Axis::Row, Axis::Column].into_iter().enumerate() {
                let line = line_through(board, w, axis);
                let mut vars = 0;
                for p in &line.cells {
                    if p.card.is_wild() {
                        vars |= wild_bit(wilds, p.pos);
                    }
                }
                wild_lines[i][k] = WildLine {
                    fixed: line.summary(),
                    len: line.len() as u8,
                    vars,
                };
            }
        }
        let mut lines: ArrayVec<WildLine, 4> = ArrayVec::new();
        for l in wild_lines.iter().take(wilds.len()).flatten() {
            if l.len >= 2 {
                lines.push(*l);
            }
        }
        let board_wilds_ok = wilds_feasible(&lines, wilds.len());
        Gen {
            board,
            hand,
            options,
            emit,
            wild_lines,
            board_wilds_ok,
        }
    }

    /// Y16 for a play touching a wild: the touched lines holding wilds, plus the
    /// untouched lines through the board's wilds, must admit one card per wild.
    fn wilds_hold(&self, touched: &[WildLine], covered: u8, vars: usize) -> bool {
        // At most 5 touched lines and the 4 lines through the board's two wilds.
        let mut lines = [WildLine::default(); 9];
        let mut n = touched.len().min(5);
        lines[..n].copy_from_slice(&touched[..n]);
        for i in 0..self.board.wilds().len().min(2) {
            for k in 0..2 {
                let l = self.wild_lines[i][k];
                if covered >> (2 * i + k) & 1 == 0 && l.len >= 2 {
                    lines[n] = l;
                    n += 1;
                }
            }
        }
        wilds_feasible(&lines[..n], vars)
    }

    #[cfg_attr(not(feature = "players"), inline(always))]
    #[cfg_attr(feature = "players", inline)]
    fn emit(&mut self, base: u32, lots: u32, play: &[Placement]) {
        let all_four = self.options.all_four_bonus && play.len() == 4;
        let ends = self.options.pile_empty && play.len() == self.hand.len;
        (self.emit)(play, base * multiplier(lots, all_four, ends));
    }

    fn single(&mut self, pos: Pos, row: Side, col: Side, card: Card) {
        let (a, la) = row.score(card);
        let (b, lb) = col.score(card);
        if card.is_wild() || row.wilds != 0 || col.wilds != 0 {
            let var = self.board.wilds().len() as u8;
            let vars = usize::from(var) + usize::from(card.is_wild());
            let mut touched: ArrayVec<WildLine, 2> = ArrayVec::new();
            touched.extend(row.wild_line(card, var));
            touched.extend(col.wild_line(card, var));
            let covered = covers(row.wilds, Axis::Row) | covers(col.wilds, Axis::Column);
            if !self.wilds_hold(&touched, covered, vars) {
                return;
            }
        }
        self.emit(
            a + b,
            u32::from(la) + u32::from(lb),
            &[Placement { card, pos }],
        );
    }

    /// Single cards on the frontier cells of a row strip (the crossing side of each
    /// cell is its column; its row comes from the strip).
    fn singles(&mut self, strip: &[StripCell]) {
        let wilds = self.board.wilds();
        for i in 1..strip.len().saturating_sub(1) {
            let cell = strip[i];
            if !cell.frontier {
                continue;
            }
            let Some(pos) = cell.pos else { continue };
            let mut row = Side::default();
            for j in (0..i).rev().take(4) {
                match (strip[j].card, strip[j].pos) {
                    (Some(c), Some(p)) => row.add(c, p, wilds),
                    _ => break,
                }
            }
            for j in (i + 1..strip.len()).take(4) {
                match (strip[j].card, strip[j].pos) {
                    (Some(c), Some(p)) => row.add(c, p, wilds),
                    _ => break,
                }
            }
            let col = cell.cross;
            let ok = cell.cand & row.accepts();
            for card in ok.iter() {
                self.single(pos, row, col, card);
            }
            if cell.wild_ok && row.accepts_wild() {
                self.single(pos, row, col, Card::WILD);
            }
        }
    }

    /// Every window of `strip` (cells along `axis`) holding 2+ empty cells.
    fn windows(&mut self, strip: &[StripCell], axis: Axis) {
        let n = strip.len();
        for a in 1..n.saturating_sub(2) {
            let first = &strip[a];
            if first.pos.is_none()
                || strip[a - 1].card.is_some()
                || (first.card.is_none() & first.dead())
            {
                continue;
            }
            let mut main = Summary::default();
            let mut sum = 0u32;
            let mut wilds = 0u8;
            let mut empties = 0usize;
            let mut frontier = false;
            for b in a..(a + 4).min(n - 1) {
                let cell = &strip[b];
                if cell.pos.is_none() {
                    break;
                }
                match cell.card {
                    Some(c) => {
                        main.add(c);
                        sum += c.value();
                        wilds |= cell.wild_bit;
                        if !main.consistent() {
                            break;
                        }
                    }
                    None => {
                        if cell.dead() {
                            break;
                        }
                        empties += 1;
                        frontier |= cell.frontier;
                    }
                }
                if empties > self.hand.len {
                    break;
                }
                // One branch for the three tests (each hard to predict).
                if !((empties >= 2) & frontier & strip[b + 1].card.is_none()) {
                    continue;
                }
                // The window's empty cells (at most 4: the window is).
                // (Pushed, not a zeroed array filled in: this runs for every window.)
                let mut buf: ArrayVec<StripCell, 4> = ArrayVec::new();
                for c in &strip[a..=b] {
                    if c.card.is_none() {
                        let _ = buf.try_push(*c);
                    }
                }
                let targets = &buf[..];
                let len = (b - a + 1) as u8;
                let board_wild = wilds != 0 || targets.iter().any(|c| c.cross.wilds != 0);
                let m = Main {
                    axis,
                    len,
                    wilds,
                    board_wild,
                };
                let mut play = [Placement {
                    card: Card::WILD,
                    pos: Pos::default(),
                }; 4];
                let acc = Acc {
                    main,
                    base: sum,
                    lots: u32::from(len == 4),
                    set: self.hand.set,
                    hand_wilds: self.hand.wilds,
                    wilds: 0,
                    doms: [[15; 3]; 2],
                };
                let ext = acc.main.extensions().0;
                if self.hand.wilds == 0 && !board_wild {
                    self.assign_numbered(targets, 0, &acc, ext, &mut play);
                } else {
                    self.assign(targets, 0, &acc, ext, &m, &mut play);
                }
            }
        }
    }

    /// Depth-first assignment of hand cards to the empty cells of a window, from cell
    /// `k` on (`play[..k]` holds the cards of the cells before it): numbered cards in
    /// index order, then a wild. `ext` is `acc.main.extensions()` (the caller has it).
    fn assign(
        &mut self,
        cells: &[StripCell],
        k: usize,
        acc: &Acc,
        ext: u64,
        m: &Main,
        play: &mut [Placement; 4],
    ) {
        let Some(cell) = cells.get(k) else { return };
        let last = k + 1 >= cells.len() || k >= 3;
        let pos = cell.pos.unwrap_or_default();
        let mut ok = acc.set.0 & cell.cand.0 & ext;
        if last && acc.wilds == 0 && !m.board_wild {
            // The last card, no wild in play: each card that fits completes a play
            // (what `finish_window` would decide), as `assign_numbered` emits them.
            self.assign_numbered(cells, k, acc, ext, play);
            ok = 0;
        }
        while ok != 0 {
            let i = ok.trailing_zeros() as u8;
            ok &= ok - 1;
            let card = Card::from_index(i).unwrap_or(Card::WILD);
            let mut next = *acc;
            next.main.add(card);
            let (pts, lot) = cell.cross.score(card);
            next.base += card.value() + pts;
            next.lots += u32::from(lot);
            next.set.0 &= !(1 << i);
            play[k] = Placement { card, pos };
            if last {
                self.finish_window(cells, &next, m, &play[..=k]);
            } else {
                let ext = next.main.extensions().0;
                if fits_next(&cells[k + 1], &next, ext) {
                    self.assign(cells, k + 1, &next, ext, m, play);
                }
            }
        }
        if acc.hand_wilds > 0 && cell.wild_ok {
            let card = Card::WILD;
            let (pts, lot) = cell.cross.score(card);
            let mut next = *acc;
            next.base += pts;
            next.lots += u32::from(lot);
            next.hand_wilds -= 1;
            if let Some(d) = next.doms.get_mut(usize::from(acc.wilds)) {
                *d = cell.wild_dom;
            }
            next.wilds += 1;
            play[k] = Placement { card, pos };
            if last {
                self.finish_window(cells, &next, m, &play[..=k]);
            } else if fits_next(&cells[k + 1], &next, ext) {
                // A wild adds nothing to the main line's numbered cards: the same `ext`.
                self.assign(cells, k + 1, &next, ext, m, play);
            }
        }
    }

    /// [`Gen::assign`] where no wild can be in play (none in hand, none in the window
    /// nor in the crossing lines of its empty cells): numbered cards only, every full
    /// assignment a play, the same plays in the same order; what changes from one
    /// step to the next passed by value.
    fn assign_numbered(
        &mut self,
        cells: &[StripCell],
        k: usize,
        acc: &Acc,
        ext: u64,
        play: &mut [Placement; 4],
    ) {
        let Some(cell) = cells.get(k) else { return };
        let pos = cell.pos.unwrap_or_default();
        let mut ok = acc.set.0 & cell.cand.0 & ext;
        let next_cell = cells.get(k + 1).filter(|_| k < 3);
        while ok != 0 {
            let i = ok.trailing_zeros() as u8;
            ok &= ok - 1;
            let card = Card::from_index(i).unwrap_or(Card::WILD);
            let (pts, lot) = cell.cross.score(card);
            play[k] = Placement { card, pos };
            let base = acc.base + card.value() + pts;
            let lots = acc.lots + u32::from(lot);
            let Some(next_cell) = next_cell else {
                self.emit(base, lots, &play[..=k]);
                continue;
            };
            let mut next = *acc;
            next.main.add(card);
            next.base = base;
            next.lots = lots;
            next.set.0 &= !(1 << i);
            let ext = next.main.extensions().0;
            if next.set.0 & next_cell.cand.0 & ext != 0 {
                self.assign_numbered(cells, k + 1, &next, ext, play);
            }
        }
    }

    #[inline]
    fn finish_window(&mut self, cells: &[StripCell], acc: &Acc, m: &Main, play: &[Placement]) {
        let ok = if m.board_wild {
            self.window_wilds_hold(cells, acc.main, m, play)
        } else {
            // Only the hand's wilds can be in play, each in the main line and its own
            // crossing line (which holds no wild): decided on the spot.
            let k = usize::from(acc.wilds).min(2);
            let ok =
                k == 0 || (self.board_wilds_ok && hand_wilds_fit(acc.main, m.len, &acc.doms[..k]));
            debug_assert_eq!(ok, self.window_wilds_hold(cells, acc.main, m, play));
            ok
        };
        if ok {
            self.emit(acc.base, acc.lots, play);
        }
    }

    /// Y16 for a window's play by the general solver: the lines the play touches that
    /// hold a wild, and the untouched lines through the board's wilds.
    fn window_wilds_hold(
        &self,
        cells: &[StripCell],
        main: Summary,
        m: &Main,
        play: &[Placement],
    ) -> bool {
        let nb = self.board.wilds().len() as u8;
        let touches = m.wilds != 0
            || play
                .iter()
                .zip(cells)
                .any(|(p, c)| p.card.is_wild() || c.cross.wilds != 0);
        if !touches {
            return true;
        }
        // The crossing lines of the play's cards (at most 4) and the main line.
        let mut touched = [WildLine::default(); 5];
        let mut n = 0;
        let mut covered = covers(m.wilds, m.axis);
        let mut var = nb;
        let mut main_vars = m.wilds;
        for (p, c) in play.iter().zip(cells).take(4) {
            if p.card.is_wild() {
                main_vars |= 1 << var;
            }
            if let Some(line) = c.cross.wild_line(p.card, var) {
                touched[n] = line;
                n += 1;
            }
            covered |= covers(c.cross.wilds, m.axis.cross());
            if p.card.is_wild() {
                var += 1;
            }
        }
        if main_vars != 0 {
            touched[n] = WildLine {
                fixed: main,
                len: m.len,
                vars: main_vars,
            };
            n += 1;
        }
        self.wilds_hold(&touched[..n], covered, usize::from(var))
    }

    /// An empty cell whose crossing line is `cross` (its place and that line left
    /// out): the hand cards and wild it accepts.
    #[inline]
    fn empty_cell(&self, cross: Side) -> StripCell {
        let wilds = self.hand.wilds > 0;
        StripCell {
            cand: self.hand.set & cross.accepts(),
            wild_ok: wilds && cross.accepts_wild(),
            wild_dom: if wilds {
                cross.summary.extension_masks()
            } else {
                [0; 3]
            },
            ..StripCell::default()
        }
    }

    fn run(&mut self) {
        let grid = Grid::new(self.board);
        let wilds: ArrayVec<Pos, 2> = self.board.wilds().iter().copied().collect();
        let mut strip: Vec<StripCell> = Vec::with_capacity(32);
        // An empty cell with no card next to it (most cells of a strip).
        let lonely = self.empty_cell(Side::default());
        for axis in [Axis::Row, Axis::Column] {
            if axis == Axis::Column && self.hand.len < 2 {
                break;
            }
            // Line by line, in order along the line.
            let cells = grid.frontier(axis);
            let mut i = 0;
            while i < cells.len() {
                // A cluster: frontier cells of one line, at most 8 apart.
                let mut j = i + 1;
                while j < cells.len()
                    && cells[j].across(axis) == cells[i].across(axis)
                    && i64::from(cells[j].along(axis)) - i64::from(cells[j - 1].along(axis)) <= 8
                {
                    j += 1;
                }
                let first = cells[i];
                let span = i64::from(cells[j - 1].along(axis)) - i64::from(first.along(axis));
                strip.clear();
                for k in -4..=span + 4 {
                    let pos = i32::try_from(k).ok().and_then(|k| first.step(axis, k));
                    let Some(p) = pos else {
                        strip.push(StripCell::default());
                        continue;
                    };
                    strip.push(match grid.look(p) {
                        Look::Card(card) => StripCell {
                            pos,
                            card: Some(card),
                            wild_bit: if card.is_wild() {
                                wild_bit(&wilds, p)
                            } else {
                                0
                            },
                            ..StripCell::default()
                        },
                        Look::Lonely => StripCell { pos, ..lonely },
                        Look::Near => {
                            let cross = Side::of_grid(&grid, p, axis.cross(), &wilds);
                            StripCell {
                                pos,
                                cross,
                                ..self.empty_cell(cross)
                            }
                        }
                    });
                }
                // Frontier: an empty cell with a card beside it, across or along.
                for k in 1..strip.len() - 1 {
                    if strip[k].card.is_none() && strip[k].pos.is_some() {
                        strip[k].frontier = strip[k].cross.len > 0
                            || strip[k - 1].card.is_some()
                            || strip[k + 1].card.is_some();
                    }
                }
                if axis == Axis::Row {
                    self.singles(&strip);
                }
                if self.hand.len >= 2 {
                    self.windows(&strip, axis);
                }
                i = j;
            }
        }
    }
}

/// Calls `emit(placements, score)` once for every legal play of 1–4 cards from `hand`
/// onto `board`: the fast path for computer players (no sorting, no allocation per
/// play). Placements come in no particular order; scores include every doubling
/// (Y13–Y15 per `options`). The same plays as
/// [`legal_plays`](super::legal_plays).
pub fn for_each_play<F: FnMut(&[Placement], u32)>(
    board: &Board,
    hand: &[Card],
    options: PlaysOptions,
    emit: F,
) -> Result<(), PlayError> {
    let hand = validate_hand(board, hand)?;
    if hand.len == 0 {
        return Ok(());
    }
    Gen::new(board, hand, options, emit).run();
    Ok(())
}

/// The number of legal plays (see [`for_each_play`]).
pub fn count_plays(board: &Board, hand: &[Card]) -> Result<usize, PlayError> {
    let mut n = 0;
    for_each_play(board, hand, PlaysOptions::default(), |_, _| n += 1)?;
    Ok(n)
}

/// The best score of any legal play, with one play reaching it (`None` if no play is
/// legal). Ties go to the first play found, not to the canonical order.
pub fn best_play(
    board: &Board,
    hand: &[Card],
    options: PlaysOptions,
) -> Result<Option<(ArrayVec<Placement, 4>, u32)>, PlayError> {
    let mut best: Option<(ArrayVec<Placement, 4>, u32)> = None;
    for_each_play(board, hand, options, |p, s| {
        if best.as_ref().is_none_or(|b| s > b.1) {
            best = Some((p.iter().copied().collect(), s));
        }
    })?;
    Ok(best)
}

/// The cells where `card` alone may be played now, sorted by `y` then `x`.
pub fn legal_cells(board: &Board, card: Card) -> Vec<Pos> {
    board
        .frontier()
        .into_iter()
        .filter(|&pos| crate::iota::check::is_legal(board, &[Placement { card, pos }]))
        .collect()
}

/// The dead cells: empty cells next to the grid where no card at all (numbered or
/// wild) can ever be placed, sorted by `y` then `x`. A cell is dead exactly when a
/// wild could not lie there even if it were free to stand for any card (counting it
/// as a third wild): a numbered card fits only where a wild standing for it would, and
/// adding cards or recycling wilds only adds constraints, so a dead cell stays dead.
pub fn dead_cells(board: &Board) -> Vec<Pos> {
    board
        .frontier()
        .into_iter()
        .filter(|&pos| {
            let extra = [Placement {
                card: Card::WILD,
                pos,
            }];
            let grid = Overlay {
                board,
                extra: &extra,
            };
            let row = Side::of(board, pos, Axis::Row, board.wilds());
            let col = Side::of(board, pos, Axis::Column, board.wilds());
            if !row.accepts_wild() || !col.accepts_wild() {
                return true;
            }
            let mut wilds: ArrayVec<Pos, 4> = board.wilds().iter().copied().collect();
            wilds.push(pos);
            !wilds_ok(&grid, &wilds)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iota::cardset::wilds_feasible_brute;

    /// Some numbered cards whose summary is consistent (Y7), at most `max` of them.
    fn consistent_cards(rng: &mut crate::rng::GameRng, max: usize) -> Summary {
        let mut s = Summary::default();
        for _ in 0..rng.index(max + 1) {
            let mut t = s;
            t.add(Card::from_index(rng.below(64) as u8).unwrap());
            if t.consistent() && t.count() > s.count() {
                s = t;
            }
        }
        s
    }

    #[test]
    fn y16_hand_wilds_fit_agrees_with_the_general_solver() {
        let mut rng = crate::rng::GameRng::new(23);
        let mut feasible = [0usize; 2];
        for _ in 0..100_000 {
            let k = 1 + rng.index(2);
            let main = consistent_cards(&mut rng, 4 - k);
            let len = main.count() + k as u8;
            let mut lines = vec![WildLine {
                fixed: main,
                len,
                vars: (1 << k) - 1,
            }];
            let mut doms = Vec::new();
            for v in 0..k {
                let cross = consistent_cards(&mut rng, 3);
                doms.push(cross.extension_masks());
                if cross.count() > 0 {
                    lines.push(WildLine {
                        fixed: cross,
                        len: cross.count() + 1,
                        vars: 1 << v,
                    });
                }
            }
            let want = wilds_feasible_brute(&lines, k);
            assert_eq!(hand_wilds_fit(main, len, &doms), want, "{lines:?}");
            feasible[usize::from(want)] += 1;
        }
        // Both answers are met often.
        assert!(feasible.iter().all(|&n| n > 10_000), "{feasible:?}");
    }
}
