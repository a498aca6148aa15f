// @ts-check
// The embedded page (`?embed=1`, docs/embed.md): minimal chrome for an iframe of any
// size, and nothing written to this browser's storage (the reader's own saved games
// and settings are never touched; no resume is offered). The puzzle of the day
// (`puzzle=daily`) uses it too; on the page itself (no `embed=1`) it keeps the
// day's result and the streak (www/review/daily.js). What it shows:
// - `game=iota&position=…&hand=…` a Ётта diagram to try plays on (`puzzle=best`: find
//   the best play), `position=…` alone a grid, `moves=…` a game to step through;
// - `game=ottawa&top=…&hand=…` the Оттава question "which card?";
// - `game=iota|ottawa` alone: a game against the computer, not saved;
// - nothing: a choice of the two games.
// Every parameter is data: read by the page's notation (www/ui/notation.js), shown with `textContent`; one that
// cannot be read gives a short message and nothing else runs.
import { h } from "../ui/dom.js";
import { loadSettings } from "../ui/storage.js";
import { readLevel } from "../ui/levels.js";
import { pickLanguage } from "../ui/i18n.js";
import { EMBED_STRINGS, translator } from "./strings.js";
import { readCards, readIotaCard, readOttawaCard, readPosition, readMoves, quote, reasonText } from "../ui/notation.js";
import { explainError, thrownError } from "../ui/errors.js";
import { REVIEW_STRINGS } from "../review/strings.js";
import { dailyFor, dailyInfo } from "../review/daily.js";
import { mountIotaPosition, mountReplay, replaySteps } from "./iota.js";
import { mountOttawaQuestion } from "./ottawa.js";
import { tableOf } from "../games.js";

/** @typedef {import("../games.js").GameDescriptor} GameDescriptor */

/**
 * Mounts the embedded page into `app`, once the engine and the games' tables are
 * loaded (www/main.js loads them with this module).
 * @param {HTMLElement} app
 * @param {{ engine: any, think?: import("../worker/client.js").Thinker, games: GameDescriptor[], params: URLSearchParams }} opts
 * @returns {{ ready: Promise<void> }}
 */
export function mountEmbed(app, { engine, think, games, params }) {
  // Not embedded: the puzzle of the day on the page itself, which speaks the reader's
  // remembered language and keeps the day's result and the streak.
  const own = params.get("embed") !== "1";
  const lang = pickLanguage(params.get("lang"), own ? loadSettings().lang : undefined);
  document.documentElement.lang = lang;
  document.body.classList.add("embedded");
  const status = h("div", { class: "sr-only", dataset: { role: "status" }, "aria-live": "polite", role: "status" });
  const msg = h("p", { class: "embed-msg", dataset: { role: "message" } });
  const head = h("header", { class: "embed-head" });
  const body = h("main", { class: "embed-body" });
  app.replaceChildren(h("div", { class: "embed" }, head, msg, body), status);
  app.removeAttribute("aria-live");

  /** @param {string} text */
  const announce = (text) => {
    status.textContent = status.textContent === text ? `${text}\u00a0` : text;
  };
  /** @param {string} text @param {string} [kind] */
  const message = (text, kind = "") => {
    msg.textContent = text;
    msg.dataset.kind = kind;
    msg.hidden = !text;
    if (kind) announce(text);
  };
  message("");

  /** @type {any} */
  let controller = null;
  const setController = (/** @type {any} */ c) => {
    controller = c;
    /** @type {any} */ (window).yotta = c;
  };
  setController({ state: () => ({ game: null, view: null, busy: false, staged: [] }), play: () => ({ ok: false }) });

  /** A refusal of the notation (www/ui/notation.js) in the page's language. @param {{ reason: any }} r */
  const why = (r) => reasonText(r.reason, lang);

  /** @param {string} text the reason, already quoted where it cites the URL */
  function refuse(text, game = false) {
    controller?.destroy?.();
    body.replaceChildren();
    app.querySelector(".embed")?.classList.add("refused");
    msg.setAttribute("role", "alert");
    message(translator(lang, [EMBED_STRINGS])(game ? "cannotReadGame" : "cannotRead", { why: text }), "error");
  }

  // A link to the full page (same address, no parameters): opens in a new tab.
  const full = new URL(location.href);
  full.search = "";
  full.hash = "";
  head.append(
    h(
      "a",
      { class: "embed-full", href: full.href, target: "_blank", rel: "noopener" },
      translator(lang, [EMBED_STRINGS])("openFull"),
    ),
  );

  // The puzzle of the day is a Ётта puzzle (www/review/daily.js).
  const daily = params.get("puzzle") === "daily";
  const gameId = daily ? "iota" : params.get("game");
  const game = games.find((g) => g.id === gameId);
  if (gameId !== null && !game) {
    refuse(translator(lang, [EMBED_STRINGS])("unknownGame", { name: quote(gameId) }));
  } else if (!game) {
    chooser();
  } else {
    const t = translator(lang, [EMBED_STRINGS, game.strings]);
    head.prepend(h("span", { class: "embed-title" }, game.names[lang]));
    try {
      if (daily) dailyPuzzle(game, translator(lang, [EMBED_STRINGS, REVIEW_STRINGS, game.strings]));
      else if (game.id === "iota") iota(game, t);
      else ottawa(game, t);
    } catch (e) {
      // Never a broken page: whatever went wrong is said in one line, by its code.
      console.warn(e);
      refuse(explainError(thrownError(e), t));
    }
  }

  /** Shows the choice of the two games (nothing in the URL). */
  function chooser() {
    const t = translator(lang, [EMBED_STRINGS]);
    body.replaceChildren(
      h(
        "div",
        { class: "embed-choose" },
        h("h1", {}, t("embedChoose")),
        ...games.map((g) =>
          h(
            "button",
            {
              class: "primary big",
              dataset: { action: `play-${g.id}` },
              onclick: () => playFresh(g, translator(lang, [EMBED_STRINGS, g.strings])),
            },
            t(g.id === "iota" ? "playIota" : "playOttawa"),
          ),
        ),
      ),
    );
  }

  /**
   * A game against the computer, never saved (a reload deals afresh).
   * @param {GameDescriptor} g @param {(k: string, p?: any) => string} t
   */
  function playFresh(g, t) {
    controller?.destroy?.();
    body.replaceChildren();
    message("");
    const level = readLevel(params.get("ai"));
    /** @type {Record<string, any>} */
    const options = {};
    for (const o of g.options) options[o.key] = o.default;
    const el = h("div", { class: "table-host", dataset: { game: g.id } });
    body.append(el);
    const seed = (params.get("seed") ?? "").slice(0, 64) || `${Date.now()}-${Math.random()}`;
    setController(
      /** @type {import("../games.js").GameTable} */ (tableOf(g)).mount(el, {
        engine,
        think,
        options,
        seats: [
          { kind: "human", level, name: t("you") },
          { kind: "ai", level, name: t("computer") },
        ],
        seed,
        resume: null,
        t,
        lang,
        announce,
        handoff: () => Promise.resolve(),
        persist: () => {},
        onExit: () => playFresh(g, t),
        onRematch: () => playFresh(g, t),
      }),
    );
  }

  /** @param {GameDescriptor} g @param {(k: string, p?: any) => string} t */
  function iota(g, t) {
    const pos = readPosition(params.get("position"));
    if (!pos.ok) return refuse(why(pos));
    const hand = readCards(params.get("hand"), readIotaCard, 4);
    if (!hand.ok) return refuse(why(hand));
    const moves = readMoves(params.get("moves"));
    if (!moves.ok) return refuse(why(moves), true);
    const allFourBonus = params.get("allFourBonus") !== "0" && params.get("allFourBonus") !== "false";
    if (moves.value.length || (pos.value.length && !hand.value.length)) {
      let players = Number(params.get("players") ?? 2);
      if (!Number.isInteger(players) || players < 2 || players > 4) players = 2;
      const ended = params.get("end") === "1";
      const r = replaySteps(engine, pos.value, moves.value, players, allFourBonus, ended);
      if (!r.ok)
        return refuse(
          r.turn ? t("turnRefused", { i: r.turn, why: explainError(r.error, t) }) : explainError(r.error, t),
          moves.value.length > 0,
        );
      body.classList.add("fixed");
      const step = Number(params.get("step") ?? 0);
      setController(
        mountReplay(body, { steps: r.steps, players, start: Number.isInteger(step) ? step : 0, t, announce }),
      );
      return;
    }
    if (!pos.value.length) return playFresh(g, t);
    if (typeof engine.iotaPlays !== "function") return refuse(t("noEngine", { what: "Ётта" }));
    const el = h("div", { class: "table-host", dataset: { game: "iota" } });
    body.append(el);
    body.classList.add("fixed");
    const puzzle = params.get("puzzle") === "best";
    const r = mountIotaPosition(el, {
      engine,
      descriptor: g,
      board: pos.value,
      hand: hand.value,
      puzzle,
      allFourBonus,
      t,
      lang,
      message,
      announce,
    });
    if ("error" in r) return refuse(r.error);
    setController(r.controller);
    if (puzzle) {
      const show = h(
        "button",
        {
          class: "embed-answer",
          dataset: { action: "answer" },
          onclick: () => message(r.controller.answer(), "answer"),
        },
        t("showAnswer"),
      );
      head.append(show);
    }
  }

  /**
   * The puzzle of the day (`puzzle=daily`, `date=YYYY-MM-DD`, default the reader's
   * local date): the engine's puzzle for that date as a `puzzle=best` position. On the
   * page itself (not embedded) the results and the streak are kept and shared.
   * @param {GameDescriptor} g @param {(k: string, p?: any) => string} t
   */
  function dailyPuzzle(g, t) {
    const d = dailyFor(engine, params.get("date"));
    if (!d.ok) return refuse(t("dailyBadDate", { date: quote(d.date) }));
    document.body.dataset.puzzleDate = d.puzzle.date;
    const title = head.querySelector(".embed-title");
    if (title) title.textContent = `${t("dailyTitle")} · ${d.puzzle.date}`;
    const info = own ? dailyInfo(d.puzzle.date, t, lang) : null;
    if (info) app.querySelector(".embed")?.insertBefore(info.element, body);
    const el = h("div", { class: "table-host", dataset: { game: "iota" } });
    body.append(el);
    body.classList.add("fixed");
    const r = mountIotaPosition(el, {
      engine,
      descriptor: g,
      board: d.puzzle.board,
      hand: d.puzzle.hand,
      puzzle: true,
      allFourBonus: true,
      t,
      lang,
      message,
      announce,
      ask: t("dailyAsk", { date: d.puzzle.date }),
      onResult: (score, best) => info?.result(score, best),
    });
    if ("error" in r) return refuse(r.error);
    setController({ ...r.controller, puzzle: () => d.puzzle });
    const show = h(
      "button",
      { class: "embed-answer", dataset: { action: "answer" }, onclick: () => message(r.controller.answer(), "answer") },
      t("showAnswer"),
    );
    head.append(show);
  }

  /** @param {GameDescriptor} g @param {(k: string, p?: any) => string} t */
  function ottawa(g, t) {
    const topRaw = params.get("top");
    if (topRaw === null && params.get("hand") === null) return playFresh(g, t);
    if (topRaw === null) return refuse(t("noTop"));
    if (topRaw.length > 8) return refuse(reasonText({ key: "p_notCard", params: { card: quote(topRaw) } }, lang));
    const top = readOttawaCard(topRaw);
    if (!top.ok) return refuse(why(top));
    const hand = readCards(params.get("hand"), readOttawaCard, 20);
    if (!hand.ok) return refuse(why(hand));
    if (!hand.value.length) return refuse(t("emptyHand"));
    const wrapAce = params.get("wrapAce") === "1" || params.get("wrapAce") === "true";
    body.classList.add("fixed");
    const r = mountOttawaQuestion(body, {
      engine,
      top: top.value,
      hand: hand.value,
      wrapAce,
      t,
      lang,
      message,
      announce,
    });
    if ("error" in r) return refuse(r.error);
    setController(r.controller);
  }

  return {
    ready: new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  };
}
