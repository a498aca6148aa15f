// Multi-device play in Chromium: one browser profile per device, real WebRTC between
// them on this machine (host candidates only), the invitation and reply exchanged as
// a person would (the link opened, the reply pasted into the host's page). After every
// move each device's view equals the host engine's view(seat); every message a guest
// receives is recorded, and none holds a card of another hand or the seed; tampered
// messages are refused while the game goes on; a guest that reloads rejoins its seat
// with the same hand; the host's reload resumes the game and re-invites; a seat
// given to a computer while its device was to move is played by the computer.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, open, shot } from "./lib.mjs";
import { fromBase64url, toBase64url } from "../../www/net/code.js";
import { PROTOCOL } from "../../www/net/protocol.js";
import { qrMatrixWith } from "../../www/net/qr-matrix.js";
import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as joinPath } from "node:path";
import { pathToFileURL } from "node:url";
import { DIST } from "./lib.mjs";
import { hostState, act } from "./relay-helpers.mjs";

/**
 * A camera's video (Y4M, 320×240, grey) showing the QR code of `text`, drawn with the
 * page's own encoder: Chromium's fake camera plays it to the page's scanner.
 */
async function qrVideo(path, text) {
  const { default: encodeQR } = await import(pathToFileURL(joinPath(DIST, "www/vendor/qr.js")).href);
  const m = qrMatrixWith(encodeQR, text);
  const W = 320;
  const H = 240;
  const scale = Math.floor(Math.min(W, H) / (m.length + 8));
  const x0 = Math.floor((W - m.length * scale) / 2);
  const y0 = Math.floor((H - m.length * scale) / 2);
  const y = Buffer.alloc(W * H, 235);
  m.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        y.fill(16, (y0 + r * scale + dy) * W + x0 + c * scale, (y0 + r * scale + dy) * W + x0 + (c + 1) * scale);
    }),
  );
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma]);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}

const SEED = "net-e2e-seed-7";
const CARD = { ottawa: /\b([2-9TJQKA][CDHS])\b/g, iota: /\b([1-4][RGBY][CSTX])\b/g };

/** The invitation link of `seat` on the host's page. */
async function inviteLink(host, seat) {
  const a = host.page.locator(`[data-role="invite"][data-seat="${seat}"] a[data-role="invite-link"]`);
  await a.waitFor({ timeout: 20000 });
  return a.getAttribute("href");
}

/**
 * A guest device opens the invitation of `seat`; the host pastes its reply (typed as
 * a person pastes it) and connects. Returns the guest's browser and the time from the
 * click on Connect to the seat's "connected".
 */
async function join(host, seat, guest) {
  const link = await inviteLink(host, seat);
  guest ??= await launch({ webrtc: true, serve: false, origin: new URL(host.url).origin, reducedMotion: "reduce" });
  await open(guest.page, link);
  const code = guest.page.locator('[data-role="reply-code"]');
  await code.waitFor({ timeout: 20000 });
  const reply = (await code.textContent()).trim();
  const title = await guest.page.locator('[data-role="join-title"]').textContent();
  const input = host.page.locator(`[data-role="reply-input"][data-seat="${seat}"]`);
  await input.click();
  await host.page.keyboard.insertText(reply);
  const started = Date.now();
  await host.page.locator(`[data-action="accept-reply"][data-seat="${seat}"]`).click();
  await host.page.waitForSelector(`[data-role="seat-status"][data-seat="${seat}"][data-state="connected"]`, {
    timeout: 20000,
  });
  return { guest, ms: Date.now() - started, reply, title };
}

/** Waits until the guest's view of `seat` equals the host engine's view(seat), and returns it. */
async function sameView(host, guest, seat) {
  let last = "";
  for (let i = 0; i < 200; i++) {
    const h1 = JSON.stringify(await host.page.evaluate((s) => window.yotta.seatView?.(s) ?? null, seat));
    const g = JSON.stringify(await guest.page.evaluate(() => window.yotta.state().view));
    const h2 = JSON.stringify(await host.page.evaluate((s) => window.yotta.seatView?.(s) ?? null, seat));
    if (h1 === g && h1 === h2 && g !== "null") return JSON.parse(g);
    last = `host ${h2.slice(0, 300)}\nguest ${g.slice(0, 300)}`;
    await guest.page.waitForTimeout(50);
  }
  assert.fail(`seat ${seat}'s view never matched the host's:\n${last}`);
}

/**
 * Checks what a guest of `seat` received, message by message in the order it came:
 * only its own seat's view, no seed, and no card it had not held or seen in the open
 * by then (another hand's, the stock's or pile's): every card a message names is in
 * that message's view (its own hand, the table's open cards) or is the card it drew,
 * or was in an earlier message's.
 */
async function checkReceived(guest, seat, game) {
  const received = await guest.page.evaluate(() => window.__net.received);
  assert.ok(received.length > 0, "the guest received messages");
  const seen = new Set();
  let named = 0;
  for (const text of received) {
    assert.ok(!text.includes(SEED), "a message holds the seed");
    const m = JSON.parse(text);
    if (m.view) {
      assert.equal(m.view.seat, seat, `a view of another seat: ${text.slice(0, 200)}`);
      for (const c of [
        ...(m.view.hand ?? []),
        ...(m.view.played ?? []),
        m.view.top ?? "",
        ...(m.view.board ?? []).map((p) => p.card),
      ])
        seen.add(c);
    }
    if (m.result?.drawn) seen.add(m.result.drawn);
    // A refusal's sentence may name an example card: only data counts.
    if (m.result?.error) delete m.result.error.message;
    if (m.error) delete m.error.message;
    for (const x of JSON.stringify(m).matchAll(CARD[game])) {
      named++;
      assert.ok(seen.has(x[1]), `seat ${seat} was sent ${x[1]}, a card it had not seen: ${text.slice(0, 300)}`);
    }
  }
  assert.ok(named > 0, "the messages name cards");
  return received;
}

/**
 * A guest presses Hint (a real click) on its own turn: the host works the hint out and
 * the guest's table shows it, as a hint is shown there: the status line's sentence
 * (`said`) and the move marked (`state().hint`). Returns the move and the time from
 * the click to the sentence on screen.
 */
async function guestHint(host, guest, said) {
  const before = await host.page.evaluate(() => window.yotta.state().net.hints.answered);
  const button = guest.page.locator('[data-action="hint"]');
  await button.waitFor({ state: "visible" });
  const started = Date.now();
  await button.click();
  await guest.page.waitForFunction(
    ([sel, re]) => new RegExp(re).test(document.querySelector(sel)?.textContent ?? "") && window.yotta.state().hint,
    [said.selector, said.re.source],
  );
  const ms = Date.now() - started;
  const hint = await guest.page.evaluate(() => window.yotta.state().hint);
  assert.equal(
    await host.page.evaluate(() => window.yotta.state().net.hints.answered),
    before + 1,
    "the host answered the hint",
  );
  return { hint, ms };
}

/**
 * A legal Оттава move from a view: a card if one fits, else pass where the rules allow
 * it (a round where nobody can play ends blocked, O9), else draw.
 */
const ottawaMove = (v) => v.legal.find((m) => m.card) ?? v.legal.find((m) => m.pass) ?? v.legal[0];

test("an invitation from another build is explained in words, and a damaged one refused", async () => {
  const host = await launch({ webrtc: true });
  const guest = await launch({ webrtc: true, serve: false, origin: new URL(host.url).origin });
  try {
    await open(host.page, `${host.url}?game=iota&seats=you,remote&seed=${SEED}`);
    const link = await inviteLink(host, 1);
    const [base, code] = link.split("#join=");
    // Bytes 1–4 of a code are the build it comes from (www/net/code.js).
    const tampered = toBase64url(Uint8Array.from(fromBase64url(code), (b, i) => (i === 1 ? b ^ 0xff : b)));
    await open(guest.page, `${base}#join=${tampered}`);
    const note = guest.page.locator('[data-role="other-build"]');
    await note.waitFor();
    assert.match(await note.textContent(), /another version of Yotta/);
    assert.equal(await guest.page.locator('[data-role="reply-code"]').count(), 0);
    await shot(guest.page, "net-other-build");
    await open(guest.page, `${base}#join=${code.slice(0, 30)}`);
    await guest.page.locator('[role="alert"]').filter({ hasText: "cannot be read" }).waitFor();
    assert.deepEqual(host.problems, []);
  } finally {
    await guest.close();
    await host.close();
  }
});

test("the host scans the guest's reply with the page's own scanner (a camera, no BarcodeDetector here)", async () => {
  const dir = mkdtempSync(joinPath(tmpdir(), "yotta-cam-"));
  const video = joinPath(dir, "reply.y4m");
  const host = await launch({
    webrtc: true,
    args: [
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const guest = await launch({ webrtc: true, serve: false, origin: new URL(host.url).origin });
  try {
    /** What the host's page fetched: the decoder only once the scanner opened. */
    const fetched = [];
    host.page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
    await open(host.page, `${host.url}?game=ottawa&seats=you,remote&seed=${SEED}`);
    await open(guest.page, await inviteLink(host, 1));
    const code = guest.page.locator('[data-role="reply-code"]');
    await code.waitFor();
    await qrVideo(video, (await code.textContent()).trim());
    assert.ok(!fetched.some((p) => p.endsWith("qr-decode.js")), "the decoder is not loaded before the scanner opens");
    await host.page.locator('[data-action="scan-reply"][data-seat="1"]').click();
    await host.page.waitForSelector('[data-role="seat-status"][data-seat="1"][data-state="connected"]', {
      timeout: 30000,
    });
    const hasDetector = await host.page.evaluate(() => "BarcodeDetector" in window);
    console.log(
      `scanner: ${hasDetector ? "BarcodeDetector" : "the qr package's decoder, loaded when the scanner opened"}`,
    );
    if (!hasDetector)
      assert.ok(
        fetched.some((p) => p.endsWith("/www/vendor/qr-decode.js")),
        "the decoder was loaded by the scanner",
      );
    await guest.page.waitForFunction(() => window.yotta.state().net.connected);
    assert.deepEqual(host.problems, []);
  } finally {
    await guest.close();
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("Оттава: the host, two guests and a computer play a round on three devices", async () => {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  /** @type {Record<number, any>} */
  const guests = {};
  try {
    await open(host.page, `${host.url}?game=ottawa&seats=you,remote,remote,easy&seed=${SEED}&rounds=1&lang=en`);
    await shot(host.page, "net-ottawa-invitations");
    const joined1 = await join(host, 1);
    guests[1] = joined1.guest;
    await shot(guests[1].page, "net-ottawa-guest-reply");
    // The guest's page says what it joins, in the guest's own language.
    assert.equal(joined1.title, "Ottawa, seat 2");
    const joined2 = await join(host, 2);
    guests[2] = joined2.guest;
    const acceptedAt = Date.now() - joined2.ms;
    console.log(
      `invitation link ${(await guests[2].page.url()).length} characters, reply ${joined2.reply.length}; connected ${joined1.ms} ms and ${joined2.ms} ms after Connect`,
    );
    // Everyone joined: the table is up on every device.
    await host.page.waitForFunction(
      () => window.yotta.state().view && window.yotta.state().net.seats.every((s) => s.state !== "waiting"),
    );
    for (const s of [1, 2])
      await guests[s].page.waitForFunction(() => window.yotta.state().net.connected && window.yotta.state().view);
    const t = await guests[1].page.evaluate(() => document.querySelector('[data-role="turn"]')?.textContent ?? "");
    assert.ok(t.length > 0, "the guest's table says whose turn it is");

    async function tamperFrom() {
      // Tampered messages from guest 1 while the host is to move: another seat's move, a
      // move out of turn, garbage, an oversized message; then one over the channel's limit.
      const bad = 1;
      const tamper = await guests[bad].page.evaluate(
        ([other, v]) => {
          const ch = window.__net.channels.find((c) => c.readyState === "open");
          const out = [];
          const send = (x) => {
            try {
              ch.send(x);
              out.push("sent");
            } catch (e) {
              out.push(`refused by the channel: ${e.name}`);
            }
          };
          send(JSON.stringify({ v, t: "move", id: 9001, seat: other, move: { draw: true } }));
          send(JSON.stringify({ v, t: "move", id: 9002, move: { draw: true } }));
          send("garbage{");
          send("x".repeat(200 * 1024));
          send("x".repeat(1024 * 1024));
          return out;
        },
        [bad === 1 ? 2 : 1, PROTOCOL],
      );
      // A 1 MB string is over the channel's limit (256 KiB): the guest's browser refuses to send it.
      assert.deepEqual(tamper.slice(0, 4), ["sent", "sent", "sent", "sent"]);
      assert.match(tamper[4], /refused by the channel/);
      await host.page.waitForFunction(() => (window.yotta.state().net.refused["too-large"] ?? 0) >= 1);
      const refused = await host.page.evaluate(() => window.yotta.state().net.refused);
      console.log("refused by the host:", JSON.stringify(refused));
      assert.deepEqual(refused, { "wrong-seat": 1, "not-your-turn": 1, "bad-message": 1, "too-large": 1 });
      // The tampering device is told, and its seat is still connected.
      await guests[bad].page.waitForFunction(
        () => window.__net.received.filter((m) => m.includes('"refused"') || m.includes('"answer"')).length >= 4,
      );
      assert.equal(
        await host.page.getAttribute(`[data-role="seat-status"][data-seat="${bad}"]`, "data-state"),
        "connected",
      );
    }

    // Play the round: people through their own devices, the computer by itself.
    let moves = 0;
    let reloaded = false;
    let tampered = false;
    let hintsSeen = false;
    let hostHint = false;
    for (;;) {
      const s = await hostState(host);
      if (s.over || s.roundOver) break;
      assert.ok(moves++ < 1500, "the round does not end");
      if (process.env.NET_TRACE) console.log(`move ${moves}: seat ${s.toMove}`);
      if (s.toMove === 0) {
        // While the host's person thinks, nothing moves: guest 1 tampers now.
        if (!tampered) {
          tampered = true;
          await tamperFrom();
        }
        const v = await host.page.evaluate(() => window.yotta.seatView(0));
        if (!hostHint) {
          await host.page.waitForSelector('[data-role="turn"].ot-mine');
          hostHint = await host.page.locator('[data-action="hint"]').isVisible();
        }
        await act(host.page, ottawaMove(v), 0, host);
      } else if (guests[s.toMove]) {
        const g = guests[s.toMove];
        const v = await sameView(host, g, s.toMove);
        if (!hintsSeen && v.toMove === s.toMove && v.legal.some((m) => m.card)) {
          // The guest's Hint (on a turn with a card to play): worked out by the host, shown
          // by the guest's table, the card named and marked in the hand.
          hintsSeen = true;
          await g.page.waitForSelector('[data-role="turn"].ot-mine');
          const { hint, ms } = await guestHint(host, g, {
            selector: '[data-role="status"]',
            re: /Hint: (play the|draw|pass)/,
          });
          if (hint.card) assert.match(await g.page.locator('[data-role="status"]').textContent(), /Hint: play the/);
          console.log(`Оттава: a guest's hint ${JSON.stringify(hint)} shown ${ms} ms after the click on Hint`);
          assert.ok(
            v.legal.some((m) => JSON.stringify(m) === JSON.stringify(hint)),
            `the hint ${JSON.stringify(hint)} is a legal move of the seat`,
          );
          await shot(g.page, "net-ottawa-guest-hint");
        }
        if (v.toMove === s.toMove) await act(g.page, ottawaMove(v), s.toMove, host);
      } else {
        // The computer's turn: wait until it has moved.
        await host.page
          .waitForFunction((prev) => JSON.stringify(window.yotta.seatView(0)) !== prev, s.key, { timeout: 30000 })
          .catch((e) => {
            throw new Error(
              `the computer (seat 3) did not move at move ${moves}; the host page's problems: ${JSON.stringify(host.problems)}; ${e.message}`,
            );
          });
      }
      for (const seat of [1, 2]) await sameView(host, guests[seat], seat);
      if (moves === 1)
        console.log(`first move seen on every device ${Date.now() - acceptedAt} ms after the last Connect`);
      // Mid-round, guest 2 reloads its page and rejoins its seat.
      if (moves === 6 && !reloaded) {
        reloaded = true;
        const hand = (await sameView(host, guests[2], 2)).hand;
        await guests[2].page.reload();
        await host.page.waitForSelector('[data-role="seat-status"][data-seat="2"][data-state="disconnected"]', {
          timeout: 30000,
        });
        await shot(host.page, "net-ottawa-disconnected");
        await guests[2].page.waitForSelector('body[data-ready="1"]');
        await host.page.locator('[data-action="reinvite"][data-seat="2"]').click();
        await join(host, 2, guests[2]);
        const again = await sameView(host, guests[2], 2);
        assert.deepEqual(again.hand, hand, "the same hand after the rejoin");
      }
    }
    assert.ok(tampered, "the guest tampered while the host was to move");
    assert.ok(reloaded, "guest 2 reloaded mid-round");
    assert.ok(hintsSeen && hostHint, "a guest's hint was shown; the host has its Hint button");
    await shot(host.page, "net-ottawa-host-end");
    await shot(guests[1].page, "net-ottawa-guest-end");
    // What the guests received: their own seat only.
    for (const seat of [1, 2]) {
      const received = await checkReceived(guests[seat], seat, "ottawa");
      const bytes = received.reduce((a, m) => a + m.length, 0);
      console.log(`guest ${seat}: ${received.length} messages, ${bytes} bytes for ${moves} turns`);
    }
    // A guest leaves with the bar's Menu: its own menu, and a reload does not join again.
    await guests[1].page.locator('header [data-action="menu"]').click();
    await guests[1].page.waitForSelector('[data-action="start"]');
    assert.equal(new URL(guests[1].page.url()).hash, "");
    assert.deepEqual(host.problems, []);
  } finally {
    for (const g of Object.values(guests)) await g.close();
    await host.close();
  }
});

test("Ётта: the host and a guest play a short game to the end; the host's reload resumes it", async () => {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  let guest = null;
  try {
    await open(host.page, `${host.url}?game=iota&seats=you,remote&seed=${SEED}&shortGame=1&lang=ru`);
    guest = (await join(host, 1)).guest;
    await host.page.waitForFunction(() => window.yotta.state().view);
    await shot(guest.page, "net-iota-guest");
    assert.equal(await host.page.locator('[data-action="hint"]').isVisible(), true, "the host's Hint button");
    let hinted = false;
    // The host plays in Russian, the guest's browser is in English: each its own.
    assert.match(await guest.page.title(), /^Iota/);
    assert.match(await host.page.title(), /^Ётта/);
    let moves = 0;
    let hostReloaded = false;
    for (;;) {
      const s = await hostState(host);
      if (s.over) break;
      assert.ok(moves++ < 400, "the game does not end");
      const page = s.toMove === 0 ? host.page : guest.page;
      const v =
        s.toMove === 0 ? await host.page.evaluate(() => window.yotta.seatView(0)) : await sameView(host, guest, 1);
      if (s.toMove === 1 && !hinted) {
        // The guest's Hint: the hard computer player's move for its seat, from the host.
        hinted = true;
        await guest.page.waitForFunction(() => !window.yotta.state().busy);
        const { hint, ms } = await guestHint(host, guest, {
          selector: '[data-role="info"]',
          re: /Hint: (the highlighted play|pass)/,
        });
        console.log(`Ётта: a guest's hint shown ${ms} ms after the click on Hint`);
        assert.deepEqual(
          hint,
          await host.page.evaluate(async () => (await window.yotta.suggest("hard")).move),
          "the hint is the host's hard player's move for the seat",
        );
        await shot(guest.page, "net-iota-guest-hint");
      }
      const move = await page.evaluate(async (view) => {
        // The engine as a blog would load it (the page's own copy is inside its bundle).
        const engine = await import(new URL("yotta.js", document.baseURI).href);
        await engine.default({ module_or_path: new URL("yotta_bg.wasm", document.baseURI) });
        const r = engine.iotaPlays(view.board, view.hand, { pileEmpty: view.pile === 0 });
        if (r.ok && r.count > 0) return { place: r.plays[0].place };
        return view.pile >= view.hand.length ? { trade: view.hand } : { pass: true };
      }, v);
      await act(page, move, s.toMove, host);
      await sameView(host, guest, 1);
      if (moves === 4 && !hostReloaded) {
        // The host reloads: the game resumes from its save, the guest is invited again.
        hostReloaded = true;
        const hand = (await sameView(host, guest, 1)).hand;
        await host.page.reload();
        await host.page.waitForSelector('body[data-ready="1"]');
        await guest.page.waitForSelector('[data-role="net-note"]', { timeout: 30000 });
        await join(host, 1, guest);
        await host.page.waitForFunction(() => window.yotta.state().view);
        assert.deepEqual((await sameView(host, guest, 1)).hand, hand, "the guest's hand after the host's reload");
      }
    }
    assert.ok(hinted, "the guest asked for a hint");
    await shot(host.page, "net-iota-host-end");
    await shot(guest.page, "net-iota-guest-end");
    await checkReceived(guest, 1, "iota");
    assert.deepEqual(host.problems, []);
  } finally {
    await guest?.close();
    await host.close();
  }
});

test("Оттава: a seat given to a computer while its device was to move is played by the computer at once", async () => {
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  let guest = null;
  try {
    await open(host.page, `${host.url}?game=ottawa&seats=you,remote&seed=${SEED}&rounds=1&lang=en`);
    guest = (await join(host, 1)).guest;
    await host.page.waitForFunction(() => window.yotta.state().view);
    for (let i = 0; ; i++) {
      assert.ok(i < 50, "the guest's seat is never to move");
      const s = await hostState(host);
      if (s.toMove === 1) break;
      await act(host.page, ottawaMove(await host.page.evaluate(() => window.yotta.seatView(0))), 0, host);
    }
    // The host's table waits for that device's move (its turn loop asks the seat's driver).
    await host.page.waitForFunction(() => window.yotta.state().view.toMove === 1 && window.yotta.state().busy);
    const key = (await hostState(host)).key;
    await guest.close();
    guest = null;
    await host.page.locator('[data-action="seat-to-computer"][data-seat="1"]').click({ timeout: 30000 });
    await host.page.waitForFunction((prev) => JSON.stringify(window.yotta.seatView(0)) !== prev, key, {
      timeout: 30000,
    });
    assert.deepEqual(await host.page.evaluate(() => window.yotta.state().net.seats.map((s) => s.state)), [
      "connected",
      "computer",
    ]);
    assert.deepEqual(host.problems, []);
  } finally {
    await guest?.close();
    await host.close();
  }
});
