// The browser layer of the end-to-end tests: one API over three engines, so that a
// test is written once and runs in each engine that has what it needs.
//
//   chromium  Debian's Chromium (or CHROMIUM / CHROME), driven by playwright-core;
//   firefox   Debian's Firefox ESR (or FIREFOX), driven by puppeteer-core over
//             WebDriver BiDi;
//   webkit    Debian's WebKitGTK MiniBrowser (or MINIBROWSER) through its W3C
//             WebDriver (WEBKITWEBDRIVER, default `WebKitWebDriver`), driven by
//             selenium-webdriver, on an Xvfb display this module starts (or DISPLAY
//             when YOTTA_DISPLAY=inherit).
// No browser is ever downloaded: scripts/setup.sh installs Debian's packages.
//
// API
//   launch(engine, opts) → { engine, page, context, problems, url, setOffline(on), close() }
//     opts: { dir, prefix, viewport, hasTouch, isMobile, deviceScaleFactor, locale,
//             serve, webrtc, origin, reducedMotion, args }  (as tests/e2e/lib.mjs had).
//     `problems` collects console errors, page errors and requests to other origins
//     (WebKit's driver reports no console: a script the test server loads first in
//     every page records them; on file:// pages it runs once the page has loaded).
//     `setOffline(true)` makes the site unreachable (Chromium: the network is cut;
//     others: the test server refuses connections), `setOffline(false)` undoes it.
//   `page` is Playwright's Page in Chromium; in the other engines an object with the
//   part of it the tests use, with the same meaning:
//     goto(url), reload(), url(), evaluate(fn, arg), waitForFunction(fn, arg, { timeout }),
//     waitForSelector(sel, { state: "visible" | "attached" | "hidden" | "detached", timeout }),
//     click(sel), tap(sel), focus(sel), selectOption(sel, value), textContent(sel),
//     getAttribute(sel, name), fill(sel, value), isVisible(sel), isHidden(sel), on("pageerror" | "console", fn),
//     close(), $(sel) → { boundingBox(), click() } | null,
//     $$eval(sel, fn, arg), $eval(sel, fn, arg), locator(sel) → { click, tap, textContent,
//     getAttribute, fill, count, isVisible, boundingBox, waitFor },
//     mouse.move(x, y, { steps }) / down() / up() / click(x, y), touchscreen.tap(x, y),
//     keyboard.press(key) / type(text) / down(key) / up(key) / insertText(text),
//     screenshot({ path }), setViewportSize({ width, height }), addInitScript(fn, arg),
//     waitForTimeout(ms), emulateMedia({ reducedMotion }) (Chromium only: elsewhere pass
//     reducedMotion to launch).
//   engineTest(name, { engines, skip }, fn): registers `fn(engine, t)` as the test
//     "<engine>: <name>" for the engine this run drives (YOTTA_ENGINE, default
//     chromium) when it is in `engines` (default all three); `skip[engine]` is the
//     reason an engine cannot run it (reported as a skipped test). scripts/test.sh
//     runs the files that call engineTest once per engine. If the browser itself goes
//     away under a test (WebKitGTK 2.50's web process crashes now and then: a
//     JavaScriptCore segfault in a worker's thread, a WebCore assertion; its driver
//     then says "Could not parse script result" and ends the session), the test is
//     run once more in a new browser, and a "# browser crash:" line in the log says
//     so (counted in the summary by scripts/test.sh); a second crash fails it. A
//     check of the test that fails is never run again.
//   shotPath(engine, name): tests/e2e/screenshots/<engine>/<name>.png.
//   YOTTA_TRACE=1 prints every call of a Firefox or WebKit page (debugging a test there).
import { test, after } from "node:test";
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { createServer as createHttpServer } from "node:http";
import { tmpdir, networkInterfaces } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "../../scripts/serve.mjs";

export const DIST = resolve(import.meta.dirname, "../../dist");
export const SHOTS = resolve(import.meta.dirname, "screenshots");

/** The engines the suite knows, and the one this run drives. */
export const ENGINES = ["chromium", "firefox", "webkit"];
export const ENGINE = process.env.YOTTA_ENGINE || "chromium";
if (!ENGINES.includes(ENGINE)) throw new Error(`YOTTA_ENGINE=${ENGINE}: not one of ${ENGINES.join(", ")}`);

export const CHROMIUM = process.env.CHROMIUM || process.env.CHROME || "/usr/bin/chromium";
export const FIREFOX = process.env.FIREFOX || "/usr/bin/firefox-esr";
export const MINIBROWSER = process.env.MINIBROWSER || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const WEBKITWEBDRIVER = process.env.WEBKITWEBDRIVER || "WebKitWebDriver";

/**
 * Registers a test written once for several engines (see the API above).
 * @param {string} name
 * @param {{ engines?: string[], skip?: Record<string, string>, timeout?: number }} spec
 * @param {(engine: string, t: import("node:test").TestContext) => Promise<void>} fn
 */
export function engineTest(name, spec, fn) {
  const list = spec.engines ?? ENGINES;
  if (!list.includes(ENGINE)) return;
  const skip = spec.skip?.[ENGINE];
  test(`${ENGINE}: ${name}`, { skip: skip ?? false, timeout: spec.timeout }, async (t) => {
    const since = Date.now();
    try {
      await fn(ENGINE, t);
    } catch (e) {
      if (!browserWentAway(e)) throw e;
      // The browser itself went away under the test (see the notes at the top: WebKitGTK
      // 2.50's web process was seen to crash twice in a day of runs). Said in the
      // log, counted by scripts/test.sh in its summary ("run again after a browser
      // crash"), and the test is run once more in a new browser: a second crash fails it.
      const said = /WebProcess CRASHED/.test(String(e.message)) ? "; the MiniBrowser: WebProcess CRASHED" : "";
      t.diagnostic(
        `browser crash: "${t.name}": ${ENGINE}'s browser went away (${String(e.message).split("\n")[0].slice(0, 160)})${said}${kernelSaid(since)}; the test runs again in a new browser`,
      );
      await fn(ENGINE, t);
    }
  });
}

/**
 * Did the browser go away under the test (not a check of the test that failed)? In
 * WebKit: its driver's session no longer exists, or a script's result never came
 * back and the session then did not answer (see WebKitPage._eval).
 */
function browserWentAway(e) {
  return ENGINE === "webkit" && (e?.name === "NoSuchSessionError" || e?.browserGone === true);
}

/** What the kernel logged of a crashed process since `since` (ms), where its log is readable. */
function kernelSaid(since) {
  try {
    const boot = Date.now() - Number(readFileSync("/proc/uptime", "utf8").split(" ")[0]) * 1000;
    const lines = execFileSync("dmesg", { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
      .split("\n")
      .filter((l) => /segfault|general protection|trap/.test(l))
      .filter((l) => boot + Number(/^\[\s*([\d.]+)\]/.exec(l)?.[1] ?? 0) * 1000 >= since - 2000);
    return lines.length
      ? `; the kernel: ${lines.map((l) => l.replace(/^\[[^\]]*\]\s*/, "").slice(0, 160)).join(" | ")}`
      : "";
  } catch {
    return "";
  }
}

/** Where a screenshot of `engine` named `name` goes. */
export function shotPath(engine, name) {
  const dir = join(SHOTS, engine);
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}

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
export const WEBRTC_LOOPBACK_ARGS = [
  "--allow-loopback-in-peer-connection",
  "--disable-features=WebRtcHideLocalIpsWithMdns",
];

/** This machine's own IPv4 addresses: Linux delivers packets sent to them over the loopback device. */
export const OWN_IPV4 = Object.values(networkInterfaces())
  .flat()
  .filter((a) => a && a.family === "IPv4")
  .map((a) => a.address);

/**
 * A page script for WebRTC tests: the session descriptions the page reads keep only
 * candidates on this machine's own IPv4 addresses, or mDNS names (`<uuid>.local`)
 * when `mdns` (Firefox's form: it resolves its own names itself) — no candidate
 * leaves the machine — and every data channel's messages are recorded in `window.__net`
 * (`received`, `sent`, `channels`), so a test can read what a device was sent and send
 * as a tampering device would.
 * @param {[string[], boolean]} args
 */
export function webrtcRecorder([own, mdns]) {
  if (typeof RTCPeerConnection !== "function") return; // an engine without WebRTC
  const net = { received: [], sent: [], channels: [] };
  Object.defineProperty(window, "__net", { value: net });
  const P = RTCPeerConnection.prototype;
  const local = Object.getOwnPropertyDescriptor(P, "localDescription");
  const keep = (/** @type {string} */ l) => {
    if (!l.startsWith("a=candidate:")) return true;
    const f = l.split(" ");
    return own.includes(f[4]) || (mdns && f[4].endsWith(".local"));
  };
  Object.defineProperty(P, "localDescription", {
    get() {
      const d = local.get.call(this);
      if (!d) return d;
      const sdp = d.sdp.split("\r\n").filter(keep).join("\r\n");
      return { type: d.type, sdp, toJSON: () => ({ type: d.type, sdp }) };
    },
  });
  // A remote description's mDNS names are kept in `net.remoteHosts` (they came
  // through the code) but not given to the engine: resolving one would send a
  // multicast query to the network; the peer's checks reach this side anyway, which
  // then knows its address (a peer-reflexive candidate), as on a LAN without mDNS.
  net.remoteHosts = [];
  const setRemote = P.setRemoteDescription;
  P.setRemoteDescription = function (d, ...rest) {
    if (!d?.sdp) return setRemote.call(this, d, ...rest);
    const lines = d.sdp.split("\r\n");
    for (const l of lines) if (l.startsWith("a=candidate:")) net.remoteHosts.push(l.split(" ")[4]);
    const sdp = lines.filter((l) => !(l.startsWith("a=candidate:") && l.split(" ")[4].endsWith(".local"))).join("\r\n");
    return setRemote.call(this, { type: d.type, sdp }, ...rest);
  };
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
 * Under the test runner (node --test), each test process starts a browser of an
 * engine once for each set of browser-wide settings (flags, preferences, languages)
 * and gives every launch() its own fresh context in it: Chromium's browser contexts
 * (and Firefox's user contexts, with SHARE_FIREFOX) have their own storage, cache,
 * cookies, service workers and permissions, as a new profile has. WebKit's driver has no such contexts: each
 * launch gets the MiniBrowser's window (the other windows a test opened are closed,
 * the page left blank) on a test server of its own, a new origin, so its own storage,
 * service workers and caches; after a launch that opened a file:// page, the storage
 * of file:// pages is cleared for the next. Starting a browser took 2 to 7 s on this
 * 2-core machine under load (WebKit's first page load 10 to 17 s more, while it starts
 * its processes); a new context a few hundred ms. The browsers are closed when the
 * process's tests are done. YOTTA_E2E_SHARE=0 starts a browser for every launch()
 * (as bench/ and the scripts that import this module do: they run outside the test
 * runner).
 */
const SHARE = Boolean(process.env.NODE_TEST_CONTEXT) && process.env.YOTTA_E2E_SHARE !== "0";
/**
 * Firefox is shared too, each page in a user context and a window of its own (a
 * page in a tab behind another got no animation frames). YOTTA_E2E_SHARE_FIREFOX=0
 * starts a Firefox for every test (its step took 296 s so, against about 275 s shared
 * at a load of 10, where tests went from 5 to 7 s each down to 2 to 3 s).
 */
const SHARE_FIREFOX = process.env.YOTTA_E2E_SHARE_FIREFOX !== "0";
/** @type {Map<string, Promise<{ browser: any, close: () => Promise<void> }>>} */
const sharedBrowsers = new Map();
/**
 * The browser started for `key` in this process (by `start`), started on first use
 * and again if it went away.
 * @param {string} key @param {() => Promise<{ browser: any, close: () => Promise<void>, alive?: () => boolean | Promise<boolean> }>} start
 */
async function sharedBrowser(key, start) {
  let p = sharedBrowsers.get(key);
  if (p) {
    const b = await p.catch(() => null);
    if (b && (!b.alive || (await b.alive()))) return b.browser;
    sharedBrowsers.delete(key);
    await b?.close().catch(() => {});
  }
  p = start();
  sharedBrowsers.set(key, p);
  p.catch(() => sharedBrowsers.delete(key));
  return (await p).browser;
}
if (SHARE) {
  after(async () => {
    const all = [...sharedBrowsers.values()];
    sharedBrowsers.clear();
    for (const p of all) await (await p.catch(() => null))?.close().catch(() => {});
  });
}

/** Is `url` off the site (`origin`)? data:, blob: and file: are the page's own. */
function offOrigin(url, origin) {
  const u = new URL(url);
  if (["data:", "blob:", "file:", "about:"].includes(u.protocol)) return false;
  return u.origin !== origin;
}

/**
 * Starts a server for dist/ (under `prefix`) and a fresh context of `engine` (see SHARE).
 * `dir` serves another folder than dist/ (a copy, to deploy a new version in a test).
 * `webrtc: true` allows WebRTC on loopback and records the data channels (see
 * webrtcRecorder); `origin` is the site's origin when another profile serves it
 * (`serve: false`).
 * @param {string} engine
 * @param {{ dir?: string, prefix?: string, viewport?: { width: number, height: number }, hasTouch?: boolean, isMobile?: boolean, deviceScaleFactor?: number, locale?: string, serve?: boolean, webrtc?: boolean, origin?: string, reducedMotion?: "reduce" | "no-preference", args?: string[] }} [opts]
 */
export async function launch(engine, opts = {}) {
  if (engine === "chromium") return launchChromium(opts);
  if (engine === "firefox") return launchFirefox(opts);
  if (engine === "webkit") return launchWebKit(opts);
  throw new Error(`unknown engine ${engine}`);
}

/** The test server, with what each engine needs to go offline and back. */
async function startServer(opts, inject) {
  if (opts.serve === false) return null;
  const s = await serve(opts.dir ?? DIST, 0, opts.prefix ?? "/", inject ? { inject } : {});
  openServers.add(s);
  const port = Number(new URL(s.url).port);
  let down = false;
  return {
    url: s.url,
    async setDown(on) {
      if (on === down) return;
      down = on;
      if (on) {
        s.server.closeAllConnections();
        await new Promise((ok) => s.server.close(() => ok(undefined)));
      } else await new Promise((ok) => s.server.listen(port, "127.0.0.1", () => ok(undefined)));
    },
    async close() {
      openServers.delete(s);
      if (down) return;
      s.server.closeAllConnections();
      await s.close();
    },
  };
}

/**
 * The test servers not closed yet. A server left listening kept a WebKit step waiting
 * for minutes after its file's last test: the process's last hook closes them all.
 */
const openServers = new Set();
if (process.env.NODE_TEST_CONTEXT) {
  after(async () => {
    for (const s of openServers) {
      s.server.closeAllConnections();
      if (s.server.listening) await s.close().catch(() => {});
    }
    openServers.clear();
  });
}

// ---------------------------------------------------------------- Chromium

async function launchChromium(opts) {
  const { chromium } = await import("playwright-core");
  const server = await startServer(opts);
  const args = [...ARGS, ...(opts.webrtc ? WEBRTC_LOOPBACK_ARGS : []), ...(opts.args ?? [])];
  const contextOptions = {
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    hasTouch: opts.hasTouch ?? false,
    isMobile: opts.isMobile ?? false,
    deviceScaleFactor: opts.deviceScaleFactor ?? 1,
    locale: opts.locale ?? "en-US",
    reducedMotion: opts.reducedMotion ?? "no-preference",
  };
  /** @type {import("playwright-core").BrowserContext} */
  let context;
  let profile = null;
  // A wrapper of CHROMIUM may start it elsewhere (relay-cut.test.mjs: in a cgroup of
  // its own): such a browser is the launch's own.
  if (SHARE && !opts.executablePath) {
    const browser = await sharedBrowser(`chromium ${JSON.stringify(args)}`, async () => {
      const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args });
      return { browser, close: () => browser.close(), alive: () => browser.isConnected() };
    });
    context = await browser.newContext(contextOptions);
  } else {
    profile = mkdtempSync(join(tmpdir(), "yotta-e2e-"));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: opts.executablePath ?? CHROMIUM,
      headless: true,
      args,
      ...contextOptions,
    });
  }
  /** Problems seen on any page: console errors, page errors, requests off the origin. */
  const problems = [];
  const origin = server ? new URL(server.url).origin : (opts.origin ?? null);
  if (opts.webrtc) await context.addInitScript(webrtcRecorder, [OWN_IPV4, false]);
  context.on("page", (page) => watch(page));
  for (const page of context.pages()) watch(page);
  /** @param {import("playwright-core").Page} page */
  function watch(page) {
    page.on("console", (msg) => {
      if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
    });
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    page.on("request", (req) => {
      if (offOrigin(req.url(), origin)) problems.push(`request to another origin: ${req.url()}`);
    });
  }
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    engine: "chromium",
    page,
    context,
    problems,
    url: server?.url ?? "",
    setOffline: (on) => context.setOffline(on),
    async close() {
      await context.close();
      await server?.close();
      if (profile) rmSync(profile, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- the generic page

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** `p`'s value, or `late` if it takes more than `ms` (its timer cleared either way). */
const within = (p, ms, late) => {
  let t;
  return Promise.race([p, new Promise((r) => (t = setTimeout(() => r(late), ms)))]).finally(() => clearTimeout(t));
};

/** The source of `fn` called with one argument, for engines that take script text. */
const callSource = (fn) => (typeof fn === "function" ? `(${fn})` : `(() => (${fn}))`);

/**
 * What the tests use of Playwright's Page, built on a few primitives each engine
 * provides: `_eval(source, arg)` (the value of `source(arg)` in the page, awaited),
 * `mouse`, `touchscreen`, `keyboard`, `goto`, `reload`, `url`, `screenshot`,
 * `setViewportSize`, `addInitScript`.
 */
class GenericPage {
  constructor(engine) {
    this.engine = engine;
  }
  evaluate(fn, arg) {
    return this._eval(callSource(fn), arg);
  }
  async waitForFunction(fn, arg, { timeout = 30000, polling = 50 } = {}) {
    const end = Date.now() + timeout;
    const src = callSource(fn);
    for (;;) {
      let v;
      try {
        v = await this._eval(src, arg);
      } catch (e) {
        // A page being replaced (navigation) has no answer yet: ask again.
        if (!/navigat|context|destroyed|unload|discarded|No such frame|detached/i.test(String(e?.message))) throw e;
      }
      if (v) return { jsonValue: async () => v };
      if (Date.now() > end)
        throw new Error(
          `waitForFunction: timeout ${timeout} ms exceeded (${this.engine}): ${String(fn).slice(0, 200)}`,
        );
      await sleep(polling);
    }
  }
  /** Page-side state of the first element matching `sel`: "detached", "hidden" or "visible". */
  _stateOf(sel) {
    return this.evaluate((sel) => {
      const e = document.querySelector(sel);
      if (!e) return "detached";
      const s = getComputedStyle(e);
      const r = e.getBoundingClientRect();
      return s.visibility !== "hidden" && r.width > 0 && r.height > 0 ? "visible" : "hidden";
    }, sel);
  }
  async waitForSelector(sel, { state = "visible", timeout = 30000 } = {}) {
    const ok = {
      visible: ["visible"],
      attached: ["visible", "hidden"],
      hidden: ["hidden", "detached"],
      detached: ["detached"],
    }[state];
    const end = Date.now() + timeout;
    for (;;) {
      let s = null;
      try {
        s = await this._stateOf(sel);
      } catch (e) {
        if (!/navigat|context|destroyed|unload|discarded|No such frame|detached/i.test(String(e?.message))) throw e;
      }
      if (s && ok.includes(s)) return s === "detached" ? null : this._handle(sel);
      if (Date.now() > end) {
        const seen = this.problems?.length ? `; the page said: ${this.problems.slice(-5).join(" | ")}` : "";
        throw new Error(`waitForSelector: ${sel} not ${state} after ${timeout} ms (${this.engine}; it is ${s}${seen})`);
      }
      await sleep(50);
    }
  }
  /** The centre of the first visible element matching `sel`, scrolled into view. */
  async _center(sel, timeout = 30000) {
    await this.waitForSelector(sel, { timeout });
    return this.evaluate((sel) => {
      const e = /** @type {HTMLElement} */ (document.querySelector(sel));
      e.scrollIntoView({ block: "nearest", inline: "nearest" });
      const r = e.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }, sel);
  }
  async click(sel, { timeout } = {}) {
    const c = await this._center(sel, timeout);
    await this.mouse.click(c.x, c.y);
  }
  async tap(sel, { timeout } = {}) {
    const c = await this._center(sel, timeout);
    await this.touchscreen.tap(c.x, c.y);
  }
  async focus(sel) {
    await this.waitForSelector(sel, { state: "attached" });
    await this.evaluate((sel) => /** @type {HTMLElement} */ (document.querySelector(sel)).focus(), sel);
  }
  /** Chooses `value` in a <select>, as a person's choice would (input and change events). */
  async selectOption(sel, value) {
    await this.waitForSelector(sel);
    await this.evaluate(
      ([sel, value]) => {
        const s = /** @type {HTMLSelectElement} */ (document.querySelector(sel));
        s.value = value;
        s.dispatchEvent(new Event("input", { bubbles: true }));
        s.dispatchEvent(new Event("change", { bubbles: true }));
      },
      [sel, value],
    );
  }
  /** Types `value` into an input as a paste would: focus, the value replaced, input and change events. */
  async fill(sel, value) {
    await this.waitForSelector(sel);
    await this.evaluate(
      ([sel, value]) => {
        const e = /** @type {HTMLInputElement} */ (document.querySelector(sel));
        e.focus();
        e.value = value;
        e.dispatchEvent(new Event("input", { bubbles: true }));
        e.dispatchEvent(new Event("change", { bubbles: true }));
      },
      [sel, value],
    );
  }
  async textContent(sel) {
    await this.waitForSelector(sel, { state: "attached" });
    return this.evaluate((sel) => document.querySelector(sel)?.textContent ?? null, sel);
  }
  async getAttribute(sel, name) {
    await this.waitForSelector(sel, { state: "attached" });
    return this.evaluate(([sel, name]) => document.querySelector(sel)?.getAttribute(name) ?? null, [sel, name]);
  }
  async isVisible(sel) {
    return (await this._stateOf(sel)) === "visible";
  }
  async isHidden(sel) {
    return (await this._stateOf(sel)) !== "visible";
  }
  _handle(sel) {
    return {
      boundingBox: () =>
        this.evaluate((sel) => {
          const e = document.querySelector(sel);
          if (!e) return null;
          const r = e.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }, sel),
      click: () => this.click(sel),
      tap: () => this.tap(sel),
    };
  }
  async $(sel) {
    return (await this._stateOf(sel)) === "detached" ? null : this._handle(sel);
  }
  $$eval(sel, fn, arg) {
    return this._eval(`((sel, arg) => (${fn})([...document.querySelectorAll(sel)], arg))`, [sel, arg], true);
  }
  async $eval(sel, fn, arg) {
    await this.waitForSelector(sel, { state: "attached" });
    return this._eval(`((sel, arg) => (${fn})(document.querySelector(sel), arg))`, [sel, arg], true);
  }
  locator(sel) {
    return {
      click: () => this.click(sel),
      tap: () => this.tap(sel),
      textContent: () => this.textContent(sel),
      getAttribute: (name) => this.getAttribute(sel, name),
      fill: (value) => this.fill(sel, value),
      count: () => this.evaluate((sel) => document.querySelectorAll(sel).length, sel),
      isVisible: () => this.isVisible(sel),
      boundingBox: () => this._handle(sel).boundingBox(),
      waitFor: (o) => this.waitForSelector(sel, o),
    };
  }
  waitForTimeout(ms) {
    return sleep(ms);
  }
  async emulateMedia() {
    throw new Error(`emulateMedia: not in ${this.engine}; pass reducedMotion to launch()`);
  }
}

/** Playwright's key names → the W3C WebDriver key codes (WebKit's driver takes these). */
const W3C_KEYS = {
  Enter: "\uE007",
  Escape: "\uE00C",
  Tab: "\uE004",
  Backspace: "\uE003",
  Delete: "\uE017",
  Space: " ",
  ArrowLeft: "\uE012",
  ArrowUp: "\uE013",
  ArrowRight: "\uE014",
  ArrowDown: "\uE015",
  Home: "\uE011",
  End: "\uE010",
  PageUp: "\uE00E",
  PageDown: "\uE00F",
  Shift: "\uE008",
  Control: "\uE009",
  Alt: "\uE00A",
  Meta: "\uE03D",
};

// ---------------------------------------------------------------- Firefox

/** Firefox through puppeteer-core's WebDriver BiDi: puppeteer's Page under GenericPage's API. */
class FirefoxPage extends GenericPage {
  constructor(page) {
    super("firefox");
    this.p = page;
    this.mouse = page.mouse;
    this.touchscreen = page.touchscreen;
    const kb = page.keyboard;
    // Playwright's chords ("Shift+Tab") are pressed key by key.
    this.keyboard = {
      press: async (key) => {
        const keys = key.length > 1 && key.includes("+") ? key.split("+") : [key];
        for (const k of keys.slice(0, -1)) await kb.down(k);
        await kb.press(keys[keys.length - 1]);
        for (const k of keys.slice(0, -1).reverse()) await kb.up(k);
      },
      type: (text) => kb.type(text),
      down: (k) => kb.down(k),
      up: (k) => kb.up(k),
      insertText: async (text) => {
        for (const c of text) await kb.sendCharacter(c);
      },
    };
  }
  _eval(source, arg, spread = false) {
    // puppeteer takes the function's text; `spread` passes an array as arguments.
    const fn = new Function(`return ${source}`)();
    return spread ? this.p.evaluate(fn, ...arg) : this.p.evaluate(fn, arg);
  }
  async goto(url) {
    await this.p.goto(url);
  }
  async reload() {
    await this.p.reload();
  }
  url() {
    return this.p.url();
  }
  async screenshot({ path }) {
    mkdirSync(dirname(path), { recursive: true });
    await this.p.screenshot({ path });
  }
  async setViewportSize({ width, height }) {
    await this.p.setViewport({ ...(this.p.viewport() ?? {}), width, height });
  }
  async addInitScript(fn, arg) {
    await this.p.evaluateOnNewDocument(fn, arg);
  }
  /** puppeteer's events ("console", "pageerror", "request", …), as Playwright names them. */
  on(event, fn) {
    this.p.on(event, fn);
    return this;
  }
  async close() {
    await this.p.close();
  }
}

async function launchFirefox(opts) {
  const { default: puppeteer } = await import("puppeteer-core");
  const server = await startServer(opts);
  const origin = server ? new URL(server.url).origin : (opts.origin ?? null);
  const view = opts.viewport ?? { width: 1280, height: 800 };
  const locale = opts.locale ?? "en-US";
  const prefs = {
    "intl.accept_languages": `${locale}, ${locale.split("-")[0]}`,
    "intl.locale.requested": locale,
    "ui.prefersReducedMotion": opts.reducedMotion === "reduce" ? 1 : 0,
    "dom.w3c_touch_events.enabled": opts.hasTouch ? 1 : 0,
    // WebRTC between profiles on this machine (mDNS names are kept: Firefox
    // resolves its own): loopback candidates allowed.
    "media.peerconnection.ice.loopback": true,
    // `mdns: false`: the local addresses themselves, not mDNS names. Two Firefox
    // profiles must: each hides its addresses behind names the other is not let
    // resolve (webrtcRecorder), so neither would have a candidate to check.
    ...(opts.mdns === false ? { "media.peerconnection.ice.obfuscate_host_addresses": false } : {}),
    "media.peerconnection.ice.no_host": false,
    "network.dns.disablePrefetch": true,
    "browser.safebrowsing.malware.enabled": false,
    "browser.safebrowsing.phishing.enabled": false,
  };
  const start = async () => {
    const profile = mkdtempSync(join(tmpdir(), "yotta-e2e-firefox-"));
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
      userDataDir: profile,
      args: opts.args ?? [],
      defaultViewport: { width: view.width, height: view.height, deviceScaleFactor: opts.deviceScaleFactor ?? 1 },
      extraPrefsFirefox: prefs,
    });
    return {
      browser,
      alive: () => browser.connected,
      async close() {
        await browser.close().catch(() => {});
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      },
    };
  };
  /** The browser this launch started (none when it shares one), and where its pages open. */
  let own = null;
  /** @type {any} */
  let where;
  if (SHARE && SHARE_FIREFOX) {
    // Two contexts of one Firefox did not connect over WebRTC (the guest's table never
    // came): a device that joins another profile's site (`serve: false`) has a browser
    // of its own.
    const role = opts.serve === false ? "guest" : "site";
    const browser = await sharedBrowser(`firefox ${role} ${JSON.stringify([opts.args ?? [], prefs])}`, start);
    where = await browser.createBrowserContext();
  } else {
    own = await start();
    where = own.browser;
  }
  const browser = own?.browser ?? where.browser();
  const problems = [];
  // A window each, not a tab: of a window's tabs only the one in front is shown, and
  // a page behind gets no animation frames (a test waiting on one never returned).
  const page = (own ? (await browser.pages())[0] : null) ?? (await where.newPage({ type: "window" }));
  await page.setViewport({ width: view.width, height: view.height, deviceScaleFactor: opts.deviceScaleFactor ?? 1 });
  /** @param {import("puppeteer-core").Page} p */
  const watch = (p) => {
    p.on("console", (msg) => {
      if (msg.type() !== "error") return;
      // puppeteer writes an Error argument as "JSHandle@error": the entry is
      // written at once and then given each argument's message and stack.
      // An entry the browser itself logged (no console call: a failed load, a
      // refused script) has no arguments and no text: where it came from is said.
      const loc = msg.location?.() ?? {};
      const where = loc.url ? ` (at ${loc.url}:${loc.lineNumber ?? "?"})` : "";
      const at = problems.push(`console error: ${msg.text()}${where}`) - 1;
      if (msg.args().length === 0) return;
      Promise.all(
        msg
          .args()
          .map((h) =>
            h.evaluate((x) =>
              x instanceof Error
                ? `${x.name}: ${x.message} ${x.stack ?? ""}`
                : typeof x === "object"
                  ? JSON.stringify(x)
                  : String(x),
            ),
          ),
      )
        .then((parts) => (problems[at] = `console error: ${parts.join(" ")}${where}`))
        .catch(() => {});
    });
    p.on("pageerror", (err) => problems.push(`page error: ${err?.message ?? err}`));
    p.on("request", (req) => {
      if (offOrigin(req.url(), origin)) problems.push(`request to another origin: ${req.url()}`);
    });
  };
  watch(page);
  where.on("targetcreated", async (t) => {
    const p = await t.page().catch(() => null);
    if (p && p !== page) watch(p);
  });
  const fp = traced(new FirefoxPage(page));
  if (opts.webrtc) await fp.addInitScript(webrtcRecorder, [OWN_IPV4, true]);
  return {
    engine: "firefox",
    page: fp,
    context: null,
    browser,
    problems,
    url: server?.url ?? "",
    setOffline: (on) => server.setDown(on),
    async close() {
      if (own) await own.close();
      else await where.close().catch(() => {});
      await server?.close();
    },
  };
}

// ---------------------------------------------------------------- WebKit

/**
 * What runs first in every page served to WebKit (its driver reports neither console
 * messages nor requests): console errors, uncaught errors and rejections, refused
 * loads and CSP violations, and every resource fetched off the site are kept in
 * `window.__e2eProblems` (carried across navigations in sessionStorage) for the test
 * to collect.
 */
function problemRecorder() {
  const KEY = "__e2eProblems";
  let kept = [];
  try {
    kept = JSON.parse(sessionStorage.getItem(KEY) || "[]");
    sessionStorage.removeItem(KEY);
  } catch {}
  const list = kept;
  Object.defineProperty(window, KEY, { value: list });
  const say = (text) => list.push(String(text));
  const error = console.error;
  console.error = function (...a) {
    say(
      `console error: ${a.map((x) => (x instanceof Error ? x.message : typeof x === "object" ? JSON.stringify(x) : String(x))).join(" ")}`,
    );
    return error.apply(this, a);
  };
  window.addEventListener(
    "error",
    (e) => {
      const t = /** @type {any} */ (e.target);
      if (t && t !== window && (t.src || t.href)) {
        say(`console error: failed to load ${t.src || t.href}`);
        if (off(t.src || t.href)) say(`request to another origin: ${t.src || t.href}`);
      } else say(`page error: ${e.message}`);
    },
    true,
  );
  window.addEventListener("unhandledrejection", (e) => say(`page error: ${e.reason?.message ?? e.reason}`));
  document.addEventListener("securitypolicyviolation", (e) =>
    say(`console error: CSP refused ${e.blockedURI} (${e.violatedDirective})`),
  );
  const site = location.origin;
  const off = (u) => {
    try {
      const x = new URL(u, location.href);
      return !["data:", "blob:", "file:", "about:"].includes(x.protocol) && x.origin !== site;
    } catch {
      return false;
    }
  };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (off(e.name)) say(`request to another origin: ${e.name}`);
  }).observe({ type: "resource", buffered: true });
  // Failed loads leave no resource timing entry in WebKit: the ways of asking are watched too.
  const fetch0 = window.fetch;
  window.fetch = function (input, ...rest) {
    const u = typeof input === "string" || input instanceof URL ? String(input) : input?.url;
    if (u && off(u)) say(`request to another origin: ${new URL(u, location.href).href}`);
    return fetch0.call(this, input, ...rest);
  };
  const xopen = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, u, ...rest) {
    if (off(String(u))) say(`request to another origin: ${new URL(String(u), location.href).href}`);
    return xopen.call(this, method, u, ...rest);
  };
  for (const name of ["WebSocket", "EventSource"]) {
    const C = /** @type {any} */ (window)[name];
    if (!C) continue;
    /** @type {any} */ (window)[name] = new Proxy(C, {
      construct(T, args) {
        if (off(args[0])) say(`request to another origin: ${args[0]}`);
        return Reflect.construct(T, args);
      },
    });
  }
  window.addEventListener("pagehide", () => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(list.splice(0)));
    } catch {}
  });
}

/** The browser's languages as the page reads them (`navigator.languages`, `navigator.language`). */
function browserLanguages(list) {
  Object.defineProperty(Navigator.prototype, "languages", {
    get: () => Object.freeze(list.slice()),
    configurable: true,
  });
  Object.defineProperty(Navigator.prototype, "language", { get: () => list[0], configurable: true });
}

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.on("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (s.address());
      s.close(() => ok(port));
    });
  });
}

/** One Xvfb display for the whole test process (WebKitGTK's MiniBrowser has no headless mode). */
let display = null;
function xDisplay() {
  if (process.env.YOTTA_DISPLAY === "inherit" && process.env.DISPLAY) return Promise.resolve(process.env.DISPLAY);
  display ??= new Promise((ok, fail) => {
    const x = spawn(
      process.env.XVFB || "Xvfb",
      ["-displayfd", "3", "-screen", "0", "1920x1280x24", "-nolisten", "tcp"],
      {
        stdio: ["ignore", "ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    let err = "";
    x.stderr.on("data", (d) => (err += d));
    x.on("error", (e) => fail(new Error(`Xvfb could not start (${e.message}): install Debian's xvfb`)));
    x.on("exit", (c) => fail(new Error(`Xvfb exited (${c}): ${err.slice(-300)}`)));
    x.stdio[3].on("data", (d) => {
      out += d;
      if (out.includes("\n")) ok(`:${out.trim()}`);
    });
    x.unref();
    x.stdio[3].unref?.();
    x.stderr.unref?.();
    process.on("exit", () => x.kill());
  });
  return display;
}

/** For each WebKit session, what its driver and browser last printed (see startWebKit). */
const driverLogs = new WeakMap();

/** Does WebKit's session still answer (within 20 s)? A crashed browser's does not. */
const answering = (driver) =>
  within(
    driver.getAllWindowHandles().then(
      () => true,
      () => false,
    ),
    20000,
    false,
  );

/** The shared WebKit sessions that opened a file:// page (its storage is cleared for the next launch). */
const fileVisited = new WeakSet();

/** WebKit through its W3C WebDriver and selenium-webdriver: GenericPage's primitives. */
class WebKitPage extends GenericPage {
  constructor(driver, problems, initScripts, Command) {
    super("webkit");
    this.d = driver;
    this.problems = problems;
    this.initScripts = initScripts;
    this.Command = Command;
    this.pos = { x: 0, y: 0 };
    this.listeners = {};
    const pointer = (type, id, actions) =>
      this._actions([{ type: "pointer", id, parameters: { pointerType: type }, actions }]);
    this.mouse = {
      move: async (x, y, { steps = 1 } = {}) => {
        const a = [];
        const { x: x0, y: y0 } = this.pos;
        for (let i = 1; i <= steps; i++)
          a.push({
            type: "pointerMove",
            duration: 0,
            origin: "viewport",
            x: Math.round(x0 + ((x - x0) * i) / steps),
            y: Math.round(y0 + ((y - y0) * i) / steps),
          });
        this.pos = { x, y };
        await pointer("mouse", "mouse", a);
      },
      down: () => pointer("mouse", "mouse", [{ type: "pointerDown", button: 0 }]),
      up: () => pointer("mouse", "mouse", [{ type: "pointerUp", button: 0 }]),
      click: async (x, y) => {
        this.pos = { x, y };
        await pointer("mouse", "mouse", [
          { type: "pointerMove", duration: 0, origin: "viewport", x: Math.round(x), y: Math.round(y) },
          { type: "pointerDown", button: 0 },
          { type: "pointerUp", button: 0 },
        ]);
      },
    };
    this.touchscreen = {
      tap: (x, y) =>
        pointer("touch", "finger", [
          { type: "pointerMove", duration: 0, origin: "viewport", x: Math.round(x), y: Math.round(y) },
          { type: "pointerDown", button: 0 },
          { type: "pointerUp", button: 0 },
        ]),
    };
    const key = (k) => W3C_KEYS[k] ?? k;
    const keys = (a) => this._actions([{ type: "key", id: "keyboard", actions: a }]);
    this.keyboard = {
      press: (k) => {
        const chord = k.length > 1 && k.includes("+") ? k.split("+") : [k];
        const down = chord.map((c) => ({ type: "keyDown", value: key(c) }));
        const up = chord.reverse().map((c) => ({ type: "keyUp", value: key(c) }));
        return keys([...down, ...up]);
      },
      type: (text) =>
        keys(
          [...text].flatMap((c) => [
            { type: "keyDown", value: c },
            { type: "keyUp", value: c },
          ]),
        ),
      down: (k) => keys([{ type: "keyDown", value: key(k) }]),
      up: (k) => keys([{ type: "keyUp", value: key(k) }]),
      insertText: (text) => this.keyboard.type(text),
    };
  }
  _actions(actions) {
    return this.d.execute(new this.Command("actions").setParameter("actions", actions));
  }
  /** Runs `source(arg)` in the page; returns its value and collects the page's problems. */
  async _eval(source, arg, spread = false) {
    const script = `const f = ${source}; const a = arguments[0];
      const take = () => (window.__e2eProblems ? window.__e2eProblems.splice(0) : []);
      return Promise.resolve(${spread ? "f(...a)" : "f(a)"}).then(
        (v) => JSON.stringify({ v: v === undefined ? null : v, p: take(), u: location.href }),
        (e) => JSON.stringify({ e: String(e && e.stack || e), p: take(), u: location.href }));`;
    const r = JSON.parse(
      await this.d.executeScript(script, arg === undefined ? null : arg).catch(async (e) => {
        // A result that never came back: did the browser go away (its web process
        // crashed), or does the session still answer?
        const answers = await answering(this.d);
        if (!answers) e.browserGone = true;
        e.message += ` (webkit${answers ? "" : ": the session no longer answers"}; ${driverLogs.get(this.d)?.() ?? ""})`;
        throw e;
      }),
    );
    this.problems.push(...r.p);
    this._url = r.u;
    for (const text of r.p) {
      if (text.startsWith("page error: ")) for (const f of this.listeners.pageerror ?? []) f(new Error(text.slice(12)));
      if (text.startsWith("console error: "))
        for (const f of this.listeners.console ?? []) f({ type: () => "error", text: () => text.slice(15) });
    }
    if ("e" in r) throw new Error(`evaluate (webkit): ${r.e}`);
    return r.v;
  }
  async _collect() {
    await this._eval("(() => null)").catch(() => {});
  }
  async _afterLoad() {
    await this._eval("(() => null)").catch(() => {});
    // Pages the test server did not serve (file://) get the recorder and the init
    // scripts once loaded.
    const has = await this.d.executeScript("return !!window.__e2eProblems");
    if (!has) {
      await this.d.executeScript(`(${problemRecorder})()`);
      for (const s of this.initScripts) await this.d.executeScript(s);
    }
  }
  async goto(url) {
    await this._collect();
    if (String(url).startsWith("file:")) fileVisited.add(this.d);
    await this.d.get(url);
    await this._afterLoad();
  }
  async reload() {
    await this._collect();
    await this.d.navigate().refresh();
    await this._afterLoad();
  }
  url() {
    return this._url;
  }
  async screenshot({ path }) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.from(await this.d.takeScreenshot(), "base64"));
  }
  /** Sizes the window so that the page's viewport is `width` × `height`. */
  async setViewportSize({ width, height }) {
    const win = this.d.manage().window();
    let last = "";
    let stuck = 0;
    for (let i = 0; i < 20; i++) {
      const inner = await this.d.executeScript("return [window.innerWidth, window.innerHeight]");
      if (inner[0] === width && inner[1] === height) return;
      // The same size after two more resizes: the window is as small as it gets.
      stuck = String(inner) === last ? stuck + 1 : 0;
      if (stuck === 2) break;
      last = String(inner);
      const r = await win.getRect();
      // The window's frame around the page: never negative, but the window's size can
      // be read already changed while the page still reports the size before (seen
      // once going from 1280 × 800 down to 520 × 460: the driver then refused a
      // negative width). Read both again a moment later.
      const fw = r.width - inner[0];
      const fh = r.height - inner[1];
      if (fw < 0 || fh < 0) {
        await sleep(100);
        continue;
      }
      await win.setRect({ x: 0, y: 0, width: width + fw, height: height + fh });
    }
    // A window that keeps a least width (the MiniBrowser's toolbar, were it not shrunk
    // at launch) leaves the page wider than asked: a test's screenshots and layout
    // judgements would not be of the size they are named by.
    const inner = await this.d.executeScript("return [window.innerWidth, window.innerHeight]");
    if (inner[0] !== width || inner[1] !== height)
      throw new Error(
        `webkit: the viewport stays ${inner.join(" × ")}, not the ${width} × ${height} asked (the MiniBrowser's least window size?)`,
      );
  }
  async addInitScript(fn, arg) {
    this.initScripts.push(`(${fn})(${JSON.stringify(arg ?? null)});`);
  }
  /**
   * Only "pageerror" and "console" (errors only), from what the page's recorder saw,
   * delivered when the test next talks to the page: the driver has no events.
   */
  on(event, fn) {
    this.listeners[event] ??= [];
    this.listeners[event].push(fn);
    return this;
  }
  /** The page is left (about:blank): WebKit's driver ends its session with its last window. */
  async close() {
    await this.d.get("about:blank");
  }
}

/** YOTTA_TRACE=1: every call of a page's method is printed (to debug a test in an engine). */
function traced(page) {
  if (!process.env.YOTTA_TRACE) return page;
  for (const o of [page, page.mouse, page.keyboard, page.touchscreen]) {
    for (const k of [
      ...Object.keys(o),
      ...Object.getOwnPropertyNames(Object.getPrototypeOf(o)),
      ...Object.getOwnPropertyNames(GenericPage.prototype),
    ]) {
      const f = o[k];
      if (typeof f !== "function" || k === "constructor" || k.startsWith("_")) continue;
      o[k] = async (...a) => {
        const t = Date.now();
        console.error(
          `[${page.engine}] ${k}(${JSON.stringify(a.map((x) => (typeof x === "function" ? String(x).slice(0, 60) : x))).slice(0, 160)})`,
        );
        try {
          return await f.apply(o, a);
        } finally {
          console.error(`[${page.engine}]   ${k} ${Date.now() - t} ms`);
        }
      };
    }
  }
  return page;
}

/**
 * WebKitGTK's driver and a session of it (a MiniBrowser), for a locale, a GTK
 * animation setting (prefers-reduced-motion) and MiniBrowser's arguments.
 * @param {{ locale: string, reducedMotion?: string, args?: string[] }} o
 */
async function startWebKit(o) {
  const { Builder } = await import("selenium-webdriver");
  const home = mkdtempSync(join(tmpdir(), "yotta-e2e-webkit-"));
  // GTK's setting of animations is what WebKitGTK answers prefers-reduced-motion with.
  mkdirSync(join(home, "config/gtk-3.0"), { recursive: true });
  writeFileSync(
    join(home, "config/gtk-3.0/settings.ini"),
    `[Settings]\ngtk-enable-animations=${o.reducedMotion === "reduce" ? 0 : 1}\n`,
  );
  // The MiniBrowser's toolbar (its one box of buttons and address entry above the page)
  // would keep the window at least 447 px wide, wider than a phone: shrunk to nothing,
  // it lets the page's viewport be 390 or 360 wide (the least is then about 334). The
  // page itself is WebKit's, not GTK's: this style never reaches it.
  writeFileSync(
    join(home, "config/gtk-3.0/gtk.css"),
    "window > box > box, window > box > box * { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n",
  );
  const port = await freePort();
  const lang = o.locale.replace("-", "_");
  const env = {
    ...process.env,
    DISPLAY: await xDisplay(),
    HOME: home,
    XDG_CONFIG_HOME: join(home, "config"),
    XDG_CACHE_HOME: join(home, "cache"),
    XDG_DATA_HOME: join(home, "data"),
    LANGUAGE: `${lang}:${o.locale.split("-")[0]}`,
    LANG: "C.UTF-8",
    GDK_BACKEND: "x11",
    MESA_SHADER_CACHE_DISABLE: "true",
    ...JSON.parse(process.env.YOTTA_WEBKIT_ENV || "{}"),
  };
  // A process group of its own (detached): the MiniBrowser and its web and network
  // processes that the driver starts are in it, and are ended with it, even when the
  // browser no longer answers the driver (they would otherwise hold the driver's
  // stderr open, and this test process would never exit).
  const driverProc = spawn(WEBKITWEBDRIVER, [`--port=${port}`, "--host=127.0.0.1"], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let driverErr = "";
  driverProc.stderr.on("data", (d) => (driverErr = (driverErr + d).slice(-2000)));
  const spawned = new Promise((ok, fail) => {
    driverProc.on("spawn", ok);
    driverProc.on("error", (e) =>
      fail(new Error(`${WEBKITWEBDRIVER} could not start (${e.message}): install Debian's webkit2gtk-driver`)),
    );
  });
  await spawned;
  const gone = () => {
    try {
      process.kill(-(/** @type {number} */ (driverProc.pid)), "SIGKILL");
    } catch {
      // already gone
    }
  };
  process.on("exit", gone);
  let driver;
  for (let i = 0; ; i++) {
    try {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: "MiniBrowser",
          pageLoadStrategy: "normal",
          "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation", ...(o.args ?? [])] },
        })
        .build();
      await driver.getSession();
      break;
    } catch (e) {
      if (i > 50) {
        gone();
        throw new Error(`WebKit's driver gave no session: ${e.message}\n${driverErr}`);
      }
      await sleep(200);
    }
  }
  await driver.manage().setTimeouts({ script: 120000, pageLoad: 60000 });
  // The first page WebKit loads over HTTP starts its web and network processes: that
  // took 10 to 50 s here on a crowded machine. A page of a throwaway server takes that
  // wait here, as part of starting the browser, not in a test's first page.
  const warm = createHttpServer((_q, r) =>
    r.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>warm</title><body data-warm=1>"),
  );
  await new Promise((ok) => warm.listen(0, "127.0.0.1", () => ok(undefined)));
  try {
    await driver.manage().setTimeouts({ script: 120000, pageLoad: 180000 });
    await driver.get(`http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (warm.address()).port}/`);
    await driver.get("about:blank");
  } finally {
    warm.closeAllConnections();
    warm.close();
    await driver.manage().setTimeouts({ script: 120000, pageLoad: 60000 });
  }
  let quit = false;
  driverProc.once("exit", () => (quit = true));
  // What the driver and its browser last printed, for an error that ends a session.
  driverLogs.set(
    driver,
    () => `${quit ? "the driver has exited" : "the driver runs"}; its last output:\n${driverErr.slice(-1500)}`,
  );
  return {
    browser: driver,
    // The driver runs and its session answers: a browser that crashed leaves the
    // driver running with a session that no longer exists.
    alive: async () => !quit && (await answering(driver)),
    async close() {
      quit = true;
      // A browser that no longer answers may leave the driver's quit waiting: bounded.
      await within(
        driver.quit().catch(() => {}),
        10000,
        undefined,
      );
      const exited = new Promise((ok) => (driverProc.exitCode !== null ? ok(undefined) : driverProc.once("exit", ok)));
      gone();
      await within(exited, 5000, undefined);
      driverProc.stderr?.destroy();
      process.off("exit", gone);
      // The browser's last processes may still write their files for a moment.
      for (let i = 0; ; i++) {
        try {
          rmSync(home, { recursive: true, force: true, maxRetries: 3, retryDelay: 100 });
          break;
        } catch (e) {
          if (i === 10) throw e;
          await sleep(500);
        }
      }
    },
  };
}

async function launchWebKit(opts) {
  const { Command } = await import("selenium-webdriver/lib/command.js");
  const locale = opts.locale ?? "en-US";
  // WebKitGTK takes its languages from the C library's locale, and a machine may have
  // only C.UTF-8: the browser's languages are given to the page as the locale's.
  const initScripts = [`(${browserLanguages})(${JSON.stringify([locale, locale.split("-")[0]])});`];
  const server = await startServer(opts, () => [`(${problemRecorder})();`, ...initScripts].join("\n"));
  const how = { locale, reducedMotion: opts.reducedMotion, args: opts.args ?? [] };
  let own = null;
  let driver;
  if (SHARE) {
    driver = await sharedBrowser(`webkit ${JSON.stringify(how)}`, () => startWebKit(how));
    // What a test before left: its other windows closed, the first one blank, the
    // storage of file:// pages (the one origin that launches share) emptied.
    const [first, ...rest] = await driver.getAllWindowHandles();
    for (const w of rest) {
      await driver.switchTo().window(w);
      await driver.close();
    }
    await driver.switchTo().window(first);
    if (fileVisited.has(driver)) {
      fileVisited.delete(driver);
      const blank = join(mkdtempSync(join(tmpdir(), "yotta-e2e-blank-")), "blank.html");
      writeFileSync(blank, "<!doctype html><title>blank</title>");
      await driver.get(pathToFileURL(blank).href);
      await driver.executeScript("localStorage.clear(); sessionStorage.clear();");
      rmSync(dirname(blank), { recursive: true, force: true });
    }
    await driver.get("about:blank");
  } else {
    own = await startWebKit(how);
    driver = own.browser;
  }
  const problems = [];
  const page = traced(new WebKitPage(driver, problems, initScripts, Command));
  // Playwright's url() is synchronous: it is the address the page last answered from.
  page._url = "about:blank";
  await page.setViewportSize(opts.viewport ?? { width: 1280, height: 800 });
  if (opts.webrtc) page.initScripts.push(`(${webrtcRecorder})(${JSON.stringify([OWN_IPV4, true])});`);
  return {
    engine: "webkit",
    page,
    context: null,
    driver,
    problems,
    url: server?.url ?? "",
    setOffline: (on) => server.setDown(on),
    async close() {
      await page._collect();
      if (own) await own.close();
      else await driver.get("about:blank").catch(() => {});
      await server?.close();
    },
  };
}
