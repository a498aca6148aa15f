// Every error code a person can meet has a sentence in English and in Russian
// (www/shell/errors.js): the engine's codes (the ErrorCode type of src/api/ts.rs), the
// codes of play between devices (www/net/protocol.js) and the page's own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ERROR_STRINGS, explainError } from "../../www/shell/errors.js";
import { translator } from "../../www/shell/i18n.js";

const root = new URL("../../", import.meta.url);
const ts = readFileSync(new URL("src/api/ts.rs", root), "utf8");
const union = /export type ErrorCode =([^;]*);/.exec(ts)?.[1] ?? "";
const engineCodes = [...union.matchAll(/"([a-z-]+)"/g)].map((m) => m[1]);
const netCodes = [...readFileSync(new URL("www/net/protocol.js", root), "utf8").matchAll(/refusal\("([a-z-]+)"/g)].map((m) => m[1]);

test("every engine and network error code has English and Russian text", () => {
  assert.ok(engineCodes.length >= 29, `${engineCodes.length} engine codes read`);
  assert.ok(netCodes.length > 0);
  for (const code of new Set([...engineCodes, ...netCodes, "bad-record"])) {
    for (const lang of ["en", "ru"]) {
      const s = /** @type {any} */ (ERROR_STRINGS)[lang][`err_${code}`];
      assert.equal(typeof s, "string", `${lang}: err_${code}`);
      if (lang === "ru") assert.match(s, /[а-яё]/i, s);
    }
  }
});

test("a refusal is told by its code, never by the engine's English message", () => {
  const ru = translator("ru", []);
  const said = explainError({ code: "gap", message: "cards must form one unbroken line" }, ru);
  assert.equal(said, "карты должны образовать одну линию без пропусков.");
  assert.match(explainError({ code: "no-such-code", message: "English words" }, ru), /^так нельзя \(no-such-code\)/);
  const fault = explainError({ code: "invalid-line", message: "x", attribute: "shape", values: ["T", "T", "C"] }, ru);
  assert.equal(fault, "фигуры в этой линии: треугольник, треугольник, круг — должны быть все одинаковые или все разные.");
});
