// The shape of www/: folders by role, none too big, and no page code reachable from what the
// npm package ships. board/ (the element), engine/ (the worker and its clients), model/ (pure
// logic) and i18n/ (the language files) ship; page/ and app.js are the page alone. A module of
// a shipped folder that imported page code would put the page into every app that embeds the
// element.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WWW = path.join(ROOT, 'www');
// More than this many modules in one folder and its names stop telling a reader what is where.
const MAX_MODULES = 20;
const SHIPPED = ['board', 'engine', 'model', 'i18n'];
const isModule = (f) => f.endsWith('.js') || f.endsWith('.d.ts');

/** Every folder of www/ but the generated wasm package, with its modules. */
function folders(dir = WWW, out = new Map()) {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  out.set(
    path.relative(WWW, dir) || '.',
    entries.filter((e) => e.isFile() && isModule(e.name)).map((e) => e.name),
  );
  for (const e of entries) if (e.isDirectory() && e.name !== 'pkg') folders(path.join(dir, e.name), out);
  return out;
}

/** The relative specifiers a module names: imports, re-exports, import() and new URL(). */
function specifiers(file) {
  const text = fs.readFileSync(file, 'utf8');
  const found = [];
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
    /\bnew URL\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*import\.meta\.url/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) found.push(m[1]);
  return found;
}

test(`no folder of www/ holds more than ${MAX_MODULES} modules`, () => {
  const all = folders();
  assert.ok(all.size >= 5, `folders found: ${[...all.keys()].join(', ')}`);
  for (const [dir, modules] of all) {
    assert.ok(modules.length <= MAX_MODULES, `www/${dir} holds ${modules.length} modules: ${modules.join(' ')}`);
  }
});

test('board/, engine/, model/ and i18n/ import nothing of the page', () => {
  let checked = 0;
  for (const top of SHIPPED) {
    for (const name of fs.readdirSync(path.join(WWW, top))) {
      if (!isModule(name)) continue;
      const file = path.join(WWW, top, name);
      for (const spec of specifiers(file)) {
        const target = path.relative(WWW, path.resolve(path.dirname(file), spec));
        const first = target.split(path.sep)[0];
        assert.ok(
          SHIPPED.includes(first) || first === 'pkg',
          `www/${top}/${name} imports ${spec} (www/${target}), outside the shipped folders`,
        );
        checked++;
      }
    }
  }
  assert.ok(checked > 30, `only ${checked} imports seen: the pattern no longer matches the code`);
});

test('model/ is pure: no DOM, no storage, no browser globals', () => {
  for (const name of fs.readdirSync(path.join(WWW, 'model'))) {
    if (!name.endsWith('.js')) continue;
    const code = fs
      .readFileSync(path.join(WWW, 'model', name), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    for (const global of ['document', 'window', 'localStorage', 'navigator', 'customElements']) {
      assert.ok(!new RegExp(`\\b${global}\\b`).test(code), `www/model/${name} uses ${global}`);
    }
  }
});
