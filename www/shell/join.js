// @ts-check
// A guest's table in multi-device play (www/net/guest.js): the game's ordinary table,
// mounted on the mirror of the host's views (www/net/mirror.js) as its game handle,
// with the seats' drivers taking moves from the host's messages: the turn loop
// (www/seats/match.js) runs as on the host and knows nothing of the network.
import { h } from "../ui/dom.js";
import { tableOf } from "../games.js";
import { translator } from "./strings.js";

/**
 * @param {import("../games.js").GameDescriptor} g
 * @param {{ mirror: any, drivers: any, seats: { name: string }[], seat: number, options: any, hints: boolean }} parts what the guest's session knows
 * @param {{ screen: HTMLElement, engine: any, lang: "en" | "ru", t: (key: string, params?: Record<string, any>) => string,
 *   announce: (text: string) => void, onExit: () => void, rematchNote: () => string }} o
 */
export function mountGuestTable(g, parts, o) {
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
    engine: { ...o.engine, IotaGame: mirror, OttawaGame: mirror },
    drivers: seats.map((_, i) => (i === parts.seat ? parts.drivers.own() : parts.drivers.other())),
    // A hint is worked out by the host, which has the whole game (www/net/mirror.js).
    hints: parts.hints,
    hinter: parts.drivers.hinter(),
    options: parts.options,
    seats: /** @type {any} */ (seats),
    seed: "",
    resume: null,
    t: translator(o.lang, [g.strings]),
    lang: o.lang,
    announce: o.announce,
    handoff: () => Promise.resolve(),
    persist: () => {},
    onExit: o.onExit,
    // A rematch is the host's to start (with new invitations).
    onRematch: () => o.announce(o.rematchNote()),
  });
}
