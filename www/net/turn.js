// @ts-check
// The TURN server of the settings (www/net/settings.js), watched: a connection's
// configuration, and the words for a TURN server that refuses or cannot be reached.
//
// Whatever carries the connection's descriptions (the codes of today, or another
// signalling transport), each RTCPeerConnection is made with `connectionConfig()` and
// watched with `watchTurn(pc)`. The browser tells of a STUN or TURN server that failed
// with `icecandidateerror` (Chromium: errorCode 401 for a wrong user or password, 701
// for a server that does not answer); nothing else does: with relay-only a
// connection whose TURN server refused never reaches `failed` by itself, it stays
// `new`. So the page judges the candidates it gathered: with relay-only and no relayed
// candidate once gathering is over, nothing can connect, and the person is told why
// (`turn-auth`: the server refused the user or password; `turn-unreachable`: it did
// not answer). Without relay-only a refusing TURN server is not fatal (the other
// candidates still connect), and nothing is reported.
import { loadNetSettings, rtcConfig, relayProblem } from "./settings.js";

/** The longest wait for the TURN server's first answer, in milliseconds. */
export const TURN_MS = 8000;

/**
 * The configuration of a new connection, from the stored settings; an error with the
 * reason `relay-no-turn` (as peer.js's NetError) when relay-only is asked for without a TURN server (nothing could
 * connect: said, not left to fail silently).
 * @returns {RTCConfiguration}
 */
export function connectionConfig() {
  const s = loadNetSettings();
  const problem = relayProblem(s);
  if (problem)
    throw Object.assign(new Error("relay-only is on and no TURN server is given"), {
      name: "NetError",
      reason: problem,
    });
  return rtcConfig(s);
}

/**
 * What the TURN server's errors and the candidates gathered say, or "" when all is
 * well: `turn-auth` when a TURN server answered 401 (or 403, its own refusal of the
 * credentials' realm), `turn-unreachable` when relay-only gathered no relayed
 * candidate otherwise. Only relay-only connections are judged.
 * @param {{ relay: boolean, errors: { url: string, code: number }[], relayed: number, done: boolean }} o
 *   `relay`: the connection is relay-only; `relayed`: relayed candidates gathered so
 *   far; `done`: gathering is over (or its time is up)
 * @returns {"" | "turn-auth" | "turn-unreachable"}
 */
export function turnVerdict(o) {
  if (!o.relay || o.relayed > 0) return "";
  const turn = o.errors.filter((e) => /^turns?:/i.test(e.url));
  if (turn.some((e) => e.code === 401 || e.code === 403)) return "turn-auth";
  if (o.done) return "turn-unreachable";
  return "";
}

/**
 * Watches a connection's TURN server: `onProblem(reason)` once, as soon as what it
 * gathered shows that a relay-only connection cannot connect (`turnVerdict`), at the
 * latest `ms` after the start. Returns the function that stops watching, and a check
 * for code that waits for gathering itself (`problem()`: the reason now, judging
 * gathering as over).
 * @param {RTCPeerConnection} pc
 * @param {(reason: string) => void} [onProblem]
 * @param {number} [ms]
 */
export function watchTurn(pc, onProblem = () => {}, ms = TURN_MS) {
  const relay = pc.getConfiguration().iceTransportPolicy === "relay";
  /** @type {{ url: string, code: number }[]} */
  const errors = [];
  let relayed = 0;
  let told = false;
  const judge = (/** @type {boolean} */ done) => turnVerdict({ relay, errors, relayed, done });
  const tell = (/** @type {boolean} */ done) => {
    if (told) return;
    const r = judge(done);
    if (!r) return;
    told = true;
    stop();
    onProblem(r);
  };
  const onError = (/** @type {Event} */ event) => {
    const e = /** @type {RTCPeerConnectionIceErrorEvent} */ (event);
    errors.push({ url: String(e.url ?? ""), code: Number(e.errorCode) || 0 });
    tell(false);
  };
  const onCandidate = (/** @type {RTCPeerConnectionIceEvent} */ e) => {
    if (e.candidate && / typ relay/.test(e.candidate.candidate)) relayed++;
  };
  const onGathering = () => {
    if (pc.iceGatheringState === "complete") tell(true);
  };
  const timer = relay ? setTimeout(() => tell(true), ms) : 0;
  pc.addEventListener("icecandidateerror", onError);
  pc.addEventListener("icecandidate", onCandidate);
  pc.addEventListener("icegatheringstatechange", onGathering);
  function stop() {
    clearTimeout(timer);
    pc.removeEventListener("icecandidateerror", onError);
    pc.removeEventListener("icecandidate", onCandidate);
    pc.removeEventListener("icegatheringstatechange", onGathering);
  }
  return {
    stop,
    /** The reason a relay-only connection cannot connect, judging gathering over ("" if none). */
    problem: () => {
      const sdp = pc.localDescription?.sdp ?? "";
      relayed = Math.max(relayed, (sdp.match(/ typ relay/g) ?? []).length);
      return judge(true);
    },
  };
}

/** Whether `reason` is one of the TURN server's (they share one way out: the settings). @param {string} reason */
export const isTurnReason = (reason) =>
  reason === "turn-auth" || reason === "turn-unreachable" || reason === "relay-no-turn";

/**
 * For a transport whose connections are made out of sight (a library's, trickling
 * candidates as they come): tries the TURN server once before, with a connection of
 * its own that is closed at once. Resolves "" when the configuration is not relay-only
 * or a relayed candidate came, else the reason (`turnVerdict`), at the latest `ms` after
 * the start.
 * @param {RTCConfiguration} config @param {number} [ms]
 * @returns {Promise<"" | "turn-auth" | "turn-unreachable">}
 */
export function checkTurn(config, ms = TURN_MS) {
  if (config.iceTransportPolicy !== "relay" || typeof globalThis.RTCPeerConnection !== "function")
    return Promise.resolve("");
  const pc = new RTCPeerConnection(config);
  return new Promise((resolve) => {
    let done = false;
    const end = (/** @type {"" | "turn-auth" | "turn-unreachable"} */ why) => {
      if (done) return;
      done = true;
      watch.stop();
      pc.removeEventListener("icecandidate", relayed);
      pc.close();
      resolve(why);
    };
    const watch = watchTurn(pc, (why) => end(/** @type {"turn-auth" | "turn-unreachable"} */ (why)), ms);
    const relayed = (/** @type {RTCPeerConnectionIceEvent} */ e) => {
      if (e.candidate && / typ relay/.test(e.candidate.candidate)) end("");
    };
    pc.addEventListener("icecandidate", relayed);
    pc.createDataChannel("turn-check");
    pc.setLocalDescription().catch(() => end(""));
  });
}
