// @ts-check
// The Ётта table: `mount(element, config)` builds the scoreboard, the grid canvas,
// the hand, the preview line and the action buttons, and returns the controller
// (`window.yotta`). See `games.js` for the config this module implements (the
// game's descriptor is ./game.js: the menu needs it, not this module). The turn loop asks each seat's driver (www/seats/) for its move: the
// person here through the table's input, a computer player through the engine's
// worker; the table plays it, shows it and animates it. Rules are the engine's: the
// table asks it what is legal (`iotaPlays`, `iotaDeadCells`) and what a play scores
// (`iotaCheck`); hints come from the worker.
import { createSurface, tween, reducedMotion } from "../canvas.js";
import { h } from "../ui/dom.js";
import { drawCard, drawCardFast, drawBack, cardName as nameOfCard } from "./cards.js";
import { drawTable, drawFlights } from "./render.js";
import { attachInput } from "./input.js";
import { IotaState, replay } from "./state.js";
import { explainError, thrownError } from "../ui/errors.js";
import { Camera } from "./camera.js";
import { createDrivers, hintDriver, isAbort } from "../seats/drivers.js";
import { createMatch } from "../seats/match.js";

/** @typedef {import("../games.js").GameConfig} GameConfig */

/** Version of the data this table persists. */
const DATA_VERSION = 1;

/**
 * @param {HTMLElement} root
 * @param {GameConfig} config
 */
export function mount(root, config) {
  const { engine, seats, t, announce } = config;
  const players = seats.length;
  const engineOptions = {
    players,
    seed: config.seed,
    allFourBonus: config.options.allFourBonus !== false,
    shortGame: Boolean(config.options.shortGame),
  };
  const humans = seats.map((s, i) => (s.kind === "human" ? i : -1)).filter((i) => i >= 0);

  // --- the game ------------------------------------------------------------------
  /** @type {any} */
  let game;
  /** @type {any[]} */
  let moves = [];
  if (config.resume) {
    const d = config.resume;
    if (!d || d.v !== DATA_VERSION || typeof d.save !== "string" || !Array.isArray(d.moves))
      throw new Error("bad-save: the saved game is not in a known format");
    try {
      game = engine.IotaGame.load(d.save);
    } catch (e) {
      throw new Error(`bad-save: ${e instanceof Error ? e.message : String(e)}`);
    }
    moves = d.moves;
    const v = game.view();
    if (!v || v.ok === false || !Array.isArray(v.handSizes) || v.handSizes.length !== players)
      throw new Error("bad-save: the saved game does not match its seats");
  } else if (config.setup) {
    // A given position (diagrams and puzzles, www/embed/): throws on a bad setup.
    game = engine.IotaGame.fromSetup(config.setup);
  } else {
    game = new engine.IotaGame(engineOptions);
  }

  /** The seat whose hand is on screen: the human to act, or the last one shown. */
  let shownSeat = humans.length ? humans[0] : 0;
  const toMoveNow = game.view().toMove;
  if (seats[toMoveNow]?.kind === "human") shownSeat = toMoveNow;
  const drivers = config.drivers ?? createDrivers(seats, { think: config.think, engine });
  /** Hints: what the hard computer player would do for the person to move. */
  const hinter = config.hinter ?? hintDriver({ think: config.think, engine });
  const st = new IotaState(engine, game, { allFourBonus: engineOptions.allFourBonus });
  st.setView(game.view(shownSeat));
  // The turn loop (www/seats/match.js): who moves when, the moves played, saved, undone.
  const match = createMatch({
    id: "iota",
    game,
    drivers,
    seats,
    moves,
    data: () => ({ v: DATA_VERSION, moves: match.moves, save: match.game.save() }),
    persist: config.persist,
    finished: config.finished,
    replay: (kept) => replay(engine, engineOptions, kept),
    handoff: config.handoff,
    note: () => lastSaid,
    // A computer (or a person elsewhere): paced so that a person can follow.
    pace: (_seat, driver) => (driver.kind === "human" ? undefined : sleep(reducedMotion() ? 60 : 450)),
    show: (seat, move, r) => showMove(seat, move, r),
  });
  const hotSeat = match.hotSeat;
  // Takebacks only at a table of this device alone (www/seats/match.js).
  const againstComputer = match.undoable;

  let busy = false;
  /** The seat whose computer player is thinking now (the quiet indicator), or null. @type {number | null} */
  let thinking = null;
  let destroyed = false;
  /** @type {Set<string>} */
  let lastCells = new Set();
  /** @type {import("./render.js").Flight[]} */
  let flights = [];
  /** The latest move, as announced (shown on the hot-seat screen). */
  let lastSaid = "";
  /** @type {string} a transient explanation shown in the info line */
  let notice = "";
  /** @type {{ x: number, y: number }} */
  let cursor = { x: 0, y: 0 };
  let cursorShown = false;
  /** @type {{ source: import("./input.js").DragSource, x: number, y: number } | null} */
  let drag = null;
  /** @type {{ x: number, y: number } | null} */
  let hover = null;
  /** Timers to clear on destroy. @type {Set<number>} */
  const timers = new Set();
  const anim = { cancelled: false };
  updateLast();

  // --- DOM -----------------------------------------------------------------------
  const scoreList = h("ol", { class: "iota-players", "aria-label": t("score") });
  const pileEl = h("span", { class: "iota-pile", dataset: { role: "pile" } });
  const stage = h("div", { class: "iota-stage" });
  const ctrls = h(
    "div",
    { class: "view-ctrls" },
    h("button", { dataset: { action: "zoom-in" }, "aria-label": t("zoomIn"), title: t("zoomIn"), onclick: () => cam.zoomAt(1.25, NaN, NaN) }, "+"),
    h("button", { dataset: { action: "zoom-out" }, "aria-label": t("zoomOut"), title: t("zoomOut"), onclick: () => cam.zoomAt(0.8, NaN, NaN) }, "−"),
    h("button", { dataset: { action: "fit" }, title: t("fit"), onclick: () => cam.fit(true) }, t("fit")),
  );
  const info = h("p", { class: "iota-info", dataset: { role: "info" } });
  const handEl = h("div", { class: "iota-hand", role: "group", "aria-label": t("hand") });
  const btn = (/** @type {string} */ action, /** @type {string} */ label, /** @type {() => void} */ f, cls = "") =>
    /** @type {HTMLButtonElement} */ (h("button", { class: cls, dataset: { action }, onclick: f }, label));
  const confirmBtn = btn("confirm", t("confirm"), () => confirm(), "primary");
  const takeBackBtn = btn("takeback", t("takeBack"), () => intents.takeBackLast());
  const resetBtn = btn("reset", t("reset"), () => resetTurn());
  const tradeBtn = btn("trade", t("trade"), () => trade());
  const cancelBtn = btn("cancel", t("cancel"), () => cancelTrade());
  const passBtn = btn("pass", t("pass"), () => pass());
  const hintBtn = btn("hint", t("hint"), () => showHint());
  /** Hints: the Hint button is hidden where none are given (a guest's table when the host gives none). */
  const hints = config.hints !== false;
  hintBtn.hidden = !hints;
  const undoBtn = btn("undo", t("undo"), () => undo());
  const actions = h("div", { class: "iota-actions" }, confirmBtn, takeBackBtn, resetBtn, tradeBtn, cancelBtn, passBtn, hintBtn, undoBtn);
  const overEl = h("div", { class: "iota-over", hidden: true, role: "dialog", "aria-labelledby": "iota-over-title" });
  const tableEl = h(
    "div",
    { class: "iota" },
    h("div", { class: "iota-top" }, scoreList, pileEl),
    stage,
    h("div", { class: "iota-bottom" }, info, handEl, actions),
    overEl,
  );
  root.append(tableEl);

  const cam = new Camera(() => surface, () => [...st.board, ...st.staged]);
  const vp = cam.vp;
  const surface = createSurface(
    stage,
    (ctx, w, hh) => {
      cam.resized(w, hh);
      drawTable(ctx, w, hh, st, vp, overlay());
    },
    // The felt covers the whole grid: its layer needs no clearing.
    { moving: (ctx) => drawFlights(ctx, flights), opaque: true },
  );
  surface.canvas.tabIndex = 0;
  surface.canvas.setAttribute("role", "application");
  surface.canvas.setAttribute("aria-label", t("gridLabel"));
  surface.canvas.removeAttribute("aria-hidden");
  stage.append(ctrls);

  // The card following the pointer while dragging.
  const dragLayer = document.createElement("canvas");
  dragLayer.className = "drag-card";
  dragLayer.hidden = true;
  dragLayer.setAttribute("aria-hidden", "true");
  document.body.append(dragLayer);

  // --- drawing -------------------------------------------------------------------
  function overlay() {
    const picked = drag && "item" in drag.source ? drag.source.item : drag && "staged" in drag.source ? null : st.selected;
    /** @type {[number, number, number][]} */
    let legal = [];
    if (isHumanTurn() && !st.trading) {
      if (picked !== null && picked !== undefined) legal = st.legalCells(picked);
      else if (drag && "staged" in drag.source) {
        // Moving a staged card: where it could go with the others staged.
        const s = st.staged[drag.source.staged];
        const others = st.staged.filter((_, i) => i !== /** @type {any} */ (drag).source.staged);
        const saved = st.staged;
        st.staged = others;
        legal = st.legalCells(s.item);
        st.staged = saved;
      }
    }
    const pv = st.preview();
    return {
      legal,
      dead: st.deadCells(),
      last: lastCells,
      cursor: cursorShown && document.activeElement === surface.canvas ? cursor : null,
      hover,
      lines: pv && pv.ok ? pv.lines ?? [] : [],
      fault: pv && !pv.ok && Array.isArray(pv.error?.line) ? pv.error.line : null,
      ghosts: st.hint && st.hint.move.place ? st.hint.move.place : [],
      liftedStaged: drag && "staged" in drag.source ? drag.source.staged : null,
    };
  }

  function updateLast() {
    const last = st.view.last;
    lastCells = new Set(last && last.kind === "play" ? last.placements.map((/** @type {any} */ p) => `${p.x},${p.y}`) : []);
  }

  function isHumanTurn() {
    const v = st.view;
    return !busy && !v.over && v.toMove === v.seat && seats[v.seat]?.kind === "human";
  }

  /** Everything on screen follows the state. */
  function refresh() {
    if (destroyed) return;
    renderScores();
    renderHand();
    renderActions();
    renderInfo();
    surface.invalidate();
  }

  /** What the scoreboard showed last: it is rebuilt only when this changes. */
  let scoresShown = "";
  function renderScores() {
    const v = st.view;
    const sig = JSON.stringify([v.scores, v.handSizes, v.toMove, v.over, v.seat, v.pile, thinking]);
    if (sig === scoresShown) return;
    scoresShown = sig;
    scoreList.replaceChildren(
      ...seats.map((s, i) => {
        const turn = !v.over && v.toMove === i;
        const li = h(
          "li",
          {
            class: `player${turn ? " turn" : ""}${i === v.seat && s.kind === "human" ? " you" : ""}${thinking === i ? " thinking" : ""}`,
            dataset: { seat: String(i) },
          },
          h("span", { class: "p-name" }, s.name, s.kind === "ai" ? h("small", {}, ` · ${t(s.level)}`) : null),
          h("span", { class: "p-score", dataset: { role: "score" } }, String(v.scores[i])),
          h("span", { class: "p-hand", title: t("cardsInHand", { n: v.handSizes[i] }) }, `▮${v.handSizes[i]}`),
        );
        if (turn) li.setAttribute("aria-current", "true");
        li.setAttribute("aria-label", `${s.name}: ${t("points", { n: v.scores[i] })}, ${t("cardsInHand", { n: v.handSizes[i] })}${turn ? `, ${t("turnMark")}` : ""}`);
        return li;
      }),
    );
    pileEl.textContent = t("pile", { n: v.pile });
    pileEl.title = `${v.pile} ${t("pileLabel")}`;
  }

  /** @param {string} code */
  function cardName(code) {
    return nameOfCard(code, t);
  }

  /** What the hand showed last: it is updated only when this changes. */
  let handShown = "";
  /** The cards the hand's buttons were built for: they are rebuilt only when these change. */
  let handBuilt = "";
  /** The hand's buttons, and what each picture shows (read when it is drawn). @type {{ button: HTMLElement, look: { used: boolean, traded: boolean } }[]} */
  let handItems = [];
  function renderHand() {
    const v = st.view;
    const mine = seats[v.seat]?.kind === "human";
    const lifted = drag && "item" in drag.source ? drag.source.item : -1;
    const sig = JSON.stringify([v.seat, st.hand, st.selected, st.trading, [...st.tradeSel], st.hand.map((_, i) => st.isUsed(i)), lifted, config.lang]);
    if (sig === handShown) return;
    handShown = sig;
    handEl.setAttribute("aria-label", mine ? t("hand") : t("handOf", { name: seats[v.seat]?.name ?? "" }));
    /** What item `i` shows now. @param {number} i */
    const lookOf = (i) => ({
      used: st.isUsed(i) || (drag !== null && "item" in drag.source && drag.source.item === i),
      traded: st.trading && st.tradeSel.has(i),
    });
    /** The button's class and names for item `i`. @param {HTMLElement} b @param {number} i @param {{ used: boolean, traded: boolean }} look */
    const label = (b, i, look) => {
      const selected = st.selected === i;
      b.className = `hand-card${look.used ? " used" : ""}${selected ? " selected" : ""}${look.traded ? " traded" : ""}`;
      b.setAttribute("aria-pressed", String(st.trading ? look.traded : selected));
      b.setAttribute("aria-label", `${i + 1}: ${cardName(st.hand[i].card)}${look.used ? " ✓" : ""}`);
    };
    const built = JSON.stringify([v.seat, st.hand.map((item) => item.card), config.lang]);
    if (built === handBuilt && handItems.length === st.hand.length) {
      // The same cards: their buttons change class, and a picture is redrawn when its look changed.
      handItems.forEach((it, i) => {
        const look = lookOf(i);
        label(it.button, i, look);
        if (look.used !== it.look.used || look.traded !== it.look.traded) {
          it.look = look;
          oldSurfaces[i]?.invalidate();
        }
      });
      return;
    }
    handBuilt = built;
    handItems = [];
    const kids = st.hand.map((item, i) => {
      const it = { button: h("button", { dataset: { item: String(i), card: item.card } }), look: lookOf(i) };
      handItems.push(it);
      label(it.button, i, it.look);
      const pic = h("span", { class: "card-pic" });
      it.button.append(pic);
      const surf = createSurface(pic, (ctx, w, hh) => {
        const size = Math.min(w, hh);
        drawCardFast(ctx, item.card, (w - size) / 2, (hh - size) / 2, size, { dim: it.look.used || it.look.traded });
        if (it.look.used) {
          ctx.fillStyle = "rgba(0,0,0,0.35)";
          ctx.fillRect(0, 0, w, hh);
        }
      });
      handSurfaces.push(surf);
      return it.button;
    });
    for (const s of oldSurfaces.splice(0)) s.destroy();
    const focused = /** @type {HTMLElement | null} */ (handEl.contains(document.activeElement) ? document.activeElement : null);
    handEl.replaceChildren(...kids);
    if (focused?.dataset.item) /** @type {HTMLElement | undefined} */ (kids[Number(focused.dataset.item)])?.focus();
    oldSurfaces.push(...handSurfaces.splice(0));
    for (const s of oldSurfaces) s.drawNow();
  }
  /** @type {import("../canvas.js").Surface[]} */
  const handSurfaces = [];
  /** @type {import("../canvas.js").Surface[]} the hand's pictures, by item */
  const oldSurfaces = [];

  function renderActions() {
    const mine = isHumanTurn();
    const n = st.staged.length;
    const pv = st.preview();
    confirmBtn.textContent = n ? t("confirmN", { n }) : t("confirm");
    confirmBtn.disabled = !mine || !n || st.trading;
    confirmBtn.setAttribute("aria-disabled", String(confirmBtn.disabled));
    if (pv && !pv.ok) confirmBtn.classList.add("bad");
    else confirmBtn.classList.remove("bad");
    takeBackBtn.disabled = !mine || (!n && !st.recycles.length);
    resetBtn.disabled = takeBackBtn.disabled;
    tradeBtn.disabled = !mine || n > 0;
    tradeBtn.textContent = st.trading
      ? st.tradeSel.size
        ? t("tradeN", { n: st.tradeSel.size })
        : t("tradeNone")
      : t("trade");
    tradeBtn.classList.toggle("primary", st.trading);
    cancelBtn.hidden = !st.trading;
    passBtn.hidden = st.trading;
    passBtn.disabled = !mine || n > 0;
    hintBtn.disabled = !mine;
    undoBtn.hidden = !againstComputer;
    // While a computer thinks, a takeback drops its decision (the answer is for a position that is gone).
    undoBtn.disabled = (busy && thinking === null) || undoPoint() < 0;
  }

  function renderInfo() {
    const v = st.view;
    let text = "";
    let cls = "";
    const pv = st.preview();
    if (notice) text = notice;
    else if (v.over) text = t("gameOver");
    else if (!isHumanTurn()) {
      const who = seats[v.toMove];
      text = busy && who?.kind === "ai" ? t("thinking", { name: who.name }) : t("theirTurn", { name: who?.name ?? "" });
    } else if (st.trading) {
      text = t("tradeHelp", { button: st.tradeSel.size ? t("tradeN", { n: st.tradeSel.size }) : t("tradeNone") });
    } else if (pv) {
      if (pv.ok) {
        text = t("previewOk", { score: t("points", { n: pv.score }), detail: scoreDetail(pv) });
        cls = "good";
      } else {
        text = t("illegal", { why: explain(pv.error) });
        cls = "bad";
      }
      const w = st.staged.find((s) => st.hand[s.item].card === "W");
      if (w) text += ` ${wildText(w.x, w.y)}`;
    } else if (st.wildInfo) {
      text = wildText(st.wildInfo.x, st.wildInfo.y);
    } else if (st.hint) {
      text = hintText(st.hint);
    } else {
      text = hotSeat ? t("yourTurnHot", { name: seats[v.seat].name }) : t("yourTurn");
    }
    if (info.textContent !== text) info.textContent = text;
    info.className = `iota-info ${cls}`;
    // The broken line of a refused play, for tests and assistive technology.
    const fault = pv && !pv.ok && !notice ? pv.error : null;
    if (fault?.line) info.dataset.faultLine = fault.line.map((/** @type {number[]} */ c) => c.join(",")).join(" ");
    else delete info.dataset.faultLine;
    if (fault?.attribute) info.dataset.faultAttribute = fault.attribute;
    else delete info.dataset.faultAttribute;
    if (cls) info.dataset.verdict = cls;
    else delete info.dataset.verdict;
  }

  /** @param {import("./state.js").Preview} pv */
  function scoreDetail(pv) {
    const pts = (pv.lines ?? []).map((l) => l.points);
    const parts = [];
    if (pts.length)
      parts.push(t("lines", { n: pts.length, list: pts.length > 1 ? `${pts.join(" + ")} = ${pv.base}` : String(pts[0]) }));
    if (pv.lots) parts.push(t("lotN", { n: pv.lots, m: 2 ** (pv.lots ?? 0) }));
    if (pv.allFour) parts.push(t("allFourX"));
    if (pv.endsGame && (pv.multiplier ?? 1) > 2 ** ((pv.lots ?? 0) + (pv.allFour ? 1 : 0))) parts.push(t("lastCardX"));
    return parts.join(", ");
  }

  /** The engine's refusal in the page's language, exact for a broken line. @param {any} err */
  function explain(err) {
    return explainError(err, t);
  }

  /** @param {number} x @param {number} y */
  function wildText(x, y) {
    const w = st.wildStandIns(x, y);
    if (!w.count) return t("wildCan", { detail: t("wildNone") });
    if (w.colours.length === 4 && w.shapes.length === 4 && w.numbers.length === 4) return t("wildCan", { detail: t("wildAny") });
    const or = t("or");
    const parts = [
      t("colours", { list: w.colours.length === 4 ? t("anyValue") : w.colours.map((c) => t(`colour${c}`)).join(or) }),
      t("shapes", { list: w.shapes.length === 4 ? t("anyValue") : w.shapes.map((c) => t(`shape${c}`)).join(or) }),
      t("numbers", { list: w.numbers.length === 4 ? t("anyValue") : w.numbers.join(or) }),
    ];
    return t("wildCan", { detail: parts.join(", ") });
  }

  /** @param {{ move: any, score?: number }} hint */
  function hintText(hint) {
    const m = hint.move;
    if (m.place) return t("hintPlay", { score: t("points", { n: hint.score ?? 0 }) });
    if (m.trade) return t("hintTrade", { cards: m.trade.map(cardName).join(", ") });
    return t("hintPass");
  }

  // --- intents -------------------------------------------------------------------
  /** @param {string} text */
  function say(text) {
    notice = text;
    announce(text);
  }

  /** @param {number} item @param {number} x @param {number} y */
  function placeItem(item, x, y) {
    const at = st.cellAt(x, y);
    if (at) {
      if (at.kind === "board" && at.card === "W" && !st.recycles.some((r) => r.x === x && r.y === y)) {
        const fit = st.recycleFits(item, x, y);
        if (fit.ok) {
          st.recycle(item, x, y);
          say(t("recycleOk"));
        } else say(t("recycleBad", { card: cardName(st.hand[item].card), why: explain(fit.error) }));
      } else say(t("occupiedCell"));
      refresh();
      return;
    }
    const card = st.hand[item].card;
    if (st.stage(item, x, y)) {
      notice = "";
      cam.keepCellVisible(x, y);
      const pv = st.preview();
      announce(
        `${t("staged", { card: cardName(card), x, y })}. ${pv ? (pv.ok ? t("previewOk", { score: t("points", { n: pv.score }), detail: scoreDetail(pv) }) : t("illegal", { why: explain(pv.error) })) : ""}`,
      );
    }
    refresh();
  }

  /** @type {import("./input.js").Intents} */
  const intents = {
    selectItem(item, byKeyboard) {
      if (!isHumanTurn() || item < 0 || item >= st.hand.length) return;
      notice = "";
      st.wildInfo = null;
      if (st.trading) {
        if (st.isUsed(item)) return;
        if (st.tradeSel.has(item)) st.tradeSel.delete(item);
        else st.tradeSel.add(item);
        refresh();
        return;
      }
      if (st.isUsed(item)) {
        // A card on the grid this turn: tapping it in the hand takes it back.
        const s = st.staged.findIndex((p) => p.item === item);
        if (s >= 0) st.unstage(s);
        else {
          const r = st.recycles.findIndex((p) => p.item === item);
          if (r >= 0) st.unrecycle(r);
        }
        refresh();
        return;
      }
      st.selected = st.selected === item ? null : item;
      if (st.selected !== null) {
        announce(t("selected", { card: cardName(st.hand[item].card) }));
        if (byKeyboard) {
          const legal = st.legalCells(item);
          const first = legal.find((c) => c[2]) ?? legal[0];
          if (first && !legal.some(([x, y]) => x === cursor.x && y === cursor.y)) cursor = { x: first[0], y: first[1] };
          cursorShown = true;
          surface.canvas.focus();
        }
      }
      refresh();
    },
    tapCell(x, y) {
      cursor = { x, y };
      if (!isHumanTurn()) return;
      notice = "";
      const at = st.cellAt(x, y);
      if (st.selected !== null) return placeItem(st.selected, x, y);
      if (!at && st.hint?.move.place?.some((/** @type {any} */ p) => p.x === x && p.y === y)) return takeHint();
      if (at?.kind === "staged") {
        st.unstage(at.index);
        st.wildInfo = null;
      } else if (at?.kind === "recycled") st.unrecycle(at.index);
      else if (at?.kind === "board" && at.card === "W") st.wildInfo = { x, y };
      else st.wildInfo = null;
      refresh();
    },
    pickUp(source, clientX, clientY) {
      if (!isHumanTurn() || st.trading) return false;
      if ("item" in source && st.isUsed(source.item)) return false;
      const card = "item" in source ? st.hand[source.item].card : st.hand[st.staged[source.staged].item].card;
      drag = { source, x: clientX, y: clientY };
      st.wildInfo = null;
      notice = "";
      const size = Math.round(Math.max(40, Math.min(88, vp.s)));
      const dpr = window.devicePixelRatio || 1;
      dragLayer.width = Math.round(size * dpr);
      dragLayer.height = Math.round(size * dpr);
      dragLayer.style.width = `${size}px`;
      dragLayer.style.height = `${size}px`;
      const ctx = /** @type {CanvasRenderingContext2D} */ (dragLayer.getContext("2d"));
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, size, size);
      drawCard(ctx, card, 0, 0, size, {});
      dragLayer.hidden = false;
      intents.dragTo(clientX, clientY);
      refresh();
      return true;
    },
    dragTo(clientX, clientY) {
      if (!drag) return;
      drag.x = clientX;
      drag.y = clientY;
      const w = dragLayer.offsetWidth;
      dragLayer.style.transform = `translate(${clientX - w / 2}px, ${clientY - w / 2}px) rotate(-4deg)`;
      const next = cam.over(clientX, clientY) ? cam.cellAt(clientX, clientY) : null;
      if (next?.x !== hover?.x || next?.y !== hover?.y) {
        hover = next;
        surface.invalidate();
      }
    },
    drop(clientX, clientY) {
      if (!drag) return;
      const d = drag;
      endDrag();
      if (cam.over(clientX, clientY)) {
        const c = cam.cellAt(clientX, clientY);
        if ("item" in d.source) placeItem(d.source.item, c.x, c.y);
        else if (!st.cellAt(c.x, c.y)) st.moveStaged(d.source.staged, c.x, c.y);
        else if (st.staged[d.source.staged].x !== c.x || st.staged[d.source.staged].y !== c.y) say(t("occupiedCell"));
      } else if ("staged" in d.source) {
        // Dropped off the grid (on the hand, say): back to the hand.
        st.unstage(d.source.staged);
      }
      refresh();
    },
    pan: (dx, dy) => cam.pan(dx, dy),
    zoomAt: (f, x, y) => cam.zoomAt(f, x, y),
    moveCursor(dx, dy) {
      cursor = { x: cursor.x + dx, y: cursor.y + dy };
      cursorShown = true;
      cam.keepCursorVisible(cursor.x, cursor.y);
      const at = st.cellAt(cursor.x, cursor.y);
      let what = at ? cardName(at.card) : t("emptyCell");
      if (!at && st.selected !== null && st.legalCells(st.selected).some(([x, y]) => x === cursor.x && y === cursor.y)) what = t("legalCell");
      if (!at && st.deadCells().some((/** @type {number[]} */ [x, y]) => x === cursor.x && y === cursor.y)) what = t("deadCell");
      announce(t("cellAt", { x: cursor.x, y: cursor.y, what }));
      surface.invalidate();
    },
    activateCursor() {
      cursorShown = true;
      intents.tapCell(cursor.x, cursor.y);
    },
    escape() {
      if (drag) endDrag();
      st.selected = null;
      st.wildInfo = null;
      notice = "";
      if (st.trading) cancelTrade();
      refresh();
    },
    takeBackLast() {
      if (!isHumanTurn()) return;
      notice = "";
      st.takeBackLast();
      refresh();
    },
    fit: () => cam.fit(true),
    stagedAt(x, y) {
      const i = st.staged.findIndex((p) => p.x === x && p.y === y);
      return i >= 0 ? i : null;
    },
    cellAt: (x, y) => cam.cellAt(x, y),
  };

  function endDrag() {
    drag = null;
    hover = null;
    dragLayer.hidden = true;
    surface.invalidate();
  }

  const detachInput = attachInput(surface.canvas, handEl, intents);
  /** @param {FocusEvent} e */
  const onFocus = (e) => {
    if (e.type === "focus" && !st.cellAt(cursor.x, cursor.y) && !cursorShown) {
      const b = st.board[0];
      if (b) cursor = { x: b.x + 1, y: b.y };
    }
    surface.invalidate();
  };
  surface.canvas.addEventListener("focus", onFocus);
  surface.canvas.addEventListener("blur", onFocus);

  // --- moves ---------------------------------------------------------------------
  function resetTurn() {
    if (!isHumanTurn()) return;
    notice = "";
    st.takeBackAll();
    refresh();
  }

  function trade() {
    if (!isHumanTurn()) return;
    if (!st.trading) {
      st.trading = true;
      st.selected = null;
      st.tradeSel = new Set();
      notice = "";
      refresh();
      return;
    }
    commit(st.tradeMove());
  }

  function cancelTrade() {
    st.trading = false;
    st.tradeSel = new Set();
    refresh();
  }

  function pass() {
    if (!isHumanTurn()) return;
    const m = st.recycles.length ? { pass: true, recycle: st.tradeMove().recycle } : { pass: true };
    commit(m);
  }

  function confirm() {
    if (!isHumanTurn() || !st.staged.length) return;
    const pv = st.preview();
    if (pv && !pv.ok) {
      // Never refused in silence: say why.
      say(t("illegal", { why: explain(pv.error) }));
      refresh();
      return;
    }
    // Diagrams and puzzles (www/embed/) judge the staged play themselves.
    if (config.check) return void config.check(st.stagedPlacements());
    commit(st.stagedMove());
  }

  /**
   * The person's move: handed to their seat's driver, played by the turn loop.
   * Resolves with the engine's result.
   * @param {any} move
   */
  function commit(move) {
    const driver = /** @type {any} */ (drivers[st.view.toMove]);
    const r = driver?.submit ? driver.submit(move) : null;
    return r ?? Promise.resolve({ ok: false, error: { code: "not-your-turn", message: "it is not a person's turn" } });
  }

  /**
   * Shows `move` of `seat`, just played by the turn loop: the cards fly in (a
   * computer's), the move is announced (it is already saved).
   * @param {number} seat @param {any} move @param {any} r the engine's result
   */
  async function showMove(seat, move, r) {
    const person = drivers[seat].kind === "human";
    // The view on screen is still the one the move was made from.
    const before = st.view;
    let best = null;
    if (config.options.coach && move.place && person) {
      const p = engine.iotaPlays(before.board, before.hand, { allFourBonus: engineOptions.allFourBonus, pileEmpty: before.pile === 0 });
      best = p && p.ok && p.plays.length ? p.plays[0].score : null;
    }
    notice = "";
    // A flight ends inside an animation frame: what follows gets a task of its own.
    if (!person && move.place) await fly(seat, move.place).then(() => sleep(0));
    if (destroyed) return;
    afterMove(seat, move, r);
    if (best !== null) {
      const c = best > r.score ? t("coachBest", { best: t("points", { n: best }) }) : t("coachTop");
      notice = c;
      announce(c);
    }
    refresh();
    // The button pressed may now be disabled: keep keyboard focus on the table.
    const f = /** @type {HTMLButtonElement | null} */ (document.activeElement);
    if (person && (!f || f === document.body || (f instanceof HTMLButtonElement && f.disabled))) surface.canvas.focus({ preventScroll: true });
  }

  /** Announces a move. @param {number} seat @param {any} move @param {any} r */
  function afterMove(seat, move, r) {
    const name = seats[seat].name;
    let text;
    if (move.place) {
      text = seats[seat].kind === "human" && seat === st.view.seat
        ? t("youPlayed", { name, points: t("points", { n: r.score }) })
        : t("playedN", { name, cards: move.place.map((/** @type {any} */ p) => cardName(p.card)).join(", "), points: t("points", { n: r.score }) });
    } else if (move.trade) text = t("traded", { name, n: move.trade.length });
    else text = t("passed", { name });
    lastSaid = text;
    announce(text);
    showView(match.game.view(st.view.seat));
  }

  /** @param {any} v */
  function showView(v) {
    st.setView(v);
    updateLast();
    cam.keepInView([...lastCells].map((k) => k.split(",").map(Number)));
  }

  // --- the turn loop's news (www/seats/match.js) ---------------------------------
  match.on("handoff", () => {
    // Hot seat: the hand stays hidden until its owner has the device.
    busy = true;
    refresh();
  });
  match.on("turn", (/** @type {number} */ seat, /** @type {{ after: string }} */ { after }) => {
    const g = match.game;
    if (drivers[seat].kind !== "human") {
      busy = true;
      thinking = seat;
      refresh();
      return;
    }
    if (seat !== st.view.seat || st.view.toMove !== seat) {
      shownSeat = seat;
      showView(g.view(seat));
    }
    busy = false;
    thinking = null;
    refresh();
    // After a takeback or a refused move the info line says what happened: no "your turn" over it.
    if (after !== "undo" && after !== "refused") announce(hotSeat ? t("yourTurnHot", { name: seats[seat].name }) : t("yourTurnShort"));
    // Ask the engine for every legal play now, in a task of its own, so that
    // picking a card up later highlights its cells at once.
    sleep(30).then(() => {
      if (!destroyed && isHumanTurn()) {
        st.plays();
        st.deadCells();
      }
    });
  });
  match.on("played", () => {
    thinking = null;
  });
  match.on("refused", (/** @type {number} */ _seat, /** @type {any} */ error, /** @type {{ kind: string }} */ { kind }) => {
    // The person's refused move is explained here. A remote seat's refusal goes back to
    // its device (its driver); a computer's is a defect, replaced (www/seats/match.js).
    if (kind !== "human") return;
    say(t("illegal", { why: explain(error) }));
    refresh();
  });
  match.on("stalled", (/** @type {number} */ _seat, /** @type {unknown} */ e) => {
    say(String(e instanceof Error ? e.message : e));
    busy = false;
    thinking = null;
    refresh();
  });
  match.on("over", () => {
    showView(match.game.view(st.view.seat));
    busy = false;
    thinking = null;
    refresh();
    showGameOver();
  });
  match.on("undone", (/** @type {any} */ g) => {
    st.game = g;
    overEl.hidden = true;
    shownSeat = g.view().toMove;
    showView(g.view(shownSeat));
    say(t("undone"));
    refresh();
  });

  /** @param {number} ms */
  function sleep(ms) {
    return new Promise((resolve) => {
      const id = window.setTimeout(() => {
        timers.delete(id);
        resolve(undefined);
      }, ms);
      timers.add(id);
    });
  }

  /**
   * Cards fly from a seat's place on the scoreboard to their cells.
   * @param {number} seat @param {{ card: string, x: number, y: number }[]} place
   */
  async function fly(seat, place) {
    const chip = scoreList.querySelector(`[data-seat="${seat}"]`);
    const cr = surface.canvas.getBoundingClientRect();
    const from = chip ? chip.getBoundingClientRect() : cr;
    const fx = from.left + from.width / 2 - cr.left;
    const fy = from.top + from.height / 2 - cr.top;
    // Make room first if the cells are out of view.
    cam.showCells(place);
    const size = vp.s * 0.92;
    await Promise.all(
      place.map((p, i) =>
        sleep(i * 110).then(() => {
          const f = { card: p.card, px: fx, py: fy, size: size * 0.7, made: size };
          flights.push(f);
          const tx = vp.ox + (p.x + 0.5) * vp.s;
          const ty = vp.oy + (p.y + 0.5) * vp.s;
          return tween(
            420,
            (k) => {
              f.px = fx + (tx - fx) * k;
              f.py = fy + (ty - fy) * k;
              f.size = size * (0.7 + 0.3 * k);
              surface.animate();
            },
            anim,
          );
        }),
      ),
    );
    flights = [];
    surface.animate();
  }

  /** The index in the moves of the move a takeback goes back before, or -1. */
  const undoPoint = () => match.undoPoint();

  function undo() {
    if (undoPoint() < 0 || (busy && thinking === null)) {
      say(t("nothingToUndo"));
      refresh();
      return;
    }
    try {
      match.undo();
    } catch (e) {
      say(explain(thrownError(e)));
      refresh();
    }
  }

  /** Stages the hint's cards (and recycles) as if placed by hand. */
  function takeHint() {
    const m = st.hint?.move;
    if (!m?.place) return;
    st.takeBackAll();
    /** @param {string} card */
    const item = (card) => st.hand.findIndex((hi, i) => hi.card === card && !st.isUsed(i));
    for (const r of m.recycle ?? []) {
      const i = item(r.card);
      if (i >= 0) st.recycle(i, r.x, r.y);
    }
    for (const p of m.place) {
      const i = item(p.card);
      if (i >= 0) st.stage(i, p.x, p.y);
    }
    notice = "";
    const pv = st.preview();
    if (pv?.ok) announce(t("previewOk", { score: t("points", { n: pv.score }), detail: scoreDetail(pv) }));
    refresh();
  }

  function showGameOver() {
    const v = match.game.view();
    const order = seats.map((s, i) => ({ s, i, score: v.scores[i] })).sort((a, b) => b.score - a.score);
    const winners = v.winners.map((/** @type {number} */ i) => seats[i].name);
    const top = v.winners.length ? v.scores[v.winners[0]] : 0;
    const headline =
      winners.length === 1
        ? t("winnerIs", { name: winners[0], score: t("points", { n: top }) })
        : t("winnersAre", { names: winners.join(", "), score: t("points", { n: top }) });
    const table = h(
      "table",
      { class: "final" },
      h("thead", {}, h("tr", {}, h("th", {}, t("player")), h("th", {}, t("score")))),
      h(
        "tbody",
        {},
        ...order.map((o) =>
          h("tr", { class: v.winners.includes(o.i) ? "won" : "" }, h("td", {}, o.s.name), h("td", {}, String(o.score))),
        ),
      ),
    );
    const rematch = h("button", { class: "primary big", dataset: { action: "rematch" }, onclick: () => config.onRematch() }, t("rematch"));
    const kids = [
      h("h2", { id: "iota-over-title" }, t("gameOver")),
      h("p", { class: "headline", dataset: { role: "winner" } }, headline),
      table,
      h(
        "div",
        { class: "over-actions" },
        rematch,
        againstComputer && undoPoint() >= 0 ? h("button", { dataset: { action: "undo" }, onclick: () => undo() }, t("undo")) : null,
        config.reviewButton?.() ?? null,
        h("button", { dataset: { action: "menu" }, onclick: () => config.onExit() }, t("backToMenu")),
      ),
    ];
    overEl.replaceChildren(h("div", { class: "over-box" }, ...kids));
    overEl.hidden = false;
    announce(`${t("gameOver")}. ${headline}`);
    rematch.focus();
  }

  /** The hard player's move for the person to move, from the worker. */
  async function showHint() {
    if (!hints || !isHumanTurn()) return;
    st.takeBackAll();
    notice = t("hintWait");
    refresh();
    const at = match.position;
    const seat = st.view.toMove;
    let move;
    try {
      move = await match.ask(hinter, seat);
    } catch (e) {
      if (destroyed || match.position !== at) return;
      notice = "";
      // No hint for this position (a guest's, refused by the host): nothing to show.
      if (isAbort(e)) return refresh();
      say(String(e instanceof Error ? e.message : e));
      refresh();
      return;
    }
    // Asked for a position that is gone (a move, a new game): nothing to show.
    if (destroyed || move === null || match.position !== at) return;
    notice = "";
    const r = { ok: true, move };
    let score;
    if (r.move.place) {
      let board = st.board;
      if (r.move.recycle) {
        const swap = new Map(r.move.recycle.map((/** @type {any} */ p) => [`${p.x},${p.y}`, p.card]));
        board = board.map((/** @type {any} */ p) => (swap.has(`${p.x},${p.y}`) ? { ...p, card: swap.get(`${p.x},${p.y}`) } : p));
      }
      const c = engine.iotaCheck(board, r.move.place, { allFourBonus: engineOptions.allFourBonus, endsGame: false });
      score = c && c.ok ? c.score : undefined;
    }
    st.hint = { move: r.move, score };
    for (const p of r.move.place ?? []) cam.keepCellVisible(p.x, p.y);
    announce(hintText(st.hint));
    refresh();
  }

  // --- start ---------------------------------------------------------------------
  refresh();
  if (!config.resume) match.save();
  const startTimer = window.setTimeout(() => {
    timers.delete(startTimer);
    match.start();
  }, 0);
  timers.add(startTimer);

  return {
    state: () => ({
      game: "iota",
      view: st.view,
      busy: busy || Boolean(drag) || flights.length > 0,
      staged: st.stagedPlacements(),
      hint: st.hint?.move ?? null,
    }),
    /** @param {any} move */
    play(move) {
      if (!isHumanTurn()) return { ok: false, error: { code: "not-your-turn", message: "it is not a person's turn" } };
      return commit(move);
    },
    cellCenter: (/** @type {number} */ x, /** @type {number} */ y) => cam.cellCenter(x, y),
    /** @param {number} i */
    handCardCenter(i) {
      const el = handEl.querySelector(`[data-item="${i}"]`);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    /** The engine's suggestion for the seat to move (tests, measurements). */
    suggest: (/** @type {string} */ level = "medium") => match.game.hint(level),
    /** The camera, for tests: `{ ox, oy, s }`. */
    viewport: () => ({ ...vp }),
    /** Time spent drawing the grid, for measurements; `reset` starts afresh. */
    drawStats: (/** @type {boolean} */ reset = false) => {
      const s = { ...surface.stats };
      if (reset) Object.assign(surface.stats, { draws: 0, totalMs: 0, maxMs: 0, scenes: 0 });
      return s;
    },
    /** Every legal play of the person's hand, best first (the engine's `iotaPlays`, asked on the page). */
    legalPlays: () => (isHumanTurn() ? st.plays() : []),
    /** The cells highlighted for hand card `i` (from the engine's move generation). */
    legalCells: (/** @type {number} */ i) => st.legalCells(i),
    /** The cells marked dead (`iotaDeadCells`). */
    deadCells: () => st.deadCells(),
    /** The keyboard cursor's cell, for tests. */
    cursor: () => ({ ...cursor }),
    destroy() {
      destroyed = true;
      match.destroy();
      anim.cancelled = true;
      for (const id of timers) clearTimeout(id);
      timers.clear();
      detachInput();
      surface.canvas.removeEventListener("focus", onFocus);
      surface.canvas.removeEventListener("blur", onFocus);
      surface.destroy();
      for (const s of oldSurfaces) s.destroy();
      dragLayer.remove();
      tableEl.remove();
    },
  };
}
