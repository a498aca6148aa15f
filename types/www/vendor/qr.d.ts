// www/vendor/qr.js is the npm package `qr`, bundled by scripts/post-build.mjs: its own types.
export { default } from "qr";
