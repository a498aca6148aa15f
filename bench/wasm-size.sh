#!/usr/bin/env bash
# How much of each shipped wasm the JS API layer (src/api) accounts for:
#   bench/wasm-size.sh
# Builds the two wasm files as `make dist` does (cargo with the profile and features of
# each build, wasm-bindgen, wasm-opt: -O3 for the full engine, -Os for the page's) but
# keeps the function names (wasm-opt -g), then attributes every function body by name
# (bench/wasm-size.mjs). Needs the tools of `scripts/setup.sh build`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
out=target/api-size
mkdir -p "$out"
# name, cargo profile, cargo feature flags, wasm-opt level
for build in "yotta wasm-worker '' -O3" "yotta_page wasm-page --no-default-features -Os"; do
  eval "set -- $build"
  name=$1 profile=$2 features=$3 level=$4
  cargo build --quiet --lib --profile "$profile" $features --target wasm32-unknown-unknown
  wasm-bindgen --target web --out-dir "$out" --out-name "$name" "target/wasm32-unknown-unknown/$profile/yotta.wasm"
  wasm-opt "$level" -g --enable-bulk-memory --enable-reference-types --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-mutable-globals --enable-multivalue \
    "$out/${name}_bg.wasm" -o "$out/${name}_bg.opt.wasm"
  echo "== ${name}_bg.wasm ($profile), before wasm-opt:"
  node bench/wasm-size.mjs "$out/${name}_bg.wasm"
  echo
  echo "== ${name}_bg.wasm, after wasm-opt $level (as shipped):"
  node bench/wasm-size.mjs "$out/${name}_bg.opt.wasm"
  [ -f "dist/${name}_bg.wasm" ] && echo && echo "dist/${name}_bg.wasm (make dist): $(wc -c < "dist/${name}_bg.wasm") bytes, $(gzip -9c "dist/${name}_bg.wasm" | wc -c) gzipped"
  echo
done
