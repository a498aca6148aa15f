// @ts-check
// A tiny helper to build DOM elements (no innerHTML: the CSP and safety).

/**
 * `h("button", { class: "x", dataset: { action: "pass" }, onclick }, "Pass")`.
 * Attributes starting with "on" are listeners; `dataset` and `style` objects are
 * applied key by key; `false`/`null`/`undefined` attributes are skipped.
 * @param {string} tag
 * @param {Record<string, unknown>} [attrs]
 * @param {...(Node | string | number | null | undefined | false)} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    if (k === "dataset") Object.assign(el.dataset, v);
    else if (k === "style") Object.assign(el.style, v);
    else if (k.startsWith("on") && typeof v === "function")
      el.addEventListener(k.slice(2), /** @type {EventListener} */ (v));
    else if (k === "class") el.className = String(v);
    else if (k in el && k !== "list" && typeof v !== "string")
      /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (el))[k] = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === "object" ? c : String(c));
  }
  return el;
}
