//! How much an Оттава player's choices can change a three-player match: plays matches
//! to 100 between simple policies (no search) and prints the share of policy A against
//! two players of policy B (seats alternated, 95 % Wilson interval), and in how many
//! matches the winner is the one of the same deal with B in every seat.
//!
//! ```text
//! cargo run --release --example ottawa_policies -- A B [--games N] [--seed S]
//!   A, B   medium   the medium level's policy (a stuck player draws when it would
//!                   lose a block, while the round is young)
//!          passing  medium's card, but a stuck player passes instead of drawing
//!          random   passing, with a random matching card
//!          lowest   passing, with the lowest matching card first
//!          draw     passing, but a stuck player always draws (while the round is young)
//!   --games N  matches (default 3000), --seed S  the first deal's seed (default 1)
//! ```
//!
//! Every policy lets an old round block like the levels do (`RoundAge::may_draw`).
//! A policy sees only its own hand and the public cards, like a computer player.

use yotta::ai::ottawa::{medium, RoundAge};
use yotta::ai::stats::WinShare;
use yotta::ottawa::{Card, Move, OttawaGame, OttawaOptions};
use yotta::rng::GameRng;

#[derive(Clone, Copy, PartialEq)]
enum Policy {
    Medium,
    Passing,
    Random,
    Lowest,
    Draw,
}

fn policy(name: &str) -> Result<Policy, String> {
    Ok(match name {
        "medium" => Policy::Medium,
        "passing" => Policy::Passing,
        "random" => Policy::Random,
        "lowest" => Policy::Lowest,
        "draw" => Policy::Draw,
        _ => return Err(format!("unknown policy {name:?}")),
    })
}

/// The passing policy: [`medium`]'s choice, but a stuck player passes rather than
/// draws whenever the rules let it pass (O5), as the hard and expert players do.
fn passing(hand: &[Card], legal: &[Move], wrap: bool, sizes: &[usize], age: RoundAge) -> Move {
    match medium(hand, legal, wrap, sizes, age) {
        Move::Draw if legal.contains(&Move::Pass) => Move::Pass,
        mv => mv,
    }
}

fn decide(p: Policy, g: &OttawaGame, legal: &[Move], age: RoundAge, rng: &mut GameRng) -> Move {
    let seat = g.to_move().expect("a seat to move");
    let hand = g.hand(seat);
    let sizes: Vec<usize> = (0..g.players()).map(|s| g.hand(s).len()).collect();
    let wrap = g.rules().wrap_ace;
    let plays: Vec<Card> = legal
        .iter()
        .filter_map(|m| match *m {
            Move::Play(c) => Some(c),
            _ => None,
        })
        .collect();
    let base = passing(hand, legal, wrap, &sizes, age);
    match p {
        Policy::Medium => medium(hand, legal, wrap, &sizes, age),
        Policy::Passing => base,
        Policy::Random if !plays.is_empty() => Move::Play(plays[rng.index(plays.len())]),
        Policy::Lowest if !plays.is_empty() => {
            let low = plays.iter().min_by_key(|c| c.points());
            Move::Play(*low.expect("a play"))
        }
        Policy::Draw if plays.is_empty() && legal.contains(&Move::Draw) => Move::Draw,
        _ => base,
    }
}

/// Plays the match of deal `seed` with `levels[seat]` in each seat; returns the winners.
fn play(seed: u64, levels: &[Policy], rng: &mut GameRng) -> Vec<usize> {
    let options = OttawaOptions {
        players: 3,
        seed,
        ..Default::default()
    };
    let mut g = OttawaGame::new(options).expect("valid options");
    let mut age = RoundAge::default();
    let mut legal = Vec::new();
    while let Some(seat) = g.to_move() {
        g.legal_moves_into(&mut legal);
        let stuck = !legal.iter().any(|m| matches!(m, Move::Play(_)));
        let mv = if legal.len() == 1 {
            legal[0]
        } else if stuck && !age.may_draw() && legal.contains(&Move::Pass) {
            Move::Pass
        } else {
            decide(levels[seat], &g, &legal, age, rng)
        };
        g.play(&mv).expect("a legal move");
        match g.history().last() {
            _ if mv == Move::NextRound => age = RoundAge::default(),
            Some(action) => age.record(action),
            None => {}
        }
    }
    g.winners().to_vec()
}

fn main() -> Result<(), String> {
    let mut pos = Vec::new();
    let (mut games, mut seed) = (3000u32, 1u64);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--games" => games = value()?.parse().map_err(|e| format!("{e}"))?,
            "--seed" => seed = value()?.parse().map_err(|e| format!("{e}"))?,
            _ => pos.push(a),
        }
    }
    let [a, b] = <[String; 2]>::try_from(pos)
        .map_err(|_| "usage: ottawa_policies A B [--games N] [--seed S]")?;
    let (a, b) = (policy(&a)?, policy(&b)?);
    let mut share = WinShare::default();
    let mut same = 0;
    for k in 0..games {
        let a_seat = k as usize % 3;
        let deal = seed + u64::from(k) / 3;
        let mut levels = [b; 3];
        levels[a_seat] = a;
        let winners = play(deal, &levels, &mut GameRng::new(u64::from(k)));
        let all_b = play(deal, &[b; 3], &mut GameRng::new(u64::from(k)));
        same += u32::from(winners == all_b);
        share.record(if winners.contains(&a_seat) {
            1.0 / winners.len() as f64
        } else {
            0.0
        });
    }
    let (lo, hi) = share.interval();
    println!(
        "ottawa 3p: {} vs two {}: {} matches, share {:.1} % (95 % CI {:.1}–{:.1} %), same winner as with {} in every seat in {:.1} %",
        std::env::args().nth(1).unwrap_or_default(),
        std::env::args().nth(2).unwrap_or_default(),
        share.games,
        100.0 * share.share(),
        100.0 * lo,
        100.0 * hi,
        std::env::args().nth(2).unwrap_or_default(),
        100.0 * f64::from(same) / f64::from(games)
    );
    Ok(())
}
