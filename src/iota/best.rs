//! The best score a hand could make on a grid this turn, every way of beginning the
//! turn included: each set of wilds the hand can take back first (Y18), then every
//! legal play of the hand that results (Y5–Y17), the end-of-game doubling when the
//! pile is empty (Y15). Used to review a game: what a seat could have scored with the
//! hand it held.

use super::board::Board;
use super::card::Card;
use super::cardset::CardSet;
use super::check::recycle_fits;
use super::error::PlayError;
use super::game::{Action, Move};
use super::movegen::{for_each_play_sorted, PlaysOptions};
use super::position::Placement;
use arrayvec::ArrayVec;

/// A way to begin a turn: the recycles made, and the grid and hand after them.
#[derive(Clone, Debug)]
pub(crate) struct Start {
    pub(crate) recycle: ArrayVec<Placement, 2>,
    pub(crate) board: Board,
    pub(crate) hand: ArrayVec<Card, 4>,
}

/// Every set of recycles `hand` can make on `board` (Y18), the empty set first; a
/// second recycle takes a later wild cell than the first, so each set comes once.
/// (Also every way the computer players consider to begin a turn.)
pub(crate) fn starts(board: &Board, hand: &[Card]) -> Vec<Start> {
    let wilds: ArrayVec<_, 2> = board.wilds().iter().copied().collect();
    let mut out = vec![Start {
        recycle: ArrayVec::new(),
        board: board.clone(),
        hand: hand.iter().copied().take(4).collect(),
    }];
    let mut i = 0;
    while i < out.len() {
        let cur = out[i].clone();
        let after = cur
            .recycle
            .iter()
            .filter_map(|r| wilds.iter().position(|&w| w == r.pos))
            .max()
            .map_or(0, |k| k + 1);
        for &w in &wilds[after.min(wilds.len())..] {
            let mut tried = CardSet::EMPTY;
            for &c in cur.hand.iter().filter(|c| !c.is_wild()) {
                if tried.contains(c) || recycle_fits(&cur.board, w, c).is_err() {
                    continue;
                }
                tried = tried | CardSet::single(c);
                let mut s = cur.clone();
                s.board.replace_wild(w, c);
                if let Some(k) = s.hand.iter().position(|&h| h == c) {
                    s.hand.remove(k);
                }
                s.hand.push(Card::WILD);
                s.recycle.push(Placement { card: c, pos: w });
                out.push(s);
            }
        }
        i += 1;
    }
    out
}

/// The highest-scoring move of `hand` on `board` (recycles included) and its score;
/// `None` when the hand has no legal play. Among equal scores, the one without
/// recycles, then the first in the order of [`super::legal_plays`].
pub fn best_turn(
    board: &Board,
    hand: &[Card],
    options: PlaysOptions,
) -> Result<Option<(Move, u32)>, PlayError> {
    if hand.len() > 4 {
        return Err(PlayError::HandTooLarge);
    }
    let mut best: Option<(Move, u32)> = None;
    for s in starts(board, hand) {
        let mut top: Option<(ArrayVec<Placement, 4>, u32)> = None;
        for_each_play_sorted(&s.board, &s.hand, options, |p, score| {
            if top.is_none() {
                top = Some((p.iter().copied().collect(), score));
            }
        })?;
        if let Some((place, score)) = top {
            if best.as_ref().is_none_or(|b| score > b.1) {
                best = Some((
                    Move {
                        recycle: s.recycle.clone(),
                        action: Action::Place(place),
                    },
                    score,
                ));
            }
        }
    }
    Ok(best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::iota::position::parse_position;
    use crate::iota::{legal_plays, IotaGame, Setup};

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect()
    }

    #[test]
    fn without_wilds_it_is_the_top_of_legal_plays() {
        let b = Board::new(&parse_position("3RT@0,0 2RT@1,0").unwrap()).unwrap();
        let hand = cards("1RT 4GC 2GC 3YX");
        let o = PlaysOptions::default();
        let (m, score) = best_turn(&b, &hand, o).unwrap().unwrap();
        assert_eq!(score, legal_plays(&b, &hand, o).unwrap()[0].score);
        assert!(m.recycle.is_empty());
    }

    #[test]
    fn y18_a_recycle_that_opens_a_better_play_counts() {
        // 2RT can take back the wild of 1RT W 3RT; the wild then completes two lots
        // at once on (3,2), as 4GC in its row and in its column.
        let b = Board::new(
            &parse_position(
                "1RT@0,0 W@1,0 3RT@2,0 1GC@0,2 2GC@1,2 3GC@2,2 4GS@3,3 4GT@3,4 4GX@3,5",
            )
            .unwrap(),
        )
        .unwrap();
        let hand = cards("2RT 4YX");
        let o = PlaysOptions::default();
        let plain_best = legal_plays(&b, &hand, o).unwrap()[0].score;
        let (m, score) = best_turn(&b, &hand, o).unwrap().unwrap();
        assert_eq!(score, (6 + 12) * 4);
        assert!(score > plain_best, "{score} vs {plain_best}");
        assert_eq!(m.recycle.len(), 1);
        // The move is legal in a game in this position and scores what was said.
        let mut g = IotaGame::from_setup(Setup {
            players: 2,
            board: b.placements().to_vec(),
            hands: vec![hand.clone(), cards("1BS")],
            pile: cards("2BS 3BS 4BS"),
            scores: vec![0, 0],
            to_move: 0,
            passes: 0,
            all_four_bonus: true,
            short_game: false,
        })
        .unwrap();
        assert_eq!(g.play(&m).unwrap().score, score);
    }

    #[test]
    fn a_hand_of_five_is_refused() {
        let b = Board::new(&parse_position("1RT@0,0").unwrap()).unwrap();
        assert_eq!(
            best_turn(&b, &cards("1GC 2GC 3GC 4GC 1BC"), PlaysOptions::default()),
            Err(PlayError::HandTooLarge)
        );
    }
}
