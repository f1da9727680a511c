// Node benchmark (issue 6): our wasm package against npm `dancing-links`.
//
//   ./build.sh build && node bench/bench.mjs      (./build.sh bench does both)
//
// Loads www/pkg (wasm-pack --target web) with initSync({ module: bytes }). For each
// puzzle file of ../shared/data: puzzles per second, single thread, for
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
// and (as `target(grid, BENCH_NODE_BUDGET)`, default 5e6 nodes) on bench/fewgivens.txt;
// and the size of www/pkg/dlx_sudoku_bg.wasm.
// Writes the figures as JSON to BENCH_JSON (default bench/results-node.tmp).
// Nothing here asserts timings; a wrong answer makes the exit status 1.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { DancingLinks } from 'dancing-links';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const pkgDir = path.join(root, 'www', 'pkg');
const wasmPath = path.join(pkgDir, 'dlx_sudoku_bg.wasm');
const dataDir = process.env.BENCH_DATA ?? path.resolve(root, '..', 'shared', 'data');
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
  return fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '');
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
  grids.forEach((g, i) => batch.set(g, 81 * i));
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
// Same cap as bench/native.rs: search-tree nodes per grid, 0 = none.
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
  total_wrong: totalWrong,
  sink,
};
fs.writeFileSync(jsonPath, JSON.stringify(result, null, 1));
console.log(
  `Node benchmark done in ${((performance.now() - started) / 1000).toFixed(1)} s; wrong answers: ${totalWrong}; JSON in ${jsonPath}`,
);
process.exitCode = totalWrong ? 1 : 0;
