// @ts-check
// Registers the service worker (www/sw.js, served as ./sw.js) so the game works
// offline after the first visit. Not in the single-file build (file:// has none).

/**
 * Registers the service worker. When a new version has taken over while this page
 * runs, `onUpdate` is called (the page reloads at once if nothing is in progress,
 * or offers a reload).
 * @param {() => void} onUpdate
 */
export function registerServiceWorker(onUpdate) {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  if (/** @type {{ YOTTA_SINGLE_FILE?: boolean }} */ (globalThis).YOTTA_SINGLE_FILE) return;
  const hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // The first install takes control of a page already running this version.
    if (hadController) onUpdate();
  });
  navigator.serviceWorker.register("./sw.js").catch((err) => {
    console.warn("offline mode unavailable:", err?.message);
  });
}
