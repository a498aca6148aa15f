// @ts-check
// The menu's fieldset for the setting "Play over the internet" (www/net/settings.js),
// shown when a seat is played on another device.
import { h } from "../ui/dom.js";
import { loadNetSettings, saveNetSettings, parseStunList, parseRelayList } from "./settings.js";

/**
 * @param {(k: string, p?: any) => string} t
 * @returns {HTMLElement}
 */
export function netSettingsFieldset(t) {
  let s = loadNetSettings();
  const save = () => saveNetSettings(s);
  const details = h("div", { class: "net-setting-more", hidden: !s.internet });
  const stun = h("textarea", {
    dataset: { net: "stun" },
    "aria-label": t("netStun"),
    oninput: (/** @type {Event} */ e) => {
      s = { ...s, stun: parseStunList(/** @type {any} */ (e.target).value) };
      save();
    },
  });
  stun.textContent = s.stun.join("\n");
  const field = (/** @type {string} */ key, /** @type {string} */ label, /** @type {string} */ value, type = "text") =>
    h(
      "label",
      { class: "field" },
      h("span", {}, label),
      h("input", {
        type,
        autocomplete: "off",
        value,
        dataset: { net: key },
        oninput: (/** @type {Event} */ e) => {
          s = { ...s, turn: { ...s.turn, [key]: /** @type {any} */ (e.target).value } };
          save();
        },
      }),
    );
  // "Invite with one link": signalling through public relays (www/net/relay.js).
  const relays = h("textarea", {
    dataset: { net: "relays" },
    "aria-label": t("netRelays"),
    oninput: (/** @type {Event} */ e) => {
      s = { ...s, relays: parseRelayList(/** @type {any} */ (e.target).value) };
      save();
    },
  });
  relays.textContent = s.relays.join("\n");
  const relayField = h("label", { class: "field", hidden: !s.oneLink }, h("span", {}, t("netRelays")), relays);
  details.append(
    h(
      "label",
      { class: "check" },
      h("input", {
        type: "checkbox",
        checked: s.oneLink,
        dataset: { net: "one-link" },
        onchange: (/** @type {Event} */ e) => {
          s = { ...s, oneLink: /** @type {any} */ (e.target).checked };
          relayField.hidden = !s.oneLink;
          save();
        },
      }),
      " ",
      t("netOneLink"),
    ),
    h("p", { class: "net-help" }, t("netOneLinkHelp")),
    relayField,
    h("label", { class: "field" }, h("span", {}, t("netStun")), stun),
    field("url", t("netTurn"), s.turn.url),
    field("user", t("netTurnUser"), s.turn.user),
    field("pass", t("netTurnPass"), s.turn.pass, "password"),
  );
  return h(
    "fieldset",
    { class: "net-setting" },
    h("legend", {}, t("netInternet")),
    h(
      "label",
      { class: "check" },
      h("input", {
        type: "checkbox",
        checked: s.internet,
        dataset: { net: "internet" },
        onchange: (/** @type {Event} */ e) => {
          s = { ...s, internet: /** @type {any} */ (e.target).checked };
          details.hidden = !s.internet;
          save();
        },
      }),
      " ",
      t("netInternet"),
    ),
    h("p", { class: "net-help" }, t("netInternetHelp")),
    details,
  );
}
