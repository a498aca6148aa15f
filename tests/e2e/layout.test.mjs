// Every control on screen, in every state: the tables walked through their states
// (2–4 Ётта seats, 2–7 Оттава seats, long Russian names, the coach's notice, the heat map on, the
// hot-seat screen and the table after it, a host's invitations while it waits for a
// (2–4 Ётта seats, 2–7 Оттава seats, long Russian names, the coach's notice, the
// hot-seat screen and the table after it, the trainer of each game (www/train/), a host's invitations while it waits for a
// device, the host's table with a device connected, that device's own table, the
// host's table once the device left and it invites again), each judged at 1280×800,
// 1024×768, 390×844, 360×740 and 844×390 by tests/e2e/layout.mjs in the page: every
// button, select, input and link, the hand and the status line inside the viewport,
// not covered by another element, not clipped. The viewport is resized in one page
// (the tables lay themselves out again on a resize); a screenshot of each state and
// size lands in screenshots/<engine>/layout-<state>-<size>.png. Written once for the
// three engines (tests/e2e/browser.mjs); the states with a device connected need
// WebRTC between two profiles of the engine (not in WebKitGTK: its host's invitation
// says so, and that is judged too).
import assert from "node:assert/strict";
import { before, after } from "node:test";
import { launchEngine, engineTest, open, shot, nextFrame } from "./lib.mjs";
import { layoutProblems, layoutSignature, SIZES } from "./layout.mjs";
import { ENGINE } from "./browser.mjs";
import { startRelay, joinByTableLink, tableLink, problems } from "./relay-helpers.mjs";

/** Why an engine cannot show a state with a device connected. */
const NO_PEERS = {
  webkit: "WebKitGTK is built without WebRTC: no device can connect",
};

/** Long names, as a person may type them (the menu takes 24 characters). */
const LONG_RU = [
  "Анастасия Владиславовна",
  "Константин Мефодьевич",
  "Александра Вячеславовна",
  "Евлампий Феоктистович",
  "Ярослава Святославовна",
  "Велимир Всеволодович",
  "Феофилакт Серафимович",
];

/** Waits until the table is still and, if `turn`, the seat on screen is to play. */
async function settled(page, turn = true) {
  await page.waitForFunction(
    (turn) => {
      const s = window.yotta?.state?.();
      if (!s?.view || s.busy) return false;
      const v = s.view;
      return !turn || v.over || v.roundOver || v.toMove === v.seat;
    },
    turn,
    { timeout: 60000 },
  );
}

/**
 * Judges the page at every size; returns the problems, each with its size. A screenshot
 * of each size is saved as layout-<scene>-<w>x<h>.png.
 * @param {import("playwright-core").Page} page @param {string} scene
 */
async function judgeAllSizes(page, scene) {
  const found = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await laidOut(page);
    const r = await page.evaluate(layoutProblems);
    const tag = `${size.width}x${size.height}`;
    await shot(page, `layout-${scene}-${tag}`);
    // A table has its buttons, hand and status line; a dialog at least its button.
    assert.ok(r.judged >= (r.dialog ? 1 : 3), `${scene} at ${tag}: only ${r.judged} things to judge`);
    for (const p of r.problems) found.push(`${tag}: ${p}`);
  }
  // A table lays out again on the frames after a resize: an error it makes then is this state's.
  await laidOut(page);
  return found;
}

/**
 * Waits until the page has laid itself out: the same layout (layoutSignature) in two
 * frames running, after at least two frames (instead of fixed pauses of 150 and 400 ms).
 * @param {import("playwright-core").Page} page
 */
async function laidOut(page) {
  let last = null;
  for (let i = 0; i < 60; i++) {
    await nextFrame(page);
    const now = await page.evaluate(layoutSignature);
    if (i > 0 && now === last) return;
    last = now;
  }
  // Still moving after 60 frames (a card in flight, a computer's turn): judged as it is.
}

/** Fails with every problem found, one a line. */
function noProblems(scene, found) {
  assert.deepEqual(found, [], `${scene}: ${found.length} layout problems:\n  ${found.join("\n  ")}`);
}

/**
 * Stores `settings` as the page's saved settings before its first visit, as a person's
 * earlier visit would have: an init script writes them into a profile that has none
 * (no visit and reload: in Firefox, a reload while the first visit still loads its
 * parts logs an error of the aborted load, at main.js, with no text).
 */
async function withSettings(b, settings) {
  await b.page.addInitScript((s) => {
    try {
      if (!localStorage.getItem("yotta.settings.v1")) localStorage.setItem("yotta.settings.v1", s);
    } catch {
      // Firefox runs it in its first blank page too, which has no storage.
    }
  }, JSON.stringify(settings));
}

/** Opens the menu with the settings of withSettings, and checks it took them. */
async function openWith(b, settings) {
  await withSettings(b, settings);
  await open(b.page, b.url);
  assert.equal(
    await b.page.evaluate(() => document.documentElement.lang),
    settings.lang,
    "the stored settings were read",
  );
}

/**
 * Starts a game from the menu with stored choices (names are typed in the menu, not
 * given in the address).
 */
async function fromMenu(b, game, lang, players, seats) {
  await openWith(b, { lang, game, perGame: { [game]: { players, seats } } });
  await b.page.click("[data-action=start]");
}

/** One state of a page, judged at every size. */
function scene(name, setUp, opts = {}, skip = {}) {
  engineTest(`layout: ${name}`, { skip, timeout: 240000 }, async (engine) => {
    const b = await launchEngine(engine, { reducedMotion: "reduce", ...opts });
    // Where a page error came from (the problems list keeps its message only).
    if (typeof b.page.on === "function")
      b.page.on("pageerror", (e) => console.log(`page error in ${name}: ${e.stack}`));
    /** @type {any[]} */
    const others = [];
    try {
      const page = (await setUp(b, others)) ?? b.page;
      noProblems(name, await judgeAllSizes(page, name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()));
      assert.deepEqual(b.problems, []);
      for (const o of others) assert.deepEqual(o.problems, [], "the guest's page");
    } finally {
      for (const o of others) await o.close();
      await b.close();
    }
  });
}

// --- the menu ----------------------------------------------------------------------
scene("the menu, Оттава with seven seats, one on another device, in Russian", async (b) => {
  await openWith(b, {
    lang: "ru",
    game: "ottawa",
    perGame: {
      ottawa: {
        players: 7,
        seats: LONG_RU.map((name, i) => ({ kind: i === 0 ? "human" : i === 1 ? "remote" : "ai", level: "easy", name })),
      },
    },
  });
});

// --- against the computer ---------------------------------------------------------
for (const players of [2, 3]) {
  scene(`iota, ${players} seats`, async (b) => {
    await open(b.page, `${b.url}?game=iota&players=${players}&ai=easy&seed=layout-${players}&lang=en`);
    await settled(b.page);
  });
}
scene("iota, 4 seats, long Russian names", async (b) => {
  await fromMenu(
    b,
    "iota",
    "ru",
    4,
    LONG_RU.slice(0, 4).map((name, i) => ({ kind: i ? "ai" : "human", level: "easy", name })),
  );
  await settled(b.page);
});
scene("iota, the coach's notice in Russian", async (b) => {
  await open(b.page, `${b.url}?game=iota&players=3&ai=easy&coach=1&seed=layout-coach&lang=ru`);
  await settled(b.page);
  const move = await b.page.evaluate(async () => (await window.yotta.suggest("easy")).move);
  await b.page.evaluate((m) => window.yotta.play(m), move);
  // The coach's best-turn search runs in the worker: up to a minute with the browser
  // tests of three engines side by side on a crowded machine.
  await b.page.waitForFunction(
    () => /Лучший ход|лучший ход/.test(document.querySelector("[data-role=info]")?.textContent ?? ""),
    null,
    { timeout: 60000 },
  );
});
// The heat map on (www/iota/heat.js): its legend and the coloured cells over the grid,
// in Russian (the toggle's longer word).
scene("iota, heat-map-on", async (b) => {
  await open(b.page, `${b.url}?game=iota&players=2&ai=easy&seed=layout-heat&lang=ru`);
  // A few turns first: a grid whose cells score differently.
  for (let turn = 0; turn < 3; turn++) {
    await settled(b.page);
    const move = await b.page.evaluate(async () => (await window.yotta.suggest("easy")).move);
    await b.page.evaluate((m) => window.yotta.play(m), move);
  }
  await settled(b.page);
  await b.page.click("[data-action=heat]");
  await b.page.waitForFunction(() => Array.isArray(window.yotta.state().heat), null, { timeout: 60000 });
});
// --- the trainer (www/train/) ------------------------------------------------------
/** Waits for the trainer's drill `n` on a still table. */
async function drillShown(page, n = 1) {
  await page.waitForFunction((n) => window.yotta?.drill?.()?.n === n, n, { timeout: 60000 });
  await settled(page);
}
scene("the trainer, Ётта, the best play, in Russian", async (b) => {
  await open(b.page, `${b.url}?train=iota&kind=best&seed=layout&lang=ru`);
  await drillShown(b.page);
});
scene("the trainer, Ётта, a dead cell answered", async (b) => {
  await open(b.page, `${b.url}?train=iota&kind=dead&seed=layout&lang=en`);
  await drillShown(b.page);
  // A tap on the first cell offered: the verdict and its words under the table.
  const cell = await b.page.evaluate(() => window.yotta.drill().position.choices[0]);
  const at = await b.page.evaluate(([x, y]) => window.yotta.cellCenter(x, y), cell);
  await b.page.mouse.click(at.x, at.y);
  await b.page.waitForSelector("[data-role=drill-result][data-correct]");
});
scene("the trainer, Оттава, a verdict in Russian", async (b) => {
  await open(b.page, `${b.url}?train=ottawa&seed=layout&lang=ru`);
  await drillShown(b.page);
  const at = await b.page.evaluate(() => window.yotta.handCardCenter(0));
  await b.page.mouse.click(at.x, at.y);
  await b.page.click("[data-action=check]");
  await b.page.waitForSelector("[data-role=drill-result][data-correct]");
});

for (const players of [2, 3, 4, 5, 6]) {
  scene(`ottawa, ${players} seats`, async (b) => {
    await open(b.page, `${b.url}?game=ottawa&players=${players}&ai=easy&seed=layout-${players}&lang=en`);
    await settled(b.page);
  });
}
scene("ottawa, 7 seats, long Russian names", async (b) => {
  await fromMenu(
    b,
    "ottawa",
    "ru",
    7,
    LONG_RU.map((name, i) => ({ kind: i ? "ai" : "human", level: "easy", name })),
  );
  await settled(b.page);
});

// --- two people on one device -----------------------------------------------------
for (const game of ["iota", "ottawa"]) {
  scene(`${game}, the hot-seat screen`, async (b) => {
    await open(b.page, `${b.url}?game=${game}&players=2&humans=2&seed=layout-hot&lang=ru`);
    await b.page.waitForSelector("[data-action=ready]", { state: "visible" });
  });
  scene(`${game}, hot seat, the table after the hand-over`, async (b) => {
    await open(b.page, `${b.url}?game=${game}&players=3&humans=2&ai=easy&seed=layout-hot&lang=en`);
    await b.page.click("[data-action=ready]");
    await settled(b.page);
  });
}

// --- the turn clock: its ring by the name of the seat whose time runs (www/shell/clock-ui.js)
for (const game of ["iota", "ottawa"]) {
  scene(`${game}, hot seat, the clock ring`, async (b) => {
    await open(b.page, `${b.url}?game=${game}&players=3&humans=2&ai=easy&clock=120&seed=layout-clock&lang=ru`);
    await b.page.click("[data-action=ready]");
    await settled(b.page);
    await b.page.waitForSelector('[data-role="clock"][data-left]:not([hidden])');
  });
}

// --- seats on other devices ---------------------------------------------------------
/** A guest device opens the invitation of `seat`, the host pastes its reply; returns the guest. */
async function join(host, seat, others) {
  const a = host.page.locator(`[data-role="invite"][data-seat="${seat}"] a[data-role="invite-link"]`);
  await a.waitFor({ timeout: 20000 });
  const guest = await launchEngine(host.engine, {
    webrtc: true,
    mdns: false,
    serve: false,
    origin: new URL(host.url).origin,
    reducedMotion: "reduce",
  });
  others.push(guest);
  await open(guest.page, await a.getAttribute("href"));
  const code = guest.page.locator('[data-role="reply-code"]');
  await code.waitFor({ timeout: 20000 });
  // The reply pasted (as a value: typing it key by key is slow in some engines).
  const reply = (await code.textContent()).trim();
  await host.page.evaluate(
    ([sel, v]) => {
      /** @type {HTMLInputElement} */ (document.querySelector(sel)).value = v;
    },
    [`[data-role="reply-input"][data-seat="${seat}"]`, reply],
  );
  await host.page.locator(`[data-action="accept-reply"][data-seat="${seat}"]`).click();
  await host.page.waitForSelector(`[data-role="seat-status"][data-seat="${seat}"][data-state="connected"]`, {
    timeout: 20000,
  });
  return guest;
}

for (const [game, seats] of [
  ["iota", "you,remote,easy"],
  ["ottawa", "you,remote,easy,easy"],
]) {
  const address = (b) => `${b.url}?game=${game}&seats=${seats}&seed=layout-net&lang=en`;
  scene(
    `${game}, host, the invitation while it waits`,
    async (b) => {
      await open(b.page, address(b));
      // The invitation, or (without WebRTC) the sentence saying this browser cannot invite.
      await b.page.waitForSelector(
        '[data-role="invite"] a[data-role="invite-link"], [data-role="invite"] [data-role="net-error"]',
        { timeout: 20000 },
      );
    },
    { webrtc: true, mdns: false },
  );
  scene(
    `${game}, host, a device connected`,
    async (b, others) => {
      await open(b.page, address(b));
      await join(b, 1, others);
      await settled(b.page, false);
    },
    { webrtc: true, mdns: false },
    NO_PEERS,
  );
  scene(
    `${game}, the guest's table`,
    async (b, others) => {
      await open(b.page, address(b));
      const guest = await join(b, 1, others);
      // The guest's table is up (it waits for the host's moves, so it may stay busy).
      // (A boolean: an element is not a value every engine's driver hands back.)
      await guest.page.waitForFunction(() =>
        Boolean(
          window.yotta.state().net?.connected &&
            window.yotta.state().view &&
            document.querySelector(".iota-hand button, .ot-canvas"),
        ),
      );
      await settled(b.page, false);
      await nextFrame(guest.page);
      return guest.page;
    },
    { webrtc: true, mdns: false },
    NO_PEERS,
  );
  scene(
    `${game}, host, the device left and is invited again`,
    async (b, others) => {
      await open(b.page, address(b));
      const guest = await join(b, 1, others);
      await settled(b.page, false);
      others.splice(others.indexOf(guest), 1);
      await guest.close();
      await b.page.waitForSelector('[data-role="seat-status"][data-seat="1"][data-state="disconnected"]', {
        timeout: 30000,
      });
      await b.page.click('[data-action="reinvite"][data-seat="1"]');
      await b.page.locator('[data-role="invite"] a[data-role="invite-link"]').waitFor({ timeout: 20000 });
    },
    { webrtc: true, mdns: false },
    NO_PEERS,
  );
}

// --- one link for the whole table (the local relay, scripts/relay.mjs) -----------------
// The host of "Invite with one link" (`?net=relay&relays=…`): its table link and the
// per-seat links and QR codes; a guest of the table link: the join page (name and Join),
// the wait for the host ("Waiting for … to start (N of M seats taken)"), its table with
// the quick reactions once the game runs; the host's table with a seat reconnecting.
// One relay serves the whole file; each state waits for what it shows and fails when it
// never appears. WebKitGTK has no WebRTC: these states skip there, as the ones above.
/** @type {Awaited<ReturnType<typeof startRelay>> | undefined} */
let relay;
before(async () => {
  if (!NO_PEERS[ENGINE]) relay = await startRelay();
});
after(async () => {
  await relay?.close();
});

/** The host's address of a game hosted with one link over the local relay. */
const oneLink = (b, game, seats) =>
  `${b.url}?game=${game}&seats=${seats}&seed=layout-link&lang=en&net=relay&relays=${encodeURIComponent(relay.url)}`;

/**
 * A test of the one-link mode: `walk(b, judge, others)` brings pages to their states and
 * calls `await judge(page, name)` in each; every state is judged at every size, and the
 * test fails with all the problems found (the page's own problems too, less the relay's
 * WebSocket, which Firefox's recorder lists as a request to another origin).
 * @param {string} name
 * @param {(b: any, judge: (page: any, state: string) => Promise<void>, others: any[]) => Promise<void>} walk
 */
function linkScene(name, walk) {
  engineTest(`layout: ${name}`, { skip: NO_PEERS, timeout: 360000 }, async (engine) => {
    const b = await launchEngine(engine, { webrtc: true, mdns: false, reducedMotion: "reduce" });
    if (typeof b.page.on === "function")
      b.page.on("pageerror", (e) => console.log(`page error in ${name}: ${e.stack}`));
    /** @type {any[]} */
    const others = [];
    /** @type {string[]} */
    const found = [];
    let judged = 0;
    try {
      await walk(
        b,
        async (page, state) => {
          judged++;
          const tag = state.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
          for (const p of await judgeAllSizes(page, tag)) found.push(`${state}: ${p}`);
        },
        others,
      );
      assert.ok(judged > 0, `${name}: no state judged`);
      noProblems(name, found);
      assert.deepEqual(problems(b, relay?.url), []);
      for (const o of others) assert.deepEqual(problems(o, relay?.url), [], "a guest's page");
    } finally {
      for (const o of others) await o.close();
      await b.close();
    }
  });
}

/** A guest device of the host `b` (a profile of its own, same site). */
async function linkGuest(b, others) {
  const g = await launchEngine(b.engine, {
    webrtc: true,
    mdns: false,
    serve: false,
    origin: new URL(b.url).origin,
    reducedMotion: "reduce",
  });
  others.push(g);
  return g;
}

/** Waits for `sel` on `page`; fails saying what never appeared. */
async function appears(page, sel, what, timeout = 30000) {
  try {
    await page.waitForSelector(sel, { state: "visible", timeout });
  } catch (e) {
    assert.fail(`${what} never appeared (${sel}): ${e.message}`);
  }
}

/**
 * The host's table names each guest by the name it typed (as the guests' tables do), not
 * "Guest N": the table's text, the invitation panel and the reaction bubbles left out.
 */
async function hostNames(b, names) {
  const text = await b.page.evaluate(() => {
    const body = /** @type {HTMLElement} */ (document.body.cloneNode(true));
    for (const e of body.querySelectorAll('[data-role="net-panel"], .net-bubbles, script')) e.remove();
    return body.textContent ?? "";
  });
  for (const name of names)
    assert.ok(
      text.includes(name),
      `the host's table does not name ${name}: ${text.replace(/\s+/g, " ").slice(0, 300)}`,
    );
  assert.doesNotMatch(text, /Guest \d/, "the host's table still says Guest N for a guest who typed a name");
}

/** The guest's table is up with the reactions strip. */
async function guestTable(g) {
  await g.page.waitForFunction(
    () =>
      Boolean(
        window.yotta.state().net?.connected &&
          window.yotta.state().view &&
          document.querySelector(".iota-hand button, .ot-canvas"),
      ),
    null,
    { timeout: 30000 },
  );
  await appears(g.page, '[data-action="react"]', "the guest's reactions strip");
  await nextFrame(g.page);
}

for (const [game, seats] of [
  ["iota", "you,remote,remote"],
  ["ottawa", "you,remote,remote,easy"],
]) {
  linkScene(`${game}, one link, host: the table link and two seats' links`, async (b, judge) => {
    await open(b.page, oneLink(b, game, seats));
    await appears(b.page, 'a[data-role="table-link"]', "the table link");
    for (const seat of [1, 2])
      await appears(b.page, `a[data-role="invite-link"][data-seat="${seat}"]`, `seat ${seat}'s link`);
    await judge(b.page, `${game}-link-host-invites`);
  });
}

linkScene(
  "ottawa, one link, guest: the join page, the wait, the table with reactions; the host's table",
  async (b, judge, others) => {
    await open(b.page, oneLink(b, "ottawa", "you,remote,remote"));
    const link = await tableLink(b);
    const g1 = await linkGuest(b, others);
    await open(g1.page, link);
    await appears(g1.page, '[data-role="guest-name"]', "the name input of the join page");
    await appears(g1.page, '[data-action="join"]', "the join button");
    await judge(g1.page, "ottawa-link-guest-join");
    await g1.page.locator('[data-role="guest-name"]').fill("Sam");
    await g1.page.locator('[data-action="join"]').click();
    await g1.page.waitForFunction(
      () =>
        /Waiting for .* to start \(2 of 3 seats taken\)/.test(
          document.querySelector('[data-role="net-status"]')?.textContent ?? "",
        ),
      null,
      { timeout: 30000 },
    );
    await judge(g1.page, "ottawa-link-guest-waiting");
    const g2 = await linkGuest(b, others);
    await joinByTableLink(g2, link, "Kim");
    await b.page.waitForFunction(
      () => Boolean(window.yotta.state().view && window.yotta.state().net.seats.every((s) => s.state === "connected")),
      null,
      { timeout: 30000 },
    );
    await guestTable(g1);
    await judge(g1.page, "ottawa-link-guest-table");
    await appears(b.page, '[data-action="react"]', "the host's reactions strip");
    await judge(b.page, "ottawa-link-host-table");
    await hostNames(b, []);
  },
);

linkScene(
  "iota, one link, guest: the table with reactions and a reaction shown; the host's table",
  async (b, judge, others) => {
    await open(b.page, oneLink(b, "iota", "you,remote"));
    const link = await tableLink(b);
    const g = await linkGuest(b, others);
    await joinByTableLink(g, link, "Анастасия Владиславовна");
    await guestTable(g);
    // The host reacts: its bubble shows by the host's name on the guest's table.
    await b.page.click('[data-action="react"]');
    await appears(g.page, '[data-role="reaction"][data-seat="0"]', "the host's reaction on the guest's table");
    await judge(g.page, "iota-link-guest-table");
    // The host waits for the guest's move (its table stays busy): its table and strip are up.
    await b.page.waitForFunction(
      () => Boolean(window.yotta.state().view && document.querySelector(".iota-hand button")),
      null,
      { timeout: 30000 },
    );
    await appears(b.page, '[data-action="react"]', "the host's reactions strip");
    await judge(b.page, "iota-link-host-table");
    await hostNames(b, ["Анастасия Владиславовна"]);
  },
);

// Watchers (www/net/watchers.js): the host's table with the watch link open and two
// watchers, and a watcher's page (the banner, the game so far opened, the table without
// a hand), for each game.
for (const game of /** @type {const} */ (["iota", "ottawa"])) {
  linkScene(`${game}, one link, watchers: the host with two watchers; a watcher's page`, async (b, judge, others) => {
    await open(b.page, oneLink(b, game, "you,remote"));
    const link = await tableLink(b);
    const g = await linkGuest(b, others);
    await joinByTableLink(g, link, "Sam");
    await guestTable(g);
    await b.page.locator('[data-action="invite-watchers"]').click();
    await appears(b.page, 'a[data-role="watch-link"]', "the watch link");
    const watch = /** @type {string} */ (await b.page.locator('a[data-role="watch-link"]').getAttribute("href"));
    const watchers = [];
    for (let i = 0; i < 2; i++) {
      const w = await linkGuest(b, others);
      await open(w.page, watch);
      try {
        await appears(w.page, '[data-role="watching"]', "the watcher's banner", 45000);
      } catch (e) {
        // Said with where the watcher's page stands and what went wrong on it.
        const net = await w.page.evaluate(() => JSON.stringify(window.yotta?.state?.().net ?? null));
        const host = await b.page.evaluate(() => JSON.stringify(window.yotta?.state?.().net ?? null));
        throw new Error(
          `${e.message}\nwatcher ${i + 1}: ${net}\nits problems: ${JSON.stringify(w.problems)}\nhost: ${host}`,
        );
      }
      watchers.push(w);
    }
    await appears(b.page, '[data-role="watchers"][data-count="2"]', "two watchers counted");
    await judge(b.page, `${game}-watch-host`);
    const w = watchers[0];
    await w.page.waitForFunction(() => Boolean(window.yotta.state().view), null, { timeout: 30000 });
    await w.page.locator('[data-role="watching"] summary').click();
    await appears(w.page, '[data-action="watch-first"]', "the steps through the game so far");
    await nextFrame(w.page);
    await judge(w.page, `${game}-watch-watcher`);
  });
}

linkScene("ottawa, one link, host: a seat reconnecting", async (b, judge, others) => {
  await open(b.page, oneLink(b, "ottawa", "you,remote,easy"));
  const link = await tableLink(b);
  const g = await linkGuest(b, others);
  await joinByTableLink(g, link, "Константин Мефодьевич");
  await guestTable(g);
  others.splice(others.indexOf(g), 1);
  await g.close();
  await appears(b.page, '[data-role="seat-status"][data-seat="1"][data-state="reconnecting"]', "the seat reconnecting");
  await appears(b.page, '[data-action="seat-to-computer"][data-seat="1"]', "the button handing the seat to a computer");
  await judge(b.page, "ottawa-link-host-reconnecting");
  // The seat's dot stays with its words: not alone on a line above a long name.
  for (const size of SIZES) {
    await b.page.setViewportSize(size);
    await laidOut(b.page);
    const gap = await b.page.evaluate(() => {
      const li = /** @type {Element} */ (document.querySelector('[data-role="seat-status"][data-seat="1"]'));
      // Above the first of its words and buttons: nothing but the dot can be there.
      const top = Math.min(...[...li.children].map((c) => c.getBoundingClientRect().top));
      return Math.round(top - li.getBoundingClientRect().top);
    });
    assert.ok(
      gap <= 4,
      `at ${size.width}x${size.height} the reconnecting seat's dot stands alone on a line, ${gap} px above its words and button`,
    );
  }
});

// --- statistics and achievements (www/stats/) ---------------------------------------
/**
 * Figures as a person who has played for a while has them (www/stats/figures.js): games
 * of both games against several kinds of opponent, a rating with its history, a few
 * achievements, in Russian (the longer words).
 */
async function withFigures(b) {
  const { emptyFigures, addGame, pairResults } = await import("../../www/stats/figures.js");
  const f = emptyFigures();
  const kinds = [["easy"], ["medium"], ["hard", "expert"], ["people"], ["remote"]];
  for (let i = 0; i < 24; i++) {
    const game = i % 3 ? "iota" : "ottawa";
    const scores = [150 + ((i * 37) % 120), 140 + ((i * 53) % 130), 90];
    const opponents = kinds[i % kinds.length];
    const record = {
      at: Date.UTC(2026, 10, 1 + i),
      game,
      seat: 0,
      opponents,
      score: scores[0],
      scores: scores.slice(0, opponents.length + 1),
      won: scores[0] > scores[1],
      lower: false,
      results: pairResults(scores.slice(0, opponents.length + 1), 0, false),
      rating: null,
      tally: game === "iota" ? { best: 40 + i, lots: 2, trades: 0 } : { best: 30, rounds: 3 },
    };
    const rated = opponents.every((k) => k !== "people" && k !== "remote");
    addGame(f, record, `layout-${i}`, rated ? opponents.map(() => 1200) : null);
  }
  await b.page.addInitScript((text) => {
    try {
      if (!localStorage.getItem("yotta.stats")) localStorage.setItem("yotta.stats", text);
    } catch {
      // Firefox's first blank page has no storage.
    }
  }, JSON.stringify(f));
  await withSettings(b, { lang: "ru" });
  await open(b.page, b.url);
  await b.page.click("[data-action=stats]");
  await b.page.waitForSelector("[data-role=stats] [data-role=scores-chart] canvas");
}
scene("statistics", async (b) => {
  await withFigures(b);
});
scene("achievements", async (b) => {
  await withFigures(b);
  await b.page.evaluate(() => document.querySelector("[data-role=achievements]")?.scrollIntoView());
});

// --- the lessons (www/lesson/) -------------------------------------------------------
/** Waits until the lesson asks the person for something: the lit card, cell or button. */
async function lessonAsks(page) {
  await page.waitForFunction(
    () => {
      const y = /** @type {any} */ (window).yotta;
      return !!y?.lesson?.()?.expect && !y.state().busy;
    },
    null,
    { timeout: 60000 },
  );
}
scene("the lesson, iota, a wrong card answered, in Russian", async (b) => {
  await open(b.page, `${b.url}?learn=iota&lang=ru`);
  await lessonAsks(b.page);
  // Another card of the hand on the lit cell: the lesson says why, the table is unchanged.
  const { from, to } = await b.page.evaluate(() => {
    const y = /** @type {any} */ (window).yotta;
    const e = y.lesson().expect;
    return { from: y.handCardCenter(1), to: e.to };
  });
  await b.page.mouse.move(from.x, from.y);
  await b.page.mouse.down();
  await b.page.mouse.move(to.x, to.y, { steps: 8 });
  await b.page.mouse.up();
  await b.page.waitForSelector("[data-role=lesson-why]", { state: "visible" });
});
scene("the lesson, ottawa, in English", async (b) => {
  await open(b.page, `${b.url}?learn=ottawa&lang=en`);
  await lessonAsks(b.page);
});
