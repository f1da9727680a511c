// Generator benchmark in wasm: mean milliseconds per `generate` call.
//
//   ./build.sh build && node bench/generate.mjs      (./build.sh bench does both)
//
// Loads www/pkg (wasm-pack --target web) with initSync. For each target difficulty (and
// any), without symmetry and with the half-turn symmetry, calls generate({ difficulty,
// symmetry, seed }) for seeds 0, 1, 2, ... and prints the mean and the largest time per
// puzzle and the distribution of clue counts, beside the generator's targets (mean, wasm:
// easy 5 ms, medium 10 ms, hard 50 ms, expert and extreme 1 s). Each puzzle is checked
// (untimed): one solution by count_solutions_text, the solution given back solves it,
// the difficulty by rate; then three ER ranges (the rating option), each puzzle's ER checked
// to lie in its range. BENCH_GEN_SCALE (default 1) multiplies the number of puzzles.
// Nothing here asserts timings; a wrong puzzle makes the exit status 1.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.join(here, '..', 'www', 'pkg');
const wasmPath = path.join(pkgDir, 'dlx_sudoku_bg.wasm');
if (!fs.existsSync(wasmPath)) {
  console.error(`${wasmPath} is missing: run ./build.sh build first`);
  process.exit(1);
}
const api = await import(path.join(pkgDir, 'dlx_sudoku.js'));
api.initSync({ module: fs.readFileSync(wasmPath) });

const scale = Number(process.env.BENCH_GEN_SCALE ?? '1') || 1;
const TARGETS = [
  ['any', 400, null],
  ['easy', 400, 5],
  ['medium', 200, 10],
  ['hard', 100, 50],
  ['expert', 100, 1000],
  ['extreme', 100, 1000],
];
// ER ranges (the `rating` option), without symmetry: no pencil marks needed, the wings,
// and uniqueness to BUG and APE.
const RANGES = [
  [[1.7, 2.0], 100],
  [[4.0, 4.5], 50],
  [[5.6, 6.2], 20],
];

function distribution(clues) {
  const sorted = [...clues].sort((a, b) => a - b);
  const counts = new Map();
  for (const c of sorted) counts.set(c, (counts.get(c) ?? 0) + 1);
  const parts = [...counts].map(([c, n]) => `${c}x${n}`);
  return `${sorted[0]}-${sorted[sorted.length - 1]}, median ${sorted[sorted.length >> 1]}: ${parts.join(' ')}`;
}

// Warm-up (untimed): V8 first runs wasm through its baseline compiler and moves hot
// functions to the optimising one as they run; the figures below are the steady state.
// The first call of a fresh module is timed apart.
let t0 = performance.now();
api.generate({ seed: 0 });
const firstCall = performance.now() - t0;
t0 = performance.now();
for (let seed = 1; performance.now() - t0 < 2000; seed++) {
  api.generate({ difficulty: ['easy', 'medium', 'hard'][seed % 3], seed: 1e6 + seed });
}

let wrong = 0;

/**
 * Generates puzzles with `options(seed)` for seeds 0..n-1, timing each call, then checks each
 * (untimed): one solution, its solution, and `fits(puzzle)`. Returns the results and the mean
 * and largest ms per puzzle.
 */
function timedRun(n, options, fits) {
  const results = [];
  let max = 0;
  const start = performance.now();
  for (let seed = 0; seed < n; seed++) {
    const t = performance.now();
    results.push(api.generate(options(seed)));
    max = Math.max(max, performance.now() - t);
  }
  const mean = (performance.now() - start) / n;
  for (const r of results) {
    const ok = api.count_solutions_text(r.puzzle, 2) === 1 && api.solve_text(r.puzzle) === r.solution && fits(r);
    if (!ok) {
      wrong++;
      console.error(`WRONG PUZZLE: ${JSON.stringify(r)}`);
    }
  }
  const clues = results.map((r) => [...r.puzzle].filter((c) => c !== '.').length);
  return { results, mean, max, clues };
}
console.log(`## Generator, wasm in Node ${process.version} (seeds 0..N, every puzzle checked)\n`);
console.log('| target | symmetry | N | mean ms | max ms | target mean ms | clues |');
console.log('|---|---|---:|---:|---:|---:|---|');
for (const symmetry of ['none', 'rotational']) {
  for (const [difficulty, base, goal] of TARGETS) {
    const n = Math.max(1, Math.round(base * scale));
    const { mean, max, clues } = timedRun(
      n,
      (seed) => ({ difficulty, symmetry, seed }),
      (r) => difficulty === 'any' || api.rate(r.puzzle).difficulty === difficulty,
    );
    console.log(
      `| ${difficulty} | ${symmetry} | ${n} | ${mean.toFixed(2)} | ${max.toFixed(1)} | ` +
        `${goal ?? ''} | ${distribution(clues)} |`,
    );
  }
}
console.log('\n| ER range | N | mean ms | max ms | ER of the puzzles | clues |');
console.log('|---|---:|---:|---:|---|---|');
for (const [rating, base] of RANGES) {
  const n = Math.max(1, Math.round(base * scale));
  const { results, mean, max, clues } = timedRun(
    n,
    (seed) => ({ rating, seed }),
    (r) => api.rate(r.puzzle).rating === r.rating && r.rating >= rating[0] - 1e-9 && r.rating <= rating[1] + 1e-9,
  );
  const ers = results.map((r) => r.rating).sort((a, b) => a - b);
  console.log(
    `| ${rating[0].toFixed(1)}..${rating[1].toFixed(1)} | ${n} | ${mean.toFixed(2)} | ${max.toFixed(1)} | ` +
      `${ers[0].toFixed(1)}-${ers[ers.length - 1].toFixed(1)} | ${distribution(clues)} |`,
  );
}
console.log(`\nFirst call of a fresh module (builds the engine, code not yet optimised): ${firstCall.toFixed(1)} ms.`);
if (wrong > 0) {
  console.error(`${wrong} wrong puzzles`);
  process.exit(1);
}
