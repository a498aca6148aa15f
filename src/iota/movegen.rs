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

use super::board::{wilds_ok, Board, Cells, Overlay};
use super::card::Card;
use super::cardset::{CardSet, Summary};
use super::check::multiplier;
use super::error::PlayError;
use super::position::{Axis, Placement, Pos};
use arrayvec::ArrayVec;
use std::cmp::Ordering;

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
    wild: bool,
}

impl Side {
    fn of<G: Cells>(g: &G, pos: Pos, axis: Axis) -> Side {
        let mut side = Side::default();
        for dir in [-1, 1] {
            let mut p = pos;
            for _ in 0..4 {
                let Some(q) = p.step(axis, dir) else { break };
                let Some(card) = g.at(q) else { break };
                side.len += 1;
                side.sum += card.value() as u16;
                side.summary.add(card);
                side.wild |= card.is_wild();
                p = q;
            }
        }
        side
    }

    /// The numbered cards that may lie on the cell as far as this line goes.
    #[inline]
    fn accepts(&self) -> CardSet {
        match self.len {
            0 => CardSet::ALL,
            1..=3 => self.summary.extensions(),
            _ => CardSet::EMPTY,
        }
    }

    /// May a wild lie on the cell as far as this line goes?
    #[inline]
    fn accepts_wild(&self) -> bool {
        self.len <= 3 && self.summary.consistent()
    }

    /// Points this line scores with `card` on the cell, and whether it is a lot.
    #[inline]
    fn score(&self, card: Card) -> (u32, bool) {
        if self.len == 0 {
            (0, false)
        } else {
            (u32::from(self.sum) + card.value(), self.len == 3)
        }
    }
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
}

struct Gen<'a, F> {
    board: &'a Board,
    hand: Hand,
    options: PlaysOptions,
    emit: F,
}

impl<F: FnMut(&[Placement], u32)> Gen<'_, F> {
    /// The exact wild check, needed only when a wild lies in two lines (Y16).
    fn wilds_hold(&self, play: &[Placement]) -> bool {
        let grid = Overlay {
            board: self.board,
            extra: play,
        };
        let mut wilds: ArrayVec<Pos, 4> = self.board.wilds().iter().copied().collect();
        wilds.extend(play.iter().filter(|p| p.card.is_wild()).map(|p| p.pos));
        let crossed = wilds.iter().any(|&w| {
            let has = |axis: Axis| {
                [-1, 1]
                    .iter()
                    .any(|&d| w.step(axis, d).is_some_and(|q| grid.at(q).is_some()))
            };
            has(Axis::Row) && has(Axis::Column)
        });
        !crossed || wilds_ok(&grid, &wilds)
    }

    fn finish(&mut self, base: u32, lots: u32, play: &[Placement], touches_wild: bool) {
        if touches_wild && !self.wilds_hold(play) {
            return;
        }
        let all_four = self.options.all_four_bonus && play.len() == 4;
        let ends = self.options.pile_empty && play.len() == self.hand.len;
        (self.emit)(play, base * multiplier(lots, all_four, ends));
    }

    fn singles(&mut self, frontier: &[Pos]) {
        for &pos in frontier {
            let row = Side::of(self.board, pos, Axis::Row);
            let col = Side::of(self.board, pos, Axis::Column);
            let ok = self.hand.set & row.accepts() & col.accepts();
            let near_wild = row.wild || col.wild;
            for card in ok.iter() {
                let (a, la) = row.score(card);
                let (b, lb) = col.score(card);
                self.finish(
                    a + b,
                    u32::from(la) + u32::from(lb),
                    &[Placement { card, pos }],
                    near_wild,
                );
            }
            if self.hand.wilds > 0 && row.accepts_wild() && col.accepts_wild() {
                let card = Card::WILD;
                let (a, la) = row.score(card);
                let (b, lb) = col.score(card);
                self.finish(
                    a + b,
                    u32::from(la) + u32::from(lb),
                    &[Placement { card, pos }],
                    true,
                );
            }
        }
    }

    /// Every window of `strip` (cells along `axis`) holding 2+ empty cells.
    fn windows(&mut self, strip: &[StripCell]) {
        let n = strip.len();
        for a in 1..n.saturating_sub(2) {
            if strip[a - 1].card.is_some() {
                continue;
            }
            for len in 2..=4usize {
                let b = a + len - 1;
                if b + 1 >= n {
                    break;
                }
                let cells = &strip[a..=b];
                if cells.iter().any(|c| c.pos.is_none()) {
                    break;
                }
                if strip[b + 1].card.is_some() {
                    continue;
                }
                let empties = cells.iter().filter(|c| c.card.is_none()).count();
                if empties < 2 || empties > self.hand.len {
                    continue;
                }
                if !cells.iter().any(|c| c.frontier) {
                    continue;
                }
                let mut main = Summary::default();
                let mut sum = 0u32;
                let mut wild = false;
                for c in cells.iter().filter_map(|c| c.card) {
                    main.add(c);
                    sum += c.value();
                    wild |= c.is_wild();
                }
                if !main.consistent() {
                    continue;
                }
                let targets: ArrayVec<StripCell, 4> =
                    cells.iter().filter(|c| c.card.is_none()).copied().collect();
                let mut play: ArrayVec<Placement, 4> = ArrayVec::new();
                let lot = u32::from(len == 4);
                self.assign(&targets, main, sum, lot, wild, self.hand, &mut play);
            }
        }
    }

    /// Depth-first assignment of hand cards to the empty cells of a window.
    #[allow(clippy::too_many_arguments)]
    fn assign(
        &mut self,
        targets: &[StripCell],
        main: Summary,
        base: u32,
        lots: u32,
        wild: bool,
        hand: Hand,
        play: &mut ArrayVec<Placement, 4>,
    ) {
        let Some((cell, rest)) = targets.split_first() else {
            self.finish(base, lots, play, wild);
            return;
        };
        let pos = cell.pos.unwrap_or_default();
        let cross = cell.cross;
        let ok = hand.set & cross.accepts() & main.extensions();
        for card in ok.iter() {
            let mut m = main;
            m.add(card);
            let (pts, lot) = cross.score(card);
            let h = Hand {
                set: CardSet(hand.set.0 & !(1 << card.index())),
                ..hand
            };
            play.push(Placement { card, pos });
            self.assign(
                rest,
                m,
                base + card.value() + pts,
                lots + u32::from(lot),
                wild || cross.wild,
                h,
                play,
            );
            play.pop();
        }
        if hand.wilds > 0 && cross.accepts_wild() {
            let card = Card::WILD;
            let (pts, lot) = cross.score(card);
            let h = Hand {
                wilds: hand.wilds - 1,
                ..hand
            };
            play.push(Placement { card, pos });
            self.assign(rest, main, base + pts, lots + u32::from(lot), true, h, play);
            play.pop();
        }
    }

    fn run(&mut self) {
        let frontier = self.board.frontier();
        self.singles(&frontier);
        if self.hand.len < 2 {
            return;
        }
        let mut strip: Vec<StripCell> = Vec::with_capacity(32);
        for axis in [Axis::Row, Axis::Column] {
            let mut cells = frontier.clone();
            cells.sort_unstable_by_key(|p| (p.across(axis), p.along(axis)));
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
                    let mut cell = StripCell {
                        pos,
                        ..StripCell::default()
                    };
                    if let Some(p) = pos {
                        cell.card = self.board.get(p);
                        if cell.card.is_none() {
                            cell.frontier = p.neighbours().any(|q| self.board.get(q).is_some());
                            cell.cross = Side::of(self.board, p, axis.cross());
                        }
                    }
                    strip.push(cell);
                }
                self.windows(&strip);
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
    Gen {
        board,
        hand,
        options,
        emit,
    }
    .run();
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

/// Writes `n` in decimal into `buf`.
fn push_int(buf: &mut ArrayVec<u8, 128>, n: i32) {
    if n < 0 {
        buf.push(b'-');
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
    for d in digits[..k].iter().rev() {
        buf.push(*d);
    }
}

fn placement_text(p: &Placement) -> ArrayVec<u8, 128> {
    let mut buf = ArrayVec::new();
    let code = p.card.to_string();
    buf.try_extend_from_slice(code.as_bytes()).ok();
    buf.push(b'@');
    push_int(&mut buf, p.pos.x);
    buf.push(b',');
    push_int(&mut buf, p.pos.y);
    buf
}

/// Sorts placements into canonical order and returns the canonical text as bytes.
fn canonical(placements: &mut ArrayVec<Placement, 4>) -> ArrayVec<u8, 128> {
    let mut texts: ArrayVec<(ArrayVec<u8, 128>, Placement), 4> =
        placements.iter().map(|p| (placement_text(p), *p)).collect();
    texts.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    let mut key = ArrayVec::new();
    placements.clear();
    for (i, (t, p)) in texts.iter().enumerate() {
        if i > 0 {
            key.push(b' ');
        }
        key.try_extend_from_slice(t).ok();
        placements.push(*p);
    }
    key
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
    let mut plays: Vec<(ArrayVec<u8, 128>, ScoredPlay)> = Vec::with_capacity(256);
    for_each_play(board, hand, options, |p, score| {
        let mut placements: ArrayVec<Placement, 4> = p.iter().copied().collect();
        let key = canonical(&mut placements);
        plays.push((key, ScoredPlay { placements, score }));
    })?;
    plays.sort_unstable_by(|a, b| match b.1.score.cmp(&a.1.score) {
        Ordering::Equal => a.0.cmp(&b.0),
        other => other,
    });
    Ok(plays.into_iter().map(|(_, p)| p).collect())
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
            let row = Side::of(board, pos, Axis::Row);
            let col = Side::of(board, pos, Axis::Column);
            if !row.accepts_wild() || !col.accepts_wild() {
                return true;
            }
            let mut wilds: ArrayVec<Pos, 4> = board.wilds().iter().copied().collect();
            wilds.push(pos);
            !wilds_ok(&grid, &wilds)
        })
        .collect()
}
