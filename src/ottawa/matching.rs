//! Which card may go on which (O4), and what a hand counts (O7).

use super::card::{Card, Rank};

/// True if ranks `a` and `b` are next to each other (O4): one apart, the ace next to
/// the king only, or also next to the 2 when `wrap_ace` is on.
pub fn adjacent(a: Rank, b: Rank, wrap_ace: bool) -> bool {
    let (x, y) = (a.number(), b.number());
    x.abs_diff(y) == 1 || (wrap_ace && x.min(y) == 2 && x.max(y) == 14)
}

/// True if `card` may be played on `top` (O4): the same rank (any suit), or the same
/// suit and an adjacent rank ([`adjacent`]).
pub fn matches(top: Card, card: Card, wrap_ace: bool) -> bool {
    top.rank() == card.rank()
        || (top.suit() == card.suit() && adjacent(top.rank(), card.rank(), wrap_ace))
}

/// Every card that matches `top`, as a set of [`Card::bit`]s.
pub fn matching_set(top: Card, wrap_ace: bool) -> u64 {
    Card::deck()
        .filter(|&c| matches(top, c, wrap_ace))
        .fold(0, |set, c| set | c.bit())
}

/// The points a hand counts at the end of a round (O7): ace 15, K/Q/J/10 10, 2–9 face.
pub fn hand_points(cards: &[Card]) -> u32 {
    cards.iter().map(|c| c.points()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn o4_matching_table() {
        // (top, card, matches without wrapAce, matches with wrapAce)
        let cases = [
            ("7C", "7H", true, true),   // same rank, other suit
            ("7C", "8C", true, true),   // same suit, one higher
            ("7C", "6C", true, true),   // same suit, one lower
            ("7C", "9C", false, false), // same suit, two apart
            ("7C", "8D", false, false), // adjacent rank, other suit
            ("TD", "JD", true, true),   // ten next to jack
            ("TD", "9D", true, true),   // ten next to nine
            ("QS", "KS", true, true),
            ("KS", "AS", true, true), // ace next to king
            ("AS", "KS", true, true),
            ("AS", "2S", false, true), // ace next to 2 only with wrapAce
            ("2H", "AH", false, true),
            ("2H", "AD", false, false), // never across suits
            ("AH", "AC", true, true),
            ("3H", "AH", false, false),
        ];
        for (top, card, plain, wrapped) in cases {
            assert_eq!(matches(c(top), c(card), false), plain, "{card} on {top}");
            assert_eq!(
                matches(c(top), c(card), true),
                wrapped,
                "{card} on {top}, wrapAce"
            );
        }
    }

    #[test]
    fn o4_ace_is_next_to_king_only() {
        assert!(adjacent(Rank::Ace, Rank::King, false));
        assert!(!adjacent(Rank::Ace, Rank::Two, false));
        assert!(!adjacent(Rank::Ace, Rank::Queen, false));
    }

    #[test]
    fn o4_wrap_ace_makes_ace_next_to_two() {
        assert!(adjacent(Rank::Ace, Rank::Two, true));
        assert!(adjacent(Rank::Two, Rank::Ace, true));
        assert!(adjacent(Rank::Ace, Rank::King, true));
        assert!(!adjacent(Rank::Ace, Rank::Three, true));
    }

    #[test]
    fn o4_matching_is_symmetric_and_counts() {
        for top in Card::deck() {
            for card in Card::deck() {
                for wrap in [false, true] {
                    assert_eq!(matches(top, card, wrap), matches(card, top, wrap));
                }
            }
            // Same rank: 4 cards (itself included); same suit neighbours: 1 or 2.
            let n = matching_set(top, false).count_ones();
            let edge = matches!(top.rank(), Rank::Two | Rank::Ace);
            assert_eq!(n, if edge { 5 } else { 6 }, "{top}");
            assert_eq!(matching_set(top, true).count_ones(), 6, "{top}");
        }
    }

    #[test]
    fn o7_hand_points() {
        let hand = [c("AS"), c("KH"), c("TD"), c("9C"), c("2D")];
        assert_eq!(hand_points(&hand), 15 + 10 + 10 + 9 + 2);
        assert_eq!(hand_points(&[]), 0);
    }
}
