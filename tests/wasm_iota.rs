//! The Ётта half of the JS API (`docs/api.md`), called as JS would call it, in Node.
#![cfg(target_arch = "wasm32")]

mod wasm_support;

use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;
use wasm_support::*;
use yotta::api::iota_check;

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
