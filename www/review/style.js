// @ts-check
// Styles of the review and the records, adopted as a constructed stylesheet (the CSP
// allows no inline styles; the single-file build carries them in the bundle). They
// use the shell's colour variables, so they follow its theme.

const CSS = `
.rv { display: flex; flex-direction: column; height: 100%; min-height: 0; color: var(--ink); background: var(--bg); position: relative; }
.rv-head { display: flex; align-items: center; gap: 10px; padding: 8px 12px; border-bottom: 1px solid var(--panel2); flex: none; }
.rv-head h2 { margin: 0; font-size: 1.15rem; }
.rv-scroll { flex: 1; overflow-y: auto; padding: 10px 12px 24px; max-width: 900px; width: 100%; margin: 0 auto; box-sizing: border-box; }
.rv-chart { height: clamp(220px, 38vh, 360px); min-width: 0; border-radius: 12px; overflow: hidden; border: 1px solid var(--panel2); }
.rv-canvas { display: block; }
.rv-note { min-height: 1.3em; margin: 8px 0; color: var(--good); }
.rv-seats { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; }
.rv-total { margin: 8px 0; font-weight: 600; }
.rv-turns, .rv-rounds { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.rv-turn-btn { width: 100%; display: flex; justify-content: space-between; align-items: center; gap: 10px; text-align: left; background: var(--panel); }
.rv-turn.missed .rv-badge { color: var(--bad); }
.rv-turn.top .rv-badge { color: var(--good); }
.rv-strip { flex: none; display: inline-block; height: 34px; width: 144px; }
.rv-strip[data-n="1"] { width: 36px; } .rv-strip[data-n="2"] { width: 72px; } .rv-strip[data-n="3"] { width: 108px; }
.rv-turn-text { flex: 1; }
@media (max-width: 560px) {
  .rv-turn-btn { flex-wrap: wrap; row-gap: 4px; }
  .rv-strip, .rv-badge { order: 1; }
  .rv-badge { margin-left: auto; }
  .rv-turn-text { order: 2; flex: 1 1 100%; }
}
.rv-badge { flex: none; font-size: 0.9em; font-weight: 600; }
.rv-actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 14px 0; }
.rv-link { flex: 1 1 100%; min-width: 0; }
.rv-round { background: var(--panel); border-radius: 10px; padding: 8px 12px; }
.rv-round h3 { margin: 0 0 6px; font-size: 1rem; }
.rv-hands { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 3px; }
.rv-dot { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 50%; margin-right: 6px; vertical-align: -0.05em; }
.rv-plus { margin-left: 6px; color: var(--good); }
.rv-detail { position: absolute; inset: 0; background: rgba(0,0,0,0.6); display: flex; align-items: center; justify-content: center; padding: 10px; z-index: 5; }
.rv-detail-box { background: var(--panel); border-radius: 14px; padding: 12px; width: min(880px, 100%); max-height: 100%; overflow-y: auto; display: flex; flex-direction: column; gap: 8px; }
.rv-detail-box h3 { margin: 0; }
.rv-hand { margin: 0; color: var(--muted); }
.rv-panes { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 10px; }
@media (max-width: 560px) { .rv-panes { gap: 6px; } .rv-pane figcaption { font-size: 0.9em; } }
.rv-pane { margin: 0; display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.rv-pane figcaption { font-weight: 600; text-align: center; }
.rv-board { height: clamp(150px, 30vh, 320px); min-width: 0; border-radius: 10px; overflow: hidden; }
.rv-menu { margin: 12px 0; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.rv-menu h2 { flex: 1 1 100%; font-size: 1rem; margin: 4px 0 0; color: var(--muted); }
.rv-menu p { flex: 1 1 100%; margin: 0; }
.rv-file { position: absolute; left: 0; top: 0; width: 1px; height: 1px; opacity: 0; overflow: hidden; clip-path: inset(50%); pointer-events: none; }
.daily-info { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 4px 8px; font-size: 0.95em; }
.daily-info button { min-height: 36px; }
`;

let adopted = false;

/** Adds the review's stylesheet to the document (once). */
export function adoptReviewStyles() {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
