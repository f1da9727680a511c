// Node benchmark: our wasm package against npm `dancing-links` (the solver's speed against a
// published JavaScript peer), and the logic exports (steps, rate, hint).
//
//   ./build.sh build && node bench/bench.mjs      (./build.sh bench does both)
//
// Loads www/pkg (wasm-pack --target web) with initSync({ module: bytes }). For each
// puzzle file of tests/data: puzzles per second, single thread, for
//   * our `solve` (one call per puzzle, Uint8Array(81) in and out) and
//     `count_solutions(grid, 2)`;
//   * our `solve_batch` (one call for the whole file, a Uint8Array of n * 81);
//   * dancing-links 4.3.10 (sparse constraints): per puzzle, the 324-column exact
//     cover built as a user would (a given cell gets its one option, a blank cell its
//     nine), then find(1) for the first solution and find(2) for the count.
// Every answer is checked against the .solutions.txt file before timing (untimed);
// puzzles are converted to each API's input before timing. Each figure is the
// median of BENCH_REPS (default 5) passes over the file.
//
// Then our wasm max_score over maxscore_cases.txt (answers checked; clashing givens
// throw an Error in our API and count as -1, as the file has it), on the empty grid,
// and (as `target(grid, BENCH_NODE_BUDGET)`, default 5e6 nodes) on bench/fewgivens.txt.
//
// Then the logic layer's exports on each puzzle file: puzzles per second of `steps(grid)`
// and `rate(grid)` (median of BENCH_LOGIC_REPS passes, default 3; every path checked first:
// it ends on the solution and no step contradicts it), and hint latency: for every puzzle
// of 17clue, top1465, forum_hardest_1106 and forum_hardest_1905_11plus, one
// `hint(puzzle, empty entries)` call and one mid-game call (the first half of the path's
// placements as entries and its eliminations as candidate masks), each checked to be the
// path's next step; mean, p99, maximum and the worst line per file, against the targets
// (50 ms on 17clue and top1465, 250 ms on the forum's hardest). A file whose hint run is
// projected above BENCH_HINT_SECS (default 300 s) is subsampled evenly, and says so.
// Last, the size of www/pkg/dlx_sudoku_bg.wasm.
// Writes the figures as JSON to BENCH_JSON (default bench/results-node.tmp).
// Nothing here asserts timings; a wrong answer makes the exit status 1.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { DancingLinks } from 'dancing-links';
import { everyState, percentile, sameStep } from './hint_states.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const pkgDir = path.join(root, 'www', 'pkg');
const wasmPath = path.join(pkgDir, 'dlx_sudoku_bg.wasm');
const dataDir = process.env.BENCH_DATA ?? path.join(root, 'tests', 'data');
const jsonPath = process.env.BENCH_JSON ?? path.join(here, 'results-node.tmp');
const reps = Math.max(1, Number.parseInt(process.env.BENCH_REPS ?? '5', 10) || 5);

const FILES = ['17clue', 'top1465', 'forum_hardest_1905_11plus', 'forum_hardest_1106', 'kaggle_sample'];

if (!fs.existsSync(wasmPath)) {
  console.error(`${wasmPath} is missing: run ./build.sh build first`);
  process.exit(2);
}
const wasm = await import(path.join(pkgDir, 'dlx_sudoku.js'));
wasm.initSync({ module: fs.readFileSync(wasmPath) });
const dlxPkg = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'dancing-links', 'package.json'), 'utf8'));

const started = performance.now();
let totalWrong = 0;
const wrongLog = (what) => {
  totalWrong += 1;
  if (totalWrong <= 20) console.error(`WRONG ANSWER: ${what}`);
};

function readLines(file) {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
}
function toCells(line) {
  const g = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const c = line.charCodeAt(i) - 48;
    g[i] = c >= 1 && c <= 9 ? c : 0;
  }
  return g;
}
const cellsToLine = (cells) => Array.from(cells, (v) => String(v)).join('');
function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) >> 1] : (s[n / 2 - 1] + s[n / 2]) / 2;
}
function timeIt(fn) {
  const t0 = performance.now();
  fn();
  return (performance.now() - t0) / 1000;
}

// ---- dancing-links: the Sudoku exact cover, per puzzle --------------------------
const dl = new DancingLinks();
// The four columns of "digit d (1..9) in cell c": cell, row-digit, column-digit, box-digit.
const OPTION_COLUMNS = [];
for (let c = 0; c < 81; c++) {
  const r = Math.floor(c / 9);
  const col = c % 9;
  const b = Math.floor(r / 3) * 3 + Math.floor(col / 3);
  for (let d = 1; d <= 9; d++) {
    OPTION_COLUMNS.push([c, 81 + 9 * r + d - 1, 162 + 9 * col + d - 1, 243 + 9 * b + d - 1]);
  }
}
function dlSolver(cells) {
  const constraints = [];
  for (let c = 0; c < 81; c++) {
    const given = cells[c];
    if (given) {
      const o = 9 * c + given - 1;
      constraints.push({ data: o, columnIndices: OPTION_COLUMNS[o] });
    } else {
      for (let d = 1; d <= 9; d++) {
        const o = 9 * c + d - 1;
        constraints.push({ data: o, columnIndices: OPTION_COLUMNS[o] });
      }
    }
  }
  return dl.createSolver({ columns: 324 }).addSparseConstraints(constraints);
}
function dlFirst(cells) {
  const solutions = dlSolver(cells).find(1);
  if (solutions.length === 0) return null;
  const out = new Uint8Array(81);
  for (const { data } of solutions[0]) out[Math.floor(data / 9)] = (data % 9) + 1;
  return out;
}
const dlCount2 = (cells) => dlSolver(cells).find(2).length;

// ---- puzzle files ---------------------------------------------------------------
const MODES = {
  ours_solve: (p) => {
    let s = 0;
    for (const g of p.grids) s += wasm.solve(g)[0];
    return s;
  },
  ours_count2: (p) => {
    let s = 0;
    for (const g of p.grids) s += wasm.count_solutions(g, 2);
    return s;
  },
  ours_batch: (p) => wasm.solve_batch(p.batch)[0],
  dl_first: (p) => {
    let s = 0;
    for (const g of p.grids) s += dlFirst(g)[0];
    return s;
  },
  dl_count2: (p) => {
    let s = 0;
    for (const g of p.grids) s += dlCount2(g);
    return s;
  },
};

console.log(`# Node benchmark (node ${process.version}, dancing-links ${dlxPkg.version}, median of ${reps})`);
const files = {};
let sink = 0;
for (const name of FILES) {
  const lines = readLines(path.join(dataDir, `${name}.txt`));
  const solutions = readLines(path.join(dataDir, `${name}.solutions.txt`));
  const grids = lines.map(toCells);
  const batch = new Uint8Array(81 * grids.length);
  grids.forEach((g, i) => {
    batch.set(g, 81 * i);
  });
  const p = { grids, batch };

  // Untimed check of every API's answers.
  const wrongBefore = totalWrong;
  grids.forEach((g, i) => {
    const where = `${name} line ${i + 1}`;
    let got;
    try {
      got = cellsToLine(wasm.solve(g));
    } catch (e) {
      got = String(e);
    }
    if (got !== solutions[i]) wrongLog(`wasm solve on ${where}: ${got}`);
    const n = wasm.count_solutions(g, 2);
    if (n !== 1) wrongLog(`wasm count_solutions(2) on ${where}: ${n}`);
    const d = dlFirst(g);
    if (!d || cellsToLine(d) !== solutions[i]) wrongLog(`dancing-links find(1) on ${where}`);
    const dn = dlCount2(g);
    if (dn !== 1) wrongLog(`dancing-links find(2) on ${where}: ${dn} solutions`);
  });
  const out = wasm.solve_batch(batch);
  for (let i = 0; i < grids.length; i++) {
    if (cellsToLine(out.subarray(81 * i, 81 * i + 81)) !== solutions[i]) {
      wrongLog(`wasm solve_batch on ${name} line ${i + 1}`);
    }
  }

  const times = Object.fromEntries(Object.keys(MODES).map((m) => [m, []]));
  for (let r = 0; r < reps; r++) {
    for (const [mode, fn] of Object.entries(MODES)) {
      times[mode].push(
        timeIt(() => {
          sink += fn(p);
        }),
      );
    }
  }
  const rate = Object.fromEntries(Object.entries(times).map(([m, t]) => [m, grids.length / median(t)]));
  files[name] = { puzzles: grids.length, wrong: totalWrong - wrongBefore, ...rate };
  console.log(
    `${name} (${grids.length}): solve ${rate.ours_solve.toFixed(0)}/s, count2 ${rate.ours_count2.toFixed(0)}/s, ` +
      `solve_batch ${rate.ours_batch.toFixed(0)}/s, dancing-links first ${rate.dl_first.toFixed(0)}/s, ` +
      `count2 ${rate.dl_count2.toFixed(0)}/s; wasm/dancing-links ${(rate.ours_solve / rate.dl_first).toFixed(2)}x ` +
      `(count2 ${(rate.ours_count2 / rate.dl_count2).toFixed(2)}x); wrong ${files[name].wrong}`,
  );
}

// ---- max_score ------------------------------------------------------------------
function wasmMaxScore(cells) {
  try {
    return wasm.max_score(cells);
  } catch (e) {
    if (/clash/.test(String(e.message))) return -1;
    throw e;
  }
}
const maxReps = Math.min(3, reps);
const cases = readLines(path.join(dataDir, 'maxscore_cases.txt')).map((l) => {
  const [grid, answer] = l.trim().split(/\s+/);
  return { cells: toCells(grid), answer: Number(answer) };
});
const wrongMax = [];
const lineSecs = cases.map((c, i) => {
  const t = [];
  let score;
  for (let r = 0; r < maxReps; r++) t.push(timeIt(() => (score = wasmMaxScore(c.cells))));
  if (score !== c.answer) {
    wrongLog(`wasm max_score on maxscore_cases.txt line ${i + 1}: ${score}, file says ${c.answer}`);
    wrongMax.push(i + 1);
  }
  return median(t);
});
const maxTotal = lineSecs.reduce((a, b) => a + b, 0);
console.log(
  `wasm max_score: maxscore_cases.txt ${cases.length} lines ${maxTotal.toFixed(3)} s total ` +
    `(sum of per-line medians of ${maxReps}); wrong lines: [${wrongMax}]`,
);
const emptyTimes = [];
let emptyScore;
for (let r = 0; r < maxReps; r++) emptyTimes.push(timeIt(() => (emptyScore = wasm.max_score(new Uint8Array(81)))));
console.log(`wasm max_score on the empty grid: ${emptyScore} in ${median(emptyTimes).toFixed(3)} s`);

const few = readLines(path.join(here, 'fewgivens.txt')).map((l) => {
  const [grid, k] = l.trim().split(/\s+/);
  return { cells: toCells(grid), givens: Number(k) };
});
// Same cap as bench/native/: search-tree nodes per grid, 0 = none.
const nodeBudget = Number.parseInt(process.env.BENCH_NODE_BUDGET ?? '5000000', 10) || 0;
const fewCases = few.map((f) => {
  const t = [];
  let result;
  for (let r = 0; r < maxReps; r++) {
    t.push(timeIt(() => (result = wasm.target(f.cells, nodeBudget > 0 ? nodeBudget : undefined))));
    if (r === 0 && t[0] > 1) break; // one run is enough for a grid that takes seconds
  }
  return { givens: f.givens, score: result.score, secs: median(t), nodes: result.nodes, capped: !result.proven };
});
const capped = fewCases.filter((c) => c.capped).length;
const fewTotal = fewCases.reduce((a, c) => a + c.secs, 0);
console.log(
  `wasm target (max_score) on bench/fewgivens.txt: ${fewCases.length} grids ${fewTotal.toFixed(3)} s total; ` +
    `node budget ${nodeBudget || 'none'}, ${capped} grid(s) stopped at it`,
);
for (const c of fewCases.filter((x) => x.capped)) {
  console.log(`  stopped at the budget: ${c.givens} givens, best ${c.score} after ${c.secs.toFixed(1)} s`);
}

// ---- logic layer: steps, rate, hint -----------------------------------------------
// Puzzles per second of `steps` and `rate` (median of BENCH_LOGIC_REPS passes, default 3),
// after an untimed check: every path ends solved on the solution, no step places a digit
// other than the solution's or removes the solution's digit, `rate` answers "solved".
// Then hint latency, one call at a time: `hint(puzzle, empty entries)`, and `hint` in the
// middle of the game (the first half of the path's placements as entries, its eliminations
// as candidate masks); each hint must be the path's next step there. On this shared machine
// a single call can be slowed by a garbage collection or another process: the slowest
// puzzles of each file are timed again (median of 5 calls) to tell a spike from real cost.
const logicReps = Math.max(1, Number.parseInt(process.env.BENCH_LOGIC_REPS ?? '3', 10) || 3);
// Files whose every puzzle is hinted, and the latency target of each (ms, as docs/benchmarks.md states them).
const HINT_TARGET_MS = {
  '17clue': 50,
  top1465: 50,
};
// The forum sets need SE's nested chains (seconds a puzzle): the logic section takes a fixed
// sample of each (every 25th of forum_hardest_1106, every 80th of the 11+ set: the 25 puzzles
// of tests/fixtures/se121), one pass, and times `rate` puzzle by puzzle against a target
// (an 11+ puzzle within 2 s at p99: a rating a page can wait for).
const LOGIC_STRIDE = { forum_hardest_1106: 25, forum_hardest_1905_11plus: 80 };
const RATE_TARGET_MS = { forum_hardest_1905_11plus: 2000 };
// Files whose paths are hinted at every state (bench/hint_states.mjs), and the p99 target (ms:
// a hint on any state of a top1465 path within 100 ms at p99, so a press of Hint feels instant).
const EVERY_STATE_TARGET_MS = { top1465: 100 };
// A file whose hint run would take longer than this (projected from its first puzzles) is
// subsampled evenly; the output says so. 0 = never subsample.
const hintBudgetSecs = Number.parseFloat(process.env.BENCH_HINT_SECS ?? '300');
const RETIME_SLOWEST = 5;
const RETIME_CALLS = 5;

const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert', 'extreme'];

// Compact record of a path for the hints: its first step, the mid-game state (the first half
// of the steps: placements as entries, eliminations as candidate masks) and the step after it.
function midGame(path) {
  const steps = path.steps;
  const k = steps.length >> 1;
  const entries = new Uint8Array(81);
  const masks = new Uint16Array(81).fill(0x1ff);
  for (const s of steps.slice(0, k)) {
    for (const [c, d] of s.place) entries[c] = d;
    for (const [c, d] of s.eliminate) masks[c] &= ~(1 << (d - 1));
  }
  return { first: steps[0], entries, masks, next: steps[k], half: k, length: steps.length };
}

const logic = {};
console.log(`\n# logic layer (wasm): steps and rate, median of ${logicReps}; hint latency, one call at a time`);
for (const name of FILES) {
  const stride = LOGIC_STRIDE[name] ?? 1;
  const sampled = (file) => readLines(path.join(dataDir, file)).filter((_, i) => i % stride === 0);
  const lines = sampled(`${name}.txt`);
  const solutions = sampled(`${name}.solutions.txt`).map(toCells);
  const grids = lines.map(toCells);
  const wrongBefore = totalWrong;
  const mids = [];
  // Each path's steps (technique, placements, eliminations), for the every-state hints.
  const paths = [];
  const rateMs = [];
  const difficulties = Object.fromEntries(DIFFICULTIES.map((d) => [d, 0]));
  grids.forEach((g, i) => {
    const where = `${name} line ${i + 1}`;
    const sol = solutions[i];
    let p;
    try {
      p = wasm.steps(g);
    } catch (e) {
      wrongLog(`wasm steps on ${where} threw ${e}`);
      mids.push(null);
      paths.push(null);
      return;
    }
    mids.push(midGame(p));
    paths.push(
      EVERY_STATE_TARGET_MS[name] === undefined
        ? null
        : p.steps.map(({ technique, place, eliminate }) => ({ technique, place, eliminate })),
    );
    if (p.result !== 'solved') wrongLog(`wasm steps on ${where}: result ${p.result}`);
    const board = Uint8Array.from(g);
    let bad = -1;
    p.steps.forEach((s, k) => {
      for (const [c, d] of s.place) {
        if (sol[c] !== d && bad < 0) bad = k;
        board[c] = d;
      }
      for (const [c, d] of s.eliminate) if (sol[c] === d && bad < 0) bad = k;
    });
    if (bad >= 0)
      wrongLog(`wasm steps on ${where}: step ${bad + 1} (${p.steps[bad].technique}) contradicts the solution`);
    if (cellsToLine(board) !== cellsToLine(sol))
      wrongLog(`wasm steps on ${where}: the path does not end on the solution`);
    const t0 = performance.now();
    const r = wasm.rate(g);
    rateMs.push(performance.now() - t0);
    if (r.result !== 'solved') wrongLog(`wasm rate on ${where}: result ${r.result}`);
    else difficulties[r.difficulty] += 1;
  });

  const times = { steps: [], rate: [] };
  for (let r = 0; r < (stride > 1 ? 1 : logicReps); r++) {
    times.steps.push(
      timeIt(() => {
        for (const g of grids) sink += wasm.steps(g).steps.length;
      }),
    );
    times.rate.push(
      timeIt(() => {
        for (const g of grids) sink += wasm.rate(g).rating;
      }),
    );
  }
  const entry = {
    puzzles: grids.length,
    steps: grids.length / median(times.steps),
    rate: grids.length / median(times.rate),
    difficulties,
  };
  const sortedRate = Float64Array.from(rateMs).sort();
  entry.sample_stride = stride;
  entry.rate_ms = {
    median: percentile(sortedRate, 0.5),
    p99: percentile(sortedRate, 0.99),
    max: sortedRate[sortedRate.length - 1],
    target: RATE_TARGET_MS[name] ?? null,
  };
  console.log(
    `${name} (${grids.length}${stride > 1 ? `, every ${stride}th` : ''}): steps ${entry.steps.toFixed(1)}/s, rate ${entry.rate.toFixed(1)}/s; ` +
      `easy/medium/hard/expert/extreme ${DIFFICULTIES.map((d) => difficulties[d]).join('/')}; ` +
      `rate of one puzzle: median ${entry.rate_ms.median.toFixed(1)} ms, p99 ${entry.rate_ms.p99.toFixed(1)} ms, max ${entry.rate_ms.max.toFixed(1)} ms` +
      (entry.rate_ms.target
        ? ` (target ${entry.rate_ms.target} ms at p99: ${entry.rate_ms.p99 <= entry.rate_ms.target ? 'MET' : 'NOT MET'})`
        : ''),
  );

  // Hint latency.
  const target = HINT_TARGET_MS[name];
  if (target !== undefined) {
    const empty = new Uint8Array(81);
    const calls = {
      empty: (i) => wasm.hint(grids[i], empty),
      mid: (i) => wasm.hint(grids[i], mids[i].entries, mids[i].masks),
    };
    const expected = { empty: (i) => mids[i]?.first, mid: (i) => mids[i]?.next };
    // Times one call; checks it gave the path's step there.
    const timeHint = (kind, i) => {
      const t0 = performance.now();
      const h = calls[kind](i);
      const ms = performance.now() - t0;
      if (h.kind !== 'step' || !sameStep(h.step, expected[kind](i))) {
        wrongLog(
          `wasm hint (${kind === 'empty' ? 'no entries' : 'mid-game'}) on ${name} line ${i + 1}: ` +
            `${h.kind}${h.step ? ` ${h.step.technique}` : ''}, not the path's next step`,
        );
      }
      return { ms, technique: h.step?.technique };
    };
    // Projected time of a full run, from the first puzzles (at most 50 or 1 s of them).
    let order = grids.map((_, i) => i).filter((i) => mids[i] !== null);
    const probeStart = performance.now();
    let probed = 0;
    while (probed < order.length && probed < 50 && performance.now() - probeStart < 1000) {
      timeHint('empty', order[probed]);
      timeHint('mid', order[probed]);
      probed += 1;
    }
    const projected = ((performance.now() - probeStart) / 1000 / probed) * order.length;
    let stride = 1;
    if (hintBudgetSecs > 0 && projected > hintBudgetSecs) {
      stride = Math.ceil(projected / hintBudgetSecs);
      order = order.filter((i) => i % stride === 0);
    }
    const ms = { empty: [], mid: [] };
    const midTechniques = {};
    for (const i of order) {
      ms.empty.push(timeHint('empty', i).ms);
      const m = timeHint('mid', i);
      ms.mid.push(m.ms);
      midTechniques[m.technique] = (midTechniques[m.technique] ?? 0) + 1;
    }
    const stats = {};
    for (const kind of ['empty', 'mid']) {
      const xs = ms[kind];
      const sorted = Float64Array.from(xs).sort();
      const byTime = xs.map((_, k) => k).sort((a, b) => xs[b] - xs[a]);
      // The slowest puzzles again (the RETIME_SLOWEST slowest, and every one above the
      // target, up to 50): median of RETIME_CALLS calls each.
      const above = xs.filter((x) => x > target).length;
      const retimed = byTime.slice(0, Math.min(50, Math.max(RETIME_SLOWEST, above))).map((k) => {
        const t = [];
        for (let r = 0; r < RETIME_CALLS; r++) t.push(timeHint(kind, order[k]).ms);
        return { line: order[k] + 1, first_ms: xs[k], median_ms: median(t) };
      });
      const worstRetimed = retimed.reduce((a, b) => (b.median_ms > a.median_ms ? b : a));
      const m = mids[order[byTime[0]]];
      stats[kind] = {
        count: xs.length,
        mean_ms: xs.reduce((a, b) => a + b, 0) / xs.length,
        p99_ms: percentile(sorted, 0.99),
        max_ms: xs[byTime[0]],
        worst_line: order[byTime[0]] + 1,
        worst_path: `${m.half} of ${m.length} steps applied`,
        retimed,
        worst_retimed: worstRetimed,
      };
    }
    const maxSingle = Math.max(stats.empty.max_ms, stats.mid.max_ms);
    const maxRetimed = Math.max(stats.empty.worst_retimed.median_ms, stats.mid.worst_retimed.median_ms);
    // Met: every single call within the target. "met_retimed": the calls above it were
    // spikes, the same puzzles take less when timed again.
    const verdict = maxSingle <= target ? 'met' : maxRetimed <= target ? 'met_retimed' : 'not_met';
    entry.hint = {
      target_ms: target,
      stride,
      hinted: order.length,
      projected_secs: projected,
      empty: stats.empty,
      mid: stats.mid,
      mid_techniques: midTechniques,
      verdict,
    };
    const fmt = (s) =>
      `mean ${s.mean_ms.toFixed(2)} ms, p99 ${s.p99_ms.toFixed(2)} ms, max ${s.max_ms.toFixed(2)} ms (line ${s.worst_line}); ` +
      `slowest re-timed: line ${s.worst_retimed.line} ${s.worst_retimed.median_ms.toFixed(2)} ms (median of ${RETIME_CALLS})`;
    console.log(
      `${name}: hint on ${order.length} of ${grids.length} puzzles` +
        (stride > 1
          ? ` (SUBSAMPLED: every ${stride}th line, a full run was projected at ${projected.toFixed(0)} s)`
          : '') +
        `\n  no entries: ${fmt(stats.empty)}\n  mid-game:   ${fmt(stats.mid)}` +
        `\n  target: a hint within ${target} ms on every puzzle: ` +
        {
          met: 'MET',
          met_retimed: `MET when re-timed (single-call maximum ${maxSingle.toFixed(1)} ms was a spike; the same puzzle takes ${maxRetimed.toFixed(1)} ms at most)`,
          not_met: `NOT MET (single call ${maxSingle.toFixed(1)} ms, re-timed ${maxRetimed.toFixed(1)} ms)`,
        }[verdict],
    );
  }
  // Every state of every path: the hint there must be the path's next step.
  const everyTarget = EVERY_STATE_TARGET_MS[name];
  if (everyTarget !== undefined) {
    const r = everyState(wasm, grids, paths);
    if (r.wrong) {
      wrongLog(`wasm hint on ${r.wrong} states of ${name} paths is not the path's next step; first: ${r.wrong_first}`);
      totalWrong += r.wrong - 1;
    }
    entry.every_state = { ...r, target_ms: everyTarget };
    console.log(
      `${name}: hint on every state of every path (${r.states} states): mean ${r.mean_ms.toFixed(2)} ms, ` +
        `p99 ${r.p99_ms.toFixed(2)} ms, max ${r.max_ms.toFixed(2)} ms (line ${r.worst_line}, step ${r.worst_step}); ` +
        `target p99 within ${everyTarget} ms: ${r.p99_ms <= everyTarget ? 'MET' : 'NOT MET'}`,
    );
  }
  entry.wrong = totalWrong - wrongBefore;
  logic[name] = entry;
  if (entry.wrong) console.log(`${name}: ${entry.wrong} wrong answers in the logic layer`);
}

const wasmBytes = fs.statSync(wasmPath).size;
console.log(`www/pkg/dlx_sudoku_bg.wasm: ${wasmBytes} bytes (${(wasmBytes / 1024).toFixed(1)} KB)`);

const result = {
  node: process.version,
  dancing_links: dlxPkg.version,
  reps,
  files,
  maxscore: { total_secs: maxTotal, wrong: wrongMax, line_secs: lineSecs },
  empty: { score: emptyScore, secs: median(emptyTimes) },
  fewgivens: { total_secs: fewTotal, cases: fewCases },
  wasm_bytes: wasmBytes,
  logic_reps: logicReps,
  logic,
  total_wrong: totalWrong,
  sink,
};
fs.writeFileSync(jsonPath, JSON.stringify(result, null, 1));
console.log(
  `Node benchmark done in ${((performance.now() - started) / 1000).toFixed(1)} s; wrong answers: ${totalWrong}; JSON in ${jsonPath}`,
);
process.exitCode = totalWrong ? 1 : 0;
