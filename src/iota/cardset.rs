//! Sets of numbered cards as one `u64` (one bit per card), and the attribute
//! arithmetic of lines (Y7) that makes wild cards exact and fast (Y16).
//!
//! The line rule is a conjunction over the three attributes, and every combination
//! of attribute values is a card. So the cards that may complete a line are a
//! *product* set (colours × shapes × numbers), computed from three 4-bit masks, and
//! whether some assignment of cards to the wilds satisfies every line can be decided
//! one attribute at a time, over at most 4² value pairs (there are only two wilds).

use super::card::{Card, ATTRIBUTES};
use std::fmt;

/// A set of numbered cards (wilds are not members; count them separately).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(pub u64);

const fn attr_table(attr: usize) -> [u64; 16] {
    let mut table = [0u64; 16];
    let mut mask = 0;
    while mask < 16 {
        let mut set = 0u64;
        let mut i = 0;
        while i < 64 {
            let v = match attr {
                0 => (i >> 2) & 3,
                1 => i & 3,
                _ => (i >> 4) & 3,
            };
            if mask & (1 << v) != 0 {
                set |= 1 << i;
            }
            i += 1;
        }
        table[mask] = set;
        mask += 1;
    }
    table
}

/// `ATTR_SETS[a][m]`: the cards whose attribute `a` value is in the 4-bit mask `m`.
static ATTR_SETS: [[u64; 16]; ATTRIBUTES] = [attr_table(0), attr_table(1), attr_table(2)];

/// The values of one attribute that one more card may take when `count` cards (at most
/// 4) show the values of mask `m` ([`Summary::extension_masks`]).
const fn ext_mask(m: u8, count: u8) -> u8 {
    if count <= 1 {
        return 15;
    }
    let k = POP4[(m & 15) as usize];
    if k == 1 {
        m
    } else if k == count {
        !m & 15
    } else {
        0
    }
}

const fn ext_table(attr: usize) -> [[u64; 16]; 5] {
    let sets = attr_table(attr);
    let mut table = [[0u64; 16]; 5];
    let mut count = 0;
    while count < 5 {
        let mut m = 0;
        while m < 16 {
            table[count][m] = sets[ext_mask(m as u8, count as u8) as usize];
            m += 1;
        }
        count += 1;
    }
    table
}

/// `EXT_SETS[a][count][m]`: the cards whose attribute `a` may join `count` cards showing
/// the values of mask `m` ([`Summary::extensions`] is the intersection over `a`).
static EXT_SETS: [[[u64; 16]; 5]; ATTRIBUTES] = [ext_table(0), ext_table(1), ext_table(2)];

impl CardSet {
    /// No card.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 64 numbered cards.
    pub const ALL: CardSet = CardSet(u64::MAX);

    /// The set holding just `card` (empty for a wild).
    pub fn single(card: Card) -> CardSet {
        if card.is_wild() {
            CardSet::EMPTY
        } else {
            CardSet(1 << card.index())
        }
    }

    /// The product set of cards whose colour, shape and number lie in the three masks.
    #[inline]
    pub fn product(masks: [u8; ATTRIBUTES]) -> CardSet {
        CardSet(
            ATTR_SETS[0][usize::from(masks[0] & 15)]
                & ATTR_SETS[1][usize::from(masks[1] & 15)]
                & ATTR_SETS[2][usize::from(masks[2] & 15)],
        )
    }

    /// True if `card` (numbered) is in the set.
    #[inline]
    pub fn contains(self, card: Card) -> bool {
        !card.is_wild() && self.0 >> card.index() & 1 == 1
    }

    /// Number of cards in the set.
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// True if the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards in index order.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Card::from_index(i)
        })
    }
}

impl std::ops::BitAnd for CardSet {
    type Output = CardSet;
    fn bitand(self, o: CardSet) -> CardSet {
        CardSet(self.0 & o.0)
    }
}

impl std::ops::BitOr for CardSet {
    type Output = CardSet;
    fn bitor(self, o: CardSet) -> CardSet {
        CardSet(self.0 | o.0)
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Bits set in a 4-bit mask (no `popcnt` needed on any target).
const POP4: [u8; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

#[inline]
fn pop4(m: u8) -> u8 {
    POP4[usize::from(m & 15)]
}

/// The numbered cards of a line (or part of one), summarised per attribute: the mask
/// of values seen and how many numbered cards there are. Wilds are left out.
///
/// One word: the masks of colour, shape and number in bytes 0–2 (bit `v` set if some
/// card has value `v`), the count in byte 3. Move generation adds a card and reads the
/// summary back at once, step after step: stored as four bytes, that read waited on
/// the four stores (no store-to-load forwarding).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary(u32);

impl Summary {
    /// Adds a card (a wild adds nothing: it is free).
    #[cfg_attr(not(feature = "players"), inline(always))]
    #[cfg_attr(feature = "players", inline)]
    pub fn add(&mut self, card: Card) {
        if card.is_wild() {
            return;
        }
        let i = u32::from(card.index());
        let bits = 1 << ((i >> 2) & 3) | 1 << (8 + (i & 3)) | 1 << (16 + ((i >> 4) & 3));
        self.0 = (self.0 | bits).wrapping_add(1 << 24);
    }

    /// For colour, shape and number (`a` = 0, 1, 2): bit `v` set if some card has
    /// value `v`.
    #[inline(always)]
    pub fn mask(self, a: usize) -> u8 {
        (self.0 >> (8 * (a & 3))) as u8
    }

    /// Number of numbered cards summarised.
    #[inline(always)]
    pub fn count(self) -> u8 {
        (self.0 >> 24) as u8
    }

    /// The union of two summaries (of disjoint groups of cards).
    #[inline]
    pub fn merge(self, o: Summary) -> Summary {
        let masks = (self.0 | o.0) & 0x00ff_ffff;
        Summary(masks | u32::from(self.count().wrapping_add(o.count())) << 24)
    }

    /// Y7 for these cards: per attribute all the same or all different. With wilds
    /// in the line too, this is also exactly whether the line alone can be completed
    /// (a wild takes the common value, or an unused one: a line has at most 4 cards).
    #[cfg_attr(not(feature = "players"), inline(always))]
    #[cfg_attr(feature = "players", inline)]
    pub fn consistent(self) -> bool {
        // `|` and `&`, not `||` and `&&`: no branch (the answer is hard to predict).
        let ok = |m: u8| {
            let k = pop4(m);
            (k <= 1) | (k == self.count())
        };
        ok(self.mask(0)) & ok(self.mask(1)) & ok(self.mask(2))
    }

    /// Per attribute, the values one more card may take so that the cards stay
    /// consistent (all 4 while fewer than 2 cards; 0 if already inconsistent).
    #[inline]
    pub fn extension_masks(self) -> [u8; ATTRIBUTES] {
        if self.count() <= 1 {
            return [15; ATTRIBUTES];
        }
        let ext = |m: u8| {
            let k = pop4(m);
            if k == 1 {
                m
            } else if k == self.count() {
                !m & 15
            } else {
                0
            }
        };
        [ext(self.mask(0)), ext(self.mask(1)), ext(self.mask(2))]
    }

    /// The numbered cards that may join these cards with Y7 still holding.
    #[cfg_attr(not(feature = "players"), inline(always))]
    #[cfg_attr(feature = "players", inline)]
    pub fn extensions(self) -> CardSet {
        let c = usize::from(self.count().min(4));
        let m = |a: usize| usize::from(self.mask(a) & 15);
        CardSet(EXT_SETS[0][c][m(0)] & EXT_SETS[1][c][m(1)] & EXT_SETS[2][c][m(2)])
    }
}

/// One line of the wild solver: its numbered cards, its length, and which of the
/// solver's variables (wild cells) lie in it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WildLine {
    /// The numbered cards of the line.
    pub fixed: Summary,
    /// The line's length (numbered cards and wilds).
    pub len: u8,
    /// Bit `i` set if variable `i` lies in the line.
    pub vars: u8,
}

/// Y16: is there one card for each of `vars` variables (wild cells; at most 4) such
/// that every line obeys Y7? Decided per attribute: a line holding one variable
/// narrows that variable's values ([`Summary::extension_masks`]); lines holding two
/// or more are then tried on every combination of the remaining values (at most 4⁴,
/// 4² in play since there are two wilds). A wild may stand for a card already on the
/// grid, or for the same card as the other wild.
pub fn wilds_feasible(lines: &[WildLine], vars: usize) -> bool {
    debug_assert!(vars <= 4);
    // Lines that share no variable are independent, and one line alone can be
    // completed exactly when its numbered cards are consistent.
    let mut seen = 0u8;
    let mut shared_var = false;
    for l in lines {
        shared_var |= seen & l.vars != 0;
        seen |= l.vars;
    }
    if !shared_var {
        return lines.iter().all(|l| l.fixed.consistent());
    }
    let mut domains = [[15u8; ATTRIBUTES]; 4];
    let mut shared: [WildLine; 8] = [WildLine::default(); 8];
    let mut n_shared = 0;
    for l in lines {
        match l.vars.count_ones() {
            0 => {
                if !l.fixed.consistent() {
                    return false;
                }
            }
            1 => {
                let v = l.vars.trailing_zeros() as usize;
                let ext = l.fixed.extension_masks();
                for a in 0..ATTRIBUTES {
                    domains[v][a] &= ext[a];
                }
            }
            _ => {
                if n_shared == shared.len() {
                    return wilds_feasible_brute(lines, vars);
                }
                shared[n_shared] = *l;
                n_shared += 1;
            }
        }
    }
    let shared = &shared[..n_shared];
    (0..ATTRIBUTES).all(|a| {
        if (0..vars).any(|v| domains[v][a] == 0) {
            return false;
        }
        if shared.is_empty() {
            return true;
        }
        (0..1usize << (2 * vars)).any(|t| {
            (0..vars).all(|v| domains[v][a] >> ((t >> (2 * v)) & 3) & 1 == 1)
                && shared.iter().all(|l| line_holds(l, a, t))
        })
    })
}

/// Y7 on attribute `a` of line `l` with variable `i` set to `(t >> 2i) & 3`.
#[inline]
fn line_holds(l: &WildLine, a: usize, t: usize) -> bool {
    let mut m = l.fixed.mask(a);
    let mut bits = l.vars;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        m |= 1 << ((t >> (2 * i)) & 3);
    }
    let k = pop4(m);
    k == 1 || k == l.len
}

/// Y16 for one attribute `a` alone: some value of `a` for each variable satisfies
/// every line (for explaining which attribute a wild cannot take).
pub fn wilds_feasible_attr(lines: &[WildLine], vars: usize, a: usize) -> bool {
    (0..1usize << (2 * vars)).any(|t| lines.iter().all(|l| line_holds(l, a, t)))
}

/// [`wilds_feasible`] by trying every value of every variable on every line.
pub fn wilds_feasible_brute(lines: &[WildLine], vars: usize) -> bool {
    (0..ATTRIBUTES)
        .all(|a| (0..1usize << (2 * vars)).any(|t| lines.iter().all(|l| line_holds(l, a, t))))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn product_sets() {
        assert_eq!(CardSet::product([15, 15, 15]), CardSet::ALL);
        assert_eq!(
            CardSet::product([1, 4, 8]).iter().collect::<Vec<_>>(),
            vec![c("4RT")]
        );
        assert_eq!(CardSet::product([1, 15, 15]).len(), 16);
    }

    #[test]
    fn y16_two_wilds_in_one_row_each_forced_by_its_column() {
        // Row: W W (both variables). Column of W0 forces blue, column of W1 forces
        // blue too; a row of two cards is always valid, so this is feasible...
        let mut blue = Summary::default();
        blue.add(c("1BC"));
        blue.add(c("2BC"));
        let row = WildLine {
            fixed: Summary::default(),
            len: 2,
            vars: 0b11,
        };
        let col0 = WildLine {
            fixed: blue,
            len: 3,
            vars: 0b01,
        };
        let col1 = WildLine {
            fixed: blue,
            len: 3,
            vars: 0b10,
        };
        assert!(wilds_feasible(&[row, col0, col1], 2));
        // ...but with a third card in the row whose colour is not blue, the row needs
        // all colours different while both columns force blue.
        let mut red = Summary::default();
        red.add(c("3RS"));
        let row = WildLine {
            fixed: red,
            len: 3,
            vars: 0b11,
        };
        assert!(!wilds_feasible(&[row, col0, col1], 2));
    }

    #[test]
    fn y16_solver_agrees_with_trying_everything() {
        let mut rng = crate::rng::GameRng::new(3);
        for _ in 0..20000 {
            let vars = 1 + rng.index(3);
            let n = 1 + rng.index(4);
            let lines: Vec<WildLine> = (0..n)
                .map(|_| {
                    let mut fixed = Summary::default();
                    let v = (1 + rng.below((1 << vars) - 1)) as u8;
                    let k = 2 + rng.index(3) - (v.count_ones() as usize).min(2);
                    for _ in 0..k {
                        fixed.add(Card::from_index(rng.below(64) as u8).unwrap());
                    }
                    WildLine {
                        fixed,
                        len: fixed.count() + v.count_ones() as u8,
                        vars: v,
                    }
                })
                .filter(|l| l.len <= 4)
                .collect();
            assert_eq!(
                wilds_feasible(&lines, vars),
                wilds_feasible_brute(&lines, vars),
                "{lines:?}"
            );
        }
    }

    #[test]
    fn y7_extensions_of_a_line() {
        let mut s = Summary::default();
        s.add(c("3RT"));
        assert_eq!(s.extensions(), CardSet::ALL);
        s.add(c("2RT"));
        let ext: Vec<String> = s.extensions().iter().map(|c| c.to_string()).collect();
        assert_eq!(ext, vec!["1RT", "4RT"]);
        s.add(c("1GT"));
        assert!(!s.consistent());
        assert!(s.extensions().is_empty());
    }
}
