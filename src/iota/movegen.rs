//! Move generation: every legal play of a hand (Y5a, Y8–Y11, Y16), with its score
//! (Y12–Y15); the legal cells of one card; the dead cells.
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
//! another); only then is the exact per-attribute solver of [`super::cardset`] run on
//! the finished play. Nothing is allocated per play on the fast path
//! ([`for_each_play`]); [`legal_plays`] collects, scores and sorts.

use super::board::{line_through, wilds_ok, Board, Cells, Overlay};
use super::card::Card;
use super::cardset::{wilds_feasible, CardSet, Summary, WildLine};
use super::check::multiplier;
use super::error::PlayError;
use super::grid::{Grid, Look};
use super::position::{Axis, Placement, Pos};
use arrayvec::ArrayVec;

/// Options for [`legal_plays`].
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

/// A legal play and its score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredPlay {
    /// The cards placed, in canonical order (their texts sorted as strings).
    pub placements: ArrayVec<Placement, 4>,
    /// The final score, every doubling applied.
    pub score: u32,
}

impl ScoredPlay {
    /// The canonical position text of the play.
    pub fn text(&self) -> String {
        super::position::format_position(&self.placements)
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
/// (Y13–Y15 per `options`). The same plays as [`legal_plays`].
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

/// Text of fixed capacity: a placement's text is at most 27 bytes
/// (`W@-2147483648,-2147483648`), a play's at most 4 × 28.
#[derive(Clone, Copy)]
struct Text<const N: usize> {
    buf: [u8; N],
    len: usize,
}

impl<const N: usize> Text<N> {
    fn new() -> Self {
        Text {
            buf: [0; N],
            len: 0,
        }
    }

    #[inline]
    fn push(&mut self, b: u8) {
        self.buf[self.len] = b;
        self.len += 1;
    }

    fn push_int(&mut self, n: i32) {
        if n < 0 {
            self.push(b'-');
        }
        let mut digits = [0u8; 10];
        let mut v = n.unsigned_abs();
        let mut k = 0;
        loop {
            digits[k] = b'0' + (v % 10) as u8;
            v /= 10;
            k += 1;
            if v == 0 {
                break;
            }
        }
        for &d in digits[..k].iter().rev() {
            self.push(d);
        }
    }

    #[inline]
    fn bytes(&self) -> &[u8] {
        &self.buf[..self.len]
    }
}

/// The text of a placement (`3RT@-1,2`).
fn placement_text(p: &Placement) -> Text<28> {
    let mut t = Text::new();
    if p.card.is_wild() {
        t.push(b'W');
    } else {
        let [c, s, n] = p.card.attrs();
        t.push(b'1' + n);
        t.push(b"RGBY"[usize::from(c)]);
        t.push(b"CSTX"[usize::from(s)]);
    }
    t.push(b'@');
    t.push_int(p.pos.x);
    t.push(b',');
    t.push_int(p.pos.y);
    t
}

/// Where the sort keys of [`for_each_play_sorted`] come from: every placement a play
/// can make gets a number that orders placements as their texts do.
///
/// A play touches the grid and lies in one line of at most four cells, so each card
/// of it lies within three cells of the grid's bounding box. The usual grid is small:
/// its cards × columns × rows then number the placements in a dense table, each axis in
/// the text order of its values ([`Dense`]). A grid whose cards lie far apart (a
/// `Board` may hold any set of valid lines) falls back to a hash table of the
/// placements actually met, ranked by sorting their texts ([`Tokens`]).
///
/// Either way a placement's number fits 16 bits: in the dense table it is the card's
/// rank (2 bits), the column's and the row's (7 bits each, so the table serves grids
/// of up to 121 columns and rows), and the distinct placements met on a spread-out
/// grid are at most the four cards of the hand times the cells three steps along a
/// line from a grid card (4 × 66 × 4 × 3). Numbers start at 1; 0 pads the key of a
/// play of fewer than four cards.
struct Dense {
    /// Card index → rank of the card's code among the hand's distinct cards.
    card: [u8; 65],
    /// The hand's distinct cards by code text.
    cards: ArrayVec<Card, 4>,
    x0: i32,
    y0: i32,
    /// Rank in text order of column `x0 + i`, and the columns in that order.
    x_rank: Vec<u16>,
    xs: Vec<i32>,
    y_rank: Vec<u16>,
    ys: Vec<i32>,
}

impl Dense {
    /// The board's bounding box and three cells around, if the table stays small.
    fn new(board: &Board, hand: &[Card]) -> Option<Dense> {
        const MARGIN: i64 = 3;
        let first = board.placements().first()?.pos;
        let (mut lo, mut hi) = (first, first);
        for p in board.placements() {
            lo.x = lo.x.min(p.pos.x);
            lo.y = lo.y.min(p.pos.y);
            hi.x = hi.x.max(p.pos.x);
            hi.y = hi.y.max(p.pos.y);
        }
        let clamp = |v: i64| v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
        let (x0, x1) = (
            clamp(i64::from(lo.x) - MARGIN),
            clamp(i64::from(hi.x) + MARGIN),
        );
        let (y0, y1) = (
            clamp(i64::from(lo.y) - MARGIN),
            clamp(i64::from(hi.y) + MARGIN),
        );
        let w = x1.abs_diff(x0) as usize + 1;
        let h = y1.abs_diff(y0) as usize + 1;
        let mut cards: ArrayVec<Card, 4> = ArrayVec::new();
        for &c in hand {
            if !cards.contains(&c) {
                cards.try_push(c).ok()?;
            }
        }
        // Numbers are bit fields: card rank (2 bits), column rank, row rank (7 bits
        // each), so decoding is shifts. The sum + 1 stays under 2^16.
        if cards.is_empty() || w > 127 || h > 127 {
            return None;
        }
        crate::sort::sort_by_key(&mut cards, |&c| code_text(c));
        let mut card = [0u8; 65];
        for (r, c) in cards.iter().enumerate() {
            card[usize::from(c.index())] = r as u8;
        }
        let (x_rank, xs) = text_order(x0, w);
        let (y_rank, ys) = text_order(y0, h);
        Some(Dense {
            card,
            cards,
            x0,
            y0,
            x_rank,
            xs,
            y_rank,
            ys,
        })
    }

    /// The placement's number (from 1), `None` outside the table.
    #[inline(always)]
    fn number(&self, p: &Placement) -> Option<u16> {
        let xr = *self
            .x_rank
            .get(p.pos.x.wrapping_sub(self.x0) as u32 as usize)?;
        let yr = *self
            .y_rank
            .get(p.pos.y.wrapping_sub(self.y0) as u32 as usize)?;
        let c = u16::from(self.card[usize::from(p.card.index())]);
        Some((c << 14 | xr << 7 | yr) + 1)
    }

    /// The placement numbered `n` (from 1; `None` for a number no placement has).
    #[inline(always)]
    fn placement(&self, n: u16) -> Option<Placement> {
        let i = usize::from(n.wrapping_sub(1));
        Some(Placement {
            card: *self.cards.get(i >> 14)?,
            pos: Pos {
                x: *self.xs.get(i >> 7 & 127)?,
                y: *self.ys.get(i & 127)?,
            },
        })
    }
}

/// A card's code as bytes, for comparing codes as strings (`W` sorts after digits).
fn code_text(c: Card) -> [u8; 3] {
    if c.is_wild() {
        return [b'W', 0, 0];
    }
    let [colour, shape, number] = c.attrs();
    [
        b'1' + number,
        b"RGBY"[usize::from(colour)],
        b"CSTX"[usize::from(shape)],
    ]
}

/// For the `n` whole numbers from `start`: the rank of each (by offset from `start`)
/// in the string order of their decimal texts, and the numbers in that order.
fn text_order(start: i32, n: usize) -> (Vec<u16>, Vec<i32>) {
    // The decimal text (at most 11 characters from '-' < '0' < … < '9') as 4-bit digits
    // 1–11 after one another, zero-padded: integers that compare as the texts do.
    let key = |v: i32| {
        let mut t = Text::<11>::new();
        t.push_int(v);
        let digits = t.bytes().iter().fold(0u64, |key, &b| {
            key << 4
                | if b == b'-' {
                    1
                } else {
                    u64::from(b - b'0') + 2
                }
        });
        digits << (4 * (11 - t.len))
    };
    let mut keyed: Vec<(u64, u16)> = (0..n)
        .map(|i| (key(start.wrapping_add(i as i32)), i as u16))
        .collect();
    crate::sort::sort(&mut keyed);
    let mut rank = vec![0u16; n];
    for (r, &(_, i)) in keyed.iter().enumerate() {
        rank[usize::from(i)] = r as u16;
    }
    let values = keyed
        .iter()
        .map(|&(_, i)| start.wrapping_add(i32::from(i)))
        .collect();
    (rank, values)
}

/// The distinct placements met, each with an id in order of discovery (an
/// open-addressing table), for grids too spread out for [`Dense`].
struct Tokens {
    list: Vec<Placement>,
    /// `0` for an empty slot, else the placement's id + 1. The length is a power of two.
    slots: Vec<u32>,
}

impl Tokens {
    fn new() -> Self {
        Tokens {
            list: Vec::with_capacity(256),
            slots: vec![0; 1024],
        }
    }

    fn slot(slots: &[u32], p: &Placement) -> usize {
        let h = (p.pos.x as u32).wrapping_mul(0x9E37_79B1)
            ^ (p.pos.y as u32).wrapping_mul(0x85EB_CA77)
            ^ u32::from(p.card.index()).wrapping_mul(0xC2B2_AE3D);
        (h ^ (h >> 15)) as usize & (slots.len() - 1)
    }

    fn id(&mut self, p: Placement) -> u32 {
        let mask = self.slots.len() - 1;
        let mut i = Self::slot(&self.slots, &p);
        loop {
            match self.slots[i] {
                0 => break,
                k if self.list[k as usize - 1] == p => return k - 1,
                _ => i = (i + 1) & mask,
            }
        }
        let id = self.list.len() as u32;
        self.list.push(p);
        self.slots[i] = id + 1;
        if self.list.len() * 2 > self.slots.len() {
            self.grow();
        }
        id
    }

    fn grow(&mut self) {
        let mut slots = vec![0; self.slots.len() * 2];
        let mask = slots.len() - 1;
        for (id, p) in self.list.iter().enumerate() {
            let mut i = Self::slot(&slots, p);
            while slots[i] != 0 {
                i = (i + 1) & mask;
            }
            slots[i] = id as u32 + 1;
        }
        self.slots = slots;
    }
}

/// A play's sort key: `u32::MAX − score`, then the numbers of its `len` placements
/// (`n[..len]`, none 0) in increasing order, 16 bits each from the top, 0 for none (a
/// shorter play sorts before every longer play it begins, as its text does).
#[inline(always)]
fn sort_key(score: u32, mut n: [u16; 4], len: usize) -> (u32, u64) {
    let len = len.clamp(1, 4);
    // By insertion: a play of one or two cards needs no or one comparison.
    for i in 1..len {
        let x = n[i];
        let mut j = i;
        while j > 0 && n[j - 1] > x {
            n[j] = n[j - 1];
            j -= 1;
        }
        n[j] = x;
    }
    let key = n[..len].iter().fold(0u64, |k, &x| k << 16 | u64::from(x));
    (u32::MAX - score, key << (16 * (4 - len)))
}

/// Sorts play keys: by score with a counting sort (scores are small numbers), then
/// each run of equal scores by placements.
fn sort_keys(keys: &mut Vec<(u32, u64)>) {
    let rank = |k: &(u32, u64)| u32::MAX - k.0;
    let max = keys.iter().map(rank).max().unwrap_or(0) as usize;
    if max > 1 << 16 {
        crate::sort::sort(keys);
        return;
    }
    // By rank r = max − score (0 for the best): first the count of each rank, then
    // where each rank's plays begin, then (after placing) where they end.
    let mut at = vec![0usize; max + 2];
    for k in keys.iter() {
        at[max - rank(k) as usize + 1] += 1;
    }
    for r in 1..at.len() {
        at[r] += at[r - 1];
    }
    let mut out = vec![(0u32, 0u64); keys.len()];
    for k in keys.iter() {
        let r = max - rank(k) as usize;
        out[at[r]] = *k;
        at[r] += 1;
    }
    let mut lo = 0;
    for &hi in &at[..=max] {
        if hi - lo > 1 {
            crate::sort::sort_by_key(&mut out[lo..hi], |k| k.1);
        }
        lo = hi;
    }
    *keys = out;
}

/// The numbers of a key, in increasing order (0 for none, last).
#[inline]
fn key_numbers(key: u64) -> [u16; 4] {
    [
        (key >> 48) as u16,
        (key >> 32) as u16,
        (key >> 16) as u16,
        key as u16,
    ]
}

/// How placements are numbered while the plays are enumerated.
enum Numbering {
    Dense(Dense),
    /// Token ids + 1, replaced by numbers in text order once every play is known.
    Spread(Tokens),
}

/// The plays of [`for_each_play_sorted`], sorted, and what their keys' numbers stand
/// for. Not generic over the caller's closure, so the generator is compiled once for
/// it.
struct SortedPlays {
    keys: Vec<(u32, u64)>,
    numbers: Numbers,
}

/// What the numbers in the sort keys stand for.
enum Numbers {
    Dense(Dense),
    /// Number `i + 1` is placement `i` (a spread-out grid's placements, by text).
    Listed(Vec<Placement>),
}

impl Numbers {
    /// The placement numbered `n` (`None` for 0 and numbers no placement has).
    #[inline]
    fn placement(&self, n: u16) -> Option<Placement> {
        if n == 0 {
            return None;
        }
        match self {
            Numbers::Dense(d) => d.placement(n),
            Numbers::Listed(l) => l.get(usize::from(n).wrapping_sub(1)).copied(),
        }
    }
}

fn sorted_plays(
    board: &Board,
    hand: &[Card],
    options: PlaysOptions,
    spread: bool,
) -> Result<SortedPlays, PlayError> {
    let mut numbering = match Dense::new(board, hand) {
        Some(d) if !spread => Numbering::Dense(d),
        _ => Numbering::Spread(Tokens::new()),
    };
    let mut keys: Vec<(u32, u64)> = Vec::with_capacity(1024);
    let mut outside = false;
    for_each_play(board, hand, options, |p, score| {
        let mut n = [0u16; 4];
        for (n, pl) in n.iter_mut().zip(p) {
            *n = match &mut numbering {
                Numbering::Dense(d) => d.number(pl).unwrap_or_else(|| {
                    outside = true;
                    0
                }),
                Numbering::Spread(t) => (t.id(*pl) + 1) as u16,
            };
        }
        keys.push(sort_key(score, n, p.len()));
    })?;
    let numbers = match numbering {
        // Not reached (every card of a play lies within the margin); were it ever,
        // the general way still gives the right order.
        Numbering::Dense(_) if outside => return sorted_plays(board, hand, options, true),
        Numbering::Dense(d) => Numbers::Dense(d),
        Numbering::Spread(tokens) => {
            let texts: Vec<Text<28>> = tokens.list.iter().map(placement_text).collect();
            let mut order: Vec<u32> = (0..tokens.list.len() as u32).collect();
            crate::sort::sort_by(&mut order, |&a, &b| {
                texts[a as usize].bytes() < texts[b as usize].bytes()
            });
            let mut number = vec![0u16; order.len() + 1];
            for (r, &id) in order.iter().enumerate() {
                number[id as usize + 1] = r as u16 + 1;
            }
            // Only the placements part of each key changes; the score stays.
            for (_, key) in &mut keys {
                let ids = key_numbers(*key);
                let len = ids.iter().take_while(|&&id| id != 0).count();
                *key = sort_key(0, ids.map(|id| number[usize::from(id)]), len).1;
            }
            Numbers::Listed(order.iter().map(|&id| tokens.list[id as usize]).collect())
        }
    };
    sort_keys(&mut keys);
    Ok(SortedPlays { keys, numbers })
}

/// Calls `emit(placements, score)` for every legal play of `hand` onto `board` in the
/// order of [`legal_plays`] (best first, equal scores by canonical position text),
/// the placements of each play in canonical order (their texts sorted as strings).
/// Returns the number of plays. Errors as [`legal_plays`].
///
/// A play's text is its placements' texts, sorted and joined by spaces. No placement
/// text holds a space, and a space sorts before every character they do hold, so
/// comparing two play texts is comparing their sequences of placement texts: with
/// each placement numbered in text order (`Dense`), a play's sort key is its score
/// and its sorted numbers, and no text is built per play.
pub fn for_each_play_sorted<F: FnMut(&[Placement], u32)>(
    board: &Board,
    hand: &[Card],
    options: PlaysOptions,
    mut emit: F,
) -> Result<usize, PlayError> {
    let sorted = sorted_plays(board, hand, options, false)?;
    let mut play = [Placement {
        card: Card::WILD,
        pos: Pos { x: 0, y: 0 },
    }; 4];
    for &(score, key) in &sorted.keys {
        let mut len = 0;
        for n in key_numbers(key) {
            if let Some(p) = sorted.numbers.placement(n) {
                play[len] = p;
                len += 1;
            }
        }
        emit(&play[..len], u32::MAX - score);
    }
    Ok(sorted.keys.len())
}

/// The plays of [`for_each_play_sorted`], in its order, written as whole numbers for
/// the JS boundary (`src/api/iota.rs`): `[count, then per play: cards (1–4), score, then
/// per card: card index, x, y]`. The same as collecting them from
/// [`for_each_play_sorted`], without a call back per play.
pub fn plays_flat(
    board: &Board,
    hand: &[Card],
    options: PlaysOptions,
) -> Result<Vec<i32>, PlayError> {
    let sorted = sorted_plays(board, hand, options, false)?;
    let keys = &sorted.keys;
    Ok(match &sorted.numbers {
        Numbers::Dense(d) => write_flat(keys, |n| d.placement(n)),
        Numbers::Listed(l) => write_flat(keys, |n| l.get(usize::from(n).wrapping_sub(1)).copied()),
    })
}

/// The flat list of [`plays_flat`] from sorted keys; `placement` decodes a number
/// (never called with 0, the key's padding).
#[inline]
fn write_flat(keys: &[(u32, u64)], placement: impl Fn(u16) -> Option<Placement>) -> Vec<i32> {
    // At most 2 + 3 × 4 numbers per play.
    let mut out = vec![0i32; 1 + 14 * keys.len()];
    out[0] = keys.len() as i32;
    let mut k = 1;
    for &(score, key) in keys {
        let head = k;
        k += 2;
        for n in key_numbers(key) {
            if n == 0 {
                break;
            }
            if let (Some(p), Some(c)) = (placement(n), out.get_mut(k..k + 3)) {
                c[0] = i32::from(p.card.index());
                c[1] = p.pos.x;
                c[2] = p.pos.y;
                k += 3;
            }
        }
        if let Some(h) = out.get_mut(head..head + 2) {
            h[0] = ((k - head - 2) / 3) as i32;
            h[1] = (u32::MAX - score) as i32;
        }
    }
    out.truncate(k);
    out
}

/// Every legal play of 1–4 cards from `hand` (at most 4 cards, wilds allowed) onto
/// `board`, each with its score, best first; equal scores are ordered by canonical
/// position text. A play is a set of placements: card order does not matter and the
/// two wilds are interchangeable. Refused: a hand of more than 4 cards
/// (`bad-input`), a card twice in hand + board or more than two wilds
/// (`duplicate-card`).
pub fn legal_plays(
    board: &Board,
    hand: &[Card],
    options: PlaysOptions,
) -> Result<Vec<ScoredPlay>, PlayError> {
    let mut plays = Vec::with_capacity(256);
    for_each_play_sorted(board, hand, options, |p, score| {
        plays.push(ScoredPlay {
            placements: p.iter().copied().collect(),
            score,
        });
    })?;
    Ok(plays)
}

/// The cells where `card` alone may be played now, sorted by `y` then `x`.
pub fn legal_cells(board: &Board, card: Card) -> Vec<Pos> {
    board
        .frontier()
        .into_iter()
        .filter(|&pos| super::check::is_legal(board, &[Placement { card, pos }]))
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
