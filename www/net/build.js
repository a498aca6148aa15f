// @ts-check
// The page's build version: a hash of every file of the build, written in by
// scripts/post-build.mjs (as in the service worker). Codes of multi-device play carry
// it, so that a guest on another build is told so in words.
export const BUILD = "__YOTTA_VERSION__";

/** The 8 hex digits a code or a join carries for the build `build` ("00000000" for a build without one). */
export function buildTag(/** @type {string} */ build) {
  return /^[0-9a-f]{8}/i.test(build) ? build.slice(0, 8).toLowerCase() : "00000000";
}
