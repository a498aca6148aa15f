// @ts-check
// The setting "Play over the internet" of multi-device play, remembered in
// localStorage. Off by default: the devices find each other on the local network
// only (host ICE candidates), and no server is contacted. On, the browser asks the
// STUN servers of the list for the device's public address (one well-known public
// server by default, editable), and relays through the TURN server if one is given.

const KEY = "yotta.net.v1";
/** The default STUN server: a well-known public one. */
export const DEFAULT_STUN = ["stun:stun.l.google.com:19302"];
/**
 * The default signalling relays of "Invite with one link" (www/net/relay.js): public
 * WebTorrent trackers over secure WebSockets, run by the WebTorrent project and others.
 */
export const DEFAULT_RELAYS = ["wss://tracker.webtorrent.dev", "wss://tracker.openwebtorrent.com", "wss://tracker.files.fm:7073/announce"];

/**
 * @typedef {{ internet: boolean, stun: string[], turn: { url: string, user: string, pass: string },
 *   oneLink: boolean, relays: string[] }} NetSettings   // oneLink: "Invite with one link" over the relays
 */

/** @returns {NetSettings} */
export function defaults() {
  return { internet: false, stun: [...DEFAULT_STUN], turn: { url: "", user: "", pass: "" }, oneLink: false, relays: [...DEFAULT_RELAYS] };
}

/**
 * The settings, made whole (storage may hold anything).
 * @param {any} raw
 * @returns {NetSettings}
 */
export function clean(raw) {
  const d = defaults();
  if (!raw || typeof raw !== "object") return d;
  const urls = (/** @type {any} */ v) =>
    Array.isArray(v) ? v.filter((s) => typeof s === "string" && /^stuns?:\S+$/.test(s.trim())).map((s) => s.trim()).slice(0, 8) : null;
  const str = (/** @type {any} */ v, n = 200) => (typeof v === "string" ? v.trim().slice(0, n) : "");
  const turnUrl = str(raw.turn?.url);
  return {
    internet: raw.internet === true,
    stun: urls(raw.stun) ?? d.stun,
    turn: { url: /^turns?:\S+$/.test(turnUrl) ? turnUrl : "", user: str(raw.turn?.user, 100), pass: str(raw.turn?.pass, 100) },
    oneLink: raw.oneLink === true,
    relays: Array.isArray(raw.relays) ? parseRelayList(raw.relays.filter((x) => typeof x === "string").join(" ")) : d.relays,
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
 * Reads the STUN list as typed in a text box (one per line or comma-separated).
 * @param {string} text
 */
export function parseStunList(text) {
  return text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => /^stuns?:\S+$/.test(s))
    .slice(0, 8);
}

/**
 * Reads a list of signalling relays (one per line, or separated by commas or spaces):
 * ws:// and wss:// URLs only, at most 8.
 * @param {string} text
 */
export function parseRelayList(text) {
  return text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => /^wss?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(s))
    .slice(0, 8);
}
