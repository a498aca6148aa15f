// The gzipped sizes of trystero's signalling strategies as the page would bundle them
// (the esbuild options of scripts/post-build.mjs's www/vendor/: one minified ES module,
// es2020, browser; gzip level 9, as scripts/serve.mjs serves like GitHub Pages):
//
//   node scripts/strategy-sizes.mjs [DIR]
//
// DIR (default: this repository) is where the packages are installed. Only the torrent
// strategy is a dependency of the page today; to measure all three without adding them:
//   mkdir /tmp/s && cd /tmp/s && npm init -y >/dev/null && npm install --ignore-scripts \
//     @trystero-p2p/torrent@0.25.4 @trystero-p2p/nostr@0.25.4 @trystero-p2p/mqtt@0.25.4
//   node scripts/strategy-sizes.mjs /tmp/s
//
// It prints each strategy alone, the sets the page could load as one module, and the
// chunks of two bundlings with code splitting: one module per strategy, and issue 33's
// plan (torrent and Nostr loaded at once, MQTT on need). Writes nothing here.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { buildSync } from "esbuild";

const dir = resolve(process.argv[2] ?? new URL("..", import.meta.url).pathname);
const STRATEGIES = ["torrent", "nostr", "mqtt"];
const installed = STRATEGIES.filter((s) => {
  try {
    readFileSync(join(dir, "node_modules", "@trystero-p2p", s, "package.json"));
    return true;
  } catch {
    return false;
  }
});
const version = (/** @type {string} */ s) =>
  JSON.parse(readFileSync(join(dir, "node_modules", "@trystero-p2p", s, "package.json"), "utf8")).version;

const work = mkdtempSync(join(tmpdir(), "yotta-strategy-sizes-"));
/** An entry module exporting the joinRoom of each strategy of `set`. @param {string} name @param {string[]} set */
const entry = (name, set) => {
  const path = join(work, `${name}.mjs`);
  writeFileSync(path, set.map((s, i) => `export { joinRoom as j${i} } from "@trystero-p2p/${s}";`).join("\n"));
  return path;
};
/** Bundles `entries`; returns each output file's name, bytes minified and gzipped. @param {string[]} entries */
const bundle = (entries, splitting = false) =>
  buildSync({
    entryPoints: entries,
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2020",
    platform: "browser",
    legalComments: "none",
    logLevel: "error",
    nodePaths: [join(dir, "node_modules")],
    write: false,
    outdir: join(work, "out"),
    splitting,
    chunkNames: "shared-[hash]",
  }).outputFiles.map((f) => ({
    file: basename(f.path),
    min: f.contents.length,
    gz: gzipSync(f.contents, { level: 9 }).length,
  }));
const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`.padStart(9);
const row = (/** @type {string} */ what, /** @type {{ min: number, gz: number }} */ s) =>
  console.log(`${what.padEnd(34)} ${kb(s.min)} min ${kb(s.gz)} gzipped`);

try {
  console.log(`trystero strategies in ${dir}: ${installed.map((s) => `${s} ${version(s)}`).join(", ") || "none"}`);
  for (const s of installed) row(s, bundle([entry(s, [s])])[0]);
  for (const set of [["torrent", "nostr"], STRATEGIES]) {
    if (set.every((s) => installed.includes(s))) row(set.join(" + "), bundle([entry(set.join("-"), set)])[0]);
  }
  if (installed.length > 1) {
    console.log("one module per strategy, split:");
    for (const f of bundle(
      installed.map((s) => entry(s, [s])),
      true,
    ))
      row(`  ${f.file}`, f);
  }
  if (STRATEGIES.every((s) => installed.includes(s))) {
    console.log("torrent and Nostr at once, MQTT on need, split:");
    const files = bundle([entry("at-once", ["torrent", "nostr"]), entry("on-need", ["mqtt"])], true);
    for (const f of files) row(`  ${f.file}`, f);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
