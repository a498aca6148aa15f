// @ts-check
// The host's state in multi-device play (./host.js): the options it was opened with,
// the protocol's session, the remote seats' drivers, the invitations and the room on
// the relays, and functions of it that need no page: a device's hint, what
// `state().net` reports, the end. The session sends through a transport
// (./transport.js): the relay's room once open, else the codes' (./host-link.js).
import { HostSession, refusal } from "./protocol.js";
import { BUILD } from "./build.js";
import { hintDriver } from "../seats/drivers.js";
import { remoteSeats } from "./remote-seats.js";
import { netTranslator } from "./strings.js";
import { roomFor } from "./relay-host.js";
import { hostSends } from "./transport.js";
import { transportOf } from "./host-link.js";

/**
 * @typedef {import("./protocol.js").HostSeat} HostSeat
 * @typedef {{ round: number, peer: import("./peer.js").Peer | null,
 *   link: string, code: string, error: string, reason?: string, preparing?: boolean }} Invitation
 *   a seat's invitation by code: `peer` its connection, offered, until it is lost
 * @typedef {{
 *   game: string, gameName: string, seats: HostSeat[], hostName: string,
 *   engine: import("./messages.js").EngineApi,   // the engine module: it reads the devices' moves
 *   lang: "en" | "ru", panel: HTMLElement,
 *   think?: import("../worker/client.js").Thinker,   // the engine's worker: hints for the devices (none without it)
 *   announce: (text: string) => void,
 *   onReady: () => void,            // every invited seat has joined (or is a computer's)
 *   onSeatsChanged: (seats: HostSeat[]) => void,   // names or kinds changed (saved with the game)
 *   relay?: import("./relay-settings.js").NetParams | null,   // one-link mode on the address's networks; else roomFor decides
 *   resumed?: boolean,             // a saved game: its room, if it had one
 * }} HostOptions
 * @typedef {{ on: (event: "played", f: (seat: number | null, move: unknown) => void) => () => void,
 *   game: object }} TurnLoop the table's turn loop (www/seats/match.js), as the host follows it
 * @typedef {{
 *   o: HostOptions,
 *   t: import("./strings.js").Translate,
 *   session: HostSession,
 *   remote: ReturnType<typeof remoteSeats>,
 *   room: import("./relay-host.js").RoomRecord | null,
 *   session32: number,
 *   match: TurnLoop | null,
 *   unlisten: (() => void) | null,
 *   started: boolean,
 *   dead: boolean,
 *   invites: Invitation[],
 *   watchInvites: import("./host-watch.js").WatchInvite[],
 *   relay: Awaited<ReturnType<typeof import("./relay-host.js").relayHost>> | null,
 *   codes: import("./transport-codes.js").CodesTransport | null,
 *   relayError: string,
 *   relayText: string,
 *   reactions: ReturnType<typeof import("./reactions-ui.js").mountHostReactions> | null,
 *   render: () => void,
 * }} HostState
 *   `room`: the room on the relays ("Invite with one link"), or null: invitations by
 *   code. `session32`: this hosting's number, in its invitations. `match`: the table's
 *   turn loop, once the table is mounted. `relay`: the room, once open, a transport;
 *   `codes`: the codes' transport, once a reply connected (./host-link.js codesOf); `relayError`:
 *   why the relays cannot be used ("relay-unreachable", "no-webrtc"), once known, and
 *   `relayText` its sentence. `reactions`: the quick reactions, once playing.
 *   `render`: draws the panel again (./host-panel.js).
 */

/**
 * The host's state when it opens: every seat waiting, no table yet.
 * @param {HostOptions} o @param {(st: HostState) => void} render draws the panel (./host-panel.js)
 * @returns {HostState}
 */
export function hostState(o, render) {
  const t = netTranslator(o.lang);
  /** A device's hints: the hard computer player in the worker, as for a person here. */
  const hinter = o.think ? hintDriver({ think: o.think }) : null;
  const session = new HostSession({
    game: o.game,
    api: o.engine,
    engine: () => gameOf(st),
    // The devices see the host's own seats under the host's name, not as "You".
    seats: o.seats.map((s) =>
      s.kind === "human" && s.name === t("you") ? { ...s, name: o.hostName || t("netHostSeat") } : { ...s },
    ),
    build: BUILD,
    // Through the transport of the moment: the relay's room, or the codes'.
    ...hostSends((peer) => transportOf(st, peer)),
    // The watchers' public view is the full engine's, loaded when the watch link opens.
    loadFull: () => (o.think ? o.think.full() : import(new URL("yotta.js", document.baseURI).href).then(initFull)),
    // The move was read by the engine (an object); the loop answers with the engine's result.
    apply: (seat, move) =>
      /** @type {Promise<import("./messages.js").Result> | import("./messages.js").Result} */ (
        st.remote.apply(seat, /** @type {object} */ (move))
      ),
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
    invites: o.seats.map(() => ({ round: -1, peer: null, link: "", code: "", error: "" })),
    /** The watchers' invitations by code (./host-watch.js). */
    watchInvites: [],
    relay: null,
    codes: null,
    relayError: "",
    relayText: "",
    reactions: null,
    render: () => render(st),
  };
  return st;
}

/**
 * The table's game: the engine's (an IotaGame or an OttawaGame; the loop types it only as
 * far as it reads it). Throws before the table is mounted.
 * @param {HostState} st @returns {import("./messages.js").GameHandle}
 */
export function gameOf(st) {
  if (!st.match) throw new Error("the game has not started");
  return /** @type {import("./messages.js").GameHandle} */ (st.match.game);
}

/**
 * The full engine module, initialised (a host without the worker's thinker).
 * @param {typeof import("../../yotta.js")} m
 */
async function initFull(m) {
  await m.default({ module_or_path: new URL("yotta_bg.wasm", document.baseURI) });
  return m;
}

/**
 * A device's hint: the worker loads the game as it is now and decides for the seat to
 * move (the protocol checked it is `seat`) from that seat's view only (O11).
 * @param {HostState} st @param {import("../seats/drivers.js").Driver} hinter
 * @param {number} seat @param {AbortSignal} signal
 */
export async function deviceHint(st, hinter, seat, signal) {
  if (!st.match) return refusal("not-started", "the game has not started");
  const game = gameOf(st);
  const save = game.save();
  const move = await hinter.move(
    {
      game: /** @type {import("../seats/drivers.js").MoveRequest["game"]} */ (st.o.game),
      seat,
      position: st.session.at,
      view: () => game.view(seat),
      save: () => save,
    },
    { signal },
  );
  return { ok: /** @type {const} */ (true), move };
}

/** What `window.yotta.state().net` reports. @param {HostState} st */
export function netState(st) {
  const { session, relay } = st;
  return {
    role: "host",
    transport: relay || (st.room && !st.relayError) ? "relay" : "codes",
    relayError: st.relayError,
    // One link (./relay.js): each network's path, and the announcements made on it.
    paths: relay?.paths() ?? { torrent: "off", nostr: "off", mqtt: "off" },
    announces: relay?.announces() ?? { torrent: 0, nostr: 0, mqtt: 0 },
    watchers: session.watchers.size,
    watching: session.watchers.open,
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
  st.codes?.close();
  st.reactions?.destroy();
  st.unlisten?.();
  for (const inv of st.invites) inv.peer?.pc.close();
  for (const w of st.watchInvites) w.peer?.pc.close();
  st.o.panel.replaceChildren();
}

/** Before the table: once every invited seat has come (or is a computer's), the host is ready. @param {HostState} st */
export function checkReady(st) {
  if (st.started || st.dead) return;
  const { session } = st;
  const all = session.seats.every((s, seat) => s.kind !== "remote" || session.states[seat] === "connected");
  if (all) st.o.onReady();
}
