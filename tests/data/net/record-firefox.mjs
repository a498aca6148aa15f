// Records Firefox's session descriptions for one data channel (an offer and its
// answer), as the page makes them: `node tests/data/net/record-firefox.mjs [firefox]`
// (default `firefox-esr`, e.g. Debian's package; not a dependency of the tests).
// Writes firefox-{offer,answer}.sdp.
//
// A small server on 127.0.0.1 serves a page that makes two peer connections with the
// page's data channel (www/net/peer.js: negotiated, id 0; no STUN server, so host
// candidates only), gathers their candidates and POSTs both descriptions back. Firefox
// runs headless with a fresh profile and its own defaults: local addresses hidden
// behind mDNS names (`<uuid>.local`), as on a person's device.
import { createServer } from "node:http";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const here = import.meta.dirname;
const FIREFOX = process.argv[2] ?? "firefox-esr";
const TIMEOUT_MS = 120_000;

const PAGE = `<!doctype html><meta charset="utf-8"><title>record</title><script>
const gathered = (pc) => new Promise((resolve) => {
  if (pc.iceGatheringState === "complete") return resolve();
  pc.addEventListener("icegatheringstatechange", () => pc.iceGatheringState === "complete" && resolve());
});
(async () => {
  let body;
  try {
    const a = new RTCPeerConnection({ iceServers: [] });
    const b = new RTCPeerConnection({ iceServers: [] });
    a.createDataChannel("yotta", { negotiated: true, id: 0 });
    b.createDataChannel("yotta", { negotiated: true, id: 0 });
    await a.setLocalDescription();
    await gathered(a);
    await b.setRemoteDescription(a.localDescription);
    await b.setLocalDescription();
    await gathered(b);
    body = { offer: a.localDescription.sdp, answer: b.localDescription.sdp, agent: navigator.userAgent };
    a.close();
    b.close();
  } catch (e) {
    body = { error: String(e) };
  }
  await fetch("/sdp", { method: "POST", body: JSON.stringify(body) });
  document.title = "done";
})();
</script>`;

/** @type {(v: any) => void} */
let got = () => {};
const result = new Promise((resolve) => (got = resolve));
const server = createServer((req, res) => {
  if (req.method === "POST" && req.url === "/sdp") {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (c) => (text += c));
    req.on("end", () => {
      res.end("ok");
      got(JSON.parse(text));
    });
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(PAGE);
});
await new Promise((r) => server.listen(0, "127.0.0.1", () => r(undefined)));
const url = `http://127.0.0.1:${/** @type {any} */ (server.address()).port}/`;

const profile = mkdtempSync(join(tmpdir(), "yotta-firefox-"));
const firefox = spawn(FIREFOX, ["--headless", "--no-remote", "--profile", profile, url], {
  stdio: ["ignore", "ignore", "pipe"],
  env: { ...process.env, MOZ_HEADLESS: "1" },
});
let stderr = "";
firefox.stderr.on("data", (c) => (stderr += c));
const exited = new Promise((r) => firefox.on("exit", r));
const timer = setTimeout(
  () => got({ error: `no answer from ${FIREFOX} in ${TIMEOUT_MS / 1000} s:\n${stderr.slice(-2000)}` }),
  TIMEOUT_MS,
);
try {
  const r = await result;
  if (r.error) throw new Error(r.error);
  writeFileSync(join(here, "firefox-offer.sdp"), r.offer);
  writeFileSync(join(here, "firefox-answer.sdp"), r.answer);
  console.log(`${r.agent}: offer ${r.offer.length} characters, answer ${r.answer.length}`);
} finally {
  clearTimeout(timer);
  firefox.kill("SIGTERM");
  await exited;
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
