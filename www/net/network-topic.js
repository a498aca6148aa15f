// @ts-check
// What a message of trystero's topic strategies (Nostr, MQTT: ./network-nostr.js,
// ./network-mqtt.js) is, read from the JSON it publishes: an announcement on the
// room's topic (`{ peerId }`, `passive: true` from a passive room), or a signal to
// one peer, whose `offer` offers a connection (its SDP encrypted under the link's
// key; `answer` and `candidate` answer one).

/**
 * @param {string} text the message as published
 * @returns {{ announce: boolean, offer: boolean }}
 */
export function topicMessage(text) {
  /** @type {unknown} */
  let m = null;
  try {
    m = JSON.parse(text);
  } catch {
    /* not trystero's */
  }
  if (!m || typeof m !== "object") return { announce: false, offer: false };
  const has = (/** @type {string} */ k) => k in /** @type {object} */ (m);
  const signal = has("offer") || has("answer") || has("candidate");
  return { announce: has("peerId") && !signal, offer: has("offer") };
}
