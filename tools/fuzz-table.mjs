#!/usr/bin/env node
// The closing table of `./build.sh fuzz`, in Markdown: one row a target from the lines that
// tools/fuzz-figures.mjs wrote (runs, exec/s, seconds, coverage, corpus), digits grouped by
// thousands, then the total of runs when every target has one.
//
//   node tools/fuzz-table.mjs < fuzz/target/figures.tsv
//
// Called by build.sh (cmd_fuzz) once every target has run.

import fs from 'node:fs';

const rows = fs
  .readFileSync(0, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => line.split('\t'));
const head = ['target', 'runs', 'exec/s', 'seconds', 'cov', 'ft', 'corp (units/size)', 'files in fuzz/corpus', 'bytes'];
const grouped = (x) => (/^\d+$/.test(x) ? Number(x).toLocaleString('en-US') : x);
console.log(`| ${head.join(' | ')} |`);
console.log(`|---|${'---:|'.repeat(head.length - 1)}`);
for (const [target, ...figures] of rows) console.log(`| ${[target, ...figures.map(grouped)].join(' | ')} |`);
if (rows.every((r) => /^\d+$/.test(r[1]))) {
  const total = rows.reduce((sum, r) => sum + Number(r[1]), 0);
  console.log(`total: ${total.toLocaleString('en-US')} runs`);
}
