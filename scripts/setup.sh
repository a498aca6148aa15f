#!/usr/bin/env bash
# Installs everything Yotta's build and tests need that is missing, at pinned versions.
# Idempotent: a second run finishes in about a second.
#
#   scripts/setup.sh check   # the npm tools alone (biome, tsc: `make check`)
#   scripts/setup.sh build   # Rust wasm target, trunk, wasm-bindgen-cli, npm tools
#   scripts/setup.sh test    # the above, plus Chromium and ChromeDriver (or the Chrome
#                            # and driver that CHROMIUM/CHROME and CHROMEDRIVER name:
#                            # scripts/browser.sh), Firefox, WebKitGTK's WebDriver and
#                            # MiniBrowser, and Xvfb (the engines in YOTTA_ENGINES,
#                            # default "chromium firefox webkit"), coturn for the
#                            # TURN tests and nftables for the network-cut test
#                            # (each skipped without it)
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

# install_crate NAME VERSION BINARY... [-- CARGO-INSTALL-FLAGS]: makes the binaries of
# crate NAME at VERSION available in $TOOLS/NAME-VERSION/bin, the first way that works:
#   1. they are there already;
#   2. they are on PATH at that version (the first binary answers `--version` with
#      it, the others lie beside it): linked, nothing compiled;
#   3. `cargo binstall` is installed: prebuilt binaries (where the network reaches
#      them; compiling is left to step 4);
#   4. `cargo install` compiles them from crates.io (a few minutes).
# Each step counts as done only when every binary is there (has_all).
has_all() { # DIR BINARY...: every BINARY is an executable file in DIR
  local dir=$1 b; shift
  for b in "$@"; do [ -x "$dir/$b" ] || return 1; done
}
install_crate() {
  local name=$1 version=$2; shift 2
  local bins=()
  while [ $# -gt 0 ] && [ "$1" != -- ]; do bins+=("$1"); shift; done
  [ $# -gt 0 ] && shift
  local root="$TOOLS/$name-$version" b
  has_all "$root/bin" "${bins[@]}" && return 0

  local found dir
  found=$(command -v "${bins[0]}" || true)
  if [ -n "$found" ] && [ "$("$found" --version 2>/dev/null | awk '{ print $2; exit }')" = "$version" ]; then
    dir=$(cd "$(dirname "$found")" && pwd)
    if has_all "$dir" "${bins[@]}"; then
      say "using $name $version found on PATH ($dir)"
      mkdir -p "$root/bin"
      for b in "${bins[@]}"; do ln -sf "$dir/$b" "$root/bin/$b"; done
      return 0
    fi
  fi

  if cargo binstall -V >/dev/null 2>&1; then
    say "installing $name $version with cargo binstall into $root"
    if cargo binstall --no-confirm --disable-telemetry --disable-strategies compile \
      --root "$root" --version "=$version" "$name" && has_all "$root/bin" "${bins[@]}"; then
      return 0
    fi
    say "cargo binstall found no prebuilt $name $version: compiling it instead"
  fi

  say "installing $name $version into $root (a few minutes, once per machine)"
  env "${TOOL_PROFILE[@]}" CARGO_TARGET_DIR="$TOOLS_BUILD" \
    cargo install --quiet "${TOOL_CONFIG[@]}" --root "$root" "$name" --version "=$version" "$@"
}

# How the tools are compiled when they must be. Their own release profiles are made
# for shipping (trunk's: fat LTO and one codegen unit, a long serial link), far more
# than a build tool needs: it copies a few files and runs cargo, wasm-bindgen and
# wasm-opt. Here they build without LTO, in 16 codegen units, without debug info, and
# at opt-level 0, but for the crates that read, transform and write the wasm on every
# build and test run (wasm-bindgen's walrus, wasmparser, wasm-encoder, gimli,
# wasm-bindgen-cli-support and their small helpers), kept at opt-level 1.
# Measured on 2 cores (2026-12-02, both tools from an empty tools folder, CPU
# seconds, user + system, at a load of 4 to 14): opt-level 1 everywhere 764 s
# (22.5 min of wall at that load), opt-level 0 with those crates at 1 and
# wasm-bindgen-cli without its default TLS 387 s. `trunk build index.html
# --release` on a built tree took the same CPU with either (19 s, most of it
# wasm-opt). A fresh clone's whole `scripts/setup.sh test` with an empty tools folder
# (the browsers already installed, npm ci included), at a load of 1.3 to 2.4:
# 3 min 2 s of wall and 327 s of CPU, against 5 min 35 s and 629 s with opt-level 1
# everywhere and wasm-bindgen-cli's TLS. Both tools share one target folder, so that
# the dependencies they have in common are compiled once; it is removed when both are
# installed. (Building the two at once, in two folders, cost 436 s of CPU against
# 387 s, for no wall time that could be shown.)
# Features: trunk is built without its defaults, `rustls` (TLS for its downloads of
# tools, and for `trunk serve --tls`: the build never downloads, Trunk.toml's
# `offline = true`) and `update_check` (asks crates.io for a newer trunk); `trunk
# build` and `trunk serve` (plain HTTP) work as before. wasm-bindgen-cli is built
# without its default `rustls-tls` (rustls and ring, a C and assembly build): its test
# runner talks plain HTTP to the local ChromeDriver.
TOOL_PROFILE=(
  CARGO_PROFILE_RELEASE_LTO=false
  CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16
  CARGO_PROFILE_RELEASE_OPT_LEVEL=0
  CARGO_PROFILE_RELEASE_DEBUG=false
  CARGO_PROFILE_RELEASE_STRIP=debuginfo
)
TOOL_CONFIG=()
for crate in walrus wasmparser wasm-encoder gimli leb128 id-arena wasm-bindgen-cli-support wasm-bindgen-shared; do
  TOOL_CONFIG+=(--config "profile.release.package.$crate.opt-level=1")
done
TOOLS_BUILD=$TOOLS/.build
if [ "$what" != check ]; then
install_crate trunk "$TRUNK_VERSION" trunk -- --locked --no-default-features
# --locked fails for wasm-bindgen-cli 0.2.130: its lockfile names a crate version
# the registry here lacks (see the setup notes in the README). The test runner comes
# with it: `cargo test --target wasm32-unknown-unknown` needs it (.cargo/config.toml).
install_crate wasm-bindgen-cli "$WASM_BINDGEN_VERSION" wasm-bindgen wasm-bindgen-test-runner -- --no-default-features
rm -rf "$TOOLS_BUILD"
fi

if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] \
   || [ ! -d node_modules/puppeteer-core ] || [ ! -d node_modules/selenium-webdriver ] \
   || [ ! -x node_modules/.bin/biome ] || [ ! -x node_modules/.bin/tsc ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm dev tools (binaryen for wasm-opt; biome and typescript for make check; playwright-core, puppeteer-core, selenium-webdriver for the browser tests; the local relays: bittorrent-tracker, @nostr-relay, aedes)"
  # No browser downloads: the tests drive the system's browsers.
  PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
fi

if [ "$what" = test ]; then
  # Whether this machine installs Debian's packages itself (root, on Debian: Ubuntu's
  # chromium packages are stand-ins for a snap).
  can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null && grep -qx 'ID=debian' /etc/os-release 2>/dev/null; }
  apt_updated=""
  apt_install() { # PACKAGE...: from Debian's archive, its package lists read once per run
    if [ -z "$apt_updated" ]; then DEBIAN_FRONTEND=noninteractive apt-get update -qq; apt_updated=1; fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  }
  . scripts/browser.sh
  find_browser
  if [ -z "$CHROMIUM" ] || [ -z "$CHROMEDRIVER" ]; then
    if can_apt; then
      say "installing Debian's chromium and chromium-driver"
      apt_install chromium chromium-driver
      find_browser
    fi
  fi
  if [ -z "$CHROMIUM" ] || [ -z "$CHROMEDRIVER" ]; then
    say "the browser tests need Chrome or Chromium and a ChromeDriver of the same version:"
    say "install Debian's 'chromium' and 'chromium-driver' packages (sudo apt-get install"
    say "chromium chromium-driver), or point CHROMIUM (or CHROME) and CHROMEDRIVER at yours."
    exit 1
  fi
  say "browser tests: $CHROMIUM with $CHROMEDRIVER"

  # Firefox and WebKit (tests/e2e/browser.mjs), unless YOTTA_ENGINES leaves them out.
  engines=${YOTTA_ENGINES:-chromium firefox webkit}
  find_engines
  need_engines() { # the Debian packages of the engines still missing
    case " $engines " in *" firefox "*) [ -n "$FIREFOX" ] || echo firefox-esr ;; esac
    case " $engines " in *" webkit "*)
      [ -n "$WEBKITWEBDRIVER" ] || echo webkit2gtk-driver
      [ -n "$MINIBROWSER" ] || echo libwebkit2gtk-4.1-0
      [ -n "$XVFB" ] || echo xvfb ;;
    esac
  }
  missing=$(need_engines | tr '\n' ' ')
  if [ -n "${missing// /}" ] && can_apt; then
    say "installing Debian's $missing"
    # shellcheck disable=SC2086
    apt_install $missing
    find_engines
    missing=$(need_engines | tr '\n' ' ')
  fi
  if [ -n "${missing// /}" ]; then
    say "the Firefox and WebKit browser tests need: $missing"
    say "install them (Debian and Ubuntu: sudo apt-get install firefox-esr webkit2gtk-driver"
    say "libwebkit2gtk-4.1-0 xvfb; Ubuntu's Firefox or Mozilla's does too), point FIREFOX,"
    say "WEBKITWEBDRIVER, MINIBROWSER and XVFB at yours, or leave engines out:"
    say "YOTTA_ENGINES=\"chromium firefox\" make test"
    exit 1
  fi
  case " $engines " in *" firefox "*) say "firefox tests: $FIREFOX" ;; esac
  case " $engines " in *" webkit "*) say "webkit tests: $WEBKITWEBDRIVER with $MINIBROWSER on $XVFB" ;; esac

  # coturn (`turnserver`) for the TURN and STUN tests (tests/e2e/turn.test.mjs), which
  # start it on 127.0.0.1 themselves; without it they are skipped, saying why.
  TURNSERVER=${TURNSERVER:-$(command -v turnserver || true)}
  if [ -z "$TURNSERVER" ] && can_apt; then
    say "installing Debian's coturn"
    apt_install coturn
    TURNSERVER=$(command -v turnserver || true)
  fi
  if [ -n "$TURNSERVER" ]; then
    say "TURN tests: $TURNSERVER"
  else
    say "no coturn: the TURN tests will be skipped. Install it (Debian and Ubuntu: sudo apt-get"
    say "install coturn; Fedora: sudo dnf install coturn; macOS: brew install coturn), or point"
    say "TURNSERVER at a turnserver binary."
  fi

  # nftables (`nft`) for the test that cuts a guest's network for 25 s
  # (tests/e2e/relay-cut.test.mjs: an nftables rule drops what one browser's cgroup
  # sends); it needs root and cgroup v2 too, and is skipped, saying why, without them.
  if ! command -v nft >/dev/null && can_apt; then
    say "installing Debian's nftables"
    apt_install nftables
  fi
  if command -v nft >/dev/null; then
    say "network-cut test: $(command -v nft)"
  else
    say "no nft: the network-cut test will be skipped (it needs root, nftables and cgroup v2;"
    say "Debian and Ubuntu: sudo apt-get install nftables)."
  fi
fi
