// www/vendor/trystero-torrent.js is the npm package `@trystero-p2p/torrent`, bundled by
// scripts/post-build.mjs with the page's tap on its relays' sockets
// (scripts/vendor/socket-tap.mjs): its own types, and the tap's.
export * from "@trystero-p2p/torrent";
export { tapSockets } from "../../../scripts/vendor/socket-tap.mjs";
