//! Helpers shared by the integration tests of both games.
#![allow(dead_code)]

pub mod harness;
pub mod ottawa;

#[cfg(not(target_arch = "wasm32"))]
use proptest::test_runner::{Config, FileFailurePersistence};

/// The property tests' settings: `cases` cases, and the failures proptest finds kept
/// in `tests/native/NAME.proptest-regressions` beside the test file and replayed first on
/// every run (unless `PROPTEST_DISABLE_FAILURE_PERSISTENCE` is set, as `make fuzz`
/// does). Each kept failure is also a named test in its file.
#[cfg(not(target_arch = "wasm32"))]
pub fn proptest_config(cases: u32) -> Config {
    let mut config = Config {
        cases,
        ..Config::default()
    };
    if config.failure_persistence.is_some() {
        // Integration tests lie beside no lib.rs, where the default looks first.
        config.failure_persistence = Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        )));
    }
    config
}
