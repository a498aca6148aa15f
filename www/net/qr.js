// @ts-check
// QR codes of the invitation and reply links, drawn as SVG (sharp at any size, no
// inline style, so the page's CSP holds). The encoder is the npm package `qr`
// (zero dependencies, about 5 KB gzipped), bundled into www/vendor/qr.js by
// scripts/post-build.mjs; this module is loaded only when a game has a seat on
// another device, never in the first load.
import encodeQR from "../vendor/qr.js";
import { qrMatrixWith, qrVersion } from "./qr-matrix.js";

export { qrVersion };

const SVG = "http://www.w3.org/2000/svg";

/** The modules of the QR code of `text` (true = dark), without the quiet zone. @param {string} text */
export function qrMatrix(text) {
  return qrMatrixWith(encodeQR, text);
}

/**
 * An `<svg>` element showing the QR code of `text`, with a quiet zone of 4 modules.
 * @param {string} text @param {string} label what the code holds, for screen readers
 * @returns {SVGSVGElement}
 */
export function qrSvg(text, label) {
  const m = qrMatrix(text);
  const n = m.length + 8;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${n} ${n}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.setAttribute("shape-rendering", "crispEdges");
  svg.dataset.version = String(qrVersion(m));
  svg.dataset.text = text;
  const bg = document.createElementNS(SVG, "rect");
  bg.setAttribute("width", String(n));
  bg.setAttribute("height", String(n));
  bg.setAttribute("fill", "#fff");
  const path = document.createElementNS(SVG, "path");
  let d = "";
  m.forEach((row, y) => {
    // One horizontal run of dark modules per path segment.
    for (let x = 0; x < row.length; ) {
      if (!row[x]) {
        x++;
        continue;
      }
      let e = x;
      while (e < row.length && row[e]) e++;
      d += `M${x + 4} ${y + 4}h${e - x}v1h${x - e}z`;
      x = e;
    }
  });
  path.setAttribute("d", d);
  path.setAttribute("fill", "#000");
  svg.append(bg, path);
  return svg;
}
