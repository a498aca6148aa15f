//! Cards (Y1, Y2) and their notation: `3RT` (number, colour, shape) and `W` (wild).

use super::error::ParseError;
use std::fmt;
use std::str::FromStr;

/// A card colour (Y1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// Red, `R`.
    Red,
    /// Green, `G`.
    Green,
    /// Blue, `B`.
    Blue,
    /// Yellow, `Y`.
    Yellow,
}

/// A card shape (Y1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Shape {
    /// Circle, `C`.
    Circle,
    /// Square, `S`.
    Square,
    /// Triangle, `T`.
    Triangle,
    /// Cross, `X`.
    Cross,
}

const COLOUR_LETTERS: [char; 4] = ['R', 'G', 'B', 'Y'];
const SHAPE_LETTERS: [char; 4] = ['C', 'S', 'T', 'X'];
const COLOURS: [Colour; 4] = [Colour::Red, Colour::Green, Colour::Blue, Colour::Yellow];
const SHAPES: [Shape; 4] = [Shape::Circle, Shape::Square, Shape::Triangle, Shape::Cross];

impl Colour {
    /// The colour's letter in card codes.
    pub fn letter(self) -> char {
        COLOUR_LETTERS[self as usize]
    }
}

impl Shape {
    /// The shape's letter in card codes.
    pub fn letter(self) -> char {
        SHAPE_LETTERS[self as usize]
    }
}

/// One of the 66 cards: 64 numbered cards (Y1) or a wild card.
///
/// Internally an index: numbered cards are `0..64` with
/// `index = (number - 1) * 16 + colour * 4 + shape`, so that a set of numbered cards
/// fits one `u64` ([`super::CardSet`]); the wild is `64`. The two wilds are identical.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

/// The three attributes of a numbered card, in the order used by attribute arrays:
/// colour, shape, number (each `0..4`).
pub const ATTRIBUTES: usize = 3;

impl Card {
    /// The wild card (Y16): stands for any card, face value 0.
    pub const WILD: Card = Card(64);

    /// The numbered card with this number (1–4), colour and shape.
    pub fn new(number: u8, colour: Colour, shape: Shape) -> Option<Card> {
        if !(1..=4).contains(&number) {
            return None;
        }
        Some(Card((number - 1) * 16 + colour as u8 * 4 + shape as u8))
    }

    /// The card with this index (`0..64` numbered, `64` wild).
    #[cfg_attr(not(feature = "players"), inline(always))]
    pub const fn from_index(index: u8) -> Option<Card> {
        if index <= 64 {
            Some(Card(index))
        } else {
            None
        }
    }

    /// The card's index (`0..64` numbered, `64` wild).
    #[cfg_attr(not(feature = "players"), inline(always))]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// True for a wild card.
    #[cfg_attr(not(feature = "players"), inline(always))]
    pub const fn is_wild(self) -> bool {
        self.0 == 64
    }

    /// The number (1–4), `None` for a wild.
    pub fn number(self) -> Option<u8> {
        (!self.is_wild()).then_some(self.0 / 16 + 1)
    }

    /// The colour, `None` for a wild.
    pub fn colour(self) -> Option<Colour> {
        (!self.is_wild()).then(|| COLOURS[usize::from(self.0 / 4 % 4)])
    }

    /// The shape, `None` for a wild.
    pub fn shape(self) -> Option<Shape> {
        (!self.is_wild()).then(|| SHAPES[usize::from(self.0 % 4)])
    }

    /// Face value (Y2): the number, 0 for a wild.
    #[cfg_attr(not(feature = "players"), inline(always))]
    pub const fn value(self) -> u32 {
        if self.is_wild() {
            0
        } else {
            (self.0 / 16 + 1) as u32
        }
    }

    /// The three attribute values (colour, shape, number − 1), each `0..4`.
    /// Meaningless for a wild (callers check [`Card::is_wild`] first).
    #[inline]
    pub const fn attrs(self) -> [u8; ATTRIBUTES] {
        [(self.0 >> 2) & 3, self.0 & 3, (self.0 >> 4) & 3]
    }

    /// The 64 numbered cards, in index order.
    pub fn numbered() -> impl Iterator<Item = Card> {
        (0..64).map(Card)
    }

    /// The full deck of 66 cards (Y1): the 64 numbered cards then two wilds.
    pub fn deck() -> Vec<Card> {
        let mut deck: Vec<Card> = Card::numbered().collect();
        deck.push(Card::WILD);
        deck.push(Card::WILD);
        deck
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_wild() {
            return f.write_str("W");
        }
        let [c, s, n] = self.attrs();
        write!(
            f,
            "{}{}{}",
            n + 1,
            COLOUR_LETTERS[usize::from(c)],
            SHAPE_LETTERS[usize::from(s)]
        )
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Card {
    type Err = ParseError;

    /// Parses `3RT` or `W`, ignoring case and any spaces.
    fn from_str(text: &str) -> Result<Card, ParseError> {
        let mut chars = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_uppercase());
        let bad = || ParseError::BadCard(text.trim().to_string());
        let first = chars.next().ok_or_else(bad)?;
        if first == 'W' {
            return match chars.next() {
                None => Ok(Card::WILD),
                Some(_) => Err(bad()),
            };
        }
        let number = first.to_digit(10).ok_or_else(bad)? as u8;
        let colour = chars
            .next()
            .and_then(|c| COLOUR_LETTERS.iter().position(|&l| l == c))
            .ok_or_else(bad)?;
        let shape = chars
            .next()
            .and_then(|c| SHAPE_LETTERS.iter().position(|&l| l == c))
            .ok_or_else(bad)?;
        if chars.next().is_some() {
            return Err(bad());
        }
        Card::new(number, COLOURS[colour], SHAPES[shape]).ok_or_else(bad)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn y1_sixty_six_cards_with_unique_codes() {
        let deck = Card::deck();
        assert_eq!(deck.len(), 66);
        let codes: std::collections::BTreeSet<String> =
            deck.iter().map(|c| c.to_string()).collect();
        assert_eq!(codes.len(), 65); // the two wilds share `W`
        for card in deck {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
    }

    #[test]
    fn y2_face_values() {
        assert_eq!("3RT".parse::<Card>().unwrap().value(), 3);
        assert_eq!(Card::WILD.value(), 0);
    }

    #[test]
    fn card_codes_parse_leniently() {
        let c: Card = " 3rt ".parse().unwrap();
        assert_eq!(c.to_string(), "3RT");
        assert_eq!(c.colour(), Some(Colour::Red));
        assert_eq!(c.shape(), Some(Shape::Triangle));
        assert_eq!(c.number(), Some(3));
        assert_eq!("w".parse::<Card>(), Ok(Card::WILD));
        for bad in ["", "5RT", "0RT", "3QT", "3RZ", "3RTX", "WW", "RT3"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }
}
