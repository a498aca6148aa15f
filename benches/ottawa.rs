//! Оттава speed: full seeded matches per second, every seat played by a simple bot.
//!
//! Two simple bots, because the way a bot uses the optional draw (O5) decides how long
//! rounds last:
//! - `quick`: play the first matching card, otherwise pass without drawing (a draw
//!   only when it is forced). Rounds are often blocked (O8): a match is ~100 moves.
//! - `drawer`: play the first matching card, otherwise draw once, otherwise pass. Hands
//!   hover around five cards and the stock is rebuilt again and again (O6): a match
//!   is ~10⁴–10⁵ moves.
//!
//! `cargo bench --bench ottawa`; criterion reports the time per iteration and, from
//! the throughput, matches per second.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use yotta::ottawa::{Move, OttawaGame, OttawaOptions, Scoring};

/// A simple bot: the move it makes among the legal ones.
type Bot = fn(&[Move]) -> Move;

/// `quick`: a matching card, else a pass, else (a draw being forced) a draw.
fn quick(legal: &[Move]) -> Move {
    match legal[0] {
        Move::Play(_) | Move::NextRound => legal[0],
        _ => *legal.last().expect("a legal move"),
    }
}

/// `drawer`: a matching card, else a draw, else a pass (the first legal move).
fn drawer(legal: &[Move]) -> Move {
    legal[0]
}

/// Plays one whole match and returns the number of moves made.
fn play_match(options: OttawaOptions, bot: Bot) -> usize {
    let mut game = OttawaGame::new(options).expect("valid options");
    let mut legal = Vec::new();
    let mut moves = 0;
    loop {
        game.legal_moves_into(&mut legal);
        if legal.is_empty() {
            return moves;
        }
        game.play(&bot(&legal)).expect("a legal move");
        moves += 1;
    }
}

fn matches(c: &mut Criterion) {
    let bots: [(&str, Bot, u64); 2] = [("quick", quick, 16), ("drawer", drawer, 2)];
    for (bot_name, bot, seeds) in bots {
        let mut group = c.benchmark_group(format!("ottawa_match_{bot_name}"));
        if bot_name == "drawer" {
            group.sample_size(10);
        }
        for (name, players, scoring) in [
            ("2p_collect", 2, Scoring::Collect),
            ("4p_collect", 4, Scoring::Collect),
            ("7p_collect", 7, Scoring::Collect),
            ("4p_penalty", 4, Scoring::Penalty),
        ] {
            // Several seeds per iteration, so the figure averages over deals.
            group.throughput(Throughput::Elements(seeds));
            group.bench_function(name, |b| {
                b.iter(|| {
                    let mut total = 0;
                    for seed in 0..seeds {
                        let options = OttawaOptions {
                            players,
                            seed,
                            scoring,
                            ..OttawaOptions::default()
                        };
                        total += play_match(black_box(options), bot);
                    }
                    total
                })
            });
        }
        group.finish();
    }
}

fn views_and_saves(c: &mut Criterion) {
    let game = OttawaGame::new(OttawaOptions {
        players: 4,
        seed: 1,
        ..OttawaOptions::default()
    })
    .unwrap();
    c.bench_function("ottawa_view", |b| b.iter(|| black_box(&game).view(1)));
    let text = game.save();
    c.bench_function("ottawa_save_load", |b| {
        b.iter(|| OttawaGame::load(black_box(&text)).unwrap())
    });
    let mut rng = yotta::rng::GameRng::new(3);
    c.bench_function("ottawa_redeal_hidden", |b| {
        b.iter(|| black_box(&game).redeal_hidden(1, &mut rng))
    });
}

criterion_group!(benches, matches, views_and_saves);
criterion_main!(benches);
