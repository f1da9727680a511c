#!/usr/bin/env node
// Adds up the test counts that the runners printed during `./build.sh test` and prints one
// closing line, "total: N passed, M failed", so a run ends with a number a reviewer can compare.
//
//   node tools/test-counts.mjs LOG
//
// Called by build.sh (print_test_counts) with target/test-counts.log, the steps' standard
// output. Three formats are counted: cargo test and wasm-bindgen-test ("test result: ok. N
// passed; M failed"), node --test ("# pass N", "# fail M") and the embed and page runners
// ("N passed, M failed" on a line of its own).

import fs from 'node:fs';

const log = process.argv[2];
if (!log) {
  console.error('usage: node tools/test-counts.mjs LOG');
  process.exit(2);
}

let passed = 0;
let failed = 0;
for (const raw of fs.readFileSync(log, 'utf8').split('\n')) {
  const line = raw.trim();
  const counts =
    line.match(/^test result: \w+\. (\d+) passed; (\d+) failed/) ?? line.match(/^(\d+) passed, (\d+) failed$/);
  if (counts) {
    passed += Number(counts[1]);
    failed += Number(counts[2]);
    continue;
  }
  const node = line.match(/^# (pass|fail) (\d+)$/);
  if (node) {
    if (node[1] === 'pass') passed += Number(node[2]);
    else failed += Number(node[2]);
  }
}
console.log(`total: ${passed} passed, ${failed} failed`);
