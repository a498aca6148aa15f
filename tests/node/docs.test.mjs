// Runs every ```js example of docs/api.md against the release build, so the examples
// embedders copy are known to work. A line `expr; //=> value` asserts that `expr`
// deep-equals `value` on the keys `value` names (so `//=> { ok: true }` checks `ok`
// only); every block has such lines and must run each of them (a check skipped by a
// branch or an early return fails the example); every block is its own module,
// written beside dist/yotta.js for the time of its test so that its imports resolve
// exactly as on an embedder's site.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync, rmSync } from "node:fs";
import { root, allowFileFetch } from "./support.mjs";

allowFileFetch();
const doc = readFileSync(new URL("docs/api.md", root), "utf8");
const blocks = [...doc.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);

/** How many `//=>` checks have run (each example must run every one it has). */
let ran = 0;

/** `actual` has every key of `expected` with an equal value (recursively). */
function like(actual, expected, where) {
  if (expected === null || typeof expected !== "object") {
    assert.deepStrictEqual(actual, expected, where);
    return;
  }
  assert.ok(actual !== null && typeof actual === "object", `${where}: ${JSON.stringify(actual)}`);
  if (Array.isArray(expected)) {
    assert.ok(Array.isArray(actual), where);
    assert.equal(actual.length, expected.length, where);
  }
  for (const k of Object.keys(expected)) like(actual[k], expected[k], `${where}.${k}`);
}
globalThis.__like = (actual, expected, where) => {
  ran++;
  like(actual, expected, where);
};

test("docs/api.md has examples", () => assert.ok(blocks.length >= 4, `${blocks.length} blocks`));

blocks.forEach((code, i) => {
  const first = code.split("\n").find((l) => l.trim()) ?? "";
  test(`docs/api.md example ${i + 1}: ${first.slice(0, 60)}`, async () => {
    let checks = 0;
    const body = code
      .split("\n")
      .map((line, n) => {
        const m = line.match(/^(\s*)(.*?);?\s*\/\/=>\s*(.+)$/);
        if (!m) return line;
        checks++;
        return `${m[1]}__like((${m[2]}), (${m[3]}), "line ${n + 1}");`;
      })
      .join("\n");
    assert.ok(checks > 0, "the example checks nothing (no `//=>` line)");
    const before = ran;
    const file = new URL(`dist/.api-doc-example-${process.pid}-${i + 1}.mjs`, root);
    writeFileSync(file, body);
    try {
      await import(file.href);
    } finally {
      rmSync(file, { force: true });
    }
    assert.equal(ran - before, checks, "every `//=>` line of the example ran");
  });
});
