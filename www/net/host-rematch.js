// @ts-check
// The host's rematch and turn clock in multi-device play (./host.js): what the host
// sends the devices of them (./protocol.js `rematch`, `clock`) and what it does with
// the guests' answers. A rematch keeps the connections: each connected guest is asked
// (`rematch`), and answers Play or Leave; once every one has answered (a guest whose
// device is gone meanwhile has left), the seats of those who left go to computer
// players and the host deals the new game, whose `welcome` each guest who stayed gets
// on the same connection: no new invitation.
import { h } from "../ui/dom.js";
import { toComputer } from "./host-seats.js";

/** @typedef {import("./host-state.js").HostState} HostState */
/** @typedef {import("../seats/clock.js").ClockTurn} ClockTurn */

/** The clock sent last, by host (sent again to a device that joins or rejoins). @type {WeakMap<HostState, ClockTurn | null>} */
const clocks = new WeakMap();

/**
 * The turn clock's news to every connected device: `seat`'s time runs out in `ms`.
 * @param {HostState} st @param {ClockTurn | null} turn
 */
export function sendClock(st, turn) {
  clocks.set(st, turn);
  if (st.dead) return;
  for (let seat = 0; seat < st.session.seats.length; seat++) clockTo(st, seat);
  // The watchers see it run too, and one who comes later is told it as it runs then.
  const { watchers } = st.session;
  watchers.clock = () => clockMessage(turn);
  watchers.toAll(clockMessage(turn));
}

/** The clock as it runs now, as a `clock` message (./protocol.js). @param {ClockTurn | null} turn */
function clockMessage(turn) {
  return turn
    ? { t: "clock", seat: turn.seat, ms: Math.max(0, turn.deadline - Date.now()), of: turn.ms }
    : { t: "clock", seat: null, ms: 0, of: 0 };
}

/** The clock as it runs now, to the device of `seat` (if connected). @param {HostState} st @param {number} seat */
export function clockTo(st, seat) {
  const { session } = st;
  if (session.seats[seat]?.kind !== "remote" || session.states[seat] !== "connected") return;
  session.send(seat, clockMessage(clocks.get(st) ?? null));
}

/** The hosts asking for a rematch now (asked once: a second Rematch waits for the same answers). @type {WeakSet<HostState>} */
const asking = new WeakSet();

/**
 * Offers the guests a rematch; `deal()` deals it once every guest asked has answered.
 * Returns the seats asked (none while a rematch is already being asked).
 * @param {HostState} st @param {() => void} deal
 * @returns {number[]}
 */
export function offerRematch(st, deal) {
  const { session } = st;
  if (asking.has(st)) return [];
  asking.add(st);
  const note = h("p", { class: "notice", role: "status", dataset: { role: "rematch-wait" } }, st.t("netRematchAsked"));
  st.o.panel.before(note);
  st.o.announce(st.t("netRematchAsked"));
  const asked = session.seats
    .map((s, seat) => (s.kind === "remote" && session.states[seat] === "connected" ? seat : -1))
    .filter((seat) => seat >= 0);
  const waiting = new Set(asked);
  /** @type {number[]} */
  const leaving = [];
  let done = false;
  const render = st.render;
  const finish = () => {
    if (done || waiting.size) return;
    done = true;
    asking.delete(st);
    note.remove();
    session.onRematch = null;
    st.render = render;
    for (const seat of leaving) if (session.seats[seat]?.kind === "remote") toComputer(st, seat);
    deal();
  };
  session.onRematch = (seat, accept) => {
    if (!waiting.delete(seat)) return { ok: false, error: { code: "bad-message", message: "no rematch asked" } };
    if (!accept) leaving.push(seat);
    finish();
    return { ok: true };
  };
  // A device that goes while it is asked has left.
  st.render = () => {
    render();
    for (const seat of [...waiting])
      if (session.states[seat] !== "connected") {
        waiting.delete(seat);
        leaving.push(seat);
      }
    if (!done && !waiting.size) finish();
  };
  const host = session.seats.find((s) => s.kind === "human")?.name ?? "";
  for (const seat of asked) session.send(seat, { t: "rematch", host });
  finish();
  return asked;
}
