// A check by hand, not a test step: a Firefox guest joins a Chromium host over this
// machine's network, through the real page (dist/, built first), and plays.
// `node tests/data/net/check-firefox-guest.mjs [firefox]` (default `firefox-esr`).
//
// The host is the end-to-end tests' Chromium (tests/e2e/lib.mjs); Firefox runs
// headless with a fresh profile and its default settings (its local addresses behind
// mDNS names), driven through its own remote protocol (Marionette: the page is opened
// and read as a person's device would show it, scripts run in the page). The guest
// opens the invitation link, the host pastes the guest's reply; then the guest's moves
// and a hint go through the data channel, and each view is compared with the host
// engine's view(seat). Prints what happened; exits non-zero on a failure.
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import assert from "node:assert/strict";
import { launch, open } from "../../e2e/lib.mjs";

const FIREFOX = process.argv[2] ?? "firefox-esr";
const PORT = 20000 + Math.floor(Math.random() * 20000);

/** A minimal Marionette client: `length:JSON` frames, `[0, id, command, params]` → `[1, id, error, result]`. */
async function marionette(port) {
  for (let i = 0; ; i++) {
    try {
      return await session(port);
    } catch (e) {
      if (i > 100) throw e;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

function session(port) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let buf = Buffer.alloc(0);
    let hello = false;
    let next = 1;
    const waiting = new Map();
    socket.on("error", reject);
    socket.on("data", (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        const colon = buf.indexOf(58);
        if (colon < 0) return;
        const len = Number(buf.subarray(0, colon).toString());
        if (buf.length < colon + 1 + len) return;
        const msg = JSON.parse(buf.subarray(colon + 1, colon + 1 + len).toString());
        buf = buf.subarray(colon + 1 + len);
        if (!hello) {
          hello = true;
          resolve(client);
          continue;
        }
        const [, id, error, result] = msg;
        const w = waiting.get(id);
        waiting.delete(id);
        if (error) w?.reject(new Error(`${error.error}: ${error.message}`));
        else w?.resolve(result);
      }
    });
    const client = {
      /** @param {string} command @param {any} params */
      send(command, params = {}) {
        const id = next++;
        const text = Buffer.from(JSON.stringify([0, id, command, params]));
        socket.write(`${text.length}:`);
        socket.write(text);
        return new Promise((res, rej) => waiting.set(id, { resolve: res, reject: rej }));
      },
      /** Runs `body` (a function body; may return a promise) in the page. */
      async run(body, ...args) {
        const r = await client.send("WebDriver:ExecuteScript", { script: body, args });
        return r?.value;
      },
      close: () => socket.destroy(),
    };
  });
}

const host = await launch({ webrtc: true, reducedMotion: "reduce" });
const profile = mkdtempSync(join(tmpdir(), "yotta-firefox-guest-"));
writeFileSync(
  join(profile, "user.js"),
  [
    `user_pref("marionette.port", ${PORT});`,
    `user_pref("browser.shell.checkDefaultBrowser", false);`,
    `user_pref("datareporting.policy.dataSubmissionEnabled", false);`,
    `user_pref("intl.accept_languages", "en-US");`,
  ].join("\n"),
);
const firefox = spawn(FIREFOX, ["--headless", "--marionette", "--no-remote", "--profile", profile, "about:blank"], {
  stdio: "ignore",
});
const exited = new Promise((r) => firefox.on("exit", r));
let ff = null;
let failed = false;
try {
  ff = await marionette(PORT);
  const caps = await ff.send("WebDriver:NewSession", { capabilities: { alwaysMatch: { pageLoadStrategy: "normal" } } });
  console.log(`guest: ${caps.capabilities.browserName} ${caps.capabilities.browserVersion}`);
  await open(host.page, `${host.url}?game=ottawa&seats=you,remote&seed=firefox-guest&rounds=1&lang=en`);
  const a = host.page.locator('[data-role="invite"][data-seat="1"] a[data-role="invite-link"]');
  await a.waitFor({ timeout: 20000 });
  const link = await a.getAttribute("href");
  await ff.send("WebDriver:Navigate", { url: link });
  /** Polls `body` in the guest's page until it returns something truthy. */
  const until = async (body, what, ms = 30000) => {
    const end = Date.now() + ms;
    for (;;) {
      const v = await ff.run(body);
      if (v) return v;
      if (Date.now() > end) throw new Error(`the guest never showed ${what}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const reply = (
    await until(`return document.querySelector('[data-role="reply-code"]')?.textContent`, "its reply")
  ).trim();
  const title = await ff.run(`return document.querySelector('[data-role="join-title"]')?.textContent`);
  console.log(`guest's page: "${title}"; reply ${reply.length} characters`);
  const input = host.page.locator('[data-role="reply-input"][data-seat="1"]');
  await input.click();
  await host.page.keyboard.insertText(reply);
  const started = Date.now();
  await host.page.locator('[data-action="accept-reply"][data-seat="1"]').click();
  await host.page.waitForSelector('[data-role="seat-status"][data-seat="1"][data-state="connected"]', {
    timeout: 30000,
  });
  console.log(`connected ${Date.now() - started} ms after Connect`);
  await until(`return window.yotta?.state?.().net?.connected && window.yotta.state().view`, "a connected table");
  // Play: the host's person and the Firefox guest, each through its own page.
  let moves = 0;
  let hinted = false;
  for (;;) {
    const v0 = await host.page.evaluate(() => window.yotta.seatView(0));
    if (v0.over || v0.roundOver || moves >= 16) break;
    const seat = v0.toMove;
    const v = await host.page.evaluate((s) => window.yotta.seatView(s), seat);
    // The guest's view equals the host engine's view of its seat.
    const same = await until(
      `return JSON.stringify(window.yotta.state().view) === ${JSON.stringify(JSON.stringify(await host.page.evaluate(() => window.yotta.seatView(1))))}`,
      "the host's view",
      20000,
    );
    assert.ok(same);
    const move = v.legal.find((m) => m.card) ?? v.legal.find((m) => m.pass) ?? v.legal[0];
    if (seat === 1) {
      if (!hinted) {
        hinted = true;
        await until(`return !document.querySelector('[data-action="hint"]').hidden`, "its Hint button");
        await ff.run(`document.querySelector('[data-action="hint"]').click()`);
        const hint = await until(`return window.yotta.state().hint`, "a hint");
        const said = await ff.run(`return document.querySelector('[data-role="status"]').textContent`);
        console.log(`guest's hint: ${JSON.stringify(hint)} ("${said}")`);
      }
      for (let i = 0; ; i++) {
        const r = await ff.run(`return Promise.resolve(window.yotta.play(arguments[0]))`, move);
        if (r?.ok) break;
        assert.ok(i < 100, `the guest's move ${JSON.stringify(move)} was never taken: ${JSON.stringify(r)}`);
        await new Promise((res) => setTimeout(res, 100));
      }
    } else {
      for (let i = 0; ; i++) {
        const r = await host.page.evaluate((m) => Promise.resolve(window.yotta.play(m)), move);
        if (r?.ok) break;
        assert.ok(i < 100, `the host's move was never taken: ${JSON.stringify(r)}`);
        await host.page.waitForTimeout(100);
      }
    }
    moves++;
  }
  const received = await ff.run(`return window.yotta.state().net.received`);
  console.log(
    `${moves} moves played; the Firefox guest received ${received} bytes; host problems: ${JSON.stringify(host.problems)}`,
  );
  assert.ok(moves >= 4, "moves were played");
  console.log("a Firefox guest joined a Chromium host and played: OK");
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  ff?.close();
  firefox.kill("SIGTERM");
  await exited;
  await host.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
