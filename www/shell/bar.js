// @ts-check
// The shell's top bar: the menu button and the game's name while a game is on screen
// (else the brand), "Share / Embed" the position (www/embed/share.js, loaded when
// pressed), "How to play", and the language.
import { h } from "../ui/dom.js";
import { pick, LANGS } from "../ui/i18n.js";
import { soundOn, setSound } from "../sound/sound.js";

/**
 * @param {HTMLElement} bar
 * @param {{ t: import("../ui/i18n.js").Translate, lang: "en" | "ru",
 *   game: import("../games.js").GameDescriptor | null, showMenu: () => void,
 *   showHowTo: (game: import("../games.js").GameDescriptor) => void, setLanguage: (lang: string) => void }} o
 *   `game`: the game on screen, or null
 */
export function topBar(bar, { t, lang, game, showMenu, showHowTo, setLanguage }) {
  bar.replaceChildren();
  if (game) {
    bar.append(
      h(
        "button",
        { class: "bar-btn", dataset: { action: "menu" }, "aria-label": t("menu"), onclick: () => showMenu() },
        "☰",
        h("span", { class: "wide-only" }, ` ${t("menu")}`),
      ),
      h("span", { class: "bar-title" }, pick(game.names, lang)),
    );
  } else {
    bar.append(h("span", { class: "bar-title brand" }, "Yotta · Ётта · Оттава"));
  }
  const spacer = h("span", { class: "bar-space" });
  bar.append(spacer);
  if (game) {
    const g = game;
    // "Share / Embed" the position on screen (www/embed/share.js, loaded when pressed).
    const name = pick(g.names, lang);
    bar.append(
      h(
        "button",
        {
          class: "bar-btn",
          dataset: { action: "share" },
          "aria-label": t("share"),
          title: t("shareTitle"),
          onclick: () =>
            import("../embed/share.js").then(
              (m) => m.openShare(lang, name),
              (e) => console.warn("the Share dialog could not be loaded:", e),
            ),
        },
        "⤴",
        h("span", { class: "wide-only" }, ` ${t("share")}`),
      ),
    );
    bar.append(
      h(
        "button",
        { class: "bar-btn", dataset: { action: "howto" }, "aria-label": t("howToPlay"), onclick: () => showHowTo(g) },
        "?",
        h("span", { class: "wide-only" }, ` ${t("howToPlay")}`),
      ),
    );
  }
  bar.append(soundButton(t));
  const sel = h(
    "select",
    {
      class: "lang",
      "aria-label": t("language"),
      dataset: { role: "lang" },
      onchange: (/** @type {Event} */ e) => setLanguage(/** @type {HTMLSelectElement} */ (e.target).value),
    },
    ...LANGS.map((l) => h("option", { value: l, selected: l === lang }, l === "ru" ? "Русский" : "English")),
  );
  bar.append(sel);
}

/**
 * The sound's switch (www/sound/sound.js): pressed while sound is on.
 * @param {import("../ui/i18n.js").Translate} t
 */
function soundButton(t) {
  const b = h("button", {
    class: "bar-btn",
    dataset: { action: "sound" },
    "aria-label": t("sound"),
    title: t("sound"),
    onclick: () => {
      setSound(!soundOn());
      draw();
    },
  });
  const draw = () => {
    const on = soundOn();
    b.setAttribute("aria-pressed", String(on));
    // A note, struck through while sound is off (style.css).
    b.textContent = "\u266A";
  };
  draw();
  return b;
}
