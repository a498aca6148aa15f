// The heat map's colour scale (www/ui/heatmap.js): sequential in lightness, so that a
// better cell is a lighter one for every kind of colour vision and in grey (cividis's
// promise, kept by the stops sampled here), and every number written on a cell readable
// on it (WCAG 2 contrast 4.5:1 or more, the body text's level), for every score up to a
// map's best; the words of a cell in both languages.
import { test } from "node:test";
import assert from "node:assert/strict";
import { heatColour, inkOn, luminance, scaleAt, heatWords } from "../../www/ui/heatmap.js";

/** WCAG 2 contrast of two relative luminances. */
const contrast = (a, b) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

test("the scale grows lighter from its low end to its high end", () => {
  let last = -1;
  for (let i = 0; i <= 100; i++) {
    const l = luminance(scaleAt(i / 100));
    assert.ok(l > last, `lighter at ${i / 100}: ${l} after ${last}`);
    last = l;
  }
  // A better cell of a map is lighter than a worse one, whatever the map's best.
  for (const max of [2, 7, 30, 208]) {
    for (let n = 2; n <= max; n++)
      assert.ok(luminance(heatColour(n, max)) > luminance(heatColour(n - 1, max)), `${n}/${max}`);
  }
});

test("every number on a cell reads at 4.5:1 or more", () => {
  let worst = Infinity;
  for (const max of [1, 2, 7, 30, 208])
    for (let n = 1; n <= max; n++) {
      const bg = heatColour(n, max);
      const ink = inkOn(bg) === "#000000" ? 0 : 1;
      const c = contrast(luminance(bg), ink);
      worst = Math.min(worst, c);
      assert.ok(c >= 4.5, `${n} of ${max} on rgb(${bg}): ${c.toFixed(2)}`);
    }
  assert.ok(worst >= 4.5);
});

test("a cell's words, in English and in Russian", () => {
  const en = heatWords("en");
  assert.equal(en.cell({ x: 3, y: -1, best: 26, dead: false }), "column 3, row -1: 26 points");
  assert.equal(en.cell({ x: 0, y: 2, best: 1, dead: false }), "column 0, row 2: 1 point");
  assert.match(en.cell({ x: 0, y: 2, best: 0, dead: true }), /dead/);
  assert.match(en.cell({ x: 0, y: 2, best: 0, dead: false }), /no play/);
  const ru = heatWords("ru");
  assert.equal(ru.cell({ x: 3, y: -1, best: 22, dead: false }), "столбец 3, строка -1: 22 очка");
  assert.equal(ru.cell({ x: 3, y: -1, best: 25, dead: false }), "столбец 3, строка -1: 25 очков");
  assert.match(ru.cell({ x: 0, y: 2, best: 0, dead: true }), /мёртвая/);
});
