// @ts-check
// The shell's two dialogs over the whole page: the hot-seat hand-off ("Pass the
// device to …", every hand hidden until that person taps "I'm …": `config.handoff`
// of www/games.js, called by the turn loop, www/seats/match.js) and "How to play".
// Each is built in the overlay it is handed.
import { h } from "../ui/dom.js";
import { pick } from "../ui/i18n.js";
import { renderHowTo } from "./menu.js";

/**
 * @typedef {import("../ui/i18n.js").Translate} T
 */

/**
 * The hot-seat screen; resolves when `name` has the device.
 * @param {HTMLElement} overlay @param {T} t @param {(text: string) => void} announce
 * @param {string} name @param {string} [note] what happened since, shown above
 * @returns {Promise<void>}
 */
export function handoffDialog(overlay, t, announce, name, note) {
  return new Promise((resolve) => {
    const btn = h("button", { class: "primary big", dataset: { action: "ready" } }, t("imReady", { name }));
    const box = h(
      "div",
      { class: "handoff", role: "dialog", "aria-modal": "true", "aria-labelledby": "handoff-title" },
      note ? h("p", { class: "handoff-note" }, note) : null,
      h("h2", { id: "handoff-title" }, t("passDevice", { name })),
      h("p", {}, t("passHint", { name })),
      btn,
    );
    overlay.replaceChildren(box);
    overlay.hidden = false;
    overlay.className = "overlay opaque";
    announce(t("passDevice", { name }));
    btn.addEventListener("click", () => {
      overlay.hidden = true;
      overlay.replaceChildren();
      resolve();
    });
    btn.focus();
  });
}

/**
 * "How to play" `game`, closed by Back or Escape (the focus goes back where it was), with
 * "Learn to play" (its lesson) at the top where `learn` is given.
 * @param {HTMLElement} overlay @param {T} t @param {import("../games.js").GameDescriptor} game @param {"en" | "ru"} lang
 * @param {() => void} [learn]
 */
export function howToDialog(overlay, t, game, lang, learn) {
  const back = h("button", { class: "primary", dataset: { action: "close" } }, t("back"));
  const body = h("div", { class: "howto-scroll" });
  const box = h(
    "div",
    { class: "howto", role: "dialog", "aria-modal": "true", "aria-labelledby": "howto-title" },
    h(
      "div",
      { class: "howto-head" },
      h("h2", { id: "howto-title" }, `${t("howToPlay")}: ${pick(game.names, lang)}`),
      back,
    ),
    body,
  );
  overlay.replaceChildren(box);
  overlay.className = "overlay";
  overlay.hidden = false;
  if (learn)
    body.append(
      h(
        "p",
        { class: "howto-learn" },
        h(
          "button",
          {
            type: "button",
            class: "primary",
            dataset: { action: "learn", game: game.id },
            onclick: () => {
              close();
              learn();
            },
          },
          t("learnToPlay"),
        ),
      ),
    );
  const remove = renderHowTo(body, game, lang);
  const opener = /** @type {HTMLElement | null} */ (document.activeElement);
  function close() {
    remove();
    overlay.hidden = true;
    overlay.replaceChildren();
    document.removeEventListener("keydown", onKey, true);
    opener?.focus();
  }
  /** @param {KeyboardEvent} e */
  function onKey(e) {
    if (e.key === "Escape") {
      e.stopPropagation();
      close();
    }
  }
  back.addEventListener("click", close);
  document.addEventListener("keydown", onKey, true);
  back.focus();
}
