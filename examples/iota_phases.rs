//! Where one Ётта level's margin over another is made: the points each makes, by the
//! size of the pile when the turn began, in two-player games with seats swapped on
//! paired deals (BENCHMARKS.md, "Where the master's margin is made"; issue #35).
//!
//! ```text
//! cargo run --release --example iota_phases -- [A B] [--games N] [--seed S] [--threads T] [--out FILE]
//! ```
//!
//! Levels `A` and `B` default to `master` and `expert`. Game `k` deals from seed
//! `S + k / 2`, `A` in seat `k % 2`, and decides from a seed of its own, so a run
//! replays exactly on any number of threads, and two builds that play alike until
//! some point play the same games up to there: a change to the endgame alone leaves
//! the rows before it as they were, and its effect shows in the last rows and the
//! games it turned (`--out FILE` writes each game's number, `A`'s margin and its win,
//! 1, ½ or 0, a line each, for pairing two runs).

use std::sync::atomic::{AtomicU64, Ordering};
use yotta::ai::{iota_move, Level};
use yotta::game::Game;
use yotta::iota::{IotaGame, IotaOptions};

/// The phases: the first whose least pile size the turn's pile reaches.
const PHASES: [(usize, &str); 5] = [
    (40, "pile 40 or more"),
    (20, "pile 20-39"),
    (9, "pile 9-19"),
    (1, "pile 1-8"),
    (0, "pile empty"),
];

/// One game: `A`'s points less `B`'s in each phase, `A`'s final margin and its win.
struct Played {
    k: u64,
    phases: [f64; PHASES.len()],
    margin: f64,
    win: f64,
}

fn play(a: Level, b: Level, seed: u64, k: u64) -> Played {
    let options = IotaOptions {
        seed: seed + k / 2,
        ..Default::default()
    };
    let mut game = IotaGame::new(options).expect("a deal");
    let me = (k % 2) as usize;
    let mut phases = [0f64; PHASES.len()];
    let mut turn = 0u64;
    while let Some(seat) = game.to_move() {
        let view = game.view(seat);
        let level = if seat == me { a } else { b };
        let decision = (seed ^ k).wrapping_mul(0x9E37_79B9).wrapping_add(turn);
        let mv = iota_move(&view, level, decision).expect("a move");
        turn += 1;
        let score = f64::from(game.play(&mv).expect("a legal move").score);
        let phase = PHASES
            .iter()
            .position(|p| view.pile >= p.0)
            .unwrap_or(PHASES.len() - 1);
        phases[phase] += if seat == me { score } else { -score };
    }
    let scores = game.scores();
    let margin = f64::from(scores[me]) - f64::from(scores[1 - me]);
    let win = match margin.partial_cmp(&0.0) {
        Some(std::cmp::Ordering::Greater) => 1.0,
        Some(std::cmp::Ordering::Equal) => 0.5,
        _ => 0.0,
    };
    Played {
        k,
        phases,
        margin,
        win,
    }
}

/// The mean of `xs` and its standard error.
fn mean_se(xs: impl Iterator<Item = f64> + Clone) -> (f64, f64) {
    let n = xs.clone().count() as f64;
    let mean = xs.clone().sum::<f64>() / n;
    let var = xs.map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, (var / n).sqrt())
}

fn main() {
    let mut levels = Vec::new();
    let mut games = 100u64;
    let mut seed = 1u64;
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut out: Option<String> = None;
    let mut it = std::env::args().skip(1);
    let usage = || -> ! {
        eprintln!("usage: iota_phases [A B] [--games N] [--seed S] [--threads T] [--out FILE]");
        std::process::exit(2);
    };
    while let Some(arg) = it.next() {
        let mut number = || {
            it.next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| usage())
        };
        match arg.as_str() {
            "--games" => games = number(),
            "--seed" => seed = number(),
            "--threads" => threads = number() as usize,
            "--out" => out = Some(it.next().unwrap_or_else(|| usage())),
            level => levels.push(level.parse::<Level>().unwrap_or_else(|_| usage())),
        }
    }
    let (a, b) = match levels[..] {
        [] => (Level::Master, Level::Expert),
        [a, b] => (a, b),
        _ => usage(),
    };
    let next = AtomicU64::new(0);
    let mut played: Vec<Played> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        if k >= games {
                            break done;
                        }
                        done.push(play(a, b, seed, k));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a thread"))
            .collect()
    });
    played.sort_by_key(|p| p.k);
    println!("{a} against {b}: {games} games from seed {seed}, {a}'s points less {b}'s a game");
    for (i, (_, name)) in PHASES.iter().enumerate() {
        let (m, se) = mean_se(played.iter().map(|p| p.phases[i]));
        println!("  {name:<16} {m:+7.2} (standard error {se:.2})");
    }
    let (m, se) = mean_se(played.iter().map(|p| p.margin));
    let share = played.iter().map(|p| p.win).sum::<f64>() / games as f64;
    println!(
        "  final margin     {m:+7.2} (standard error {se:.2}); {a} wins {:.1} %",
        100.0 * share
    );
    if let Some(path) = out {
        let lines: String = played
            .iter()
            .map(|p| format!("{} {} {}\n", p.k, p.margin, p.win))
            .collect();
        std::fs::write(&path, lines).unwrap_or_else(|e| eprintln!("{path}: {e}"));
    }
}
