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
 * The default signalling relays of "Invite with one link" (www/net/relay.js), a list
 * per network (www/net/networks.js), over secure WebSockets: WebTorrent trackers run
 * by the WebTorrent project and others; Nostr relays and MQTT brokers of trystero
 * 0.25's own default lists (its strategies' `defaultRelayUrls`), the ones that run
 * general-purpose public services. A link names a network's relays only where they
 * differ from these (www/net/lobby.js).
 */
export const DEFAULT_RELAYS = [
  "wss://tracker.webtorrent.dev",
  "wss://tracker.openwebtorrent.com",
  "wss://tracker.files.fm:7073/announce",
];
/** @see DEFAULT_RELAYS */
export const DEFAULT_NOSTR = [
  "wss://nos.lol",
  "wss://relay.mostr.pub",
  "wss://purplerelay.com",
  "wss://nostr.data.haus",
  "wss://relay.agorist.space",
];
/** @see DEFAULT_RELAYS */
export const DEFAULT_MQTT = [
  "wss://broker.emqx.io:8084/mqtt",
  "wss://test.mosquitto.org:8081/mqtt",
  "wss://broker.hivemq.com:8884/mqtt",
];

/**
 * The relays of each network of one link (an empty list: the network is not used).
 * @typedef {{ torrent: string[], nostr: string[], mqtt: string[] }} Nets
 * @typedef {keyof Nets} NetId
 */
/** The networks, in the order they are tried and listed. @type {NetId[]} */
export const NET_IDS = ["torrent", "nostr", "mqtt"];
/** @returns {Nets} */
export const defaultNets = () => ({ torrent: [...DEFAULT_RELAYS], nostr: [...DEFAULT_NOSTR], mqtt: [...DEFAULT_MQTT] });

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
 * "Invite with one link" (www/net/relay.js), kept beside the settings above in
 * `yotta.net.relay.v1`: `{ oneLink, relays, nostr, mqtt }` (on only with "Play over
 * the internet"): `relays` the WebTorrent trackers (the name of the days when they
 * were the only network), `nostr` and `mqtt` the other two networks' lists; a list
 * missing (a page of before) is the defaults.
 * @typedef {{ oneLink: boolean, relays: string[], nostr: string[], mqtt: string[] }} RelaySettings
 * @returns {RelaySettings}
 */
export function loadRelaySettings() {
  /** @type {Record<string, unknown> | null} */
  let raw = null;
  try {
    raw = JSON.parse(localStorage.getItem(RELAY_KEY) ?? "null");
  } catch {
    /* nothing kept, or not ours: the defaults */
  }
  const d = defaultNets();
  const list = (/** @type {unknown} */ v, /** @type {string[]} */ dflt) =>
    Array.isArray(v) ? parseRelayList(v.filter((x) => typeof x === "string").join(" ")) : dflt;
  return {
    oneLink: raw?.oneLink === true,
    relays: list(raw?.relays, d.torrent),
    nostr: list(raw?.nostr, d.nostr),
    mqtt: list(raw?.mqtt, d.mqtt),
  };
}

/** @param {RelaySettings} r */
export function saveRelaySettings(r) {
  const list = (/** @type {string[]} */ l) => parseRelayList(l.join(" "));
  try {
    localStorage.setItem(
      RELAY_KEY,
      JSON.stringify({ oneLink: r.oneLink === true, relays: list(r.relays), nostr: list(r.nostr), mqtt: list(r.mqtt) }),
    );
  } catch {
    /* storage full or forbidden: for this page only */
  }
}

/** The settings' lists as the networks of a link. @param {RelaySettings} r @returns {Nets} */
export const settingsNets = (r) => ({ torrent: r.relays, nostr: r.nostr, mqtt: r.mqtt });

/**
 * The networks of a host started by the address (`?net=relay`, www/shell/address.js):
 * `&torrent=URL,URL&nostr=URL&mqtt=URL`, exactly those (a network left out is not
 * used; `&relays=` is the WebTorrent trackers', as before there were three); none
 * named, the settings' lists.
 * @param {URLSearchParams} params @returns {Nets}
 */
export function addressNets(params) {
  const read = (/** @type {string} */ k) => parseRelayList(params.get(k) ?? "");
  const nets = {
    torrent: params.has("torrent") ? read("torrent") : read("relays"),
    nostr: read("nostr"),
    mqtt: read("mqtt"),
  };
  return NET_IDS.some((id) => nets[id].length) ? nets : settingsNets(loadRelaySettings());
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
