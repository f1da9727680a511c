// The wasm packages the Node tests load (built by ./build.sh build). A suite that needs one asks
// `built(...)` first: when a file is missing, one failing test says to build, instead of every
// test failing on the import.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The default package (logic layer and generator), as the page serves it. */
export const JS = path.join(ROOT, 'www', 'pkg', 'dlx_sudoku.js');
export const WASM = path.join(ROOT, 'www', 'pkg', 'dlx_sudoku_bg.wasm');

/** Whether every file exists; if not, a failing test names what is missing. */
export function built(...files) {
  const missing = files.filter((f) => !fs.existsSync(f)).map((f) => path.relative(ROOT, f));
  if (missing.length > 0)
    test('the wasm package is built', () => {
      assert.fail(`${missing.join(' and ')} missing: run ./build.sh build first`);
    });
  return missing.length === 0;
}

/** A package's glue, initialised synchronously on its .wasm (the default package by default). */
export async function loadPackage(js = JS, wasm = WASM) {
  const api = await import(pathToFileURL(js).href);
  api.initSync({ module: fs.readFileSync(wasm) });
  return api;
}

let compiled = null;

/**
 * A fresh instance of the default package, apart from any other: a new import of the glue (the
 * query `tag` makes it new, so initSync instantiates again) on the module compiled once. With its
 * exports, to watch its memory and externref table.
 */
export async function freshInstance(tag) {
  compiled ??= new WebAssembly.Module(fs.readFileSync(WASM));
  const api = await import(`${pathToFileURL(JS).href}?instance=${tag}`);
  const exports = api.initSync({ module: compiled });
  assert.ok(exports.memory instanceof WebAssembly.Memory, 'initSync returns the exports with memory');
  return { api, exports };
}

/** Calls `fn`, which must throw an Error (not a trap) whose message matches `pattern`. */
export function expectError(label, fn, pattern) {
  let result;
  try {
    result = fn();
  } catch (e) {
    assert.ok(!(e instanceof WebAssembly.RuntimeError), `${label}: trapped: ${e}`);
    assert.ok(e instanceof Error, `${label}: threw a non-Error ${String(e)}`);
    assert.match(e.message, pattern, `${label}: unclear message ${JSON.stringify(e.message)}`);
    return e.message;
  }
  assert.fail(`${label}: returned ${String(result).slice(0, 80)} instead of throwing`);
}
