// @ts-check
// What the person's input means at the Ётта table: ./input.js turns pointer and
// keyboard events into intents (pick a card, tap a cell, drag, drop, move the
// cursor), and these change the turn's staging (./staging.js) and the table's state (./state.js). A
// move (confirm, trade, pass) is handed to the person's seat driver
// (www/seats/drivers.js): the turn loop (www/seats/match.js) plays it.
import { thrownError } from "../ui/errors.js";
import { drawCard } from "./cards.js";
import { isHumanTurn, say } from "./state.js";
import { cardName, explain, previewText } from "./texts.js";
import { takeHint } from "./hints.js";

/** @typedef {import("./state.js").Table} Table */

/**
 * Whether the table takes the person's `action`: a lesson (www/lesson/, `config.guide`)
 * is asked first; without one, always.
 * @param {Table} tb @param {import("../games.js").GuideAction} action
 */
const guided = (tb, action) => !tb.config.guide || tb.config.guide(action);

/**
 * @param {Table} tb
 * @returns {{ intents: import("./input.js").Intents, moves: ReturnType<typeof turnMoves>, dragLayer: HTMLCanvasElement }}
 */
export function createIntents(tb) {
  const { st, ui } = tb;
  // The card following the pointer while dragging.
  const dragLayer = document.createElement("canvas");
  dragLayer.className = "drag-card";
  dragLayer.hidden = true;
  dragLayer.setAttribute("aria-hidden", "true");
  document.body.append(dragLayer);
  const moves = turnMoves(tb);

  /** @type {import("./input.js").Intents} */
  const intents = {
    selectItem: (item, byKeyboard) => selectItem(tb, item, byKeyboard),
    tapCell: (x, y) => tapCell(tb, x, y),
    pickUp: (source, clientX, clientY) => pickUp(tb, dragLayer, source, clientX, clientY),
    dragTo: (clientX, clientY) => dragTo(tb, dragLayer, clientX, clientY),
    drop: (clientX, clientY) => drop(tb, dragLayer, clientX, clientY),
    pan: (dx, dy) => tb.cam.pan(dx, dy),
    zoomAt: (f, x, y) => tb.cam.zoomAt(f, x, y),
    moveCursor: (dx, dy) => moveCursor(tb, dx, dy),
    activateCursor() {
      ui.cursorShown = true;
      tapCell(tb, ui.cursor.x, ui.cursor.y);
    },
    escape() {
      if (ui.drag) endDrag(tb, dragLayer);
      st.selected = null;
      st.wildInfo = null;
      ui.notice = "";
      if (st.trading) moves.cancelTrade();
      tb.refresh();
    },
    takeBackLast() {
      if (!isHumanTurn(tb)) return;
      ui.notice = "";
      st.takeBackLast();
      tb.refresh();
    },
    fit: () => tb.cam.fit(true),
    stagedAt(x, y) {
      const i = st.staged.findIndex((c) => c.x === x && c.y === y);
      return i >= 0 ? i : null;
    },
    cellAt: (x, y) => tb.cam.cellAt(x, y),
  };

  return { intents, moves, dragLayer };
}

/** Hand item `item` put on the cell (x, y): staged, or on a grid wild, recycled (Y18). @param {Table} tb @param {number} item @param {number} x @param {number} y */
function placeItem(tb, item, x, y) {
  const { st, t } = tb;
  if (!guided(tb, { kind: "place", card: st.hand[item].card, x, y })) return tb.refresh();
  const at = st.cellAt(x, y);
  if (at) {
    if (at.kind === "board" && at.card === "W" && !st.recycles.some((r) => r.x === x && r.y === y)) {
      const fit = st.recycleFits(item, x, y);
      if (fit.ok) {
        st.recycle(item, x, y);
        say(tb, t("recycleOk"));
      } else
        say(
          tb,
          t("recycleBad", {
            card: cardName(st.hand[item].card, t),
            why: explain(/** @type {import("./staging.js").EngineError} */ (fit.error), t),
          }),
        );
    } else say(tb, t("occupiedCell"));
    tb.refresh();
    return;
  }
  const card = st.hand[item].card;
  if (st.stage(item, x, y)) {
    tb.ui.notice = "";
    tb.cam.keepCellVisible(x, y);
    const pv = st.preview();
    tb.announce(`${t("staged", { card: cardName(card, t), x, y })}. ${pv ? previewText(pv, t) : ""}`);
  }
  tb.refresh();
}

/** @param {Table} tb @param {HTMLCanvasElement} dragLayer */
function endDrag(tb, dragLayer) {
  tb.ui.drag = null;
  tb.ui.hover = null;
  dragLayer.hidden = true;
  tb.surface.invalidate();
}

/** A tap or Enter on a hand card. @param {Table} tb @param {number} item @param {boolean} byKeyboard */
function selectItem(tb, item, byKeyboard) {
  const { st, t, ui } = tb;
  if (!isHumanTurn(tb) || item < 0 || item >= st.hand.length) return;
  ui.notice = "";
  st.wildInfo = null;
  if (st.trading) {
    if (st.isUsed(item)) return;
    if (!guided(tb, { kind: "select", card: st.hand[item].card, on: !st.tradeSel.has(item) })) return tb.refresh();
    if (st.tradeSel.has(item)) st.tradeSel.delete(item);
    else st.tradeSel.add(item);
    tb.refresh();
    return;
  }
  if (st.isUsed(item)) {
    // A card on the grid this turn: tapping it in the hand takes it back.
    const s = st.staged.findIndex((c) => c.item === item);
    if (s >= 0) st.unstage(s);
    else {
      const r = st.recycles.findIndex((c) => c.item === item);
      if (r >= 0) st.unrecycle(r);
    }
    tb.refresh();
    return;
  }
  st.selected = st.selected === item ? null : item;
  if (st.selected !== null) {
    tb.announce(t("selected", { card: cardName(st.hand[item].card, t) }));
    if (byKeyboard) {
      const legal = st.legalCells(item);
      const first = legal.find((c) => c[2]) ?? legal[0];
      if (first && !legal.some(([x, y]) => x === ui.cursor.x && y === ui.cursor.y))
        ui.cursor = { x: first[0], y: first[1] };
      ui.cursorShown = true;
      tb.surface.canvas.focus();
    }
  }
  tb.refresh();
}

/** A tap on a grid cell. @param {Table} tb @param {number} x @param {number} y */
function tapCell(tb, x, y) {
  const { st, ui } = tb;
  ui.cursor = { x, y };
  if (!isHumanTurn(tb)) return;
  ui.notice = "";
  const at = st.cellAt(x, y);
  if (st.selected !== null) return placeItem(tb, st.selected, x, y);
  if (!at && st.hint?.move.place?.some((c) => c.x === x && c.y === y)) return takeHint(tb);
  if (at?.kind === "staged") {
    st.unstage(at.index);
    st.wildInfo = null;
  } else if (at?.kind === "recycled") st.unrecycle(at.index);
  else if (at?.kind === "board" && at.card === "W") st.wildInfo = { x, y };
  else st.wildInfo = null;
  tb.refresh();
}

/**
 * The start of a drag; false refuses it.
 * @param {Table} tb @param {HTMLCanvasElement} dragLayer @param {import("./input.js").DragSource} source
 * @param {number} clientX @param {number} clientY
 */
function pickUp(tb, dragLayer, source, clientX, clientY) {
  const { st, ui } = tb;
  if (!isHumanTurn(tb) || st.trading) return false;
  if ("item" in source && st.isUsed(source.item)) return false;
  const card = "item" in source ? st.hand[source.item].card : st.hand[st.staged[source.staged].item].card;
  ui.drag = { source, x: clientX, y: clientY };
  st.wildInfo = null;
  ui.notice = "";
  const size = Math.round(Math.max(40, Math.min(88, tb.cam.vp.s)));
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
  dragTo(tb, dragLayer, clientX, clientY);
  tb.refresh();
  return true;
}

/** @param {Table} tb @param {HTMLCanvasElement} dragLayer @param {number} clientX @param {number} clientY */
function dragTo(tb, dragLayer, clientX, clientY) {
  const { ui } = tb;
  const drag = ui.drag;
  if (!drag) return;
  drag.x = clientX;
  drag.y = clientY;
  const w = dragLayer.offsetWidth;
  dragLayer.style.transform = `translate(${clientX - w / 2}px, ${clientY - w / 2}px) rotate(-4deg)`;
  const next = tb.cam.over(clientX, clientY) ? tb.cam.cellAt(clientX, clientY) : null;
  if (next?.x !== ui.hover?.x || next?.y !== ui.hover?.y) {
    ui.hover = next;
    tb.surface.invalidate();
  }
}

/** @param {Table} tb @param {HTMLCanvasElement} dragLayer @param {number} clientX @param {number} clientY */
function drop(tb, dragLayer, clientX, clientY) {
  const { st, t, ui } = tb;
  if (!ui.drag) return;
  const d = ui.drag;
  endDrag(tb, dragLayer);
  if (tb.cam.over(clientX, clientY)) {
    const c = tb.cam.cellAt(clientX, clientY);
    if ("item" in d.source) placeItem(tb, d.source.item, c.x, c.y);
    else if (!st.cellAt(c.x, c.y)) {
      const card = st.hand[st.staged[d.source.staged].item].card;
      if (guided(tb, { kind: "place", card, x: c.x, y: c.y })) st.moveStaged(d.source.staged, c.x, c.y);
    } else if (st.staged[d.source.staged].x !== c.x || st.staged[d.source.staged].y !== c.y) say(tb, t("occupiedCell"));
  } else if ("staged" in d.source) {
    // Dropped off the grid (on the hand, say): back to the hand.
    st.unstage(d.source.staged);
  }
  tb.refresh();
}

/** The keyboard cursor moved by (dx, dy): the cell said. @param {Table} tb @param {number} dx @param {number} dy */
function moveCursor(tb, dx, dy) {
  const { st, t, ui } = tb;
  const cursor = { x: ui.cursor.x + dx, y: ui.cursor.y + dy };
  ui.cursor = cursor;
  ui.cursorShown = true;
  tb.cam.keepCursorVisible(cursor.x, cursor.y);
  const at = st.cellAt(cursor.x, cursor.y);
  let what = at ? cardName(at.card, t) : t("emptyCell");
  if (!at && st.selected !== null && st.legalCells(st.selected).some(([x, y]) => x === cursor.x && y === cursor.y))
    what = t("legalCell");
  if (!at && st.deadCells().some((/** @type {number[]} */ [x, y]) => x === cursor.x && y === cursor.y))
    what = t("deadCell");
  tb.announce(t("cellAt", { x: cursor.x, y: cursor.y, what }));
  tb.surface.invalidate();
}

/** What a move handed in when no one waits for it resolves with. */
const notYourTurn = { ok: false, error: { code: "not-your-turn", message: "it is not a person's turn" } };
/** What a move a lesson did not take resolves with (the lesson has said why). */
const notAsked = { ok: false, error: { code: "illegal", message: "the lesson asks for another move" } };

/**
 * The buttons' moves: reset the turn, trade, pass, confirm the staged play (each move
 * goes to the person's seat driver, `commit`), and undo (the turn loop's takeback).
 * @param {Table} tb
 */
function turnMoves(tb) {
  const { st, t, ui, config } = tb;

  /**
   * The person's move, offered to the turn loop (www/seats/match.js `offer`): their
   * seat's driver has it if the loop is asking for it. Resolves with the engine's result.
   * @param {import("./staging.js").IotaMove} move
   */
  function commit(move) {
    const seat = st.view.toMove;
    if (seat === null) return Promise.resolve(notYourTurn);
    if (!guided(tb, { kind: "move", move })) return Promise.resolve(notAsked);
    return tb.match.offer(seat, move);
  }

  function cancelTrade() {
    st.trading = false;
    st.tradeSel = new Set();
    tb.refresh();
  }

  return {
    commit,
    cancelTrade,
    /** A takeback (www/seats/match.js), unless a person's move is on its way. */
    undo() {
      if (tb.match.undoPoint() < 0 || (ui.busy && ui.thinking === null)) {
        say(tb, t("nothingToUndo"));
        tb.refresh();
        return;
      }
      try {
        tb.match.undo();
      } catch (e) {
        say(tb, explain(thrownError(e), t));
        tb.refresh();
      }
    },
    resetTurn() {
      if (!isHumanTurn(tb)) return;
      ui.notice = "";
      st.takeBackAll();
      tb.refresh();
    },
    trade() {
      if (!isHumanTurn(tb)) return;
      if (!st.trading) {
        st.trading = true;
        st.selected = null;
        st.tradeSel = new Set();
        ui.notice = "";
        tb.refresh();
        return;
      }
      commit(st.tradeMove());
    },
    pass() {
      if (!isHumanTurn(tb)) return;
      commit(st.recycles.length ? { pass: true, recycle: st.tradeMove().recycle } : { pass: true });
    },
    confirm() {
      if (!isHumanTurn(tb) || !st.staged.length) return;
      const pv = st.preview();
      if (pv && !pv.ok) {
        // Never refused in silence: say why.
        say(tb, t("illegal", { why: explain(pv.error, t) }));
        tb.refresh();
        return;
      }
      // Diagrams and puzzles (www/embed/) judge the staged play themselves (its cards,
      // and the whole move, recycles included: Y18).
      if (config.check) return void config.check(st.stagedPlacements(), st.stagedMove());
      commit(st.stagedMove());
    },
  };
}
