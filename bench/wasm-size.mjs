// How much of the shipped wasm the JS API layer accounts for (a twiggy-like reading
// of the function bodies by name):
//
//   node bench/wasm-size.mjs [path/to/yotta_bg.wasm] [--json]
//
// Either build of the engine: the full one (yotta_bg.wasm) or the page's
// (yotta_page_bg.wasm, which has no computer players: that row is then empty).
//
// Give it a wasm that still has its "name" section (the wasm-bindgen output before
// wasm-opt, e.g. target/api-size/yotta_bg.wasm made by `bench/wasm-size.sh`). Each
// function body is attributed by its (demangled) name to the API layer (src/api and
// the crates only it uses: wasm-bindgen, js-sys, web-sys, serde-wasm-bindgen, serde),
// the Ётта engine, the Оттава engine, the rest of the crate, or the standard library
// (shared). Sizes are raw bytes of code, and gzip bytes measured the twiggy way: the
// module gzipped as is, minus the module gzipped with that part's bodies emptied.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--")) ?? "target/api-size/yotta_bg.wasm";
const bytes = readFileSync(file);

function leb(buf, pos) {
  let n = 0,
    shift = 0,
    b;
  do {
    b = buf[pos++];
    n += (b & 0x7f) * 2 ** shift;
    shift += 7;
  } while (b & 0x80);
  return [n, pos];
}
const encodeLeb = (n) => {
  const out = [];
  do {
    let b = n & 0x7f;
    n = Math.floor(n / 128);
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return out;
};

// Sections.
const sections = [];
for (let pos = 8; pos < bytes.length; ) {
  const id = bytes[pos];
  const [size, start] = leb(bytes, pos + 1);
  sections.push({ id, start, end: start + size, head: pos });
  pos = start + size;
}
const sec = (id) => sections.find((s) => s.id === id);

// Imported functions come first in the function index space.
let importedFns = 0;
{
  const s = sec(2);
  if (s) {
    let [count, p] = leb(bytes, s.start);
    for (let i = 0; i < count; i++) {
      let len;
      [len, p] = leb(bytes, p);
      p += len; // module
      [len, p] = leb(bytes, p);
      p += len; // name
      const kind = bytes[p++];
      if (kind === 0) {
        importedFns++;
        [, p] = leb(bytes, p);
      } else if (kind === 1) {
        p += 1;
        const f = bytes[p++];
        [, p] = leb(bytes, p);
        if (f & 1) [, p] = leb(bytes, p);
      } else if (kind === 2) {
        const f = bytes[p++];
        [, p] = leb(bytes, p);
        if (f & 1) [, p] = leb(bytes, p);
      } else if (kind === 3) {
        p += 2;
      } else if (kind === 4) {
        p += 1;
        [, p] = leb(bytes, p);
      }
    }
  }
}

// Function names.
const names = new Map();
for (const s of sections.filter((s) => s.id === 0)) {
  let [nlen, p] = leb(bytes, s.start);
  if (bytes.subarray(p, p + nlen).toString() !== "name") continue;
  p += nlen;
  while (p < s.end) {
    const sub = bytes[p++];
    let size;
    [size, p] = leb(bytes, p);
    const end = p + size;
    if (sub === 1) {
      let count;
      [count, p] = leb(bytes, p);
      for (let i = 0; i < count; i++) {
        let idx, len;
        [idx, p] = leb(bytes, p);
        [len, p] = leb(bytes, p);
        names.set(idx, bytes.subarray(p, p + len).toString());
        p += len;
      }
    }
    p = end;
  }
}
if (names.size === 0) {
  console.error(`${file} has no name section: measure the wasm-bindgen output before wasm-opt`);
  process.exit(1);
}

// Function bodies (and their sizes by name, for the shims above).
const sizes = new Map();
const code = sec(10);
const bodies = [];
{
  let [count, p] = leb(bytes, code.start);
  for (let i = 0; i < count; i++) {
    const [size, start] = leb(bytes, p);
    bodies.push({ index: importedFns + i, start: p, end: start + size });
    sizes.set(names.get(importedFns + i), start + size - p);
    p = start + size;
  }
}

function part(name) {
  if (!name) return "other";
  // After wasm-opt the export shims have the engine functions they call inlined.
  if (/ shim$/.test(name) && name.length > 0 && sizes.get(name) > 2000) return "export shims with inlined engine code";
  // Exported shims are named after the JS names (iotacheck, ottawagame_play, …).
  if (
    /^(iota|ottawa)\w*( externref shim)?$|externref shim$|^__externref|yotta::api|^__wbg|^__wbindgen|wasm_bindgen|js_sys|web_sys|serde_wasm_bindgen|serde::|<serde|serde_core/.test(
      name,
    )
  )
    return "api";
  if (/yotta::iota/.test(name)) return "iota";
  if (/yotta::ottawa/.test(name)) return "ottawa";
  if (/yotta::/.test(name)) return "crate (rng, game, ai)";
  if (
    /^<?(dlmalloc|char>|u8>|u16>|u32>|u64>|i32>|i64>|usize>|str>|f64>|\[)|^(core|alloc|std|<core|<alloc|<std|dlmalloc|__rust|rust_|<&|memcpy|memset|memmove|memcmp|compiler_builtins)/.test(
      name,
    ) ||
    /\b(core|alloc|std)(\[[0-9a-f]+\])?::/.test(name)
  )
    return "std/core (shared)";
  return "other";
}

const totals = new Map();
for (const b of bodies) {
  const p = part(names.get(b.index));
  totals.set(p, (totals.get(p) ?? 0) + (b.end - b.start));
}

/** The module with the bodies of `parts` replaced by `unreachable`. */
function without(parts) {
  const chunks = [bytes.subarray(0, code.head)];
  const body = [];
  body.push(Buffer.from(encodeLeb(bodies.length)));
  for (const b of bodies) {
    if (parts.has(part(names.get(b.index)))) body.push(Buffer.from([3, 0, 0x00, 0x0b]));
    else body.push(bytes.subarray(b.start, b.end));
  }
  const content = Buffer.concat(body);
  chunks.push(Buffer.from([10, ...encodeLeb(content.length)]), content, bytes.subarray(code.end));
  return Buffer.concat(chunks);
}
// Without the name section (a shipped module has none).
const stripNames = (buf) => {
  const out = [buf.subarray(0, 8)];
  for (let pos = 8; pos < buf.length; ) {
    const id = buf[pos];
    const [size, start] = leb(buf, pos + 1);
    const isName =
      id === 0 &&
      (() => {
        const [l, q] = leb(buf, start);
        return buf.subarray(q, q + l).toString() === "name";
      })();
    if (!isName) out.push(buf.subarray(pos, start + size));
    pos = start + size;
  }
  return Buffer.concat(out);
};
const gz = (b) => gzipSync(b, { level: 9 }).length;
const shipped = stripNames(bytes);
const full = { raw: shipped.length, gzip: gz(shipped) };
const result = { file, module: full, parts: {} };
for (const [p, raw] of [...totals].sort((a, b) => b[1] - a[1])) {
  const rest = stripNames(without(new Set([p])));
  result.parts[p] = { codeBytes: raw, gzipBytes: full.gzip - gz(rest) };
}
const glue = new URL("../dist/yotta.js", import.meta.url);
try {
  const js = readFileSync(glue);
  result.glue = { file: "dist/yotta.js", raw: js.length, gzip: gz(js) };
} catch {
  /* no dist yet */
}

if (args.includes("--names"))
  for (const b of bodies) {
    const n = names.get(b.index);
    if (part(n) === args[args.indexOf("--names") + 1]) console.log(b.end - b.start, n);
  }
if (args.includes("--json")) console.log(JSON.stringify(result, null, 1));
else {
  console.log(`${file}: ${full.raw} bytes, ${full.gzip} gzipped (without the name section)`);
  for (const [p, v] of Object.entries(result.parts)) {
    console.log(
      `  ${p.padEnd(24)} ${String(v.codeBytes).padStart(8)} code bytes ${String(v.gzipBytes).padStart(8)} gzipped`,
    );
  }
  if (result.glue) console.log(`  JS glue ${result.glue.file}: ${result.glue.raw} bytes, ${result.glue.gzip} gzipped`);
}
