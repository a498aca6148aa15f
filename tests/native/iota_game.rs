//! Whole Ётта games: deal (Y3, Y4, Y22), turns (Y5, Y18), end (Y15, Y19–Y21), setups,
//! views (O11) and saves.

use yotta::game::{Game, SaveError};
use yotta::iota::{
    parse_position, Action, Card, IotaGame, IotaOptions, Move, MoveKind, Placement, PlayError,
    Setup, SetupError,
};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

fn place(text: &str) -> Move {
    Move::place(&parse_position(text).unwrap())
}

fn setup(board: &str, hands: &[&str], pile: &str) -> Setup {
    Setup {
        players: hands.len(),
        board: parse_position(board).unwrap(),
        hands: hands.iter().map(|h| cards(h)).collect(),
        pile: cards(pile),
        ..Setup::default()
    }
}

fn options(players: usize, seed: u64) -> IotaOptions {
    IotaOptions {
        players,
        seed,
        ..IotaOptions::default()
    }
}

#[test]
fn y3_deal_is_seeded_and_complete() {
    for players in 2..=4 {
        let a = IotaGame::new(options(players, 42)).unwrap();
        let b = IotaGame::new(options(players, 42)).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.board().len(), 1);
        assert!(!a.board().placements()[0].card.is_wild());
        for seat in 0..players {
            assert_eq!(a.hand(seat).len(), 4);
        }
        assert_eq!(a.pile_len(), 66 - 4 * players - 1);
        a.check_invariants().unwrap();
    }
    assert_ne!(
        IotaGame::new(options(2, 1)).unwrap(),
        IotaGame::new(options(2, 2)).unwrap()
    );
    for bad in [0, 1, 5] {
        assert_eq!(
            IotaGame::new(options(bad, 1)).unwrap_err(),
            SetupError::PlayerCount(bad)
        );
    }
}

/// Pins the deal of seed 42 so that a seed gives the same game on every platform and
/// in every release.
#[test]
fn y3_y4_deal_of_seed_42_is_fixed() {
    let g = IotaGame::new(options(2, 42)).unwrap();
    let text = g.save();
    let again = IotaGame::new(options(2, 42)).unwrap().save();
    assert_eq!(text, again);
    let starter = g.board().placements()[0].card;
    assert_eq!(
        format!(
            "{starter} {:?} {:?} {:?}",
            g.hand(0),
            g.hand(1),
            g.to_move()
        ),
        include_str!("../data/iota_seed42.txt").trim()
    );
}

#[test]
fn y3_starter_is_never_a_wild() {
    for seed in 0..300 {
        let g = IotaGame::new(options(2, seed)).unwrap();
        assert!(!g.board().placements()[0].card.is_wild());
    }
}

#[test]
fn y4_first_player_varies_with_the_seed() {
    let firsts: std::collections::BTreeSet<usize> = (0..50)
        .map(|s| IotaGame::new(options(4, s)).unwrap().to_move().unwrap())
        .collect();
    assert_eq!(firsts.len(), 4);
}

#[test]
fn y22_short_game_uses_32_numbered_cards_and_both_wilds() {
    let g = IotaGame::new(IotaOptions {
        short_game: true,
        ..options(3, 9)
    })
    .unwrap();
    let mut all: Vec<Card> = g.board().placements().iter().map(|p| p.card).collect();
    for s in 0..3 {
        all.extend(g.hand(s));
    }
    let saved = g.save();
    let pile_field = saved.split('|').nth(10).unwrap();
    all.extend(cards(pile_field));
    assert_eq!(all.len(), 34);
    assert_eq!(all.iter().filter(|c| c.is_wild()).count(), 2);
}

#[test]
fn y5_play_scores_and_refills_the_hand() {
    let mut g = IotaGame::from_setup(setup(
        "2RT@0,1",
        &["2BX 2GC 1RS 4YC", "1GT 2GT 3GT 4GT"],
        "3YX 4YX",
    ))
    .unwrap();
    let out = g.play(&place("2BX@1,1 2GC@2,1")).unwrap();
    assert_eq!(
        (out.score, out.base, out.multiplier, out.over),
        (6, 6, 1, false)
    );
    assert_eq!(g.scores(), &[6, 0]);
    assert_eq!(g.hand(0), &cards("1RS 4YC 3YX 4YX")[..]);
    assert_eq!(g.pile_len(), 0);
    assert_eq!(g.to_move(), Some(1));
    let last = g.last().unwrap();
    assert_eq!((last.seat, last.kind, last.score), (0, MoveKind::Play, 6));
}

#[test]
fn y5_refused_moves_change_nothing() {
    let g0 = IotaGame::from_setup(setup(
        "2RT@0,1",
        &["2BX 2GC 1RS 4YC", "1GT 2GT 3GT 4GT"],
        "3YX",
    ))
    .unwrap();
    let cases: Vec<(Move, &str)> = vec![
        (place("1GT@1,1"), "not-in-hand"),
        (place("2BX@5,5"), "not-connected"),
        (place(""), "empty-play"),
        (Move::trade(&cards("2BX 2GC")), "pile-too-small"),
        (Move::trade(&cards("1GT")), "not-in-hand"),
        (
            Move {
                recycle: [Placement::new("2BX".parse().unwrap(), 0, 1)]
                    .into_iter()
                    .collect(),
                action: Action::Pass,
            },
            "no-wild-there",
        ),
    ];
    for (mv, code) in cases {
        let mut g = g0.clone();
        assert_eq!(g.play(&mv).unwrap_err().code(), code, "{mv:?}");
        assert_eq!(g, g0);
    }
}

#[test]
fn y5_trade_goes_to_the_bottom_then_draws_from_the_top() {
    let mut g = IotaGame::from_setup(setup(
        "2RT@0,1",
        &["2BX 2GC 1RS 4YC", "1GT 2GT 3GT 4GT"],
        "3YX 4YX 1BC",
    ))
    .unwrap();
    g.play(&Move::trade(&cards("2BX 1RS"))).unwrap();
    assert_eq!(g.hand(0), &cards("2GC 4YC 3YX 4YX")[..]);
    let saved = g.save();
    assert_eq!(saved.split('|').nth(10).unwrap(), "1BC 2BX 1RS");
    let last = g.last().unwrap();
    assert_eq!((last.kind, last.traded), (MoveKind::Trade, 2));
    // The view of seat 1 does not show the traded cards.
    assert!(g.view(1).last.unwrap().placements.is_empty());
}

#[test]
fn y18_recycle_then_play_the_wild() {
    // Row 1RT W 3RT: the wild stands for 2RT or 4RT; 2RT from the hand fits.
    let mut g = IotaGame::from_setup(setup(
        "1RT@0,0 W@1,0 3RT@2,0",
        &["2RT 1GC 2GS 3GX", "1YT 2YT 3YT 4YT"],
        "1BC 2BC 3BC 4BC",
    ))
    .unwrap();
    let bad = Move {
        recycle: [Placement::new("1GC".parse().unwrap(), 1, 0)]
            .into_iter()
            .collect(),
        action: Action::Pass,
    };
    assert_eq!(g.clone().play(&bad).unwrap_err(), PlayError::RecycleMisfit);
    let mv = Move {
        recycle: [Placement::new("2RT".parse().unwrap(), 1, 0)]
            .into_iter()
            .collect(),
        action: Action::Place(parse_position("W@3,0").unwrap().into_iter().collect()),
    };
    assert!(g.legal_moves().contains(&mv));
    let out = g.play(&mv).unwrap();
    // 1RT 2RT 3RT W: a lot worth 6, doubled.
    assert_eq!((out.base, out.lots, out.score), (6, 1, 12));
    assert_eq!(
        g.board().get(yotta::iota::Pos::new(1, 0)),
        "2RT".parse().ok()
    );
    assert_eq!(g.last().unwrap().recycles.len(), 1);
}

#[test]
fn y18_recycle_needs_a_numbered_card_from_the_hand() {
    let g = IotaGame::from_setup(setup("1RT@0,0 W@1,0 3RT@2,0", &["W 2RT", "1YT"], "1BC")).unwrap();
    let recycle = |card: &str, x: i32| Move {
        recycle: [Placement::new(card.parse().unwrap(), x, 0)]
            .into_iter()
            .collect(),
        action: Action::Pass,
    };
    for (mv, code) in [
        (recycle("W", 1), "illegal"),
        (recycle("4RT", 1), "not-in-hand"),
        (recycle("2RT", 0), "no-wild-there"),
    ] {
        let mut h = g.clone();
        assert_eq!(h.play(&mv).unwrap_err().code(), code);
        assert_eq!(h, g);
    }
    // A numbered card that fits the row recycles the wild.
    let g = IotaGame::from_setup(setup("1RT@0,0 W@1,0", &["3RT", "1YT"], "")).unwrap();
    assert!(g.clone().play(&recycle("3RT", 1)).is_ok());
}

#[test]
fn y18_both_wilds_recycled_in_one_turn() {
    let mut g = IotaGame::from_setup(setup(
        "1RT@0,0 W@1,0 3RT@2,0 W@0,1",
        &["2RT 1RC 2GS 3GX", "1YT 2YT 3YT 4YT"],
        "1BC",
    ))
    .unwrap();
    let mv = Move {
        recycle: [
            Placement::new("2RT".parse().unwrap(), 1, 0),
            Placement::new("1RC".parse().unwrap(), 0, 1),
        ]
        .into_iter()
        .collect(),
        action: Action::Pass,
    };
    assert!(g.legal_moves().contains(&mv));
    g.play(&mv).unwrap();
    assert_eq!(g.hand(0).iter().filter(|c| c.is_wild()).count(), 2);
    assert!(g.board().wilds().is_empty());
}

#[test]
fn y19_y15_emptying_the_hand_with_an_empty_pile_ends_and_doubles() {
    let mut g =
        IotaGame::from_setup(setup("2RT@0,1", &["2BX 2GC", "1GT 2GT 3GT 4GT"], "")).unwrap();
    let out = g.play(&place("2BX@1,1 2GC@2,1")).unwrap();
    assert_eq!((out.score, out.multiplier, out.over), (12, 2, true));
    assert_eq!(out.winners, vec![0]);
    assert!(g.is_over());
    assert_eq!(g.to_move(), None);
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.play(&Move::pass()).unwrap_err(), PlayError::GameOver);
}

#[test]
fn y20_three_rounds_of_passes_end_the_game_y21_ties_share() {
    let mut g = IotaGame::from_setup(Setup {
        scores: vec![5, 5, 3],
        ..setup("2RT@0,1", &["1GC", "1BC", "1YC"], "")
    })
    .unwrap();
    for i in 0..9 {
        assert!(!g.is_over(), "pass {i}");
        g.play(&Move::pass()).unwrap();
    }
    assert!(g.is_over());
    assert_eq!(g.view(2).winners, vec![0, 1]);
}

#[test]
fn setup_errors() {
    let ok = setup("2RT@0,1", &["1GC", "1BC"], "3YX");
    assert!(IotaGame::from_setup(ok.clone()).is_ok());
    let cases: Vec<(Setup, SetupError)> = vec![
        (
            Setup {
                players: 5,
                ..ok.clone()
            },
            SetupError::PlayerCount(5),
        ),
        (
            Setup {
                hands: vec![vec![]],
                ..ok.clone()
            },
            SetupError::HandCount {
                players: 2,
                hands: 1,
            },
        ),
        (
            Setup {
                hands: vec![cards("1RC 2RC 3RC 4RC 1GS"), vec![]],
                ..ok.clone()
            },
            SetupError::HandTooLarge { seat: 0, cards: 5 },
        ),
        (
            Setup {
                pile: cards("1GC"),
                ..ok.clone()
            },
            SetupError::DuplicateCard("1GC".into()),
        ),
        (
            Setup {
                pile: cards("W W W"),
                ..ok.clone()
            },
            SetupError::TooManyWilds,
        ),
        (
            Setup {
                board: vec![],
                ..ok.clone()
            },
            SetupError::Board(PlayError::BadBoard),
        ),
        (
            Setup {
                to_move: 2,
                ..ok.clone()
            },
            SetupError::SeatOutOfRange(2),
        ),
        (
            Setup {
                scores: vec![1],
                ..ok.clone()
            },
            SetupError::ScoreCount,
        ),
        (
            Setup {
                passes: 6,
                ..ok.clone()
            },
            SetupError::Passes,
        ),
    ];
    for (s, want) in cases {
        let e = IotaGame::from_setup(s).unwrap_err();
        assert_eq!(e, want);
        assert_eq!(e.code(), "bad-setup");
        assert!(!e.to_string().is_empty());
    }
}

#[test]
fn saves_round_trip_and_damage_is_refused() {
    let mut g = IotaGame::new(options(3, 7)).unwrap();
    for _ in 0..10 {
        let mv = g.legal_moves()[0].clone();
        g.apply(&mv).unwrap();
        assert_eq!(IotaGame::load(&g.save()).unwrap(), g);
    }
    let text = g.save();
    assert_eq!(IotaGame::load("iota9|x"), Err(SaveError::UnknownVersion));
    assert_eq!(IotaGame::load(""), Err(SaveError::UnknownVersion));
    // Cut anywhere, including just before the last field (`|known`): refused.
    let last_field = text.rfind('|').unwrap();
    for cut in [5, text.len() / 2, text.len() - 1, last_field] {
        assert!(IotaGame::load(&text[..cut]).is_err(), "cut at {cut}");
    }
    // A first-version save (no `known` field) still loads, following nothing; the
    // same twelve fields under the current tag do not.
    let v1 = text[..last_field].replacen("iota2|", "iota1|", 1);
    let old = IotaGame::load(&v1).unwrap().save();
    assert_eq!(old[..last_field], text[..last_field]);
    assert_eq!(&old[last_field..], "|[]");
    assert!(IotaGame::load(&format!("{v1}|[]").replacen("iota1|", "iota2|", 1)).is_ok());
    assert!(IotaGame::load(&format!("{v1}|[]")).is_err());
    // Wrong player count, a card twice, a bad seat: all refused.
    assert!(text.starts_with("iota2|3|"));
    assert!(IotaGame::load(&text.replace("iota2|3|", "iota2|2|")).is_err());
    let f: Vec<&str> = text.split('|').collect();
    let mut twice = f.clone();
    let card = f[8].split(' ').next().unwrap().split('@').next().unwrap();
    let pile = format!("{} {card}", f[10]);
    twice[10] = &pile;
    assert!(IotaGame::load(&twice.join("|")).is_err());
    let mut seat = f.clone();
    seat[4] = "7";
    assert!(IotaGame::load(&seat.join("|")).is_err());
}

#[test]
fn o11_view_shows_only_what_the_seat_may_see() {
    let g = IotaGame::new(options(3, 11)).unwrap();
    let v = g.view(1);
    assert_eq!(v.hand, g.hand(1).to_vec());
    assert_eq!(v.hand_sizes, vec![4, 4, 4]);
    assert_eq!(v.pile, 66 - 13);
    assert_eq!(v.board.len(), 1);
    assert!(v.last.is_none());
    let mut rng = yotta::rng::GameRng::new(5);
    let other = g.redeal_hidden(1, &mut rng);
    assert_eq!(other.view(1), v);
    other.check_invariants().unwrap();
}
