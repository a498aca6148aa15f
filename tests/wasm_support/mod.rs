//! Helpers for the wasm API tests (`tests/wasm_node.rs` in Node, `tests/wasm_browser.rs`
//! in headless Chromium, run by `cargo test --target wasm32-unknown-unknown`): JS values written as JS source,
//! and checks on `{ ok, error: { code, message } }` results.
#![allow(dead_code)]

use js_sys::{Reflect, JSON};
use wasm_bindgen::JsValue;

/// The value of a JS expression (Node and Chromium run the tests, so `eval` is available; this
/// lets tests write getters that throw, Proxies, holes, Symbols and BigInts).
pub fn js(expr: &str) -> JsValue {
    js_sys::eval(&format!("({expr})")).unwrap_or_else(|e| panic!("bad test value {expr}: {e:?}"))
}

/// `value[key]`.
pub fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap_or(JsValue::UNDEFINED)
}

/// `value[key]` as a number (panics if it is not one).
pub fn num(value: &JsValue, key: &str) -> f64 {
    get(value, key)
        .as_f64()
        .unwrap_or_else(|| panic!("{key} is not a number in {}", show(value)))
}

/// `value[key]` as a string (panics if it is not one).
pub fn text(value: &JsValue, key: &str) -> String {
    get(value, key)
        .as_string()
        .unwrap_or_else(|| panic!("{key} is not a string in {}", show(value)))
}

/// `value[key]` as a boolean (panics if it is not one).
pub fn flag(value: &JsValue, key: &str) -> bool {
    get(value, key)
        .as_bool()
        .unwrap_or_else(|| panic!("{key} is not a boolean in {}", show(value)))
}

/// JSON text of `value`, for messages and comparisons.
pub fn show(value: &JsValue) -> String {
    JSON::stringify(value)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| format!("{value:?}"))
}

/// Asserts a successful result and returns it.
#[track_caller]
pub fn ok(result: JsValue) -> JsValue {
    assert_eq!(
        get(&result, "ok"),
        JsValue::TRUE,
        "expected ok, got {}",
        show(&result)
    );
    result
}

/// Checks that `result` is a well-formed refusal and returns its code.
#[track_caller]
pub fn refusal_code(result: &JsValue) -> String {
    assert_eq!(
        get(result, "ok"),
        JsValue::FALSE,
        "expected a refusal, got {}",
        show(result)
    );
    let error = get(result, "error");
    let code = text(&error, "code");
    let message = text(&error, "message");
    assert!(
        !code.is_empty() && code.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'),
        "malformed code in {}",
        show(result)
    );
    assert!(!message.is_empty(), "empty message in {}", show(result));
    assert!(message.chars().count() < 400, "message too long: {message}");
    code
}

/// Asserts a refusal with `code`.
#[track_caller]
pub fn refused(result: JsValue, code: &str) {
    let got = refusal_code(&result);
    assert_eq!(got, code, "wrong code in {}", show(&result));
}

/// Placements from position text: `"2RT@0,1 3GC@1,1"` → `[{card,x,y}, …]`.
pub fn pos(text: &str) -> JsValue {
    let items: Vec<String> = text
        .split_whitespace()
        .map(|t| {
            let (card, cell) = t.split_once('@').expect("card@x,y");
            let (x, y) = cell.split_once(',').expect("x,y");
            format!("{{\"card\":\"{card}\",\"x\":{x},\"y\":{y}}}")
        })
        .collect();
    JSON::parse(&format!("[{}]", items.join(","))).expect("valid JSON")
}

/// A JSON value.
pub fn json(text: &str) -> JsValue {
    JSON::parse(text).unwrap_or_else(|e| panic!("bad JSON {text}: {e:?}"))
}

/// The message of a thrown JS error (or the thrown value as text).
pub fn thrown_message(err: &JsValue) -> String {
    get(err, "message").as_string().unwrap_or_else(|| show(err))
}

/// Asserts that a constructor or `load` threw an `Error` whose message starts with
/// `code` and whose `code` property is `code`.
#[track_caller]
pub fn throws<T>(result: Result<T, JsValue>, code: &str) {
    match result {
        Ok(_) => panic!("expected a throw with {code}"),
        Err(e) => {
            let m = thrown_message(&e);
            assert!(m.starts_with(&format!("{code}: ")), "{m}");
            assert_eq!(text(&e, "code"), code);
        }
    }
}
