// @ts-check
// The start screen: the games with their pictures, then for the chosen game the
// number of players, who sits where (person or computer, and its level), the
// game's rule options (rendered from its descriptor) and a Start button (./setup.js).
// Every choice is remembered (./choices.js makes them whole). A game in progress can be
// resumed from here. The menu is a state (`Menu`, below) and functions of it.
import { h } from "../ui/dom.js";
import { pick } from "../ui/i18n.js";
import { createSurface } from "../canvas.js";
import { drawHero } from "./hero.js";
import { NET_HOWTO } from "../net/howto.js";
import { drawForm, remember } from "./setup.js";

/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */
/** @typedef {import("../ui/storage.js").Settings} Settings */

/**
 * What the menu is drawn with, and what it tells.
 * @typedef {{
 *   games: GameDescriptor[], lang: "en"|"ru", t: import("../ui/i18n.js").Translate,
 *   settings: Settings, message: string | null,
 *   savedGames: string[], remembers?: boolean,
 *   onStart: (id: string, choice: import("./choices.js").Choice) => void,
 *   onResume: (id: string) => void, onDiscard: (id: string) => void,
 *   onHowTo: (id: string) => void, onSettings: (s: Settings) => void,
 *   onIntent?: (id: string) => void, onDrawn?: () => void, onLearn?: (id: string) => void,
 * }} MenuOptions
 * `onDrawn()`: the menu's pictures have been drawn. `onLearn(id)`: the game's lesson (www/shell/learn.js).
 * `onIntent(id)`: the person reaches for a game (a pointer over or down on its tile,
 * its Start or Resume button, or the focus there): its table may be loaded ahead.
 */

/**
 * The menu's state.
 * @typedef {object} Menu
 * @property {MenuOptions} m what it was drawn with
 * @property {GameDescriptor} chosen the game whose form is shown
 * @property {NonNullable<Settings["perGame"]>} perGame every game's remembered choices
 * @property {HTMLElement} form the chosen game's form (./setup.js)
 * @property {HTMLElement[]} tiles the games' tiles
 */

/**
 * Renders the menu into `root`. Returns a function that removes what it added.
 * @param {HTMLElement} root @param {MenuOptions} m
 */
export function renderMenu(root, m) {
  const { t, games } = m;
  const wrap = h("div", { class: "menu" });
  /** @type {Menu} */
  const menu = {
    m,
    chosen: games.find((g) => g.id === m.settings.game) ?? games[0],
    perGame: { ...(m.settings.perGame ?? {}) },
    form: h("form", { class: "setup", onsubmit: (/** @type {Event} */ e) => e.preventDefault() }),
    tiles: [],
  };
  /** @param {Event} e */
  const intent = (e) => {
    const el = /** @type {HTMLElement | null} */ (
      /** @type {HTMLElement} */ (e.target).closest?.("[data-action=start], [data-action=resume], .game-tile")
    );
    if (el) m.onIntent?.(el.dataset.game ?? menu.chosen.id);
  };
  for (const type of ["pointerover", "pointerdown", "focusin"]) wrap.addEventListener(type, intent);
  const hero = h("div", { class: "hero" });
  wrap.append(
    h("header", { class: "menu-head" }, h("h1", {}, t("title")), h("p", { class: "tagline" }, t("tagline"))),
    hero,
  );
  if (m.message) wrap.append(h("p", { class: "notice", role: "alert" }, m.message));
  // `remembers: false`: this browser keeps no site data (blocked, a private mode, full).
  if (m.remembers === false) wrap.append(h("p", { class: "notice", "data-role": "storage-note" }, t("noStorage")));
  for (const id of m.savedGames) {
    const g = games.find((x) => x.id === id);
    if (g) wrap.append(resumeRow(m, g));
  }
  const tiles = h("div", { class: "game-tiles", role: "radiogroup", "aria-label": t("chooseGame") });
  wrap.append(h("h2", {}, t("chooseGame")), tiles);
  const surfaces = games.map((g) => gameTile(menu, tiles, g));
  wrap.append(menu.form);
  root.append(wrap);
  const heroSurface = createSurface(hero, drawHero, { label: t("heroLabel"), deferred: true });
  drawPictures([heroSurface, ...surfaces], m.onDrawn);
  drawForm(menu);
  return () => {
    for (const s of [...surfaces, heroSurface]) s.destroy();
    wrap.remove();
  };
}

/** "Resume the game in progress", or discard it. @param {MenuOptions} m @param {GameDescriptor} g */
function resumeRow(m, g) {
  const { t } = m;
  return h(
    "div",
    { class: "resume" },
    h("p", {}, t("resumeInfo", { game: pick(g.names, m.lang) })),
    h(
      "button",
      { class: "primary", dataset: { action: "resume", game: g.id }, onclick: () => m.onResume(g.id) },
      t("resume"),
    ),
    h("button", { dataset: { action: "discard", game: g.id }, onclick: () => m.onDiscard(g.id) }, t("discard")),
  );
}

/**
 * A game's tile in `tiles`: its picture, name and line; choosing it shows its form.
 * @param {Menu} menu @param {HTMLElement} tiles @param {GameDescriptor} g
 * @returns {import("../canvas.js").Surface} its picture (drawn by `drawPictures`)
 */
function gameTile(menu, tiles, g) {
  const { lang } = menu.m;
  const pic = h("div", { class: "tile-pic" });
  const tile = h(
    "button",
    {
      class: "game-tile",
      role: "radio",
      dataset: { game: g.id },
      onclick: () => {
        menu.chosen = g;
        remember(menu);
        drawForm(menu);
      },
    },
    pic,
    h("span", { class: "tile-name" }, pick(g.names, lang)),
    h("span", { class: "tile-blurb" }, pick(g.blurb, lang)),
  );
  tiles.append(tile);
  menu.tiles.push(tile);
  return createSurface(pic, (ctx, w, hh) => g.drawPreview(ctx, w, hh), { label: pick(g.names, lang), deferred: true });
}

/**
 * The pictures are drawn once the menu's text has been laid out and painted, each in
 * a task of its own (the hero first): on a slow phone no task of the first screen is long.
 * @param {import("../canvas.js").Surface[]} pictures @param {(() => void) | undefined} onDrawn
 */
function drawPictures(pictures, onDrawn) {
  const left = [...pictures];
  requestAnimationFrame(function next() {
    setTimeout(() => {
      const s = left.shift();
      if (!s) return onDrawn?.();
      s.drawNow();
      next();
    }, 0);
  });
}

/**
 * Renders a game's "How to play" page into `root`; returns a function removing it.
 * @param {HTMLElement} root @param {GameDescriptor} game @param {"en"|"ru"} lang
 */
export function renderHowTo(root, game, lang) {
  /** @type {(() => void)[]} */
  const cleanups = [];
  const article = h("article", { class: "howto-body" });
  // Multi-device play works the same for every game: one section for all.
  for (const s of [...game.howTo, NET_HOWTO]) {
    const sec = h("section", {}, h("h3", {}, pick(s.title, lang)));
    for (const para of pick(s.text, lang).split(/\n\s*\n/)) sec.append(h("p", {}, para.trim()));
    if (s.figure) {
      const fig = h("div", { class: "figure" });
      fig.style.height = `${s.figure.height}px`;
      sec.append(fig);
      const draw = s.figure.draw;
      const surf = createSurface(fig, (ctx, w, hh) => draw(ctx, w, hh), { label: pick(s.title, lang) });
      cleanups.push(() => surf.destroy());
    }
    article.append(sec);
  }
  root.append(article);
  return () => {
    for (const c of cleanups) c();
    article.remove();
  };
}
