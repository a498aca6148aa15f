// @ts-check
// A guest's table in multi-device play (www/net/guest.js): the game's ordinary table,
// mounted on the mirror of the host's views (www/net/mirror.js) as its game handle,
// with the seats' drivers taking moves from the host's messages: the turn loop
// (www/seats/match.js) runs as on the host and knows nothing of the network.
import { h } from "../ui/dom.js";
import { tableOf } from "../games.js";
import { translator } from "./strings.js";

/** @typedef {import("../seats/drivers.js").Driver} Driver */
/**
 * What the guest's session knows (www/net/guest-session.js): the mirror of the host's
 * game, the seats' drivers, the seats, this device's seat, the options, and whether
 * hints are given.
 * @typedef {{ mirror: unknown, drivers: { own: () => Driver, other: () => Driver, hinter: () => Driver },
 *   seats: { name: string }[], seat: number, options: Record<string, unknown>, hints: boolean }} GuestParts
 */

/**
 * @param {import("../games.js").GameDescriptor} g @param {GuestParts} parts
 * @param {{ screen: HTMLElement, engine: typeof import("../../yotta_page.js"), lang: "en" | "ru",
 *   t: import("../ui/i18n.js").Translate, announce: (text: string) => void, onExit: () => void,
 *   rematchNote: () => string }} o
 * @returns {import("../games.js").GameController}
 */
export function mountGuestTable(g, parts, o) {
  // A rematch mounts the new deal's table where the last one was.
  for (const old of o.screen.querySelectorAll(".table-host")) old.remove();
  const el = h("div", { class: "table-host", dataset: { game: g.id } });
  o.screen.append(el);
  const seats = parts.seats.map((x, i) =>
    i === parts.seat
      ? { kind: "human", level: "medium", name: o.t("you") }
      : { kind: "remote", level: "medium", name: x.name },
  );
  // The table's engine "game" is the mirror of the host's views (www/net/mirror.js).
  function mirror() {
    return parts.mirror;
  }
  mirror.load = mirror;
  mirror.fromSetup = mirror;
  return /** @type {import("../games.js").GameTable} */ (tableOf(g)).mount(el, {
    // The mirror stands for each of the engine's games (it answers as one, www/net/mirror.js).
    engine: /** @type {typeof import("../../yotta_page.js")} */ (
      /** @type {unknown} */ ({ ...o.engine, IotaGame: mirror, OttawaGame: mirror })
    ),
    drivers: seats.map((_, i) => (i === parts.seat ? parts.drivers.own() : parts.drivers.other())),
    // A hint is worked out by the host, which has the whole game (www/net/mirror.js).
    hints: parts.hints,
    // A watcher holds no seat (www/net/watchers.js): every hand is face down.
    watching: parts.seat < 0,
    hinter: parts.drivers.hinter(),
    options: parts.options,
    // A remote seat's kind is the drivers' (they are handed in, `drivers` above).
    seats: /** @type {import("../games.js").Seat[]} */ (seats),
    seed: "",
    resume: null,
    t: translator(o.lang, [g.strings]),
    lang: o.lang,
    announce: o.announce,
    handoff: () => Promise.resolve(),
    persist: () => {},
    onExit: o.onExit,
    // A rematch is the host's to offer: this device is asked (www/net/guest.js).
    onRematch: () => o.announce(o.rematchNote()),
  });
}
