// Docs that stay true (issue 31): every file a doc, the README or a source comment
// names exists. Read: docs/*.md, README.md, BENCHMARKS.md and the comments of the
// code (www/, src/, tests/, scripts/, bench/, benches/, examples/). A path is a name
// that starts at one of the repository's folders (`www/iota/table.js`, `docs/rules.md`,
// `src/api/mod.rs:12`), a module of the page named from www/ (`iota/table.js`, as
// docs/architecture.md and the page's comments do), or a bare `NAME.md` at the
// repository's root. Names with a wildcard or a placeholder (`tests/wasm_*.rs`,
// `screenshots/<engine>/`) and build outputs (dist/, target/) are not files to check.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, existsSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Every file under `dir` whose name ends in one of `ends`, relative to the root. */
function files(dir, ends) {
  /** @type {string[]} */
  const out = [];
  const abs = join(root, dir);
  if (!existsSync(abs)) return out;
  for (const e of readdirSync(abs, { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) {
      if (!["www/vendor", "tests/e2e/screenshots", "tests/e2e/out", "tests/data"].includes(rel))
        out.push(...files(rel, ends));
    } else if (ends.some((x) => e.name.endsWith(x))) out.push(rel);
  }
  return out;
}

const TOP = "(?:www|src|tests|scripts|docs|bench|benches|examples|types|\\.ci|\\.github)";
const PAGE = "(?:iota|ottawa|net|shell|review|embed|ui|seats|worker)";
const EXT = "(?:js|mjs|rs|md|sh|json|jsonc|toml|html|css|txt|ts|webmanifest|svg|png|proptest-regressions)";
/** A path from the root, a page module from www/, or a root NAME.md; `:LINE` may follow. */
const PATH = new RegExp(
  `(?<![\\w./<*-])((?:${TOP}/[\\w./-]*\\.${EXT}|${PAGE}/[\\w.-]+\\.js|[A-Z][A-Z_]*\\.md)(?::\\d+(?:-\\d+)?)?)(?![\\w*<>/-])`,
  "g",
);

/** The comments of a code file (line and block comments; a doc's whole text). */
function comments(rel) {
  const text = readFileSync(join(root, rel), "utf8");
  if (rel.endsWith(".md")) return text;
  const out = [];
  for (const m of text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*|^\s*#[^\n]*/gm)) out.push(m[0]);
  return out.join("\n");
}

/** Where a named path would be: from the root, or from www/ for a page module. */
function resolve(name) {
  const path = name.replace(/:\d+(-\d+)?$/, "");
  if (/^[A-Z][A-Z_]*\.md$/.test(path)) return path;
  if (new RegExp(`^${PAGE}/`).test(path)) return `www/${path}`;
  return path;
}

const SOURCES = [
  ...files("docs", [".md"]),
  "README.md",
  "BENCHMARKS.md",
  ...files("www", [".js"]),
  ...files("src", [".rs", ".js"]),
  ...files("tests", [".rs", ".mjs"]),
  ...files("scripts", [".mjs", ".sh"]),
  ...files("bench", [".mjs", ".sh"]),
  ...files("benches", [".rs"]),
  ...files("examples", [".rs", ".mjs"]),
];

test("every file named in the docs, the README and the code's comments exists", () => {
  assert.ok(SOURCES.length > 150, `${SOURCES.length} files read`);
  /** @type {string[]} */
  const missing = [];
  let named = 0;
  for (const rel of SOURCES) {
    for (const [i, line] of comments(rel).split("\n").entries()) {
      for (const m of line.matchAll(PATH)) {
        // NAME is a placeholder; www/vendor/ is written by the build (scripts/post-build.mjs).
        if (/\bNAME\b/.test(m[1]) || m[1].startsWith("www/vendor/")) continue;
        named++;
        const path = resolve(m[1]);
        if (!existsSync(join(root, path)))
          missing.push(`${rel}: ${m[1]}${rel.endsWith(".md") ? ` (line ${i + 1})` : ""}`);
      }
    }
  }
  assert.ok(named > 300, `${named} names read`);
  assert.deepEqual(missing, [], "these name files that do not exist");
});

test("the reading finds paths, page modules, line numbers and root docs, and skips wildcards", () => {
  const names = (s) => [...s.matchAll(PATH)].map((m) => m[1]);
  assert.deepEqual(names("see `www/iota/table.js:78` and iota/page.js, docs/api.md."), [
    "www/iota/table.js:78",
    "iota/page.js",
    "docs/api.md",
  ]);
  assert.deepEqual(names("RULES.md and tests/wasm_*.rs and screenshots/<engine>/x.png"), ["RULES.md"]);
  assert.equal(resolve("iota/table.js:78"), "www/iota/table.js");
  assert.ok(statSync(join(root, resolve("docs/rules.md"))).isFile());
});
