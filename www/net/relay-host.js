// @ts-check
// The host's side of "Invite with one link": the room on the relays (./relay.js), the
// lobby that seats the devices (./lobby.js), and the links. The host's page
// (./host.js) sees seats only: a device that sat down, lost its connection, or sent a
// message from its seat; the protocol (./protocol.js) is the one of the codes.
import { openRoom } from "./relay.js";
import { Lobby, tableFragment, newTable, checksOut } from "./lobby.js";
import { loadNetSettings, loadRelaySettings } from "./settings.js";
import { parseMessage, MAX_GUEST_MESSAGE } from "./messages.js";

/**
 * @typedef {{ room: string, key: string, relays: string[], claims: ({ token: string, secret: string | null } | null)[] }} RoomRecord
 *   what the host keeps to open the same room after a reload
 */

const ROOM_KEY = "yotta.net.room.v1";

/**
 * The room a host opens, or null for invitations by code: a new room over `relays`
 * (the address's), the saved game's room when a hosted game is resumed, a new room
 * over the settings' relays when "Invite with one link" is on.
 * @param {string} game @param {string[] | null} relays @param {boolean} resumed
 * @returns {RoomRecord | null}
 */
export function roomFor(game, relays, resumed) {
  const fresh = (/** @type {string[]} */ list) => ({ ...newTable(), relays: list, claims: [] });
  if (relays?.length) return fresh(relays);
  if (resumed) {
    try {
      const r = JSON.parse(localStorage.getItem(ROOM_KEY) ?? "null");
      // A room kept by a build whose room ids carried no check of the key gives links that no guest reads.
      if (
        r?.game === game &&
        typeof r.room === "string" &&
        typeof r.key === "string" &&
        checksOut(r.room, r.key) &&
        Array.isArray(r.relays) &&
        Array.isArray(r.claims)
      )
        return r;
    } catch {
      /* no saved room: invitations by code */
    }
    return null;
  }
  const r = loadRelaySettings();
  if (loadNetSettings().internet && r.oneLink && r.relays.length) return fresh(r.relays);
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
 * @param {{
 *   record: RoomRecord,
 *   seats: () => { kind: string }[], name: string, build: string, rtc: RTCConfiguration,
 *   base: string,                                   // the page's address, without query or fragment
 *   onSeat: (seat: number, name: string) => void,   // a device sat at (or came back to) `seat`
 *   onLost: (seat: number) => void,                 // the device of `seat` lost its connection
 *   onMessage: (seat: number, text: string) => void,
 *   onUnreachable: () => void,
 *   onSaved: (record: RoomRecord) => void,          // a seat's secret changed: keep the record
 * }} o
 * @param {typeof openRoom} [open] the room's transport (tests hand in their own)
 */
export async function relayHost(o, open = openRoom) {
  const { room, key, relays } = o.record;
  const lobby = new Lobby({
    seats: o.seats,
    claims: o.record.claims?.length ? o.record.claims : undefined,
    build: o.build,
    name: o.name,
  });
  const record = () => ({ room, key, relays, claims: lobby.claims });
  o.onSaved(record());
  const net = await open({
    relays,
    room,
    key,
    rtc: o.rtc,
    onJoin: (peer) => net.send(peer, lobby.hello(peer)),
    onLeave: (peer) => {
      const seat = lobby.leave(peer);
      if (seat !== undefined) o.onLost(seat);
    },
    onMessage: async (peer, text) => {
      const seat = lobby.seatOf(peer);
      const p = parseMessage(text, MAX_GUEST_MESSAGE);
      if (p.ok && p.msg.t === "join") {
        const r = await lobby.join(peer, p.msg);
        net.send(peer, r.reply);
        if (!r.ok) return;
        if (seat !== undefined && seat !== r.seat) o.onLost(seat);
        o.onSaved(record());
        o.onSeat(r.seat, r.name);
      } else if (seat !== undefined) o.onMessage(seat, text);
      else lobby.refused["not-joined"] = (lobby.refused["not-joined"] ?? 0) + 1;
    },
    onUnreachable: o.onUnreachable,
  });
  const link = (/** @type {number} */ seat) =>
    `${o.base}${tableFragment(seat < 0 ? { room, key, relays } : { room, key, relays, seat, token: /** @type {{ token: string }} */ (lobby.claims[seat]).token })}`;
  return {
    lobby,
    /** @param {number} seat @param {string} text */
    send: (seat, text) => {
      const peer = lobby.peerOf(seat);
      if (peer) net.send(peer, text);
    },
    tableLink: () => link(-1),
    /** @param {number} seat */
    seatLink: (seat) => link(seat),
    relaysOpen: () => net.relaysOpen(),
    close: () => net.close(),
  };
}
