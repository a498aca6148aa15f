// @ts-check
// The guest's following of the host's table, one module for both ways of joining (by
// code, ./guest.js; by one link, ./relay-guest.js): the game's table mounted on a
// mirror of the host's game once welcomed, moved on by every state the host sends,
// the quick reactions, the host's turn clock and offer of a rematch, and the notes over
// the table (a lost connection, the host's goodbye). It knows no transport: the session (./guest-session.js) hands it what came.
import { h } from "../ui/dom.js";
import { MirrorGame, mirrorDrivers } from "./mirror.js";
import { mountGuestReactions } from "./reactions-ui.js";

/**
 * The shell's mounting of the game's table on the host's views (www/shell/join.js).
 * @typedef {(game: string, parts: { mirror: MirrorGame, drivers: ReturnType<typeof mirrorDrivers>,
 *   seats: { name: string, state: string }[], seat: number, options: Record<string, unknown>, hints: boolean })
 *   => GuestTable} MountTable
 * @typedef {{ destroy?: () => void, seatNameRect?: (seat: number) => DOMRect | null }} GuestTable
 *   the table's controller, as the guest's page uses it
 * @typedef {import("./guest-session.js").GuestSession} GuestSession
 */

/**
 * The guest's table, following the host's messages (`onUpdate` of GuestSession): the
 * first `welcome` mounts the game's table on a mirror of the host's game
 * (./mirror.js), a later one (a rejoin) resets that mirror; every `state` moves it on;
 * the quick reactions (./reactions-ui.js) come with the table.
 * @param {{ screen: HTMLElement, announce: (text: string) => void, mountTable: MountTable, lang: "en" | "ru",
 *   onClock?: (msg: import("./messages.js").Message) => void, onLeave?: () => void }} o
 *   `onClock`: the host's turn clock (`clock` messages); `onLeave`: the guest leaves (a rematch declined)
 * @param {import("./strings.js").Translate} t @param {HTMLElement} wrap the join page, removed once the table is up
 * @param {() => string} host the host's name
 * @param {string} lostKey what a lost connection says, a key of the strings: by codes, ask
 *   for a new invitation (`netLost`); by one link, it comes back by itself (`netReconnectingHost`)
 */
export function followHost(o, t, wrap, host, lostKey) {
  /** @type {MirrorGame | null} */
  let mirror = null;
  /** @type {GuestTable | null} the table's controller */
  let table = null;
  let dead = false;
  /** @type {GuestSession | null} */
  let session = null;
  /** @type {ReturnType<typeof mountGuestReactions> | null} the quick reactions, once the table is up */
  let reactions = null;
  /** @type {Promise<ReturnType<typeof import("./watch-ui.js").mountWatching>> | null} a watcher's banner and steps (./watch-ui.js, loaded then) */
  let watching = null;
  const self = {
    host,
    /** @param {GuestSession} s */
    bind(s) {
      session = s;
    },
    /** @param {string} why @param {import("./messages.js").Message | null} msg */
    onUpdate(why, msg) {
      const s = /** @type {GuestSession} */ (session);
      if (dead) return;
      if (why === "welcome") {
        // The welcome brought the game and the seat's view.
        const view = /** @type {import("./messages.js").View} */ (s.view);
        const game = /** @type {string} */ (s.game);
        o.screen.querySelector(".net-lost")?.remove();
        if (mirror) mirror.reset(view, s.at);
        else {
          mirror = new MirrorGame(game, view, s.at);
          const m = mirror;
          wrap.remove();
          table = o.mountTable(game, {
            mirror: m,
            drivers: mirrorDrivers(m, s),
            seats: s.seats,
            seat: s.seat,
            options: s.options,
            hints: s.hints,
          });
          reactions = mountGuestReactions({ session: s, screen: o.screen, t, table, announce: o.announce });
        }
        // A watcher: who is watched, and the game so far step by step.
        if (s.watcher)
          watching ??= import("./watch-ui.js").then((m) =>
            m.mountWatching({ screen: o.screen, session: s, t, lang: o.lang, host }),
          );
        watching?.then((w) => w.update());
      } else if (why === "past") {
        watching?.then((w) => w.update());
      } else if (why === "state" && msg) {
        mirror?.push(msg.view, s.at, msg.move);
        watching?.then((w) => w.update());
      } else if (why === "clock" && msg) {
        o.onClock?.(msg);
      } else if (why === "rematch" && msg) {
        offerRematch(o, t, /** @type {GuestSession} */ (session), {
          name: typeof msg.host === "string" && msg.host ? msg.host.slice(0, 40) : self.host(),
          reset: () => {
            reactions?.destroy();
            reactions = null;
            table?.destroy?.();
            table = null;
            mirror = null;
          },
          note: (text) => self.showNote(text),
        });
      } else if (why === "react" && msg) {
        reactions?.receive(msg);
      } else if (why === "lost") {
        // After the host's goodbye (the seat given away, the watch link closed) its note stays.
        if (s.ended) return;
        const text = t(lostKey, { host: self.host() });
        o.announce(text);
        self.showNote(text);
      } else if (why === "bye") {
        self.showNote(msg?.reason === "watch-closed" ? t("netWatchBye") : t("netBye", { host: self.host() }));
      }
    },
    table: () => table,
    /** The quick reactions' counts (`state().net.reactions`), null before the table. */
    reactions: () => reactions?.stats() ?? null,
    /** A note over the table (or on the join page). @param {string} text */
    showNote(text) {
      const note = h("p", { class: "notice net-lost", role: "alert", dataset: { role: "net-note" } }, text);
      o.screen.querySelector(".net-lost")?.remove();
      o.screen.prepend(note);
    },
    destroy() {
      dead = true;
      watching?.then((w) => w.destroy());
      reactions?.destroy();
      table?.destroy?.();
    },
  };
  return self;
}

/**
 * The host offers a rematch: Play (this table goes, `reset`; the host's next `welcome`
 * mounts the new deal's) or Leave (back to the menu; the host gives the seat to a computer).
 * @param {Parameters<typeof followHost>[0]} o @param {import("./strings.js").Translate} t
 * @param {GuestSession} s @param {{ name: string, reset: () => void, note: (text: string) => void }} r
 *   `name`: the host's
 */
function offerRematch(o, t, s, r) {
  const { name } = r;
  o.screen.querySelector('[data-role="rematch-offer"]')?.remove();
  /** @param {boolean} accept */
  const answer = (accept) => {
    box.remove();
    s.answerRematch(accept);
    if (!accept) {
      // The answer goes before the connection closes.
      setTimeout(() => o.onLeave?.(), 300);
      return;
    }
    r.reset();
    o.onClock?.({ seat: null });
    r.note(t("netRematchWait", { host: name }));
  };
  const box = h(
    "div",
    { class: "notice rematch-offer", role: "alert", dataset: { role: "rematch-offer" } },
    h("p", {}, t("netRematchOffer", { host: name })),
    h(
      "div",
      { class: "over-actions" },
      h(
        "button",
        { class: "primary", dataset: { action: "accept-rematch" }, onclick: () => answer(true) },
        t("netRematchPlay"),
      ),
      h("button", { dataset: { action: "leave-rematch" }, onclick: () => answer(false) }, t("netRematchLeave")),
    ),
  );
  o.screen.prepend(box);
  o.announce(t("netRematchOffer", { host: name }));
  /** @type {HTMLElement | null} */ (box.querySelector("button.primary"))?.focus();
}
