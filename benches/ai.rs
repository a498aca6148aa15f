//! Computer players' speed: one decision per level on positions from seeded games, and
//! self-play throughput (whole Ётта games and Оттава matches with `medium` in every
//! seat).
//!
//! `cargo bench --bench ai`. Decision-time percentiles over whole tournaments come
//! from `cargo run --release --example tournament` (BENCHMARKS.md).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use yotta::ai::{iota_move, ottawa_move, play_out, Level, Player};
use yotta::game::Game;
use yotta::iota::{IotaGame, IotaOptions, IotaView};
use yotta::ottawa::{OttawaGame, OttawaOptions, View};
use yotta::rng::GameRng;

/// Views of the seat to move met every few moves of seeded medium games.
fn iota_views() -> Vec<IotaView> {
    let mut out = Vec::new();
    for seed in 0..4 {
        let mut g = IotaGame::new(IotaOptions {
            seed,
            ..IotaOptions::default()
        })
        .expect("valid options");
        let mut rng = GameRng::new(seed);
        let mut k = 0;
        while let Some(seat) = g.to_move() {
            let view = g.view(seat);
            if k % 5 == 0 {
                out.push(view.clone());
            }
            let mv = IotaGame::choose(&view, Level::Medium, &mut rng).expect("a move");
            g.apply(&mv).expect("legal");
            k += 1;
        }
    }
    out
}

fn ottawa_views() -> Vec<View> {
    let mut out = Vec::new();
    let mut g = OttawaGame::new(OttawaOptions {
        players: 3,
        seed: 3,
        ..OttawaOptions::default()
    })
    .expect("valid options");
    let mut rng = GameRng::new(3);
    let mut k = 0;
    while let Some(seat) = g.to_move() {
        let view = g.view(seat);
        if k % 7 == 0 && view.legal.len() > 1 && out.len() < 24 {
            out.push(view.clone());
        }
        let mv = OttawaGame::choose(&view, Level::Medium, &mut rng).expect("a move");
        g.apply(&mv).expect("legal");
        k += 1;
    }
    out
}

fn decisions(c: &mut Criterion) {
    let iota = iota_views();
    let ottawa = ottawa_views();
    let mut group = c.benchmark_group("ai_decision");
    group.sample_size(10);
    for level in Level::ALL {
        group.throughput(Throughput::Elements(iota.len() as u64));
        group.bench_function(format!("iota_{level}"), |b| {
            b.iter(|| {
                for (i, v) in iota.iter().enumerate() {
                    black_box(iota_move(v, level, i as u64));
                }
            })
        });
        group.throughput(Throughput::Elements(ottawa.len() as u64));
        group.bench_function(format!("ottawa_{level}"), |b| {
            b.iter(|| {
                for (i, v) in ottawa.iter().enumerate() {
                    black_box(ottawa_move(v, level, i as u64));
                }
            })
        });
    }
    group.finish();
}

fn self_play(c: &mut Criterion) {
    let mut group = c.benchmark_group("ai_self_play");
    group.sample_size(10);
    group.throughput(Throughput::Elements(8));
    group.bench_function("iota_2p_medium_games", |b| {
        b.iter(|| {
            for seed in 0..8 {
                let g = IotaGame::new(IotaOptions {
                    seed,
                    ..IotaOptions::default()
                })
                .expect("valid options");
                black_box(play_out(
                    g,
                    &[Level::Medium],
                    &mut GameRng::new(seed),
                    |_, _| {},
                ));
            }
        })
    });
    group.bench_function("ottawa_3p_medium_matches", |b| {
        b.iter(|| {
            for seed in 0..8 {
                let g = OttawaGame::new(OttawaOptions {
                    players: 3,
                    seed,
                    ..OttawaOptions::default()
                })
                .expect("valid options");
                black_box(play_out(
                    g,
                    &[Level::Medium],
                    &mut GameRng::new(seed),
                    |_, _| {},
                ));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, decisions, self_play);
criterion_main!(benches);
