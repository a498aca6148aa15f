// The embed parameters, read by the page's notation (www/ui/notation.js): notation read card by card, hostile text
// refused with a short reason quoting at most a few characters of it.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  readPosition,
  readCards,
  readIotaCard,
  readOttawaCard,
  readMoves,
  positionText,
  quote,
  reasonText,
  MAX_PARAM,
  MAX_TURNS,
} from "../../www/ui/notation.js";

/** `r` is a refusal saying `message` in English, with a Russian text of its own. */
function refused(r, message) {
  assert.equal(r.ok, false);
  assert.equal(r.message, message);
  assert.equal(reasonText(r.reason, "en"), message);
  const ru = reasonText(r.reason, "ru");
  assert.notEqual(ru, message);
  assert.ok(!/\{\w+\}|p_/.test(ru), ru);
}

test("position text reads as placements and round-trips", () => {
  const r = readPosition(" 3rt@0,0  2RT@1,0 w@2,-1 ");
  assert.deepEqual(r, {
    ok: true,
    value: [
      { card: "3RT", x: 0, y: 0 },
      { card: "2RT", x: 1, y: 0 },
      { card: "W", x: 2, y: -1 },
    ],
  });
  assert.ok(r.ok);
  assert.equal(positionText(r.value), "3RT@0,0 2RT@1,0 W@2,-1");
  assert.deepEqual(readPosition(positionText(r.value)), r);
});

test("position text refusals say which piece is wrong", () => {
  refused(readPosition("ZZ@0,0"), "card 'ZZ' is not a card");
  refused(readPosition("3RT@0,0 3RT"), "'3RT' is not a placement like 3RT@0,0");
  refused(readPosition("3RT@0,0 2RT@0,0"), "two cards on cell 0,0");
  refused(readPosition("3RT@900,0"), "cell 900,0 is too far out");
  refused(readPosition("5RT@0,0"), "card '5RT' is not a card");
  const long = readPosition("x".repeat(MAX_PARAM + 1));
  assert.equal(long.ok, false);
  assert.match(/** @type {any} */ (long).message, new RegExp(`too long \\(${MAX_PARAM + 1} characters`));
});

test("hostile text is quoted short, without control characters", () => {
  const r = readPosition("<img src=x onerror=alert(1)>@0,0");
  assert.equal(r.ok, false);
  // Split at spaces: the first piece is refused before anything else is read.
  assert.equal(/** @type {any} */ (r).message, "'<img' is not a placement like 3RT@0,0");
  assert.equal(quote("javascript:alert(document.cookie)"), "'javascript:a…'");
  assert.equal(quote("a\u0000b\nc"), "'abc'");
});

test("hands: commas and/or spaces, card limits", () => {
  assert.deepEqual(readCards("1rt, 2GC W", readIotaCard, 4), { ok: true, value: ["1RT", "2GC", "W"] });
  refused(readCards("1RT,2RT,3RT,4RT,1GT", readIotaCard, 4), "the hand holds 5 cards, at most 4");
  assert.deepEqual(readCards(null, readIotaCard, 4), { ok: true, value: [] });
  assert.deepEqual(readCards("7c,10d,TH,as", readOttawaCard, 20), { ok: true, value: ["7C", "TD", "TH", "AS"] });
  refused(readCards("7C,1C", readOttawaCard, 20), "card '1C' is not a card");
  refused(readOttawaCard("javascript:alert(1)"), "card 'javascript:a…' is not a card");
});

test("moves: placements, pass and trade:N separated by semicolons", () => {
  assert.deepEqual(readMoves("3RT@0,0; 2RT@1,0 1RT@2,0 ;PASS;trade:2;"), {
    ok: true,
    value: [
      { kind: "place", place: [{ card: "3RT", x: 0, y: 0 }] },
      {
        kind: "place",
        place: [
          { card: "2RT", x: 1, y: 0 },
          { card: "1RT", x: 2, y: 0 },
        ],
      },
      { kind: "pass" },
      { kind: "trade", n: 2 },
    ],
  });
  refused(readMoves("3RT@0,0;;pass"), "turn 2 is empty");
  refused(readMoves("3RT@0,0;trade:5"), "turn 2: 'trade:5' is not a placement like 3RT@0,0");
  refused(readMoves("1RT@0,0 2RT@1,0 3RT@2,0 4RT@3,0 W@4,0"), "turn 1 places 5 cards, at most 4");
  refused(
    readMoves(
      Array(MAX_TURNS + 1)
        .fill("pass")
        .join(";"),
    ),
    `the game holds ${MAX_TURNS + 1} turns, at most ${MAX_TURNS}`,
  );
  refused(readMoves("1RT@0,0;~2GC@1,0 ~3GC@2,0 ~4GC@3,0 pass"), "turn 2 takes back more than two wilds");
});
