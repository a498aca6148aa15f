//! How much a seat's last play tells the other seat about the cards it kept: the
//! measurement behind "inference from the other seat's plays" in BENCHMARKS.md
//! (issue #35).
//!
//! ```text
//! cargo run --release --example iota_inference -- [--level L] [--games N] [--seed S]
//! ```
//!
//! Two-player Ётта games (the default rules) with level `L` (default `expert`) in
//! both seats, `N` deals (default 24) from seed `S` (default 5000). After every play
//! made while the pile still holds cards (no recycle, at least one card kept), the
//! other seat knows the cards played, the score, and the grid before the play; the
//! cards kept are among those it has not seen. For the true kept cards and for 48 kept
//! sets drawn at random from those unseen cards, the tool computes the *shortfall*:
//! the best score the hand (cards played plus kept) had on that grid, less the score
//! played. A belief that weighs each possible kept set by its shortfall can learn no
//! more than how differently the shortfall falls for the true cards and for random
//! ones: the tool prints both distributions, their likelihood ratio, and the
//! information it carries (the Kullback–Leibler divergence, in nats per play), beside
//! the uncertainty about the kept cards (the log of the number of kept sets).

use yotta::ai::{iota_move, Level};
use yotta::game::Game;
use yotta::iota::{best_turn, Action, Card, CardSet, IotaGame, IotaOptions, PlaysOptions};
use yotta::rng::GameRng;

/// Random kept sets drawn for each play.
const DRAWS: usize = 48;
/// Shortfall bins: 0, 1–5, 6–10, …, the last open-ended.
const BINS: usize = 9;

fn bin(shortfall: u32) -> usize {
    (shortfall as usize).div_ceil(5).min(BINS - 1)
}

fn main() {
    let mut level = Level::Expert;
    let mut games = 24u64;
    let mut seed = 5000u64;
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let v = it.next();
        match (a.as_str(), v) {
            ("--level", Some(v)) if v.parse::<Level>().is_ok() => level = v.parse().unwrap(),
            ("--games", Some(v)) if v.parse::<u64>().is_ok() => games = v.parse().unwrap(),
            ("--seed", Some(v)) if v.parse::<u64>().is_ok() => seed = v.parse().unwrap(),
            _ => {
                eprintln!("usage: iota_inference [--level L] [--games N] [--seed S]");
                std::process::exit(2);
            }
        }
    }
    let mut rng = GameRng::new(seed ^ 0x1F0);
    let mut truth = [0f64; BINS];
    let mut random = [0f64; BINS];
    let mut plays = 0u32;
    let mut entropy = 0f64;
    for g in 0..games {
        let options = IotaOptions {
            seed: seed + g,
            ..Default::default()
        };
        let mut game = IotaGame::new(options).expect("a deal");
        let mut k = 0u64;
        while let Some(seat) = game.to_move() {
            let view = game.view(seat);
            let mv = iota_move(&view, level, (seed + g).wrapping_mul(7919) ^ k).expect("a move");
            k += 1;
            let opts = PlaysOptions {
                all_four_bonus: true,
                pile_empty: false,
            };
            let board = game.board().clone();
            let hand = game.hand(seat).to_vec();
            let score = game.play(&mv).expect("a legal move").score;
            let Action::Place(placed) = &mv.action else {
                continue;
            };
            if view.pile == 0 || !mv.recycle.is_empty() {
                continue;
            }
            let placed: Vec<Card> = placed.iter().map(|p| p.card).collect();
            let mut kept = hand.clone();
            for c in &placed {
                if let Some(i) = kept.iter().position(|x| x == c) {
                    kept.remove(i);
                }
            }
            if kept.is_empty() {
                continue;
            }
            // What the other seat has not seen once the play is on the grid.
            let other = game.view(1 - seat);
            let mut seen = CardSet::EMPTY;
            let mut wilds = 0usize;
            for c in other
                .board
                .iter()
                .map(|p| p.card)
                .chain(other.hand.iter().copied())
            {
                if c.is_wild() {
                    wilds += 1;
                } else {
                    seen = seen | CardSet::single(c);
                }
            }
            let mut pool: Vec<Card> = Card::numbered().filter(|c| !seen.contains(*c)).collect();
            pool.extend(std::iter::repeat_n(
                Card::WILD,
                2usize.saturating_sub(wilds),
            ));
            let shortfall = |kept: &[Card]| {
                let mut h = placed.clone();
                h.extend_from_slice(kept);
                let best = best_turn(&board, &h, opts)
                    .ok()
                    .flatten()
                    .map_or(0, |b| b.1);
                best.saturating_sub(score)
            };
            truth[bin(shortfall(&kept))] += 1.0;
            for _ in 0..DRAWS {
                rng.shuffle(&mut pool);
                random[bin(shortfall(&pool[..kept.len()]))] += 1.0 / DRAWS as f64;
            }
            // ln C(pool, kept): the kept set's uncertainty with nothing inferred.
            entropy += (0..kept.len())
                .map(|i| ((pool.len() - i) as f64 / (i + 1) as f64).ln())
                .sum::<f64>();
            plays += 1;
        }
    }
    let n = f64::from(plays.max(1));
    println!("{plays} plays of {level:?} over {games} deals from seed {seed}");
    println!("shortfall  true   random  ratio");
    let mut info = 0.0;
    for i in 0..BINS {
        let (t, r) = (truth[i] / n, random[i] / n);
        let label = match i {
            0 => "0".to_string(),
            i if i == BINS - 1 => format!("{}+", 5 * i - 4),
            i => format!("{}-{}", 5 * i - 4, 5 * i),
        };
        let ratio = if r > 0.0 { t / r } else { f64::NAN };
        println!("{label:>9}  {t:.3}  {r:.3}  {ratio:.2}");
        if t > 0.0 && r > 0.0 {
            info += t * (t / r).ln();
        }
    }
    println!(
        "information in the shortfall: {info:.3} nats a play; uncertainty about the kept cards: {:.2} nats",
        entropy / n
    );
}
