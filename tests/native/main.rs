//! The native tests, in one crate: one test binary to compile and link instead of
//! eighteen, and one process whose test threads run every file's tests side by side.
//! Each module is what was a test crate of its own (`tests/NAME.rs`, now
//! `tests/native/NAME.rs`), so a test's name starts with its file's
//! (`iota_movegen::perft_golden_counts`), and one file's tests run with
//! `cargo test --test native -- iota_movegen::`.
//!
//! The JS API's tests are crates of their own (`tests/wasm_*.rs`): they run in wasm,
//! in Node or in a browser, and a crate runs in one of them (`scripts/test.sh`).
#![cfg(not(target_arch = "wasm32"))]

mod common;

mod ai_expert;
mod ai_iota;
mod ai_master;
mod ai_ottawa;
mod ai_tournament;
mod drill;
mod iota_best;
mod iota_game;
mod iota_movegen;
mod iota_playout;
mod iota_rules;
mod module_graph;
mod ottawa_golden;
mod ottawa_notation;
mod ottawa_playout;
mod ottawa_rules;
mod ottawa_save;
mod ottawa_views;
mod public_views;
mod setup_bounds;
mod setup_fuzz;
