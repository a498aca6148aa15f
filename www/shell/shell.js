// @ts-check
// The page shell: a top bar (menu, game name, "How to play", language), the screen
// below it (the menu or a game's table), the hot-seat screen, the "How to play"
// dialog, and the polite live region. It starts, resumes and saves games through the
// game descriptors of `games.js`, and knows no game's rules. The menu, the settings
// and "How to play" are all the first screen needs: a game's table, the review and
// multi-device play are loaded (dynamic `import()`) when they are opened.
//
// URL parameters start a game directly (links, tests): ./address.js lists them.
import { h } from "../ui/dom.js";
import { pickLanguage, pick, LANGS } from "../ui/i18n.js";
import { translator } from "./strings.js";
import { loadSettings, saveSettings, loadGame, storeGame, putAside, currentGame, storageWorks } from "../ui/storage.js";
import { renderMenu, seatsFor } from "./menu.js";
import { handoffDialog, howToDialog } from "./dialogs.js";
import { topBar } from "./bar.js";
import { mountGuestTable } from "./join.js";
import { savesOf, saveReason } from "./saving.js";
import { gameOfAddress, addressWithout, freshSeed } from "./address.js";
import { loadTable, tableOf } from "../games.js";
import { REVIEW_STRINGS } from "../review/strings.js";
import { reviewButton, menuSection, sourceOf } from "../review/entry.js";
import { storeLast, loadLast } from "../review/store.js";

/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */

/** What `window.yotta.state()` says while no game is on screen. */
const NO_GAME = Object.freeze({
  state: () => ({ game: null, view: null, busy: false, staged: [] }),
  play: () => ({ ok: false, error: { code: "bad-input", message: "no game on screen" } }),
});

/**
 * Mounts the shell into `app`.
 * @param {HTMLElement} app
 * `engine` is a promise of the engine module: the menu and "How to play" are shown
 * without it; a game's table is mounted once it is there.
 * @param {HTMLElement} app
 * @param {{ engine: Promise<any>, think: import("../worker/client.js").Thinker, games: GameDescriptor[], params: URLSearchParams }} opts
 * @returns {{ ready: Promise<void> }} resolves once the first screen has been drawn
 */
export function mountShell(app, { engine, think, games, params }) {
  /** The engine module once loaded (until then, a game waits for it). @type {any} */
  let loaded = null;
  engine.then(
    (e) => (loaded = e),
    () => {},
  );
  /** The full engine (the review's best plays) once loaded: the page's has no players. @type {any} */
  let full = null;
  /** The first screen's table, when the address or a saved game starts one. @type {Promise<void>} */
  let firstTable = Promise.resolve();
  /** Called when the menu's pictures have been drawn. @type {() => void} */
  let menuDrawn = () => {};
  let settings = loadSettings();
  /** @type {"en"|"ru"} */
  let lang = pickLanguage(params.get("lang"), settings.lang);
  if (params.get("lang")) {
    settings = { ...settings, lang };
    saveSettings(settings);
  }
  /** @type {(() => void) | null} */
  let unmount = null;
  /** @type {{ game: GameDescriptor, seats: any[], options: any, seed: string, data: any, rounds?: any[] } | null} */
  let running = null;
  /** @type {any} */
  let controller = null;
  /** True while the review is on screen. */
  let reviewing = false;
  /** @type {string | null} */
  let message = null;

  // --- the fixed parts -----------------------------------------------------------
  const status = h("div", { class: "sr-only", dataset: { role: "status" }, "aria-live": "polite", role: "status" });
  const bar = h("header", { class: "bar" });
  const screen = h("main", { class: "screen", id: "screen" });
  const overlay = h("div", { class: "overlay", hidden: true });
  app.replaceChildren(bar, screen, overlay, status);

  let lastAnnounce = "";
  /** @param {string} text */
  function announce(text) {
    // The same text twice in a row is still announced.
    status.textContent = text === lastAnnounce ? `${text}\u00a0` : text;
    lastAnnounce = status.textContent;
  }

  function t0() {
    return translator(lang, running ? [running.game.strings, REVIEW_STRINGS] : [REVIEW_STRINGS]);
  }

  function drawBar() {
    topBar(bar, { t: t0(), lang, game: running?.game ?? null, showMenu, showHowTo, setLanguage });
  }

  /** @param {"en"|"ru"} l */
  function setLanguage(l) {
    if (!LANGS.includes(l)) return;
    lang = l;
    settings = { ...settings, lang };
    saveSettings(settings);
    document.documentElement.lang = lang;
    if (running) {
      // The table is mounted again from its last saved state, in the new language.
      const r = running;
      startGame(r.game, { seats: r.seats, options: r.options, seed: r.seed, resume: r.data, rounds: r.rounds });
    } else if (reviewing) showReview(loadLast());
    else showMenu();
  }

  // --- screens -------------------------------------------------------------------
  function clear() {
    reviewing = false;
    overlay.hidden = true;
    overlay.replaceChildren();
    unmount?.();
    unmount = null;
    controller = null;
    /** @type {any} */ (window).yotta = NO_GAME;
    screen.replaceChildren();
  }

  function showMenu() {
    clear();
    running = null;
    document.title = "Yotta: Ётта · Оттава";
    drawBar();
    const t = t0();
    const savedGames = games.map((g) => g.id).filter((id) => loadGame(id).saved);
    unmount = renderMenu(screen, {
      games,
      lang,
      t,
      settings,
      message,
      savedGames,
      remembers: storageWorks(),
      onStart: (id, choice) => {
        const g = /** @type {GameDescriptor} */ (games.find((x) => x.id === id));
        message = null;
        startGame(g, {
          seats: seatsFor(choice.seats, choice.players, t),
          options: choice.options,
          seed: freshSeed(),
          resume: null,
        });
      },
      onResume: (id) => resume(id),
      onDiscard: (id) => {
        storeGame(id, null);
        showMenu();
      },
      onHowTo: (id) => showHowTo(/** @type {GameDescriptor} */ (games.find((x) => x.id === id))),
      // The table's code is fetched while the person reaches for Start, not after.
      onIntent: (id) => {
        const g = games.find((x) => x.id === id);
        if (g) loadTable(g).catch(() => {});
      },
      onSettings: (s) => {
        settings = { ...s, lang };
        saveSettings(settings);
      },
      onDrawn: () => menuDrawn(),
    });
    message = null;
    screen.classList.remove("playing");
    // Review the last game, open a record, the puzzle of the day (www/review/): above
    // the choice of a game, where it is seen without scrolling.
    const tiles = screen.querySelector(".menu .game-tiles");
    const place = (/** @type {HTMLElement} */ el) =>
      tiles?.previousElementSibling ? tiles.previousElementSibling.before(el) : screen.append(el);
    place(
      menuSection({
        t,
        lang,
        last: loadLast(),
        gameName: (id) => pick(games.find((g) => g.id === id)?.names ?? { en: id, ru: id }, lang),
        onReviewLast: () => showReview(loadLast()),
        onRecord: (last) => showReview(last),
        onError: (text) => {
          message = text;
          showMenu();
        },
        dailyHref: "?puzzle=daily",
      }),
    );
  }

  /**
   * The review of a finished game (www/review/); the address says `?review=last` so
   * that a reload shows it again.
   * @param {import("../review/store.js").LastGame | null} last
   */
  function showReview(last) {
    const source = last && sourceOf(last);
    const game = last && games.find((g) => g.id === last.game);
    if (!source || !game) return showMenu();
    // The review asks the engine (the best plays): it comes once the engine and the
    // review's code are there.
    if (!full || !review)
      return Promise.all([think.full().then((e) => (full = e)), loadReview()]).then(() => showReview(last));
    clear();
    running = null;
    drawBar();
    // The review speaks of the game's cards in the game's own words.
    const t = translator(lang, [REVIEW_STRINGS, game.strings]);
    const r = review.mountReview(screen, {
      engine: full,
      source,
      title: pick(game.names, lang),
      t,
      lang,
      announce,
      onBack: () => {
        setAddress(null);
        showMenu();
      },
      pageUrl: location.href,
    });
    if ("error" in r) {
      message = t("recordRefused", { why: r.error });
      return showMenu();
    }
    screen.classList.add("playing");
    controller = r.controller;
    /** @type {any} */ (window).yotta = controller;
    unmount = () => r.controller.destroy();
    // An opened record becomes the last game reviewed, so a reload shows it too.
    if (JSON.stringify(last) !== JSON.stringify(loadLast())) storeLast(last);
    setAddress("last");
    reviewing = true;
  }

  /** `?review=last` in the address, or none. @param {string | null} review */
  function setAddress(review) {
    const u = new URL(location.href);
    if (review) u.searchParams.set("review", review);
    else u.searchParams.delete("review");
    history.replaceState(null, "", u.href);
  }

  /** @param {string} id */
  function resume(id) {
    const g = games.find((x) => x.id === id);
    if (!g) return showMenu();
    const r = loadGame(id);
    if (r.error || !r.saved) {
      putAside(id);
      message = t0()("badSave", { reason: saveReason(r.error ?? "", t0()) });
      return showMenu();
    }
    return startGame(g, {
      seats: r.saved.seats,
      options: r.saved.options,
      seed: r.saved.seed,
      resume: r.saved.data,
      rounds: r.saved.rounds,
    });
  }

  /**
   * @param {GameDescriptor} game
   * @param {{ seats: any[], options: Record<string, any>, seed: string, resume: any, rounds?: any[] }} s
   * @returns {Promise<void>} settles once the table is mounted (or the game given up)
   */
  function startGame(game, s) {
    clear();
    running = {
      game,
      seats: s.seats,
      options: s.options,
      seed: s.seed,
      data: s.resume,
      rounds: s.resume ? (s.rounds ?? []) : [],
    };
    const run = running;
    drawBar();
    document.title = `${pick(game.names, lang)} · Yotta`;
    screen.classList.add("playing");
    const el = h("div", { class: "table-host", dataset: { game: game.id } });
    screen.append(el);
    // Seats on other devices: their invitations first, the table once they have joined.
    if (s.seats.some((x) => x.kind === "remote")) return startHosted(game, s, run, el);
    if (loaded && tableOf(game)) {
      mountTable(game, s, run, el, loaded);
      return Promise.resolve();
    }
    // The engine or the table's code is still on its way (a game opened by the
    // address, or a very quick tap): the table comes when both are there.
    el.append(h("p", { class: "loading" }, `${pick(game.names, lang)}…`));
    return Promise.all([engine, loadTable(game)]).then(([e]) => {
      if (running !== run) return;
      el.replaceChildren();
      mountTable(game, s, run, el, e);
    });
  }

  /**
   * A game with seats on other devices (www/net/host.js): the invitations, then the
   * table, whose remote seats' moves come from those devices.
   * @param {GameDescriptor} game
   * @param {{ seats: any[], options: Record<string, any>, seed: string, resume: any, net?: string[] | null }} s
   * @param {NonNullable<typeof running>} run @param {HTMLElement} el
   * @returns {Promise<void>} once the invitations are on screen
   */
  async function startHosted(game, s, run, el) {
    const t = t0();
    const [net, e] = await Promise.all([loadNet(), engine, loadTable(game)]);
    if (running !== run) return;
    // Changing the language mounts the table again, which would drop the connections:
    // a game played across devices keeps the language it started in.
    bar.querySelector('[data-role="lang"]')?.setAttribute("disabled", "");
    const panel = h("div", { class: "net-panel waiting", dataset: { role: "net-panel" } });
    screen.insertBefore(panel, el);
    const me = s.seats.find((x) => x.kind === "human");
    const host = net.createHost({
      game: game.id,
      gameName: pick(game.names, lang),
      seats: s.seats,
      hostName: me && me.name !== t("you") ? me.name : "",
      lang,
      panel,
      think,
      announce,
      onReady: () => {
        if (running !== run) return;
        panel.classList.remove("waiting");
        // The table names each guest as it named itself (its reply or its join), as the
        // guests' tables do, not "Guest N".
        const named = s.seats.map((x, i) =>
          x.kind === "remote" && run.seats[i]?.name ? { ...x, name: run.seats[i].name } : x,
        );
        // A remote seat's moves come from its device, through the host.
        mountTable(game, { ...s, seats: named }, run, el, e, {
          remote: (seat, index, deps) => host.driver(seat, index, deps),
        });
        // The host follows the table's turn loop: every move goes out to the devices.
        if (controller) host.start(controller.match, controller);
        netController(() => host.state(), { seatView: (/** @type {number} */ seat) => host.seatView(seat) });
      },
      relay: s.net ?? null, // one link (www/net/relay-host.js): the address's relays, else the settings' or the saved room
      resumed: !!s.resume,
      onSeatsChanged: (seats) => {
        // Saved with the game: a guest's name from its reply, a seat given to a computer.
        run.seats = seats.map((x, i) =>
          x.kind === "human" ? run.seats[i] : { kind: x.kind, level: x.level ?? "medium", name: x.name },
        );
      },
    });
    const un = unmount;
    unmount = () => {
      un?.();
      host.destroy();
    };
    if (!controller) netController(() => host.state(), {});
  }

  /**
   * `window.yotta` with `state().net` (and, on a host, `seatView(seat)`).
   * @param {() => any} net @param {Record<string, any>} more
   */
  function netController(net, more) {
    const c = controller;
    /** @type {any} */ (window).yotta = {
      ...(c ?? NO_GAME),
      ...more,
      state: () => ({ ...(c ?? NO_GAME).state(), net: net() }),
    };
  }

  /**
   * Joins a game hosted on another device (`#join=<code>`: www/net/guest.js; `#table=…`,
   * code "": www/net/relay-guest.js), then the game's table on the host's views.
   * @param {string} code
   */
  async function startJoin(code) {
    clear();
    running = null;
    drawBar();
    bar.querySelector('[data-role="lang"]')?.setAttribute("disabled", "");
    const t = t0();
    // Leaving the game: back to this device's own menu.
    bar.prepend(
      h(
        "button",
        { class: "bar-btn", dataset: { action: "menu" }, "aria-label": t("menu"), onclick: () => showMenu() },
        "☰",
        h("span", { class: "wide-only" }, ` ${t("menu")}`),
      ),
    );
    screen.classList.add("playing");
    screen.append(h("p", { class: "loading" }, "…"));
    // The game is known once the invitation is read: both tables are loaded.
    const [net, e] = await Promise.all([loadNet(), engine, ...games.map(loadTable)]);
    /** @type {any} */
    let table = null;
    const guest = (code ? net.startGuest : net.startRelayGuest)({
      code,
      hash: location.hash,
      screen,
      lang,
      gameName: (id) => pick(/** @type {GameDescriptor} */ (games.find((g) => g.id === id)).names, lang),
      guestName: "",
      announce,
      onTitle: (id) => {
        const g = games.find((x) => x.id === id);
        if (g) document.title = `${pick(g.names, lang)} · Yotta`;
      },
      mountTable: (id, parts) => {
        const g = /** @type {GameDescriptor} */ (games.find((x) => x.id === id));
        table = mountGuestTable(g, parts, {
          screen,
          engine: e,
          lang,
          t,
          announce,
          onExit: () => showMenu(),
          rematchNote: () => guest.rematchNote(),
        });
        return table;
      },
    });
    /** @type {any} */ (window).yotta = {
      state: () => ({ ...(table?.state() ?? NO_GAME.state()), view: guest.view(), net: guest.state() }),
      play: (/** @type {any} */ move) => guest.play(move),
    };
    unmount = () => {
      guest.destroy();
      // Back in the menu, a reload does not join again.
      history.replaceState(null, "", location.href.split("#")[0]);
    };
  }

  /**
   * @param {GameDescriptor} game
   * @param {{ seats: any[], options: Record<string, any>, seed: string, resume: any }} s
   * @param {NonNullable<typeof running>} run @param {HTMLElement} el @param {any} engine
   * @param {import("../games.js").GameConfig["driverFactories"]} [driverFactories] other kinds of seat (remote)
   */
  function mountTable(game, s, run, el, engine, driverFactories) {
    const t = t0();
    try {
      controller = /** @type {import("../games.js").GameTable} */ (tableOf(game)).mount(el, {
        engine,
        think,
        driverFactories,
        options: s.options,
        seats: s.seats,
        seed: s.seed,
        resume: s.resume ?? null,
        t,
        lang,
        announce,
        handoff: (name, note) => handoff(name, note),
        ...savesOf(run, game, engine, () => running === run),
        reviewButton: () => reviewButton(t, () => showReview(loadLast())),
        prefs: { ...(settings.perGame?.[game.id]?.prefs ?? {}) },
        savePrefs: (prefs) => {
          const per = settings.perGame?.[game.id] ?? {};
          settings = {
            ...settings,
            perGame: { ...settings.perGame, [game.id]: { ...per, prefs: { ...per.prefs, ...prefs } } },
          };
          saveSettings(settings);
        },
        onExit: () => showMenu(),
        onRematch: () => startGame(game, { seats: run.seats, options: run.options, seed: freshSeed(), resume: null }),
      });
    } catch (e) {
      console.warn("the saved game could not be resumed:", e);
      putAside(game.id);
      running = null;
      message = t("badSave", { reason: saveReason(e instanceof Error ? e.message : String(e), t) });
      return showMenu();
    }
    /** @type {any} */ (window).yotta = controller;
    const un = unmount;
    unmount = () => {
      controller?.destroy();
      un?.();
    };
  }

  // --- hot seat and "How to play" (./dialogs.js) ---------------------------------
  /** @param {string} name @param {string} [note] what happened since, shown above @returns {Promise<void>} */
  const handoff = (name, note) => handoffDialog(overlay, t0(), announce, name, note);
  /** @param {GameDescriptor} game */
  const showHowTo = (game) => howToDialog(overlay, t0(), game, lang);

  // --- start ---------------------------------------------------------------------
  document.documentElement.lang = lang;
  const fromUrl = games.find((g) => g.id === params.get("game"));
  const invitation = () =>
    location.hash.match(/^#join=([A-Za-z0-9_-]+)/)?.[1] ?? (/^#table=/.test(location.hash) ? "" : null);
  // A new invitation opened in this page (a rejoin: only the link's fragment changed).
  window.addEventListener("hashchange", () => {
    const again = invitation();
    if (again !== null) startJoin(again);
  });
  if (invitation() !== null) {
    firstTable = startJoin(/** @type {string} */ (invitation()));
  } else if (fromUrl) {
    firstTable = startGame(fromUrl, gameOfAddress(params, fromUrl, settings, lang));
    // A reload now resumes this game instead of dealing a new one.
    history.replaceState(null, "", addressWithout(location.href, fromUrl));
  } else if (params.get("review") === "last" && loadLast()) {
    firstTable = showReview(loadLast()) ?? firstTable;
  } else {
    const cur = currentGame();
    if (cur && games.some((g) => g.id === cur)) firstTable = resume(cur) ?? firstTable;
    else {
      // The first screen is ready once the menu's pictures are drawn too.
      firstTable = new Promise((resolve) => (menuDrawn = resolve));
      showMenu();
    }
  }
  return {
    ready: firstTable.then(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    ),
  };
}

/** The review (www/review/review.js) once loaded. @type {typeof import("../review/review.js") | null} */
let review = null;

/** Loads the review's code (its own chunk in a release build). */
function loadReview() {
  return import("../review/review.js").then((m) => (review = m));
}

/**
 * Multi-device play (www/net/net.js), loaded only when a game needs it: resolved
 * against the page, so that a release's bundle of the page does not include it.
 * @returns {Promise<any>}
 */
function loadNet() {
  return import(new URL("www/net/net.js", document.baseURI).href);
}
