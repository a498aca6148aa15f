// The page's contracts that a machine counts (issue 31): no function in www/ over 120
// lines (a handful of listed exceptions), the game ids written only inside the games
// and their registry (so a new game changes nothing else), and few `any`s in the JSDoc
// types that tsc checks (`make check`). Each list and ceiling below only goes down.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, dirname, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { Parser } from "acorn";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const www = join(root, "www");

/** The page's own modules (not the bundled npm packages), as paths relative to www/. */
function modules(dir = www) {
  /** @type {string[]} */
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    const rel = relative(www, path).split(sep).join("/");
    if (e.isDirectory()) {
      if (rel !== "vendor") out.push(...modules(path));
    } else if (e.name.endsWith(".js")) out.push(rel);
  }
  return out.sort();
}
const source = (/** @type {string} */ rel) => readFileSync(join(www, rel), "utf8");

/** The longest a function may be, in lines from its first to its last. */
const MAX_LINES = 120;
/**
 * Functions over MAX_LINES, as `file:name`: at most 5, each with its reason. The list
 * only shrinks: one that is short now fails the test until it is struck off.
 * @type {Map<string, string>}
 */
const LONG_ALLOWED = new Map([]);
/**
 * Functions over MAX_LINES still being rewritten as state and functions (issue 31);
 * the list only shrinks, as LONG_ALLOWED does.
 */
const LONG_NOT_YET = new Set([]);

/**
 * Every function of a module with its name (or `anonymous@LINE`) and its length in lines.
 * @param {string} rel
 */
function functions(rel) {
  return functionsOf(source(rel));
}

/** The functions of a module's text (see `functions`). @param {string} text */
function functionsOf(text) {
  const ast = Parser.parse(text, { ecmaVersion: "latest", sourceType: "module", locations: true });
  /** @type {{ name: string, lines: number }[]} */
  const out = [];
  /** @param {any} node @param {string} [name] any: acorn's nodes are untyped here */
  const visit = (node, name) => {
    if (!node || typeof node.type !== "string") return;
    if (/Function/.test(node.type)) {
      const n = node.id?.name ?? name ?? `anonymous@${node.loc.start.line}`;
      out.push({ name: n, lines: node.loc.end.line - node.loc.start.line + 1 });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc") continue;
      const named =
        node.type === "VariableDeclarator" && key === "init"
          ? node.id?.name
          : (node.type === "Property" || node.type === "MethodDefinition") && key === "value"
            ? (node.key?.name ?? node.key?.value)
            : undefined;
      if (Array.isArray(value)) for (const v of value) visit(v);
      else if (value && typeof value === "object") visit(value, named);
    }
  };
  visit(ast);
  return out;
}

test(`no function in www/ is over ${MAX_LINES} lines, but the ${LONG_ALLOWED.size} listed`, () => {
  assert.ok(LONG_ALLOWED.size <= 5, "at most 5 exceptions");
  const files = modules();
  assert.ok(files.length > 80, `${files.length} modules read`);
  /** @type {string[]} */
  const long = [];
  const seen = new Set();
  for (const rel of files) {
    for (const f of functions(rel)) {
      const id = `${rel}:${f.name}`;
      if (f.lines <= MAX_LINES) continue;
      seen.add(id);
      if (!LONG_ALLOWED.has(id) && !LONG_NOT_YET.has(id)) long.push(`${id} (${f.lines} lines)`);
    }
  }
  assert.deepEqual(long, [], "split these into functions of their state");
  for (const id of LONG_ALLOWED.keys()) assert.ok(seen.has(id), `${id} is short now: take it off LONG_ALLOWED`);
  for (const id of LONG_NOT_YET) assert.ok(seen.has(id), `${id} is short now: take it off LONG_NOT_YET`);
});

test("the measure of a function's length counts lines from its first to its last", () => {
  const body = Array.from({ length: 130 }, (_, i) => `  x += ${i};`).join("\n");
  const text = `let x = 0;\nfunction big() {\n${body}\n}\nconst small = () => {\n  x = 1;\n};\nexport const o = { m() {} };\n`;
  assert.deepEqual(functionsOf(text), [
    { name: "big", lines: 132 },
    { name: "small", lines: 3 },
    { name: "m", lines: 1 },
  ]);
});

/** The parts of www/ that may name a game: the games themselves and their registry. */
const GAME_PLACES = ["iota/", "ottawa/", "games.js"];
/** At most this many game ids written elsewhere (issue 31: from 88 to at most 8). */
const MAX_GAME_IDS = 0;

test(`the game ids are written outside the games and games.js at most ${MAX_GAME_IDS} times`, () => {
  /** @type {string[]} */
  const found = [];
  for (const rel of modules()) {
    if (GAME_PLACES.some((p) => rel === p || rel.startsWith(p))) continue;
    for (const [i, line] of source(rel).split("\n").entries()) {
      for (const m of line.matchAll(/(["'])(iota|ottawa)\1/g)) found.push(`${rel}:${i + 1} ${m[0]}`);
    }
  }
  assert.ok(found.length <= MAX_GAME_IDS, `${found.length} game ids outside the games:\n${found.join("\n")}`);
});

/** At most this many `any`s in the JSDoc of www/ (issue 31: from 437 to at most 40). */
const MAX_ANYS = 4;

test(`the JSDoc types of www/ say "any" at most ${MAX_ANYS} times`, () => {
  /** @type {string[]} */
  const found = [];
  for (const rel of modules()) {
    for (const m of source(rel).matchAll(/\/\*\*[\s\S]*?\*\//g)) {
      const n = (m[0].match(/\bany\b/g) ?? []).length;
      for (let k = 0; k < n; k++) found.push(rel);
    }
  }
  assert.ok(found.length <= MAX_ANYS, `${found.length} anys`);
});
