// The puzzle of the day's bookkeeping (www/review/store.js, daily.js): the streak over
// days, the local date, and Share's text, which says the day and the result without
// the answer, in both languages.
import { test } from "node:test";
import assert from "node:assert/strict";
import { streak } from "../../www/review/store.js";
import { shareText, localDate } from "../../www/review/daily.js";
import { translator } from "../../www/ui/i18n.js";
import { REVIEW_STRINGS } from "../../www/review/strings.js";

const solved = (date) => ({ date, score: 40, best: 40, solved: true });

test("the streak counts solved days in a row, up to today or, while today is open, yesterday", () => {
  const all = {
    "2026-11-27": solved("2026-11-27"),
    "2026-11-28": solved("2026-11-28"),
    "2026-11-29": solved("2026-11-29"),
    "2026-11-25": solved("2026-11-25"),
  };
  assert.equal(streak(all, "2026-11-29"), 3);
  assert.equal(streak(all, "2026-11-30"), 3, "today not solved yet: the streak up to yesterday");
  assert.equal(streak(all, "2026-12-01"), 0);
  assert.equal(
    streak({ ...all, "2026-11-30": { date: "2026-11-30", score: 10, best: 40, solved: false } }, "2026-11-30"),
    3,
  );
  // Across a month and a year.
  assert.equal(streak({ "2026-12-31": solved("2026-12-31"), "2027-01-01": solved("2027-01-01") }, "2027-01-01"), 2);
  assert.equal(streak({}, "not a date"), 0);
});

test("the local date is written YYYY-MM-DD", () => {
  assert.equal(localDate(new Date(2026, 0, 5, 23, 59)), "2026-01-05");
});

test("Share's text: the day and the result, no card, cell or score, in English and Russian", () => {
  for (const lang of ["en", "ru"]) {
    /** @type {any} */
    const t = translator(/** @type {any} */ (lang), [REVIEW_STRINGS]);
    const best = shareText(t, "2026-11-30", { date: "2026-11-30", score: 52, best: 52, solved: true }, 4);
    const part = shareText(t, "2026-11-30", { date: "2026-11-30", score: 26, best: 52, solved: false }, 0);
    const none = shareText(t, "2026-11-30", undefined, 0);
    for (const s of [best, part, none]) {
      assert.match(s, /2026-11-30/);
      assert.ok(!/52|26|[1-4][RGBY][CSTX]|@/.test(s.replace("2026-11-30", "")), s);
      assert.ok(!/\{\w+\}/.test(s), s);
    }
    assert.match(part, /50%/);
    assert.match(best, lang === "en" ? /streak 4 days/ : /серия 4 дня/);
  }
});
