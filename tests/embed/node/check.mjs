// A Node app of the packed dlx-sudoku: the `--target web` build loaded with initSync from the
// package's own .wasm (resolved through the package's exports). Prints one "ok: ..." line per
// check and exits non-zero at the first failure. Run by tests/embed/run.mjs.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

import { count_solutions, initSync, max_score_text, rate, solve, solve_text } from 'dlx-sudoku';

const wasmPath = fileURLToPath(import.meta.resolve('dlx-sudoku/pkg/dlx_sudoku_bg.wasm'));
initSync({ module: fs.readFileSync(wasmPath) });
console.log(`ok: initSync with ${wasmPath.slice(wasmPath.indexOf('node_modules'))}`);

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

// The rules, checked here: every row, column and box holds 1-9 once, and the givens are kept.
function checkSolution(puzzle, solution) {
  assert.match(solution, /^[1-9]{81}$/, `a solution is 81 digits 1-9, got ${JSON.stringify(solution)}`);
  for (let i = 0; i < 81; i++) {
    if (puzzle[i] !== '.') assert.equal(solution[i], puzzle[i], `cell ${i} is a given ${puzzle[i]}, the solution has ${solution[i]}`);
  }
  for (let u = 0; u < 9; u++) {
    const row = [], col = [], box = [];
    for (let k = 0; k < 9; k++) {
      row.push(solution[9 * u + k]);
      col.push(solution[9 * k + u]);
      box.push(solution[27 * Math.floor(u / 3) + 3 * (u % 3) + 9 * Math.floor(k / 3) + (k % 3)]);
    }
    for (const [name, unit] of [['row', row], ['column', col], ['box', box]]) {
      assert.equal(new Set(unit).size, 9, `${name} ${u + 1} repeats a digit: ${unit.join('')}`);
    }
  }
}

const text = solve_text(PUZZLE);
checkSolution(PUZZLE, text);
console.log(`ok: solve_text gives a solution that keeps the givens and the rules (${text.slice(0, 18)}...)`);

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
console.log('ok: invalid input throws the package\'s message');
