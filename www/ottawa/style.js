// @ts-check
// The Оттава table's own styles, kept beside the table and adopted as a constructed
// stylesheet (no inline style attributes, nothing fetched: the CSP holds, and the
// single-file build carries them in the bundled code). Colours and sizes follow the
// shell's: big touch targets, visible focus, from a 360 px phone to a desktop.

const CSS = `
.ot { display: flex; flex-direction: column; height: 100%; min-height: 0; background: #10291b; color: #f2f5ef; }
.ot-status { flex: none; margin: 0; padding: 8px 12px; min-height: 1.4em; line-height: 1.35; font-size: 15px; text-align: center;
  background: #143826; border-bottom: 1px solid #0b1f14; }
.ot-status.ot-mine { background: #3b5e1c; color: #fffbe6; font-weight: 600; }
.ot-status.ot-refusal { background: #8a2121; color: #fff; font-weight: 600; }
.ot-felt { position: relative; flex: 1 1 auto; min-height: 200px; overflow: hidden; background: #10291b; }
.ot-felt > canvas.ot-canvas { position: absolute; left: 0; top: 0; touch-action: none; -webkit-user-select: none; user-select: none; }
.ot-felt > canvas.ot-canvas:focus-visible { outline: 3px solid #1e90ff; outline-offset: -3px; }
.ot-actions { flex: none; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: center;
  padding: 8px max(8px, env(safe-area-inset-right)) max(8px, env(safe-area-inset-bottom)) max(8px, env(safe-area-inset-left));
  background: #143826; border-top: 1px solid #0b1f14; }
.ot-space { flex: 1 1 0; min-width: 0; }
.ot-prefs { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; justify-content: center; font-size: 14px; }
.ot-pref { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; cursor: pointer; }
.ot-pref input[type=checkbox] { width: 20px; height: 20px; margin: 0; accent-color: #ffcf3f; }
.ot-select { min-height: 36px; padding: 0 26px 0 8px; border-radius: 8px; font: inherit; border: 1px solid #7a8f7f; background-color: #f4f1e6; color: #1c2a20;
  -webkit-appearance: none; appearance: none; background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1.5l5 5 5-5' fill='none' stroke='%231c2a20' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E"); background-repeat: no-repeat; background-position: right 8px center; background-size: 11px auto; }
.ot-select option { background-color: #f4f1e6; color: #1c2a20; }
.ot-pref input:focus-visible, .ot-select:focus-visible { outline: 3px solid #1e90ff; outline-offset: 2px; }
.ot-pref .ot-short { display: none; }
.ot-btn, .ot .primary { min-height: 44px; min-width: 44px; padding: 0 16px; border-radius: 10px; font: inherit; font-size: 16px;
  font-weight: 600; cursor: pointer; border: 1px solid #7a8f7f; background: #f4f1e6; color: #1c2a20; }
.ot .primary { background: #ffcf3f; border-color: #b88a00; color: #2a2100; }
.ot .primary.big { min-height: 48px; padding: 0 22px; font-size: 17px; }
.ot-btn:hover, .ot .primary:hover { filter: brightness(1.06); }
/* The page's own hover colour (style.css, dark green) is not this table's: a hovered
   button keeps its light face and dark text. */
.ot .ot-btn:hover:not(:disabled) { background: #f4f1e6; }
.ot .primary:hover:not(:disabled) { background: #ffcf3f; }
.ot .ot-btn[aria-pressed="true"]:hover:not(:disabled) { background: #d9ecff; }
.ot-btn:focus-visible, .ot .primary:focus-visible, .ot button:focus-visible { outline: 3px solid #1e90ff; outline-offset: 2px; }
.ot-btn[aria-pressed="true"] { background: #d9ecff; border-color: #1459c4; }
.ot-btn[hidden], .ot .primary[hidden] { display: none; }
.ot .ot-hinted { outline: 3px solid #7fd3ff; outline-offset: 2px; }
.ot-ico { font-size: 18px; margin-right: 6px; }
.ot-swatch { display: inline-block; width: 14px; height: 14px; margin-right: 6px; vertical-align: -2px; border-radius: 3px;
  background: conic-gradient(#107a3c 0 25%, #1459c4 0 50%, #c8102e 0 75%, #1b1b1f 0); }
.ot-sr, .ot-hand { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
.ot-panel { position: absolute; inset: 0; z-index: 5; display: flex; align-items: center; justify-content: center; padding: 10px;
  background: rgba(6, 20, 12, 0.55); }
.ot-panel[hidden] { display: none; }
.ot-panel-box { width: 100%; max-width: 680px; max-height: 100%; overflow: auto; box-sizing: border-box; padding: 14px 16px;
  border-radius: 14px; background: #fffdf6; color: #1d2320; box-shadow: 0 10px 40px rgba(0,0,0,0.45); }
.ot-panel-box h2 { margin: 0 0 6px; font-size: 21px; }
.ot-panel-box p { margin: 4px 0; }
.ot-results-wrap { overflow-x: auto; margin: 8px 0; }
.ot-results { width: 100%; border-collapse: collapse; font-size: 15px; }
.ot-results th, .ot-results td { padding: 5px 6px; border-bottom: 1px solid #e3dfd2; text-align: left; vertical-align: middle; }
.ot-results thead th { font-size: 12px; text-transform: uppercase; letter-spacing: 0.03em; color: #5b625d; }
.ot-results .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.ot-results .total { font-weight: 700; }
.ot-results tbody th { white-space: nowrap; }
.ot-results tr.ot-win { background: #fff1bf; }
.ot-hand-cell { width: 48%; min-width: 110px; }
.ot-mini { position: relative; height: 56px; width: 100%; }
.ot-mini > canvas { position: absolute; left: 0; top: 0; }
.ot-panel-actions { display: flex; flex-wrap: wrap; gap: 10px; justify-content: center; margin-top: 10px; }
@media (max-width: 520px) {
  .ot-status { font-size: 14px; padding: 6px 8px; }
  .ot-actions { gap: 6px; }
  .ot-btn, .ot .primary { padding: 0 12px; font-size: 15px; }
  .ot-results { font-size: 14px; }
  .ot-results th, .ot-results td { padding: 4px 3px; }
  .ot-mini { height: 40px; }
  .ot-iconish .ot-lbl { display: none; }
  .ot-iconish .ot-ico, .ot-iconish .ot-swatch { margin-right: 0; }
  .ot-iconish { padding: 0 10px; }
  .ot-pref .ot-long { display: none; }
  .ot-pref .ot-short { display: inline; }
}
@media (max-height: 480px) {
  .ot-status { font-size: 13px; padding: 4px 8px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .ot-actions { padding-top: 4px; padding-bottom: max(4px, env(safe-area-inset-bottom)); }
  .ot-felt { min-height: 170px; }
  /* A phone on its side: the buttons and settings on one row (icons, short labels),
     so that the felt keeps its room, also under the host's bar of other devices. */
  .ot-iconish .ot-lbl { display: none; }
  .ot-iconish .ot-ico, .ot-iconish .ot-swatch { margin-right: 0; }
  .ot-iconish { padding: 0 10px; }
  .ot-pref .ot-long { display: none; }
  .ot-pref .ot-short { display: inline; }
  .ot-space { flex: 0 0 0; }
}
`;

let adopted = false;

/** Adds the table's stylesheet to the document (once). */
export function adoptStyles() {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
