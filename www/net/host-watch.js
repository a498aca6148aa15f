// @ts-check
// The host's watchers on the page (./watchers.js has them in the protocol): "Invite
// watchers" opens the watch link and "Close the watch link" sends every watcher away;
// the count of those watching. With one link (./relay-host.js) the watch link is one
// for everyone (`#table=…&watch=<token>`); with codes each watcher has an invitation of
// its own (a code whose seat is WATCH_SEAT, its number in place of the invitation's
// round), answered by a reply the host pastes or scans, as a seat's.
import { h } from "../ui/dom.js";
import { qrSvg } from "./qr.js";
import { encode, decode, WATCH_SEAT } from "./code.js";
import { createOffer, acceptAnswer } from "./peer.js";
import { BUILD, buildTag } from "./build.js";
import { connectionConfig } from "./turn.js";
import { netErrorText } from "./strings.js";
import { MAX_WATCHERS } from "./watchers.js";
import { codesOf } from "./host-link.js";
import { linkActions, replyField } from "./host-panel.js";

/**
 * @typedef {import("./host-state.js").HostState} HostState
 * @typedef {{ n: number, id: string, peer: import("./peer.js").Peer | null,
 *   link: string, error: string, connected: boolean }} WatchInvite
 *   a watcher's invitation by code: `n` its number (its code's round), `id` the watcher's
 *   peer on the codes' transport (./transport-codes.js) and its id in the protocol
 */

/**
 * "Invite watchers" (true): the watch link opens and new watchers are taken (by code,
 * a first invitation is made); or the watch link is closed (false): every watcher is
 * sent away, the old link refused, the invitations by code dropped.
 * @param {HostState} st @param {boolean} open
 */
export async function setWatching(st, open) {
  try {
    await st.session.watchers.setOpen(open);
  } catch (e) {
    // The full engine could not be loaded (offline, say): the link stays closed, said.
    st.o.announce(netErrorText(e, st.t).text);
    return st.render();
  }
  if (st.dead) return;
  if (!open) {
    st.relay?.closeWatch();
    // The watchers' `bye` goes before their connections close.
    const gone = st.watchInvites.splice(0);
    setTimeout(() => {
      for (const w of gone) {
        st.codes?.drop(w.id);
        w.peer?.pc.close();
      }
    }, 300);
  } else if (!st.relay && !st.watchInvites.length) inviteWatcher(st);
  st.render();
}

/** A new watcher's invitation by code. @param {HostState} st */
export async function inviteWatcher(st) {
  const n = (st.watchInvites.at(-1)?.n ?? -1) + 1;
  if (n > 255) return;
  /** @type {WatchInvite} */
  const w = { n, id: `code-${n}`, peer: null, link: "", error: "", connected: false };
  st.watchInvites.push(w);
  st.render();
  try {
    const peer = await createOffer(connectionConfig());
    if (st.dead || !st.watchInvites.includes(w)) return peer.pc.close();
    const enc = encode({
      kind: "invite",
      build: BUILD,
      session: st.session32,
      seat: WATCH_SEAT,
      round: n,
      name: st.o.hostName,
      game: st.o.game,
      players: st.session.seats.length,
      sdp: peer.sdp,
    });
    if (!enc.ok) throw new Error(enc.error.message);
    w.peer = peer;
    w.link = `${location.href.split(/[?#]/)[0]}#join=${enc.code}`;
  } catch (e) {
    w.error = netErrorText(e, st.t).text;
  }
  st.render();
}

/**
 * The reply to watcher invitation `w`, pasted or scanned: the connection, and the
 * watcher taken once it opens (or sent away: the link closed, the table full).
 * @param {HostState} st @param {WatchInvite} w @param {string} text
 */
export async function acceptWatcher(st, w, text) {
  const { t } = st;
  const d = decode(text);
  const fail = (/** @type {string} */ why) => {
    w.error = why;
    st.render();
    return false;
  };
  if (!d.ok) return fail(t("netBadReply", { reason: d.error.message }));
  const r = d.data;
  if (r.kind !== "reply") return fail(t("netBadReply", { reason: "an invitation, not a reply" }));
  if (r.build !== buildTag(BUILD)) return fail(t("netOtherBuild", { theirs: r.build, ours: buildTag(BUILD) }));
  if (r.session !== st.session32 || r.seat !== WATCH_SEAT || r.round !== w.n || !w.peer)
    return fail(t("netBadReply", { reason: t("netOldInvite") }));
  const peer = w.peer;
  try {
    await acceptAnswer(peer.pc, d.sdp);
  } catch (e) {
    return fail(t("netConnectFailed", { reason: e instanceof Error ? e.message : String(e) }));
  }
  w.error = "";
  // The codes' transport takes it from here: the watcher is taken (or sent away) once its
  // channel opens, and let go when it closes (./host-link.js).
  codesOf(st).connect(w.id, peer);
  st.render();
  return true;
}

/**
 * The watchers' box: how many watch, and "Invite watchers" or, while the watch link is
 * open, the link (one link) or each waiting invitation (codes), and "Close the watch link".
 * @param {HostState} st
 */
export function watchBox(st) {
  const { t, session } = st;
  const n = session.watchers.size;
  const box = h(
    "section",
    { class: "net-invite net-watch", dataset: { role: "watch-invite" } },
    h("h3", {}, t("netWatchTitle")),
    h("p", { class: "net-help", dataset: { role: "watchers", count: String(n) } }, t("netWatchers", { n })),
  );
  const button = (/** @type {string} */ action, /** @type {string} */ key, /** @type {() => void} */ onclick) =>
    h("button", { type: "button", dataset: { action }, onclick }, t(key));
  if (!session.watchers.open) {
    box.append(button("invite-watchers", "netInviteWatchers", () => setWatching(st, true)));
    return box;
  }
  box.append(h("p", { class: "net-help" }, t("netWatchHelp")));
  if (st.relay) {
    const link = st.relay.watchLink();
    box.append(
      h("div", { class: "net-qr" }, qrSvg(link, t("netWatchTitle"))),
      h(
        "a",
        { class: "net-link", href: link, target: "_blank", rel: "noopener", dataset: { role: "watch-link" } },
        link,
      ),
      linkActions(st, link, "copy-watch-link"),
    );
  } else {
    for (const w of st.watchInvites) if (!w.connected) box.append(codeInvite(st, w));
    if (st.watchInvites.length < MAX_WATCHERS && st.watchInvites.every((w) => w.connected))
      box.append(button("invite-watcher", "netInviteWatcher", () => inviteWatcher(st)));
  }
  box.append(button("close-watching", "netCloseWatching", () => setWatching(st, false)));
  return box;
}

/** A watcher's invitation by code: its link and QR code, and where its reply goes. @param {HostState} st @param {WatchInvite} w */
function codeInvite(st, w) {
  const { t } = st;
  const part = h("div", { class: "net-watch-invite", dataset: { role: "watch-invite-code", watcher: String(w.n) } });
  if (w.error) part.append(h("p", { class: "net-error", role: "alert" }, w.error));
  if (!w.link) {
    if (!w.error) part.append(h("p", { class: "net-help" }, t("netPreparing")));
    return part;
  }
  part.append(
    h("p", { class: "net-help" }, t("netInviteHelp")),
    h("div", { class: "net-qr" }, qrSvg(w.link, t("netWatchTitle"))),
    h(
      "a",
      {
        class: "net-link",
        href: w.link,
        target: "_blank",
        rel: "noopener",
        dataset: { role: "watch-link", watcher: String(w.n) },
      },
      w.link,
    ),
    linkActions(st, w.link, "copy-watch-link"),
    replyField(st, { watcher: String(w.n) }, t("netWatchReplyLabel"), (text) => acceptWatcher(st, w, text)),
  );
  return part;
}
