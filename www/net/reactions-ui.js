// @ts-check
// The quick reactions on screen (./reactions.js): the strip of their buttons
// (`[data-action="react"][data-reaction="<id>"]`) and the bubbles
// (`[data-role="reaction"][data-seat="N"]`) shown for a few seconds by the player's
// name. The table only says where a seat's name is (its controller's
// `seatNameRect(seat)`, www/games.js); the bubbles lie in a layer of their own over the
// table, which takes no pointer, so they never cover a control's taps.
import { h } from "../ui/dom.js";
import { REACTIONS, hostReactions, guestReactions } from "./reactions.js";

/** How long a bubble stays, in milliseconds. */
export const BUBBLE_MS = 3500;

/**
 * The reaction's words in the language of `t`. @param {import("./strings.js").Translate} t @param {string} id
 */
export const reactionText = (t, id) => {
  const r = REACTIONS.find((x) => x.id === id);
  const words = t(`reaction_${id}`);
  return r && words !== r.icon ? `${r.icon} ${words}` : words;
};

/**
 * The strip of reaction buttons.
 * @param {{ t: import("./strings.js").Translate, react: (id: string) => void }} o
 */
export function reactionStrip(o) {
  return h(
    "div",
    { class: "net-reactions", role: "group", "aria-label": o.t("reactionsLabel"), dataset: { role: "reactions" } },
    ...REACTIONS.map((r) => {
      const name = r.id === "thumbs-up" ? o.t("reactionThumbsName") : o.t(`reaction_${r.id}`);
      return h(
        "button",
        {
          type: "button",
          class: "net-react",
          title: name,
          "aria-label": name,
          dataset: { action: "react", reaction: r.id },
          onclick: () => o.react(r.id),
        },
        r.icon,
      );
    }),
  );
}

/**
 * @typedef {{ left: number, top: number, width: number, height: number }} Place
 * @typedef {{ seatNameRect?: (seat: number) => Place | null, [more: string]: unknown } | null | undefined} SeatPlaces
 *   the table's controller, as the reactions use it: where each seat's name is
 */

/**
 * The bubbles over the table in `screen`.
 * @param {{ screen: HTMLElement, t: import("./strings.js").Translate,
 *   nameOf: (seat: number) => string,
 *   placeOf: (seat: number) => Place | null,
 *   announce?: (text: string) => void }} o
 *   `placeOf`: where the seat's name is on screen, in viewport CSS pixels (the table's hook)
 */
export function reactionBubbles(o) {
  const layer = h("div", { class: "net-bubbles", "aria-hidden": "true" });
  o.screen.append(layer);
  /** @type {Map<number, { el: HTMLElement, timer: ReturnType<typeof setTimeout> }>} */
  const shown = new Map();
  return {
    /** Shows `seat`'s reaction `id` by its name (replacing one still shown). @param {number} seat @param {string} id */
    show(seat, id) {
      const text = reactionText(o.t, id);
      const old = shown.get(seat);
      if (old) {
        clearTimeout(old.timer);
        old.el.remove();
      }
      const el = h(
        "div",
        { class: "net-reaction", dataset: { role: "reaction", seat: String(seat), reaction: id } },
        text,
      );
      if (!layer.isConnected) o.screen.append(layer);
      layer.append(el);
      place(el, seat);
      const timer = setTimeout(() => {
        el.remove();
        if (shown.get(seat)?.el === el) shown.delete(seat);
      }, BUBBLE_MS);
      shown.set(seat, { el, timer });
      o.announce?.(o.t("reactionSaid", { name: o.nameOf(seat), text: o.t(`reaction_${id}`) }));
    },
    destroy() {
      for (const { timer } of shown.values()) clearTimeout(timer);
      shown.clear();
      layer.remove();
    },
  };

  /** Over the seat's name, or under it where there is no room above; always inside the screen. @param {HTMLElement} el @param {number} seat */
  function place(el, seat) {
    const s = o.screen.getBoundingClientRect();
    const r = o.placeOf(seat) ?? { left: s.left + s.width / 2, top: s.top + 8, width: 0, height: 0 };
    const w = el.offsetWidth;
    const hh = el.offsetHeight;
    const x = Math.max(4, Math.min(s.width - w - 4, r.left - s.left + r.width / 2 - w / 2));
    const above = r.top - s.top - hh - 6;
    const y = above >= 2 ? above : Math.min(s.height - hh - 4, r.top - s.top + r.height + 6);
    el.style.left = `${Math.round(x)}px`;
    el.style.top = `${Math.round(Math.max(2, y))}px`;
  }
}

/**
 * The host's reactions on screen: the strip for the panel of seats (when the host
 * plays a seat; the panel places it), the bubbles over the table, the guests' reactions checked and passed
 * on (./reactions.js hostReactions).
 * @param {{ session: import("./protocol.js").HostSession, seat: number, panel: HTMLElement,
 *   t: import("./strings.js").Translate, table: SeatPlaces, announce?: (text: string) => void }} o
 *   `seat`: the host's own seat (-1: none); `table`: the table's controller (its `seatNameRect`)
 */
export function mountHostReactions(o) {
  const screen = /** @type {HTMLElement} */ (o.panel.parentElement);
  const bubbles = reactionBubbles({
    screen,
    t: o.t,
    nameOf: (seat) =>
      seat < 0 ? o.t("netAWatcher") : seat === o.seat ? o.t("you") : (o.session.seats[seat]?.name ?? ""),
    placeOf: (seat) => o.table?.seatNameRect?.(seat) ?? null,
    announce: o.announce,
  });
  const r = hostReactions({ session: o.session, seat: o.seat, show: bubbles.show });
  const strip = o.seat >= 0 ? reactionStrip({ t: o.t, react: r.react }) : null;
  return {
    /** The strip, for the host's panel to hold (first, beside the seats' states; it scrolls with them on a short screen). */
    strip,
    stats: r.stats,
    destroy() {
      r.destroy();
      bubbles.destroy();
      strip?.remove();
    },
  };
}

/**
 * A guest's reactions on screen: the strip over its table, the bubbles, its own sent to
 * the host and the others' received from it (./reactions.js guestReactions).
 * @param {{ session: import("./guest-session.js").GuestSession, screen: HTMLElement,
 *   t: import("./strings.js").Translate, table: SeatPlaces, announce?: (text: string) => void }} o
 */
export function mountGuestReactions(o) {
  const bubbles = reactionBubbles({
    screen: o.screen,
    t: o.t,
    nameOf: (seat) =>
      seat === o.session.seat ? o.t("you") : seat < 0 ? o.t("netAWatcher") : (o.session.seats[seat]?.name ?? ""),
    placeOf: (seat) => o.table?.seatNameRect?.(seat) ?? null,
    announce: o.announce,
  });
  const r = guestReactions({ session: o.session, show: bubbles.show });
  const strip = reactionStrip({ t: o.t, react: r.react });
  o.screen.prepend(strip);
  return {
    receive: r.receive,
    stats: r.stats,
    destroy() {
      bubbles.destroy();
      strip.remove();
    },
  };
}
