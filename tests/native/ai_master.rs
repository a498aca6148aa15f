//! The `master` Ётта level: determinism, fairness (O11: hidden cards dealt again
//! consistently with the view change nothing, along the page's path too), legality over
//! whole games in two to four seats, and the exact endgame: with the pile empty in a
//! two-player game, the master's move is worth exactly the best that brute force finds.

use yotta::ai::iota_master::{hand_value, leave_value, shape_index, SHAPES};
use yotta::ai::{iota_move, play_out, Level, Player};
use yotta::api::hint;
use yotta::game::Game;
use yotta::iota::{Action, Card, IotaGame, IotaOptions, Move};
use yotta::rng::GameRng;

/// Plays `game` with the medium player in every seat until `stop` says so (or the end).
fn advance(mut g: IotaGame, seed: u64, stop: impl Fn(&IotaGame) -> bool) -> IotaGame {
    let mut rng = GameRng::new(seed);
    while let Some(seat) = g.to_move() {
        if stop(&g) {
            break;
        }
        let mv = IotaGame::choose(&g.view(seat), Level::Medium, &mut rng.fork()).unwrap();
        g.apply(&mv).unwrap();
    }
    g
}

fn deal(players: usize, seed: u64) -> IotaGame {
    IotaGame::new(IotaOptions {
        players,
        seed,
        ..IotaOptions::default()
    })
    .unwrap()
}

/// The best difference of points still to come for the seat to move against the
/// other, by brute force over the moves the endgame search considers (every play, and
/// the pass without a recycle), in a two-player game with the pile empty.
fn brute(g: &IotaGame) -> i64 {
    let Some(seat) = g.to_move() else {
        return 0;
    };
    let mut best = i64::MIN;
    for mv in g.legal_moves() {
        let plain_pass = matches!(mv.action, Action::Pass) && mv.recycle.is_empty();
        if !matches!(mv.action, Action::Place(_)) && !plain_pass {
            continue;
        }
        best = best.max(value_of(g, &mv, seat));
    }
    best
}

/// The difference of points to come for `seat` after it makes `mv` in `g`, both seats
/// playing their best afterwards.
fn value_of(g: &IotaGame, mv: &Move, seat: usize) -> i64 {
    let mut next = g.clone();
    let before = i64::from(next.scores()[seat]) - i64::from(next.scores()[1 - seat]);
    next.play(mv).unwrap();
    let after = i64::from(next.scores()[seat]) - i64::from(next.scores()[1 - seat]);
    let rest = if next.to_move().is_some() {
        -brute(&next)
    } else {
        0
    };
    after - before + rest
}

#[test]
fn master_is_deterministic_fair_and_legal() {
    let mut decided = 0;
    for (players, seed, turns) in [(2, 3, 4), (2, 8, 12), (3, 21, 9), (2, 40, 26)] {
        let g = advance(deal(players, seed), seed, |g| {
            g.scores().iter().sum::<u32>() > 0 && g.board().len() >= turns
        });
        let Some(seat) = g.to_move() else { continue };
        let view = g.view(seat);
        let mv = iota_move(&view, Level::Master, 5).unwrap();
        assert_eq!(iota_move(&view, Level::Master, 5).unwrap(), mv);
        assert!(g.legal_moves().contains(&mv), "{mv:?}");
        let hinted = hint::iota_game(&IotaGame::load(&g.save()).unwrap(), Level::Master).unwrap();
        assert!(g.legal_moves().contains(&hinted), "{hinted:?}");
        let mut rng = GameRng::new(seed);
        for _ in 0..2 {
            let other = g.redeal_hidden(seat, &mut rng);
            assert_ne!(other.save(), g.save());
            assert_eq!(other.view(seat), view);
            let loaded = IotaGame::load(&other.save()).unwrap();
            assert_eq!(
                hint::iota_game(&loaded, Level::Master).as_ref(),
                Ok(&hinted),
                "the master's move changed with the hidden cards ({players} players, seed {seed})"
            );
        }
        decided += 1;
    }
    assert!(decided >= 4, "only {decided} positions");
}

#[test]
fn master_plays_whole_games_with_legal_moves_in_two_to_four_seats() {
    for (players, levels) in [
        (2, vec![Level::Master, Level::Expert]),
        (3, vec![Level::Hard, Level::Master, Level::Medium]),
        (
            4,
            vec![Level::Master, Level::Easy, Level::Medium, Level::Hard],
        ),
    ] {
        // play_out panics on an illegal move.
        let g = play_out(deal(players, 7), &levels, &mut GameRng::new(3), |_, _| {});
        assert!(g.is_over());
        g.check_invariants().unwrap();
    }
}

#[test]
fn y19_the_master_plays_the_endgame_exactly() {
    // Two-player positions with the pile empty and few cards in hand (four in all, so
    // that brute force stays quick), reached by medium play; the master's move must be
    // worth the brute-force best.
    let mut checked = 0;
    let mut fair = 0;
    for seed in 1..60u64 {
        let g = advance(deal(2, seed), seed, |g| {
            g.pile_len() == 0 && g.hand(0).len() + g.hand(1).len() <= 4
        });
        let Some(seat) = g.to_move() else { continue };
        if g.pile_len() != 0 {
            continue;
        }
        let view = g.view(seat);
        let mv = iota_move(&view, Level::Master, seed).unwrap();
        assert!(g.legal_moves().contains(&mv), "{mv:?}");
        assert_eq!(
            value_of(&g, &mv, seat),
            brute(&g),
            "seed {seed}: the master's move {mv:?} is not the best"
        );
        // With the pile empty the view tells the other hand: a different seed changes nothing.
        assert_eq!(iota_move(&view, Level::Master, seed + 1000), Some(mv));
        fair += 1;
        checked += 1;
        if checked >= 12 {
            break;
        }
    }
    assert!(
        checked >= 8 && fair == checked,
        "only {checked} endgames checked"
    );
}

#[test]
fn the_learnt_tables_are_read_by_shape() {
    let card = |s: &str| s.parse::<Card>().unwrap();
    // Every shape has an index below SHAPES; wilds are kept for their worth.
    let hands: [&[Card]; 4] = [
        &[],
        &[Card::WILD],
        &[Card::WILD, Card::WILD],
        &[card("1RC"), card("2GS"), card("3BT"), card("4YX")],
    ];
    for h in hands {
        assert!(shape_index(h) < SHAPES);
    }
    assert!(leave_value(&[Card::WILD]) > leave_value(&[card("1RC")]));
    assert!(
        hand_value(&[Card::WILD, card("1RC"), card("2GS"), card("3BT")])
            > hand_value(&[card("1RC"), card("2GS"), card("3BT"), card("1GC")])
    );
    // A triple that could share a line (1RC 2GS 3BT: all different) is told from one
    // that could not (1RC 2GS 1GC: colours R, G, G).
    assert_ne!(
        shape_index(&[card("1RC"), card("2GS"), card("3BT")]),
        shape_index(&[card("1RC"), card("2GS"), card("1GC")])
    );
}
