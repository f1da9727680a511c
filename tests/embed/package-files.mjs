// What an installed dlx-sudoku ships against what its entries reach, for run.mjs's package
// checks. Written apart from tools/pack.mjs, which chooses the files, so that a mistake in one
// walker is caught by the other: this one reads each module with TypeScript's parser (the
// syntax tree, not patterns over the text).
//
// From every file that package.json's `exports` names, it follows the relative references of
// each .js and .d.ts: import and export declarations, dynamic import(), import types (in
// declarations and in JSDoc tags), `new URL('…', import.meta.url)` and `/// <reference path>`.
// A .d.ts beside a reached .js counts as reached; a declaration's `x.js` is met by `x.d.ts`.
// Also the packed README's Sizes table against the files it counts (readmeSizeProblems).

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import ts from 'typescript';

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
