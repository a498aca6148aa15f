// @ts-check
// Multi-device play, as the page loads it: one module (one bundle in a release,
// scripts/post-build.mjs), fetched only for a game with a seat on another device or
// an invitation link (`loadNet` in www/shell/shell.js), never in the first load. The
// relays' library (www/vendor/trystero-*.js, a strategy per network: ./networks.js) is
// loaded from it only for a game hosted or joined with one link (./relay.js).
export { createHost } from "./host.js";
export { startGuest } from "./guest.js";
export { startRelayGuest } from "./relay-guest.js";
