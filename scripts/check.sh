#!/usr/bin/env bash
# The quick gate (`make check`, the first step of `make test` and so of CI): format,
# lint and types of the page, the tests and the scripts (biome, tsc), and of the engine
# (cargo fmt, clippy). Seconds when warm; run it before every commit.
#   scripts/check.sh         check, change nothing
#   scripts/check.sh --fix   format the code and apply biome's safe fixes, then check
set -uo pipefail
cd "$(dirname "$0")/.."
failed=()
run() { # NAME COMMAND...: runs one check and remembers a failure
  local name=$1; shift
  printf '\033[1m-- %s\033[0m: %s\n' "$name" "$*"
  "$@" || failed+=("$name")
}
if [ "${1:-}" = --fix ]; then
  biome check --write >/dev/null 2>&1 || true
  cargo fmt
fi
run biome biome check --error-on-warnings
# jsconfig.json: checkJs, strict; the engine typed from types/*.d.ts (the build's
# declarations, checked equal to them by tests/node/types.test.mjs).
run tsc tsc -p jsconfig.json
# The service worker has a scope of its own (the webworker library, not the DOM's).
run tsc-sw tsc -p jsconfig.sw.json
run fmt cargo fmt --check
run clippy cargo clippy --all-targets --locked -- -D warnings
if [ ${#failed[@]} -gt 0 ]; then
  printf '\033[1;31mcheck failed: %s\033[0m (scripts/check.sh --fix formats and applies safe fixes)\n' "${failed[*]}"
  exit 1
fi
printf '\033[1mcheck: all passed\033[0m\n'
