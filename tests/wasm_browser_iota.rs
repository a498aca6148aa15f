//! The Ётта half of the JS API (`docs/api.md`), called as JS would call it, in headless
//! Chromium: the same tests as tests/wasm_iota.rs, in the engine the page runs in.
#![cfg(target_arch = "wasm32")]

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

mod wasm_support;

include!("api/iota.rs");
