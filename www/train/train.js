// @ts-check
// The trainer (`?train=<game>`, the menu's Trainer): endless short drills on the game's
// own table, made and judged by the engine (the game's `train` hook, www/games.js
// `GameTrain`: the drills' module makes each drill from a seed with the full engine and
// mounts it on the table). This frame knows no game and no rule: it keeps the streak
// (the best one remembered, www/ui/storage.js), picks each drill's kind, seed and level,
// and shows the verdict the drill gives.
//
// - Seeds: drill n of a session has the seed `<base>:<n>`; `?seed=<base>` replays a
//   session, drill by drill, as long as the answers (and so the levels) are the same.
// - Levels: the streak, up to 20 (src/drill: more cards on the grid, wilds, longer plays).
// - Kinds: `?kind=<kind>` serves that kind only; otherwise the game's kinds in turn.
//   The chooser at the top switches.
// - The page's controller (`window.yotta`) is the table's, with `drill()`:
//   `{ kind, n, streak, best, position }`.
import { h } from "../ui/dom.js";
import { loadTrainerBest, storeTrainerBest } from "../ui/storage.js";
import { adoptTrainStyles } from "./style.js";

/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */
/** @typedef {import("../games.js").Verdict} Verdict */
/** @typedef {import("../games.js").DrillTable} DrillTable */
/** @typedef {import("../ui/controller.js").PagePart} PagePart */

/** The highest level the engine makes (src/drill MAX_LEVEL). */
const MAX_LEVEL = 20;

/**
 * The trainer's state.
 * @typedef {object} Trainer
 * @property {TrainerOptions} o what it was opened with
 * @property {string[]} kinds the kinds served
 * @property {string | null} only the one kind asked for, or null for all in turn
 * @property {string} base the seeds' base
 * @property {number} n the drill on show (from 1)
 * @property {number} streak right answers in a row
 * @property {number} best the best streak, remembered
 * @property {import("../games.js").Drill | null} drill the drill on show
 * @property {DrillTable | null} table its table
 * @property {boolean} answered whether it has its verdict
 */

/**
 * @typedef {{ engine: typeof import("../../yotta.js"), game: GameDescriptor,
 *   drills: import("../games.js").GameDrills, table: import("../games.js").GameTable,
 *   kind: string | null, seed: string | null, t: import("../games.js").Translate, lang: "en" | "ru",
 *   announce: (text: string) => void, show: (part: PagePart) => void, onBack: () => void,
 *   onKind: (kind: string | null) => void,
 *   onVerdict?: (v: { game: string, kind: string, correct: boolean, streak: number }) => void }} TrainerOptions
 *   `t`: a translator with the game's, the drills' and the trainer's strings;
 *   `show`: makes a part the page's controller; `onKind`: the kind chosen (the address keeps it);
 *   `onVerdict`: each verdict, with the streak after it (the shell's achievements)
 */

/**
 * Mounts the trainer in `root`; returns a function removing it.
 * @param {HTMLElement} root @param {TrainerOptions} o
 */
export function mountTrainer(root, o) {
  adoptTrainStyles();
  const { t, game } = o;
  const kinds = game.train?.kinds ?? [];
  /** @type {Trainer} */
  const tr = {
    o,
    kinds,
    only: o.kind && kinds.includes(o.kind) ? o.kind : null,
    base: o.seed ?? Math.random().toString(36).slice(2, 10),
    n: 0,
    streak: 0,
    best: loadTrainerBest(game.id),
    drill: null,
    table: null,
    answered: false,
  };
  const streak = h("span", { class: "tr-streak", dataset: { role: "streak" }, "aria-live": "polite" });
  const ask = h("p", { class: "tr-ask", dataset: { role: "drill-ask" } });
  const host = h("div", { class: "tr-table" });
  const result = h("p", { class: "tr-result", dataset: { role: "drill-result" }, role: "status", hidden: true });
  const check = /** @type {HTMLButtonElement} */ (
    h("button", { class: "primary", dataset: { action: "check" }, onclick: () => checkNow(tr, parts) }, t("check"))
  );
  const next = /** @type {HTMLButtonElement} */ (
    h("button", { dataset: { action: "next" }, onclick: () => nextDrill(tr, parts) }, t("nextDrill"))
  );
  const chooser = kindChooser(tr, () => parts);
  const el = h(
    "div",
    { class: "tr", dataset: { role: "trainer", game: game.id, kind: "" } },
    h(
      "div",
      { class: "tr-head" },
      h("button", { dataset: { action: "menu" }, onclick: () => o.onBack() }, t("back")),
      h("h2", {}, t("trainerTitle", { game: game.names[o.lang] })),
      streak,
      chooser,
    ),
    ask,
    host,
    h("div", { class: "tr-foot" }, result, check, next),
  );
  const parts = { el, streak, ask, host, result, check, next, chooser };
  root.append(el);
  nextDrill(tr, parts);
  return () => {
    tr.table?.destroy();
    el.remove();
  };
}

/** @typedef {{ el: HTMLElement, streak: HTMLElement, ask: HTMLElement, host: HTMLElement, result: HTMLElement,
 *   check: HTMLButtonElement, next: HTMLButtonElement, chooser: HTMLElement }} Parts the trainer's elements */

/**
 * The chooser of the kinds (all in turn, or one), when the game has several.
 * @param {Trainer} tr @param {() => Parts} parts
 */
function kindChooser(tr, parts) {
  const { t } = tr.o;
  const group = h("div", { class: "tr-kinds", role: "group", "aria-label": t("kindsLabel") });
  if (tr.kinds.length < 2) return group;
  const choices = [null, ...tr.kinds];
  for (const kind of choices) {
    const b = h(
      "button",
      {
        dataset: { kind: kind ?? "all" },
        "aria-pressed": String(tr.only === kind),
        onclick: () => {
          tr.only = kind;
          for (const x of group.children) x.setAttribute("aria-pressed", String(x === b));
          tr.o.onKind(kind);
          nextDrill(tr, parts());
        },
      },
      kind ? t(`kind_${kind}`) : t("allKinds"),
    );
    group.append(b);
  }
  return group;
}

/** The next drill: made by the engine, mounted on the table. @param {Trainer} tr @param {Parts} p */
function nextDrill(tr, p) {
  const { o } = tr;
  tr.table?.destroy();
  tr.table = null;
  p.host.replaceChildren();
  tr.n++;
  tr.answered = false;
  const kind = tr.only ?? tr.kinds[(tr.n - 1) % tr.kinds.length];
  p.el.dataset.kind = kind;
  const level = Math.min(tr.streak, MAX_LEVEL);
  p.result.hidden = true;
  delete p.result.dataset.correct;
  p.result.textContent = "";
  showStreak(tr, p);
  try {
    tr.drill = o.drills.make(o.engine, kind, `${tr.base}:${tr.n}`, level);
    tr.table = o.drills.mount(p.host, tr.drill, {
      engine: o.engine,
      table: o.table,
      t: o.t,
      lang: o.lang,
      announce: o.announce,
      answered: (v) => judged(tr, p, v),
    });
  } catch (e) {
    p.ask.textContent = o.t("drillFailed", { why: e instanceof Error ? e.message : String(e) });
    p.check.hidden = true;
    return;
  }
  p.ask.textContent = tr.table.ask;
  // Check stays on offer even where a tap answers (it then says what to do), and after
  // the verdict (it then does nothing): a person who presses it is never stuck.
  p.check.hidden = false;
  p.check.classList.toggle("primary", tr.table.needsCheck);
  o.announce(tr.table.ask);
  o.show(part(tr));
}

/** The Check button: the drill's verdict, or what to do first. @param {Trainer} tr @param {Parts} p */
function checkNow(tr, p) {
  if (!tr.table || tr.answered) return;
  const v = tr.table.check();
  if (typeof v === "string") {
    p.result.hidden = false;
    delete p.result.dataset.correct;
    p.result.textContent = v;
    tr.o.announce(v);
    return;
  }
  judged(tr, p, v);
}

/** A verdict: the streak and the best one, the words, the way on. @param {Trainer} tr @param {Parts} p @param {Verdict} v */
function judged(tr, p, v) {
  if (tr.answered) return;
  tr.answered = true;
  const { t } = tr.o;
  tr.streak = v.correct ? tr.streak + 1 : 0;
  if (tr.streak > tr.best) {
    tr.best = tr.streak;
    storeTrainerBest(tr.o.game.id, tr.best);
  }
  tr.o.onVerdict?.({ game: tr.o.game.id, kind: tr.drill?.kind ?? "", correct: v.correct, streak: tr.streak });
  showStreak(tr, p);
  p.result.hidden = false;
  p.result.dataset.correct = String(v.correct);
  p.result.textContent = `${t(v.correct ? "right" : "wrong")} ${v.text}`;
  p.check.classList.remove("primary");
  tr.o.announce(p.result.textContent);
  p.next.focus();
}

/** @param {Trainer} tr @param {Parts} p */
function showStreak(tr, p) {
  p.streak.textContent = tr.o.t("streak", { n: tr.streak, best: tr.best });
}

/**
 * What the trainer answers as the page's controller: its table's, and the drill.
 * @param {Trainer} tr @returns {PagePart}
 */
function part(tr) {
  const c = /** @type {DrillTable} */ (tr.table).controller;
  return {
    ...c,
    state: () => c.state(),
    play: (/** @type {unknown} */ m) => c.play(m),
    drill: () => ({
      kind: tr.drill?.kind ?? null,
      n: tr.n,
      streak: tr.streak,
      best: tr.best,
      position: tr.drill?.position ?? null,
    }),
  };
}
export { TRAIN_STRINGS } from "./strings.js";
