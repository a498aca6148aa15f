// @ts-check
// The messages of multi-device play (./protocol.js has the list): their version and
// size limits, a refusal, parsing one message, a guest's move rebuilt from known
// fields only, and what one seat may be told of a move played.

/**
 * The protocol's version: a message of another version is refused (`other-version`).
 * 2: positions (`at`) and hints.
 */
export const PROTOCOL = 2;
/** The longest message a host reads from a guest, in characters. */
export const MAX_GUEST_MESSAGE = 4096;
/** The longest message a guest reads from a host (views of a long Ётта game included). */
export const MAX_HOST_MESSAGE = 256 * 1024;

/**
 * @typedef {{ ok: false, error: { code: string, message: string } }} Refusal
 * @typedef {"waiting" | "connected" | "disconnected" | "reconnecting" | "computer"} SeatState
 * @typedef {{ kind: "human" | "ai" | "remote", name: string, level?: string }} HostSeat
 */

/**
 * @param {string} code @param {string} message
 * @returns {Refusal}
 */
export function refusal(code, message) {
  return { ok: false, error: { code, message } };
}

/**
 * Parses one message: the JSON object of the current version, or a refusal.
 * @param {unknown} text @param {number} max
 * @returns {{ ok: true, msg: Record<string, any> } | Refusal}
 */
export function parseMessage(text, max) {
  if (typeof text !== "string") return refusal("bad-message", "a message is text");
  if (text.length > max) return refusal("too-large", `a message is at most ${max} characters`);
  let msg;
  try {
    msg = JSON.parse(text);
  } catch {
    return refusal("bad-message", "the message is not JSON");
  }
  if (!msg || typeof msg !== "object" || Array.isArray(msg)) return refusal("bad-message", "a message is an object");
  if (msg.v !== PROTOCOL) return refusal("other-version", "the message comes from another version of Yotta");
  if (typeof msg.t !== "string") return refusal("bad-message", "the message has no type");
  return { ok: true, msg };
}

/**
 * A guest's move, rebuilt from known fields only (nothing else reaches the engine).
 * @param {"iota" | "ottawa"} game @param {unknown} m
 * @returns {{ ok: true, move: any } | Refusal}
 */
export function cleanMove(game, m) {
  if (!m || typeof m !== "object" || Array.isArray(m)) return refusal("bad-move", "a move is an object");
  const o = /** @type {Record<string, any>} */ (m);
  if (game === "ottawa") {
    if (typeof o.card === "string" && o.card.length <= 3) return { ok: true, move: { card: o.card } };
    if (o.draw === true) return { ok: true, move: { draw: true } };
    if (o.pass === true) return { ok: true, move: { pass: true } };
    return refusal("bad-move", "an Оттава move is { card }, { draw: true } or { pass: true }");
  }
  /** @param {unknown} list @returns {any[] | null} */
  const placements = (list) => {
    if (!Array.isArray(list) || list.length > 4) return null;
    const out = [];
    for (const p of list) {
      if (!p || typeof p !== "object" || typeof p.card !== "string" || p.card.length > 3) return null;
      if (!Number.isInteger(p.x) || !Number.isInteger(p.y) || Math.abs(p.x) > 1000 || Math.abs(p.y) > 1000) return null;
      out.push({ card: p.card, x: p.x, y: p.y });
    }
    return out;
  };
  /** @type {Record<string, any>} */
  const move = {};
  if (o.recycle !== undefined) {
    const r = placements(o.recycle);
    if (!r) return refusal("bad-move", "recycle is a list of placements");
    move.recycle = r;
  }
  if (o.place !== undefined) {
    const p = placements(o.place);
    if (!p) return refusal("bad-move", "place is a list of at most 4 placements");
    move.place = p;
  } else if (o.trade !== undefined) {
    if (!Array.isArray(o.trade) || o.trade.length > 4 || o.trade.some((c) => typeof c !== "string" || c.length > 3))
      return refusal("bad-move", "trade is a list of at most 4 cards");
    move.trade = [...o.trade];
  } else if (o.pass === true) {
    move.pass = true;
  } else return refusal("bad-move", "an Ётта move is { place }, { trade } or { pass: true }");
  return { ok: true, move };
}

/**
 * A move played at the host, as the device of `to` may know it: an Ётта trade names
 * no card (the cards traded go back into the pile, seen by nobody; a device is never
 * sent a card out of its sight, not even one it held); everything else in a move is
 * public (the cards it puts on the grid or the pile; Оттава's draw names no card).
 * @param {"iota" | "ottawa"} game @param {{ seat: number | null, move: any }} played @param {number} _to
 */
export function moveFor(game, played, _to) {
  const { move } = played;
  if (game === "iota" && move?.trade) return { ...move, trade: move.trade.map(() => "?") };
  return move;
}
