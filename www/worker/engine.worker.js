// @ts-check
// The engine's Web Worker: every computer player's decision and every hint, for both
// games, runs here (the build bundles it with the engine's glue into one classic
// script, scripts/post-build.mjs), so the page's main thread only renders and asks the engine cheap
// questions (www/worker/client.js is the page's side).
//
// It runs the full engine (`yotta.js` + `yotta_bg.wasm`, the computer players at full
// speed; the page's own build has none): the page compiles that wasm once and posts
// the compiled module here (`init`). A decision
// request carries the game's save; the game is loaded from it and asked for the move
// of the seat to move (`hint`), which the computer player of that level chooses from
// that seat's view alone (O11). The page drops answers for positions that are gone.
//
// Messages in:  { type: "init", module: WebAssembly.Module }
//               { type: "decide", id, game: <the game's id>, save: string, level: string }
//               { type: "ask", id, fn, args }  (a question by name, ./ask.js ASKABLE: the heat map)
// Messages out: { type: "ready" } | { type: "failed", message }
//               { type: "decided", id, result }  (the engine's hint result, or the answer to `ask`)
import init, * as engine from "../../yotta.js";
import { decide } from "./decide.js";
import { ask } from "./ask.js";

/** @type {(module: WebAssembly.Module) => void} */
let gotModule = () => {};
/** Resolves once the engine is instantiated from the page's compiled module. */
const ready = new Promise((resolve) => (gotModule = resolve)).then((module) =>
  init({ module_or_path: /** @type {WebAssembly.Module} */ (module) }),
);

self.onmessage = async (/** @type {MessageEvent} */ e) => {
  const msg = e.data;
  if (msg?.type === "init") {
    gotModule(msg.module);
    try {
      await ready;
      self.postMessage({ type: "ready" });
    } catch (err) {
      self.postMessage({
        type: "failed",
        message: String(/** @type {{ message?: string } | null} */ (err)?.message ?? err),
      });
    }
  } else if (msg?.type === "decide" || msg?.type === "ask") {
    await ready;
    let result;
    try {
      result = msg.type === "ask" ? ask(engine, msg.fn, msg.args) : decide(engine, msg);
    } catch (err) {
      result = {
        ok: false,
        error: { code: "internal", message: String(/** @type {{ message?: string } | null} */ (err)?.message ?? err) },
      };
    }
    self.postMessage({ type: "decided", id: msg.id, result });
  }
};
