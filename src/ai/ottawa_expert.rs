//! The `expert` Оттава player: determinized Monte Carlo search over sampled deals of
//! the hidden cards, deciding from a seat's [`View`] alone (O11).
//!
//! It deals the cards it cannot see again, consistently with everything the seat has
//! seen ([`Knowledge`]: the hand sizes, the stock size, every card played, each pass,
//! which shows that the passer held no match for the top card then, O5, and each
//! reshuffle, O6), makes every legal move in each such deal and plays the round out
//! with the medium policy in every seat (the hard player's playouts,
//! [`value_on`]), and picks the move with the best average result of
//! the round (O7–O9). Every move meets the same deals (common
//! random numbers), and the moves are narrowed by successive halving, so
//! most playouts go to the close calls.
//!
//! The work is counted, never timed: a simulated move is one unit, a sampled deal
//! [`DEAL_COST`] units, and no new deal is sampled once [`EXPERT_STEPS`] units are
//! spent. The same view and seed always
//! give the same move.

use super::ottawa::{medium, sample_world, value_on, RoundAge};
use crate::ottawa::{Knowledge, Move, View};
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
                match value_on(&world, &legal[i], age, view.seat) {
                    Some((value, moves)) => {
                        totals[i] += value;
                        steps += moves;
                        deals[i] += 1;
                    }
                    None => totals[i] = f64::NEG_INFINITY,
                }
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
        return medium(
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
