// @ts-check
// The "Share / Embed" dialog of the top bar's button (www/shell/shell.js, which loads
// this module when the button is pressed): a link to the position on screen and the
// iframe snippet embedding it (docs/embed.md), each with a copy button. The position
// comes from the controller on screen (`window.yotta`): Ётта the grid as position text
// and the hand of the person on screen, Оттава the top card and the hand.
import { h } from "../ui/dom.js";
import { EMBED_STRINGS, translator } from "./strings.js";
import { gameById } from "../games.js";

/**
 * The embed address of a position, or null if there is none to share: the game's
 * parameters for its view (the descriptor's `share.params`).
 * @param {import("../ui/controller.js").PageState | undefined} state `window.yotta.state()`
 * @param {{ lang: string, puzzle: boolean, base?: string }} o
 */
export function embedUrl(state, o) {
  const v = state?.view;
  const game = gameById(state?.game);
  if (!v || !game?.share) return null;
  const u = new URL(o.base ?? location.href);
  u.search = "";
  u.hash = "";
  const shown = game.share.params(v, { puzzle: o.puzzle });
  if (!shown) return null;
  const q = new URLSearchParams({ embed: "1", game: game.id });
  for (const [k, value] of shown) q.set(k, value);
  q.set("lang", o.lang);
  // `@` and `,` need no escaping in a query: keep the position readable.
  return `${u.href}?${q.toString().replace(/%40/g, "@").replace(/%2C/g, ",")}`;
}

/** @param {string} s text for an HTML attribute value in double quotes */
function attr(s) {
  return s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The iframe snippet for `url`, of the size the game's embed takes.
 * @param {string} url @param {string} game the game's id @param {string} title
 */
export function iframeSnippet(url, game, title) {
  const { width: w, height: hh } = gameById(game)?.share?.frame ?? { width: 480, height: 440 };
  /** @type {[string, string][]} */
  const attrs = [
    ["src", url],
    ["width", String(w)],
    ["height", String(hh)],
    ["title", title],
    ["style", "border:0;max-width:100%"],
    ["loading", "lazy"],
  ];
  return `<iframe ${attrs.map(([k, v]) => `${k}="${attr(v)}"`).join(" ")}></iframe>`;
}

/**
 * Opens the dialog for the position on screen.
 * @param {"en"|"ru"} lang @param {string} gameName
 */
export function openShare(lang, gameName) {
  const t = translator(lang, [EMBED_STRINGS]);
  const page = /** @type {Window & { yotta?: import("../ui/controller.js").PagePart }} */ (window).yotta;
  const state = page?.state?.();
  const opener = /** @type {HTMLElement | null} */ (document.activeElement);
  const dialog = /** @type {HTMLDialogElement} */ (
    h("dialog", { class: "share-dialog", "aria-labelledby": "share-title", dataset: { role: "share" } })
  );
  const close = h(
    "button",
    { class: "primary share-close", dataset: { action: "close" }, onclick: () => dialog.close() },
    t("close"),
  );
  const link = /** @type {HTMLTextAreaElement} */ (
    h("textarea", { id: "share-link", rows: 2, readonly: true, spellcheck: "false", dataset: { role: "link" } })
  );
  const code = /** @type {HTMLTextAreaElement} */ (
    h("textarea", { id: "share-code", rows: 3, readonly: true, spellcheck: "false", dataset: { role: "snippet" } })
  );
  const puzzle = /** @type {HTMLInputElement} */ (
    h("input", { type: "checkbox", id: "share-puzzle", dataset: { role: "puzzle" } })
  );
  /** @param {HTMLTextAreaElement} area @param {string} action */
  const copyBtn = (area, action) => {
    const b = h("button", { dataset: { action }, onclick: () => copy(area, b) }, t("copy"));
    return b;
  };
  function fill() {
    const url = embedUrl(state, { lang, puzzle: puzzle.checked });
    link.value = url ?? "";
    code.value = url && state ? iframeSnippet(url, String(state.game), t("frameTitle", { game: gameName })) : "";
  }
  /** @param {HTMLTextAreaElement} area @param {HTMLElement} b */
  async function copy(area, b) {
    area.select();
    try {
      await navigator.clipboard.writeText(area.value);
    } catch {
      document.execCommand?.("copy");
    }
    b.textContent = t("copied");
    setTimeout(() => (b.textContent = t("copy")), 1500);
  }
  const url = embedUrl(state, { lang, puzzle: false });
  dialog.append(h("h2", { id: "share-title" }, t("shareTitle")));
  if (!url) dialog.append(h("p", {}, t("shareNothing")));
  else {
    if (state && gameById(state.game)?.share?.puzzle?.(state.view)) {
      puzzle.addEventListener("change", fill);
      dialog.append(h("label", {}, puzzle, ` ${t("sharePuzzle")}`));
    }
    dialog.append(
      h(
        "div",
        { class: "share-head" },
        h("label", { class: "share-field", for: "share-link" }, t("shareLink")),
        copyBtn(link, "copy-link"),
      ),
      link,
      h(
        "div",
        { class: "share-head" },
        h("label", { class: "share-field", for: "share-code" }, t("shareSnippet")),
        copyBtn(code, "copy-snippet"),
      ),
      code,
    );
    fill();
  }
  dialog.append(h("div", { class: "share-row" }, close));
  dialog.addEventListener("close", () => {
    dialog.remove();
    opener?.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}
