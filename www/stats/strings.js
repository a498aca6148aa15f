// @ts-check
// The words of the toast said when an achievement is earned (the panel's are in
// ./panel-strings.js, loaded with it; each achievement's own are in its row,
// ./achievements.js).

export const STATS_STRINGS = {
  en: { earned: "Achievement" },
  ru: { earned: "Достижение" },
};
