#!/usr/bin/env node
// The figures of one finished libFuzzer run, from its log (a run with -print_final_stats=1), as
// one tab-separated line: target, runs, exec/s, seconds, cov, ft and corp (libFuzzer's corpus
// in memory, units/size) of the last status line, then the files and bytes of the corpus folder.
// A figure the log lacks is "?".
//
//   node tools/fuzz-figures.mjs TARGET LOG CORPUS_DIR
//
// Called by build.sh (cmd_fuzz) after each target's run; tools/fuzz-table.mjs reads the lines.

import fs from 'node:fs';
import path from 'node:path';

const [target, log, corpus] = process.argv.slice(2);
if (!corpus) {
  console.error('usage: node tools/fuzz-figures.mjs TARGET LOG CORPUS_DIR');
  process.exit(2);
}

let runs = '?';
let rate = '?';
let secs = '?';
let cov = '?';
let ft = '?';
let corp = '?';
for (const line of fs.readFileSync(log, 'utf8').split('\n')) {
  let m = line.match(/^#(\d+)\s+\S+\s+cov: (\d+) ft: (\d+) corp: (\d+\/\S+)/);
  if (m) [, , cov, ft, corp] = m;
  m = line.match(/^stat::number_of_executed_units: (\d+)/);
  if (m) runs = m[1];
  m = line.match(/^stat::average_exec_per_sec:\s+(\d+)/);
  if (m) rate = m[1];
  m = line.match(/^Done (\d+) runs in (\d+) second/);
  if (m) secs = m[2];
}
const files = fs.existsSync(corpus) ? fs.readdirSync(corpus).map((f) => path.join(corpus, f)) : [];
const bytes = files.reduce((sum, f) => sum + fs.statSync(f).size, 0);
console.log([target, runs, rate, secs, cov, ft, corp, files.length, bytes].join('\t'));
