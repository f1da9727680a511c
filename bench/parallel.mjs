#!/usr/bin/env node
// Every core: the command line's `--jobs 2` against `--jobs 1` on `rate` of all of
// top1465 and on `generate`, and the Node worker pool (www/engine/solver-pool.js) with 2 workers
// against 1 on `rate`, each pair in the same run, alternating (1, 2, 1, 2), the faster run of
// each kept. The outputs of the two runs of a pair must be equal (and `rate`'s must equal SE's
// committed file), or the figure is not written. The load average before and after each pair
// goes with it: the machine may be shared.
//
//   cargo build --release --bin dlx-sudoku && ./build.sh build && node bench/parallel.mjs
//
// Writes bench/results-parallel.tmp (JSON) for bench/report.py.

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { installWebWorker } from '../tests/node/support/web-worker.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'target', 'release', 'dlx-sudoku');
const SE_FILE = path.join(ROOT, 'tests', 'data', 'se121', 'top1465.se121.txt');
const SE_TEXT = fs.readFileSync(SE_FILE, 'utf8');
const PUZZLES = SE_TEXT.split('\n')
  .filter(Boolean)
  .map((l) => l.split(' ')[0].replaceAll('0', '.'));
const GENERATE = ['generate', '--seed', '1', '--count', '2000'];

const load = () => os.loadavg().map((x) => x.toFixed(2));
const seconds = (t0) => Number(process.hrtime.bigint() - t0) / 1e9;

function cli(args, input) {
  const t0 = process.hrtime.bigint();
  const run = spawnSync(CLI, args, { input, maxBuffer: 1 << 28, encoding: 'utf8' });
  const s = seconds(t0);
  if (run.status !== 0) throw new Error(`${args.join(' ')}: exit ${run.status}: ${run.stderr}`);
  return { s, out: run.stdout };
}

/** The faster of two alternating runs of `one` and `two`; their outputs must agree. */
async function pair(name, one, two, check) {
  const before = load();
  const best = [Infinity, Infinity];
  let outs = [];
  for (let round = 0; round < 2; round++) {
    const a = await one();
    const b = await two();
    best[0] = Math.min(best[0], a.s);
    best[1] = Math.min(best[1], b.s);
    outs = [a.out, b.out];
  }
  if (outs[0] !== outs[1]) throw new Error(`${name}: the two outputs differ`);
  check?.(outs[0]);
  const row = {
    name,
    one_s: best[0],
    two_s: best[1],
    ratio: best[0] / best[1],
    load_before: before,
    load_after: load(),
  };
  console.log(
    `${name}: ${best[0].toFixed(2)} s / ${best[1].toFixed(2)} s = ${row.ratio.toFixed(2)}x (load ${before} -> ${row.load_after})`,
  );
  return row;
}

const input = `${PUZZLES.join('\n')}\n`;
const rows = [];
rows.push(
  await pair(
    'CLI rate top1465, --jobs 2 / --jobs 1',
    () => cli(['rate', '--format', 'se121', '--jobs', '1'], input),
    () => cli(['rate', '--format', 'se121', '--jobs', '2'], input),
    (out) => {
      if (out !== SE_TEXT) throw new Error('rate --format se121 differs from SE file');
    },
  ),
);
rows.push(
  await pair(
    `CLI ${GENERATE.join(' ')}, --jobs 2 / --jobs 1`,
    () => cli([...GENERATE, '--jobs', '1'], ''),
    () => cli([...GENERATE, '--jobs', '2'], ''),
  ),
);

installWebWorker();
const { SolverPool } = await import('../www/engine/solver-client.js');
const WORKER = pathToFileURL(path.join(ROOT, 'www', 'engine', 'solver-worker.js'));
// Every third puzzle of top1465 (489): about a minute on one worker.
const sample = PUZZLES.filter((_, i) => i % 3 === 0).map((grid) => ({ grid }));
async function pool(size) {
  const p = new SolverPool({ size, workerUrl: WORKER });
  await p.ready;
  const t0 = process.hrtime.bigint();
  const results = await p.map('rate', sample);
  const s = seconds(t0);
  p.close();
  return { s, out: JSON.stringify(results) };
}
rows.push(
  await pair(
    `Node SolverPool rate top1465 (every 3rd, ${sample.length}), 2 workers / 1`,
    () => pool(1),
    () => pool(2),
  ),
);

const result = {
  nproc: os.cpus().length,
  uptime: execFileSync('uptime', { encoding: 'utf8' }).trim(),
  rows,
};
fs.writeFileSync(path.join(ROOT, 'bench', 'results-parallel.tmp'), `${JSON.stringify(result, null, 2)}\n`);
