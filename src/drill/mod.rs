//! The trainer's drills (`iotaDrill`, `ottawaDrill` of docs/api.md): short questions
//! posed from real positions, each with its answer, made from a seed so that a drill
//! replays exactly.
//!
//! A drill's position is taken from a game that the engine's own computer players
//! play from a seed ([`crate::ai`]): the game is dealt, played to a move that grows
//! with the level, and the position of the seat to move is posed as the question. Its
//! answer is worked out by the rules engines ([`crate::iota`], [`crate::ottawa`]), never
//! by the page. A position that does not make a good question (no dead cell, no lot,
//! too few cards) is skipped for the next one of the same game, then for another game;
//! the candidates are tried in a fixed order, so the same seed and level always give
//! the same drill.
//!
//! - [`iota`]: Ётта's four kinds: *which card fits here*, *find the best play*, *make a
//!   lot*, *which cell is dead*.
//! - [`ottawa`]: Оттава's one kind: *which of your cards can be played on this one*.
//!
//! The level grows with a person's streak (the page passes it): more cards on the
//! grid, wilds, longer plays, larger hands. In the full engine only (feature
//! `players`): it needs the computer players.

pub mod iota;
pub mod ottawa;

/// The highest level; a higher one is refused by the API (`bad-input`).
pub const MAX_LEVEL: u32 = 20;

/// How many games a drill may try (the tests check that every kind and level finds
/// one within them).
pub const MAX_GAMES: usize = 40;

/// For how many of those games the level's wishes hold (wilds, longer plays, larger
/// hands); the games after them take the first position that makes the question. A
/// limit of work, so that no drill takes long to make (bench/drill-bench.mjs).
pub const STRICT_GAMES: usize = 8;
