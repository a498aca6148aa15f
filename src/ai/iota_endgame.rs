//! The master's exact endgame in a two-player Ётта game with the pile empty.
//!
//! With no pile, the cards a seat has not seen are exactly the other hand (every
//! numbered card is distinct and both wilds are counted, Y1, Y2): the view determines
//! the whole game. The rest of it is searched exactly: negamax with alpha-beta on the
//! difference of the points still to come (the game ends when a seat plays its last
//! card, that turn doubled, Y15, Y19, or after six consecutive passes, Y20), plays
//! ordered best score first after the transposition table's move, positions found
//! again in the transposition table (a hash of the cards on the grid, the hands, the
//! seat to move and the passes). The moves searched are every play of every way to
//! begin the turn (recycles included, Y18) and the plain pass; a pass after a recycle
//! is left out.
//!
//! The work is counted: each generated play is one unit, each position searched
//! [`NODE_COST`] more. When [`ENDGAME_WORK`] units are spent before the search ends,
//! it gives up and the master simulates instead. The same view always gives the same
//! move.

use super::iota_expert::sample_world;
use crate::game::Game;
use crate::iota::best::starts;
use crate::iota::game::Action;
use crate::iota::{for_each_play, Board, Card, IotaView, Move, Placement, PlaysOptions};
use crate::rng::GameRng;
use arrayvec::ArrayVec;

/// The endgame search's work budget per decision, in units (generated plays, plus
/// [`NODE_COST`] per position searched).
pub const ENDGAME_WORK: u64 = 2_000_000;
/// Work units charged for each position searched besides the plays it generates.
const NODE_COST: u64 = 40;
/// Entries of the transposition table (a power of two).
const TT_SIZE: usize = 1 << 16;
/// Beyond any difference of points (a game's scores stay far below it).
const INF: i32 = 1 << 26;
/// Consecutive passes that end a two-player game (Y20: 3 × players).
const PASSES_END: usize = 6;

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    value: i32,
    /// 0 empty, 1 exact, 2 lower bound, 3 upper bound.
    flag: u8,
    /// Index + 1 of the best move in the position's move list (0: none).
    best: u16,
}

/// One move of the search: the way the turn begins, the cards placed, the score.
struct Step {
    start: usize,
    placements: ArrayVec<Placement, 4>,
    score: u32,
}

struct Search {
    all_four_bonus: bool,
    work: u64,
    table: Vec<Entry>,
}

/// A 64-bit mix (splitmix64's finaliser).
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The hash of a card on a cell.
fn cell_hash(p: Placement) -> u64 {
    mix((u64::from(p.card.index()) << 56)
        ^ (u64::from(p.pos.x as u32) << 28)
        ^ u64::from(p.pos.y as u32)
        ^ 0x5EED)
}

fn hand_hash(hand: &[Card], seat: usize) -> u64 {
    let mut bits = 0u64;
    let mut wilds = 0u64;
    for &c in hand {
        if c.is_wild() {
            wilds += 1;
        } else {
            bits |= 1 << c.index();
        }
    }
    mix(bits ^ (wilds << 1) ^ (seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        ^ mix(wilds + 7 * seat as u64 + 1)
}

impl Search {
    /// The best difference of points to come, for `mover` against the other seat, or
    /// `None` once the budget is spent.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        board: &Board,
        board_hash: u64,
        hands: &[ArrayVec<Card, 4>; 2],
        mover: usize,
        passes: usize,
        mut alpha: i32,
        beta: i32,
    ) -> Option<(i32, usize)> {
        if passes >= PASSES_END {
            return Some((0, 0));
        }
        self.work += NODE_COST;
        if self.work > ENDGAME_WORK {
            return None;
        }
        let key = board_hash
            ^ hand_hash(&hands[0], 0)
            ^ hand_hash(&hands[1], 1)
            ^ mix(0xA11CE + (mover as u64) * 16 + passes as u64);
        let slot = (key as usize) & (TT_SIZE - 1);
        let entry = self.table[slot];
        let mut tt_best = 0usize;
        let alpha0 = alpha;
        if entry.flag != 0 && entry.key == key {
            match entry.flag {
                1 => return Some((entry.value, usize::from(entry.best).saturating_sub(1))),
                2 if entry.value >= beta => {
                    return Some((entry.value, usize::from(entry.best).saturating_sub(1)))
                }
                3 if entry.value <= alpha => {
                    return Some((entry.value, usize::from(entry.best).saturating_sub(1)))
                }
                _ => {}
            }
            tt_best = usize::from(entry.best);
        }
        let hand = &hands[mover];
        let begins = starts(board, hand);
        let options = PlaysOptions {
            all_four_bonus: self.all_four_bonus,
            pile_empty: true,
        };
        let mut steps: Vec<Step> = Vec::new();
        for (i, s) in begins.iter().enumerate() {
            let _ = for_each_play(&s.board, &s.hand, options, |p, score| {
                steps.push(Step {
                    start: i,
                    placements: p.iter().copied().collect(),
                    score,
                });
            });
        }
        self.work += steps.len() as u64;
        // Order: the table's move, then by score (stable, so the generation order
        // breaks ties and the search is deterministic). The pass is last (index
        // `steps.len()`).
        let mut order: Vec<usize> = (0..=steps.len()).collect();
        crate::sort::sort_by(&mut order, |&a, &b| {
            let sa = steps.get(a).map_or(-1, |s| i64::from(s.score));
            let sb = steps.get(b).map_or(-1, |s| i64::from(s.score));
            sa > sb
        });
        if tt_best > 0 && tt_best <= order.len() {
            if let Some(k) = order.iter().position(|&m| m == tt_best - 1) {
                order.remove(k);
                order.insert(0, tt_best - 1);
            }
        }
        let other = 1 - mover;
        let mut best_value = i32::MIN;
        let mut best_move = order[0];
        for &m in &order {
            let value = match steps.get(m) {
                Some(step) => {
                    let start = &begins[step.start];
                    let mut rest = start.hand.clone();
                    for p in &step.placements {
                        if let Some(k) = rest.iter().position(|&c| c == p.card) {
                            rest.remove(k);
                        }
                    }
                    let score = step.score as i32;
                    if rest.is_empty() {
                        // Y19: the last card of the hand with the pile empty ends the game.
                        score
                    } else {
                        let mut b = start.board.clone();
                        let mut h = board_hash;
                        for r in &start.recycle {
                            h ^= cell_hash(Placement {
                                card: Card::WILD,
                                pos: r.pos,
                            }) ^ cell_hash(*r);
                        }
                        for p in &step.placements {
                            b.insert(*p);
                            h ^= cell_hash(*p);
                        }
                        let mut next = hands.clone();
                        next[mover] = rest;
                        let (v, _) =
                            self.negamax(&b, h, &next, other, 0, score - beta, score - alpha)?;
                        score - v
                    }
                }
                None => {
                    let (v, _) =
                        self.negamax(board, board_hash, hands, other, passes + 1, -beta, -alpha)?;
                    -v
                }
            };
            if value > best_value {
                best_value = value;
                best_move = m;
            }
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        let flag = if best_value <= alpha0 {
            3
        } else if best_value >= beta {
            2
        } else {
            1
        };
        self.table[slot] = Entry {
            key,
            value: best_value,
            flag,
            best: u16::try_from(best_move + 1).unwrap_or(0),
        };
        Some((best_value, best_move))
    }
}

/// The exact best move of the seat of `view` in a two-player game with the pile empty
/// (the one that maximises its final lead), or `None` when the view is not such a game
/// or the search ran out of budget.
pub(super) fn solve(view: &IotaView, all_four_bonus: bool, rng: &mut GameRng) -> Option<Move> {
    if view.pile != 0 || view.hand_sizes.len() != 2 {
        return None;
    }
    // With the pile empty the deal is determined: the sample is the game itself.
    let game = sample_world(view, all_four_bonus, rng)?;
    let mover = game.to_move()?;
    let hands = [
        game.hand(0)
            .iter()
            .copied()
            .take(4)
            .collect::<ArrayVec<Card, 4>>(),
        game.hand(1)
            .iter()
            .copied()
            .take(4)
            .collect::<ArrayVec<Card, 4>>(),
    ];
    let board = game.board().clone();
    let board_hash = board
        .placements()
        .iter()
        .fold(0u64, |h, &p| h ^ cell_hash(p));
    let mut search = Search {
        all_four_bonus,
        work: 0,
        table: vec![Entry::default(); TT_SIZE],
    };
    let (_, best) = search.negamax(&board, board_hash, &hands, mover, view.passes, -INF, INF)?;
    // Rebuild the move from its index, as the search listed them.
    let begins = starts(&board, &hands[mover]);
    let options = PlaysOptions {
        all_four_bonus,
        pile_empty: true,
    };
    let mut k = 0usize;
    let mut found: Option<Move> = None;
    for s in &begins {
        let _ = for_each_play(&s.board, &s.hand, options, |p, _| {
            if k == best && found.is_none() {
                found = Some(Move {
                    recycle: s.recycle.clone(),
                    action: Action::Place(p.iter().copied().collect()),
                });
            }
            k += 1;
        });
    }
    Some(found.unwrap_or_else(Move::pass))
}
