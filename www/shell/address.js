// @ts-check
// A game started by the address: its seats, options and seed, from the parameters
// and the remembered choices; and the parameters to remove once it has started.
//
// URL parameters start a game directly (links, tests):
//   ?game=iota|ottawa  the game; without it, the game in progress is resumed, or the menu shown
//   &players=N         seats at the table (the game's min..max)
//   &humans=N          how many of them are people, seats 1..N (default 1; 0 = computers only;
//                      2 or more = hot seat)
//   &ai=easy|medium|hard|expert  the level of every computer seat (default medium)
//   &seats=you,remote,easy…  one entry per seat instead of players/humans/ai: `you` (the
//                      person here), `here` (another person here), `remote` (a person on
//                      another device, invited by a link: www/net/), or a computer's level
//   &seed=TEXT         the deal (default: a fresh one)
//   &lang=ru|en        the interface language (also remembered)
//   &net=relay         seats on other devices are invited with one link, through the
//                      signalling networks `&torrent=wss://…,ws://…&nostr=…&mqtt=…` (each
//                      comma-separated; a network left out is not used; `&relays=` is
//                      torrent's; none given, those of the settings): www/net/relay-host.js
//   &clock=SECONDS     the turn clock of the people's seats (any whole number from 5 up; 0:
//                      none; without it, the menu's choice): www/seats/clock.js
//   &<option>=1|0|value  any rule option of the game, by its key (e.g. shortGame=1)
// Once the game has started, these are removed from the address, so that a reload
// resumes the game rather than dealing it again.
import { translator } from "./strings.js";
import { choicesFor, seatsFor, seatsFromParam, validOption } from "./choices.js";
import { readLevel } from "../ui/levels.js";

/**
 * @param {URLSearchParams} params @param {import("../games.js").GameDescriptor} game
 * @param {import("../ui/storage.js").Settings} settings the remembered settings @param {"en" | "ru"} lang
 * @returns {import("./play.js").GameStart}
 */
export function gameOfAddress(params, game, settings, lang) {
  const t = translator(lang, [game.strings]);
  const base = choicesFor(game, settings.perGame?.[game.id]);
  let players = Number(params.get("players") ?? base.players);
  if (!Number.isInteger(players) || players < game.players.min || players > game.players.max) players = base.players;
  const humans = Math.max(0, Math.min(players, Number(params.get("humans") ?? 1) || 0));
  const ai = readLevel(params.get("ai"));
  const listed = seatsFromParam(params.get("seats"), game);
  if (listed) players = listed.length;
  const seats = seatsFor(
    listed ??
      Array.from({ length: players }, (_, i) => ({
        kind: /** @type {"human" | "ai"} */ (i < humans ? "human" : "ai"),
        level: ai,
        name: "",
      })),
    players,
    t,
  );
  /** @type {Record<string, unknown>} */
  const options = { ...base.options };
  for (const o of game.options) {
    const raw = params.get(o.key);
    if (raw === null) continue;
    const v = o.type === "bool" ? raw === "1" || raw === "true" : o.type === "number" ? Number(raw) : raw;
    if (validOption(o, v)) options[o.key] = v;
  }
  // The networks' relays as given: read by multi-device play (www/net/relay-settings.js addressNets).
  const net =
    params.get("net") === "relay"
      ? {
          torrent: params.get("torrent"),
          nostr: params.get("nostr"),
          mqtt: params.get("mqtt"),
          relays: params.get("relays"),
        }
      : null;
  const clock = Number(params.get("clock") ?? base.clock);
  return {
    seats,
    options,
    seed: params.get("seed") || freshSeed(),
    resume: null,
    net,
    clock: Number.isInteger(clock) && clock >= 5 && clock <= 3600 ? clock : 0,
  };
}

/** The address without the parameters that started `game`. @param {string} href @param {import("../games.js").GameDescriptor} game */
export function addressWithout(href, game) {
  const clean = new URL(href);
  for (const k of [
    "game",
    "players",
    "humans",
    "seats",
    "seed",
    "ai",
    "net",
    "relays",
    "clock",
    "torrent",
    "nostr",
    "mqtt",
    ...game.options.map((o) => o.key),
  ])
    clean.searchParams.delete(k);
  return clean.href;
}

/** A fresh random seed, as text. */
export function freshSeed() {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return `${a[0].toString(36)}${a[1].toString(36)}`;
}
