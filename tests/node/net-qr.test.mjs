// The QR codes of multi-device play, as built into dist/: the npm package `qr` bundled
// into www/vendor/ (encoder and decoder), outside the first load; an invitation link
// of a local network is encoded into a small QR version and decoded back exactly by
// the bundled decoder (what the page's scanner uses where the browser has no
// BarcodeDetector).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { encode } from "../../www/net/code.js";
import { qrMatrixWith, qrVersion } from "../../www/net/qr-matrix.js";

const dist = resolve(import.meta.dirname, "../../dist");
const DATA = resolve(import.meta.dirname, "../data/net");
const { default: encodeQR } = await import(pathToFileURL(resolve(dist, "www/vendor/qr.js")).href);
const qrMatrix = (text) => qrMatrixWith(encodeQR, text);
const { default: decodeQR } = await import(pathToFileURL(resolve(dist, "www/vendor/qr-decode.js")).href);

/** The matrix as an RGBA image, `scale` pixels per module, with a quiet zone. */
function image(m, scale = 4, quiet = 4) {
  const n = (m.length + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(n * n * 4).fill(255);
  m.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = (((y + quiet) * scale + dy) * n + (x + quiet) * scale + dx) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
    }),
  );
  return { width: n, height: n, data };
}

test("the QR encoder and decoder are bundled, and not loaded by the page's first modules", () => {
  for (const f of ["www/vendor/qr.js", "www/vendor/qr-decode.js", "www/net/net.js"])
    assert.ok(existsSync(resolve(dist, f)), f);
  // The page loads multi-device play (www/net/net.js) only when a game needs it, and
  // the scanner's decoder only when the scanner opens.
  // The first modules: www/main.js and the chunks it imports (release build).
  const entry = readFileSync(resolve(dist, "www/main.js"), "utf8");
  const chunks = [...entry.matchAll(/from\s*["']\.\/(chunks\/[^"']+\.js)["']/g)].map((m) =>
    readFileSync(resolve(dist, "www", m[1]), "utf8"),
  );
  const main = [entry, ...chunks].join("\n");
  const netOnly = /a device plays only its own seat|qr-decode/;
  assert.ok(!netOnly.test(main), "www/main.js holds multi-device play");
  assert.match(main, /www\/net\/net\.js/);
  const net = readFileSync(resolve(dist, "www/net/net.js"), "utf8");
  assert.match(net, /a device plays only its own seat/);
  // The scanner is loaded when it opens (its own module), and the decoder by it.
  assert.match(net, /import\(["']\.\/scan\.js["']\)/);
  const scan = readFileSync(resolve(dist, "www/net/scan.js"), "utf8");
  assert.match(scan, /www\/vendor\/qr-decode\.js/);
  for (const code of [net, scan]) assert.doesNotMatch(code, /decodeQR/);
});

test("invitation and reply links become small QR codes that decode back exactly", () => {
  for (const [file, kind] of [
    ["chromium-offer.sdp", "invite"],
    ["chromium-answer.sdp", "reply"],
    ["safari-offer.sdp", "invite"],
    ["firefox-offer.sdp", "invite"],
    ["firefox-answer.sdp", "reply"],
  ]) {
    const sdp = readFileSync(resolve(DATA, file), "utf8");
    const { code } = encode({
      kind,
      build: "18d98e82a29c",
      session: 123456789,
      seat: 2,
      round: 0,
      name: "Alex",
      game: "ottawa",
      players: 5,
      sdp,
    });
    const text = kind === "invite" ? `https://someone.github.io/yotta/#join=${code}` : code;
    const m = qrMatrix(text);
    const version = qrVersion(m);
    console.log(`${file}: ${text.length} characters → QR version ${version} (${m.length}×${m.length} modules)`);
    assert.ok(Number.isInteger(version) && version <= 10, `version ${version}`);
    assert.equal(decodeQR(image(m)), text);
  }
});
