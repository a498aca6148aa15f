// @ts-check
// The invitation and reply codes of multi-device play: what one device must tell
// another to open a WebRTC connection, with no server in between.
//
// A code is a few bytes written as base64url (RFC 4648 §5, no padding), so that it
// fits in a link and in a QR code that scans at arm's length. It carries:
// - the code's format and kind (invitation or reply), the page's build (two devices
//   must run the same build to play together), the game's session number and the
//   seat with its invitation number (a reply answers exactly one invitation);
// - an invitation also carries the game, the number of seats and the host's name; a
//   reply the guest's name;
// - the connection facts of `sdp.js`: ICE username fragment and password (6 bits per
//   character), the DTLS fingerprint (raw bytes) and role, and the UDP candidates
//   (IPv4 in 4 bytes, IPv6 in 16, a browser's mDNS name `<uuid>.local` in 16, other
//   names as text).
// `decode` never throws: a damaged, truncated or foreign code is refused with a code
// (`bad-code`, `other-format`).
import { GAMES } from "../games.js";
import { parseSdp, buildSdp, isIPv4, ipv6Bytes, ipv6Text, HASHES } from "./sdp.js";

/** The format of the codes; a code of another format is refused (`other-format`). */
export const CODE_FORMAT = 1;
export const KINDS = /** @type {const} */ (["invite", "reply"]);
/** The games an invitation may name, by their number in it: the registry's (www/games.js). */
export const GAME_IDS = GAMES.map((g) => g.id);
const SETUPS = /** @type {const} */ (["actpass", "active", "passive"]);
const TYPES = /** @type {const} */ (["host", "srflx", "prflx", "relay"]);
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const ICE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** The seat a watcher's invitation names: no seat's (a table has at most 8); its round is the watcher's number. */
export const WATCH_SEAT = 255;
/** Names are cut to this many bytes of UTF-8. */
export const NAME_BYTES = 24;
/** A code with more candidates than this is cut (the first are the preferred ones). */
export const MAX_CANDIDATES = 8;

/**
 * @typedef {import("./sdp.js").SdpFacts} SdpFacts
 * @typedef {{
 *   kind: "invite" | "reply",
 *   build: string,        // 8 hex digits: the page's build
 *   session: number,      // the game's session number (32 bits)
 *   seat: number,         // the seat (0-based) this code is about
 *   round: number,        // which invitation of that seat (0–255, grows on re-invite)
 *   name: string,         // the host's name (invite) or the guest's (reply)
 *   game?: string, players?: number,   // invitations only (a game's id, www/games.js)
 *   facts: SdpFacts }} CodeData
 */

/**
 * Writes a code.
 * @param {Omit<CodeData, "facts"> & { sdp: string }} d the browser's SDP in `sdp`
 * @returns {{ ok: true, code: string } | { ok: false, error: { code: string, message: string } }}
 */
export function encode(d) {
  const parsed = parseSdp(d.sdp);
  if (!parsed.ok) return parsed;
  const f = parsed.facts;
  const w = new Writer();
  w.byte((CODE_FORMAT << 4) | KINDS.indexOf(d.kind));
  w.bytes(buildBytes(d.build));
  w.u32(d.session >>> 0);
  w.byte(d.seat & 255);
  w.byte(d.round & 255);
  if (d.kind === "invite") {
    w.byte(Math.max(0, GAME_IDS.indexOf(d.game ?? "")));
    w.byte((d.players ?? 0) & 255);
  }
  w.text(d.name, NAME_BYTES);
  w.ice(f.ufrag);
  w.ice(f.pwd);
  w.byte((SETUPS.indexOf(f.setup) << 4) | HASHES.indexOf(f.hash));
  w.bytes(f.fingerprint);
  const cands = f.candidates.slice(0, MAX_CANDIDATES);
  w.byte(cands.length);
  for (const c of cands) {
    const type = TYPES.indexOf(c.type);
    const mdns = c.address.match(/^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/);
    if (isIPv4(c.address)) {
      w.byte(type);
      w.bytes(Uint8Array.from(c.address.split(".").map(Number)));
    } else if (c.address.includes(":")) {
      w.byte(type | (1 << 2));
      w.bytes(/** @type {Uint8Array} */ (ipv6Bytes(c.address)));
    } else if (mdns) {
      w.byte(type | (2 << 2));
      w.bytes(hexToBytes(mdns.slice(1).join("")));
    } else {
      w.byte(type | (3 << 2));
      w.text(c.address, 255);
    }
    w.u16(c.port);
  }
  return { ok: true, code: toBase64url(w.done()) };
}

/**
 * Reads a code (a bare code, or a link that holds one after `#join=` / `#reply=`).
 * @param {string} text
 * @returns {{ ok: true, data: CodeData, sdp: string } | { ok: false, error: { code: string, message: string } }}
 */
export function decode(text) {
  if (typeof text !== "string") return bad("bad-code", "the code is not text");
  const code = codeOf(text);
  if (!code || code.length > 2000) return bad("bad-code", "this is not a Yotta code");
  const bytes = fromBase64url(code);
  if (!bytes) return bad("bad-code", "the code has characters that do not belong in it");
  const r = new Reader(bytes);
  try {
    const head = r.byte();
    if (head >> 4 !== CODE_FORMAT) return bad("other-format", "the code comes from another version of Yotta");
    const kind = KINDS[head & 15];
    if (!kind) return bad("bad-code", "unknown kind of code");
    const build = [...r.bytes(4)].map((b) => b.toString(16).padStart(2, "0")).join("");
    const session = r.u32();
    const seat = r.byte();
    const round = r.byte();
    /** @type {Omit<CodeData, "facts">} */
    const known = { kind, build, session, seat, round, name: "" };
    if (kind === "invite") {
      const g = GAME_IDS[r.byte()];
      if (!g) return bad("bad-code", "unknown game");
      known.game = g;
      known.players = r.byte();
    }
    known.name = r.text();
    const ufrag = r.ice();
    const pwd = r.ice();
    const sh = r.byte();
    const setup = SETUPS[sh >> 4];
    const hash = HASHES[sh & 15];
    if (!setup || !hash) return bad("bad-code", "unknown DTLS role or hash");
    const fingerprint = r.bytes({ "sha-1": 20, "sha-256": 32, "sha-384": 48, "sha-512": 64 }[hash]);
    const n = r.byte();
    if (n > MAX_CANDIDATES) return bad("bad-code", "too many candidates");
    const candidates = [];
    for (let i = 0; i < n; i++) {
      const tag = r.byte();
      const type = TYPES[tag & 3];
      const form = (tag >> 2) & 3;
      let address;
      if (form === 0) address = [...r.bytes(4)].join(".");
      else if (form === 1) address = ipv6Text(r.bytes(16));
      else if (form === 2) {
        const h = [...r.bytes(16)].map((b) => b.toString(16).padStart(2, "0")).join("");
        address = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
      } else {
        address = r.text();
        if (!/^[a-z0-9.-]+$/.test(address)) return bad("bad-code", "a candidate's name is not a host name");
      }
      const port = r.u16();
      if (port === 0) return bad("bad-code", "a candidate has port 0");
      candidates.push({ address, port, type });
    }
    if (!r.atEnd()) return bad("bad-code", "the code is longer than its contents");
    if (!ufrag || !pwd) return bad("bad-code", "the code has no ICE credentials");
    /** @type {CodeData} */
    const data = { ...known, facts: { ufrag, pwd, hash, fingerprint, setup, candidates } };
    return { ok: true, data, sdp: buildSdp(data.facts, kind === "invite" ? "offer" : "answer") };
  } catch {
    return bad("bad-code", "the code is cut short");
  }
}

/**
 * The code inside `text`: the text itself, or what follows `#join=` / `#reply=` in a
 * link (spaces and line breaks a messenger may add are dropped).
 * @param {string} text
 */
export function codeOf(text) {
  const m = text.match(/#(?:join|reply)=([A-Za-z0-9_-]+)/);
  if (m) return m[1];
  const t = text.replace(/\s+/g, "");
  return /^[A-Za-z0-9_-]+$/.test(t) ? t : "";
}

/** @param {string} build the page's build version (hex), "dev" or "" @returns {Uint8Array} 4 bytes */
function buildBytes(build) {
  const hex = /^[0-9a-f]{8}/i.test(build) ? build.slice(0, 8) : "00000000";
  return hexToBytes(hex);
}

/** @param {string} hex */
function hexToBytes(hex) {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** @param {Uint8Array} bytes */
export function toBase64url(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) s += B64[(n >> (18 - 6 * k)) & 63];
  }
  return s;
}

/** @param {string} s @returns {Uint8Array | null} */
export function fromBase64url(s) {
  if (s.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((s.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let j = 0;
  for (const ch of s) {
    const v = B64.indexOf(ch);
    if (v < 0) return null;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (acc >> bits) & 255;
    }
  }
  return out;
}

class Writer {
  constructor() {
    /** @type {number[]} */
    this.out = [];
  }
  /** @param {number} b */
  byte(b) {
    this.out.push(b & 255);
  }
  /** @param {Uint8Array} b */
  bytes(b) {
    for (const x of b) this.out.push(x);
  }
  /** @param {number} n */
  u16(n) {
    this.out.push((n >> 8) & 255, n & 255);
  }
  /** @param {number} n */
  u32(n) {
    this.out.push((n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255);
  }
  /** UTF-8 with a length byte, cut at a character boundary to `max` bytes. @param {string} s @param {number} max */
  text(s, max) {
    const enc = new TextEncoder();
    let b = enc.encode(s);
    if (b.length > max) {
      let chars = [...s];
      while (enc.encode(chars.join("")).length > max) chars = chars.slice(0, -1);
      b = enc.encode(chars.join(""));
    }
    this.byte(b.length);
    this.bytes(b);
  }
  /**
   * ICE characters after a length byte: 4 bits each when they are all lower-case hex
   * digits (the length byte's top bit says so), else 6 bits each.
   * @param {string} s
   */
  ice(s) {
    if (/^[0-9a-f]+$/.test(s)) {
      this.byte(0x80 | s.length);
      for (let i = 0; i < s.length; i += 2) this.byte((parseInt(s[i], 16) << 4) | parseInt(s[i + 1] ?? "0", 16));
      return;
    }
    this.byte(s.length);
    let acc = 0;
    let bits = 0;
    for (const ch of s) {
      acc = (acc << 6) | ICE.indexOf(ch);
      bits += 6;
      while (bits >= 8) {
        bits -= 8;
        this.byte(acc >> bits);
        acc &= (1 << bits) - 1;
      }
    }
    if (bits > 0) this.byte(acc << (8 - bits));
  }
  done() {
    return Uint8Array.from(this.out);
  }
}

class Reader {
  /** @param {Uint8Array} b */
  constructor(b) {
    this.b = b;
    this.i = 0;
  }
  byte() {
    if (this.i >= this.b.length) throw new RangeError("short");
    return this.b[this.i++];
  }
  /** @param {number} n */
  bytes(n) {
    if (this.i + n > this.b.length) throw new RangeError("short");
    const out = this.b.slice(this.i, this.i + n);
    this.i += n;
    return out;
  }
  u16() {
    return (this.byte() << 8) | this.byte();
  }
  u32() {
    return ((this.byte() << 24) | (this.byte() << 16) | (this.byte() << 8) | this.byte()) >>> 0;
  }
  text() {
    const n = this.byte();
    return new TextDecoder("utf-8", { fatal: false }).decode(this.bytes(n));
  }
  ice() {
    const head = this.byte();
    const n = head & 0x7f;
    if (n > 63) throw new RangeError("long");
    if (head & 0x80) {
      const raw = this.bytes(Math.ceil(n / 2));
      let s = "";
      for (let i = 0; i < n; i++) s += ((raw[i >> 1] >> (i % 2 ? 0 : 4)) & 15).toString(16);
      return s;
    }
    const raw = this.bytes(Math.ceil((n * 6) / 8));
    let acc = 0;
    let bits = 0;
    let s = "";
    let k = 0;
    while (s.length < n) {
      if (bits < 6) {
        acc = ((acc << 8) | raw[k++]) & 0xffff;
        bits += 8;
      }
      bits -= 6;
      s += ICE[(acc >> bits) & 63];
    }
    return s;
  }
  atEnd() {
    return this.i === this.b.length;
  }
}

/**
 * @param {string} code @param {string} message
 * @returns {{ ok: false, error: { code: string, message: string } }}
 */
function bad(code, message) {
  return { ok: false, error: { code, message } };
}
