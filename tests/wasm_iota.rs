//! The Ётта half of the JS API (`docs/api.md`), called as JS would call it, in Node.
#![cfg(target_arch = "wasm32")]

mod wasm_support;

include!("api/iota.rs");
