#!/usr/bin/env node
// How long the generator takes to find a practice puzzle for each technique, as Practice
// searches (www/learn/practice.js): puzzles rated in the technique's range (its base; a chain's
// base to base + 0.3) until one's hardest step is the technique. The figures decide which
// techniques Practice generates (GENERATED) and which take a puzzle of the bank.
//
//   node tools/learn-practice-times.mjs [--runs N] [--cap SECONDS] [--min-rating R] [--max-rating R]
//
// Prints, per technique, the median time of N searches (each capped) and how many found one.
// One thread, the release wasm in Node (www/pkg: ./build.sh build); a browser's worker runs the
// same module at about the same speed.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const RUNS = opt('--runs', 3);
const CAP_MS = opt('--cap', 20) * 1000;
const MIN_RATING = opt('--min-rating', 0);
const MAX_RATING = opt('--max-rating', 9.0);

const dlx = await import('../www/pkg/dlx_sudoku.js');
dlx.initSync({ module: fs.readFileSync(path.join(ROOT, 'www', 'pkg', 'dlx_sudoku_bg.wasm')) });

let seed = 1n;
for (const t of dlx.techniques()) {
  if (t.rating < MIN_RATING || t.rating > MAX_RATING) continue;
  const rating = [t.rating, t.rating >= 6.5 ? t.rating + 0.3 : t.rating];
  const times = [];
  let found = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    let hit = false;
    while (!hit && performance.now() - t0 < CAP_MS) {
      try {
        const r = dlx.generate({ rating, attempts: 500, seed: String(seed++) });
        hit = r.hardest === t.name;
      } catch {
        /* no puzzle in this round's attempts: the next seed */
      }
    }
    times.push(performance.now() - t0);
    if (hit) found++;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] / 1000;
  console.log(`${t.name.padEnd(26)} ${t.rating.toFixed(1)}  found ${found}/${RUNS}  median ${median.toFixed(1)} s`);
}
