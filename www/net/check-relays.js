// @ts-check
// "Check relays" in the settings of "Invite with one link" (./settings-ui.js, which
// loads this module when the button is pressed): every relay of every network is
// opened once, as the page would open it (a WebSocket; an MQTT broker with its
// subprotocol, `mqtt`, MQTT 3.1.1 §6), and said in words: reachable, with the time it took
// to answer (the round trip of the WebSocket's opening handshake: TCP, TLS and HTTP),
// or down, with the reason the browser gives away (refused or closed, no answer, not
// an address a page may open). Nothing is sent on the socket; it is closed at once.
// Each line is `[data-role="relay-status"][data-network][data-url][data-state]`.
// It knows the networks by their ids alone (./relay-settings.js), not by their adapters
// (./networks.js), which would bring the strategies' code into the page's single file.
import { h } from "../ui/dom.js";
import { NET_IDS } from "./relay-settings.js";

/** The WebSocket subprotocol each network's relays speak, where they ask for one. */
const PROTOCOLS = { torrent: undefined, nostr: undefined, mqtt: ["mqtt"] };

/** How long a relay has to answer before it is said to be down. */
export const CHECK_MS = 6000;

const STRINGS = {
  en: {
    torrent: "WebTorrent tracker",
    nostr: "Nostr relay",
    mqtt: "MQTT broker",
    checking: "checking…",
    ok: "reachable, answered in {ms} ms",
    refused: "down: it refused or closed the connection",
    silent: "down: no answer within {s} s",
    blocked: "down: this page may not open that address (only wss:// and this computer's ws://)",
    none: "No relay in the lists above.",
  },
  ru: {
    torrent: "Трекер WebTorrent",
    nostr: "Ретранслятор Nostr",
    mqtt: "Брокер MQTT",
    checking: "проверка…",
    ok: "доступен, ответил за {ms} мс",
    refused: "недоступен: отказал в соединении или закрыл его",
    silent: "недоступен: нет ответа за {s} с",
    blocked: "недоступен: этой странице нельзя открыть такой адрес (только wss:// и ws:// этого компьютера)",
    none: "В списках выше нет ни одного ретранслятора.",
  },
};

/**
 * Checks every relay of `nets` and lists the results in `list`.
 * @param {HTMLElement} list @param {import("./relay-settings.js").Nets} nets @param {"en" | "ru"} lang
 */
export async function checkRelays(list, nets, lang) {
  const s = STRINGS[lang];
  /** @param {string} text @param {Record<string, number>} [v] */
  const say = (text, v = {}) => text.replace(/\{(\w+)\}/g, (_, k) => String(v[k] ?? ""));
  list.replaceChildren();
  const jobs = NET_IDS.flatMap((id) =>
    nets[id].map(async (url) => {
      const state = h("span", {}, s.checking);
      const line = h(
        "li",
        { dataset: { role: "relay-status", network: id, url, state: "checking" } },
        `${s[id]} ${url}: `,
        state,
      );
      list.append(line);
      const r = await probe(url, PROTOCOLS[id]);
      line.dataset.state = r.ok ? "ok" : "down";
      if (!r.ok) line.dataset.reason = r.why;
      state.textContent = r.ok ? say(s.ok, { ms: r.ms }) : say(s[r.why], { s: CHECK_MS / 1000 });
    }),
  );
  if (!jobs.length) list.append(h("li", {}, s.none));
  await Promise.all(jobs);
}

/**
 * Opens `url` once: the time its handshake took, or why it failed.
 * @param {string} url @param {string[]} [protocols]
 * @returns {Promise<{ ok: true, ms: number } | { ok: false, why: "refused" | "silent" | "blocked" }>}
 */
function probe(url, protocols) {
  const t0 = performance.now();
  return new Promise((resolve) => {
    /** @type {WebSocket} */
    let ws;
    try {
      ws = new WebSocket(url, protocols);
    } catch {
      // The page's CSP (connect-src) or a malformed address: refused before any try.
      resolve({ ok: false, why: "blocked" });
      return;
    }
    const done = (/** @type {Parameters<typeof resolve>[0]} */ v) => {
      clearTimeout(timer);
      ws.onopen = ws.onerror = ws.onclose = null;
      ws.close();
      resolve(v);
    };
    const timer = setTimeout(() => done({ ok: false, why: "silent" }), CHECK_MS);
    ws.onopen = () => done({ ok: true, ms: Math.round(performance.now() - t0) });
    ws.onerror = ws.onclose = () => done({ ok: false, why: "refused" });
  });
}
