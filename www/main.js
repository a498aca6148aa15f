// @ts-check
// Entry point of the page: loads the engine, reads the URL parameters, mounts the
// shell (menu, tables) and marks the body `data-ready="1"` once the first screen has
// been drawn.
import init, * as engine from "../yotta.js";
import { mountShell } from "./shell/shell.js";
import { mountEmbed } from "./embed/embed.js";
import { GAMES } from "./games.js";
import { registerServiceWorker } from "./offline.js";

/**
 * Where the engine's wasm comes from: in the single-file build (dist/yotta.html,
 * opened from disk) the bytes are inline, gzipped and base64-encoded (see
 * scripts/post-build.mjs); otherwise the file beside the glue.
 * @returns {Promise<BufferSource | URL>}
 */
async function engineSource() {
  const b64 = /** @type {any} */ (globalThis).YOTTA_WASM_GZ_BASE64;
  if (typeof b64 !== "string") return new URL("../yotta_bg.wasm", import.meta.url);
  const raw = atob(b64);
  const gz = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) gz[i] = raw.charCodeAt(i);
  const stream = new Blob([gz]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
}

async function boot() {
  const started = performance.now();
  await init({ module_or_path: await engineSource() });
  const app = /** @type {HTMLElement} */ (document.getElementById("app"));
  const params = new URLSearchParams(location.search);
  // `?embed=1`: the embedded page (www/embed/, docs/embed.md), which saves nothing.
  // `?puzzle=daily`: the puzzle of the day, on the embedded page's puzzle (www/review/daily.js).
  const mount = params.get("embed") === "1" || params.get("puzzle") === "daily" ? mountEmbed : mountShell;
  const shell = mount(app, { engine, games: GAMES, params });
  await shell.ready;
  document.body.dataset.ready = "1";
  // Measured by tests/e2e/measure.test.mjs: navigation start → interactive.
  performance.mark("yotta-ready", { detail: { bootMs: performance.now() - started } });
  registerServiceWorker(reloadWhenIdle);
  return engine;
}

/**
 * A new version took over: reload into it once nothing is in progress (the game
 * in progress is saved after every move, so a reload resumes it).
 */
function reloadWhenIdle() {
  const y = /** @type {any} */ (window).yotta;
  const s = y?.state?.();
  if (!s || (!s.busy && !(s.staged && s.staged.length))) location.reload();
  else setTimeout(reloadWhenIdle, 2000);
}

boot().catch((err) => {
  console.error(err);
  const message = String(err && err.message ? err.message : err);
  document.body.setAttribute("data-error", message);
  const app = document.getElementById("app");
  if (app) {
    const p = document.createElement("p");
    p.className = "notice";
    p.setAttribute("role", "alert");
    p.textContent = `The game engine could not be loaded / Не удалось загрузить движок: ${message}`;
    app.replaceChildren(p);
  }
});
