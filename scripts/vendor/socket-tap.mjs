// The WebSocket that the vendored trystero strategies (www/vendor/trystero-*.js) open
// their relays with: scripts/post-build.mjs injects it in place of the browser's own
// `WebSocket` when it bundles them. It is the browser's socket, and it also tells the
// page every frame it sends (tapSockets), so that the page counts the announcements it
// makes to each relay (www/net/relay.js, `state().net.announces`) without a change to
// the library. Shared by the three strategies (one chunk of www/vendor/).

/** @type {Set<(url: string, data: unknown) => void>} */
const taps = new Set();

/**
 * Calls `f(url, data)` for every frame any relay's socket sends from now on; returns
 * what stops it.
 * @param {(url: string, data: unknown) => void} f
 */
export function tapSockets(f) {
  taps.add(f);
  return () => {
    taps.delete(f);
  };
}

class TapSocket extends globalThis.WebSocket {
  /** @param {string | Blob | BufferSource} data */
  send(data) {
    for (const f of taps) {
      try {
        f(this.url, data);
      } catch {
        /* a listener's mistake never stops a frame */
      }
    }
    super.send(data);
  }
}

export { TapSocket as WebSocket };
