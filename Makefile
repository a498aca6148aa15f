# Yotta: the two commands are `make play` and `make test`. Both install what is
# missing first (scripts/setup.sh: pinned tools, idempotent).
SHELL := /bin/bash
PORT ?= 8080
ENV := source scripts/env.sh &&

.PHONY: play test check dist setup setup-check setup-test serve bench fuzz tournament clean

## make play: build a release and serve it on http://127.0.0.1:$(PORT)/
play: dist
	@$(ENV) node scripts/serve.mjs dist $(PORT)

## make test: formatting, lints, native tests, wasm tests (Node and Chromium), API
## tests against the release build, browser end-to-end tests; one summary line.
test: setup-test
	@$(ENV) scripts/test.sh

## make check: the quick gate, in seconds when warm: biome (format and lint) and tsc
## (types) over the page, tests and scripts; cargo fmt and clippy. The first step of
## `make test`. `scripts/check.sh --fix` formats and applies safe fixes.
check: setup-check
	@$(ENV) scripts/check.sh

## make dist: the release build in dist/ (index.html, yotta.js, yotta_bg.wasm, www/,
## and yotta.html, the self-contained single file).
dist: setup
	@$(ENV) trunk build index.html --release

setup:
	@scripts/setup.sh build

setup-check:
	@scripts/setup.sh check

setup-test:
	@scripts/setup.sh test

## make serve: serve the current dist/ without rebuilding.
serve:
	@$(ENV) node scripts/serve.mjs dist $(PORT)

## make fuzz: the property tests on new random cases for MINUTES (default 10);
## `make test` checks one pinned seed's cases.
fuzz: setup-test
	@$(ENV) scripts/fuzz.sh $(MINUTES)

## make bench: criterion benchmarks (move generation, whole games, computer players).
bench:
	cargo bench

clean:
	cargo clean
	rm -rf dist node_modules
