// `hint` on every state of a puzzle's path, in wasm (the target: a hint on any state of a top1465
// path within 100 ms at p99, so a press of Hint feels instant). The state after k steps gives the path's placements as entries and
// its eliminations as candidate masks, as a player's board would after following the hints; the
// hint there must be the path's step k + 1. One call at a time, each timed.
//
//     everyState(wasm, grids, paths) -> { states, mean_ms, p99_ms, max_ms, worst_line,
//                                         worst_step, wrong, wrong_first }
//
// `paths[i]` is the `steps` list of `wasm.steps(grids[i])` (technique, place, eliminate each), or
// null when that failed (the caller already counted it wrong). Used by bench/bench.mjs; run alone
// on a package and a puzzle file to try it:
//
//     node bench/hint_states.mjs PKG_DIR PUZZLES_FILE [LIMIT]
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

// Shared with bench/bench.mjs: whether two steps conclude the same, and a percentile.
const samePairs = (a, b) => a.length === b.length && a.every((p, i) => p[0] === b[i][0] && p[1] === b[i][1]);
export const sameStep = (a, b) =>
  a !== undefined &&
  b !== undefined &&
  a.technique === b.technique &&
  samePairs(a.place, b.place) &&
  samePairs(a.eliminate, b.eliminate);
// Nearest-rank percentile of a sorted array.
export const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

export function everyState(wasm, grids, paths) {
  const ms = [];
  let worst = { ms: -1, line: 0, step: 0 };
  let wrong = 0;
  let wrongFirst = null;
  grids.forEach((grid, i) => {
    const steps = paths[i];
    if (!steps) return;
    const entries = new Uint8Array(81);
    const masks = new Uint16Array(81).fill(0x1ff);
    steps.forEach((step, k) => {
      const t0 = performance.now();
      const h = wasm.hint(grid, entries, masks);
      const took = performance.now() - t0;
      ms.push(took);
      if (took > worst.ms) worst = { ms: took, line: i + 1, step: k + 1 };
      if (h.kind !== 'step' || !sameStep(h.step, step)) {
        wrong += 1;
        wrongFirst ??= `line ${i + 1}, step ${k + 1}: ${h.kind}${h.step ? ` ${h.step.technique}` : ''}, not ${step.technique}`;
      }
      for (const [c, d] of step.place) entries[c] = d;
      for (const [c, d] of step.eliminate) masks[c] &= ~(1 << (d - 1));
    });
  });
  const sorted = Float64Array.from(ms).sort();
  return {
    states: ms.length,
    mean_ms: ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length),
    p99_ms: ms.length ? percentile(sorted, 0.99) : 0,
    max_ms: worst.ms,
    worst_line: worst.line,
    worst_step: worst.step,
    wrong,
    wrong_first: wrongFirst,
  };
}

// Alone: node bench/hint_states.mjs PKG_DIR PUZZLES_FILE [LIMIT]
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [pkgDir, file, limit] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node bench/hint_states.mjs PKG_DIR PUZZLES_FILE [LIMIT]');
    process.exit(2);
  }
  const wasm = await import(path.resolve(pkgDir, 'dlx_sudoku.js'));
  wasm.initSync({ module: fs.readFileSync(path.resolve(pkgDir, 'dlx_sudoku_bg.wasm')) });
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length === 81)
    .slice(0, limit ? Number(limit) : undefined);
  const grids = lines.map((l) => Uint8Array.from(l, (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0)));
  const paths = grids.map((g) => wasm.steps(g).steps);
  const r = everyState(wasm, grids, paths);
  console.log(JSON.stringify(r));
  process.exitCode = r.wrong ? 1 : 0;
}
