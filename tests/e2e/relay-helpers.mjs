// Helpers of the one-link tests (relay*.test.mjs): the local relay (scripts/relay.mjs)
// with its traffic recorded, the host's and guests' pages, and playing moves on the
// seat to move as the host's engine says.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { launch, open } from "./lib.mjs";

const ROOT = new URL("../../", import.meta.url);

/**
 * Starts `node scripts/relay.mjs 0 --record FILE`; resolves once it printed its URL.
 * `traffic()` reads what it received and sent; `stop()` ends it.
 */
export async function startRelay() {
  const dir = mkdtempSync(join(tmpdir(), "yotta-relay-"));
  const record = join(dir, "traffic.jsonl");
  const child = spawn(process.execPath, ["scripts/relay.mjs", "0", "--record", record], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise((resolve, reject) => {
    const lines = createInterface({ input: /** @type {any} */ (child.stdout) });
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the relay exited (${code}) before printing its URL`)));
  });
  assert.match(url, /^ws:\/\/127\.0\.0\.1:\d+$/);
  let stopped = false;
  return {
    url: /** @type {string} */ (url),
    /** @returns {{ at: number, dir: string, peer: number, bytes: number, text: string }[]} */
    traffic: () =>
      readFileSync(record, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
    async stop() {
      if (stopped) return;
      stopped = true;
      const done = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await done;
    },
    async close() {
      await this.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A guest device's browser for the site `host` serves. @param {any} host @param {Record<string, any>} [opts] */
export const guestBrowser = (host, opts = {}) =>
  launch({ webrtc: true, serve: false, origin: new URL(host.url).origin, reducedMotion: "reduce", ...opts });

/**
 * The guest opens the table link, types a name and joins (no reply code); resolves
 * with the milliseconds from opening the link to "Joined as seat N".
 * @param {any} guest @param {string} link @param {string} name
 */
export async function joinByTableLink(guest, link, name) {
  const started = Date.now();
  await open(guest.page, link);
  await guest.page.locator('[data-role="guest-name"]').fill(name);
  await guest.page.locator('[data-action="join"]').click();
  await guest.page.waitForFunction(
    () =>
      /Joined as seat \d/.test(document.querySelector('[data-role="net-status"]')?.textContent ?? "") ||
      !!window.yotta?.state().view,
    null,
    { timeout: 30000 },
  );
  return Date.now() - started;
}

/** The table link on the host's page. @param {any} host */
export async function tableLink(host) {
  const a = host.page.locator('a[data-role="table-link"]');
  await a.waitFor({ timeout: 30000 });
  return /** @type {string} */ (await a.getAttribute("href"));
}

/** The seat to move and whether the round or game is over, from the host's engine. @param {any} host */
export const hostState = (host) =>
  host.page.evaluate(() => {
    const v = window.yotta.seatView?.(0);
    return { toMove: v?.toMove, over: !!v?.over, roundOver: !!v?.roundOver, key: JSON.stringify(v) };
  });

/** Waits until the guest's view equals the host engine's view of `seat`; returns it. */
export async function sameView(host, guest, seat, timeout = 20000) {
  const end = Date.now() + timeout;
  let last = "";
  while (Date.now() < end) {
    const h = JSON.stringify(await host.page.evaluate((s) => window.yotta.seatView?.(s) ?? null, seat));
    const g = JSON.stringify(await guest.page.evaluate(() => window.yotta?.state().view ?? null));
    if (h === g && g !== "null") return JSON.parse(g);
    last = `host ${h.slice(0, 200)}\nguest ${g.slice(0, 200)}`;
    await guest.page.waitForTimeout(50);
  }
  assert.fail(`seat ${seat}'s view never matched the host's:\n${last}`);
}

/**
 * Plays Оттава with the guest in seat 1 until `max` moves are made or the round
 * ends, the guest's view checked against the host engine's before each; returns the
 * moves made.
 */
export async function playAlong(host, guest, max) {
  let moves = 0;
  while (moves < max) {
    const v0 = await host.page.evaluate(() => window.yotta.seatView(0));
    if (v0.over || v0.roundOver) break;
    await sameView(host, guest, 1);
    const seat = v0.toMove;
    const v = await host.page.evaluate((s) => window.yotta.seatView(s), seat);
    await act(seat === 1 ? guest.page : host.page, ottawaMove(v), seat, host);
    moves++;
  }
  await sameView(host, guest, 1);
  return moves;
}

/** A legal Оттава move: a card if one fits, else pass where allowed, else draw. */
export const ottawaMove = (v) => v.legal.find((m) => m.card) ?? v.legal.find((m) => m.pass) ?? v.legal[0];

/** A legal Ётта move of `view`, found by the engine as a blog would load it. */
const iotaMove = (page, view) =>
  page.evaluate(async (view) => {
    const engine = await import(new URL("yotta.js", document.baseURI).href);
    await engine.default({ module_or_path: new URL("yotta_bg.wasm", document.baseURI) });
    const r = engine.iotaPlays(view.board, view.hand, { pileEmpty: view.pile === 0 });
    if (r.ok && r.count > 0) return { place: r.plays[0].place };
    return view.pile >= view.hand.length ? { trade: view.hand } : { pass: true };
  }, view);

/** Makes `move` on `page` once its table takes it; retries while that seat is still to move. */
export async function act(page, move, seat, host) {
  /** @type {any} */
  let r = null;
  for (let i = 0; i < 400; i++) {
    r = await page.evaluate((m) => Promise.resolve(window.yotta.play(m)), move);
    if (r?.ok) return r;
    const s = await hostState(host);
    if (s.toMove !== seat || s.over || s.roundOver) return r;
    await page.waitForTimeout(50);
  }
  assert.fail(
    `the move ${JSON.stringify(move)} of seat ${seat} was never taken; the last answer: ${JSON.stringify(r)}`,
  );
}

/**
 * Plays moves (each seat from its own device, the host's seat 0 at the host) until
 * `stop(state, moves)` says so; a seat with no device here (a computer) is waited for.
 * @param {any} host @param {Record<number, any>} guests @param {"ottawa" | "iota"} game
 * @param {(s: any, moves: number) => boolean | Promise<boolean>} stop
 */
export async function play(host, guests, game, stop) {
  let moves = 0;
  for (;;) {
    const s = await hostState(host);
    if (await stop(s, moves)) return moves;
    assert.ok(moves++ < 1500, "the game does not end");
    const page = s.toMove === 0 ? host.page : guests[s.toMove]?.page;
    if (!page) {
      await host.page.waitForFunction((key) => JSON.stringify(window.yotta.seatView(0)) !== key, s.key, {
        timeout: 30000,
      });
      continue;
    }
    const v =
      s.toMove === 0
        ? await host.page.evaluate(() => window.yotta.seatView(0))
        : await sameView(host, guests[s.toMove], s.toMove);
    if (v.toMove !== s.toMove) continue;
    const move = game === "ottawa" ? ottawaMove(v) : await iotaMove(page, v);
    await act(page, move, s.toMove, host);
  }
}

/** trystero's log of a connection closed on purpose (see `problems`). */
export const CLOSED_ON_PURPOSE = /Trystero peer error: OperationError(: User-Initiated Abort, reason=Close called)?$/;

/**
 * The page's problems, less the library's own log of a connection closed on purpose
 * (trystero prints "peer error: … Close called" when a peer's page goes away, or a bare
 * "OperationError" where the other device closed a connection the page does not keep
 * before this one did: Chromium's report of the remote abort) and, when
 * `relayUrl` is given, the WebSocket to that relay (Firefox's recorder lists its
 * upgrade request as a request to another origin: the relay is one, by design).
 * @param {{ problems: string[] }} b @param {string} [relayUrl]
 */
export const problems = (b, relayUrl) =>
  b.problems.filter(
    (p) =>
      !CLOSED_ON_PURPOSE.test(p) &&
      !(relayUrl && p === `request to another origin: ${relayUrl.replace(/^ws:/, "http:")}/`),
  );
