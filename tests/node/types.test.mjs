// The page is type-checked (`make check`, tsc with jsconfig.json) against the engine's
// declarations committed in types/: this checks that they are the ones the build
// writes (scripts/post-build.mjs moves them to target/types/), so the page is checked
// against the engine as it is. After a change to the API: `make dist`, then
// `cp target/types/*.d.ts types/`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, existsSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const built = join(process.env.CARGO_TARGET_DIR ?? join(root, "target"), "types");

for (const name of ["yotta.d.ts", "yotta_page.d.ts"]) {
  test(`types/${name} is the declaration the build writes`, () => {
    const path = join(built, name);
    assert.ok(existsSync(path), `${path} is missing: run make dist first`);
    const committed = readFileSync(join(root, "types", name), "utf8");
    assert.ok(
      committed === readFileSync(path, "utf8"),
      `types/${name} differs from the build's: cp ${path} types/ (and fix what tsc then says)`,
    );
  });
}

test("the page's declarations are the full engine's, less the computer players", () => {
  const full = readFileSync(join(root, "types", "yotta.d.ts"), "utf8");
  const page = readFileSync(join(root, "types", "yotta_page.d.ts"), "utf8");
  for (const name of ["IotaGame", "OttawaGame", "iotaPlays"]) {
    assert.match(full, new RegExp(`\\b${name}\\b`), `yotta.d.ts declares ${name}`);
    assert.match(page, new RegExp(`\\b${name}\\b`), `yotta_page.d.ts declares ${name}`);
  }
  assert.match(full, /\bhint\b/, "the full engine has the computer players' hint");
});
