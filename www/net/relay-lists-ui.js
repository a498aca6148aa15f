// @ts-check
// The relay lists of "Invite with one link" in the menu's settings, a list per network
// (www/net/networks.js), and "Check relays" (./check-relays.js): loaded by
// ./settings-ui.js while "Invite with one link" is on, never with the first screen.
// Each list is kept in the settings as it is typed (www/net/relay-settings.js).
import { h } from "../ui/dom.js";
import { loadRelaySettings, saveRelaySettings, parseRelayList, settingsNets } from "./relay-settings.js";
import { checkRelays } from "./check-relays.js";

const STRINGS = {
  en: {
    relays: "WebTorrent trackers (one per line): wss://host",
    nostr: "Nostr relays (one per line): wss://host",
    mqtt: "MQTT brokers (one per line): wss://host/path",
    check: "Check relays",
  },
  ru: {
    relays: "Трекеры WebTorrent (по одному в строке): wss://адрес",
    nostr: "Ретрансляторы Nostr (по одному в строке): wss://адрес",
    mqtt: "Брокеры MQTT (по одному в строке): wss://адрес/путь",
    check: "Проверить ретрансляторы",
  },
};

/**
 * The lists (`textarea[data-net="relays" | "nostr" | "mqtt"]`), the button
 * (`[data-action="check-relays"]`) and where its results go (`[data-role="relay-checks"]`).
 * @param {"en" | "ru"} lang @returns {HTMLElement[]}
 */
export function relayLists(lang) {
  const s = STRINGS[lang];
  const lists = /** @type {const} */ (["relays", "nostr", "mqtt"]).map((key) => {
    const area = h("textarea", {
      dataset: { net: key },
      "aria-label": s[key],
      oninput: (/** @type {Event} */ e) => {
        saveRelaySettings({
          ...loadRelaySettings(),
          [key]: parseRelayList(/** @type {HTMLInputElement} */ (e.target).value),
        });
      },
    });
    area.textContent = loadRelaySettings()[key].join("\n");
    return h("label", { class: "field" }, h("span", {}, s[key]), area);
  });
  const checks = h("ul", { class: "net-checks", dataset: { role: "relay-checks" } });
  const check = h("button", { type: "button", dataset: { action: "check-relays" } }, s.check);
  check.addEventListener("click", () => checkRelays(checks, settingsNets(loadRelaySettings()), lang));
  return [...lists, h("div", { class: "net-actions" }, check), checks];
}
