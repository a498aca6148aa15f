// The join errors of the one-link library (trystero, as bundled into
// dist/www/vendor/trystero-*.js: its three strategies and their shared core) that www/net/relay.js reads as a link whose key
// was changed, and those it reads as a try that failed and is made again: a guest
// reconnecting on a busy phone must never be told its link is damaged because one
// handshake took too long.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { isBadKey } from "../../www/net/relay.js";

const vendor = new URL("../../dist/www/vendor/", import.meta.url);
const bundle = readdirSync(vendor)
  .filter((f) => f.startsWith("trystero-"))
  .map((f) => readFileSync(new URL(f, vendor), "utf8"))
  .join("\n");

test("every 'incorrect … password' error the bundled library can give is a bad key", () => {
  const found = [...new Set(bundle.match(/incorrect [a-z ]*password[a-z ]*/g) ?? [])];
  // Two when decrypting (an offer, an answer) and one from the handshake.
  assert.deepEqual(found.sort(), [
    "incorrect password for overlapping room",
    "incorrect room password when decrypting answer",
    "incorrect room password when decrypting offer",
  ]);
  for (const why of found) {
    assert.ok(isBadKey(why), why);
    // As the library hands them on: prefixed with its name, a handshake's with its cause.
    assert.ok(isBadKey(`Trystero: ${why}`), why);
  }
});

test("a handshake that timed out or a connection that failed after the offer and answer is no bad key", () => {
  assert.match(bundle, /handshake timed out after/);
  assert.match(bundle, /could not connect to peer/);
  for (const why of [
    "Trystero: handshake timed out after 10000ms",
    "could not connect to peer abc after exchanging SDP; configure TURN servers with turnConfig or rtcConfig.iceServers",
    "Trystero: peer disconnected during handshake",
    "",
  ]) {
    assert.equal(isBadKey(why), false, why);
  }
});
