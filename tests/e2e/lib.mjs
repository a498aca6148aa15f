// Shared helpers of the browser end-to-end tests: the browser layer (browser.mjs:
// Chromium, Firefox and WebKit behind one API, `launch` here is Chromium's), the
// release build served locally, console errors and requests to other origins
// collected, screenshots saved per engine.
import { launch as launchEngine, shotPath } from "./browser.mjs";

export {
  DIST,
  SHOTS,
  CHROMIUM,
  ARGS,
  WEBRTC_LOOPBACK_ARGS,
  ENGINE,
  ENGINES,
  engineTest,
  shotPath,
} from "./browser.mjs";
export { launchEngine };

/**
 * Starts a server for dist/ (under `prefix`) and a fresh Chromium context (the
 * browser layer's launch("chromium", opts): tests/e2e/browser.mjs documents opts).
 * @param {Parameters<typeof launchEngine>[1]} [opts]
 */
export function launch(opts = {}) {
  return launchEngine("chromium", opts);
}

/**
 * Opens `path` (relative to the served root) and waits for the page to be interactive.
 * @param {import("playwright-core").Page} page
 * @param {string} url
 */
export async function open(page, url) {
  await page.goto(url);
  // Firefox and WebKit start their page processes on the first visit: on a busy
  // machine that visit took WebKit more than 20 s, and more than 45 s with the three
  // engines' tests side by side on a machine crowded by other work (load 20 on 2 cores).
  const engine = /** @type {any} */ (page).engine ?? "chromium";
  await page.waitForSelector("body[data-ready='1']", { timeout: engine === "chromium" ? 20000 : 90000 });
  // Firefox logs an error with no text (at main.js) when a load of the page is cut off
  // by the next navigation; the first visit's service worker install (its precache) is
  // the load still running after ready, so a test that goes on to another address
  // right away waits it out here first (at most 10 s; never in Chromium, which logs
  // nothing for it).
  if (engine === "firefox")
    await page.evaluate(() =>
      "serviceWorker" in navigator && location.protocol.startsWith("http")
        ? Promise.race([
            navigator.serviceWorker.ready.then(() => true),
            new Promise((r) => setTimeout(() => r(false), 10000)),
          ])
        : null,
    );
}

/**
 * Saves a screenshot as tests/e2e/screenshots/<engine>/<name>.png (a page of the
 * browser layer knows its engine; Playwright's pages are Chromium's).
 */
export async function shot(page, name) {
  await page.screenshot({ path: shotPath(/** @type {any} */ (page).engine ?? "chromium", name) });
}

/**
 * Waits until the page (or frame) has painted the frame after now: whatever was
 * drawn for the events sent so far (a canvas redraws on the next animation frame)
 * is on screen after it.
 * @param {import("playwright-core").Page | import("playwright-core").Frame} target
 */
export async function nextFrame(target) {
  await target.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

/**
 * From now on, keeps every text the page's live region announces (the shell's
 * `[data-role=status]`) in `window.__said`; `said(page)` reads them.
 * @param {import("playwright-core").Page} page
 */
export async function listen(page) {
  await page.evaluate(() => {
    const region = /** @type {Element} */ (document.querySelector("[data-role=status]"));
    const w = /** @type {any} */ (window);
    w.__said = [];
    new MutationObserver(() => w.__said.push(region.textContent?.trim())).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
}

/** What the live region announced since `listen(page)`. @param {import("playwright-core").Page} page @returns {Promise<string[]>} */
export const said = (page) => page.evaluate(() => /** @type {any} */ (window).__said);
