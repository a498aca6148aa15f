// Records Chromium's session descriptions for one data channel (an offer and its
// answer), as the page makes them: `node tests/data/net/record-chromium.mjs`.
// Writes chromium-{offer,answer}.sdp, with the switches of the end-to-end tests
// (local addresses not hidden behind mDNS names: resolving those would query the
// network; the mDNS form `<uuid>.local` is that of the Firefox and Safari samples).
import { chromium } from "playwright-core";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM, ARGS, WEBRTC_LOOPBACK_ARGS } from "../../e2e/lib.mjs";

const here = import.meta.dirname;

/** Offer and answer from two peer connections of one page, candidates gathered. */
async function record(args) {
  const profile = mkdtempSync(join(tmpdir(), "yotta-sdp-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    return await page.evaluate(async () => {
      const gathered = (pc) =>
        new Promise((resolve) => {
          if (pc.iceGatheringState === "complete") return resolve();
          pc.addEventListener("icegatheringstatechange", () => pc.iceGatheringState === "complete" && resolve());
        });
      const a = new RTCPeerConnection({ iceServers: [] });
      const b = new RTCPeerConnection({ iceServers: [] });
      a.createDataChannel("yotta");
      await a.setLocalDescription();
      await gathered(a);
      await b.setRemoteDescription(a.localDescription);
      await b.setLocalDescription();
      await gathered(b);
      const out = { offer: a.localDescription.sdp, answer: b.localDescription.sdp };
      a.close();
      b.close();
      return out;
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const { offer, answer } = await record([...ARGS, ...WEBRTC_LOOPBACK_ARGS]);
writeFileSync(join(here, "chromium-offer.sdp"), offer);
writeFileSync(join(here, "chromium-answer.sdp"), answer);
console.log(`chromium: offer ${offer.length} characters, answer ${answer.length}`);
