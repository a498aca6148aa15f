// @ts-check
// The guest's side of "Invite with one link": a table link (`#table=…`) asks for a
// name and joins the next free seat; a per-seat link, or a device that sat at this
// table before (its seat and secret are kept in its storage), joins by itself. Then
// "Connecting…", "Joined as seat 3", "Waiting for Alex to start (2 of 3 seats taken)",
// and the game's table on the host's views, as with the codes (./guest.js). A lost
// connection (a locked phone, another network, a reload, the host's reload) comes
// back by itself: the room stays open and the seat is claimed again with its secret.
//
// The room and its handshake are the relay's transport (./transport-relay.js): this
// page opens it, says how the joining goes, and keeps this device's seat; the session
// hears the host through ./transport.js guestEvents, and the table follows the host as
// by code (./follow-host.js).
import { watchingWords } from "./watch-strings.js";
import { h } from "../ui/dom.js";
import { GuestSession } from "./guest-session.js";
import { BUILD, buildTag } from "./build.js";
import { parseRelayList, defaultNets } from "./relay-settings.js";
import { connectionConfig } from "./turn.js";
import { netTranslator, netErrorText } from "./strings.js";
import { followHost } from "./follow-host.js";
import { NO_HOST_MS } from "./relay.js";
import { readTableLink } from "./lobby.js";
import { guestEvents, HOST_PEER } from "./transport.js";
import { openRelayGuest } from "./transport-relay.js";

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
 *   transport: import("./transport-relay.js").RelayGuestTransport | null,
 *   hostName: string,
 *   mine: { seat: number, secret: string } | null,
 *   dead: boolean,
 *   failed: string,
 *   stalls: { n: number, last: string },
 *   quiet: ReturnType<typeof setTimeout> | undefined,
 * }} RelayGuest
 *   `transport`: the room (./transport-relay.js), once open; `mine`: this device's seat
 *   at this table and its secret, once known; `failed`: why this device cannot join,
 *   once known; `stalls`: tries to connect that failed and are tried again (./relay.js
 *   onStall), with the last reason; `quiet`: the wait for the host's greeting.
 */

/** @param {RelayGuestOptions} o */
export function startRelayGuest(o) {
  const t = netTranslator(o.lang);
  const wrap = h("div", { class: "net-join" });
  o.screen.replaceChildren(wrap);
  const session = new GuestSession({
    api: o.engine,
    send: (text) => g.transport?.send(HOST_PEER, text),
    onUpdate: (why, msg) => {
      if (why === "seats" && !g.follow.table() && !g.link?.watch) waiting(g);
      if (why === "welcome") o.onTitle(/** @type {string} */ (session.game));
      g.follow.onUpdate(why, msg);
    },
  });
  /** @type {RelayGuest} */
  const g = {
    o,
    t,
    wrap,
    status: h("p", { class: "net-status", role: "status", dataset: { role: "net-status" } }),
    follow: followHost(o, t, wrap, () => g.hostName, "netReconnectingHost"),
    session,
    link: readTableLink(o.hash, parseRelayList, defaultNets()),
    transport: null,
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
  const link = /** @type {import("./lobby.js").TableLink} */ (g.link);
  try {
    const room = await openRelayGuest(
      {
        link,
        rtc: connectionConfig(),
        build: buildTag(BUILD),
        name,
        mine: () => g.mine,
        stopped: () => g.dead || !!g.failed,
        onHost: (host) => {
          g.hostName = host;
        },
        onSeated: (seat, secret) => seated(g, seat, secret),
        onWatching: () => {
          delete status.dataset.state;
          if (g.follow.table()) return;
          status.textContent = watchingWords(t, g.hostName);
          g.o.announce(status.textContent);
        },
        onForget: () => {
          g.mine = null;
        },
        onRefused: (reason) => fail(g, reason),
        onUnreachable: (seated) => {
          if (!seated && !session.connected) fail(g, "relay-unreachable");
        },
        onBadKey: () => {
          // The link's key passed its check (./lobby.js readTableLink): an offer or answer
          // that did not open is a stray or damaged one, not the wrong key. A Firefox
          // watcher under load met one and gave up; it is tried again, as any stall.
          g.stalls.n++;
          g.stalls.last = "an offer or answer that the room's key did not open";
        },
        onStall: (why) => {
          g.stalls.n++;
          g.stalls.last = why;
        },
      },
      guestEvents(session, { rejoins: true }),
    );
    g.transport = room;
    if (g.dead) room.close();
    // The relays answer but no host does (its page closed, a phone asleep): said,
    // while the room stays open and the host is found whenever it comes back.
    g.quiet = setTimeout(() => {
      if (g.dead || g.failed || room.seated() || session.connected || g.follow.table()) return;
      status.textContent = `${t("netConnectingRelay")} ${t("netNoHostYet")}`;
      status.dataset.state = "no-host";
      g.o.announce(status.textContent);
    }, NO_HOST_MS);
  } catch (e) {
    fail(g, netErrorText(e, t).reason);
  }
}

/**
 * The host seated this device at `seat`: its secret kept (a new one, if sent) for a
 * reload, and said until the table comes.
 * @param {RelayGuest} g @param {number} seat @param {string | null} secret
 */
function seated(g, seat, secret) {
  delete g.status.dataset.state;
  if (secret !== null) {
    g.mine = { seat, secret };
    save(/** @type {import("./lobby.js").TableLink} */ (g.link).room, g.mine);
  }
  if (!g.follow.table()) {
    g.status.textContent = g.t("netJoinedSeat", { n: seat + 1 });
    g.o.announce(g.status.textContent);
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
  g.transport?.close();
  g.transport = null;
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
      paths: g.transport?.paths() ?? { torrent: "off", nostr: "off", mqtt: "off" },
      announces: g.transport?.announces() ?? { torrent: 0, nostr: 0, mqtt: 0 },
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
      g.transport?.close();
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
