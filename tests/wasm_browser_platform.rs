//! In headless Chromium: the engine's randomness behaves there exactly as natively.
#![cfg(target_arch = "wasm32")]

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

include!("platform/checks.rs");
