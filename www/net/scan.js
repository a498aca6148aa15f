// @ts-check
// The page's own QR scanner, for the host to read a guest's reply (a guest scans the
// invitation with the phone's camera app: it is a link to this page).
//
// Frames of the camera are read by the browser's `BarcodeDetector` where it exists
// and knows QR codes; elsewhere by the npm package `qr`'s decoder (www/vendor/
// qr-decode.js, bundled by scripts/post-build.mjs), which is loaded only now, when
// the scanner opens. Without a camera (or without permission) the scanner says so;
// pasting the code always works.
import { h } from "../ui/dom.js";

/**
 * A function reading a QR code from a video frame, or null when there is none.
 * @returns {Promise<(video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>>}
 */
async function frameReader() {
  // any: the BarcodeDetector API is not in TypeScript's DOM library yet
  const BD = /** @type {any} */ (globalThis).BarcodeDetector;
  if (BD && (await BD.getSupportedFormats?.().catch(() => []))?.includes("qr_code")) {
    const detector = new BD({ formats: ["qr_code"] });
    return async (video) => {
      const codes = await detector.detect(video).catch(() => []);
      return codes[0]?.rawValue ?? null;
    };
  }
  // Resolved against the page (not this module, which a release bundles elsewhere),
  // and so never bundled: the decoder is fetched now, when the scanner opens.
  const url = new URL("www/vendor/qr-decode.js", document.baseURI).href;
  const { default: decodeQR } = await import(url);
  return async (video, canvas) => {
    const w = video.videoWidth;
    const hh = video.videoHeight;
    if (!w || !hh) return null;
    canvas.width = w;
    canvas.height = hh;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d", { willReadFrequently: true }));
    ctx.drawImage(video, 0, 0, w, hh);
    try {
      return decodeQR(ctx.getImageData(0, 0, w, hh));
    } catch {
      return null; // no code in this frame
    }
  };
}

/**
 * Opens the scanner over `host` and resolves with the first QR code's text read, or
 * null when the person closes it (or there is no camera).
 * @param {HTMLElement} host where the scanner's dialog goes
 * @param {import("./strings.js").Translate} t
 * @returns {Promise<string | null>}
 */
export function scanQr(host, t) {
  return new Promise((resolve) => {
    const video = /** @type {HTMLVideoElement} */ (h("video", { class: "net-video", muted: true, playsinline: true }));
    const note = h("p", { class: "net-note", role: "status" }, t("netScanning"));
    const close = h("button", { type: "button", dataset: { action: "close-scanner" } }, t("netClose"));
    const box = h(
      "div",
      { class: "net-scanner", role: "dialog", "aria-modal": "true", "aria-label": t("netScan") },
      video,
      note,
      close,
    );
    host.append(box);
    /** @type {MediaStream | null} */
    let stream = null;
    let done = false;
    const canvas = document.createElement("canvas");
    function finish(/** @type {string | null} */ text) {
      if (done) return;
      done = true;
      for (const tr of stream?.getTracks() ?? []) tr.stop();
      box.remove();
      resolve(text);
    }
    close.addEventListener("click", () => finish(null));
    close.focus();
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch {
        note.textContent = t("netNoCamera");
        return;
      }
      if (done) return finish(null);
      video.srcObject = stream;
      await video.play().catch(() => {});
      const read = await frameReader();
      while (!done) {
        const text = await read(video, canvas);
        if (text) return finish(text);
        await new Promise((r) => setTimeout(r, 150));
      }
    })();
  });
}
