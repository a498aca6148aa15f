// Sentences built from a seat's name read right when that name is the page's word for
// the person ("You", "Вы"): the verb agrees with it ("You win", "Вы выиграли", never
// "You wins", "Вы выиграл(а)", "Ходит Вы"). Every string of every table with a
// `{name}` in it is either given its own form `<key>_you` (the translator in
// www/ui/i18n.js takes it for that name) or listed below as reading right as it is,
// so a new such string has to be looked at once.
import { test } from "node:test";
import assert from "node:assert/strict";
import { translator } from "../../www/ui/i18n.js";
import { PAGE_STRINGS } from "../../www/ui/strings.js";
import { SHELL_STRINGS } from "../../www/shell/strings.js";
import { STRINGS as IOTA } from "../../www/iota/strings.js";
import { STRINGS as OTTAWA } from "../../www/ottawa/strings.js";
import { NET_STRINGS } from "../../www/net/strings.js";
import { NET_MENU_STRINGS } from "../../www/net/menu-strings.js";
import { RELAY_STRINGS } from "../../www/net/relay-strings.js";
import { REVIEW_STRINGS } from "../../www/review/strings.js";
import { EMBED_STRINGS } from "../../www/embed/strings.js";

const TABLES = {
  page: PAGE_STRINGS,
  shell: SHELL_STRINGS,
  iota: IOTA,
  ottawa: OTTAWA,
  net: NET_STRINGS,
  netMenu: NET_MENU_STRINGS,
  relay: RELAY_STRINGS,
  review: REVIEW_STRINGS,
  embed: EMBED_STRINGS,
};

/**
 * `{name}` strings that read right with "You"/"Вы" as they are (in that language), or
 * are never about the person's own seat; each with the reason.
 */
const AS_IS = {
  en: {
    "iota.youPlayed": "You scored 12 points.",
    "iota.playedN": "You played … for 12 points.",
    "iota.passed": "You passed.",
    "iota.traded": "You passed and traded 2 cards.",
    "ottawa.played": "You played the 7 of hearts.",
    "ottawa.passed": "You passed.",
    "ottawa.matchWinners": "a list of names: 'You and Computer 1 share the victory!'",
    "review.roundWon": "You went out",
    "review.handPoints": "You: … (12)",
    "shell.passDevice": "hot seat only: its seats are named Player 1, Player 2…",
    "shell.imReady": "hot seat only",
    "net.netInviteTitle": "another device's seat (Guest 1…)",
    "net.netSeatStatus": "'You: connected'",
    "net.netDisconnected": "another device's seat",
    "embed.unknownGame": "a game's name, not a seat's",
  },
  ru: {
    "iota.youPlayed": "Вы: 12 очков.",
    "iota.playedN": "Вы: …, 12 очков.",
    "iota.passed": "Вы: пас.",
    "iota.traded": "Вы: пас, обмен 2 карты.",
    "ottawa.played": "Вы: 7 червей.",
    "ottawa.passed": "Вы: пас.",
    "ottawa.matchWinners": "a list of names",
    "review.roundWon": "Вы: карты кончились первыми",
    "review.handPoints": "Вы: … (12)",
    "shell.passDevice": "hot seat only",
    "shell.imReady": "hot seat only",
    "net.netInviteTitle": "another device's seat",
    "net.netSeatStatus": "'Вы: подключено'",
    "net.netDisconnected": "another device's seat",
    "embed.unknownGame": "a game's name",
  },
};

/** Wording that does not agree with "You"/"Вы" (third person singular, a gendered past, a genitive of a name). */
const WRONG = {
  en: /\bYou(?:'s|\s+(?:wins|deals|is|has|plays|passes|trades|draws|shares|goes|holds|scores))\b/,
  ru: /\bВы\s+[а-яё]*(?:ет|ёт|ит|ал|ил|ла)\b|\(а\)|(?:ет|ёт|ит)\s+Вы\b|у игрока Вы|Ходит Вы|выиграл\(а\) Вы/i,
};

const PARAMS = {
  n: 2,
  score: "180 points",
  points: "12 points",
  cards: "1RC",
  card: "7H",
  state: "connected",
  best: "20",
  list: "",
  names: "",
  scores: "",
};

/** Every `{name}` string: table, key, language. */
function nameStrings() {
  const out = [];
  for (const [table, tb] of Object.entries(TABLES))
    for (const lang of /** @type {const} */ (["en", "ru"]))
      for (const [key, s] of Object.entries(tb[lang] ?? {})) {
        if (key.endsWith("_you")) continue;
        const text = Array.isArray(s) ? s.join(" ") : String(s);
        if (text.includes("{name}")) out.push({ table, key, lang, tb });
      }
  return out;
}

test("every sentence built from a name reads right when the name is You / Вы", () => {
  const all = nameStrings();
  assert.ok(all.length >= 60, `${all.length} strings with a name read`);
  let own = 0;
  for (const { table, key, lang, tb } of all) {
    const you = PAGE_STRINGS[lang].you;
    const t = translator(lang, [tb]);
    const text = t(key, { ...PARAMS, name: you });
    const id = `${table}.${key}`;
    const hasOwn = tb[lang][`${key}_you`] !== undefined;
    if (hasOwn) own++;
    assert.ok(
      hasOwn || id in AS_IS[lang],
      `${lang} ${id} "${text}": give it a form ${key}_you or list it as reading right`,
    );
    assert.doesNotMatch(text, WRONG[lang], `${lang} ${id}: "${text}"`);
    // Someone else's name still takes the sentence as it was.
    const other = t(key, { ...PARAMS, name: "Masha" });
    assert.ok(other.includes("Masha"), `${lang} ${id}: "${other}"`);
  }
  assert.ok(own >= 10, `${own} sentences have a form of their own`);
});

test("each form of its own belongs to a sentence with a name, in the same language, with the same other blanks", () => {
  for (const [table, tb] of Object.entries(TABLES))
    for (const lang of /** @type {const} */ (["en", "ru"]))
      for (const [key, s] of Object.entries(tb[lang] ?? {})) {
        if (!key.endsWith("_you")) continue;
        assert.ok(tb[lang === "en" ? "ru" : "en"][key] !== undefined, `${table}.${key} is in one language only`);
        const base = tb[lang][key.slice(0, -4)];
        assert.ok(base !== undefined, `${lang} ${table}.${key} has no sentence ${key.slice(0, -4)}`);
        const blanks = (x) =>
          [...new Set([...String(x).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((b) => b !== "name"))].sort();
        assert.deepEqual(blanks(s), blanks(base), `${lang} ${table}.${key}`);
        assert.ok(!String(s).includes("{name}"), `${lang} ${table}.${key} names the seat again`);
      }
});

test("the end of a Ётта game the person wins, and an Оттава round and match", () => {
  const en = translator("en", [IOTA]);
  const ru = translator("ru", [IOTA]);
  assert.equal(en("winnerIs", { name: "You", score: "180 points" }), "You win with 180 points!");
  assert.equal(en("winnerIs", { name: "Masha", score: "180 points" }), "Masha wins with 180 points!");
  assert.equal(ru("winnerIs", { name: "Вы", score: "180 очков" }), "Вы выиграли: 180 очков!");
  assert.equal(ru("winnerIs", { name: "Маша", score: "180 очков" }), "Победа: Маша, 180 очков!");
  const oen = translator("en", [OTTAWA]);
  const oru = translator("ru", [OTTAWA]);
  assert.equal(oen("roundWinner", { name: "You" }), "You win the round.");
  assert.equal(oru("matchWinner", { name: "Вы" }), "Партию выиграли вы!");
  assert.equal(oru("dealt", { name: "Вы", n: 2 }), "Раунд 2: сдаёте вы.");
  // The person's word of the other language is a name like any other.
  assert.equal(oen("dealt", { name: "Вы", n: 2 }), "Round 2: Вы deals.");
  assert.equal(oen("drew", { name: "You" }), "You drew a card.");
  assert.equal(oru("drew", { name: "Вы" }), "Вы берёте карту.");
});
