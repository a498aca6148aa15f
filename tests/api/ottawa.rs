//! The Оттава half of the JS API (`docs/api.md`), called as JS would call it: a module
//! of both tests/wasm_node.rs (Node) and tests/wasm_browser.rs (headless Chromium,
//! where the page runs the same wasm).
use crate::wasm_support::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;
use yotta::api::{ottawa_hand_points, ottawa_matches, ottawa_move_for, JsOttawaGame};

const U: JsValue = JsValue::UNDEFINED;

fn matches(top: &str, card: &str, options: &JsValue) -> bool {
    flag(
        &ok(ottawa_matches(&top.into(), &card.into(), options)),
        "matches",
    )
}

#[wasm_bindgen_test]
fn o4_matches_same_rank_or_suit_neighbour() {
    assert!(matches("8C", "8H", &U));
    assert!(matches("8C", "9C", &U));
    assert!(matches("8C", "7C", &U));
    assert!(!matches("8C", "9H", &U));
    assert!(!matches("8C", "TC", &U));
    assert!(matches("AS", "KS", &U));
    assert!(!matches("AS", "2S", &U));
    assert!(matches("AS", "2S", &json(r#"{"wrapAce":true}"#)));
    assert!(matches(" th ", "10H", &JsValue::NULL), "lenient input");
}

#[wasm_bindgen_test]
fn matches_refusals() {
    refused(ottawa_matches(&"1X".into(), &"2S".into(), &U), "bad-card");
    refused(
        ottawa_matches(&"2S".into(), &"x".repeat(10_000).into(), &U),
        "bad-card",
    );
    refused(ottawa_matches(&js("7"), &"2S".into(), &U), "bad-input");
    refused(ottawa_matches(&U, &"2S".into(), &U), "bad-input");
    refused(
        ottawa_matches(&"2S".into(), &"3S".into(), &js("5")),
        "bad-input",
    );
    refused(
        ottawa_matches(&"2S".into(), &"3S".into(), &json(r#"{"wrapAce":"yes"}"#)),
        "bad-input",
    );
}

#[wasm_bindgen_test]
fn o7_hand_points() {
    let r = ok(ottawa_hand_points(&json(r#"["AS","KD","10H","7C"]"#)));
    assert_eq!(num(&r, "points"), 42.0);
    assert_eq!(num(&ok(ottawa_hand_points(&json("[]"))), "points"), 0.0);
    assert_eq!(
        num(
            &ok(ottawa_hand_points(&json(r#"["2C","QH","JS"]"#))),
            "points"
        ),
        22.0
    );
    refused(ottawa_hand_points(&json(r#"["AS","ZZ"]"#)), "bad-card");
    refused(ottawa_hand_points(&"AS".into()), "bad-input");
    refused(ottawa_hand_points(&js("new Array(1e6)")), "bad-input");
    refused(ottawa_hand_points(&js("[, 'AS']")), "bad-input");
}

fn game(options: &str) -> JsOttawaGame {
    JsOttawaGame::new(&json(options)).unwrap_or_else(|e| panic!("{}", thrown_message(&e)))
}

#[wasm_bindgen_test]
fn o2_new_game_deals_and_same_seed_same_deal() {
    let g = game(r#"{"players":4,"seed":"abc"}"#);
    let v = ok(g.view(&U));
    assert_eq!(show(&get(&v, "handSizes")), "[7,7,7,7]");
    assert_eq!(num(&v, "stock"), 52.0 - 28.0 - 1.0);
    assert_eq!(num(&v, "round"), 1.0);
    assert_eq!(num(&v, "toMove"), (num(&v, "dealer") + 1.0) % 4.0, "O3");
    assert_eq!(get(&v, "last"), JsValue::NULL);
    assert_eq!(get(&v, "roundResult"), JsValue::NULL);
    let again = game(r#"{"players":4,"seed":"abc"}"#);
    assert_eq!(again.save(), g.save());
    let six = game(r#"{"players":5,"seed":1}"#);
    assert_eq!(show(&get(&ok(six.view(&U)), "handSizes")), "[6,6,6,6,6]");
    // No seed: a fresh one each time (two equal deals are vanishingly unlikely).
    assert_ne!(game("{}").save(), game("{}").save());
}

#[wasm_bindgen_test]
fn constructor_refusals_throw_with_the_code() {
    throws(JsOttawaGame::new(&json(r#"{"players":9}"#)), "bad-setup");
    throws(JsOttawaGame::new(&json(r#"{"players":1}"#)), "bad-setup");
    throws(JsOttawaGame::new(&json(r#"{"target":0}"#)), "bad-setup");
    throws(
        JsOttawaGame::new(&json(r#"{"scoring":"most"}"#)),
        "bad-input",
    );
    throws(JsOttawaGame::new(&js("{ seed: NaN }")), "bad-input");
    throws(JsOttawaGame::new(&js("{ seed: -1 }")), "bad-input");
    throws(JsOttawaGame::new(&js("{ players: 2.5 }")), "bad-input");
    throws(JsOttawaGame::new(&js("'four'")), "bad-input");
    throws(
        JsOttawaGame::new(&js("{ get players() { throw new Error('no') } }")),
        "bad-input",
    );
    assert!(JsOttawaGame::new(&js("{ seed: 12345678901234567890n }")).is_ok());
    throws(JsOttawaGame::new(&js("{ seed: -5n }")), "bad-input");
}

/// A three-seat round: seat 0 to move holds 7C 8C on 9C; seat 1 holds KD; seat 2 2S AH.
fn three() -> JsOttawaGame {
    JsOttawaGame::from_setup(&json(
        r#"{ "players": 3, "hands": [["7C","8C"], ["KD"], ["2S","AH"]],
             "stock": ["5H","6H"], "discard": ["9D","9C"], "dealer": 2, "toMove": 0,
             "scores": [10, 0, 5], "options": { "seed": 3 } }"#,
    ))
    .unwrap_or_else(|e| panic!("{}", thrown_message(&e)))
}

#[wasm_bindgen_test]
fn from_setup_view_shows_what_the_seat_sees() {
    let g = three();
    let v = ok(g.view(&U));
    assert_eq!(num(&v, "seat"), 0.0);
    assert_eq!(show(&get(&v, "hand")), r#"["7C","8C"]"#);
    assert_eq!(text(&v, "top"), "9C");
    assert_eq!(show(&get(&v, "handSizes")), "[2,1,2]");
    assert_eq!(num(&v, "stock"), 2.0);
    assert_eq!(show(&get(&v, "scores")), "[10,0,5]");
    assert_eq!(show(&get(&v, "legal")), r#"[{"card":"8C"},{"draw":true}]"#);
    assert!(!flag(&v, "hasDrawn"));
    let v1 = ok(g.view(&1.into()));
    assert_eq!(show(&get(&v1, "hand")), r#"["KD"]"#);
    assert_eq!(show(&get(&v1, "legal")), "[]");
    refused(g.view(&3.into()), "bad-input");
    refused(g.view(&js("-1")), "bad-input");
    refused(g.view(&js("0.5")), "bad-input");
    refused(g.view(&js("'1'")), "bad-input");
    refused(g.view(&js("Symbol()")), "bad-input");
}

#[wasm_bindgen_test]
fn from_setup_refusals_throw() {
    let bad = |s: &str, code: &str| throws(JsOttawaGame::from_setup(&json(s)), code);
    bad(
        r#"{"players":2,"hands":[["7C"],["7C"]],"stock":[],"discard":["2D"],"dealer":0,"toMove":1}"#,
        "bad-setup",
    );
    bad(
        r#"{"players":2,"hands":[["7C"]],"stock":[],"discard":["2D"],"dealer":0,"toMove":1}"#,
        "bad-setup",
    );
    bad(
        r#"{"players":2,"hands":[["7C"],["8C"]],"stock":[],"discard":[],"dealer":0,"toMove":1}"#,
        "bad-setup",
    );
    bad(
        r#"{"players":2,"hands":[["7C"],["8C"]],"stock":[],"discard":["2D"],"dealer":0,"toMove":5}"#,
        "bad-setup",
    );
    bad(
        r#"{"players":2,"hands":[["7C"],["8X"]],"stock":[],"discard":["2D"],"dealer":0,"toMove":1}"#,
        "bad-card",
    );
    bad(
        r#"{"players":2,"hands":"7C","stock":[],"discard":["2D"],"dealer":0,"toMove":1}"#,
        "bad-input",
    );
    bad(r#"{"players":2}"#, "bad-input");
    bad("null", "bad-input");
}

#[wasm_bindgen_test]
fn o5_play_draw_pass_and_their_refusals() {
    let g = three();
    let before = g.save();
    refused(g.play(&json(r#"{"pass":true}"#)), "must-play");
    refused(g.play(&json(r#"{"card":"7C"}"#)), "no-match");
    refused(g.play(&json(r#"{"card":"KD"}"#)), "not-in-hand");
    refused(g.play(&json(r#"{"card":"QQ"}"#)), "bad-card");
    refused(g.play(&json(r#"{"draw":true,"pass":true}"#)), "bad-input");
    refused(g.play(&json("{}")), "bad-input");
    refused(g.play(&json("42")), "bad-input");
    refused(g.play(&json(r#"{"card":"8C","seat":1}"#)), "not-your-turn");
    assert_eq!(g.save(), before, "refusals change nothing");

    let r = ok(g.play(&json(r#"{"draw":true}"#)));
    assert_eq!(text(&r, "drawn"), "5H", "the stock's top card");
    assert!(!flag(&r, "roundOver"));
    refused(g.play(&json(r#"{"draw":true}"#)), "already-drew");
    let r = ok(g.play(&json(r#"{"card":"8c","seat":0}"#)));
    assert!(!flag(&r, "roundOver"));
    assert_eq!(get(&r, "drawn"), JsValue::NULL);
    // Seat 1 holds KD on 8C: no match; it may draw, then must pass.
    let v = ok(g.view(&U));
    assert_eq!(num(&v, "toMove"), 1.0);
    let last = get(&v, "last");
    assert_eq!(show(&last), r#"{"seat":0,"kind":"play","card":"8C"}"#);
    assert_eq!(show(&get(&v, "legal")), r#"[{"draw":true},{"pass":true}]"#);
    ok(g.play(&json(r#"{"draw":true}"#)));
    // Seat 0 sees seat 1's draw without its card (O11).
    let seen = get(&ok(g.view(&0.into())), "last");
    assert_eq!(
        show(&seen),
        r#"{"seat":1,"kind":"draw","reshuffled":false}"#
    );
    refused(g.next_round(), "round-not-over");
}

#[wasm_bindgen_test]
fn o7_round_ends_when_a_hand_empties_then_next_round_deals() {
    let g = JsOttawaGame::from_setup(&json(
        r#"{ "players": 2, "hands": [["8C"], ["KD","AH"]], "stock": ["5H"],
             "discard": ["9C"], "dealer": 1, "toMove": 0, "options": { "seed": 1 } }"#,
    ))
    .unwrap();
    let r = ok(g.play(&json(r#"{"card":"8C"}"#)));
    assert!(flag(&r, "roundOver"));
    assert!(!flag(&r, "over"));
    let v = ok(g.view(&0.into()));
    let result = get(&v, "roundResult");
    assert_eq!(num(&result, "winner"), 0.0);
    assert!(!flag(&result, "blocked"));
    assert_eq!(show(&get(&result, "handPoints")), "[0,25]");
    assert_eq!(show(&get(&result, "points")), "[25,0]", "O9 collect");
    refused(g.play(&json(r#"{"draw":true}"#)), "round-over");
    ok(g.next_round());
    let v = ok(g.view(&U));
    assert_eq!(num(&v, "round"), 2.0);
    assert_eq!(num(&v, "dealer"), 0.0, "O10");
    assert_eq!(show(&get(&v, "scores")), "[25,0]");
}

#[wasm_bindgen_test]
fn o9_fixed_rounds_end_the_match_then_game_over() {
    let g = JsOttawaGame::from_setup(&json(
        r#"{ "players": 2, "hands": [["8C"], ["KD"]], "stock": [], "discard": ["9C"],
             "dealer": 1, "toMove": 0, "options": { "rounds": 1, "seed": 1 } }"#,
    ))
    .unwrap();
    let r = ok(g.play(&json(r#"{"card":"8C"}"#)));
    assert!(flag(&r, "over"));
    let v = ok(g.view(&U));
    assert!(flag(&v, "over"));
    assert_eq!(show(&get(&v, "winners")), "[0]");
    refused(g.play(&json(r#"{"pass":true}"#)), "game-over");
    refused(g.next_round(), "game-over");
    refused(g.hint(&U), "game-over");
}

#[wasm_bindgen_test]
fn o5_cannot_draw_and_must_draw_when_stuck() {
    let g = JsOttawaGame::from_setup(&json(
        r#"{ "players": 2, "hands": [["2D"], ["KD"]], "stock": [], "discard": ["9C"],
             "dealer": 1, "toMove": 0, "options": { "mustDrawWhenStuck": true, "seed": 1 } }"#,
    ))
    .unwrap();
    refused(g.play(&json(r#"{"draw":true}"#)), "cannot-draw");
    ok(g.play(&json(r#"{"pass":true}"#)));
    let stuck = JsOttawaGame::from_setup(&json(
        r#"{ "players": 2, "hands": [["2D"], ["KD"]], "stock": ["3S"], "discard": ["9C"],
             "dealer": 1, "toMove": 0, "options": { "mustDrawWhenStuck": true, "seed": 1 } }"#,
    ))
    .unwrap();
    refused(stuck.play(&json(r#"{"pass":true}"#)), "illegal");
}

#[wasm_bindgen_test]
fn hint_is_legal_and_save_load_round_trips() {
    let g = game(r#"{"players":3,"seed":11}"#);
    for _ in 0..200 {
        let v = ok(g.view(&U));
        if flag(&v, "over") {
            break;
        }
        let h = ok(g.hint(&"easy".into()));
        let m = get(&h, "move");
        let legal = show(&get(&v, "legal"));
        assert!(legal.contains(&show(&m)), "{} not in {legal}", show(&m));
        ok(g.play(&m));
        let saved = g.save();
        let loaded = JsOttawaGame::load(&saved.clone().into()).unwrap();
        assert_eq!(loaded.save(), saved);
        assert_eq!(show(&loaded.view(&U)), show(&g.view(&U)));
    }
    refused(g.hint(&"grandmaster".into()), "bad-input");
    throws(JsOttawaGame::load(&"nonsense".into()), "bad-save");
    throws(JsOttawaGame::load(&js("42")), "bad-input");
    let saved = g.save();
    throws(
        JsOttawaGame::load(&saved[..saved.len() / 2].into()),
        "bad-save",
    );
}

/// O11 along the very path of the page's computer seats (`www/worker/decide.js`):
/// `OttawaGame.load(save)`, then `hint(level)`. The same position saved with the
/// other hands and the stock dealt again, consistently with what the seat to move
/// knows, gets the same move at every level; a player, or anything between the save
/// and the player, that read a hidden card would answer differently somewhere.
#[wasm_bindgen_test]
fn o11_hints_from_saves_do_not_depend_on_hidden_cards() {
    use yotta::rng::GameRng;
    let mut g = yotta::ottawa::OttawaGame::new(yotta::ottawa::OttawaOptions {
        players: 3,
        seed: 4,
        ..Default::default()
    })
    .unwrap();
    let mut rng = GameRng::new(8);
    let (mut compared, mut dealt_again) = (0, 0);
    for step in 0..16 {
        let Some(seat) = g.to_move() else { break };
        let other = g.redeal_hidden(seat, &mut rng);
        dealt_again += usize::from(other.save() != g.save());
        let hint = |text: String, level: &str| {
            let game = JsOttawaGame::load(&text.into()).unwrap();
            show(&get(&ok(game.hint(&level.into())), "move"))
        };
        let levels: &[&str] = if step % 4 == 0 {
            &["easy", "medium", "hard", "expert"]
        } else {
            &["easy", "medium", "hard"]
        };
        for &level in levels {
            assert_eq!(
                hint(g.save(), level),
                hint(other.save(), level),
                "{level} at step {step}"
            );
            compared += 1;
        }
        let view = g.view(seat);
        g.play(&view.legal[rng.index(view.legal.len())]).unwrap();
    }
    assert!(
        compared >= 40 && dealt_again >= 12,
        "only {compared} hints compared, in {dealt_again} positions dealt again"
    );
}

#[wasm_bindgen_test]
fn o11_move_for_reads_a_move_every_seat_is_told() {
    let u = JsValue::UNDEFINED;
    for (m, out) in [
        ("{ card: '7c', seat: 1, extra: true }", r#"{"card":"7C"}"#),
        ("{ card: '10H' }", r#"{"card":"TH"}"#),
        ("{ draw: true }", r#"{"draw":true}"#),
        ("{ pass: true }", r#"{"pass":true}"#),
        ("{ nextRound: true }", r#"{"nextRound":true}"#),
        ("'draw'", r#"{"draw":true}"#),
    ] {
        for seat in [&u, &js("0"), &js("6")] {
            let r = ok(ottawa_move_for(&js(m), seat));
            assert_eq!(show(&get(&r, "move")), out, "{m}");
        }
    }
    for (m, code) in [
        ("{ card: 42 }", "bad-input"),
        ("{ card: 'ZZ' }", "bad-card"),
        ("{ card: '7C', draw: true }", "bad-input"),
        ("{ draw: 1 }", "bad-input"),
        ("{}", "bad-input"),
        ("null", "bad-input"),
        ("[]", "bad-input"),
        ("{ get card() { throw 1 } }", "bad-input"),
    ] {
        refused(ottawa_move_for(&js(m), &u), code);
    }
    refused(
        ottawa_move_for(&js("{ draw: true }"), &js("-1")),
        "bad-input",
    );
}
