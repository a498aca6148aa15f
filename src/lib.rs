//! # Yotta
//!
//! Two card games for the browser, with exact rules and fair computer players:
//!
//! - [`iota`]: **Ётта** (IOTA), the tile-laying card game (rules Y1–Y23);
//! - [`ottawa`]: **Оттава** (Ottawa), a shedding game for 2–7 players (rules O1–O11).
//!
//! Rule numbers refer to `docs/rules.md` (the rules as this project plays them). The rules modules are pure Rust with no browser code; [`ai`]
//! holds the computer players, which see only what a human in their seat sees; [`api`]
//! is the one module that touches `wasm-bindgen` and turns JS values into rule types
//! and back; [`drill`] makes the trainer's drills from games the computer players play.
// No unsafe code: nothing in the engine needs it (the JS boundary is wasm-bindgen's).
#![forbid(unsafe_code)]
#![warn(missing_docs)]
// The engine never prints: in the browser its output goes nowhere, and a stray
// `println!` left from debugging is a bug. Tests, benches and examples may print.
#![warn(clippy::print_stdout, clippy::print_stderr)]

#[cfg(feature = "players")]
pub mod ai;
pub mod api;
#[cfg(feature = "players")]
pub mod drill;
pub mod game;
pub mod iota;
pub mod ottawa;
pub mod rng;
mod sort;
