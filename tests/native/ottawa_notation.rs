//! O1 notation as properties: any text parses or is refused without panicking, and
//! what parses prints canonically and parses back to the same card or move.

use proptest::prelude::*;
use yotta::ottawa::{format_cards, parse_cards, Card, Move};

proptest! {
    #[test]
    fn any_text_parses_to_a_canonical_card_or_is_refused(text in "\\PC{0,6}") {
        match text.parse::<Card>() {
            Ok(card) => {
                let canonical = card.to_string();
                prop_assert_eq!(canonical.parse::<Card>(), Ok(card));
                // The input was the canonical code up to case, spaces and `10` for `T`.
                let input = text.trim().to_ascii_uppercase().replacen("10", "T", 1);
                prop_assert_eq!(input, canonical);
            }
            Err(e) => prop_assert_eq!(e.code(), "bad-card"),
        }
    }

    #[test]
    fn card_like_text_round_trips(
        rank in prop::sample::select(vec!["2","3","4","5","6","7","8","9","10","T","t","J","q","K","a"]),
        suit in prop::sample::select(vec!["C","d","H","s"]),
        left in " {0,2}",
        right in " {0,2}",
    ) {
        let text = format!("{left}{rank}{suit}{right}");
        let card: Card = text.parse().unwrap();
        prop_assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        prop_assert_eq!(Move::Play(card).to_string().parse::<Move>(), Ok(Move::Play(card)));
    }

    #[test]
    fn card_lists_round_trip(indices in prop::collection::vec(0usize..52, 0..20)) {
        let cards: Vec<Card> = indices.iter().map(|&i| Card::from_index(i).unwrap()).collect();
        prop_assert_eq!(parse_cards(&format_cards(&cards)).unwrap(), cards);
    }
}
