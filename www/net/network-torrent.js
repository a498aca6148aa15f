// @ts-check
// WebTorrent trackers, one of the three networks of one link (./networks.js):
// trystero's WebTorrent strategy, npm `@trystero-p2p/torrent`. A tracker hears
// announcements of a room's hash (`action: "announce"`) that carry the offers of new
// connections, every 10 s while the room is active; a passive room's, every 120 s,
// carry none. Started at once.
import { DEFAULT_RELAYS } from "./relay-settings.js";

/** @type {import("./networks.js").Network} */
export const torrent = {
  id: "torrent",
  defaults: DEFAULT_RELAYS,
  eager: true,
  load: () => import("../vendor/trystero-torrent.js"),
  sent(data) {
    if (typeof data !== "string") return { announce: false, offer: false };
    try {
      const m = JSON.parse(data);
      const announce = m?.action === "announce" && !m.answer;
      return { announce, offer: announce && Array.isArray(m.offers) && m.offers.length > 0 };
    } catch {
      return { announce: false, offer: false };
    }
  },
};
