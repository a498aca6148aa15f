// @ts-check
// The guest's side of "Invite with one link": a table link (`#table=…`) asks for a
// name and joins the next free seat; a per-seat link, or a device that sat at this
// table before (its seat and secret are kept in its storage), joins by itself. Then
// "Connecting…", "Joined as seat 3", "Waiting for Alex to start (2 of 3 seats taken)",
// and the game's table on the host's views, as with the codes (./guest.js). A lost
// connection (a locked phone, another network, a reload, the host's reload) comes
// back by itself: the room stays open and the seat is claimed again with its secret.
import { watchingWords } from "./watch-strings.js";
import { h } from "../ui/dom.js";
import { GuestSession } from "./guest-session.js";
import { buildTag } from "./code.js";
import { BUILD } from "./build.js";
import { parseRelayList, defaultNets } from "./relay-settings.js";
import { connectionConfig } from "./turn.js";
import { netTranslator, netErrorText } from "./strings.js";
import { followHost } from "./follow-host.js";
import { openRoom, NO_HOST_MS } from "./relay.js";
import { proof, readTableLink } from "./lobby.js";
import { PROTOCOL, parseMessage, MAX_HOST_MESSAGE } from "./messages.js";

/** Where a device keeps its seat at a table: `yotta.net.seat.<room>`. @param {string} room */
const seatKey = (room) => `yotta.net.seat.${room}`;

/**
 * @typedef {{
 *   hash: string,                                   // the link's fragment, `#table=…`
 *   screen: HTMLElement, lang: "en" | "ru", announce: (text: string) => void,
 *   engine: import("./guest-session.js").EngineApi, // the engine module: it reads the host's moves
 *   mountTable: import("./follow-host.js").MountTable, onTitle: (game: string) => void,
 * }} RelayGuestOptions
 * @typedef {{
 *   o: RelayGuestOptions,
 *   t: import("./strings.js").Translate,
 *   wrap: HTMLElement, status: HTMLElement,
 *   follow: ReturnType<typeof followHost>,
 *   session: GuestSession,
 *   link: import("./lobby.js").TableLink | null,
 *   room: import("./relay.js").RelayRoom | null,
 *   hostPeer: string | null,
 *   hostName: string,
 *   mine: { seat: number, secret: string } | null,
 *   dead: boolean,
 *   failed: string,
 *   stalls: { n: number, last: string },
 *   quiet: ReturnType<typeof setTimeout> | undefined,
 * }} RelayGuest
 *   `hostPeer`: the host's peer, once it seated this device; `mine`: this device's seat
 *   at this table and its secret, once known; `failed`: why this device cannot join,
 *   once known; `stalls`: tries to connect that failed and are tried again (./relay.js
 *   onStall), with the last reason; `quiet`: the wait for the host's greeting.
 */

/** @param {RelayGuestOptions} o */
export function startRelayGuest(o) {
  const t = netTranslator(o.lang);
  const wrap = h("div", { class: "net-join" });
  o.screen.replaceChildren(wrap);
  /** @type {RelayGuest} */
  const g = {
    o,
    t,
    wrap,
    status: h("p", { class: "net-status", role: "status", dataset: { role: "net-status" } }),
    follow: followHost(o, t, wrap, () => g.hostName, "netReconnectingHost"),
    session: new GuestSession({
      api: o.engine,
      send: (text) => {
        if (g.room && g.hostPeer) g.room.send(g.hostPeer, text);
      },
      onUpdate: (why, msg) => {
        if (why === "seats" && !g.follow.table() && !g.link?.watch) waiting(g);
        if (why === "welcome") o.onTitle(/** @type {string} */ (g.session.game));
        g.follow.onUpdate(why, msg);
      },
    }),
    link: readTableLink(o.hash, parseRelayList, defaultNets()),
    room: null,
    hostPeer: null,
    hostName: t("netHostName"),
    mine: null,
    dead: false,
    failed: "",
    stalls: { n: 0, last: "" },
    quiet: undefined,
  };
  g.follow.bind(g.session);
  wrap.append(h("h2", { dataset: { role: "join-title" } }, t("netJoinTable")));
  if (!g.link) {
    fail(g, "bad-link");
    return controller(g);
  }
  // A watch link watches: no seat, no name asked.
  g.mine = g.link.watch ? null : load(g.link.room);
  if (g.mine || g.link.token || g.link.watch) connect(g, "");
  else wrap.append(nameForm(g));
  return controller(g);
}

/** The name this device sits down with, asked before joining by the table's link. @param {RelayGuest} g */
function nameForm(g) {
  const { t } = g;
  const name = /** @type {HTMLInputElement} */ (
    h("input", {
      type: "text",
      autocomplete: "nickname",
      maxlength: 24,
      dataset: { role: "guest-name" },
      "aria-label": t("netGuestName"),
    })
  );
  const join = h("button", { type: "submit", class: "primary", dataset: { action: "join" } }, t("netJoin"));
  const form = h(
    "form",
    { class: "net-reply" },
    h("label", { class: "field" }, h("span", {}, t("netGuestName")), name),
    join,
  );
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    form.remove();
    connect(g, name.value.trim());
  });
  return form;
}

/** Opens the room on the relays and waits for the host. @param {RelayGuest} g @param {string} name */
async function connect(g, name) {
  const { t, status, session } = g;
  g.wrap.append(status);
  status.textContent = t("netConnectingRelay");
  const l = /** @type {import("./lobby.js").TableLink} */ (g.link);
  try {
    const room = await openRoom({
      nets: l.nets,
      room: l.room,
      key: l.key,
      rtc: connectionConfig(),
      onJoin: () => {},
      onLeave: (peer) => {
        if (peer !== g.hostPeer) return;
        g.hostPeer = null;
        // Announced again, so that the host finds this device (./relay.js settle).
        g.room?.settle(false);
        if (session.connected) session.lost();
      },
      onMessage: (peer, text) => receive(g, peer, text, name),
      onUnreachable: () => {
        if (!g.hostPeer && !session.connected) fail(g, "relay-unreachable");
      },
      onBadKey: () => {
        if (!g.hostPeer && !session.connected) fail(g, "bad-link");
      },
      onStall: (why) => {
        g.stalls.n++;
        g.stalls.last = why;
      },
    });
    g.room = room;
    if (g.dead) room.close();
    // The relays answer but no host does (its page closed, a phone asleep): said,
    // while the room stays open and the host is found whenever it comes back.
    g.quiet = setTimeout(() => {
      if (g.dead || g.failed || g.hostPeer || session.connected || g.follow.table()) return;
      status.textContent = `${t("netConnectingRelay")} ${t("netNoHostYet")}`;
      status.dataset.state = "no-host";
      g.o.announce(status.textContent);
    }, NO_HOST_MS);
  } catch (e) {
    fail(g, netErrorText(e, t).reason);
  }
}

/**
 * A message from a peer of the room: the host's greeting and answers, then the game.
 * @param {RelayGuest} g @param {string} peer @param {string} text @param {string} name
 */
async function receive(g, peer, text, name) {
  if (g.dead || g.failed) return;
  if (peer === g.hostPeer) {
    g.session.receive(text);
    return;
  }
  const p = parseMessage(text, MAX_HOST_MESSAGE);
  if (!p.ok) return;
  const m = p.msg;
  const l = /** @type {import("./lobby.js").TableLink} */ (g.link);
  const r = /** @type {import("./relay.js").RelayRoom} */ (g.room);
  if (m.t === "host" && typeof m.nonce === "string") {
    // The host greets this connection: the seat is claimed with a proof, never the secret.
    if (m.name) g.hostName = String(m.name).slice(0, 24);
    const build = buildTag(BUILD);
    const join = l.watch
      ? { watch: true, proof: await proof(l.watch, m.nonce, r.selfId) }
      : g.mine
        ? { seat: g.mine.seat, proof: await proof(g.mine.secret, m.nonce, r.selfId) }
        : l.token
          ? { seat: l.seat, proof: await proof(l.token, m.nonce, r.selfId) }
          : { name };
    r.send(peer, JSON.stringify({ v: PROTOCOL, t: "join", build, name, ...join }));
  } else if (m.t === "joined" && Number.isInteger(m.seat)) {
    const seat = /** @type {number} */ (m.seat);
    g.hostPeer = peer;
    // Seated: the table joined through this connection, and the rooms stop announcing (./relay.js).
    r.joined(peer);
    r.settle(true);
    delete g.status.dataset.state;
    if (typeof m.secret === "string") {
      g.mine = { seat, secret: m.secret };
      save(l.room, g.mine);
    }
    if (!g.follow.table()) {
      g.status.textContent = g.t("netJoinedSeat", { n: seat + 1 });
      g.o.announce(g.status.textContent);
    }
  } else if (m.t === "watching" && l.watch) {
    // Watching: the host's messages come on this connection; the rooms stop announcing.
    g.hostPeer = peer;
    r.joined(peer);
    r.settle(true);
    delete g.status.dataset.state;
    if (!g.follow.table()) {
      g.status.textContent = watchingWords(g.t, g.hostName);
      g.o.announce(g.status.textContent);
    }
  } else if (m.t === "join-refused") {
    const reason = String(m.reason);
    // A device that kept a seat the host no longer knows (another game in this room): a fresh join.
    if (g.mine && reason === "bad-proof" && !l.token) {
      g.mine = null;
      return;
    }
    fail(g, reason === "bad-proof" || reason === "replayed" ? "bad-link" : reason);
  }
}

/** "Waiting for Alex to start (2 of 3 seats taken)", from the seats the host sent. @param {RelayGuest} g */
function waiting(g) {
  const { session, t } = g;
  const taken = session.seats.filter((s) => s.state !== "waiting").length;
  if (session.seats.length)
    g.status.textContent = `${t("netJoinedSeat", { n: (g.mine?.seat ?? 0) + 1 })} ${t("netWaitingStart", { host: g.hostName, taken, of: session.seats.length })}`;
}

/** This device cannot join: the sentence, and the way out. @param {RelayGuest} g @param {string} reason */
function fail(g, reason) {
  const { t } = g;
  g.failed = reason;
  clearTimeout(g.quiet);
  g.room?.close();
  g.room = null;
  const text = t(`netError_${reason}`) === `netError_${reason}` ? t("netError_bad-link") : t(`netError_${reason}`);
  g.status.remove();
  g.wrap.append(
    h("p", { class: "notice net-error", role: "alert", dataset: { role: "net-error", reason } }, text),
    ...(reason === "seat-closed" ? [] : [h("p", { class: "net-help" }, t("netWayOut"))]),
  );
}

/** What the shell holds of a guest by one link (`window.yotta`'s net part, the table). @param {RelayGuest} g */
function controller(g) {
  const { session, follow } = g;
  return {
    session,
    state: () => ({
      role: g.link?.watch ? "watcher" : "guest",
      transport: "relay",
      seat: session.seat >= 0 ? session.seat : (g.mine?.seat ?? -1),
      connected: session.connected,
      received: session.receivedBytes,
      error: g.failed,
      stalls: { ...g.stalls },
      paths: g.room?.paths() ?? { torrent: "off", nostr: "off", mqtt: "off" },
      announces: g.room?.announces() ?? { torrent: 0, nostr: 0, mqtt: 0 },
      reactions: follow.reactions(),
    }),
    view: () => session.view,
    /** @param {unknown} move */
    play: (move) => session.play(move),
    table: () => follow.table(),
    rematchNote: () => {
      const text = g.t("netRematch", { host: g.hostName });
      follow.showNote(text);
      return text;
    },
    destroy() {
      g.dead = true;
      clearTimeout(g.quiet);
      follow.destroy();
      g.room?.close();
    },
  };
}

/** @param {string} room @returns {{ seat: number, secret: string } | null} */
function load(room) {
  try {
    const v = JSON.parse(localStorage.getItem(seatKey(room)) ?? "null");
    return v && Number.isInteger(v.seat) && typeof v.secret === "string" ? { seat: v.seat, secret: v.secret } : null;
  } catch {
    return null;
  }
}

/** @param {string} room @param {{ seat: number, secret: string }} v */
function save(room, v) {
  try {
    localStorage.setItem(seatKey(room), JSON.stringify(v));
  } catch {
    /* no storage: a reload joins as a new device */
  }
}
