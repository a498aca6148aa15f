// @ts-check
// The trainer's styles, adopted as a constructed stylesheet (the CSP allows no inline
// styles), with the shell's colour variables.

const CSS = `
.tr { display: flex; flex-direction: column; flex: 1 1 0; min-height: 0; color: var(--ink); background: var(--bg); }
.tr-head { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; padding: 6px 10px; flex: none; }
.tr-head h2 { margin: 0; font-size: 1.05rem; }
.tr-streak { margin-left: auto; font-weight: 600; white-space: nowrap; }
.tr-kinds { display: flex; flex-wrap: wrap; gap: 4px; flex: 1 1 100%; }
.tr-kinds button { padding: 0.2em 0.6em; min-height: 32px; font-size: 0.9em; }
.tr-kinds button[aria-pressed="true"] { background: var(--accent, #2d6cdf); color: #fff; }
.tr-ask { margin: 0; padding: 2px 10px 4px; flex: none; font-weight: 600; }
.tr-table { flex: 1 1 0; min-height: 0; display: flex; flex-direction: column; }
.tr-table > * { flex: 1 1 0; min-height: 0; }
.tr-foot { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; padding: 6px 10px; flex: none; border-top: 1px solid var(--panel2); }
.tr-result { flex: 1 1 16rem; margin: 0; min-width: 0; }
.tr-result[data-correct="true"] { color: var(--good); }
.tr-result[data-correct="false"] { color: var(--bad); }
.tr-foot button { min-height: 40px; }
.tr [data-action="confirm"], .tr [data-action="trade"], .tr [data-action="pass"], .tr [data-action="cancel"],
.tr [data-action="draw"], .tr [data-action="next-round"] { display: none; }
@media (max-height: 520px) { .tr-head { padding: 2px 8px; } .tr-foot { padding: 2px 8px; } .tr-foot button { min-height: 34px; } }
`;

let adopted = false;

/** Adds the trainer's stylesheet to the document (once). */
export function adoptTrainStyles() {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
