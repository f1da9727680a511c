// The JS API (www/pkg, wasm-pack --target web) on hostile input, in Node:
//
//   ./build.sh build && node --test tests/node/*.mjs
//
// (On Node 20, `node --test tests/node/` finds no test here: a directory is searched only for
// files named like *.test.mjs or test-*.mjs. Name the file, as build.sh does.)
//
// Every wrong type, shape, value or text (support/hostile-calls.mjs) must throw an Error whose
// message says what is wrong, never a WebAssembly.RuntimeError (a trap); 100,000 alternating bad
// and good calls must leave the module answering correctly with no growth of its memory or its
// externref table; a target search with a node budget stays within it; getters that throw or
// call back into the module are survived or served. The logic exports (candidates, steps, rate,
// hint) are in every table: their grid arguments also take text, `candidates` takes technique
// names and `hint` takes candidate masks; their answers on good input are checked in full in
// logic.mjs. The caps on long runs and big copies are in bounds.mjs.
//
// Known bugs are `todo` tests (reported, not failing the run); HOSTILE_STRICT=1 makes them fail.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CLUE17, EASY, EMPTY, hostileCalls, weightedScore, withCell, zeros } from './support/hostile-calls.mjs';
import { ALL, KAGGLE, KAGGLE_RATED, cellsOf, checkSolution, rulesMasks } from './support/sudoku.mjs';
import { built, expectError, freshInstance, JS, WASM } from './support/wasm.mjs';

const STRICT = process.env.HOSTILE_STRICT === '1';

if (built(JS, WASM)) {
  const { api, exports } = await freshInstance('main');
  const usage = () => ({
    memory: exports.memory.buffer.byteLength,
    externrefs: exports.__wbindgen_externrefs?.length ?? 0,
  });
  const { BAD_CALLS, GOOD_CALLS, GENERATE_BAD, generateCalls } = hostileCalls(api);
  const easyCells = cellsOf(EASY);
  const clueCells = cellsOf(CLUE17);

  // --------------------------------------------------------------------------------------

  test('each bad input throws an Error that says what is wrong, never a trap', () => {
    const messages = new Map();
    for (const [label, call, pattern] of BAD_CALLS) {
      messages.set(label, expectError(label, call, pattern));
    }
    // The module still works after all of them.
    for (const good of GOOD_CALLS) good();
    checkSolution(clueCells, api.solve(clueCells), 'solve(CLUE17)');
    console.log(`# ${BAD_CALLS.length} bad (function, input) pairs, each an Error with the expected message`);
  });

  test("parse_text's errors carry what is wrong in fields (`problem`), as its message says it", () => {
    const problemOf = (text) => {
      try {
        api.parse_text(text);
      } catch (err) {
        assert.ok(err instanceof Error, `${JSON.stringify(text)}: an Error`);
        return { message: err.message, problem: err.problem };
      }
      assert.fail(`${JSON.stringify(text)} parsed`);
    };
    const short = problemOf('1'.repeat(80));
    assert.deepEqual(short.problem, { kind: 'wrong-length', found: 80 });
    assert.match(short.message, /^expected 81 cells, found 80$/);
    const bad = problemOf(`${'.'.repeat(9)}\n...x`);
    assert.deepEqual(bad.problem, { kind: 'bad-char', line: 2, column: 4, char: 'x' });
    assert.match(bad.message, /^unexpected character 'x' at line 2, column 4;/);
    // A character outside the BMP arrives whole; a control character as itself (the page names it).
    assert.equal(problemOf('12😀').problem.char, '😀');
    assert.equal(problemOf('1\u202e').problem.char, '\u202e');
  });

  test('unsolvable puzzles give "no solution" errors or -1, not input errors', () => {
    // Row 1 misses only 9, which column 9 already holds: no clash, no solution.
    const dead = [1, 2, 3, 4, 5, 6, 7, 8, 0, ...zeros(72)];
    dead[17] = 9;
    expectError('solve(dead end)', () => api.solve(dead), /^no solution/);
    expectError('solve_text(dead end)', () => api.solve_text(dead.join('')), /^no solution/);
    assert.equal(api.count_solutions(dead, 2), 0);
    assert.equal(api.max_score(dead), -1);
    assert.deepEqual(api.target(dead, 100), { score: -1, grid: null, proven: true, nodes: 0 });
    assert.equal(api.target_text(dead.join(''), undefined).grid, null);
    const out = api.solve_batch(Uint8Array.from([...dead, ...easyCells]));
    assert.deepEqual(Array.from(out.slice(0, 81)), zeros(81));
    checkSolution(easyCells, out.slice(81), 'solve_batch puzzle 2');
  });

  test('target on an empty grid with a node budget stays within it', () => {
    for (const budget of [0, 1, 10, 100, 1000]) {
      for (const [label, result] of [
        ['target', api.target(EMPTY, budget)],
        ['target(Uint8Array)', api.target(new Uint8Array(81), budget)],
        ['target_text', api.target_text('.'.repeat(81), budget)],
      ]) {
        assert.deepEqual(Object.keys(result).sort(), ['grid', 'nodes', 'proven', 'score']);
        assert.ok(Number.isInteger(result.nodes) && result.nodes >= 0, `${label}: nodes ${result.nodes}`);
        assert.ok(result.nodes <= budget, `${label}: ${result.nodes} nodes over the budget ${budget}`);
        assert.equal(typeof result.proven, 'boolean');
        const grid = typeof result.grid === 'string' ? Array.from(result.grid, Number) : result.grid;
        assert.ok(grid !== null, `${label} budget ${budget}: no grid`);
        checkSolution(EMPTY, grid, `${label} budget ${budget}`);
        assert.equal(result.score, weightedScore(grid), `${label}: score is not the grid's`);
      }
    }
    const full = api.target(EMPTY);
    assert.equal(full.proven, true);
    assert.ok(full.score >= api.target(EMPTY, 1000).score);
    assert.equal(full.score, api.max_score(EMPTY));
    assert.equal(full.score, weightedScore(full.grid));
    // A search cut short by its budget leaves nothing behind: same answer as a fresh start.
    assert.deepEqual(api.target(clueCells, 5), api.target(clueCells, 5));
  });

  test('100,000 alternating bad and good calls: still correct, no memory growth', () => {
    // Warm-up: every call once, so buffers and tables reach their working size.
    for (const [, call] of BAD_CALLS) {
      try {
        call();
      } catch {
        /* expected */
      }
    }
    for (const good of GOOD_CALLS) good();
    api.target(EMPTY, 50);
    for (let i = 0; i < GENERATE_BAD.length; i++) generateCalls(i);
    const before = usage();
    // Inputs with a known leak have their own todo test below.
    const calls = BAD_CALLS.filter(([, , , leaks]) => !leaks);
    let bad = 0;
    for (let i = 0; i < 50_000; i++) {
      const [label, call] = calls[i % calls.length];
      try {
        call();
        assert.fail(`${label} returned`);
      } catch (e) {
        if (e instanceof WebAssembly.RuntimeError || !(e instanceof Error)) {
          assert.fail(`call ${2 * i + 1}: ${label} trapped: ${e}`);
        }
        bad++;
      }
      GOOD_CALLS[i % GOOD_CALLS.length]();
      // The generator is slower: one good and one bad call every 125 (400 of each).
      if (i % 125 === 60) generateCalls(i);
      if (i % 5000 === 0) {
        const t = api.target(clueCells, 50);
        checkSolution(clueCells, t.grid, 'target(CLUE17, 50)');
      }
    }
    checkSolution(clueCells, api.solve(clueCells), 'solve(CLUE17) at the end');
    const after = usage();
    console.log(
      `# ${bad} bad + 50000 good calls (and 400 good + 400 bad of generate); memory ${before.memory} -> ${after.memory} bytes, externref table ${before.externrefs} -> ${after.externrefs}`,
    );
    assert.equal(after.memory, before.memory, 'wasm memory grew');
    assert.equal(after.externrefs, before.externrefs, 'externref table grew');
  });

  // --------------------------------------------------------------------------------------
  // Objects whose getters throw. Each runs on its own module instance, because a failure
  // here can break the instance for good.

  const hostile = {
    'an Array whose element getter throws': () => {
      const a = zeros(81);
      Object.defineProperty(a, 5, {
        get() {
          throw new Error('getter says no');
        },
      });
      return a;
    },
    'a Proxy of an Array whose length getter throws': () =>
      new Proxy(zeros(81), {
        get(t, k) {
          if (k === 'length') throw new Error('length says no');
          return t[k];
        },
      }),
    'a revoked Proxy': () => {
      const { proxy, revoke } = Proxy.revocable([], {});
      revoke();
      return proxy;
    },
    'an object whose constructor getter throws': () => ({
      get constructor() {
        throw new Error('constructor says no');
      },
    }),
    'a null-prototype object': () => Object.create(null),
  };
  // Fixed in src/wasm.rs: every read of a caller's value happens in JS inside try/catch.
  const KNOWN_BUGS = {};

  let tag = 0;
  for (const [label, make] of Object.entries(hostile)) {
    const todo = STRICT ? false : (KNOWN_BUGS[label] ?? false);
    test(`${label}: 5,000 calls throw Errors, then the module still works and has not grown`, { todo }, async () => {
      const { api: fresh, exports: ex } = await freshInstance(`hostile-${tag++}`);
      const value = make();
      const calls = [
        () => fresh.solve(value),
        () => fresh.clashing_cells(value),
        () => fresh.solve_text(value),
        () => fresh.count_solutions(EMPTY, value),
        () => fresh.candidates(value),
        () => fresh.candidates(EMPTY, value),
        () => fresh.steps(value),
        () => fresh.rate(value),
        () => fresh.hint(value, EMPTY),
        () => fresh.hint(EASY, value),
        () => fresh.hint(EASY, EMPTY, value),
      ];
      for (const call of calls)
        try {
          call();
        } catch {
          /* warm-up */
        }
      fresh.solve(easyCells); // the first good call builds the engine, once
      const before = { memory: ex.memory.buffer.byteLength, externrefs: ex.__wbindgen_externrefs?.length ?? 0 };
      for (let i = 0; i < 5000; i++) {
        let returned;
        try {
          returned = calls[i % calls.length]();
        } catch (e) {
          assert.ok(!(e instanceof WebAssembly.RuntimeError), `call ${i + 1}: trapped: ${e}`);
          assert.ok(e instanceof Error, `call ${i + 1}: threw ${String(e)}`);
          continue;
        }
        assert.fail(`call ${i + 1} (${calls[i % calls.length]}) returned ${returned}`);
      }
      checkSolution(easyCells, fresh.solve(easyCells), `${label}: solve afterwards`);
      assert.deepEqual(fresh.rate(KAGGLE), KAGGLE_RATED);
      const after = { memory: ex.memory.buffer.byteLength, externrefs: ex.__wbindgen_externrefs?.length ?? 0 };
      assert.deepEqual(after, before, `${label}: memory or externref table grew`);
    });
  }

  // An entry on a given with another digit is invalid input: refused whatever the other entries.
  test('an entry on a given with another digit throws even after a wrong entry', () => {
    const entries = withCell(3, 7); // EASY has a 6 at r1c4
    expectError('hint(EASY, 7 on the given 6)', () => api.hint(EASY, entries), /^entries and givens overlap: r1c4/);
    entries[0] = (Number(api.solve_text(EASY)[0]) % 9) + 1; // a wrong digit in the open r1c1
    expectError(
      'hint(EASY, wrong r1c1, 7 on the given 6)',
      () => api.hint(EASY, entries),
      /^entries and givens overlap: r1c4/,
    );
  });

  test('a getter that calls back into the module (re-entrant call) is served', () => {
    const grid = easyCells.slice();
    let inner = null;
    Object.defineProperty(grid, 0, {
      get() {
        inner = api.solve_text(CLUE17);
        return easyCells[0];
      },
    });
    checkSolution(easyCells, api.solve(grid), 'outer solve');
    checkSolution(clueCells, Array.from(inner, Number), 'inner solve_text');
  });

  test("re-entrant getters in the logic exports' arguments are served", () => {
    let inner = null;
    const masks = rulesMasks(KAGGLE);
    Object.defineProperty(masks, 0, {
      get() {
        inner = api.rate(KAGGLE);
        return ALL;
      },
    });
    assert.deepEqual(api.hint(KAGGLE, EMPTY, masks), api.hint(KAGGLE, EMPTY));
    assert.equal(inner.difficulty, 'easy');
    const names = ['hidden-single'];
    Object.defineProperty(names, 1, { get: () => api.steps(KAGGLE).result, enumerable: true });
    names.length = 2;
    // The getter answers "solved", which is not a technique: an Error naming it.
    expectError('candidates(re-entrant names)', () => api.candidates(KAGGLE, names), /^unknown technique 'solved'/);
  });
}
