// The WebSocket that the vendored trystero strategies (www/vendor/trystero-*.js) open
// their relays with: scripts/post-build.mjs injects it in place of the browser's own
// `WebSocket` when it bundles them. It is the browser's socket, and it also tells the
// page every frame it sends (tapSockets), so that the page counts the announcements it
// makes to each relay (www/net/relay.js, `state().net.announces`), and when a socket
// opens or closes, so that it knows a relay that refuses (the library retries it
// quietly), without a change to the library. Shared by the three strategies (one
// chunk of www/vendor/).

/** @typedef {(url: string, data: unknown, state?: "open" | "closed") => void} Tap */
/** @type {Set<Tap>} */
const taps = new Set();

/** @param {string} url @param {unknown} data @param {"open" | "closed"} [state] */
function tell(url, data, state) {
  for (const f of taps) {
    try {
      f(url, data, state);
    } catch {
      /* a listener's mistake never stops a frame */
    }
  }
}

/**
 * From now on, calls `f(url, data)` for every frame any relay's socket sends, and
 * `f(url, null, "open" | "closed")` when one opens or closes; returns what stops it.
 * @param {Tap} f
 */
export function tapSockets(f) {
  taps.add(f);
  return () => {
    taps.delete(f);
  };
}

class TapSocket extends globalThis.WebSocket {
  /** @param {string | URL} url @param {string | string[]} [protocols] */
  constructor(url, protocols) {
    super(url, protocols);
    this.addEventListener("open", () => tell(this.url, null, "open"));
    this.addEventListener("close", () => tell(this.url, null, "closed"));
  }

  /** @param {string | Blob | BufferSource} data */
  send(data) {
    tell(this.url, data);
    super.send(data);
  }
}

export { TapSocket as WebSocket };
