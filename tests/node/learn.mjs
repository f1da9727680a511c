// The Learn section's data (www/learn/): every technique of the catalogue has a lesson, and
// every recorded example and practice puzzle really reaches its technique. The catalogue is
// checked against SE 1.2.1's own list (support/sudoku.mjs, from docs/se-rating-facts.md); each
// example's puzzle against the line of tests/data it names; each step by replaying the path
// with the engine's `hint` (www/learn/replay.js, as the page replays it) and, independently,
// against the whole path `steps` gives (for the examples whose path is quick to compute).

import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { CATALOGUE, EXAMPLES, NO_EXAMPLE } from '../../www/learn/examples.js';
import { randomIsomorph } from '../../www/learn/isomorph.js';
import { ENGLISH } from '../../www/learn/languages.js';
import { UI } from '../../www/learn/lessons-en.js';
import { GENERATED } from '../../www/learn/practice.js';
import { replayToStep, replayToTechnique } from '../../www/learn/replay.js';
import { boardBeforeStep, pathBoard } from '../../www/model/grid.js';
import { dataLines } from './support/data.mjs';
import { SE_CATALOGUE, UNITS, cellsOf } from './support/sudoku.mjs';
import { built, JS, loadPackage, WASM } from './support/wasm.mjs';

// The English lessons as the section has them: those lessons-en.js writes out and its families.
const { LESSONS } = ENGLISH;
const _ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Below this ER the whole path is quick: `steps` checks the replay step by step.
const WHOLE_PATH_MAX = 8.0;
// LEARN_FULL=1: also replay the paths of the examples shipped with their step (`shown`, 10.5
// and up) up to it, and their banks' puzzles (minutes); by default the engine finds each
// shipped step again on its shipped board.
const FULL = process.env.LEARN_FULL === '1';
// The techniques no puzzle reaches on its path, each for the reason its lesson gives (`none`):
// Direct Claiming (the searches of docs/learn.md never met it), Generalized X-Wing (no path can
// take it: docs/learn.md proves it), nesting level 5 (no known puzzle needs it) and the search
// step (the chains solve them all).
const HONEST_GAPS = [
  'direct-claiming',
  'generalized-x-wing',
  'nested-contradiction-forcing-chains-5',
  'nested-double-forcing-chains-5',
  'nested-cell-forcing-chains-5',
  'nested-region-forcing-chains-5',
  'search',
];

test('the catalogue is SE 1.2.1’s, in its order, with its base ratings', () => {
  assert.deepEqual(
    CATALOGUE.map((t) => [t.name, t.rating]),
    SE_CATALOGUE,
  );
});

test('every technique has a lesson, whose related techniques exist', () => {
  const names = new Set(CATALOGUE.map((t) => t.name));
  assert.deepEqual(Object.keys(LESSONS).sort(), [...names].sort());
  for (const [name, lesson] of Object.entries(LESSONS)) {
    assert.match(lesson.rating, /\b\d+(\.\d)?\b/, `${name}: rating`);
    for (const key of ['what', 'why', 'spot', 'rating']) {
      assert.ok(typeof lesson[key] === 'string' && lesson[key].length > (key === 'rating' ? 2 : 20), `${name}: ${key}`);
      assert.doesNotMatch(lesson[key], /undefined|\bN\b/, `${name}: ${key}`);
    }
    assert.ok(lesson.related.length > 0, `${name}: related`);
    for (const r of lesson.related) assert.ok(names.has(r) && r !== name, `${name}: related ${r}`);
  }
  assert.equal(UI.whatIsLink('X-Wing'), 'What is an X-Wing?');
  assert.equal(UI.whatIsLink('Turbot Fish'), 'What is a Turbot Fish?');
  assert.equal(UI.whatIsLink('Pointing'), 'What is Pointing?');
  assert.equal(UI.whatIsLink('Cell Forcing Chains'), 'What are Cell Forcing Chains?');
});

test('every technique has an example and Practice, but those no puzzle reaches, whose lessons say why', () => {
  const named = [...Object.keys(EXAMPLES), ...NO_EXAMPLE].sort();
  assert.deepEqual(named, CATALOGUE.map((t) => t.name).sort());
  assert.deepEqual([...NO_EXAMPLE].sort(), [...HONEST_GAPS].sort());
  for (const name of NO_EXAMPLE) assert.match(LESSONS[name].none ?? '', /^No example: /, `${name}: why none`);
  for (const [name, ex] of Object.entries(EXAMPLES)) {
    assert.equal(LESSONS[name].none, undefined, `${name} has an example: no "none"`);
    // Practice: the generator's search, or a puzzle of the bank (the example's own below 10.5).
    assert.ok(GENERATED.has(name) || ex.bank.length > 0 || !ex.shown, `${name}: no practice puzzle`);
    if (ex.shown) assert.ok(ex.bank.length > 0, `${name}: a bank of isomorphs for Practice`);
  }
});

test('every example is the puzzle of tests/data it names (or the generator’s, below)', () => {
  for (const [name, ex] of Object.entries(EXAMPLES)) {
    if (ex.generated) continue;
    const [file, line] = ex.from.split(':');
    const text = dataLines(file)[Number(line) - 1].slice(0, 81).replace(/0/g, '.');
    assert.equal(text, ex.puzzle, `${name}: ${ex.from}`);
  }
});

test('a random isomorph of a solution is a solution, and differs from it', () => {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
  // The image of a valid solution is a valid solution.
  const solution = cellsOf(dataLines('top1465.solutions.txt')[0]);
  for (let k = 0; k < 20; k++) {
    const image = randomIsomorph(solution, random);
    for (const u of UNITS) assert.equal(new Set(u.map((c) => image[c])).size, 9);
    assert.notDeepEqual(image, solution);
  }
});

if (built(JS, WASM)) {
  const api = await loadPackage(JS, WASM);
  const call = async (op, a) => {
    assert.equal(op, 'hint');
    return api.hint(Uint8Array.from(a.givens), Uint8Array.from(a.entries), Uint16Array.from(a.candidates));
  };
  const grid = (line) => Array.from(line, (ch) => (ch === '.' ? 0 : Number(ch)));

  test('the engine’s catalogue is the Learn section’s', () => {
    assert.deepEqual(
      api.techniques().map((t) => [t.name, t.rating]),
      CATALOGUE.map((t) => [t.name, t.rating]),
    );
  });

  test('a generated example is the generator’s puzzle of its seed', () => {
    let n = 0;
    for (const [name, ex] of Object.entries(EXAMPLES)) {
      if (!ex.generated) continue;
      n++;
      const g = api.generate({ seed: ex.generated.seed, rating: ex.generated.rating });
      assert.equal(g.puzzle, ex.puzzle, `${name}: ${ex.from}`);
      assert.equal(g.rating, ex.rating, `${name}: its ER`);
    }
    assert.ok(n > 0);
  });

  test('a shipped step (10.5 and up) is the one the engine finds on its shipped board', () => {
    let n = 0;
    for (const [name, ex] of Object.entries(EXAMPLES)) {
      if (!ex.shown) continue;
      n++;
      const puzzle = grid(ex.puzzle);
      const digits = grid(ex.shown.digits);
      // The board is one of the puzzle's: its givens, and only the solution's digits and candidates.
      const solution = api.solve(Uint8Array.from(puzzle));
      for (let i = 0; i < 81; i++) {
        if (puzzle[i]) assert.equal(digits[i], puzzle[i], `${name}: a given kept`);
        if (digits[i]) assert.equal(digits[i], solution[i], `${name}: r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`);
        else assert.ok(ex.shown.marks[i] & (1 << (solution[i] - 1)), `${name}: the solution's candidate`);
      }
      const r = api.hint(
        Uint8Array.from(puzzle),
        Uint8Array.from(digits, (d, i) => (puzzle[i] ? 0 : d)),
        Uint16Array.from(ex.shown.marks, (m, i) => (digits[i] ? 0x1ff : m)),
      );
      assert.equal(r.kind, 'step');
      assert.equal(r.step.technique, name, `${name}: the engine's step`);
      assert.deepEqual(
        [r.step.place, r.step.eliminate, r.step.text],
        [ex.shown.step.place, ex.shown.step.eliminate, ex.shown.step.text],
        `${name}: the shipped step`,
      );
    }
    assert.ok(n >= 4, 'the four kinds of level 4');
  });

  test('the path’s board carried step by step is the board rebuilt from the start', () => {
    const puzzle = grid(EXAMPLES['x-wing'].puzzle);
    const { steps } = api.steps(puzzle);
    const path = pathBoard(puzzle);
    steps.forEach((step, k) => {
      const carried = path.board();
      const rebuilt = boardBeforeStep(puzzle, steps, k);
      assert.deepEqual(
        [carried.digits, carried.marks, carried.placed],
        [rebuilt.digits, rebuilt.marks, rebuilt.placed],
      );
      path.apply(step);
    });
    assert.ok(steps.length > 20);
  });

  test('every example reaches its technique at its step, and not before', async () => {
    for (const [name, ex] of Object.entries(EXAMPLES)) {
      if (ex.shown && !FULL) continue; // its step is found again on its board above
      const r = await replayToStep(call, grid(ex.puzzle), ex.step);
      assert.equal(r.steps[ex.step].technique, name, `${name}: step ${ex.step}`);
      assert.ok(!r.steps.slice(0, ex.step).some((s) => s.technique === name), `${name}: an earlier step`);
      if (ex.rating <= WHOLE_PATH_MAX) {
        const whole = api.steps(grid(ex.puzzle));
        assert.equal(whole.result, 'solved');
        assert.deepEqual(
          whole.steps.slice(0, ex.step + 1).map((s) => [s.technique, s.place, s.eliminate]),
          r.steps.map((s) => [s.technique, s.place, s.eliminate]),
          `${name}: the replay is the path`,
        );
        assert.equal(Math.max(...whole.steps.map((s) => s.rating)), ex.rating, `${name}: SE's ER`);
      }
    }
  });

  test('every practice puzzle of the bank uses its technique', async () => {
    for (const [name, ex] of Object.entries(EXAMPLES)) {
      if (ex.shown && !FULL) continue; // minutes of nesting level 4: LEARN_FULL=1
      for (const b of ex.bank) {
        const r = await replayToTechnique(call, grid(b.puzzle), name);
        assert.ok(r.index >= 0, `${name}: ${b.puzzle}`);
      }
    }
  });

  test('an isomorph has one solution, the image of the original’s', () => {
    const puzzle = grid(EXAMPLES['x-wing'].puzzle);
    for (let k = 0; k < 10; k++) {
      const image = randomIsomorph(puzzle);
      assert.equal(api.count_solutions(Uint8Array.from(image), 2), 1);
      assert.equal(image.filter(Boolean).length, puzzle.filter(Boolean).length);
    }
  });
}
