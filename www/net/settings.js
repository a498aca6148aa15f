// @ts-check
// The setting "Play over the internet" of multi-device play, remembered in
// localStorage (`yotta.net.v1`). Off by default: the devices find each other on the
// local network only (host ICE candidates), and no server is contacted. On, the
// browser asks the STUN servers of the list for the device's public address (one
// well-known public server by default, editable), and relays through the TURN server
// if one is given. `relayOnly` ("Always relay through my TURN server") makes every
// connection go through that TURN server (`iceTransportPolicy: "relay"`): the other
// players' devices then never learn this device's addresses, only the server's.
//
// The stored shape is `{ internet, stun, turn: { url, user, pass }, relayOnly }`.
// What earlier pages stored is read too (`clean` migrates it): the same shape without
// `relayOnly`, a STUN list written as one text, or the TURN server's fields side by
// side (`turnUrl`/`turnUser`/`turnPass`, a `turn` given as its address alone).

const KEY = "yotta.net.v1";
const RELAY_KEY = "yotta.net.relay.v1";
const STUN = /^stuns?:\S+$/;
const TURN = /^turns?:\S+$/;
/** The default STUN server: a well-known public one. */
export const DEFAULT_STUN = ["stun:stun.l.google.com:19302"];
/**
 * @typedef {{ internet: boolean, stun: string[], turn: { url: string, user: string, pass: string }, relayOnly: boolean }} NetSettings
 */

/** @returns {NetSettings} */
export function defaults() {
  return { internet: false, stun: [...DEFAULT_STUN], turn: { url: "", user: "", pass: "" }, relayOnly: false };
}

/**
 * The settings, made whole (storage may hold anything, an older page's shape too).
 * @param {unknown} stored
 * @returns {NetSettings}
 */
export function clean(stored) {
  const d = defaults();
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return d;
  const raw = /** @type {Record<string, unknown> & { turn?: Record<string, unknown> }} */ (stored);
  const str = (/** @type {unknown} */ v, n = 200) => (typeof v === "string" ? v.trim().slice(0, n) : "");
  const stun = Array.isArray(raw.stun)
    ? raw.stun
        .filter((/** @type {unknown} */ s) => typeof s === "string" && STUN.test(s.trim()))
        .map((/** @type {string} */ s) => s.trim())
        .slice(0, 8)
    : typeof raw.stun === "string"
      ? parseStunList(raw.stun)
      : d.stun;
  const t =
    raw.turn && typeof raw.turn === "object"
      ? raw.turn
      : { url: raw.turn, user: raw.turnUser, pass: raw.turnPass ?? raw.turnPassword };
  const turnUrl = str(t.url ?? raw.turnUrl);
  return {
    internet: raw.internet === true,
    stun,
    turn: {
      url: TURN.test(turnUrl) ? turnUrl : "",
      user: str(t.user ?? t.username, 100),
      pass: str(t.pass ?? t.credential, 100),
    },
    relayOnly: raw.relayOnly === true,
  };
}

/** @returns {NetSettings} */
export function loadNetSettings() {
  try {
    return clean(JSON.parse(localStorage.getItem(KEY) ?? "null"));
  } catch {
    return defaults();
  }
}

/** @param {NetSettings} s */
export function saveNetSettings(s) {
  try {
    localStorage.setItem(KEY, JSON.stringify(clean(s)));
  } catch {
    /* storage full or forbidden: the setting lasts for this page only */
  }
}

/**
 * The ICE servers for a connection: none on the local network.
 * @param {NetSettings} s
 * @returns {RTCIceServer[]}
 */
export function iceServers(s) {
  if (!s.internet) return [];
  /** @type {RTCIceServer[]} */
  const out = [];
  if (s.stun.length) out.push({ urls: s.stun });
  if (s.turn.url) out.push({ urls: s.turn.url, username: s.turn.user, credential: s.turn.pass });
  return out;
}

/**
 * Whether connections go through the TURN server only: asked for (`relayOnly`, with
 * "Play over the internet" on) and a TURN server given. Without a server, relay-only
 * cannot connect at all: the page says so (`relayProblem`) instead.
 * @param {NetSettings} s
 */
export function relayOnly(s) {
  return s.internet && s.relayOnly && s.turn.url !== "";
}

/**
 * Why the settings cannot work as asked, or "": relay-only asked for without a TURN
 * server (`relay-no-turn`, the reason of `netError_relay-no-turn`).
 * @param {NetSettings} s
 */
export function relayProblem(s) {
  return s.internet && s.relayOnly && !s.turn.url ? "relay-no-turn" : "";
}

/**
 * The configuration of a new RTCPeerConnection for these settings.
 * @param {NetSettings} s
 * @returns {RTCConfiguration}
 */
export function rtcConfig(s) {
  /** @type {RTCConfiguration} */
  const c = { iceServers: iceServers(s) };
  if (relayOnly(s)) c.iceTransportPolicy = "relay";
  return c;
}

/**
 * Reads the STUN list as typed in a text box (one per line or comma-separated).
 * @param {string} text
 */
export function parseStunList(text) {
  return text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => STUN.test(s))
    .slice(0, 8);
}

/**
 * Whether "Invite with one link" (www/net/relay.js) is chosen, kept beside the settings
 * above in `yotta.net.relay.v1` with the networks' relay lists (./relay-settings.js,
 * loaded with multi-device play, not with the first screen).
 */
export function loadOneLink() {
  try {
    return JSON.parse(localStorage.getItem(RELAY_KEY) ?? "null")?.oneLink === true;
  } catch {
    return false;
  }
}

/** Keeps the choice of one link, and the relay lists as they are. @param {boolean} on */
export function saveOneLink(on) {
  try {
    const raw = JSON.parse(localStorage.getItem(RELAY_KEY) ?? "null");
    localStorage.setItem(RELAY_KEY, JSON.stringify({ ...(raw && typeof raw === "object" ? raw : {}), oneLink: on }));
  } catch {
    /* storage full or forbidden: for this page only */
  }
}

/** Where the relay settings are kept (./relay-settings.js). */
export const RELAY_SETTINGS_KEY = RELAY_KEY;
