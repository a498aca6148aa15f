//! Оттава, rule by rule (O1–O11): table-driven cases named after the rule they pin.

use yotta::ottawa::{Action, Card, Move, OttawaGame, OttawaOptions, PlayError, Scoring, Setup};

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

use crate::common;
use common::ottawa::{cards, game, setup};

fn with(s: Setup, f: impl FnOnce(&mut OttawaOptions)) -> OttawaGame {
    let mut s = s;
    f(&mut s.options);
    OttawaGame::from_setup(s).unwrap()
}

fn code(g: &mut OttawaGame, mv: Move) -> &'static str {
    let before = g.clone();
    let e = g.play(&mv).unwrap_err();
    assert_eq!(*g, before, "refused {mv} changed the game");
    e.code()
}

fn new(players: usize, seed: u64) -> OttawaGame {
    OttawaGame::new(OttawaOptions {
        players,
        seed,
        ..OttawaOptions::default()
    })
    .unwrap()
}

// ---------------------------------------------------------------- O1, O2, O3: the deal

#[test]
fn o1_every_deal_holds_the_52_cards_once() {
    for players in 2..=7 {
        for seed in 0..20 {
            let g = new(players, seed);
            let mut all: Vec<Card> = (0..players).flat_map(|s| g.hand(s).to_vec()).collect();
            all.extend(g.stock());
            all.extend(g.discard());
            all.sort();
            assert_eq!(
                all,
                Card::deck().collect::<Vec<_>>(),
                "{players} players, seed {seed}"
            );
        }
    }
}

#[test]
fn o1_two_to_seven_players() {
    for players in [0, 1, 8, 20] {
        let e = OttawaGame::new(OttawaOptions {
            players,
            ..OttawaOptions::default()
        })
        .unwrap_err();
        assert_eq!(e.code(), "bad-setup");
        assert!(e.to_string().contains("2 to 7"), "{e}");
    }
}

#[test]
fn o2_seven_cards_each_up_to_four_players_six_from_five() {
    for (players, each) in [(2, 7), (3, 7), (4, 7), (5, 6), (6, 6), (7, 6)] {
        let g = new(players, 3);
        for seat in 0..players {
            assert_eq!(g.hand(seat).len(), each, "{players} players");
        }
        assert_eq!(g.discard().len(), 1, "one upcard");
        assert_eq!(g.stock().len(), 52 - 1 - players * each);
        assert_eq!(g.played(), g.discard());
    }
}

#[test]
fn o2_the_seed_decides_the_deal_and_the_first_dealer() {
    assert_eq!(new(4, 99), new(4, 99));
    assert_ne!(new(4, 99).hand(0), new(4, 100).hand(0));
    for players in 2..=7 {
        let mut dealers = vec![false; players];
        for seed in 0..200 {
            dealers[new(players, seed).dealer()] = true;
        }
        assert!(
            dealers.iter().all(|&d| d),
            "every seat deals first for some seed"
        );
    }
}

#[test]
fn o3_the_dealers_left_plays_first_then_seat_by_seat() {
    for players in 2..=7 {
        let mut g = new(players, 5);
        let first = (g.dealer() + 1) % players;
        assert_eq!(g.to_move(), Some(first));
        // Drawing keeps the turn; playing or passing gives it to the next seat.
        let mv = *g.legal_moves().iter().find(|m| **m != Move::Draw).unwrap();
        g.play(&mv).unwrap();
        assert_eq!(g.to_move(), Some((first + 1) % players));
    }
}

// ---------------------------------------------------------------- O4: matching

#[test]
fn o4_same_rank_or_same_suit_next_rank_is_played() {
    // (top, card, accepted)
    let cases = [
        ("7C", "7H", true),
        ("7C", "8C", true),
        ("7C", "6C", true),
        ("7C", "9C", false),
        ("7C", "8D", false),
        ("TD", "JD", true),
        ("KS", "AS", true),
    ];
    for (top, card, ok) in cases {
        let mut g = game(&[&format!("{card} 2S"), "3S"], "4S", top);
        let r = g.play(&Move::Play(c(card)));
        assert_eq!(r.is_ok(), ok, "{card} on {top}");
        if !ok {
            assert_eq!(r.unwrap_err().code(), "no-match");
        }
    }
}

#[test]
fn o4_ace_is_next_to_king_only() {
    let mut g = game(&["2H 5C", "3S"], "4S", "AH");
    assert!(!g.legal_moves().contains(&Move::Play(c("2H"))));
    assert_eq!(code(&mut g, Move::Play(c("2H"))), "no-match");
    let mut g = game(&["KH 5C", "3S"], "4S", "AH");
    g.play(&Move::Play(c("KH"))).unwrap();
}

#[test]
fn o4_wrap_ace_puts_the_ace_next_to_the_two() {
    for (top, card) in [("AH", "2H"), ("2D", "AD")] {
        let s = setup(&[&format!("{card} 5C"), "3S"], "4S", top);
        let mut g = with(s, |o| o.wrap_ace = true);
        assert!(g.legal_moves().contains(&Move::Play(c(card))));
        g.play(&Move::Play(c(card))).unwrap();
        assert_eq!(g.top(), c(card));
    }
}

// ---------------------------------------------------------------- O5: a turn

#[test]
fn o5_a_matching_card_must_be_played() {
    let mut g = game(&["8C 2S", "3S"], "4S", "7C");
    assert_eq!(g.legal_moves(), vec![Move::Play(c("8C")), Move::Draw]);
    assert_eq!(code(&mut g, Move::Pass), "must-play");
}

#[test]
fn o5_the_draw_is_optional_keeps_the_turn_and_is_once_per_turn() {
    let mut g = game(&["8C 2S", "3S"], "4S 5S", "7C");
    let out = g.play(&Move::Draw).unwrap();
    assert_eq!(out.drawn, Some(c("4S")));
    assert!(!out.round_over);
    assert_eq!(g.to_move(), Some(0));
    assert!(g.has_drawn());
    assert_eq!(g.hand(0), cards("8C 2S 4S").as_slice());
    assert_eq!(code(&mut g, Move::Draw), "already-drew");
    assert_eq!(g.legal_moves(), vec![Move::Play(c("8C"))]);
    g.play(&Move::Play(c("8C"))).unwrap();
    assert_eq!(g.to_move(), Some(1));
    assert!(!g.has_drawn());
    // The next seat may draw again.
    assert!(g.legal_moves().contains(&Move::Draw));
}

#[test]
fn o5_a_player_holding_no_match_passes() {
    let mut g = game(&["2S 3S", "4S"], "5D", "7C");
    assert_eq!(g.legal_moves(), vec![Move::Draw, Move::Pass]);
    g.play(&Move::Pass).unwrap();
    assert_eq!(g.to_move(), Some(1));
    // A draw that brings no match: pass after it.
    let mut g = game(&["2S 3S", "4S"], "5D", "7C");
    g.play(&Move::Draw).unwrap();
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    g.play(&Move::Pass).unwrap();
}

#[test]
fn o5_must_draw_when_stuck_forbids_passing_before_drawing() {
    let mut g = with(setup(&["2S 3S", "4S"], "5D", "7C"), |o| {
        o.must_draw_when_stuck = true
    });
    assert_eq!(g.legal_moves(), vec![Move::Draw]);
    assert_eq!(code(&mut g, Move::Pass), "illegal");
    g.play(&Move::Draw).unwrap();
    g.play(&Move::Pass).unwrap();
    // Nothing to draw: the pass is allowed at once.
    let mut g = with(setup(&["2S 3S", "4S"], "", "7C"), |o| {
        o.must_draw_when_stuck = true
    });
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    g.play(&Move::Pass).unwrap();
    // Holding a match, the option changes nothing: play (or draw first).
    let g = with(setup(&["8C 3S", "4S"], "5D", "7C"), |o| {
        o.must_draw_when_stuck = true
    });
    assert_eq!(g.legal_moves(), vec![Move::Play(c("8C")), Move::Draw]);
}

#[test]
fn o5_only_cards_in_hand_are_played() {
    let mut g = game(&["2S 3S", "7H"], "5D", "7C");
    assert_eq!(code(&mut g, Move::Play(c("7H"))), "not-in-hand");
    assert_eq!(code(&mut g, Move::Play(c("7D"))), "not-in-hand");
}

// ---------------------------------------------------------------- O6: reshuffle

#[test]
fn o6_an_empty_stock_is_rebuilt_from_the_discards_but_the_top() {
    let mut g = game(&["2S 3S", "4S"], "", "9D 9H TH JH");
    let out = g.play(&Move::Draw).unwrap();
    let drawn = out.drawn.unwrap();
    assert!(cards("9D 9H TH").contains(&drawn));
    assert_eq!(g.discard(), cards("JH").as_slice());
    assert_eq!(g.stock().len(), 2);
    let mut rest = g.stock();
    rest.push(drawn);
    rest.sort();
    let mut expected = cards("9D 9H TH");
    expected.sort();
    assert_eq!(rest, expected);
    assert!(matches!(
        g.history().last(),
        Some(Action::Draw {
            seat: 0,
            reshuffled: true,
            ..
        })
    ));
    // The cards played stay listed as played this round.
    assert_eq!(g.played(), cards("9D 9H TH JH").as_slice());
}

#[test]
fn o6_the_reshuffle_is_seeded_and_deterministic() {
    let draw = |seed: u64| {
        let mut s = setup(&["2S 3S", "4S"], "", "9D 9H TH JH QH KH AH 8D");
        s.options.seed = seed;
        let mut g = OttawaGame::from_setup(s).unwrap();
        g.play(&Move::Draw).unwrap();
        g.stock()
    };
    assert_eq!(draw(1), draw(1));
    let orders: std::collections::HashSet<Vec<Card>> = (0..20).map(draw).collect();
    assert!(orders.len() > 1, "the seed changes the reshuffle");
}

#[test]
fn o6_with_nothing_to_reshuffle_no_draw_is_possible() {
    let mut g = game(&["2S 3S", "4S"], "", "JH");
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    assert_eq!(code(&mut g, Move::Draw), "cannot-draw");
}

// ---------------------------------------------------------------- O7, O8: end of a round

#[test]
fn o7_the_round_ends_when_a_hand_empties_and_hands_are_counted() {
    let mut g = game(&["8C", "AS KD 2H", "TC 3D"], "4S", "7C");
    let out = g.play(&Move::Play(c("8C"))).unwrap();
    assert!(out.round_over);
    assert!(!out.over);
    let r = g.round_result().unwrap();
    assert_eq!(r.winner, Some(0));
    assert!(!r.blocked);
    assert_eq!(r.hand_points, vec![0, 27, 13]);
    assert_eq!(r.points, vec![40, 0, 0]);
    assert_eq!(g.scores(), &[40, 0, 0]);
    assert_eq!(code(&mut g, Move::Draw), "round-over");
    assert_eq!(code(&mut g, Move::Pass), "round-over");
    assert_eq!(code(&mut g, Move::Play(c("AS"))), "round-over");
}

#[test]
fn o8_a_full_cycle_of_passes_without_drawing_blocks_the_round() {
    let mut g = game(&["2S 3S", "4H", "5D 6D"], "", "JC");
    g.play(&Move::Pass).unwrap();
    g.play(&Move::Pass).unwrap();
    assert!(!g.round_over());
    let out = g.play(&Move::Pass).unwrap();
    assert!(out.round_over);
    let r = g.round_result().unwrap();
    assert!(r.blocked);
    assert_eq!(r.hand_points, vec![5, 4, 11]);
    assert_eq!(r.winner, Some(1));
    assert_eq!(r.points, vec![0, 1 + 7, 0]);
}

#[test]
fn o8_a_draw_or_a_play_breaks_the_cycle() {
    // Seat 1 draws (then passes): the count of idle turns starts again.
    let mut g = game(&["2S 3S", "4H", "5D 6D"], "9S", "JC");
    g.play(&Move::Pass).unwrap();
    g.play(&Move::Draw).unwrap();
    g.play(&Move::Pass).unwrap();
    g.play(&Move::Pass).unwrap();
    g.play(&Move::Pass).unwrap();
    assert!(!g.round_over(), "only 2 idle turns since the draw");
    assert_eq!(g.to_move(), Some(1));
    g.play(&Move::Pass).unwrap();
    assert!(g.round_over());
    assert!(g.round_result().unwrap().blocked);
}

#[test]
fn o8_a_tie_for_lowest_has_no_winner() {
    let mut g = game(&["2S 3S", "5H", "5D 6D"], "", "JC");
    for _ in 0..3 {
        g.play(&Move::Pass).unwrap();
    }
    let r = g.round_result().unwrap();
    assert_eq!(r.winner, None);
    assert_eq!(r.points, vec![0, 0, 0]);
}

// ---------------------------------------------------------------- O9, O10: the match

fn blocked_round(scoring: Scoring, scores: Vec<u32>, f: impl FnOnce(&mut Setup)) -> OttawaGame {
    let mut s = setup(&["2S 3S", "4H", "5D 6D"], "", "JC");
    s.scores = scores;
    s.options.scoring = scoring;
    f(&mut s);
    let mut g = OttawaGame::from_setup(s).unwrap();
    for _ in 0..3 {
        g.play(&Move::Pass).unwrap();
    }
    assert!(g.round_over());
    g
}

#[test]
fn o9_collect_the_winner_scores_and_the_highest_total_wins() {
    let g = blocked_round(Scoring::Collect, vec![50, 95, 10], |_| {});
    assert_eq!(g.scores(), &[50, 103, 10]);
    assert!(g.is_over());
    assert_eq!(g.winners(), &[1]);
    assert_eq!(g.to_move(), None);
}

#[test]
fn o9_penalty_everyone_adds_and_the_lowest_total_wins() {
    let g = blocked_round(Scoring::Penalty, vec![50, 95, 10], |_| {});
    assert_eq!(g.scores(), &[55, 99, 21]);
    assert!(!g.is_over(), "99 is under the target");
    let g = blocked_round(Scoring::Penalty, vec![95, 20, 20], |_| {});
    assert_eq!(g.scores(), &[100, 24, 31]);
    assert!(g.is_over());
    assert_eq!(g.winners(), &[1]);
}

#[test]
fn o9_equal_best_totals_share_the_win() {
    let g = blocked_round(Scoring::Penalty, vec![95, 21, 14], |_| {});
    assert_eq!(g.scores(), &[100, 25, 25]);
    assert_eq!(g.winners(), &[1, 2]);
}

#[test]
fn o9_target_option() {
    let g = blocked_round(Scoring::Collect, vec![0, 0, 0], |s| s.options.target = 8);
    assert!(g.is_over());
    let g = blocked_round(Scoring::Collect, vec![0, 0, 0], |s| s.options.target = 9);
    assert!(!g.is_over());
}

#[test]
fn o9_a_fixed_number_of_rounds_ignores_the_target() {
    let g = blocked_round(Scoring::Collect, vec![0, 500, 0], |s| {
        s.options.rounds = Some(3);
        s.round = 2;
    });
    assert!(!g.is_over());
    let g = blocked_round(Scoring::Collect, vec![0, 0, 0], |s| {
        s.options.rounds = Some(3);
        s.round = 3;
    });
    assert!(g.is_over());
    assert_eq!(g.winners(), &[1]);
}

#[test]
fn o9_a_match_of_fixed_rounds_plays_exactly_that_many() {
    let mut g = OttawaGame::new(OttawaOptions {
        players: 3,
        seed: 11,
        rounds: Some(4),
        ..OttawaOptions::default()
    })
    .unwrap();
    let mut rounds_seen = 1;
    while let Some(&mv) = g.legal_moves().first() {
        if mv == Move::NextRound {
            rounds_seen += 1;
        }
        g.play(&mv).unwrap();
    }
    assert_eq!(rounds_seen, 4);
    assert_eq!(g.round(), 4);
    assert!(!g.winners().is_empty());
}

#[test]
fn o10_the_deal_passes_to_the_left_each_round() {
    let mut g = new(4, 21);
    let first = g.dealer();
    for round in 1..=6u32 {
        assert_eq!(g.round(), round);
        assert_eq!(g.dealer(), (first + round as usize - 1) % 4);
        assert_eq!(g.to_move(), Some((g.dealer() + 1) % 4));
        assert_eq!(code(&mut g, Move::NextRound), "round-not-over");
        assert_eq!(g.next_round().unwrap_err().code(), "round-not-over");
        while !g.round_over() {
            let mv = g.legal_moves()[0];
            g.play(&mv).unwrap();
        }
        if g.is_over() {
            break;
        }
        // Between rounds the seat that deals next is due, with the one move that deals.
        assert_eq!(g.to_move(), Some((g.dealer() + 1) % 4));
        assert_eq!(g.legal_moves(), vec![Move::NextRound]);
        g.next_round().unwrap();
        assert_eq!(g.discard().len(), 1);
        assert_eq!(g.stock().len(), 52 - 28 - 1);
    }
}

#[test]
fn o9_after_the_match_nothing_more_is_played() {
    let mut g = blocked_round(Scoring::Collect, vec![0, 99, 0], |_| {});
    assert!(g.is_over());
    assert!(g.legal_moves().is_empty());
    for mv in [Move::Draw, Move::Pass, Move::NextRound, Move::Play(c("2S"))] {
        assert_eq!(code(&mut g, mv), "game-over");
    }
    assert_eq!(g.next_round().unwrap_err().code(), "game-over");
}

// ---------------------------------------------------------------- O11: views

#[test]
fn o11_a_view_shows_own_hand_sizes_and_public_cards() {
    let mut g = game(&["2S 3S", "4H JD", "5D 6D"], "8H 7D", "9D JC");
    let v = g.view(1);
    assert_eq!(v.seat, 1);
    assert_eq!(v.to_move, Some(0));
    assert_eq!(v.dealer, 2);
    assert_eq!(v.round, 1);
    assert_eq!(v.hand, cards("4H JD"));
    assert_eq!(v.hand_sizes, vec![2, 2, 2]);
    assert_eq!(v.stock, 2);
    assert_eq!(v.top, c("JC"));
    assert_eq!(v.played, cards("9D JC"));
    assert!(v.legal.is_empty(), "not seat 1's turn");
    assert_eq!(v.last, None);
    assert_eq!(g.view(0).legal, vec![Move::Draw, Move::Pass]);
    g.play(&Move::Draw).unwrap();
    // A draw by another seat shows no card; the drawer sees it.
    assert_eq!(
        g.view(1).last,
        Some(Action::Draw {
            seat: 0,
            card: None,
            reshuffled: false
        })
    );
    assert_eq!(
        g.view(0).last,
        Some(Action::Draw {
            seat: 0,
            card: Some(c("8H")),
            reshuffled: false
        })
    );
    assert!(g.view(1).has_drawn);
    g.play(&Move::Pass).unwrap();
    // A pass shows the top it was made on.
    assert_eq!(
        g.view(2).last,
        Some(Action::Pass {
            seat: 0,
            top: c("JC")
        })
    );
    assert_eq!(g.view(2).history.len(), 2);
    g.play(&Move::Play(c("JD"))).unwrap();
    let v = g.view(2);
    assert_eq!(v.played, cards("9D JC JD"));
    assert_eq!(
        v.last,
        Some(Action::Play {
            seat: 1,
            card: c("JD")
        })
    );
    assert_eq!(
        v.history.iter().map(Action::kind).collect::<Vec<_>>(),
        ["draw", "pass", "play"]
    );
}

#[test]
fn o11_the_view_shows_the_round_result_and_winners() {
    let g = blocked_round(Scoring::Collect, vec![0, 99, 0], |_| {});
    let v = g.view(2);
    assert!(v.round_over && v.over);
    assert_eq!(v.round_result.as_ref().unwrap().winner, Some(1));
    assert_eq!(v.winners, vec![1]);
    assert_eq!(v.to_move, None);
    assert!(v.legal.is_empty());
}

// ---------------------------------------------------------------- errors

#[test]
fn every_play_error_has_its_api_code() {
    let bad_card = "1X".parse::<Move>().unwrap_err();
    assert_eq!(bad_card.code(), "bad-card");
    let bad_setup: PlayError = OttawaGame::new(OttawaOptions {
        players: 9,
        ..OttawaOptions::default()
    })
    .unwrap_err()
    .into();
    assert_eq!(bad_setup.code(), "bad-setup");
    let bad_save: PlayError = OttawaGame::load("ottawa1:nonsense").unwrap_err().into();
    assert_eq!(bad_save.code(), "bad-save");
    let mut g = game(&["8C 2S", "3S"], "", "7C");
    assert_eq!(code(&mut g, Move::Play(c("AS"))), "not-in-hand");
    assert_eq!(code(&mut g, Move::Play(c("2S"))), "no-match");
    assert_eq!(code(&mut g, Move::Pass), "must-play");
    assert_eq!(code(&mut g, Move::Draw), "cannot-draw");
    assert_eq!(code(&mut g, Move::NextRound), "round-not-over");
    let mut g = game(&["8C 2S", "3S"], "4D", "7C");
    g.play(&Move::Draw).unwrap();
    assert_eq!(code(&mut g, Move::Draw), "already-drew");
    let mut g = with(setup(&["2S 3S", "4S"], "5D", "7C"), |o| {
        o.must_draw_when_stuck = true
    });
    assert_eq!(code(&mut g, Move::Pass), "illegal");
    let mut g = game(&["8C", "3S"], "", "7C");
    g.play(&Move::Play(c("8C"))).unwrap();
    assert_eq!(code(&mut g, Move::Pass), "round-over");
    let mut g = blocked_round(Scoring::Collect, vec![0, 99, 0], |_| {});
    assert_eq!(code(&mut g, Move::Pass), "game-over");
}

#[test]
fn error_messages_are_short_lower_case_sentences() {
    let errors = [
        PlayError::MustPlay,
        PlayError::AlreadyDrew,
        PlayError::CannotDraw,
        PlayError::MustDraw,
        PlayError::RoundOver,
        PlayError::RoundNotOver,
        PlayError::GameOver,
        PlayError::NotInHand(c("7C")),
        PlayError::NoMatch {
            card: c("7C"),
            top: c("9D"),
        },
    ];
    for e in errors {
        let m = e.to_string();
        assert!(!m.is_empty() && m.len() < 60, "{m}");
        let first = m.chars().next().unwrap();
        assert!(
            !first.is_ascii_uppercase() || m.starts_with(char::is_numeric),
            "{m}"
        );
    }
    assert_eq!(
        PlayError::NoMatch {
            card: c("7C"),
            top: c("9D")
        }
        .to_string(),
        "7C does not match 9D"
    );
}

#[test]
fn moves_have_a_notation_that_round_trips() {
    for mv in [Move::Draw, Move::Pass, Move::NextRound, Move::Play(c("TD"))] {
        assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
    }
    assert_eq!(" 10d ".parse::<Move>(), Ok(Move::Play(c("TD"))));
    assert_eq!("DRAW".parse::<Move>(), Ok(Move::Draw));
}

// ---------------------------------------------------------------- setups

#[test]
fn bad_setups_are_refused_with_a_reason() {
    type Edit = fn(&mut Setup);
    let cases: [(&str, Edit); 12] = [
        ("players", |s| s.players = 1),
        ("hands given", |s| {
            s.hands.pop();
        }),
        ("scores given", |s| s.scores = vec![0]),
        ("dealer", |s| s.dealer = 3),
        ("seat to move", |s| s.to_move = 5),
        ("discard pile is empty", |s| s.discard.clear()),
        ("hand 1 is empty", |s| s.hands[1].clear()),
        ("appears twice", |s| s.stock.push(c("2S"))),
        ("appears twice", |s| s.discard.insert(0, c("4S"))),
        ("round 0", |s| s.round = 0),
        ("round 4", |s| {
            s.options.rounds = Some(3);
            s.round = 4
        }),
        ("already reaches the target", |s| s.scores = vec![100, 0]),
    ];
    for (why, edit) in cases {
        let mut s = setup(&["2S 3S", "4S"], "5D", "7C");
        edit(&mut s);
        let e = OttawaGame::from_setup(s).unwrap_err();
        assert_eq!(e.code(), "bad-setup");
        assert!(e.to_string().contains(why), "{e} should say {why}");
    }
    let mut s = setup(&["2S 3S", "4S"], "5D", "7C");
    s.options.target = 0;
    assert!(OttawaGame::from_setup(s).is_err());
    let mut s = setup(&["2S 3S", "4S"], "5D", "7C");
    s.options.players = 3;
    assert!(OttawaGame::from_setup(s).is_err());
}

#[test]
fn a_setup_round_trips_through_to_setup() {
    let mut s = setup(&["2S 3S", "4S 9H", "AC"], "5D 6D", "7C 8C");
    s.scores = vec![3, 4, 5];
    s.dealer = 1;
    s.to_move = 2;
    s.round = 2;
    let g = OttawaGame::from_setup(s.clone()).unwrap();
    assert_eq!(g.to_setup(), s);
    assert_eq!(g.stock(), cards("5D 6D"));
    assert_eq!(g.top(), c("8C"));
    // The stock's top card is drawn first.
    let mut g = g;
    g.play(&Move::Draw).unwrap();
    assert_eq!(g.hand(2), cards("AC 5D").as_slice());
}

#[test]
fn a_partial_deck_setup_plays_and_then_deals_the_full_deck() {
    let mut g = game(&["8C", "3S 4S"], "", "7C");
    g.play(&Move::Play(c("8C"))).unwrap();
    g.next_round().unwrap();
    assert_eq!(g.round(), 2);
    assert_eq!(g.dealer(), 0);
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.stock().len() + g.hand(0).len() + g.hand(1).len() + 1, 52);
    g.check_invariants().unwrap();
}

#[test]
fn o5_a_setup_may_start_after_the_draw() {
    let mut s = setup(&["2S 3S", "4S"], "5D", "7C");
    s.has_drawn = true;
    let mut g = OttawaGame::from_setup(s).unwrap();
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    assert_eq!(code(&mut g, Move::Draw), "already-drew");
    g.play(&Move::Pass).unwrap();
    assert_eq!(g.legal_moves(), vec![Move::Draw, Move::Pass]);
}
