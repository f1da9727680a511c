// What an installed dlx-sudoku ships against what its entries reach, for run.mjs's package
// checks. Written apart from tools/pack.mjs, which chooses the files, so that a mistake in one
// walker is caught by the other: this one reads each module with TypeScript's parser (the
// syntax tree, not patterns over the text).
//
// From every file that package.json's `exports` names, it follows the relative references of
// each .js and .d.ts: import and export declarations, dynamic import(), import types (in
// declarations and in JSDoc tags), `new URL('…', import.meta.url)` and `/// <reference path>`.
// A .d.ts beside a reached .js counts as reached; a declaration's `x.js` is met by `x.d.ts`.
// Also the packed README's Sizes table against the files it counts (readmeSizeProblems), and
// the checks of the installed package that run.mjs runs (packageChecks).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The files a module's syntax tree names, relative to it: specifiers that start with ./ or ../,
 * and any `new URL()` address without a scheme or a leading / (the glue's 'dlx_sudoku_bg.wasm').
 * Bare package names ('react') are left out.
 */
function specifiers(file, text) {
  const kind = file.endsWith('.d.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = source.referencedFiles.map((r) => r.fileName);
  const urls = [];
  const literal = (node) => (node && ts.isStringLiteralLike(node) ? node.text : null);
  const isImportMetaUrl = (node) =>
    node &&
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'url' &&
    ts.isMetaProperty(node.expression) &&
    node.expression.keywordToken === ts.SyntaxKind.ImportKeyword;
  const visit = (node) => {
    let spec = null;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) spec = literal(node.moduleSpecifier);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) spec = literal(node.argument.literal);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      spec = literal(node.arguments[0]);
    else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'URL' &&
      isImportMetaUrl(node.arguments?.[1])
    )
      urls.push(literal(node.arguments[0]));
    if (spec !== null) found.push(spec);
    // JSDoc comments hang beside the tree, not in it.
    for (const doc of node.jsDoc ?? []) visit(doc);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [
    ...found.filter((s) => /^\.\.?\//.test(s)),
    ...urls.filter((s) => s !== null && !/^[a-z][\w+.-]*:/i.test(s) && !s.startsWith('/')),
  ].map((s) => s.replace(/[?#].*$/, ''));
}

/** Every file below `dir`, as paths relative to it with / separators. */
function listFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = `${prefix}${e.name}`;
    return e.isDirectory() ? listFiles(path.join(dir, e.name), `${rel}/`) : [rel];
  });
}

/**
 * The installed package in `dir` against its entries' import graph. Returns { shipped, reached,
 * unreached, broken }: `unreached` the modules (.js, .mjs, .d.ts, .wasm) it ships that no entry
 * reaches; `broken` the references ("from -> to") to a file it does not ship.
 */
export function packageGraph(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const shipped = new Set(listFiles(dir));
  const entries = Object.values(pkg.exports)
    .flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e)))
    .map((t) => path.posix.normalize(t))
    .filter((t) => t !== 'package.json');
  const reached = new Set();
  const broken = [];
  const todo = [];
  const reach = (file, from) => {
    if (reached.has(file)) return;
    if (!shipped.has(file)) {
      broken.push(`${from ?? 'exports'} -> ${file}`);
      return;
    }
    reached.add(file);
    todo.push(file);
  };
  for (const e of entries) reach(e, null);
  while (todo.length) {
    const file = todo.pop();
    if (file.endsWith('.js') && shipped.has(file.replace(/\.js$/, '.d.ts')))
      reach(file.replace(/\.js$/, '.d.ts'), file);
    if (!/\.(?:m?js|d\.ts)$/.test(file)) continue;
    for (const spec of specifiers(file, fs.readFileSync(path.join(dir, file), 'utf8'))) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      const declared = target.replace(/\.js$/, '.d.ts');
      reach(file.endsWith('.d.ts') && !shipped.has(target) && shipped.has(declared) ? declared : target, file);
    }
  }
  const unreached = [...shipped].filter((f) => /\.(?:m?js|d\.ts|wasm)$/.test(f) && !reached.has(f)).sort();
  return { shipped, reached, unreached, broken };
}

/**
 * Each row of the README's Sizes table against the installed files: a row counts the package
 * paths its label names in backticks (a folder: its .js files), or sums the rows it names as
 * `(rows 1, 5, 6)`; each file gzipped on its own at level 9. Returns what differs (none: []).
 */
export function readmeSizeProblems(readme, dir) {
  const rows = [...readme.matchAll(/^\| (.+) \| ([\d,]+) \| ([\d,]+) \|$/gm)];
  if (rows.length < 6) return [`${rows.length} rows with sizes in the README`];
  const problems = [];
  const numbered = {};
  const jsUnder = (folder) =>
    fs
      .readdirSync(path.join(dir, folder), { recursive: true })
      .filter((f) => f.endsWith('.js'))
      .map((f) => path.join(folder, f));
  for (const [, label, rawText, gzipText] of rows) {
    const printed = { raw: Number(rawText.replaceAll(',', '')), gzip: Number(gzipText.replaceAll(',', '')) };
    const sum = label.match(/\(rows ([\d, ]+)\)/);
    const measured = { raw: 0, gzip: 0 };
    if (sum) {
      for (const n of sum[1].split(/,\s*/)) {
        measured.raw += numbered[n].raw;
        measured.gzip += numbered[n].gzip;
      }
    } else {
      const files = [...label.matchAll(/`((?:pkg|core|engine|board|model|i18n)\/[^`]*)`/g)].flatMap(([, p]) =>
        p.endsWith('/') ? jsUnder(p) : [p],
      );
      if (files.length === 0) problems.push(`"${label}" names no file`);
      for (const f of files) {
        const bytes = fs.readFileSync(path.join(dir, f));
        measured.raw += bytes.length;
        measured.gzip += zlib.gzipSync(bytes, { level: 9 }).length;
      }
    }
    const number = label.match(/^(\d+)\. /);
    if (number) numbered[number[1]] = measured;
    if (printed.raw !== measured.raw || printed.gzip !== measured.gzip)
      problems.push(
        `"${label}": the README says ${rawText} raw, ${gzipText} gzip; the files: ${measured.raw}, ${measured.gzip}`,
      );
  }
  return problems;
}

/**
 * What the tarball holds, installed in `dir`: the licences, its own README (npm/README.md with
 * the Sizes filled in), both builds, and a package.json whose exports, engines, files and
 * sideEffects match the files; `version` is the crate's (Cargo.toml).
 */
export async function packageChecks(dir, { check, expect, version }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  await check("package: LICENSE-MIT and LICENSE-APACHE, the crate's licences, are in it", () => {
    expect(pkg.license === 'MIT OR Apache-2.0', `license ${pkg.license}`);
    expect(
      /^MIT License\n\nCopyright \(c\) 2026 The dlx-sudoku authors\n/.test(
        fs.readFileSync(path.join(dir, 'LICENSE-MIT'), 'utf8'),
      ),
      'LICENSE-MIT is not the MIT licence of the dlx-sudoku authors',
    );
    expect(
      /Apache License\s+Version 2\.0, January 2004/.test(fs.readFileSync(path.join(dir, 'LICENSE-APACHE'), 'utf8')),
      'LICENSE-APACHE is not the Apache License 2.0',
    );
  });
  const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
  await check('package: its README is npm/README.md with the sizes filled in, at most 250 lines', () => {
    // The source's `…` in the Sizes table stand for the numbers pack wrote.
    const source = fs.readFileSync(path.join(ROOT, 'npm', 'README.md'), 'utf8');
    const unfilled = readme.replace(/^(\| .+ \| )[\d,]+ \| [\d,]+ \|$/gm, '$1… | … |');
    expect(unfilled === source, 'README.md differs from npm/README.md outside the numbers of its Sizes table');
    expect(!readme.includes('| … |'), 'a Sizes row is not filled in');
    expect(readme.split('\n').length <= 251, `README.md has ${readme.split('\n').length} lines`);
  });
  await check("package: the README's Sizes are the packed files' (raw, and gzip level 9 of each file)", () => {
    const wrong = readmeSizeProblems(readme, dir);
    expect(wrong.length === 0, wrong.join('\n'));
  });
  await check(
    'package: package.json: every export and every listed file exists; engines, sideEffects, no placeholder',
    () => {
      const targets = Object.values(pkg.exports).flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e)));
      for (const t of targets)
        expect(fs.existsSync(path.join(dir, t)), `exports names ${t}, which is not in the package`);
      for (const f of pkg.files)
        expect(fs.existsSync(path.join(dir, f)), `files names ${f}, which is not in the package`);
      expect(
        pkg.exports['./core']?.types === './core/dlx_sudoku_core.d.ts',
        `exports['./core']: ${JSON.stringify(pkg.exports['./core'])}`,
      );
      expect(pkg.engines?.node === '>=20', `engines ${JSON.stringify(pkg.engines)}`);
      expect(
        Array.isArray(pkg.sideEffects) &&
          pkg.sideEffects.includes('./board/sudoku-board.js') &&
          pkg.sideEffects.includes('./engine/solver-worker.js'),
        `sideEffects ${JSON.stringify(pkg.sideEffects)}`,
      );
      expect(!('repository' in pkg) && !JSON.stringify(pkg).includes('example.invalid'), 'a placeholder repository');
      expect(pkg.version === version, `version ${pkg.version}, Cargo.toml ${version}`);
    },
  );
  await check("package: it ships exactly the modules its exports' entries reach, and every one they import", () => {
    const { unreached, broken } = packageGraph(dir);
    expect(broken.length === 0, `references to files it does not ship: ${broken.join(', ')}`);
    expect(unreached.length === 0, `modules no entry reaches: ${unreached.join(', ')}`);
  });
}
