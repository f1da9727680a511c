// The npm README's import map under its own Content-Security-Policy: the hash it prints is the
// sha256 of the map as printed (recomputed here with node:crypto), and the embed test page
// (tests/embed/plain/importmap.html, which tests/embed/run.mjs serves under that policy in
// Chromium) holds the same map, byte for byte.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { readmeImportMap } from '../embed/readme-import-map.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const readme = fs.readFileSync(path.join(ROOT, 'npm', 'README.md'), 'utf8');

test("npm README: the policy's script-src names the sha256 of the import map as printed", () => {
  const { hash, policy } = readmeImportMap(readme);
  const scriptSrc = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  assert.ok(scriptSrc, `no script-src in ${policy}`);
  const hashes = scriptSrc.filter((s) => s.startsWith("'sha256-"));
  assert.deepEqual(hashes, [`'sha256-${hash}'`], 'the hashes script-src names');
});

test('npm README: the embed test page holds its import map byte for byte', () => {
  const { snippet } = readmeImportMap(readme);
  const page = fs.readFileSync(path.join(ROOT, 'tests', 'embed', 'plain', 'importmap.html'), 'utf8');
  assert.ok(page.includes(`\n${snippet}\n`), "importmap.html does not hold the README's import map on its own lines");
  assert.equal(page.split('<script').length - 1, 2, 'importmap.html has scripts besides the map and its module');
});
