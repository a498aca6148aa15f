//! The puzzle of the day: a grid and a hand made from a date, the same on every
//! platform (integer arithmetic and the project's own seeded generator only), chosen
//! so that it is worth solving.
//!
//! A candidate grows a grid from a shuffled deck (starter on `0,0`, then plays drawn
//! from the best few plays of random hands, Y5–Y17), then deals a hand of four. It is
//! kept when
//! - the best play scores at least [`MIN_BEST`];
//! - it clearly beats the *obvious* play, the best play that lays its cards along one
//!   line and touches no other: by at least [`MIN_MARGIN`] points and by half again;
//! - it is unique, or shared with at most one other play ([`MAX_TIES`]).
//!
//! Candidates are tried in a fixed order; after [`MAX_TRIES`] the one whose best play
//! beats its obvious play by the most is used, so every date has a puzzle. Only
//! numbered cards are used: no wild lies on the grid (recycling, Y18, is no part of
//! the answer) or in the hand (a wild makes many equal plays).

use super::board::Board;
use super::card::Card;
use super::check::{check_play, CheckOptions};
use super::movegen::{legal_plays, PlaysOptions, ScoredPlay};
use super::position::{Placement, Pos};
use crate::rng::{seed_from_text, GameRng};

/// The best play scores at least this.
pub const MIN_BEST: u32 = 16;
/// The best play beats the obvious one by at least this many points.
pub const MIN_MARGIN: u32 = 8;
/// Plays sharing the best score, the best included.
pub const MAX_TIES: usize = 2;
/// Candidates tried before settling for the most interesting one seen.
pub const MAX_TRIES: usize = 60;

/// A puzzle: find the best play of `hand` on `board`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The date it was made from, `YYYY-MM-DD`.
    pub date: String,
    /// The grid.
    pub board: Vec<Placement>,
    /// The hand of four cards.
    pub hand: Vec<Card>,
    /// The best score.
    pub best: u32,
    /// The obvious play's score (the best single-line play), 0 if none.
    pub obvious: u32,
    /// Plays scoring `best`.
    pub ties: usize,
    /// Legal plays of the hand.
    pub plays: usize,
}

/// Why a date was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadDate(pub String);

impl std::fmt::Display for BadDate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not a date YYYY-MM-DD: {:?}", self.0)
    }
}

impl std::error::Error for BadDate {}

/// Reads `YYYY-MM-DD` (a real day of the Gregorian calendar, years 1–9999), in its
/// canonical form.
pub fn parse_date(text: &str) -> Result<(u32, u32, u32), BadDate> {
    let bad = || BadDate(text.chars().take(24).collect());
    let t = text.trim();
    let b = t.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return Err(bad());
    }
    let num = |s: &str| -> Result<u32, BadDate> {
        if s.bytes().all(|c| c.is_ascii_digit()) {
            s.parse().map_err(|_| bad())
        } else {
            Err(bad())
        }
    };
    let (y, m, d) = (num(&t[..4])?, num(&t[5..7])?, num(&t[8..])?);
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return Err(bad()),
    };
    if y == 0 || d == 0 || d > days {
        return Err(bad());
    }
    Ok((y, m, d))
}

/// The best play that lays its cards along one line and touches no other (what a
/// player looking for the longest line finds first).
fn obvious(board: &Board, plays: &[ScoredPlay]) -> u32 {
    plays
        .iter()
        .filter(|p| {
            check_play(board, &p.placements, CheckOptions::default())
                .is_ok_and(|s| s.lines.len() == 1)
        })
        .map(|p| p.score)
        .max()
        .unwrap_or(0)
}

/// One candidate grid and hand from `rng`.
fn candidate(rng: &mut GameRng) -> Option<(Board, Vec<Card>)> {
    let mut deck: Vec<Card> = Card::numbered().collect();
    rng.shuffle(&mut deck);
    let mut deck = deck.into_iter();
    let mut board = Board::new(&[Placement {
        card: deck.next()?,
        pos: Pos::new(0, 0),
    }])
    .ok()?;
    let turns = 5 + rng.index(9);
    let mut hand: Vec<Card> = Vec::with_capacity(4);
    for _ in 0..turns {
        while hand.len() < 4 {
            hand.push(deck.next()?);
        }
        let plays = legal_plays(&board, &hand, PlaysOptions::default()).ok()?;
        if plays.is_empty() {
            hand.clear();
            continue;
        }
        // One of the best few: grids like the ones people build.
        let p = &plays[rng.index(plays.len().min(4))];
        for pl in &p.placements {
            board.insert(*pl);
            if let Some(k) = hand.iter().position(|&c| c == pl.card) {
                hand.remove(k);
            }
        }
    }
    let hand: Vec<Card> = deck.take(4).collect();
    (hand.len() == 4).then_some((board, hand))
}

/// The puzzle of `date` (`YYYY-MM-DD`).
pub fn daily(date: &str) -> Result<Puzzle, BadDate> {
    let (y, m, d) = parse_date(date)?;
    let date = format!("{y:04}-{m:02}-{d:02}");
    let mut rng = GameRng::new(seed_from_text(&format!("yotta-daily-{date}")));
    let mut fallback: Option<(i64, Puzzle)> = None;
    for _ in 0..MAX_TRIES {
        let mut crng = rng.fork();
        let Some((board, hand)) = candidate(&mut crng) else {
            continue;
        };
        let Ok(plays) = legal_plays(&board, &hand, PlaysOptions::default()) else {
            continue;
        };
        let Some(top) = plays.first() else { continue };
        let best = top.score;
        let ties = plays.iter().take_while(|p| p.score == best).count();
        let obvious = obvious(&board, &plays);
        let puzzle = Puzzle {
            date: date.clone(),
            board: board.sorted(),
            hand,
            best,
            obvious,
            ties,
            plays: plays.len(),
        };
        if best >= MIN_BEST
            && best >= obvious + MIN_MARGIN
            && 2 * best >= 3 * obvious
            && ties <= MAX_TIES
        {
            return Ok(puzzle);
        }
        let interest = i64::from(best) - i64::from(obvious) - 4 * ties as i64;
        if fallback.as_ref().is_none_or(|(k, _)| interest > *k) {
            fallback = Some((interest, puzzle));
        }
    }
    fallback.map(|(_, p)| p).ok_or(BadDate(date))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_read_strictly() {
        assert_eq!(parse_date("2026-11-30"), Ok((2026, 11, 30)));
        assert_eq!(parse_date("2024-02-29"), Ok((2024, 2, 29)));
        for bad in [
            "2023-02-29",
            "2026-13-01",
            "2026-1-01",
            "20261130",
            "2026-11-31",
            "0000-01-01",
            "2026-11-3x",
            "",
            "２０２６-11-30",
        ] {
            assert!(parse_date(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_same_date_gives_the_same_puzzle_and_another_date_another() {
        let a = daily("2026-11-30").unwrap();
        assert_eq!(a, daily("2026-11-30").unwrap());
        let b = daily("2026-12-01").unwrap();
        assert_ne!(a.board, b.board);
        assert_eq!(a.hand.len(), 4);
    }

    #[test]
    fn a_month_of_puzzles_is_worth_solving() {
        let mut kept = 0;
        for d in 1..=30 {
            let p = daily(&format!("2026-06-{d:02}")).unwrap();
            let board = Board::new(&p.board).unwrap();
            assert!(board.wilds().is_empty());
            let plays = legal_plays(&board, &p.hand, PlaysOptions::default()).unwrap();
            assert_eq!(plays[0].score, p.best);
            assert!(p.best > p.obvious, "{p:?}");
            if p.best >= MIN_BEST && p.best >= p.obvious + MIN_MARGIN && p.ties <= MAX_TIES {
                kept += 1;
            }
        }
        assert!(kept >= 27, "only {kept} of 30 days meet every criterion");
    }
}
