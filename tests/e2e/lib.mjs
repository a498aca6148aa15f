// Shared helpers of the browser end-to-end tests: Debian's Chromium (or the Chrome or
// Chromium at the path in CHROMIUM or CHROME; scripts/test.sh finds one) driven by
// playwright-core (never a downloaded browser), the release build served locally,
// console errors and requests to other origins collected, screenshots saved.
import { chromium } from "playwright-core";
import { mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir, networkInterfaces } from "node:os";
import { join, resolve } from "node:path";
import { serve } from "../../scripts/serve.mjs";

export const DIST = resolve(import.meta.dirname, "../../dist");
export const SHOTS = resolve(import.meta.dirname, "screenshots");
mkdirSync(SHOTS, { recursive: true });

export const CHROMIUM = process.env.CHROMIUM || process.env.CHROME || "/usr/bin/chromium";
export const ARGS = [
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
 * WebRTC between profiles on this machine: local addresses are not hidden behind
 * mDNS names (resolving them would send multicast queries to the network).
 */
export const WEBRTC_LOOPBACK_ARGS = ["--allow-loopback-in-peer-connection", "--disable-features=WebRtcHideLocalIpsWithMdns"];

/** This machine's own IPv4 addresses: Linux delivers packets sent to them over the loopback device. */
const OWN_IPV4 = Object.values(networkInterfaces())
  .flat()
  .filter((a) => a && a.family === "IPv4")
  .map((a) => a.address);

/**
 * A page script for WebRTC tests: the session descriptions the page reads keep only
 * candidates on this machine's own IPv4 addresses (Chromium gathers none on the
 * loopback interface itself; a packet to the machine's own address never leaves it),
 * and every data channel's messages are recorded in `window.__net` (`received`,
 * `sent`, `channels`), so a test can read what a device was sent and send as a
 * tampering device would.
 * @param {string[]} own
 */
function webrtcRecorder(own) {
  const net = { received: [], sent: [], channels: [] };
  Object.defineProperty(window, "__net", { value: net });
  const P = RTCPeerConnection.prototype;
  const local = Object.getOwnPropertyDescriptor(P, "localDescription");
  Object.defineProperty(P, "localDescription", {
    get() {
      const d = local.get.call(this);
      if (!d) return d;
      const sdp = d.sdp
        .split("\r\n")
        .filter((l) => !l.startsWith("a=candidate:") || own.includes(l.split(" ")[4]))
        .join("\r\n");
      return { type: d.type, sdp, toJSON: () => ({ type: d.type, sdp }) };
    },
  });
  const create = P.createDataChannel;
  P.createDataChannel = function (...a) {
    const ch = create.apply(this, a);
    net.channels.push(ch);
    ch.addEventListener("message", (e) => net.received.push(e.data));
    const send = ch.send;
    ch.send = function (data) {
      net.sent.push(data);
      return send.call(this, data);
    };
    return ch;
  };
}

/**
 * Starts a server for dist/ (under `prefix`) and a fresh Chromium profile.
 * `dir` serves another folder than dist/ (a copy, to deploy a new version in a test).
 * `webrtc: true` allows WebRTC on loopback and records the data channels (see
 * webrtcRecorder); `origin` is the site's origin when another profile serves it
 * (`serve: false`).
 * @param {{ dir?: string, prefix?: string, viewport?: { width: number, height: number }, hasTouch?: boolean, isMobile?: boolean, deviceScaleFactor?: number, locale?: string, serve?: boolean, webrtc?: boolean, origin?: string, reducedMotion?: "reduce" | "no-preference", args?: string[] }} [opts]
 */
export async function launch(opts = {}) {
  const server = opts.serve === false ? null : await serve(opts.dir ?? DIST, 0, opts.prefix ?? "/");
  const profile = mkdtempSync(join(tmpdir(), "yotta-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...ARGS, ...(opts.webrtc ? WEBRTC_LOOPBACK_ARGS : []), ...(opts.args ?? [])],
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    hasTouch: opts.hasTouch ?? false,
    isMobile: opts.isMobile ?? false,
    deviceScaleFactor: opts.deviceScaleFactor ?? 1,
    locale: opts.locale ?? "en-US",
    reducedMotion: opts.reducedMotion ?? "no-preference",
  });
  /** Problems seen on any page: console errors, page errors, requests off the origin. */
  const problems = [];
  const origin = server ? new URL(server.url).origin : opts.origin ?? null;
  if (opts.webrtc) await context.addInitScript(webrtcRecorder, OWN_IPV4);
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

/**
 * Waits until the page (or frame) has painted the frame after now: whatever was
 * drawn for the events sent so far (a canvas redraws on the next animation frame)
 * is on screen after it.
 * @param {import("playwright-core").Page | import("playwright-core").Frame} target
 */
export async function nextFrame(target) {
  await target.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))));
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
