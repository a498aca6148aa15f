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
//
// The host is a state (`HostState`, below) and functions over it: the invitations and
// the seats' connections in ./host-seats.js, the panel in ./host-panel.js, the state
// itself in ./host-state.js, the turn loop followed and the controller here.
import { mountHostReactions } from "./reactions-ui.js";
import { hostState, netState, destroyHost, gameOf } from "./host-state.js";
import { invite, accept, toComputer, openRelay } from "./host-seats.js";
import { setWatching } from "./host-watch.js";
import { renderPanel } from "./host-panel.js";
import { sendClock, clockTo, offerRematch } from "./host-rematch.js";

/**
 * @typedef {import("./host-state.js").HostState} HostState
 * @typedef {import("./host-state.js").HostOptions} HostOptions
 * @typedef {import("./host-state.js").TurnLoop} TurnLoop
 */

/** @param {HostOptions} o */
export function createHost(o) {
  const st = hostState(o, renderPanel);
  if (st.room) openRelay(st);
  else
    st.session.seats.forEach((s, seat) => {
      if (s.kind === "remote") invite(st, seat);
    });
  st.render();
  return {
    session: st.session,
    driver: st.remote.driver,
    /** @param {TurnLoop} loop @param {import("./reactions-ui.js").SeatPlaces} [table] */
    start: (loop, table) => start(st, loop, table),
    /** @param {number} seat */
    invite: (seat) => invite(st, seat),
    /** @param {number} seat @param {string} text */
    accept: (seat, text) => accept(st, seat, text),
    /** @param {number} seat */
    toComputer: (seat) => toComputer(st, seat),
    /** Opens (true) or closes the watch link (./host-seats.js setWatching). @param {boolean} open */
    watching: (open) => setWatching(st, open),
    /** The host engine's view of `seat` (for tests: what that device must show). @param {number} seat */
    seatView: (seat) => (st.match ? gameOf(st).view(seat) : null),
    /** The public view of the host's game (for tests: what a watcher must show), once the watch link opened. */
    publicView: () => (st.match ? st.session.watchers.viewOf(gameOf(st).save()) : null),
    /** What `window.yotta.state().net` reports. */
    state: () => netState(st),
    /** The turn clock, to every device (./host-rematch.js). @param {import("../seats/clock.js").ClockTurn | null} turn */
    clock: (turn) => sendClock(st, turn),
    /** Offers the guests a rematch; `deal()` once they have answered (./host-rematch.js). @param {() => void} deal */
    rematch: (deal) => offerRematch(st, deal),
    destroy: () => destroyHost(st),
  };
}

/**
 * The table is mounted: the host follows its turn loop, and the devices connected
 * so far get their views.
 * @param {HostState} st @param {TurnLoop} loop the table's match (www/seats/match.js)
 * @param {import("./reactions-ui.js").SeatPlaces} [table] the table's controller (where the seats' names are, for the reactions)
 */
export function start(st, loop, table) {
  if (typeof loop?.on !== "function") throw new Error("the host's table has no turn loop to follow");
  st.unlisten?.();
  st.match = loop;
  // Every move played, by anyone, goes out with the views (a new deal: no seat's, no move).
  st.unlisten = loop.on("played", (/** @type {number | null} */ seat, /** @type {unknown} */ move) => {
    st.session.update(seat === null ? null : { seat, move });
  });
  st.started = true;
  // The game so far starts here (a late watcher is sent it), and watchers that came first get the table.
  st.session.watchers.begin();
  st.reactions?.destroy();
  st.reactions = mountHostReactions({
    session: st.session,
    seat: st.o.seats.findIndex((s) => s.kind === "human"),
    panel: st.o.panel,
    t: st.t,
    table,
    announce: st.o.announce,
  });
  st.render();
  st.session.seats.forEach((s, seat) => {
    if (s.kind === "remote" && st.session.states[seat] === "connected") {
      st.session.attach(seat);
      clockTo(st, seat);
    }
  });
}
