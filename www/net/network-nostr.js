// @ts-check
// Nostr relays, one of the three networks of one link (./networks.js): trystero's
// Nostr strategy, npm `@trystero-p2p/nostr`. Every message is a signed ephemeral event
// (`["EVENT", { kind, tags, content }]`, NIP-01), which a relay passes on to the open
// subscriptions and never keeps; an active room announces every 60 s after a short
// burst, a passive room not at all. Started at once.
import { DEFAULT_NOSTR } from "./relay-settings.js";
import { topicMessage } from "./network-topic.js";

/** @type {import("./networks.js").Network} */
export const nostr = {
  id: "nostr",
  defaults: DEFAULT_NOSTR,
  eager: true,
  load: () => import("../vendor/trystero-nostr.js"),
  sent(data) {
    try {
      const m = typeof data === "string" ? JSON.parse(data) : null;
      if (Array.isArray(m) && m[0] === "EVENT" && typeof m[1]?.content === "string") return topicMessage(m[1].content);
    } catch {
      /* not an event */
    }
    return { announce: false, offer: false };
  },
};
