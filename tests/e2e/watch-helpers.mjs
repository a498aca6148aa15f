// Helpers of the tests of watchers (watchers*.test.mjs): a watcher's browser that
// captures every message its data channels receive (an init script around
// RTCPeerConnection.createDataChannel), the host's watch link, waiting for a watcher's
// table to be the host's public view, and checking that what reached a watcher holds
// no card of a hand.
import assert from "node:assert/strict";
import { launchEngine, open } from "./lib.mjs";

/**
 * Every text message that reaches this page on a data channel, kept in `window.__got`
 * (before the page's own handler sees it), and the page's channels in `window.__channels`.
 */
function captureChannels() {
  const w = /** @type {any} */ (window);
  w.__got = [];
  w.__channels = [];
  const make = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const ch = make.apply(this, /** @type {any} */ (args));
    w.__channels.push(ch);
    ch.addEventListener("message", (/** @type {MessageEvent} */ e) => {
      if (typeof e.data === "string") w.__got.push(e.data);
    });
    return ch;
  };
}

/**
 * A watcher's browser of `engine`, capturing what its channels receive.
 * @param {any} host @param {Record<string, any>} [opts] @param {string} [engine]
 */
export async function watcherBrowser(host, opts = {}, engine = "chromium") {
  const b = await launchEngine(engine, {
    webrtc: true,
    serve: false,
    origin: new URL(host.url).origin,
    reducedMotion: "reduce",
    ...opts,
  });
  await b.page.addInitScript(captureChannels);
  return b;
}

/** The watch link, once the host invited watchers. @param {any} host */
export async function watchLink(host) {
  const a = host.page.locator('a[data-role="watch-link"]');
  if (!(await a.count())) await host.page.locator('[data-action="invite-watchers"]').click();
  await a.waitFor({ timeout: 30000 });
  return /** @type {string} */ (await a.getAttribute("href"));
}

/** Opens the watch link and waits for the table. @param {any} w @param {string} link */
export async function watch(w, link) {
  await open(w.page, link);
  await w.page.locator('[data-role="watching"]').waitFor({ timeout: 45000 });
  await w.page.waitForFunction(() => !!window.yotta?.state().view, null, { timeout: 30000 });
}

/** Waits until the watcher's view equals the host engine's public view; returns it. @param {any} host @param {any} w */
export async function samePublic(host, w, timeout = 20000) {
  const end = Date.now() + timeout;
  let last = "";
  while (Date.now() < end) {
    const h = JSON.stringify(await host.page.evaluate(() => window.yotta.publicView?.() ?? null));
    const g = JSON.stringify(await w.page.evaluate(() => window.yotta?.state().view ?? null));
    if (h === g && g !== "null") return JSON.parse(g);
    last = `host ${h.slice(0, 300)}\nwatcher ${g.slice(0, 300)}`;
    await w.page.waitForTimeout(50);
  }
  assert.fail(`the watcher's view never matched the host's public view:\n${last}`);
}

/** The cards in every hand now, from the host's engine. @param {any} host */
export const handCards = (host) =>
  host.page.evaluate(() => [0, 1].flatMap((s) => /** @type {string[]} */ (window.yotta.seatView(s)?.hand ?? [])));

/** Every string of a JSON value. @param {unknown} v @param {string[]} out */
function strings(v, out = []) {
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v && typeof v === "object") for (const x of Object.values(v)) strings(x, out);
  return out;
}

/**
 * What a watcher's page received since `from` holds no card of a hand (`secret`), no
 * hand, no legal moves and no seed; returns how many messages it read.
 * @param {any} w @param {number} from @param {Set<string>} secret
 */
export async function checkReceived(w, from, secret) {
  const got = /** @type {string[]} */ (await w.page.evaluate(() => /** @type {any} */ (window).__got));
  for (const text of got.slice(from)) {
    if (text.startsWith("yotta:")) continue;
    const msg = JSON.parse(text);
    assert.doesNotMatch(text, /"(hand|legal|seed|pileKnown|handsKnown)"/, `a watcher got ${text.slice(0, 200)}`);
    for (const s of strings(msg))
      assert.ok(!secret.has(s), `a card of a hand (${s}) reached a watcher: ${text.slice(0, 200)}`);
  }
  return got.length;
}
