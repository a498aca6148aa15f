// @ts-check
// The engine, in two builds of the one crate (scripts/post-build.mjs):
// - the page's (`yotta_page.js` + `yotta_page_bg.wasm`): the rules, legality, scoring
//   and views, for the cheap questions a table asks while a person plays (`iotaCheck`,
//   `iotaPlays`, views, moves); small, so that it comes quickly;
// - the full engine (`yotta.js` + `yotta_bg.wasm`, the documented API): the page's
//   and the computer players, the review's best turn and the puzzle of the day, at
//   full speed. It runs in the engine's Web Worker (www/worker/engine.worker.js), and
//   on the main thread only where the page needs it synchronously (`think.full()`: the
//   review, the embedded page) or where no worker can start.
//
// `startEngine(go)` returns at once, and starts loading the page's engine when `go`
// settles (www/main.js: once the first screen has been painted, which needs no engine:
// its download then never competes with the first screen's):
// - `engine`: a promise of the page's engine module, instantiated on the main thread;
// - `think`: the `Thinker`, which runs every computer decision and every hint in the
//   engine's Web Worker, so that no decision ever blocks the page. The worker and the
//   full engine load when they are first wanted (`think.start()`: a table's code is
//   loading; or the first decision), not with the first screen. If the worker cannot
//   start (an old browser, a policy forbidding it), the Thinker decides on the main
//   thread instead with the full engine, one decision per task, and the game still
//   plays.
//
// Each wasm is fetched and compiled once (streaming, off the main thread); the full
// engine's compiled module is posted to the worker. In the single-file build
// (dist/yotta.html, opened from disk) the wasm comes from the page itself (gzipped,
// base64) and the worker from a `blob:` URL of its bundled source (both written by
// scripts/post-build.mjs); there the full engine serves the page too.
import initPage, * as pageModule from "../../yotta_page.js";
import { abortError, pageThinker } from "./decide.js";

/**
 * @typedef {{ game: string, save: string, level: string }} Decision
 *   the move of the seat to move in the game `game` (its id) saved as `save`, by the computer player of `level`
 * @typedef {import("../../yotta.js").IotaHintResult | import("../../yotta.js").OttawaHintResult} HintResult
 *   the engine's hint result
 * @typedef {typeof import("../../yotta.js")} FullEngine the full engine module
 * @typedef {({ type: "decide" } & Decision) | { type: "ask", fn: string, args: unknown[] }} Job a message to the worker
 * @typedef {object} Thinker
 * @property {(req: Decision, signal?: AbortSignal) => Promise<HintResult>} decide resolves with the
 *   engine's hint result (`{ ok: true, move }` or `{ ok: false, error }`); rejects with an
 *   `AbortError` when `signal` aborts first (the answer, when it comes, is dropped)
 * @property {(fn: string, args: unknown[]) => Promise<unknown>} ask the full engine's answer to a
 *   question asked by name (www/worker/ask.js `ASKABLE`: `iotaHeat`), worked out where
 *   decisions run (the worker, else the main thread)
 * @property {() => "starting" | "worker" | "main"} mode where decisions run now
 * @property {Promise<"worker" | "main">} ready settles once it is known where decisions run
 * @property {() => { worker: number, main: number }} stats how many decisions were answered where
 * @property {() => void} start starts the worker (and the full engine's download) if not yet started
 * @property {() => Promise<FullEngine>} full the full engine module (`yotta.js`), instantiated on
 *   the main thread (loaded at the first call): for what the page asks of the players
 *   synchronously (the review's best turn, the embedded page)
 */

/** The page's globals: the single-file build's wasm (base64), and its worker's source. */
const G = /** @type {Record<string, unknown>} */ (globalThis);

/**
 * An engine's wasm, compiled: from the page itself in the single-file build (the
 * global `global`, gzipped and base64), else `file` beside `index.html` (streamed when
 * the server says it is wasm).
 * @param {string} file @param {string} global
 * @returns {Promise<WebAssembly.Module>}
 */
async function compileWasm(file, global) {
  const packed = G[global];
  if (typeof packed === "string") {
    const raw = atob(packed);
    const gz = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) gz[i] = raw.charCodeAt(i);
    const stream = new Blob([gz]).stream().pipeThrough(new DecompressionStream("gzip"));
    return WebAssembly.compile(await new Response(stream).arrayBuffer());
  }
  const url = new URL(file, document.baseURI);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url.pathname}: HTTP ${res.status}`);
  if (
    typeof WebAssembly.compileStreaming === "function" &&
    res.headers.get("content-type")?.startsWith("application/wasm")
  ) {
    return WebAssembly.compileStreaming(res);
  }
  return WebAssembly.compile(await res.arrayBuffer());
}

/** The full engine's wasm, compiled once (for the worker and the main thread). */
const fullWasm = once(() => compileWasm("yotta_bg.wasm", "YOTTA_WASM_GZ_BASE64"));

/** The full engine on the main thread, instantiated once. */
const fullEngine = once(() =>
  Promise.all([fullWasm(), import("../../yotta.js")]).then(([m, glue]) =>
    glue.default({ module_or_path: m }).then(() => glue),
  ),
);

/**
 * `make()`'s promise, made at the first call only.
 * @template T @param {() => Promise<T>} make @returns {() => Promise<T>}
 */
function once(make) {
  /** @type {Promise<T> | null} */
  let made = null;
  return () => (made ??= make());
}

/**
 * The worker, or null when this browser cannot start one here.
 * @returns {Worker | null}
 */
function spawnWorker() {
  if (typeof Worker !== "function") return null;
  try {
    if (typeof G.YOTTA_WORKER_SOURCE === "string") {
      const blob = new Blob([G.YOTTA_WORKER_SOURCE], { type: "text/javascript" });
      const url = URL.createObjectURL(blob);
      const w = new Worker(url, { name: "yotta-engine" });
      // The worker has its copy of the source once it runs.
      w.addEventListener("message", () => URL.revokeObjectURL(url), { once: true });
      return w;
    }
    // A classic worker: the build bundles its code into one script (scripts/post-build.mjs).
    return new Worker(new URL("www/worker/engine.worker.js", document.baseURI), { name: "yotta-engine" });
  } catch (e) {
    console.warn("the engine's worker could not start; computer players think on the page:", e);
    return null;
  }
}

/**
 * Loads the page's engine once `go` settles; returns at once. The worker starts when
 * `think.start()` is called or the first decision is asked.
 * @param {Promise<void>} [go]
 */
export function startEngine(go = Promise.resolve()) {
  // The single file has no page's build: the full engine serves the page there.
  const engine =
    G.YOTTA_SINGLE_FILE && typeof G.YOTTA_PAGE_WASM_GZ_BASE64 !== "string"
      ? go.then(fullEngine)
      : go
          .then(() => compileWasm("yotta_page_bg.wasm", "YOTTA_PAGE_WASM_GZ_BASE64"))
          .then((m) => initPage({ module_or_path: m }))
          .then(() => pageModule);
  return { engine, think: createThinker(fullWasm, fullEngine) };
}

/**
 * @param {() => Promise<WebAssembly.Module>} module the full engine's wasm, compiled
 *   (at the first call)
 * @param {() => Promise<FullEngine>} engine the full engine on the main thread (at the first
 *   call: for `full()` and the fallback)
 * @returns {Thinker}
 */
export function createThinker(module, engine) {
  /** @type {"starting" | "worker" | "main"} */
  let mode = "starting";
  let nextId = 1;
  let decidedThere = 0;
  /** Where decisions run once the worker is out of the picture (the full engine, loaded then). */
  const here = pageThinker(engine);
  /**
   * What the worker was asked and not yet answered: a decision, or a question by name.
   * @type {Map<number, { msg: Job, signal?: AbortSignal, resolve: (r: unknown) => void, reject: (e: unknown) => void }>}
   */
  const jobs = new Map();
  /** @type {(m: "worker" | "main") => void} */
  let settle = () => {};
  /** @type {Promise<"worker" | "main">} */
  const ready = new Promise((r) => (settle = r));

  /** @type {Worker | null} */
  let worker = null;
  let started = false;

  function start() {
    if (started) return;
    started = true;
    const w = spawnWorker();
    worker = w;
    if (!w) return fallBack();
    w.addEventListener("error", (e) => {
      e.preventDefault();
      console.warn("the engine's worker failed; computer players think on the page:", e.message || "no message");
      fallBack();
    });
    w.addEventListener("message", (e) => {
      const msg = e.data;
      if (msg?.type === "ready") {
        if (mode === "starting") mode = "worker";
        settle("worker");
      } else if (msg?.type === "failed") {
        console.warn("the engine's worker could not load the engine; computer players think on the page:", msg.message);
        fallBack();
      } else if (msg?.type === "decided") {
        const job = jobs.get(msg.id);
        if (job?.msg.type === "decide") decidedThere++;
        jobs.delete(msg.id);
        job?.resolve(msg.result);
      }
    });
    module().then(
      (m) => w.postMessage({ type: "init", module: m }),
      () => fallBack(),
    );
  }

  /** Decisions move to the main thread, those already asked included. */
  function fallBack() {
    if (mode === "main") return;
    mode = "main";
    worker?.terminate();
    settle("main");
    for (const [id, { msg, signal, resolve, reject }] of jobs) {
      jobs.delete(id);
      /** @type {Promise<unknown>} */ (msg.type === "ask" ? here.ask(msg.fn, msg.args) : here.decide(msg, signal)).then(
        resolve,
        reject,
      );
    }
  }

  /**
   * `msg` to the worker; resolves with its answer, or rejects with an `AbortError` when
   * `signal` aborts first (the worker may still be thinking: its answer then finds no
   * job and is dropped).
   * @param {Job} msg @param {AbortSignal} [signal] @returns {Promise<unknown>}
   */
  function send(msg, signal) {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const id = nextId++;
      jobs.set(id, { msg, signal, resolve, reject });
      signal?.addEventListener("abort", () => jobs.delete(id) && reject(abortError()), { once: true });
      /** @type {Worker} */ (worker).postMessage({ ...msg, id });
    });
  }

  return {
    mode: () => mode,
    ready,
    stats: () => ({ worker: decidedThere, main: here.stats().main }),
    start,
    full: engine,
    ask(fn, args) {
      start();
      return mode === "main" ? here.ask(fn, args) : send({ type: "ask", fn, args });
    },
    decide(req, signal) {
      start();
      if (mode === "main") return here.decide(req, signal);
      const sent = send({ type: "decide", game: req.game, save: req.save, level: req.level }, signal);
      return /** @type {Promise<HintResult>} */ (sent);
    },
  };
}
