//! The `expert` Оттава player: determinized Monte Carlo search over sampled deals of
//! the hidden cards, deciding from a seat's [`View`] alone (O11).
//!
//! It deals the cards it cannot see again, consistently with everything the seat has
//! seen ([`Knowledge`]: the hand sizes, the stock size, every card played, each pass,
//! which shows that the passer held no match for the top card then, O5, and each
//! reshuffle, O6), makes every legal move in each such deal and plays the round out
//! with a fast policy in every seat ([`policy`]), and picks the move with the best
//! average result of the round (O7–O9). Every move meets the same deals (common
//! random numbers), and the moves are narrowed by successive halving, so
//! most playouts go to the close calls.
//!
//! The work is counted, never timed: a simulated move is one unit, a sampled deal
//! [`DEAL_COST`] units, and no new deal is sampled once [`EXPERT_STEPS`] units are
//! spent. The same view and seed always
//! give the same move.

use super::ottawa::{sample_world, RoundAge};
use crate::ottawa::{hand_points, matches, Card, Knowledge, Move, OttawaGame, Scoring, View};
use crate::rng::GameRng;

/// The expert's budget per decision in simulated moves.
pub const EXPERT_STEPS: usize = 400_000;
/// Work units charged for sampling a deal (about as long as this many simulated
/// moves).
const DEAL_COST: usize = 40;
/// Sampled deals that may fail (no consistent deal found) before the search stops.
const MAX_FAILURES: usize = 64;
/// Deals of the first batch (every legal move meets them).
const FIRST_BATCH: usize = 32;
/// The most deals any move meets.
const MAX_DEALS: u32 = 3_000;
/// Moves after which a playout stops and the round is judged by the hands left.
const PLAYOUT_CAP: usize = 300;
/// Points an unseen card is reckoned to count (O7: the deck averages about 8).
const CARD_ESTIMATE: u32 = 8;

/// The expert's move for the seat of `view`, which has at least two legal moves.
pub(super) fn choose(view: &View, age: RoundAge, rng: &mut GameRng) -> Move {
    let legal = &view.legal;
    let knowledge = Knowledge::from_view(view);
    let mut totals = vec![0.0f64; legal.len()];
    let mut deals = vec![0u32; legal.len()];
    let mut alive: Vec<usize> = (0..legal.len()).collect();
    let mut steps = 0usize;
    let mut batch = FIRST_BATCH;
    let mut failures = 0;
    'search: while alive.len() > 1 && deals[alive[0]] < MAX_DEALS {
        let mut done = 0;
        while done < batch {
            if steps >= EXPERT_STEPS {
                break 'search;
            }
            steps += DEAL_COST;
            let Some(world) = sample_world(view, &knowledge, rng) else {
                failures += 1;
                if failures > MAX_FAILURES {
                    break 'search;
                }
                continue;
            };
            done += 1;
            for &i in &alive {
                let mut g = world.clone();
                if g.play(&legal[i]).is_err() {
                    totals[i] = f64::NEG_INFINITY;
                    continue;
                }
                let mut g_age = age;
                if let Some(action) = g.history().last() {
                    g_age.record(action);
                }
                steps += 1 + playout(&mut g, g_age);
                totals[i] += utility(&g, view.seat);
                deals[i] += 1;
            }
        }
        if alive.len() > 2 {
            crate::sort::sort_by(&mut alive, |&a, &b| {
                mean(totals[a], deals[a]) > mean(totals[b], deals[b])
            });
            alive.truncate(alive.len().div_ceil(2).max(2));
            crate::sort::sort(&mut alive);
        }
        batch *= 2;
    }
    if deals.iter().all(|&d| d == 0) {
        return policy(
            &view.hand,
            legal,
            view.rules.wrap_ace,
            &view.hand_sizes,
            age,
        );
    }
    let mut best = alive[0];
    for &i in &alive[1..] {
        if mean(totals[i], deals[i]) > mean(totals[best], deals[best]) {
            best = i;
        }
    }
    legal[best]
}

fn mean(total: f64, deals: u32) -> f64 {
    if deals == 0 {
        f64::NEG_INFINITY
    } else {
        total / f64::from(deals)
    }
}

/// The playout policy: plays the matching card worth shedding most (twice its points,
/// O7, plus 3 for each card of the hand that could follow it); with no match, draws
/// while the round is young enough for a draw to be worth it
/// ([`RoundAge::may_draw`], as every level does) and a blocked round (O8) would
/// likely be lost, otherwise passes.
pub fn policy(
    hand: &[Card],
    legal: &[Move],
    wrap_ace: bool,
    sizes: &[usize],
    age: RoundAge,
) -> Move {
    let mut best: Option<(u32, Card)> = None;
    for mv in legal {
        if let Move::Play(card) = *mv {
            let follow = hand
                .iter()
                .filter(|&&c| c != card && matches(card, c, wrap_ace))
                .count() as u32;
            let value = 2 * card.points() + 3 * follow;
            if best.is_none_or(|(v, _)| value > v) {
                best = Some((value, card));
            }
        }
    }
    if let Some((_, card)) = best {
        return Move::Play(card);
    }
    if legal.contains(&Move::Draw) && age.may_draw() && would_lose_block(hand, sizes) {
        Move::Draw
    } else if legal.contains(&Move::Pass) {
        Move::Pass
    } else {
        legal[0]
    }
}

/// True if the hand counts more (O7) than the smallest other hand is likely to.
fn would_lose_block(hand: &[Card], sizes: &[usize]) -> bool {
    let mut fewest = usize::MAX;
    let mut skipped_own = false;
    for &n in sizes {
        if n == hand.len() && !skipped_own {
            skipped_own = true;
            continue;
        }
        fewest = fewest.min(n);
    }
    fewest != usize::MAX && hand_points(hand) > CARD_ESTIMATE * fewest as u32
}

/// Plays the current round to its end (or [`PLAYOUT_CAP`] moves) with [`policy`] in
/// every seat, from a round of this `age`; returns the number of moves made.
fn playout(g: &mut OttawaGame, mut age: RoundAge) -> usize {
    let wrap = g.rules().wrap_ace;
    let mut legal = Vec::with_capacity(8);
    let mut sizes = vec![0; g.players()];
    for step in 0..PLAYOUT_CAP {
        if g.round_over() || g.is_over() {
            return step;
        }
        let Some(seat) = g.to_move() else { return step };
        g.legal_moves_into(&mut legal);
        for (s, n) in sizes.iter_mut().enumerate() {
            *n = g.hand(s).len();
        }
        let mv = policy(g.hand(seat), &legal, wrap, &sizes, age);
        if g.play(&mv).is_err() {
            return step;
        }
        if let Some(action) = g.history().last() {
            age.record(action);
        }
    }
    PLAYOUT_CAP
}

/// What the round's outcome is worth to `seat`: its points against the others'
/// average, in the direction the scoring rewards (O9). A playout cut short is judged
/// by the hand counts (O7).
fn utility(g: &OttawaGame, seat: usize) -> f64 {
    let n = g.players();
    let others = (n - 1) as f64;
    match g.round_result() {
        Some(r) => {
            let mine = f64::from(r.points[seat]);
            let rest: f64 = r.points.iter().map(|&p| f64::from(p)).sum::<f64>() - mine;
            match g.rules().scoring {
                Scoring::Collect => mine - rest / others,
                Scoring::Penalty => rest / others - mine,
            }
        }
        None => {
            let counts: Vec<f64> = (0..n).map(|s| f64::from(hand_points(g.hand(s)))).collect();
            let rest: f64 = counts.iter().sum::<f64>() - counts[seat];
            rest / others - counts[seat]
        }
    }
}
