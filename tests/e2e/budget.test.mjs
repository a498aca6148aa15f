// The size budget (issue: offline, hosting and embedding): the gzipped wasm ≤ 150 KB,
// the whole first load (HTML, JS, wasm, CSS, gzipped) ≤ 250 KB, the single file
// ≤ 600 KB. Measured on what Chromium actually requests on a first visit; the figures
// are printed for the record.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { launch, open, DIST } from "./lib.mjs";

const KB = 1024;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

test("the first load, the wasm and the single file fit the budget", async () => {
  const b = await launch();
  /** @type {Map<string, number>} */
  const loaded = new Map();
  b.page.on("response", async (res) => {
    const url = new URL(res.url());
    if (url.origin !== new URL(b.url).origin || res.request().serviceWorker()) return;
    try {
      loaded.set(url.pathname, gz(await res.body()));
    } catch {
      /* a redirect or an aborted body has no size */
    }
  });
  try {
    await open(b.page, b.url);
    await b.page.waitForLoadState("networkidle");
  } finally {
    await b.close();
  }
  const wasmGz = gz(readFileSync(join(DIST, "yotta_bg.wasm")));
  const wasmRaw = statSync(join(DIST, "yotta_bg.wasm")).size;
  const total = [...loaded.values()].reduce((a, n) => a + n, 0);
  const single = statSync(join(DIST, "yotta.html")).size;
  const rows = [...loaded.entries()].sort((a, b) => b[1] - a[1]);
  console.log(`wasm: ${(wasmRaw / KB).toFixed(1)} KB raw, ${(wasmGz / KB).toFixed(1)} KB gzipped`);
  console.log(`first load: ${rows.length} files, ${(total / KB).toFixed(1)} KB gzipped`);
  for (const [path, n] of rows) console.log(`  ${(n / KB).toFixed(1).padStart(7)} KB  ${path}`);
  console.log(`single file yotta.html: ${(single / KB).toFixed(1)} KB`);
  assert.ok(loaded.has("/yotta_bg.wasm"), "the first load includes the wasm");
  assert.ok(wasmGz <= 150 * KB, `gzipped wasm ${wasmGz} B > 150 KB`);
  assert.ok(total <= 250 * KB, `first load ${total} B > 250 KB`);
  assert.ok(single <= 600 * KB, `yotta.html ${single} B > 600 KB`);
});
