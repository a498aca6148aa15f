// Renders www/icons/icon.svg to the PNG sizes the web app manifest lists, with
// Debian's Chromium (playwright-core). Run after changing the SVG:
//   node scripts/make-icons.mjs
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";

const svg = readFileSync(new URL("../www/icons/icon.svg", import.meta.url), "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || process.env.CHROME || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body>`,
  );
  await page.screenshot({
    path: new URL(`../www/icons/icon-${size}.png`, import.meta.url).pathname,
    omitBackground: true,
  });
  await page.close();
}
await browser.close();
