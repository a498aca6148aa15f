//! O11: what a seat sees, what it can deduce, and dealing its hidden cards again
//! without contradicting either.

use yotta::ottawa::{matches, Action, Card, Knowledge, Move, OttawaGame, OttawaOptions};
use yotta::rng::GameRng;

use crate::common;
use common::ottawa::{cards, game};

fn bits(cs: &[Card]) -> u64 {
    cs.iter().fold(0, |s, c| s | c.bit())
}

#[test]
fn o11_a_seat_that_passed_is_never_dealt_a_match_for_that_top() {
    // Seat 1 passes on 7C without drawing: it holds no 7, no 6C, no 8C.
    let mut g = game(
        &["2S 3S 4D", "5H 9D KD", "QH JS TC"],
        "AS 2D 3H 4C 5S 6D 7H 8S 9C TD JH QS KC",
        "7C",
    );
    g.play(&Move::Pass).unwrap(); // seat 0 holds no match either
    g.play(&Move::Pass).unwrap(); // seat 1
    let mut rng = GameRng::new(1);
    let mut seen_hands = std::collections::HashSet::new();
    for _ in 0..300 {
        let r = g.redeal_hidden(2, &mut rng);
        r.check_invariants().unwrap();
        assert_eq!(r.view(2), g.view(2));
        for seat in [0, 1] {
            for &c in r.hand(seat) {
                assert!(!matches(cards("7C")[0], c, false), "seat {seat} dealt {c}");
            }
        }
        seen_hands.insert(r.hand(1).to_vec());
    }
    assert!(seen_hands.len() > 50, "the redeal is random");
}

#[test]
fn o11_a_draw_after_a_pass_may_bring_a_match() {
    let mut g = game(&["2S 3S 4D", "5H 9D KD"], "AS 8C 2D 3H 4C", "7C");
    g.play(&Move::Pass).unwrap(); // seat 0 passes on 7C
    g.play(&Move::Draw).unwrap(); // seat 1 draws AS
    g.play(&Move::Pass).unwrap(); // and passes
    g.play(&Move::Draw).unwrap(); // seat 0 draws (8C, unseen by seat 1) and is to play
    let k = Knowledge::from_view(&g.view(1));
    let eight_c = cards("8C")[0];
    assert_ne!(
        k.may_hold[0] & eight_c.bit(),
        0,
        "the drawn card may be a match"
    );
    let mut rng = GameRng::new(2);
    let mut got_match = false;
    for _ in 0..200 {
        let r = g.redeal_hidden(1, &mut rng);
        assert_eq!(r.view(1), g.view(1));
        // At most one card of seat 0's hand can be a match: the one it drew.
        let n = r
            .hand(0)
            .iter()
            .filter(|&&c| matches(cards("7C")[0], c, false))
            .count();
        assert!(n <= 1);
        got_match |= n == 1;
    }
    assert!(got_match);
}

#[test]
fn o11_after_a_reshuffle_the_stock_holds_only_old_discards() {
    let mut g = game(&["5S 6S", "4D 5D", "QH JS"], "", "9C 9H TH 2D");
    g.play(&Move::Draw).unwrap(); // seat 0: reshuffle 9C 9H TH, then draw one
    g.play(&Move::Pass).unwrap();
    let old = bits(&cards("9C 9H TH"));
    let k = Knowledge::from_view(&g.view(1));
    assert_eq!(k.may_be_in_stock, old);
    assert_eq!(k.may_hold[2] & old, 0, "seat 2 has not drawn since");
    assert_eq!(k.may_hold[0] & old, old, "seat 0 drew one of them");
    let mut rng = GameRng::new(3);
    for _ in 0..100 {
        let r = g.redeal_hidden(1, &mut rng);
        assert_eq!(r.view(1), g.view(1));
        assert_eq!(bits(&r.stock()) & !old, 0);
        assert_eq!(bits(r.hand(2)) & old, 0, "seat 2 has not drawn since");
    }
}

#[test]
fn o11_the_drawer_sees_its_card_and_others_do_not() {
    let mut g = game(&["2S 3S", "4D 5D"], "KC", "9H");
    let out = g.play(&Move::Draw).unwrap();
    assert_eq!(out.drawn, cards("KC").first().copied());
    let mine = g.view(0);
    let theirs = g.view(1);
    assert_eq!(
        mine.history,
        vec![Action::Draw {
            seat: 0,
            card: Some(cards("KC")[0]),
            reshuffled: false
        }]
    );
    assert_eq!(
        theirs.history,
        vec![Action::Draw {
            seat: 0,
            card: None,
            reshuffled: false
        }]
    );
    // Seat 1 knows the card is in seat 0's hand or nowhere else: the stock is empty.
    let k = Knowledge::from_view(&theirs);
    assert_eq!(k.may_be_in_stock, 0);
    assert_ne!(k.may_hold[0] & cards("KC")[0].bit(), 0);
}

#[test]
fn o11_views_of_a_dealt_game_hide_other_hands() {
    for players in 2..=7 {
        let g = OttawaGame::new(OttawaOptions {
            players,
            seed: players as u64,
            ..OttawaOptions::default()
        })
        .unwrap();
        for seat in 0..players {
            let v = g.view(seat);
            let k = Knowledge::from_view(&v);
            // Everything but the own hand and the upcard is unseen, and may be anywhere.
            assert_eq!(k.unseen.count_ones() as usize, 52 - v.hand.len() - 1);
            for other in (0..players).filter(|&o| o != seat) {
                assert_eq!(k.may_hold[other], k.unseen);
            }
            assert_eq!(k.may_be_in_stock, k.unseen);
            assert_eq!(v.legal.is_empty(), g.to_move() != Some(seat));
        }
    }
}

#[test]
fn o11_after_a_round_the_counted_hands_stay_put() {
    let mut g = game(&["8C", "AS KD 2H", "TC 3D"], "4S 5S", "7C");
    g.play(&Move::Play(cards("8C")[0])).unwrap();
    let mut rng = GameRng::new(4);
    let r = g.redeal_hidden(1, &mut rng);
    assert_eq!(r.view(1), g.view(1));
    for seat in 0..3 {
        assert_eq!(r.hand(seat), g.hand(seat));
    }
}
