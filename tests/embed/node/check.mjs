// A Node app of the packed dlx-sudoku: the `--target web` build loaded with initSync from the
// package's own .wasm (resolved through the package's exports), then the core build
// (`dlx-sudoku/core`) the same way. Prints one "ok: ..." line per check and exits non-zero at
// the first failure. Run by tests/embed/run.mjs.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { count_solutions, initSync, max_score_text, rate, solve, solve_text } from 'dlx-sudoku';
import * as core from 'dlx-sudoku/core';

const wasmPath = fileURLToPath(import.meta.resolve('dlx-sudoku/pkg/dlx_sudoku_bg.wasm'));
initSync({ module: fs.readFileSync(wasmPath) });
console.log(`ok: initSync with ${wasmPath.slice(wasmPath.indexOf('node_modules'))}`);

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
// Known answers, not computed by the package: PUZZLE is line 230 of top1465 and SOLUTION its
// line in tests/data/top1465.solutions.txt; NOIP 2009's official sample 2 and its published
// best score (tests/data/maxscore_cases.txt line 2), and a case of that file without a
// solution (-1, line 33).
const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
const NOIP2 = '000702453900008000740005010195080000070000025030579108000601000060900001000000006';
const NOIP2_SCORE = 2852;
const NO_SOLUTION = '000000006000208000000015720205167000034802610010900000001046002427309501050780040';

// The rules, checked here: every row, column and box holds 1-9 once, and the givens are kept.
function checkSolution(puzzle, solution) {
  assert.match(solution, /^[1-9]{81}$/, `a solution is 81 digits 1-9, got ${JSON.stringify(solution)}`);
  for (let i = 0; i < 81; i++) {
    if (puzzle[i] !== '.')
      assert.equal(solution[i], puzzle[i], `cell ${i} is a given ${puzzle[i]}, the solution has ${solution[i]}`);
  }
  for (let u = 0; u < 9; u++) {
    const row = [],
      col = [],
      box = [];
    for (let k = 0; k < 9; k++) {
      row.push(solution[9 * u + k]);
      col.push(solution[9 * k + u]);
      box.push(solution[27 * Math.floor(u / 3) + 3 * (u % 3) + 9 * Math.floor(k / 3) + (k % 3)]);
    }
    for (const [name, unit] of [
      ['row', row],
      ['column', col],
      ['box', box],
    ]) {
      assert.equal(new Set(unit).size, 9, `${name} ${u + 1} repeats a digit: ${unit.join('')}`);
    }
  }
}

const text = solve_text(PUZZLE);
checkSolution(PUZZLE, text);
assert.equal(text, SOLUTION, 'solve_text gives the published solution');
console.log(
  `ok: solve_text gives the published solution, which keeps the givens and the rules (${text.slice(0, 18)}...)`,
);

const grid = Uint8Array.from(PUZZLE, (c) => (c === '.' ? 0 : Number(c)));
const fromGrid = solve(grid);
assert.ok(fromGrid instanceof Uint8Array && fromGrid.length === 81, 'solve returns a Uint8Array of 81');
assert.equal(Array.from(fromGrid).join(''), text, 'solve(grid) and solve_text(text) agree');
assert.equal(count_solutions(grid, 2), 1, 'the puzzle has one solution');
console.log('ok: solve(Uint8Array) agrees, count_solutions = 1');

assert.equal(max_score_text('0'.repeat(81)), 2906, 'max_score of the empty grid');
console.log('ok: max_score of the empty grid is 2906');

const r = rate(PUZZLE);
assert.equal(r.result, 'solved');
assert.ok(['easy', 'medium', 'hard', 'expert', 'extreme'].includes(r.difficulty), `difficulty ${r.difficulty}`);
assert.equal(typeof r.rating, 'number');
console.log(`ok: rate: ${r.difficulty}, ER ${r.rating}`);

assert.throws(() => solve_text('1'.repeat(80)), /expected 81 cells, found 80/);
console.log("ok: invalid input throws the package's message");

// The core build: its own module and .wasm, the engine's exports and no logic layer.
const coreWasmPath = fileURLToPath(import.meta.resolve('dlx-sudoku/core/dlx_sudoku_core_bg.wasm'));
assert.notEqual(path.basename(coreWasmPath), path.basename(wasmPath), 'the core build has its own .wasm, by name');
assert.equal(
  fileURLToPath(import.meta.resolve('dlx-sudoku/core/dlx_sudoku_bg.wasm')),
  coreWasmPath,
  "the core .wasm's 0.2.0 address still names it",
);
core.initSync({ module: fs.readFileSync(coreWasmPath) });
console.log(
  `ok: dlx-sudoku/core: initSync with ${coreWasmPath.slice(coreWasmPath.indexOf('node_modules'))} (${fs.statSync(coreWasmPath).size} bytes, the default ${fs.statSync(wasmPath).size})`,
);
assert.equal(typeof core.default, 'function', 'dlx-sudoku/core exports init as its default');
for (const name of ['rate', 'steps', 'hint', 'candidates', 'generate'])
  assert.equal(name in core, false, `dlx-sudoku/core exports ${name}`);
assert.ok(
  fs.statSync(coreWasmPath).size < fs.statSync(wasmPath).size / 2,
  'the core .wasm is less than half the default one',
);
console.log('ok: dlx-sudoku/core has init as its default export and none of the logic layer or the generator');
assert.equal(core.solve_text(PUZZLE), SOLUTION, 'core solve_text');
assert.equal(Array.from(core.solve(grid)).join(''), SOLUTION, 'core solve(Uint8Array)');
assert.equal(core.count_solutions_text(PUZZLE, 2), 1, 'core count_solutions_text');
console.log('ok: dlx-sudoku/core: solve and solve_text give the published solution; count_solutions_text = 1');
assert.equal(core.max_score_text(NOIP2), NOIP2_SCORE, 'core max_score_text of NOIP 2009 sample 2');
assert.equal(core.max_score(Uint8Array.from(NOIP2, Number)), NOIP2_SCORE, 'core max_score of NOIP 2009 sample 2');
assert.equal(core.max_score_text(NO_SOLUTION), -1, 'core max_score_text of a grid without a solution');
assert.equal(max_score_text(NOIP2), NOIP2_SCORE, 'the default build agrees');
console.log(
  `ok: dlx-sudoku/core: max_score of NOIP 2009 sample 2 is ${NOIP2_SCORE} (published), -1 without a solution`,
);
assert.throws(() => core.solve_text('1'.repeat(80)), /expected 81 cells, found 80/);
console.log("ok: dlx-sudoku/core: invalid input throws the package's message");
