// @ts-check
// The embedded page (`?embed=1`, docs/embed.md): minimal chrome for an iframe of any
// size, and nothing written to this browser's storage (the reader's own saved games
// and settings are never touched; no resume is offered). The puzzle of the day
// (`puzzle=daily`) uses it too; on the page itself (no `embed=1`) it keeps the
// day's result and the streak (www/review/daily.js). What it shows, as the game's
// descriptor says (`embed.view`, www/games.js):
// - a position (Ётта): `position=…&hand=…` a diagram to try plays on (`puzzle=best`:
//   find the best play), `position=…` alone a grid, `moves=…` a game to step through;
// - a question (Оттава): `top=…&hand=…`, "which card?";
// - `game=<id>` alone: a game against the computer, not saved;
// - nothing: a choice of the games.
// Every parameter is data: read by the page's notation (www/ui/notation.js), shown with `textContent`; one that
// cannot be read gives a short message and nothing else runs.
//
// The embedded page is a state (`Embed`, below) and functions of it.
import { h } from "../ui/dom.js";
import { loadSettings } from "../ui/storage.js";
import { readLevel } from "../ui/levels.js";
import { pickLanguage, pick } from "../ui/i18n.js";
import { EMBED_STRINGS, translator } from "./strings.js";
import { readCards, readIotaCard, readOttawaCard, readPosition, readMoves, quote, reasonText } from "../ui/notation.js";
import { explainError, thrownError } from "../ui/errors.js";
import { REVIEW_STRINGS } from "../review/strings.js";
import { dailyFor, dailyInfo } from "../review/daily.js";
import { mountIotaPosition, replaySteps } from "./iota.js";
import { mountReplay } from "./replay.js";
import { mountOttawaQuestion } from "./ottawa.js";
import { tableOf } from "../games.js";

/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */
/** @typedef {import("../ui/i18n.js").Translate} T */
/** @typedef {import("../ui/controller.js").PagePart & { destroy?: () => void }} EmbedPart */
/** @typedef {typeof import("../../yotta.js")} FullEngine */

/**
 * The embedded page's state.
 * @typedef {object} Embed
 * @property {HTMLElement} app the page's root
 * @property {HTMLElement} head the title, the link to the full page, the answer button
 * @property {HTMLElement} msg the message line
 * @property {HTMLElement} body what is shown
 * @property {HTMLElement} status the polite live region
 * @property {"en" | "ru"} lang
 * @property {boolean} own true on the page itself (not embedded): the daily results are kept
 * @property {URLSearchParams} params the address's parameters
 * @property {FullEngine} engine the full engine
 * @property {import("../worker/client.js").Thinker} [think] the engine's worker
 * @property {GameDescriptor[]} games
 * @property {EmbedPart | null} controller what is shown, as the page's controller
 * @property {(part: import("../ui/controller.js").PagePart | null) => void} show swaps the page's controller's part
 */

/** What the embedded page answers before it shows anything. @type {EmbedPart} */
const NOTHING = { state: () => ({ game: null, view: null, busy: false, staged: [] }), play: () => ({ ok: false }) };

/**
 * Mounts the embedded page into `app`, once the engine and the games' tables are
 * loaded (www/main.js loads them with this module).
 * @param {HTMLElement} app
 * @param {{ engine: FullEngine, think?: import("../worker/client.js").Thinker, games: GameDescriptor[],
 *   params: URLSearchParams, show: (part: import("../ui/controller.js").PagePart | null) => void }} opts
 *   `show`: swaps the part the page's controller answers for (www/ui/controller.js)
 * @returns {{ ready: Promise<void> }}
 */
export function mountEmbed(app, { engine, think, games, params, show }) {
  const e = createEmbed(app, { engine, think, games, params, show });
  // The puzzle of the day is the game's that has one (www/review/daily.js).
  const daily = params.get("puzzle") === "daily";
  const gameId = daily ? (games.find((g) => g.embed?.daily)?.id ?? null) : params.get("game");
  const game = games.find((g) => g.id === gameId);
  if (gameId !== null && !game) {
    refuse(e, translator(e.lang, [EMBED_STRINGS])("unknownGame", { name: quote(gameId) }));
  } else if (!game) {
    chooser(e);
  } else {
    const t = translator(e.lang, [EMBED_STRINGS, game.strings]);
    e.head.prepend(h("span", { class: "embed-title" }, game.names[e.lang]));
    try {
      if (daily) dailyPuzzle(e, game, translator(e.lang, [EMBED_STRINGS, REVIEW_STRINGS, game.strings]));
      else if (game.embed?.view === "position") position(e, game, t);
      else if (game.embed?.view === "question") question(e, game, t);
      else playFresh(e, game, t);
    } catch (err) {
      // Never a broken page: whatever went wrong is said in one line, by its code.
      console.warn(err);
      refuse(e, explainError(thrownError(err), t));
    }
  }
  return {
    ready: new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  };
}

/**
 * The embedded page's frame in `app` (the head with the link to the full page, the
 * message line, the body) and its state.
 * @param {HTMLElement} app
 * @param {{ engine: FullEngine, think?: import("../worker/client.js").Thinker, games: GameDescriptor[],
 *   params: URLSearchParams, show: (part: import("../ui/controller.js").PagePart | null) => void }} o
 * @returns {Embed}
 */
function createEmbed(app, { engine, think, games, params, show }) {
  // Not embedded: the puzzle of the day on the page itself, which speaks the reader's
  // remembered language and keeps the day's result and the streak.
  const own = params.get("embed") !== "1";
  const lang = pickLanguage(params.get("lang"), own ? loadSettings().lang : undefined);
  document.documentElement.lang = lang;
  document.body.classList.add("embedded");
  /** @type {Embed} */
  const e = {
    app,
    head: h("header", { class: "embed-head" }),
    msg: h("p", { class: "embed-msg", dataset: { role: "message" } }),
    body: h("main", { class: "embed-body" }),
    status: h("div", { class: "sr-only", dataset: { role: "status" }, "aria-live": "polite", role: "status" }),
    lang,
    own,
    params,
    engine,
    think,
    games,
    controller: null,
    show,
  };
  app.replaceChildren(h("div", { class: "embed" }, e.head, e.msg, e.body), e.status);
  app.removeAttribute("aria-live");
  message(e, "");
  setController(e, NOTHING);
  // A link to the full page (same address, no parameters): opens in a new tab.
  const full = new URL(location.href);
  full.search = "";
  full.hash = "";
  e.head.append(
    h(
      "a",
      { class: "embed-full", href: full.href, target: "_blank", rel: "noopener" },
      translator(lang, [EMBED_STRINGS])("openFull"),
    ),
  );
  return e;
}

/** Says `text` through the live region. @param {Embed} e @param {string} text */
function announce(e, text) {
  e.status.textContent = e.status.textContent === text ? `${text}\u00a0` : text;
}

/** The message line (`kind`: said too). @param {Embed} e @param {string} text @param {string} [kind] */
function message(e, text, kind = "") {
  e.msg.textContent = text;
  e.msg.dataset.kind = kind;
  e.msg.hidden = !text;
  if (kind) announce(e, text);
}

/** What is shown answers as the page's controller. @param {Embed} e @param {EmbedPart} c */
function setController(e, c) {
  e.controller = c;
  e.show(c);
}

/** A refusal of the notation (www/ui/notation.js) in the page's language. @param {Embed} e @param {{ reason: import("../ui/notation.js").Reason }} r */
function why(e, r) {
  return reasonText(r.reason, e.lang);
}

/** @param {Embed} e @param {string} text the reason, already quoted where it cites the URL @param {boolean} [game] */
function refuse(e, text, game = false) {
  e.controller?.destroy?.();
  e.body.replaceChildren();
  e.app.querySelector(".embed")?.classList.add("refused");
  e.msg.setAttribute("role", "alert");
  message(e, translator(e.lang, [EMBED_STRINGS])(game ? "cannotReadGame" : "cannotRead", { why: text }), "error");
}

/** Shows the choice of the games (nothing in the URL). @param {Embed} e */
function chooser(e) {
  const t = translator(e.lang, [EMBED_STRINGS]);
  e.body.replaceChildren(
    h(
      "div",
      { class: "embed-choose" },
      h("h1", {}, t("embedChoose")),
      ...e.games.map((g) =>
        h(
          "button",
          {
            class: "primary big",
            dataset: { action: `play-${g.id}` },
            onclick: () => playFresh(e, g, translator(e.lang, [EMBED_STRINGS, g.strings])),
          },
          g.embed ? pick(g.embed.play, e.lang) : pick(g.names, e.lang),
        ),
      ),
    ),
  );
}

/**
 * A game against the computer, never saved (a reload deals afresh).
 * @param {Embed} e @param {GameDescriptor} g @param {T} t
 */
function playFresh(e, g, t) {
  e.controller?.destroy?.();
  e.body.replaceChildren();
  message(e, "");
  const level = readLevel(e.params.get("ai"));
  /** @type {Record<string, unknown>} */
  const options = {};
  for (const o of g.options) options[o.key] = o.default;
  const el = h("div", { class: "table-host", dataset: { game: g.id } });
  e.body.append(el);
  const seed = (e.params.get("seed") ?? "").slice(0, 64) || `${Date.now()}-${Math.random()}`;
  setController(
    e,
    /** @type {import("../games.js").GameTable} */ (tableOf(g)).mount(el, {
      // The full engine serves the table as the page's would.
      engine: e.engine,
      think: e.think,
      options,
      seats: [
        { kind: "human", level, name: t("you") },
        { kind: "ai", level, name: t("computer") },
      ],
      seed,
      resume: null,
      t,
      lang: e.lang,
      announce: (text) => announce(e, text),
      handoff: () => Promise.resolve(),
      persist: () => {},
      onExit: () => playFresh(e, g, t),
      onRematch: () => playFresh(e, g, t),
    }),
  );
}

/**
 * A position (`position=…&hand=…`: a diagram or a puzzle; `position=…` alone or
 * `moves=…`: the replay viewer).
 * @param {Embed} e @param {GameDescriptor} g @param {T} t
 */
function position(e, g, t) {
  const { params, engine } = e;
  const pos = readPosition(params.get("position"));
  if (!pos.ok) return refuse(e, why(e, pos));
  const hand = readCards(params.get("hand"), readIotaCard, 4);
  if (!hand.ok) return refuse(e, why(e, hand));
  const moves = readMoves(params.get("moves"));
  if (!moves.ok) return refuse(e, why(e, moves), true);
  const allFourBonus = params.get("allFourBonus") !== "0" && params.get("allFourBonus") !== "false";
  if (moves.value.length || (pos.value.length && !hand.value.length)) {
    let players = Number(params.get("players") ?? 2);
    if (!Number.isInteger(players) || players < 2 || players > 4) players = 2;
    const ended = params.get("end") === "1";
    const r = replaySteps(engine, pos.value, moves.value, players, allFourBonus, ended);
    if (!r.ok)
      return refuse(
        e,
        r.turn ? t("turnRefused", { i: r.turn, why: explainError(r.error, t) }) : explainError(r.error, t),
        moves.value.length > 0,
      );
    e.body.classList.add("fixed");
    const step = Number(params.get("step") ?? 0);
    setController(
      e,
      mountReplay(e.body, {
        descriptor: g,
        steps: r.steps,
        players,
        start: Number.isInteger(step) ? step : 0,
        t,
        announce: (text) => announce(e, text),
      }),
    );
    return;
  }
  if (!pos.value.length) return playFresh(e, g, t);
  if (typeof engine.iotaPlays !== "function") return refuse(e, t("noEngine", { what: "Ётта" }));
  const puzzle = params.get("puzzle") === "best";
  // `end=1`: the pile is empty, so a play that empties the hand ends the game, doubled (Y15).
  const ended = params.get("end") === "1";
  // `recycle=1`: the best play may begin by recycling a wild, as a turn at the table (Y18).
  const recycle = puzzle && params.get("recycle") === "1";
  const c = mountPosition(e, g, t, { board: pos.value, hand: hand.value, puzzle, allFourBonus, ended, recycle });
  if (!c) return;
  setController(e, c);
  if (puzzle) answerButton(e, c, t);
}

/**
 * The game's table on a position, its confirm button turned into "Check" (./iota.js).
 * @param {Embed} e @param {GameDescriptor} g @param {T} t
 * @param {{ board: import("./iota.js").Placement[], hand: string[], puzzle: boolean, allFourBonus: boolean,
 *   ended?: boolean, recycle?: boolean, ask?: string, onResult?: (score: number, best: number) => void }} o
 * @returns {import("./iota.js").PositionController | null} null when refused
 */
function mountPosition(e, g, t, o) {
  const el = h("div", { class: "table-host", dataset: { game: g.id } });
  e.body.append(el);
  e.body.classList.add("fixed");
  const r = mountIotaPosition(el, {
    engine: e.engine,
    descriptor: g,
    ...o,
    t,
    lang: e.lang,
    message: (text, kind) => message(e, text, kind),
    announce: (text) => announce(e, text),
  });
  if ("error" in r) {
    refuse(e, r.error);
    return null;
  }
  return r.controller;
}

/** The head's "Show the answer" button. @param {Embed} e @param {{ answer: () => string }} c @param {T} t */
function answerButton(e, c, t) {
  e.head.append(
    h(
      "button",
      { class: "embed-answer", dataset: { action: "answer" }, onclick: () => message(e, c.answer(), "answer") },
      t("showAnswer"),
    ),
  );
}

/**
 * The puzzle of the day (`puzzle=daily`, `date=YYYY-MM-DD`, default the reader's
 * local date): the engine's puzzle for that date as a `puzzle=best` position. On the
 * page itself (not embedded) the results and the streak are kept and shared.
 * @param {Embed} e @param {GameDescriptor} g @param {T} t
 */
function dailyPuzzle(e, g, t) {
  const d = dailyFor(e.engine, e.params.get("date"));
  if (!d.ok) return refuse(e, t("dailyBadDate", { date: quote(d.date) }));
  document.body.dataset.puzzleDate = d.puzzle.date;
  const title = e.head.querySelector(".embed-title");
  if (title) title.textContent = `${t("dailyTitle")} · ${d.puzzle.date}`;
  const info = e.own ? dailyInfo(d.puzzle.date, t, e.lang) : null;
  if (info) e.app.querySelector(".embed")?.insertBefore(info.element, e.body);
  const c = mountPosition(e, g, t, {
    board: d.puzzle.board,
    hand: d.puzzle.hand,
    puzzle: true,
    allFourBonus: true,
    ask: t("dailyAsk", { date: d.puzzle.date }),
    onResult: (score, best) => info?.result(score, best),
  });
  if (!c) return;
  setController(e, { ...c, puzzle: () => d.puzzle });
  answerButton(e, c, t);
}

/** A question: which card of `hand=…` goes on `top=…`. @param {Embed} e @param {GameDescriptor} g @param {T} t */
function question(e, g, t) {
  const { params } = e;
  const topRaw = params.get("top");
  if (topRaw === null && params.get("hand") === null) return playFresh(e, g, t);
  if (topRaw === null) return refuse(e, t("noTop"));
  if (topRaw.length > 8) return refuse(e, reasonText({ key: "p_notCard", params: { card: quote(topRaw) } }, e.lang));
  const top = readOttawaCard(topRaw);
  if (!top.ok) return refuse(e, why(e, top));
  const hand = readCards(params.get("hand"), readOttawaCard, 20);
  if (!hand.ok) return refuse(e, why(e, hand));
  if (!hand.value.length) return refuse(e, t("emptyHand"));
  const wrapAce = params.get("wrapAce") === "1" || params.get("wrapAce") === "true";
  e.body.classList.add("fixed");
  const r = mountOttawaQuestion(e.body, {
    engine: e.engine,
    descriptor: g,
    top: top.value,
    hand: hand.value,
    wrapAce,
    t,
    lang: e.lang,
    message: (text, kind) => message(e, text, kind),
    announce: (text) => announce(e, text),
  });
  if ("error" in r) return refuse(e, r.error);
  setController(e, r.controller);
}
