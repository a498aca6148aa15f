//! What a watcher sees, who holds no seat (O11 for no seat): the public view of each
//! game, the same table as every seat's view, with no card of any hand, nor the pile's
//! order, nor a drawn card.

use yotta::game::Game;
use yotta::iota::{IotaGame, IotaOptions, MoveKind};
use yotta::ottawa::{Action, OttawaGame, OttawaOptions};
use yotta::rng::GameRng;

/// Plays `game` with uniformly random legal moves, calling `check` before every move
/// and once over. At most `cap` moves.
fn playout<G: Game>(mut game: G, seed: u64, cap: usize, mut check: impl FnMut(&G)) {
    let mut rng = GameRng::new(seed);
    for _ in 0..cap {
        check(&game);
        let legal = game.legal_moves();
        if legal.is_empty() {
            return;
        }
        let i = rng.index(legal.len());
        game.apply(&legal[i]).unwrap();
    }
    check(&game);
}

#[test]
fn o11_iota_public_view_is_every_seats_table_without_a_hand() {
    let mut trades = 0;
    for seed in 0..6 {
        let players = 2 + (seed as usize % 3);
        let g = IotaGame::new(IotaOptions {
            players,
            seed,
            ..IotaOptions::default()
        })
        .unwrap();
        playout(g, seed, 400, |g| {
            let p = g.public_view();
            for seat in 0..players {
                let v = g.view(seat);
                assert_eq!(p.to_move, v.to_move);
                assert_eq!(p.board, v.board);
                assert_eq!(p.hand_sizes, v.hand_sizes);
                assert_eq!(p.pile, v.pile);
                assert_eq!(p.scores, v.scores);
                assert_eq!(p.passes, v.passes);
                assert_eq!(p.over, v.over);
                assert_eq!(p.winners, v.winners);
                assert_eq!(p.last, v.last);
            }
            if p.last.as_ref().is_some_and(|l| l.kind == MoveKind::Trade) {
                trades += 1;
            }
            // The same game's public view again: pure, nothing changed by asking.
            assert_eq!(g.public_view(), p);
        });
    }
    assert!(trades > 0, "the playouts traded at least once");
}

#[test]
fn o11_iota_public_view_does_not_depend_on_the_hidden_cards() {
    // Two deals of the same game that differ only in cards nobody sees at the table:
    // the hands and the pile dealt again for a seat give the same public view.
    let g = IotaGame::new(IotaOptions {
        players: 3,
        seed: 9,
        ..IotaOptions::default()
    })
    .unwrap();
    let mut rng = GameRng::new(4);
    for seat in 0..3 {
        let r = g.redeal_hidden(seat, &mut rng);
        assert_eq!(r.public_view(), g.public_view());
    }
}

#[test]
fn o11_ottawa_public_view_hides_every_drawn_card() {
    let mut draws = 0;
    for seed in 0..6 {
        let players = 2 + (seed as usize % 4);
        let g = OttawaGame::new(OttawaOptions {
            players,
            seed,
            ..OttawaOptions::default()
        })
        .unwrap();
        playout(g, seed, 600, |g| {
            let p = g.public_view();
            for seat in 0..players {
                let v = g.view(seat);
                assert_eq!(p.to_move, v.to_move);
                assert_eq!(p.dealer, v.dealer);
                assert_eq!(p.round, v.round);
                assert_eq!(p.hand_sizes, v.hand_sizes);
                assert_eq!(p.stock, v.stock);
                assert_eq!(p.discard, v.discard);
                assert_eq!(p.top, v.top);
                assert_eq!(p.played, v.played);
                assert_eq!(p.has_drawn, v.has_drawn);
                assert_eq!(p.scores, v.scores);
                assert_eq!(p.round_over, v.round_over);
                assert_eq!(p.round_result, v.round_result);
                assert_eq!(p.over, v.over);
                assert_eq!(p.winners, v.winners);
                assert_eq!(p.history.len(), v.history.len());
                // What a seat sees of another seat's action is what everyone sees.
                for (a, b) in p.history.iter().zip(&v.history) {
                    if a.seat() != seat {
                        assert_eq!(a, b);
                    }
                }
            }
            for a in &p.history {
                if let Action::Draw { card, .. } = a {
                    assert_eq!(*card, None, "a watcher never sees a drawn card");
                    draws += 1;
                }
            }
            assert_eq!(p.last, p.history.last().copied());
        });
    }
    assert!(draws > 0, "the playouts drew at least once");
}
