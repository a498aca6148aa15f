// @ts-check
// The panel's "Your data" (./data.js): Export downloads `yotta-data-YYYY-MM-DD.json`,
// Import reads one (`input[type=file][data-role="import-data"]`; a refusal is said in
// `[data-role="data-error"][data-reason]` and changes nothing), Clear all asks first.
import { h } from "../ui/dom.js";
import { exportData, fileName, MAX_DATA, readData, replaceData } from "./data.js";

/** @typedef {import("../ui/i18n.js").Translate} Translate */

/** @returns {Storage | null} */
function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Downloads everything the page keeps as one file. */
function download() {
  const store = storage();
  if (!store) return;
  const now = new Date();
  const url = URL.createObjectURL(new Blob([exportData(store, now)], { type: "application/json" }));
  const a = h("a", { href: url, download: fileName(now), hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The section.
 * @param {Translate} t @param {(done: string) => void} onChanged what the page keeps was replaced
 *   ("imported", "cleared": the word the panel says once drawn again)
 * @param {string} [done] what was just done, said at once
 */
export function dataSection(t, onChanged, done) {
  const note = h("p", { class: "st-note", "aria-live": "polite" });
  // What was said is brought into view (the section is at the panel's end).
  const say = (/** @type {HTMLElement | null} */ el) => {
    note.replaceChildren(...(el ? [el] : []));
    requestAnimationFrame(() => note.scrollIntoView?.({ block: "nearest" }));
  };
  if (done) say(h("span", { class: "st-done", dataset: { role: "data-done" } }, t(done)));
  /** @param {string} reason @param {Record<string, unknown>} [params] */
  const refuse = (reason, params = {}) =>
    say(
      h(
        "span",
        { class: "st-error", role: "alert", dataset: { role: "data-error", reason } },
        `${t(`err_${reason}`, params)} ${t("nothingChanged")}`,
      ),
    );
  const file = /** @type {HTMLInputElement} */ (
    h("input", {
      type: "file",
      accept: ".json,application/json",
      class: "st-file",
      dataset: { role: "import-data" },
      "aria-label": t("import"),
      tabindex: "-1",
    })
  );
  file.addEventListener("change", async () => {
    const f = file.files?.[0];
    file.value = "";
    if (!f) return;
    if (f.size > MAX_DATA) return refuse("too-large", { max: MAX_DATA / 1024 });
    const text = await f.text().catch(() => null);
    if (text === null) return refuse("unreadable");
    const r = readData(text);
    if (!r.ok) return refuse(r.reason, { max: MAX_DATA / 1024, v: r.version ?? "" });
    const store = storage();
    if (!store || !replaceData(store, r.data)) return refuse("unreadable");
    onChanged("imported");
  });
  const confirm = h(
    "div",
    { class: "st-confirm", hidden: true, dataset: { role: "confirm-clear" } },
    h("p", {}, t("confirmClear")),
    h(
      "button",
      {
        class: "danger",
        dataset: { action: "confirm-clear" },
        onclick: () => {
          const store = storage();
          confirm.hidden = true;
          if (!store || !replaceData(store, {})) return refuse("unreadable");
          onChanged("cleared");
        },
      },
      t("yesClear"),
    ),
    h("button", { dataset: { action: "cancel-clear" }, onclick: () => (confirm.hidden = true) }, t("cancel")),
  );
  return h(
    "section",
    { class: "st-data", dataset: { role: "data" } },
    h("h3", {}, t("data")),
    h("p", { class: "st-note" }, t("dataNote")),
    h("button", { dataset: { action: "export-data" }, onclick: download }, t("export")),
    h("button", { dataset: { action: "import-data" }, onclick: () => file.click() }, t("import")),
    file,
    h(
      "button",
      {
        dataset: { action: "clear-data" },
        onclick: () => {
          confirm.hidden = false;
          confirm.querySelector("button")?.focus();
        },
      },
      t("clear"),
    ),
    confirm,
    note,
  );
}
