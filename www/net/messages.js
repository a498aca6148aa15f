// @ts-check
// The messages of multi-device play (./protocol.js has the list): their version and
// size limits, a refusal, parsing one message, and a move read by the engine as one
// seat may be told it.

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
 * @typedef {{ kind: "human" | "ai" | "remote", name: string, level?: import("../ui/levels.js").Level }} HostSeat
 * @typedef {Record<string, any>} Message a message as parsed: JSON from another device,
 *   untyped on purpose (each field is checked where it is read)
 * @typedef {typeof import("../../yotta_page.js")} EngineApi the engine module (the page's
 *   build; the full one has more)
 * @typedef {import("../../yotta_page.js").IotaMove | import("../../yotta_page.js").OttawaMove} Move
 * @typedef {import("../../yotta_page.js").IotaView | import("../../yotta_page.js").OttawaView} View
 * @typedef {{ ok: true, [field: string]: unknown } | Refusal} Result the engine's answer
 *   to a move or a hint: its fields, or a refusal
 * @typedef {{ view(seat?: number): View | Refusal, play(move: Move): Result, save(): string }} GameHandle
 *   a game as multi-device play uses it: the engine's (IotaGame, OttawaGame)
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
 * @returns {{ ok: true, msg: Message } | Refusal}
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
 * A move that crossed the network, read by the engine (`read`: the game's `moveFor`,
 * www/games.js) as seat `seat` may be told it (without a seat: in full, as `play`
 * takes it), or a refusal: `bad-move` for one that is not a move at all, else the
 * engine's code. Only what the engine wrote goes on; nothing else of the message.
 * @param {(move: unknown, seat?: number) => import("../games.js").MoveTold} read
 * @param {unknown} move @param {number} [seat]
 * @returns {import("../games.js").MoveTold}
 */
export function readMove(read, move, seat) {
  if (!move || typeof move !== "object" || Array.isArray(move)) return refusal("bad-move", "a move is an object");
  const r = read(move, seat);
  if (r.ok || r.error.code !== "bad-input") return r;
  return refusal("bad-move", r.error.message);
}
