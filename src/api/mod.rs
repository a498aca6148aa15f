//! The JavaScript API (`docs/api.md`, contract in `docs/api-contract.md`): the only
//! module that touches wasm-bindgen. It converts JS values to rule types and results
//! back, and holds no rule of its own.
//!
//! - Reading arguments (`read`) never trusts them: every JS value is converted with a
//!   `Result`, and a JS exception raised while reading (a throwing getter) is caught.
//! - Every function returns `{ ok: true, … }` or `{ ok: false, error: { code, message } }`
//!   and changes nothing when it refuses; constructors and `load` throw an `Error`
//!   whose message starts with the code.
//! - Two hot spots of `iotaPlays` run on the JS side, in `iota-fast.js` (bundled into
//!   `yotta.js` by the build): reading a plainly valid list of placements in one call,
//!   and building the plays' result objects from a flat list of numbers. Neither holds
//!   a rule; anything unusual is read the careful way in `read`.
//! - Nothing here may panic: a panic in wasm kills the whole game. As a last line of
//!   defence a panic hook logs the panic to the console before the module stops.

mod common;
#[cfg(feature = "players")]
mod drill;
mod error;
#[cfg(feature = "players")]
pub mod hint;
mod iota;
mod ottawa;
mod out;
mod read;
mod ts;

#[cfg(feature = "players")]
pub use drill::{iota_drill, ottawa_drill};
pub use error::{ApiError, ApiResult};
pub use iota::{
    fast_tables_agree, iota_check, iota_dead_cells, iota_legal_cells, iota_move_for, iota_plays,
    JsIotaGame,
};
#[cfg(feature = "players")]
pub use iota::{iota_best_turn, iota_daily_puzzle};
pub use ottawa::{ottawa_hand_points, ottawa_matches, ottawa_move_for, JsOttawaGame};
