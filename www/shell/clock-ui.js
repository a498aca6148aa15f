// @ts-check
// The turn clock on screen (loaded only for a game with a clock, a chunk of its own): a
// ring by the name of the seat whose time runs, `[data-role="clock"][data-seat]` with
// the whole seconds left in `data-left`, and, once a seat has let its time run out three
// turns in a row, the offer to give it to a computer player. The clock itself is the
// seats' drivers' (www/seats/clock.js); here it is shown, at the host and the hot seat
// from the clock's own news, at a guest from the host's (www/net/: the `clock` message).
import { h } from "../ui/dom.js";
import { translator } from "./strings.js";
import { addToState } from "../ui/controller.js";
import { createClock, clockedFactories } from "../seats/clock.js";
import { computerDriver } from "../seats/drivers.js";

/**
 * @typedef {import("../seats/clock.js").ClockTurn} ClockTurn
 * @typedef {{ seatNameRect?: (seat: number) => { left: number, top: number, width: number, height: number } | null,
 *   [more: string]: unknown }} Places the table's controller, as the ring uses it: where each seat's name is
 */

/** The clock's words on screen, English and Russian. */
const CLOCK_STRINGS = {
  en: {
    clockLeft: "{name}: {n} s left",
    clockIdle: "{name} let the clock run out three turns in a row. Give the seat to a computer player?",
    clockIdleYou: "Your time ran out three turns in a row. Give your seat to a computer player?",
    clockToComputer: "Give it to a computer",
    clockKeep: "Keep waiting",
  },
  ru: {
    clockLeft: "{name}: осталось {n} с",
    clockIdle: "У игрока {name} время вышло три хода подряд. Отдать место компьютеру?",
    clockIdleYou: "Ваше время вышло три хода подряд. Отдать ваше место компьютеру?",
    clockToComputer: "Отдать компьютеру",
    clockKeep: "Подождать ещё",
  },
};

/** The ring's look (a disc whose coloured part is the time left) and its number's. */
const RING = {
  position: "fixed",
  zIndex: "7",
  width: "30px",
  height: "30px",
  borderRadius: "50%",
  pointerEvents: "none",
  display: "none",
  placeItems: "center",
};
const INNER = {
  width: "22px",
  height: "22px",
  borderRadius: "50%",
  background: "var(--panel)",
  display: "grid",
  placeItems: "center",
  font: "700 11px system-ui, sans-serif",
  fontVariantNumeric: "tabular-nums",
};

/** @param {"en" | "ru"} lang */
const clockT = (lang) => translator(lang, [CLOCK_STRINGS]);

/** The clock on screen now (`state().clock`): its seconds a turn, and the seat whose time runs. */
let shown = /** @type {{ seconds: number, turn: () => ClockTurn | null, counts?: () => object } | null} */ (null);
addToState(() => {
  const turn = shown?.turn() ?? null;
  return {
    clock: shown && {
      seconds: shown.seconds,
      seat: turn?.seat ?? null,
      left: turn ? Math.max(0, Math.ceil((turn.deadline - Date.now()) / 1000)) : null,
      timeouts: shown.counts?.() ?? null,
    },
  };
});

/**
 * The ring in `screen`, by the name of the seat whose time runs.
 * @param {HTMLElement} screen @param {{ places: () => Places | null, t: import("../ui/i18n.js").Translate,
 *   name: (seat: number) => string }} o
 */
export function clockRing(screen, o) {
  // Styled here, not in style.css: the first screen's stylesheet does not carry it.
  const label = h("span", { style: INNER });
  const el = h("div", { role: "timer", dataset: { role: "clock" }, hidden: true, style: RING }, label);
  screen.append(el);
  /** @type {ClockTurn | null} */
  let turn = null;
  let timer = 0;
  const tick = () => {
    if (!turn) return;
    const ms = Math.max(0, turn.deadline - Date.now());
    const left = Math.ceil(ms / 1000);
    el.dataset.seat = String(turn.seat);
    el.dataset.left = String(left);
    // The ring: the time left, in the accent colour (the warning colour in the last 5 s).
    el.style.background = `conic-gradient(var(${left <= 5 ? "--bad" : "--accent"}) ${((360 * ms) / turn.ms).toFixed(1)}deg, rgba(255, 255, 255, 0.18) 0)`;
    label.textContent = String(left);
    el.setAttribute("aria-label", o.t("clockLeft", { name: o.name(turn.seat), n: left }));
    place(turn.seat);
  };
  /** Where the ring went last, for the name's rectangle it was placed by (placed again when that moves). */
  let placed = "";
  /**
   * By the seat's name: after it, else below, before or above it (a little further along
   * each side at each try), where it hides no words and no control.
   * @param {number} seat
   */
  const place = (seat) => {
    const r = o.places()?.seatNameRect?.(seat);
    if (!r || (!r.width && !r.height)) {
      // No name on screen: in the corner under the top bar.
      placed = "";
      el.style.left = `${innerWidth - 38}px`;
      el.style.top = "52px";
      return;
    }
    const key = `${seat}:${Math.round(r.left)}:${Math.round(r.top)}:${Math.round(r.width)}:${innerWidth}:${innerHeight}`;
    if (key === placed) return;
    placed = key;
    const size = el.offsetWidth || 30;
    const cy = r.top + r.height / 2 - size / 2;
    const cx = r.left + r.width / 2 - size / 2;
    // Each side in turn, a little further along it each try (a crowded row of names).
    /** @type {[number, number][]} */
    const spots = [];
    for (const d of [0, 8, -8, 16, -16, 24, -24, 32, -32, 48, -48]) {
      const along = Math.abs(d);
      spots.push(
        [r.left + r.width + 4 + along, cy],
        [cx + d, r.top + r.height + 6],
        [r.left - size - 4 - along, cy],
        [cx + d, r.top - size - 6],
      );
    }
    const [x, y] = spots.find(([x, y]) => free(x, y, size)) ?? spots[0];
    el.style.left = `${Math.round(Math.max(0, Math.min(innerWidth - size, x)))}px`;
    el.style.top = `${Math.round(Math.max(0, Math.min(innerHeight - size, y)))}px`;
  };
  return {
    /** @param {ClockTurn | null} t the seat whose time runs now, or none */
    show(t) {
      turn = t;
      clearInterval(timer);
      el.hidden = !t;
      el.style.display = t ? "grid" : "none";
      if (!t) return;
      tick();
      timer = window.setInterval(tick, 250);
    },
    destroy() {
      clearInterval(timer);
      el.remove();
    },
  };
}

/**
 * Whether a ring of `size` at (`x`, `y`) lies on screen over nothing a person reads or
 * taps: a drawing (a canvas) or an empty part of the page, never words or a control.
 * @param {number} x @param {number} y @param {number} size
 */
function free(x, y, size) {
  if (x < 0 || y < 0 || x + size > innerWidth || y + size > innerHeight) return false;
  /** @param {DOMRect} r */
  const under = (r) => r.left < x + size && r.right > x && r.top < y + size && r.bottom > y;
  const m = size / 2;
  for (const [dx, dy] of [
    [m, m],
    [2, 2],
    [size - 2, 2],
    [2, size - 2],
    [size - 2, size - 2],
  ]) {
    // The ring takes no pointer: what lies under it is what the point finds.
    const e = document.elementFromPoint(x + dx, y + dy);
    if (!e || e.tagName === "CANVAS") continue;
    if (e.closest("button, a, input, select, label, [role=dialog]")) return false;
    // Words or a control of that part of the page under the ring.
    for (const c of [e, ...e.querySelectorAll("*")]) {
      if (c.tagName === "CANVAS" || !under(c.getBoundingClientRect())) continue;
      if (c.matches("button, a, input, select")) return false;
      if ([...c.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) return false;
    }
  }
  return true;
}

/**
 * The clock of a game started here (the hot seat, or the host of multi-device play).
 * @param {{ seconds: number, screen: HTMLElement, lang: "en" | "ru",
 *   names: () => string[], think: import("../worker/client.js").Thinker,
 *   onTurn?: (turn: ClockTurn | null) => void, toComputer?: (seat: number) => boolean }} o
 *   `onTurn`: the host sends each turn's clock to the guests; `toComputer(seat)`: the host
 *   gives a remote seat to a computer (false: not a remote seat, the clock gives it here)
 */
export function mountClock(o) {
  /** @type {Places | null} */
  let table = null;
  const t = clockT(o.lang);
  const name = (/** @type {number} */ seat) => o.names()[seat] ?? "";
  const ring = clockRing(o.screen, { places: () => table, t, name });
  /** @type {HTMLElement | null} */
  let offer = null;
  const clock = createClock({
    seconds: o.seconds,
    onTurn: (turn) => {
      ring.show(turn);
      o.onTurn?.(turn);
    },
    onIdle: (seat) => idleOffer(seat),
  });
  /** The seat let its time run out three turns in a row: to a computer, or kept. @param {number} seat */
  function idleOffer(seat) {
    offer?.remove();
    const close = () => {
      offer?.remove();
      offer = null;
    };
    const give = () => {
      close();
      if (o.toComputer?.(seat)) return;
      clock.replace(seat, computerDriver({ kind: "ai", level: "medium", name: name(seat) }, seat, { think: o.think }));
    };
    offer = h(
      "div",
      { class: "notice clock-offer", role: "alert", dataset: { role: "clock-offer", seat: String(seat) } },
      // "You", the one person here, is spoken to; another seat is named.
      h("p", {}, name(seat) === t("you") ? t("clockIdleYou") : t("clockIdle", { name: name(seat) })),
      h(
        "div",
        { class: "over-actions" },
        h("button", { class: "primary", dataset: { action: "seat-to-computer" }, onclick: give }, t("clockToComputer")),
        h(
          "button",
          {
            dataset: { action: "keep-seat" },
            onclick: () => {
              close();
              clock.keep(seat);
            },
          },
          t("clockKeep"),
        ),
      ),
    );
    o.screen.prepend(offer);
  }
  const me = { seconds: o.seconds, turn: clock.turn, counts: clock.counts };
  shown = me;
  return {
    /**
     * The table's driver factories with the clock: a person's seats, and `more` (the
     * host's remote seats, timed while `timed(seat)` says a person plays it).
     * @param {Record<string, import("../seats/drivers.js").DriverFactory>} [more]
     * @param {(seat: number) => boolean} [timed]
     */
    factories: (more, timed) => clockedFactories(clock, more, timed),
    /** The table is mounted: the ring goes by its seats' names. @param {Places} c */
    attach(c) {
      table = c;
    },
    destroy() {
      ring.destroy();
      offer?.remove();
      if (shown === me) shown = null;
    },
  };
}

/**
 * The host's clock at a guest's table: the ring, moved by the host's `clock` messages.
 * @param {HTMLElement} screen @param {{ places: () => Places | null, lang: "en" | "ru",
 *   name: (seat: number) => string }} o
 */
export function guestClock(screen, o) {
  const ring = clockRing(screen, { ...o, t: clockT(o.lang) });
  /** @type {ClockTurn | null} */
  let turn = null;
  const me = { seconds: 0, turn: () => turn };
  shown = me;
  return {
    /** The host's news: `seat`'s time runs for `ms` more, of `of` (seat null: none). @param {{ seat?: unknown, ms?: unknown, of?: unknown }} msg */
    receive(msg) {
      const seat = Number(msg.seat);
      const ms = Number(msg.ms);
      const of = Number(msg.of);
      const ok = msg.seat !== null && Number.isInteger(seat) && seat >= 0 && ms >= 0 && ms <= 3600e3 && of > 0;
      turn = ok ? { seat, deadline: Date.now() + ms, ms: Math.max(of, ms) } : null;
      if (ok) me.seconds = Math.round(of / 1000);
      ring.show(turn);
    },
    destroy() {
      ring.destroy();
      if (shown === me) shown = null;
    },
  };
}
