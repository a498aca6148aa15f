// @ts-check
// The deck of the Оттава table, without drawing: the card codes of the API (docs/api.md,
// "Оттава card": rank `2`–`9`, `T` (`10` accepted), `J`, `Q`, `K`, `A`, then suit `C`
// `D` `H` `S`; lower case and spaces accepted), the ranks and suits in order, the
// corners' index letters, a card's shape and how a hand is sorted.

/** Width / height of a card (the 63 × 88 mm poker size). */
export const CARD_ASPECT = 63 / 88;

/** Ranks low to high, as in the notation (O1: ace high). */
export const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"];
/** Suits in the order a sorted hand shows them: black, red, black, red. */
export const SUITS = ["C", "D", "S", "H"];

/**
 * Parses a card code leniently (`"td"`, `" 10D "`, `"TD"`).
 * @param {string} code
 * @returns {{ rank: string, suit: string } | null} canonical rank and suit, or null
 */
export function parseCard(code) {
  const s = String(code).trim().toUpperCase();
  const m = /^(10|[2-9TJQKA])([CDHS])$/.exec(s);
  if (!m) return null;
  return { rank: m[1] === "10" ? "T" : m[1], suit: m[2] };
}

/**
 * Index letters drawn in the corners. `ru` uses the letters of Russian decks
 * (В валет, Д дама, К король, Т туз).
 * @param {string} rank
 * @param {string} [lang]
 */
export function rankLabel(rank, lang = "en") {
  if (rank === "T") return "10";
  if (lang === "ru") return { J: "В", Q: "Д", K: "К", A: "Т" }[rank] ?? rank;
  return rank;
}

/**
 * How a hand is sorted on the table: by suit (clubs, diamonds, spades, hearts, so the
 * colours alternate), then by rank; or by rank first.
 * @param {string[]} cards
 * @param {"suit" | "rank"} [by]
 * @returns {string[]} a new sorted array (unknown codes last)
 */
export function sortHand(cards, by = "suit") {
  const key = (/** @type {string} */ code) => {
    const c = parseCard(code);
    if (!c) return 1e6;
    const r = RANKS.indexOf(c.rank);
    const s = SUITS.indexOf(c.suit);
    return by === "suit" ? s * 100 + r : r * 100 + s;
  };
  return [...cards].sort((a, b) => key(a) - key(b));
}
