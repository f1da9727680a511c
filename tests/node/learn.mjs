// The Learn section's data (www/learn/): every technique of the catalogue has a lesson, and
// every recorded example and practice puzzle really reaches its technique. The catalogue is
// checked against SE 1.2.1's own list (support/sudoku.mjs, from docs/se-rating-facts.md); each
// example's puzzle against the line of tests/data it names; each step by replaying the path
// with the engine's `hint` (www/learn/replay.js, as the page replays it) and, independently,
// against the whole path `steps` gives (for the examples whose path is quick to compute).

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { CATALOGUE, EXAMPLES, NO_EXAMPLE } from '../../www/learn/examples.js';
import { randomIsomorph } from '../../www/learn/isomorph.js';
import { LESSONS } from '../../www/learn/lessons-en.js';
import { whatIsLink } from '../../www/learn/learn-view.js';
import { replayToStep, replayToTechnique } from '../../www/learn/replay.js';
import { dataLines } from './support/data.mjs';
import { SE_CATALOGUE, UNITS, cellsOf } from './support/sudoku.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const JS = path.join(ROOT, 'www', 'pkg', 'dlx_sudoku.js');
const WASM = path.join(ROOT, 'www', 'pkg', 'dlx_sudoku_bg.wasm');
// Below this ER the whole path is quick: `steps` checks the replay step by step.
const WHOLE_PATH_MAX = 8.0;

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
  assert.equal(whatIsLink('x-wing'), 'What is an X-Wing?');
  assert.equal(whatIsLink('turbot-fish'), 'What is a Turbot Fish?');
  assert.equal(whatIsLink('pointing'), 'What is Pointing?');
  assert.equal(whatIsLink('cell-forcing-chains'), 'What are Cell Forcing Chains?');
});

test('every technique has an example or is listed as having none', () => {
  const named = [...Object.keys(EXAMPLES), ...NO_EXAMPLE].sort();
  assert.deepEqual(named, CATALOGUE.map((t) => t.name).sort());
});

test('every example is the puzzle of tests/data it names', () => {
  for (const [name, ex] of Object.entries(EXAMPLES)) {
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

if (!fs.existsSync(JS) || !fs.existsSync(WASM)) {
  test('the wasm package is built', () => {
    assert.fail(`${path.relative(ROOT, JS)} or ${path.relative(ROOT, WASM)} is missing: run ./build.sh build first`);
  });
} else {
  const api = await import(pathToFileURL(JS).href);
  api.initSync({ module: fs.readFileSync(WASM) });
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

  test('every example reaches its technique at its step, and not before', async () => {
    for (const [name, ex] of Object.entries(EXAMPLES)) {
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
