// @ts-check
// Interface language: Russian and English. The language comes from `?lang=`, else
// the remembered choice, else the browser's languages. Strings live in tables
// (`{ en, ru }`: the shell's `shell/strings.js`, each game's `descriptor.strings`,
// the page's shared words `strings.js` and every error code `errors.js` here, …):
// the translator knows none of them; its caller hands it the tables to look in (it
// knows only the page's word for the person, `you`, below).
import { PAGE_STRINGS } from "./strings.js";

/** @typedef {"en" | "ru"} Lang */
/**
 * A translator (below): a key and its parameters (`{name}` is filled in, `n` picks a
 * plural form) to the sentence.
 * @typedef {(key: string, params?: Record<string, unknown>) => string} Translate
 * A table of strings in both languages: a sentence, or its plural forms.
 * @typedef {{ en: Record<string, unknown>, ru: Record<string, unknown> }} StringTable
 */
export const LANGS = /** @type {Lang[]} */ (["en", "ru"]);

/**
 * The language to use at start.
 * @param {string | null} fromUrl `?lang=` @param {string | undefined} remembered
 * @returns {Lang}
 */
export function pickLanguage(fromUrl, remembered) {
  for (const l of [fromUrl, remembered]) {
    const v = normalise(l);
    if (v) return v;
  }
  for (const l of navigator.languages ?? [navigator.language]) {
    const v = normalise(l);
    if (v) return v;
  }
  return "en";
}

/** @param {string | null | undefined} l @returns {Lang | null} */
function normalise(l) {
  if (!l) return null;
  const p = l.toLowerCase().slice(0, 2);
  if (p === "ru" || p === "uk" || p === "be" || p === "kk") return "ru";
  if (p === "en") return "en";
  return null;
}

/**
 * Chooses the plural form of `forms` for `n` (en: [one, other]; ru: [one, few, many]).
 * @param {Lang} lang @param {number} n @param {string[]} forms
 */
export function plural(lang, n, forms) {
  const a = Math.abs(n);
  if (lang === "ru") {
    const d = a % 10;
    const h = a % 100;
    if (d === 1 && h !== 11) return forms[0];
    if (d >= 2 && d <= 4 && (h < 12 || h > 14)) return forms[1] ?? forms[0];
    return forms[2] ?? forms[1] ?? forms[0];
  }
  return a === 1 ? forms[0] : (forms[1] ?? forms[0]);
}

/**
 * A translator: `t(key, params)` looks `key` up in each of `tables` in turn (in `lang`,
 * then in English), fills in `{name}` from `params` and picks plural forms by
 * `params.n`; a key in no table is returned as it is. A sentence about a seat
 * named with the page's own word for the person (`you`: "You", "Вы", ./strings.js)
 * takes the sentence's own form `<key>_you` when the language has one: the verb agrees
 * with the word shown ("You win", "Вы выиграли", not "You wins", "Вы выиграл(а)").
 * @param {Lang} lang
 * @param {StringTable[]} tables
 * @returns {Translate}
 */
export function translator(lang, tables) {
  const all = [...tables];
  return (key, params = {}) => {
    /** @type {unknown} */
    let s;
    // Only in the page's language: another language's form would be a sentence in it.
    if (params.name !== undefined && params.name === PAGE_STRINGS[lang]?.you) {
      for (const tb of all) {
        s = tb[lang]?.[`${key}_you`];
        if (s !== undefined) break;
      }
    }
    if (s === undefined)
      for (const tb of all) {
        s = tb[lang]?.[key] ?? undefined;
        if (s !== undefined) break;
      }
    if (s === undefined) {
      for (const tb of all) {
        s = tb.en?.[key];
        if (s !== undefined) break;
      }
    }
    if (s === undefined) return key;
    if (Array.isArray(s)) s = plural(lang, Number(params.n ?? 0), /** @type {string[]} */ (s));
    return String(s).replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
  };
}

/** The text of a `{ en, ru }` pair in `lang`. @param {{en: string, ru: string}} text @param {Lang} lang */
export function pick(text, lang) {
  return text[lang] ?? text.en;
}
