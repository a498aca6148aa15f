// @ts-check
// The page's build version: a hash of every file of the build, written in by
// scripts/post-build.mjs (as in the service worker). Codes of multi-device play carry
// it, so that a guest on another build is told so in words.
export const BUILD = "__YOTTA_VERSION__";
