//! Learns the master's leave and hand tables (`src/ai/iota_master_table.rs`) by
//! self-play and prints that file.
//!
//! ```text
//! cargo run --release --example master_table -- [--games N] [--seed S] > src/ai/iota_master_table.rs
//! cargo fmt
//! ```
//!
//! Two-player Ётта games with the medium player in both seats (the default rules),
//! which now and then ([`EXPLORE`]) makes a random play instead, `N` deals (default 20,000) from seed `S` (default 1). For every turn of every seat it
//! records the shape of the hand the turn began with and the points the turn made
//! (the hand table), and the shape of the cards kept after the turn (before drawing)
//! and the points of that seat's next turn (the leave table), shapes as
//! `yotta::ai::iota_master::shape_index` counts them. Each entry is the mean of its
//! turns less the mean of all turns, shrunk towards 0 by [`PRIOR`] turns' weight (a
//! shape seldom seen says little), in tenths of a point.

use yotta::ai::iota_master::{shape_index, SHAPES};
use yotta::ai::{iota_move, Level};
use yotta::game::Game;
use yotta::iota::{Action, Card, IotaGame, IotaOptions};
use yotta::rng::GameRng;

/// The share of turns that play a random legal play instead of medium's (so that
/// every shape of leave is met: medium seldom keeps a wild).
const EXPLORE: f64 = 0.3;
/// Turns' weight of the mean of all turns in each entry.
const PRIOR: f64 = 20.0;

fn main() {
    let mut games = 20_000u64;
    let mut seed = 1u64;
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let v = it.next().and_then(|v| v.parse().ok());
        match (a.as_str(), v) {
            ("--games", Some(v)) => games = v,
            ("--seed", Some(v)) => seed = v,
            _ => {
                eprintln!("usage: master_table [--games N] [--seed S]");
                std::process::exit(2);
            }
        }
    }
    // Sums and counts, by shape: the hand a turn began with, the leave after it.
    let mut rng = GameRng::new(seed ^ 0x7AB1E);
    let mut hand = vec![(0.0f64, 0.0f64); SHAPES];
    let mut leave = vec![(0.0f64, 0.0f64); SHAPES];
    let (mut all, mut turns) = (0.0f64, 0.0f64);
    for k in 0..games {
        let mut g = IotaGame::new(IotaOptions {
            players: 2,
            seed: seed + k,
            ..Default::default()
        })
        .expect("valid options");
        // The leave of each seat's last turn, waiting for the next turn's points.
        let mut pending: [Option<usize>; 2] = [None, None];
        let mut step = 0u64;
        while let Some(s) = g.to_move() {
            let view = g.view(s);
            let mut mv = iota_move(&view, Level::Medium, seed ^ (k << 20) ^ step).expect("a move");
            if rng.unit() < EXPLORE {
                let plays: Vec<_> = g
                    .moves()
                    .into_iter()
                    .filter(|m| matches!(m.action, Action::Place(_)))
                    .collect();
                if !plays.is_empty() {
                    mv = plays[rng.index(plays.len())].clone();
                }
            }
            step += 1;
            let mut kept: Vec<Card> = view.hand.clone();
            for r in &mv.recycle {
                if let Some(i) = kept.iter().position(|&c| c == r.card) {
                    kept.remove(i);
                    kept.push(Card::WILD);
                }
            }
            let gone: Vec<Card> = match &mv.action {
                Action::Place(p) => p.iter().map(|p| p.card).collect(),
                Action::Trade(t) => t.to_vec(),
                Action::Pass => Vec::new(),
            };
            for c in gone {
                if let Some(i) = kept.iter().position(|&h| h == c) {
                    kept.remove(i);
                }
            }
            let pile = view.pile;
            let out = g.play(&mv).expect("a legal move");
            let points = f64::from(out.score);
            if pile > 0 {
                let h = &mut hand[shape_index(&view.hand)];
                h.0 += points;
                h.1 += 1.0;
                all += points;
                turns += 1.0;
                if let Some(l) = pending[s].take() {
                    leave[l].0 += points;
                    leave[l].1 += 1.0;
                }
                pending[s] = Some(shape_index(&kept));
            } else {
                pending[s] = None;
            }
        }
    }
    let mean = all / turns.max(1.0);
    let table = |t: &[(f64, f64)]| -> Vec<i16> {
        t.iter()
            .map(|&(sum, n)| ((sum - n * mean) / (n + PRIOR) * 10.0).round() as i16)
            .collect()
    };
    println!("//! The master's learnt tables (`super::iota_master`), written by");
    println!("//! `cargo run --release --example master_table -- --games {games} --seed {seed}`:");
    println!("//! {turns} turns of medium self-play, a mean of {mean:.2} points a turn. Values in tenths");
    println!("//! of a point, indexed by `super::iota_master::shape_index`. Do not edit by hand.");
    println!();
    for (name, doc, t) in [
        (
            "HAND",
            "The points a turn begun with a hand of this shape makes, over the mean.",
            &hand,
        ),
        (
            "LEAVE",
            "The points of the next turn after keeping cards of this shape, over the mean.",
            &leave,
        ),
    ] {
        println!("/// {doc}");
        // The length written out, not `SHAPES` imported: the table module imports nothing
        // of the master's (no import circle in src/); the master checks the length.
        println!("pub const {name}: [i16; {SHAPES}] = [");
        for v in table(t) {
            println!("    {v},");
        }
        println!("];");
    }
}
