// Server-side rendering: the packed package's browser entries (`dlx-sudoku/board`,
// `dlx-sudoku/worker`) imported in Node, where there is no DOM and no Worker. Importing must not
// throw, nothing is defined as an element, and the client fails only when used, saying why.
// Prints one "ok: ..." line per check and exits non-zero at the first failure (tests/embed/run.mjs).

import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

assert.equal(typeof globalThis.HTMLElement, 'undefined', 'this script runs without a DOM');
assert.equal(typeof globalThis.Worker, 'undefined', 'this script runs without a Worker');

const board = await import('dlx-sudoku/board');
const worker = await import('dlx-sudoku/worker');
assert.equal(typeof board.SudokuBoardElement, 'function');
assert.equal(typeof globalThis.customElements, 'undefined', 'importing the board defines no customElements');
console.log('ok: ssr: dlx-sudoku/board and dlx-sudoku/worker import in Node without a DOM or a Worker');

const client = new worker.SolverClient();
const err = await client.call('solve', { grid: new Array(81).fill(0) }).then(
  () => assert.fail('a call resolved without a Worker'),
  (e) => e,
);
assert.ok(err instanceof worker.EngineError, `${err?.name}: ${err?.message}`);
assert.match(err.message, /`Worker` is not defined/);
console.log(`ok: ssr: new SolverClient() constructs; a call rejects with an EngineError: "${err.message}"`);

// The worker's script under its new name, and the old one kept for one version.
for (const name of ['dlx-sudoku/solver-worker.js', 'dlx-sudoku/worker.js']) {
  const file = fileURLToPath(import.meta.resolve(name));
  assert.ok(fs.existsSync(file), `${name} resolves to ${file}, which is missing`);
}
const shim = fs.readFileSync(fileURLToPath(import.meta.resolve('dlx-sudoku/worker.js')), 'utf8');
assert.match(shim, /^import '\.\/engine\/solver-worker\.js';$/m, 'worker.js loads solver-worker.js');
console.log('ok: exports: dlx-sudoku/solver-worker.js is the worker script; dlx-sudoku/worker.js still loads it');
