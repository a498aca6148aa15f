#!/usr/bin/env bash
# Runs the property tests (proptest) on new random cases, round after round, for
# MINUTES minutes (default 10). `make test` always checks the cases of one pinned
# seed (scripts/test.sh); this looks further. Each round prints its seed; a failure
# stops the run and says how to replay it. Turn what it finds into a test.
set -uo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-10}
# The native tests are one crate (tests/native/main.rs), a module a file: the files
# with property tests are chosen by cargo test's filters, one a module ("setup_fuzz::").
filters=()
for f in $(grep -l 'proptest' tests/native/*.rs); do filters+=("$(basename "$f" .rs)::"); done
cargo test --release --locked --no-run --test native >/dev/null 2>&1 || cargo test --release --locked --no-run --test native
export PROPTEST_DISABLE_FAILURE_PERSISTENCE=1
end=$((SECONDS + minutes * 60))
rounds=0
while [ "$SECONDS" -lt "$end" ]; do
  seed=$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')
  if ! out=$(PROPTEST_RNG_SEED=$seed cargo test --release --locked -q --test native -- "${filters[@]}" 2>&1); then
    printf '%s\n' "$out" | grep -v '^\s*[0-9]*: \|^\s*at ' | tail -40
    echo "fuzz: round $((rounds + 1)) failed; replay with:"
    echo "  PROPTEST_RNG_SEED=$seed cargo test --release --test native -- ${filters[*]}"
    exit 1
  fi
  rounds=$((rounds + 1))
  echo "fuzz: round $rounds passed (PROPTEST_RNG_SEED=$seed)"
done
echo "fuzz: $rounds rounds passed in $minutes minutes"
