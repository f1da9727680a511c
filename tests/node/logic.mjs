// The logic exports of the JS API (candidates, steps, rate, hint) on good input, in Node, each
// answer checked against independent reasoning (tests/node/support/sudoku.mjs: the rules'
// candidates, singles solvers, a replay of every step against the published solution, SE's
// catalogue of names and ratings) or against Sudoku Explainer 1.2.1's own output
// (tests/node/support/se121.mjs: `se-rate` and `se-steps`, committed):
//
//   ./build.sh build && node --test tests/node/*.mjs
//
// Hostile input to the same exports is in hostile.mjs.

import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import {
  ALL,
  KAGGLE_RATED,
  PEERS,
  PUBLISHED,
  TECHNIQUES,
  bit,
  cellsOf,
  checkStepShape,
  hiddenSinglesFixpoint,
  kebab,
  replaySteps,
  rulesMasks,
  singlesFixpoint,
  wordOf,
} from './support/sudoku.mjs';
import { dataLines } from './support/data.mjs';
import { isChain, sePaths, seRatings } from './support/se121.mjs';
import { built, JS, loadPackage, WASM } from './support/wasm.mjs';

const _ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const EMPTY = new Array(81).fill(0);
const SINGLES = 'hidden-single,naked-single';
const RATE_KEYS = ['diamond', 'difficulty', 'hardest', 'pearl', 'rating', 'result'];

/** The first `n` puzzles of a set of tests/data with their solutions, as cells. */
function dataset(name, n) {
  const puzzles = dataLines(`${name}.txt`).slice(0, n);
  const solutions = dataLines(`${name}.solutions.txt`).slice(0, n);
  assert.equal(puzzles.length, n, `${name}.txt has fewer than ${n} lines`);
  return puzzles.map((p, i) => [cellsOf(p), cellsOf(solutions[i])]);
}

if (built(JS, WASM)) {
  const api = await loadPackage(JS, WASM);

  const published = Object.entries(PUBLISHED).map(([name, [p, s]]) => [name, p, cellsOf(p), cellsOf(s)]);
  const [, , kaggle, kaggleSolution] = published[0];
  const kaggleText = PUBLISHED.kaggle[0];
  const line = (cells) => cells.join('');

  test("candidates: the rules' candidates, as an independent count of peers gives them", () => {
    for (const grid of [EMPTY, new Uint8Array(81), '.'.repeat(81), '0'.repeat(81)]) {
      const masks = api.candidates(grid);
      assert.ok(masks instanceof Uint16Array, 'a Uint16Array');
      assert.equal(masks.length, 81);
      assert.ok(
        masks.every((m) => m === ALL),
        'the empty grid: 81 x 511',
      );
    }
    // One given 5 at r1c1: its 20 peers lack bit 4, the cell itself is 0, the other 60 are 511.
    const five = EMPTY.slice();
    five[0] = 5;
    const masks = api.candidates(five);
    assert.equal(masks[0], 0);
    const peers = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 18, 27, 36, 45, 54, 63, 72, 10, 11, 19, 20]);
    assert.deepEqual(new Set(PEERS[0]), peers, 'the 20 peers of r1c1');
    for (let c = 1; c < 81; c++) assert.equal(masks[c], peers.has(c) ? ALL & ~bit(5) : ALL, `cell ${c}`);
    assert.deepEqual(api.candidates(`5${'.'.repeat(80)}`), masks);
    for (const [name, text, cells] of published) {
      const expected = Uint16Array.from(rulesMasks(cells));
      assert.deepEqual(api.candidates(cells), expected, name);
      assert.deepEqual(api.candidates(Uint8Array.from(cells)), expected, `${name} (Uint8Array)`);
      assert.deepEqual(api.candidates(text), expected, `${name} (text)`);
      assert.deepEqual(api.candidates(cells, null), expected, `${name} (techniques null)`);
    }
    // A full grid has no candidates.
    assert.ok(api.candidates(kaggleSolution).every((m) => m === 0));
  });

  test('candidates with techniques: the singles fixpoint as a singles solver finds it; every set sound', () => {
    for (const [name, , cells, solution] of published) {
      const singles = singlesFixpoint(cells);
      const expected = Uint16Array.from(singles.masks);
      assert.deepEqual(api.candidates(cells, SINGLES), expected, `${name}: singles fixpoint`);
      assert.deepEqual(api.candidates(cells, ['naked-single', 'hidden-single']), expected, `${name}: as an Array`);
      assert.deepEqual(api.candidates(cells, ' hidden-single , naked-single '), expected, `${name}: spaces`);
      // Singles solve the Kaggle puzzle (and this 17-clue one), not the hard ones.
      if (name === 'kaggle') assert.ok(singles.solved, name);
      if (name === 'top1465' || name === 'hardest') assert.ok(!singles.solved, name);
      const rules = rulesMasks(cells);
      // Each technique alone, with singles, and all of them: never more than the rules allow,
      // never without the solution's digit in a cell left open.
      const sets = [
        ...TECHNIQUES.map((t) => [t]),
        ...TECHNIQUES.map((t) => [t, 'hidden-single', 'naked-single']),
        TECHNIQUES,
      ];
      for (const set of sets) {
        const masks = api.candidates(cells, set);
        for (let c = 0; c < 81; c++) {
          assert.equal(masks[c] & ~rules[c], 0, `${name} [${set}]: cell ${c} gained candidates`);
          if (masks[c] !== 0) {
            assert.ok(masks[c] & bit(solution[c]), `${name} [${set}]: cell ${c} lost its digit ${solution[c]}`);
          }
        }
      }
      // The whole catalogue, the search step included, solves a unique puzzle: no candidate left.
      assert.ok(
        api.candidates(cells, TECHNIQUES).every((m) => m === 0),
        `${name}: all techniques solve it`,
      );
    }
    // Several solutions: the search step and uniqueness techniques are left out, nothing removed.
    const uniqueness = TECHNIQUES.filter((t) => /^(unique-|bug-)/.test(t));
    assert.equal(uniqueness.length, 12);
    assert.ok(api.candidates(EMPTY, ['search', ...uniqueness]).every((m) => m === ALL));
    // Clashing givens: the rules' candidates, whatever the techniques.
    const clash = EMPTY.slice();
    clash[0] = clash[1] = 5;
    assert.deepEqual(api.candidates(clash, TECHNIQUES), Uint16Array.from(rulesMasks(clash)));
    // Row 1 holds 1..8 and r2c9 a 9: r1c9 has no candidate, the state is broken, nothing applies.
    const dead = [1, 2, 3, 4, 5, 6, 7, 8, 0, ...new Array(72).fill(0)];
    dead[17] = 9;
    const deadMasks = api.candidates(dead, TECHNIQUES);
    assert.equal(deadMasks[8], 0);
    assert.deepEqual(deadMasks, Uint16Array.from(rulesMasks(dead)));
  });

  test('steps: every step sound against the published solution, the path fills the grid', () => {
    for (const [name, text, cells, solution] of published) {
      const result = api.steps(cells);
      assert.deepEqual(Object.keys(result).sort(), ['result', 'steps']);
      assert.equal(result.result, 'solved', name);
      const end = replaySteps(cells, solution, result.steps, name);
      assert.deepEqual(end, solution, `${name}: the path ends with every cell placed, as published`);
      const placed = result.steps.flatMap((s) => s.place.map(([c]) => c)).sort((a, b) => a - b);
      assert.deepEqual(
        placed,
        cells.flatMap((d, c) => (d ? [] : [c])),
        `${name}: each open cell placed once`,
      );
      assert.deepEqual(api.steps(text), result, `${name}: text and cells agree`);
      assert.deepEqual(api.steps(Uint8Array.from(cells)), result, `${name}: Uint8Array and Array agree`);
      // SE asks for hidden singles first: a path of hidden singles alone exactly when they solve
      // the puzzle (naked singles, 2.3, come after the direct techniques).
      const hiddenOnly = result.steps.every((s) => s.technique === 'hidden-single');
      assert.equal(hiddenOnly, hiddenSinglesFixpoint(cells).solved, `${name}: hidden-singles-only path`);
    }
    // The forum's hardest needs SE's nested chains (level 2, "(+ Forcing Chains)"), never the
    // search step (se-steps: its second step is Dynamic Region Forcing Chains (+ Forcing Chains)).
    const hardestPath = api.steps(PUBLISHED.hardest[0]).steps;
    assert.ok(hardestPath.some((s) => s.technique === 'nested-region-forcing-chains-2'));
    assert.ok(hardestPath.every((s) => s.technique !== 'search'));
    for (const [label, grid, outcome] of [
      ['empty', EMPTY, 'multiple'],
      ['clash', `55${'.'.repeat(79)}`, 'none'],
    ]) {
      assert.deepEqual(api.steps(grid), { result: outcome, steps: [] }, label);
    }
    // A full grid: solved, nothing to do.
    assert.deepEqual(api.steps(kaggleSolution), { result: 'solved', steps: [] });
  });

  test('rate: the shape, and the rating and hardest technique are those of the path', () => {
    for (const [name, text, cells] of published) {
      const rated = api.rate(cells);
      assert.deepEqual(Object.keys(rated).sort(), RATE_KEYS);
      assert.equal(rated.result, 'solved');
      assert.ok(
        ['easy', 'medium', 'hard', 'expert', 'extreme'].includes(rated.difficulty),
        `${name}: ${rated.difficulty}`,
      );
      // ER, EP and ED as SE defines them on its path (docs/se-rating-facts.md, section 2):
      // the highest step, the highest up to and including the first placement, the first step.
      const path = api.steps(cells).steps;
      const rating = Math.max(...path.map((s) => s.rating));
      const firstPlacement = path.findIndex((s) => s.place.length > 0);
      assert.equal(rated.rating, rating, `${name}: rating`);
      assert.equal(rated.pearl, Math.max(...path.slice(0, firstPlacement + 1).map((s) => s.rating)), `${name}: pearl`);
      assert.equal(rated.diamond, path[0].rating, `${name}: diamond`);
      assert.equal(rated.hardest, path.find((s) => s.rating === rating).technique, `${name}: hardest`);
      assert.equal(rated.difficulty, wordOf(rated.rating), `${name}: the word of ER ${rated.rating}`);
      assert.deepEqual(api.rate(text), rated);
    }
    // SE rates the Kaggle puzzle 1.2/1.2/1.2 (tests/data/se121/kaggle_sample.se121.txt line 1):
    // hidden singles in boxes.
    assert.deepEqual(api.rate(kaggle), KAGGLE_RATED);
    // SE rates the hardest one 10.3/1.2/1.2 (forum_hardest_1106_first20.se121.txt line 1), with
    // nested chains: extreme.
    const hardest = api.rate(PUBLISHED.hardest[0]);
    assert.deepEqual(hardest, {
      result: 'solved',
      difficulty: 'extreme',
      rating: 10.3,
      pearl: 1.2,
      diamond: 1.2,
      hardest: 'nested-region-forcing-chains-2',
    });
    const none = { difficulty: null, rating: null, pearl: null, diamond: null, hardest: null };
    assert.deepEqual(api.rate(EMPTY), { result: 'multiple', ...none });
    assert.deepEqual(api.rate(`55${'.'.repeat(79)}`), { result: 'none', ...none });
    const dead = [1, 2, 3, 4, 5, 6, 7, 8, 0, ...new Array(72).fill(0)];
    dead[17] = 9;
    assert.deepEqual(api.rate(dead), { result: 'none', ...none });
  });

  const kaggle300 = dataset('kaggle_sample', 300);
  const top100 = dataset('top1465', 100);
  test('rate: "easy" exactly when an independent hidden-singles solver solves it (kaggle and top1465 samples)', () => {
    const counts = { easy: 0, other: 0 };
    for (const [k, [cells, solution]] of [...kaggle300, ...top100].entries()) {
      const label = `${k < kaggle300.length ? 'kaggle_sample' : 'top1465'} line ${k < kaggle300.length ? k + 1 : k - kaggle300.length + 1}`;
      const singles = hiddenSinglesFixpoint(cells);
      if (singles.solved) assert.deepEqual(singles.cells, solution, `${label}: hidden-singles solver`);
      const rated = api.rate(cells);
      assert.equal(rated.result, 'solved', label);
      // easy is ER <= 1.5: full houses (1.0) and hidden singles (1.2 in a box, 1.5 in a line).
      assert.equal(
        rated.difficulty === 'easy',
        singles.solved,
        `${label}: ${JSON.stringify(rated)}, hidden singles solve it: ${singles.solved}`,
      );
      if (singles.solved) {
        assert.equal(rated.hardest, 'hidden-single', `${label}: hardest ${rated.hardest}`);
        assert.ok([1.0, 1.2, 1.5].includes(rated.rating), `${label}: rating ${rated.rating}`);
      } else {
        assert.ok(rated.rating > 1.5, `${label}: rating ${rated.rating}`);
      }
      counts[singles.solved ? 'easy' : 'other']++;
    }
    console.log(`# rate: ${counts.easy} easy (all kaggle: ${counts.easy >= kaggle300.length}), ${counts.other} harder`);
    // SE rates every Kaggle puzzle 1.2 (tests/data/README.md): hidden singles solve each.
    assert.ok(
      kaggle300.every(([cells]) => hiddenSinglesFixpoint(cells).solved),
      'every kaggle puzzle solved by hidden singles',
    );
  });

  // se-rate's ER/EP/ED of samples of the data sets (tests/data/se121): the issue asks for
  // >= 99% exact on the puzzles SE rates without a chain (ER <= 6.2); on those it rates with
  // chains (6.5 and up) ours must be above 6.2 too (SE's number once the chains are in, the
  // search step's 20.0 until then).
  const seSample = [
    ['kaggle_sample', 300],
    ['17clue', 300],
    ['top1465', 100],
  ].flatMap(([set, n]) => seRatings(set, n).map((r, k) => ({ ...r, label: `${set} line ${k + 1}` })));
  test('rate: ER, EP and ED as Sudoku Explainer gives them (se-rate, samples of kaggle_sample, 17clue, top1465)', () => {
    const off = [];
    let chainFree = 0;
    for (const se of seSample) {
      const rated = api.rate(se.puzzle);
      assert.equal(rated.result, 'solved', se.label);
      assert.equal(rated.difficulty, wordOf(rated.rating), `${se.label}: the word of ER ${rated.rating}`);
      if (isChain(se.er)) {
        assert.ok(rated.rating > 6.2, `${se.label}: SE ${se.er} with chains, ours ${rated.rating}`);
        assert.ok(rated.difficulty === 'expert' || rated.difficulty === 'extreme', `${se.label}: ${rated.difficulty}`);
        continue;
      }
      chainFree++;
      if (rated.rating !== se.er || rated.pearl !== se.ep || rated.diamond !== se.ed) {
        off.push(
          `${se.label}: ${rated.rating}/${rated.pearl}/${rated.diamond} (${rated.hardest}), SE ${se.er}/${se.ep}/${se.ed}`,
        );
      }
    }
    console.log(
      `# SE ratings: ${chainFree - off.length} of ${chainFree} chain-free puzzles exact${off.length ? `; off: ${off.join('; ')}` : ''}`,
    );
    assert.ok(chainFree >= 500, `${chainFree} chain-free puzzles`);
    assert.ok(off.length <= chainFree / 100, `${off.length} of ${chainFree} differ from SE:\n${off.join('\n')}`);
  });

  test('rate with budgetMs: SE\'s rating within the budget, "timeout" past it, bad budgets refused', () => {
    // top1465 line 12: SE rates it 8.3/1.2/1.2 (dynamic chains), in well under a minute.
    const [se] = seRatings('top1465', 12).slice(11);
    const rated = api.rate(se.puzzle, { budgetMs: 600_000 });
    assert.deepEqual([rated.result, rated.rating, rated.pearl, rated.diamond], ['solved', se.er, se.ep, se.ed]);
    assert.deepEqual(api.rate(se.puzzle, {}), api.rate(se.puzzle));
    assert.deepEqual(api.rate(se.puzzle, null), api.rate(se.puzzle));
    // The forum's hardest, line 43: nesting level 4, seconds of search; 20 ms cannot rate it.
    const hardest = dataLines('forum_hardest_1106.txt')[42].slice(0, 81);
    const timedOut = api.rate(hardest, { budgetMs: 20 });
    assert.deepEqual(Object.keys(timedOut).sort(), RATE_KEYS);
    assert.deepEqual(timedOut, {
      result: 'timeout',
      difficulty: null,
      rating: null,
      pearl: null,
      diamond: null,
      hardest: null,
    });
    // Within the budget, a puzzle with several solutions says so as without one.
    assert.equal(api.rate(EMPTY, { budgetMs: 60_000 }).result, 'multiple');
    const bad = [
      [0, /budgetMs must be a number of milliseconds, more than 0 and at most 86400000 \(a day\); found the number 0/],
      [-5, /found the number -5/],
      [Number.NaN, /found the number NaN/],
      [86_400_001, /found the number 86400001/],
      ['100', /found '100'/],
      [10n, /found the bigint 10/],
    ];
    for (const [budgetMs, message] of bad) {
      assert.throws(() => api.rate(se.puzzle, { budgetMs }), message, String(budgetMs));
    }
    assert.throws(() => api.rate(se.puzzle, { budget: 5 }), /unknown option 'budget'; known options: budgetMs/);
    assert.throws(
      () => api.rate(se.puzzle, 5000),
      /options must be an object such as \{ budgetMs: 5000 \}, found the number 5000/,
    );
    const hostile = {
      get budgetMs() {
        throw new Error('no');
      },
    };
    assert.throws(() => api.rate(se.puzzle, hostile), /the options could not be read: no/);
  });

  // SE's whole path (se-steps) on the puzzle of the technique fixture, up to SE's first chain
  // step: the same steps, named and rated as SE does, and ER/EP/ED when the path has no chain.
  // The native test (tests/se121.rs) holds the logic to it; here the API must carry it.
  const techniquePaths = sePaths('techniques.steps.txt');
  const pathDiffers = (se) => {
    const ours = api.steps(se.puzzle).steps;
    const end = se.steps.findIndex((s) => isChain(s.rating));
    const theirs = end < 0 ? se.steps : se.steps.slice(0, end);
    for (let k = 0; k < theirs.length; k++) {
      const s = ours[k];
      if (!s || s.name !== theirs[k].name || s.rating !== theirs[k].rating || s.technique !== kebab(theirs[k].name)) {
        return `step ${k + 1}: ours ${s ? `${s.rating.toFixed(1)} ${s.name} (${s.technique})` : 'none'}, SE ${theirs[k].rating.toFixed(1)} ${theirs[k].name}`;
      }
    }
    if (end < 0) {
      if (ours.length !== theirs.length) return `${ours.length} steps, SE ${theirs.length}`;
      const r = api.rate(se.puzzle);
      if (r.rating !== se.er || r.pearl !== se.ep || r.diamond !== se.ed)
        return `${r.rating}/${r.pearl}/${r.diamond}, SE ${se.er}/${se.ep}/${se.ed}`;
    }
    return null;
  };
  const fixtureOff = techniquePaths.flatMap((se) => {
    const why = pathDiffers(se);
    return why ? [`${se.puzzle}: ${why}`] : [];
  });
  // The disagreements by SE's step where ours first differs ("1.2 Hidden Single": 12, ...).
  const causes = {};
  for (const line of fixtureOff) {
    const cause = /SE (\d+\.\d+ .*)$/.exec(line)?.[1] ?? 'ER/EP/ED or length';
    causes[cause] = (causes[cause] ?? 0) + 1;
  }
  const causeText = Object.entries(causes)
    .sort((a, b) => b[1] - a[1])
    .map(([c, n]) => `${c}: ${n}`)
    .join('; ');
  test("steps: Sudoku Explainer's path, step for step, on every puzzle of the technique fixture", () => {
    assert.ok(techniquePaths.length >= 20, `${techniquePaths.length} fixture puzzles`);
    assert.deepEqual(
      fixtureOff,
      [],
      `${fixtureOff.length} of ${techniquePaths.length} paths differ from SE's; first differing SE step: ${causeText}`,
    );
  });

  test("steps: SE's path, step for step, and SE's ratings on the first 17-clue puzzle and the first 200 Kaggle puzzles", () => {
    const clue17 = sePaths('17clue_sample.steps.gz')[0];
    assert.equal(clue17.puzzle.replaceAll('0', '.'), PUBLISHED.clue17[0]);
    const kaggleSe = sePaths('kaggle_sample.steps.gz').slice(0, 200);
    assert.equal(kaggleSe[0].puzzle.replaceAll('.', '0'), PUBLISHED.kaggle[0]);
    for (const se of [clue17, ...kaggleSe]) {
      assert.equal(pathDiffers(se), null, se.puzzle);
    }
  });

  test('steps: sound on samples of every data set', () => {
    // The forum sets need nested chains (seconds a puzzle in wasm): three of each here, the
    // native tests take more.
    const sets = [
      ['17clue', 25],
      ['top1465', 25],
      ['forum_hardest_1905_11plus', 3],
      ['forum_hardest_1106', 3],
      ['kaggle_sample', 25],
    ];
    let n = 0;
    for (const [set, count] of sets) {
      for (const [k, [cells, solution]] of dataset(set, count).entries()) {
        const result = api.steps(cells);
        assert.equal(result.result, 'solved', `${set} line ${k + 1}`);
        assert.deepEqual(replaySteps(cells, solution, result.steps, `${set} line ${k + 1}`), solution);
        n++;
      }
    }
    console.log(`# steps: ${n} puzzles, every step sound`);
  });

  test('hint: one cell short of solved gives the single that places the missing digit', () => {
    for (const c of [0, 8, 40, 44, 72, 80]) {
      const givens = kaggleSolution.slice();
      givens[c] = 0;
      const h = api.hint(givens, EMPTY);
      assert.deepEqual(Object.keys(h).sort(), ['explanation', 'kind', 'step', 'text']);
      assert.equal(h.kind, 'step');
      checkStepShape(h.step, `cell ${c}`);
      assert.deepEqual(h.step.place, [[c, kaggleSolution[c]]], `cell ${c}`);
      assert.deepEqual(h.step.eliminate, []);
      // The last empty cell of its box (and line): SE's full house, a Hidden Single rated 1.0.
      assert.equal(h.step.technique, 'hidden-single');
      assert.equal(h.step.name, 'Hidden Single');
      assert.equal(h.step.rating, 1.0);
      assert.equal(h.text, h.step.text);
      assert.match(h.text, new RegExp(`r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`));
      // The same with the puzzle's givens and the player's entries on every open cell but c.
      const entries = kaggleSolution.map((d, x) => (kaggle[x] || x === c ? 0 : d));
      if (kaggle[c] === 0) assert.deepEqual(api.hint(kaggle, entries).step.place, [[c, kaggleSolution[c]]]);
    }
  });

  test('hint: wrong entries, missing candidates, steps and solved', () => {
    const open = kaggle.flatMap((d, c) => (d ? [] : [c]));
    const wrongDigit = (c) => (kaggleSolution[c] % 9) + 1;
    // A wrong entry is reported at its cell; with two, the first in cell order.
    for (const w of [open[0], open[17], open.at(-1)]) {
      const entries = EMPTY.slice();
      entries[w] = wrongDigit(w);
      const h = api.hint(kaggle, entries);
      assert.deepEqual(Object.keys(h).sort(), ['cell', 'explanation', 'kind', 'text']);
      assert.equal(h.kind, 'wrong-entry');
      assert.equal(h.cell, w);
      assert.match(h.text, new RegExp(`^The ${wrongDigit(w)} in r${Math.floor(w / 9) + 1}c${(w % 9) + 1} is wrong`));
    }
    const almost = kaggleSolution.map((d, c) => (kaggle[c] ? 0 : d));
    almost[open[30]] = wrongDigit(open[30]);
    almost[open[5]] = wrongDigit(open[5]);
    assert.equal(api.hint(kaggle, almost).cell, open[5]);
    // A wrong entry comes before missing candidates.
    const noCandidates = new Uint16Array(81);
    assert.equal(api.hint(kaggle, almost, noCandidates).kind, 'wrong-entry');
    // Entries that clash with each other: at least one differs from the solution.
    const clashing = EMPTY.slice();
    clashing[open[0]] = clashing[open[1]] = kaggleSolution[open[0]];
    const hc = api.hint(kaggle, clashing);
    assert.equal(hc.kind, 'wrong-entry');
    assert.notEqual(clashing[hc.cell], kaggleSolution[hc.cell]);

    // Missing candidates: the first open cell whose marks lost the solution's digit.
    const rules = rulesMasks(kaggle);
    for (const m of [open[3], open.at(-1)]) {
      const masks = rules.slice();
      masks[m] &= ~bit(kaggleSolution[m]);
      const h = api.hint(kaggle, EMPTY, masks);
      assert.deepEqual(h, {
        kind: 'missing-candidate',
        cell: m,
        text: h.text,
        explanation: {
          key: masks[m] ? 'missing-candidate' : 'no-candidate',
          args: { cell: { type: 'cell', value: m } },
        },
      });
      assert.match(h.text, new RegExp(`r${Math.floor(m / 9) + 1}c${(m % 9) + 1}`));
      assert.deepEqual(api.hint(kaggle, EMPTY, Uint16Array.from(masks)), h, 'Uint16Array and Array agree');
    }
    assert.equal(api.hint(kaggle, EMPTY, noCandidates).cell, open[0]);
    // Masks of filled cells are ignored; 511 everywhere is the same as no marks.
    const first = api.hint(kaggle, EMPTY);
    assert.deepEqual(api.hint(kaggle, EMPTY, new Array(81).fill(ALL)), first);
    assert.deepEqual(
      api.hint(
        kaggle,
        EMPTY,
        rules.map((m, c) => (kaggle[c] ? 0 : m)),
      ),
      first,
    );

    // No entries, no marks: the first step of the path.
    assert.equal(first.kind, 'step');
    assert.deepEqual(first.step, api.steps(kaggle).steps[0]);
    // Right entries: the first step of the path from the grid they make.
    const board = kaggleSolution.map((d, c) => (kaggle[c] || c % 3 === 0 ? d : 0));
    const entries = board.map((d, c) => (kaggle[c] ? 0 : d));
    const h = api.hint(kaggle, entries);
    assert.deepEqual(h.step, api.steps(board).steps[0]);
    replaySteps(board, kaggleSolution, [h.step], 'hint on right entries');
    // Marks that removed only wrong digits: still a step, and a sound one.
    const tight = kaggleSolution.map((d, c) => (board[c] ? 0 : bit(d) | bit((d % 9) + 1)));
    const ht = api.hint(kaggle, entries, tight);
    assert.equal(ht.kind, 'step');
    for (const [c, d] of ht.step.place) assert.equal(d, kaggleSolution[c]);
    for (const [c, d] of ht.step.eliminate) assert.notEqual(d, kaggleSolution[c]);
    // Marks of the solution's digit alone: every step places a solution digit.
    const exact = kaggleSolution.map((d, c) => (kaggle[c] ? 0 : bit(d)));
    const he = api.hint(kaggle, EMPTY, exact);
    assert.equal(he.kind, 'step');
    assert.deepEqual(
      he.step.place.map(([c, d]) => kaggleSolution[c] === d),
      he.step.place.map(() => true),
    );

    // Solved: every open cell filled right, with or without the givens repeated in the entries.
    const solved = {
      kind: 'solved',
      text: 'The grid is complete and right',
      explanation: { key: 'solved', args: {} },
    };
    assert.deepEqual(
      api.hint(
        kaggle,
        kaggleSolution.map((d, c) => (kaggle[c] ? 0 : d)),
      ),
      solved,
    );
    assert.deepEqual(api.hint(kaggle, kaggleSolution), solved);
    assert.deepEqual(api.hint(kaggleText, line(kaggleSolution), noCandidates), solved);
    assert.deepEqual(api.hint(kaggleSolution, EMPTY), solved);
    // Text and Uint8Array arguments mixed.
    assert.deepEqual(api.hint(kaggleText, Uint8Array.from(EMPTY), Uint16Array.from(rules)), first);
  });
}
