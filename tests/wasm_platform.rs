//! In Node: the engine's randomness behaves there exactly as natively.
#![cfg(target_arch = "wasm32")]

include!("platform/checks.rs");
