// @ts-check
// Where the review meets the shell: the Review button of a table's end screen, the
// menu's section (review the last game, open a record, the puzzle of the day), and
// the review's source from what the shell keeps of a finished game.
import { h } from "../ui/dom.js";
import { adoptReviewStyles } from "./style.js";

/** @typedef {import("../ui/i18n.js").Translate} T */
/** @typedef {import("./store.js").LastGame} LastGame */

/**
 * The review's source for a finished game kept by the shell, as its game is reviewed
 * (the descriptor's `review`), or null when it cannot be.
 * @param {LastGame} last @param {import("../games.js").GameDescriptor} game the game of `last`
 * @returns {import("./review.js").ReviewSource | null}
 */
export function sourceOf(last, game) {
  const kind = game.review?.kind;
  if (kind === "turns") {
    const data = /** @type {{ moves?: unknown, assisted?: unknown } | null} */ (last.data);
    if (!Array.isArray(data?.moves)) return null;
    return {
      kind,
      game,
      record: {
        v: 1,
        game: game.id,
        players: last.seats.length,
        seed: last.seed,
        options: { allFourBonus: last.options?.allFourBonus !== false, shortGame: Boolean(last.options?.shortGame) },
        seats: last.seats.map((s) => ({
          kind: s.kind === "ai" ? "ai" : "human",
          level: String(s.level ?? "medium"),
          name: String(s.name ?? ""),
        })),
        moves: data.moves.map((/** @type {{ seat: number, move: import("./record.js").Move }} */ m) => ({
          seat: m.seat,
          move: m.move,
        })),
        scores: null,
        // The heat map was on (www/iota/heat.js saves it in the table's data).
        assisted: data.assisted === true,
      },
    };
  }
  if (kind === "rounds")
    return { kind, game, names: last.seats.map((s) => String(s.name ?? "")), rounds: last.rounds ?? [] };
  return null;
}

/**
 * A finished game as the shell keeps it, from a record opened from a file.
 * @param {import("./record.js").GameRecord} r
 * @returns {LastGame}
 */
export function lastOfRecord(r) {
  return {
    v: 1,
    game: r.game,
    seats: r.seats,
    options: r.options,
    seed: r.seed,
    data: { moves: r.moves, assisted: r.assisted },
    at: Date.now(),
  };
}

/**
 * The Review button of an end screen.
 * @param {T} t @param {() => void} onclick
 */
export function reviewButton(t, onclick) {
  return h("button", { class: "review-btn", dataset: { action: "review" }, onclick }, t("review"));
}

/**
 * The menu's section: review the last finished game, open a record, the puzzle of
 * the day.
 * @param {{ t: T, lang: "en" | "ru", last: LastGame | null, gameName: (id: string) => string,
 *   onReviewLast: () => void, onRecord: (last: LastGame) => void, onError: (text: string) => void,
 *   dailyHref: string }} o
 */
export function menuSection(o) {
  adoptReviewStyles();
  const { t } = o;
  const file = /** @type {HTMLInputElement} */ (
    h("input", {
      type: "file",
      accept: ".txt,text/plain",
      class: "rv-file",
      dataset: { action: "open-record" },
      "aria-label": t("openRecordHelp"),
      tabindex: "-1",
    })
  );
  file.addEventListener("change", async () => {
    const f = file.files?.[0];
    if (!f) return;
    const text = await f.text().catch(() => null);
    file.value = "";
    // The record's reader is the review's: loaded when a record is opened.
    const { parseRecord, recordReason } = await import("./record.js");
    const r = parseRecord(text);
    if (!r.ok) return o.onError(t("recordRefused", { why: recordReason(r.reason, o.lang) }));
    o.onRecord(lastOfRecord(r.record));
  });
  const when = o.last
    ? new Date(o.last.at).toLocaleString(o.lang === "ru" ? "ru-RU" : "en-GB", {
        dateStyle: "medium",
        timeStyle: "short",
      })
    : "";
  return h(
    "section",
    { class: "rv-menu", dataset: { role: "menu-review" }, "aria-label": t("menuExtras") },
    h("h2", {}, t("menuExtras")),
    o.last ? h("p", {}, t("reviewLastInfo", { game: o.gameName(o.last.game), when })) : null,
    o.last
      ? h("button", { dataset: { action: "review-last" }, onclick: () => o.onReviewLast() }, t("reviewLast"))
      : null,
    h(
      "button",
      { dataset: { action: "open-record-button" }, title: t("openRecordHelp"), onclick: () => file.click() },
      t("openRecord"),
    ),
    file,
    h("button", { dataset: { action: "daily" }, onclick: () => location.assign(o.dailyHref) }, t("dailyMenu")),
  );
}
