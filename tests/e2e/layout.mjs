// What a person can reach on the page as it is now, judged in the page itself (a
// plain function handed to the browser's evaluate, so it runs the same in every
// engine): every control (button, select, input, link), the Ётта hand and each Оттава
// hand card, and the status line (a guest's connection line too) must be
// - inside the viewport (the tables do not scroll),
// - not covered by another element: the element hit at its centre and near its four
//   corners (inset past its rounded corners) is itself or inside it,
// - not clipped by an ancestor that hides its overflow (`hidden`, `clip`), and, inside
//   an ancestor that scrolls (`auto`, `scroll`), reachable by scrolling it there;
// - its text not cut (a button or the status line whose content is wider or taller
//   than its box while it hides the overflow);
// and every Оттава opponent drawn at a place on the table's canvas (its badge's middle
// on the canvas, inside the viewport, not covered).
// While a dialog is up (the hot-seat screen, the game-over box) only the dialog's
// controls are judged: the table under it is covered on purpose. Visually hidden
// elements (the screen reader's copies of the hand: 1 px, clipped) are not judged.

/**
 * Runs in the page. Returns one sentence per problem found (none: all is reachable),
 * and how many things it judged (a check that judged nothing says so).
 * @returns {{ problems: string[], judged: number, dialog: boolean, viewport: { width: number, height: number } }}
 */
export function layoutProblems() {
  const W = document.documentElement.clientWidth;
  const H = document.documentElement.clientHeight;
  /** @type {string[]} */
  const problems = [];
  /** @param {Element} el */
  const name = (el) => {
    const h = /** @type {HTMLElement} */ (el);
    const tag = el.tagName.toLowerCase();
    const data = h.dataset
      ? Object.entries(h.dataset)
          .map(([k, v]) => `[data-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${v}"]`)
          .join("")
      : "";
    const cls = typeof h.className === "string" && h.className ? `.${h.className.trim().split(/\s+/).join(".")}` : "";
    // biome-ignore lint/performance/useDomNodeTextContent: the text as a person reads it (innerText hides what is hidden)
    const text = (h.innerText ?? h.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 32);
    return `${tag}${data || cls}${text ? ` "${text}"` : ""}`;
  };
  /** Intentionally hidden from the eye (the sr-only pattern: tiny and clipped). @param {Element} el */
  const visuallyHidden = (el) => {
    for (let a = /** @type {Element | null} */ (el); a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a);
      const r = a.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1 && (cs.clip !== "auto" || cs.clipPath !== "none" || cs.overflow !== "visible"))
        return true;
    }
    return false;
  };
  /** @param {Element} el */
  const shown = (el) => {
    if (el.getClientRects().length === 0) return false;
    const cs = getComputedStyle(el);
    if (cs.visibility !== "visible" || Number(cs.opacity) === 0) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && !visuallyHidden(el);
  };
  const dialogs = [...document.querySelectorAll('[role="dialog"], dialog[open]')].filter(shown);
  const scope = dialogs.at(-1) ?? document.body;
  /** @type {Element[]} */
  const items = [
    ...scope.querySelectorAll(
      'button, select, input:not([type="hidden"]), textarea, a[href], [data-role="info"], .ot-status, .iota-hand, [data-role="net-status"]',
    ),
  ].filter(shown);

  /** @param {string} c @returns {number[]} r, g, b, a */
  const rgba = (c) => {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m) return [0, 0, 0, 0];
    const p = m[1]
      .split(/[ ,/]+/)
      .filter(Boolean)
      .map(Number);
    return [p[0], p[1], p[2], p[3] ?? 1];
  };
  const opaque = (/** @type {string} */ c) => rgba(c)[3] >= 0.5;
  /** The first background at least half opaque behind `el` (itself included). @param {Element} el */
  const behind = (el) => {
    for (let a = /** @type {Element | null} */ (el); a; a = a.parentElement) {
      const bg = getComputedStyle(a).backgroundColor;
      if (opaque(bg)) return bg;
    }
    return "rgb(255, 255, 255)";
  };
  /** WCAG contrast ratio of two colours. @param {string} a @param {string} b */
  const contrast = (a, b) => {
    const lum = (/** @type {string} */ c) => {
      const [r, g, bl] = rgba(c).map((v) => v / 255);
      const f = (/** @type {number} */ v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
    };
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };

  /** Scrolls every ancestor that a person can scroll so that `el` is in it. @param {Element} el */
  function reveal(el) {
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      const r = el.getBoundingClientRect();
      const box = a.getBoundingClientRect();
      const top = box.top + a.clientTop;
      const left = box.left + a.clientLeft;
      // A few pixels of room past the element (scroll positions are whole pixels).
      const m = 4;
      if (/auto|scroll/.test(cs.overflowY) && a.scrollHeight > a.clientHeight) {
        if (r.bottom > top + a.clientHeight - m)
          a.scrollTop += Math.min(r.top - top - m, r.bottom - top - a.clientHeight + m);
        else if (r.top < top + m) a.scrollTop -= top + m - r.top;
      }
      if (/auto|scroll/.test(cs.overflowX) && a.scrollWidth > a.clientWidth) {
        if (r.right > left + a.clientWidth - m)
          a.scrollLeft += Math.min(r.left - left - m, r.right - left - a.clientWidth + m);
        else if (r.left < left + m) a.scrollLeft -= left + m - r.left;
      }
    }
  }

  /**
   * Judges one thing at the box `r`; `hit(e)` says whether the element hit at a
   * point is that thing.
   * @param {string} what @param {DOMRect} r @param {Element} el @param {(e: Element | null) => boolean} hit @param {number} inset
   */
  function judge(what, r, el, hit, inset) {
    const off = [];
    if (r.left < -0.5) off.push(`${Math.round(-r.left)} px past the left edge`);
    if (r.top < -0.5) off.push(`${Math.round(-r.top)} px above the top`);
    if (r.right > W + 0.5) off.push(`${Math.round(r.right - W)} px past the right edge`);
    if (r.bottom > H + 0.5) off.push(`${Math.round(r.bottom - H)} px below the bottom`);
    if (off.length) problems.push(`${what} is outside the ${W}×${H} viewport: ${off.join(", ")}`);
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX === "visible" && cs.overflowY === "visible") continue;
      const box = a.getBoundingClientRect();
      const L = box.left + a.clientLeft;
      const T = box.top + a.clientTop;
      const cut = [];
      if (cs.overflowX !== "visible" && (r.left < L - 0.5 || r.right > L + a.clientWidth + 0.5)) cut.push("sideways");
      if (cs.overflowY !== "visible" && (r.top < T - 0.5 || r.bottom > T + a.clientHeight + 0.5))
        cut.push("at the top or bottom");
      if (cut.length) {
        // The nearest clipping box only: the ones around it clip the same way.
        problems.push(
          `${what} is clipped ${cut.join(" and ")} by ${name(a)} (overflow ${cs.overflowX}/${cs.overflowY})`,
        );
        break;
      }
    }
    const d = Math.min(inset, r.width / 2 - 0.5, r.height / 2 - 0.5);
    const points = [
      ["centre", r.left + r.width / 2, r.top + r.height / 2],
      ["top left corner", r.left + d, r.top + d],
      ["top right corner", r.right - d, r.top + d],
      ["bottom left corner", r.left + d, r.bottom - d],
      ["bottom right corner", r.right - d, r.bottom - d],
    ];
    for (const [where, x, y] of points) {
      if (x < 0 || y < 0 || x >= W || y >= H) continue;
      const e = document.elementFromPoint(/** @type {number} */ (x), /** @type {number} */ (y));
      if (!hit(e)) {
        problems.push(`${what} is covered at its ${where} by ${e ? name(e) : "nothing (off the page)"}`);
        break;
      }
    }
  }

  for (const el of items) {
    reveal(el);
    const cs = getComputedStyle(el);
    // Past a rounded corner: a point at 0.3 × the radius from both edges is inside it.
    const radius = parseFloat(cs.borderTopLeftRadius) || 0;
    const inset = Math.ceil(radius * 0.3) + 2;
    const rects = cs.display === "inline" ? [...el.getClientRects()] : [el.getBoundingClientRect()];
    for (const r of rects)
      judge(name(el), r, el, (e) => !!e && (e === el || el.contains(e)), cs.display === "inline" ? 0 : inset);
    if (
      (el.matches("button") || el.matches('[data-role="info"], .ot-status, [data-role="net-status"]')) &&
      cs.overflowX !== "visible"
    ) {
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        problems.push(
          `${name(el)}: its text is cut (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
        );
    }
  }
  // Form controls drawn with the page's own colours, readable: a select is not left
  // to the engine's look (appearance: none), and the text of every enabled control
  // (and of a select's options) stands out from what is behind it (4.5:1, WCAG AA).
  for (const el of items) {
    if (!el.matches("button, select, input, textarea") || /** @type {any} */ (el).disabled) continue;
    if (el.matches('input[type="checkbox"], input[type="radio"], input[type="range"], input[type="color"]')) continue;
    const cs = getComputedStyle(el);
    if (el.matches("select") && (cs.appearance ?? cs.webkitAppearance) !== "none")
      problems.push(
        `${name(el)} is drawn by the browser (appearance ${cs.appearance ?? cs.webkitAppearance}): its colours are the engine's`,
      );
    const ratio = contrast(cs.color, behind(el));
    if (ratio < 4.5)
      problems.push(`${name(el)}: its text's contrast is ${ratio.toFixed(2)}:1 (${cs.color} on ${behind(el)})`);
    for (const o of el.matches("select") ? el.querySelectorAll("option") : []) {
      const os = getComputedStyle(o);
      const r = contrast(os.color, opaque(os.backgroundColor) ? os.backgroundColor : behind(el));
      if (r < 4.5) problems.push(`${name(el)}: its option "${o.textContent}" has a contrast of ${r.toFixed(2)}:1`);
    }
  }
  let judged = items.length;
  // The Оттава hand is drawn on the table's canvas: each card's centre must be on
  // the canvas, inside the viewport, with nothing over it.
  const y = /** @type {any} */ (window).yotta;
  const canvas = document.querySelector(".ot-canvas");
  if (canvas && y?.state?.()?.game === "ottawa" && typeof y.handCardCenter === "function" && scope.contains(canvas)) {
    const hand = y.state().view?.hand ?? [];
    hand.forEach((/** @type {string} */ card, /** @type {number} */ i) => {
      const c = y.handCardCenter(i);
      if (!c) return problems.push(`the hand's card ${card} has no place on the table`);
      judge(`the hand's card ${card}`, new DOMRect(c.x - 1, c.y - 1, 2, 2), canvas, (e) => e === canvas, 0);
      judged++;
    });
    // Each opponent is drawn at its place on the table: the middle of its fan's badge
    // on the canvas, inside the viewport, with nothing over it. The shown seat (the
    // hand at the bottom) is the one seat without a place.
    const seats = y.state().view?.handSizes?.length ?? 0;
    const box = canvas.getBoundingClientRect();
    let unplaced = 0;
    for (let seat = 0; seat < seats; seat++) {
      const c = y.seatCenter?.(seat);
      if (!c) {
        unplaced++;
        continue;
      }
      const what = `the opponent in seat ${seat + 1}`;
      if (!Number.isFinite(c.x) || !Number.isFinite(c.y)) {
        problems.push(`${what} has no place on the table (${c.x}, ${c.y})`);
        continue;
      }
      if (c.x < box.left || c.x > box.right || c.y < box.top || c.y > box.bottom)
        problems.push(
          `${what} is placed off the table, at (${Math.round(c.x)}, ${Math.round(c.y)}) outside the canvas's ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      else judge(what, new DOMRect(c.x - 1, c.y - 1, 2, 2), canvas, (e) => e === canvas, 0);
      judged++;
    }
    if (seats > 0 && unplaced !== 1)
      problems.push(`${unplaced} seats have no place on the table (only the shown seat has none)`);
  }
  return { problems, judged, dialog: scope !== document.body, viewport: { width: W, height: H } };
}

/**
 * Runs in the page: what the page's layout is now, as text (the viewport, each canvas's
 * drawn size, the boxes of the things layoutProblems judges, the Оттава hand's and
 * opponents' places). The same text in two frames running: the page has laid itself
 * out (a table lays out again on the frames after a resize: ResizeObserver, then
 * requestAnimationFrame).
 */
export function layoutSignature() {
  const parts = [`${innerWidth}x${innerHeight}`];
  for (const c of document.querySelectorAll("canvas")) parts.push(`c${c.width}x${c.height}`);
  const sel =
    'button, select, input:not([type="hidden"]), textarea, a[href], [data-role="info"], .ot-status, .iota-hand, [role="dialog"], dialog[open]';
  for (const e of document.querySelectorAll(sel)) {
    const r = e.getBoundingClientRect();
    parts.push(`${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)},${Math.round(r.height)}`);
  }
  const y = /** @type {any} */ (window).yotta;
  if (y?.state?.()?.game === "ottawa") {
    const v = y.state().view;
    (v?.hand ?? []).forEach((/** @type {string} */ _c, /** @type {number} */ i) =>
      parts.push(JSON.stringify(y.handCardCenter?.(i) ?? null)),
    );
    for (let seat = 0; seat < (v?.handSizes?.length ?? 0); seat++)
      parts.push(JSON.stringify(y.seatCenter?.(seat) ?? null));
  }
  return parts.join(" ");
}

/** The sizes a table is judged at: desktop, small laptop, two phones upright, a phone on its side. */
export const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
  { width: 844, height: 390 },
];
