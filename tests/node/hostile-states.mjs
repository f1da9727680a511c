// Hostile player states through the logic exports of the JS API (hint, steps, rate, candidates),
// in Node, on hard puzzles at the state just before the first chain step of their path, so that
// the chain code is what would run next:
//
//   ./build.sh build && node --test tests/node/hostile-states.mjs
//
// Wrong entries that break no rule, pencil marks that lost the solution's digit, a cell with no
// candidate, stray mask bits and marks on filled cells, masks of the wrong length or type, givens
// with no solution, several or a clash. Each must give a hint that names the cell, or an Error
// whose message says what is wrong; never a step built on the false premise, never a trap
// (WebAssembly.RuntimeError). Expected answers come from the published solutions
// (support/sudoku.mjs), the rules on plain arrays and a brute-force counter written here; the
// module's own path only locates the state before the chain step. The same states through the
// Rust API: tests/hostile_states.rs. Bad input of every type and shape on an easy puzzle:
// hostile.mjs.

import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ALL, PEERS, PUBLISHED, bit, cellsOf, rulesMasks } from './support/sudoku.mjs';
import { built, expectError, JS, loadPackage, WASM } from './support/wasm.mjs';

const _ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const EMPTY = new Array(81).fill(0);
const UNRATED = { difficulty: null, rating: null, pearl: null, diamond: null, hardest: null };
const NO_SOLUTION = /^no solution: the givens cannot be completed$/;
const MULTIPLE = /^the givens have more than one solution, so no hint is sure$/;

/** `r<row>c<column>`, as the messages name cells. */
const name = (c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;
/** `row R column C`, as the givens' clash message names cells. */
const rowColumn = (c) => `row ${Math.floor(c / 9) + 1} column ${(c % 9) + 1}`;

/** The number of solutions of `cells`, counted up to `cap` by plain backtracking (fewest digits first). */
function countSolutions(cells, cap = 2) {
  const grid = cells.slice();
  for (let c = 0; c < 81; c++) {
    if (grid[c] && PEERS[c].some((p) => grid[p] === grid[c])) return 0; // a clash
  }
  let count = 0;
  const search = () => {
    let best = -1;
    let bestMask = 0;
    let fewest = 10;
    for (let c = 0; c < 81; c++) {
      if (grid[c]) continue;
      const mask = PEERS[c].reduce((m, p) => (grid[p] ? m & ~bit(grid[p]) : m), ALL);
      const n = popcount(mask);
      if (n < fewest) [best, bestMask, fewest] = [c, mask, n];
      if (n === 0) return;
    }
    if (best < 0) {
      count++;
      return;
    }
    for (let d = 1; d <= 9 && count < cap; d++) {
      if (!(bestMask & bit(d))) continue;
      grid[best] = d;
      search();
      grid[best] = 0;
    }
  };
  search();
  return count;
}

function popcount(x) {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

if (built(JS, WASM)) {
  const api = await loadPackage(JS, WASM);

  /** Calls `fn`; a trap or a non-Error throw fails the test, an Error is returned, not thrown. */
  function call(label, fn) {
    try {
      return fn();
    } catch (e) {
      assert.ok(!(e instanceof WebAssembly.RuntimeError), `${label}: trapped: ${e}`);
      assert.ok(e instanceof Error, `${label}: threw a non-Error ${String(e)}`);
      return e;
    }
  }

  /** The hint must be a wrong entry at `cell` that names the digit and the cell. */
  function expectWrongEntry(label, h, cell, digit) {
    assert.ok(!(h instanceof Error), `${label}: threw ${h?.message}`);
    assert.equal(h.kind, 'wrong-entry', `${label}: ${JSON.stringify(h).slice(0, 200)}`);
    assert.equal(h.cell, cell, `${label}: ${h.text}`);
    assert.match(h.text, new RegExp(`^The ${digit} in ${name(cell)} is wrong`), label);
    assert.deepEqual(Object.keys(h).sort(), ['cell', 'explanation', 'kind', 'text'], label);
  }

  /** The hint must be a missing candidate at `cell` with `text`. */
  function expectMissing(label, h, cell, text) {
    assert.ok(!(h instanceof Error), `${label}: threw ${h?.message}`);
    // Its explanation: the cell, and whether it has no candidate at all.
    const key = text.startsWith('The cell ') ? 'no-candidate' : 'missing-candidate';
    const explanation = { key, args: { cell: { type: 'cell', value: cell } } };
    assert.deepEqual(h, { kind: 'missing-candidate', cell, text, explanation }, label);
  }

  // Every technique name the module knows, read from its own list in the unknown-name message.
  const unknown = call('candidates(EMPTY, "?")', () => api.candidates(EMPTY, '?'));
  const ALL_TECHNIQUES = /known techniques: (.*)$/.exec(unknown.message)[1].split(', ');
  assert.ok(
    ALL_TECHNIQUES.some((t) => t.startsWith('nested-')),
    'the chains are in the catalogue',
  );
  // On a grid with several solutions the nested chains take minutes (a minute natively): left out.
  const BELOW_NESTED = ALL_TECHNIQUES.filter((t) => !t.startsWith('nested-'));

  /** steps and rate on a grid without one solution: the outcome, no step. */
  function expectNoPath(label, grid, result) {
    assert.deepEqual(
      call(`${label}: steps`, () => api.steps(grid)),
      { result, steps: [] },
      `${label}: steps`,
    );
    assert.deepEqual(
      call(`${label}: rate`, () => api.rate(grid)),
      { result, ...UNRATED },
      `${label}: rate`,
    );
  }

  /** candidates: the rules' alone without techniques; with `techniques`, never more. */
  function expectSaneCandidates(label, grid, techniques) {
    const rules = rulesMasks(grid);
    assert.deepEqual(
      call(`${label}: candidates`, () => api.candidates(grid)),
      Uint16Array.from(rules),
      `${label}: candidates`,
    );
    const reduced = call(`${label}: candidates with techniques`, () => api.candidates(grid, techniques));
    assert.ok(reduced instanceof Uint16Array, `${label}: ${reduced}`);
    for (let c = 0; c < 81; c++) {
      assert.equal(reduced[c] & ~rules[c], 0, `${label}: candidates gained at ${name(c)}`);
    }
  }

  // The state before the first chain step of line 1 of top1465 (a forcing chain) and of line 1
  // of forum_hardest_1106 (its second step: a nested forcing chain, level 2).
  const states = Object.entries({ top1465: PUBLISHED.top1465, hardest: PUBLISHED.hardest }).map(([label, [p, s]]) => {
    const puzzle = cellsOf(p);
    const solution = cellsOf(s);
    assert.equal(countSolutions(puzzle), 1, `${label}: one solution`);
    const { result, steps } = api.steps(puzzle);
    assert.equal(result, 'solved', label);
    const k = steps.findIndex((step) => step.chain.length > 0);
    assert.ok(k >= 0, `${label}: no chain step in the path`);
    const entries = EMPTY.slice();
    const masks = new Array(81).fill(ALL);
    for (const step of steps.slice(0, k)) {
      for (const [c, d] of step.place) {
        assert.equal(d, solution[c], `${label}: an unsound placement`);
        entries[c] = d;
      }
      for (const [c, d] of step.eliminate) {
        assert.notEqual(d, solution[c], `${label}: an unsound elimination`);
        masks[c] &= ~bit(d);
      }
    }
    const board = puzzle.map((d, c) => d || entries[c]);
    const open = board.flatMap((d, c) => (d ? [] : [c]));
    const next = steps[k];
    // The precondition: here a hint runs the chains and gives that chain step.
    assert.deepEqual(
      api.hint(puzzle, entries, masks),
      { kind: 'step', step: next, text: next.text, explanation: next.explanation },
      `${label}: the hint before the chain step`,
    );
    return {
      label: `${label} before step ${k + 1} (${next.technique})`,
      puzzle,
      solution,
      entries,
      masks,
      board,
      open,
      next,
    };
  });

  /** A digit for the open `cell` that no peer holds and is not the solution's, or undefined. */
  const harmlessWrongDigit = (s, cell) => {
    const free = rulesMasks(s.board)[cell];
    return [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== s.solution[cell] && free & bit(d));
  };

  test('a wrong entry that breaks no rule is named; steps, rate and candidates on it: no solution, no chain', () => {
    for (const s of states) {
      const wrong = s.open.flatMap((c) => {
        const d = harmlessWrongDigit(s, c);
        return d ? [[c, d]] : [];
      });
      assert.ok(wrong.length >= 2, s.label);
      const [first, later] = [wrong[0], wrong.at(-1)];
      for (const [cells, named] of [
        [[first], first],
        [[later], later],
        [[later, first], first],
      ]) {
        const entries = s.entries.slice();
        for (const [c, d] of cells) entries[c] = d;
        const label = `${s.label}: wrong entries ${JSON.stringify(cells)}`;
        // With the player's marks (an Array, a Uint16Array), with none, with every mark gone.
        for (const masks of [s.masks, Uint16Array.from(s.masks), undefined, new Uint16Array(81)]) {
          expectWrongEntry(
            label,
            call(label, () => api.hint(s.puzzle, entries, masks)),
            named[0],
            named[1],
          );
        }
        // As text and as a Uint8Array.
        expectWrongEntry(
          label,
          call(label, () => api.hint(s.puzzle.join(''), Uint8Array.from(entries), s.masks)),
          named[0],
          named[1],
        );
      }
      // The grid with the first wrong digit in it has no solution (the counter here says so).
      const broken = s.board.slice();
      broken[first[0]] = first[1];
      assert.equal(countSolutions(broken), 0, s.label);
      const label = `${s.label} with ${first[1]} in ${name(first[0])}`;
      expectNoPath(label, broken, 'none');
      expectNoPath(`${label} (text)`, broken.join(''), 'none');
      expectSaneCandidates(label, broken, ALL_TECHNIQUES);
      expectError(`${label}: hint with it as a given`, () => api.hint(broken, EMPTY), NO_SOLUTION);
    }
  });

  test('entries that clash are wrong at the first cell that differs from the solution', () => {
    for (const s of states) {
      // Two open cells of one row, both given the solution's digit of the first.
      const a = s.open.find((x) => s.open.some((y) => y > x && Math.floor(y / 9) === Math.floor(x / 9)));
      const b = s.open.find((y) => y > a && Math.floor(y / 9) === Math.floor(a / 9));
      const entries = s.entries.slice();
      entries[a] = entries[b] = s.solution[a];
      const label = `${s.label}: ${s.solution[a]} in ${name(a)} and ${name(b)}`;
      expectWrongEntry(
        label,
        call(label, () => api.hint(s.puzzle, entries, s.masks)),
        b,
        s.solution[a],
      );
      // An entry that repeats a given it sees.
      const c = s.open[0];
      const given = PEERS[c].find((p) => s.puzzle[p]);
      const repeat = s.entries.slice();
      repeat[c] = s.puzzle[given];
      assert.notEqual(repeat[c], s.solution[c]);
      const label2 = `${s.label}: the given ${repeat[c]} of ${name(given)} again in ${name(c)}`;
      expectWrongEntry(
        label2,
        call(label2, () => api.hint(s.puzzle, repeat, s.masks)),
        c,
        repeat[c],
      );
      const board = s.board.slice();
      board[c] = repeat[c];
      expectNoPath(label2, board, 'none');
    }
  });

  test("marks that lost the solution's digit are named, never a step", () => {
    for (const s of states) {
      // Where the chain step acts and what it rests on, and the first, middle and last open cells.
      const chainCells = [...s.next.eliminate, ...s.next.place, ...s.next.chain.map((n) => [n.cell])]
        .map(([c]) => c)
        .filter((c) => s.open.includes(c))
        .slice(0, 3);
      const last = s.open.at(-1);
      for (const c of [...chainCells, s.open[0], s.open[s.open.length >> 1], last]) {
        const masks = s.masks.slice();
        masks[c] &= ~bit(s.solution[c]);
        const label = `${s.label}: ${s.solution[c]} dropped from ${name(c)}`;
        const text = `The candidates of ${name(c)} leave out the digit that belongs there`;
        expectMissing(
          label,
          call(label, () => api.hint(s.puzzle, s.entries, masks)),
          c,
          text,
        );
        expectMissing(
          label,
          call(label, () => api.hint(s.puzzle, s.entries, Uint16Array.from(masks))),
          c,
          text,
        );
        // A later cell's digit dropped too: still the first.
        masks[last] &= ~bit(s.solution[last]);
        expectMissing(
          label,
          call(label, () => api.hint(s.puzzle, s.entries, masks)),
          c,
          text,
        );
      }
    }
  });

  test('a cell with no candidate is named as such', () => {
    const noCandidate = (c) => `The cell ${name(c)} has no candidate left: the digit that belongs there was removed`;
    for (const s of states) {
      const rules = rulesMasks(s.board);
      for (const c of [s.open[0], s.open[s.open.length >> 1], s.open.at(-1)]) {
        // No marks, and marks holding only digits a peer already holds.
        for (const empty of [0, ALL & ~rules[c]]) {
          const masks = s.masks.slice();
          masks[c] = empty;
          const label = `${s.label}: marks ${empty} in ${name(c)}`;
          expectMissing(
            label,
            call(label, () => api.hint(s.puzzle, s.entries, masks)),
            c,
            noCandidate(c),
          );
        }
      }
      const label = `${s.label}: no marks anywhere`;
      expectMissing(
        label,
        call(label, () => api.hint(s.puzzle, s.entries, new Uint16Array(81))),
        s.open[0],
        noCandidate(s.open[0]),
      );
      // A wrong entry still comes first.
      const c = s.open[1];
      const entries = s.entries.slice();
      entries[c] = harmlessWrongDigit(s, c) ?? PEERS[c].map((p) => s.board[p]).find(Boolean);
      expectWrongEntry(
        label,
        call(label, () => api.hint(s.puzzle, entries, new Uint16Array(81))),
        c,
        entries[c],
      );
    }
  });

  test('marks on filled cells are ignored; stray bits, wrong lengths and types are refused by name', () => {
    for (const s of states) {
      const expected = { kind: 'step', step: s.next, text: s.next.text, explanation: s.next.explanation };
      for (const filled of [0, ALL, 0x155]) {
        const masks = s.masks.map((m, c) => (s.board[c] ? filled : m));
        assert.deepEqual(
          call(s.label, () => api.hint(s.puzzle, s.entries, masks)),
          expected,
          `${s.label}: marks ${filled} on filled cells`,
        );
      }
      const c = s.open[0];
      const g = s.puzzle.findIndex(Boolean);
      const cases = [
        [
          `bits above 0x1FF in ${name(c)}`,
          s.masks.map((m, x) => (x === c ? m | 0xfe00 : m)),
          new RegExp(`^candidates: cell ${c} is the number ${s.masks[c] | 0xfe00}, expected an integer 0\\.\\.=511$`),
        ],
        [
          `bits above 0x1FF on the given ${name(g)}`,
          s.masks.map((m, x) => (x === g ? 0xffff : m)),
          new RegExp(`^candidates: cell ${g} is the number 65535, expected`),
        ],
        [
          'a negative mask',
          s.masks.map((m, x) => (x === c ? -1 : m)),
          new RegExp(`^candidates: cell ${c} is the number -1, expected`),
        ],
        ['80 masks', s.masks.slice(0, 80), /^candidates: expected 81 masks, found 80$/],
        ['82 masks', [...s.masks, ALL], /^candidates: expected 81 masks, found 82$/],
        [
          'a Uint8Array',
          Uint8Array.from(s.masks, (m) => m & 0xff),
          /^candidates: expected 81 bit masks .*, found an? Uint8Array$/,
        ],
        ['a Uint32Array', Uint32Array.from(s.masks), /^candidates: expected 81 bit masks .*, found an? Uint32Array$/],
        ['a string', s.masks.join(','), /^candidates: expected 81 bit masks .*, found a string$/],
        ['masks as strings', s.masks.map(String), /^candidates: cell 0 is a string, expected/],
      ];
      for (const [what, masks, pattern] of cases) {
        expectError(`${s.label}: ${what}`, () => api.hint(s.puzzle, s.entries, masks), pattern);
      }
    }
  });

  test('givens with no solution, several or a clash: the reason, from every export', () => {
    for (const s of states) {
      // No solution, no clash: a wrong digit the rules allow, as a given.
      const c = s.open.find((x) => harmlessWrongDigit(s, x));
      const none = s.puzzle.slice();
      none[c] = harmlessWrongDigit(s, c);
      assert.equal(countSolutions(none), 0, s.label);
      let label = `${s.label} with the given ${none[c]} in ${name(c)}`;
      expectError(label, () => api.hint(none, s.entries, s.masks), NO_SOLUTION);
      expectNoPath(label, none, 'none');
      expectSaneCandidates(label, none, ALL_TECHNIQUES);

      // Several solutions: the first given whose removal leaves more than one.
      const g = s.puzzle.findIndex((d, x) => d && countSolutions(s.puzzle.map((e, y) => (y === x ? 0 : e))) >= 2);
      assert.ok(g >= 0, `${s.label}: every given can go`);
      const fewer = s.puzzle.slice();
      fewer[g] = 0;
      label = `${s.label} without the given of ${name(g)}`;
      expectError(label, () => api.hint(fewer, s.entries, s.masks), MULTIPLE);
      expectNoPath(label, fewer, 'multiple');
      expectSaneCandidates(label, fewer, BELOW_NESTED);

      // A clash: the first open cell given the digit of a given it sees.
      const seen = PEERS[c].find((p) => s.puzzle[p]);
      const clash = s.puzzle.slice();
      clash[c] = s.puzzle[seen];
      const [first, second] = [Math.min(c, seen), Math.max(c, seen)];
      label = `${s.label} with ${clash[c]} in ${name(c)} and ${name(seen)}`;
      const CLASH = new RegExp(`^givens clash: ${rowColumn(first)} and ${rowColumn(second)} both hold ${clash[c]}$`);
      expectError(label, () => api.hint(clash, s.entries, s.masks), CLASH);
      expectError(`${label} (text)`, () => api.hint(clash.join(''), s.entries), CLASH);
      expectNoPath(label, clash, 'none');
      assert.deepEqual(
        call(label, () => api.candidates(clash, ALL_TECHNIQUES)),
        Uint16Array.from(rulesMasks(clash)),
        `${label}: candidates`,
      );
    }
  });
}
