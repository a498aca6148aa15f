//! The wasm tests in Node (wasm-bindgen-test's runner): the JS API (`docs/api.md`)
//! called as JS would call it, both games' halves; hostile JS values thrown at every
//! entry point (`fuzz`); and the engine's randomness, the same as natively. One crate,
//! so one wasm binary to link and start. `tests/wasm_browser.rs` runs the same API and
//! platform tests in headless Chromium: a crate runs in one of the two
//! (`scripts/test.sh` tells them apart by `run_in_browser`).
#![cfg(target_arch = "wasm32")]

mod wasm_support;

#[path = "api/fuzz.rs"]
mod fuzz;
#[path = "api/iota.rs"]
mod iota;
#[path = "api/ottawa.rs"]
mod ottawa;
#[path = "platform/checks.rs"]
mod platform;
