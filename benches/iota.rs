//! Ётта benchmarks: move generation over the 40 reference positions
//! (`tests/data/iota_peer.txt`), grouped by the number of wilds in hand and on the
//! grid, and whole seeded games between greedy players.
//!
//! `cargo bench --bench iota`. Each group iteration enumerates every position of the
//! group once; the reported time divided by the group's size (criterion prints it
//! as elements per second) is the time of one full enumeration.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;
use std::time::Duration;
use yotta::iota::{
    best_play, for_each_play, legal_plays, parse_position, Action, Board, Card, IotaGame,
    IotaOptions, Move, PlaysOptions,
};

fn positions() -> Vec<(usize, Board, Vec<Card>)> {
    include_str!("../tests/data/iota_peer.txt")
        .lines()
        .filter(|l| l.starts_with("position|"))
        .map(|l| {
            let f: Vec<&str> = l.split('|').collect();
            let wilds = f[2].parse::<usize>().unwrap() + f[3].parse::<usize>().unwrap();
            let board = Board::new(&parse_position(f[4]).unwrap()).unwrap();
            let hand = f[5].split(' ').map(|c| c.parse().unwrap()).collect();
            (wilds, board, hand)
        })
        .collect()
}

fn movegen(c: &mut Criterion) {
    let all = positions();
    for wilds in 0..=2 {
        let group_pos: Vec<_> = all.iter().filter(|p| p.0 == wilds).collect();
        let mut g = c.benchmark_group(format!("iota_movegen/{wilds}_wilds"));
        g.throughput(Throughput::Elements(group_pos.len() as u64));
        g.bench_function(
            BenchmarkId::new("legal_plays_sorted", group_pos.len()),
            |b| {
                b.iter(|| {
                    for (_, board, hand) in &group_pos {
                        black_box(legal_plays(board, hand, PlaysOptions::default()).unwrap());
                    }
                })
            },
        );
        g.bench_function(BenchmarkId::new("for_each_play", group_pos.len()), |b| {
            b.iter(|| {
                let mut n = 0u32;
                for (_, board, hand) in &group_pos {
                    for_each_play(board, hand, PlaysOptions::default(), |_, s| n += s).unwrap();
                }
                black_box(n)
            })
        });
        g.finish();
    }
}

/// A greedy player: the best-scoring play; otherwise trade the whole hand if the pile
/// allows, else pass.
fn greedy_game(seed: u64) -> (u32, usize) {
    let mut g = IotaGame::new(IotaOptions {
        players: 2,
        seed,
        ..IotaOptions::default()
    })
    .unwrap();
    let mut plies = 0;
    while let Some(seat) = yotta::game::Game::to_move(&g) {
        let hand = g.hand(seat).to_vec();
        let options = PlaysOptions {
            all_four_bonus: true,
            pile_empty: g.pile_len() == 0,
        };
        let mv = match best_play(g.board(), &hand, options).unwrap() {
            Some((p, _)) => Move {
                recycle: Default::default(),
                action: Action::Place(p),
            },
            None if hand.len() <= g.pile_len() && !hand.is_empty() => Move::trade(&hand),
            None => Move::pass(),
        };
        g.play(&mv).unwrap();
        plies += 1;
    }
    (g.scores().iter().sum(), plies)
}

fn games(c: &mut Criterion) {
    let mut g = c.benchmark_group("iota_game");
    g.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    g.bench_function("greedy_two_player_game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(greedy_game(seed))
        })
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(40)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    targets = movegen, games
}
criterion_main!(benches);
