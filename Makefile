# Yotta: the two commands are `make play` and `make test`. Both install what is
# missing first (scripts/setup.sh: pinned tools, idempotent).
SHELL := /bin/bash
PORT ?= 8080
ENV := source scripts/env.sh &&

.PHONY: play test dist setup setup-test serve bench fuzz tournament clean

## make play: build a release and serve it on http://127.0.0.1:$(PORT)/
play: dist
	@$(ENV) node scripts/serve.mjs dist $(PORT)

## make test: formatting, lints, native tests, wasm tests (Node and Chromium), API
## tests against the release build, browser end-to-end tests; one summary line.
test: setup-test
	@$(ENV) scripts/test.sh

## make dist: the release build in dist/ (index.html, yotta.js, yotta_bg.wasm, www/,
## and yotta.html, the self-contained single file).
dist: setup
	@$(ENV) trunk build index.html --release

setup:
	@scripts/setup.sh build

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
