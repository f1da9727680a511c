// The puzzle sets of tests/data, for the Node tests. The data is part of the repository
// (tests/data/README.md): a missing or empty file throws, naming the file, so the test that
// reads it fails; no test is skipped or run on fewer puzzles.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const DATA = path.join(ROOT, 'tests', 'data');

/** The lines of a file of tests/data (`name` relative to it), blank lines left out. */
export function dataLines(name) {
  const file = path.join(DATA, name);
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new Error(`cannot read ${path.relative(ROOT, file)}: ${e.message} (tests/data is part of the repository)`);
  }
  const lines = text.split('\n').filter(Boolean);
  if (lines.length === 0) throw new Error(`${path.relative(ROOT, file)} is empty`);
  return lines;
}
