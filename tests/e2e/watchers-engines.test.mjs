// A watcher of another engine (Firefox) over one link, Nostr alone: a Chromium host and
// guest play Оттава while a Firefox page watches through the host's watch link; every
// message that reaches the watcher (captured around its data channels) holds no card
// of a hand; its table is the host's public view after every move; its move is refused.
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { engineTest, launchEngine, open, shot } from "./lib.mjs";
import { ENGINE } from "./browser.mjs";
import { guestBrowser, joinByTableLink, tableLink, play, sameView } from "./relay-helpers.mjs";
import { startRelays, netProblems } from "./networks-helpers.mjs";
import { watcherBrowser, watchLink, watch, samePublic, handCards, checkReceived } from "./watch-helpers.mjs";

const ENGINES_HERE = ["firefox"];

/** @type {Awaited<ReturnType<typeof startRelays>> | null} */
let relays = null;
// Only in a run with tests here (`after` is not called otherwise).
if (ENGINES_HERE.includes(ENGINE)) {
  before(async () => {
    relays = await startRelays(["nostr"]);
  });
  after(async () => {
    await relays?.close();
  });
}

engineTest(
  "a watcher of this engine follows a Chromium table over Nostr alone, never sees a hand, cannot move",
  { engines: ENGINES_HERE, timeout: 240000 },
  async (engine) => {
    const host = await launchEngine("chromium", { webrtc: true, reducedMotion: "reduce" });
    const guest = await guestBrowser(host);
    let w = null;
    try {
      const url = /** @type {any} */ (relays).url("nostr");
      await open(
        host.page,
        `${host.url}?game=ottawa&seats=you,remote&seed=watch-engines&mustDrawWhenStuck=1&lang=en&net=relay&nostr=${encodeURIComponent(url)}`,
      );
      await joinByTableLink(guest, await tableLink(host), "Sam");
      await sameView(host, guest, 1, 30000);
      const link = await watchLink(host);
      w = await watcherBrowser(host, {}, engine);
      const started = Date.now();
      await watch(w, link);
      console.log(`${engine} watcher over Nostr alone: watching ${Date.now() - started} ms after opening the link`);
      const s = await w.page.evaluate(() => window.yotta.state().net);
      assert.equal(s.role, "watcher");
      assert.deepEqual(s.paths, { torrent: "off", nostr: "connected", mqtt: "off" });
      const watcher = w;
      let seen = 0;
      let before = new Set(await handCards(host));
      const moves = await play(host, { 1: guest }, "ottawa", async (st, n) => {
        const v = await samePublic(host, watcher);
        const now = await handCards(host);
        const table = new Set(v.played);
        seen = await checkReceived(watcher, seen, new Set([...before, ...now].filter((c) => !table.has(c))));
        before = new Set(now);
        return st.over || st.roundOver || n >= 10;
      });
      assert.ok(moves >= 6, `moves were played: ${moves}`);
      await shot(w.page, `watch-ottawa-watcher-${engine}`);
      const r = await w.page.evaluate(() => Promise.resolve(window.yotta.play({ draw: true })));
      assert.equal(r?.ok, false);
      assert.equal(r.error.code, "watcher");
      const other = (/** @type {string} */ p) => p !== `request to another origin: ${url.replace(/^ws:/, "http:")}/`;
      assert.deepEqual(netProblems(host).filter(other), []);
      assert.deepEqual(netProblems(w).filter(other), []);
    } finally {
      await w?.close();
      await guest.close();
      await host.close();
    }
  },
);
