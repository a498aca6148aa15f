#!/usr/bin/env bash
# How much of the release wasm the JS API layer (src/api) accounts for:
#   bench/wasm-size.sh
# Builds the release wasm as `make dist` does (cargo release, wasm-bindgen, wasm-opt
# -O3) but keeps the function names (wasm-opt -g), then attributes every function
# body by name (bench/wasm-size.mjs). Needs the tools of `scripts/setup.sh build`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
out=target/api-size
mkdir -p "$out"
cargo build --quiet --release --target wasm32-unknown-unknown
wasm-bindgen --target web --out-dir "$out" --out-name yotta target/wasm32-unknown-unknown/release/yotta.wasm
wasm-opt -O3 -g --enable-bulk-memory --enable-reference-types --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals --enable-multivalue \
  "$out/yotta_bg.wasm" -o "$out/yotta_bg.opt.wasm"
echo "before wasm-opt:"
node bench/wasm-size.mjs "$out/yotta_bg.wasm"
echo
echo "after wasm-opt -O3 (as shipped):"
node bench/wasm-size.mjs "$out/yotta_bg.opt.wasm"
[ -f dist/yotta_bg.wasm ] && echo && echo "dist/yotta_bg.wasm (make dist): $(wc -c < dist/yotta_bg.wasm) bytes, $(gzip -9c dist/yotta_bg.wasm | wc -c) gzipped"
