// Loads the release build (dist/yotta.js + dist/yotta_bg.wasm, built by `make dist`)
// the ways a page or a blog's script would, and drives seeded games through the API.
import { readFileSync } from "node:fs";
import assert from "node:assert/strict";

export const root = new URL("../../", import.meta.url);
export const distJs = new URL("dist/yotta.js", root);
export const distWasm = new URL("dist/yotta_bg.wasm", root);

/** The wasm bytes, as a blog's script would have fetched them. */
export const wasmBytes = () => readFileSync(distWasm);

/** The module, initialised synchronously from bytes (`initSync({ module })`). */
export async function loadSync() {
  const api = await import(distJs.href);
  api.initSync({ module: wasmBytes() });
  return api;
}

/**
 * Node's fetch does not read file: URLs; a page's `await init()` fetches the wasm
 * beside the glue. This makes file: URLs fetchable so the default `init()` runs as in
 * a browser.
 */
export function allowFileFetch() {
  const real = globalThis.fetch;
  globalThis.fetch = async (input, opts) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol !== "file:") return real(input, opts);
    return new Response(readFileSync(url), { headers: { "content-type": "application/wasm" } });
  };
}

/** True if `r` is a well-formed refusal. */
export function isRefusal(r) {
  return (
    r !== null &&
    typeof r === "object" &&
    r.ok === false &&
    typeof r.error === "object" &&
    typeof r.error.code === "string" &&
    /^[a-z]+(-[a-z]+)*$/.test(r.error.code) &&
    typeof r.error.message === "string" &&
    r.error.message.length > 0
  );
}

/** Asserts `r` succeeded, showing the refusal if it did not. */
export function assertOk(r, what) {
  assert.equal(r?.ok, true, `${what}: ${JSON.stringify(r)}`);
  return r;
}

/** Plays an Ётта game to its end with hints; returns the number of turns. */
export function playIotaToEnd(game, level, maxTurns = 2000) {
  let turns = 0;
  for (; !game.view().over; turns++) {
    assert.ok(turns < maxTurns, "the game does not end");
    const before = game.view();
    const hint = assertOk(game.hint(level), "hint");
    const r = assertOk(game.play(hint.move), `play ${JSON.stringify(hint.move)}`);
    const after = game.view(before.toMove);
    assert.equal(after.scores[before.toMove], before.scores[before.toMove] + r.score);
    assert.ok(after.hand.length <= 4);
    assert.equal(r.over, after.over);
  }
  return turns;
}

/** Plays an Оттава match to its end with hints; returns the number of moves. */
export function playOttawaToEnd(game, level, maxMoves = 100000) {
  let moves = 0;
  for (;;) {
    const v = game.view();
    if (v.over) break;
    assert.ok(moves++ < maxMoves, "the match does not end");
    if (v.roundOver) {
      assertOk(game.nextRound(), "nextRound");
      continue;
    }
    const hint = assertOk(game.hint(level), "hint");
    assert.ok(
      v.legal.some((m) => JSON.stringify(m) === JSON.stringify(hint.move)),
      `hint ${JSON.stringify(hint.move)} is not among ${JSON.stringify(v.legal)}`,
    );
    const r = assertOk(game.play(hint.move), `play ${JSON.stringify(hint.move)}`);
    if (hint.move.draw) assert.equal(typeof r.drawn, "string");
  }
  return moves;
}

/** The empty cells next to a card of `board`, sorted by y then x. */
export function frontier(board) {
  const taken = new Set(board.map((p) => `${p.x},${p.y}`));
  const cells = new Map();
  for (const p of board) {
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const [x, y] = [p.x + dx, p.y + dy];
      if (!taken.has(`${x},${y}`)) cells.set(`${x},${y}`, { x, y });
    }
  }
  return [...cells.values()].sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * The heat map worked out the slow way, which `iotaHeat` must equal: every legal play
 * of `hand` (`api.iotaPlays` with `options`) and each open cell's best play through it,
 * and whether the cell is dead (`api.iotaDeadCells`).
 */
export function slowHeat(api, board, hand, options) {
  const plays = api.iotaPlays(board, hand, options);
  assert.equal(plays.ok, true, JSON.stringify(plays.error));
  const dead = new Set(api.iotaDeadCells(board).cells.map(([x, y]) => `${x},${y}`));
  return frontier(board).map(({ x, y }) => ({
    x,
    y,
    best: Math.max(0, ...plays.plays.filter((p) => p.place.some((q) => q.x === x && q.y === y)).map((p) => p.score)),
    dead: dead.has(`${x},${y}`),
  }));
}
