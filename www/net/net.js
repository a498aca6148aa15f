// @ts-check
// Multi-device play, as the page loads it: one module (one bundle in a release,
// scripts/post-build.mjs), fetched only for a game with a seat on another device or
// an invitation link (`loadNet` in www/shell/shell.js), never in the first load.
export { createHost } from "./host.js";
export { startGuest } from "./guest.js";
