//! Оттава under the shared random-playout harness (`tests/native/common/harness.rs`): every
//! option combination, every player count 2–7. At every step: 52 cards accounted for,
//! legal moves non-empty exactly when a move is due, every legal move accepted, every
//! other probe refused without change, save/load identical, views unchanged when a
//! seat's hidden cards are dealt again; and matches end.

use crate::common;

use common::harness::{random_playout, uniform, Report, Settings};
use proptest::prelude::*;
use yotta::ottawa::{Action, Card, Move, OttawaGame, OttawaOptions, Scoring};
use yotta::rng::GameRng;

/// Every move worth trying at each step: all 52 plays, draw, pass, next round.
fn probes(_: &OttawaGame) -> Vec<Move> {
    let mut moves: Vec<Move> = Card::deck().map(Move::Play).collect();
    moves.extend([Move::Draw, Move::Pass, Move::NextRound]);
    moves
}

/// Mostly a quick player (a random matching card, else a pass, else a draw), sometimes
/// any legal move. Uniformly random players draw so often that rounds get very long.
fn quick_or_random(game: &OttawaGame, legal: &[Move], rng: &mut GameRng) -> usize {
    if rng.unit() < 0.3 {
        return uniform(game, legal, rng);
    }
    let plays: Vec<usize> = (0..legal.len())
        .filter(|&i| matches!(legal[i], Move::Play(_)))
        .collect();
    if !plays.is_empty() {
        return plays[rng.index(plays.len())];
    }
    legal
        .iter()
        .position(|m| *m == Move::Pass)
        .unwrap_or(legal.len() - 1)
}

fn all_options(players: usize, seed: u64) -> Vec<OttawaOptions> {
    let mut out = Vec::new();
    for scoring in [Scoring::Collect, Scoring::Penalty] {
        for rounds in [None, Some(2)] {
            for wrap_ace in [false, true] {
                for must_draw_when_stuck in [false, true] {
                    out.push(OttawaOptions {
                        players,
                        seed,
                        scoring,
                        // A low target keeps matches short; `rounds`, when set, wins.
                        target: 40,
                        rounds,
                        wrap_ace,
                        must_draw_when_stuck,
                    });
                }
            }
        }
    }
    out
}

/// What the playouts went through, so the test knows they covered the rules.
#[derive(Default, Debug)]
struct Seen {
    reshuffles: usize,
    blocked: usize,
    won: usize,
    matches_ended: usize,
}

fn observe(seen: &mut Seen, game: &OttawaGame) {
    if let Some(r) = game.round_result() {
        if r.blocked {
            seen.blocked += 1;
        } else {
            seen.won += 1;
        }
    }
    seen.reshuffles += game
        .history()
        .iter()
        .filter(|a| {
            matches!(
                a,
                Action::Draw {
                    reshuffled: true,
                    ..
                }
            )
        })
        .count();
}

/// Plays with the harness, recording round ends and reshuffles on the way.
fn playout(
    options: OttawaOptions,
    seed: u64,
    settings: &Settings,
    seen: &mut Seen,
) -> (OttawaGame, Report) {
    let mut chooser = |g: &OttawaGame, legal: &[Move], rng: &mut GameRng| {
        if legal == [Move::NextRound] {
            observe(seen, g);
        }
        quick_or_random(g, legal, rng)
    };
    let (end, report) = random_playout(
        OttawaGame::new(options).unwrap(),
        seed,
        settings,
        probes,
        &mut chooser,
    );
    if end.is_over() {
        observe(seen, &end);
        seen.matches_ended += 1;
    }
    (end, report)
}

#[test]
fn every_option_combination_and_player_count_plays_out() {
    let mut seen = Seen::default();
    for players in 2..=7 {
        for (i, options) in all_options(players, 1000 + players as u64)
            .into_iter()
            .enumerate()
        {
            // O5 mustDrawWhenStuck: a stuck player always draws, so a round is blocked
            // (O8) only when nothing is left to draw, and rounds can last for tens of
            // thousands of moves. Those matches are checked over a bounded number of
            // steps; all others must end.
            let settings = Settings {
                max_steps: if options.must_draw_when_stuck {
                    400
                } else {
                    20_000
                },
                require_end: !options.must_draw_when_stuck,
                ..Settings::default()
            };
            let (end, report) = playout(options, i as u64, &settings, &mut seen);
            assert!(report.steps > 0 && report.refusals > 0 && report.views_checked > 0);
            if !options.must_draw_when_stuck {
                assert!(end.is_over(), "{options:?}");
                assert_winners_have_the_best_total(&end);
                match options.rounds {
                    Some(r) => assert_eq!(end.round(), r, "{options:?}"),
                    None => assert!(end.scores().iter().any(|&s| s >= options.target)),
                }
            }
        }
    }
    // The playouts went through every kind of round end and through reshuffles.
    assert!(
        seen.blocked > 0 && seen.won > 0 && seen.reshuffles > 0,
        "{seen:?}"
    );
    assert!(seen.matches_ended >= 48, "{seen:?}");
}

proptest! {
    #![proptest_config(common::proptest_config(24))]

    /// Random seeds, seats and options, a whole match to the default target of 100.
    #[test]
    fn random_matches_keep_every_invariant(
        seed in any::<u64>(),
        players in 2usize..=7,
        penalty in any::<bool>(),
        wrap_ace in any::<bool>(),
    ) {
        let options = OttawaOptions {
            players,
            seed,
            scoring: if penalty { Scoring::Penalty } else { Scoring::Collect },
            wrap_ace,
            ..OttawaOptions::default()
        };
        let settings = Settings { max_steps: 50_000, save_every: 3, redeal_every: 3, ..Settings::default() };
        let (end, _) = playout(options, seed ^ 1, &settings, &mut Seen::default());
        prop_assert!(end.is_over());
        assert_winners_have_the_best_total(&end);
    }
}

/// O9: the winners are exactly the seats with the best total (the highest when
/// collecting, the lowest under penalty scoring), and there is one at least.
fn assert_winners_have_the_best_total(end: &OttawaGame) {
    let scores = end.scores();
    let best = match end.options().scoring {
        Scoring::Collect => scores.iter().max(),
        Scoring::Penalty => scores.iter().min(),
    };
    let best = *best.unwrap();
    let expected: Vec<usize> = (0..scores.len()).filter(|&s| scores[s] == best).collect();
    assert_eq!(end.winners(), &expected[..], "totals {scores:?}");
}
