//! Cards and their notation (O1, O7).
//!
//! A card is written rank then suit: rank `2`–`9`, `T` (ten), `J`, `Q`, `K`, `A`, suit
//! `C` `D` `H` `S`, e.g. `7C`, `TD`, `AS`. Input is case-insensitive, surrounding spaces
//! are ignored and `10` is accepted for the ten (`10h`); output is always the canonical
//! two-character upper-case form.

use std::fmt;
use std::str::FromStr;

/// A suit (O1). Ordered clubs, diamonds, hearts, spades.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    /// Clubs, `C`.
    Clubs,
    /// Diamonds, `D`.
    Diamonds,
    /// Hearts, `H`.
    Hearts,
    /// Spades, `S`.
    Spades,
}

impl Suit {
    /// The four suits in order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's letter: `C`, `D`, `H` or `S`.
    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    fn from_letter(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'C' => Some(Suit::Clubs),
            'D' => Some(Suit::Diamonds),
            'H' => Some(Suit::Hearts),
            'S' => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// A rank (O1), ace high. The discriminant is the rank's number (jack 11 … ace 14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rank {
    /// 2
    Two = 2,
    /// 3
    Three,
    /// 4
    Four,
    /// 5
    Five,
    /// 6
    Six,
    /// 7
    Seven,
    /// 8
    Eight,
    /// 9
    Nine,
    /// 10, written `T`.
    Ten,
    /// Jack, `J`.
    Jack,
    /// Queen, `Q`.
    Queen,
    /// King, `K`.
    King,
    /// Ace, `A` (high: next to the king, O4).
    Ace,
}

impl Rank {
    /// The thirteen ranks from 2 to ace.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank's number: 2–10, jack 11, queen 12, king 13, ace 14.
    pub fn number(self) -> u8 {
        self as u8
    }

    /// The rank with this number (2–14).
    pub fn from_number(n: u8) -> Option<Rank> {
        (2..=14).contains(&n).then(|| Rank::ALL[usize::from(n - 2)])
    }

    /// The rank's symbol: `2`–`9`, `T`, `J`, `Q`, `K`, `A`.
    pub fn symbol(self) -> char {
        b"23456789TJQKA"[usize::from(self.number() - 2)] as char
    }

    /// Points for a card of this rank left in hand (O7): ace 15, king, queen, jack and
    /// ten 10, 2–9 their number.
    pub fn points(self) -> u32 {
        match self {
            Rank::Ace => 15,
            Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => 10,
            r => u32::from(r.number()),
        }
    }

    fn from_symbol(s: &str) -> Option<Rank> {
        if s == "10" {
            return Some(Rank::Ten);
        }
        let mut chars = s.chars();
        let c = chars.next()?.to_ascii_uppercase();
        if chars.next().is_some() {
            return None;
        }
        let i = "23456789TJQKA".find(c)?;
        Some(Rank::ALL[i])
    }
}

/// One of the 52 cards (O1). Small and `Copy`; ordered by suit, then rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    suit: Suit,
    rank: Rank,
}

impl Card {
    /// The card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { suit, rank }
    }

    /// The card's rank.
    pub fn rank(self) -> Rank {
        self.rank
    }

    /// The card's suit.
    pub fn suit(self) -> Suit {
        self.suit
    }

    /// Points for this card left in hand (O7).
    pub fn points(self) -> u32 {
        self.rank.points()
    }

    /// The card's place in the canonical deck order, 0–51 (clubs 2 … spades ace).
    pub fn index(self) -> usize {
        self.suit as usize * 13 + usize::from(self.rank.number() - 2)
    }

    /// The card at `index` (0–51) in the canonical deck order.
    pub fn from_index(index: usize) -> Option<Card> {
        (index < 52).then(|| Card::new(Rank::ALL[index % 13], Suit::ALL[index / 13]))
    }

    /// The whole 52-card deck in canonical order.
    pub fn deck() -> impl Iterator<Item = Card> {
        (0..52).filter_map(Card::from_index)
    }

    /// This card as a one-bit set (bit [`Card::index`]).
    pub fn bit(self) -> u64 {
        1u64 << self.index()
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank.symbol(), self.suit.letter())
    }
}

/// A card code that does not parse (API code `bad-card`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardError {
    text: String,
}

impl CardError {
    /// The text that was refused (trimmed, and shortened if very long).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The stable API code: `bad-card`.
    pub fn code(&self) -> &'static str {
        "bad-card"
    }
}

impl fmt::Display for CardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a card (write rank then suit, e.g. 7C, TD, AS)",
            self.text
        )
    }
}

impl std::error::Error for CardError {}

impl FromStr for Card {
    type Err = CardError;

    fn from_str(s: &str) -> Result<Card, CardError> {
        let t = s.trim();
        let err = || CardError {
            text: t.chars().take(12).collect(),
        };
        let mut chars = t.chars();
        let suit_char = chars.next_back().ok_or_else(err)?;
        let suit = Suit::from_letter(suit_char).ok_or_else(err)?;
        let rank = Rank::from_symbol(chars.as_str()).ok_or_else(err)?;
        Ok(Card::new(rank, suit))
    }
}

/// Parses a list of card codes separated by spaces or commas (`"7C 8c, 10H"`).
pub fn parse_cards(text: &str) -> Result<Vec<Card>, CardError> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(str::parse)
        .collect()
}

/// Writes cards in canonical form separated by single spaces.
pub fn format_cards(cards: &[Card]) -> String {
    let mut out = String::with_capacity(cards.len() * 3);
    for (i, c) in cards.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&c.to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn o1_deck_has_52_distinct_cards_in_index_order() {
        let deck: Vec<Card> = Card::deck().collect();
        assert_eq!(deck.len(), 52);
        for (i, c) in deck.iter().enumerate() {
            assert_eq!(c.index(), i);
            assert_eq!(Card::from_index(i), Some(*c));
        }
        assert_eq!(Card::from_index(52), None);
        assert_eq!(deck[0], card("2C"));
        assert_eq!(deck[51], card("AS"));
    }

    #[test]
    fn o1_notation_round_trips_for_every_card() {
        for c in Card::deck() {
            let text = c.to_string();
            assert_eq!(text.len(), 2);
            assert_eq!(text.parse::<Card>(), Ok(c));
            assert_eq!(text.to_lowercase().parse::<Card>(), Ok(c));
        }
    }

    #[test]
    fn o1_lenient_input_canonical_output() {
        let cases = [
            ("7C", "7C"),
            ("7c", "7C"),
            (" td ", "TD"),
            ("10D", "TD"),
            ("10h", "TH"),
            ("as", "AS"),
            ("\tkH\n", "KH"),
            ("qd", "QD"),
            ("2s", "2S"),
        ];
        for (input, canonical) in cases {
            assert_eq!(card(input).to_string(), canonical, "input {input:?}");
        }
    }

    #[test]
    fn o1_bad_codes_are_refused_with_bad_card() {
        for bad in [
            "", " ", "7", "C", "1C", "11C", "0C", "7X", "77C", "7 C", "10", "T", "ZZ", "A♠",
        ] {
            let e = bad.parse::<Card>().unwrap_err();
            assert_eq!(e.code(), "bad-card", "input {bad:?}");
            assert!(e.to_string().contains("not a card"));
        }
    }

    #[test]
    fn o7_point_values() {
        let cases = [
            ("AS", 15),
            ("KH", 10),
            ("QD", 10),
            ("JC", 10),
            ("TS", 10),
            ("9H", 9),
            ("5C", 5),
            ("2D", 2),
        ];
        for (c, p) in cases {
            assert_eq!(card(c).points(), p, "{c}");
        }
        let total: u32 = Card::deck().map(Card::points).sum();
        // Per suit: 2..=9 is 44, four tens-and-faces 40, ace 15.
        assert_eq!(total, 4 * (44 + 40 + 15));
    }

    #[test]
    fn card_lists_parse_and_print() {
        let cards = parse_cards("7c 8C,10h  as").unwrap();
        assert_eq!(format_cards(&cards), "7C 8C TH AS");
        assert_eq!(parse_cards(&format_cards(&cards)).unwrap(), cards);
        assert!(parse_cards("7C 1X").is_err());
        assert_eq!(parse_cards("").unwrap(), vec![]);
    }

    #[test]
    fn ranks_number_and_symbol() {
        for r in Rank::ALL {
            assert_eq!(Rank::from_number(r.number()), Some(r));
            assert_eq!(Rank::from_symbol(&r.symbol().to_string()), Some(r));
        }
        assert_eq!(Rank::from_number(1), None);
        assert_eq!(Rank::from_number(15), None);
    }
}
