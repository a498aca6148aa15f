// @ts-check
// The menu's fieldset for the setting "Play over the internet" (www/net/settings.js),
// shown when a seat is played on another device: the STUN list, the TURN server and
// "Always relay through my TURN server" (relay-only), which says what it does and,
// without a TURN server, that it cannot connect.
import { h } from "../ui/dom.js";
import { loadNetSettings, saveNetSettings, parseStunList, relayProblem, loadOneLink, saveOneLink } from "./settings.js";

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
  const oneLink = oneLinkFields(t);
  details.append(
    ...oneLink,
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

/**
 * "Invite with one link" (www/net/relay.js): the choice and its sentence; its relay
 * lists and "Check relays" (./relay-lists-ui.js) are loaded while it is on, not with
 * the first screen.
 * @param {import("./strings.js").Translate} t
 * @returns {HTMLElement[]}
 */
function oneLinkFields(t) {
  let on = loadOneLink();
  const lists = h("div", { class: "net-relay-lists" });
  const show = async () => {
    lists.hidden = !on;
    if (!on || lists.childElementCount) return;
    const { relayLists } = await import("./relay-lists-ui.js");
    if (!lists.childElementCount) lists.append(...relayLists(document.documentElement.lang === "ru" ? "ru" : "en"));
  };
  show();
  return [
    h(
      "label",
      { class: "check" },
      h("input", {
        type: "checkbox",
        checked: on,
        dataset: { net: "one-link" },
        onchange: (/** @type {Event} */ e) => {
          on = /** @type {HTMLInputElement} */ (e.target).checked;
          saveOneLink(on);
          show();
        },
      }),
      " ",
      t("netOneLink"),
    ),
    h("p", { class: "net-help" }, t("netOneLinkHelp")),
    lists,
  ];
}
