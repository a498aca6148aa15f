// @ts-check
// The signalling networks of "Invite with one link" (./relay.js), each a small
// adapter of one of trystero's strategies: a new network is one more file like these
// and its line below (and its relays' defaults in ./settings.js). The page itself
// never speaks a relay's protocol: the strategy does; an adapter says only where its
// code is, whether it starts at once, and what the frames this device sends are.
import { torrent } from "./network-torrent.js";
import { nostr } from "./network-nostr.js";
import { mqtt } from "./network-mqtt.js";

/**
 * @typedef {{
 *   joinRoom: import("@trystero-p2p/core").JoinRoom,
 *   getRelaySockets: () => Record<string, unknown>,
 *   selfId: string,
 *   tapSockets: (f: (url: string, data: unknown, state?: "open" | "closed") => void) => () => void,
 * }} Strategy
 *   a vendored strategy (www/vendor/trystero-*.js), as the page uses it: the three
 *   have this surface
 * @typedef {{
 *   id: import("./relay-settings.js").NetId,
 *   defaults: string[],             // the relays a link implies when it names none
 *   eager: boolean,                 // started with the room; else only on need (./relay.js)
 *   load: () => Promise<Strategy>,  // the strategy's code, loaded on first use
 *   sent: (data: unknown) => { announce: boolean, offer: boolean },
 * }} Network
 *   `sent`: what a frame this device sent one of its relays is: an announcement of the
 *   room, and whether it offers a connection (counted in `state().net.announces`).
 */

/** The networks, in the order they are listed. @type {Network[]} */
export const NETWORKS = [torrent, nostr, mqtt];
