// The hostile inputs of the JS API's tests (hostile.mjs, bounds.mjs): every wrong type, shape,
// value or text of each export's arguments with the message it must throw, and good calls whose
// answers come from independent reasoning (support/sudoku.mjs), to interleave with them.

import assert from 'node:assert/strict';

import {
  ALL,
  KAGGLE,
  KAGGLE_RATED,
  KAGGLE_SOLUTION,
  TECHNIQUES,
  bit,
  cellsOf,
  checkSolution,
  replaySteps,
  rulesMasks,
} from './sudoku.mjs';
import { expectError } from './wasm.mjs';

/** The target score's weighted sum of a full grid (independent of the package). */
export function weightedScore(grid) {
  let score = 0;
  for (let c = 0; c < 81; c++) {
    const ring = Math.max(Math.abs(Math.floor(c / 9) - 4), Math.abs((c % 9) - 4));
    score += (10 - ring) * Number(grid[c]);
  }
  return score;
}

// A 17-clue puzzle and an easy one (a 17-clue solution with 45 cells blanked), both unique.
export const CLUE17 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
export const EASY = '...65.9..9524.....8........79.8...2.3.....6.82.6.14.97...921.76.7.3.524952..4..1.';
export const EMPTY = new Array(81).fill(0);
// Row 1 holds 1..8 and r2c9 a 9: no clash, no solution (r1c9 can hold nothing).
export const DEAD = [1, 2, 3, 4, 5, 6, 7, 8, 0, ...new Array(72).fill(0)];
DEAD[17] = 9;
export const UNRATED = { difficulty: null, rating: null, pearl: null, diamond: null, hardest: null };

/** An array of `n` zeros. */
export const zeros = (n) => new Array(n).fill(0);
/** 81 zeros but `value` at `cell`. */
export const withCell = (cell, value) => {
  const grid = zeros(81);
  grid[cell] = value;
  return grid;
};

/**
 * Every bad call of `api` (a loaded package) with the message it must throw, the good calls, and
 * the generator's calls for the long runs.
 * @returns {{ BAD_CALLS: [string, () => any, RegExp, boolean?][], GOOD_CALLS: (() => void)[],
 *   GENERATE_BAD: ((i: number) => void)[], generateCalls: (i: number) => void, clashGrid: number[],
 *   TEXT_CLASH: string }}
 */
export function hostileCalls(api) {
  const hole = zeros(81);
  delete hole[17];
  const TEN_MILLION_ARRAY = new Array(10_000_000).fill(0);
  const TEN_MILLION_BYTES = new Uint8Array(10_000_000);
  const TEN_MB_TEXT = '.'.repeat(10_000_000);
  const TEN_MB_EMOJI = '🙂'.repeat(5_000_000); // 10 million UTF-16 units
  const clashGrid = withCell(0, 5);
  clashGrid[1] = 5;
  const u8 = (cell, value) => {
    const grid = new Uint8Array(81);
    grid[cell] = value;
    return grid;
  };

  // [label, value, pattern]: wrong types and shapes for a grid argument.
  const BAD_GRIDS = [
    ['a string', '.'.repeat(81), /found a string \(the \*_text functions take text\)$/],
    ['undefined', undefined, /found undefined$/],
    ['null', null, /found null$/],
    ['a Float64Array of 1.5', new Float64Array(81).fill(1.5), /found a Float64Array$/],
    ['a Float32Array', new Float32Array(81), /found a Float32Array$/],
    ['an Int8Array', new Int8Array(81), /found an Int8Array$/],
    // Says "an Uint16Array" (vowel rule on the letter U): accepted, reported as a nit.
    ['a Uint16Array', new Uint16Array(81), /found an? Uint16Array$/],
    ['an ArrayBuffer', new ArrayBuffer(81), /found an ArrayBuffer$/],
    ['a DataView', new DataView(new ArrayBuffer(81)), /found a DataView$/],
    ['the number 5', 5, /found the number 5$/],
    ['a negative number', -1, /found the number -1$/],
    ['300', 300, /found the number 300$/],
    ['NaN', NaN, /found the number NaN$/],
    ['1.5', 1.5, /found the number 1\.5$/],
    ['Infinity', Infinity, /found the number Infinity$/],
    ['true', true, /found a boolean$/],
    ['a bigint', 81n, /found a bigint$/],
    ['a symbol', Symbol('grid'), /found a symbol$/],
    ['a function', () => EMPTY, /found a function$/],
    ['an object', {}, /found an Object$/],
    ['an array-like object', { length: 81, 0: 1 }, /found an Object$/],
    // Once leaked an externref slot a call; no longer (it is in the 100,000-call run).
    ['a null-prototype object', Object.create(null), /found an Object$/],
    ['a Map', new Map(), /found a Map$/],
    ['a Set of cells', new Set(EMPTY), /found a Set$/],
    ['a Date', new Date(0), /found a Date$/],
    ['a String object', new String('.'.repeat(81)), /found a String$/],
    ['a Promise', Promise.resolve(EMPTY), /found a Promise$/],
    ['an empty array', [], /^expected 81 cells, found 0$/],
    ['an array of 80 cells', zeros(80), /^expected 81 cells, found 80$/],
    ['an array of 82 cells', zeros(82), /^expected 81 cells, found 82$/],
    ['an array of 10 million cells', TEN_MILLION_ARRAY, /^expected 81 cells, found 10000000$/],
    ['an empty Uint8Array', new Uint8Array(0), /^expected 81 cells, found 0$/],
    ['a Uint8Array of 80', new Uint8Array(80), /^expected 81 cells, found 80$/],
    ['a Uint8Array of 82', new Uint8Array(82), /^expected 81 cells, found 82$/],
    ['a Uint8Array of 10 million', TEN_MILLION_BYTES, /^expected 81 cells, found 10000000$/],
    ['a nested array', [EMPTY], /^expected 81 cells, found 1$/],
    ['cell 0 = -1', withCell(0, -1), /^cell 0 \(row 1 column 1\) is the number -1, expected an integer 0\.\.=9$/],
    ['cell 80 = 300', withCell(80, 300), /^cell 80 \(row 9 column 9\) is the number 300, expected an integer 0\.\.=9$/],
    ['cell 40 = 10', withCell(40, 10), /^cell 40 \(row 5 column 5\) is the number 10, expected/],
    ['cell 12 = NaN', withCell(12, NaN), /^cell 12 \(row 2 column 4\) is the number NaN, expected/],
    ['cell 3 = 1.5', withCell(3, 1.5), /^cell 3 \(row 1 column 4\) is the number 1\.5, expected/],
    ['cell 4 = -Infinity', withCell(4, -Infinity), /^cell 4 \(row 1 column 5\) is the number -Infinity, expected/],
    ['cell 7 = "5"', withCell(7, '5'), /^cell 7 \(row 1 column 8\) is a string, expected/],
    ['cell 8 = null', withCell(8, null), /^cell 8 \(row 1 column 9\) is null, expected/],
    ['cell 9 = undefined', withCell(9, undefined), /^cell 9 \(row 2 column 1\) is undefined, expected/],
    ['a hole at cell 17', hole, /^cell 17 \(row 2 column 9\) is undefined, expected/],
    ['cell 20 = true', withCell(20, true), /^cell 20 \(row 3 column 3\) is a boolean, expected/],
    ['cell 30 = 5n', withCell(30, 5n), /^cell 30 \(row 4 column 4\) is a bigint, expected/],
    ['cell 31 = [5]', withCell(31, [5]), /^cell 31 \(row 4 column 5\) is an Array, expected/],
    ['cell 32 = {}', withCell(32, {}), /^cell 32 \(row 4 column 6\) is an Object, expected/],
    ['Uint8Array cell 5 = 10', u8(5, 10), /^cell 5 \(row 1 column 6\) has value 10, expected 0\.\.=9$/],
    // JS stores 300 in a Uint8Array as 44 before any call: the message names the 44 it got.
    ['Uint8Array cell 6 = 300', u8(6, 300), /^cell 6 \(row 1 column 7\) has value 44, expected 0\.\.=9$/],
    ['Uint8Array cell 79 = 255', u8(79, 255), /^cell 79 \(row 9 column 8\) has value 255, expected/],
  ];
  // Clashing givens: refused by solve and count (max_score and target answer -1, clashing_cells lists them).
  const CLASH = /^givens clash: row 1 column 1 and row 1 column 2 both hold 5$/;

  const BAD_CHAR = (ch, line, column) =>
    new RegExp(`^unexpected character ${ch} at line ${line}, column ${column}; expected a digit 1-9, a blank`);
  // [label, value, pattern]: wrong types and contents for a text argument.
  const BAD_TEXTS = [
    ['undefined', undefined, /found undefined$/],
    ['null', null, /found null$/],
    ['a number', 5, /found the number 5$/],
    ['NaN', NaN, /found the number NaN$/],
    ['an array of cells', EMPTY, /found an Array$/],
    ['a Uint8Array', new Uint8Array(81), /found an? Uint8Array$/], // "an Uint8Array": nit
    ['an object', {}, /found an Object$/],
    ['an object with toString', { toString: () => '.'.repeat(81) }, /found an Object$/],
    ['a String object', new String('.'.repeat(81)), /found a String$/],
    ['a bigint', 5n, /found a bigint$/],
    ['a symbol', Symbol('text'), /found a symbol$/],
    ['10 MB of dots', TEN_MB_TEXT, /^text too long: 10000000 characters; a puzzle is 81 cells/],
    ['10 MB of emoji', TEN_MB_EMOJI, /^text too long: 10000000 characters/],
    ['10,001 characters', '.'.repeat(10_001), /^text too long: 10001 characters/],
    ['10,000 characters', '.'.repeat(10_000), /^expected 81 cells, found 10000$/],
    ['an empty string', '', /^expected 81 cells, found 0$/],
    ['whitespace only', ' \n\t\r\n ', /^expected 81 cells, found 0$/],
    ['80 cells', '.'.repeat(80), /^expected 81 cells, found 80$/],
    ['82 cells', '.'.repeat(82), /^expected 81 cells, found 82$/],
    ['emoji cells', '🙂'.repeat(81), BAD_CHAR("'🙂'", 1, 1)],
    ['an emoji at cell 41', `${'.'.repeat(40)}🙂${'.'.repeat(40)}`, BAD_CHAR("'🙂'", 1, 41)],
    ['a flag emoji', `${'.'.repeat(9)}\n🇫🇷${'.'.repeat(71)}`, BAD_CHAR("'🇫'", 2, 1)],
    ['HTML', `<div class="grid">${CLUE17}</div>`, BAD_CHAR("'<'", 1, 1)],
    ['a script tag', `<script>alert(1)</script>${CLUE17}`, BAD_CHAR("'<'", 1, 1)],
    ['an HTML entity', `&nbsp;${CLUE17}`, BAD_CHAR("'&'", 1, 1)],
    ['a letter on line 2', `${'.'.repeat(9)}\n....x`, BAD_CHAR("'x'", 2, 5)],
    ['a NUL character', `\0${'.'.repeat(80)}`, BAD_CHAR('U\\+0000', 1, 1)],
    ['an escape character', `${'.'.repeat(5)}\x1b[31m${'.'.repeat(76)}`, BAD_CHAR('U\\+001B', 1, 6)],
    ['a fullwidth digit', `１${'.'.repeat(80)}`, BAD_CHAR("'１'", 1, 1)],
    ['an Arabic-Indic digit', `٣${'.'.repeat(80)}`, BAD_CHAR("'٣'", 1, 1)],
    ['a lone surrogate', `\uD800${'.'.repeat(80)}`, /^unexpected character .* at line 1, column 1/],
    ['a comma-separated grid', EMPTY.join(','), BAD_CHAR("','", 1, 2)],
    ['JSON', JSON.stringify(EMPTY), BAD_CHAR("'\\['", 1, 1)],
  ];
  const TEXT_CLASH = `55${'.'.repeat(79)}`;

  const WHOLE = /must be a whole number >= 0, /;
  // [label, value, pattern] for a limit or node budget argument.
  const BAD_COUNTS = [
    ['-1', -1, /found the number -1$/],
    ['1.5', 1.5, /found the number 1\.5$/],
    ['NaN', NaN, /found the number NaN$/],
    ['Infinity', Infinity, /found the number Infinity$/],
    ['-Infinity', -Infinity, /found the number -Infinity$/],
    ['a string', '2', /found a string$/],
    ['an object', {}, /found an Object$/],
    ['an array', [2], /found an Array$/],
    ['a bigint', 2n, /found a bigint$/],
    ['true', true, /found a boolean$/],
  ];

  const GRID_FUNCTIONS = {
    solve: (g) => api.solve(g),
    count_solutions: (g) => api.count_solutions(g, 2),
    max_score: (g) => api.max_score(g),
    target: (g) => api.target(g, 100),
    clashing_cells: (g) => api.clashing_cells(g),
  };
  const TEXT_FUNCTIONS = {
    solve_text: (t) => api.solve_text(t),
    count_solutions_text: (t) => api.count_solutions_text(t, 2),
    max_score_text: (t) => api.max_score_text(t),
    target_text: (t) => api.target_text(t, 100),
    parse_text: (t) => api.parse_text(t),
  };

  // The logic exports take a grid as cells or as text (a string goes to the text parser), so
  // they get the cell table without its string row, and the text table's strings. `hint` names
  // the argument at fault first.
  const LOGIC_GRID_FUNCTIONS = [
    ['candidates(_)', (g) => api.candidates(g), ''],
    ['candidates(_, techniques)', (g) => api.candidates(g, ['x-wing', 'naked-single']), ''],
    ['steps(_)', (g) => api.steps(g), ''],
    ['rate(_)', (g) => api.rate(g), ''],
    ['hint(_, EMPTY)', (g) => api.hint(g, EMPTY), 'givens: '],
    ['hint(EASY, _)', (g) => api.hint(EASY, g), 'entries: '],
    ['hint(_, EMPTY, masks)', (g) => api.hint(g, EMPTY, new Array(81).fill(ALL)), 'givens: '],
  ];
  const LOGIC_BAD_GRIDS = [
    ...BAD_GRIDS.filter(([, value]) => typeof value !== 'string'),
    ...BAD_TEXTS.filter(([, value]) => typeof value === 'string'),
  ];
  /** `pattern` for a message that starts with `prefix` ("givens: "; unanchored patterns may follow anything). */
  const withPrefix = (prefix, pattern) =>
    pattern.source.startsWith('^')
      ? new RegExp(`^${prefix}${pattern.source.slice(1)}`)
      : new RegExp(`^${prefix}.*${pattern.source}`);

  const TECHNIQUE_LIST = /^expected technique names as an Array of strings or a comma-separated string, /;
  // The known names: a comma-separated list holding every SE name of support/sudoku.mjs (more,
  // such as the chains, may be added anywhere in it).
  const namedIn = (name) => `(?=(?:.*, )?${name.replace(/-/g, '\\-')}(?:, |$))`;
  const KNOWN_TECHNIQUES = new RegExp(
    `; known techniques: ${TECHNIQUES.map(namedIn).join('')}[a-z0-9-]+(?:, [a-z0-9-]+)*$`,
  );
  const throwingElement = () => {
    const a = ['x-wing', 'swordfish'];
    Object.defineProperty(a, 1, {
      get() {
        throw new Error('getter says no');
      },
    });
    return a;
  };
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    return proxy;
  };
  // [label, value, pattern]: bad `techniques` for candidates(EASY, techniques).
  const BAD_TECHNIQUES = [
    ['an unknown name', 'foo', new RegExp(`^unknown technique 'foo'${KNOWN_TECHNIQUES.source}`)],
    ['a name in the wrong case', 'X-Wing', /^unknown technique 'X-Wing'; known techniques: /],
    ['an unknown name in a list', 'x-wing, swordfish,fish', /^unknown technique 'fish'; known/],
    ['an unknown name in an Array', ['x-wing', 'bogus'], /^unknown technique 'bogus'; known/],
    ['an HTML name', ['<b>x-wing</b>'], /^unknown technique '<b>x-wing<\/b>'; known/],
    ['an empty string', '', new RegExp(`^empty technique name in the list${KNOWN_TECHNIQUES.source}`)],
    ['a doubled comma', 'x-wing,,swordfish', /^empty technique name in the list; known/],
    ['a trailing comma', 'x-wing,', /^empty technique name in the list; known/],
    // No names at all reads as one empty name (the rules' candidates would be the other answer).
    ['an empty Array', [], /^empty technique name in the list; known/],
    ['a number element', [1], /^technique 0 of the list is not a string/],
    ['a null element', ['x-wing', null], /^technique 1 of the list is not a string/],
    ['a String object element', [new String('x-wing')], /^technique 0 of the list is not a string/],
    ['a hole', [undefined, 'x-wing'], /^technique 0 of the list is not a string/], // eslint-disable-line no-sparse-arrays
    ['a nested Array', [['x-wing']], /^technique 0 of the list is not a string/],
    ['a number', 5, /found the number 5$/],
    ['NaN', NaN, /found the number NaN$/],
    ['an object', {}, /found an Object$/],
    ['an object with toString', { toString: () => 'x-wing' }, /found an Object$/],
    ['a null-prototype object', Object.create(null), /found an Object$/],
    ['a Set of names', new Set(['x-wing']), /found a Set$/],
    ['a String object', new String('x-wing'), /found a String$/],
    ['a Uint8Array', new Uint8Array(3), /found an? Uint8Array$/],
    ['true', true, /found a boolean$/],
    ['a bigint', 1n, /found a bigint$/],
    ['a symbol', Symbol('x-wing'), /found a symbol$/],
    ['a function', () => 'x-wing', /found a function$/],
    ['an Array whose element getter throws', throwingElement(), /^the technique list could not be read: /],
    ['a revoked Proxy', revoked(), /^the technique list could not be read/],
  ];

  // [label, value, pattern]: bad candidate masks for hint(EASY, EMPTY, masks); all start "candidates: ".
  const MASK_SHAPE = /expected 81 bit masks \(a Uint16Array or an Array of integers 0\.\.=511\), found /;
  const withMask = (cell, value) => {
    const masks = new Array(81).fill(ALL);
    masks[cell] = value;
    return masks;
  };
  const maskHole = new Array(81).fill(ALL);
  delete maskHole[50];
  const throwingMask = () => {
    const masks = new Array(81).fill(ALL);
    Object.defineProperty(masks, 4, {
      get() {
        throw new Error('getter says no');
      },
    });
    return masks;
  };
  const BAD_MASKS = [
    ['80 masks', new Array(80).fill(ALL), /expected 81 masks, found 80$/],
    ['82 masks', new Array(82).fill(ALL), /expected 81 masks, found 82$/],
    ['no masks', [], /expected 81 masks, found 0$/],
    ['a Uint16Array of 80', new Uint16Array(80), /expected 81 masks, found 80$/],
    ['a Uint16Array of 10 million', new Uint16Array(10_000_000), /expected 81 masks, found 10000000$/],
    ['an Array of 10 million', TEN_MILLION_ARRAY, /expected 81 masks, found 10000000$/],
    ['cell 3 = 512', withMask(3, 512), /cell 3 is the number 512, expected an integer 0\.\.=511$/],
    ['cell 0 = -1', withMask(0, -1), /cell 0 is the number -1, expected an integer 0\.\.=511$/],
    ['cell 80 = 1.5', withMask(80, 1.5), /cell 80 is the number 1\.5, expected/],
    ['cell 7 = NaN', withMask(7, NaN), /cell 7 is the number NaN, expected/],
    ['cell 8 = Infinity', withMask(8, Infinity), /cell 8 is the number Infinity, expected/],
    ['cell 9 = 65535', withMask(9, 65535), /cell 9 is the number 65535, expected/],
    ['cell 10 = "511"', withMask(10, '511'), /cell 10 is a string, expected/],
    ['cell 11 = null', withMask(11, null), /cell 11 is null, expected/],
    ['cell 12 = 511n', withMask(12, 511n), /cell 12 is a bigint, expected/],
    ['a hole at cell 50', maskHole, /cell 50 is undefined, expected/],
    ['a Uint16Array with 512', Uint16Array.from(withMask(20, 512)), /cell 20 is the number 512, expected/],
    ['a Float64Array', new Float64Array(81).fill(ALL), new RegExp(`${MASK_SHAPE.source}a Float64Array$`)],
    ['a Uint8Array', new Uint8Array(81), new RegExp(`${MASK_SHAPE.source}an? Uint8Array$`)],
    ['an Int32Array', new Int32Array(81).fill(ALL), new RegExp(`${MASK_SHAPE.source}an? Int32Array$`)],
    ['a number', 511, new RegExp(`${MASK_SHAPE.source}the number 511$`)],
    ['a string', '1'.repeat(81), new RegExp(`${MASK_SHAPE.source}a string$`)],
    ['an object', {}, new RegExp(`${MASK_SHAPE.source}an? Object$`)], // "a Object" for null-prototype: a nit
    ['true', true, new RegExp(`${MASK_SHAPE.source}a boolean$`)],
    ['an element getter that throws', throwingMask(), /the masks could not be read: getter says no$/],
    ['a revoked Proxy', revoked(), /the masks could not be read: /],
  ];

  /** The functions that refuse clashing givens (a grid with no solution has no -1 to give there). */
  const REFUSE_CLASH = /^(solve|count_solutions)/;

  /** Every bad (function, input) pair: [label, thunk, pattern, known leak?]. */
  function badCalls() {
    const calls = [];
    for (const [name, fn] of Object.entries(GRID_FUNCTIONS)) {
      for (const [label, value, pattern, leaks] of BAD_GRIDS)
        calls.push([`${name}(${label})`, () => fn(value), pattern, leaks]);
      if (REFUSE_CLASH.test(name)) calls.push([`${name}(clashing givens)`, () => fn(clashGrid), CLASH]);
    }
    for (const [name, fn] of Object.entries(TEXT_FUNCTIONS)) {
      for (const [label, value, pattern] of BAD_TEXTS) calls.push([`${name}(${label})`, () => fn(value), pattern]);
      // parse_text only parses: a clash is for the solving functions to refuse.
      if (REFUSE_CLASH.test(name)) calls.push([`${name}(clashing givens)`, () => fn(TEXT_CLASH), CLASH]);
    }
    const easy = cellsOf(EASY);
    for (const [label, value, pattern] of BAD_COUNTS) {
      calls.push([
        `count_solutions(grid, ${label})`,
        () => api.count_solutions(easy, value),
        new RegExp(`^limit ${WHOLE.source}${pattern.source}`),
      ]);
      calls.push([
        `count_solutions_text(text, ${label})`,
        () => api.count_solutions_text(EASY, value),
        new RegExp(`^limit ${WHOLE.source}${pattern.source}`),
      ]);
      calls.push([
        `target(grid, ${label})`,
        () => api.target(easy, value),
        new RegExp(`^node_budget ${WHOLE.source}${pattern.source}`),
      ]);
      calls.push([
        `target_text(text, ${label})`,
        () => api.target_text(EASY, value),
        new RegExp(`^node_budget ${WHOLE.source}${pattern.source}`),
      ]);
    }
    for (const [label, value] of [
      ['-1', -1],
      ['81', 81],
      ['1.5', 1.5],
      ['NaN', NaN],
      ['"4"', '4'],
      ['undefined', undefined],
      ['null', null],
      ['4n', 4n],
      ['1e300', 1e300],
    ]) {
      calls.push([`cell_weight(${label})`, () => api.cell_weight(value), /^cell index must be a whole number /]);
    }
    const BATCH_SHAPE = /^expected a Uint8Array of n \* 81 cells, found /;
    for (const [label, value] of [
      ['a string', '.'.repeat(81)],
      ['an Array', EMPTY],
      ['undefined', undefined],
      ['a Float64Array', new Float64Array(81)],
      ['an object', {}],
    ]) {
      calls.push([`solve_batch(${label})`, () => api.solve_batch(value), BATCH_SHAPE]);
    }
    calls.push([
      'solve_batch(80 cells)',
      () => api.solve_batch(new Uint8Array(80)),
      /^expected a multiple of 81 cells, found 80$/,
    ]);
    calls.push([
      'solve_batch(10 million cells)',
      () => api.solve_batch(TEN_MILLION_BYTES),
      /^expected a multiple of 81 cells, found 10000000$/,
    ]);
    const batch = new Uint8Array(162);
    batch[81] = 10;
    calls.push([
      'solve_batch(bad value in puzzle 2)',
      () => api.solve_batch(batch),
      /^puzzle 2: cell 0 \(row 1 column 1\) has value 10, expected 0\.\.=9$/,
    ]);
    const clashBatch = new Uint8Array(243);
    clashBatch.set(clashGrid, 162);
    calls.push([
      'solve_batch(clash in puzzle 3)',
      () => api.solve_batch(clashBatch),
      /^puzzle 3: givens clash: row 1 column 1 and row 1 column 2/,
    ]);

    // The logic exports.
    for (const [name, fn, prefix] of LOGIC_GRID_FUNCTIONS) {
      for (const [label, value, pattern, leaks] of LOGIC_BAD_GRIDS) {
        calls.push([`${name.replace('_', label)}`, () => fn(value), withPrefix(prefix, pattern), leaks]);
      }
    }
    for (const [label, value, pattern] of BAD_TECHNIQUES) {
      const full = pattern.source.startsWith('^') ? pattern : new RegExp(TECHNIQUE_LIST.source + pattern.source);
      calls.push([`candidates(EASY, ${label})`, () => api.candidates(EASY, value), full]);
      calls.push([`candidates(EMPTY, ${label})`, () => api.candidates(EMPTY, value), full]);
    }
    for (const [label, value, pattern] of BAD_MASKS) {
      calls.push([
        `hint(EASY, EMPTY, ${label})`,
        () => api.hint(EASY, EMPTY, value),
        withPrefix('candidates: ', pattern),
      ]);
    }
    // An entry on a given must be 0 or the given's digit (EASY has a 6 at r1c4).
    const onGiven = withCell(3, 7);
    const OVERLAP = /^entries and givens overlap: r1c4 is a given, so its entry must be 0$/;
    calls.push(['hint(EASY, 7 on the given 6)', () => api.hint(EASY, onGiven), OVERLAP]);
    calls.push([
      'hint(EASY cells, 7 on the given 6 as text)',
      () => api.hint(cellsOf(EASY), onGiven.join('')),
      OVERLAP,
    ]);
    // Givens with no single solution: no hint is sure.
    calls.push(['hint(clashing givens)', () => api.hint(clashGrid, EMPTY), CLASH]);
    calls.push(['hint(clashing givens as text)', () => api.hint(TEXT_CLASH, '.'.repeat(81)), CLASH]);
    calls.push([
      'hint(clashing givens, right masks)',
      () => api.hint(clashGrid, EMPTY, new Uint16Array(81).fill(ALL)),
      CLASH,
    ]);
    const MULTIPLE = /^the givens have more than one solution, so no hint is sure$/;
    calls.push(['hint(empty givens)', () => api.hint(EMPTY, EMPTY), MULTIPLE]);
    const last = CLUE17.search(/[1-9][^1-9]*$/);
    const sixteen = `${CLUE17.slice(0, last)}.${CLUE17.slice(last + 1)}`;
    assert.equal(sixteen.replace(/\./g, '').length, 16, 'CLUE17 less its last clue');
    calls.push(['hint(a 17-clue puzzle less a clue)', () => api.hint(sixteen, EMPTY), MULTIPLE]);
    const NONE = /^no solution: the givens cannot be completed$/;
    calls.push(['hint(givens without solution)', () => api.hint(DEAD, EMPTY), NONE]);
    calls.push(['hint(givens without solution, entries)', () => api.hint(DEAD, withCell(80, 1)), NONE]);
    return calls;
  }

  const BAD_CALLS = badCalls();

  // --------------------------------------------------------------------------------------
  // Good calls, each checked.

  const easyCells = cellsOf(EASY);
  const GOOD_CALLS = [
    () => checkSolution(easyCells, api.solve(easyCells), 'solve(EASY)'),
    () => checkSolution(easyCells, api.solve(Uint8Array.from(easyCells)), 'solve(Uint8Array EASY)'),
    () => checkSolution(easyCells, Array.from(api.solve_text(EASY), Number), 'solve_text(EASY)'),
    () => assert.equal(api.count_solutions(easyCells, 3), 1),
    () => assert.deepEqual(Array.from(api.parse_text(EASY)), easyCells),
    () => assert.deepEqual(Array.from(api.clashing_cells(clashGrid)), [0, 1]),
    () => assert.deepEqual(Array.from(api.parse_text(TEXT_CLASH)), clashGrid),
    // Clashing givens have no solution: the target score's -1.
    () => assert.equal(api.max_score(clashGrid), -1),
    () => assert.equal(api.max_score_text(TEXT_CLASH), -1),
    () => assert.deepEqual(api.target(clashGrid, 100), { score: -1, grid: null, proven: true, nodes: 0 }),
    () => assert.deepEqual(api.target_text(TEXT_CLASH), { score: -1, grid: null, proven: true, nodes: 0 }),
    () => assert.equal(api.cell_weight(40), 10),
    () => assert.equal(api.count_solutions_text(CLUE17, 2), 1),
    // The logic exports, each answer from independent reasoning (see logic.mjs for more).
    () =>
      assert.ok(
        api.candidates(EMPTY).every((m) => m === ALL),
        'candidates(EMPTY): 81 x 511',
      ),
    () => assert.deepEqual(api.candidates(EASY), Uint16Array.from(rulesMasks(easyCells))),
    () => assert.deepEqual(api.candidates(clashGrid, 'naked-single,search'), Uint16Array.from(rulesMasks(clashGrid))),
    () =>
      assert.ok(
        api.candidates(KAGGLE, ['hidden-single', 'naked-single']).every((m) => m === 0),
        'singles solve KAGGLE',
      ),
    () => {
      const result = api.steps(KAGGLE);
      assert.equal(result.result, 'solved');
      assert.deepEqual(replaySteps(KAGGLE, KAGGLE_SOLUTION, result.steps, 'steps(KAGGLE)'), KAGGLE_SOLUTION);
    },
    () => assert.deepEqual(api.steps(DEAD), { result: 'none', steps: [] }),
    () => assert.deepEqual(api.rate(KAGGLE), KAGGLE_RATED),
    () => assert.deepEqual(api.rate(clashGrid), { result: 'none', ...UNRATED }),
    () => assert.deepEqual(api.rate(EMPTY), { result: 'multiple', ...UNRATED }),
    () => {
      // One cell short of solved: the hint places the solution's digit there.
      const givens = KAGGLE_SOLUTION.slice();
      givens[40] = 0;
      const h = api.hint(givens, EMPTY);
      assert.equal(h.kind, 'step');
      assert.deepEqual(h.step.place, [[40, KAGGLE_SOLUTION[40]]]);
    },
    () => {
      const entries = EMPTY.slice();
      const open = KAGGLE.indexOf(0, 30);
      entries[open] = (KAGGLE_SOLUTION[open] % 9) + 1;
      assert.deepEqual(Object.entries(api.hint(KAGGLE, entries)).slice(0, 2), [
        ['kind', 'wrong-entry'],
        ['cell', open],
      ]);
    },
    () => {
      const masks = rulesMasks(KAGGLE);
      masks[80] &= ~bit(KAGGLE_SOLUTION[80]);
      assert.equal(KAGGLE[80], 0);
      assert.equal(api.hint(KAGGLE, EMPTY, masks).cell, 80);
    },
    () => assert.equal(api.hint(KAGGLE, KAGGLE_SOLUTION).kind, 'solved'),
  ];

  // The generator in the 100,000-call test: a new puzzle on a seed drawn from the call
  // number (one attempt, any difficulty: always found), checked by the module's own
  // solver for its one solution, then options it must refuse with an Error naming them.
  const GENERATE_SYMMETRIES = ['none', 'rotational', 'mirror', 'diagonal'];
  const GENERATE_BAD = [
    (i) =>
      expectError(
        'generate(difficulty "hardest")',
        () => api.generate({ seed: i, difficulty: 'hardest' }),
        /^difficulty must be one of /,
      ),
    (i) => expectError('generate(seed -1)', () => api.generate({ seed: -1 - i }), /^seed /),
    () => expectError('generate("hard")', () => api.generate('hard'), /^options must be an object/),
    (i) =>
      expectError(
        'generate(rating [max, min])',
        () => api.generate({ seed: i, rating: [4.5, 4] }),
        /^rating must be \[min, max\]/,
      ),
  ];
  function generateCalls(i) {
    const symmetry = GENERATE_SYMMETRIES[i % GENERATE_SYMMETRIES.length];
    const g = api.generate({ seed: i, attempts: 1, symmetry });
    assert.equal(g.seed, String(i));
    assert.match(g.puzzle, /^[1-9.]{81}$/);
    assert.equal(api.count_solutions_text(g.puzzle, 2), 1, `generate seed ${i}: one solution`);
    assert.equal(api.solve_text(g.puzzle), g.solution, `generate seed ${i}: its solution`);
    GENERATE_BAD[i % GENERATE_BAD.length](i);
  }

  return { BAD_CALLS, GOOD_CALLS, GENERATE_BAD, generateCalls, clashGrid, TEXT_CLASH };
}
