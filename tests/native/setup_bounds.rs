//! What a setup or a save may claim: scores, rounds, targets and counters are bounded
//! where they are read (`bad-setup`, a corrupt save, naming the field), so that no
//! sequence of legal moves can overflow one, and every game's own save loads back.

use yotta::game::{Game, SaveError};
use yotta::iota::{self, parse_position, IotaGame, Move, Setup as IotaSetup};
use yotta::ottawa::{self, Move as OttawaMove, OttawaGame, OttawaOptions, PlayError};

use crate::common;
use common::ottawa::setup as ottawa_setup;

fn iota_cards(text: &str) -> Vec<iota::Card> {
    text.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

/// The puzzle of `docs/api.md`: seat 0's one card, played, empties the pile and the
/// hand, scoring 2 × 4 = 8 (Y19, Y15).
fn iota_last_play(scores: Vec<u32>) -> IotaSetup {
    IotaSetup {
        players: 2,
        board: parse_position("2RT@0,1").unwrap(),
        hands: vec![iota_cards("2BX"), iota_cards("4BC")],
        pile: Vec::new(),
        scores,
        ..IotaSetup::default()
    }
}

fn the_last_play() -> Move {
    Move::place(&parse_position("2BX@1,1").unwrap())
}

/// Replaces field `i` of an Ётта save (fields separated by `|`).
fn iota_save_with(text: &str, i: usize, value: &str) -> String {
    let mut fields: Vec<&str> = text.split('|').collect();
    fields[i] = value;
    fields.join("|")
}

/// Replaces `key=…` in an Оттава save.
fn ottawa_save_with(text: &str, key: &str, value: &str) -> String {
    let start = text.find(&format!(";{key}=")).unwrap() + key.len() + 2;
    let end = text[start..].find(';').map_or(text.len(), |e| start + e);
    format!("{}{value}{}", &text[..start], &text[end..])
}

#[track_caller]
fn corrupt_naming(r: Result<impl std::fmt::Debug, SaveError>, field: &str) {
    match r {
        Err(SaveError::Corrupt(why)) => assert!(why.contains(field), "{why} should name {field}"),
        other => panic!("expected a corrupt save naming {field}, got {other:?}"),
    }
}

// ---------------------------------------------------------------------------- Ётта

#[test]
fn iota_a_score_near_the_u32_limit_is_refused_naming_the_field() {
    let e = IotaGame::from_setup(iota_last_play(vec![u32::MAX, 0])).unwrap_err();
    assert_eq!(e.code(), "bad-setup");
    assert!(e.to_string().starts_with("scores[0] is 4294967295"), "{e}");
    let max = iota::max_score(1);
    assert_eq!(max, iota::MAX_START_SCORE);
    let e = IotaGame::from_setup(iota_last_play(vec![0, max + 1])).unwrap_err();
    assert_eq!(
        e,
        iota::SetupError::ScoreTooHigh {
            seat: 1,
            score: max + 1,
            max
        }
    );
}

#[test]
fn iota_the_largest_score_a_setup_may_claim_plays_on_without_wrapping() {
    let max = iota::max_score(1);
    let mut g = IotaGame::from_setup(iota_last_play(vec![max, max])).unwrap();
    let r = g.play(&the_last_play()).unwrap();
    assert_eq!(r.score, 8);
    assert_eq!(g.scores(), &[max + 8, max]);
    assert_eq!(g.winners(), vec![0], "the right player wins");
    g.check_invariants().unwrap();
    assert_eq!(IotaGame::load(&g.save()).unwrap(), g, "the own save loads");
}

#[test]
fn iota_the_score_bound_grows_with_the_grid() {
    assert_eq!(iota::MAX_TURN_SCORE, 10_240);
    assert_eq!(iota::max_score(1), 1_000_000);
    assert_eq!(iota::max_score(66), 1_665_600);
    assert_eq!(
        iota::max_score(usize::MAX),
        u32::MAX,
        "saturates, never wraps"
    );
    let mut s = iota_last_play(vec![iota::max_score(2), 0]);
    s.board = parse_position("2RT@0,1 3RT@1,1").unwrap();
    assert!(IotaGame::from_setup(s.clone()).is_ok());
    s.scores = vec![iota::max_score(2) + 1, 0];
    assert!(IotaGame::from_setup(s).is_err());
}

#[test]
fn iota_a_save_claiming_too_much_is_refused_naming_the_field() {
    let g = IotaGame::from_setup(iota_last_play(vec![3, 5])).unwrap();
    let text = g.save();
    assert_eq!(text.split('|').nth(7), Some("3 5"));
    corrupt_naming(
        IotaGame::load(&iota_save_with(&text, 7, "4294967295 5")),
        "scores[0]",
    );
    corrupt_naming(
        IotaGame::load(&iota_save_with(&text, 7, "3 4294967296")),
        "scores",
    );
    // Passes: below 3 × players while running, at most that once over.
    corrupt_naming(IotaGame::load(&iota_save_with(&text, 5, "6")), "passes");
    let over = iota_save_with(&text, 6, "1");
    assert!(IotaGame::load(&iota_save_with(&over, 5, "6")).is_ok());
    corrupt_naming(IotaGame::load(&iota_save_with(&over, 5, "7")), "passes");
    corrupt_naming(
        IotaGame::load(&iota_save_with(&over, 5, "18446744073709551615")),
        "passes",
    );
    // The last move: no turn scores more than MAX_TURN_SCORE or trades more than 4.
    let last = |l: &str| IotaGame::load(&iota_save_with(&text, 11, l));
    assert!(last("1:play:10240:0:4BC@1,1:").is_ok());
    corrupt_naming(last("1:play:10241:0:4BC@1,1:"), "last move score");
    corrupt_naming(last("1:trade:0:5::"), "last move traded");
}

#[test]
fn iota_passes_are_bounded_in_setups() {
    let mut s = iota_last_play(vec![]);
    s.passes = 5;
    let mut g = IotaGame::from_setup(s.clone()).unwrap();
    g.play(&Move::pass()).unwrap();
    assert!(
        g.is_over(),
        "Y20: the sixth pass in a row ends a game of two"
    );
    assert_eq!(g.view(0).passes, 6);
    assert_eq!(IotaGame::load(&g.save()).unwrap(), g);
    for passes in [6, usize::MAX] {
        s.passes = passes;
        let e = IotaGame::from_setup(s.clone()).unwrap_err();
        assert!(e.to_string().starts_with("passes"), "{e}");
    }
}

// ---------------------------------------------------------------------------- Оттава

/// Seat 0 plays its last card and ends the round.
fn ottawa_last_card(round: u32) -> ottawa::Setup {
    let mut s = ottawa_setup(&["8C", "AH 2S"], "5H", "9C");
    s.round = round;
    s
}

fn ottawa_end_the_round(g: &mut OttawaGame) {
    g.play(&OttawaMove::Play("8C".parse().unwrap())).unwrap();
    assert!(g.round_over());
}

#[test]
fn ottawa_a_round_past_the_last_is_refused_naming_the_field() {
    for round in [0, ottawa::MAX_ROUNDS + 1, u32::MAX] {
        let e = OttawaGame::from_setup(ottawa_last_card(round)).unwrap_err();
        assert_eq!(e.code(), "bad-setup");
        assert!(e.to_string().starts_with(&format!("round {round} ")), "{e}");
    }
}

#[test]
fn ottawa_the_last_round_ends_a_match_to_a_target() {
    let mut g = OttawaGame::from_setup(ottawa_last_card(ottawa::MAX_ROUNDS)).unwrap();
    ottawa_end_the_round(&mut g);
    assert!(g.is_over(), "round 10,000 is the last");
    assert!(g.scores().iter().all(|&s| s < 100), "whatever the totals");
    assert_eq!(g.winners(), &[0]);
    let before = g.clone();
    assert_eq!(g.next_round(), Err(PlayError::GameOver));
    assert_eq!(g, before);
    g.check_invariants().unwrap();
    assert_eq!(
        OttawaGame::load(&g.save()).unwrap(),
        g,
        "the own save loads"
    );

    let mut g = OttawaGame::from_setup(ottawa_last_card(ottawa::MAX_ROUNDS - 1)).unwrap();
    ottawa_end_the_round(&mut g);
    assert!(!g.is_over());
    g.next_round().unwrap();
    assert_eq!(g.round(), ottawa::MAX_ROUNDS);
    g.check_invariants().unwrap();
    assert_eq!(
        OttawaGame::load(&g.save()).unwrap(),
        g,
        "the own save loads"
    );
}

#[test]
fn ottawa_a_save_claiming_a_round_past_the_last_is_refused() {
    let g = OttawaGame::from_setup(ottawa_last_card(7)).unwrap();
    let text = g.save();
    assert!(text.contains(";round=7;"), "{text}");
    assert!(OttawaGame::load(&text).is_ok());
    for round in ["0", "10001", "4294967295"] {
        corrupt_naming(
            OttawaGame::load(&ottawa_save_with(&text, "round", round)),
            "round",
        );
    }
    corrupt_naming(
        OttawaGame::load(&ottawa_save_with(&text, "round", "4294967296")),
        "round",
    );
}

#[test]
fn ottawa_targets_and_rounds_are_bounded() {
    let with = |target: u32, rounds: Option<u32>| {
        OttawaGame::new(OttawaOptions {
            target,
            rounds,
            ..OttawaOptions::default()
        })
    };
    assert!(with(ottawa::MAX_TARGET, None).is_ok());
    assert!(with(1, Some(ottawa::MAX_ROUNDS)).is_ok());
    for (target, rounds, field) in [
        (0, None, "target 0"),
        (ottawa::MAX_TARGET + 1, None, "target 10001"),
        (u32::MAX, None, "target 4294967295"),
        (100, Some(0), "rounds 0"),
        (100, Some(ottawa::MAX_ROUNDS + 1), "rounds 10001"),
        (100, Some(u32::MAX), "rounds 4294967295"),
    ] {
        let e = with(target, rounds).unwrap_err();
        assert_eq!(e.code(), "bad-setup");
        assert!(
            e.to_string().starts_with(field),
            "{e} should start with {field}"
        );
    }
    let text = with(100, Some(3)).unwrap().save();
    corrupt_naming(
        OttawaGame::load(&ottawa_save_with(&text, "target", "10001")),
        "target",
    );
    corrupt_naming(
        OttawaGame::load(&ottawa_save_with(&text, "rounds", "10001")),
        "rounds",
    );
}

#[test]
fn ottawa_totals_are_bounded_by_the_rounds_scored() {
    // A fixed number of rounds: totals above the target are fine, but not above the
    // head start plus 396 a round.
    let mut s = ottawa_last_card(3);
    s.options.rounds = Some(5);
    let max = ottawa::max_total(3, false);
    assert_eq!(max, 1_000_000 + 2 * 396);
    s.scores = vec![max, 0];
    let mut g = OttawaGame::from_setup(s.clone()).unwrap();
    ottawa_end_the_round(&mut g);
    assert!(g.scores()[0] > max, "the round scored");
    g.check_invariants().unwrap();
    assert_eq!(
        OttawaGame::load(&g.save()).unwrap(),
        g,
        "the own save loads"
    );
    g.next_round().unwrap();
    g.check_invariants().unwrap();

    for score in [max + 1, u32::MAX] {
        s.scores = vec![0, score];
        let e = OttawaGame::from_setup(s.clone()).unwrap_err();
        assert!(
            e.to_string().starts_with(&format!("scores[1] is {score}")),
            "{e}"
        );
    }
    let text = OttawaGame::from_setup(ottawa_last_card(3)).unwrap().save();
    corrupt_naming(
        OttawaGame::load(&ottawa_save_with(&text, "scores", "0,4294967295")),
        "scores[1]",
    );
    corrupt_naming(
        OttawaGame::load(&ottawa_save_with(&text, "scores", "0,4294967296")),
        "scores",
    );
    // Mid-round, a match to a target has every total below it.
    corrupt_naming(
        OttawaGame::load(&ottawa_save_with(&text, "scores", "0,100")),
        "target",
    );
}

#[test]
fn ottawa_a_save_claiming_more_passes_than_end_a_round_is_refused() {
    let mut g = OttawaGame::from_setup(ottawa_setup(&["2S", "3H"], "", "9C 8D")).unwrap();
    g.play(&OttawaMove::Pass).unwrap();
    g.play(&OttawaMove::Pass).unwrap();
    assert!(g.round_over(), "O8: blocked");
    let text = g.save();
    assert!(text.contains(";idle=2;"), "{text}");
    assert_eq!(OttawaGame::load(&text).unwrap(), g);
    for idle in ["3", "18446744073709551615"] {
        corrupt_naming(
            OttawaGame::load(&ottawa_save_with(&text, "idle", idle)),
            "idle",
        );
    }
}
