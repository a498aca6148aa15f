// A guest's network cut in the middle of a game played with one link (Chromium, real
// WebRTC on loopback, the local relay): the guest's browser runs in a cgroup of its
// own and an nftables rule drops every packet its sockets send (its data channel and
// its WebSocket to the relay alike) for 25 s. The host says "Sam is reconnecting…"
// (the ICE state, not the data channel, tells: a cut network closes nothing), the
// game waits on that seat's driver, and once the network is back the guest is in its
// seat with the same hand within 15 s, with no click on either side.
//
// Needs root and nftables (`nft`), as the suite's machine has; skipped otherwise.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, rmdirSync, writeFileSync, rmSync, mkdtempSync, existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch, open, shot, CHROMIUM } from "./lib.mjs";
import { startRelay, guestBrowser, joinByTableLink, tableLink, sameView, play, problems } from "./relay-helpers.mjs";

const CGROUP2 = ["/sys/fs/cgroup/unified", "/sys/fs/cgroup"].find(
  (d) => existsSync(join(d, "cgroup.procs")) && readFileSync("/proc/mounts", "utf8").includes(` ${d} cgroup2 `),
);
const canCut = (() => {
  try {
    execFileSync("nft", ["list", "tables"], { stdio: "ignore" });
    return !!CGROUP2 && process.getuid?.() === 0;
  } catch {
    return false;
  }
})();
const CUT_MS = 25000;

/**
 * A cgroup for one browser and the nftables table that, when `cut(true)`, drops every
 * packet sent by a socket of that cgroup. `wrapper` starts CHROMIUM inside it.
 */
function cutter() {
  const name = `yotta-cut-${process.pid}`;
  const dir = join(/** @type {string} */ (CGROUP2), name);
  mkdirSync(dir, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), "yotta-cut-"));
  const wrapper = join(tmp, "chromium");
  writeFileSync(wrapper, `#!/bin/sh\necho $$ > ${dir}/cgroup.procs\nexec ${CHROMIUM} "$@"\n`, { mode: 0o755 });
  const table = `yotta_cut_${process.pid}`;
  // The path nft reads is relative to /sys/fs/cgroup; the level is the depth in the cgroup2 tree.
  const path = join(/** @type {string} */ (CGROUP2), name).replace(/^\/sys\/fs\/cgroup\//, "");
  let on = false;
  return {
    wrapper,
    /** @param {boolean} drop */
    cut(drop) {
      if (drop === on) return;
      on = drop;
      if (drop) {
        execFileSync("nft", ["add", "table", "inet", table]);
        execFileSync("nft", ["add", "chain", "inet", table, "out", "{ type filter hook output priority 0; }"]);
        execFileSync("nft", ["add", "rule", "inet", table, "out", "socket", "cgroupv2", "level", "1", path, "drop"]);
      } else execFileSync("nft", ["delete", "table", "inet", table]);
    },
    close() {
      this.cut(false);
      rmSync(tmp, { recursive: true, force: true });
      try {
        rmdirSync(dir);
      } catch {
        /* the browser's processes are still leaving it */
      }
    },
  };
}

test("a guest's network cut for 25 s: the host says so, and the guest is back in its seat with the same hand by itself", {
  skip: canCut ? false : "needs root, nftables and cgroup v2",
  timeout: 180000,
}, async () => {
  const relay = await startRelay();
  const net = cutter();
  const host = await launch({ webrtc: true, reducedMotion: "reduce" });
  const guest = await guestBrowser(host, { executablePath: net.wrapper });
  try {
    await open(
      host.page,
      `${host.url}?game=ottawa&seats=you,remote,easy&seed=relay-cut-1&lang=en&net=relay&relays=${encodeURIComponent(relay.url)}`,
    );
    await joinByTableLink(guest, await tableLink(host), "Sam");
    await host.page.waitForFunction(() => window.yotta.state().view, null, { timeout: 30000 });
    await guest.page.waitForFunction(() => window.yotta.state().net.connected && window.yotta.state().view);
    await play(host, { 1: guest }, "ottawa", (s, moves) => moves >= 2 || s.over || s.roundOver);
    const hand = (await sameView(host, guest, 1)).hand;
    const cutAt = Date.now();
    net.cut(true);
    // The host sees the seat stall (ICE `disconnected`, about 7 s), with the way to a computer.
    const status = host.page.locator('[data-role="seat-status"][data-seat="1"][data-state="reconnecting"]');
    await status.waitFor({ timeout: CUT_MS });
    const stalled = Date.now() - cutAt;
    assert.match(await status.textContent(), /Sam is reconnecting…/);
    assert.equal(await host.page.locator('[data-action="seat-to-computer"][data-seat="1"]').count(), 1);
    await shot(host.page, "relay-cut-host-reconnecting");
    // Until the network is back (a fixed length: the cut itself is what is tested).
    await host.page.waitForTimeout(Math.max(0, CUT_MS - (Date.now() - cutAt)));
    net.cut(false);
    const back = Date.now();
    await host.page.waitForSelector('[data-role="seat-status"][data-seat="1"][data-state="connected"]', {
      timeout: 15000,
    });
    const view = await sameView(host, guest, 1, 15000 - (Date.now() - back));
    const ms = Date.now() - back;
    console.log(
      `network cut: the host said "reconnecting" ${stalled} ms after the cut; the guest was back in its seat ${ms} ms after the network returned`,
    );
    assert.ok(ms <= 15000, `back within 15 s (${ms} ms)`);
    assert.deepEqual(view.hand, hand, "the same hand");
    // The game goes on.
    await play(host, { 1: guest }, "ottawa", (s, moves) => moves >= 2 || s.over || s.roundOver);
    assert.deepEqual(problems(host), []);
  } finally {
    net.cut(false);
    await guest.close();
    await host.close();
    await relay.close();
    // Once the browser's processes have left its cgroup, the cgroup goes too.
    net.close();
  }
});
