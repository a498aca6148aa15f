//! The JavaScript API (docs/api.md): the only module that touches wasm-bindgen.
