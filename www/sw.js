// Yotta's service worker: after the first visit the game opens and plays offline.
//
// Each build has its own cache, named after the build's version (a hash of every file,
// written into this file by scripts/post-build.mjs, which also fills in the file list).
// A new version is installed whole into a new cache before it takes over, and every
// request is answered from one version's cache only, so a page never mixes files of
// two versions. The page reloads into a new version when it is safe (see www/offline.js).
const VERSION = "__YOTTA_VERSION__";
/** @type {string[]} */
const FILES = /* __YOTTA_FILES__ */ [];
const CACHE = `yotta-${VERSION}`;
/** The worker's scope, typed as what it is (tsc: jsconfig.sw.json, the webworker library). */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `cache: "reload"` skips the HTTP cache, so the files really are this version's.
      await cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" })));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("yotta-") && key !== CACHE) await caches.delete(key);
      }
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== sw.location.origin) return;
  event.respondWith(
    (async () => {
      try {
        const cache = await caches.open(CACHE);
        // The page's own query (?game=…, ?embed=1…) selects nothing on the server.
        const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
        if (hit) return hit;
      } catch {
        // No cache to read (storage refused to this page, or being cleared): the network.
      }
      return fetch(request);
    })(),
  );
});
