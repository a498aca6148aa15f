// www/vendor/trystero-torrent.js is the npm package `@trystero-p2p/torrent`, bundled by
// scripts/post-build.mjs: its own types.
export * from "@trystero-p2p/torrent";
