// Explanations and language: a refused Ётта play names the line (outlined on the
// grid) and the attribute that breaks it; every message of a Russian page is in
// Russian: refused plays, embed parameters that cannot be read, a replay with an
// illegal turn, a damaged save, a damaged record.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { dragPlay, dragToCell, cellPixel } from "./iota-helpers.mjs";

/** English words of the engine's and the page's messages: none may reach a Russian page. */
const ENGLISH = /\b(the|is|not|card|cards|line|colours?|cell|turn|could|read|must|play|saved|record|same|different)\b/i;

test("language: a refused play names its line and attribute, marked on the grid, in English and Russian", async () => {
  const b = await launch({ viewport: { width: 900, height: 700 } });
  const p = b.page;
  try {
    for (const lang of ["en", "ru"]) {
      await open(
        p,
        `${b.url}?embed=1&game=iota&position=${encodeURIComponent("1RT@0,0 2RT@1,0 1GT@0,1")}&hand=3BT,4GC&lang=${lang}`,
      );
      await dragPlay(p, [{ card: "3BT", x: 2, y: 0 }]);
      await p.waitForSelector("[data-role=info][data-fault-line]");
      assert.equal(await p.getAttribute("[data-role=info]", "data-fault-line"), "0,0 1,0 2,0");
      assert.equal(await p.getAttribute("[data-role=info]", "data-fault-attribute"), "colour");
      const info = await p.textContent("[data-role=info]");
      if (lang === "en")
        assert.match(info, /colours in this line: red, red, blue: they must be all the same or all different/);
      else {
        assert.match(info, /цвета в этой линии: красный, красный, синий — должны быть все одинаковые или все разные/);
        assert.ok(!ENGLISH.test(info), info);
      }
      // The line is outlined in red on the grid: along the top edge of its middle card.
      let red = 0;
      for (let fy = 0; fy <= 0.12; fy += 0.02) {
        const [r, g, bl] = await cellPixel(p, 1, 0, 0.5, fy);
        if (r > 200 && g < 140 && bl < 140) red++;
      }
      assert.ok(red > 0, "the broken line is outlined in red");
      await shot(p, `language-fault-${lang}`);
    }
    // A wild that cannot be one card in its row and its column (Y16).
    await open(
      p,
      `${b.url}?embed=1&game=iota&position=${encodeURIComponent("1RT@0,0 W@1,0 3RT@2,0 1GS@1,1")}&hand=2GS&lang=ru`,
    );
    await dragPlay(p, [{ card: "2GS", x: 1, y: 2 }]);
    await p.waitForSelector("[data-role=info][data-fault-line]");
    const info = await p.textContent("[data-role=info]");
    assert.match(info, /джокер в столбце 1, строке 0 не может быть одной картой во всех своих линиях: цвета/);
    assert.ok(!ENGLISH.test(info), info);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});

test("language: every message of a Russian page is in Russian", async () => {
  const b = await launch({ viewport: { width: 900, height: 700 }, locale: "ru-RU" });
  const p = b.page;
  try {
    const russian = async (selector, what) => {
      const text = (await p.textContent(selector)) ?? "";
      assert.match(text, /[а-яё]/i, `${what}: ${text}`);
      assert.ok(!ENGLISH.test(text.replace(/'[^']*'/g, "")), `${what}: ${text}`);
      return text;
    };
    // Embed parameters that cannot be read.
    for (const q of [
      "game=iota&position=ZZ@0,0",
      "game=iota&position=1RT@0,0&hand=1RT,2RT,3RT,4RT,1GT",
      "game=iota&moves=1RT@0,0;;pass",
      "game=iota&moves=1RT@0,0;3GC@5,5",
      "game=iota&position=1RT@0,0+1RT@1,0&hand=2GC",
      "game=ottawa&hand=7C",
      "game=ottawa&top=8C&hand=7C,7C",
      "game=chess",
    ]) {
      await open(p, `${b.url}?embed=1&lang=ru&${q}`);
      await russian("[data-role=message]", q);
    }
    await shot(p, "language-embed-ru");
    // A damaged save.
    await open(p, `${b.url}?lang=ru`);
    await p.evaluate(() => {
      localStorage.setItem(
        "yotta.save.iota",
        JSON.stringify({
          v: 1,
          game: "iota",
          seats: [],
          options: {},
          seed: "x",
          data: { v: 1, moves: [], save: "iota9:garbage" },
        }),
      );
      localStorage.setItem("yotta.current", "iota");
    });
    await open(p, `${b.url}?lang=ru`);
    const notice = await russian(".notice[role=alert]", "damaged save");
    assert.match(notice, /Сохранённую игру не удалось прочитать/);
    // A damaged record.
    await p.setInputFiles("[data-action=open-record]", {
      name: "x.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("yotta-record 7\n"),
    });
    await p.waitForFunction(() => /запись/i.test(document.querySelector(".notice[role=alert]")?.textContent ?? ""));
    await russian(".notice[role=alert]", "damaged record");
    // A refused play at the table, in a game.
    await open(p, `${b.url}?game=iota&players=2&seed=lang-1&lang=ru`);
    await p.waitForFunction(() => {
      const s = window.yotta?.state?.();
      return s && !s.busy && s.view.toMove === s.view.seat;
    });
    // Two hand cards far apart on the grid: not in one line.
    const cells = await p.evaluate(() => {
      const v = window.yotta.state().view;
      const xs = v.board.map((q) => q.x);
      const ys = v.board.map((q) => q.y);
      return [
        [Math.min(...xs) - 1, Math.min(...ys)],
        [Math.max(...xs) + 1, Math.max(...ys) + 1],
      ];
    });
    const hand = await p.evaluate(() => window.yotta.state().view.hand);
    for (let k = 0; k < 2; k++) await dragToCell(p, k, cells[k][0], cells[k][1]);
    assert.equal((await p.evaluate(() => window.yotta.state().staged)).length, 2, `staged from ${hand}`);
    await p.waitForSelector("[data-role=info][data-verdict=bad]");
    await russian("[data-role=info]", "refused play");
    await shot(p, "language-table-ru");
    assert.deepEqual(
      b.problems.filter((x) => !/saved game could not be resumed/.test(x)),
      [],
    );
  } finally {
    await b.close();
  }
});
