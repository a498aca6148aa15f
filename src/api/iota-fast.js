// The two hot spots of the Ётта API, done on the JS side of the boundary
// (src/api/iota.rs imports them; wasm-bindgen ships this file with the engine):
//
// - packPlacements reads a list of placements `{ card, x, y }` in one call, where
//   reading it from wasm costs a boundary crossing per field. It accepts only plainly
//   valid input and otherwise returns `undefined`: the caller then reads the value the
//   careful way (src/api/read.rs), which finds and explains what is wrong.
// - playsResult builds the `iotaPlays` result objects from a flat list of numbers
//   written by the engine, where building them from wasm costs a crossing per object.
//
// Card indices are the engine's (src/iota/card.rs): numbered cards
// `(number - 1) * 16 + colour * 4 + shape` with colours R G B Y and shapes C S T X,
// the wild 64. tests/api/iota.rs checks the two tables agree.

/** Card code by index. */
const CODES = [];
for (let n = 1; n <= 4; n++) {
  for (const colour of "RGBY") for (const shape of "CSTX") CODES.push(`${n}${colour}${shape}`);
}
CODES.push("W");

/** Card index by code (canonical codes only). */
const INDEX = new Map(CODES.map((code, i) => [code, i]));

/** A number that is a whole `i32`. */
const isI32 = (v) => typeof v === "number" && (v | 0) === v;

/**
 * `[card, x, y, card, x, y, …]` for an array of at most `max` placements with canonical
 * card codes and whole `i32` coordinates; `undefined` for anything else (and whenever
 * reading throws).
 */
export function packPlacements(list, max) {
  try {
    if (!Array.isArray(list)) return undefined;
    const n = list.length;
    if (!(n <= max)) return undefined;
    const out = new Int32Array(3 * n);
    for (let i = 0, k = 0; i < n; i++, k += 3) {
      const p = list[i];
      if (typeof p !== "object" || p === null || Array.isArray(p)) return undefined;
      const card = INDEX.get(p.card);
      if (card === undefined) return undefined;
      const x = p.x;
      if (!isI32(x)) return undefined;
      const y = p.y;
      if (!isI32(y)) return undefined;
      out[k] = card;
      out[k + 1] = x;
      out[k + 2] = y;
    }
    return out;
  } catch {
    return undefined;
  }
}

/**
 * The `iotaPlays` result from `[count, then per play: cards (1–4), score, then per
 * card: card, x, y]`.
 */
export function playsResult(buf) {
  const count = buf[0];
  const plays = new Array(count);
  for (let i = 0, k = 1; i < count; i++) {
    // Written out per length: array literals are the fastest arrays to make.
    const n = buf[k];
    const score = buf[k + 1];
    const a = { card: CODES[buf[k + 2]], x: buf[k + 3], y: buf[k + 4] };
    let place;
    if (n === 1) {
      place = [a];
    } else {
      const b = { card: CODES[buf[k + 5]], x: buf[k + 6], y: buf[k + 7] };
      if (n === 2) {
        place = [a, b];
      } else {
        const c = { card: CODES[buf[k + 8]], x: buf[k + 9], y: buf[k + 10] };
        place = n === 3 ? [a, b, c] : [a, b, c, { card: CODES[buf[k + 11]], x: buf[k + 12], y: buf[k + 13] }];
      }
    }
    k += 2 + 3 * n;
    plays[i] = { place, score };
  }
  return { ok: true, count, plays };
}

/** The card code of each index, for the test that the tables agree. */
export function cardCodes() {
  return CODES.slice();
}
