// @ts-check
// Entry point of the page: loads the engine, then mounts the shell.
import init, * as engine from "../yotta.js";
import { registerServiceWorker } from "./offline.js";

/**
 * Where the engine's wasm comes from: inline bytes in the single-file build
 * (dist/yotta.html, opened from disk), otherwise the file beside the glue.
 */
function engineSource() {
  const b64 = /** @type {any} */ (globalThis).YOTTA_WASM_BASE64;
  if (typeof b64 === "string") {
    const raw = atob(b64);
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }
  return new URL("../yotta_bg.wasm", import.meta.url);
}

async function boot() {
  await init({ module_or_path: engineSource() });
  const app = /** @type {HTMLElement} */ (document.getElementById("app"));
  const h1 = document.createElement("h1");
  h1.textContent = "Yotta";
  app.append(h1);
  requestAnimationFrame(() => document.body.setAttribute("data-ready", "1"));
  registerServiceWorker(() => location.reload());
  return engine;
}

boot().catch((err) => {
  console.error(err);
  document.body.setAttribute("data-error", String(err && err.message ? err.message : err));
});
