//! Helpers shared by the integration tests of both games.
#![allow(dead_code)]

pub mod harness;
pub mod ottawa;
