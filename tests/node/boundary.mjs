// The boundary's types against its values: every export of the wasm package and every operation
// of the worker is called, and each answer must have exactly the keys its declaration promises,
// read from the declaration files themselves (www/pkg/dlx_sudoku.d.ts, written in
// src/wasm/types/*.d.ts; www/engine/solver-client.d.ts, which reuses the package's types), down to nested
// steps and chain nodes. A key added, renamed or dropped on either side fails here.
//
//   ./build.sh build && node --test tests/node/boundary.mjs

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { checkDeclared, declarations, shapes } from './support/declared.mjs';
import { PUBLISHED, cellsOf } from './support/sudoku.mjs';
import { installWebWorker } from './support/web-worker.mjs';
import { built, loadPackage } from './support/wasm.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PKG = path.join(ROOT, 'www', 'pkg');
const JS = path.join(PKG, 'dlx_sudoku.js');
const WASM = path.join(PKG, 'dlx_sudoku_bg.wasm');

const KAGGLE = cellsOf(PUBLISHED.kaggle[0]);
const KAGGLE_SOLUTION = cellsOf(PUBLISHED.kaggle[1]);
// A puzzle whose path has chain steps (checked below), so that steps and hints hold chain nodes.
const HARD = PUBLISHED.top1465[0];
const MULTIPLE = `${'.'.repeat(80)}1`;

if (built(JS, WASM)) {
  const read = (file) => fs.readFileSync(file, 'utf8');
  const decls = declarations(
    read(path.join(PKG, 'dlx_sudoku.d.ts')),
    read(path.join(ROOT, 'www', 'engine', 'solver-client.d.ts')),
  );
  const api = await loadPackage(JS, WASM);

  // An open cell of the kaggle puzzle, a wrong digit for it, and its digit removed from the marks.
  const open = KAGGLE.indexOf(0);
  const wrongEntries = KAGGLE.map((_d, c) => (c === open ? (KAGGLE_SOLUTION[c] % 9) + 1 : 0));
  const lostMarks = KAGGLE.map((_d, c) => (c === open ? 0x1ff & ~(1 << (KAGGLE_SOLUTION[c] - 1)) : 0x1ff));
  const HINTS = [
    ['a wrong entry', [KAGGLE, wrongEntries]],
    ['a lost candidate', [KAGGLE, new Array(81).fill(0), lostMarks]],
    ['a step with a chain', [HARD, new Array(81).fill(0)]],
    ['the solved grid', [KAGGLE, KAGGLE.map((d, c) => (d ? 0 : KAGGLE_SOLUTION[c]))]],
  ];

  test('the checker reads the declarations and rejects a wrong key', () => {
    for (const name of ['Step', 'ChainNode', 'RateResult', 'TargetResult', 'GenerateResult', 'TechniqueInfo']) {
      assert.ok(shapes(decls, name)?.length === 1, `${name} is declared as one object shape`);
    }
    assert.equal(shapes(decls, 'HintResult').length, 4);
    const rated = api.rate(KAGGLE);
    assert.throws(() => checkDeclared(decls, 'RateResult', { ...rated, er: rated.rating }, 'rate'), /keys/);
    const { rating, ...short } = rated;
    assert.throws(() => checkDeclared(decls, 'RateResult', short, 'rate'), /keys/);
  });

  test('every export answers with the keys its declaration gives', () => {
    const calls = [
      ['TargetResult', 'target', api.target(KAGGLE)],
      ['TargetResult', 'target (no solution)', api.target([1, 1, ...new Array(79).fill(0)])],
      ['TargetTextResult', 'target_text', api.target_text(PUBLISHED.kaggle[0])],
      ['RateResult', 'rate', api.rate(HARD)],
      ['RateResult', 'rate (several solutions)', api.rate(MULTIPLE)],
      ['StepsResult', 'steps', api.steps(HARD)],
      ['StepsResult', 'steps (several solutions)', api.steps(MULTIPLE)],
      ['GenerateResult', 'generate', api.generate({ difficulty: 'hard', seed: 5 })],
      ['TechniqueInfo[]', 'techniques', api.techniques()],
      ...HINTS.map(([label, args]) => ['HintResult', `hint: ${label}`, api.hint(...args)]),
    ];
    for (const [type, label, value] of calls) checkDeclared(decls, type, value, label);
    // Chains were really looked into.
    assert.ok(
      api.steps(HARD).steps.some((s) => s.chain.length > 0),
      'the hard puzzle has a chain step',
    );
    assert.deepEqual(
      HINTS.map(([, args]) => api.hint(...args).kind),
      ['wrong-entry', 'missing-candidate', 'step', 'solved'],
    );
  });

  test('every worker operation answers with the keys SolverOps gives', async () => {
    installWebWorker();
    const { SolverClient } = await import(pathToFileURL(path.join(ROOT, 'www', 'engine', 'solver-client.js')).href);
    const client = new SolverClient(pathToFileURL(path.join(ROOT, 'www', 'engine', 'solver-worker.js')));
    const ops = shapes(decls, 'SolverOps')[0];
    const resultOf = (op) => shapes(decls, ops.get(op).type)[0].get('result').type;
    const calls = [
      ['solve', { grid: KAGGLE }],
      ['target', { grid: KAGGLE }],
      ['parse', { text: PUBLISHED.kaggle[0] }],
      ['clashing_cells', { grid: KAGGLE }],
      ['clashes', { grid: KAGGLE }],
      ['candidates', { grid: KAGGLE, techniques: ['hidden-single'] }],
      ['rate', { grid: HARD }],
      ['steps', { grid: HARD }],
      ...HINTS.map(([, [givens, entries, candidates]]) => ['hint', { givens, entries, candidates }]),
      ['generate', { options: { difficulty: 'easy', seed: 7 } }],
      ['generate', { options: { difficulty: 'easy' }, attempts: 50 }],
    ];
    try {
      await client.ready;
      assert.deepEqual(
        [...new Set(calls.map(([op]) => op))].sort(),
        [...ops.keys()].sort(),
        'a declared operation is not called here, or a called one is not declared',
      );
      for (const [op, args] of calls) {
        const result = await client.call(op, args);
        checkDeclared(decls, resultOf(op), result, `worker ${op}`);
      }
      const masks = await client.call('candidates', { grid: KAGGLE });
      assert.ok(Array.isArray(masks) && masks.length === 81, 'candidates: 81 masks');
      // The deprecated name answers as the new one.
      const clash = [5, 5, ...new Array(79).fill(0)];
      assert.deepEqual(
        await client.call('clashes', { grid: clash }),
        await client.call('clashing_cells', { grid: clash }),
      );
      assert.deepEqual((await client.call('clashing_cells', { grid: clash })).cells, [0, 1]);
    } finally {
      client.close();
    }
  });
}
