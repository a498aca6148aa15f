//! The refusal every API call can return: a stable code and a human sentence.

use serde::Serialize;
use std::fmt;

/// Why a call was refused: `code` is one of the stable codes of `docs/api.md`,
/// `message` an English sentence for people, and for a broken Ётта line the exact
/// fault as extra fields ([`LineDetail`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ApiError {
    /// A stable code (`bad-input`, `bad-card`, `gap`, …).
    pub code: &'static str,
    /// A sentence for people; never parsed.
    pub message: String,
    /// Which line breaks and how (`invalid-line`, `too-long`, `recycle-misfit`).
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub detail: Option<Box<LineDetail>>,
}

/// The extra fields of a refusal for a broken line (Y7, Y8, Y16, Y18):
/// `{ line: [[x, y], …], cards: ["1RT", …], attribute: "colour", values: ["R", …],
///   wild: [x, y], lines: [{ cells, cards, values }] }`; `attribute` and `values` are
/// absent for a line too long, `wild` and `lines` present only when a wild cannot
/// stand for one card in all its lines.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LineDetail {
    /// The cells of the line to mark, in order.
    pub line: Vec<[i32; 2]>,
    /// The cards on those cells.
    pub cards: Vec<String>,
    /// `colour`, `shape` or `number`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attribute: Option<&'static str>,
    /// The attribute's values along the line, as in card codes (`R`, `T`, `3`, `W`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
    /// The wild that cannot be one card (Y16).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wild: Option<[i32; 2]>,
    /// Every line through that wild (Y16).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lines: Option<Vec<DetailLine>>,
}

/// A line of [`LineDetail::lines`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DetailLine {
    /// Its cells.
    pub cells: Vec<[i32; 2]>,
    /// Their cards.
    pub cards: Vec<String>,
    /// The broken attribute's values along it.
    pub values: Vec<String>,
}

/// The result of reading or running anything in the API layer.
pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    /// A refusal with `code` and `message`.
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        ApiError {
            code,
            message: message.into(),
            detail: None,
        }
    }

    /// An argument of the wrong type or shape.
    pub fn bad_input(message: impl Into<String>) -> Self {
        ApiError::new("bad-input", message)
    }

    /// A card code that does not parse.
    pub fn bad_card(message: impl Into<String>) -> Self {
        ApiError::new("bad-card", message)
    }

    /// The same refusal with the exact fault of a line, whose sentence replaces the
    /// general one.
    pub fn with_fault(mut self, fault: Option<crate::iota::Fault>) -> Self {
        use crate::iota::explain::line_values;
        let Some(f) = fault else { return self };
        let cell = |p: &crate::iota::Pos| [p.x, p.y];
        let line = f.line();
        let attribute = f.attribute();
        self.message = f.to_string();
        self.detail = Some(Box::new(LineDetail {
            line: line.cells.iter().map(cell).collect(),
            cards: line.cards.iter().map(|c| c.to_string()).collect(),
            attribute: attribute.map(|a| a.as_str()),
            values: attribute.map(|a| line_values(a, line)),
            wild: match &f {
                crate::iota::Fault::Wild { wild, .. } => Some(cell(wild)),
                _ => None,
            },
            lines: match (&f, attribute) {
                (crate::iota::Fault::Wild { lines, .. }, Some(a)) => Some(
                    lines
                        .iter()
                        .map(|l| DetailLine {
                            cells: l.cells.iter().map(cell).collect(),
                            cards: l.cards.iter().map(|c| c.to_string()).collect(),
                            values: line_values(a, l),
                        })
                        .collect(),
                ),
                _ => None,
            },
        }));
        self
    }

    /// An engine error: its stable `code()` and its `Display` sentence.
    pub fn from_code(code: &'static str, err: &dyn fmt::Display) -> Self {
        ApiError::new(code, err.to_string())
    }
}

impl fmt::Display for ApiError {
    /// `code: message`, the text a thrown `Error` carries.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl std::error::Error for ApiError {}

/// Quotes a caller's text for a message, cut short so that a hostile 10 000-character
/// string does not come back in full.
pub fn quote(text: &str) -> String {
    const MAX: usize = 24;
    let mut out = String::from("\"");
    for (i, c) in text.chars().enumerate() {
        if i == MAX {
            out.push('…');
            break;
        }
        out.push(c);
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_starts_with_the_code() {
        let e = ApiError::new("bad-setup", "hand 2 holds 5 cards");
        assert_eq!(e.to_string(), "bad-setup: hand 2 holds 5 cards");
    }

    #[test]
    fn quote_cuts_long_text() {
        assert_eq!(quote("3RT"), "\"3RT\"");
        let long = "x".repeat(10_000);
        let q = quote(&long);
        assert!(q.chars().count() < 30, "{q}");
        assert!(q.ends_with("…\""));
    }
}
