// The invitation and reply codes of multi-device play (www/net/code.js, sdp.js):
// the connection facts survive the round trip through a code for session descriptions
// of Chromium and Firefox (captured here) and Safari (a hand-recorded format, see
// tests/data/net/README.md); the rebuilt SDP carries the same facts; codes stay short;
// damaged codes are refused without throwing.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { encode, decode, codeOf, toBase64url, fromBase64url, CODE_FORMAT } from "../../www/net/code.js";
import { parseSdp, buildSdp, ipv6Bytes, ipv6Text } from "../../www/net/sdp.js";

const DATA = resolve(import.meta.dirname, "../data/net");
const samples = readdirSync(DATA)
  .filter((f) => f.endsWith(".sdp"))
  .map((f) => ({ name: f, sdp: readFileSync(resolve(DATA, f), "utf8") }));

/** The facts in comparable form. */
const plain = (f) => ({ ...f, fingerprint: [...f.fingerprint] });

test("there are samples of the three browsers, offers and answers", () => {
  for (const b of ["chromium", "firefox", "safari"])
    for (const k of ["offer", "answer"])
      assert.ok(
        samples.some((s) => s.name === `${b}-${k}.sdp`),
        `${b} ${k}`,
      );
});

test("Firefox's captured descriptions: its mDNS host names and session-level fingerprint survive a code", () => {
  for (const k of ["offer", "answer"]) {
    const s = samples.find((x) => x.name === `firefox-${k}.sdp`).sdp;
    assert.match(s, /^o=mozilla\.\.\.THIS_IS_SDPARTA/m, "captured from Firefox");
    // Firefox writes the fingerprint for the whole session, before the m= line.
    assert.ok(s.indexOf("a=fingerprint:") < s.indexOf("m=application"));
    const f = parseSdp(s).facts;
    assert.ok(
      f.candidates.length > 0 && f.candidates.every((c) => /^[0-9a-f-]{36}\.local$/.test(c.address)),
      JSON.stringify(f.candidates),
    );
    const enc = encode({
      kind: k === "offer" ? "invite" : "reply",
      build: "0123abcd",
      session: 5,
      seat: 1,
      round: 0,
      name: "",
      game: "iota",
      players: 2,
      sdp: s,
    });
    const dec = decode(enc.code);
    assert.deepEqual(plain(dec.data.facts), plain(f));
    // The rebuilt description names the same mDNS hosts, ports and credentials.
    for (const c of f.candidates)
      assert.match(dec.sdp, new RegExp(` ${c.address.replace(/\./g, "\\.")} ${c.port} typ host`));
    assert.match(dec.sdp, new RegExp(`a=ice-ufrag:${f.ufrag}\r\n`));
    assert.equal(dec.data.facts.fingerprint.length, 32);
  }
});

for (const s of samples) {
  test(`${s.name}: the connection facts survive a code`, () => {
    const parsed = parseSdp(s.sdp);
    assert.equal(parsed.ok, true, JSON.stringify(parsed));
    const f = parsed.facts;
    // Only UDP candidates of component 1; TCP ones are dropped.
    const udp = s.sdp.split(/\r?\n/).filter((l) => /^a=candidate:\S+ 1 udp /i.test(l));
    assert.equal(f.candidates.length, new Set(udp.map((l) => l.split(" ").slice(4, 6).join(" ").toLowerCase())).size);
    const kind = s.name.includes("offer") ? "invite" : "reply";
    const enc = encode({
      kind,
      build: "0123abcd9999",
      session: 0xdeadbeef,
      seat: 3,
      round: 2,
      name: "Алекс",
      game: "ottawa",
      players: 5,
      sdp: s.sdp,
    });
    assert.equal(enc.ok, true, JSON.stringify(enc));
    assert.match(enc.code, /^[A-Za-z0-9_-]+$/);
    const dec = decode(enc.code);
    assert.equal(dec.ok, true, JSON.stringify(dec));
    assert.deepEqual(plain(dec.data.facts), plain(f));
    assert.equal(dec.data.kind, kind);
    assert.equal(dec.data.build, "0123abcd");
    assert.equal(dec.data.session, 0xdeadbeef);
    assert.equal(dec.data.seat, 3);
    assert.equal(dec.data.round, 2);
    assert.equal(dec.data.name, "Алекс");
    if (kind === "invite") {
      assert.equal(dec.data.game, "ottawa");
      assert.equal(dec.data.players, 5);
    }
    // The rebuilt SDP says the same, in the role of the original.
    const again = parseSdp(dec.sdp);
    assert.equal(again.ok, true);
    const expectSetup = kind === "invite" ? "actpass" : f.setup;
    assert.deepEqual(plain(again.facts), { ...plain(f), setup: expectSetup });
    assert.match(dec.sdp, /^v=0\r\n/);
    assert.match(dec.sdp, /m=application 9 UDP\/DTLS\/SCTP webrtc-datachannel\r\n/);
    assert.match(dec.sdp, /a=sctp-port:5000\r\n/);
    // A local-network code is short: a link of the page plus this fits a QR code
    // that scans at arm's length.
    console.log(
      `${s.name}: ${s.sdp.length} characters of SDP → ${enc.code.length}-character code (${f.candidates.length} candidates)`,
    );
    assert.ok(enc.code.length < s.sdp.length / 3);
  });
}

test("a LAN invitation link stays under 200 characters", () => {
  for (const s of samples.filter((x) => x.name.includes("offer"))) {
    const f = parseSdp(s.sdp).facts;
    // The local network: host candidates only (what the page gathers by default).
    const host = f.candidates.filter((c) => c.type === "host");
    const lan = s.sdp
      .split(/\r?\n/)
      .filter((l) => !l.startsWith("a=candidate:") || host.some((c) => l.includes(` ${c.address} ${c.port} `)))
      .join("\r\n");
    const enc = encode({
      kind: "invite",
      build: "0123abcd",
      session: 1,
      seat: 1,
      round: 0,
      name: "Alex",
      game: "iota",
      players: 4,
      sdp: lan,
    });
    assert.equal(enc.ok, true);
    const link = `https://someone.github.io/yotta/#join=${enc.code}`;
    assert.ok(link.length < 200, `${s.name}: ${link.length} characters`);
  }
});

test("a link or a code with spaces a messenger added reads the same", () => {
  const s = samples.find((x) => x.name === "safari-offer.sdp");
  const enc = encode({
    kind: "invite",
    build: "",
    session: 7,
    seat: 0,
    round: 0,
    name: "",
    game: "iota",
    players: 2,
    sdp: s.sdp,
  });
  const code = enc.code;
  assert.equal(codeOf(`https://x.example/yotta/?lang=ru#join=${code}`), code);
  assert.equal(codeOf(`${code.slice(0, 40)}\n ${code.slice(40)}`), code);
  assert.equal(decode(`https://x.example/#join=${code}`).ok, true);
  assert.equal(decode(`see https://x.example/#reply=${code} thanks`).ok, true);
  assert.equal(decode(code).data.build, "00000000");
});

test("damaged, cut or foreign codes are refused, never thrown", () => {
  const s = samples.find((x) => x.name === "firefox-answer.sdp");
  const { code } = encode({ kind: "reply", build: "abcdef01", session: 9, seat: 2, round: 1, name: "Sam", sdp: s.sdp });
  const bytes = fromBase64url(code);
  assert.ok(bytes);
  for (let cut = 0; cut < code.length - 1; cut += 3) {
    const r = decode(code.slice(0, cut));
    assert.equal(r.ok, false, `cut at ${cut}`);
  }
  for (const junk of ["", "!!!", "hello world", "A".repeat(5000), 42, null, "#join=", `${code}AAAA`]) {
    const r = decode(/** @type {any} */ (junk));
    assert.equal(r.ok, false, String(junk).slice(0, 20));
    assert.match(r.error.code, /^(bad-code|other-format)$/);
  }
  const other = Uint8Array.from(bytes);
  other[0] = ((CODE_FORMAT + 1) << 4) | 1;
  assert.equal(decode(toBase64url(other)).error.code, "other-format");
  // Every single-byte change either decodes to a well-formed code or is refused.
  for (let i = 0; i < bytes.length; i++) {
    const b = Uint8Array.from(bytes);
    b[i] ^= 0xa5;
    const r = decode(toBase64url(b));
    if (r.ok) assert.equal(parseSdp(r.sdp).ok, true, `byte ${i}`);
  }
});

test("session descriptions without what a connection needs are refused", () => {
  assert.equal(parseSdp("v=0\r\n").ok, false);
  assert.equal(parseSdp(42).ok, false);
  const s = samples.find((x) => x.name === "safari-offer.sdp").sdp;
  assert.equal(parseSdp(s.replace(/a=fingerprint:.*\r\n/, "")).error.code, "bad-sdp");
  assert.equal(parseSdp(s.replace(/a=ice-pwd:.*\r\n/, "")).ok, false);
  assert.equal(parseSdp(s.replace(/a=setup:.*\r\n/, "")).ok, false);
  assert.equal(parseSdp(s.replace(/(a=ice-ufrag:)\S+/, "$1bad*chars")).ok, false);
});

test("base64url and IPv6 round trips", () => {
  for (let n = 0; n < 40; n++) {
    const b = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n) & 255);
    assert.deepEqual([...fromBase64url(toBase64url(b))], [...b]);
  }
  for (const a of ["::1", "fd00::2", "fe80::fc:ff:fe00:1", "2001:db8::8a2e:370:7334", "1:2:3:4:5:6:7:8", "::", "1::"]) {
    assert.equal(ipv6Text(ipv6Bytes(a)), a);
  }
  assert.equal(ipv6Text(ipv6Bytes("::ffff:192.0.2.1")), "::ffff:c000:201");
  assert.equal(ipv6Bytes("1:2:3"), null);
  assert.equal(ipv6Bytes("1::2::3"), null);
});

test("a rebuilt description is the same whichever browser wrote the original", () => {
  const offers = samples.filter((x) => x.name.includes("offer")).map((x) => buildSdp(parseSdp(x.sdp).facts, "offer"));
  for (const o of offers) {
    const lines = o.split("\r\n");
    assert.deepEqual(lines.slice(0, 4), ["v=0", lines[1], "s=-", "t=0 0"]);
    assert.ok(lines.includes("a=setup:actpass"));
    assert.ok(lines.includes("a=mid:0"));
  }
});
