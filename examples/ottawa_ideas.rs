//! What each idea of the Оттава expert adds: plays matches between one seat playing a
//! variant of the expert's search (`ai::ottawa_expert::ExpertConfig`) and every other
//! seat playing a level, exactly as `examples/tournament.rs` deals and seeds them (deal
//! `S + k / P`, seats swapped), and prints the variant's share with its 95 % interval
//! and each match's result, so that two variants can be compared deal by deal.
//! Also measures the round outcomes the expert's race model uses (`RACE_TABLE`).
//!
//! ```text
//! cargo run --release --example ottawa_ideas -- VARIANT LEVEL [--games N] [--players P] [--seed S]
//!   VARIANT  ideas joined by `+`: `plain` (the expert before match value: hard's
//!            search with more playouts), `match` (playouts valued by the chance of
//!            winning the match), `passing` (playouts in which stuck seats pass),
//!            `late` (draws weighed in old rounds too), `steps=K` (the budget)
//!   LEVEL    easy | medium | hard | expert, in every other seat
//! cargo run --release --example ottawa_ideas -- race [--games N]
//!   plays N matches for each of 2–7 players with medium's card choice in every seat,
//!   stuck seats passing (as hard and the expert do), and prints RACE_TABLE's rows
//! ```

use yotta::ai::ottawa::{medium, RoundAge};
use yotta::ai::ottawa_expert::{choose_with, ExpertConfig, EXPERT_STEPS};
use yotta::ai::stats::{percentile, WinShare};
use yotta::ai::{Level, Player};
use yotta::ottawa::{Move, OttawaGame, OttawaOptions};
use yotta::rng::GameRng;

fn variant(name: &str) -> Result<ExpertConfig, String> {
    let mut config = ExpertConfig {
        steps: EXPERT_STEPS,
        ..ExpertConfig::PLAIN
    };
    for part in name.split('+') {
        match part {
            "plain" => {}
            "match" => config.match_value = true,
            "passing" => config.passing_playouts = true,
            "late" => config.late_draws = true,
            _ => {
                if let Some(k) = part.strip_prefix("steps=") {
                    config.steps = k.parse().map_err(|e| format!("{e}"))?;
                } else {
                    return Err(format!("unknown variant {part:?}"));
                }
            }
        }
    }
    Ok(config)
}

/// The variant's move, with the dispatcher's rules of `ai::ottawa_move` (one legal
/// move; an old round let to block).
fn variant_move(view: &yotta::ottawa::View, config: &ExpertConfig, rng: &mut GameRng) -> Move {
    if view.legal.len() == 1 {
        return view.legal[0];
    }
    let age = RoundAge::of(&view.history);
    let stuck = !view.legal.iter().any(|m| matches!(m, Move::Play(_)));
    let late_draw = config.late_draws && !age.rebuilt;
    if stuck && !age.may_draw() && view.legal.contains(&Move::Pass) && !late_draw {
        return Move::Pass;
    }
    choose_with(view, age, rng, config)
}

fn duel(config: &ExpertConfig, other: Level, games: u32, players: usize, seed: u64) {
    let mut share = WinShare::default();
    let mut results = String::new();
    let mut times = Vec::new();
    let census = std::env::var_os("CENSUS").is_some();
    let mut kinds = [0u32; 4];
    let mut differ = [0u32; 4];
    for k in 0..games {
        let a_seat = k as usize % players;
        let mut game = OttawaGame::new(OttawaOptions {
            players,
            seed: seed + u64::from(k) / players as u64,
            ..Default::default()
        })
        .expect("valid options");
        let mut rng = GameRng::new(seed ^ (u64::from(k) << 20) ^ 0x7a11);
        while let Some(seat) = game.to_move() {
            let view = game.view(seat);
            let mut decision_rng = rng.fork();
            let mv = if seat == a_seat {
                let started = std::time::Instant::now();
                let mv = variant_move(&view, config, &mut decision_rng.clone());
                times.push(started.elapsed().as_secs_f64() * 1e3);
                if census && view.legal.len() > 1 {
                    let plays = view
                        .legal
                        .iter()
                        .filter(|m| matches!(m, Move::Play(_)))
                        .count();
                    let kind = match plays {
                        0 => usize::from(RoundAge::of(&view.history).may_draw()),
                        1 => 2,
                        _ => 3,
                    };
                    kinds[kind] += 1;
                    let hard = OttawaGame::choose(&view, Level::Hard, &mut decision_rng.clone())
                        .expect("a move");
                    differ[kind] += u32::from(hard != mv);
                }
                mv
            } else {
                OttawaGame::choose(&view, other, &mut decision_rng).expect("a move")
            };
            game.play(&mv).expect("a legal move");
        }
        let winners = game.winners();
        let s = if winners.contains(&a_seat) {
            1.0 / winners.len() as f64
        } else {
            0.0
        };
        results.push(if s == 1.0 {
            '1'
        } else if s > 0.0 {
            'h'
        } else {
            '0'
        });
        share.record(s);
    }
    let (lo, hi) = share.interval();
    println!(
        "ottawa {players}p: {config:?} vs {other}: {} matches (seed {seed}), {} wins {:.1} % (95 % CI {:.1}–{:.1} %)",
        share.games,
        share.wins,
        100.0 * share.share(),
        100.0 * lo,
        100.0 * hi
    );
    println!("results {results}");
    println!(
        "  the variant's decisions: {}, ms p50 {:.2}  p95 {:.2}  p99 {:.2}  max {:.2}",
        times.len(),
        percentile(&mut times, 50.0),
        percentile(&mut times, 95.0),
        percentile(&mut times, 99.0),
        percentile(&mut times, 100.0)
    );
    if census {
        println!("decisions with a choice (stuck old, stuck young, one play + draw, several plays): {kinds:?}; hard would differ in {differ:?}");
    }
}

/// Plays `games` matches of `players` with medium's card and stuck seats passing;
/// prints the first player's round wins, the ties, and the winners' points' quantiles.
fn race(games: u32, players: usize) {
    let mut points = Vec::new();
    let (mut rounds, mut first, mut ties) = (0u32, 0u32, 0u32);
    let mut legal = Vec::new();
    for seed in 0..u64::from(games) {
        let mut g = OttawaGame::new(OttawaOptions {
            players,
            seed: 1_000_000 + seed,
            ..Default::default()
        })
        .expect("valid options");
        let mut age = RoundAge::default();
        while let Some(seat) = g.to_move() {
            g.legal_moves_into(&mut legal);
            let stuck = !legal.iter().any(|m| matches!(m, Move::Play(_)));
            let sizes: Vec<usize> = (0..players).map(|s| g.hand(s).len()).collect();
            let mv = if legal.len() == 1 {
                legal[0]
            } else if stuck && legal.contains(&Move::Pass) {
                Move::Pass
            } else {
                medium(g.hand(seat), &legal, false, &sizes, age)
            };
            let dealer = g.dealer();
            let outcome = g.play(&mv).expect("a legal move");
            if mv == Move::NextRound {
                age = RoundAge::default();
                continue;
            }
            if let Some(a) = g.history().last() {
                age.record(a);
            }
            if let Some(r) = g.round_result().filter(|_| outcome.round_over) {
                rounds += 1;
                match r.winner {
                    None => ties += 1,
                    Some(w) => {
                        first += u32::from(w == (dealer + 1) % players);
                        points.push(r.points[w]);
                    }
                }
            }
        }
    }
    points.sort_unstable();
    let q: Vec<u32> = (0..16)
        .map(|i| points[(2 * i + 1) * points.len() / 32])
        .collect();
    let mean = points.iter().map(|&p| f64::from(p)).sum::<f64>() / points.len().max(1) as f64;
    println!(
        "    // {players} players: {rounds} rounds of {games} matches, mean points {mean:.1}\n    ({:.3}, {:.3}, {q:?}),",
        f64::from(first) / f64::from(rounds),
        f64::from(ties) / f64::from(rounds),
    );
}

fn main() -> Result<(), String> {
    let mut pos = Vec::new();
    let (mut games, mut players, mut seed) = (102u32, 3usize, 1u64);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--games" => games = value()?.parse().map_err(|e| format!("{e}"))?,
            "--players" => players = value()?.parse().map_err(|e| format!("{e}"))?,
            "--seed" => seed = value()?.parse().map_err(|e| format!("{e}"))?,
            _ => pos.push(a),
        }
    }
    match pos.as_slice() {
        [r] if r == "race" => {
            for p in 2..=7 {
                race(games, p);
            }
        }
        [v, level] => {
            let config = variant(v)?;
            let level: Level = level.parse().map_err(|e| format!("{e}"))?;
            duel(&config, level, games, players, seed);
        }
        _ => return Err("usage: ottawa_ideas VARIANT LEVEL [--games N] [--players P] [--seed S] | race [--games N]".into()),
    }
    Ok(())
}
