// @ts-check
// The guest's side of "Invite with one link": a table link (`#table=…`) asks for a
// name and joins the next free seat; a per-seat link, or a device that sat at this
// table before (its seat and secret are kept in its storage), joins by itself. Then
// "Connecting…", "Joined as seat 3", "Waiting for Alex to start (2 of 3 seats taken)",
// and the game's table on the host's views, as with the codes (./guest.js). A lost
// connection (a locked phone, another network, a reload, the host's reload) comes
// back by itself: the room stays open and the seat is claimed again with its secret.
import { h } from "../ui/dom.js";
import { GuestSession } from "./guest-session.js";
import { buildTag } from "./code.js";
import { BUILD } from "./build.js";
import { parseRelayList } from "./settings.js";
import { connectionConfig } from "./turn.js";
import { netTranslator, netErrorText } from "./strings.js";
import { followHost } from "./guest.js";
import { openRoom, NO_HOST_MS } from "./relay.js";
import { proof, readTableLink } from "./lobby.js";
import { PROTOCOL, parseMessage, MAX_HOST_MESSAGE } from "./messages.js";

/** Where a device keeps its seat at a table: `yotta.net.seat.<room>`. @param {string} room */
const seatKey = (room) => `yotta.net.seat.${room}`;

/**
 * @param {{
 *   hash: string,                                   // the link's fragment, `#table=…`
 *   screen: HTMLElement, lang: "en" | "ru", announce: (text: string) => void,
 *   engine: any,                                    // the engine module (yotta.js): it reads the host's moves
 *   mountTable: Function, onTitle: (game: string) => void,
 * }} o
 */
export function startRelayGuest(o) {
  const t = netTranslator(o.lang);
  const wrap = h("div", { class: "net-join" });
  const status = h("p", { class: "net-status", role: "status", dataset: { role: "net-status" } });
  o.screen.replaceChildren(wrap);
  let hostName = t("netHostName");
  const follow = followHost(o, t, wrap, () => hostName);
  follow.lostKey = "netReconnectingHost";
  /** @type {import("./relay.js").RelayRoom | null} */
  let room = null;
  /** @type {string | null} the host's peer, once it seated this device */
  let hostPeer = null;
  let dead = false;
  /** Why this device cannot join, once known. */
  let failed = "";
  /** Tries to connect that failed and are tried again (./relay.js onStall), with the last reason. */
  const stalls = { n: 0, last: "" };
  /** @type {ReturnType<typeof setTimeout> | undefined} the wait for the host's greeting */
  let quiet;
  const session = new GuestSession({
    api: o.engine,
    send: (text) => {
      if (room && hostPeer) room.send(hostPeer, text);
    },
    onUpdate: (why, msg) => {
      if (why === "seats" && !follow.table()) waiting();
      if (why === "welcome") o.onTitle(/** @type {string} */ (session.game));
      follow.onUpdate(why, msg);
    },
  });
  follow.bind(session);
  const link = readTableLink(o.hash, parseRelayList);
  wrap.append(h("h2", { dataset: { role: "join-title" } }, t("netJoinTable")));
  if (!link) {
    fail("bad-link");
    return controller();
  }
  /** @type {{ seat: number, secret: string } | null} */
  let mine = load(link.room);
  if (mine || link.token) connect("");
  else {
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
      connect(name.value.trim());
    });
    wrap.append(form);
  }

  /** @param {string} name */
  async function connect(name) {
    wrap.append(status);
    status.textContent = t("netConnectingRelay");
    const l = /** @type {import("./lobby.js").TableLink} */ (link);
    try {
      room = await openRoom({
        relays: l.relays,
        room: l.room,
        key: l.key,
        rtc: connectionConfig(),
        onJoin: () => {},
        onLeave: (peer) => {
          if (peer !== hostPeer) return;
          hostPeer = null;
          if (session.connected) session.lost();
        },
        onMessage: (peer, text) => receive(peer, text, name),
        onUnreachable: () => {
          if (!hostPeer && !session.connected) fail("relay-unreachable");
        },
        onBadKey: () => {
          if (!hostPeer && !session.connected) fail("bad-link");
        },
        onStall: (why) => {
          stalls.n++;
          stalls.last = why;
        },
      });
      if (dead) room.close();
      // The relays answer but no host does (its page closed, a phone asleep): said,
      // while the room stays open and the host is found whenever it comes back.
      quiet = setTimeout(() => {
        if (dead || failed || hostPeer || session.connected || follow.table()) return;
        status.textContent = `${t("netConnectingRelay")} ${t("netNoHostYet")}`;
        status.dataset.state = "no-host";
        o.announce(status.textContent);
      }, NO_HOST_MS);
    } catch (e) {
      fail(netErrorText(e, t).reason);
    }
  }

  /** A message from a peer of the room: the host's greeting and answers, then the game. @param {string} peer @param {string} text @param {string} name */
  async function receive(peer, text, name) {
    if (dead || failed) return;
    if (peer === hostPeer) {
      session.receive(text);
      return;
    }
    const p = parseMessage(text, MAX_HOST_MESSAGE);
    if (!p.ok) return;
    const m = p.msg;
    const l = /** @type {import("./lobby.js").TableLink} */ (link);
    const r = /** @type {import("./relay.js").RelayRoom} */ (room);
    if (m.t === "host" && typeof m.nonce === "string") {
      // The host greets this connection: the seat is claimed with a proof, never the secret.
      if (m.name) hostName = String(m.name).slice(0, 24);
      const build = buildTag(BUILD);
      const join = mine
        ? { seat: mine.seat, proof: await proof(mine.secret, m.nonce, r.selfId) }
        : l.token
          ? { seat: l.seat, proof: await proof(l.token, m.nonce, r.selfId) }
          : { name };
      r.send(peer, JSON.stringify({ v: PROTOCOL, t: "join", build, name, ...join }));
    } else if (m.t === "joined" && Number.isInteger(m.seat)) {
      hostPeer = peer;
      delete status.dataset.state;
      if (typeof m.secret === "string") {
        mine = { seat: m.seat, secret: m.secret };
        save(l.room, mine);
      }
      if (!follow.table()) {
        status.textContent = t("netJoinedSeat", { n: m.seat + 1 });
        o.announce(status.textContent);
      }
    } else if (m.t === "join-refused") {
      const reason = String(m.reason);
      // A device that kept a seat the host no longer knows (another game in this room): a fresh join.
      if (mine && reason === "bad-proof" && !l.token) {
        mine = null;
        return;
      }
      fail(reason === "bad-proof" || reason === "replayed" ? "bad-link" : reason);
    }
  }

  /** "Waiting for Alex to start (2 of 3 seats taken)", from the seats the host sent. */
  function waiting() {
    const taken = session.seats.filter((s) => s.state !== "waiting").length;
    if (session.seats.length)
      status.textContent = `${t("netJoinedSeat", { n: (mine?.seat ?? 0) + 1 })} ${t("netWaitingStart", { host: hostName, taken, of: session.seats.length })}`;
  }

  /** This device cannot join: the sentence, and the way out. @param {string} reason */
  function fail(reason) {
    failed = reason;
    clearTimeout(quiet);
    room?.close();
    room = null;
    const text = t(`netError_${reason}`) === `netError_${reason}` ? t("netError_bad-link") : t(`netError_${reason}`);
    status.remove();
    wrap.append(
      h("p", { class: "notice net-error", role: "alert", dataset: { role: "net-error", reason } }, text),
      reason === "seat-closed" ? null : h("p", { class: "net-help" }, t("netWayOut")),
    );
  }

  function controller() {
    return {
      session,
      state: () => ({
        role: "guest",
        transport: "relay",
        seat: session.seat >= 0 ? session.seat : (mine?.seat ?? -1),
        connected: session.connected,
        received: session.receivedBytes,
        error: failed,
        stalls: { ...stalls },
        reactions: follow.reactions(),
      }),
      view: () => session.view,
      /** @param {any} move */
      play: (move) => session.play(move),
      table: () => follow.table(),
      rematchNote: () => {
        const text = t("netRematch", { host: hostName });
        follow.showNote(text);
        return text;
      },
      destroy() {
        dead = true;
        clearTimeout(quiet);
        follow.destroy();
        room?.close();
      },
    };
  }
  return controller();
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
