// The page's main-thread tasks while a person plays against hard computer players:
// Chromium's CPU throttling (DevTools' `Emulation.setCPUThrottlingRate`, 4× is a
// mid-range phone), long tasks seen by the page (PerformanceObserver "longtask"), and
// every task of the page's main thread from a Chromium trace (`RunTask`, with its
// wall time and the CPU time the thread really ran, which the load of other processes
// on the machine does not inflate). Used by tests/e2e/longtasks.test.mjs and
// bench/longtasks.mjs (any build, for before/after figures).

/** Waits until the person is to play in Ётта, or the game is over; true when over. */
async function iotaReady(page) {
  await page.waitForFunction(
    () => {
      const s = /** @type {any} */ (window).yotta?.state?.();
      return s && s.game === "iota" && (s.view.over || (!s.busy && s.view.toMove === s.view.seat));
    },
    null,
    { timeout: 120000, polling: 100 },
  );
  return page.evaluate(() => /** @type {any} */ (window).yotta.state().view.over);
}

const LONGTASKS = () => {
  /** @type {any} */ (window).__longtasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      /** @type {any} */ (window).__longtasks.push({ start: e.startTime, duration: e.duration });
    }
  }).observe({ type: "longtask", buffered: true });
};

/**
 * Counts the computer decisions the page's own engine makes (`window.__pageHints`):
 * every call of the engine's `hint` export on the page's main thread, whichever code
 * makes it (this runs in the page only, not in its worker). The engine's glue reads
 * `instance.exports` once; it gets a copy whose `*_hint` functions count their calls.
 */
const PAGE_HINTS = () => {
  const w = /** @type {any} */ (window);
  w.__pageHints = 0;
  const proto = WebAssembly.Instance.prototype;
  const exportsOf = /** @type {(this: WebAssembly.Instance) => any} */ (
    Object.getOwnPropertyDescriptor(proto, "exports")?.get
  );
  const counted = new WeakMap();
  Object.defineProperty(proto, "exports", {
    configurable: true,
    get() {
      let e = counted.get(this);
      if (!e) {
        e = { ...exportsOf.call(this) };
        for (const k of Object.keys(e)) {
          const f = e[k];
          if (/_hint$/.test(k) && typeof f === "function") {
            e[k] = (/** @type {any[]} */ ...a) => {
              w.__pageHints++;
              return f(...a);
            };
          }
        }
        counted.set(this, e);
      }
      return e;
    },
  });
};

/**
 * Reads a trace stream to the end.
 * @param {import("playwright-core").CDPSession} cdp @param {string} stream
 */
async function readStream(cdp, stream) {
  let text = "";
  for (;;) {
    const r = await cdp.send("IO.read", { handle: stream, size: 1 << 20 });
    text += r.base64Encoded ? Buffer.from(r.data, "base64").toString("utf8") : r.data;
    if (r.eof) break;
  }
  await cdp.send("IO.close", { handle: stream });
  return text;
}

/**
 * The main-thread tasks of the page's renderer in a trace: `{ wall, cpu }` in ms.
 * Chromium wraps most tasks twice, a `RunTask` around a `ThreadControllerImpl::RunTask`
 * that names where it was posted from (a rendering frame's is
 * `ScheduledActionSendBeginMainFrame`): each task is counted once, by the inner event,
 * and a `RunTask` only when it wraps none.
 * @param {any[]} events
 */
function mainThreadTasks(events) {
  const main = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = (/** @type {any} */ e) => e.ph === "X" && main.has(`${e.pid}:${e.tid}`);
  const inner = events
    .filter((e) => onMain(e) && e.name === "ThreadControllerImpl::RunTask")
    .sort((a, b) => a.ts - b.ts);
  const starts = inner.map((e) => e.ts);
  /** Whether an inner task starts within [from, to]. @param {number} from @param {number} to */
  const wraps = (from, to) => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < starts.length && starts[lo] <= to;
  };
  const outer = events.filter((e) => onMain(e) && e.name === "RunTask" && !wraps(e.ts, e.ts + (e.dur ?? 0)));
  return [...inner, ...outer]
    .map((e) => ({
      wall: (e.dur ?? 0) / 1000,
      cpu: (e.tdur ?? e.dur ?? 0) / 1000,
      at: `${e.args?.src_file ?? e.args?.data?.src_file ?? ""}:${e.args?.src_func ?? e.args?.data?.src_func ?? ""}`,
    }))
    .map((t) => ({ ...t, frame: /BeginMainFrame/.test(t.at) }));
}

/** The person's move in Ётта: the best-scoring play by dragging its cards, else a pass; false when the game is over. */
async function iotaTurn(page) {
  if (await iotaReady(page)) return false;
  const place = await page.evaluate(async () => {
    const w = /** @type {any} */ (window);
    if (w.yotta.legalPlays) {
      const plays = w.yotta.legalPlays();
      return plays.length ? plays[0].place : null;
    }
    // An older build without legalPlays: the same engine call, from a copy of the engine.
    if (!w.__engine) {
      const m = await import(new URL("yotta.js", document.baseURI).href);
      await m.default({ module_or_path: new URL("yotta_bg.wasm", document.baseURI) });
      w.__engine = m;
    }
    const v = w.yotta.state().view;
    const r = w.__engine.iotaPlays(v.board, v.hand, { allFourBonus: true, pileEmpty: v.pile === 0 });
    return r.ok && r.plays.length ? r.plays[0].place : null;
  });
  if (!place) {
    await page.click("[data-action=pass]");
    return true;
  }
  const used = [];
  for (const p of place) {
    const hand = (await page.evaluate(() => /** @type {any} */ (window).yotta.state())).view.hand;
    const i = hand.findIndex((/** @type {string} */ c, /** @type {number} */ k) => c === p.card && !used.includes(k));
    used.push(i);
    const from = await page.evaluate((i) => /** @type {any} */ (window).yotta.handCardCenter(i), i);
    const to = await page.evaluate(([x, y]) => /** @type {any} */ (window).yotta.cellCenter(x, y), [p.x, p.y]);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
  }
  await page.click("[data-action=confirm]");
  return true;
}

/** Waits until the person may act in Оттава (or the round or the match is over). */
async function ottawaReady(page) {
  await page.waitForFunction(
    () => {
      const s = /** @type {any} */ (window).yotta?.state?.();
      if (s?.game !== "ottawa") return false;
      const v = s.view;
      if (v.roundOver || v.over)
        return !!document.querySelector("[data-action=next-round], [data-action=rematch], [data-action=menu]");
      return !s.busy && v.toMove === v.seat;
    },
    null,
    { timeout: 120000, polling: 100 },
  );
}

/** The person's turn in Оттава: a card if one fits (tapped), else draw, then play or pass; false when the match is over. */
async function ottawaTurn(page) {
  for (;;) {
    await ottawaReady(page);
    const v = (await page.evaluate(() => /** @type {any} */ (window).yotta.state())).view;
    if (v.over) return false;
    if (v.roundOver) {
      await page.click("[data-action=next-round]");
      continue;
    }
    const card = v.legal.find((/** @type {any} */ m) => typeof m.card === "string");
    if (card) {
      const i = v.hand.indexOf(card.card);
      const at = await page.evaluate((i) => /** @type {any} */ (window).yotta.handCardCenter(i), i);
      await page.mouse.click(at.x, at.y);
      return true;
    }
    if (v.legal.some((/** @type {any} */ m) => m.draw)) {
      await page.click("[data-action=draw]");
      await page.waitForFunction(() => /** @type {any} */ (window).yotta.state().view.hasDrawn, null, {
        timeout: 30000,
      });
      continue;
    }
    await page.click("[data-action=pass]");
    return true;
  }
}

/**
 * Plays `turns` of the person's turns against hard computer players at CPU slowdown
 * `rate`, from the moment the page is ready until the person is to play again after
 * the last one (or the game ends first); returns the figures.
 * @param {{ page: import("playwright-core").Page, context: import("playwright-core").BrowserContext, url: string }} b
 * @param {{ game: "iota" | "ottawa", players: number, rate: number, turns: number, seed?: string }} o
 */
export async function measureTurns(b, o) {
  const p = b.page;
  await p.addInitScript(LONGTASKS);
  await p.addInitScript(PAGE_HINTS);
  const cdp = await b.context.newCDPSession(p);
  await p.goto(`${b.url}?game=${o.game}&players=${o.players}&seed=${o.seed ?? `longtasks-${o.game}`}&ai=hard`);
  await p.waitForSelector("body[data-ready='1']", { timeout: 30000 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: o.rate });
  await cdp.send("Tracing.start", {
    traceConfig: { includedCategories: ["toplevel"] },
    transferMode: "ReturnAsStream",
  });
  const from = await p.evaluate(() => performance.now());
  const stats = () => p.evaluate(() => /** @type {any} */ (window).yottaThinker?.stats?.() ?? null);
  const before = await stats();
  const pageHints = () => p.evaluate(() => /** @type {any} */ (window).__pageHints);
  const hintsBefore = await pageHints();
  const started = Date.now();
  let played = 0;
  while (played < o.turns && (o.game === "iota" ? await iotaTurn(p) : await ottawaTurn(p))) played++;
  if (o.game === "iota") await iotaReady(p);
  else await ottawaReady(p);
  const seconds = (Date.now() - started) / 1000;
  const after = await stats();
  const decisions = before && after ? { worker: after.worker - before.worker, main: after.main - before.main } : null;
  const hintsOnPage = (await pageHints()) - hintsBefore;
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  const { stream } = /** @type {any} */ (await complete);
  const trace = JSON.parse(await readStream(cdp, stream));
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const longtasks = (await p.evaluate(() => /** @type {any} */ (window).__longtasks)).filter(
    (/** @type {any} */ t) => t.start >= from,
  );
  const tasks = mainThreadTasks(Array.isArray(trace) ? trace : trace.traceEvents);
  const thinker = await p.getAttribute("body", "data-thinker");
  const worst = (/** @type {number[]} */ xs) => xs.reduce((a, x) => Math.max(a, x), 0);
  return {
    ...o,
    played,
    seconds,
    thinker,
    longtasks: longtasks.length,
    worstLongtask: worst(longtasks.map((/** @type {any} */ t) => t.duration)),
    tasks: tasks.length,
    frames: tasks.filter((t) => t.frame).length,
    over50: tasks.filter((t) => t.wall > 50).length,
    over100: tasks.filter((t) => t.wall > 100).length,
    worstWall: worst(tasks.map((t) => t.wall)),
    worstCpu: worst(tasks.map((t) => t.cpu)),
    worstFrameCpu: worst(tasks.filter((t) => t.frame).map((t) => t.cpu)),
    worstOtherCpu: worst(tasks.filter((t) => !t.frame).map((t) => t.cpu)),
    decisions,
    hintsOnPage,
    worstCpuTasks: [...tasks].sort((a, b) => b.cpu - a.cpu).slice(0, 5),
  };
}

/** One line of figures. @param {Awaited<ReturnType<typeof measureTurns>>} f */
export function describe(f) {
  return (
    `${f.game === "iota" ? "Ётта" : "Оттава"}, ${f.players - 1} hard players, CPU ${f.rate}×, ${f.played} turns (${f.seconds.toFixed(0)} s, decisions on ${f.thinker ?? "the page"}): ` +
    `${f.longtasks} long tasks, worst ${f.worstLongtask.toFixed(0)} ms; traced ${f.tasks} main-thread tasks (${f.frames} rendering frames), ` +
    `${f.over50} over 50 ms, ${f.over100} over 100 ms, worst ${f.worstWall.toFixed(0)} ms; by CPU time: worst ${f.worstCpu.toFixed(0)} ms, ` +
    `rendering frames ${f.worstFrameCpu.toFixed(0)} ms, other tasks ${f.worstOtherCpu.toFixed(0)} ms` +
    (f.decisions ? `; decisions: ${f.decisions.worker} in the worker, ${f.decisions.main} on the page` : "") +
    `; the page's engine decided ${f.hintsOnPage} times`
  );
}
