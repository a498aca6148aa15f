// @ts-check
// The person's say over the pace of the Оттава table: the speed setting (relaxed,
// normal, fast; www/ottawa/pacing.js), "Skip to my turn" while the computers play,
// and "Always pass when I cannot play". The table shows and animates; this module
// builds the controls, keeps the choices (remembered through the shell's
// preferences), writes the one sentence that sums up the turns skipped, and wraps
// the person's driver (www/seats/drivers.js) so that it passes for them.
import { h } from "../ui/dom.js";
import { PACE, SPEEDS, speedOf } from "./pacing.js";
import { cardName } from "./strings.js";

/** @typedef {import("./pacing.js").Speed} Speed */
/** @typedef {{ speed?: string, autoPass?: boolean }} TempoPrefs */

/**
 * The table's tempo: the speed select, the auto-pass checkbox and the skip button, the
 * skip in progress, and the pass made for the person.
 * @param {{ t: import("../games.js").Translate, lang: "en"|"ru", prefs: Record<string, unknown>,
 *   save: (prefs: TempoPrefs) => void, changed: () => void, later: (fn: () => void, ms: number) => void,
 *   view: () => import("./state.js").View, computersToPlay: () => boolean, say: (text: string) => void }} o
 *   `save` remembers the choices and `changed` follows every change (the table updates);
 *   `later` runs after a delay unless the table is gone; `view` is the shown seat's
 *   view; `computersToPlay` says a computer seat is to move before a person here;
 *   `say` speaks in the live region
 */
export function tableTempo(o) {
  const { t } = o;
  /** @type {TempoState} */
  const tp = { speed: speedOf(o.prefs.speed), autoPass: o.prefs.autoPass === true, skipping: null, checks: new Set() };
  const { row, skipButton } = controls(
    tp,
    o,
    () => {
      o.save({ speed: tp.speed, autoPass: tp.autoPass });
      for (const check of tp.checks) check();
      o.changed();
    },
    () => skip(),
  );
  const canSkip = () => !tp.skipping && o.computersToPlay();
  /** "Skip to my turn": the computers play on, not shown, until a person's turn. */
  function skip() {
    if (!canSkip()) return;
    tp.skipping = new SkipSummary();
    o.changed();
  }

  /**
   * The person's driver, passing for them: while it waits for their move, if they
   * asked for it ("Always pass when I cannot play") and the engine offers them no card
   * and a pass (O5; so never before a draw that mustDrawWhenStuck requires), it hands
   * `{ pass: true }` over as their move after a short pause. `madeForThem()` says
   * (once) that the move it gave was such a pass.
   * @template {import("../seats/drivers.js").HumanDriver} D
   * @param {D} driver the person's driver (www/seats/drivers.js `humanDriver`)
   * @returns {D & { madeForThem: () => boolean }}
   */
  function passFor(driver) {
    let made = false;
    // Made on the person's driver (not a copy of it): what it reads live, such as the
    // kind of a seat with the turn clock that was given to a computer (www/seats/clock.js), stays live.
    return Object.assign(Object.create(driver), {
      move(
        /** @type {import("../seats/drivers.js").MoveRequest} */ request,
        /** @type {import("../seats/drivers.js").MoveContext} */ context,
      ) {
        const answer = driver.move(request, context);
        const check = () => {
          if (!tp.autoPass || context.signal.aborted) return;
          o.later(() => {
            if (!tp.autoPass || context.signal.aborted || !driver.waiting() || !autoPassMove(request.view())) return;
            made = true;
            driver.submit({ pass: true });
          }, PACE[tp.speed].pass);
        };
        tp.checks.add(check);
        const forget = () => tp.checks.delete(check);
        answer.then(forget, forget);
        check();
        return answer;
      },
      madeForThem() {
        const m = made;
        made = false;
        return m;
      },
    });
  }

  return {
    row,
    skipButton,
    /** The times of the speed setting. */
    pace: () => PACE[tp.speed],
    /** Whether the computers' turns are being skipped (not shown). */
    skipping: () => tp.skipping !== null,
    /** Counts a computer's move while skipping. @param {import("./state.js").Move} move */
    record: (move) => tp.skipping?.record(move),
    /** Ends a skip (a person's turn, or the round's end): one sentence says what happened. */
    endSkip() {
      if (!tp.skipping) return;
      const summary = tp.skipping;
      tp.skipping = null;
      if (summary.turns > 0) o.say(summary.sentence(t, o.lang, o.view().top));
    },
    /** Shows the skip button when skipping makes sense. */
    sync() {
      skipButton.hidden = !canSkip();
    },
    passFor,
  };
}

/**
 * The tempo's choices and the skip in progress.
 * @typedef {{ speed: Speed, autoPass: boolean, skipping: SkipSummary | null, checks: Set<() => void> }} TempoState
 *   `skipping`: the computer turns skipped so far, while skipping; `checks`: the wrapped drivers' checks (`passFor`)
 */

/**
 * The speed select, the auto-pass checkbox and the skip button.
 * @param {TempoState} tp @param {{ t: import("../games.js").Translate }} o
 * @param {() => void} remember a choice changed @param {() => void} skip
 */
function controls(tp, o, remember, skip) {
  const { t } = o;
  const select = /** @type {HTMLSelectElement} */ (
    h(
      "select",
      {
        class: "ot-select",
        dataset: { role: "speed" },
        "aria-label": t("speed"),
        onchange: () => {
          tp.speed = speedOf(select.value);
          remember();
        },
      },
      ...SPEEDS.map((s) => h("option", { value: s, selected: s === tp.speed }, t(`speed_${s}`))),
    )
  );
  const box = /** @type {HTMLInputElement} */ (
    h("input", {
      type: "checkbox",
      dataset: { role: "auto-pass" },
      "aria-label": t("autoPass"),
      checked: tp.autoPass,
      onchange: () => {
        tp.autoPass = box.checked;
        remember();
      },
    })
  );
  const skipButton = h(
    "button",
    { class: "ot-btn", dataset: { action: "skip" }, hidden: true, onclick: () => skip() },
    t("skip"),
  );
  const row = h(
    "div",
    { class: "ot-prefs" },
    h("label", { class: "ot-pref" }, h("span", { class: "ot-long", "aria-hidden": "true" }, t("speed")), select),
    // On narrow screens the short label shows; the checkbox is named in full (aria-label).
    h(
      "label",
      { class: "ot-pref", title: t("autoPass") },
      box,
      h("span", { class: "ot-long", "aria-hidden": "true" }, t("autoPass")),
      h("span", { class: "ot-short", "aria-hidden": "true" }, t("autoPassShort")),
    ),
  );

  return { row, skipButton };
}

/**
 * The move to make for a person who asked to be passed for when they cannot play:
 * `{ pass: true }` when their legal moves (the engine's) hold no card to play and a
 * pass (so never before a draw that option `mustDrawWhenStuck` requires, O5), else null.
 * @param {{ legal?: import("./state.js").Move[] }} view
 */
export function autoPassMove(view) {
  const legal = view.legal ?? [];
  if (legal.some((m) => m.card)) return null;
  return legal.some((m) => m.pass) ? { pass: true } : null;
}

/** Counts the computer turns played while the person skips, for one sentence. */
export class SkipSummary {
  constructor() {
    this.turns = 0;
    this.plays = 0;
    this.draws = 0;
    this.passes = 0;
  }

  /** One move of a computer seat. @param {{ card?: string, draw?: boolean, pass?: boolean }} move */
  record(move) {
    if (move.draw) this.draws++;
    else {
      this.turns++;
      if (move.card) this.plays++;
      else if (move.pass) this.passes++;
    }
  }

  /**
   * The sentence: how many turns went by, cards played and drawn, passes, and the top
   * card now.
   * @param {import("../games.js").Translate} t @param {"en"|"ru"} lang @param {string} top
   */
  sentence(t, lang, top) {
    return t("skipped", {
      turns: t("skipTurns", { n: this.turns }),
      plays: t("skipPlays", { n: this.plays }),
      draws: t("skipDraws", { n: this.draws }),
      passes: t("skipPasses", { n: this.passes }),
      card: cardName(top, lang),
    });
  }
}

/** @typedef {ReturnType<typeof tableTempo>} Tempo */
