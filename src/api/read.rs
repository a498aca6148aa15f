//! Reading JS values that may be anything a caller passes: wrong types, missing fields,
//! NaN, ±Infinity, huge or fractional numbers, 10 000-character strings, BigInts,
//! Symbols, functions, arrays with holes, Proxies and getters that throw.
//!
//! Every read returns a [`ApiResult`]; a JS exception raised while reading (a throwing
//! getter, a Proxy trap) is caught by `Reflect` and becomes a `bad-input` refusal, so it
//! never unwinds through the module.

use super::error::{quote, ApiError, ApiResult};
use js_sys::{JsString, Reflect};
use std::cell::RefCell;
use std::fmt;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

#[wasm_bindgen]
extern "C" {
    // `Array.isArray` throws on a revoked Proxy: imported with `catch`.
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn js_is_array(value: &JsValue) -> Result<bool, JsValue>;
}

/// Where in the arguments a value sits, for messages (`board[3].x`). Built on the stack
/// as the reader descends, so a successful read allocates nothing for it.
#[derive(Clone, Copy)]
pub struct At<'a> {
    parent: Option<&'a At<'a>>,
    seg: Seg<'a>,
}

#[derive(Clone, Copy)]
enum Seg<'a> {
    Root(&'a str),
    Key(&'a str),
    Index(usize),
}

impl<'a> At<'a> {
    /// The argument called `name`.
    pub const fn root(name: &'a str) -> Self {
        At {
            parent: None,
            seg: Seg::Root(name),
        }
    }

    /// Field `key` of this value.
    pub fn key(&'a self, key: &'a str) -> At<'a> {
        At {
            parent: Some(self),
            seg: Seg::Key(key),
        }
    }

    /// Element `i` of this array.
    pub fn index(&'a self, i: usize) -> At<'a> {
        At {
            parent: Some(self),
            seg: Seg::Index(i),
        }
    }
}

impl fmt::Display for At<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(p) = self.parent {
            p.fmt(f)?;
        }
        match self.seg {
            Seg::Root(name) => f.write_str(name),
            Seg::Key(key) => write!(f, ".{key}"),
            Seg::Index(i) => write!(f, "[{i}]"),
        }
    }
}

/// What a value is, for messages ("a number", "a function", …).
pub fn kind(v: &JsValue) -> &'static str {
    if v.is_undefined() {
        "undefined"
    } else if v.is_null() {
        "null"
    } else if v.as_bool().is_some() {
        "a boolean"
    } else if v.as_f64().is_some() {
        "a number"
    } else if v.is_string() {
        "a string"
    } else if v.is_bigint() {
        "a BigInt"
    } else if v.is_symbol() {
        "a Symbol"
    } else if v.is_function() {
        "a function"
    } else if is_array(v) {
        "an array"
    } else {
        "an object"
    }
}

/// True for `undefined` and `null` (an omitted optional argument or field).
pub fn is_nullish(v: &JsValue) -> bool {
    v.is_undefined() || v.is_null()
}

fn is_array(v: &JsValue) -> bool {
    v.is_object() && js_is_array(v).unwrap_or(false)
}

fn wrong(at: At, expected: &str, v: &JsValue) -> ApiError {
    ApiError::bad_input(format!("{at} must be {expected}, not {}", kind(v)))
}

thread_local! {
    // Property names as JS strings, made once: most reads are of a handful of keys.
    static KEYS: RefCell<Vec<(&'static str, JsValue)>> = const { RefCell::new(Vec::new()) };
}

/// Reads `obj[key]`, where `obj` is a JS object. `undefined` when missing; a throwing
/// getter or Proxy trap is a `bad-input` refusal.
pub fn get(obj: &JsValue, key: &'static str, at: At) -> ApiResult<JsValue> {
    let got = KEYS.with(|keys| {
        // A getter may call back into the API while we read: never hold a mutable borrow
        // across the read, and never insert while someone reads the cache.
        if let Ok(k) = keys.try_borrow() {
            if let Some((_, name)) = k.iter().find(|(n, _)| *n == key) {
                return Some(Reflect::get(obj, name));
            }
        }
        None
    });
    let got = match got {
        Some(got) => got,
        None => {
            let name = JsValue::from_str(key);
            let got = Reflect::get(obj, &name);
            KEYS.with(|keys| {
                if let Ok(mut k) = keys.try_borrow_mut() {
                    k.push((key, name));
                }
            });
            got
        }
    };
    got.map_err(|_| ApiError::bad_input(format!("reading {} threw an exception", at.key(key))))
}

/// A plain object (not an array, not a function); `None` for `undefined` or `null`.
pub fn opt_object<'v>(v: &'v JsValue, at: At) -> ApiResult<Option<&'v JsValue>> {
    if is_nullish(v) {
        Ok(None)
    } else if v.is_object() && !is_array(v) {
        Ok(Some(v))
    } else {
        Err(wrong(at, "an object", v))
    }
}

/// A plain object that must be there.
pub fn object<'v>(v: &'v JsValue, at: At) -> ApiResult<&'v JsValue> {
    opt_object(v, at)?.ok_or_else(|| wrong(at, "an object", v))
}

/// A string of at most `max_chars` UTF-16 units.
pub fn string(v: &JsValue, at: At, max_chars: u32) -> ApiResult<String> {
    let Some(s) = v.dyn_ref::<JsString>() else {
        return Err(wrong(at, "a string", v));
    };
    let len = s.length();
    if len > max_chars {
        return Err(ApiError::bad_input(format!(
            "{at} is too long ({len} characters, at most {max_chars})"
        )));
    }
    Ok(String::from(s))
}

/// A card code: a short string. A string too long to be any card is `bad-card`, as
/// is any text the card parser refuses (checked by the caller).
pub fn card_text(v: &JsValue, at: At) -> ApiResult<String> {
    const MAX: u32 = 16;
    let Some(s) = v.dyn_ref::<JsString>() else {
        return Err(wrong(at, "a card code (a string)", v));
    };
    if s.length() > MAX {
        let head: String = String::from(s.slice(0, MAX));
        return Err(ApiError::bad_card(format!(
            "{at}: {} is not a card",
            quote(&format!("{head}…"))
        )));
    }
    Ok(String::from(s))
}

/// A number as JS writes it (`1.5`, `NaN`, `1e+21`): formatted by JS, which also keeps
/// Rust's float formatting out of the wasm.
fn number_text(n: f64) -> String {
    js_sys::Number::from(n)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_default()
}

/// A whole number in `min..=max` (no NaN, no infinity, no fraction, no BigInt).
pub fn int(v: &JsValue, at: At, min: i64, max: i64) -> ApiResult<i64> {
    let Some(n) = v.as_f64() else {
        return Err(wrong(at, "a number", v));
    };
    if !n.is_finite() || n.fract() != 0.0 {
        return Err(ApiError::bad_input(format!(
            "{at} must be a whole number, not {}",
            number_text(n)
        )));
    }
    if n < min as f64 || n > max as f64 {
        return Err(ApiError::bad_input(format!(
            "{at} must be between {min} and {max}, not {}",
            number_text(n)
        )));
    }
    Ok(n as i64)
}

/// `obj[key]` as a whole number in `min..=max`, or `default` when absent (or `null`).
pub fn opt_int(
    obj: Option<&JsValue>,
    key: &'static str,
    at: At,
    min: i64,
    max: i64,
    default: i64,
) -> ApiResult<i64> {
    let Some(obj) = obj else { return Ok(default) };
    let v = get(obj, key, at)?;
    if is_nullish(&v) {
        Ok(default)
    } else {
        int(&v, at.key(key), min, max)
    }
}

/// `obj[key]` as a boolean, or `default` when absent (or `null`).
pub fn opt_bool(
    obj: Option<&JsValue>,
    key: &'static str,
    at: At,
    default: bool,
) -> ApiResult<bool> {
    let Some(obj) = obj else { return Ok(default) };
    let v = get(obj, key, at)?;
    if is_nullish(&v) {
        return Ok(default);
    }
    v.as_bool()
        .ok_or_else(|| wrong(at.key(key), "true or false", &v))
}

/// The elements of a JS array of at most `max_len` elements (holes read as `undefined`).
pub fn array(v: &JsValue, at: At, max_len: u32) -> ApiResult<Vec<JsValue>> {
    if !is_array(v) {
        return Err(wrong(at, "an array", v));
    }
    let len = get(v, "length", at)?;
    let len = len.as_f64().unwrap_or(f64::NAN);
    if !(len >= 0.0 && len.fract() == 0.0) {
        return Err(ApiError::bad_input(format!("{at} has no valid length")));
    }
    if len > f64::from(max_len) {
        return Err(ApiError::bad_input(format!(
            "{at} holds {} elements, at most {max_len} are allowed",
            number_text(len)
        )));
    }
    let len = len as u32;
    let mut out = Vec::with_capacity(len as usize);
    for i in 0..len {
        let item = Reflect::get_u32(v, i).map_err(|_| {
            ApiError::bad_input(format!(
                "reading {} threw an exception",
                at.index(i as usize)
            ))
        })?;
        out.push(item);
    }
    Ok(out)
}

/// A game seed: a whole number from 0 to 2^53 − 1, a BigInt from 0 to 2^64 − 1, or a
/// string (`crate::rng::seed_from_text`: `"42"` and `42` give the same game). `None`
/// when absent, so the caller can pick a fresh one.
pub fn seed(v: &JsValue, at: At) -> ApiResult<Option<u64>> {
    const MAX_SAFE: i64 = (1 << 53) - 1;
    if is_nullish(v) {
        return Ok(None);
    }
    if v.as_f64().is_some() {
        return Ok(Some(int(v, at, 0, MAX_SAFE)? as u64));
    }
    if v.is_string() {
        return Ok(Some(crate::rng::seed_from_text(&string(v, at, 256)?)));
    }
    if v.is_bigint() {
        return u64::try_from(v.clone())
            .map(Some)
            .map_err(|_| ApiError::bad_input(format!("{at} must be a BigInt from 0 to 2^64 - 1")));
    }
    Err(wrong(at, "a number or a string", v))
}

/// A card of either game: a short string its parser accepts. `code` names the stable
/// code of a parse error (`bad-card`).
pub fn card<C: std::str::FromStr>(
    v: &JsValue,
    at: At,
    code: impl Fn(&C::Err) -> &'static str,
) -> ApiResult<C>
where
    C::Err: fmt::Display,
{
    card_text(v, at)?
        .parse::<C>()
        .map_err(|e| ApiError::new(code(&e), format!("{at}: {e}")))
}

/// A list of at most `max` cards of either game (see [`card`]).
pub fn cards<C: std::str::FromStr>(
    v: &JsValue,
    at: At,
    max: u32,
    code: impl Fn(&C::Err) -> &'static str + Copy,
) -> ApiResult<Vec<C>>
where
    C::Err: fmt::Display,
{
    array(v, at, max)?
        .iter()
        .enumerate()
        .map(|(i, c)| card(c, at.index(i), code))
        .collect()
}

/// `obj[key]` as a list of at most `max` lists of cards (a setup's hands).
pub fn hands<C: std::str::FromStr>(
    obj: &JsValue,
    at: At,
    max: u32,
    max_cards: u32,
    code: impl Fn(&C::Err) -> &'static str + Copy,
) -> ApiResult<Vec<Vec<C>>>
where
    C::Err: fmt::Display,
{
    let hands_at = at.key("hands");
    array(&get(obj, "hands", at)?, hands_at, max)?
        .iter()
        .enumerate()
        .map(|(i, h)| cards(h, hands_at.index(i), max_cards, code))
        .collect()
}

/// `obj[key]` as a list of at most `max` scores (whole numbers in the `u32` range),
/// empty when absent.
pub fn opt_scores(obj: &JsValue, key: &'static str, at: At, max: u32) -> ApiResult<Vec<u32>> {
    let v = get(obj, key, at)?;
    if is_nullish(&v) {
        return Ok(Vec::new());
    }
    let at = at.key(key);
    array(&v, at, max)?
        .iter()
        .enumerate()
        .map(|(i, s)| Ok(int(s, at.index(i), 0, i64::from(u32::MAX))? as u32))
        .collect()
}
