// Two wasm builds side by side: `rate` of each puzzle of a file in build A, then in build B,
// puzzle by puzzle in one process (so both see the same machine), with whether their results
// agree. For a speed change of the logic layer, measured as a same-run ratio:
//
//     node bench/compare_rate.mjs NEW_PKG_DIR OLD_PKG_DIR PUZZLES_FILE [LINES]
//
// Each PKG_DIR is a `wasm-pack build --target web` output (dlx_sudoku.js and
// dlx_sudoku_bg.wasm), e.g. www/pkg and the same built from an older commit in a worktree.
// PUZZLES_FILE has one puzzle a line (81 characters, any blank marker); LINES, optional, picks
// some of them by line number (1-based, comma-separated: 11,43,100). Prints a line a
// puzzle (wall and CPU time), then min / median / max / total and how many were within 2 s and
// 5 s (the targets)
// for each build, and the ratio of the totals. Exits 1 when a result differs.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const [newDir, oldDir, file, lines] = process.argv.slice(2);
if (!file || (lines !== undefined && !/^\d+(,\d+)*$/.test(lines))) {
  console.error('usage: node bench/compare_rate.mjs NEW_PKG_DIR OLD_PKG_DIR PUZZLES_FILE [LINES: 11,43,...]');
  process.exit(2);
}
const chosen = lines === undefined ? null : new Set(lines.split(',').map(Number));

async function load(dir) {
  // A query string per directory: two module instances even if the files are alike.
  const glue = await import(`${path.resolve(dir, 'dlx_sudoku.js')}?${encodeURIComponent(dir)}`);
  glue.initSync({ module: fs.readFileSync(path.resolve(dir, 'dlx_sudoku_bg.wasm')) });
  return glue;
}

const builds = [await load(newDir), await load(oldDir)];
const puzzles = fs
  .readFileSync(file, 'utf8')
  .split('\n')
  .map((l, i) => [i + 1, l.trim()])
  .filter(([n, l]) => l.length >= 81 && (chosen === null || chosen.has(n)));
const times = [[], []];
// The process's CPU time too (user + system): on a shared machine the wall time grows with
// the load, the CPU time much less (the rating is one thread).
const cpu = [[], []];
let differ = 0;
puzzles.forEach(([n, line], i) => {
  const grid = Uint8Array.from(line.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : 0));
  const results = builds.map((build, b) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const result = build.rate(grid);
    times[b].push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu[b].push((c.user + c.system) / 1000);
    return JSON.stringify(result);
  });
  const same = results[0] === results[1];
  if (!same) differ += 1;
  const [a, b] = [times[0][i], times[1][i]];
  console.log(
    `line ${n} new ${(a / 1000).toFixed(2)} s old ${(b / 1000).toFixed(2)} s ratio ${(b / a).toFixed(2)}; CPU new ${(cpu[0][i] / 1000).toFixed(2)} s old ${(cpu[1][i] / 1000).toFixed(2)} s${same ? '' : ' RESULTS DIFFER'}`,
  );
});
const seconds = (ms) => (ms / 1000).toFixed(2);
const total = (t) => t.reduce((x, y) => x + y, 0);
for (const [name, t] of [
  ['new', times[0]],
  ['old', times[1]],
  ['new CPU', cpu[0]],
  ['old CPU', cpu[1]],
]) {
  const s = [...t].sort((x, y) => x - y);
  const median = s[Math.ceil(s.length / 2) - 1];
  const within = s.filter((x) => x <= 2000).length;
  const within5 = s.filter((x) => x <= 5000).length;
  console.log(
    `${name}: ${seconds(s[0])}-${seconds(s[s.length - 1])} s, median ${seconds(median)} s, total ${seconds(total(t))} s, ${within} of ${s.length} within 2 s, ${within5} within 5 s`,
  );
}
console.log(
  `old / new, totals: ${(total(times[1]) / total(times[0])).toFixed(2)}x wall, ${(total(cpu[1]) / total(cpu[0])).toFixed(2)}x CPU; results differ on ${differ}`,
);
process.exit(differ === 0 ? 0 : 1);
