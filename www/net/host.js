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
// the seats' connections in ./host-seats.js, the panel in ./host-panel.js, the turn
// loop followed and the controller here.
import { HostSession, refusal } from "./protocol.js";
import { BUILD } from "./build.js";
import { sendText } from "./peer.js";
import { hintDriver } from "../seats/drivers.js";
import { remoteSeats } from "./remote-seats.js";
import { netTranslator } from "./strings.js";
import { roomFor } from "./relay-host.js";
import { mountHostReactions } from "./reactions-ui.js";
import { invite, accept, toComputer, checkReady, openRelay } from "./host-seats.js";
import { renderPanel } from "./host-panel.js";

/**
 * @typedef {import("./protocol.js").HostSeat} HostSeat
 * @typedef {{ round: number, peer: import("./peer.js").Peer | null, stop: (() => void) | null,
 *   link: string, code: string, error: string, reason?: string, preparing?: boolean }} Invitation
 * @typedef {{
 *   game: string, gameName: string, seats: HostSeat[], hostName: string,
 *   engine: any,                    // the engine module (yotta.js): it reads the devices' moves; typed with the engine's declarations
 *   lang: "en" | "ru", panel: HTMLElement,
 *   think?: import("../worker/client.js").Thinker,   // the engine's worker: hints for the devices (none without it)
 *   announce: (text: string) => void,
 *   onReady: () => void,            // every invited seat has joined (or is a computer's)
 *   onSeatsChanged: (seats: HostSeat[]) => void,   // names or kinds changed (saved with the game)
 *   relay?: string[] | null,       // one-link mode over these relays (the address's); else roomFor decides
 *   resumed?: boolean,             // a saved game: its room, if it had one
 * }} HostOptions
 * @typedef {{ on: (event: string, f: (...args: any[]) => void) => () => void, game: any }} TurnLoop
 *   the table's turn loop (www/seats/match.js), as the host follows it
 * @typedef {{
 *   o: HostOptions,
 *   t: (k: string, p?: Record<string, any>) => string,
 *   session: HostSession,
 *   remote: ReturnType<typeof remoteSeats>,
 *   room: import("./relay-host.js").RoomRecord | null,
 *   session32: number,
 *   match: TurnLoop | null,
 *   unlisten: (() => void) | null,
 *   started: boolean,
 *   dead: boolean,
 *   invites: Invitation[],
 *   relay: Awaited<ReturnType<typeof import("./relay-host.js").relayHost>> | null,
 *   relayError: string,
 *   relayText: string,
 *   reactions: ReturnType<typeof mountHostReactions> | null,
 *   render: () => void,
 * }} HostState
 *   `room`: the room on the relays ("Invite with one link"), or null: invitations by
 *   code. `session32`: this hosting's number, in its invitations. `match`: the table's
 *   turn loop, once the table is mounted. `relay`: the room, once open; `relayError`:
 *   why the relays cannot be used ("relay-unreachable", "no-webrtc"), once known, and
 *   `relayText` its sentence. `reactions`: the quick reactions, once playing.
 *   `render`: draws the panel again (./host-panel.js).
 */

/** @param {HostOptions} o */
export function createHost(o) {
  const st = hostState(o);
  if (st.room) openRelay(st);
  else
    st.session.seats.forEach((s, seat) => {
      if (s.kind === "remote") invite(st, seat);
    });
  st.render();
  return {
    session: st.session,
    driver: st.remote.driver,
    /** @param {TurnLoop} loop @param {any} [table] */
    start: (loop, table) => start(st, loop, table),
    /** @param {number} seat */
    invite: (seat) => invite(st, seat),
    /** @param {number} seat @param {string} text */
    accept: (seat, text) => accept(st, seat, text),
    /** @param {number} seat */
    toComputer: (seat) => toComputer(st, seat),
    /** The host engine's view of `seat` (for tests: what that device must show). @param {number} seat */
    seatView: (seat) => st.match?.game?.view(seat) ?? null,
    /** What `window.yotta.state().net` reports. */
    state: () => netState(st),
    destroy: () => destroyHost(st),
  };
}

/**
 * The host's state when it opens: every seat waiting, no table yet.
 * @param {HostOptions} o
 * @returns {HostState}
 */
export function hostState(o) {
  const t = netTranslator(o.lang);
  /** A device's hints: the hard computer player in the worker, as for a person here. */
  const hinter = o.think ? hintDriver({ think: o.think }) : null;
  const session = new HostSession({
    game: o.game,
    api: o.engine,
    engine: () => st.match?.game ?? null,
    // The devices see the host's own seats under the host's name, not as "You".
    seats: o.seats.map((s) =>
      s.kind === "human" && s.name === t("you") ? { ...s, name: o.hostName || t("netHostSeat") } : { ...s },
    ),
    build: BUILD,
    send: (seat, text) => sendTo(st, seat, text),
    apply: (seat, move) => st.remote.apply(seat, move),
    hint: hinter ? (seat, signal) => deviceHint(st, hinter, seat, signal) : undefined,
    onChange: () => {
      st.render();
      checkReady(st);
    },
  });
  /** @type {HostState} */
  const st = {
    o,
    t,
    session,
    /** The remote seats' drivers, fed with the devices' moves (./remote-seats.js). */
    remote: remoteSeats(session, () => st.match !== null),
    room: roomFor(o.game, o.relay ?? null, !!o.resumed),
    session32: crypto.getRandomValues(new Uint32Array(1))[0],
    match: null,
    unlisten: null,
    started: false,
    dead: false,
    invites: o.seats.map(() => ({ round: -1, peer: null, stop: null, link: "", code: "", error: "" })),
    relay: null,
    relayError: "",
    relayText: "",
    reactions: null,
    render: () => renderPanel(st),
  };
  return st;
}

/**
 * Sends `text` to the device of `seat`: through the relays' room, or its own connection.
 * @param {HostState} st @param {number} seat @param {string} text
 */
export function sendTo(st, seat, text) {
  if (st.relay) return st.relay.send(seat, text);
  const peer = st.invites[seat].peer;
  if (peer) sendText(peer.channel, text);
}

/**
 * A device's hint: the worker loads the game as it is now and decides for the seat to
 * move (the protocol checked it is `seat`) from that seat's view only (O11).
 * @param {HostState} st @param {import("../seats/drivers.js").Driver} hinter
 * @param {number} seat @param {AbortSignal} signal
 */
export async function deviceHint(st, hinter, seat, signal) {
  const game = st.match?.game;
  if (!game) return refusal("not-started", "the game has not started");
  const save = game.save();
  const move = await hinter.move(
    { game: st.o.game, seat, position: st.session.at, view: () => game.view(seat), save: () => save },
    { signal },
  );
  return { ok: true, move };
}

/**
 * The table is mounted: the host follows its turn loop, and the devices connected
 * so far get their views.
 * @param {HostState} st @param {TurnLoop} loop the table's match (www/seats/match.js)
 * @param {any} [table] the table's controller (where the seats' names are, for the reactions)
 */
export function start(st, loop, table) {
  if (typeof loop?.on !== "function") throw new Error("the host's table has no turn loop to follow");
  st.match = loop;
  // Every move played, by anyone, goes out with the views (a new deal: no seat's, no move).
  st.unlisten = loop.on("played", (/** @type {number | null} */ seat, /** @type {unknown} */ move) => {
    st.session.update(seat === null ? null : { seat, move });
  });
  st.started = true;
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
    if (s.kind === "remote" && st.session.states[seat] === "connected") st.session.attach(seat);
  });
}

/** What `window.yotta.state().net` reports. @param {HostState} st */
export function netState(st) {
  const { session, relay } = st;
  return {
    role: "host",
    transport: relay || (st.room && !st.relayError) ? "relay" : "codes",
    relayError: st.relayError,
    lobbyRefused: relay ? { ...relay.lobby.refused } : {},
    seats: session.seatList().map(({ seat, kind, state }) => ({ seat, kind, state })),
    refused: { ...session.refused },
    sent: [...session.sentBytes],
    hints: { ...session.hints },
    reactions: st.reactions?.stats() ?? null,
  };
}

/** Ends the hosting: the room, the connections, the panel. @param {HostState} st */
export function destroyHost(st) {
  st.dead = true;
  st.relay?.close();
  st.reactions?.destroy();
  st.unlisten?.();
  for (const inv of st.invites) inv.stop?.();
  for (const inv of st.invites) inv.peer?.pc.close();
  st.o.panel.replaceChildren();
}
