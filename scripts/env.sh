# Sourced by the Makefile's recipes: puts the pinned tools first on PATH.
TOOLS=${YOTTA_TOOLS:-$HOME/.cache/yotta/tools}
export PATH="$PWD/node_modules/.bin:$TOOLS/trunk-0.21.14/bin:$TOOLS/wasm-bindgen-cli-0.2.130/bin:$PATH"
