//! The end of a round and of the match: who wins a round, what each seat scores
//! (O7–O9), and who wins the match (O9).

use super::card::Card;
use super::matching::hand_points;
use super::setup::{Rules, Scoring};

/// The most one round can add to a total: the hand points of the whole deck (O7:
/// 4 × (2 + … + 9) + 16 × 10 + 4 × 15). A collect winner scores at most the other
/// hands' counts, a penalty player at most the own (O9); a setup with fewer cards
/// holds no more, and later rounds are dealt from the 52 cards.
pub const MAX_ROUND_POINTS: u32 = 396;

/// The most rounds a match has: option `rounds` is at most this, and a match to a
/// target ends after this round whatever the totals *(house)*. A match to the largest
/// target takes a few hundred rounds; the bound keeps the round number finite when
/// round after round is blocked with a tie (O8: no points).
pub const MAX_ROUNDS: u32 = 10_000;

/// The largest target (O9 option `target`, from 1).
pub const MAX_TARGET: u32 = 10_000;

/// The head start a setup may give a total (see [`max_total`]).
pub const MAX_START_SCORE: u32 = 1_000_000;

/// The largest match total a seat may have in round `round` (from 1): the head start
/// plus [`MAX_ROUND_POINTS`] for each round already scored (those before it, and this
/// one once `round_over`). Setups and saves above it are refused.
///
/// Why no sequence of legal moves takes a total past it: only the end of a round adds
/// points, at most [`MAX_ROUND_POINTS`], and marks the round scored; the next deal
/// moves to the next round. Rounds end at [`MAX_ROUNDS`], so no total exceeds
/// 1,000,000 + 10,000 × 396 = 4,960,000 and the sums never overflow.
pub fn max_total(round: u32, round_over: bool) -> u32 {
    let scored = round
        .saturating_sub(1)
        .saturating_add(u32::from(round_over));
    MAX_START_SCORE.saturating_add(MAX_ROUND_POINTS.saturating_mul(scored))
}

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

/// True if the match ends after round `round` (1-based) with these totals (O9), or
/// because it is round [`MAX_ROUNDS`].
pub fn match_ends(rules: &Rules, round: u32, scores: &[u32]) -> bool {
    round >= MAX_ROUNDS
        || match rules.rounds {
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
    fn max_round_points_is_the_decks_hand_count() {
        let deck: Vec<Card> = Card::deck().collect();
        assert_eq!(hand_points(&deck), MAX_ROUND_POINTS);
    }

    #[test]
    fn a_match_to_a_target_ends_at_the_last_round() {
        let rules = Rules::default();
        assert!(!match_ends(&rules, MAX_ROUNDS - 1, &[0, 0]));
        assert!(match_ends(&rules, MAX_ROUNDS, &[0, 0]));
        assert_eq!(max_total(1, false), MAX_START_SCORE);
        assert_eq!(max_total(1, true), MAX_START_SCORE + MAX_ROUND_POINTS);
        assert_eq!(max_total(MAX_ROUNDS, true), 4_960_000);
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
