// Every control on screen, in every state: the tables walked through their states
// (2–4 Ётта seats, 2–7 Оттава seats, long Russian names, the coach's notice, the
// hot-seat screen and the table after it, a host's invitations while it waits for a
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
import { launchEngine, engineTest, open, shot, nextFrame } from "./lib.mjs";
import { layoutProblems, layoutSignature, SIZES } from "./layout.mjs";

/** Why an engine cannot show a state with a device connected. */
const NO_PEERS = {
  webkit: "WebKitGTK is built without WebRTC: no device can connect",
};

/** Long names, as a person may type them (the menu takes 24 characters). */
const LONG_RU = ["Анастасия Владиславовна", "Константин Мефодьевич", "Александра Вячеславовна", "Евлампий Феоктистович", "Ярослава Святославовна", "Велимир Всеволодович", "Феофилакт Серафимович"];

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
 * Starts a game from the menu with stored choices (names are typed in the menu, not
 * given in the address).
 */
async function fromMenu(b, game, lang, players, seats) {
  await open(b.page, b.url);
  await b.page.evaluate(
    ([game, lang, players, seats]) => {
      localStorage.setItem("yotta.settings.v1", JSON.stringify({ lang, game, perGame: { [game]: { players, seats } } }));
    },
    [game, lang, players, seats],
  );
  await b.page.reload();
  await b.page.waitForSelector("body[data-ready='1']");
  await b.page.click("[data-action=start]");
}

/** One state of a page, judged at every size. */
function scene(name, setUp, opts = {}, skip = {}) {
  engineTest(`layout: ${name}`, { skip, timeout: 240000 }, async (engine) => {
    const b = await launchEngine(engine, { reducedMotion: "reduce", ...opts });
    // Where a page error came from (the problems list keeps its message only).
    if (typeof b.page.on === "function") b.page.on("pageerror", (e) => console.log(`page error in ${name}: ${e.stack}`));
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
  await open(b.page, b.url);
  await b.page.evaluate((seats) => {
    localStorage.setItem("yotta.settings.v1", JSON.stringify({ lang: "ru", game: "ottawa", perGame: { ottawa: { players: 7, seats } } }));
  }, LONG_RU.map((name, i) => ({ kind: i === 0 ? "human" : i === 1 ? "remote" : "ai", level: "easy", name })));
  await b.page.reload();
  await b.page.waitForSelector("body[data-ready='1']");
});

// --- against the computer ---------------------------------------------------------
for (const players of [2, 3]) {
  scene(`iota, ${players} seats`, async (b) => {
    await open(b.page, `${b.url}?game=iota&players=${players}&ai=easy&seed=layout-${players}&lang=en`);
    await settled(b.page);
  });
}
scene("iota, 4 seats, long Russian names", async (b) => {
  await fromMenu(b, "iota", "ru", 4, LONG_RU.slice(0, 4).map((name, i) => ({ kind: i ? "ai" : "human", level: "easy", name })));
  await settled(b.page);
});
scene("iota, the coach's notice in Russian", async (b) => {
  await open(b.page, `${b.url}?game=iota&players=3&ai=easy&coach=1&seed=layout-coach&lang=ru`);
  await settled(b.page);
  const move = await b.page.evaluate(async () => (await window.yotta.suggest("easy")).move);
  await b.page.evaluate((m) => window.yotta.play(m), move);
  await b.page.waitForFunction(() => /Лучший ход|лучший ход/.test(document.querySelector("[data-role=info]")?.textContent ?? ""), null, { timeout: 30000 });
});
for (const players of [2, 3, 4, 5, 6]) {
  scene(`ottawa, ${players} seats`, async (b) => {
    await open(b.page, `${b.url}?game=ottawa&players=${players}&ai=easy&seed=layout-${players}&lang=en`);
    await settled(b.page);
  });
}
scene("ottawa, 7 seats, long Russian names", async (b) => {
  await fromMenu(b, "ottawa", "ru", 7, LONG_RU.map((name, i) => ({ kind: i ? "ai" : "human", level: "easy", name })));
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

// --- seats on other devices ---------------------------------------------------------
/** A guest device opens the invitation of `seat`, the host pastes its reply; returns the guest. */
async function join(host, seat, others) {
  const a = host.page.locator(`[data-role="invite"][data-seat="${seat}"] a[data-role="invite-link"]`);
  await a.waitFor({ timeout: 20000 });
  const guest = await launchEngine(host.engine, { webrtc: true, mdns: false, serve: false, origin: new URL(host.url).origin, reducedMotion: "reduce" });
  others.push(guest);
  await open(guest.page, await a.getAttribute("href"));
  const code = guest.page.locator('[data-role="reply-code"]');
  await code.waitFor({ timeout: 20000 });
  // The reply pasted (as a value: typing it key by key is slow in some engines).
  const reply = (await code.textContent()).trim();
  await host.page.evaluate(([sel, v]) => {
    /** @type {HTMLInputElement} */ (document.querySelector(sel)).value = v;
  }, [`[data-role="reply-input"][data-seat="${seat}"]`, reply]);
  await host.page.locator(`[data-action="accept-reply"][data-seat="${seat}"]`).click();
  await host.page.waitForSelector(`[data-role="seat-status"][data-seat="${seat}"][data-state="connected"]`, { timeout: 20000 });
  return guest;
}

for (const [game, seats] of [["iota", "you,remote,easy"], ["ottawa", "you,remote,easy,easy"]]) {
  const address = (b) => `${b.url}?game=${game}&seats=${seats}&seed=layout-net&lang=en`;
  scene(
    `${game}, host, the invitation while it waits`,
    async (b) => {
      await open(b.page, address(b));
      // The invitation, or (without WebRTC) the sentence saying this browser cannot invite.
      await b.page.waitForSelector('[data-role="invite"] a[data-role="invite-link"], [data-role="invite"] [data-role="net-error"]', { timeout: 20000 });
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
      await guest.page.waitForFunction(() => Boolean(window.yotta.state().net?.connected && window.yotta.state().view && document.querySelector(".iota-hand button, .ot-canvas")));
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
      await b.page.waitForSelector('[data-role="seat-status"][data-seat="1"][data-state="disconnected"]', { timeout: 30000 });
      await b.page.click('[data-action="reinvite"][data-seat="1"]');
      await b.page.locator('[data-role="invite"] a[data-role="invite-link"]').waitFor({ timeout: 20000 });
    },
    { webrtc: true, mdns: false },
    NO_PEERS,
  );
}
