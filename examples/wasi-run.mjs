// Runs a wasm32-wasip1 build of an example under Node's WASI, to time the computer
// players in WebAssembly (BENCHMARKS.md):
//   cargo build --release --example tournament --target wasm32-wasip1
//   node examples/wasi-run.mjs target/wasm32-wasip1/release/examples/tournament.wasm iota hard medium --games 40
import { readFileSync } from "node:fs";
import { WASI } from "node:wasi";

const [file, ...args] = process.argv.slice(2);
const wasi = new WASI({ version: "preview1", args: ["tournament", ...args], env: {}, returnOnExit: true });
const module = await WebAssembly.compile(readFileSync(file));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
