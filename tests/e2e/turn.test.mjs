// Play over the internet with a real TURN and STUN server: coturn on 127.0.0.1
// (tests/e2e/turn.mjs), two Chromium profiles, real WebRTC on loopback, the settings of
// localStorage["yotta.net.v1"] as the menu stores them (www/net/settings.js).
// - "Always relay through my TURN server" (relayOnly): the two devices connect through
//   relayed candidates only (getStats: the selected pair is relay on both sides, the
//   codes carry relayed candidates only) and play;
// - a wrong TURN password: the page says so (turn-auth) within 10 s, on the host and
//   on a guest; a TURN server that does not answer: turn-unreachable, within 10 s;
// - STUN only: server-reflexive candidates are gathered, the codes still fit a small
//   QR code, and the devices connect.
// Skipped, saying why, where coturn is not installed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open } from "./lib.mjs";
import { decode } from "../../www/net/code.js";
import { acceptReply, inviteLink, replyTo } from "./code-helpers.mjs";
import { startTurn, NO_TURN, turnPageScript, selectedPairs } from "./turn.mjs";

const SEED = "turn-e2e-seed-3";
/** The longest the page may take to say that the TURN server refused or is silent. */
const SAY_MS = 10000;

/** Settings as the menu stores them, with "Play over the internet" on. */
const settings = (turn, o = {}) => ({
  internet: true,
  stun: o.stun ?? [],
  turn: turn ? { url: turn.url, user: turn.user, pass: o.pass ?? turn.pass } : { url: "", user: "", pass: "" },
  relayOnly: o.relayOnly ?? true,
});

/** A device: a Chromium profile with these settings (and its connections kept for getStats), in `locale`'s language. */
async function device(s, host = null, locale = "en-US") {
  const b = await launch({
    webrtc: true,
    reducedMotion: "reduce",
    locale,
    ...(host ? { serve: false, origin: new URL(host.url).origin } : {}),
  });
  await b.context.addInitScript(turnPageScript, s);
  return b;
}

/**
 * The guest opens the invitation of `seat`; the host pastes its reply. Returns the ms
 * from Connect to connected, and the QR version of the guest's reply.
 */
async function join(host, guest, seat) {
  const link = await inviteLink(host, seat);
  const reply = await replyTo(guest, link);
  const qr = Number(await guest.page.locator(".net-qr svg").first().getAttribute("data-version"));
  return { ms: await acceptReply(host, seat, reply), qr, link, reply };
}

/** The types of the candidates a code (an invitation link or a reply) carries. */
function codeTypes(text) {
  const d = decode(text);
  assert.ok(d.ok, `the code reads: ${JSON.stringify(d.error)}`);
  return d.data.facts.candidates.map((c) => c.type);
}

/** The candidate types of the connection's own description (what its code carried). */
const ownCandidateTypes = (page) =>
  page.evaluate(() =>
    window.__pcs.flatMap((pc) =>
      (pc.localDescription?.sdp ?? "")
        .split("\r\n")
        .filter((l) => l.startsWith("a=candidate:"))
        .map((l) => l.split(" ")[7]),
    ),
  );

/** The types of the candidates each connection of the page gathered (getStats). */
const gatheredTypes = (page) =>
  page.evaluate(async () => {
    const out = [];
    for (const pc of window.__pcs)
      for (const s of (await pc.getStats()).values())
        if (s.type === "local-candidate") out.push(`${s.candidateType} ${s.address}`);
    return out;
  });

/** Makes `move` for the seat on `page` once its table takes it. */
async function act(page, move) {
  for (let i = 0; i < 400; i++) {
    const r = await page.evaluate((m) => Promise.resolve(window.yotta.play(m)), move);
    if (r?.ok) return r;
    await page.waitForTimeout(50);
  }
  assert.fail(`the move ${JSON.stringify(move)} was never taken`);
}
/** A card if one can be played, else a draw, else a pass (two passes in a row end the round). */
const ottawaMove = (v) =>
  v.legal.find((m) => m.card) ?? v.legal.find((m) => m.draw) ?? v.legal.find((m) => m.pass) ?? v.legal[0];

test("relay-only through coturn: two devices connect through relayed candidates only and play", {
  skip: NO_TURN,
}, async () => {
  const turn = await startTurn();
  const s = settings(turn);
  const host = await device(s);
  const guest = await device(s, host);
  try {
    await open(host.page, `${host.url}?game=ottawa&seats=you,remote&seed=${SEED}&rounds=1&lang=en`);
    const { ms } = await join(host, guest, 1);
    console.log(`# relay-only: connected through TURN ${ms} ms after Connect`);
    // Each device's description offered relayed candidates only: no address of its own.
    for (const [who, b] of [
      ["host", host],
      ["guest", guest],
    ]) {
      const types = await ownCandidateTypes(b.page);
      assert.ok(types.length > 0 && types.every((t) => t === "relay"), `${who}'s candidates: ${types}`);
    }
    for (const [who, b] of [
      ["host", host],
      ["guest", guest],
    ]) {
      await b.page.waitForFunction(async () => {
        const pcs = window.__pcs.filter((pc) => pc.connectionState === "connected");
        return pcs.length === 1;
      });
      const pairs = await b.page.evaluate(selectedPairs);
      assert.deepEqual(
        pairs,
        [{ local: "relay", remote: "relay", policy: "relay" }],
        `${who}'s selected candidate pair`,
      );
    }
    // Some moves, each side its own, every one seen by the other device.
    await host.page.waitForFunction(() => window.yotta.state().view);
    await guest.page.waitForFunction(() => window.yotta.state().view);
    let moves = 0;
    for (let i = 0; moves < 6 && i < 40; i++) {
      const v = await host.page.evaluate(() => window.yotta.seatView(0));
      if (v.over || v.roundOver) break;
      const page = v.toMove === 0 ? host.page : guest.page;
      const mine = await page.evaluate(() => window.yotta.state().view);
      if (mine.toMove !== mine.seat) {
        await page.waitForFunction(() => {
          const x = window.yotta.state().view;
          return x.toMove === x.seat || x.roundOver || x.over;
        });
        continue;
      }
      const before = JSON.stringify(v);
      await act(page, ottawaMove(mine));
      await host.page.waitForFunction((b) => JSON.stringify(window.yotta.seatView(0)) !== b, before);
      moves++;
    }
    assert.ok(moves >= 4, `only ${moves} moves were played`);
    // The guest's view is the host engine's view of its seat.
    await guest.page.waitForFunction(
      (want) => JSON.stringify(window.yotta.state().view) === want,
      JSON.stringify(await host.page.evaluate(() => window.yotta.seatView(1))),
      { timeout: 10000 },
    );
    assert.deepEqual(host.problems, []);
    assert.deepEqual(guest.problems, []);
  } finally {
    await guest.close();
    await host.close();
    await turn.stop();
  }
});

test("relay-only with a wrong TURN password: turn-auth said within 10 s, on the host and on a guest", {
  skip: NO_TURN,
}, async () => {
  const turn = await startTurn();
  let host = await device(settings(turn, { pass: "wrong-password" }));
  let guest = null;
  try {
    // The host: its invitation cannot be made; the page says why, and how to go on.
    let t0 = Date.now();
    await host.page.goto(`${host.url}?game=ottawa&seats=you,remote&seed=${SEED}&lang=en`);
    const err = host.page.locator(
      '[data-role="invite"][data-seat="1"] [data-role="net-error"][data-reason="turn-auth"]',
    );
    await err.waitFor({ timeout: SAY_MS });
    const hostMs = Date.now() - t0;
    console.log(`# wrong TURN password: the host said turn-auth ${hostMs} ms after opening the page`);
    assert.ok(hostMs < SAY_MS, `${hostMs} ms`);
    assert.match(await err.textContent(), /TURN server refused its user name or password/);
    await host.page.locator('[data-role="invite"][data-seat="1"] [data-action="reinvite"]').waitFor();
    assert.equal(
      await host.page.locator('[data-role="invite-link"]').count(),
      0,
      "no invitation without a relayed address",
    );
    await host.close();

    // A guest with the wrong password, a host with the right one: the guest says it.
    host = await device(settings(turn));
    guest = await device(settings(turn, { pass: "wrong-password" }), host, "ru-RU");
    await open(host.page, `${host.url}?game=ottawa&seats=you,remote&seed=${SEED}&lang=en`);
    const a = host.page.locator('[data-role="invite"][data-seat="1"] a[data-role="invite-link"]');
    await a.waitFor({ timeout: 20000 });
    const link = await a.getAttribute("href");
    t0 = Date.now();
    await guest.page.goto(link);
    const gErr = guest.page.locator('[data-role="net-error"][data-reason="turn-auth"]');
    await gErr.waitFor({ timeout: SAY_MS });
    const guestMs = Date.now() - t0;
    console.log(`# wrong TURN password: the guest said turn-auth ${guestMs} ms after opening the link`);
    assert.ok(guestMs < SAY_MS, `${guestMs} ms`);
    assert.match(await gErr.textContent(), /TURN-сервер не принял имя пользователя или пароль/);
    assert.equal(await guest.page.locator('[data-role="reply-code"]').count(), 0);
  } finally {
    await guest?.close();
    await host.close();
    await turn.stop();
  }
});

test("relay-only with a TURN server that does not answer: turn-unreachable within 10 s", {
  skip: NO_TURN,
}, async () => {
  // A server started and stopped: its port answers nothing now.
  const gone = await startTurn();
  await gone.stop();
  const host = await device(settings(gone));
  try {
    const t0 = Date.now();
    await host.page.goto(`${host.url}?game=iota&seats=you,remote&seed=${SEED}&lang=en`);
    const err = host.page.locator(
      '[data-role="invite"][data-seat="1"] [data-role="net-error"][data-reason="turn-unreachable"]',
    );
    await err.waitFor({ timeout: SAY_MS });
    const ms = Date.now() - t0;
    console.log(`# silent TURN server: the host said turn-unreachable ${ms} ms after opening the page`);
    assert.ok(ms < SAY_MS, `${ms} ms`);
    assert.match(await err.textContent(), /TURN server does not answer/);
  } finally {
    await host.close();
  }
});

test("relay-only without a TURN server is explained at the invitation, not left to fail", async () => {
  const host = await device(settings(null));
  try {
    await open(host.page, `${host.url}?game=ottawa&seats=you,remote&seed=${SEED}&lang=en`);
    const err = host.page.locator(
      '[data-role="invite"][data-seat="1"] [data-role="net-error"][data-reason="relay-no-turn"]',
    );
    await err.waitFor({ timeout: SAY_MS });
    assert.match(await err.textContent(), /no TURN server is given/);
  } finally {
    await host.close();
  }
});

test("STUN on loopback: server-reflexive candidates are gathered, the codes still fit a QR code, the devices connect", {
  skip: NO_TURN,
}, async () => {
  const turn = await startTurn();
  const s = settings(null, { stun: [turn.stun], relayOnly: false });
  const host = await device(s);
  const guest = await device(s, host);
  try {
    await open(host.page, `${host.url}?game=iota&seats=you,remote&seed=${SEED}&lang=en`);
    await host.page
      .locator('[data-role="invite"][data-seat="1"] a[data-role="invite-link"]')
      .waitFor({ timeout: 20000 });
    const qrInvite = Number(
      await host.page.locator('[data-role="invite"][data-seat="1"] .net-qr svg').getAttribute("data-version"),
    );
    const { ms, qr: qrReply, link, reply } = await join(host, guest, 1);
    // The host's address as the STUN server saw it travels in the invitation; the
    // guest gathered its own too (what its reply carries is logged: see below).
    const inviteTypes = codeTypes(link.split("#join=")[1]);
    const replyTypes = codeTypes(reply);
    assert.ok(inviteTypes.includes("srflx"), `the invitation's candidates: ${inviteTypes}`);
    const guestGathered = await gatheredTypes(guest.page);
    assert.ok(
      guestGathered.some((c) => c.startsWith("srflx ")),
      `the guest gathered: ${guestGathered}`,
    );
    console.log(
      `# STUN: the invitation carries ${inviteTypes}, the reply ${replyTypes}; QR versions ${qrInvite} (invitation) and ${qrReply} (reply); connected in ${ms} ms`,
    );
    for (const v of [qrInvite, qrReply]) assert.ok(Number.isInteger(v) && v >= 1 && v <= 10, `QR version ${v}`);
    await guest.page.waitForFunction(() => window.yotta.state().net?.connected && window.yotta.state().view);
    assert.deepEqual(host.problems, []);
    assert.deepEqual(guest.problems, []);
  } finally {
    await guest.close();
    await host.close();
    await turn.stop();
  }
});

test("one link (the relay transport) with relay-only through coturn: relayed pairs only; a guest's wrong TURN password is turn-auth within 10 s", {
  skip: NO_TURN,
}, async () => {
  const { startRelay, joinByTableLink, tableLink, problems } = await import("./relay-helpers.mjs");
  const turn = await startTurn();
  const relay = await startRelay();
  const s = settings(turn);
  const host = await device(s);
  let guest = null;
  let wrong = null;
  try {
    await open(
      host.page,
      `${host.url}?game=ottawa&seats=you,remote&seed=${SEED}&lang=en&net=relay&relays=${encodeURIComponent(relay.url)}`,
    );
    const link = await tableLink(host);
    guest = await device(s, host);
    const ms = await joinByTableLink(guest, link, "Sam");
    console.log(`# one link, relay-only: joined through TURN ${ms} ms after opening the link`);
    for (const [who, b] of [
      ["host", host],
      ["guest", guest],
    ]) {
      await b.page.waitForFunction(() => window.__pcs.some((pc) => pc.connectionState === "connected"), null, {
        timeout: 20000,
      });
      const pairs = await b.page.evaluate(selectedPairs);
      assert.ok(
        pairs.length >= 1 && pairs.every((p) => p.local === "relay" && p.remote === "relay" && p.policy === "relay"),
        `${who}'s selected pairs: ${JSON.stringify(pairs)}`,
      );
    }
    await guest.page.waitForFunction(() => window.yotta.state().view, null, { timeout: 20000 });
    // Another guest with the wrong password: said, not left "Connecting…" for ever.
    wrong = await device(settings(turn, { pass: "wrong-password" }), host);
    const t0 = Date.now();
    await open(wrong.page, link);
    await wrong.page.locator('[data-role="guest-name"]').fill("Kim");
    await wrong.page.locator('[data-action="join"]').click();
    await wrong.page.locator('[data-role="net-error"][data-reason="turn-auth"]').waitFor({ timeout: SAY_MS });
    const said = Date.now() - t0;
    console.log(`# one link, wrong TURN password: turn-auth ${said} ms after opening the link`);
    assert.ok(said < SAY_MS, `${said} ms`);
    assert.deepEqual(problems(host, relay.url), []);
    assert.deepEqual(problems(guest, relay.url), []);
  } finally {
    await wrong?.close();
    await guest?.close();
    await host.close();
    await relay.close();
    await turn.stop();
  }
});

test("the menu's TURN fields and Always relay: stored as { internet, stun, turn, relayOnly }, relay-only without a server explained in English and Russian", async () => {
  const b = await launch({ webrtc: true, reducedMotion: "reduce" });
  try {
    await open(b.page, `${b.url}?lang=en`);
    await b.page.selectOption("#seat-1-kind", "remote");
    await b.page.locator('[data-net="internet"]').check();
    const note = b.page.locator('[data-role="relay-no-turn"]');
    assert.equal(await note.isVisible(), false, "no note before relay-only is asked for");
    await b.page.locator('[data-net="relayOnly"]').check();
    assert.match(
      await b.page.locator(".net-setting").textContent(),
      /other players' devices never learn this device's address/,
    );
    await note.waitFor();
    assert.match(await note.textContent(), /without one, “Always relay” cannot connect/);
    await b.page.locator('[data-net="url"]').fill("turn:127.0.0.1:3478");
    await b.page.locator('[data-net="user"]').fill("yotta");
    await b.page.locator('[data-net="pass"]').fill("secret");
    await b.page.locator('[data-net="stun"]').fill("stun:127.0.0.1:3478");
    await note.waitFor({ state: "hidden" });
    const stored = JSON.parse(await b.page.evaluate(() => localStorage.getItem("yotta.net.v1")));
    assert.deepEqual(stored, {
      internet: true,
      stun: ["stun:127.0.0.1:3478"],
      turn: { url: "turn:127.0.0.1:3478", user: "yotta", pass: "secret" },
      relayOnly: true,
    });
    // Read back by the menu after a reload, in Russian.
    await b.page.locator('[data-net="url"]').fill("");
    await open(b.page, `${b.url}?lang=ru`);
    await b.page.selectOption("#seat-1-kind", "remote");
    assert.equal(await b.page.locator('[data-net="relayOnly"]').isChecked(), true);
    await b.page.locator('[data-role="relay-no-turn"]').waitFor();
    assert.match(await b.page.locator('[data-role="relay-no-turn"]').textContent(), /Укажите TURN-сервер выше/);
    assert.match(await b.page.locator(".net-setting").textContent(), /Всегда через мой TURN-сервер/);
    assert.deepEqual(b.problems, []);
  } finally {
    await b.close();
  }
});
