// @ts-check
// The heat map at the Ётта table (issue 32, part 3): a toggle over the grid
// (`[data-action="heat"]`, `aria-pressed`) that colours every open cell next to the
// grid by the best score of a play of the hand on screen through it (the engine's
// `iotaHeat`, in the engine's worker: one move generation a view), with the number on
// the cell, in a tip on hover, on a tap and under the keyboard's cursor, in a list for
// screen readers, and dead cells keeping their cross (www/ui/heatmap.js draws it; it is
// loaded when the heat map is first switched on).
//
// It is offered where it helps one person learn: against computers, and wherever a
// table is mounted with `config.heat` true (the trainer; a diagram of the embedded
// page). Between people (hot seat with two or more, seats on other devices, a guest's
// table) it is off, and the toggle, dimmed, says why in words when pressed; in a
// puzzle (`config.check` without `config.heat`) there is no toggle: it would give the
// answer away. A game in which it was ever on is marked `assisted` in the table's
// saved data (`saved()`; the review and the record say so: www/review/record.js).
//
// It is plugged in as a part of the table: a painter in `tb.layers` (drawn under the
// grid's marks), a button beside the zoom buttons, and `state()` for the controller
// (`window.yotta.state().heat`).
import { h } from "../ui/dom.js";
import { translator } from "../ui/i18n.js";
import { pageThinker } from "../worker/decide.js";
import { say } from "./state.js";

/** @typedef {import("./state.js").Table} Table */
/** @typedef {import("../ui/heatmap.js").HeatCell} HeatCell */
/** @typedef {typeof import("../ui/heatmap.js")} HeatLooks */

/** The toggle's words (the rest are www/ui/heatmap.js's, loaded with it). */
const STRINGS = {
  en: {
    heat: "Heat",
    heatName: "Heat map",
    heatTitle: "Heat map: what the best play of your hand through each cell scores",
    heatOff:
      "The heat map is for games against the computer: in a game between people it stays off, as it would help one player.",
    heatPuzzle: "The heat map is off in a puzzle: it would give the answer away.",
    heatWait: "Working the heat map out…",
  },
  ru: {
    heat: "Тепло",
    heatName: "Тепловая карта",
    heatTitle: "Тепловая карта: сколько даёт лучший ход ваших карт через каждую клетку",
    heatOff:
      "Тепловая карта — для игры с компьютером: в игре между людьми она выключена, потому что помогала бы одному из игроков.",
    heatPuzzle: "В задаче тепловая карта выключена: она выдала бы ответ.",
    heatWait: "Считаю тепловую карту…",
  },
};

/**
 * Why the heat map is off at this table, or null where it is offered: the table's own
 * `config.heat` first (the trainer turns it on), then the seats: one person (or none)
 * against computers may have it.
 * @param {import("../games.js").GameConfig} config
 * @returns {"heatOff" | "heatPuzzle" | null}
 */
export function heatRefusal(config) {
  if (config.heat === true) return null;
  if (config.check) return "heatPuzzle";
  if (config.heat === false) return "heatOff";
  const people = config.seats.filter((s) => s.kind !== "ai").length;
  return config.drivers || people > 1 ? "heatOff" : null;
}

/**
 * The heat map of the position before a turn, for the hand the seat that moved held
 * (the review's: www/review/heat.js), from the full engine; null when it refuses.
 * @param {typeof import("../../yotta.js")} engine
 * @param {import("../games.js").TurnBefore} before @param {Record<string, unknown>} options the game's
 */
export function heatOf(engine, before, options) {
  const r = engine.iotaHeat(before.board, before.hand, {
    allFourBonus: options.allFourBonus !== false,
    pileEmpty: before.pile === 0,
  });
  return r?.ok ? r.cells : null;
}

/**
 * The heat map's state at a table.
 * @typedef {object} Heat
 * @property {Table} tb
 * @property {import("../ui/i18n.js").Translate} t the toggle's words
 * @property {"heatOff" | "heatPuzzle" | null} refusal why it is off here, or null
 * @property {import("../worker/client.js").Thinker} think where the engine works it out
 * @property {boolean} on
 * @property {boolean} used whether it was ever on in this game (`assisted`)
 * @property {HeatLooks | null} looks www/ui/heatmap.js, once loaded
 * @property {object | null} asked the view whose heat map was asked last
 * @property {object | null} answered the view `cells` are of
 * @property {HeatCell[]} cells
 * @property {{ x: number, y: number } | null} tip the cell whose tip is shown
 * @property {HTMLElement} button the toggle
 * @property {HTMLElement} extras the legend and the screen reader's list
 * @property {HTMLElement} tipEl
 */

/**
 * The heat map's part of the table: its toggle, its painter in `tb.layers`, its
 * listeners on the grid (the tip on hover and on a tap), and what the controller and
 * the saved data ask of it.
 * @param {Table} tb @param {boolean} assisted whether the game was assisted before (a resumed game's data)
 */
export function heatPart(tb, assisted) {
  const { config } = tb;
  const t = translator(config.lang, [STRINGS]);
  const refusal = heatRefusal(config);
  const off = refusal
    ? h("span", { id: "heat-off", class: "sr-only", dataset: { role: "heat-off" } }, t(refusal))
    : null;
  /** @type {Heat} */
  const hs = {
    tb,
    t,
    refusal,
    think: config.think ?? pageThinker(/** @type {typeof import("../../yotta.js")} */ (config.engine)),
    on: false,
    used: assisted,
    looks: null,
    asked: null,
    answered: null,
    cells: [],
    tip: null,
    button: h(
      "button",
      {
        dataset: { action: "heat" },
        "aria-pressed": "false",
        // A short word on the button (phones: beside the zoom buttons), its whole name for screen readers.
        "aria-label": t("heatName"),
        "aria-disabled": refusal ? "true" : null,
        "aria-describedby": off ? "heat-off" : null,
        title: refusal ? t(refusal) : t("heatTitle"),
        // Dimmed where it is off (its stylesheet comes only with the heat map itself);
        // not shown at all in a puzzle, where it has nothing to offer.
        style: refusal === "heatPuzzle" ? { display: "none" } : refusal ? { opacity: "0.55" } : null,
        onclick: () => toggle(hs),
      },
      t("heat"),
    ),
    extras: h("div", { class: "heat-extras", dataset: { role: "heat" }, hidden: true }),
    tipEl: h("div", { class: "heat-tip", dataset: { role: "heat-tip" }, hidden: true }),
  };
  tb.layers.push((ctx, g, occupied) => paint(hs, ctx, g, occupied));
  const unlisten = listen(hs);
  return {
    button: hs.button,
    /** The legend, the list and the tip, over the grid; the reason it is off, for screen readers. */
    els: [hs.extras, hs.tipEl, ...(off ? [off] : [])],
    /** `state().heat`: `[{ x, y, best }]` of every open cell (off, or on its way: null). */
    state: () => current(hs)?.map((c) => ({ x: c.x, y: c.y, best: c.best })) ?? null,
    /** What the table's saved data gains: `assisted` once the heat map was on in this game. */
    saved: () => (hs.used ? { assisted: true } : {}),
    /**
     * The heat map of a hand on a grid (not only the ones on screen), asked where the table asks its own (the
     * worker), for measurements (bench/heat-worker.mjs): the engine's result.
     * @param {import("../../yotta.js").Placement[]} board @param {string[]} hand
     */
    ask: (board, hand) => hs.think.ask("iotaHeat", [board, hand, { allFourBonus: tb.rules.allFourBonus }]),
    destroy: unlisten,
  };
}

/** The toggle pressed: on (loading its looks the first time) or off, or why not here. @param {Heat} hs */
async function toggle(hs) {
  const { tb } = hs;
  if (hs.refusal) {
    say(tb, hs.t(hs.refusal));
    tb.refresh();
    return;
  }
  hs.on = !hs.on;
  hs.button.setAttribute("aria-pressed", String(hs.on));
  if (!hs.on) {
    hs.extras.hidden = true;
    hideTip(hs);
    tb.surface.invalidate();
    return;
  }
  if (!hs.used) {
    hs.used = true;
    // The game is assisted from now on: saved at once, not with the next move.
    tb.match.save();
  }
  hs.looks ??= await import("../ui/heatmap.js");
  hs.looks.adoptHeatStyles();
  if (tb.ui.destroyed || !hs.on) return;
  // On again on the same view: its map is there already, with its legend and list.
  if (hs.answered === tb.st.view) hs.extras.hidden = false;
  sync(hs);
  tb.surface.invalidate();
}

/** Asks for the heat map of the view on screen, if not asked yet. @param {Heat} hs */
function sync(hs) {
  const { tb } = hs;
  const view = tb.st.view;
  // Asked only once its looks are there: an answer that came before them would be lost.
  if (!hs.on || !hs.looks || hs.asked === view) return;
  hs.asked = view;
  hideTip(hs);
  if (!view.board.length) return answer(hs, view, []);
  const options = { allFourBonus: tb.rules.allFourBonus, pileEmpty: view.pile === 0 };
  hs.think.ask("iotaHeat", [view.board, view.hand, options]).then(
    (r) => {
      const res = /** @type {import("../../yotta.js").IotaHeatResult} */ (r);
      if (!res.ok) console.warn("the heat map was refused:", res.error);
      answer(hs, view, res.ok ? res.cells : []);
    },
    (e) => console.warn("the heat map could not be worked out:", e),
  );
}

/**
 * The heat map of `view` came: shown if that view is still on screen.
 * @param {Heat} hs @param {object} view @param {HeatCell[]} cells
 */
function answer(hs, view, cells) {
  const { tb } = hs;
  if (tb.ui.destroyed) return;
  if (tb.st.view !== view || !hs.on || !hs.looks) {
    // Not shown: asked again when it is wanted (the heat map switched on again).
    if (hs.asked === view) hs.asked = null;
    return;
  }
  const first = hs.answered === null;
  hs.answered = view;
  hs.cells = cells;
  const lang = tb.config.lang;
  hs.extras.replaceChildren(hs.looks.heatLegend(cells, lang), hs.looks.heatList(cells, lang));
  hs.extras.hidden = false;
  if (first) tb.announce(hs.looks.heatSaid(cells, lang));
  tb.surface.invalidate();
}

/** The cells of the view on screen, or null (off, or still on its way). @param {Heat} hs */
const current = (hs) => (hs.on && hs.answered === hs.tb.st.view ? hs.cells : null);

/**
 * The painter: asks for a new view's map, draws the one there is, places the tip.
 * @param {Heat} hs @param {CanvasRenderingContext2D} ctx @param {import("./render.js").Grid} g @param {Set<string>} occupied
 */
function paint(hs, ctx, g, occupied) {
  sync(hs);
  const cells = current(hs);
  if (!cells || !hs.looks) return;
  hs.looks.drawHeat(ctx, g, cells, { skip: occupied });
  // The keyboard's cursor on the grid: the tip follows it.
  const { ui, surface } = hs.tb;
  if (ui.cursorShown && document.activeElement === surface.canvas) hs.tip = { ...ui.cursor };
  placeTip(hs, cells);
}

/** The tip over its cell (a cell no longer open hides it). @param {Heat} hs @param {HeatCell[]} cells */
function placeTip(hs, cells) {
  const { tb, tipEl, tip } = hs;
  const c = tip && cells.find((q) => q.x === tip.x && q.y === tip.y);
  if (!c || !hs.looks) {
    tipEl.hidden = true;
    return;
  }
  tipEl.textContent = hs.looks.heatWords(tb.config.lang).cell(c);
  Object.assign(tipEl.dataset, { x: String(c.x), y: String(c.y), best: String(c.best) });
  const r = tb.surface.canvas.getBoundingClientRect();
  const at = tb.cam.cellCenter(c.x, c.y);
  tipEl.style.left = `${Math.round(at.x - r.left)}px`;
  tipEl.style.top = `${Math.round(at.y - r.top - tb.cam.vp.s / 2)}px`;
  tipEl.hidden = false;
}

/** @param {Heat} hs */
function hideTip(hs) {
  hs.tip = null;
  hs.tipEl.hidden = true;
}

/**
 * The tip for the cell under a viewport point (the mouse over it, a tap on it), if it
 * is a cell of the map; `said`: its words also go to the screen reader (a tap).
 * @param {Heat} hs @param {number} x @param {number} y @param {boolean} said
 */
function tipAt(hs, x, y, said) {
  const { tb } = hs;
  const cells = current(hs);
  const cell = tb.cam.cellAt(x, y);
  const c = cells && tb.cam.over(x, y) ? cells.find((q) => q.x === cell.x && q.y === cell.y) : null;
  if (!c || !hs.looks) return hideTip(hs);
  if (hs.tip?.x !== c.x || hs.tip?.y !== c.y) {
    hs.tip = { x: c.x, y: c.y };
    placeTip(hs, cells ?? []);
  }
  if (said) tb.announce(hs.looks.heatWords(tb.config.lang).cell(c));
}

/**
 * Hover (a mouse or a pen with no button down) and a tap (a press that did not move)
 * show the tip; the tap still does what a tap does at the table (it plays nothing by
 * itself). Returns a function removing the listeners.
 * @param {Heat} hs
 */
function listen(hs) {
  const canvas = hs.tb.surface.canvas;
  /** @type {{ x: number, y: number } | null} */
  let down = null;
  /** @type {[string, (e: PointerEvent) => void][]} */
  const on = [
    ["pointermove", (e) => e.pointerType !== "touch" && !e.buttons && tipAt(hs, e.clientX, e.clientY, false)],
    ["pointerdown", (e) => (down = { x: e.clientX, y: e.clientY })],
    [
      "pointerup",
      (e) => {
        if (down && Math.hypot(e.clientX - down.x, e.clientY - down.y) < 8) tipAt(hs, e.clientX, e.clientY, true);
        down = null;
      },
    ],
    // WebKit says "leave" when a press's capture ends, the pointer still over the grid.
    ["pointerleave", (e) => !hs.tb.cam.over(e.clientX, e.clientY) && hideTip(hs)],
  ];
  for (const [name, f] of on) canvas.addEventListener(name, /** @type {EventListener} */ (f));
  return () => {
    for (const [name, f] of on) canvas.removeEventListener(name, /** @type {EventListener} */ (f));
  };
}
