// @ts-check
// The host's side of multi-device play on the page: one invitation per seat played
// on another device (a link and its QR code, with Copy and Share), the reply that
// connects it (pasted or scanned), the seats' states (waiting, connected,
// disconnected) with Invite again and Give the seat to a computer, and the seat's
// driver for the table's turn loop (./remote-seats.js): a remote seat's move is the
// move its device asked for, played (and so checked, once) by the table's turn loop.
//
// The host's table is the ordinary table. The host listens to its turn loop
// (www/seats/match.js, `start(match)`): after every move played, by anyone, every
// connected device is sent its seat's view and the move (www/net/protocol.js).
//
// With "Invite with one link" (`o.relay`, ./relay-host.js roomFor), the devices come through the relays
// (./relay-host.js) instead: one link for the whole table and one per seat, no reply;
// a seat whose device lost its connection is "reconnecting" (its driver waits, as for
// any remote seat) until that device is back, by itself, or the seat goes to a computer.
import { h } from "../ui/dom.js";
import { HostSession, refusal } from "./protocol.js";
import { encode, decode, buildTag } from "./code.js";
import { createOffer, acceptAnswer, watch, sendText } from "./peer.js";
import { qrSvg } from "./qr.js";
import { BUILD } from "./build.js";
import { connectionConfig, isTurnReason } from "./turn.js";
import { hintDriver } from "../seats/drivers.js";
import { remoteSeats } from "./remote-seats.js";
import { netTranslator, netErrorText } from "./strings.js";
import { relayHost, roomFor, keepRoom } from "./relay-host.js";
import { mountHostReactions } from "./reactions-ui.js";

/**
 * @typedef {import("./protocol.js").HostSeat} HostSeat
 * @typedef {{ round: number, peer: import("./peer.js").Peer | null, stop: (() => void) | null,
 *   link: string, code: string, error: string, reason?: string, preparing?: boolean }} Invitation
 */

/**
 * @param {{
 *   game: "iota" | "ottawa", gameName: string, seats: HostSeat[], hostName: string,
 *   lang: "en" | "ru", panel: HTMLElement,
 *   think?: import("../worker/client.js").Thinker,   // the engine's worker: hints for the devices (none without it)
 *   announce: (text: string) => void,
 *   onReady: () => void,            // every invited seat has joined (or is a computer's)
 *   onSeatsChanged: (seats: HostSeat[]) => void,   // names or kinds changed (saved with the game)
 *   relay?: string[] | null,       // one-link mode over these relays (the address's); else roomFor decides
 *   resumed?: boolean,             // a saved game: its room, if it had one
 * }} o
 */
export function createHost(o) {
  const t = netTranslator(o.lang);
  /** The room on the relays ("Invite with one link"), or null: invitations by code. */
  let room = roomFor(o.game, o.relay ?? null, !!o.resumed);
  const session32 = crypto.getRandomValues(new Uint32Array(1))[0];
  /** @type {any} the table's turn loop (www/seats/match.js), once the table is mounted */
  let match = null;
  /** The table's game (its engine handle), once the table is mounted. */
  const gameNow = () => match?.game ?? null;
  /** @type {(() => void) | null} */
  let unlisten = null;
  let started = false;
  let dead = false;
  /** @type {Invitation[]} */
  const invites = o.seats.map(() => ({ round: -1, peer: null, stop: null, link: "", code: "", error: "" }));
  /** A device's hints: the hard computer player in the worker, as for a person here. */
  const hinter = o.think ? hintDriver({ think: o.think }) : null;

  const session = new HostSession({
    game: o.game,
    engine: () => gameNow(),
    // The devices see the host's own seats under the host's name, not as "You".
    seats: o.seats.map((s) =>
      s.kind === "human" && s.name === t("you") ? { ...s, name: o.hostName || t("netHostSeat") } : { ...s },
    ),
    build: BUILD,
    send: (seat, text) => {
      if (relay) return relay.send(seat, text);
      const peer = invites[seat].peer;
      if (peer) sendText(peer.channel, text);
    },
    apply: (seat, move) => remote.apply(seat, move),
    // The worker loads the game as it is now and decides for the seat to move (the
    // protocol checked it is `seat`) from that seat's view only (O11).
    hint: hinter
      ? async (seat, signal) => {
          const game = gameNow();
          if (!game) return refusal("not-started", "the game has not started");
          const save = game.save();
          const move = await hinter.move(
            { game: o.game, seat, position: session.at, view: () => game.view(seat), save: () => save },
            { signal },
          );
          return { ok: true, move };
        }
      : undefined,
    onChange: () => {
      render();
      checkReady();
    },
  });

  /** The remote seats' drivers, fed with the devices' moves (./remote-seats.js). */
  const remote = remoteSeats(session, () => match !== null);

  // --- one link: the room on the relays (./relay-host.js) -------------------------------
  /** @type {Awaited<ReturnType<typeof relayHost>> | null} */
  let relay = null;
  /** Why the relays cannot be used ("relay-unreachable", "no-webrtc"), once known. */
  let relayError = "";
  let relayText = "";
  async function openRelay() {
    if (!room) return;
    try {
      relay = await relayHost({
        record: room,
        seats: () => session.seats,
        name: o.hostName,
        build: buildTag(BUILD),
        rtc: connectionConfig(),
        base: location.href.split(/[?#]/)[0],
        onSeat: (seat, name) => {
          if (dead) return;
          if (name) {
            session.seats[seat] = { ...session.seats[seat], name };
            o.onSeatsChanged(session.seats);
          }
          if (started) session.attach(seat);
          else {
            session.states[seat] = "connected";
            session.seatsChanged();
          }
          o.announce(t("netSeatStatus", { name: session.seats[seat].name, state: t("netState_connected") }));
        },
        onLost: (seat) => {
          if (dead || session.states[seat] !== "connected") return;
          if (started) session.detach(seat, "reconnecting");
          else {
            session.states[seat] = "reconnecting";
            session.seatsChanged();
          }
          o.announce(t("netReconnecting", { name: session.seats[seat].name }));
        },
        onMessage: (seat, text) => session.receive(seat, text),
        onUnreachable: () => {
          relayError = "relay-unreachable";
          relayText = t("netError_relay-unreachable");
          render();
        },
        onSaved: (record) => keepRoom(o.game, record),
      });
      if (dead) relay.close();
    } catch (e) {
      ({ text: relayText, reason: relayError } = netErrorText(e, t));
    }
    render();
  }

  /** The relays cannot be reached: the seats still waiting get invitations by code. */
  function useCodes() {
    relay?.close();
    relay = null;
    room = null;
    relayError = "";
    session.seats.forEach((s, seat) => {
      if (s.kind === "remote" && session.states[seat] !== "connected") invite(seat);
    });
    render();
  }

  /** @type {ReturnType<typeof mountHostReactions> | null} the quick reactions, once playing */
  let reactions = null;

  /**
   * The table is mounted: the host follows its turn loop, and the devices connected
   * so far get their views.
   * @param {any} loop the table's match (www/seats/match.js)
   * @param {any} [table] the table's controller (where the seats' names are, for the reactions)
   */
  function start(loop, table) {
    if (typeof loop?.on !== "function") throw new Error("the host's table has no turn loop to follow");
    match = loop;
    // Every move played, by anyone, goes out with the views (a new deal: no seat's, no move).
    unlisten = match.on("played", (/** @type {number | null} */ seat, /** @type {any} */ move) => {
      session.update(seat === null ? null : { seat, move });
    });
    started = true;
    reactions?.destroy();
    reactions = mountHostReactions({
      session,
      seat: o.seats.findIndex((s) => s.kind === "human"),
      panel: o.panel,
      t,
      table,
      announce: o.announce,
    });
    render();
    session.seats.forEach((s, seat) => {
      if (s.kind === "remote" && session.states[seat] === "connected") session.attach(seat);
    });
  }

  function checkReady() {
    if (started || dead) return;
    const all = session.seats.every((s, seat) => s.kind !== "remote" || session.states[seat] === "connected");
    if (all) o.onReady();
  }

  // --- invitations ----------------------------------------------------------------
  /** A new invitation for `seat` (the first, or again after a loss). @param {number} seat */
  async function invite(seat) {
    const inv = invites[seat];
    inv.stop?.();
    inv.peer?.pc.close();
    inv.stop = null;
    inv.peer = null;
    inv.round = (inv.round + 1) & 255;
    inv.link = "";
    inv.code = "";
    inv.error = "";
    inv.reason = "";
    inv.preparing = true;
    const round = inv.round;
    render();
    try {
      const peer = await createOffer(connectionConfig());
      if (dead || inv.round !== round) return peer.pc.close();
      const enc = encode({
        kind: "invite",
        build: BUILD,
        session: session32,
        seat,
        round,
        name: o.hostName,
        game: o.game,
        players: session.seats.length,
        sdp: peer.sdp,
      });
      if (!enc.ok) throw new Error(enc.error.message);
      inv.peer = peer;
      inv.code = enc.code;
      inv.link = `${location.href.split(/[?#]/)[0]}#join=${enc.code}`;
    } catch (e) {
      const { text, reason } = netErrorText(e, t);
      inv.error = text;
      inv.reason = reason;
    }
    inv.preparing = false;
    render();
  }

  /**
   * The reply pasted or scanned for `seat`.
   * @param {number} seat @param {string} text
   * @returns {Promise<boolean>} whether it connects
   */
  async function accept(seat, text) {
    const inv = invites[seat];
    const d = decode(text);
    const fail = (/** @type {string} */ why) => {
      inv.error = why;
      inv.reason = "";
      render();
      return false;
    };
    if (!d.ok) return fail(t("netBadReply", { reason: d.error.message }));
    const r = d.data;
    if (r.kind !== "reply") return fail(t("netBadReply", { reason: d.error?.message ?? "an invitation, not a reply" }));
    if (r.build !== buildTag(BUILD)) return fail(t("netOtherBuild", { theirs: r.build, ours: buildTag(BUILD) }));
    if (r.session !== session32) return fail(t("netBadReply", { reason: t("netOtherGame") }));
    if (r.seat !== seat) return fail(t("netBadReply", { reason: t("netWrongSeat", { n: r.seat + 1 }) }));
    if (r.round !== inv.round || !inv.peer) return fail(t("netBadReply", { reason: t("netOldInvite") }));
    const peer = inv.peer;
    try {
      await acceptAnswer(peer.pc, d.sdp);
    } catch (e) {
      return fail(t("netConnectFailed", { reason: e instanceof Error ? e.message : String(e) }));
    }
    if (r.name.trim()) {
      session.seats[seat] = { ...session.seats[seat], name: r.name.trim() };
      o.onSeatsChanged(session.seats);
    }
    inv.error = "";
    inv.stop = watch(peer, {
      onOpen: () => {
        if (!started) {
          session.states[seat] = "connected";
          session.seatsChanged();
        } else session.attach(seat);
        o.announce(t("netSeatStatus", { name: session.seats[seat].name, state: t("netState_connected") }));
      },
      onMessage: (msg) => {
        session.receive(seat, msg);
      },
      onClose: () => {
        if (session.states[seat] !== "connected") return;
        // That connection is over: a new invitation is needed (Invite again).
        inv.link = "";
        inv.peer = null;
        if (started) session.detach(seat);
        else {
          session.states[seat] = "disconnected";
          session.seatsChanged();
        }
        o.announce(t("netDisconnected", { name: session.seats[seat].name }));
      },
    });
    render();
    return true;
  }

  /** The seat goes to a computer player (it never joined, or left). @param {number} seat */
  function toComputer(seat) {
    invites[seat].stop?.();
    invites[seat].stop = null;
    invites[seat].peer = null;
    session.toComputer(seat, "medium");
    // A move the table was waiting for from that device now comes from a computer.
    remote.handOver(seat);
    o.onSeatsChanged(session.seats);
    render();
    checkReady();
  }

  // --- the panel ------------------------------------------------------------------
  function render() {
    if (dead) return;
    const list = h("ul", { class: "net-seats" });
    const boxes = [];
    session.seats.forEach((s, seat) => {
      if (s.kind !== "remote" && session.states[seat] !== "computer") return;
      const state = session.states[seat];
      const li = h(
        "li",
        { class: `net-seat net-${state}`, dataset: { role: "seat-status", seat: String(seat), state } },
        h(
          "span",
          {},
          state === "reconnecting"
            ? t("netReconnecting", { name: s.name })
            : t("netSeatStatus", { name: s.name, state: t(`netState_${state}`) }),
        ),
      );
      if (room && (state === "reconnecting" || state === "waiting")) {
        li.append(
          h(
            "button",
            {
              type: "button",
              dataset: { action: "seat-to-computer", seat: String(seat) },
              onclick: () => toComputer(seat),
            },
            t("netToComputer"),
          ),
        );
      } else if (state === "disconnected" || (state === "waiting" && started)) {
        li.append(
          h(
            "button",
            { type: "button", dataset: { action: "reinvite", seat: String(seat) }, onclick: () => invite(seat) },
            t("netReinvite"),
          ),
          h(
            "button",
            {
              type: "button",
              dataset: { action: "seat-to-computer", seat: String(seat) },
              onclick: () => toComputer(seat),
            },
            t("netToComputer"),
          ),
        );
      } else if (state === "waiting") {
        li.append(
          h(
            "button",
            {
              type: "button",
              dataset: { action: "seat-to-computer", seat: String(seat) },
              onclick: () => toComputer(seat),
            },
            t("netToComputer"),
          ),
        );
      }
      list.append(li);
      // A lost seat's old invitation is of no use: its box comes back with "Invite again".
      const inv = invites[seat];
      if (relay) {
        if (s.kind === "remote" && state === "waiting") boxes.push(seatLinkBox(seat));
      } else if (s.kind === "remote" && state !== "connected" && (inv.link || inv.error || inv.preparing))
        boxes.push(inviteBox(seat));
    });
    const head = started ? null : h("p", { class: "net-help" }, t("netWaitingAll"));
    const table = room ? tableBox() : null;
    o.panel.replaceChildren(...[reactions?.strip, head, table, list, ...boxes].filter(Boolean));
    o.panel.hidden = false;
  }

  /** The one link for the whole table, or why the relays cannot be used (and the way out). */
  function tableBox() {
    const box = h(
      "section",
      { class: "net-invite net-table", dataset: { role: "table-invite" } },
      h("h3", {}, t("netTableTitle")),
    );
    if (relayError) {
      box.append(
        h(
          "p",
          { class: "notice net-error", role: "alert", dataset: { role: "net-error", reason: relayError } },
          relayText,
        ),
        h(
          "button",
          { type: "button", class: "primary", dataset: { action: "use-codes" }, onclick: useCodes },
          t("netUseCodes"),
        ),
      );
      return box;
    }
    if (!relay) {
      box.appendChild(h("p", { class: "net-help" }, t("netPreparing")));
      return box;
    }
    if (started && !session.seats.some((s, seat) => s.kind === "remote" && session.states[seat] === "waiting"))
      return null;
    const link = relay.tableLink();
    box.append(
      h("p", { class: "net-help" }, t("netTableHelp")),
      h("div", { class: "net-qr" }, qrSvg(link, t("netTableTitle"))),
      h(
        "a",
        { class: "net-link", href: link, target: "_blank", rel: "noopener", dataset: { role: "table-link" } },
        link,
      ),
      linkActions(link, "copy-table-link"),
    );
    return box;
  }

  /** A seat's own link (one-link mode): no reply to paste. @param {number} seat */
  function seatLinkBox(seat) {
    const s = session.seats[seat];
    const link = /** @type {NonNullable<typeof relay>} */ (relay).seatLink(seat);
    return h(
      "section",
      { class: "net-invite", dataset: { role: "invite", seat: String(seat) } },
      h("h3", {}, t("netInviteTitle", { name: s.name, n: seat + 1 })),
      h("p", { class: "net-help" }, t("netSeatLinkHelp")),
      h("div", { class: "net-qr" }, qrSvg(link, t("netInviteTitle", { name: s.name, n: seat + 1 }))),
      h(
        "a",
        {
          class: "net-link",
          href: link,
          target: "_blank",
          rel: "noopener",
          dataset: { role: "invite-link", seat: String(seat) },
        },
        link,
      ),
      linkActions(link, "copy-invite", seat),
    );
  }

  /** Copy (and Share where the browser has it) for a link. @param {string} link @param {string} action @param {number} [seat] */
  function linkActions(link, action, seat) {
    const copy = h(
      "button",
      { type: "button", dataset: seat === undefined ? { action } : { action, seat: String(seat) } },
      t("netCopy"),
    );
    copy.addEventListener("click", () => {
      navigator.clipboard?.writeText(link).then(
        () => (copy.textContent = t("netCopied")),
        () => {},
      );
    });
    const actions = h("div", { class: "net-actions" }, copy);
    if (typeof navigator.share === "function")
      actions.append(
        h(
          "button",
          {
            type: "button",
            dataset: { action: "share-invite" },
            onclick: () => navigator.share({ title: o.gameName, url: link }).catch(() => {}),
          },
          t("netShare"),
        ),
      );
    return actions;
  }

  /** @param {number} seat */
  function inviteBox(seat) {
    const inv = invites[seat];
    const s = session.seats[seat];
    const box = h(
      "section",
      { class: "net-invite", dataset: { role: "invite", seat: String(seat) } },
      h("h3", {}, t("netInviteTitle", { name: s.name, n: seat + 1 })),
    );
    if (inv.error)
      box.append(
        h(
          "p",
          { class: "net-error", role: "alert", dataset: inv.reason ? { role: "net-error", reason: inv.reason } : {} },
          inv.error,
        ),
      );
    // A way out once the settings are put right (www/net/turn.js): a new invitation.
    if (inv.error && isTurnReason(inv.reason ?? ""))
      box.append(
        h(
          "button",
          { type: "button", dataset: { action: "reinvite", seat: String(seat) }, onclick: () => invite(seat) },
          t("netTryAgain"),
        ),
      );
    if (!inv.link) {
      if (!inv.error) box.append(h("p", { class: "net-help" }, t("netPreparing")));
      return box;
    }
    const input = /** @type {HTMLInputElement} */ (
      h("input", {
        type: "text",
        autocomplete: "off",
        spellcheck: false,
        dataset: { role: "reply-input", seat: String(seat) },
        placeholder: t("netReplyPlaceholder"),
        "aria-label": t("netReplyLabel", { n: seat + 1 }),
      })
    );
    const actions = linkActions(inv.link, "copy-invite", seat);
    const connect = h(
      "button",
      { type: "button", class: "primary", dataset: { action: "accept-reply", seat: String(seat) } },
      t("netAccept"),
    );
    connect.addEventListener("click", () => accept(seat, input.value));
    input.addEventListener("keydown", (e) => {
      if (e.key === "Enter") accept(seat, input.value);
    });
    const reply = h("div", { class: "net-reply" }, input, connect);
    if (navigator.mediaDevices?.getUserMedia)
      reply.append(
        h(
          "button",
          {
            type: "button",
            dataset: { action: "scan-reply", seat: String(seat) },
            onclick: async () => {
              const { scanQr } = await import("./scan.js");
              const text = await scanQr(o.panel, t);
              if (text) {
                input.value = text;
                accept(seat, text);
              }
            },
          },
          t("netScan"),
        ),
      );
    box.append(
      h("p", { class: "net-help" }, t("netInviteHelp")),
      h("div", { class: "net-qr" }, qrSvg(inv.link, t("netInviteTitle", { name: s.name, n: seat + 1 }))),
      h(
        "a",
        {
          class: "net-link",
          href: inv.link,
          target: "_blank",
          rel: "noopener",
          dataset: { role: "invite-link", seat: String(seat) },
        },
        inv.link,
      ),
      actions,
      reply,
    );
    return box;
  }

  // --- start ----------------------------------------------------------------------
  if (room) openRelay();
  else
    session.seats.forEach((s, seat) => {
      if (s.kind === "remote") invite(seat);
    });
  render();

  return {
    session,
    driver: remote.driver,
    start,
    invite,
    accept,
    toComputer,
    /** The host engine's view of `seat` (for tests: what that device must show). @param {number} seat */
    seatView: (seat) => gameNow()?.view(seat) ?? null,
    /** What `window.yotta.state().net` reports. */
    state: () => ({
      role: "host",
      transport: relay || (room && !relayError) ? "relay" : "codes",
      relayError,
      lobbyRefused: relay ? { ...relay.lobby.refused } : {},
      seats: session.seatList().map(({ seat, kind, state }) => ({ seat, kind, state })),
      refused: { ...session.refused },
      sent: [...session.sentBytes],
      hints: { ...session.hints },
      reactions: reactions?.stats() ?? null,
    }),
    destroy() {
      dead = true;
      relay?.close();
      reactions?.destroy();
      unlisten?.();
      for (const inv of invites) inv.stop?.();
      for (const inv of invites) inv.peer?.pc.close();
      o.panel.replaceChildren();
    },
  };
}
