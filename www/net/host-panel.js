// @ts-check
// The host's panel (./host-state.js has the state): the quick reactions, the seats' states
// with their buttons (Invite again, Give the seat to a computer), the one link for the
// whole table, and each waiting seat's invitation (its link and QR code, Copy and
// Share, and where its reply is pasted or scanned). Drawn again whole from the state
// (`renderPanel`) whenever it changes.
import { h } from "../ui/dom.js";
import { qrSvg } from "./qr.js";
import { isTurnReason } from "./turn.js";
import { invite, accept, toComputer, useCodes } from "./host-seats.js";
import { watchBox } from "./host-watch.js";

/**
 * @typedef {import("./host-state.js").HostState} HostState
 * @typedef {import("./protocol.js").HostSeat} HostSeat
 */

/** Draws the panel from the state. @param {HostState} st */
export function renderPanel(st) {
  if (st.dead) return;
  const { session } = st;
  const list = h("ul", { class: "net-seats" });
  /** @type {HTMLElement[]} */
  const boxes = [];
  session.seats.forEach((s, seat) => {
    const state = session.states[seat];
    if (s.kind !== "remote" && state !== "computer") return;
    list.append(seatItem(st, s, seat));
    // A lost seat's old invitation is of no use: its box comes back with "Invite again".
    const inv = st.invites[seat];
    if (st.relay) {
      if (s.kind === "remote" && state === "waiting") boxes.push(seatLinkBox(st, seat));
    } else if (s.kind === "remote" && state !== "connected" && (inv.link || inv.error || inv.preparing))
      boxes.push(inviteBox(st, seat));
  });
  const head = st.started ? null : h("p", { class: "net-help" }, st.t("netWaitingAll"));
  const table = st.room ? tableBox(st) : null;
  const watch = st.relay || (!st.room && st.started) ? watchBox(st) : null;
  const parts = [st.reactions?.strip, head, table, list, ...boxes, watch];
  st.o.panel.replaceChildren(.../** @type {HTMLElement[]} */ (parts.filter(Boolean)));
  st.o.panel.hidden = false;
}

/**
 * A seat's line: its name and state, and what the host may do about it.
 * @param {HostState} st @param {HostSeat} s @param {number} seat
 */
function seatItem(st, s, seat) {
  const { t } = st;
  const state = st.session.states[seat];
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
  const toComputerButton = () =>
    h(
      "button",
      {
        type: "button",
        dataset: { action: "seat-to-computer", seat: String(seat) },
        onclick: () => toComputer(st, seat),
      },
      t("netToComputer"),
    );
  if (st.room && (state === "reconnecting" || state === "waiting")) li.append(toComputerButton());
  else if (state === "disconnected" || (state === "waiting" && st.started)) {
    li.append(
      h(
        "button",
        { type: "button", dataset: { action: "reinvite", seat: String(seat) }, onclick: () => invite(st, seat) },
        t("netReinvite"),
      ),
      toComputerButton(),
    );
  } else if (state === "waiting") li.append(toComputerButton());
  return li;
}

/** The one link for the whole table, or why the relays cannot be used (and the way out). @param {HostState} st */
function tableBox(st) {
  const { t, session } = st;
  const box = h(
    "section",
    { class: "net-invite net-table", dataset: { role: "table-invite" } },
    h("h3", {}, t("netTableTitle")),
  );
  if (st.relayError) {
    box.append(
      h(
        "p",
        { class: "notice net-error", role: "alert", dataset: { role: "net-error", reason: st.relayError } },
        st.relayText,
      ),
      h(
        "button",
        { type: "button", class: "primary", dataset: { action: "use-codes" }, onclick: () => useCodes(st) },
        t("netUseCodes"),
      ),
    );
    return box;
  }
  if (!st.relay) {
    box.appendChild(h("p", { class: "net-help" }, t("netPreparing")));
    return box;
  }
  if (st.started && !session.seats.some((s, seat) => s.kind === "remote" && session.states[seat] === "waiting"))
    return null;
  const link = st.relay.tableLink();
  box.append(
    h("p", { class: "net-help" }, t("netTableHelp")),
    h("div", { class: "net-qr" }, qrSvg(link, t("netTableTitle"))),
    h("a", { class: "net-link", href: link, target: "_blank", rel: "noopener", dataset: { role: "table-link" } }, link),
    linkActions(st, link, "copy-table-link"),
  );
  return box;
}

/** A seat's own link (one-link mode): no reply to paste. @param {HostState} st @param {number} seat */
function seatLinkBox(st, seat) {
  const { t } = st;
  const s = st.session.seats[seat];
  const link = /** @type {NonNullable<HostState["relay"]>} */ (st.relay).seatLink(seat);
  const title = t("netInviteTitle", { name: s.name, n: seat + 1 });
  return h(
    "section",
    { class: "net-invite", dataset: { role: "invite", seat: String(seat) } },
    h("h3", {}, title),
    h("p", { class: "net-help" }, t("netSeatLinkHelp")),
    h("div", { class: "net-qr" }, qrSvg(link, title)),
    inviteLink(link, seat),
    linkActions(st, link, "copy-invite", seat),
  );
}

/** A seat's invitation as a link. @param {string} link @param {number} seat */
function inviteLink(link, seat) {
  return h(
    "a",
    {
      class: "net-link",
      href: link,
      target: "_blank",
      rel: "noopener",
      dataset: { role: "invite-link", seat: String(seat) },
    },
    link,
  );
}

/**
 * Copy (and Share where the browser has it) for a link.
 * @param {HostState} st @param {string} link @param {string} action @param {number} [seat]
 */
export function linkActions(st, link, action, seat) {
  const { t } = st;
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
          onclick: () => navigator.share({ title: st.o.gameName, url: link }).catch(() => {}),
        },
        t("netShare"),
      ),
    );
  return actions;
}

/** A seat's invitation by code: its link, and where its reply goes. @param {HostState} st @param {number} seat */
function inviteBox(st, seat) {
  const { t } = st;
  const inv = st.invites[seat];
  const s = st.session.seats[seat];
  const title = t("netInviteTitle", { name: s.name, n: seat + 1 });
  const box = h(
    "section",
    { class: "net-invite", dataset: { role: "invite", seat: String(seat) } },
    h("h3", {}, title),
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
        { type: "button", dataset: { action: "reinvite", seat: String(seat) }, onclick: () => invite(st, seat) },
        t("netTryAgain"),
      ),
    );
  if (!inv.link) {
    if (!inv.error) box.append(h("p", { class: "net-help" }, t("netPreparing")));
    return box;
  }
  box.append(
    h("p", { class: "net-help" }, t("netInviteHelp")),
    h("div", { class: "net-qr" }, qrSvg(inv.link, title)),
    inviteLink(inv.link, seat),
    linkActions(st, inv.link, "copy-invite", seat),
    replyBox(st, seat),
  );
  return box;
}

/** Where the reply for `seat` is pasted (or scanned) and accepted. @param {HostState} st @param {number} seat */
function replyBox(st, seat) {
  return replyField(st, { seat: String(seat) }, st.t("netReplyLabel", { n: seat + 1 }), (text) =>
    accept(st, seat, text),
  );
}

/**
 * A reply's field: pasted (or scanned) and handed to `onAccept`. Its input, Connect and
 * Scan carry `data-role="reply-input"`, `data-action="accept-reply"`, `"scan-reply"`,
 * with `dataset` (a seat's number, or a watcher's invitation).
 * @param {HostState} st @param {Record<string, string>} dataset @param {string} label
 * @param {(text: string) => unknown} onAccept
 */
export function replyField(st, dataset, label, onAccept) {
  const { t } = st;
  const input = /** @type {HTMLInputElement} */ (
    h("input", {
      type: "text",
      autocomplete: "off",
      spellcheck: false,
      dataset: { role: "reply-input", ...dataset },
      placeholder: t("netReplyPlaceholder"),
      "aria-label": label,
    })
  );
  const connect = h(
    "button",
    { type: "button", class: "primary", dataset: { action: "accept-reply", ...dataset } },
    t("netAccept"),
  );
  connect.addEventListener("click", () => onAccept(input.value));
  input.addEventListener("keydown", (e) => {
    if (e.key === "Enter") onAccept(input.value);
  });
  const reply = h("div", { class: "net-reply" }, input, connect);
  if (typeof navigator.mediaDevices?.getUserMedia === "function")
    reply.append(
      h(
        "button",
        {
          type: "button",
          dataset: { action: "scan-reply", ...dataset },
          onclick: async () => {
            const { scanQr } = await import("./scan.js");
            const text = await scanQr(st.o.panel, t);
            if (text) {
              input.value = text;
              onAccept(text);
            }
          },
        },
        t("netScan"),
      ),
    );
  return reply;
}
