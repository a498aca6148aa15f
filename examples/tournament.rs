//! Plays seeded games between two levels of computer players and prints the win share
//! of the first level with a 95 % confidence interval (Wilson), per-move decision
//! times (percentiles, per level) and the throughput.
//!
//! ```text
//! cargo run --release --example tournament -- GAME A B [--games N] [--players P] [--seed S]
//!   GAME   iota | ottawa
//!   A, B   easy | medium | hard: one seat plays A, every other seat plays B
//!   --games N     games (Оттава: matches) to play, default 400
//!   --players P   seats, default 2 (Ётта 2–4, Оттава 2–7)
//!   --seed S      the first deal's seed, default 1
//! ```
//!
//! Seats are swapped: each deal is played `P` times, with A in each seat in turn, so
//! neither level profits from a lucky deal or from moving first. Game `k` uses the deal
//! seed `S + k / P` and the decision seed `S ^ k`-derived stream, so a run replays
//! exactly. A shared win counts as a fraction (1 / number of winners).

use std::process::ExitCode;
use std::time::Instant;
use yotta::ai::stats::{percentile, WinShare};
use yotta::ai::{Level, Player};
use yotta::iota::{IotaGame, IotaOptions};
use yotta::ottawa::{OttawaGame, OttawaOptions};
use yotta::rng::GameRng;

struct Args {
    game: String,
    a: Level,
    b: Level,
    games: u32,
    players: usize,
    seed: u64,
}

fn parse() -> Result<Args, String> {
    let mut pos = Vec::new();
    let mut games = 400;
    let mut players = 2;
    let mut seed = 1;
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--games" => games = value("--games")?.parse().map_err(|e| format!("{e}"))?,
            "--players" => players = value("--players")?.parse().map_err(|e| format!("{e}"))?,
            "--seed" => seed = value("--seed")?.parse().map_err(|e| format!("{e}"))?,
            _ => pos.push(a),
        }
    }
    let [game, a, b] = <[String; 3]>::try_from(pos)
        .map_err(|_| "usage: tournament GAME A B [--games N] [--players P] [--seed S]")?;
    Ok(Args {
        game,
        a: a.parse().map_err(|e| format!("{e}"))?,
        b: b.parse().map_err(|e| format!("{e}"))?,
        games,
        players,
        seed,
    })
}

/// Decision times in microseconds, by level.
#[derive(Default)]
struct Times {
    by_level: [Vec<f64>; 3],
}

fn run<G: Player>(args: &Args, deal: impl Fn(u64) -> G) -> WinShare {
    let p = args.players;
    let mut share = WinShare::default();
    let mut times = Times::default();
    let mut moves = 0u64;
    let started = Instant::now();
    for k in 0..args.games {
        let a_seat = k as usize % p;
        let mut game = deal(args.seed + u64::from(k) / p as u64);
        let levels: Vec<Level> = (0..p)
            .map(|s| if s == a_seat { args.a } else { args.b })
            .collect();
        let mut rng = GameRng::new(args.seed ^ (u64::from(k) << 20) ^ 0x7a11);
        while let Some(seat) = game.to_move() {
            let view = game.view(seat);
            let mut decision_rng = rng.fork();
            let t = Instant::now();
            let mv = G::choose(&view, levels[seat], &mut decision_rng).expect("a move");
            let us = t.elapsed().as_secs_f64() * 1e6;
            times.by_level[levels[seat] as usize].push(us);
            game.apply(&mv).expect("a legal move");
            moves += 1;
        }
        let winners = game.winners();
        let s = if winners.contains(&a_seat) {
            1.0 / winners.len() as f64
        } else {
            0.0
        };
        share.record(s);
    }
    let secs = started.elapsed().as_secs_f64();
    let (lo, hi) = share.interval();
    println!(
        "{} {}p: {} vs {}: {} games, {} wins {:.1} % (95 % CI {:.1}–{:.1} %), fair share {:.1} %",
        args.game,
        p,
        args.a,
        args.b,
        share.games,
        share.wins,
        100.0 * share.share(),
        100.0 * lo,
        100.0 * hi,
        100.0 / p as f64
    );
    for level in Level::ALL {
        let v = &mut times.by_level[level as usize];
        if v.is_empty() {
            continue;
        }
        let n = v.len();
        let p50 = percentile(v, 50.0);
        let p95 = percentile(v, 95.0);
        let p99 = percentile(v, 99.0);
        let max = percentile(v, 100.0);
        println!(
            "  {level:>6}: {n} decisions, ms per move p50 {:.3}  p95 {:.3}  p99 {:.3}  max {:.3}",
            p50 / 1e3,
            p95 / 1e3,
            p99 / 1e3,
            max / 1e3
        );
    }
    println!(
        "  {:.1} s, {:.1} games/s, {:.0} moves/s",
        secs,
        f64::from(args.games) / secs,
        moves as f64 / secs
    );
    share
}

fn main() -> ExitCode {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let players = args.players;
    match args.game.as_str() {
        "iota" => {
            run(&args, |seed| {
                IotaGame::new(IotaOptions {
                    players,
                    seed,
                    ..Default::default()
                })
                .expect("valid options")
            });
        }
        "ottawa" => {
            run(&args, |seed| {
                OttawaGame::new(OttawaOptions {
                    players,
                    seed,
                    ..Default::default()
                })
                .expect("valid options")
            });
        }
        other => {
            eprintln!("unknown game {other:?} (iota or ottawa)");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
