// @ts-check
// The modules of a QR code from the `qr` package's encoder (handed in, so that tests
// can run this with the bundled encoder of dist/www/vendor/).

/**
 * The modules of the QR code of `text` (true = dark), without the quiet zone. Error
 * correction "low" (7 %) keeps the code small: it is read from a screen, not from worn
 * paper.
 * @param {(text: string, output: "raw", opts: { ecc: "low", border: number }) => boolean[][]} encodeQR
 * @param {string} text
 * @returns {boolean[][]}
 */
export function qrMatrixWith(encodeQR, text) {
  return encodeQR(text, "raw", { ecc: "low", border: 1 })
    .slice(1, -1)
    .map((row) => row.slice(1, -1));
}

/** The QR version (1–40) of a matrix: its side is 17 + 4 × version modules. @param {boolean[][]} m */
export function qrVersion(m) {
  return (m.length - 17) / 4;
}
