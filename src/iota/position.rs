//! Cells, placements and position text: `3RT@0,0 2RT@1,0 W@2,0`.
//!
//! `x` grows to the right and `y` downward. Any `i32` cell is valid; neighbours past
//! the `i32` range do not exist (so no arithmetic overflows at the edges).

use super::card::Card;
use super::error::ParseError;
use std::fmt;
use std::str::FromStr;

/// A cell of the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pos {
    /// Column, growing to the right.
    pub x: i32,
    /// Row, growing downward.
    pub y: i32,
}

/// A direction along which lines run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// A row (x varies).
    Row,
    /// A column (y varies).
    Column,
}

impl Axis {
    /// The other axis.
    pub fn cross(self) -> Axis {
        match self {
            Axis::Row => Axis::Column,
            Axis::Column => Axis::Row,
        }
    }
}

impl Pos {
    /// The cell `(x, y)`.
    pub const fn new(x: i32, y: i32) -> Pos {
        Pos { x, y }
    }

    /// The cell `steps` cells along `axis`, or `None` outside the `i32` range.
    #[inline]
    pub fn step(self, axis: Axis, steps: i32) -> Option<Pos> {
        match axis {
            Axis::Row => self.x.checked_add(steps).map(|x| Pos { x, y: self.y }),
            Axis::Column => self.y.checked_add(steps).map(|y| Pos { x: self.x, y }),
        }
    }

    /// The (up to four) orthogonal neighbours that exist.
    pub fn neighbours(self) -> impl Iterator<Item = Pos> {
        [
            self.step(Axis::Row, -1),
            self.step(Axis::Row, 1),
            self.step(Axis::Column, -1),
            self.step(Axis::Column, 1),
        ]
        .into_iter()
        .flatten()
    }

    /// The coordinate along `axis` (x for rows).
    #[inline]
    pub fn along(self, axis: Axis) -> i32 {
        match axis {
            Axis::Row => self.x,
            Axis::Column => self.y,
        }
    }

    /// The coordinate across `axis` (y for rows).
    #[inline]
    pub fn across(self, axis: Axis) -> i32 {
        match axis {
            Axis::Row => self.y,
            Axis::Column => self.x,
        }
    }
}

/// A card on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    /// The card.
    pub card: Card,
    /// Where it lies.
    pub pos: Pos,
}

impl Placement {
    /// `card` at `(x, y)`.
    pub fn new(card: Card, x: i32, y: i32) -> Placement {
        Placement {
            card,
            pos: Pos { x, y },
        }
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{},{}", self.card, self.pos.x, self.pos.y)
    }
}

impl FromStr for Placement {
    type Err = ParseError;

    /// Parses `3RT@0,-1`, ignoring case and spaces.
    fn from_str(text: &str) -> Result<Placement, ParseError> {
        let bad = || ParseError::BadPlacement(text.trim().to_string());
        let (card, cell) = text.split_once('@').ok_or_else(bad)?;
        let card: Card = card.parse()?;
        let (x, y) = cell.split_once(',').ok_or_else(bad)?;
        let num = |s: &str| -> Result<i32, ParseError> {
            let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
            s.parse::<i32>().map_err(|_| bad())
        };
        Ok(Placement {
            card,
            pos: Pos {
                x: num(x)?,
                y: num(y)?,
            },
        })
    }
}

/// Parses position text: placements separated by spaces (or `;`), leniently (case, spaces around `@` and `,`). The empty text is the
/// empty position.
pub fn parse_position(text: &str) -> Result<Vec<Placement>, ParseError> {
    // Glue `3RT @ 0 , -1` together: drop whitespace next to '@' and ',' and after a sign.
    let mut glued = String::with_capacity(text.len());
    let mut pending_space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            pending_space = true;
            continue;
        }
        let joins =
            matches!(c, '@' | ',') || matches!(glued.chars().last(), Some('@' | ',' | '-' | '+'));
        if pending_space && !glued.is_empty() && !joins {
            glued.push(' ');
        }
        pending_space = false;
        glued.push(c);
    }
    glued
        .split([' ', ';'])
        .filter(|t| !t.is_empty())
        .map(str::parse)
        .collect()
}

/// The canonical text of a set of placements: each placement's text, sorted as strings,
/// joined by single spaces (`1RX@-5,-5 3RS@-4,-5 W@-3,-5`).
pub fn format_position(placements: &[Placement]) -> String {
    let texts: Vec<String> = placements.iter().map(|p| p.to_string()).collect();
    let mut order: Vec<usize> = (0..texts.len()).collect();
    crate::sort::sort_by(&mut order, |&a, &b| texts[a] < texts[b]);
    let sorted: Vec<&str> = order.iter().map(|&i| texts[i].as_str()).collect();
    sorted.join(" ")
}

/// A set of placements with [`FromStr`] ([`parse_position`]) and [`fmt::Display`]
/// ([`format_position`], canonical).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Position(pub Vec<Placement>);

impl FromStr for Position {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Position, ParseError> {
        parse_position(text).map(Position)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_position(&self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placements_round_trip() {
        let p: Placement = " 3rt @ 0 , -1 ".parse().unwrap();
        assert_eq!(p.to_string(), "3RT@0,-1");
        let q = Placement::new(Card::WILD, i32::MIN, i32::MAX);
        assert_eq!(q.to_string().parse::<Placement>(), Ok(q));
    }

    #[test]
    fn position_text_is_canonical() {
        let pos = parse_position("w@-3,-5  3rs@-4,-5 1RX @ -5 , -5").unwrap();
        assert_eq!(pos.len(), 3);
        assert_eq!(format_position(&pos), "1RX@-5,-5 3RS@-4,-5 W@-3,-5");
        let again: Position = format_position(&pos).parse().unwrap();
        assert_eq!(again.to_string(), "1RX@-5,-5 3RS@-4,-5 W@-3,-5");
        assert_eq!(parse_position("  ").unwrap(), vec![]);
    }

    #[test]
    fn bad_position_text() {
        assert_eq!(parse_position("3RT@0").unwrap_err().code(), "bad-input");
        assert_eq!(parse_position("3RQ@0,0").unwrap_err().code(), "bad-card");
        assert!(parse_position("3RT@0,99999999999").is_err());
        assert!(parse_position("3RT@0,0 2RT").is_err());
    }

    #[test]
    fn y6_edges_of_the_grid_have_no_neighbours_outside() {
        let corner = Pos::new(i32::MAX, i32::MIN);
        assert_eq!(corner.neighbours().count(), 2);
        assert_eq!(corner.step(Axis::Row, 1), None);
        assert_eq!(corner.step(Axis::Column, -1), None);
    }
}
