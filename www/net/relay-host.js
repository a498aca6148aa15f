// @ts-check
// The host's side of "Invite with one link", a transport (./transport.js): the room on
// the relays (./relay.js), the lobby that seats the devices (./lobby.js), and the links.
// The host's page (./host.js) sees peers by role only: a seat's device
// (`seatPeer(seat)`) that sat down, lost its connection or sent a message, and a
// watcher; the protocol (./protocol.js) is the one of the codes. A device that lost its
// connection comes back by itself, claiming its seat again with its secret (`rejoins`).
import { openRoom } from "./relay.js";
import { Lobby, tableFragment, newTable, checksOut } from "./lobby.js";
import { loadNetSettings } from "./settings.js";
import { loadRelaySettings, settingsNets, defaultNets, addressNets, NET_IDS } from "./relay-settings.js";
import { PROTOCOL, parseMessage, MAX_GUEST_MESSAGE } from "./messages.js";
import { seatPeer, seatOfPeer } from "./transport.js";

/**
 * @typedef {{ room: string, key: string, nets: import("./relay-settings.js").Nets, claims: ({ token: string, secret: string | null } | null)[],
 *   watch?: string }} RoomRecord
 *   what the host keeps to open the same room after a reload (`watch`: the watch link's token)
 */

const ROOM_KEY = "yotta.net.room.v1";

/**
 * The room a host opens, or null for invitations by code: a new room on the address's
 * networks (`?net=relay`), the saved game's room when a hosted game is resumed, a new
 * room on the settings' networks when "Invite with one link" is on.
 * @param {string} game @param {import("./relay-settings.js").NetParams | null} params the address's
 * @param {boolean} resumed
 * @returns {RoomRecord | null}
 */
export function roomFor(game, params, resumed) {
  const fresh = (/** @type {import("./relay-settings.js").Nets} */ n) => ({ ...newTable(), nets: n, claims: [] });
  if (params) return fresh(addressNets(params));
  if (resumed) {
    try {
      const r = JSON.parse(localStorage.getItem(ROOM_KEY) ?? "null");
      // A room kept by a build whose room ids carried no check of the key gives links that no guest reads;
      // one kept by a build of one network (`relays`) is that network's.
      if (Array.isArray(r?.relays) && !r.nets) r.nets = { torrent: r.relays, nostr: [], mqtt: [] };
      if (
        r?.game === game &&
        typeof r.room === "string" &&
        typeof r.key === "string" &&
        checksOut(r.room, r.key) &&
        NET_IDS.every((id) => Array.isArray(r.nets?.[id])) &&
        Array.isArray(r.claims)
      )
        return {
          room: r.room,
          key: r.key,
          nets: r.nets,
          claims: r.claims,
          ...(typeof r.watch === "string" ? { watch: r.watch } : {}),
        };
    } catch {
      /* no saved room: invitations by code */
    }
    return null;
  }
  const r = loadRelaySettings();
  const n = settingsNets(r);
  if (loadNetSettings().internet && r.oneLink && NET_IDS.some((id) => n[id].length)) return fresh(n);
  forgetRoom();
  return null;
}

/** Keeps the host's room for a reload. @param {string} game @param {RoomRecord} record */
export function keepRoom(game, record) {
  try {
    localStorage.setItem(ROOM_KEY, JSON.stringify({ game, ...record }));
  } catch {
    /* no storage: a reload invites by code again */
  }
}

function forgetRoom() {
  try {
    localStorage.removeItem(ROOM_KEY);
  } catch {
    /* nothing kept */
  }
}

/**
 * The room opened, as a transport: `events` hears of the seats' devices and the
 * watchers (./transport.js hostEvents), each seated or refused here first.
 * @param {{
 *   record: RoomRecord,
 *   seats: () => { kind: string }[], name: string, build: string, rtc: RTCConfiguration,
 *   base: string,                                   // the page's address, without query or fragment
 *   onUnreachable: () => void,
 *   onSaved: (record: RoomRecord) => void,          // a seat's secret changed: keep the record
 *   watchRefusal: () => import("./messages.js").Refusal | null,   // why no watcher is taken now (closed, full)
 * }} o
 * @param {import("./transport.js").TransportEvents} events
 * @param {typeof openRoom} [open] the room's transport (tests hand in their own)
 */
export async function relayHost(o, events, open = openRoom) {
  const { room, key, nets } = o.record;
  const lobby = new Lobby({
    seats: o.seats,
    claims: o.record.claims?.length ? o.record.claims : undefined,
    build: o.build,
    name: o.name,
    watch: o.record.watch,
  });
  const record = () => ({ room, key, nets, claims: lobby.claims, watch: lobby.watch });
  o.onSaved(record());
  /** @type {import("./relay.js").RelayRoom | null} the room, once open */
  let opened = null;
  // A device can come before the room is open (one network joined while another's code
  // still loads): it is greeted, and heard, once the room is.
  /** @type {(room: import("./relay.js").RelayRoom) => void} */
  let isOpen = () => {};
  /** @type {Promise<import("./relay.js").RelayRoom>} */
  const opening = new Promise((resolve) => {
    isOpen = resolve;
  });
  const net = await open({
    nets,
    room,
    key,
    rtc: o.rtc,
    onJoin: async (peer) => (opened ?? (await opening)).send(peer, lobby.hello(peer)),
    onLeave: (peer) => {
      if (lobby.watches(peer)) {
        lobby.leave(peer);
        events.onLeave(peer);
        return;
      }
      const seat = lobby.leave(peer);
      if (seat !== undefined) events.onLeave(seatPeer(seat));
    },
    onMessage: async (peer, text) => {
      const net = opened ?? (await opening);
      const seat = lobby.seatOf(peer);
      const p = parseMessage(text, MAX_GUEST_MESSAGE);
      if (p.ok && p.msg.t === "join") {
        const r = await lobby.join(peer, p.msg);
        if (r.ok && "watcher" in r) {
          // The host's session decides whether one more may watch (the link open, at most 8).
          const no = o.watchRefusal();
          if (no) {
            lobby.leave(peer);
            lobby.refused[no.error.code] = (lobby.refused[no.error.code] ?? 0) + 1;
            net.send(peer, JSON.stringify({ v: PROTOCOL, t: "join-refused", reason: no.error.code }));
            return;
          }
          net.send(peer, r.reply);
          net.joined(peer);
          events.onJoin(peer);
          return;
        }
        net.send(peer, r.reply);
        if (!r.ok) return;
        if (seat !== undefined && seat !== r.seat) events.onLeave(seatPeer(seat));
        net.joined(peer);
        o.onSaved(record());
        events.onJoin(seatPeer(r.seat), r.name);
      } else if (seat !== undefined) events.onMessage(seatPeer(seat), text);
      else if (lobby.watches(peer)) events.onMessage(peer, text);
      else lobby.refused["not-joined"] = (lobby.refused["not-joined"] ?? 0) + 1;
    },
    onUnreachable: o.onUnreachable,
  });
  opened = net;
  isOpen(net);
  const link = (/** @type {number} */ seat) =>
    `${o.base}${tableFragment(
      seat < 0
        ? { room, key, nets }
        : { room, key, nets, seat, token: /** @type {{ token: string }} */ (lobby.claims[seat]).token },
      defaultNets(),
    )}`;
  /** The watch link's fragment is the table's with the watch token. */
  const watchLink = () => `${o.base}${tableFragment({ room, key, nets, watch: lobby.watch }, defaultNets())}`;
  return {
    lobby,
    rejoins: true,
    /** To a seat's device (`seatPeer(seat)`, wherever it is now connected) or a watcher. @param {string} peer @param {string} text */
    send: (peer, text) => {
      const seat = seatOfPeer(peer);
      const to = seat === null ? peer : lobby.peerOf(seat);
      if (to) net.send(to, text);
    },
    tableLink: () => link(-1),
    watchLink,
    /** The watch link is closed: a new token (the old link is refused), the record kept. */
    closeWatch: () => {
      lobby.closeWatch();
      o.onSaved(record());
    },
    /** @param {number} seat */
    seatLink: (seat) => link(seat),
    relaysOpen: () => net.relaysOpen(),
    /** Every seat is connected (true), or one is missing: ./relay.js settle. @param {boolean} yes */
    settle: (yes) => net.settle(yes),
    paths: () => net.paths(),
    announces: () => net.announces(),
    close: () => net.close(),
  };
}
