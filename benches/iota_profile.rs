//! A fixed amount of Ётта work for profilers that count instructions (callgrind), and
//! fingerprints of what the computer players decide, to compare two builds.
//!
//! ```text
//! cargo bench --bench iota_profile -- movegen WILDS REPS   # for_each_play, REPS times
//! cargo bench --bench iota_profile -- sorted WILDS REPS    # legal_plays, REPS times
//! cargo bench --bench iota_profile -- api WILDS REPS       # what iotaPlays does in wasm
//! cargo bench --bench iota_profile -- expert DECISIONS     # expert decisions
//! cargo bench --bench iota_profile -- moves LEVEL GAMES    # a fingerprint of the moves
//! cargo bench --bench iota_profile -- order GAMES          # a fingerprint of the plays
//! ```
//!
//! `WILDS` is the number of wilds in hand and on the grid of the reference positions
//! (`tests/data/iota_peer.txt`; `all` for every position). Under callgrind run the
//! built binary (`target/release/deps/iota_profile-*`) with the same arguments:
//! `valgrind --tool=callgrind target/release/deps/iota_profile-HASH movegen 2 200`.
//!
//! `moves LEVEL GAMES` plays GAMES seeded two-player games with LEVEL against `hard`
//! (LEVEL in seat 0 in even games, in seat 1 in odd ones; deal `k`, decisions seeded
//! from `k`) and prints every move's text hashed into one number, with the final
//! scores: two builds whose players decide alike print the same line.
//!
//! `order GAMES` plays GAMES seeded games (medium against medium) and, before every
//! move, hashes every play of the hand to move in the order `for_each_play` calls
//! back with them (placements in their order, and the score), and the same for every
//! reference position: the players take the first of equal plays, so two builds whose
//! generators agree on this line make the same choices.

use std::hint::black_box;
use std::time::Instant;
use yotta::ai::{iota_move, Level};
use yotta::game::Game;
use yotta::iota::{
    for_each_play, legal_plays, parse_position, plays_flat, Board, Card, IotaGame, IotaOptions,
    PlaysOptions,
};

fn positions(wilds: Option<usize>) -> Vec<(Board, Vec<Card>)> {
    include_str!("../tests/data/iota_peer.txt")
        .lines()
        .filter(|l| l.starts_with("position|"))
        .filter_map(|l| {
            let f: Vec<&str> = l.split('|').collect();
            let w = f[2].parse::<usize>().unwrap() + f[3].parse::<usize>().unwrap();
            if wilds.is_some_and(|k| k != w) {
                return None;
            }
            let board = Board::new(&parse_position(f[4]).unwrap()).unwrap();
            let hand = f[5].split(' ').map(|c| c.parse().unwrap()).collect();
            Some((board, hand))
        })
        .collect()
}

/// FNV-1a over bytes.
fn fnv(h: &mut u64, bytes: &[u8]) {
    for &b in bytes {
        *h ^= u64::from(b);
        *h = h.wrapping_mul(0x100_0000_01b3);
    }
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let start = Instant::now();
    match arg(0, "movegen").as_str() {
        mode @ ("movegen" | "sorted" | "api") => {
            let w = arg(1, "2");
            let ps = positions(w.parse().ok());
            let reps: usize = arg(2, "100").parse().expect("REPS");
            let mut n = 0u64;
            for _ in 0..reps {
                for (board, hand) in &ps {
                    if mode == "api" {
                        // What src/api/iota.rs (plays_js) hands to JS.
                        let buf = plays_flat(board, hand, PlaysOptions::default()).unwrap();
                        n += black_box(&buf).len() as u64;
                    } else if mode == "movegen" {
                        for_each_play(board, hand, PlaysOptions::default(), |p, s| {
                            n += u64::from(s) + p.len() as u64;
                        })
                        .unwrap();
                    } else {
                        n += black_box(legal_plays(board, hand, PlaysOptions::default()))
                            .unwrap()
                            .len() as u64;
                    }
                }
            }
            println!(
                "{mode} wilds {w}: {} positions × {reps}, checksum {n}, {:.1} µs per position",
                ps.len(),
                start.elapsed().as_secs_f64() * 1e6 / (ps.len() * reps) as f64
            );
        }
        "expert" => {
            let decisions: usize = arg(1, "20").parse().expect("DECISIONS");
            let mut h = 0xcbf2_9ce4_8422_2325u64;
            let mut done = 0;
            'games: for seed in 1.. {
                let mut g = IotaGame::new(IotaOptions {
                    seed,
                    ..IotaOptions::default()
                })
                .unwrap();
                while let Some(seat) = g.to_move() {
                    if done == decisions {
                        break 'games;
                    }
                    let view = g.view(seat);
                    let mv = iota_move(&view, Level::Expert, seed ^ done as u64).unwrap();
                    fnv(&mut h, format!("{mv:?}").as_bytes());
                    g.apply(&mv).unwrap();
                    done += 1;
                }
            }
            println!(
                "expert: {decisions} decisions, fingerprint {h:016x}, {:.1} ms per decision",
                start.elapsed().as_secs_f64() * 1e3 / decisions as f64
            );
        }
        "moves" => {
            let level: Level = arg(1, "expert").parse().expect("LEVEL");
            let games: u64 = arg(2, "4").parse().expect("GAMES");
            let mut h = 0xcbf2_9ce4_8422_2325u64;
            let mut scores = Vec::new();
            let mut moves = 0;
            for k in 0..games {
                let mut g = IotaGame::new(IotaOptions {
                    seed: 1 + k,
                    ..IotaOptions::default()
                })
                .unwrap();
                let mut turn = 0u64;
                while let Some(seat) = g.to_move() {
                    let lv = if seat as u64 == k % 2 {
                        level
                    } else {
                        Level::Hard
                    };
                    let view = g.view(seat);
                    let mv = iota_move(&view, lv, k << 16 | turn).unwrap();
                    fnv(&mut h, format!("{mv:?}").as_bytes());
                    g.apply(&mv).unwrap();
                    turn += 1;
                    moves += 1;
                }
                scores.push(format!("{:?}", g.scores()));
            }
            println!(
                "{level} vs hard, {games} games, {moves} moves, fingerprint {h:016x}, scores {}, {:.1} s",
                scores.join(" "),
                start.elapsed().as_secs_f64()
            );
        }
        "order" => {
            let games: u64 = arg(1, "20").parse().expect("GAMES");
            let mut h = 0xcbf2_9ce4_8422_2325u64;
            let mut plays = 0u64;
            let mut hash = |board: &Board, hand: &[Card], h: &mut u64| {
                for_each_play(board, hand, PlaysOptions::default(), |p, s| {
                    fnv(h, format!("{p:?}{s}").as_bytes());
                    plays += 1;
                })
                .unwrap();
            };
            for (board, hand) in positions(None) {
                hash(&board, &hand, &mut h);
            }
            for k in 0..games {
                let mut g = IotaGame::new(IotaOptions {
                    seed: 1 + k,
                    players: 2 + (k % 3) as usize,
                    ..IotaOptions::default()
                })
                .unwrap();
                let mut turn = 0u64;
                while let Some(seat) = g.to_move() {
                    hash(g.board(), g.hand(seat), &mut h);
                    let mv = iota_move(&g.view(seat), Level::Medium, k << 16 | turn).unwrap();
                    g.apply(&mv).unwrap();
                    turn += 1;
                }
            }
            println!(
                "order: {games} games, {plays} plays, fingerprint {h:016x}, {:.1} s",
                start.elapsed().as_secs_f64()
            );
        }
        other => panic!("unknown mode {other}"),
    }
}
