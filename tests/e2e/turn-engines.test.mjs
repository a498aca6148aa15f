// The TURN server's words in every engine with WebRTC (tests/e2e/browser.mjs): with
// "Always relay through my TURN server" and a wrong password for the TURN server (coturn
// on 127.0.0.1, tests/e2e/turn.mjs), the host's page says turn-auth within 10 s, and
// with the right one it shows the invitation, whose code carries relayed candidates
// only. (Chromium and Firefox both report the server's 401 as icecandidateerror.)
// Skipped without coturn, and in WebKitGTK, which is built without WebRTC.
import assert from "node:assert/strict";
import { engineTest, launchEngine, open } from "./lib.mjs";
import { startTurn, NO_TURN } from "./turn.mjs";
import { decode } from "../../www/net/code.js";

const SKIP = NO_TURN
  ? { chromium: NO_TURN, firefox: NO_TURN, webkit: NO_TURN }
  : { webkit: "WebKitGTK is built without WebRTC: nothing to relay" };

engineTest(
  "relay-only: a wrong TURN password is said (turn-auth) within 10 s; the right one gives relayed candidates only",
  { skip: SKIP, timeout: 120000 },
  async (engine) => {
    const turn = await startTurn();
    const settings = (pass) => ({
      internet: true,
      stun: [],
      turn: { url: turn.url, user: turn.user, pass },
      relayOnly: true,
    });
    const b = await launchEngine(engine, { webrtc: true, mdns: false, reducedMotion: "reduce" });
    try {
      // The page is loaded first (an engine's first visit starts its processes), the
      // settings stored as the menu stores them, then the game.
      await open(b.page, `${b.url}?lang=en`);
      await b.page.evaluate((s) => localStorage.setItem("yotta.net.v1", JSON.stringify(s)), settings("wrong-password"));
      const t0 = Date.now();
      await b.page.goto(`${b.url}?game=iota&seats=you,remote&seed=turn-engines&lang=en`);
      await b.page.waitForSelector('[data-role="invite"] [data-role="net-error"][data-reason="turn-auth"]', {
        timeout: 10000,
      });
      const ms = Date.now() - t0;
      console.log(`# ${engine}: turn-auth said ${ms} ms after opening the game`);
      assert.ok(ms < 10000, `${ms} ms`);
      assert.match(
        await b.page.evaluate(() => document.querySelector('[data-role="net-error"]').textContent),
        /TURN server refused its user name or password/,
      );

      // The right password (the settings as stored after the menu is put right): relayed only.
      await b.page.evaluate((s) => localStorage.setItem("yotta.net.v1", JSON.stringify(s)), settings(turn.pass));
      await b.page.goto(`${b.url}?game=iota&seats=you,remote&seed=turn-engines&lang=en`);
      await b.page.waitForSelector('[data-role="invite"] a[data-role="invite-link"]', { timeout: 20000 });
      const link = await b.page.evaluate(() =>
        document.querySelector('a[data-role="invite-link"]').getAttribute("href"),
      );
      const d = decode(link.split("#join=")[1]);
      assert.ok(d.ok);
      const types = d.data.facts.candidates.map((c) => c.type);
      assert.ok(types.length > 0 && types.every((t) => t === "relay"), `the invitation's candidates: ${types}`);
      assert.deepEqual(b.problems, []);
    } finally {
      await b.close();
      await turn.stop();
    }
  },
);
