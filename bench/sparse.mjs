// The worst cases of max_score in wasm (sparse grids once took the search minutes):
// `target(grid)` on every grid of bench/sparse.txt (the empty grid, then 84 random clash-free
// grids for each of 1 to 12 givens; bench/gen_sparse.py), one timed call each, single thread:
// mean, 99th percentile and maximum. Node budget BENCH_NODE_BUDGET (default 5e6 nodes, 0 = none),
// as bench/native/ has it.
//
//   ./build.sh build && node bench/sparse.mjs      (./build.sh bench does both)
//
// Writes the answers and times as JSON to BENCH_JSON (default bench/results-sparse.tmp);
// bench/report.py compares every answer with native's and HiGHS's (a disagreement
// fails the benchmark). Nothing here asserts timings.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.join(here, '..', 'www', 'pkg');
const wasmPath = path.join(pkgDir, 'dlx_sudoku_bg.wasm');
const jsonPath = process.env.BENCH_JSON ?? path.join(here, 'results-sparse.tmp');
const nodeBudget = Number.parseInt(process.env.BENCH_NODE_BUDGET ?? '5000000', 10) || 0;

if (!fs.existsSync(wasmPath)) {
  console.error(`${wasmPath} is missing: run ./build.sh build first`);
  process.exit(2);
}
const wasm = await import(path.join(pkgDir, 'dlx_sudoku.js'));
wasm.initSync({ module: fs.readFileSync(wasmPath) });

// BENCH_SPARSE_FILE: another file of the same format (bench/gen_sparse.py --tail).
const sparseFile = process.env.BENCH_SPARSE_FILE ?? path.join(here, 'sparse.txt');
const lines = fs
  .readFileSync(sparseFile, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '');
const cases = lines.map((line) => {
  const [grid, k] = line.trim().split(/\s+/);
  const cells = new Uint8Array(81);
  for (let i = 0; i < 81; i++) cells[i] = grid.charCodeAt(i) - 48;
  const t0 = performance.now();
  const result = wasm.target(cells, nodeBudget > 0 ? nodeBudget : undefined);
  const secs = (performance.now() - t0) / 1000;
  return { givens: Number(k), score: result.score, secs, nodes: result.nodes, capped: !result.proven };
});

const secs = cases.map((c) => c.secs).sort((a, b) => a - b);
const mean = secs.reduce((a, b) => a + b, 0) / secs.length;
// The smallest time that at least 99% of the grids do not exceed.
const p99 = secs[Math.max(1, Math.ceil((secs.length * 99) / 100)) - 1];
const max = secs[secs.length - 1];
const worst = cases.findIndex((c) => c.secs === max);
const capped = cases.filter((c) => c.capped).length;
const over = (limit) => secs.filter((t) => t > limit).length;
console.log(
  `wasm target (max_score) on ${sparseFile} (${cases.length} grids, one call each): ` +
    `mean ${mean.toFixed(4)} s, p99 ${p99.toFixed(4)} s, max ${max.toFixed(4)} s ` +
    `(line ${worst + 1}, ${cases[worst].nodes} nodes); over 0.1 s: ${over(0.1)}, over 1 s: ${over(1)}; ` +
    `node budget ${nodeBudget || 'none'}, ${capped} stopped at it`,
);
fs.writeFileSync(
  jsonPath,
  JSON.stringify({ node: process.version, mean_secs: mean, p99_secs: p99, max_secs: max, cases }),
);
