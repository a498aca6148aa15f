// @ts-check
// QR codes of the invitation and reply links, drawn as SVG (sharp at any size, no
// inline style, so the page's CSP holds). The encoder is the npm package `qr`
// (zero dependencies, about 5 KB gzipped), bundled into www/vendor/qr.js by
// scripts/post-build.mjs; this module is loaded only when a game has a seat on
// another device, never in the first load.
import encodeQR from "../vendor/qr.js";

const SVG = "http://www.w3.org/2000/svg";

/**
 * The modules of the QR code of `text` (true = dark), without the quiet zone.
 * Error correction "low" (7 %) keeps the code small: it is read from a screen, not
 * from worn paper.
 * @param {string} text
 * @returns {boolean[][]}
 */
export function qrMatrix(text) {
  return encodeQR(text, "raw", { ecc: "low", border: 1 }).slice(1, -1).map((row) => row.slice(1, -1));
}

/** The QR version (1–40) of a matrix: its side is 17 + 4 × version modules. @param {boolean[][]} m */
export function qrVersion(m) {
  return (m.length - 17) / 4;
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
