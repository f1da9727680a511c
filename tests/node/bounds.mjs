// The JS API's caps on work and copies (the security review, shared/SECURITY_AUDIT.md, L4), in
// Node: the exports that could run for hours or copy a gigabyte take bounded arguments, refused
// (not clamped) above the cap with the cap named, before anything is copied into wasm memory.
//
//   ./build.sh build && node --test tests/node/bounds.mjs

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CLUE17, EASY, EMPTY } from './support/hostile-calls.mjs';
import { cellsOf, checkSolution } from './support/sudoku.mjs';
import { built, expectError, freshInstance, JS, WASM } from './support/wasm.mjs';

if (built(JS, WASM)) {
  const { api } = await freshInstance('main');
  const clueCells = cellsOf(CLUE17);

  // Huge technique lists are refused before they are copied into wasm memory (as text
  // arguments are above 10,000 characters), with a short message.
  test('a 10 MB technique list is refused before it is copied, with a short message', async () => {
    const { api: fresh, exports: ex } = await freshInstance('huge-techniques');
    fresh.candidates(EMPTY, 'x-wing');
    const before = ex.memory.buffer.byteLength;
    const message = expectError(
      'candidates(EMPTY, 10 MB name)',
      () => fresh.candidates(EMPTY, 'x'.repeat(10_000_000)),
      /technique/,
    );
    assert.ok(message.length < 20_000, `a message of ${message.length} characters`);
    expectError(
      'candidates(EMPTY, a million names)',
      () => fresh.candidates(EMPTY, new Array(1_000_000).fill('x-wing')),
      /technique/,
    );
    assert.equal(ex.memory.buffer.byteLength, before, 'wasm memory grew');
  });

  test('count_solutions: a limit above 1,000,000 is refused, naming the maximum', () => {
    const capped = /^limit must be at most 1000000 \(count_solutions counts no further\), found the number /;
    for (const limit of [1_000_001, 2 ** 32 - 1, 2 ** 32, 1e12, Number.MAX_SAFE_INTEGER, 1e300]) {
      expectError(`count_solutions(CLUE17, ${limit})`, () => api.count_solutions(clueCells, limit), capped);
      expectError(`count_solutions_text(CLUE17, ${limit})`, () => api.count_solutions_text(CLUE17, limit), capped);
    }
    assert.match(
      expectError('count_solutions(CLUE17, 2^32)', () => api.count_solutions(clueCells, 2 ** 32), capped),
      /found the number 4294967296$/,
    );
    assert.equal(api.count_solutions(clueCells, 1_000_000), 1, 'the cap itself is allowed');
    assert.equal(api.count_solutions_text(EASY, 1_000_000), 1);
  });

  test('generate: attempts above 100,000 are refused, never clamped', () => {
    for (const attempts of [100_001, 2 ** 32 - 1, 2 ** 32, 99_999_999_999, 1e12, Number.MAX_SAFE_INTEGER]) {
      expectError(
        `generate({ attempts: ${attempts} })`,
        () => api.generate({ seed: 1, attempts }),
        new RegExp(`^attempts must be at most 100000, found the number ${String(attempts).replace('+', '\\+')}$`),
      );
    }
    expectError(
      'generate({ attempts: 1.5 })',
      () => api.generate({ seed: 1, attempts: 1.5 }),
      /^attempts must be a whole number >= 1, found the number 1\.5$/,
    );
    expectError(
      'generate({ attempts: "1e12" })',
      () => api.generate({ seed: 1, attempts: '1e12' }),
      /^attempts must be a whole number >= 1, found '1e12'$/,
    );
    assert.equal(typeof api.generate({ seed: 1, attempts: 100_000 }).puzzle, 'string', 'the cap itself is allowed');
  });

  test('solve_batch: more than 100,000 puzzles are refused before they are copied into wasm memory', async () => {
    const { api: fresh, exports: ex } = await freshInstance('huge-batch');
    fresh.solve_batch(new Uint8Array(81)); // the engine built, once
    const before = ex.memory.buffer.byteLength;
    const tooMany =
      /^too many puzzles: about 100,001 \(8100081 cells\); solve_batch takes at most 100,000 puzzles a call: split the batch$/;
    expectError('solve_batch(100,001 puzzles)', () => fresh.solve_batch(new Uint8Array(81 * 100_001)), tooMany);
    // A subclass whose `length` lies is measured by the engine's own getter.
    class Liar extends Uint8Array {
      get length() {
        return 81;
      }
    }
    expectError(
      'solve_batch(a Uint8Array subclass lying about its length)',
      () => fresh.solve_batch(new Liar(81 * 100_001)),
      tooMany,
    );
    expectError(
      'solve_batch(1 GB)',
      () => fresh.solve_batch(new Uint8Array(81 * 13_000_000)),
      /^too many puzzles: about 13,000,000 \(1053000000 cells\); solve_batch takes at most 100,000/,
    );
    assert.equal(ex.memory.buffer.byteLength, before, 'wasm memory grew');
    const two = new Uint8Array(162);
    two.set(clueCells);
    const solved = fresh.solve_batch(two);
    checkSolution(clueCells, solved.subarray(0, 81), 'solve_batch after a refusal');
  });

  // Forum hardest line 11: `candidates` with nesting level 5 alone ran 90 s (contradiction) and
  // 46 s (region) on it. Level 5 now runs only where no technique below it applies.
  test('candidates: nesting level 5 without the techniques below it is refused where those apply', () => {
    const HARDEST_11 = '........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4';
    for (const name of ['nested-contradiction-forcing-chains-5', 'nested-region-forcing-chains-5']) {
      expectError(
        `candidates(hardest #11, ${name})`,
        () => api.candidates(HARDEST_11, name),
        new RegExp(
          `^nesting level 5 \\(${name}\\) runs only on a state where no technique below it applies, as on Sudoku Explainer's path; here [a-z0-9-]+ applies: add the techniques below level 5 to the list \\(or leave level 5 out\\)$`,
        ),
      );
    }
    // Where the techniques given solve the grid first, level 5 is never asked: the same answer.
    assert.deepEqual(
      api.candidates(EASY, ['hidden-single', 'nested-cell-forcing-chains-5']),
      api.candidates(EASY, ['hidden-single']),
    );
  });
}
