#!/usr/bin/env node
// The npm package an app installs: target/dlx-sudoku-VERSION.tgz (VERSION from Cargo.toml).
// Called by build.sh's make_package (`./build.sh pack`, and the embed step of `./build.sh test`)
// after `./build.sh build` has written www/pkg and the core build.
//
//   node tools/pack.mjs [--core DIR]    DIR: the core build (--no-default-features), default target/pkg-core
//
// The package mirrors www/: pkg/ (www/pkg), core/ (the core build), engine/, model/, board/, i18n/
// (www/engine, www/model, www/board, www/i18n: the language files: the element's words and the
// step explanations), and a deprecated root worker.js; engine/solver-worker.js is
// the worker bundled with pkg/'s glue into one module (WORKER below). Its files are not listed
// by hand: they are what the entries of package.json's `exports` reach, following every relative
// reference in a module or a declaration file:
//   - `import … from '…'`, `export … from '…'`, `import '…'`, `import type … from '…'`;
//   - `import('…')`: a dynamic import, a TypeScript import type, a JSDoc type in a /** */ comment;
//   - `new URL('…', import.meta.url)` (the client's worker, the glue's .wasm);
//   - `/// <reference path="…" />`;
//   - and, for each .js reached, the .d.ts beside it when there is one.
// Whole-line `//` comments are prose and examples, so they are not read. A reference from a .d.ts
// to `x.js` may be met by `x.d.ts` alone. A reference outside those six folders, or to a file
// that does not exist, fails the pack (the element must not import page code). Bare names
// (`react`) are the app's own dependencies and are left alone.
//
// Besides the reached files: the package's README (npm/README.md; README.md is the project's,
// its "Sizes" table filled in from the staged files: see readmeWithSizes),
// the reference docs of DOCS, and the licences. It then writes package.json (version checked
// against both builds), stages everything in target/npm-package, runs `npm pack --json` into
// target/ (its report in target/npm-pack.json), prints the files and sizes, and checks that npm
// packed exactly the staged files, the licences, the README and both .wasm among them.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const STAGE = path.join(ROOT, 'target', 'npm-package');

// The package's README for app developers, shipped as README.md.
const README = 'npm/README.md';
// Reference files shipped beside the README under their own names (npm/X -> X), for the README
// to link to: the element's reference and its Custom Elements Manifest, which editors read
// (both written by tools/element-reference.mjs). A listed file that is missing fails the pack.
const DOCS = ['npm/REFERENCE.md', 'npm/custom-elements.json'];
const LICENSES = ['LICENSE-MIT', 'LICENSE-APACHE'];
// Node versions the package supports (the Node embed app and tests/node run on Node 20).
const NODE_ENGINES = '>=20';
// Cargo.toml's description is the crate's; this one also names the browser modules.
const DESCRIPTION =
  "Sudoku in WebAssembly on Knuth's Dancing Links: solve, count, the NOIP 2009 target score, Sudoku Explainer-compatible ratings, step-by-step hints with chains, a generator, a <sudoku-board> web component and a worker client";
// wasm-pack's output files that the glue's folders are entered by. The core build has names of
// its own (build.sh's --out-name), so that no bundler mistakes one .wasm for the other.
const GLUE = {
  pkg: ['dlx_sudoku.js', 'dlx_sudoku.d.ts', 'dlx_sudoku_bg.wasm'],
  core: ['dlx_sudoku_core.js', 'dlx_sudoku_core.d.ts', 'dlx_sudoku_core_bg.wasm'],
};
// The package's worker is one module with no imports: www/engine/solver-worker.js bundled with
// the default build's glue. A bundler that copies the worker as an asset (Rollup with its asset
// plugin, esbuild with a URL plugin) copies it whole; one that bundles it (Vite, webpack) finds
// nothing left to resolve but the .wasm. The glue's default .wasm address, beside the glue,
// becomes the one beside pkg/'s glue (the client sends the address its bundler gave, and this
// default serves a worker started without it).
const WORKER = 'engine/solver-worker.js';
const GLUE_WASM_DEFAULT = 'new URL("dlx_sudoku_bg.wasm", import.meta.url)';
const WORKER_WASM_DEFAULT = 'new URL("../pkg/dlx_sudoku_bg.wasm", import.meta.url)';
const WORKER_BANNER =
  "// dlx-sudoku's module worker: engine/solver-worker.js of the sources bundled with pkg/'s glue\n// (tools/pack.mjs), so that it works wherever a bundler puts it.\n";
// The deprecated root worker.js: the worker's address in 0.2.0, kept for one version.
const WORKER_SHIM =
  "// Deprecated: the worker's old address; use solver-worker.js.\nimport './engine/solver-worker.js';\n";

function die(message) {
  console.error(`pack: error: ${message}`);
  process.exit(1);
}

function args() {
  let core = 'target/pkg-core';
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--core' && argv[i + 1]) core = argv[++i];
    else die(`usage: node tools/pack.mjs [--core DIR] (got ${argv.join(' ')})`);
  }
  return { core };
}

/** The [package] version of Cargo.toml. */
function cargoVersion() {
  const toml = fs.readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8');
  const section = toml.split(/^\[/m).find((s) => s.startsWith('package]'));
  const m = section?.match(/^version\s*=\s*"([^"]+)"/m);
  if (!m) die('no [package] version in Cargo.toml');
  return m[1];
}

// ------------------------------------------------------------------------------------------
// package.json

function packageJson(version, wasmPack, files) {
  return {
    name: 'dlx-sudoku',
    version,
    description: DESCRIPTION,
    license: wasmPack.license,
    keywords: [
      ...new Set([...(wasmPack.keywords ?? []), 'webassembly', 'web-component', 'sudoku-solver', 'sudoku-generator']),
    ],
    type: 'module',
    main: './pkg/dlx_sudoku.js',
    types: './pkg/dlx_sudoku.d.ts',
    exports: {
      '.': { types: './pkg/dlx_sudoku.d.ts', default: './pkg/dlx_sudoku.js' },
      './core': { types: './core/dlx_sudoku_core.d.ts', default: './core/dlx_sudoku_core.js' },
      './worker': { types: './engine/solver-client.d.ts', default: './engine/solver-client.js' },
      './board': { types: './board/sudoku-board.d.ts', default: './board/sudoku-board.js' },
      // The same module, with React 19's JSX types for <sudoku-board>.
      './react': { types: './board/sudoku-board-react.d.ts', default: './board/sudoku-board.js' },
      './solver-worker.js': './engine/solver-worker.js',
      './worker.js': './worker.js',
      './pkg/dlx_sudoku_bg.wasm': './pkg/dlx_sudoku_bg.wasm',
      './core/dlx_sudoku_core_bg.wasm': './core/dlx_sudoku_core_bg.wasm',
      // The core .wasm's address in 0.2.0, kept for one version.
      './core/dlx_sudoku_bg.wasm': './core/dlx_sudoku_core_bg.wasm',
      './package.json': './package.json',
    },
    // TypeScript's node10 resolution ignores `exports` and would find dlx-sudoku/worker's types
    // beside a file of that name; these paths send each subpath to its declarations.
    typesVersions: {
      '*': {
        core: ['./core/dlx_sudoku_core.d.ts'],
        worker: ['./engine/solver-client.d.ts'],
        board: ['./board/sudoku-board.d.ts'],
        react: ['./board/sudoku-board-react.d.ts'],
      },
    },
    files,
    // Where editors and linters find the element's manifest (the Custom Elements Manifest schema).
    customElements: 'custom-elements.json',
    engines: { node: NODE_ENGINES },
    // solver-worker.js sets self.onmessage when loaded; wasm-pack marks its snippets as having effects;
    // the board module defines <sudoku-board>. The glue (pkg/, core/) and the client only declare.
    sideEffects: [
      './engine/solver-worker.js',
      './worker.js',
      './pkg/snippets/*',
      './core/snippets/*',
      './board/sudoku-board.js',
    ],
  };
}

// ------------------------------------------------------------------------------------------
// The import graph, in the package's paths (pkg/dlx_sudoku.js, board/state.js, …)

const REFERENCES = [
  // import … from '…', export … from '…' (across lines), import type … from '…'
  /\b(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"]+)\1/g,
  // import '…' (for its effects)
  /\bimport\s*(['"])([^'"]+)\1/g,
  // import('…'): dynamic, TypeScript import types, JSDoc types
  /\bimport\s*\(\s*(['"])([^'"]+)\1\s*\)/g,
  // new URL('…', import.meta.url)
  /\bnew\s+URL\s*\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g,
  // /// <reference path="…" />
  /^\/\/\/\s*<reference\s+path\s*=\s*(['"])([^'"]+)\1/gm,
];

/** The relative references of a module's text (bare names and absolute URLs left out). */
function references(text) {
  const code = text.replace(/^[ \t]*\/\/(?!\/\s*<reference).*$/gm, '');
  const found = new Set();
  for (const re of REFERENCES) {
    for (const m of code.matchAll(re)) {
      const spec = m[2].replace(/[?#].*$/, '');
      const isNew = re.source.includes('URL');
      // An import names a file by ./ or ../; new URL() resolves a plain name (the glue's
      // 'dlx_sudoku_bg.wasm') against the module too.
      if (/^\.\.?\//.test(spec) || (isNew && /^[\w-][\w./-]*$/.test(spec) && !/^[a-z][\w+.-]*:/i.test(spec)))
        found.add(spec);
    }
  }
  return [...found];
}

/**
 * Every file the entries reach. `source(p)` maps a package path to the file it is copied from
 * (null outside the package's folders); `generated` holds files written here (worker.js, the bundled worker).
 * Returns the package paths, sorted.
 */
function reach(entries, source, generated) {
  const reached = new Set();
  const queue = [];
  const add = (p, from) => {
    if (reached.has(p)) return;
    const file = source(p);
    if (!(p in generated) && (file === null || !fs.existsSync(file))) {
      const where = file === null ? 'outside the package' : `missing: ${path.relative(ROOT, file)}`;
      die(`${from ? `${from} references ${p}` : `the entry ${p}`}, ${where}`);
    }
    reached.add(p);
    queue.push(p);
  };
  for (const e of entries) add(e, null);
  while (queue.length) {
    const p = queue.shift();
    if (p.endsWith('.js')) {
      const dts = p.replace(/\.js$/, '.d.ts');
      const file = source(dts);
      if (file && fs.existsSync(file)) add(dts, p);
    }
    if (!/\.(?:js|mjs|d\.ts)$/.test(p)) continue;
    const text = p in generated ? generated[p] : fs.readFileSync(source(p), 'utf8');
    for (const spec of references(text)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(p), spec));
      if (target.startsWith('../') || source(target) === null) {
        die(`${p} references ${spec} (${target}), outside the package's folders`);
      }
      // TypeScript reads x.d.ts for a declaration's `x.js`; the .js need not exist.
      const dts = target.replace(/\.js$/, '.d.ts');
      if (p.endsWith('.d.ts') && dts !== target && !fs.existsSync(source(target))) add(dts, p);
      else add(target, p);
    }
  }
  return [...reached].sort();
}

/** The worker bundled with its glue (one module, no imports), unminified as the sources are. */
async function bundledWorker() {
  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, 'www', WORKER)],
    bundle: true,
    format: 'esm',
    write: false,
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
    // wasm-bindgen's glue lists a snippet module twice in one object literal (same value).
    logOverride: { 'duplicate-object-key': 'silent' },
  });
  const text = result.outputFiles[0].text;
  const at = text.indexOf(GLUE_WASM_DEFAULT);
  if (at < 0 || text.indexOf(GLUE_WASM_DEFAULT, at + 1) >= 0)
    die(`the bundled worker has not exactly one ${GLUE_WASM_DEFAULT} (the glue's default .wasm)`);
  return WORKER_BANNER + text.slice(0, at) + WORKER_WASM_DEFAULT + text.slice(at + GLUE_WASM_DEFAULT.length);
}

// ------------------------------------------------------------------------------------------
// The README's sizes, measured on the staged files, never written by hand. npm/README.md's
// "Sizes" table has `…` for each number; a row's label names what it counts: the package paths
// in backticks (a folder: every .js file under it), or `(rows 1, 5, 6)`: the sum of the rows
// numbered so. tests/embed/run.mjs reads the packed README the same way and checks the numbers
// against the installed files.

const SIZE_ROW = /^\| (.+) \| … \| … \|$/gm;
const PACKAGE_PATH = /^(?:pkg|core|engine|board|model|i18n)\//;

/** Every .js file under `dir` of the stage, as package paths. */
function jsFilesUnder(dir) {
  return fs
    .readdirSync(path.join(STAGE, dir), { recursive: true })
    .map((f) => `${dir}${f.split(path.sep).join('/')}`)
    .filter((f) => f.endsWith('.js'));
}

/** npm/README.md's text with the sizes of the staged files in its "Sizes" table. */
function readmeWithSizes(text) {
  const rows = new Map();
  const filled = text.replace(SIZE_ROW, (_, label) => {
    const sum = label.match(/\(rows ([\d, ]+)\)/);
    let raw = 0;
    let gzip = 0;
    if (sum) {
      for (const n of sum[1].split(',').map((x) => x.trim())) {
        if (!rows.has(n)) die(`README sizes: "${label}" sums row ${n}, which is not above it`);
        raw += rows.get(n).raw;
        gzip += rows.get(n).gzip;
      }
    } else {
      const names = [...label.matchAll(/`([^`]+)`/g)].map((m) => m[1]).filter((n) => PACKAGE_PATH.test(n));
      const files = names.flatMap((n) => (n.endsWith('/') ? jsFilesUnder(n) : [n]));
      if (files.length === 0) die(`README sizes: "${label}" names no file of the package`);
      for (const f of files) {
        if (!fs.existsSync(path.join(STAGE, f))) die(`README sizes: "${label}" names ${f}, which is not packed`);
        const bytes = fs.readFileSync(path.join(STAGE, f));
        raw += bytes.length;
        gzip += zlib.gzipSync(bytes, { level: 9 }).length;
      }
    }
    const number = label.match(/^(\d+)\. /);
    if (number) rows.set(number[1], { raw, gzip });
    const n = (x) => x.toLocaleString('en-US');
    console.log(`    size: ${label}: ${n(raw)} bytes, ${n(gzip)} gzip`);
    return `| ${label} | ${n(raw)} | ${n(gzip)} |`;
  });
  if (rows.size === 0) die(`${README}: no "| … | … |" row in its Sizes table`);
  if (filled.includes('| … |')) die(`${README}: a Sizes row left unfilled`);
  return filled;
}

// ------------------------------------------------------------------------------------------

async function main() {
  const { core } = args();
  // Each folder of the package and the folder it is copied from.
  const FOLDERS = {
    pkg: 'www/pkg',
    core,
    engine: 'www/engine',
    model: 'www/model',
    board: 'www/board',
    i18n: 'www/i18n',
  };
  const source = (p) => {
    const [top, ...rest] = p.split('/');
    return rest.length && Object.hasOwn(FOLDERS, top) ? path.join(ROOT, FOLDERS[top], ...rest) : null;
  };

  const version = cargoVersion();
  for (const f of [
    ...Object.entries({ pkg: 'www/pkg', core }).flatMap(([top, dir]) =>
      [...GLUE[top], 'package.json'].map((g) => `${dir}/${g}`),
    ),
    README,
    ...DOCS,
    ...LICENSES,
  ]) {
    if (!fs.existsSync(path.join(ROOT, f))) die(`${f} is missing (./build.sh build writes www/pkg and ${core})`);
  }
  const wasmPack = JSON.parse(fs.readFileSync(path.join(ROOT, 'www/pkg/package.json'), 'utf8'));
  for (const dir of ['www/pkg', core]) {
    const v = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).version;
    if (v !== version) die(`${dir}/package.json has version ${v}, Cargo.toml ${version}: rebuild`);
  }

  // The entries: every file `exports` names.
  const exportsMap = packageJson(version, wasmPack, []).exports;
  const entries = [
    ...new Set(
      Object.values(exportsMap)
        .flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e)))
        .map((t) => t.replace(/^\.\//, ''))
        .filter((t) => t !== 'package.json'),
    ),
  ];
  const generated = { 'worker.js': WORKER_SHIM, [WORKER]: await bundledWorker() };
  const modules = reach(entries, source, generated);

  // package.json's `files`: the glue's files, the shim, each module folder, the docs, the
  // snippets folders wasm-pack wrote (npm adds README.md, package.json and LICENSE* by name
  // anyway; listed all the same).
  const docs = DOCS.map((d) => path.basename(d));
  const files = [
    ...['pkg', 'core'].flatMap((dir) => GLUE[dir].map((g) => `${dir}/${g}`)),
    'worker.js',
    ...['engine', 'model', 'board', 'i18n']
      .filter((dir) => modules.some((m) => m.startsWith(`${dir}/`)))
      .map((d) => `${d}/`),
    'README.md',
    ...docs,
    ...LICENSES,
    ...['pkg', 'core']
      .filter((dir) => modules.some((m) => m.startsWith(`${dir}/snippets/`)))
      .map((d) => `${d}/snippets/`),
  ];
  const covered = (m) => files.some((f) => (f.endsWith('/') ? m.startsWith(f) : m === f));
  const uncovered = modules.filter((m) => !covered(m));
  if (uncovered.length) die(`reached but outside package.json's files: ${uncovered.join(' ')}`);

  console.log(`==> staging the npm package in target/npm-package (version ${version} from Cargo.toml)`);
  fs.rmSync(STAGE, { recursive: true, force: true });
  const put = (to, from, text) => {
    const dest = path.join(STAGE, to);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    if (text === undefined) fs.copyFileSync(from, dest);
    else fs.writeFileSync(dest, text);
  };
  for (const m of modules) put(m, source(m), generated[m]);
  put('README.md', null, readmeWithSizes(fs.readFileSync(path.join(ROOT, README), 'utf8')));
  for (const d of DOCS) put(path.basename(d), path.join(ROOT, d));
  for (const l of LICENSES) put(l, path.join(ROOT, l));
  put('package.json', null, `${JSON.stringify(packageJson(version, wasmPack, files), null, 2)}\n`);

  const tarball = path.join(ROOT, 'target', `dlx-sudoku-${version}.tgz`);
  fs.rmSync(tarball, { force: true });
  console.log('==> npm pack target/npm-package --pack-destination target');
  const r = spawnSync('npm', ['pack', '--json', '--pack-destination', path.join(ROOT, 'target')], {
    cwd: STAGE,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) die(`npm pack exited with ${r.status ?? r.error?.message}`);
  fs.writeFileSync(path.join(ROOT, 'target', 'npm-pack.json'), r.stdout);
  if (!fs.existsSync(tarball)) die(`npm pack did not write ${path.relative(ROOT, tarball)} (see target/npm-pack.json)`);

  // The files and sizes; npm must have packed exactly the staged files, and the licences, the
  // README and both builds must be among them.
  const [info] = JSON.parse(r.stdout);
  console.log(
    `    package ${info.name}@${info.version}: ${info.entryCount} files, ${info.size} bytes packed, ${info.unpackedSize} unpacked`,
  );
  for (const f of info.files) console.log(`      ${String(f.size).padStart(8)}  ${f.path}`);
  const packed = info.files.map((f) => f.path).sort();
  const staged = [...modules, 'README.md', ...docs, ...LICENSES, 'package.json'].sort();
  const missing = staged.filter((f) => !packed.includes(f));
  const extra = packed.filter((f) => !staged.includes(f));
  if (missing.length || extra.length)
    die(
      `npm packed other files than staged: missing ${missing.join(' ') || 'none'}; extra ${extra.join(' ') || 'none'}`,
    );
  const want = [
    'package.json',
    'README.md',
    ...LICENSES,
    'pkg/dlx_sudoku_bg.wasm',
    'core/dlx_sudoku_core_bg.wasm',
    'core/dlx_sudoku_core.d.ts',
  ];
  const lacking = want.filter((f) => !packed.includes(f));
  if (lacking.length) die(`the tarball lacks ${lacking.join(', ')}`);
  console.log(`    ok: ${modules.length} files reached from ${entries.length} entries`);
  console.log(`    ok: tarball: ${tarball} (${fs.statSync(tarball).size} bytes)`);
}

await main();
