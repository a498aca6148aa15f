// Trunk post_build hook (Trunk.toml): finishes the staged build in $TRUNK_STAGING_DIR.
//
// 1. Removes Trunk's inline loader script from index.html: www/main.js loads the
//    engine itself, so the page runs under a CSP with no inline script.
// 2. Bundles the engine's JS snippets into the glue, yotta.js (see inlineSnippets).
//    Trunk builds the full engine (yotta.js + yotta_bg.wasm: the documented API, and
//    the worker's build); this hook builds the page's, yotta_page.js +
//    yotta_page_bg.wasm (see buildPageEngine).
// 3. Completes the service worker (sw.js, copied from www/ to the root so that its
//    scope is the whole site): the build's version and the list of files to cache.
// 4. Bundles the npm packages the page loads on demand into www/vendor/ (see
//    bundleVendor): never in the first load.
// 5. Bundles the engine's worker (esbuild): www/worker/engine.worker.js becomes one
//    classic script holding the worker and the engine's glue. In release builds, the
//    page is bundled with esbuild's code splitting: www/main.js and the one chunk it
//    imports (preloaded by index.html: no waterfall) hold the first screen (the shell:
//    menu, settings, How to play; the engine's glue), and each part loaded with a
//    dynamic import() when it is opened keeps its path as a module of its own
//    (www/iota/table.js, www/ottawa/table.js, www/review/review.js, www/embed/embed.js,
//    www/net/net.js: multi-device play, and its scanner www/net/scan.js; the lessons,
//    www/lesson/lesson.js with each game's script, www/iota/lesson.js and
//    www/ottawa/lesson.js, and the shell's side, www/shell/lesson-open.js); the code
//    they share with each other is in other chunks of www/chunks/. The modules inside
//    them are not shipped (www/vendor/ stays: loaded on demand).
// 6. Moves the engine's TypeScript declarations (yotta.d.ts, yotta_page.d.ts, written
//    by wasm-bindgen for both builds) out of the site into target/types/: the page is
//    type-checked against them (`make check`: tsc reads the committed copies in types/,
//    and tests/node/types.test.mjs checks that those equal what the build wrote).
// 7. In release builds, writes yotta.html: the whole game in one file that plays when
//    opened from disk (file://): the page code bundled into one inline module (the
//    vendor packages included), the worker's bundled source inline (started from a
//    `blob:` URL), the stylesheet inline, and the full engine's wasm inline as base64
//    (www/worker/client.js reads both; the full engine serves the page there too).
import { readFileSync, writeFileSync, existsSync, readdirSync, rmSync, statSync, mkdirSync } from "node:fs";
import { join, relative, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { execFileSync } from "node:child_process";
import { build, buildSync } from "esbuild";

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error("post-build.mjs runs as a Trunk hook (TRUNK_STAGING_DIR is not set)");
  process.exit(1);
}
const release = process.env.TRUNK_PROFILE === "release";

const indexPath = join(staging, "index.html");
let index = readFileSync(indexPath, "utf8");
// Trunk's loader is the only inline module script; ours all have a src.
index = index.replace(/<script type="module"(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>\s*/g, "");
writeFileSync(indexPath, index);

// The root copies are the ones in use; drop the duplicates that copy-dir made.
for (const f of ["sw.js", "manifest.webmanifest"]) rmSync(join(staging, "www", f), { force: true });
inlineSnippets();
buildPageEngine();
moveDeclarations();
/**
 * Files of www/vendor/ that the service worker does not copy for offline play: MQTT's
 * strategy and what only it needs (npm `mqtt`, about 106 KB gzipped), which a page
 * loads only when the other two networks did not find the table (www/net/relay.js).
 * @type {Set<string>}
 */
const onNeedOnly = new Set();
await bundleVendor();
bundleWorker();
/** The page bundled with its vendor packages inside (the single file's). */
let wholePage = "";
if (release) await bundleModules();
writeServiceWorker();
if (release) writeSingleFile();

/**
 * The engine's JS snippets (snippets/, from `#[wasm_bindgen(module = …)]` in src/api)
 * are bundled into the glue, so that `yotta.js` + `yotta_bg.wasm` stay the only two
 * files someone embedding the engine needs (docs/api.md).
 */
function inlineSnippets() {
  const snippets = join(staging, "snippets");
  if (!existsSync(snippets)) return;
  const glue = join(staging, "yotta.js");
  writeFileSync(glue, bundleGlue(glue, /^\/\/ .*\.stage\/.*\n/gm));
  rmSync(snippets, { recursive: true, force: true });
  index = index.replace(/<link rel="modulepreload" href="\.\/snippets\/[^"]*"[^>]*>\s*/g, "");
  writeFileSync(indexPath, index);
}

/**
 * An engine's wasm-bindgen glue with its snippets bundled in, as one module; `marks`
 * matches the comments esbuild writes to name each bundled file by its build path.
 * @param {string} entry @param {RegExp} marks
 */
function bundleGlue(entry, marks) {
  const { text } = buildSync({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    write: false,
    target: "es2020",
    legalComments: "none",
    logLevel: "error",
  }).outputFiles[0];
  return text.replace(marks, "");
}

/**
 * The page's engine: the crate without its computer players (`--no-default-features`,
 * Cargo.toml: no `hint`, `iotaBestTurn`, `iotaDailyPuzzle`), what a table asks while a
 * person plays, built for size (profile `wasm-page`); the full engine, which Trunk
 * builds, is the worker's (www/worker/). Built the way Trunk builds the other: cargo,
 * then the pinned wasm-bindgen and wasm-opt (node_modules/.bin, scripts/env.sh); the
 * glue's snippets bundled in. Writes yotta_page.js and yotta_page_bg.wasm.
 */
function buildPageEngine() {
  const root = process.env.TRUNK_SOURCE_DIR ?? fileURLToPath(new URL("..", import.meta.url));
  const target = process.env.CARGO_TARGET_DIR ?? join(root, "target");
  const profile = release ? "wasm-page" : "dev";
  const run = (/** @type {string} */ cmd, /** @type {string[]} */ args) =>
    execFileSync(cmd, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  run("cargo", [
    "build",
    "--lib",
    "--locked",
    "--target",
    "wasm32-unknown-unknown",
    "--no-default-features",
    "--profile",
    profile,
    "--target-dir",
    target,
  ]);
  const out = join(target, "page-engine");
  rmSync(out, { recursive: true, force: true });
  const wasm = join(target, "wasm32-unknown-unknown", profile === "dev" ? "debug" : profile, "yotta.wasm");
  run("wasm-bindgen", ["--target", "web", "--out-dir", out, "--out-name", "yotta_page", wasm]);
  writeFileSync(join(staging, "yotta_page.d.ts"), readFileSync(join(out, "yotta_page.d.ts")));
  const bg = join(out, "yotta_page_bg.wasm");
  // `--converge` runs the passes again while the module still shrinks, and the two
  // custom sections only tools read go: 525 bytes less gzipped (112 458 → 111 933 with `gzip -9`) for
  // 4 s more of build, room under the page's 110 KB budget (BENCHMARKS.md).
  const opt = ["-Os", "--converge", "--strip-producers", "--strip-target-features"];
  if (release) run("wasm-opt", [...opt, bg, "-o", join(staging, "yotta_page_bg.wasm")]);
  else writeFileSync(join(staging, "yotta_page_bg.wasm"), readFileSync(bg));
  writeFileSync(join(staging, "yotta_page.js"), bundleGlue(join(out, "yotta_page.js"), /^\/\/ .*page-engine\/.*\n/gm));
}

/**
 * The bundled text of the module `entry` (a path in the staging folder): an ES module,
 * or a classic script (`iife`: what a worker started from a `blob:` URL in a page
 * opened from disk can run). Imports matching `external` stay imports.
 * @param {string} entry @param {"esm" | "iife"} format @param {boolean} minify @param {string[]} external
 */
function bundle(entry, format = "esm", minify = true, external = []) {
  return buildSync(bundleOptions(entry, format, minify, external)).outputFiles[0].text;
}

/**
 * esbuild's options for `bundle` (and for the single file's page, which adds a plugin).
 * @param {string} entry @param {"esm" | "iife"} format @param {boolean} minify @param {string[]} external
 * @returns {import("esbuild").BuildOptions & { write: false }}
 */
function bundleOptions(entry, format = "esm", minify = true, external = []) {
  return {
    entryPoints: [join(staging, entry)],
    bundle: true,
    format,
    minify,
    external,
    write: false,
    target: "es2020",
    // Text as UTF-8 (every page, module and worker script is read as UTF-8), not escaped
    // to ASCII: a Cyrillic letter is 2 bytes, not 6 (\u0431): the single file's page
    // code went from 373 KB to 299 KB with it.
    charset: "utf8",
    legalComments: "none",
    logLevel: "error",
  };
}

/**
 * The engine's worker, www/worker/engine.worker.js, is shipped as one classic script
 * (the worker's code and the engine's glue), in every build: the page starts it as a
 * classic worker, which every browser runs, from a file or a `blob:` URL alike.
 */
function bundleWorker() {
  const path = join(staging, "www", "worker", "engine.worker.js");
  writeFileSync(path, bundle("www/worker/engine.worker.js", "iife", release));
}

/**
 * Release builds load the page's code from www/main.js (the first screen, an ES
 * module), the parts it imports when they are opened (www/iota/table.js,
 * www/ottawa/table.js, www/review/review.js, www/embed/embed.js, www/net/net.js,
 * www/train/train.js), the
 * chunks of www/chunks/ (esbuild's code splitting: the code these share) and
 * www/worker/engine.worker.js (the engine's worker), besides the vendor packages of
 * www/vendor/, which multi-device play imports from there on demand. The other
 * modules of www/ are inside these bundles and nothing loads them alone, so they are
 * not shipped (nor cached by the service worker).
 */
async function bundleModules() {
  const www = join(staging, "www");
  const first = firstScreenModules();
  const built = await build({
    // Each part loaded on demand is an entry point too, so that it keeps its own path
    // (www/iota/table.js…: readable, and stable for tests); only the code they share
    // goes into hashed chunks.
    entryPoints: [
      "main.js",
      "net/net.js",
      "net/scan.js",
      "iota/table.js",
      "ottawa/table.js",
      "review/review.js",
      "embed/embed.js",
      "lesson/lesson.js",
      "shell/lesson-open.js",
      "iota/lesson.js",
      "ottawa/lesson.js",
      "train/train.js",
    ].map((f) => join(www, f)),
    plugins: [oneFirstChunk(first)],
    outbase: www,
    outdir: www,
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    chunkNames: "chunks/[name]-[hash]",
    external: ["../vendor/*"],
    metafile: true,
    absWorkingDir: staging,
    write: false,
    target: "es2020",
    charset: "utf8",
    legalComments: "none",
    logLevel: "error",
  });
  // The single file holds the whole page in one module (no splitting: the dynamic
  // imports are inside it). There the full engine serves the page too
  // (www/worker/client.js, startEngine), so the page engine's glue, yotta_page.js, is
  // read as the full engine's, yotta.js: the two export the same names, and one glue
  // instead of two keeps about 10 KB out of the file.
  const onePageGlue = {
    name: "one-glue",
    setup(/** @type {import("esbuild").PluginBuild} */ b) {
      b.onResolve({ filter: /(^|\/)yotta_page\.js$/ }, () => ({ path: join(staging, "yotta.js") }));
      // Multi-device play is not in the single file (www/shell/play.js loads it by its
      // address), nor, then, the settings' relay lists of one link (www/net/relay-lists-ui.js).
      b.onResolve({ filter: /(^|\/)relay-lists-ui\.js$/ }, () => ({ path: "relay-lists-ui", namespace: "left-out" }));
      b.onLoad({ filter: /.*/, namespace: "left-out" }, () => ({
        contents: "export const relayLists = () => [];",
        loader: "js",
      }));
    },
  };
  // Nor does it carry the statistics (www/stats/: about 31 KB, where the file had 6 KB of
  // room under its 600 KB): their modules are read as an empty one, which the shell takes
  // for statistics that could not be loaded (no menu button, no `state().stats`).
  const noStats = {
    name: "no-stats",
    setup(/** @type {import("esbuild").PluginBuild} */ b) {
      b.onResolve({ filter: /(^|\/)stats\/(stats|panel)\.js$/ }, () => ({ path: "none", namespace: "no-stats" }));
      b.onLoad({ filter: /.*/, namespace: "no-stats" }, () => ({ contents: "export {};", loader: "js" }));
    },
  };
  wholePage = (await build({ ...bundleOptions("www/main.js"), plugins: [onePageGlue, noStats] })).outputFiles[0].text;
  // The first screen's code is all in main.js and one chunk: two requests, not a dozen.
  const firstChunks =
    built.metafile.outputs["www/main.js"]?.imports.filter((i) => i.kind === "import-statement" && !i.external) ?? [];
  if (firstChunks.length > 1)
    throw new Error(`post-build: the first screen is in ${firstChunks.length + 1} files, not 2`);
  /** @type {Map<string, string>} the site's path of each output → its text */
  const outputs = new Map();
  for (const f of built.outputFiles) {
    const path = relative(staging, f.path).split("\\").join("/");
    // The page's modules sit one folder below www/ and import `../vendor/x.js`; an
    // output elsewhere (www/main.js) reaches the same file by another path.
    const up = relative(dirname(f.path), join(www, "vendor")).split("\\").join("/");
    outputs.set(path, f.text.replace(/(["'`])\.\.\/vendor\//g, `$1${up.startsWith(".") ? up : `./${up}`}/`));
  }
  const kept = [...outputs.keys(), "www/worker/engine.worker.js"];
  for (const f of siteFiles(www)) {
    if (f.endsWith(".js") && !f.startsWith("www/vendor/") && !kept.includes(f)) rmSync(join(staging, f));
  }
  for (const name of readdirSync(www)) {
    const dir = join(www, name);
    if (statSync(dir).isDirectory() && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
  }
  for (const [path, text] of outputs) {
    mkdirSync(dirname(join(staging, path)), { recursive: true });
    writeFileSync(join(staging, path), text);
  }
  // The chunks www/main.js imports statically are fetched with it, not after it.
  const meta = built.metafile.outputs["www/main.js"];
  if (!meta) throw new Error("post-build: esbuild's metafile does not list www/main.js");
  const preloads = meta.imports
    .filter((i) => i.kind === "import-statement" && !i.external)
    .map((i) => `<link rel="modulepreload" href="${i.path}">`);
  index = index.replace(/(<script type="module" src="[^"]*main\.js"><\/script>)/, (m) => [m, ...preloads].join("\n  "));
  // The page no longer imports the glue: preloading it would fetch it for nothing. The
  // wasm is fetched once the page's module runs (www/worker/client.js): preloaded, it
  // would share a slow network with that module and delay the first screen.
  index = index.replace(/<link rel="modulepreload" href="\.\/yotta\.js"[^>]*>\s*/g, "");
  index = index.replace(/<link rel="preload" href="\.\/yotta_bg\.wasm"[^>]*>\s*/g, "");
  writeFileSync(indexPath, index);
}

/**
 * The page's modules www/main.js imports statically (the first screen's code, the
 * entry itself excluded), as absolute paths.
 * @returns {string[]}
 */
function firstScreenModules() {
  const meta = buildSync({
    entryPoints: [join(staging, "www", "main.js")],
    bundle: true,
    format: "esm",
    write: false,
    metafile: true,
    external: ["../vendor/*"],
    absWorkingDir: staging,
    logLevel: "error",
  }).metafile;
  const seen = new Set(["www/main.js"]);
  const todo = ["www/main.js"];
  while (todo.length) {
    for (const i of meta.inputs[/** @type {string} */ (todo.pop())]?.imports ?? []) {
      if (i.kind === "import-statement" && !i.external && !seen.has(i.path)) {
        seen.add(i.path);
        todo.push(i.path);
      }
    }
  }
  seen.delete("www/main.js");
  return [...seen].map((p) => join(staging, p));
}

/**
 * An esbuild plugin for the split build: every other module of the page imports the
 * first screen's modules too (it runs after them anyway: main.js has loaded them), so
 * that code splitting puts all of them in one chunk instead of a chunk for each
 * combination of parts that share them (a dozen small files to fetch before the first
 * screen shows).
 * @param {string[]} first absolute paths (firstScreenModules)
 * @returns {import("esbuild").Plugin}
 */
function oneFirstChunk(first) {
  const inFirst = new Set(first);
  const main = join(staging, "www", "main.js");
  return {
    name: "one-first-chunk",
    setup(b) {
      b.onLoad({ filter: /\.js$/ }, (args) => {
        // The full engine's glue too (www/worker/client.js imports it on demand): else
        // esbuild's helpers that it shares with the first screen get a chunk of their own.
        const page = args.path.startsWith(`${join(staging, "www")}/`) || args.path === join(staging, "yotta.js");
        if (inFirst.has(args.path) || args.path === main || !page) return undefined;
        const source = readFileSync(args.path, "utf8");
        return {
          contents: `${source}\n${first.map((p) => `import ${JSON.stringify(p)};`).join("\n")}\n`,
          loader: "js",
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

/**
 * The npm packages of the page, each bundled by esbuild into one minified module of
 * www/vendor/ (the page's own modules import them by that path, and only with a
 * dynamic import() where they are needed):
 * - `qr` (encoder, about 5 KB gzipped): the QR codes of invitations and replies
 *   (www/net/qr.js, loaded when a game has a seat on another device);
 * - `qr/decode.js` (decoder): the page's scanner where the browser has no
 *   BarcodeDetector (www/net/scan.js, loaded when the scanner opens);
 * - trystero's three strategies (see bundleTrystero).
 */
async function bundleVendor() {
  const vendor = [
    ["qr", "qr.js"],
    ["qr/decode.js", "qr-decode.js"],
  ];
  for (const [spec, file] of vendor) {
    const pkg = vendorPackage(spec);
    if (!pkg) continue;
    buildSync({
      entryPoints: [fileURLToPath(import.meta.resolve(spec))],
      bundle: true,
      format: "esm",
      minify: true,
      outfile: join(staging, "www", "vendor", file),
      target: "es2020",
      legalComments: "none",
      banner: { js: licence(pkg) },
      logLevel: "error",
    });
  }
  await bundleTrystero();
}

/**
 * The package.json of the npm package of `spec`, or null (said) when it is not installed.
 * @param {string} spec
 */
function vendorPackage(spec) {
  const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0];
  const pkgPath = new URL(`../node_modules/${name}/package.json`, import.meta.url);
  if (!existsSync(pkgPath)) {
    // tests/node/site.test.mjs fails on such a build; `make` runs `npm ci` first.
    console.error(`post-build: npm package ${spec} is missing (run \`npm ci\`): not bundled into www/vendor/`);
    return null;
  }
  return JSON.parse(readFileSync(pkgPath, "utf8"));
}

/** A bundle's first line: the package, its version, its licence and its author. @param {any} pkg */
function licence(pkg) {
  return `/* ${pkg.name} ${pkg.version}, licence ${pkg.license}, by ${String(pkg.author?.name ?? pkg.author).replace(/\s*[(<].*$/, "")} */`;
}

/**
 * "Invite with one link" (www/net/relay.js): trystero's three strategies,
 * `@trystero-p2p/torrent` (WebTorrent trackers), `/nostr` (Nostr relays) and `/mqtt`
 * (MQTT brokers, with npm `mqtt`), each an entry of one split build
 * (scripts/vendor/trystero-*.mjs) into www/vendor/trystero-<network>.js, so that the
 * library's core, `@trystero-p2p/core`, is one shared chunk (www/vendor/trystero-*.js
 * beside them): one module instance, hence one peer id for the device on all three
 * networks, and its code downloaded once. Each socket the strategies open is
 * scripts/vendor/socket-tap.mjs's (esbuild's `inject`), which lets the page count what
 * it sends; MQTT's client keeps its connections with the page's timers
 * (scripts/vendor/mqtt-native-timers.mjs). MQTT's entry and the chunks only it imports
 * are listed in onNeedOnly.
 */
async function bundleTrystero() {
  const nets = ["torrent", "nostr", "mqtt"].filter((n) => vendorPackage(`@trystero-p2p/${n}`));
  if (!nets.length) return;
  const here = fileURLToPath(new URL("vendor/", import.meta.url));
  const out = join(staging, "www", "vendor");
  const built = await build({
    entryPoints: nets.map((n) => join(here, `trystero-${n}.mjs`)),
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    outdir: out,
    entryNames: "[name]",
    chunkNames: "trystero-[hash]",
    inject: [join(here, "socket-tap.mjs")],
    plugins: [
      {
        // The MQTT strategy's client, with the page's own timers (scripts/vendor/mqtt-native-timers.mjs).
        name: "mqtt-native-timers",
        setup(b) {
          b.onResolve({ filter: /^mqtt$/ }, (args) =>
            args.importer.includes("@trystero-p2p") ? { path: join(here, "mqtt-native-timers.mjs") } : undefined,
          );
        },
      },
    ],
    target: "es2020",
    legalComments: "none",
    metafile: true,
    banner: { js: licence(vendorPackage("@trystero-p2p/core") ?? vendorPackage(`@trystero-p2p/${nets[0]}`)) },
    logLevel: "error",
  });
  /** @type {Record<string, Set<string>>} each output → every file it loads, itself included */
  const reach = {};
  const outputs = built.metafile.outputs;
  const walk = (/** @type {string} */ f, /** @type {Set<string>} */ seen) => {
    if (seen.has(f)) return seen;
    seen.add(f);
    for (const i of outputs[f]?.imports ?? []) if (!i.external) walk(i.path, seen);
    return seen;
  };
  const site = (/** @type {string} */ f) => relative(staging, join(process.cwd(), f)).split("\\").join("/");
  const entries = Object.keys(outputs).filter((f) => outputs[f].entryPoint);
  for (const f of entries) reach[f] = walk(f, new Set());
  const mqtt = entries.find((f) => f.endsWith("trystero-mqtt.js"));
  if (!mqtt) return;
  const others = new Set(entries.filter((f) => f !== mqtt).flatMap((f) => [...reach[f]]));
  for (const f of reach[mqtt]) if (!others.has(f)) onNeedOnly.add(site(f));
}

/** Every file of the site, relative to the root, sorted. */
function siteFiles(dir = staging) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...siteFiles(path));
    else out.push(relative(staging, path).split("\\").join("/"));
  }
  return out.sort();
}

/**
 * The declarations of both builds of the engine, out of the site (no one downloads them)
 * into target/types/, where tests/node/types.test.mjs compares them with types/.
 */
function moveDeclarations() {
  const root = process.env.TRUNK_SOURCE_DIR ?? fileURLToPath(new URL("..", import.meta.url));
  const out = join(process.env.CARGO_TARGET_DIR ?? join(root, "target"), "types");
  mkdirSync(out, { recursive: true });
  for (const name of ["yotta.d.ts", "yotta_page.d.ts", "yotta_bg.wasm.d.ts"]) {
    const path = join(staging, name);
    if (!existsSync(path)) continue;
    if (name !== "yotta_bg.wasm.d.ts") writeFileSync(join(out, name), readFileSync(path));
    rmSync(path);
  }
}

function writeServiceWorker() {
  const swPath = join(staging, "sw.js");
  if (!existsSync(swPath)) return;
  // yotta.html is the download-and-open-from-disk build, not part of the site.
  const files = siteFiles().filter((f) => f !== "sw.js" && f !== "yotta.html");
  const cached = files.filter((f) => !onNeedOnly.has(f));
  const hash = createHash("sha256");
  for (const f of files) hash.update(f).update(readFileSync(join(staging, f)));
  const version = hash.digest("hex").slice(0, 12);
  // Multi-device play knows the build too (its codes carry it, www/net/build.js; in a
  // release, inside whichever bundle or chunk holds that module).
  for (const f of files.filter((x) => x.startsWith("www/") && x.endsWith(".js") && !x.startsWith("www/vendor/"))) {
    const path = join(staging, f);
    const text = readFileSync(path, "utf8");
    if (text.includes("__YOTTA_VERSION__")) writeFileSync(path, text.replaceAll("__YOTTA_VERSION__", version));
  }
  const sw = readFileSync(swPath, "utf8")
    .replace("__YOTTA_VERSION__", version)
    .replace("/* __YOTTA_FILES__ */ []", JSON.stringify(["./", ...cached]));
  writeFileSync(swPath, sw);
}

function writeSingleFile() {
  const worker = readFileSync(join(staging, "www", "worker", "engine.worker.js"), "utf8");
  // Gzipped, the wasm is about 40 % of its size; the page inflates it with the
  // browser's DecompressionStream (www/worker/client.js, compileWasm).
  // The full engine only: it serves the page too (www/worker/client.js). The page's
  // engine exists to be a smaller download, and a file opened from disk downloads
  // nothing; with both wasm files the single file would be about 140 KB larger.
  const wasm = gzipSync(readFileSync(join(staging, "yotta_bg.wasm")), { level: 9 }).toString("base64");
  const cssPath = join(staging, "www", "style.css");
  const css = existsSync(cssPath) ? readFileSync(cssPath, "utf8") : "";
  const iconPath = join(staging, "www", "icons", "icon.svg");
  const icon = existsSync(iconPath) ? `data:image/svg+xml;base64,${readFileSync(iconPath).toString("base64")}` : "";

  let html = index
    // Everything is inline: no file or network request from this page.
    .replace(/<link rel="(?:modulepreload|preload)"[^>]*>\s*/g, "")
    .replace(/<link rel="manifest"[^>]*>\s*/g, "")
    .replace(/<script type="module" src="[^"]*"><\/script>\s*/g, "")
    .replace(/<link rel="stylesheet" href="www\/style\.css">/, () => `<style>${css}</style>`)
    .replace(/<link rel="icon"[^>]*>/, () => (icon ? `<link rel="icon" href="${icon}">` : ""))
    .replace(
      /<meta http-equiv="Content-Security-Policy" content="[^"]*">/,
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline' 'wasm-unsafe-eval'; worker-src blob:; style-src 'unsafe-inline'; img-src data: blob:; base-uri 'none'; form-action 'none'">`,
    );
  const noClose = (/** @type {string} */ text) => text.replace(/<\/script/gi, "<\\/script");
  const scripts =
    `<script>globalThis.YOTTA_WASM_GZ_BASE64=${JSON.stringify(wasm)};globalThis.YOTTA_SINGLE_FILE=true;` +
    `globalThis.YOTTA_WORKER_SOURCE=${noClose(JSON.stringify(worker))};</script>\n` +
    `<script type="module">${noClose(wholePage)}</script>\n`;
  html = html.replace(/<\/body>/, () => `${scripts}</body>`);
  writeFileSync(join(staging, "yotta.html"), html);
}
