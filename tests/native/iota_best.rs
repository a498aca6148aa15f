//! The review's best move (`best_turn`, src/iota/best.rs) against every legal move
//! of the game itself (recycles included): on positions of seeded games, no move of
//! the seat to move scores more than `best_turn` says (Y5–Y18, Y15 at the end), and
//! the move it returns is legal and scores exactly that. (A position where recycling
//! first is best is checked by the unit tests of best.rs.)

use yotta::game::Game;
use yotta::iota::{best_turn, Action, IotaGame, IotaOptions, PlaysOptions};
use yotta::rng::GameRng;

/// The score of `mv` in `g`, played on a copy; `None` if refused.
fn score_of(g: &IotaGame, mv: &yotta::iota::Move) -> Option<u32> {
    let mut c = g.clone();
    c.play(mv).ok().map(|o| o.score)
}

#[test]
fn y18_best_turn_is_the_best_of_every_legal_move() {
    let mut rng = GameRng::new(15);
    let mut checked = 0;
    let mut at_the_end = 0;
    for seed in 0..10u64 {
        let mut g = IotaGame::new(IotaOptions {
            players: 2 + (seed % 3) as usize,
            seed,
            all_four_bonus: seed % 2 == 0,
            short_game: true,
        })
        .unwrap();
        for turn in 0..200 {
            if g.is_over() {
                break;
            }
            let seat = g.to_move().unwrap();
            let moves = g.legal_moves();
            let opts = PlaysOptions {
                all_four_bonus: g.all_four_bonus(),
                pile_empty: g.pile_len() == 0,
            };
            let best = best_turn(g.board(), g.hand(seat), opts).unwrap();
            let top = moves
                .iter()
                .filter(|m| matches!(m.action, Action::Place(_)))
                .filter_map(|m| score_of(&g, m))
                .max();
            match (&best, top) {
                (Some((mv, score)), Some(t)) => {
                    assert_eq!(*score, t, "seed {seed} turn {turn}");
                    assert_eq!(score_of(&g, mv), Some(*score));
                    if g.pile_len() == 0 {
                        at_the_end += 1;
                    }
                }
                (None, None) => {}
                other => panic!("seed {seed} turn {turn}: {other:?}"),
            }
            checked += 1;
            // Move on with a random legal move, so that wilds are recycled now and then.
            let mv = moves[rng.index(moves.len())].clone();
            g.play(&mv).unwrap();
        }
    }
    assert!(checked > 100, "{checked} positions checked");
    assert!(at_the_end > 0, "no position with the pile empty");
}
