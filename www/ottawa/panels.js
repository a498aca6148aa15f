// @ts-check
// The Оттава table's page around the canvas: the status line, the felt (the canvas's
// box, with the results panel over it), the shown hand as buttons, the action bar
// (draw, pass, hint, skip; sort, colours, the tempo's settings), the players' list
// for screen readers and the keys' help. Built from what it is handed; `sync` brings
// them in line with the table's state, and their clicks are the table's intents.
import { h } from "../ui/dom.js";
import { statusText, playerLines } from "./texts.js";
import { handButtons } from "./hand-buttons.js";

/**
 * @typedef {object} PanelIntents what the buttons do
 * @property {() => void} draw
 * @property {() => void} pass
 * @property {() => void} hint
 * @property {() => void} sort
 * @property {() => void} colours
 * @property {(code: string) => void} play a card of the hand's buttons
 * @property {() => void} focusChanged the hand's focus moved (the canvas lifts the focused card)
 */

/**
 * Builds the page in `element`.
 * @param {HTMLElement} element
 * @param {{ st: import("./state.js").TableState, seats: import("../games.js").Seat[],
 *   t: import("../games.js").Translate, lang: "en" | "ru", hotSeat: boolean, hints: boolean,
 *   nameOf: (seat: number) => string, kindOf: (seat: number) => string | undefined,
 *   tempo: import("./tempo.js").Tempo, on: PanelIntents }} d
 *   `kindOf`: the kind of a seat's driver ("human", "computer", …)
 */
export function tablePanels(element, d) {
  const { st, seats, t, lang, tempo, on, nameOf } = d;
  const statusLine = h("p", { class: "ot-status", dataset: { role: "turn" } });
  const feltBox = h("div", { class: "ot-felt" });
  const handGroup = h("div", { class: "ot-hand sr-only-focusable", role: "group", "aria-label": t("handLabel") });
  const players$ = h("ul", { class: "ot-sr", "aria-label": t("scoresLabel") });
  const keysHelp = h("p", { class: "ot-sr", id: "ot-keys" }, t("keysHelp"));
  const panel = h("div", { class: "ot-panel", hidden: true });
  const btn = {
    draw: h("button", { class: "ot-btn primary", dataset: { action: "draw" }, onclick: () => on.draw() }, t("draw")),
    pass: h("button", { class: "ot-btn primary", dataset: { action: "pass" }, onclick: () => on.pass() }, t("pass")),
    hint: h("button", { class: "ot-btn", dataset: { action: "hint" }, onclick: () => on.hint() }, t("hint")),
    sort: h(
      "button",
      { class: "ot-btn ot-iconish", dataset: { action: "sort" }, onclick: () => on.sort() },
      h("span", { class: "ot-ico", "aria-hidden": "true" }, "⇅"),
      h("span", { class: "ot-lbl" }, t("sortRank")),
    ),
    colours: h(
      "button",
      {
        class: "ot-btn ot-iconish",
        dataset: { action: "four-colour" },
        "aria-pressed": String(st.fourColour),
        "aria-label": t("optFourColour"),
        title: t("optFourColour"),
        onclick: () => on.colours(),
      },
      h("span", { class: "ot-swatch", "aria-hidden": "true" }),
      h("span", { class: "ot-lbl" }, t("fourColour")),
    ),
  };
  const actions = h(
    "div",
    { class: "ot-actions" },
    btn.draw,
    btn.pass,
    btn.hint,
    tempo.skipButton,
    h("span", { class: "ot-space" }),
    btn.sort,
    btn.colours,
    tempo.row,
  );
  const root = h(
    "div",
    { class: "ot", dataset: { table: "ottawa" } },
    statusLine,
    feltBox,
    handGroup,
    actions,
    players$,
    keysHelp,
  );
  feltBox.append(panel);
  element.append(root);

  /** One real button per card of the shown hand, for keyboards and screen readers. */
  const syncHandButtons = handButtons(handGroup, st, {
    t,
    lang,
    label: () => (d.hotSeat ? t("handLabelOf", { name: nameOf(st.shownSeat) }) : t("handLabel")),
    play: (code) => on.play(code),
    focusChanged: () => on.focusChanged(),
  });

  /** The players, their card counts and scores, for screen readers. */
  function syncPlayers() {
    const lines = playerLines(st, { t, lang, seats, nameOf });
    // Rebuilt only when it changed: the page is brought in line on every move and every landing.
    if (players$.textContent === lines.join("")) return;
    players$.replaceChildren(...lines.map((l) => h("li", {}, l)));
  }

  /**
   * Brings every part in line with the state.
   * @param {{ refusal: string | null }} now the refusal on the status line, or null
   */
  function sync(now) {
    const v = st.view;
    const mine = st.myTurn() && !st.hidden;
    const status = statusText(st, {
      t,
      lang,
      seats,
      nameOf,
      skipping: tempo.skipping(),
      refusal: now.refusal,
      showing: st.held !== null ? st.showing : "",
    });
    if (statusLine.textContent !== status) statusLine.textContent = status;
    btn.pass.classList.toggle("ot-hinted", !!st.hint?.pass);
    btn.draw.classList.toggle("ot-hinted", !!st.hint?.draw);
    statusLine.classList.toggle("ot-refusal", !!now.refusal);
    statusLine.classList.toggle("ot-mine", mine);
    statusLine.classList.toggle(
      "thinking",
      st.thinking &&
        st.held === null &&
        !v.roundOver &&
        st.toMove() !== null &&
        d.kindOf(st.toMove() ?? 0) === "computer",
    );
    btn.draw.hidden = !(mine && st.canDraw());
    btn.pass.hidden = !(mine && st.canPass());
    btn.hint.hidden = !mine || !d.hints;
    tempo.sync();
    const sortText = st.sortBy === "suit" ? t("sortRank") : t("sortSuit");
    /** @type {HTMLElement} */ (btn.sort.querySelector(".ot-lbl")).textContent = sortText;
    btn.sort.setAttribute("aria-label", sortText);
    btn.sort.title = sortText;
    btn.colours.setAttribute("aria-pressed", String(st.fourColour));
    root.dataset.busy = st.busy() ? "1" : "0";
    syncHandButtons();
    syncPlayers();
  }

  return { root, feltBox, panel, sync };
}
