// The parts of the shell, the review, the embed and the worker that are state and
// functions without a browser (issue 31): the page's controller (www/ui/controller.js),
// the menu's choices (www/shell/choices.js), the games' descriptor hooks that the review,
// the Share dialog and saving call (www/games.js: review, share, embed), the rounds noted
// (www/review/store.js), the review's source (www/review/entry.js), and the worker's
// choice of the engine's game class (www/worker/decide.js), against the release build.
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadSync, assertOk, playOttawaToEnd } from "./support.mjs";
import { pageController, NO_GAME } from "../../www/ui/controller.js";
import { choicesFor, seatsFor, seatsFromParam, validOption } from "../../www/shell/choices.js";
import { GAMES } from "../../www/games.js";
import { noteRound } from "../../www/review/store.js";
import { sourceOf } from "../../www/review/entry.js";
import { embedUrl, iframeSnippet } from "../../www/embed/share.js";
import { decide, gameClass } from "../../www/worker/decide.js";
import { translator } from "../../www/shell/strings.js";

const api = await loadSync();
const [first, second] = GAMES;
const t = translator("en", [first.strings]);

test("the page's controller stays one object; reading it reads the part shown last", () => {
  const page = pageController();
  const api0 = page.api;
  assert.deepEqual(api0.state(), NO_GAME.state());
  const part = { state: () => ({ game: "x", view: 1, busy: false, staged: [] }), play: () => 7, cellCenter: () => 3 };
  page.show(part);
  assert.equal(page.api, api0, "the same object");
  assert.equal(api0.state().game, "x");
  assert.equal(api0.play(), 7);
  assert.equal(api0.cellCenter(), 3);
  assert.ok("cellCenter" in api0);
  assert.deepEqual(Object.keys(api0).sort(), ["cellCenter", "play", "state"]);
  assert.deepEqual({ ...api0 }.state().view, 1, "spread like the part");
  page.show(null);
  assert.equal(api0.state().game, null, "no game: NO_GAME again");
  assert.equal("cellCenter" in api0, false);
  assert.equal(page.part(), NO_GAME);
});

test("the menu's choices: whatever was remembered is made whole, within the game's limits", () => {
  for (const g of GAMES) {
    const c = choicesFor(g, "garbage");
    assert.equal(c.players, g.players.default);
    assert.equal(c.seats.length, g.players.max);
    assert.equal(c.seats[0].kind, "human");
    assert.ok(c.seats.slice(1).every((s) => s.kind === "ai" && s.level === "medium"));
    for (const o of g.options) assert.deepEqual(c.options[o.key], o.default);
    const kept = choicesFor(g, {
      players: g.players.min,
      seats: [
        { kind: "remote", level: "expert", name: "x".repeat(40) },
        { kind: "nobody", level: "godlike" },
      ],
      options: Object.fromEntries(g.options.map((o) => [o.key, "?"])),
    });
    assert.equal(kept.players, g.players.min);
    assert.deepEqual(kept.seats[0], { kind: "remote", level: "expert", name: "x".repeat(24) });
    assert.deepEqual(kept.seats[1], { kind: "ai", level: "medium", name: "" });
    for (const o of g.options) assert.deepEqual(kept.options[o.key], o.default, "an invalid option falls back");
    assert.equal(choicesFor(g, { players: g.players.max + 1 }).players, g.players.default);
  }
  const bool = { key: "b", type: "bool", default: true, label: { en: "", ru: "" } };
  const num = { key: "n", type: "number", default: 1, min: 1, max: 5, label: { en: "", ru: "" } };
  assert.ok(validOption(bool, false) && !validOption(bool, 0));
  assert.ok(validOption(num, 5) && !validOption(num, 6) && !validOption(num, Number.NaN));
});

test("the seats of a game about to start are named: you, players, guests and computers counted apart", () => {
  const seats = seatsFor(
    [
      { kind: "human", level: "medium", name: "" },
      { kind: "remote", level: "medium", name: "" },
      { kind: "ai", level: "hard", name: "" },
      { kind: "ai", level: "easy", name: " Ann " },
    ],
    4,
    t,
  );
  assert.deepEqual(
    seats.map((s) => s.name),
    [t("you"), t("guestN", { n: 1 }), t("computerN", { n: 1 }), "Ann"],
  );
  const two = seatsFor(
    [
      { kind: "human", level: "medium", name: "" },
      { kind: "human", level: "medium", name: "" },
    ],
    2,
    t,
  );
  assert.deepEqual(
    two.map((s) => s.name),
    [t("playerN", { n: 1 }), t("playerN", { n: 2 })],
  );
  assert.deepEqual(
    seatsFromParam("you,remote,expert", first)?.map((s) => s.kind),
    ["human", "remote", "ai"],
  );
  assert.equal(seatsFromParam("you", first), null, "too few for the game");
  assert.equal(seatsFromParam("you,dragon", first), null);
});

test("every game's descriptor has the hooks of the screens that serve every game", () => {
  for (const g of GAMES) {
    assert.ok(g.review && (g.review.kind === "turns" || g.review.kind === "rounds"), `${g.id}: review.kind`);
    if (g.review.kind === "turns") assert.equal(typeof g.review.bestTurn, "function", `${g.id}: bestTurn`);
    else assert.equal(typeof g.review.roundEnded, "function", `${g.id}: roundEnded`);
    assert.equal(typeof g.share?.params, "function", `${g.id}: share.params`);
    assert.ok(g.share.frame.width > 0 && g.share.frame.height > 0);
    assert.ok(g.embed && ["position", "question"].includes(g.embed.view), `${g.id}: embed.view`);
    assert.ok(g.embed.play.en && g.embed.play.ru);
  }
  assert.equal(GAMES.filter((g) => g.embed?.daily).length, 1, "one game has the puzzle of the day");
});

test("the Share dialog's link and snippet come from the game's share hook", () => {
  const base = "https://example.org/yotta/?x=1#y";
  for (const g of GAMES) {
    assert.equal(
      embedUrl({ game: g.id, view: {}, busy: false, staged: [] }, { lang: "en", puzzle: false, base }),
      null,
    );
  }
  assert.equal(embedUrl({ game: "chess", view: { board: [1] } }, { lang: "en", puzzle: false, base }), null);
  assert.equal(embedUrl(undefined, { lang: "en", puzzle: false, base }), null);
  const game = new api.IotaGame({ players: 2, seed: "share" });
  const view = assertOk(game.view(0), "view");
  const iota = GAMES.find((g) => g.review?.kind === "turns");
  assert.ok(iota);
  const url = embedUrl({ game: iota.id, view }, { lang: "ru", puzzle: true, base });
  const card = view.board[0];
  assert.equal(
    url,
    `https://example.org/yotta/?embed=1&game=${iota.id}&position=${card.card}@${card.x},${card.y}` +
      `&hand=${view.hand.join(",")}&puzzle=best&lang=ru`,
  );
  assert.ok(iota.share.puzzle(view));
  game.free();
  const other = GAMES.find((g) => g.review?.kind === "rounds");
  assert.ok(other);
  assert.equal(
    embedUrl({ game: other.id, view: { top: "8C", hand: ["9C", "2H"] } }, { lang: "en", puzzle: true, base }),
    `https://example.org/yotta/?embed=1&game=${other.id}&top=8C&hand=9C,2H&lang=en`,
  );
  for (const g of GAMES)
    assert.match(
      iframeSnippet("https://e/?a=1&b=2", g.id, 'T "x"'),
      new RegExp(`width="${g.share.frame.width}" height="${g.share.frame.height}" title="T &quot;x&quot;"`),
    );
});

test("the rounds of a game reviewed by rounds are noted once each, from the table's saves", () => {
  const g = GAMES.find((x) => x.review?.kind === "rounds");
  assert.ok(g);
  const game = new api.OttawaGame({ players: 3, seed: 11, rounds: 2 });
  assert.equal(g.review.roundEnded(api, { save: game.save() }), null, "a round is on");
  assert.equal(g.review.roundEnded(api, { save: "nonsense" }), null);
  assert.equal(g.review.roundEnded(api, null), null);
  playOttawaToEnd(game, "medium");
  const round = g.review.roundEnded(api, { save: game.save() });
  assert.ok(round, "the last round ended");
  const v = assertOk(game.view(0), "view");
  assert.equal(round.round, v.round);
  assert.deepEqual(round.scores, v.scores);
  assert.equal(round.hands.length, 3);
  let rounds = noteRound(undefined, round);
  rounds = noteRound(rounds, { ...round });
  rounds = noteRound(rounds, null);
  assert.equal(rounds.length, 1, "a round is noted once");
  game.free();
});

test("the review's source is chosen by how the game is reviewed", () => {
  const turns = GAMES.find((x) => x.review?.kind === "turns");
  const rounds = GAMES.find((x) => x.review?.kind === "rounds");
  const seats = [
    { kind: "human", level: "medium", name: "A" },
    { kind: "ai", level: "hard", name: "B" },
  ];
  const last = { v: 1, game: turns.id, seats, options: {}, seed: "s", data: { moves: [] }, at: 0 };
  const a = sourceOf(last, turns);
  assert.equal(a?.kind, "turns");
  assert.equal(a.record.game, turns.id);
  assert.deepEqual(a.record.options, { allFourBonus: true, shortGame: false });
  assert.equal(sourceOf({ ...last, data: {} }, turns), null, "no moves: nothing to review");
  const b = sourceOf({ ...last, game: rounds.id, rounds: [] }, rounds);
  assert.equal(b?.kind, "rounds");
  assert.deepEqual(b.names, ["A", "B"]);
  assert.equal(sourceOf(last, { ...turns, review: undefined }), null);
});

test("the worker finds each game's engine class by the game's id, and refuses another", () => {
  for (const g of GAMES) assert.ok(gameClass(api, g.id), g.id);
  for (const id of ["chess", "", "Iota", "iota1", "constructor"]) assert.equal(gameClass(api, id), null, id);
  const r = decide(api, { game: "chess", save: "", level: "easy" });
  assert.equal(r.ok, false);
  assert.equal(r.error.code, "bad-input");
  const game = new api.IotaGame({ players: 2, seed: "w" });
  const id = GAMES.find((x) => x.review?.kind === "turns").id;
  assert.equal(decide(api, { game: id, save: game.save(), level: "easy" }).ok, true);
  assert.equal(decide(api, { game: second.id, save: game.save(), level: "easy" }).ok, false, "the wrong game's save");
  game.free();
});
