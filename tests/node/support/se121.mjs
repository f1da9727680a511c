// Sudoku Explainer 1.2.1's own output (serate 1.2.1.3), the expected values of the Node tests'
// ratings: `se-rate` lines from tests/data/se121/ (`PUZZLE ER/EP/ED`) and `se-steps` paths
// from tests/fixtures/se121/ (see the README files there). Nothing here runs package code.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

import { dataLines } from './data.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const SE_FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'se121');

/** The first `n` lines of a `se-rate` file of tests/data/se121 as { puzzle, er, ep, ed }; throws when missing. */
export function seRatings(name, n = Infinity) {
  return dataLines(`se121/${name}.se121.txt`)
    .slice(0, n)
    .map((line) => {
      const [puzzle, ratings] = line.split(' ');
      const [er, ep, ed] = ratings.split('/').map(Number);
      return { puzzle, er, ep, ed };
    });
}

/**
 * The paths of a `se-steps` output in tests/fixtures/se121 (gzip when the name ends in .gz):
 * { puzzle, steps: [{ rating, name }], er, ep, ed }.
 */
export function sePaths(name) {
  const bytes = fs.readFileSync(path.join(SE_FIXTURES, name));
  const text = (name.endsWith('.gz') ? zlib.gunzipSync(bytes) : bytes).toString('utf8');
  const paths = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('# ')) {
      paths.push({ puzzle: line.slice(2, 83), steps: [] });
    } else if (line.startsWith('= ')) {
      const [er, ep, ed] = line.slice(2).trim().split('/').map(Number);
      Object.assign(paths.at(-1), { er, ep, ed });
    } else if (line.trim() && !line.startsWith('    ')) {
      const head = line.split(' | ')[0].trim();
      const space = head.indexOf(' ');
      paths.at(-1).steps.push({ rating: Number(head.slice(0, space)), name: head.slice(space + 1) });
    }
  }
  return paths;
}

/** Whether SE rates a step as a chain's (6.5 and up: the next issue's techniques). */
export const isChain = (rating) => rating >= 6.5;
