// Independent Sudoku reasoning for the Node tests (no package code): units and peers, the rules'
// candidates, a naked-and-hidden-singles solver, a hidden-singles solver, SE's catalogue of names
// and ratings, a replay that checks a solving path against a
// published solution, and puzzles copied with their published solutions from tests/data.
//
// This folder is not matched by `node --test tests/node/*.mjs`: it holds no tests of its own.

import assert from 'node:assert/strict';

/** The 27 units (rows, columns, boxes), each 9 cell indices. */
export const UNITS = [];
for (let i = 0; i < 9; i++) {
  const row = [],
    col = [],
    box = [];
  for (let k = 0; k < 9; k++) {
    row.push(9 * i + k);
    col.push(9 * k + i);
    box.push(27 * Math.floor(i / 3) + 3 * (i % 3) + 9 * Math.floor(k / 3) + (k % 3));
  }
  UNITS.push(row, col, box);
}

/** The 20 peers of each cell. */
export const PEERS = Array.from({ length: 81 }, (_, c) =>
  [...new Set(UNITS.filter((u) => u.includes(c)).flat())].filter((p) => p !== c),
);

export const ALL = 0x1ff;
export const bit = (digit) => 1 << (digit - 1);

/** 81 numbers from an 81-character line ('.' or '0' blank). */
export function cellsOf(text) {
  assert.equal(text.length, 81, `a puzzle line of ${text.length} characters`);
  return Array.from(text, (ch) => (ch === '.' ? 0 : Number(ch)));
}

/** The rules' candidates: 0 for a filled cell, else every digit no peer holds. */
export function rulesMasks(cells) {
  return cells.map((d, c) => (d ? 0 : PEERS[c].reduce((mask, p) => (cells[p] ? mask & ~bit(cells[p]) : mask), ALL)));
}

/**
 * Singles until none applies: `{ cells, masks, solved }`, the grid reached and its rules'
 * candidates. One placement at a time, the candidates recomputed from scratch each time; naked
 * singles (a cell with one candidate) only when `naked`, hidden singles (a digit with one place
 * left in a row, column or box; the last empty cell of a unit is one) always.
 */
function fixpoint(start, naked) {
  const cells = start.slice();
  for (;;) {
    const masks = rulesMasks(cells);
    let placed = false;
    for (let c = 0; naked && c < 81 && !placed; c++) {
      const m = masks[c];
      if (!cells[c] && m && !(m & (m - 1))) {
        cells[c] = 32 - Math.clz32(m);
        placed = true;
      }
    }
    for (let u = 0; u < 27 && !placed; u++) {
      for (let d = 1; d <= 9 && !placed; d++) {
        if (UNITS[u].some((c) => cells[c] === d)) continue;
        const places = UNITS[u].filter((c) => masks[c] & bit(d));
        if (places.length === 1) {
          cells[places[0]] = d;
          placed = true;
        }
      }
    }
    if (!placed) return { cells, masks, solved: cells.every((d) => d !== 0) };
  }
}

/** Naked and hidden singles until none applies: `{ cells, masks, solved }`. */
export const singlesFixpoint = (start) => fixpoint(start, true);

/**
 * Hidden singles alone until none applies: `{ cells, masks, solved }`. SE's path is hidden
 * singles only exactly when these solve the puzzle: its hidden-single producer comes first, and
 * singles never block one another.
 */
export const hiddenSinglesFixpoint = (start) => fixpoint(start, false);

/** Throws unless `solution` (81 numbers) obeys the rules and keeps every given of `puzzle`. */
export function checkSolution(puzzle, solution, label) {
  assert.equal(solution.length, 81, `${label}: ${solution.length} cells`);
  for (let c = 0; c < 81; c++) {
    const d = Number(solution[c]);
    assert.ok(Number.isInteger(d) && d >= 1 && d <= 9, `${label}: cell ${c} holds ${solution[c]}`);
    if (puzzle[c] !== 0) assert.equal(d, puzzle[c], `${label}: given at cell ${c} changed`);
  }
  for (const unit of UNITS) {
    const seen = new Set(unit.map((c) => Number(solution[c])));
    assert.equal(seen.size, 9, `${label}: unit ${unit} repeats a digit`);
  }
}

/**
 * Sudoku Explainer 1.2.1's techniques below the chains, in SE's producer order, as the API names
 * them (SE's printed names in kebab-case), with the ratings SE gives each (docs/se-rating-facts.md,
 * section 3 and 4: unique rectangles 4.5 + type 3's bonus, unique loops 4.6 to
 * 5.0 + type 3's bonus, BUG type 3 5.8 to 6.2), and the search step (20.0, above every chain).
 * The techniques from 6.5 up (chains and aligned triplet exclusion) are in SE_FROM_6_5.
 */
export const SE_RATINGS = {
  'hidden-single': [1.0, 1.2, 1.5],
  'direct-pointing': [1.7],
  'direct-claiming': [1.9],
  'direct-hidden-pair': [2.0],
  'naked-single': [2.3],
  'direct-hidden-triplet': [2.5],
  pointing: [2.6],
  claiming: [2.8],
  'naked-pair': [3.0],
  'x-wing': [3.2],
  'hidden-pair': [3.4],
  'naked-triplet': [3.6],
  swordfish: [3.8],
  'hidden-triplet': [4.0],
  'xy-wing': [4.2],
  'xyz-wing': [4.4],
  'unique-rectangle-type-1': [4.5],
  'unique-rectangle-type-2': [4.5],
  'unique-rectangle-type-3': [4.5, 4.6, 4.7, 4.8, 4.9, 5.0, 5.1],
  'unique-rectangle-type-4': [4.5],
  'unique-loop-type-1': [4.6, 4.7, 5.0],
  'unique-loop-type-2': [4.6, 4.7, 5.0],
  'unique-loop-type-3': [4.6, 4.7, 4.8, 4.9, 5.0, 5.1, 5.2, 5.3, 5.4, 5.5, 5.6],
  'unique-loop-type-4': [4.6, 4.7, 5.0],
  'naked-quad': [5.0],
  jellyfish: [5.2],
  'hidden-quad': [5.4],
  'bug-type-1': [5.6],
  'bug-type-2': [5.7],
  'bug-type-3': [5.8, 5.9, 6.0, 6.1, 6.2],
  'bug-type-4': [5.7],
  'aligned-pair-exclusion': [6.2],
  search: [20.0],
};
/** The technique names below 6.5 and the search step: quick to run as a fixpoint. */
export const TECHNIQUES = Object.keys(SE_RATINGS);
/**
 * SE 1.2.1's techniques from 6.5 up, in its producer order, with each one's base rating
 * (docs/se-rating-facts.md, section 4: the family's base, to which a chain's length adds;
 * aligned triplet exclusion is 7.5 and no chain). They come between aligned pair exclusion and
 * the search step.
 */
export const SE_FROM_6_5 = {
  'bidirectional-x-cycle': 6.5,
  'generalized-x-wing': 6.5,
  'bidirectional-y-cycle': 6.5,
  'turbot-fish': 6.6,
  'forcing-x-chain': 6.6,
  'bidirectional-cycle': 7.0,
  'forcing-chain': 7.0,
  'aligned-triplet-exclusion': 7.5,
  'nishio-forcing-chains': 7.5,
  'cell-forcing-chains': 8.0,
  'region-forcing-chains': 8.0,
};
// The dynamic chains (8.5), then nesting levels 1-5: 8.5 + 0.5 a level.
for (const [level, suffix] of ['', '-plus', '-2', '-3', '-4', '-5'].entries()) {
  for (const kind of ['contradiction', 'double', 'cell', 'region']) {
    const name = level < 2 ? `dynamic-${kind}-forcing-chains${suffix}` : `nested-${kind}-forcing-chains${suffix}`;
    SE_FROM_6_5[name] = 8.5 + 0.5 * level;
  }
}
// A technique's base is its lowest rating, but a hidden single's is 1.5, in a line (1.0 and 1.2
// are the full house and the box: SE's special cases).
const baseOf = (name) => (name === 'hidden-single' ? 1.5 : Math.min(...SE_RATINGS[name]));
/** Every technique of SE 1.2.1 with its base rating, in SE's producer order, the search step last. */
export const SE_CATALOGUE = [
  ...TECHNIQUES.filter((t) => t !== 'search').map((name) => [name, baseOf(name)]),
  ...Object.entries(SE_FROM_6_5),
  ['search', 20.0],
];
/** SE's printed name in the API's kebab-case: "Unique Loop 8 type 2" -> "unique-loop-type-2". */
export const kebab = (name) => name.replace(/ \d+ /g, ' ').toLowerCase().replace(/ /g, '-');
/** The difficulty word of an ER, as the page and `rate` name it: easy <= 1.5 < medium <= 2.5 < hard <= 4.4 < expert <= 6.6 < extreme. */
export const wordOf = (er) =>
  er <= 1.5 ? 'easy' : er <= 2.5 ? 'medium' : er <= 4.4 ? 'hard' : er <= 6.6 ? 'expert' : 'extreme';
const STEP_KEYS = [
  'candidates',
  'cells',
  'chain',
  'eliminate',
  'explanation',
  'name',
  'place',
  'rating',
  'technique',
  'text',
];

const isPair = (p) =>
  Array.isArray(p) &&
  p.length === 2 &&
  Number.isInteger(p[0]) &&
  p[0] >= 0 &&
  p[0] < 81 &&
  Number.isInteger(p[1]) &&
  p[1] >= 1 &&
  p[1] <= 9;

/** Throws unless `step` has the documented shape. */
export function checkStepShape(step, label) {
  assert.deepEqual(Object.keys(step).sort(), STEP_KEYS, `${label}: keys`);
  assert.ok(
    typeof step.technique === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(step.technique),
    `${label}: technique ${step.technique}`,
  );
  assert.ok(typeof step.name === 'string' && step.name.length > 0, `${label}: name ${step.name}`);
  assert.ok(
    typeof step.rating === 'number' && Math.round(step.rating * 10) === step.rating * 10,
    `${label}: rating ${step.rating} is not in tenths, as SE prints it`,
  );
  if (SE_RATINGS[step.technique]) {
    // SE's catalogue: the printed name is the technique's, the rating one SE gives it.
    assert.equal(kebab(step.name), step.technique, `${label}: name ${step.name} of ${step.technique}`);
    assert.ok(SE_RATINGS[step.technique].includes(step.rating), `${label}: ${step.technique} rated ${step.rating}`);
  } else {
    // From 6.5 up: the technique's base or more (a chain's length adds), below the search step.
    assert.ok(step.technique in SE_FROM_6_5, `${label}: ${step.technique} is not one of SE's techniques`);
    assert.ok(
      step.rating >= SE_FROM_6_5[step.technique] && step.rating < 20,
      `${label}: ${step.technique} rated ${step.rating}`,
    );
  }
  for (const key of ['place', 'eliminate', 'candidates']) {
    assert.ok(Array.isArray(step[key]) && step[key].every(isPair), `${label}: ${key} ${JSON.stringify(step[key])}`);
  }
  assert.ok(step.place.length + step.eliminate.length > 0, `${label}: places and removes nothing`);
  assert.ok(
    Array.isArray(step.cells) && step.cells.every((c) => Number.isInteger(c) && c >= 0 && c < 81),
    `${label}: cells ${step.cells}`,
  );
  assert.ok(typeof step.text === 'string' && /r[1-9]c[1-9]/.test(step.text), `${label}: text ${step.text}`);
  checkChainShape(step, label);
}

/**
 * Throws unless `step.chain` is a derivation: nodes { cell, digit, on, parents, via }, each
 * following from earlier nodes only (an assumption, via -1, from none), its link a unit
 * (0-26), the cell (27) or a technique on the reduced grid (28, nested chains); empty for a technique below the chains (SE rates chains 6.5 up).
 */
function checkChainShape(step, label) {
  assert.ok(Array.isArray(step.chain), `${label}: chain ${JSON.stringify(step.chain)}`);
  if (step.rating < 6.5 || step.technique === 'search') {
    assert.equal(step.chain.length, 0, `${label}: a chain on ${step.technique}`);
    return;
  }
  step.chain.forEach((node, k) => {
    const where = `${label}: chain node ${k} ${JSON.stringify(node)}`;
    assert.deepEqual(Object.keys(node).sort(), ['cell', 'digit', 'on', 'parents', 'via'], where);
    assert.ok(Number.isInteger(node.cell) && node.cell >= 0 && node.cell < 81, where);
    assert.ok(Number.isInteger(node.digit) && node.digit >= 1 && node.digit <= 9, where);
    assert.equal(typeof node.on, 'boolean', where);
    // -1 the assumption, 0-26 a unit, 27 the cell, 28 a technique on the reduced grid (nested).
    assert.ok(Number.isInteger(node.via) && node.via >= -1 && node.via <= 28, where);
    assert.ok(Array.isArray(node.parents) && node.parents.every((p) => Number.isInteger(p) && p >= 0 && p < k), where);
    assert.equal(node.via === -1, node.parents.length === 0, `${where}: an assumption has no parents, a link has some`);
  });
}

/**
 * Replays `steps` from the rules' candidates of `puzzle` and checks each against `solution`:
 * a placement puts the solution's digit in an open cell, an elimination removes a candidate that
 * is there and is not the solution's digit, a single is really a single. Returns the final cells.
 */
export function replaySteps(puzzle, solution, steps, label) {
  const cells = puzzle.slice();
  const masks = rulesMasks(cells);
  steps.forEach((step, k) => {
    const where = `${label} step ${k + 1} (${step.technique}: ${step.text})`;
    checkStepShape(step, where);
    if (step.technique === 'naked-single') {
      const [[c, d]] = step.place;
      assert.equal(masks[c], bit(d), `${where}: r${Math.floor(c / 9) + 1}c${(c % 9) + 1} has other candidates`);
    }
    if (step.technique === 'hidden-single') {
      const [[c, d]] = step.place;
      assert.ok(
        UNITS.some((u) => u.includes(c) && u.filter((x) => masks[x] & bit(d)).length === 1),
        `${where}: ${d} has other places in every unit of the cell`,
      );
    }
    for (const [c, d] of step.place) {
      assert.equal(cells[c], 0, `${where}: places in the filled cell ${c}`);
      assert.equal(d, solution[c], `${where}: places ${d} in cell ${c}, the solution has ${solution[c]}`);
      assert.ok(masks[c] & bit(d), `${where}: places ${d} in cell ${c}, not a candidate`);
      cells[c] = d;
      masks[c] = 0;
      for (const p of PEERS[c]) masks[p] &= ~bit(d);
    }
    for (const [c, d] of step.eliminate) {
      assert.notEqual(d, solution[c], `${where}: removes the solution's ${d} from cell ${c}`);
      assert.ok(masks[c] & bit(d), `${where}: removes ${d} from cell ${c}, not a candidate`);
      masks[c] &= ~bit(d);
    }
  });
  return cells;
}

// Puzzles with their published solutions: line 1 of each file of tests/data.
export const PUBLISHED = {
  kaggle: [
    // kaggle_sample.txt: "very easy (no guessing needed)"
    '004300209005009001070060043006002087190007400050083000600000105003508690042910300',
    '864371259325849761971265843436192587198657432257483916689734125713528694542916378',
  ],
  clue17: [
    // 17clue.txt
    '.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....',
    '143657982952438761867192435795863124314279658286514397438921576671385249529746813',
  ],
  top1465: [
    // top1465.txt
    '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
    '468931527751624839392578461134756298289413675675289314846192753513867942927345186',
  ],
  hardest: [
    // forum_hardest_1106.txt
    '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
    '621943758783615492594728361142879635357461289869532174238197546916354827475286913',
  ],
};

// The first Kaggle puzzle and its published solution as cells, and the rating se-rate gives it:
// 1.2/1.2/1.2 (tests/data/se121/kaggle_sample.se121.txt, line 1), hidden singles in boxes.
export const KAGGLE = cellsOf(PUBLISHED.kaggle[0]);
export const KAGGLE_SOLUTION = cellsOf(PUBLISHED.kaggle[1]);
export const KAGGLE_RATED = {
  result: 'solved',
  difficulty: 'easy',
  rating: 1.2,
  pearl: 1.2,
  diamond: 1.2,
  hardest: 'hidden-single',
};
