// @ts-check
// The trainer's styles, adopted as a constructed stylesheet (the CSP allows no inline
// styles), with the shell's colour variables.

const CSS = `
.tr { display: flex; flex-direction: column; flex: 1 1 0; min-height: 0; color: var(--ink); background: var(--bg); }
.tr-head { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; padding: 6px 10px; flex: none; }
.tr-head h2 { margin: 0; font-size: 1.05rem; }
.tr-streak { margin-left: auto; font-weight: 600; white-space: nowrap; }
.tr-kinds { display: flex; flex-wrap: wrap; gap: 4px; flex: 1 1 100%; }
.tr-kinds:empty { display: none; }
.tr-kinds button { padding: 0.2em 0.6em; min-height: 32px; font-size: 0.9em; }
.tr-kinds button[aria-pressed="true"] { background: var(--primary); color: var(--primary-ink); border-color: #b38f00; }
.tr-ask { margin: 0; padding: 2px 10px 4px; flex: none; font-weight: 600; }
.tr-table { flex: 1 1 0; min-height: 0; display: flex; flex-direction: column; overflow: hidden; }
.tr-table > * { flex: 1 1 0; min-height: 0; }
.tr-foot { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; padding: 6px 10px; flex: none; border-top: 1px solid var(--panel2); }
.tr-result { flex: 1 1 16rem; margin: 0; min-width: 0; }
.tr-result[data-correct="true"] { color: var(--good); }
.tr-result[data-correct="false"] { color: var(--bad); }
.tr-foot button { min-height: 40px; }
/* The table's moves are no answer here: the question's Check and Next are. A game's
   status line and pace do not apply either. */
.tr [data-action="confirm"], .tr [data-action="trade"], .tr [data-action="pass"], .tr [data-action="cancel"],
.tr [data-action="draw"], .tr [data-action="next-round"], .tr .ot-status, .tr .ot-prefs { display: none; }
/* A question about the grid alone (no card to place): the grid takes the room. */
.tr[data-kind="dead"] .iota-hand, .tr[data-kind="dead"] .iota-actions, .tr[data-kind="dead"] [data-role="info"] { display: none; }
/* A phone on its side: the table on the left, the question beside it. */
@media (max-height: 520px) and (min-width: 600px) {
  .tr { display: grid; grid-template-columns: minmax(0, 1fr) minmax(12rem, 30%); grid-template-rows: auto auto minmax(0, 1fr); }
  .tr-head { grid-column: 2; grid-row: 1; padding: 4px 8px; gap: 4px 8px; }
  .tr-head h2 { display: none; }
  .tr-kinds button { min-height: 30px; padding: 0.1em 0.45em; font-size: 0.85em; }
  .tr-ask { grid-column: 2; grid-row: 2; font-size: 0.9em; padding: 2px 8px; }
  .tr-table { grid-column: 1; grid-row: 1 / 4; }
  .tr-foot { grid-column: 2; grid-row: 3; align-content: flex-start; border-top: 0; overflow-y: auto; padding: 4px 8px; font-size: 0.9em; }
  .tr-result { flex: 1 1 100%; }
  .tr-foot button { min-height: 36px; }
}
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
