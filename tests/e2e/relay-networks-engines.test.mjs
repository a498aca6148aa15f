// One link over Nostr alone across engines: a guest of this run's engine (Firefox;
// WebKit where it has WebRTC) joins a Chromium host whose link names a Nostr relay
// and nothing else (scripts/relay.mjs --nostr: the other two networks are not used),
// then plays; `paths` says Nostr carried it on both sides.
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { engineTest, launchEngine, open, shot } from "./lib.mjs";
import { ENGINE } from "./browser.mjs";
import { playAlong } from "./relay-helpers.mjs";
import { startRelays, netProblems } from "./networks-helpers.mjs";

const ENGINES_HERE = ["firefox", "webkit"];

/** @type {Awaited<ReturnType<typeof startRelays>> | null} */
let relays = null;
// Only in a run with tests here (see relay-engines.test.mjs: `after` is not called otherwise).
if (ENGINES_HERE.includes(ENGINE)) {
  before(async () => {
    relays = await startRelays(["nostr"]);
  });
  after(async () => {
    await relays?.close();
  });
}

engineTest(
  "one link over Nostr alone: a guest of this engine joins a Chromium host and plays",
  { engines: ENGINES_HERE },
  async (engine, t) => {
    const probe = await launchEngine(engine, {});
    try {
      await open(probe.page, `${probe.url}?lang=en`);
      if (!(await probe.page.evaluate(() => typeof RTCPeerConnection === "function")))
        return t.skip(
          `${engine} has no RTCPeerConnection: built without WebRTC (Debian's WebKitGTK is; Safari is not)`,
        );
    } finally {
      await probe.close();
    }
    const host = await launchEngine("chromium", { webrtc: true, reducedMotion: "reduce" });
    let guest = null;
    try {
      guest = await launchEngine(engine, {
        webrtc: true,
        serve: false,
        origin: new URL(host.url).origin,
        reducedMotion: "reduce",
      });
      const url = /** @type {any} */ (relays).url("nostr");
      await open(
        host.page,
        `${host.url}?game=ottawa&seats=you,remote&seed=networks-engines-1&rounds=1&lang=en&net=relay&nostr=${encodeURIComponent(url)}`,
      );
      const a = host.page.locator('a[data-role="table-link"]');
      await a.waitFor({ timeout: 30000 });
      const link = /** @type {string} */ (await a.getAttribute("href"));
      assert.match(link, /&torrent=-&nostr=[^&]+&mqtt=-/, "the link names the Nostr relay alone");
      const started = Date.now();
      await open(guest.page, link);
      await guest.page.locator('[data-role="guest-name"]').fill("Sam");
      await guest.page.locator('[data-action="join"]').click();
      await host.page.waitForSelector('[data-role="seat-status"][data-seat="1"][data-state="connected"]', {
        timeout: 40000,
      });
      await guest.page.waitForFunction(
        () => window.yotta?.state?.().net?.connected && window.yotta.state().view,
        null,
        { timeout: 30000 },
      );
      console.log(`${engine} guest over Nostr alone: at the table ${Date.now() - started} ms after opening the link`);
      const paths = await guest.page.evaluate(() => window.yotta.state().net.paths);
      assert.deepEqual(paths, { torrent: "off", nostr: "connected", mqtt: "off" });
      await shot(guest.page, `networks-nostr-guest-${engine}`);
      const moves = await playAlong(host, guest, 6);
      assert.ok(moves >= 4, `moves were played: ${moves}`);
      // Firefox lists the relay's WebSocket upgrade as a request to another origin: the relay is one, by design.
      const other = (/** @type {string} */ p) => p !== `request to another origin: ${url.replace(/^ws:/, "http:")}/`;
      assert.deepEqual(netProblems(host).filter(other), []);
      assert.deepEqual(netProblems(guest).filter(other), []);
    } finally {
      await guest?.close();
      await host.close();
    }
  },
);
