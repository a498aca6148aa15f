//! A small tournament, kept to a few seconds: the hard players must still beat the
//! easy ones clearly. (The full tournaments, with confidence intervals and timings,
//! are in BENCHMARKS.md: `cargo run --release --example tournament`.)

use yotta::ai::stats::WinShare;
use yotta::ai::{play_out, Level, Player};
use yotta::iota::{IotaGame, IotaOptions};
use yotta::ottawa::{OttawaGame, OttawaOptions};
use yotta::rng::GameRng;

/// `games` games of `deal(k)`, `strong` in one seat (each seat in turn) and `weak`
/// in the others; the strong level's win share.
fn share<G: Player>(
    games: u64,
    players: usize,
    deal: impl Fn(u64) -> G,
    strong: Level,
    weak: Level,
) -> WinShare {
    let mut share = WinShare::default();
    for k in 0..games {
        let seat = (k as usize) % players;
        let levels: Vec<Level> = (0..players)
            .map(|s| if s == seat { strong } else { weak })
            .collect();
        let end = play_out(
            deal(k / players as u64),
            &levels,
            &mut GameRng::new(k),
            |_, _| {},
        );
        let winners = end.winners();
        share.record(if winners.contains(&seat) {
            1.0 / winners.len() as f64
        } else {
            0.0
        });
    }
    share
}

#[test]
fn iota_hard_beats_easy_clearly() {
    let s = share(
        8,
        2,
        |seed| {
            IotaGame::new(IotaOptions {
                seed: 500 + seed,
                ..IotaOptions::default()
            })
            .unwrap()
        },
        Level::Hard,
        Level::Easy,
    );
    assert!(
        s.share() >= 0.75,
        "hard won {} of {} against easy",
        s.wins,
        s.games
    );
}

#[test]
fn ottawa_hard_beats_two_easy_clearly() {
    // One round per match keeps it short; the fair share is a third.
    let s = share(
        12,
        3,
        |seed| {
            OttawaGame::new(OttawaOptions {
                players: 3,
                seed: 700 + seed,
                rounds: Some(1),
                ..OttawaOptions::default()
            })
            .unwrap()
        },
        Level::Hard,
        Level::Easy,
    );
    assert!(
        s.share() >= 0.5,
        "hard won {} of {} against two easy",
        s.wins,
        s.games
    );
}
