// Every error code a person can meet has a sentence in English and in Russian
// (www/ui/errors.js): the engine's codes (the ErrorCode type of src/api/ts.rs), the
// codes of play between devices (www/net/protocol.js) and the page's own; and every
// message of the review, records, embed and shell tables has both languages.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ERROR_STRINGS, explainError } from "../../www/ui/errors.js";
import { translator } from "../../www/ui/i18n.js";

const root = new URL("../../", import.meta.url);
const ts = readFileSync(new URL("src/api/ts.rs", root), "utf8");
const union = /export type ErrorCode =([^;]*);/.exec(ts)?.[1] ?? "";
const engineCodes = [...union.matchAll(/"([a-z-]+)"/g)].map((m) => m[1]);
const netCodes = ["www/net/protocol.js", "www/net/watchers.js"].flatMap((f) =>
  [...readFileSync(new URL(f, root), "utf8").matchAll(/refusal\("([a-z-]+)"/g)].map((m) => m[1]),
);

test("every engine and network error code has English and Russian text", () => {
  assert.ok(engineCodes.length >= 29, `${engineCodes.length} engine codes read`);
  assert.ok(netCodes.length > 0);
  // One code, one sentence: a network refusal shares a code with the engine only where
  // it means the same refusal; any other would be told as that engine refusal.
  const sameMeaning = ["game-over", "round-over", "not-your-turn", "illegal"];
  for (const code of netCodes) {
    assert.ok(sameMeaning.includes(code) || !engineCodes.includes(code), `network code ${code} is also an engine code`);
  }
  for (const code of new Set([...engineCodes, ...netCodes, "bad-record"])) {
    for (const lang of ["en", "ru"]) {
      const s = /** @type {any} */ (ERROR_STRINGS)[lang][`err_${code}`];
      assert.equal(typeof s, "string", `${lang}: err_${code}`);
      if (lang === "ru") assert.match(s, /[а-яё]/i, s);
    }
  }
});

test("a refusal is told by its code, never by the engine's English message", () => {
  const ru = translator("ru", [ERROR_STRINGS]);
  const said = explainError({ code: "gap", message: "cards must form one unbroken line" }, ru);
  assert.equal(said, "карты должны образовать одну линию без пропусков.");
  assert.match(explainError({ code: "no-such-code", message: "English words" }, ru), /^так нельзя \(no-such-code\)/);
  const fault = explainError({ code: "invalid-line", message: "x", attribute: "shape", values: ["T", "T", "C"] }, ru);
  assert.equal(
    fault,
    "фигуры в этой линии: треугольник, треугольник, круг — должны быть все одинаковые или все разные.",
  );
});

test("every message of the review, the records, the embed and the errors has both languages, with the same parameters", async () => {
  const { REVIEW_STRINGS } = await import("../../www/review/strings.js");
  const { RECORD_STRINGS } = await import("../../www/review/record.js");
  const { EMBED_STRINGS } = await import("../../www/embed/strings.js");
  const { PARAM_STRINGS } = await import("../../www/ui/notation.js");
  const { SHELL_STRINGS } = await import("../../www/shell/strings.js");
  const { PAGE_STRINGS } = await import("../../www/ui/strings.js");
  const tables = {
    REVIEW_STRINGS,
    RECORD_STRINGS,
    EMBED_STRINGS,
    PARAM_STRINGS,
    SHELL_STRINGS,
    PAGE_STRINGS,
    ERROR_STRINGS,
  };
  const params = (/** @type {string} */ s) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
  let n = 0;
  for (const [name, t] of Object.entries(tables)) {
    assert.deepEqual(Object.keys(t.ru).sort(), Object.keys(t.en).sort(), name);
    for (const [key, en] of Object.entries(t.en)) {
      const ru = /** @type {any} */ (t.ru)[key];
      if (typeof en !== "string") continue;
      n++;
      assert.equal(typeof ru, "string", `${name}.ru.${key}`);
      assert.deepEqual(params(ru), params(en), `${name}.${key}: ${en} / ${ru}`);
      // No English left in the Russian: Russian words, or none at all ("{name}: {cards}";
      // the name Yotta aside).
      const words = ru.replace(/\{\w+\}|Yotta/g, "");
      assert.ok(/[а-яё]/i.test(words) || !/[a-z]{3}/i.test(words), `${name}.ru.${key}: ${ru}`);
    }
  }
  assert.ok(n > 250, `${n} messages`);
});
