// www/vendor/trystero-nostr.js: trystero's strategy, npm `@trystero-p2p/nostr`, with the
// page's tap on its relays' sockets (./socket-tap.mjs). Bundled by scripts/post-build.mjs.
export * from "@trystero-p2p/nostr";
export { tapSockets } from "./socket-tap.mjs";
