// A small static file server for dist/ on 127.0.0.1 (make play, and the browser tests).
//
//   node scripts/serve.mjs <dir> [port] [prefix]
//
// `prefix` (default "/") serves the folder under a sub-path, as GitHub Pages does
// (`/yotta/`). Port 0 picks a free port; the address is printed either way.
// `serve(dir, port, prefix, { pages: true })` answers as GitHub Pages does: gzipped
// when the browser accepts it, cacheable for ten minutes (bench/lighthouse.mjs).
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { join, normalize, extname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Serves `dir` under `prefix` on 127.0.0.1:`port`.
 * @param {string} dir
 * @param {number} port
 * @param {string} prefix
 * `inject` (tests only: engines whose driver has no init scripts) returns a script's
 * source, served at `<prefix>__e2e-init.js` and loaded first by every HTML page.
 * @param {{ pages?: boolean, inject?: () => string }} [opts]
 * @returns {Promise<{ url: string, close: () => Promise<void>, server: import("node:http").Server }>}
 */
export async function serve(dir, port = 0, prefix = "/", opts = {}) {
  const root = resolve(dir);
  if (!prefix.endsWith("/")) prefix += "/";
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      let path = decodeURIComponent(url.pathname);
      if (!path.startsWith(prefix)) {
        res.writeHead(404).end("not found");
        return;
      }
      path = path.slice(prefix.length);
      if (opts.inject && path === "__e2e-init.js") {
        res.writeHead(200, { "content-type": TYPES[".js"], "cache-control": "no-store" }).end(opts.inject());
        return;
      }
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) {
        res.writeHead(403).end("forbidden");
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, "index.html");
      let body = await readFile(file);
      if (opts.inject && extname(file) === ".html") {
        body = Buffer.from(
          body.toString("utf8").replace(/<head>/i, `$&<script src="${prefix}__e2e-init.js"></script>`),
        );
      }
      /** @type {Record<string, string>} */
      const headers = {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": opts.pages ? "max-age=600" : "no-cache",
      };
      if (opts.pages && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
        body = gzipSync(body, { level: 9 });
        headers["content-encoding"] = "gzip";
        headers.vary = "Accept-Encoding";
      }
      res.writeHead(200, headers);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  await new Promise((ok) => server.listen(port, "127.0.0.1", () => ok(undefined)));
  const addr = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${addr.port}${prefix}`,
    server,
    close: () => new Promise((ok) => server.close(() => ok(undefined))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir = "dist", port = "8080", prefix = "/"] = process.argv.slice(2);
  const { url } = await serve(dir, Number(port), prefix);
  console.log(`Yotta is being served at ${url}  (Ctrl+C stops)`);
}
