// "Invite with one link" across engines: a device of this run's engine (Firefox; WebKit
// where it has WebRTC) and a Chromium device, each as the host and as the guest,
// through the local relay (scripts/relay.mjs): the table link opened, a name typed,
// no reply code; they play until 6 moves are made, the guest's view equal to the
// host engine's view of its seat after each.
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { engineTest, launchEngine, open, shot } from "./lib.mjs";
import { ENGINE } from "./browser.mjs";
import { startRelay, playAlong, problems } from "./relay-helpers.mjs";

/** The engines these tests run in (Chromium is the other side of each pair). */
const ENGINES_HERE = ["firefox", "webkit"];

/** @type {Awaited<ReturnType<typeof startRelay>> | null} */
let relay = null;
// Only in a run with tests here: in a run without any (Chromium's), node's test
// runner never calls `after`, and the relay's process would keep this one alive.
if (ENGINES_HERE.includes(ENGINE)) {
  before(async () => {
    relay = await startRelay();
  });
  after(async () => {
    await relay?.close();
  });
}

/** Whether `engine` has WebRTC, found out once per run (one browser started for it). @type {Map<string, boolean>} */
const hasWebRTC = new Map();
async function webrtcIn(engine) {
  if (!hasWebRTC.has(engine)) {
    const b = await launchEngine(engine, {});
    try {
      await open(b.page, `${b.url}?lang=en`);
      hasWebRTC.set(engine, await b.page.evaluate(() => typeof RTCPeerConnection === "function"));
    } finally {
      await b.close();
    }
  }
  return hasWebRTC.get(engine);
}

async function crossPlay(t, hostEngine, guestEngine) {
  const engine = hostEngine === "chromium" ? guestEngine : hostEngine;
  // Debian's WebKitGTK is built without WebRTC (Safari is not): said as the reason of the skip.
  if (!(await webrtcIn(engine)))
    return t.skip(`${engine} has no RTCPeerConnection: built without WebRTC (Debian's WebKitGTK is; Safari is not)`);
  const host = await launchEngine(hostEngine, { webrtc: true, reducedMotion: "reduce" });
  let guest = null;
  try {
    guest = await launchEngine(guestEngine, {
      webrtc: true,
      serve: false,
      origin: new URL(host.url).origin,
      reducedMotion: "reduce",
    });
    const url = /** @type {any} */ (relay).url;
    await open(
      host.page,
      `${host.url}?game=ottawa&seats=you,remote&seed=relay-engines-1&rounds=1&lang=en&net=relay&relays=${encodeURIComponent(url)}`,
    );
    const a = host.page.locator('a[data-role="table-link"]');
    await a.waitFor({ timeout: 30000 });
    const link = await a.getAttribute("href");
    const started = Date.now();
    await open(guest.page, link);
    await guest.page.locator('[data-role="guest-name"]').fill("Sam");
    await guest.page.locator('[data-action="join"]').click();
    await host.page.waitForSelector('[data-role="seat-status"][data-seat="1"][data-state="connected"]', {
      timeout: 40000,
    });
    await guest.page.waitForFunction(() => window.yotta?.state?.().net?.connected && window.yotta.state().view, null, {
      timeout: 30000,
    });
    console.log(
      `${guestEngine} guest of a ${hostEngine} host: at the table ${Date.now() - started} ms after opening the link`,
    );
    await shot(guest.page, `relay-guest-of-${hostEngine}`);
    const moves = await playAlong(host, guest, 6);
    assert.ok(moves >= 4, `moves were played: ${moves}`);
    assert.deepEqual(problems(host, url), []);
    assert.deepEqual(problems(guest, url), []);
  } finally {
    await guest?.close();
    await host.close();
  }
}

engineTest("one link: a guest of this engine joins a Chromium host and plays", { engines: ENGINES_HERE }, (engine, t) =>
  crossPlay(t, "chromium", engine),
);

engineTest("one link: a Chromium guest joins a host of this engine and plays", { engines: ENGINES_HERE }, (engine, t) =>
  crossPlay(t, engine, "chromium"),
);
