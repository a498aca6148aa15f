#!/usr/bin/env bash
# Installs everything Yotta's build and tests need that is missing, at pinned versions.
# Idempotent: a second run finishes in about a second.
#
#   scripts/setup.sh build   # Rust wasm target, trunk, wasm-bindgen-cli, npm tools
#   scripts/setup.sh test    # the above, plus Chromium and ChromeDriver
#
# Cargo-installed tools go to $YOTTA_TOOLS (default ~/.cache/yotta/tools/<tool>-<version>),
# so every clone on this machine shares them; npm tools go to ./node_modules.
set -euo pipefail

TRUNK_VERSION=0.21.14
# Must equal the `wasm-bindgen = "=…"` pin in Cargo.toml (checked below).
WASM_BINDGEN_VERSION=0.2.130
TOOLS=${YOTTA_TOOLS:-$HOME/.cache/yotta/tools}

cd "$(dirname "$0")/.."
what=${1:-build}
say() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }

pinned=$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)"/\1/p' Cargo.toml)
if [ "$pinned" != "$WASM_BINDGEN_VERSION" ]; then
  say "Cargo.toml pins wasm-bindgen $pinned but scripts/setup.sh installs $WASM_BINDGEN_VERSION: make them equal"
  exit 1
fi

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown Rust target"
  rustup target add wasm32-unknown-unknown
fi

install_crate() { # name version binary [extra cargo flags]
  local name=$1 version=$2 bin=$3; shift 3
  local root="$TOOLS/$name-$version"
  if [ ! -x "$root/bin/$bin" ]; then
    say "installing $name $version into $root (a few minutes, once per machine)"
    cargo install --quiet --root "$root" "$name" --version "=$version" "$@"
  fi
}
install_crate trunk "$TRUNK_VERSION" trunk --locked
# --locked fails for wasm-bindgen-cli 0.2.130: its lockfile names a crate version
# the registry here lacks (see TOOLCHAIN notes in the README).
install_crate wasm-bindgen-cli "$WASM_BINDGEN_VERSION" wasm-bindgen

if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm dev tools (binaryen for wasm-opt, playwright-core)"
  npm ci --no-audit --no-fund --loglevel=error
fi

if [ "$what" = test ]; then
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      say "installing Debian's chromium and chromium-driver"
      DEBIAN_FRONTEND=noninteractive apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
    else
      say "the browser tests need Chromium and ChromeDriver: install Debian's 'chromium' and"
      say "'chromium-driver' packages (sudo apt-get install chromium chromium-driver), then rerun."
      exit 1
    fi
  fi
fi
