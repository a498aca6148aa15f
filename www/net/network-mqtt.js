// @ts-check
// MQTT brokers, the third network of one link (./networks.js): trystero's MQTT
// strategy, npm `@trystero-p2p/mqtt`, which brings npm `mqtt` (about 106 KB gzipped,
// www/vendor/): loaded only when it is needed (./relay.js: when neither of the other
// two networks has found the table within a few seconds, or both are down), and not
// copied for offline play (scripts/post-build.mjs). Its messages are MQTT PUBLISH
// packets (binary frames) whose payload is the strategy's JSON; an active room
// announces every 60 s, a passive room not at all.
import { DEFAULT_MQTT } from "./relay-settings.js";
import { topicMessage } from "./network-topic.js";

/** @type {import("./networks.js").Network} */
export const mqtt = {
  id: "mqtt",
  defaults: DEFAULT_MQTT,
  eager: false,
  load: () => import("../vendor/trystero-mqtt.js"),
  sent(data) {
    const out = { announce: false, offer: false };
    for (const payload of publishedPayloads(data)) {
      const m = topicMessage(payload);
      out.announce ||= m.announce;
      out.offer ||= m.offer;
    }
    return out;
  },
};

/**
 * The payloads of the PUBLISH packets in one frame (MQTT 3.1.1 §3.3: a fixed header
 * 0x3N and its remaining length, a topic of 2-byte length, a packet id when QoS > 0,
 * then the payload), as text.
 * @param {unknown} data @returns {string[]}
 */
function publishedPayloads(data) {
  const b =
    data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : ArrayBuffer.isView(data)
        ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
        : null;
  /** @type {string[]} */
  const out = [];
  let i = 0;
  while (b && i + 2 <= b.length) {
    const type = b[i] >> 4;
    const qos = (b[i] >> 1) & 3;
    let len = 0;
    let mult = 1;
    let j = i + 1;
    for (; j < b.length; j++) {
      len += (b[j] & 127) * mult;
      mult *= 128;
      if (!(b[j] & 128)) break;
    }
    const start = j + 1;
    const end = start + len;
    if (type === 3 && start + 2 <= b.length) {
      const topicEnd = start + 2 + ((b[start] << 8) | b[start + 1]);
      const from = topicEnd + (qos ? 2 : 0);
      out.push(new TextDecoder().decode(b.subarray(from, Math.min(end, b.length))));
    }
    i = end;
  }
  return out;
}
