// @ts-check
// What the person's input means at the Ётта table: ./input.js turns pointer and
// keyboard events into intents (pick a card, tap a cell, drag, drop, move the
// cursor), and these change the turn's staging (./state.js) and the page state. A
// move (confirm, trade, pass) is handed to the person's seat driver
// (www/seats/drivers.js): the turn loop (www/seats/match.js) plays it.
import { thrownError } from "../ui/errors.js";
import { drawCard } from "./cards.js";
import { isHumanTurn, say } from "./page.js";
import { cardName, explain, previewText } from "./texts.js";
import { takeHint } from "./hints.js";

/**
 * @param {import("./page.js").Page} p
 * @returns {{ intents: import("./input.js").Intents, moves: ReturnType<typeof turnMoves>, dragLayer: HTMLCanvasElement }}
 */
export function createIntents(p) {
  const { st, t, ui, announce } = p;
  // The card following the pointer while dragging.
  const dragLayer = document.createElement("canvas");
  dragLayer.className = "drag-card";
  dragLayer.hidden = true;
  dragLayer.setAttribute("aria-hidden", "true");
  document.body.append(dragLayer);
  const moves = turnMoves(p);

  /** @param {number} item @param {number} x @param {number} y */
  function placeItem(item, x, y) {
    const at = st.cellAt(x, y);
    if (at) {
      if (at.kind === "board" && at.card === "W" && !st.recycles.some((r) => r.x === x && r.y === y)) {
        const fit = st.recycleFits(item, x, y);
        if (fit.ok) {
          st.recycle(item, x, y);
          say(p, t("recycleOk"));
        } else say(p, t("recycleBad", { card: cardName(st.hand[item].card, t), why: explain(fit.error, t) }));
      } else say(p, t("occupiedCell"));
      p.refresh();
      return;
    }
    const card = st.hand[item].card;
    if (st.stage(item, x, y)) {
      ui.notice = "";
      p.cam.keepCellVisible(x, y);
      const pv = st.preview();
      announce(`${t("staged", { card: cardName(card, t), x, y })}. ${pv ? previewText(pv, t) : ""}`);
    }
    p.refresh();
  }

  function endDrag() {
    ui.drag = null;
    ui.hover = null;
    dragLayer.hidden = true;
    p.surface.invalidate();
  }

  /** @type {import("./input.js").Intents} */
  const intents = {
    selectItem(item, byKeyboard) {
      if (!isHumanTurn(p) || item < 0 || item >= st.hand.length) return;
      ui.notice = "";
      st.wildInfo = null;
      if (st.trading) {
        if (st.isUsed(item)) return;
        if (st.tradeSel.has(item)) st.tradeSel.delete(item);
        else st.tradeSel.add(item);
        p.refresh();
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
        p.refresh();
        return;
      }
      st.selected = st.selected === item ? null : item;
      if (st.selected !== null) {
        announce(t("selected", { card: cardName(st.hand[item].card, t) }));
        if (byKeyboard) {
          const legal = st.legalCells(item);
          const first = legal.find((c) => c[2]) ?? legal[0];
          if (first && !legal.some(([x, y]) => x === ui.cursor.x && y === ui.cursor.y))
            ui.cursor = { x: first[0], y: first[1] };
          ui.cursorShown = true;
          p.surface.canvas.focus();
        }
      }
      p.refresh();
    },
    tapCell(x, y) {
      ui.cursor = { x, y };
      if (!isHumanTurn(p)) return;
      ui.notice = "";
      const at = st.cellAt(x, y);
      if (st.selected !== null) return placeItem(st.selected, x, y);
      if (!at && st.hint?.move.place?.some((/** @type {any} */ c) => c.x === x && c.y === y)) return takeHint(p);
      if (at?.kind === "staged") {
        st.unstage(at.index);
        st.wildInfo = null;
      } else if (at?.kind === "recycled") st.unrecycle(at.index);
      else if (at?.kind === "board" && at.card === "W") st.wildInfo = { x, y };
      else st.wildInfo = null;
      p.refresh();
    },
    pickUp(source, clientX, clientY) {
      if (!isHumanTurn(p) || st.trading) return false;
      if ("item" in source && st.isUsed(source.item)) return false;
      const card = "item" in source ? st.hand[source.item].card : st.hand[st.staged[source.staged].item].card;
      ui.drag = { source, x: clientX, y: clientY };
      st.wildInfo = null;
      ui.notice = "";
      const size = Math.round(Math.max(40, Math.min(88, p.cam.vp.s)));
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
      p.refresh();
      return true;
    },
    dragTo(clientX, clientY) {
      const drag = ui.drag;
      if (!drag) return;
      drag.x = clientX;
      drag.y = clientY;
      const w = dragLayer.offsetWidth;
      dragLayer.style.transform = `translate(${clientX - w / 2}px, ${clientY - w / 2}px) rotate(-4deg)`;
      const next = p.cam.over(clientX, clientY) ? p.cam.cellAt(clientX, clientY) : null;
      if (next?.x !== ui.hover?.x || next?.y !== ui.hover?.y) {
        ui.hover = next;
        p.surface.invalidate();
      }
    },
    drop(clientX, clientY) {
      if (!ui.drag) return;
      const d = ui.drag;
      endDrag();
      if (p.cam.over(clientX, clientY)) {
        const c = p.cam.cellAt(clientX, clientY);
        if ("item" in d.source) placeItem(d.source.item, c.x, c.y);
        else if (!st.cellAt(c.x, c.y)) st.moveStaged(d.source.staged, c.x, c.y);
        else if (st.staged[d.source.staged].x !== c.x || st.staged[d.source.staged].y !== c.y)
          say(p, t("occupiedCell"));
      } else if ("staged" in d.source) {
        // Dropped off the grid (on the hand, say): back to the hand.
        st.unstage(d.source.staged);
      }
      p.refresh();
    },
    pan: (dx, dy) => p.cam.pan(dx, dy),
    zoomAt: (f, x, y) => p.cam.zoomAt(f, x, y),
    moveCursor(dx, dy) {
      const cursor = { x: ui.cursor.x + dx, y: ui.cursor.y + dy };
      ui.cursor = cursor;
      ui.cursorShown = true;
      p.cam.keepCursorVisible(cursor.x, cursor.y);
      const at = st.cellAt(cursor.x, cursor.y);
      let what = at ? cardName(at.card, t) : t("emptyCell");
      if (!at && st.selected !== null && st.legalCells(st.selected).some(([x, y]) => x === cursor.x && y === cursor.y))
        what = t("legalCell");
      if (!at && st.deadCells().some((/** @type {number[]} */ [x, y]) => x === cursor.x && y === cursor.y))
        what = t("deadCell");
      announce(t("cellAt", { x: cursor.x, y: cursor.y, what }));
      p.surface.invalidate();
    },
    activateCursor() {
      ui.cursorShown = true;
      intents.tapCell(ui.cursor.x, ui.cursor.y);
    },
    escape() {
      if (ui.drag) endDrag();
      st.selected = null;
      st.wildInfo = null;
      ui.notice = "";
      if (st.trading) moves.cancelTrade();
      p.refresh();
    },
    takeBackLast() {
      if (!isHumanTurn(p)) return;
      ui.notice = "";
      st.takeBackLast();
      p.refresh();
    },
    fit: () => p.cam.fit(true),
    stagedAt(x, y) {
      const i = st.staged.findIndex((c) => c.x === x && c.y === y);
      return i >= 0 ? i : null;
    },
    cellAt: (x, y) => p.cam.cellAt(x, y),
  };

  return { intents, moves, dragLayer };
}

/**
 * The buttons' moves: reset the turn, trade, pass, confirm the staged play (each move
 * goes to the person's seat driver, `commit`), and undo (the turn loop's takeback).
 * @param {import("./page.js").Page} p
 */
function turnMoves(p) {
  const { st, t, ui, config } = p;

  /**
   * The person's move: handed to their seat's driver, played by the turn loop.
   * Resolves with the engine's result.
   * @param {any} move
   */
  function commit(move) {
    const driver = /** @type {any} */ (p.drivers[st.view.toMove]);
    const r = driver?.submit ? driver.submit(move) : null;
    return r ?? Promise.resolve({ ok: false, error: { code: "not-your-turn", message: "it is not a person's turn" } });
  }

  function cancelTrade() {
    st.trading = false;
    st.tradeSel = new Set();
    p.refresh();
  }

  return {
    commit,
    cancelTrade,
    /** A takeback (www/seats/match.js), unless a person's move is on its way. */
    undo() {
      if (p.match.undoPoint() < 0 || (ui.busy && ui.thinking === null)) {
        say(p, t("nothingToUndo"));
        p.refresh();
        return;
      }
      try {
        p.match.undo();
      } catch (e) {
        say(p, explain(thrownError(e), t));
        p.refresh();
      }
    },
    resetTurn() {
      if (!isHumanTurn(p)) return;
      ui.notice = "";
      st.takeBackAll();
      p.refresh();
    },
    trade() {
      if (!isHumanTurn(p)) return;
      if (!st.trading) {
        st.trading = true;
        st.selected = null;
        st.tradeSel = new Set();
        ui.notice = "";
        p.refresh();
        return;
      }
      commit(st.tradeMove());
    },
    pass() {
      if (!isHumanTurn(p)) return;
      commit(st.recycles.length ? { pass: true, recycle: st.tradeMove().recycle } : { pass: true });
    },
    confirm() {
      if (!isHumanTurn(p) || !st.staged.length) return;
      const pv = st.preview();
      if (pv && !pv.ok) {
        // Never refused in silence: say why.
        say(p, t("illegal", { why: explain(pv.error, t) }));
        p.refresh();
        return;
      }
      // Diagrams and puzzles (www/embed/) judge the staged play themselves.
      if (config.check) return void config.check(st.stagedPlacements());
      commit(st.stagedMove());
    },
  };
}
