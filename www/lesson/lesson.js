// @ts-check
// A lesson: a game's guided first game (its script: the game's `lesson.js`, a
// `GameLesson` of www/games.js), run on the game's real table with the same code, cards
// and input as a game. This module is the part plugged into the table and its turn loop
// (www/seats/match.js); the table grows no mode of its own:
//
// - the table is mounted at the lesson's position (the script's `open`: the deal of
//   `fromSetup` with the steps before played), as a game resumed;
// - the opponent's seat is driven by the script (`scriptDriver`: it plays the scripted
//   replies, in order), so that the lesson always goes the same way;
// - the person's actions reach the lesson before the table takes them (`config.guide`,
//   and the table's buttons through a listener ahead of theirs): the action expected is
//   taken, any other is answered, kindly, with why (the engine's own explanation where
//   the engine would refuse it; else what to do), and nothing changes;
// - the loop's events move the lesson on: a step is done when its moves are played, the
//   next begins at the person's next turn; the end of the game (Ётта) or of the round
//   (Оттава) ends the lesson.
//
// What is shown: `[data-role="lesson"]` above the table (`data-step` from 1,
// `data-total`), with the step's sentence (`lesson-text`), what to do now (`lesson-do`),
// why an action was not taken (`lesson-why`), and at the end `lesson-done` with
// `[data-action="first-game"]`; the light on the table (./spotlight.js). The page's
// controller gains `lesson()`: `{ step, total, expect }` (www/games.js `LessonExpect`;
// null while the person has nothing to do).
import { h } from "../ui/dom.js";
import { explainError } from "../ui/errors.js";
import { computerDriver, humanDriver } from "../seats/drivers.js";
import { adoptLessonStyles, spotlight } from "./spotlight.js";

export { LESSON_STRINGS } from "./strings.js";

/** @typedef {import("../games.js").GameLesson} GameLesson */
/** @typedef {import("../games.js").GameController} GameController */
/** @typedef {import("../games.js").LessonAction} LessonAction */
/** @typedef {import("../games.js").GuideAction} GuideAction */

/** The person's seat in a lesson; the opponent is seat 1. */
const ME = 0;

/**
 * What the shell hands a lesson.
 * @typedef {object} LessonOptions
 * @property {import("../games.js").GameDescriptor} game
 * @property {GameLesson} lesson the game's script
 * @property {import("../games.js").GameTable} table the game's table module
 * @property {import("../games.js").Engine} engine
 * @property {import("../worker/client.js").Thinker} [think]
 * @property {import("../games.js").Translate} t with the lesson's, the game's and the shell's words
 * @property {"en" | "ru"} lang
 * @property {string} you the person's name ("You")
 * @property {number} step the step to start at (from 0: where the person left it)
 * @property {(text: string) => void} announce
 * @property {(step: number | null) => void} remember the step reached (null: the lesson is done)
 * @property {() => void} firstGame @property {() => void} exit back to the menu @property {() => void} again
 *
 * The lesson's state.
 * @typedef {object} Lesson
 * @property {LessonOptions} o
 * @property {number} step the step on show (from 0)
 * @property {number} k the moves of the step played so far
 * @property {number} replies the opponent's moves played so far
 * @property {object[]} script the opponent's moves from the step the lesson opened at
 * @property {boolean} done
 * @property {string} cell the lit cell last brought into view ("" for none)
 * @property {GameController | null} ctl the table
 * @property {ReturnType<typeof panel>} panel
 * @property {ReturnType<typeof spotlight>} light
 */

/**
 * The opponent of a lesson: it plays the script's next reply. Not a person to the table
 * (paced, its cards flying in) and not a computer to the loop: its refused move is not
 * replaced by another (a script that went wrong stalls the loop, loudly), and no move is
 * taken back (the loop offers takebacks only against computers). Once the lesson is
 * over, the game on the table goes on (Оттава's next round) against the easy computer.
 * @param {Lesson} ls @returns {import("../seats/drivers.js").Driver}
 */
function scriptDriver(ls) {
  let asked = -1;
  const easy = computerDriver({ kind: "ai", level: "easy", name: "" }, 1, {
    think: /** @type {import("../worker/client.js").Thinker} */ (ls.o.think),
  });
  return {
    kind: "script",
    move: async (request, context) => {
      if (ls.done && ls.o.think) return easy.move(request, context);
      const m = ls.script[ls.replies];
      // Asked again for the same reply: the engine refused it (the script is wrong).
      if (!m || asked === ls.replies) throw new Error("the lesson's script has no move for the computer here");
      asked = ls.replies;
      return m;
    },
    dispose() {},
  };
}

/**
 * The panel above the table: the step, its sentence, what to do (or why not), the end.
 * @param {LessonOptions} o @param {{ leave: () => void }} on
 */
function panel(o, on) {
  const { t } = o;
  const stepEl = h("span", { class: "lesson-step" });
  const text = h("span", { dataset: { role: "lesson-text" } });
  const todo = h("p", { class: "lesson-do", dataset: { role: "lesson-do" } });
  const why = h("p", { class: "lesson-why", dataset: { role: "lesson-why" }, role: "alert", hidden: true });
  const leave = h(
    "button",
    {
      type: "button",
      class: "lesson-leave",
      dataset: { action: "leave-lesson" },
      title: t("lesson_leave"),
      onclick: on.leave,
    },
    h("span", { class: "lesson-wide" }, t("lesson_leave")),
    h("span", { class: "lesson-narrow" }, t("lesson_leaveShort")),
  );
  const root = h(
    "section",
    {
      class: "lesson",
      dataset: { role: "lesson", step: "1", total: String(o.lesson.steps.length) },
      "aria-label": t("lesson_title", { game: o.game.names[o.lang] }),
    },
    h("p", { class: "lesson-text" }, stepEl, " ", text),
    leave,
    todo,
    why,
  );
  return { root, stepEl, text, todo, why, leave };
}

/** Shows why the person's action was not taken (`null`: nothing to show). @param {Lesson} ls @param {string | null} text */
function tell(ls, text) {
  ls.panel.why.hidden = text === null;
  // The reason says what to do: the line of what to do gives it its place.
  ls.panel.todo.hidden = text !== null;
  if (text !== null) {
    ls.panel.why.textContent = text;
    ls.o.announce(text);
  }
}

/**
 * The action expected now, or null while the person has nothing to do (the computer
 * plays, a move is being shown, the lesson is over). `judging`: an action is being
 * judged, whatever is still landing on the table.
 * @param {Lesson} ls @param {boolean} [judging] @returns {LessonAction | null}
 */
function wanted(ls, judging = false) {
  const { ctl, o } = ls;
  const step = o.lesson.steps[ls.step];
  if (ls.done || !ctl || ls.k >= step.moves.length) return null;
  const s = ctl.state();
  const v = /** @type {{ toMove?: number | null, over?: boolean }} */ (s.view);
  if ((s.busy && !judging) || v.over || v.toMove !== ME) return null;
  const want = o.lesson.expect(ctl, step, ls.k, { engine: o.engine, t: o.t, lang: o.lang });
  if (judging) return want;
  // A card not laid out yet (just drawn, still landing): asked for once it is.
  const e = want.expect;
  const points = e.kind === "drag" ? [e.from, e.to] : e.kind === "tap" ? [e.at] : [];
  return points.every((pt) => pt && Number.isFinite(pt.x) && Number.isFinite(pt.y)) ? want : null;
}

/** The panel and the light follow the lesson. @param {Lesson} ls */
function update(ls) {
  const { panel: p, o } = ls;
  if (ls.done) return ls.light.show([], null);
  const want = wanted(ls);
  p.todo.textContent = want ? want.say : o.t("lesson_wait");
  if (!want) return ls.light.show([], null);
  // The lit cell brought into view once when it is asked for (Ётта's grid scrolls and
  // zooms: the person may look elsewhere after).
  const cell = want.cell ? `${ls.step}:${want.cell.x},${want.cell.y}` : "";
  if (want.cell && cell !== ls.cell) ls.ctl?.showCells?.([want.cell]);
  ls.cell = cell;
  /** @type {import("./spotlight.js").Spot[]} */
  const spots = [...want.spots];
  const e = want.expect;
  if (e.kind === "button") {
    const b = ls.ctl && document.querySelector(`.table-host [data-action="${e.action}"]`);
    if (b) {
      const r = b.getBoundingClientRect();
      spots.push({ left: r.left, top: r.top, width: r.width, height: r.height });
    }
  }
  ls.light.show(spots, e.kind === "drag" ? e : null);
}

/** Shows step `i` (from 0). @param {Lesson} ls @param {number} i */
function showStep(ls, i) {
  const { panel: p, o } = ls;
  ls.step = i;
  ls.k = 0;
  const total = o.lesson.steps.length;
  p.root.dataset.step = String(i + 1);
  p.stepEl.textContent = o.t("lesson_step", { n: i + 1, total });
  p.stepEl.title = o.t("lesson_stepLabel", { n: i + 1, total });
  p.text.textContent = o.lesson.steps[i].text[o.lang];
  tell(ls, null);
  o.announce(`${p.stepEl.title}. ${p.text.textContent}`);
  update(ls);
}

/** The lesson is over: its last words and the first game. @param {Lesson} ls */
function finish(ls) {
  const { panel: p, o } = ls;
  if (ls.done) return;
  ls.done = true;
  o.remember(null);
  const { t } = o;
  const first = h(
    "button",
    { type: "button", class: "primary big", dataset: { action: "first-game" }, onclick: o.firstGame },
    t("lesson_firstGame"),
  );
  const done = h(
    "div",
    { class: "lesson-done", dataset: { role: "lesson-done" } },
    h("h2", {}, t("lesson_doneTitle")),
    h("p", {}, o.lesson.done[o.lang]),
    first,
    h("button", { type: "button", dataset: { action: "lesson-again" }, onclick: o.again }, t("lesson_again")),
    h("button", { type: "button", dataset: { action: "lesson-menu" }, onclick: o.exit }, t("lesson_menu")),
  );
  tell(ls, null);
  p.todo.hidden = true;
  p.leave.hidden = true;
  p.root.append(done);
  update(ls);
  o.announce(`${t("lesson_doneTitle")} ${o.lesson.done[o.lang]}`);
  first.focus({ preventScroll: true });
}

/**
 * The guide the table asks before it takes an action (www/games.js `config.guide`).
 * @param {Lesson} ls @param {GuideAction} action @returns {boolean}
 */
function guide(ls, action) {
  const { ctl, o } = ls;
  if (ls.done || !ctl) return true;
  const want = wanted(ls, true);
  // Nothing is asked of the person now: the table refuses by itself (not their turn).
  if (!want) return action.kind !== "button";
  const why = o.lesson.judge(ctl, want, action, { engine: o.engine, t: o.t, lang: o.lang });
  if (why === null) {
    tell(ls, null);
    // The table takes it now; the next action is worked out once it has.
    requestAnimationFrame(() => update(ls));
    return true;
  }
  tell(ls, o.t("lesson_why", { why, todo: want.say }));
  update(ls);
  return false;
}

/**
 * The loop's news moves the lesson on.
 * @param {Lesson} ls @param {import("../seats/match.js").Match} match
 */
function follow(ls, match) {
  const { o } = ls;
  const steps = o.lesson.steps;
  match.on("played", (seat) => {
    if (seat === ME) {
      ls.k++;
      if (ls.k >= steps[ls.step].moves.length) o.remember(Math.min(ls.step + 1, steps.length - 1));
    } else if (seat !== null) ls.replies++;
    update(ls);
  });
  match.on("turn", (seat) => {
    if (seat === ME && ls.k >= steps[ls.step].moves.length && ls.step + 1 < steps.length) showStep(ls, ls.step + 1);
    else update(ls);
  });
  match.on("refused", (seat, error, { kind }) => {
    // A move the engine refused (the lesson let it through: the engine's answer is the lesson's).
    if (seat !== ME || kind !== "human" || ls.done) return;
    tell(ls, o.t("lesson_why", { why: explainError(error, o.t), todo: "" }));
  });
  const end = () => {
    if (ls.step === steps.length - 1 && ls.k >= steps[ls.step].moves.length) finish(ls);
  };
  match.on("over", end);
  match.on("rested", end);
}

/**
 * Runs `o.lesson` on the game's table, mounted in `host`, with the lesson's panel put
 * before it in `screen`.
 * @param {HTMLElement} screen @param {HTMLElement} host the table's element (empty)
 * @param {LessonOptions} o
 * @returns {{ controller: import("../ui/controller.js").PagePart, destroy: () => void }}
 */
export function mountLesson(screen, host, o) {
  adoptLessonStyles();
  const steps = o.lesson.steps;
  const start = Math.max(0, Math.min(steps.length - 1, Math.floor(o.step) || 0));
  /** @type {Lesson} */
  const ls = {
    o,
    step: start,
    k: 0,
    replies: 0,
    script: steps.slice(start).flatMap((s) => s.replies),
    done: false,
    cell: "",
    ctl: null,
    panel: panel(o, { leave: () => o.exit() }),
    light: spotlight(),
  };
  screen.insertBefore(ls.panel.root, host);
  // The table's buttons reach the lesson first (a listener ahead of theirs); so do its
  // settings' inputs (Оттава's "always pass" would pass for the person, past the lesson).
  /** @param {Event} e */
  const onClick = (e) => {
    const b = /** @type {HTMLElement | null} */ (
      /** @type {HTMLElement} */ (e.target).closest?.("[data-action], input")
    );
    if (!b || !host.contains(b) || guide(ls, { kind: "button", action: b.dataset.action ?? "setting" })) return;
    e.stopPropagation();
    e.preventDefault();
  };
  host.addEventListener("click", onClick, true);
  const ctl = o.table.mount(host, {
    engine: o.engine,
    think: o.think,
    options: o.lesson.options,
    seats: [
      { kind: "human", level: "easy", name: o.you },
      { kind: "ai", level: "easy", name: o.t("lesson_opponent") },
    ],
    seed: "lesson",
    resume: o.lesson.open(o.engine, start),
    t: o.t,
    lang: o.lang,
    announce: o.announce,
    handoff: () => Promise.resolve(),
    // Nothing is saved nor counted: the lesson remembers its step only.
    persist: () => {},
    onExit: o.exit,
    onRematch: o.firstGame,
    hints: false,
    prefs: {},
    drivers: [humanDriver(), scriptDriver(ls)],
    guide: (action) => guide(ls, action),
  });
  ls.ctl = ctl;
  follow(ls, ctl.match);
  showStep(ls, start);
  o.remember(start);
  // The light follows the table as it moves: frame by frame for a second after a resize
  // (the table lays itself out again over a few frames), a few times a second otherwise
  // (the camera, a card landing).
  const timer = setInterval(() => update(ls), 200);
  let until = 0;
  let frame = 0;
  const onResize = () => {
    until = performance.now() + 1000;
    if (frame) return;
    const each = () => {
      update(ls);
      frame = performance.now() < until ? requestAnimationFrame(each) : 0;
    };
    frame = requestAnimationFrame(each);
  };
  window.addEventListener("resize", onResize);
  const controller = {
    ...ctl,
    /** The lesson for tests: the step (from 1), the number of steps, what to do now. */
    lesson: () => {
      const want = wanted(ls);
      return { step: ls.step + 1, total: steps.length, expect: want ? want.expect : null, done: ls.done };
    },
  };
  return {
    controller,
    destroy() {
      clearInterval(timer);
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", onResize);
      host.removeEventListener("click", onClick, true);
      ls.light.remove();
      ls.panel.root.remove();
      ctl.destroy();
    },
  };
}
