//! Why exactly a play or a recycle breaks a line (Y7, Y8, Y16), for people learning
//! the rules: which line (its cells), which attribute, and the values the line's cards
//! show for it.
//!
//! [`crate::iota::check_play`] answers with a code only (`invalid-line`, `too-long`),
//! and stays fast for move generation; the explanation is worked out afterwards, on
//! the refused play alone.

use super::board::{line_through, Board, Cells, Line, Overlay};
use super::card::{Card, ATTRIBUTES};
use super::cardset::{wilds_feasible_attr, Summary, WildLine};
use super::position::{Axis, Placement, Pos};
use arrayvec::ArrayVec;
use std::fmt;

/// One of the three attributes of a card (Y1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attribute {
    /// Red, green, blue, yellow.
    Colour,
    /// Circle, square, triangle, cross.
    Shape,
    /// 1 to 4.
    Number,
}

const ATTRS: [Attribute; ATTRIBUTES] = [Attribute::Colour, Attribute::Shape, Attribute::Number];

impl Attribute {
    /// The API name: `colour`, `shape`, `number`.
    pub fn as_str(self) -> &'static str {
        match self {
            Attribute::Colour => "colour",
            Attribute::Shape => "shape",
            Attribute::Number => "number",
        }
    }

    /// The value of this attribute on `card` as in card codes (`R`, `T`, `3`); `W` for
    /// a wild, which takes any value.
    pub fn value_code(self, card: Card) -> String {
        let code = card.to_string();
        let i = match self {
            _ if card.is_wild() => return code,
            Attribute::Number => 0,
            Attribute::Colour => 1,
            Attribute::Shape => 2,
        };
        code[i..i + 1].to_string()
    }

    fn words(self) -> &'static str {
        match self {
            Attribute::Colour => "colours",
            Attribute::Shape => "shapes",
            Attribute::Number => "numbers",
        }
    }

    fn value_word(self, card: Card) -> String {
        const COLOURS: [&str; 4] = ["red", "green", "blue", "yellow"];
        const SHAPES: [&str; 4] = ["circle", "square", "triangle", "cross"];
        if card.is_wild() {
            return "wild".to_string();
        }
        let [c, s, n] = card.attrs();
        match self {
            Attribute::Colour => COLOURS[usize::from(c)].to_string(),
            Attribute::Shape => SHAPES[usize::from(s)].to_string(),
            Attribute::Number => (n + 1).to_string(),
        }
    }
}

/// One line as an explanation shows it: its cells in order and their cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaultLine {
    /// The cells along the line.
    pub cells: Vec<Pos>,
    /// The card on each cell (a wild is `W`).
    pub cards: Vec<Card>,
}

impl FaultLine {
    fn of(line: &Line) -> FaultLine {
        FaultLine {
            cells: line.cells.iter().map(|p| p.pos).collect(),
            cards: line.cells.iter().map(|p| p.card).collect(),
        }
    }
}

/// What exactly breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Y8: a line of more than four cards.
    TooLong(FaultLine),
    /// Y7: in `line`, the cards' values of `attribute` are neither all the same nor all
    /// different.
    Mixed {
        /// The line.
        line: FaultLine,
        /// The attribute that breaks.
        attribute: Attribute,
    },
    /// Y16: each line is fine alone, but the wild on `wild` cannot stand for one
    /// card in all its lines at once: `attribute` cannot be chosen for it.
    Wild {
        /// The wild's cell.
        wild: Pos,
        /// The lines through the wild (row first).
        lines: Vec<FaultLine>,
        /// The attribute no value satisfies.
        attribute: Attribute,
    },
}

impl Fault {
    /// The line to mark on the grid (for a wild: its row, or its column).
    pub fn line(&self) -> &FaultLine {
        match self {
            Fault::TooLong(l) | Fault::Mixed { line: l, .. } => l,
            Fault::Wild { lines, .. } => &lines[0],
        }
    }

    /// The attribute that breaks, if any (none for a line too long).
    pub fn attribute(&self) -> Option<Attribute> {
        match self {
            Fault::TooLong(_) => None,
            Fault::Mixed { attribute, .. } | Fault::Wild { attribute, .. } => Some(*attribute),
        }
    }
}

impl fmt::Display for Fault {
    /// An English sentence: "colours in this line: red, red, blue: all the same or all
    /// different".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let values = |a: Attribute, l: &FaultLine| {
            l.cards
                .iter()
                .map(|&c| a.value_word(c))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            Fault::TooLong(l) => {
                write!(f, "this line would hold {} cards: at most 4", l.cards.len())
            }
            Fault::Mixed { line, attribute } => write!(
                f,
                "{} in this line: {}: all the same or all different",
                attribute.words(),
                values(*attribute, line)
            ),
            Fault::Wild {
                wild,
                lines,
                attribute,
            } => {
                write!(
                    f,
                    "the wild at {},{} cannot be one card for every line through it: {}",
                    wild.x,
                    wild.y,
                    attribute.words()
                )?;
                for l in lines {
                    write!(f, "; {}", values(*attribute, l))?;
                }
                Ok(())
            }
        }
    }
}

/// The fault of a single line, if it breaks Y7 or Y8 alone.
fn line_fault(line: &Line) -> Option<Fault> {
    if line.len() > 4 {
        return Some(Fault::TooLong(FaultLine::of(line)));
    }
    let s = line.summary();
    ATTRS.iter().enumerate().find_map(|(a, &attribute)| {
        let k = s.mask(a).count_ones() as u8;
        (k > 1 && k != s.count()).then(|| Fault::Mixed {
            line: FaultLine::of(line),
            attribute,
        })
    })
}

/// Every line (2+ cards) through `cells` on `grid`, each once.
fn lines_through<G: Cells>(grid: &G, cells: &[Pos]) -> Vec<Line> {
    let mut out: Vec<Line> = Vec::new();
    for &c in cells {
        for axis in [Axis::Row, Axis::Column] {
            let l = line_through(grid, c, axis);
            if l.len() >= 2
                && !out
                    .iter()
                    .any(|o| o.axis == axis && o.cells[0].pos == l.cells[0].pos)
            {
                out.push(l);
            }
        }
    }
    out
}

/// Y16 on `grid` for the wilds on `wilds`: the first wild and attribute for which no
/// assignment satisfies every line through the wilds.
fn wild_fault<G: Cells>(grid: &G, wilds: &[Pos]) -> Option<Fault> {
    let wilds = &wilds[..wilds.len().min(4)];
    let lines = lines_through(grid, wilds);
    let solver: ArrayVec<WildLine, 8> = lines
        .iter()
        .take(8)
        .map(|l| {
            let mut vars = 0u8;
            for (i, w) in wilds.iter().enumerate() {
                if l.contains(*w) {
                    vars |= 1 << i;
                }
            }
            WildLine {
                fixed: l.summary(),
                len: l.len() as u8,
                vars,
            }
        })
        .collect();
    let a = (0..ATTRIBUTES).find(|&a| !wilds_feasible_attr(&solver, wilds.len(), a))?;
    // Name a wild in a line that takes part in the contradiction: the first wild
    // that lies in two lines (a wild in one line alone can always be chosen).
    let wild = wilds
        .iter()
        .copied()
        .find(|w| lines.iter().filter(|l| l.contains(*w)).count() > 1)
        .unwrap_or(wilds[0]);
    let mut through: Vec<FaultLine> = lines
        .iter()
        .filter(|l| l.contains(wild))
        .map(FaultLine::of)
        .collect();
    if through.is_empty() {
        through.push(FaultLine {
            cells: vec![wild],
            cards: vec![Card::WILD],
        });
    }
    Some(Fault::Wild {
        wild,
        lines: through,
        attribute: ATTRS[a],
    })
}

/// Why `play` onto `board` breaks a line (Y7, Y8, Y16), or `None` if no line breaks
/// (the play may still be refused for another reason: a gap, no connection …).
pub fn explain_play(board: &Board, play: &[Placement]) -> Option<Fault> {
    let grid = Overlay { board, extra: play };
    let cells: Vec<Pos> = play.iter().map(|p| p.pos).collect();
    let lines = lines_through(&grid, &cells);
    if let Some(f) = lines.iter().find_map(line_fault) {
        return Some(f);
    }
    let mut wilds: Vec<Pos> = board.wilds().to_vec();
    wilds.extend(play.iter().filter(|p| p.card.is_wild()).map(|p| p.pos));
    if lines.iter().any(Line::has_wild) {
        return wild_fault(&grid, &wilds);
    }
    None
}

/// Why `card` cannot replace the wild on `pos` (Y18), or `None` if it can (or no
/// wild lies there).
pub fn explain_recycle(board: &Board, pos: Pos, card: Card) -> Option<Fault> {
    if board.get(pos) != Some(Card::WILD) || card.is_wild() {
        return None;
    }
    let extra = [Placement { card, pos }];
    let grid = Overlay {
        board,
        extra: &extra,
    };
    if let Some(f) = lines_through(&grid, &[pos]).iter().find_map(line_fault) {
        return Some(f);
    }
    let others: Vec<Pos> = board
        .wilds()
        .iter()
        .copied()
        .filter(|&w| w != pos)
        .collect();
    if others.is_empty() {
        return None;
    }
    wild_fault(&grid, &others)
}

/// The values of `attribute` along `line`, as in card codes (`W` for a wild).
pub fn line_values(attribute: Attribute, line: &FaultLine) -> Vec<String> {
    line.cards
        .iter()
        .map(|&c| attribute.value_code(c))
        .collect()
}

/// The line's numbered cards summarised (for tests and callers that check a fix).
pub fn summary(line: &FaultLine) -> Summary {
    let mut s = Summary::default();
    for &c in &line.cards {
        s.add(c);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iota::position::parse_position;
    use crate::iota::{check_play, CheckOptions, PlayError};

    fn board(text: &str) -> Board {
        Board::new(&parse_position(text).unwrap()).unwrap()
    }

    fn play(text: &str) -> Vec<Placement> {
        parse_position(text).unwrap()
    }

    #[test]
    fn y7_names_the_line_and_the_colours() {
        let b = board("1RT@0,0 2RT@1,0");
        let p = play("3BT@2,0");
        assert_eq!(
            check_play(&b, &p, CheckOptions::default()).unwrap_err(),
            PlayError::InvalidLine
        );
        let f = explain_play(&b, &p).unwrap();
        assert_eq!(f.attribute(), Some(Attribute::Colour));
        assert_eq!(
            f.line().cells,
            vec![Pos::new(0, 0), Pos::new(1, 0), Pos::new(2, 0)]
        );
        assert_eq!(line_values(Attribute::Colour, f.line()), ["R", "R", "B"]);
        assert_eq!(
            f.to_string(),
            "colours in this line: red, red, blue: all the same or all different"
        );
    }

    #[test]
    fn y7_crossing_line_and_numbers() {
        // The play is fine in its row; its column mixes numbers 1, 1, 2.
        let b = board("1RT@0,0 1GT@0,1 3YC@1,3");
        let p = play("2BT@0,2");
        let f = explain_play(&b, &p).unwrap();
        assert_eq!(f.attribute(), Some(Attribute::Number));
        assert_eq!(line_values(Attribute::Number, f.line()), ["1", "1", "2"]);
        assert_eq!(f.line().cells[2], Pos::new(0, 2));
    }

    #[test]
    fn y8_too_long() {
        let b = board("1RT@0,0 2RT@1,0 3RT@2,0 4RT@3,0");
        let f = explain_play(&b, &play("W@4,0")).unwrap();
        assert_eq!(f.attribute(), None);
        assert_eq!(f.line().cells.len(), 5);
        assert!(f.to_string().contains("5 cards"));
    }

    #[test]
    fn y16_wild_that_is_two_cards() {
        // W at (1,0): the row wants a red triangle, its column a green square.
        let b = board("1RT@0,0 W@1,0 3RT@2,0 1GS@1,1");
        let p = play("2GS@1,2");
        assert_eq!(
            check_play(&b, &p, CheckOptions::default()).unwrap_err(),
            PlayError::InvalidLine
        );
        let f = explain_play(&b, &p).unwrap();
        match &f {
            Fault::Wild { wild, lines, .. } => {
                assert_eq!(*wild, Pos::new(1, 0));
                assert_eq!(lines.len(), 2);
            }
            other => panic!("{other:?}"),
        }
        // Colour is the first attribute that no card satisfies.
        assert_eq!(f.attribute(), Some(Attribute::Colour));
    }

    #[test]
    fn legal_plays_have_no_fault() {
        let b = board("1RT@0,0 2RT@1,0");
        assert_eq!(explain_play(&b, &play("3RT@2,0")), None);
        assert_eq!(explain_play(&b, &play("3RT@5,5")), None);
    }

    #[test]
    fn y18_recycle_misfit_names_the_line() {
        let b = board("1RT@0,0 W@1,0 3RT@2,0");
        let c: Card = "2GT".parse().unwrap();
        let f = explain_recycle(&b, Pos::new(1, 0), c).unwrap();
        assert_eq!(f.attribute(), Some(Attribute::Colour));
        assert_eq!(line_values(Attribute::Colour, f.line()), ["R", "G", "R"]);
        assert_eq!(
            explain_recycle(&b, Pos::new(1, 0), "2RT".parse().unwrap()),
            None
        );
    }

    /// Every play refused with `invalid-line` or `too-long` is explained, and the
    /// explanation's line really breaks (checked on random small grids).
    #[test]
    fn every_line_refusal_is_explained() {
        let mut rng = crate::rng::GameRng::new(11);
        let mut explained = 0;
        for _ in 0..3000 {
            let mut deck = Card::deck();
            rng.shuffle(&mut deck);
            // A grid grown from legal single cards, then a random 1–2 card play.
            let mut ps = vec![Placement {
                card: deck[0],
                pos: Pos::new(0, 0),
            }];
            let mut i = 1;
            for _ in 0..40 {
                let b = Board::new(&ps).unwrap();
                let f = b.frontier();
                let pos = f[rng.index(f.len())];
                let p = Placement { card: deck[i], pos };
                if check_play(&b, &[p], CheckOptions::default()).is_ok() {
                    ps.push(p);
                    i += 1;
                }
                if ps.len() >= 8 {
                    break;
                }
            }
            let b = Board::new(&ps).unwrap();
            let f = b.frontier();
            let pos = f[rng.index(f.len())];
            let p = [Placement { card: deck[i], pos }];
            match check_play(&b, &p, CheckOptions::default()) {
                Err(PlayError::InvalidLine) | Err(PlayError::TooLong) => {
                    let fault = explain_play(&b, &p).expect("explained");
                    if let Fault::Mixed { line, .. } = &fault {
                        assert!(!summary(line).consistent());
                    }
                    explained += 1;
                }
                Ok(_) => assert_eq!(explain_play(&b, &p), None),
                Err(_) => {}
            }
        }
        assert!(explained > 300, "only {explained} refusals explained");
    }
}
