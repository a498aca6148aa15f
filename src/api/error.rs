//! The refusal every API call can return: a stable code and a human sentence.

use serde::Serialize;
use std::fmt;

/// Why a call was refused: `code` is one of the stable codes of `docs/api.md`,
/// `message` an English sentence for people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ApiError {
    /// A stable code (`bad-input`, `bad-card`, `gap`, …).
    pub code: &'static str,
    /// A sentence for people; never parsed.
    pub message: String,
}

/// The result of reading or running anything in the API layer.
pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    /// A refusal with `code` and `message`.
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        ApiError {
            code,
            message: message.into(),
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
