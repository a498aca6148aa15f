//! The `expert` Оттава player: determinized Monte Carlo search over sampled deals of
//! the hidden cards, deciding from a seat's [`View`] alone (O11).
//!
//! It deals the cards it cannot see again, consistently with everything the seat has
//! seen ([`Knowledge`]: the hand sizes, the stock size, every card played, each pass,
//! which shows that the passer held no match for the top card then, O5, and each
//! reshuffle, O6), makes every legal move in each such deal and plays the round out
//! with the medium policy in every seat (the hard player's playouts,
//! [`playout`]), and picks the move with the best average value. Every move meets the
//! same deals (common random numbers), and the moves are narrowed by successive
//! halving, so most playouts go to the close calls.
//!
//! **Match value.** The hard player values a round by its points against the others'
//! average. A match, though, is a race to the target (O9 `collect`): only the round's
//! winner scores, and the first total to reach the target wins. So the expert values
//! the end of a playout by its chance of winning the *match* ([`Race`]): the totals
//! after the round, then the rest of the match as a race in which each later round is
//! won by one seat (the first player more often, O3) with points drawn from what rounds
//! are measured to score ([`RACE_TABLE`]). A round that lets a leader reach the target
//! is then as bad as it is, and a round won by the other opponent is better than one
//! won by the leader. Under `penalty` scoring it values rounds as hard does.
//!
//! The work is counted, never timed: a simulated move is one unit, a sampled deal
//! [`DEAL_COST`] units, and no new deal is sampled once [`EXPERT_STEPS`] units are
//! spent. The same view and seed always give the same move.

use super::ottawa::{medium, playout, sample_world, utility, RoundAge};
use crate::ottawa::{Card, Knowledge, Move, OttawaGame, Scoring, View};
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

/// What the expert's search uses: the shipped player is [`ExpertConfig::SHIPPED`];
/// the others are kept to measure what each idea adds (`examples/ottawa_ideas.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExpertConfig {
    /// Budget per decision in simulated moves (a sampled deal counts [`DEAL_COST`]).
    pub steps: usize,
    /// Value a playout by the chance of winning the match ([`Race`]) rather than by
    /// the round's points.
    pub match_value: bool,
    /// In the playouts, a stuck seat passes instead of drawing (as the hard and
    /// expert players do), rather than drawing when medium would.
    pub passing_playouts: bool,
    /// Stuck in a round that has run its course ([`RoundAge::may_draw`] false) but
    /// whose stock was never rebuilt (O6), still weigh a draw against the pass that
    /// every level makes there.
    pub late_draws: bool,
}

impl ExpertConfig {
    /// The expert as it was before match value: the hard player's search with twenty
    /// times the playouts.
    pub const PLAIN: ExpertConfig = ExpertConfig {
        steps: EXPERT_STEPS,
        match_value: false,
        passing_playouts: false,
        late_draws: false,
    };

    /// The shipped expert.
    pub const SHIPPED: ExpertConfig = ExpertConfig {
        steps: EXPERT_STEPS,
        match_value: true,
        passing_playouts: false,
        late_draws: false,
    };
}

/// The expert's move for the seat of `view`, which has at least two legal moves.
pub(super) fn choose(view: &View, age: RoundAge, rng: &mut GameRng) -> Move {
    choose_with(view, age, rng, &ExpertConfig::SHIPPED)
}

/// The move of the expert's search configured by `config` for the seat of `view`,
/// which has at least two legal moves (`age`: the round's, [`RoundAge::of`] its
/// history).
pub fn choose_with(view: &View, age: RoundAge, rng: &mut GameRng, config: &ExpertConfig) -> Move {
    let legal = &view.legal;
    let knowledge = Knowledge::from_view(view);
    let mut value = Valuer::new(view, config);
    let mut totals = vec![0.0f64; legal.len()];
    let mut deals = vec![0u32; legal.len()];
    let mut alive: Vec<usize> = (0..legal.len()).collect();
    let mut steps = 0usize;
    let mut batch = FIRST_BATCH;
    let mut failures = 0;
    'search: while alive.len() > 1 && deals[alive[0]] < MAX_DEALS {
        let mut done = 0;
        while done < batch {
            if steps >= config.steps {
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
                let mut after = age;
                if let Some(action) = g.history().last() {
                    after.record(action);
                }
                let moves = 1 + if config.passing_playouts {
                    passing_playout(&mut g, after)
                } else {
                    playout(&mut g, after)
                };
                totals[i] += value.of(&g);
                steps += moves;
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

/// The playout of [`playout`] in which a stuck seat passes whenever it may (O5).
fn passing_playout(g: &mut OttawaGame, mut age: RoundAge) -> usize {
    const CAP: usize = 300;
    let wrap = g.rules().wrap_ace;
    let mut legal = Vec::with_capacity(8);
    let mut sizes = vec![0; g.players()];
    for step in 0..CAP {
        if g.round_over() || g.is_over() {
            return step;
        }
        let Some(seat) = g.to_move() else { return step };
        g.legal_moves_into(&mut legal);
        for (s, n) in sizes.iter_mut().enumerate() {
            *n = g.hand(s).len();
        }
        let mv = match medium(g.hand(seat), &legal, wrap, &sizes, age) {
            Move::Draw if legal.contains(&Move::Pass) => Move::Pass,
            mv => mv,
        };
        if g.play(&mv).is_err() {
            return step;
        }
        if let Some(action) = g.history().last() {
            age.record(action);
        }
    }
    CAP
}

/// What the end of a playout is worth to the seat deciding: its chance of winning the
/// match ([`Race`]) or, without match value, the round's points ([`utility`]).
struct Valuer {
    seat: usize,
    race: Option<Race>,
    /// Race values by (round winner + 1, points it scored); NaN until computed.
    cache: Vec<f64>,
}

/// Points a round winner may score that the cache keys (more are rare: clamped).
const CACHE_POINTS: usize = 400;

impl Valuer {
    fn new(view: &View, config: &ExpertConfig) -> Valuer {
        let race =
            (config.match_value && view.rules.scoring == Scoring::Collect).then(|| Race::new(view));
        let n = view.hand_sizes.len();
        Valuer {
            seat: view.seat,
            cache: if race.is_some() {
                vec![f64::NAN; (n + 1) * CACHE_POINTS]
            } else {
                Vec::new()
            },
            race,
        }
    }

    /// The value of the playout that ended in `g` (a round over, or cut short: then
    /// judged as if blocked now, O8).
    fn of(&mut self, g: &OttawaGame) -> f64 {
        let Some(race) = &self.race else {
            return utility(g, self.seat);
        };
        let blocked;
        let result = match g.round_result() {
            Some(r) => r,
            None => {
                let hands: Vec<Vec<Card>> = (0..g.players()).map(|s| g.hand(s).to_vec()).collect();
                blocked = crate::ottawa::scoring::round_result(&hands, true, Scoring::Collect);
                &blocked
            }
        };
        let (key, winner, points) = match result.winner {
            Some(w) => {
                let p = result.points[w] as usize;
                ((w + 1) * CACHE_POINTS + p.min(CACHE_POINTS - 1), Some(w), p)
            }
            None => (0, None, 0),
        };
        if self.cache[key].is_nan() {
            self.cache[key] = race.value(self.seat, winner, points as u32);
        }
        self.cache[key]
    }
}

/// Round outcomes measured in self-play, by number of players (2–7): the chance that
/// the round's first player (O3) wins it, the chance that nobody does (O8: a tie for
/// lowest), and the points a round's winner scores as 16 quantiles (the midpoints of
/// sixteen equal slices). Regenerate with
/// `cargo run --release --example ottawa_ideas -- race --games 5000`.
pub const RACE_TABLE: [(f64, f64, [u16; 16]); 6] = [
    // 2 players: 70105 rounds of 5000 matches, mean points 12.3
    (
        0.516,
        0.027,
        [1, 2, 3, 5, 6, 7, 8, 10, 11, 13, 15, 17, 19, 22, 25, 33],
    ),
    // 3 players: 38135 rounds of 5000 matches, mean points 27.8
    (
        0.353,
        0.039,
        [
            6, 10, 13, 15, 18, 20, 22, 24, 27, 29, 32, 35, 38, 43, 49, 61,
        ],
    ),
    // 4 players: 25284 rounds of 5000 matches, mean points 45.2
    (
        0.268,
        0.050,
        [
            14, 20, 24, 28, 31, 34, 37, 41, 44, 47, 51, 55, 60, 66, 75, 90,
        ],
    ),
    // 5 players: 20068 rounds of 5000 matches, mean points 59.3
    (
        0.209,
        0.063,
        [
            22, 30, 35, 39, 43, 47, 51, 54, 58, 62, 66, 71, 77, 84, 93, 111,
        ],
    ),
    // 6 players: 15250 rounds of 5000 matches, mean points 76.6
    (
        0.180,
        0.068,
        [
            32, 41, 47, 52, 57, 62, 66, 70, 75, 79, 85, 91, 98, 107, 119, 141,
        ],
    ),
    // 7 players: 11448 rounds of 5000 matches, mean points 94.4
    (
        0.148,
        0.082,
        [
            40, 51, 59, 66, 71, 77, 82, 87, 93, 99, 105, 112, 120, 130, 144, 171,
        ],
    ),
];

/// Futures of the match raced after this round: each is a list of later rounds, each
/// won by a seat (or nobody) with some points, drawn from [`RACE_TABLE`] with a
/// generator of fixed seed (the same for every decision: common futures make the
/// values of close outcomes comparable).
struct Race {
    scores: Vec<u32>,
    target: u32,
    /// Rounds left to play when the match has a fixed number of rounds (O9 `rounds`).
    rounds_left: Option<u32>,
    /// The futures: `(winner, points)` per later round, `u8::MAX` for no winner.
    futures: Vec<Vec<(u8, u16)>>,
}

/// Futures raced per value.
const FUTURES: usize = 200;
/// Later rounds per future; a race still open after them goes to the highest total.
const FUTURE_ROUNDS: usize = 24;

impl Race {
    fn new(view: &View) -> Race {
        let n = view.hand_sizes.len();
        let (first_wins, tie, quantiles) = RACE_TABLE[n.clamp(2, 7) - 2];
        let mut rng = GameRng::new(0x0ace_7a11 ^ n as u64);
        let rounds_left = view
            .rules
            .rounds
            .map(|r| r.saturating_sub(view.round).min(FUTURE_ROUNDS as u32));
        let futures = (0..FUTURES)
            .map(|_| {
                (0..FUTURE_ROUNDS)
                    .map(|k| {
                        // Round `round + k + 1` is dealt by the seat after this dealer's
                        // k-th successor; its first player is the next seat (O3, O10).
                        let first = (view.dealer + k + 2) % n;
                        let u = rng.unit();
                        let winner = if u < tie {
                            u8::MAX
                        } else if u < tie + first_wins {
                            first as u8
                        } else {
                            let other = 1 + rng.index(n - 1);
                            ((first + other) % n) as u8
                        };
                        let points = quantiles[rng.index(16)];
                        (winner, points)
                    })
                    .collect()
            })
            .collect();
        Race {
            scores: view.scores.clone(),
            target: view.rules.target,
            rounds_left,
            futures,
        }
    }

    /// The chance that `seat` wins the match if this round is won by `winner` with
    /// `points` (no winner: nobody scores).
    fn value(&self, seat: usize, winner: Option<usize>, points: u32) -> f64 {
        let mut scores = self.scores.clone();
        if let Some(w) = winner {
            scores[w] = scores[w].saturating_add(points);
        }
        let ended = match self.rounds_left {
            Some(left) => left == 0,
            None => scores.iter().any(|&s| s >= self.target),
        };
        if ended {
            return share(&scores, seat);
        }
        let mut total = 0.0;
        let mut now = scores.clone();
        for future in &self.futures {
            now.copy_from_slice(&scores);
            let rounds = self.rounds_left.map_or(FUTURE_ROUNDS, |r| r as usize);
            let mut decided = None;
            for &(w, p) in &future[..rounds] {
                if w == u8::MAX {
                    continue;
                }
                let w = usize::from(w);
                now[w] += u32::from(p);
                if self.rounds_left.is_none() && now[w] >= self.target {
                    decided = Some(w);
                    break;
                }
            }
            total += match decided {
                Some(w) => f64::from(u8::from(w == seat)),
                None => share(&now, seat),
            };
        }
        total / FUTURES as f64
    }
}

/// `seat`'s share of a win decided by these totals: 1 / the number of seats with the
/// highest, if it is one of them (O9 `collect`).
fn share(scores: &[u32], seat: usize) -> f64 {
    let best = scores.iter().copied().max().unwrap_or(0);
    if scores[seat] < best {
        return 0.0;
    }
    1.0 / scores.iter().filter(|&&s| s == best).count() as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ottawa::{OttawaGame, OttawaOptions};

    /// The view of the seat to move at the start of a match of `scores.len()` seats
    /// whose totals are `scores`.
    fn view_with(scores: Vec<u32>, rounds: Option<u32>, round: u32) -> View {
        let g = OttawaGame::new(OttawaOptions {
            players: scores.len(),
            seed: 3,
            rounds,
            ..OttawaOptions::default()
        })
        .unwrap();
        let mut setup = g.to_setup();
        setup.scores = scores;
        setup.round = round;
        let g = OttawaGame::from_setup(setup).unwrap();
        g.view(g.to_move().unwrap())
    }

    #[test]
    fn o9_a_round_that_reaches_the_target_decides_the_match() {
        let race = Race::new(&view_with(vec![90, 60, 20], None, 4));
        assert_eq!(race.value(1, Some(0), 10), 0.0);
        assert_eq!(race.value(0, Some(0), 10), 1.0);
        assert_eq!(race.value(1, Some(1), 45), 1.0);
        assert_eq!(race.value(2, Some(1), 45), 0.0);
    }

    #[test]
    fn o9_the_race_values_the_points_and_who_scores_them() {
        let race = Race::new(&view_with(vec![80, 40, 40], None, 4));
        let v = |winner, points| race.value(1, winner, points);
        assert!(v(Some(1), 30) > v(Some(1), 10));
        assert!(v(Some(1), 10) > v(None, 0));
        // For a trailing seat the other trailer's win is better than the leader's.
        assert!(v(Some(2), 15) > v(Some(0), 15));
        assert!(v(Some(0), 15) < v(None, 0));
        // Every future has one winner (or a shared win): the chances sum to 1.
        for (winner, points) in [(None, 0), (Some(0), 15), (Some(2), 30)] {
            let sum: f64 = (0..3).map(|seat| race.value(seat, winner, points)).sum();
            assert!((sum - 1.0).abs() < 1e-9, "{sum}");
        }
    }

    #[test]
    fn o9_a_match_of_fixed_rounds_ends_with_its_last() {
        // Round 3 of 3: the totals after it decide; a tie for the highest is shared.
        let race = Race::new(&view_with(vec![30, 50, 10], Some(3), 3));
        assert_eq!(race.value(0, Some(0), 10), 0.0);
        assert_eq!(race.value(0, Some(0), 20), 0.5);
        assert_eq!(race.value(0, Some(0), 21), 1.0);
        // Round 1 of 3: two rounds are still to come.
        let race = Race::new(&view_with(vec![0, 0, 0], Some(3), 1));
        let v = race.value(0, Some(0), 20);
        assert!(v > 0.3 && v < 1.0, "{v}");
    }

    #[test]
    fn o9_penalty_scoring_values_rounds_by_points() {
        let mut view = view_with(vec![0, 0, 0], None, 1);
        view.rules.scoring = Scoring::Penalty;
        assert!(Valuer::new(&view, &ExpertConfig::SHIPPED).race.is_none());
        view.rules.scoring = Scoring::Collect;
        assert!(Valuer::new(&view, &ExpertConfig::SHIPPED).race.is_some());
        assert!(Valuer::new(&view, &ExpertConfig::PLAIN).race.is_none());
    }
    #[test]
    fn o9_with_a_leader_near_the_target_the_match_value_changes_the_choice() {
        // Three seats, totals 0, 40 and 92: seat 2 wins the match with any round worth
        // 8 points. Medium plays the deal of seed 58 until seat 0 holds several matching
        // cards (8H JS 7D AH QD 2C 7C 9S on TS): valued by round points the expert sheds
        // the jack, valued by the match it plays the nine.
        let g0 = OttawaGame::new(OttawaOptions {
            players: 3,
            seed: 58,
            ..OttawaOptions::default()
        })
        .unwrap();
        let mut setup = g0.to_setup();
        setup.scores = vec![0, 40, 92];
        let mut g = OttawaGame::from_setup(setup).unwrap();
        loop {
            let seat = g.to_move().unwrap();
            let view = g.view(seat);
            let age = RoundAge::of(&view.history);
            let plays = view.legal.iter().filter(|m| matches!(m, Move::Play(_)));
            if seat == 0 && plays.count() >= 2 {
                let plain = choose_with(&view, age, &mut GameRng::new(7), &ExpertConfig::PLAIN);
                let shipped = choose_with(&view, age, &mut GameRng::new(7), &ExpertConfig::SHIPPED);
                assert!(view.legal.contains(&plain) && view.legal.contains(&shipped));
                assert_ne!(plain, shipped, "on {} with {:?}", view.top, view.hand);
                break;
            }
            let mv = medium(&view.hand, &view.legal, false, &view.hand_sizes, age);
            g.play(&mv).unwrap();
            assert!(!g.round_over(), "the round ended before seat 0's choice");
        }
    }
}
