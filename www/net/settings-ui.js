// @ts-check
// The menu's fieldset for the setting "Play over the internet" (www/net/settings.js),
// shown when a seat is played on another device: the STUN list, the TURN server and
// "Always relay through my TURN server" (relay-only), which says what it does and,
// without a TURN server, that it cannot connect.
import { h } from "../ui/dom.js";
import {
  loadNetSettings,
  saveNetSettings,
  parseStunList,
  relayProblem,
  parseRelayList,
  loadRelaySettings,
  saveRelaySettings,
} from "./settings.js";

/**
 * @param {import("./strings.js").Translate} t
 * @returns {HTMLElement}
 */
export function netSettingsFieldset(t) {
  let s = loadNetSettings();
  /** Relay-only without a TURN server: said under the choice, as the page will say it. */
  const noTurn = h(
    "p",
    { class: "net-help net-warn", role: "status", dataset: { role: "relay-no-turn" } },
    t("netRelayNoTurn"),
  );
  const save = () => {
    saveNetSettings(s);
    noTurn.hidden = !relayProblem(s);
  };
  const details = h("div", { class: "net-setting-more", hidden: !s.internet });
  const stun = h("textarea", {
    dataset: { net: "stun" },
    "aria-label": t("netStun"),
    oninput: (/** @type {Event} */ e) => {
      s = { ...s, stun: parseStunList(/** @type {HTMLInputElement} */ (e.target).value) };
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
          s = { ...s, turn: { ...s.turn, [key]: /** @type {HTMLInputElement} */ (e.target).value.trim() } };
          save();
        },
      }),
    );
  // "Invite with one link": signalling through public relays (www/net/relay.js).
  let r = loadRelaySettings();
  const relays = h("textarea", {
    dataset: { net: "relays" },
    "aria-label": t("netRelays"),
    oninput: (/** @type {Event} */ e) => {
      r = { ...r, relays: parseRelayList(/** @type {HTMLInputElement} */ (e.target).value) };
      saveRelaySettings(r);
    },
  });
  relays.textContent = r.relays.join("\n");
  const relayField = h("label", { class: "field", hidden: !r.oneLink }, h("span", {}, t("netRelays")), relays);
  details.append(
    h(
      "label",
      { class: "check" },
      h("input", {
        type: "checkbox",
        checked: r.oneLink,
        dataset: { net: "one-link" },
        onchange: (/** @type {Event} */ e) => {
          r = { ...r, oneLink: /** @type {HTMLInputElement} */ (e.target).checked };
          relayField.hidden = !r.oneLink;
          saveRelaySettings(r);
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
    h(
      "label",
      { class: "check" },
      h("input", {
        type: "checkbox",
        checked: s.relayOnly,
        dataset: { net: "relayOnly" },
        onchange: (/** @type {Event} */ e) => {
          s = { ...s, relayOnly: /** @type {HTMLInputElement} */ (e.target).checked };
          save();
        },
      }),
      " ",
      t("netRelayOnly"),
    ),
    h("p", { class: "net-help" }, t("netRelayOnlyHelp")),
    noTurn,
  );
  noTurn.hidden = !relayProblem(s);
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
          s = { ...s, internet: /** @type {HTMLInputElement} */ (e.target).checked };
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
