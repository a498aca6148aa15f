//! The end of a round and of the match: who wins a round, what each seat scores
//! (O7–O9), and who wins the match (O9).

use super::card::Card;
use super::matching::hand_points;
use super::setup::{Rules, Scoring};

/// How a round ended and what it scored (API `roundResult`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundResult {
    /// The round's winner: the seat that emptied its hand (O7), or after a blocked
    /// round the seat with the lowest hand count, `None` on a tie for lowest (O8).
    pub winner: Option<usize>,
    /// True if the round ended blocked (O8).
    pub blocked: bool,
    /// Each seat's hand count when the round ended (O7).
    pub hand_points: Vec<u32>,
    /// What each seat added to its match total this round (O9).
    pub points: Vec<u32>,
}

/// Scores a round that ended with these hands (O7–O9). `blocked` is false when a
/// hand has been emptied.
pub fn round_result(hands: &[Vec<Card>], blocked: bool, scoring: Scoring) -> RoundResult {
    let counts: Vec<u32> = hands.iter().map(|h| hand_points(h)).collect();
    let winner = if blocked {
        // O8: the unique lowest count wins; a tie for lowest has no winner.
        let low = counts.iter().copied().min().unwrap_or(0);
        let mut lowest = counts.iter().enumerate().filter(|&(_, &c)| c == low);
        match (lowest.next(), lowest.next()) {
            (Some((seat, _)), None) => Some(seat),
            _ => None,
        }
    } else {
        // O7: the seat whose hand is empty.
        hands.iter().position(|h| h.is_empty())
    };
    let points = match scoring {
        // O9 collect: the winner scores each other count minus its own (its own is 0
        // unless the round was blocked); no winner, no points.
        Scoring::Collect => {
            let mut pts = vec![0; counts.len()];
            if let Some(w) = winner {
                pts[w] = counts
                    .iter()
                    .enumerate()
                    .filter(|&(s, _)| s != w)
                    .map(|(_, &c)| c - counts[w])
                    .sum();
            }
            pts
        }
        // O9 penalty: every seat adds its own count.
        Scoring::Penalty => counts.clone(),
    };
    RoundResult {
        winner,
        blocked,
        hand_points: counts,
        points,
    }
}

/// True if the match ends after round `round` (1-based) with these totals (O9).
pub fn match_ends(rules: &Rules, round: u32, scores: &[u32]) -> bool {
    match rules.rounds {
        Some(n) => round >= n,
        None => scores.iter().any(|&s| s >= rules.target),
    }
}

/// The match winners (O9): the highest totals under `collect`, the lowest under
/// `penalty`; several seats on an equal best total share the win. Sorted by seat.
pub fn match_winners(scoring: Scoring, scores: &[u32]) -> Vec<usize> {
    let best = match scoring {
        Scoring::Collect => scores.iter().copied().max(),
        Scoring::Penalty => scores.iter().copied().min(),
    };
    match best {
        Some(b) => (0..scores.len()).filter(|&s| scores[s] == b).collect(),
        None => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ottawa::card::parse_cards;

    fn hands(text: &[&str]) -> Vec<Vec<Card>> {
        text.iter().map(|t| parse_cards(t).unwrap()).collect()
    }

    #[test]
    fn o7_o9_collect_winner_scores_the_others() {
        let h = hands(&["", "AS 2C", "KD"]);
        let r = round_result(&h, false, Scoring::Collect);
        assert_eq!(r.winner, Some(0));
        assert!(!r.blocked);
        assert_eq!(r.hand_points, vec![0, 17, 10]);
        assert_eq!(r.points, vec![27, 0, 0]);
    }

    #[test]
    fn o7_o9_penalty_everyone_adds_own_count() {
        let h = hands(&["", "AS 2C", "KD"]);
        let r = round_result(&h, false, Scoring::Penalty);
        assert_eq!(r.winner, Some(0));
        assert_eq!(r.points, vec![0, 17, 10]);
    }

    #[test]
    fn o8_blocked_lowest_wins_collect_counts_differences() {
        let h = hands(&["5C 4C", "AS 2C", "KD 3H"]);
        let r = round_result(&h, true, Scoring::Collect);
        assert_eq!(r.winner, Some(0));
        assert!(r.blocked);
        assert_eq!(r.hand_points, vec![9, 17, 13]);
        // (17 - 9) + (13 - 9)
        assert_eq!(r.points, vec![12, 0, 0]);
        let p = round_result(&h, true, Scoring::Penalty);
        assert_eq!(p.points, vec![9, 17, 13]);
    }

    #[test]
    fn o8_blocked_tie_for_lowest_has_no_winner() {
        let h = hands(&["5C 4C", "9D", "KD 3H"]);
        let r = round_result(&h, true, Scoring::Collect);
        assert_eq!(r.winner, None);
        assert_eq!(r.points, vec![0, 0, 0]);
        let p = round_result(&h, true, Scoring::Penalty);
        assert_eq!(p.winner, None);
        assert_eq!(p.points, vec![9, 9, 13]);
    }

    #[test]
    fn o9_match_end_and_winners() {
        let rules = Rules::default();
        assert!(!match_ends(&rules, 5, &[99, 0]));
        assert!(match_ends(&rules, 1, &[100, 0]));
        let fixed = Rules {
            rounds: Some(3),
            ..Rules::default()
        };
        assert!(!match_ends(&fixed, 2, &[500, 0]));
        assert!(match_ends(&fixed, 3, &[0, 0]));
        assert_eq!(match_winners(Scoring::Collect, &[10, 30, 30]), vec![1, 2]);
        assert_eq!(match_winners(Scoring::Penalty, &[10, 30, 5]), vec![2]);
        assert_eq!(match_winners(Scoring::Penalty, &[0, 0]), vec![0, 1]);
    }
}
