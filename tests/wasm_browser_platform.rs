//! In headless Chromium: the engine's randomness behaves there exactly as natively.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::*;
use yotta::rng::{fresh_seed, GameRng};

wasm_bindgen_test_configure!(run_in_browser);

/// The same seed gives the same stream in the browser as on every other platform
/// (the values are pinned in `src/rng.rs`'s native tests too).
#[wasm_bindgen_test]
fn seeded_stream_matches_native() {
    let mut r = GameRng::new(42);
    assert_eq!(r.next_u64(), 10580897095847554459);
    assert_eq!(r.next_u64(), 2459073333136617071);
    let mut deck: Vec<u8> = (0..10).collect();
    GameRng::new(42).shuffle(&mut deck);
    assert_eq!(deck, vec![4, 3, 7, 9, 6, 0, 8, 2, 1, 5]);
}

/// Fresh seeds come from the browser's crypto, not the fixed fallback.
#[wasm_bindgen_test]
fn fresh_seeds_come_from_browser_crypto() {
    let a = fresh_seed();
    let b = fresh_seed();
    assert_ne!(a, b);
    assert_ne!(a, 0x5eed_5eed_5eed_5eed);
}
