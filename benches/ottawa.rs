//! Оттава speed: full seeded matches per second, every seat played by a simple bot
//! (play the first matching card; otherwise draw once; otherwise pass).
//!
//! `cargo bench --bench ottawa`; criterion reports the time per match, and the
//! throughput line gives matches per second.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use yotta::ottawa::{Move, OttawaGame, OttawaOptions, Scoring};

/// The simple bot's choice among the legal moves (plays come first in the list).
fn simple_bot(legal: &[Move]) -> Move {
    legal[0]
}

/// Plays one whole match and returns the number of moves made.
fn play_match(options: OttawaOptions) -> usize {
    let mut game = OttawaGame::new(options).expect("valid options");
    let mut legal = Vec::new();
    let mut moves = 0;
    loop {
        game.legal_moves_into(&mut legal);
        if legal.is_empty() {
            return moves;
        }
        game.play(&simple_bot(&legal)).expect("a legal move");
        moves += 1;
    }
}

fn matches(c: &mut Criterion) {
    let mut group = c.benchmark_group("ottawa_match");
    for (name, players, scoring) in [
        ("2p_collect", 2, Scoring::Collect),
        ("4p_collect", 4, Scoring::Collect),
        ("7p_collect", 7, Scoring::Collect),
        ("4p_penalty", 4, Scoring::Penalty),
    ] {
        // 16 matches per iteration, seeds 0..16, so the figure averages over deals.
        group.throughput(Throughput::Elements(16));
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut total = 0;
                for seed in 0..16 {
                    total += play_match(black_box(OttawaOptions {
                        players,
                        seed,
                        scoring,
                        ..OttawaOptions::default()
                    }));
                }
                total
            })
        });
    }
    group.finish();
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
}

criterion_group!(benches, matches, views_and_saves);
criterion_main!(benches);
