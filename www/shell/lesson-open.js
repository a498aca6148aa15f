// @ts-check
// A lesson opened by the shell (./learn.js `openLesson` loads this module when a lesson
// is opened: a chunk of its own, not the first screen's): the game's table and its
// lesson (www/lesson/, the game's script in its `lesson.js`) mounted under the top bar,
// the step remembered as it goes (ui/storage.js `loadLearning`), left for the menu, and
// the first game after it: against the easy computer, with the options the game's
// lesson gives it (Ётта's coach).
import { h } from "../ui/dom.js";
import { pick } from "../ui/i18n.js";
import { loadLearning, saveLearning } from "../ui/storage.js";
import { loadTable } from "../games.js";
import { REVIEW_STRINGS } from "../review/strings.js";
import { translator } from "./strings.js";
import { topBar } from "./bar.js";
import { freshSeed } from "./address.js";
import { startGame } from "./play.js";
import { achieve } from "./stats.js";
import { announce, clear, onClear, setLanguage, shellT, showHowTo, showMenu } from "./shell.js";

/** @typedef {import("./shell.js").Shell} Shell */
/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */

/**
 * Opens `game`'s lesson at the step it was left at (`fresh`: from the first).
 * @param {Shell} s @param {GameDescriptor} game @param {boolean} [fresh]
 * @returns {Promise<void>} once the lesson is on screen (or the menu, if it could not be)
 */
export function openLesson(s, game, fresh = false) {
  const open = game.lesson;
  if (!open) return Promise.resolve(showMenu(s));
  clear(s);
  s.running = null;
  let live = true;
  onClear(s, () => {
    live = false;
  });
  const t = shellT(s);
  topBar(s.bar, {
    t,
    lang: s.lang,
    game,
    showMenu: () => leave(s),
    showHowTo: (g) => showHowTo(s, g),
    setLanguage: (l) => {
      setLanguage(s, l);
      openLesson(s, game);
    },
  });
  document.title = `${pick(game.names, s.lang)} · Yotta`;
  s.screen.classList.add("playing");
  const el = h("div", { class: "table-host", dataset: { game: game.id } }, h("p", { class: "loading" }, "…"));
  s.screen.append(el);
  // A reload takes the lesson up again where it is.
  setAddress(game.id);
  const step = fresh ? 0 : (loadLearning().steps?.[game.id] ?? 0);
  return Promise.all([s.engine, loadTable(game), import("../lesson/lesson.js"), open()]).then(
    ([engine, table, L, script]) => {
      if (!live) return;
      el.replaceChildren();
      const lt = translator(s.lang, [L.LESSON_STRINGS, game.strings, REVIEW_STRINGS]);
      document.title = `${lt("lesson_title", { game: pick(game.names, s.lang) })} · Yotta`;
      const r = L.mountLesson(s.screen, el, {
        game,
        lesson: script.lesson,
        table,
        engine,
        think: s.think,
        t: lt,
        lang: s.lang,
        you: lt("you"),
        step,
        announce: (text) => announce(s, text),
        remember: (i) => {
          remember(game.id, i);
          // The achievements read the lesson's steps too (null: finished).
          achieve(s, { kind: "lesson", game: game.id, step: i });
        },
        firstGame: () => firstGame(s, game, script.lesson.firstGame),
        exit: () => leave(s),
        again: () => openLesson(s, game, true),
      });
      s.show(r.controller);
      onClear(s, r.destroy);
    },
    (e) => {
      console.error("the lesson could not be opened:", e);
      if (!live) return;
      s.message = t("loadFailed", { reason: e instanceof Error ? e.message : String(e) });
      leave(s);
    },
  );
}

/** Back to the menu from a lesson (the address no longer opens it). @param {Shell} s */
function leave(s) {
  setAddress(null);
  showMenu(s);
}

/**
 * The step a lesson was left at (null: finished, and it starts from the first again).
 * @param {string} id @param {number | null} step
 */
function remember(id, step) {
  const v = loadLearning();
  const steps = { ...v.steps };
  const finished = new Set(v.finished ?? []);
  if (step === null) {
    delete steps[id];
    finished.add(id);
  } else steps[id] = step;
  saveLearning({ ...v, steps, finished: [...finished] });
}

/**
 * The first game after the lesson: the person against the easy computer.
 * @param {Shell} s @param {GameDescriptor} game @param {Record<string, unknown>} options the lesson's for it
 */
function firstGame(s, game, options) {
  setAddress(null);
  const t = shellT(s);
  const defaults = Object.fromEntries(game.options.map((o) => [o.key, o.default]));
  startGame(s, game, {
    seats: [
      { kind: "human", level: "easy", name: t("you") },
      { kind: "ai", level: "easy", name: t("computerN", { n: 1 }) },
    ],
    options: { ...defaults, ...options },
    seed: freshSeed(),
    resume: null,
  });
}

/** `?learn=<id>` in the address, or none. @param {string | null} id */
function setAddress(id) {
  const u = new URL(location.href);
  if (id) u.searchParams.set("learn", id);
  else u.searchParams.delete("learn");
  history.replaceState(null, "", u.href);
}
