// @ts-check
// Who may take which seat when the devices meet through the relays (./relay.js), and
// the links that bring them there. Everyone who holds the table's link can reach the
// room, so the room proves nothing: each seat has its own secrets, and the host
// alone decides.
//
// - The table link (`#table=<room>.<key>`, the room id ending in a check of itself
//   and the key: tableCheck, then the networks where they are not the defaults:
//   readTableLink) lets a device ask for the next free seat; the per-seat link adds
//   `&seat=N&tok=<token>`, the seat's invitation.
// - The host greets every device that connects with `host { nonce }`, a fresh random
//   value for that connection. A device joins with `join { name }` (the next free
//   seat) or `join { seat, proof }`, the proof being SHA-256(secret | nonce | its own
//   peer id): the secret is the seat's token (a per-seat link) or the device secret
//   the host gave it when it joined (a reconnection). The secret itself never travels
//   again, a proof is good for one connection of one device only, and a join is read
//   once per greeting.
// - The host answers `joined { seat, secret? }` (a new device secret, which the
//   device keeps in its storage, when the seat was taken through a link) or
//   `join-refused { reason }`: `table-full`, `seat-taken` (the seat's link was used
//   by another device), `bad-proof` (a tampered link or a forged join), `replayed`
//   (a join without a greeting of its own), `seat-closed` (given to a computer),
//   `other-build`.
// - The watch link (`#table=…&watch=<token>`) lets a device watch: `join { watch: true,
//   proof }`, the proof made with the watch token as the secret. The host answers
//   `watching` or `join-refused { reason }` (`watch-closed`: the host closed the watch
//   link, whose token then changes; `watchers-full`). A watcher holds no seat: a join
//   for a seat from it is refused (`watcher`), and so is every move (./protocol.js).
// - A device that never joined is refused everything else (`not-joined`).
import { PROTOCOL } from "./messages.js";

/** @param {ArrayLike<number>} b bytes @returns {string} base64url, unpadded */
const base64url = (b) =>
  btoa(String.fromCharCode(...Array.from(b)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** @param {number} n bytes @returns {string} random, base64url */
export function randomId(n = 16) {
  return base64url(crypto.getRandomValues(new Uint8Array(n)));
}

/** The proof that a device holds `secret`, for one greeting to one peer. @param {string} secret @param {string} nonce @param {string} peer */
export async function proof(secret, nonce, peer) {
  const d = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${secret}|${nonce}|${peer}`)),
  );
  return Array.from(d, (x) => x.toString(16).padStart(2, "0")).join("");
}

const ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The check that ends a table's room id: 4 characters, 24 bits of FNV-1a over the rest
 * of the room id and the key. A link damaged in its room id or its key is then refused
 * on the spot (`bad-link`), before anything is contacted. Without it a changed key
 * would be noticed only now and then: of the two devices, only the one whose peer id
 * sorts higher opens the other's offer (trystero's rule for offers both ways), so a
 * guest whose id sorts lower would wait at "Connecting…" while the host alone saw the
 * wrong key. A check against damage, not a secret: the seats' proofs guard the table.
 * @param {string} base the room id without its check @param {string} key
 */
export function tableCheck(base, key) {
  const text = `${base}.${key}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return base64url([h >>> 24, (h >>> 16) & 255, (h >>> 8) & 255]);
}

/** Whether `room`'s last 4 characters are the check of the rest and `key`. @param {string} room @param {string} key */
export const checksOut = (room, key) => room.length > 4 && room.slice(-4) === tableCheck(room.slice(0, -4), key);

/** A new table's room id and key: the room id 12 random characters and their check. */
export function newTable() {
  const key = randomId(16);
  const base = randomId(9);
  return { room: base + tableCheck(base, key), key };
}

/**
 * @typedef {{ room: string, key: string, nets: import("./relay-settings.js").Nets, seat?: number, token?: string,
 *   watch?: string }} TableLink `watch`: the watch link's token
 */

/**
 * The fragment of a table or per-seat link, read; null when it is not one (or is damaged).
 * The networks (www/net/networks.js): `&torrent=URL,URL&nostr=…&mqtt=…`, each a
 * network's relays; a network not named uses the defaults (www/net/settings.js), and
 * `-` turns it off, so that a link made with the defaults carries none. A link of
 * the days of one network, `&relays=…`, names the WebTorrent trackers: the other
 * networks are off unless named.
 * @param {string} hash `#table=…`
 * @param {(text: string) => string[]} parseRelays the settings' relay list reader
 * @param {import("./relay-settings.js").Nets} defaults the networks a link implies
 * @returns {TableLink | null}
 */
export function readTableLink(hash, parseRelays, defaults) {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  const [room, key, extra] = (p.get("table") ?? "").split(".");
  if (!room || !key || extra !== undefined || !ID.test(room) || !ID.test(key) || !checksOut(room, key)) return null;
  const old = p.has("relays");
  const net = (/** @type {"torrent" | "nostr" | "mqtt"} */ id) => {
    const v = id === "torrent" && old ? p.get("relays") : p.get(id);
    if (v === null) return old ? [] : [...defaults[id]];
    return v === "-" ? [] : parseRelays(v.replace(/,/g, " "));
  };
  const nets = { torrent: net("torrent"), nostr: net("nostr"), mqtt: net("mqtt") };
  if (!nets.torrent.length && !nets.nostr.length && !nets.mqtt.length) return null;
  /** @type {TableLink} */
  const link = { room, key, nets };
  if (p.has("seat") || p.has("tok")) {
    const seat = Number(p.get("seat"));
    const token = p.get("tok") ?? "";
    if (!Number.isInteger(seat) || seat < 0 || seat > 7 || !ID.test(token)) return null;
    link.seat = seat;
    link.token = token;
  } else if (p.has("watch")) {
    const watch = p.get("watch") ?? "";
    if (!ID.test(watch)) return null;
    link.watch = watch;
  }
  return link;
}

/**
 * The link's fragment (`#table=…`): each network only where it is not the defaults.
 * @param {TableLink} l @param {import("./relay-settings.js").Nets} defaults
 */
export function tableFragment(l, defaults) {
  const p = new URLSearchParams({ table: `${l.room}.${l.key}` });
  for (const id of /** @type {const} */ (["torrent", "nostr", "mqtt"])) {
    const list = l.nets[id];
    if (list.join() !== defaults[id].join()) p.set(id, list.length ? list.join(",") : "-");
  }
  if (l.token !== undefined) {
    p.set("seat", String(l.seat));
    p.set("tok", l.token);
  } else if (l.watch !== undefined) p.set("watch", l.watch);
  return `#${p.toString()}`;
}

/** A message of the lobby. @param {Record<string, unknown>} m */
const text = (m) => JSON.stringify({ v: PROTOCOL, ...m });

/**
 * The host's side: the seats' secrets, which device (peer) sits where.
 */
export class Lobby {
  /**
   * @param {{
   *   seats: () => { kind: string }[],          // the host's seats now (a seat given to a computer is "ai")
   *   claims?: ({ token: string, secret: string | null } | null)[],   // restored (a host's reload)
   *   build: string,                            // this build's tag: a device of another build is refused
   *   name: string,                             // the host's name, in the greeting
   *   watch?: string,                           // the watch link's token (restored)
   * }} o
   */
  constructor(o) {
    this.seats = o.seats;
    this.build = o.build;
    this.name = o.name;
    /** Per seat: its invitation token and, once a device joined, that device's secret. */
    this.claims = o
      .seats()
      .map((s, i) => o.claims?.[i] ?? (s.kind === "remote" ? { token: randomId(), secret: null } : null));
    /** @type {Map<string, number>} peer → seat */
    this.bound = new Map();
    /** @type {Map<string, string>} peer → the nonce of its greeting, until it joins */
    this.nonces = new Map();
    /** Refusals so far, by reason. @type {Record<string, number>} */
    this.refused = {};
    /** The watch link's token: the secret of every watcher's proof. */
    this.watch = o.watch ?? randomId();
    /** @type {Set<string>} the peers watching */
    this.watchers = new Set();
  }

  /** Whether `peer` joined as a watcher. @param {string} peer */
  watches(peer) {
    return this.watchers.has(peer);
  }

  /** The watch link is closed: its token changes, so that the old link is refused. */
  closeWatch() {
    this.watch = randomId();
    this.watchers.clear();
  }

  /** The greeting for a device that connected. @param {string} peer */
  hello(peer) {
    const nonce = randomId();
    this.nonces.set(peer, nonce);
    return text({ t: "host", nonce, name: this.name, build: this.build });
  }

  /** The seat `peer` sits at, if it joined. @param {string} peer */
  seatOf(peer) {
    return this.bound.get(peer);
  }

  /** The peer sitting at `seat`, or none. @param {number} seat */
  peerOf(seat) {
    for (const [p, s] of this.bound) if (s === seat) return p;
    return undefined;
  }

  /** `peer` is gone: its seat, if it had one (the seat stays its device's). @param {string} peer */
  leave(peer) {
    this.nonces.delete(peer);
    this.watchers.delete(peer);
    const seat = this.bound.get(peer);
    this.bound.delete(peer);
    return seat;
  }

  /** The first remote seat no device has taken. */
  freeSeat() {
    return this.claims.findIndex((c, i) => c && !c.secret && this.seats()[i]?.kind === "remote");
  }

  /** Seats taken by a device or not played from another device, and all seats. */
  taken() {
    const seats = this.seats();
    return { taken: seats.filter((s, i) => s.kind !== "remote" || this.claims[i]?.secret).length, of: seats.length };
  }

  /**
   * A join from `peer`: its seat and the answer to send, or the refusal to send.
   * @param {string} peer @param {import("./messages.js").Message} msg
   * @returns {Promise<{ ok: true, seat: number, name: string, reply: string } | { ok: true, watcher: true, reply: string }
   *   | { ok: false, reason: string, reply: string }>}
   */
  async join(peer, msg) {
    const refuse = (/** @type {string} */ reason) => {
      this.refused[reason] = (this.refused[reason] ?? 0) + 1;
      return /** @type {const} */ ({ ok: false, reason, reply: text({ t: "join-refused", reason }) });
    };
    // A watcher never takes a seat.
    if (this.watchers.has(peer)) return refuse("watcher");
    const nonce = this.nonces.get(peer);
    // One join per greeting: a join repeated, or sent before any greeting, is refused.
    this.nonces.delete(peer);
    if (!nonce) return refuse("replayed");
    if (msg.build !== this.build) return refuse("other-build");
    if (msg.watch === true) {
      if (this.bound.has(peer)) return refuse("replayed");
      if (typeof msg.proof !== "string" || msg.proof !== (await proof(this.watch, nonce, peer)))
        return refuse("bad-proof");
      this.watchers.add(peer);
      return /** @type {const} */ ({ ok: true, watcher: true, reply: text({ t: "watching" }) });
    }
    const name = typeof msg.name === "string" ? msg.name.trim().slice(0, 24) : "";
    const seats = this.seats();
    const bind = (/** @type {number} */ seat, /** @type {string | null} */ secret) => {
      // The seat's earlier connection (a stalled one) gives way to its device.
      for (const [p, s] of this.bound) if (s === seat) this.bound.delete(p);
      this.bound.set(peer, seat);
      return /** @type {const} */ ({
        ok: true,
        seat,
        name,
        reply: text(secret ? { t: "joined", seat, secret } : { t: "joined", seat }),
      });
    };
    if (msg.seat === undefined) {
      if (this.bound.has(peer)) return refuse("replayed");
      const seat = this.freeSeat();
      if (seat < 0) return refuse("table-full");
      const secret = randomId();
      /** @type {{ secret: string | null }} */ (this.claims[seat]).secret = secret;
      return bind(seat, secret);
    }
    const seat = msg.seat;
    const claim = Number.isInteger(seat) ? this.claims[seat] : null;
    if (!claim || typeof msg.proof !== "string") return refuse("bad-proof");
    if (seats[seat]?.kind !== "remote") return refuse("seat-closed");
    if (claim.secret && msg.proof === (await proof(claim.secret, nonce, peer))) return bind(seat, null);
    if (msg.proof === (await proof(claim.token, nonce, peer))) {
      if (claim.secret) return refuse("seat-taken");
      claim.secret = randomId();
      return bind(seat, claim.secret);
    }
    return refuse("bad-proof");
  }
}
