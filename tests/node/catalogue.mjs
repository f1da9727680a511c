// The technique catalogue across the layers: the package's `techniques()` (the Rust table,
// src/sudoku/logic/technique.rs) against Sudoku Explainer 1.2.1's own catalogue, kept by hand
// in support/sudoku.mjs from docs/se-rating-facts.md; and the page's English names of techniques
// (www/i18n/en.js, through www/model/grid.js) against the package's.
//
//   ./build.sh build && node --test tests/node/catalogue.mjs

import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { kebab, SE_CATALOGUE } from './support/sudoku.mjs';
import { built, JS, loadPackage, WASM } from './support/wasm.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

if (built(JS, WASM)) {
  const api = await loadPackage(JS, WASM);
  const page = await import(pathToFileURL(path.join(ROOT, 'www', 'model', 'grid.js')).href);
  const { default: english } = await import(pathToFileURL(path.join(ROOT, 'www', 'i18n', 'en.js')).href);
  const catalogue = api.techniques();

  test("techniques() lists SE's techniques, in SE's order, with SE's base ratings", () => {
    assert.deepEqual(
      catalogue.map((t) => t.name),
      SE_CATALOGUE.map(([name]) => name),
    );
    assert.deepEqual(
      catalogue.map((t) => [t.name, t.rating]),
      SE_CATALOGUE,
    );
  });

  test("each technique's SE name is its name's words", () => {
    // SE's nesting suffixes: "(+)" is level 1, the longer ones levels 2-5.
    const LEVELS = [
      ' (+ Forcing Chains)',
      ' (+ Multiple Forcing Chains)',
      ' (+ Dynamic Forcing Chains)',
      ' (+ Dynamic Forcing Chains (+ Forcing Chains))',
    ];
    for (const { name, seName } of catalogue) {
      const level = LEVELS.findIndex((suffix) => seName.endsWith(suffix));
      const words =
        level >= 0
          ? `nested-${kebab(seName.slice(0, -LEVELS[level].length).replace(/^Dynamic /, ''))}-${level + 2}`
          : kebab(seName.replace(' (+)', ' plus'));
      assert.equal(words, name, seName);
    }
  });

  test('the page names every technique as the package does', () => {
    for (const { name, seName } of catalogue) assert.equal(page.techniqueName(name), seName, name);
  });

  test('the language files name no technique the package does not know', () => {
    // English's: every other file has English's keys and no other (tests/node/i18n.mjs).
    const known = new Set(catalogue.map((t) => t.name));
    for (const id of Object.keys(english.techniques)) assert.ok(known.has(id), `en.js names ${id}`);
    for (const family of Object.keys(english.techniqueTypes)) {
      assert.ok(known.has(`${family}-type-1`), `en.js names the family ${family}`);
    }
  });

  test('a step names its technique from the catalogue', () => {
    const puzzle = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const known = new Map(catalogue.map((t) => [t.name, t]));
    const { steps } = api.steps(puzzle);
    assert.ok(steps.length > 0);
    for (const step of steps) {
      const t = known.get(step.technique);
      assert.ok(t, `${step.technique} is not in the catalogue`);
      // A hidden single's base is a line's 1.5; the full house and the box rate less.
      assert.ok(
        t.name === 'hidden-single' || step.rating >= t.rating,
        `${step.technique} rated ${step.rating}, below its base ${t.rating}`,
      );
    }
    assert.ok(known.has(api.rate(puzzle).hardest));
  });
}
