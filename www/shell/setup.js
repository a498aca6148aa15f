// @ts-check
// The menu's form for the chosen game (www/shell/menu.js holds the menu and its state,
// `Menu`): the number of players, who sits where (a person here, a person on another
// device, or a computer and its level) and each seat's name, the game's rule options
// (rendered from its descriptor), Start and "How to play". Every change is remembered.
import { h } from "../ui/dom.js";
import { pick } from "../ui/i18n.js";
import { COMMON_LEVELS, readLevel } from "../ui/levels.js";
import { netSettingsFieldset } from "../net/settings-ui.js";
import { choicesFor, seatsFor, validOption, CLOCKS } from "./choices.js";

/** @typedef {import("./menu.js").Menu} Menu */
/** @typedef {import("./choices.js").Choice} Choice */
/** @typedef {import("./choices.js").SeatChoice} SeatChoice */

/** The chosen game's choices, as remembered. @param {Menu} menu @returns {Choice} */
export function current(menu) {
  return choicesFor(menu.chosen, menu.perGame[menu.chosen.id]);
}

/** Remembers the chosen game's choices. @param {Menu} menu @param {Choice} c */
function store(menu, c) {
  // A table's own preferences (perGame[id].prefs) stay.
  menu.perGame[menu.chosen.id] = { ...menu.perGame[menu.chosen.id], ...c };
  remember(menu);
}

/** Remembers the chosen game and every game's choices. @param {Menu} menu */
export function remember(menu) {
  menu.m.onSettings({ ...menu.m.settings, game: menu.chosen.id, perGame: menu.perGame });
}

/** Draws the form again from what is remembered (after every choice that changes it). @param {Menu} menu */
export function drawForm(menu) {
  const { m, chosen, form } = menu;
  const { t, lang } = m;
  for (const el of menu.tiles) el.setAttribute("aria-checked", String(el.dataset.game === chosen.id));
  const c = current(menu);
  form.replaceChildren(
    h("h2", {}, t("settingsTitle"), ": ", pick(chosen.names, lang)),
    players(menu, c),
    h("fieldset", {}, h("legend", {}, t("seats")), seats(menu, c)),
  );
  // Multi-device play: the setting "Play over the internet", when a seat needs it.
  if (c.seats.slice(0, c.players).some((s) => s.kind === "remote")) form.append(netSettingsFieldset(t));
  // The turn clock, for a game of people together (the hot seat, other devices).
  if (c.seats.slice(0, c.players).filter((s) => s.kind !== "ai").length > 1) form.append(clockField(menu, c));
  if (chosen.options.length) form.append(options(menu, c));
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
          onclick: () => m.onStart(chosen.id, current(menu)),
        },
        t("start", { game: pick(chosen.names, lang) }),
      ),
      h(
        "button",
        { type: "button", dataset: { action: "howto" }, onclick: () => m.onHowTo(chosen.id) },
        t("howToPlay"),
      ),
      chosen.lesson && m.onLearn
        ? h(
            "button",
            { type: "button", dataset: { action: "learn", game: chosen.id }, onclick: () => m.onLearn?.(chosen.id) },
            t("learnToPlay"),
          )
        : null,
    ),
  );
}

/** Draws the form again and puts the focus back on `selector`. @param {Menu} menu @param {string} selector */
function redrawAt(menu, selector) {
  drawForm(menu);
  /** @type {HTMLElement | null} */ (menu.form.querySelector(selector))?.focus();
}

/** The number of players. @param {Menu} menu @param {Choice} c */
function players(menu, c) {
  const { t } = menu.m;
  const { min, max } = menu.chosen.players;
  const count = h("div", { class: "segmented", role: "radiogroup", "aria-label": t("players") });
  for (let n = min; n <= max; n++) {
    count.append(
      h(
        "button",
        {
          type: "button",
          role: "radio",
          "aria-checked": String(n === c.players),
          dataset: { players: String(n) },
          onclick: () => {
            store(menu, { ...c, players: n });
            redrawAt(menu, `[data-players="${n}"]`);
          },
        },
        String(n),
      ),
    );
  }
  return h("fieldset", { class: "players" }, h("legend", {}, t("players")), count);
}

/** Who sits where, one row a seat. @param {Menu} menu @param {Choice} c */
function seats(menu, c) {
  const list = h("ol", { class: "seats" });
  c.seats.slice(0, c.players).forEach((s, i) => {
    list.append(seatRow(menu, c, s, i));
  });
  return list;
}

/** The value of the form control an event came from. @param {Event} e */
const fieldValue = (e) => /** @type {HTMLInputElement | HTMLSelectElement} */ (e.target).value;

/**
 * A seat's row: its number, its name, who sits there and, for a computer, its level.
 * @param {Menu} menu @param {Choice} c @param {SeatChoice} s @param {number} i
 */
function seatRow(menu, c, s, i) {
  const { t } = menu.m;
  const id = `seat-${i}`;
  const kind = h(
    "select",
    {
      id: `${id}-kind`,
      "aria-label": `${t("seat", { n: i + 1 })}: ${t("human")} / ${t("remote")} / ${t("computer")}`,
      onchange: (/** @type {Event} */ e) => {
        const v = fieldValue(e);
        c.seats[i] = { ...s, kind: v === "human" || v === "remote" ? v : "ai" };
        store(menu, c);
        redrawAt(menu, `#${id}-kind`);
      },
    },
    h("option", { value: "human", selected: s.kind === "human" }, t("human")),
    // The single file opened from disk has no address to invite anyone to.
    /** @type {{ YOTTA_SINGLE_FILE?: boolean }} */ (globalThis).YOTTA_SINGLE_FILE
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
        c.seats[i] = { ...s, level: readLevel(fieldValue(e)) };
        store(menu, c);
      },
    },
    ...(menu.chosen.levels ?? COMMON_LEVELS).map((l) => h("option", { value: l, selected: s.level === l }, t(l))),
  );
  const name = h("input", {
    type: "text",
    maxlength: "24",
    autocomplete: "off",
    placeholder: seatsFor(c.seats, c.players, t)[i].name,
    value: s.name,
    "aria-label": `${t("seat", { n: i + 1 })}: ${t("name")}`,
    oninput: (/** @type {Event} */ e) => {
      c.seats[i] = { ...c.seats[i], name: fieldValue(e) };
      store(menu, c);
    },
  });
  return h("li", { class: "seat" }, h("span", { class: "seat-n" }, String(i + 1)), name, kind, level);
}

/** The turn clock: off, or seconds a turn. @param {Menu} menu @param {Choice} c */
function clockField(menu, c) {
  const { t } = menu.m;
  const sel = h(
    "select",
    {
      dataset: { role: "clock-choice" },
      onchange: (/** @type {Event} */ e) => store(menu, { ...c, clock: Number(fieldValue(e)) }),
    },
    ...CLOCKS.map((n) =>
      h("option", { value: String(n), selected: n === c.clock }, n ? t("clockSeconds", { n }) : t("clockOff")),
    ),
  );
  return h("label", { class: "field clock-field" }, h("span", {}, t("clock")), sel);
}

/** The game's rule options, from its descriptor. @param {Menu} menu @param {Choice} c */
function options(menu, c) {
  const { t, lang } = menu.m;
  const opts = h("fieldset", { class: "options" }, h("legend", {}, t("rules")));
  for (const o of menu.chosen.options) {
    const set = (/** @type {unknown} */ x) => {
      c.options[o.key] = x;
      store(menu, c);
    };
    opts.append(optionField(o, c.options[o.key], pick(o.label, lang), lang, set));
  }
  return opts;
}

/**
 * One rule option: a check box, a choice, or a number.
 * @param {import("../games.js").GameOption} o @param {unknown} v its value @param {string} label
 * @param {"en" | "ru"} lang @param {(x: unknown) => void} set
 */
function optionField(o, v, label, lang, set) {
  if (o.type === "bool")
    return h(
      "label",
      { class: "check" },
      h("input", {
        type: "checkbox",
        checked: Boolean(v),
        dataset: { option: o.key },
        onchange: (/** @type {Event} */ e) => set(/** @type {HTMLInputElement} */ (e.target).checked),
      }),
      " ",
      label,
    );
  if (o.type === "choice") {
    const sel = h(
      "select",
      {
        dataset: { option: o.key },
        onchange: (/** @type {Event} */ e) => {
          const i = /** @type {HTMLSelectElement} */ (e.target).selectedIndex;
          set((o.choices ?? [])[i]?.value);
        },
      },
      ...(o.choices ?? []).map((ch) => h("option", { selected: ch.value === v }, pick(ch.label, lang))),
    );
    return h("label", { class: "field" }, h("span", {}, label), sel);
  }
  return h(
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
        const x = Number(fieldValue(e));
        if (validOption(o, x)) set(x);
      },
    }),
  );
}
