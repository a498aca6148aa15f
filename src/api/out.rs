//! Results going back to JS: `{ ok: true, … }` or `{ ok: false, error: { code, message } }`
//! as plain objects (serde-wasm-bindgen, `null` for absent values), and the `Error`
//! that constructors and `load` throw.

use super::error::{ApiError, ApiResult};
use serde::Serialize;
use wasm_bindgen::JsValue;

const SERIALIZER: serde_wasm_bindgen::Serializer =
    serde_wasm_bindgen::Serializer::json_compatible();

/// `{ ok: false, error: { code, message } }`.
#[derive(Serialize)]
struct Refusal<'a> {
    ok: bool,
    error: &'a ApiError,
}

/// A plain JS value for `value` (objects, arrays, strings, numbers, `null`).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    value
        .serialize(&SERIALIZER)
        // Our result types are plain structs of strings, numbers and booleans: this
        // cannot fail, but the boundary must not trap if it ever did.
        .unwrap_or_else(|e| {
            refusal(&ApiError::new(
                "internal",
                format!("result conversion failed: {e}"),
            ))
        })
}

/// The refusal object for `err`.
pub fn refusal(err: &ApiError) -> JsValue {
    Refusal {
        ok: false,
        error: err,
    }
    .serialize(&SERIALIZER)
    .unwrap_or(JsValue::NULL)
}

/// The result object of a call: the success value (which carries `ok: true`) or the
/// refusal.
pub fn reply<T: Serialize>(result: ApiResult<T>) -> JsValue {
    match result {
        Ok(value) => to_js(&value),
        Err(err) => refusal(&err),
    }
}

/// A move's result with `view` added: the view of the seat that moved, after the move,
/// so that a table reads the game's view once a move.
pub fn reply_with_view<T: Serialize>(result: ApiResult<(T, JsValue)>) -> JsValue {
    match result {
        Ok((value, view)) => {
            let js = to_js(&value);
            // Setting a property on a fresh plain object cannot fail; ignore the impossible error.
            let _ = js_sys::Reflect::set(&js, &"view".into(), &view);
            js
        }
        Err(err) => refusal(&err),
    }
}

/// The JS `Error` a constructor or `load` throws: its message is `"code: message"` and
/// its `code` property the code alone.
pub fn thrown(err: &ApiError) -> JsValue {
    let error = js_sys::Error::new(&err.to_string());
    // Setting a property on a fresh Error cannot fail; ignore the impossible error.
    let _ = js_sys::Reflect::set(&error, &"code".into(), &err.code.into());
    error.into()
}

/// `{ ok: true, move }` for a move already converted: built by hand, since a derived
/// wrapper for each game's move costs the page's wasm (it has a size budget) more.
pub fn move_result(mv: JsValue) -> JsValue {
    let obj = js_sys::Object::new();
    // Setting a property on a fresh plain object cannot fail.
    let _ = js_sys::Reflect::set(&obj, &"ok".into(), &JsValue::TRUE);
    let _ = js_sys::Reflect::set(&obj, &"move".into(), &mv);
    obj.into()
}

/// `ok: true`, for the success structs' first field.
pub const OK: bool = true;
