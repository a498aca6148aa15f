#!/usr/bin/env bash
# Lighthouse (mobile preset) on the release build served gzipped on loopback:
#   bench/lighthouse.sh [runs]
# Installs Lighthouse on first use into ~/.cache/yotta/lighthouse (see bench/lighthouse.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
exec nice -n 10 node bench/lighthouse.mjs "${1:-3}" dist
