// @ts-check
// The signalling networks' relay lists of "Invite with one link" (www/net/relay.js):
// their defaults, the settings' lists (kept with the choice of one link in
// `yotta.net.relay.v1`, ./settings.js), the address's, and the reading of a list.
// Loaded with multi-device play and the settings' lists (./relay-lists-ui.js), not
// with the first screen.
import { RELAY_SETTINGS_KEY } from "./settings.js";

/**
 * The networks named by the address that starts a host (www/shell/address.js), as
 * given: each parameter's text, or null.
 * @typedef {{ torrent: string | null, nostr: string | null, mqtt: string | null, relays: string | null }} NetParams
 */

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
    raw = JSON.parse(localStorage.getItem(RELAY_SETTINGS_KEY) ?? "null");
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
      RELAY_SETTINGS_KEY,
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
 * @param {NetParams} params the address's, as www/shell/address.js hands them on @returns {Nets}
 */
export function addressNets(params) {
  const read = (/** @type {keyof NetParams} */ k) => parseRelayList(params[k] ?? "");
  const nets = {
    torrent: params.torrent !== null ? read("torrent") : read("relays"),
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
