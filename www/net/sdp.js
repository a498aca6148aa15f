// @ts-check
// The few facts of a WebRTC session description that a data-channel connection
// needs, read from a browser's SDP and written back as a valid SDP.
//
// A browser's offer or answer for one data channel is 500–1,500 characters, most of it
// boilerplate every browser writes the same way. What differs between two connections
// is only: the ICE username fragment and password, the DTLS certificate's fingerprint,
// the DTLS role, and the ICE candidates (addresses and ports). `parseSdp` keeps those,
// `buildSdp` writes the rest in the form Chromium, Firefox and Safari all accept.
// Only UDP candidates of component 1 are kept: a bundled data channel uses no other
// (TCP candidates are a fallback for networks that block UDP, out of reach without a
// TURN server anyway).

/**
 * @typedef {"host" | "srflx" | "prflx" | "relay"} CandidateType
 * @typedef {{ address: string, port: number, type: CandidateType }} Candidate
 * @typedef {{
 *   ufrag: string, pwd: string,
 *   hash: "sha-1" | "sha-256" | "sha-384" | "sha-512", fingerprint: Uint8Array,
 *   setup: "actpass" | "active" | "passive",
 *   candidates: Candidate[] }} SdpFacts
 */

export const HASHES = /** @type {const} */ (["sha-256", "sha-1", "sha-384", "sha-512"]);
const HASH_BYTES = { "sha-1": 20, "sha-256": 32, "sha-384": 48, "sha-512": 64 };
const TYPES = /** @type {const} */ (["host", "srflx", "prflx", "relay"]);
/** RFC 8445 §5.1.2.2: the recommended type preferences. */
const TYPE_PREFERENCE = { host: 126, prflx: 110, srflx: 100, relay: 0 };
/** ICE characters (RFC 8839 ice-char): letters, digits, "+" and "/". */
const ICE_CHARS = /^[A-Za-z0-9+/]+$/;

/**
 * Reads the connection facts from an SDP offer or answer.
 * @param {string} sdp
 * @returns {{ ok: true, facts: SdpFacts } | { ok: false, error: { code: string, message: string } }}
 */
export function parseSdp(sdp) {
  if (typeof sdp !== "string") return bad("the session description is not text");
  let ufrag = "";
  let pwd = "";
  let hash = "";
  /** @type {Uint8Array | null} */
  let fingerprint = null;
  let setup = "";
  /** @type {Candidate[]} */
  const candidates = [];
  const seen = new Set();
  for (const raw of sdp.split(/\r?\n/)) {
    const line = raw.trim();
    // Session-level and media-level attributes are read alike: a data-channel-only
    // description has one media section, and browsers put these in either place.
    if (line.startsWith("a=ice-ufrag:")) ufrag ||= line.slice(12);
    else if (line.startsWith("a=ice-pwd:")) pwd ||= line.slice(10);
    else if (line.startsWith("a=fingerprint:") && !fingerprint) {
      const [h, hex] = line.slice(14).split(/\s+/);
      hash = h.toLowerCase();
      fingerprint = hexBytes(hex ?? "");
    } else if (line.startsWith("a=setup:")) setup ||= line.slice(8);
    else if (line.startsWith("a=candidate:")) {
      const c = parseCandidate(line.slice(12));
      const key = c && `${c.address} ${c.port}`;
      if (c && !seen.has(key)) {
        seen.add(key);
        candidates.push(c);
      }
    }
  }
  if (!ufrag || !ICE_CHARS.test(ufrag) || ufrag.length > 63) return bad("no valid ICE username fragment");
  if (!pwd || !ICE_CHARS.test(pwd) || pwd.length > 63) return bad("no valid ICE password");
  const known = /** @type {SdpFacts["hash"] | undefined} */ (HASHES.find((x) => x === hash));
  if (!known || !fingerprint || fingerprint.length !== HASH_BYTES[known]) return bad("no valid DTLS fingerprint");
  if (setup !== "actpass" && setup !== "active" && setup !== "passive") return bad("no DTLS role");
  return { ok: true, facts: { ufrag, pwd, hash: known, fingerprint, setup, candidates } };
}

/**
 * One `a=candidate:` value (after the colon), or null when it is of no use here
 * (TCP, another component, an unknown type or address).
 * @param {string} value
 * @returns {Candidate | null}
 */
export function parseCandidate(value) {
  const f = value.trim().split(/\s+/);
  // foundation component transport priority address port "typ" type ...
  if (f.length < 8 || f[6] !== "typ") return null;
  if (f[1] !== "1" || f[2].toLowerCase() !== "udp") return null;
  const port = Number(f[5]);
  const type = /** @type {CandidateType} */ (f[7]);
  if (!Number.isInteger(port) || port < 1 || port > 65535 || !TYPES.includes(type)) return null;
  const address = f[4].toLowerCase();
  if (!isIPv4(address) && !isIPv6(address) && !isHostName(address)) return null;
  return { address, port, type };
}

/**
 * A complete SDP for one data channel from the connection facts.
 * @param {SdpFacts} facts
 * @param {"offer" | "answer"} kind
 * @returns {string}
 */
export function buildSdp(facts, kind) {
  const fp = [...facts.fingerprint].map((b) => b.toString(16).padStart(2, "0").toUpperCase()).join(":");
  const lines = [
    "v=0",
    // The session id only has to be a number; the origin address is not used.
    `o=- ${sessionId(facts)} 2 IN IP4 127.0.0.1`,
    "s=-",
    "t=0 0",
    "a=group:BUNDLE 0",
    "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    "c=IN IP4 0.0.0.0",
    ...facts.candidates.map((c, i) => `a=${candidateLine(c, i)}`),
    ...(facts.candidates.length ? ["a=end-of-candidates"] : []),
    `a=ice-ufrag:${facts.ufrag}`,
    `a=ice-pwd:${facts.pwd}`,
    `a=fingerprint:${facts.hash} ${fp}`,
    `a=setup:${kind === "offer" ? "actpass" : facts.setup === "passive" ? "passive" : "active"}`,
    "a=mid:0",
    "a=sctp-port:5000",
    "a=max-message-size:262144",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * An `a=candidate` value for candidate `c`, the `index`-th of its description: the
 * foundation and priority are not carried in a code, so they are made up again in
 * the way RFC 8445 recommends (earlier candidates preferred).
 * @param {Candidate} c @param {number} index
 */
export function candidateLine(c, index) {
  const priority = 2 ** 24 * TYPE_PREFERENCE[c.type] + 2 ** 8 * (65535 - index) + 255;
  const related = c.type === "host" ? "" : " raddr 0.0.0.0 rport 0";
  return `candidate:${index + 1} 1 udp ${priority} ${c.address} ${c.port} typ ${c.type}${related}`;
}

/** @param {SdpFacts} facts a stable number for the o= line */
function sessionId(facts) {
  let n = 1;
  for (const b of facts.fingerprint.subarray(0, 6)) n = n * 256 + b;
  return String(n);
}

/** @param {string} hex "AB:CD:…" */
function hexBytes(hex) {
  const parts = hex.split(":");
  if (parts.some((p) => !/^[0-9a-fA-F]{2}$/.test(p))) return null;
  return Uint8Array.from(parts.map((p) => parseInt(p, 16)));
}

/** @param {string} s */
export function isIPv4(s) {
  const p = s.split(".");
  return p.length === 4 && p.every((x) => /^\d{1,3}$/.test(x) && Number(x) <= 255);
}

/** @param {string} s */
export function isIPv6(s) {
  return s.includes(":") && /^[0-9a-f:.]+$/i.test(s) && ipv6Bytes(s) !== null;
}

/** @param {string} s a host name (an mDNS `….local` name, as browsers hide local addresses) */
function isHostName(s) {
  return s.length <= 255 && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(s);
}

/**
 * The 16 bytes of an IPv6 address, or null.
 * @param {string} s
 */
export function ipv6Bytes(s) {
  let text = s;
  /** @type {number[]} */
  let tail = [];
  // An IPv4 tail (::ffff:1.2.3.4).
  const v4 = text.match(/:(\d+\.\d+\.\d+\.\d+)$/);
  if (v4) {
    if (!isIPv4(v4[1])) return null;
    tail = v4[1].split(".").map(Number);
    text = `${text.slice(0, -v4[1].length)}0:0`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const group = (/** @type {string} */ h) => (h ? h.split(":") : []);
  const head = group(halves[0]);
  const rest = halves.length === 2 ? group(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  const out = new Uint8Array(16);
  groups.forEach((g, i) => {
    const n = parseInt(g, 16);
    out[2 * i] = n >> 8;
    out[2 * i + 1] = n & 255;
  });
  if (tail.length) out.set(tail, 12);
  return out;
}

/**
 * An IPv6 address in its canonical text (RFC 5952: lower case, the longest run of
 * zero groups shortened to "::").
 * @param {Uint8Array} b 16 bytes
 */
export function ipv6Text(b) {
  const g = [];
  for (let i = 0; i < 16; i += 2) g.push((b[i] << 8) | b[i + 1]);
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    if (g[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > bestLen) {
      best = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = g.map((x) => x.toString(16));
  if (best < 0) return hex.join(":");
  return `${hex.slice(0, best).join(":")}::${hex.slice(best + bestLen).join(":")}`;
}

/** @param {string} message */
function bad(message) {
  return /** @type {const} */ ({ ok: false, error: { code: "bad-sdp", message } });
}
