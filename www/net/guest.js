// @ts-check
// The guest's side of multi-device play on the page: the invitation link opened
// (`#join=<code>`), the page says what it is joining ("Оттава, seat 3, hosted by
// Alex") and shows the reply to send back (its QR code and the code as text); once
// the host connects, the game's ordinary table runs on the host's views
// (www/net/mirror.js), and the person's moves go to the host, which answers.
import { h } from "../ui/dom.js";
import { GuestSession } from "./guest-session.js";
import { encode, decode, buildTag } from "./code.js";
import { createAnswer, watch, sendText } from "./peer.js";
import { qrSvg } from "./qr.js";
import { BUILD } from "./build.js";
import { connectionConfig } from "./turn.js";
import { MirrorGame, mirrorDrivers } from "./mirror.js";
import { netTranslator, netErrorText } from "./strings.js";
import { mountGuestReactions } from "./reactions-ui.js";

/**
 * @param {{
 *   code: string,                          // the invitation (the link's fragment)
 *   screen: HTMLElement,                   // where the join page and then the table go
 *   lang: "en" | "ru",
 *   gameName: (id: string) => string,
 *   guestName: string,
 *   announce: (text: string) => void,
 *   mountTable: (game: "iota" | "ottawa", parts: { mirror: MirrorGame, drivers: ReturnType<typeof mirrorDrivers>,
 *     seats: { name: string, state: string }[], seat: number, options: any, hints: boolean }) => any,
 *   onTitle: (game: "iota" | "ottawa") => void,
 * }} o
 */
export function startGuest(o) {
  const t = netTranslator(o.lang);
  const wrap = h("div", { class: "net-join" });
  const status = h("p", { class: "net-status", role: "status", dataset: { role: "net-status" } });
  o.screen.replaceChildren(wrap);
  /** @type {(() => void) | null} */
  let stop = null;
  /** @type {MirrorGame | null} */
  let mirror = null;
  /** @type {any} the table's controller */
  let table = null;
  let dead = false;
  /** @type {ReturnType<typeof mountGuestReactions> | null} the quick reactions, once the table is up */
  let reactions = null;

  const inv = decode(o.code);
  const session = new GuestSession({ send: (text) => peer && sendText(peer.channel, text), onUpdate });
  /** @type {import("./peer.js").Peer | null} */
  let peer = null;

  if (!inv.ok || inv.data.kind !== "invite") {
    const reason = inv.ok ? "not an invitation" : inv.error.message;
    wrap.append(h("p", { class: "notice", role: "alert" }, t("netBadInvite", { reason })));
    return controller();
  }
  const d = inv.data;
  const host = d.name || t("netHostName");
  o.onTitle(/** @type {any} */ (d.game));
  const title = { game: o.gameName(/** @type {string} */ (d.game)), n: d.seat + 1, host };
  wrap.append(h("h2", { dataset: { role: "join-title" } }, t(d.name ? "netJoinTitle" : "netJoinTitleAnon", title)));
  if (d.build !== buildTag(BUILD)) {
    wrap.append(h("p", { class: "notice", role: "alert", dataset: { role: "other-build" } }, t("netOtherBuild", { theirs: d.build, ours: buildTag(BUILD) })));
    return controller();
  }
  const joinedKey = `yotta.net.joined.${d.session}.${d.seat}`;
  if (sessionGet(joinedKey) === String(d.round)) wrap.append(h("p", { class: "net-help" }, t("netRejoinNote", { host })));
  wrap.append(status);
  status.textContent = t("netPreparing");

  (async () => {
    try {
      peer = await createAnswer(inv.sdp, connectionConfig());
    } catch (e) {
      const { text, reason } = netErrorText(e, t);
      status.replaceWith(h("p", { class: "notice net-error", role: "alert", dataset: { role: "net-error", reason } }, text));
      return;
    }
    if (dead) return peer.pc.close();
    const enc = encode({ kind: "reply", build: BUILD, session: d.session, seat: d.seat, round: d.round, name: o.guestName, sdp: peer.sdp });
    if (!enc.ok) {
      status.textContent = t("netConnectFailed", { reason: enc.error.message });
      return;
    }
    const code = enc.code;
    const copy = h("button", { type: "button", dataset: { action: "copy-reply" } }, t("netCopyReply"));
    copy.addEventListener("click", () => {
      navigator.clipboard?.writeText(code).then(() => (copy.textContent = t("netCopied")), () => {});
    });
    wrap.insertBefore(
      h(
        "section",
        { class: "net-invite" },
        h("p", { class: "net-help" }, t("netReplyHelp", { host })),
        h("div", { class: "net-qr" }, qrSvg(code, t("netReplyCode"))),
        h("p", { class: "net-code" }, h("span", { class: "sr-only" }, `${t("netReplyCode")}: `), h("code", { dataset: { role: "reply-code" } }, code)),
        h("div", { class: "net-actions" }, copy),
      ),
      status,
    );
    status.textContent = t("netConnecting", { host });
    stop = watch(peer, {
      onOpen: () => {
        sessionSet(joinedKey, String(d.round));
        status.textContent = t("netConnected", { host });
        o.announce(t("netConnected", { host }));
      },
      onMessage: (text) => {
        session.receive(text);
      },
      onClose: () => {
        session.lost();
      },
    });
  })();

  /** @param {string} why @param {any} msg */
  function onUpdate(why, msg) {
    if (dead) return;
    if (why === "welcome") {
      if (mirror) mirror.reset(session.view, session.at);
      else {
        mirror = new MirrorGame(/** @type {any} */ (session.game), session.view, session.at);
        const m = mirror;
        wrap.remove();
        table = o.mountTable(/** @type {any} */ (session.game), {
          mirror: m,
          drivers: mirrorDrivers(m, session),
          seats: session.seats,
          seat: session.seat,
          options: session.options,
          hints: session.hints,
        });
        reactions = mountGuestReactions({ session, screen: o.screen, t, table, announce: o.announce });
      }
    } else if (why === "state") {
      mirror?.push(msg.view, session.at, msg.move);
    } else if (why === "lost") {
      o.announce(t("netLost", { host }));
      showNote(t("netLost", { host }));
    } else if (why === "react") {
      reactions?.receive(msg);
    } else if (why === "bye") {
      showNote(t("netBye", { host }));
    }
  }

  /** A note over the table (or on the join page). @param {string} text */
  function showNote(text) {
    const note = h("p", { class: "notice net-lost", role: "alert", dataset: { role: "net-note" } }, text);
    o.screen.querySelector(".net-lost")?.remove();
    o.screen.prepend(note);
  }

  function controller() {
    return {
      session,
      /** What `window.yotta.state().net` reports. */
      state: () => ({ role: "guest", seat: session.seat >= 0 ? session.seat : inv.ok ? inv.data.seat : -1, connected: session.connected, received: session.receivedBytes, reactions: reactions?.stats() ?? null }),
      /** The seat's view as the host last sent it. */
      view: () => session.view,
      /** @param {any} move */
      play: (move) => session.play(move),
      table: () => table,
      /** What a guest's Rematch says: the host starts it. */
      rematchNote: () => {
        const text = t("netRematch", { host: inv.ok ? inv.data.name || t("netHostName") : t("netHostName") });
        showNote(text);
        return text;
      },
      destroy() {
        dead = true;
        reactions?.destroy();
        table?.destroy?.();
        stop?.();
        peer?.pc.close();
      },
    };
  }
  return controller();
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
