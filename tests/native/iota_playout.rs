//! Ётта under the shared random-playout harness (`tests/native/common/harness.rs`): every
//! option combination, 2–4 players. At every step: cards conserved (66, or 34 in a
//! short game), every generated move accepted, every probe the engine accepts is
//! generated, refused probes change nothing, save/load round-trips, a seat's view does
//! not change when the cards hidden from it are dealt again, and the game ends.

use crate::common;

use common::harness::{random_playout, uniform, Settings};
use proptest::prelude::*;
use yotta::game::Game;
use yotta::iota::{Action, Card, IotaGame, IotaOptions, Move, Placement, Pos};

/// A cheap deterministic mix of the game state, so probes vary from step to step.
fn mix(game: &IotaGame) -> u64 {
    game.save().bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Moves worth trying, legal or not: single cards (hand cards and others) on and
/// near the grid, pairs along rows and columns, recycles onto wild and non-wild
/// cells, passes and trades of every size.
fn probes(game: &IotaGame) -> Vec<Move> {
    let Some(seat) = game.to_move() else {
        return vec![Move::pass()];
    };
    let mut rng = yotta::rng::GameRng::new(mix(game));
    let hand = game.hand(seat).to_vec();
    let board = game.board();
    let mut cells: Vec<Pos> = board.frontier();
    cells.extend(board.placements().iter().take(3).map(|p| p.pos));
    let mut moves = vec![Move::pass()];
    let pick_card = |rng: &mut yotta::rng::GameRng| -> Card {
        if !hand.is_empty() && rng.below(4) != 0 {
            hand[rng.index(hand.len())]
        } else {
            Card::from_index(rng.below(65) as u8).unwrap()
        }
    };
    for _ in 0..12 {
        let pos = cells[rng.index(cells.len())];
        moves.push(Move::place(&[Placement {
            card: pick_card(&mut rng),
            pos,
        }]));
    }
    for _ in 0..12 {
        let pos = cells[rng.index(cells.len())];
        let n = 2 + rng.index(3);
        let horizontal = rng.below(2) == 0;
        let mut ps = Vec::new();
        for k in 0..n as i32 {
            let p = if horizontal {
                pos.x.checked_add(k).map(|x| Pos::new(x, pos.y))
            } else {
                pos.y.checked_add(k).map(|y| Pos::new(pos.x, y))
            };
            if let Some(p) = p {
                ps.push(Placement {
                    card: pick_card(&mut rng),
                    pos: p,
                });
            }
        }
        moves.push(Move::place(&ps));
    }
    for mask in 1u32..(1 << hand.len()) {
        let cards: Vec<Card> = (0..hand.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| hand[i])
            .collect();
        moves.push(Move::trade(&cards));
    }
    let mut recycle_cells: Vec<Pos> = board.wilds().to_vec();
    recycle_cells.push(board.placements()[0].pos);
    for &pos in &recycle_cells {
        for &card in &hand {
            let action = if rng.below(2) == 0 {
                Action::Pass
            } else {
                Action::Place(
                    [Placement {
                        card: Card::WILD,
                        pos: cells[rng.index(cells.len())],
                    }]
                    .into_iter()
                    .collect(),
                )
            };
            moves.push(Move {
                recycle: [Placement { card, pos }].into_iter().collect(),
                action,
            });
        }
    }
    moves
}

fn all_options(seed: u64) -> Vec<IotaOptions> {
    let mut out = Vec::new();
    for players in 2..=4 {
        for all_four_bonus in [true, false] {
            for short_game in [false, true] {
                out.push(IotaOptions {
                    players,
                    seed,
                    all_four_bonus,
                    short_game,
                });
            }
        }
    }
    out
}

fn cards_in_game(game: &IotaGame) -> usize {
    let hands: usize = (0..game.players()).map(|s| game.hand(s).len()).sum();
    game.board().len() + hands + game.pile_len()
}

fn play_out(options: IotaOptions, seed: u64, settings: &Settings) {
    let game = IotaGame::new(options).unwrap();
    let total = if options.short_game { 34 } else { 66 };
    assert_eq!(cards_in_game(&game), total);
    let (end, report) = random_playout(game, seed, settings, probes, uniform);
    assert!(end.is_over(), "{options:?}: the game did not end");
    assert_eq!(cards_in_game(&end), total);
    assert!(report.steps > 0 && report.legal_checked > 0 && report.views_checked > 0);
    assert!(report.refusals > 0);
    let winners = end.view(0).winners;
    let best = end.scores().iter().max().copied().unwrap();
    assert!(!winners.is_empty() && winners.iter().all(|&w| end.scores()[w] == best));
}

#[test]
fn every_option_combination_plays_out_cleanly() {
    let settings = Settings {
        max_steps: 2_000,
        ..Settings::default()
    };
    for (i, options) in all_options(1234).into_iter().enumerate() {
        play_out(options, 77 + i as u64, &settings);
    }
}

proptest! {
    #![proptest_config(common::proptest_config(24))]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), which in 0usize..12) {
        let options = all_options(seed)[which];
        let settings = Settings {
            max_steps: 2_000,
            save_every: 3,
            redeal_every: 3,
            legal_sample: 48,
            ..Settings::default()
        };
        play_out(options, seed ^ 0x5eed, &settings);
    }
}
