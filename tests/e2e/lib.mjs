// Shared helpers of the browser end-to-end tests: Debian's Chromium driven by
// playwright-core (never a downloaded browser), the release build served locally,
// console errors and requests to other origins collected, screenshots saved.
import { chromium } from "playwright-core";
import { mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { serve } from "../../scripts/serve.mjs";

export const DIST = resolve(import.meta.dirname, "../../dist");
export const SHOTS = resolve(import.meta.dirname, "screenshots");
mkdirSync(SHOTS, { recursive: true });

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Starts a server for dist/ (under `prefix`) and a fresh Chromium profile.
 * `dir` serves another folder than dist/ (a copy, to deploy a new version in a test).
 * @param {{ dir?: string, prefix?: string, viewport?: { width: number, height: number }, hasTouch?: boolean, isMobile?: boolean, deviceScaleFactor?: number, locale?: string, serve?: boolean }} [opts]
 */
export async function launch(opts = {}) {
  const server = opts.serve === false ? null : await serve(opts.dir ?? DIST, 0, opts.prefix ?? "/");
  const profile = mkdtempSync(join(tmpdir(), "yotta-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    hasTouch: opts.hasTouch ?? false,
    isMobile: opts.isMobile ?? false,
    deviceScaleFactor: opts.deviceScaleFactor ?? 1,
    locale: opts.locale ?? "en-US",
  });
  /** Problems seen on any page: console errors, page errors, requests off the origin. */
  const problems = [];
  const origin = server ? new URL(server.url).origin : null;
  context.on("page", (page) => watch(page));
  for (const page of context.pages()) watch(page);
  /** @param {import("playwright-core").Page} page */
  function watch(page) {
    page.on("console", (msg) => {
      if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
    });
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    page.on("request", (req) => {
      const url = new URL(req.url());
      const local = url.protocol === "data:" || url.protocol === "blob:" || url.protocol === "file:";
      if (!local && url.origin !== origin) problems.push(`request to another origin: ${req.url()}`);
    });
  }
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    page,
    context,
    problems,
    url: server?.url ?? "",
    async close() {
      await context.close();
      await server?.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Opens `path` (relative to the served root) and waits for the page to be interactive.
 * @param {import("playwright-core").Page} page
 * @param {string} url
 */
export async function open(page, url) {
  await page.goto(url);
  await page.waitForSelector("body[data-ready='1']", { timeout: 20000 });
}

/** Saves a screenshot as tests/e2e/screenshots/<name>.png. */
export async function shot(page, name) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}
