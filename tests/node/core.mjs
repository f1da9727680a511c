// The core build (`--no-default-features`: no logic layer, no generator), in Node, as
// `./build.sh build` leaves it in target/pkg-core:
//
//   ./build.sh build && node --test tests/node/core.mjs
//
// It must answer as the default build does: every solution is checked against the rules and
// the givens here, and max_score against tests/data/maxscore_cases.txt (exact answers of
// an independent brute force, copied from tests/data). Its exports are the engine's only.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { cellsOf, checkSolution } from './support/sudoku.mjs';
import { built, loadPackage } from './support/wasm.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CORE = path.join(ROOT, 'target', 'pkg-core');
const JS = path.join(CORE, 'dlx_sudoku_core.js');
const WASM = path.join(CORE, 'dlx_sudoku_core_bg.wasm');
const CASES = path.join(ROOT, 'tests', 'data', 'maxscore_cases.txt');

/** The grid of a maxscore_cases line and its exact score (-1: no solution). */
function cases() {
  return fs
    .readFileSync(CASES, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [grid, score] = line.trim().split(/\s+/);
      return { cells: cellsOf(grid), score: Number(score) };
    });
}

if (built(JS, WASM)) {
  const api = await loadPackage(JS, WASM);

  test('the core build exports the engine and nothing of the logic layer or the generator', (t) => {
    for (const name of [
      'solve',
      'solve_text',
      'solve_batch',
      'count_solutions',
      'max_score',
      'max_score_text',
      'target',
      'parse_text',
      'clashing_cells',
      'cell_weight',
    ]) {
      assert.equal(typeof api[name], 'function', `${name} is exported`);
    }
    for (const name of ['candidates', 'steps', 'rate', 'hint', 'generate']) {
      assert.equal(api[name], undefined, `${name} is not in the core build`);
    }
    const bytes = fs.readFileSync(WASM);
    t.diagnostic(`core build: ${bytes.length} bytes raw, ${zlib.gzipSync(bytes, { level: 9 }).length} bytes gzip -9`);
  });

  test('solve and count_solutions: every solvable case solved by the rules and its givens', () => {
    for (const [i, { cells, score }] of cases().entries()) {
      const label = `maxscore_cases line ${i + 1}`;
      if (score === -1) {
        // Clashing givens are refused with a message; others have no solution to count.
        const clash = api.clashing_cells(cells).length > 0;
        if (clash) assert.throws(() => api.count_solutions(cells, 2), /clash/);
        else assert.equal(api.count_solutions(cells, 2), 0, `${label}: no solution`);
        assert.throws(
          () => api.solve(cells),
          (e) => !(e instanceof WebAssembly.RuntimeError) && /clash|no solution/.test(e.message),
        );
        continue;
      }
      checkSolution(cells, Array.from(api.solve(cells)), label);
      assert.ok(api.count_solutions(cells, 2) >= 1, `${label}: counted`);
    }
  });

  test('max_score: the exact answer of every case, -1 without a solution', () => {
    for (const [i, { cells, score }] of cases().entries()) {
      assert.equal(api.max_score(cells), score, `maxscore_cases line ${i + 1}`);
    }
  });

  test('bad input throws an Error that says what is wrong, never a trap', () => {
    for (const [bad, pattern] of [
      [new Uint8Array(80), /81/],
      [Array(81).fill(10), /0\.\.=?9|0-9|digit/i],
      ['not a grid', /./],
    ]) {
      assert.throws(
        () => api.max_score(bad),
        (e) => !(e instanceof WebAssembly.RuntimeError) && e instanceof Error && pattern.test(e.message),
      );
    }
    assert.equal(api.max_score(new Uint8Array(81)), 2906, 'the module still answers (the empty grid scores 2906)');
  });
}
