// @ts-check
// The guest's side of multi-device play on the page: the invitation link opened
// (`#join=<code>`), the page says what it is joining ("Оттава, seat 3, hosted by
// Alex") and shows the reply to send back (its QR code and the code as text); once
// the host connects, the game's ordinary table runs on the host's views
// (www/net/mirror.js), and the person's moves go to the host, which answers. The
// answered connection is the codes' transport (./transport-codes.js), its one peer
// the host; the session hears it through ./transport.js guestEvents, and the table
// follows the host as by one link (./follow-host.js).
import { h } from "../ui/dom.js";
import { GuestSession } from "./guest-session.js";
import { encode, decode, WATCH_SEAT } from "./code.js";
import { createAnswer } from "./peer.js";
import { openCodes } from "./transport-codes.js";
import { guestEvents, HOST_PEER } from "./transport.js";
import { qrSvg } from "./qr.js";
import { BUILD, buildTag } from "./build.js";
import { connectionConfig } from "./turn.js";
import { netTranslator, netErrorText } from "./strings.js";
import { followHost } from "./follow-host.js";

/**
 * @typedef {import("./follow-host.js").MountTable} MountTable
 * @typedef {{
 *   code: string,                          // the invitation (the link's fragment)
 *   screen: HTMLElement,                   // where the join page and then the table go
 *   lang: "en" | "ru",
 *   engine: import("./guest-session.js").EngineApi,   // the engine module: it reads the host's moves
 *   gameName: (id: string) => string,
 *   guestName: string,
 *   announce: (text: string) => void,
 *   mountTable: MountTable,
 *   onTitle: (game: string) => void,
 *   onClock?: (msg: import("./messages.js").Message) => void,   // the host's turn clock
 *   onLeave?: () => void,                  // the guest leaves the table (a rematch declined)
 * }} GuestOptions
 * @typedef {{
 *   o: GuestOptions,
 *   t: import("./strings.js").Translate,
 *   wrap: HTMLElement, status: HTMLElement,
 *   follow: ReturnType<typeof followHost>,
 *   session: GuestSession,
 *   inv: ReturnType<typeof decode>,
 *   peer: import("./peer.js").Peer | null,
 *   transport: import("./transport-codes.js").CodesTransport | null,
 *   dead: boolean,
 * }} Guest
 *   a guest by code: `inv` the invitation read, `peer` its connection once answered,
 *   `transport` the codes' transport it is connected on, once the reply is shown.
 */

/** @param {GuestOptions} o */
export function startGuest(o) {
  const t = netTranslator(o.lang);
  const wrap = h("div", { class: "net-join" });
  o.screen.replaceChildren(wrap);
  /** @type {Guest} */
  const g = {
    o,
    t,
    wrap,
    status: h("p", { class: "net-status", role: "status", dataset: { role: "net-status" } }),
    follow: followHost(o, t, wrap, () => t("netHostName"), "netLost"),
    session: new GuestSession({
      api: o.engine,
      send: (text) => g.transport?.send(HOST_PEER, text),
      onUpdate: (why, msg) => g.follow.onUpdate(why, msg),
    }),
    inv: decode(o.code),
    peer: null,
    transport: null,
    dead: false,
  };
  g.follow.bind(g.session);
  const inv = g.inv;
  if (!inv.ok || inv.data.kind !== "invite") {
    const reason = inv.ok ? "not an invitation" : inv.error.message;
    wrap.append(h("p", { class: "notice", role: "alert" }, t("netBadInvite", { reason })));
    return controller(g);
  }
  const d = inv.data;
  const host = d.name || t("netHostName");
  g.follow.host = () => host;
  o.onTitle(/** @type {string} */ (d.game));
  const title = { game: o.gameName(/** @type {string} */ (d.game)), n: (d.seat ?? 0) + 1, host };
  // A watcher's invitation (./host-watch.js): no seat.
  const key = d.seat === WATCH_SEAT ? "netWatchJoinTitle" : d.name ? "netJoinTitle" : "netJoinTitleAnon";
  wrap.append(h("h2", { dataset: { role: "join-title" } }, t(key, title)));
  if (d.build !== buildTag(BUILD)) {
    wrap.append(
      h(
        "p",
        { class: "notice", role: "alert", dataset: { role: "other-build" } },
        t("netOtherBuild", { theirs: d.build, ours: buildTag(BUILD) }),
      ),
    );
    return controller(g);
  }
  const joinedKey = `yotta.net.joined.${d.session}.${d.seat}`;
  if (sessionGet(joinedKey) === String(d.round))
    wrap.append(h("p", { class: "net-help" }, t("netRejoinNote", { host })));
  wrap.append(g.status);
  g.status.textContent = t("netPreparing");
  answer(g, inv.sdp, d, host, joinedKey);
  return controller(g);
}

/**
 * The answer to the invitation: the connection prepared, the reply shown (its QR code and
 * the code as text) for the host, and the connection watched.
 * @param {Guest} g @param {string} sdp the invitation's offer
 * @param {import("./code.js").CodeData} d the invitation @param {string} host the host's name
 * @param {string} joinedKey where this tab notes that it joined (a rejoin says so)
 */
async function answer(g, sdp, d, host, joinedKey) {
  const { t, status } = g;
  let peer;
  try {
    peer = await createAnswer(sdp, connectionConfig());
  } catch (e) {
    const { text, reason } = netErrorText(e, t);
    status.replaceWith(
      h("p", { class: "notice net-error", role: "alert", dataset: { role: "net-error", reason } }, text),
    );
    return;
  }
  g.peer = peer;
  if (g.dead) return peer.pc.close();
  const enc = encode({
    kind: "reply",
    build: BUILD,
    session: d.session,
    seat: d.seat,
    round: d.round,
    name: g.o.guestName,
    sdp: peer.sdp,
  });
  if (!enc.ok) {
    status.textContent = t("netConnectFailed", { reason: enc.error.message });
    return;
  }
  g.wrap.insertBefore(replyBox(t, enc.code, host), status);
  status.textContent = t("netConnecting", { host });
  g.transport = openCodes(
    guestEvents(g.session, {
      joined: () => {
        sessionSet(joinedKey, String(d.round));
        status.textContent = t("netConnected", { host });
        g.o.announce(t("netConnected", { host }));
      },
    }),
  );
  g.transport.connect(HOST_PEER, peer);
}

/**
 * The reply for the host to paste or scan, with Copy.
 * @param {import("./strings.js").Translate} t @param {string} code @param {string} host
 */
function replyBox(t, code, host) {
  const copy = h("button", { type: "button", dataset: { action: "copy-reply" } }, t("netCopyReply"));
  copy.addEventListener("click", () => {
    navigator.clipboard?.writeText(code).then(
      () => (copy.textContent = t("netCopied")),
      () => {},
    );
  });
  return h(
    "section",
    { class: "net-invite" },
    h("p", { class: "net-help" }, t("netReplyHelp", { host })),
    h("div", { class: "net-qr" }, qrSvg(code, t("netReplyCode"))),
    h(
      "p",
      { class: "net-code" },
      h("span", { class: "sr-only" }, `${t("netReplyCode")}: `),
      h("code", { dataset: { role: "reply-code" } }, code),
    ),
    h("div", { class: "net-actions" }, copy),
  );
}

/** What the shell holds of a guest by code (`window.yotta`'s net part, the table). @param {Guest} g */
function controller(g) {
  const { session, follow, inv, t } = g;
  return {
    session,
    /** What `window.yotta.state().net` reports. */
    state: () => ({
      role: session.watcher || (inv.ok && inv.data.seat === WATCH_SEAT) ? "watcher" : "guest",
      transport: "codes",
      seat: session.seat >= 0 ? session.seat : inv.ok && inv.data.seat !== WATCH_SEAT ? (inv.data.seat ?? -1) : -1,
      connected: session.connected,
      received: session.receivedBytes,
      reactions: follow.reactions(),
    }),
    /** The seat's view as the host last sent it. */
    view: () => session.view,
    /** @param {unknown} move */
    play: (move) => session.play(move),
    table: () => follow.table(),
    /** What a guest's Rematch says: the host starts it. */
    rematchNote: () => {
      const text = t("netRematch", { host: inv.ok ? inv.data.name || t("netHostName") : t("netHostName") });
      follow.showNote(text);
      return text;
    },
    destroy() {
      g.dead = true;
      follow.destroy();
      g.transport?.close();
      g.peer?.pc.close();
    },
  };
}

/** @param {string} k */
function sessionGet(k) {
  try {
    return sessionStorage.getItem(k);
  } catch {
    return null;
  }
}

/** @param {string} k @param {string} v */
function sessionSet(k, v) {
  try {
    sessionStorage.setItem(k, v);
  } catch {
    /* no storage: no rejoin note */
  }
}
