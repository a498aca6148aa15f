//! The wasm tests in headless Chromium, the engine the page runs in: the same API and
//! platform tests as `tests/wasm_node.rs` (the hostile values stay in Node), in one
//! crate, so one wasm binary and one browser session.
#![cfg(target_arch = "wasm32")]

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

mod wasm_support;

#[path = "api/iota.rs"]
mod iota;
#[path = "api/ottawa.rs"]
mod ottawa;
#[path = "platform/checks.rs"]
mod platform;
