// @ts-check
// The shell's games (www/shell/shell.js holds the state, `Shell`, and the screens): a
// new game or a resumed one mounted on its table, a game with seats on other devices
// (the host: www/net/host.js), and a game joined on another device (the guest:
// www/net/guest.js, www/net/relay-guest.js). Each is a function of the shell's state.
import { h } from "../ui/dom.js";
import { pick } from "../ui/i18n.js";
import { saveSettings, loadGame, putAside } from "../ui/storage.js";
import { NO_GAME } from "../ui/controller.js";
import { readLevel } from "../ui/levels.js";
import { loadTable, tableOf } from "../games.js";
import { reviewButton } from "../review/entry.js";
import { loadLast } from "../review/store.js";
import { freshSeed } from "./address.js";
import { mountGuestTable } from "./join.js";
import { savesOf, saveReason } from "./saving.js";
import { announce, clear, drawBar, handoff, onClear, shellT, showMenu, showReview } from "./shell.js";
import { followStats, loadStats } from "./stats.js";

/** @typedef {import("./shell.js").Shell} Shell */
/** @typedef {import("./shell.js").Running} Running */
/** @typedef {import("./shell.js").ShellSeat} ShellSeat */
/** @typedef {import("./shell.js").PageEngine} PageEngine */
/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */
/**
 * A game to start: its seats, options and seed, and the table's saved data to resume
 * from (null: a new game). `net`: the networks and relays of one link (multi-device play).
 * `clock`: the turn clock's seconds a turn (none, or 0: no clock; www/seats/clock.js).
 * @typedef {{ seats: ShellSeat[], options: Record<string, unknown>, seed: string, resume: unknown,
 *   rounds?: import("../games.js").RoundSummary[], net?: import("../net/relay-settings.js").NetParams | null,
 *   clock?: number }} GameStart
 * What a hosted table adds (multi-device play): the remote seats' drivers, the clock's
 * news to the devices, a seat given to a computer, the rematch.
 * @typedef {{ factories: Record<string, import("../seats/drivers.js").DriverFactory>,
 *   timed: (seat: number) => boolean, onTurn: (turn: import("../seats/clock.js").ClockTurn | null) => void,
 *   toComputer: (seat: number) => boolean, rematch: () => void }} Hosted
 */

/**
 * Resumes the game in progress of `id`, or says why it cannot be.
 * @param {Shell} s @param {string} id
 * @returns {Promise<void> | undefined}
 */
export function resume(s, id) {
  const g = s.games.find((x) => x.id === id);
  if (!g) return void showMenu(s);
  const r = loadGame(id);
  if (r.error || !r.saved) {
    putAside(id);
    s.message = shellT(s)("badSave", { reason: saveReason(r.error ?? "", shellT(s)) });
    return void showMenu(s);
  }
  return startGame(s, g, {
    seats: r.saved.seats,
    options: r.saved.options,
    seed: r.saved.seed,
    resume: r.saved.data,
    rounds: r.saved.rounds,
    clock: Number.isInteger(r.saved.clock) && Number(r.saved.clock) >= 5 ? r.saved.clock : 0,
  });
}

/**
 * @param {Shell} s @param {GameDescriptor} game @param {GameStart} start
 * @returns {Promise<void>} settles once the table is mounted (or the game given up)
 */
export function startGame(s, game, start) {
  clear(s);
  // The statistics follow the table from its first move: their module comes with it.
  loadStats(s);
  /** @type {Running} */
  const run = {
    game,
    seats: start.seats,
    options: start.options,
    seed: start.seed,
    data: start.resume,
    rounds: start.resume ? (start.rounds ?? []) : [],
    clock: start.clock ?? 0,
  };
  s.running = run;
  drawBar(s);
  document.title = `${pick(game.names, s.lang)} · Yotta`;
  s.screen.classList.add("playing");
  const el = h("div", { class: "table-host", dataset: { game: game.id } });
  s.screen.append(el);
  // Seats on other devices: their invitations first, the table once they have joined.
  if (start.seats.some((x) => x.kind === "remote")) return startHosted(s, start, run, el);
  if (s.loaded && tableOf(game) && (!run.clock || clockUi)) {
    mountTable(s, start, run, el, s.loaded);
    return Promise.resolve();
  }
  // The engine or the table's code is still on its way (a game opened by the
  // address, or a very quick tap): the table comes when both are there.
  el.append(h("p", { class: "loading" }, `${pick(game.names, s.lang)}…`));
  return Promise.all([s.engine, loadTable(game), run.clock ? loadClock() : null]).then(([e]) => {
    if (s.running !== run) return;
    el.replaceChildren();
    mountTable(s, start, run, el, e);
  });
}

/**
 * Mounts the running game's table in `el`; a save that cannot be resumed is put
 * aside, and the menu says why.
 * @param {Shell} s @param {GameStart} start @param {Running} run @param {HTMLElement} el
 * @param {PageEngine} engine
 * @param {Hosted} [hosted] a table with seats on other devices (their drivers: "remote")
 * @returns {() => void} what takes the table down (a rematch between devices mounts another)
 */
function mountTable(s, start, run, el, engine, hosted) {
  const t = shellT(s);
  const { game } = run;
  // The turn clock (its own chunk, loaded by then): a driver with a deadline per person's seat.
  const timed =
    run.clock && clockUi
      ? clockUi.mountClock({
          seconds: run.clock,
          screen: s.screen,
          lang: s.lang,
          names: () => run.seats.map((x) => x.name),
          think: s.think,
          ...(hosted ? { onTurn: hosted.onTurn, toComputer: hosted.toComputer } : {}),
        })
      : null;
  const driverFactories = timed ? timed.factories(hosted?.factories, hosted?.timed) : hosted?.factories;
  let controller;
  try {
    controller = /** @type {import("../games.js").GameTable} */ (tableOf(game)).mount(el, {
      engine,
      think: s.think,
      options: start.options,
      seats: /** @type {import("../games.js").Seat[]} */ (start.seats),
      seed: start.seed,
      resume: start.resume ?? null,
      t,
      lang: s.lang,
      announce: (text) => announce(s, text),
      handoff: (name, note) => handoff(s, name, note),
      ...savesOf(run, engine, () => s.running === run),
      reviewButton: () => reviewButton(t, () => showReview(s, loadLast())),
      prefs: { ...(s.settings.perGame?.[game.id]?.prefs ?? {}) },
      savePrefs: (prefs) => savePrefs(s, game, prefs),
      onExit: () => showMenu(s),
      onRematch:
        hosted?.rematch ??
        (() =>
          startGame(s, game, {
            seats: run.seats,
            options: run.options,
            seed: freshSeed(),
            resume: null,
            clock: run.clock,
          })),
      ...(driverFactories ? { driverFactories } : {}),
    });
  } catch (e) {
    timed?.destroy();
    console.warn("the saved game could not be resumed:", e);
    putAside(game.id);
    s.running = null;
    s.message = t("badSave", { reason: saveReason(e instanceof Error ? e.message : String(e), t) });
    showMenu(s);
    return () => {};
  }
  s.controller = controller;
  s.show(controller);
  timed?.attach(controller);
  let up = true;
  const down = () => {
    if (!up) return;
    up = false;
    controller.destroy();
    timed?.destroy();
  };
  onClear(s, down);
  onClear(s, followStats(s, run, controller.match));
  return down;
}

/**
 * Remembers a table's new preferences, merged into the settings (never the page's
 * language: another screen may have changed it).
 * @param {Shell} s @param {GameDescriptor} game @param {Record<string, unknown>} prefs
 */
function savePrefs(s, game, prefs) {
  const per = s.settings.perGame?.[game.id] ?? {};
  s.settings = {
    ...s.settings,
    perGame: { ...s.settings.perGame, [game.id]: { ...per, prefs: { ...per.prefs, ...prefs } } },
  };
  saveSettings(s.settings);
}

/**
 * A game with seats on other devices (www/net/host.js): the invitations, then the
 * table, whose remote seats' moves come from those devices.
 * @param {Shell} s @param {GameStart} start @param {Running} run @param {HTMLElement} el
 * @returns {Promise<void>} once the invitations are on screen
 */
async function startHosted(s, start, run, el) {
  const t = shellT(s);
  const { game } = run;
  const { lang } = s;
  const [net, e] = await Promise.all([loadNet(), s.engine, loadTable(game), run.clock ? loadClock() : null]);
  if (s.running !== run) return;
  // Changing the language mounts the table again, which would drop the connections:
  // a game played across devices keeps the language it started in.
  s.bar.querySelector('[data-role="lang"]')?.setAttribute("disabled", "");
  const panel = h("div", { class: "net-panel waiting", dataset: { role: "net-panel" } });
  s.screen.insertBefore(panel, el);
  const me = start.seats.find((x) => x.kind === "human");
  /** Takes the table on screen down (a rematch deals the next one on the same connections). */
  let down = () => {};
  /**
   * The table, on `deal`: the first game, or a rematch (the same seats and connections).
   * @param {GameStart} deal
   */
  const play = (deal) => {
    down();
    el.replaceChildren();
    // The table names each guest as it named itself (its reply or its join), as the
    // guests' tables do, not "Guest N".
    const named = deal.seats.map((x, i) =>
      x.kind === "remote" && run.seats[i]?.name ? { ...x, name: run.seats[i].name } : x,
    );
    const isRemote = (/** @type {number} */ seat) => host.session.seats[seat]?.kind === "remote";
    down = mountTable(s, { ...deal, seats: named }, run, el, e, {
      factories: { remote: (seat, index, deps) => host.driver(seat, index, deps) },
      timed: isRemote,
      onTurn: (turn) => host.clock(turn),
      toComputer: (seat) => {
        if (!isRemote(seat)) return false;
        host.toComputer(seat);
        return true;
      },
      // The guests are asked (www/net/host-rematch.js); the new deal once they have answered.
      rematch: () =>
        host.rematch(() => {
          if (s.running !== run) return;
          Object.assign(run, { seed: freshSeed(), data: null, rounds: [] });
          play({ ...start, seats: run.seats, seed: run.seed, resume: null });
        }),
    });
    // The host follows the table's turn loop: every move goes out to the devices.
    const c = s.controller;
    if (c) host.start(c.match, c);
    s.show(
      netPart(c, () => host.state(), {
        seatView: (/** @type {number} */ seat) => host.seatView(seat),
        publicView: () => host.publicView(),
      }),
    );
  };
  const host = net.createHost({
    game: game.id,
    engine: e,
    gameName: pick(game.names, lang),
    seats: start.seats,
    hostName: me && me.name !== t("you") ? me.name : "",
    lang,
    panel,
    think: s.think,
    announce: (/** @type {string} */ text) => announce(s, text),
    onReady: () => {
      if (s.running !== run) return;
      panel.classList.remove("waiting");
      play(start);
    },
    relay: start.net ?? null, // one link (www/net/relay-host.js): the address's networks, else the settings' or the saved room
    resumed: !!start.resume,
    onSeatsChanged: (seats) => {
      // Saved with the game: a guest's name from its reply, a seat given to a computer.
      run.seats = seats.map((x, i) =>
        x.kind === "human" ? run.seats[i] : { kind: x.kind, level: readLevel(x.level), name: x.name },
      );
    },
  });
  onClear(s, () => host.destroy());
  if (!s.controller) s.show(netPart(null, () => host.state(), {}));
}

/**
 * What answers as the page's controller in multi-device play: the table's (or none
 * yet), with `state().net` (and, on a host, `seatView(seat)`).
 * @param {import("../ui/controller.js").PagePart | null} c @param {() => unknown} net
 * @param {Record<string, unknown>} more
 * @returns {import("../ui/controller.js").PagePart}
 */
function netPart(c, net, more) {
  const base = c ?? NO_GAME;
  return { ...base, ...more, state: () => ({ ...base.state(), net: net() }) };
}

/**
 * Joins a game hosted on another device (`#join=<code>`: www/net/guest.js; `#table=…`,
 * code "": www/net/relay-guest.js), then the game's table on the host's views.
 * @param {Shell} s @param {string} code
 */
export async function startJoin(s, code) {
  clear(s);
  s.running = null;
  drawBar(s);
  s.bar.querySelector('[data-role="lang"]')?.setAttribute("disabled", "");
  const t = shellT(s);
  const { screen, lang, games } = s;
  // Leaving the game: back to this device's own menu.
  s.bar.prepend(
    h(
      "button",
      { class: "bar-btn", dataset: { action: "menu" }, "aria-label": t("menu"), onclick: () => showMenu(s) },
      "☰",
      h("span", { class: "wide-only" }, ` ${t("menu")}`),
    ),
  );
  screen.classList.add("playing");
  screen.append(h("p", { class: "loading" }, "…"));
  // The game is known once the invitation is read: both tables are loaded.
  const [net, e] = await Promise.all([loadNet(), s.engine, ...games.map(loadTable)]);
  const gameOf = (/** @type {string} */ id) => /** @type {GameDescriptor} */ (games.find((g) => g.id === id));
  /** @type {import("../games.js").GameController | null} */
  let table = null;
  /** @type {Promise<ReturnType<typeof import("./clock-ui.js").guestClock>> | null} the host's clock, once it is told */
  let clock = null;
  const guest = (code ? net.startGuest : net.startRelayGuest)({
    code,
    hash: location.hash,
    engine: e,
    screen,
    lang,
    gameName: (/** @type {string} */ id) => pick(gameOf(id).names, lang),
    guestName: "",
    announce: (/** @type {string} */ text) => announce(s, text),
    onTitle: (/** @type {string} */ id) => {
      const g = games.find((x) => x.id === id);
      if (g) document.title = `${pick(g.names, lang)} · Yotta`;
    },
    mountTable: (/** @type {string} */ id, /** @type {import("./join.js").GuestParts} */ parts) => {
      table = mountGuestTable(gameOf(id), parts, {
        screen,
        engine: e,
        lang,
        t,
        announce: (text) => announce(s, text),
        onExit: () => showMenu(s),
        rematchNote: () => guest.rematchNote(),
      });
      return table;
    },
    onClock: (/** @type {Record<string, unknown>} */ msg) => {
      // The host's clock: the ring comes with its code, at the first news of it.
      clock ??= loadClock().then((ui) =>
        ui.guestClock(screen, {
          places: () => table,
          lang,
          name: (seat) => String(guest.session?.seats?.[seat]?.name ?? ""),
        }),
      );
      clock.then((c) => {
        if (s.unmount === unmount) c.receive(msg);
      });
    },
    onLeave: () => showMenu(s),
  });
  s.show({
    state: () => ({ ...(table?.state() ?? NO_GAME.state()), view: guest.view(), net: guest.state() }),
    play: (move) => guest.play(move),
  });
  const unmount = () => {
    guest.destroy();
    clock?.then((c) => c.destroy());
    // Back in the menu, a reload does not join again.
    history.replaceState(null, "", location.href.split("#")[0]);
  };
  s.unmount = unmount;
}

/** The turn clock on screen (./clock-ui.js), once loaded. @type {typeof import("./clock-ui.js") | null} */
let clockUi = null;

/** Loads the turn clock's code (a chunk of its own in a release build). */
function loadClock() {
  return import("./clock-ui.js").then((m) => {
    clockUi = m;
    return m;
  });
}

/**
 * Multi-device play (www/net/net.js), loaded only when a game needs it: resolved
 * against the page, so that a release's bundle of the page does not include it.
 * @returns {Promise<typeof import("../net/net.js")>}
 */
function loadNet() {
  return import(new URL("www/net/net.js", document.baseURI).href);
}
