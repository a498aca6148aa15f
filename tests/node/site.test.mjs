// The built site (dist/) as a host sees it: relative URLs only (any sub-path works),
// a strict Content-Security-Policy with no inline script, a self-contained single
// file, a Pages workflow that publishes exactly what `make dist` builds, and a Test
// workflow that runs `make test`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const dist = (f) => readFileSync(resolve(root, "dist", f), "utf8");

test("index.html uses relative URLs only", () => {
  const html = dist("index.html");
  const urls = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
  assert.ok(urls.length > 3);
  for (const u of urls) assert.doesNotMatch(u, /^(\/|[a-z]+:)/i, `absolute URL ${u}`);
});

test("index.html has a strict CSP and no inline script", () => {
  const html = dist("index.html");
  const csp = html.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1] ?? "";
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  assert.doesNotMatch(csp, /unsafe-inline|https?:/);
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    assert.match(m[1], /\bsrc=/, "every script has a src");
    assert.equal(m[2].trim(), "", "no inline script body");
  }
});

test("the single file refers to nothing outside itself", () => {
  const html = dist("yotta.html");
  const urls = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
  for (const u of urls) assert.match(u, /^data:/, `external reference ${u}`);
  assert.match(html, /YOTTA_WASM_GZ_BASE64/);
  // The full engine alone: it serves the page there too (scripts/post-build.mjs).
  assert.doesNotMatch(html, /YOTTA_PAGE_WASM_GZ_BASE64=/);
  assert.match(html, /default-src 'none'/);
});

test("the service worker lists every file of the site", () => {
  const sw = dist("sw.js");
  const files = JSON.parse(sw.match(/const FILES = (\[.*\]);/)[1]);
  // Both builds of the engine: the page's and the full one (the worker's).
  for (const f of [
    "./",
    "index.html",
    "yotta.js",
    "yotta_bg.wasm",
    "yotta_page.js",
    "yotta_page_bg.wasm",
    "www/main.js",
    "manifest.webmanifest",
  ]) {
    assert.ok(files.includes(f), `sw.js caches ${f}`);
  }
  assert.match(sw, /const VERSION = "[0-9a-f]{12}";/);
});

test("the Pages workflow builds with make dist and publishes dist/", () => {
  const yml = readFileSync(resolve(root, ".github/workflows/pages.yml"), "utf8");
  assert.match(yml, /run: make dist\b/);
  assert.match(yml, /upload-pages-artifact[\s\S]*path: dist\b/);
  assert.match(yml, /deploy-pages/);
});

test("the Test workflow runs make test on every push and pull request", () => {
  const yml = readFileSync(resolve(root, ".github/workflows/test.yml"), "utf8");
  assert.match(yml, /^on:\n {2}push:\n {2}pull_request:/m);
  assert.match(yml, /runs-on: ubuntu-latest/);
  assert.match(yml, /run: make test\b/);
  // The same cached tools as the Pages workflow, and a browser the runner has.
  assert.match(yml, /actions\/cache@v4[\s\S]*~\/\.cache\/yotta\/tools/);
  assert.match(yml, /CHROME: google-chrome/);
});
