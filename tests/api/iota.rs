//! The Ётта half of the JS API (`docs/api.md`), called as JS would call it: a module of
//! both tests/wasm_node.rs (Node) and tests/wasm_browser.rs (headless Chromium, where
//! the page runs the same wasm).
use crate::wasm_support::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;
use yotta::api::{
    iota_check, iota_dead_cells, iota_legal_cells, iota_move_for, iota_plays, JsIotaGame,
};

const U: JsValue = JsValue::UNDEFINED;

fn check(board: &str, play: &str) -> JsValue {
    iota_check(&pos(board), &pos(play), &U)
}

/// The rulebook's example game: the starter, then four turns.
const RULEBOOK: [(&str, f64); 4] = [
    ("2BX@1,1 2GC@2,1", 6.0),
    ("3RC@2,0 1YC@2,2", 6.0),
    ("2YS@3,1 3GT@3,2", 34.0),
    ("2GT@0,3 3YS@1,3 4BC@2,3 1RX@3,3", 208.0),
];

#[wasm_bindgen_test]
fn y12_y15_rulebook_example_scores() {
    let mut board = String::from("2RT@0,1");
    for (play, score) in RULEBOOK {
        let r = ok(check(&board, play));
        assert_eq!(num(&r, "score"), score, "{play}");
        assert_eq!(num(&r, "score"), num(&r, "base") * num(&r, "multiplier"));
        board = format!("{board} {play}");
    }
    // The last turn: two lots and all four cards, ×8 on a base of 26.
    let last = ok(check(
        "2RT@0,1 2BX@1,1 2GC@2,1 3RC@2,0 1YC@2,2 2YS@3,1 3GT@3,2",
        RULEBOOK[3].0,
    ));
    assert_eq!(num(&last, "base"), 26.0);
    assert_eq!(num(&last, "lots"), 2.0);
    assert!(flag(&last, "allFour"));
    assert_eq!(num(&last, "multiplier"), 8.0);
    // The row (10 points), the column x = 2 (10) and the column x = 3 (6).
    let mut lines: Vec<String> = (0..3)
        .map(|i| show(&get(&get(&last, "lines"), &i.to_string())))
        .collect();
    lines.sort();
    assert_eq!(get(&get(&last, "lines"), "length").as_f64(), Some(3.0));
    assert_eq!(
        lines,
        [
            r#"{"cells":[[0,3],[1,3],[2,3],[3,3]],"points":10}"#,
            r#"{"cells":[[2,0],[2,1],[2,2],[2,3]],"points":10}"#,
            r#"{"cells":[[3,1],[3,2],[3,3]],"points":6}"#,
        ]
    );
}

#[wasm_bindgen_test]
fn y14_y15_options_change_the_multiplier() {
    let board = "2RT@0,1 2BX@1,1 2GC@2,1 3RC@2,0 1YC@2,2 2YS@3,1 3GT@3,2";
    let play = pos(RULEBOOK[3].0);
    let no_bonus = ok(iota_check(
        &pos(board),
        &play,
        &json(r#"{"allFourBonus":false}"#),
    ));
    assert_eq!(num(&no_bonus, "score"), 104.0);
    assert!(!flag(&no_bonus, "allFour"));
    let ends = ok(iota_check(
        &pos(board),
        &play,
        &json(r#"{"endsGame":true}"#),
    ));
    assert_eq!(num(&ends, "score"), 416.0);
    refused(
        iota_check(&pos(board), &play, &json(r#"{"endsGame":1}"#)),
        "bad-input",
    );
    refused(iota_check(&pos(board), &play, &js("[]")), "bad-input");
}

#[wasm_bindgen_test]
fn every_check_error_code() {
    let b = "2RT@0,1";
    refused(check(b, ""), "empty-play");
    refused(
        check(b, "1RC@1,1 1RS@2,1 1RX@3,1 3RT@4,1 4RT@5,1"),
        "too-many-cards",
    );
    refused(check(b, "1RC@1,1 1GC@1,1"), "duplicate-cell");
    refused(check(b, "2RT@1,1"), "duplicate-card");
    refused(check(b, "W@1,1 W@2,1 W@3,1"), "duplicate-card");
    refused(check(b, "1RC@0,1"), "occupied");
    refused(check("", "1RC@0,1"), "bad-board");
    refused(check("1RT@0,0 2RT@1,0 2GT@2,0", "1YC@5,5"), "bad-board");
    refused(check(b, "1RC@1,1 1GC@0,2"), "not-in-line");
    refused(check(b, "2GT@1,1 2BT@3,1"), "gap");
    refused(check(b, "3GC@5,5"), "not-connected");
    refused(
        check("1RT@0,0 2RT@1,0 3RT@2,0 4RT@3,0", "1GT@4,0"),
        "too-long",
    );
    refused(check(b, "2RC@1,1 3GC@2,1"), "invalid-line");
    refused(check(b, "2RZ@1,1"), "bad-card");
    refused(check(b, "10RT@1,1"), "bad-card");
}

#[wasm_bindgen_test]
fn check_input_refusals() {
    let b = pos("2RT@0,1");
    let bad_play = |play: &str| refused(iota_check(&b, &js(play), &U), "bad-input");
    bad_play("undefined");
    bad_play("'2GT@1,1'");
    bad_play("[{ card: '2GT', x: 1 }]");
    bad_play("[{ card: '2GT', x: 1.5, y: 1 }]");
    bad_play("[{ card: '2GT', x: NaN, y: 1 }]");
    bad_play("[{ card: '2GT', x: Infinity, y: 1 }]");
    bad_play("[{ card: '2GT', x: 2 ** 40, y: 1 }]");
    bad_play("[{ card: '2GT', x: 1n, y: 1 }]");
    bad_play("[{ card: '2GT', x: '1', y: 1 }]");
    bad_play("[null]");
    bad_play("[, { card: '2GT', x: 1, y: 1 }]");
    bad_play("[{ card: Symbol('2GT'), x: 1, y: 1 }]");
    bad_play("[{ get card() { throw new Error('gotcha') }, x: 1, y: 1 }]");
    bad_play("new Proxy([], { get() { throw new Error('trap') } })");
    bad_play("(() => { const p = Proxy.revocable([], {}); p.revoke(); return p.proxy })()");
    bad_play("Object.assign(new Array(5e8), { 0: 1 })");
    bad_play("[() => 1]");
    refused(
        iota_check(&b, &js("[{ card: 'x'.repeat(10000), x: 1, y: 1 }]"), &U),
        "bad-card",
    );
    // Lenient card codes: case and spaces.
    let r = ok(iota_check(&b, &js("[{ card: ' 2gt ', x: 1, y: 1 }]"), &U));
    assert_eq!(num(&r, "score"), 4.0);
    // The edges of the i32 range are cells like any other.
    let far = format!("2RT@{},0", i32::MAX);
    refused(check(&far, &format!("2GT@{},0", i32::MIN)), "not-connected");
    ok(check(
        &format!("2RT@{},0", i32::MAX - 1),
        &format!("2GT@{},0", i32::MAX),
    ));
}

fn plays(board: &str, hand: &str, options: &JsValue) -> JsValue {
    let hand: Vec<String> = hand
        .split_whitespace()
        .map(|c| format!("\"{c}\""))
        .collect();
    iota_plays(
        &pos(board),
        &json(&format!("[{}]", hand.join(","))),
        options,
    )
}

#[wasm_bindgen_test]
fn plays_are_legal_sorted_and_score_as_checked() {
    let board = "2RT@0,1 2BX@1,1 2GC@2,1";
    let r = ok(plays(board, "3RC 1YC 2YS W", &U));
    let count = num(&r, "count");
    let list = get(&r, "plays");
    assert_eq!(get(&list, "length").as_f64(), Some(count));
    assert!(count > 10.0);
    let mut last: Option<(f64, String)> = None;
    for i in 0..count as u32 {
        let p = get(&list, &i.to_string());
        let score = num(&p, "score");
        let place = get(&p, "place");
        let checked = ok(iota_check(&pos(board), &place, &U));
        assert_eq!(num(&checked, "score"), score, "{}", show(&place));
        let text: Vec<String> = (0..get(&place, "length").as_f64().unwrap() as u32)
            .map(|j| {
                let pl = get(&place, &j.to_string());
                format!("{}@{},{}", text(&pl, "card"), num(&pl, "x"), num(&pl, "y"))
            })
            .collect();
        let text = text.join(" ");
        if let Some((s, t)) = &last {
            assert!(
                *s > score || (*s == score && *t < text),
                "order: {t} then {text}"
            );
        }
        last = Some((score, text));
    }
    // The rulebook's second turn is among them with its score.
    assert!(show(&list).contains(
        r#"{"place":[{"card":"1YC","x":2,"y":2},{"card":"3RC","x":2,"y":0}],"score":6}"#
    ));
}

#[wasm_bindgen_test]
fn y15_pile_empty_doubles_plays_using_the_whole_hand() {
    let a = ok(plays("2RT@0,1", "2BX", &U));
    let b = ok(plays("2RT@0,1", "2BX", &json(r#"{"pileEmpty":true}"#)));
    let first = |r: &JsValue| num(&get(&get(r, "plays"), "0"), "score");
    assert_eq!(first(&b), 2.0 * first(&a));
    // Y14 changes scores, never which plays are legal.
    let c = ok(plays(
        "2RT@0,1",
        "2BX 2GC",
        &json(r#"{"allFourBonus":false}"#),
    ));
    assert_eq!(
        num(&c, "count"),
        num(&ok(plays("2RT@0,1", "2BX 2GC", &U)), "count")
    );
}

#[wasm_bindgen_test]
fn plays_refusals() {
    refused(plays("2RT@0,1", "1RC 1GC 1BC 1YC 2GS", &U), "bad-input");
    refused(plays("2RT@0,1", "2RT", &U), "duplicate-card");
    refused(
        plays("2RT@0,1", "W W", &json(r#"{"pileEmpty":"yes"}"#)),
        "bad-input",
    );
    refused(plays("2RT@0,1", "9ZZ", &U), "bad-card");
    refused(plays("", "2BX", &U), "bad-board");
    refused(iota_plays(&pos("2RT@0,1"), &"2BX".into(), &U), "bad-input");
    let none = ok(plays("2RT@0,1", "", &U));
    assert_eq!(num(&none, "count"), 0.0);
}

#[wasm_bindgen_test]
fn dead_and_legal_cells() {
    // Nothing is dead around a lone card; every neighbour takes a wild.
    assert_eq!(
        show(&get(&ok(iota_dead_cells(&pos("2RT@0,1"))), "cells")),
        "[]"
    );
    // A cell between the ends of two lots in one row can never be filled (Y8).
    let board = "1RC@0,0 2RC@1,0 3RC@2,0 4RC@3,0 1GS@5,0 2GS@6,0 3GS@7,0 4GS@8,0";
    let dead = show(&get(&ok(iota_dead_cells(&pos(board))), "cells"));
    assert!(dead.contains("[4,0]"), "{dead}");
    assert!(dead.contains("[-1,0]") && dead.contains("[9,0]"), "{dead}");
    refused(iota_dead_cells(&js("[]")), "bad-board");
    refused(
        iota_dead_cells(&pos("1RT@0,0 2RT@1,0 2GT@2,0")),
        "bad-board",
    );
    refused(iota_dead_cells(&js("{}")), "bad-input");
    let cells = show(&get(
        &ok(iota_legal_cells(&pos("2RT@0,1"), &"2BX".into())),
        "cells",
    ));
    assert_eq!(cells, "[[0,0],[-1,1],[1,1],[0,2]]");
    // A card already on the grid fits nowhere.
    assert_eq!(
        show(&get(
            &ok(iota_legal_cells(&pos("2RT@0,1"), &"2RT".into())),
            "cells"
        )),
        "[]"
    );
    refused(iota_legal_cells(&pos("2RT@0,1"), &U), "bad-input");
}

fn iota_game(options: &str) -> JsIotaGame {
    JsIotaGame::new(&json(options)).unwrap_or_else(|e| panic!("{}", thrown_message(&e)))
}

#[wasm_bindgen_test]
fn y3_new_game_deals_four_cards_each_and_a_starter() {
    let g = iota_game(r#"{"players":3,"seed":"xyz"}"#);
    let v = ok(g.view(&U));
    assert_eq!(show(&get(&v, "handSizes")), "[4,4,4]");
    assert_eq!(get(&get(&v, "hand"), "length").as_f64(), Some(4.0));
    assert_eq!(num(&v, "pile"), 66.0 - 12.0 - 1.0);
    assert_eq!(get(&get(&v, "board"), "length").as_f64(), Some(1.0));
    assert_ne!(
        text(&get(&get(&v, "board"), "0"), "card"),
        "W",
        "Y3: never a wild starter"
    );
    assert_eq!(show(&get(&v, "scores")), "[0,0,0]");
    assert_eq!(get(&v, "last"), JsValue::NULL);
    assert!(!flag(&v, "over"));
    assert_eq!(iota_game(r#"{"players":3,"seed":"xyz"}"#).save(), g.save());
    assert_ne!(iota_game("{}").save(), iota_game("{}").save());
    let short = ok(iota_game(r#"{"shortGame":true,"seed":1}"#).view(&U));
    assert_eq!(num(&short, "pile"), 34.0 - 8.0 - 1.0, "Y22");
    throws(JsIotaGame::new(&json(r#"{"players":5}"#)), "bad-setup");
    throws(JsIotaGame::new(&json(r#"{"players":"2"}"#)), "bad-input");
    throws(JsIotaGame::new(&js("{ seed: Infinity }")), "bad-input");
    throws(JsIotaGame::new(&js("{ seed: {} }")), "bad-input");
    throws(JsIotaGame::new(&js("{ allFourBonus: 0 }")), "bad-input");
}

/// Seat 0 to move holds 3RC 1YC 2YS W on the rulebook's first turn; seat 1 holds 4BC.
fn rulebook_game(pile: &str) -> JsIotaGame {
    JsIotaGame::from_setup(&json(&format!(
        r#"{{ "players": 2, "board": [{{"card":"2RT","x":0,"y":1}},{{"card":"2BX","x":1,"y":1}},{{"card":"2GC","x":2,"y":1}}],
             "hands": [["3RC","1YC","2YS","W"], ["4BC"]], "pile": [{pile}], "scores": [0, 6] }}"#
    )))
    .unwrap_or_else(|e| panic!("{}", thrown_message(&e)))
}

#[wasm_bindgen_test]
fn y5_play_scores_refills_and_passes_the_turn() {
    let g = rulebook_game(r#""1GS","3BT""#);
    let r = ok(g.play(&pos_move("3RC@2,0 1YC@2,2")));
    assert_eq!(num(&r, "score"), 6.0);
    assert_eq!(num(&r, "multiplier"), 1.0);
    assert!(!flag(&r, "over"));
    let v0 = ok(g.view(&0.into()));
    assert_eq!(
        show(&get(&v0, "hand")),
        r#"["2YS","W","1GS","3BT"]"#,
        "Y5a: refilled from the top"
    );
    assert_eq!(num(&v0, "pile"), 0.0);
    assert_eq!(show(&get(&v0, "scores")), "[6,6]");
    assert_eq!(num(&v0, "toMove"), 1.0);
    let last = get(&v0, "last");
    assert_eq!(text(&last, "kind"), "play");
    assert_eq!(num(&last, "seat"), 0.0);
    assert_eq!(num(&last, "score"), 6.0);
    // Seat 1's view hides seat 0's hand.
    let v1 = ok(g.view(&U));
    assert_eq!(num(&v1, "seat"), 1.0);
    assert_eq!(show(&get(&v1, "hand")), r#"["4BC"]"#);
    refused(g.view(&2.into()), "bad-input");
}

fn pos_move(text: &str) -> JsValue {
    let m = js_sys::Object::new();
    js_sys::Reflect::set(&m, &"place".into(), &pos(text)).unwrap();
    m.into()
}

#[wasm_bindgen_test]
fn every_move_error_code() {
    let g = rulebook_game(r#""1GS""#);
    let before = g.save();
    refused(g.play(&pos_move("4BC@2,0")), "not-in-hand");
    refused(
        g.play(&pos_move("3RC@2,0 1YC@2,2 2YS@3,1 W@4,1 W@5,1")),
        "too-many-cards",
    );
    refused(g.play(&pos_move("3RC@7,7")), "not-connected");
    refused(g.play(&pos_move("3RC@1,1")), "occupied");
    refused(g.play(&pos_move("")), "empty-play");
    refused(
        g.play(&json(r#"{"trade":["3RC","1YC"]}"#)),
        "pile-too-small",
    );
    refused(g.play(&json(r#"{"trade":["4BC"]}"#)), "not-in-hand");
    refused(
        g.play(&json(
            r#"{"recycle":[{"card":"3RC","x":0,"y":1}],"pass":true}"#,
        )),
        "no-wild-there",
    );
    refused(g.play(&json(r#"{"pass":true,"seat":1}"#)), "not-your-turn");
    refused(g.play(&json(r#"{"pass":false}"#)), "bad-input");
    refused(g.play(&json(r#"{"pass":true,"trade":[]}"#)), "bad-input");
    refused(g.play(&json(r#"{"place":"3RC@2,0"}"#)), "bad-input");
    refused(
        g.play(&json(r#"{"place":[{"card":"3RQ","x":2,"y":0}]}"#)),
        "bad-card",
    );
    refused(g.play(&js("null")), "bad-input");
    refused(g.play(&js("[]")), "bad-input");
    assert_eq!(g.save(), before, "refusals change nothing");
    ok(g.play(&json(r#"{"trade":["3RC"],"seat":0}"#)));
    let v = ok(g.view(&0.into()));
    assert_eq!(
        show(&get(&v, "hand")),
        r#"["1YC","2YS","W","1GS"]"#,
        "Y5b: traded to the bottom, drawn from the top"
    );
    assert_eq!(text(&get(&v, "last"), "kind"), "trade");
}

#[wasm_bindgen_test]
fn y18_recycle_takes_a_wild_back() {
    let g = JsIotaGame::from_setup(&json(
        r#"{ "players": 2, "board": [{"card":"1RT","x":0,"y":0},{"card":"2RT","x":1,"y":0},{"card":"W","x":2,"y":0}],
             "hands": [["3RT","4YX"], ["1BC"]], "pile": ["3GS"] }"#,
    ))
    .unwrap();
    let before = g.save();
    refused(
        g.play(&json(
            r#"{"recycle":[{"card":"4YX","x":2,"y":0}],"pass":true}"#,
        )),
        "recycle-misfit",
    );
    refused(
        g.play(&json(
            r#"{"recycle":[{"card":"3RT","x":1,"y":0}],"pass":true}"#,
        )),
        "no-wild-there",
    );
    refused(
        g.play(&json(
            r#"{"recycle":[{"card":"1BC","x":2,"y":0}],"pass":true}"#,
        )),
        "not-in-hand",
    );
    assert_eq!(g.save(), before);
    ok(g.play(&json(
        r#"{"recycle":[{"card":"3RT","x":2,"y":0}],"pass":true}"#,
    )));
    let v = ok(g.view(&0.into()));
    assert!(show(&get(&v, "hand")).contains("\"W\""), "{}", show(&v));
    assert!(show(&get(&v, "board")).contains(r#"{"card":"3RT","x":2,"y":0}"#));
    // Putting a wild in a wild's place is no recycle (Y18), and there are two wilds.
    let other = JsIotaGame::from_setup(&json(
        r#"{ "players": 2, "board": [{"card":"1RT","x":0,"y":0},{"card":"W","x":1,"y":0}],
             "hands": [["W","4YX"], ["1BC"]], "pile": ["3GS"] }"#,
    ))
    .unwrap();
    refused(
        other.play(&json(
            r#"{"recycle":[{"card":"W","x":1,"y":0}],"pass":true}"#,
        )),
        "illegal",
    );
    refused(
        other.play(&json(
            r#"{"recycle":[{"card":"4YX","x":1,"y":0},{"card":"4YX","x":1,"y":0},{"card":"4YX","x":1,"y":0}],"pass":true}"#,
        )),
        "illegal",
    );
}

#[wasm_bindgen_test]
fn y19_last_card_from_an_empty_pile_ends_the_game_doubled() {
    let g = JsIotaGame::from_setup(&json(
        r#"{ "players": 2, "board": [{"card":"2RT","x":0,"y":1}],
             "hands": [["2BX"], ["4BC"]], "pile": [], "scores": [3, 5] }"#,
    ))
    .unwrap();
    let r = ok(g.play(&pos_move("2BX@1,1")));
    assert_eq!(num(&r, "score"), 8.0, "(2 + 2) × 2");
    assert!(flag(&r, "over"));
    assert_eq!(show(&get(&r, "winners")), "[0]", "Y21: 11 beats 5");
    let v = ok(g.view(&U));
    assert!(flag(&v, "over"));
    assert_eq!(get(&v, "toMove"), JsValue::NULL);
    refused(g.play(&json(r#"{"pass":true}"#)), "game-over");
    refused(g.hint(&U), "game-over");
}

#[wasm_bindgen_test]
fn from_setup_refusals_throw() {
    let bad = |s: &str, code: &str| throws(JsIotaGame::from_setup(&json(s)), code);
    bad(
        r#"{"players":2,"board":[{"card":"2RT","x":0,"y":0}],"hands":[["1RC","2RC","3RC","4RC","1GC"],[]],"pile":[]}"#,
        "bad-setup",
    );
    bad(
        r#"{"players":2,"board":[],"hands":[[],[]],"pile":[]}"#,
        "bad-setup",
    );
    bad(
        r#"{"players":2,"board":[{"card":"2RT","x":0,"y":0}],"hands":[["2RT"],[]],"pile":[]}"#,
        "bad-setup",
    );
    bad(
        r#"{"players":5,"board":[{"card":"2RT","x":0,"y":0}],"hands":[[],[],[],[],[]],"pile":[]}"#,
        "bad-setup",
    );
    bad(
        r#"{"players":2,"board":[{"card":"2RT","x":0,"y":0}],"hands":[[],[]],"pile":[],"toMove":2}"#,
        "bad-setup",
    );
    bad(
        r#"{"players":2,"board":[{"card":"2RT","x":0,"y":0}],"hands":[["Q"],[]],"pile":[]}"#,
        "bad-card",
    );
    bad(
        r#"{"players":2,"board":[{"card":"2RT","x":0.5,"y":0}],"hands":[[],[]],"pile":[]}"#,
        "bad-input",
    );
    bad(
        r#"{"players":2,"board":[{"card":"2RT","x":0,"y":0}],"hands":[[],[]]}"#,
        "bad-input",
    );
    bad("[]", "bad-input");
    let msg = thrown_message(&JsIotaGame::from_setup(&json(
        r#"{"players":2,"board":[{"card":"2RT","x":0,"y":0}],"hands":[[],["1RC","2RC","3RC","4RC","1GC"]],"pile":[]}"#,
    )).err().unwrap());
    assert!(
        msg.starts_with("bad-setup: ") && msg.contains('1') && msg.contains('5'),
        "{msg}"
    );
}

#[wasm_bindgen_test]
fn hints_are_legal_moves_and_games_save_and_load() {
    let board = "2RT@0,1 2BX@1,1 2GC@2,1";
    let best = get(&get(&ok(plays(board, "3RC 1YC 2YS W", &U)), "plays"), "0");
    for level in ["easy", "medium", "hard", "expert", "master"] {
        let g = rulebook_game(r#""1GS","3BT","4GX""#);
        let m = get(&ok(g.hint(&level.into())), "move");
        let r = ok(g.play(&m));
        assert!(
            num(&r, "score") <= num(&best, "score"),
            "{level}: {}",
            show(&m)
        );
    }
    let game = iota_game(r#"{"players":2,"seed":99}"#);
    let mut turns = 0;
    while !flag(&ok(game.view(&U)), "over") {
        let h = ok(game.hint(&U));
        ok(game.play(&get(&h, "move")));
        let saved = game.save();
        let loaded = JsIotaGame::load(&saved.clone().into()).unwrap();
        assert_eq!(loaded.save(), saved);
        assert_eq!(show(&loaded.view(&0.into())), show(&game.view(&0.into())));
        turns += 1;
        assert!(turns < 500);
    }
    refused(game.hint(&U), "game-over");
    refused(iota_game("{}").hint(&"grandmaster".into()), "bad-input");
    throws(JsIotaGame::load(&"iota garbage".into()), "bad-save");
    throws(JsIotaGame::load(&"".into()), "bad-save");
    throws(JsIotaGame::load(&js("null")), "bad-input");
    let saved = game.save();
    throws(
        JsIotaGame::load(&saved[..saved.len() - 3].into()),
        "bad-save",
    );
}

#[wasm_bindgen_test]
fn a_getter_calling_back_into_the_same_game_is_harmless() {
    use std::rc::Rc;
    use wasm_bindgen::closure::Closure;
    let g = Rc::new(rulebook_game(r#""1GS""#));
    let inner = g.clone();
    let getter = Closure::<dyn FnMut() -> JsValue>::new(move || {
        // While the outer play reads its argument, pass for seat 0.
        inner.play(&json(r#"{"pass":true}"#));
        JsValue::TRUE
    });
    let m = js_sys::Object::new();
    let desc = js_sys::Object::new();
    js_sys::Reflect::set(&desc, &"get".into(), getter.as_ref()).unwrap();
    js_sys::Object::define_property(&m, &"pass".into(), &desc);
    // The inner pass moved the turn to seat 1; the outer pass then passes for seat 1.
    ok(g.play(&m));
    let v = ok(g.view(&U));
    assert_eq!(num(&v, "passes"), 2.0);
    assert_eq!(num(&v, "toMove"), 0.0);
}

/// Placements are read in one call on the JS side when they are plainly valid, and
/// field by field otherwise (src/api/iota-fast.js): both ways give the same results.
#[wasm_bindgen_test]
fn fast_and_careful_readers_agree() {
    assert!(yotta::api::fast_tables_agree());
    let plain = "[{ card: '2RT', x: 0, y: 1 }, { card: '2BX', x: 1, y: 1 }]";
    let variants = [
        // Inherited and extra fields.
        "[Object.create({ card: '2RT', x: 0, y: 1 }), { card: '2BX', x: 1, y: 1, note: 'x' }]",
        // A getter, a lenient card code.
        "[{ get card() { return '2RT' }, x: 0, y: 1 }, { card: ' 2bx ', x: 1, y: 1 }]",
        // A Proxy around the array, and -0.
        "new Proxy([{ card: '2RT', x: -0, y: 1 }, { card: '2BX', x: 1, y: 1 }], {})",
    ];
    let hand = json(r#"["3RC","1YC","2YS","W"]"#);
    let want = show(&ok(iota_plays(&js(plain), &hand, &U)));
    for v in variants {
        assert_eq!(show(&ok(iota_plays(&js(v), &hand, &U))), want, "{v}");
    }
    // Every card code comes back as the engine writes it.
    let board = pos("1RC@0,0");
    for hand in ["2RC 3RC 4RC W", "1GC 1BC 1YC", "1RS 1RT 1RX"] {
        let r = ok(plays("1RC@0,0", hand, &U));
        let first = get(&get(&r, "plays"), "0");
        ok(iota_check(&board, &get(&first, "place"), &U));
    }
}

/// O11 along the very path of the page's computer seats (`www/worker/decide.js`):
/// `IotaGame.load(save)`, then `hint(level)`. The same position saved with the other
/// hands and the pile dealt again, consistently with what the seat to move knows,
/// gets the same move at every level; a player, or anything between the save and
/// the player, that read a hidden card would answer differently somewhere.
#[wasm_bindgen_test]
fn o11_hints_from_saves_do_not_depend_on_hidden_cards() {
    use yotta::game::Game;
    use yotta::rng::GameRng;
    let mut g = yotta::iota::IotaGame::new(yotta::iota::IotaOptions {
        seed: 5,
        ..Default::default()
    })
    .unwrap();
    let mut rng = GameRng::new(8);
    let (mut compared, mut dealt_again) = (0, 0);
    for step in 0..8 {
        let Some(seat) = g.to_move() else { break };
        let other = g.redeal_hidden(seat, &mut rng);
        dealt_again += usize::from(other.save() != g.save());
        let hint = |text: String, level: &str| {
            let game = JsIotaGame::load(&text.into()).unwrap();
            show(&get(&ok(game.hint(&level.into())), "move"))
        };
        let levels: &[&str] = if step % 4 == 0 {
            &["easy", "medium", "hard", "expert", "master"]
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
        let mv = g.legal_moves()[rng.index(g.legal_moves().len().min(3))].clone();
        g.apply(&mv).unwrap();
    }
    assert!(
        compared >= 20 && dealt_again >= 6,
        "only {compared} hints compared, in {dealt_again} positions dealt again"
    );
}

/// `iotaMoveFor(move, seat)`'s move, as JSON text.
fn told(m: &str, seat: &JsValue) -> String {
    show(&get(&ok(iota_move_for(&js(m), seat)), "move"))
}

#[wasm_bindgen_test]
fn move_for_reads_a_move_as_play_takes_it() {
    // In full (no seat): canonical card codes, known fields only.
    assert_eq!(
        told(
            "{ place: [{ card: '2rt', x: 1, y: -2, extra: 1 }], seat: 0, note: 'x' }",
            &U
        ),
        r#"{"place":[{"card":"2RT","x":1,"y":-2}]}"#
    );
    assert_eq!(
        told("{ recycle: [{ card: '3GC', x: 0, y: 0 }], pass: true }", &U),
        r#"{"recycle":[{"card":"3GC","x":0,"y":0}],"pass":true}"#
    );
    assert_eq!(
        told("{ trade: ['1RT', 'w'] }", &U),
        r#"{"trade":["1RT","W"]}"#
    );
    // Cards placed or recycled are public: every seat is told them.
    assert_eq!(
        told(
            "{ recycle: [{ card: '3GC', x: 0, y: 0 }], place: [{ card: 'W', x: 1, y: 0 }] }",
            &js("1")
        ),
        r#"{"recycle":[{"card":"3GC","x":0,"y":0}],"place":[{"card":"W","x":1,"y":0}]}"#
    );
}

#[wasm_bindgen_test]
fn y5b_move_for_a_seat_hides_the_cards_traded() {
    for seat in ["0", "3"] {
        assert_eq!(
            told("{ trade: ['1RT', '4YX', 'W'] }", &js(seat)),
            r#"{"trade":["?","?","?"]}"#
        );
    }
    // A trade already told reads again, for a seat, as it was; never as a move to play.
    assert_eq!(
        told("{ trade: ['?', '?'] }", &js("1")),
        r#"{"trade":["?","?"]}"#
    );
    refused(iota_move_for(&js("{ trade: ['?'] }"), &U), "bad-card");
    refused(
        iota_move_for(&js("{ place: [{ card: '?', x: 0, y: 0 }] }"), &js("1")),
        "bad-card",
    );
}

#[wasm_bindgen_test]
fn move_for_refuses_what_is_not_a_move_with_its_code() {
    for (m, code) in [
        ("'pass'", "bad-input"),
        ("null", "bad-input"),
        ("[]", "bad-input"),
        ("{}", "bad-input"),
        ("{ pass: true, trade: [] }", "bad-input"),
        ("{ pass: 1 }", "bad-input"),
        ("{ place: [{ card: '2RT', x: 0.5, y: 0 }] }", "bad-input"),
        ("{ place: [{ card: '2RT', x: NaN, y: 0 }] }", "bad-input"),
        ("{ place: 'abc' }", "bad-input"),
        ("{ place: [{ card: '9ZZ', x: 0, y: 0 }] }", "bad-card"),
        ("{ trade: [7] }", "bad-input"),
        ("{ trade: ['x'.repeat(10000)] }", "bad-card"),
        ("{ pass: true, seat: -1 }", "bad-input"),
        ("{ get place() { throw new Error('no') } }", "bad-input"),
        ("new Proxy({}, { get() { throw 1 } })", "bad-input"),
        (
            "{ place: [1, 2, 3, 4, 5].map((x) => ({ card: '1RC', x, y: 0 })) }",
            "too-many-cards",
        ),
        (
            "{ trade: ['1RC', '1RS', '1RT', '1RX', '1GC'] }",
            "not-in-hand",
        ),
        (
            "{ recycle: [0, 1, 2].map((x) => ({ card: '1RC', x, y: 0 })), pass: true }",
            "illegal",
        ),
    ] {
        refused(iota_move_for(&js(m), &U), code);
        refused(iota_move_for(&js(m), &js("1")), code);
    }
    for seat in ["-1", "1.5", "'1'", "64", "NaN", "{}"] {
        refused(iota_move_for(&js("{ pass: true }"), &js(seat)), "bad-input");
    }
}

#[wasm_bindgen_test]
fn move_for_in_full_plays_as_the_move_itself() {
    let game = JsIotaGame::new(&js("{ players: 2, seed: 'move-for' }")).expect("a game");
    let hint = get(&ok(game.hint(&js("'easy'"))), "move");
    let m = get(&ok(iota_move_for(&hint, &U)), "move");
    assert_eq!(show(&m), show(&hint));
    ok(game.play(&m));
}
