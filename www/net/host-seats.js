// @ts-check
// The host's seats on other devices (./host-state.js has the state): an invitation by code
// for a seat and the reply that connects it (its connection handed to the codes'
// transport, ./transport-codes.js), the room on the relays ("Invite with one link",
// ./relay-host.js) and the way back to codes, a seat given to a computer, and whether
// every invited seat has come. What a device's coming and going does is ./host-link.js.
import { encode, decode } from "./code.js";
import { createOffer, acceptAnswer } from "./peer.js";
import { BUILD, buildTag } from "./build.js";
import { connectionConfig } from "./turn.js";
import { netErrorText } from "./strings.js";
import { relayHost, keepRoom } from "./relay-host.js";
import { checkReady } from "./host-state.js";
import { seatPeer } from "./transport.js";
import { codesOf, hostLink, rename, settleRelay } from "./host-link.js";

/** @typedef {import("./host-state.js").HostState} HostState */

/**
 * A new invitation for `seat` (the first, or again after a loss).
 * @param {HostState} st @param {number} seat
 */
export async function invite(st, seat) {
  const inv = st.invites[seat];
  st.codes?.drop(seatPeer(seat));
  inv.peer?.pc.close();
  Object.assign(inv, { peer: null, link: "", code: "", error: "", reason: "", preparing: true });
  inv.round = (inv.round + 1) & 255;
  const round = inv.round;
  st.render();
  try {
    const peer = await createOffer(connectionConfig());
    if (st.dead || inv.round !== round) return peer.pc.close();
    const enc = encode({
      kind: "invite",
      build: BUILD,
      session: st.session32,
      seat,
      round,
      name: st.o.hostName,
      game: st.o.game,
      players: st.session.seats.length,
      sdp: peer.sdp,
    });
    if (!enc.ok) throw new Error(enc.error.message);
    inv.peer = peer;
    inv.code = enc.code;
    inv.link = `${location.href.split(/[?#]/)[0]}#join=${enc.code}`;
  } catch (e) {
    const { text, reason } = netErrorText(e, st.t);
    inv.error = text;
    inv.reason = reason;
  }
  inv.preparing = false;
  st.render();
}

/**
 * Why the reply `text` pasted or scanned for `seat` cannot connect, or the reply.
 * @param {HostState} st @param {number} seat @param {string} text
 * @returns {{ ok: false, why: string } | { ok: true, sdp: string, name: string }}
 */
export function readReply(st, seat, text) {
  const { t } = st;
  const inv = st.invites[seat];
  const d = decode(text);
  /** @param {string} why */
  const fail = (why) => /** @type {const} */ ({ ok: false, why });
  if (!d.ok) return fail(t("netBadReply", { reason: d.error.message }));
  const r = d.data;
  if (r.kind !== "reply") return fail(t("netBadReply", { reason: "an invitation, not a reply" }));
  if (r.build !== buildTag(BUILD)) return fail(t("netOtherBuild", { theirs: r.build, ours: buildTag(BUILD) }));
  if (r.session !== st.session32) return fail(t("netBadReply", { reason: t("netOtherGame") }));
  if (r.seat !== seat) return fail(t("netBadReply", { reason: t("netWrongSeat", { n: (r.seat ?? 0) + 1 }) }));
  if (r.round !== inv.round || !inv.peer) return fail(t("netBadReply", { reason: t("netOldInvite") }));
  return { ok: true, sdp: d.sdp, name: r.name ?? "" };
}

/**
 * The reply pasted or scanned for `seat`.
 * @param {HostState} st @param {number} seat @param {string} text
 * @returns {Promise<boolean>} whether it connects
 */
export async function accept(st, seat, text) {
  const inv = st.invites[seat];
  const fail = (/** @type {string} */ why) => {
    inv.error = why;
    inv.reason = "";
    st.render();
    return false;
  };
  const reply = readReply(st, seat, text);
  if (!reply.ok) return fail(reply.why);
  const peer = /** @type {import("./peer.js").Peer} */ (inv.peer);
  try {
    await acceptAnswer(peer.pc, reply.sdp);
  } catch (e) {
    return fail(st.t("netConnectFailed", { reason: e instanceof Error ? e.message : String(e) }));
  }
  if (reply.name.trim()) rename(st, seat, reply.name.trim());
  inv.error = "";
  // From now on the codes' transport tells when its channel opens, what comes, when it closes.
  codesOf(st).connect(seatPeer(seat), peer);
  st.render();
  return true;
}

/** The room on the relays, opened ("Invite with one link"). @param {HostState} st */
export async function openRelay(st) {
  const { room, session, t, o } = st;
  if (!room) return;
  try {
    st.relay = await relayHost(
      {
        record: room,
        seats: () => session.seats,
        name: o.hostName,
        build: buildTag(BUILD),
        rtc: connectionConfig(),
        base: location.href.split(/[?#]/)[0],
        onUnreachable: () => {
          st.relayError = "relay-unreachable";
          st.relayText = t("netError_relay-unreachable");
          st.render();
        },
        onSaved: (record) => keepRoom(o.game, record),
        watchRefusal: () => session.watchers.refusal(),
      },
      hostLink(st, true),
    );
    if (st.dead) st.relay.close();
    else settleRelay(st);
  } catch (e) {
    ({ text: st.relayText, reason: st.relayError } = netErrorText(e, t));
  }
  st.render();
}

/** The relays cannot be reached: the seats still waiting get invitations by code. @param {HostState} st */
export function useCodes(st) {
  st.relay?.close();
  st.relay = null;
  st.room = null;
  st.relayError = "";
  st.session.seats.forEach((s, seat) => {
    if (s.kind === "remote" && st.session.states[seat] !== "connected") invite(st, seat);
  });
  st.render();
}

/** The seat goes to a computer player (it never joined, or left). @param {HostState} st @param {number} seat */
export function toComputer(st, seat) {
  // The device is told first (`bye`), while its channel is still open.
  st.session.toComputer(seat, "medium");
  st.codes?.drop(seatPeer(seat));
  st.invites[seat].peer = null;
  // A move the table was waiting for from that device now comes from a computer.
  st.remote.handOver(seat);
  st.o.onSeatsChanged(st.session.seats);
  st.render();
  settleRelay(st);
  checkReady(st);
}
