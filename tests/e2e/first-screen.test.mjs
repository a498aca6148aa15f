// The first screen: the engine loads, the menu shows both games, cards are drawn,
// nothing goes wrong in the console and nothing is fetched from another origin.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { launch, open, shot, DIST } from "./lib.mjs";

test("first screen loads the engine and becomes ready", async () => {
  const b = await launch({ deviceScaleFactor: 2 });
  try {
    await open(b.page, b.url);
    assert.equal(await b.page.getAttribute("body", "data-error"), null);
    await shot(b.page, "first-screen");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("the single file plays from disk", async () => {
  const b = await launch({ serve: false });
  try {
    await open(b.page, pathToFileURL(join(DIST, "yotta.html")).href);
    await shot(b.page, "single-file");
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
