// Words, not engine errors: where a browser lacks what the page uses, the person reads
// what this browser cannot do and what to do, in English and in Russian. A browser
// without WebRTC (Debian's WebKitGTK is built without it; some private modes and
// apps' built-in browsers turn it off) is played here by a page script deleting
// `RTCPeerConnection` before the page runs: the guest opening an invitation and the
// host inviting a device each see `[data-role="net-error"][data-reason="no-webrtc"]`,
// never the engine's "Can't find variable: RTCPeerConnection". And sentences about the
// person's own seat agree with "You": the end of a Ётта game the person wins. A
// browser that keeps no site data is told that nothing will be remembered.
// Written once for the three engines (tests/e2e/browser.mjs): the host of the guest's
// test is Chromium; in WebKitGTK, which has no WebRTC at all, the page script changes nothing.
import assert from "node:assert/strict";
import { launch, launchEngine, engineTest, open, shot } from "./lib.mjs";

/** Waits until the person is to play (nothing moving), or the game is over. */
const ready = (page) =>
  page.waitForFunction(
    () => {
      const s = /** @type {any} */ (window).yotta?.state?.();
      return s?.view && (s.view.over || (!s.busy && s.view.toMove === s.view.seat));
    },
    null,
    { timeout: 60000 },
  );

/** The page's text as a person reads it. */
// biome-ignore lint/performance/useDomNodeTextContent: innerText is what a person reads (textContent includes hidden text)
const pageText = (page) => page.evaluate(() => document.body.innerText);

/** A page script: this browser has no WebRTC. */
const NO_WEBRTC = () => {
  for (const k of [
    "RTCPeerConnection",
    "webkitRTCPeerConnection",
    "RTCSessionDescription",
    "RTCIceCandidate",
    "RTCDataChannel",
  ])
    delete (/** @type {any} */ (window)[k]);
};

const SAID = {
  en: /This browser cannot play across devices: it has no WebRTC.*Open Yotta in another browser/s,
  ru: /Этот браузер не может играть на нескольких устройствах: в нём нет WebRTC.*Откройте Yotta в другом браузере/s,
};
const RAW =
  /RTCPeerConnection|Can't find variable|is not defined|is not a constructor|could not be made|Не удалось подключиться/;

for (const lang of /** @type {const} */ (["en", "ru"])) {
  engineTest(`no WebRTC, ${lang}: the guest's page says what this browser cannot do`, {}, async (engine) => {
    const host = await launch({ webrtc: true });
    const guest = await launchEngine(engine, {
      serve: false,
      origin: new URL(host.url).origin,
      locale: lang === "ru" ? "ru-RU" : "en-US",
    });
    try {
      await guest.page.addInitScript(NO_WEBRTC);
      await open(host.page, `${host.url}?game=ottawa&seats=you,remote&seed=words-1&lang=${lang}`);
      const invite = host.page.locator('[data-role="invite"] a[data-role="invite-link"]');
      await invite.waitFor({ timeout: 20000 });
      // The guest's page in the test's language (not every engine takes a locale).
      const [base, join] = (await invite.getAttribute("href")).split("#");
      await open(guest.page, `${base}?lang=${lang}#${join}`);
      assert.equal(
        await guest.page.evaluate(() => typeof window.RTCPeerConnection),
        "undefined",
        "the page script took WebRTC away",
      );
      const note = guest.page.locator('[data-role="net-error"][data-reason="no-webrtc"]');
      await note.waitFor({ timeout: 20000 });
      const text = await note.textContent();
      assert.match(text, SAID[lang]);
      assert.doesNotMatch(await pageText(guest.page), RAW);
      assert.equal(await guest.page.locator('[data-role="reply-code"]').count(), 0, "no reply without a connection");
      await shot(guest.page, `words-no-webrtc-guest-${lang}`);
      assert.deepEqual(guest.problems, []);
      assert.deepEqual(host.problems, []);
    } finally {
      await guest.close();
      await host.close();
    }
  });

  engineTest(`no WebRTC, ${lang}: the host's invitation says what this browser cannot do`, {}, async (engine) => {
    const b = await launchEngine(engine, {});
    try {
      await b.page.addInitScript(NO_WEBRTC);
      await open(b.page, `${b.url}?game=iota&seats=you,remote,easy&seed=words-2&lang=${lang}`);
      const note = b.page.locator(
        '[data-role="invite"][data-seat="1"] [data-role="net-error"][data-reason="no-webrtc"]',
      );
      await note.waitFor({ timeout: 20000 });
      assert.match(await note.textContent(), SAID[lang]);
      assert.doesNotMatch(await pageText(b.page), RAW);
      // The seat can still go to a computer, and the game is played on this device.
      await b.page.click('[data-action="seat-to-computer"][data-seat="1"]');
      await ready(b.page);
      await shot(b.page, `words-no-webrtc-host-${lang}`);
      assert.deepEqual(b.problems, []);
    } finally {
      await b.close();
    }
  });
}

/** A page script: this browser keeps no site data (blocked cookies and storage, some private modes). */
const NO_STORAGE = () => {
  Object.defineProperty(window, "localStorage", {
    configurable: true,
    get() {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
  });
};

const FORGETS = {
  en: /^This browser does not let the page remember anything: your settings and a game in progress are lost/,
  ru: /^Этот браузер не даёт странице ничего запоминать: настройки и начатая партия пропадут/,
};

for (const lang of /** @type {const} */ (["en", "ru"])) {
  engineTest(
    `no storage, ${lang}: the menu says the page remembers nothing, and a game is still played`,
    {},
    async (engine) => {
      const b = await launchEngine(engine, {});
      try {
        // Where storage works, nothing is said.
        await open(b.page, `${b.url}?lang=${lang}`);
        assert.equal(await b.page.locator('[data-role="storage-note"]').count(), 0, "no note while storage works");
        await b.page.addInitScript(NO_STORAGE);
        await open(b.page, `${b.url}?lang=${lang}`);
        assert.equal(
          await b.page.evaluate(() => {
            try {
              return typeof window.localStorage;
            } catch {
              return "blocked";
            }
          }),
          "blocked",
          "the page script took storage away",
        );
        const note = b.page.locator('[data-role="storage-note"]');
        await note.waitFor({ timeout: 20000 });
        assert.match((await note.textContent()).trim(), FORGETS[lang]);
        await shot(b.page, `words-no-storage-${lang}`);
        // The game goes on without saving.
        await open(b.page, `${b.url}?game=ottawa&seats=you,easy&seed=words-3&lang=${lang}`);
        await ready(b.page);
        assert.deepEqual(b.problems, []);
      } finally {
        await b.close();
      }
    },
  );
}

engineTest("the end of a Ётта game the person wins: You win / Вы выиграли", { timeout: 300000 }, async (engine) => {
  for (const [lang, said] of /** @type {const} */ ([
    ["en", /^You win with \d+ points!$/],
    ["ru", /^Вы выиграли: \d+ очк(о|а|ов)!$/],
  ])) {
    const b = await launchEngine(engine, { reducedMotion: "reduce" });
    try {
      // The hard player's moves against an easy computer, in a short game: this deal
      // ends with the person ahead (a change of the deal or the players may need another seed).
      await open(b.page, `${b.url}?game=iota&players=2&ai=easy&shortGame=1&seed=words-win-1&lang=${lang}`);
      for (let turn = 0; ; turn++) {
        assert.ok(turn < 200, "the game ended");
        await ready(b.page);
        if (await b.page.evaluate(() => window.yotta.state().view.over)) break;
        const r = await b.page.evaluate(async () => window.yotta.play((await window.yotta.suggest("hard")).move));
        assert.ok(r.ok, `the hard player's move was refused: ${JSON.stringify(r)}`);
      }
      const v = await b.page.evaluate(() => window.yotta.state().view);
      assert.deepEqual(v.winners, [v.seat], `the person wins this deal (scores ${v.scores})`);
      const headline = b.page.locator('[data-role="winner"]');
      await headline.waitFor();
      assert.match((await headline.textContent()).trim(), said);
      await shot(b.page, `words-you-win-${lang}`);
      assert.deepEqual(b.problems, []);
    } finally {
      await b.close();
    }
  }
});
