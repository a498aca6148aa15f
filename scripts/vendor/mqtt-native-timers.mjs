// npm `mqtt` as trystero's MQTT strategy gets it in www/vendor/trystero-mqtt.js
// (scripts/post-build.mjs resolves the strategy's `import mqtt from "mqtt"` here): the
// same client, whose connections keep their keepalive with the page's own timers
// (`timerVariant: "native"`). By default (`"auto"`) it starts a Web Worker from a
// `blob:` address for them, which the page's CSP refuses (`worker-src 'self'`): an
// error in the console, and a fallback to these timers anyway.
import mqtt from "mqtt";

export default {
  ...mqtt,
  /** @param {string} url @param {Record<string, unknown>} [options] */
  connect: (url, options) => mqtt.connect(url, { timerVariant: "native", ...options }),
};
