#!/usr/bin/env node
// Lists the native benchmark targets of the crate, one a line: "bin bench" for a binary target
// named bench, "bench NAME" for each [[bench]] target (declared in Cargo.toml with its path in
// bench/, e.g. bench/native/; there is no benches/ folder).
//
//   cargo metadata --no-deps --format-version 1 | node tools/native-benches.mjs
//
// Called by build.sh (native_benches) for `./build.sh bench`, which runs each target listed.

import fs from 'node:fs';

const metadata = JSON.parse(fs.readFileSync(0, 'utf8'));
for (const pkg of metadata.packages) {
  for (const target of pkg.targets) {
    if (target.kind.includes('bin') && target.name === 'bench') console.log('bin bench');
    else if (target.kind.includes('bench')) console.log(`bench ${target.name}`);
  }
}
