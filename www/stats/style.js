// @ts-check
// Styles of the statistics panel and the achievements' toasts, adopted as a
// constructed stylesheet (the CSP allows no inline styles), in the shell's colours.

const CSS = `
.ach-toasts { position: fixed; right: 10px; top: 62px; z-index: 40; display: flex; flex-direction: column; align-items: flex-end; gap: 4px; pointer-events: none; max-width: min(320px, calc(100vw - 20px)); }
.ach-toast { background: var(--panel2); color: var(--ink); border: 1px solid var(--accent); border-radius: 10px; padding: 4px 10px; font-size: 0.9em; display: flex; gap: 6px; align-items: center; box-shadow: 0 3px 10px rgba(0,0,0,0.35); animation: ach-in 0.3s ease-out; }
@media (prefers-reduced-motion: reduce) { .ach-toast { animation: none; } }
@keyframes ach-in { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }
.ach-icon { font-size: 1.3em; }
.st { height: 100%; display: flex; flex-direction: column; min-height: 0; color: var(--ink); background: var(--bg); }
.st-scroll { flex: 1; min-height: 0; overflow-y: auto; }
.st-body { max-width: 900px; margin: 0 auto; padding: 10px 12px 32px; box-sizing: border-box; display: flex; flex-direction: column; gap: 12px; }
.st-head { flex: none; display: flex; align-items: center; gap: 10px; padding: 8px 12px; border-bottom: 1px solid var(--panel2); }
.st-head h2 { margin: 0; font-size: 1.2rem; flex: 1; }
.st-tabs { display: flex; gap: 6px; flex-wrap: wrap; }
.st-tabs [aria-pressed="true"] { background: var(--accent); color: #111; }
.st-rating { background: var(--panel); border-radius: 12px; padding: 10px 12px; display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: baseline; }
.st-rating strong { font-size: 1.6rem; }
.st-rating .st-chart, .st-rating p { flex: 1 1 100%; }
.st-wrap { overflow-x: auto; }
.st-table { border-collapse: collapse; width: 100%; font-size: 0.95em; }
.st-table th, .st-table td { padding: 4px 6px; text-align: right; border-bottom: 1px solid var(--panel2); white-space: nowrap; }
.st-table th:first-child, .st-table td:first-child { text-align: left; }
.st-chart { height: clamp(180px, 32vh, 300px); min-width: 0; border-radius: 12px; overflow: hidden; border: 1px solid var(--panel2); }
.st-note { color: var(--muted); margin: 0; }
.st-achs { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)); gap: 8px; }
.st-ach { background: var(--panel); border-radius: 10px; padding: 8px 10px; display: flex; gap: 10px; align-items: center; min-width: 0; }
.st-ach[data-unlocked="false"] { opacity: 0.55; }
.st-ach[data-unlocked="false"] .ach-icon { filter: grayscale(1); }
.st-ach p { margin: 0; font-size: 0.9em; color: var(--muted); }
.st-ach b { display: block; }
.st-data { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.st-data h3 { flex: 1 1 100%; margin: 0; font-size: 1rem; }
.st-data > p { flex: 1 1 100%; margin: 0; }
.st-file { position: absolute; left: 0; top: 0; width: 1px; height: 1px; opacity: 0; overflow: hidden; clip-path: inset(50%); }
.st-error { flex: 1 1 100%; margin: 0; color: var(--bad); }
.st-done { flex: 1 1 100%; margin: 0; color: var(--good); }
.st-confirm { flex: 1 1 100%; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; background: var(--panel2); padding: 8px 10px; border-radius: 10px; }
.st-confirm p { margin: 0; flex: 1 1 100%; }
`;

let adopted = false;

/** Adds the stylesheet to the document (once). */
export function adoptStatsStyles() {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
