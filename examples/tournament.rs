//! Plays seeded games between two levels of computer players and prints the win share
//! of the first level and of the other level's seats together, each with a 95 %
//! confidence interval (Wilson), per-move decision
//! times (percentiles, per level) and the throughput.
//!
//! ```text
//! cargo run --release --example tournament -- GAME A B [--games N] [--players P] [--seed S] [--threads T]
//!   GAME   iota | ottawa
//!   A, B   easy | medium | hard | expert | master: one seat plays A, every other seat
//!          plays B (Оттава's master is its expert)
//!   --games N     games (Оттава: matches) to play, default 400
//!   --players P   seats, default 2 (Ётта 2–4, Оттава 2–7)
//!   --seed S      the first deal's seed, default 1
//!   --threads T   games played at once, default every core
//!                 (`std::thread::available_parallelism`)
//! ```
//!
//! Seats are swapped: each deal is played `P` times, with A in each seat in turn, so
//! neither level profits from a lucky deal or from moving first. Game `k` uses the deal
//! seed `S + k / P` and the decision seed `S ^ k`-derived stream, so a run replays
//! exactly, on any number of threads: each thread takes the next game not yet played,
//! and the results are added up in game order (only the decision times, measured on
//! the wall clock, depend on the threads and the machine's load). A shared win counts
//! as a fraction (1 / number of winners).
//!
//! Besides the win share it prints, per level, what the games show: for Ётта the
//! average final score, points per turn, lots (Y13) made per game, the lots the
//! opponent made right after this level's turn ("given away"), four-card plays (Y14),
//! trades (Y5b) and plain passes per game; for Оттава the average match total, rounds
//! won, and draws and passes per round.

use std::process::ExitCode;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;
use yotta::ai::stats::{percentile, WinShare};
use yotta::ai::{Level, Player};
use yotta::iota::{Action, IotaGame, IotaOptions};
use yotta::ottawa::{Move as OttawaMove, OttawaGame, OttawaOptions};
use yotta::rng::GameRng;

struct Args {
    game: String,
    a: Level,
    b: Level,
    games: u32,
    players: usize,
    seed: u64,
    threads: usize,
}

fn parse() -> Result<Args, String> {
    let mut pos = Vec::new();
    let mut games = 400;
    let mut players = 2;
    let mut seed = 1;
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--games" => games = value("--games")?.parse().map_err(|e| format!("{e}"))?,
            "--players" => players = value("--players")?.parse().map_err(|e| format!("{e}"))?,
            "--seed" => seed = value("--seed")?.parse().map_err(|e| format!("{e}"))?,
            "--threads" => threads = value("--threads")?.parse().map_err(|e| format!("{e}"))?,
            _ => pos.push(a),
        }
    }
    let [game, a, b] = <[String; 3]>::try_from(pos).map_err(|_| {
        "usage: tournament GAME A B [--games N] [--players P] [--seed S] [--threads T]"
    })?;
    Ok(Args {
        game,
        a: a.parse().map_err(|e| format!("{e}"))?,
        b: b.parse().map_err(|e| format!("{e}"))?,
        games,
        players,
        seed,
        threads,
    })
}

/// Decision times in microseconds, by level.
#[derive(Default)]
struct Times {
    by_level: [Vec<f64>; Level::ALL.len()],
}

/// What the games show, by level (sums over seats of that level).
#[derive(Default, Clone, Copy)]
struct Tally {
    /// Seat-games played by this level.
    games: f64,
    /// Final score (Ётта) or match total (Оттава).
    score: f64,
    /// Turns (Ётта) or rounds (Оттава).
    turns: f64,
    /// Ётта: lots made; Оттава: rounds won.
    lots: f64,
    /// Ётта: lots the next seat made right after this level's turn.
    given: f64,
    /// Ётта: four-card plays.
    fours: f64,
    /// Ётта: trades; Оттава: draws.
    trades: f64,
    /// Passes (Ётта: without a trade).
    passes: f64,
}

/// Per-game statistics of a game type, by seat, for the tally.
trait Stats: Player {
    /// Counts `mv` by `seat` (the game is the position before it).
    fn count(&self, seat: usize, mv: &Self::Move, t: &mut [Tally], last_mover: &mut Option<usize>);
    /// Counts the finished game.
    fn finish(&self, t: &mut [Tally]);
    /// Prints the tally of `level`.
    fn print(level: Level, t: &Tally);
}

impl Stats for IotaGame {
    fn count(&self, seat: usize, mv: &Self::Move, t: &mut [Tally], last_mover: &mut Option<usize>) {
        let outcome = self.clone().play(mv).expect("a legal move");
        t[seat].turns += 1.0;
        match mv.action {
            Action::Place(ref p) => {
                t[seat].lots += f64::from(outcome.lots);
                t[seat].fours += f64::from(u8::from(p.len() == 4));
                if let Some(prev) = last_mover.filter(|&s| s != seat) {
                    t[prev].given += f64::from(outcome.lots);
                }
            }
            Action::Trade(_) => t[seat].trades += 1.0,
            Action::Pass => t[seat].passes += 1.0,
        }
        *last_mover = Some(seat);
    }

    fn finish(&self, t: &mut [Tally]) {
        for (s, tally) in t.iter_mut().enumerate() {
            tally.games += 1.0;
            tally.score += f64::from(self.scores()[s]);
        }
    }

    fn print(level: Level, t: &Tally) {
        let g = t.games.max(1.0);
        println!(
            "  {level:>6}: score {:.1}/game, {:.2} points/turn, lots made {:.2}/game, given away {:.2}/game, four-card plays {:.2}/game, trades {:.2}/game, passes {:.2}/game",
            t.score / g,
            t.score / t.turns.max(1.0),
            t.lots / g,
            t.given / g,
            t.fours / g,
            t.trades / g,
            t.passes / g
        );
    }
}

impl Stats for OttawaGame {
    fn count(&self, seat: usize, mv: &Self::Move, t: &mut [Tally], _: &mut Option<usize>) {
        match mv {
            OttawaMove::Draw => t[seat].trades += 1.0,
            OttawaMove::Pass => t[seat].passes += 1.0,
            OttawaMove::NextRound => {
                for (s, tally) in t.iter_mut().enumerate() {
                    tally.turns += 1.0;
                    if self.round_result().is_some_and(|r| r.winner == Some(s)) {
                        tally.lots += 1.0;
                    }
                }
            }
            OttawaMove::Play(_) => {}
        }
    }

    fn finish(&self, t: &mut [Tally]) {
        for (s, tally) in t.iter_mut().enumerate() {
            tally.games += 1.0;
            tally.score += f64::from(self.scores()[s]);
            tally.turns += 1.0;
            if self.round_result().is_some_and(|r| r.winner == Some(s)) {
                tally.lots += 1.0;
            }
        }
    }

    fn print(level: Level, t: &Tally) {
        let g = t.games.max(1.0);
        let r = t.turns.max(1.0);
        println!(
            "  {level:>6}: match total {:.1}, rounds won {:.1} % of {:.1} rounds/match, draws {:.2}/round, passes {:.2}/round",
            t.score / g,
            100.0 * t.lots / r,
            t.turns / g,
            t.trades / r,
            t.passes / r
        );
    }
}

/// What one game gave: the first level's share of the win and the other level's
/// seats' together, the decision times by level, each seat's tally with its level, the
/// moves made.
struct GameResult {
    share: f64,
    others: f64,
    times: Vec<(Level, f64)>,
    seats: Vec<(Level, Tally)>,
    moves: u64,
}

/// Plays game `k` of the tournament (the deal `S + k / P`, A in seat `k % P`).
fn play_one<G: Stats>(args: &Args, k: u32, deal: &impl Fn(u64) -> G) -> GameResult {
    let p = args.players;
    let a_seat = k as usize % p;
    let mut game = deal(args.seed + u64::from(k) / p as u64);
    let levels: Vec<Level> = (0..p)
        .map(|s| if s == a_seat { args.a } else { args.b })
        .collect();
    let mut rng = GameRng::new(args.seed ^ (u64::from(k) << 20) ^ 0x7a11);
    let mut by_seat = vec![Tally::default(); p];
    let mut last_mover = None;
    let mut times = Vec::new();
    let mut moves = 0u64;
    while let Some(seat) = game.to_move() {
        let view = game.view(seat);
        let mut decision_rng = rng.fork();
        let t = Instant::now();
        let mv = G::choose(&view, levels[seat], &mut decision_rng).expect("a move");
        let us = t.elapsed().as_secs_f64() * 1e6;
        times.push((levels[seat], us));
        game.count(seat, &mv, &mut by_seat, &mut last_mover);
        game.apply(&mv).expect("a legal move");
        moves += 1;
    }
    game.finish(&mut by_seat);
    let winners = game.winners();
    let per_winner = 1.0 / winners.len().max(1) as f64;
    let share = if winners.contains(&a_seat) {
        per_winner
    } else {
        0.0
    };
    let others = per_winner * winners.iter().filter(|&&w| w != a_seat).count() as f64;
    GameResult {
        share,
        others,
        times,
        seats: levels.into_iter().zip(by_seat).collect(),
        moves,
    }
}

fn run<G: Stats>(args: &Args, deal: impl Fn(u64) -> G + Sync) -> WinShare {
    let p = args.players;
    let mut share = WinShare::default();
    // The other level's seats together (a shared win counts for each winner).
    let mut others = WinShare::default();
    let mut times = Times::default();
    let mut moves = 0u64;
    let mut tally = [Tally::default(); Level::ALL.len()];
    let started = Instant::now();
    // Every thread takes the next game not yet taken; the results are put back in
    // game order, so the figures other than the times do not depend on the threads.
    let next = AtomicU32::new(0);
    let threads = args.threads.clamp(1, args.games.max(1) as usize);
    let mut results: Vec<(u32, GameResult)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut out = Vec::new();
                    loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        if k >= args.games {
                            break out;
                        }
                        out.push((k, play_one(args, k, &deal)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a tournament thread"))
            .collect()
    });
    results.sort_by_key(|r| r.0);
    for (_, r) in results {
        for (level, us) in r.times {
            times.by_level[level as usize].push(us);
        }
        for (level, t) in r.seats {
            let sum = &mut tally[level as usize];
            sum.games += t.games;
            sum.score += t.score;
            sum.turns += t.turns;
            sum.lots += t.lots;
            sum.given += t.given;
            sum.fours += t.fours;
            sum.trades += t.trades;
            sum.passes += t.passes;
        }
        moves += r.moves;
        share.record(r.share);
        others.record(r.others);
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
    let (lo, hi) = others.interval();
    println!(
        "  {} ({} seat{} together): {} wins {:.1} % (95 % CI {:.1}–{:.1} %), fair share {:.1} %",
        args.b,
        p - 1,
        if p > 2 { "s" } else { "" },
        others.wins,
        100.0 * others.share(),
        100.0 * lo,
        100.0 * hi,
        100.0 * (p - 1) as f64 / p as f64
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
    for level in Level::ALL {
        let t = &tally[level as usize];
        if t.games > 0.0 {
            G::print(level, t);
        }
    }
    println!(
        "  {:.1} s on {} threads, {:.1} games/s, {:.0} moves/s",
        secs,
        threads,
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
