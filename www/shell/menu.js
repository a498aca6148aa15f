// @ts-check
// The start screen: the games with their pictures, then for the chosen game the
// number of players, who sits where (person or computer, and its level), the
// game's rule options (rendered from its descriptor) and a Start button. Every
// choice is remembered. A game in progress can be resumed from here.
import { h } from "../ui/dom.js";
import { pick } from "../ui/i18n.js";
import { createSurface } from "../canvas.js";
import { drawHero } from "./hero.js";
import { LEVELS, readLevel } from "../ui/levels.js";
import { netSettingsFieldset } from "../net/settings-ui.js";
import { NET_HOWTO } from "../net/howto.js";

/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */
/** @typedef {import("../games.js").Seat} Seat */

/** @typedef {{ kind: "human"|"ai"|"remote", level: import("../ui/levels.js").Level, name: string }} SeatChoice */

/**
 * The remembered (or default) choices for `game`, made whole.
 * @param {GameDescriptor} game @param {any} stored
 * @returns {{ players: number, seats: SeatChoice[], options: Record<string, any> }}
 */
export function choicesFor(game, stored) {
  const s = stored && typeof stored === "object" ? stored : {};
  let players = Number(s.players);
  if (!Number.isInteger(players) || players < game.players.min || players > game.players.max)
    players = game.players.default;
  /** @type {SeatChoice[]} */
  const seats = [];
  for (let i = 0; i < game.players.max; i++) {
    const x = Array.isArray(s.seats) ? (s.seats[i] ?? {}) : {};
    seats.push({
      kind: x.kind === "human" || x.kind === "ai" || x.kind === "remote" ? x.kind : i === 0 ? "human" : "ai",
      level: readLevel(x.level),
      name: typeof x.name === "string" ? x.name.slice(0, 24) : "",
    });
  }
  /** @type {Record<string, any>} */
  const options = {};
  for (const o of game.options) {
    const v = s.options?.[o.key];
    options[o.key] = validOption(o, v) ? v : o.default;
  }
  return { players, seats, options };
}

/** @param {import("../games.js").GameOption} o @param {any} v */
export function validOption(o, v) {
  if (o.type === "bool") return typeof v === "boolean";
  if (o.type === "number")
    return typeof v === "number" && Number.isFinite(v) && v >= (o.min ?? -Infinity) && v <= (o.max ?? Infinity);
  return (o.choices ?? []).some((c) => c.value === v);
}

/**
 * The seats of a game about to start, names filled in.
 * @param {SeatChoice[]} chosen @param {number} players @param {(k: string, p?: any) => string} t
 * @returns {Seat[]}
 */
export function seatsFor(chosen, players, t) {
  const list = chosen.slice(0, players);
  const humans = list.filter((s) => s.kind === "human").length;
  let h = 0;
  let c = 0;
  let r = 0;
  return list.map((s) => {
    if (s.kind === "human") h++;
    else if (s.kind === "remote") r++;
    else c++;
    const name =
      s.name.trim() ||
      (s.kind === "human"
        ? humans === 1
          ? t("you")
          : t("playerN", { n: h })
        : s.kind === "remote"
          ? t("guestN", { n: r })
          : t("computerN", { n: c }));
    return { kind: s.kind, level: s.level, name };
  });
}

/** The entries of `?seats=`: the person here, another person here, a person on another device, a computer. */
const SEAT_WORDS = ["you", "here", "remote", ...LEVELS];

/**
 * The seats of `?seats=you,remote,easy…` (one entry per seat), or null when the
 * list is not one of `game`'s tables.
 * @param {string | null} text @param {GameDescriptor} game
 * @returns {SeatChoice[] | null}
 */
export function seatsFromParam(text, game) {
  if (!text) return null;
  const words = text.split(",").map((w) => w.trim().toLowerCase());
  if (words.length < game.players.min || words.length > game.players.max) return null;
  if (!words.every((w) => SEAT_WORDS.includes(w))) return null;
  return words.map((w) => ({
    kind: w === "you" || w === "here" ? "human" : w === "remote" ? "remote" : "ai",
    level: readLevel(w),
    name: "",
  }));
}

/**
 * Renders the menu into `root`. Returns a function that removes what it added.
 * @param {HTMLElement} root
 * @param {{
 *   games: GameDescriptor[], lang: "en"|"ru", t: (k: string, p?: any) => string,
 *   settings: import("../ui/storage.js").Settings, message: string | null,
 *   savedGames: string[], remembers?: boolean,
 *   onStart: (id: string, choice: { players: number, seats: SeatChoice[], options: Record<string, any> }) => void,
 *   onResume: (id: string) => void, onDiscard: (id: string) => void,
 *   onHowTo: (id: string) => void, onSettings: (s: import("../ui/storage.js").Settings) => void,
 *   onIntent?: (id: string) => void, onDrawn?: () => void,
 * }} m
 * `onDrawn()`: the menu's pictures have been drawn.
 * `onIntent(id)`: the person reaches for a game (a pointer over or down on its tile,
 * its Start or Resume button, or the focus there): its table may be loaded ahead.
 */
export function renderMenu(root, m) {
  const { t, lang, games } = m;
  /** @type {(() => void)[]} */
  const cleanups = [];
  let chosen = games.find((g) => g.id === m.settings.game) ?? games[0];
  const perGame = { ...(m.settings.perGame ?? {}) };

  const wrap = h("div", { class: "menu" });
  /** @param {Event} e */
  const intent = (e) => {
    const el = /** @type {HTMLElement | null} */ (
      /** @type {HTMLElement} */ (e.target).closest?.("[data-action=start], [data-action=resume], .game-tile")
    );
    if (el) m.onIntent?.(el.dataset.game ?? chosen.id);
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
    if (!g) continue;
    wrap.append(
      h(
        "div",
        { class: "resume" },
        h("p", {}, t("resumeInfo", { game: pick(g.names, lang) })),
        h(
          "button",
          { class: "primary", dataset: { action: "resume", game: id }, onclick: () => m.onResume(id) },
          t("resume"),
        ),
        h("button", { dataset: { action: "discard", game: id }, onclick: () => m.onDiscard(id) }, t("discard")),
      ),
    );
  }

  const tiles = h("div", { class: "game-tiles", role: "radiogroup", "aria-label": t("chooseGame") });
  wrap.append(h("h2", {}, t("chooseGame")), tiles);
  /** @type {HTMLElement[]} */
  const tileEls = [];
  /** @type {import("../canvas.js").Surface[]} */
  const surfaces = [];
  for (const g of games) {
    const pic = h("div", { class: "tile-pic" });
    const tile = h(
      "button",
      {
        class: "game-tile",
        role: "radio",
        dataset: { game: g.id },
        onclick: () => choose(g),
      },
      pic,
      h("span", { class: "tile-name" }, pick(g.names, lang)),
      h("span", { class: "tile-blurb" }, pick(g.blurb, lang)),
    );
    tiles.append(tile);
    tileEls.push(tile);
    const surf = createSurface(pic, (ctx, w, hh) => g.drawPreview(ctx, w, hh), {
      label: pick(g.names, lang),
      deferred: true,
    });
    surfaces.push(surf);
    cleanups.push(() => surf.destroy());
  }

  const form = h("form", { class: "setup", onsubmit: (/** @type {Event} */ e) => e.preventDefault() });
  wrap.append(form);
  root.append(wrap);
  const heroSurface = createSurface(hero, drawHero, { label: t("heroLabel"), deferred: true });
  cleanups.push(() => heroSurface.destroy());
  surfaces.push(heroSurface);
  // The pictures are drawn once the menu's text has been laid out and painted, each in
  // a task of its own (the hero first): on a slow phone no task of the first screen
  // is long.
  const pictures = [heroSurface, ...surfaces.filter((s) => s !== heroSurface)];
  requestAnimationFrame(function next() {
    setTimeout(() => {
      const s = pictures.shift();
      if (!s) return m.onDrawn?.();
      s.drawNow();
      next();
    }, 0);
  });

  /** @param {GameDescriptor} g */
  function choose(g) {
    chosen = g;
    remember();
    draw();
  }

  function current() {
    return choicesFor(chosen, perGame[chosen.id]);
  }

  /** @param {ReturnType<typeof current>} c */
  function store(c) {
    // A table's own preferences (perGame[id].prefs) stay.
    perGame[chosen.id] = { ...perGame[chosen.id], ...c };
    remember();
  }

  function remember() {
    m.onSettings({ ...m.settings, game: chosen.id, perGame });
  }

  function draw() {
    for (const el of tileEls) el.setAttribute("aria-checked", String(el.dataset.game === chosen.id));
    const c = current();
    form.replaceChildren();
    form.append(h("h2", {}, t("settingsTitle"), ": ", pick(chosen.names, lang)));

    // Players.
    const count = h("div", { class: "segmented", role: "radiogroup", "aria-label": t("players") });
    for (let n = chosen.players.min; n <= chosen.players.max; n++) {
      count.append(
        h(
          "button",
          {
            type: "button",
            role: "radio",
            "aria-checked": String(n === c.players),
            dataset: { players: String(n) },
            onclick: () => {
              store({ ...c, players: n });
              draw();
              /** @type {HTMLElement | null} */ (form.querySelector(`[data-players="${n}"]`))?.focus();
            },
          },
          String(n),
        ),
      );
    }
    form.append(h("fieldset", { class: "players" }, h("legend", {}, t("players")), count));

    // Seats.
    const seats = h("ol", { class: "seats" });
    c.seats.slice(0, c.players).forEach((s, i) => {
      const id = `seat-${i}`;
      const kind = h(
        "select",
        {
          id: `${id}-kind`,
          "aria-label": `${t("seat", { n: i + 1 })}: ${t("human")} / ${t("remote")} / ${t("computer")}`,
          onchange: (/** @type {Event} */ e) => {
            c.seats[i] = { ...s, kind: /** @type {any} */ (e.target).value };
            store(c);
            draw();
            /** @type {HTMLElement | null} */ (form.querySelector(`#${id}-kind`))?.focus();
          },
        },
        h("option", { value: "human", selected: s.kind === "human" }, t("human")),
        // The single file opened from disk has no address to invite anyone to.
        /** @type {any} */ (globalThis).YOTTA_SINGLE_FILE
          ? null
          : h("option", { value: "remote", selected: s.kind === "remote" }, t("remote")),
        h("option", { value: "ai", selected: s.kind === "ai" }, t("computer")),
      );
      const level = h(
        "select",
        {
          id: `${id}-level`,
          "aria-label": `${t("seat", { n: i + 1 })}: ${t("level")}`,
          disabled: s.kind !== "ai",
          onchange: (/** @type {Event} */ e) => {
            c.seats[i] = { ...s, level: /** @type {any} */ (e.target).value };
            store(c);
          },
        },
        ...LEVELS.map((l) => h("option", { value: l, selected: s.level === l }, t(l))),
      );
      const name = h("input", {
        type: "text",
        maxlength: "24",
        autocomplete: "off",
        placeholder: seatsFor(c.seats, c.players, t)[i].name,
        value: s.name,
        "aria-label": `${t("seat", { n: i + 1 })}: ${t("name")}`,
        oninput: (/** @type {Event} */ e) => {
          c.seats[i] = { ...c.seats[i], name: /** @type {any} */ (e.target).value };
          store(c);
        },
      });
      seats.append(h("li", { class: "seat" }, h("span", { class: "seat-n" }, String(i + 1)), name, kind, level));
    });
    form.append(h("fieldset", {}, h("legend", {}, t("seats")), seats));
    // Multi-device play: the setting "Play over the internet", when a seat needs it.
    if (c.seats.slice(0, c.players).some((s) => s.kind === "remote")) form.append(netSettingsFieldset(t));

    // Rule options.
    if (chosen.options.length) {
      const opts = h("fieldset", { class: "options" }, h("legend", {}, t("rules")));
      for (const o of chosen.options) {
        const label = pick(o.label, lang);
        const v = c.options[o.key];
        const set = (/** @type {any} */ x) => {
          c.options[o.key] = x;
          store(c);
        };
        if (o.type === "bool") {
          opts.append(
            h(
              "label",
              { class: "check" },
              h("input", {
                type: "checkbox",
                checked: Boolean(v),
                dataset: { option: o.key },
                onchange: (/** @type {Event} */ e) => set(/** @type {any} */ (e.target).checked),
              }),
              " ",
              label,
            ),
          );
        } else if (o.type === "choice") {
          const sel = h(
            "select",
            {
              dataset: { option: o.key },
              onchange: (/** @type {Event} */ e) => {
                const i = /** @type {any} */ (e.target).selectedIndex;
                set((o.choices ?? [])[i]?.value);
              },
            },
            ...(o.choices ?? []).map((ch) => h("option", { selected: ch.value === v }, pick(ch.label, lang))),
          );
          opts.append(h("label", { class: "field" }, h("span", {}, label), sel));
        } else {
          opts.append(
            h(
              "label",
              { class: "field" },
              h("span", {}, label),
              h("input", {
                type: "number",
                min: o.min !== undefined ? String(o.min) : false,
                max: o.max !== undefined ? String(o.max) : false,
                value: String(v),
                dataset: { option: o.key },
                onchange: (/** @type {Event} */ e) => {
                  const x = Number(/** @type {any} */ (e.target).value);
                  if (validOption(o, x)) set(x);
                },
              }),
            ),
          );
        }
      }
      form.append(opts);
    }

    form.append(
      h(
        "div",
        { class: "menu-actions" },
        h(
          "button",
          {
            type: "button",
            class: "primary big",
            dataset: { action: "start" },
            onclick: () => m.onStart(chosen.id, current()),
          },
          t("start", { game: pick(chosen.names, lang) }),
        ),
        h(
          "button",
          { type: "button", dataset: { action: "howto" }, onclick: () => m.onHowTo(chosen.id) },
          t("howToPlay"),
        ),
      ),
    );
  }
  draw();

  return () => {
    for (const c of cleanups) c();
    wrap.remove();
  };
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
