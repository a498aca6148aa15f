//! Play order and text: every legal play of a hand in the canonical order (best score
//! first, equal scores by canonical position text), for the review, the API and
//! [`legal_plays`]; and the plays as one flat list of numbers for the JS boundary
//! ([`plays_flat`]). The plays themselves come from [`super::generate`].
//!
//! A play's text is its placements' texts, sorted and joined by spaces. Each placement
//! a play can make is numbered in the text order of placements, so a play's sort key
//! is its score and its sorted numbers, and no text is built per play (see
//! [`for_each_play_sorted`]).

use super::generate::{for_each_play, PlaysOptions};
use crate::iota::board::Board;
use crate::iota::card::Card;
use crate::iota::error::PlayError;
use crate::iota::position::{Placement, Pos};
use arrayvec::ArrayVec;

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
        crate::iota::position::format_position(&self.placements)
    }
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
