// www/vendor/trystero-mqtt.js: trystero's strategy, npm `@trystero-p2p/mqtt`, with the
// page's tap on its relays' sockets (./socket-tap.mjs). Bundled by scripts/post-build.mjs.
export * from "@trystero-p2p/mqtt";
export { tapSockets } from "./socket-tap.mjs";
