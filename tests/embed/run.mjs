#!/usr/bin/env node
// The npm package as apps install it: each app of tests/embed/ installs the packed tarball and
// uses it; the checks run each app and look at what it did.
//
//   ./build.sh pack && node tests/embed/run.mjs [TARBALL]   # default target/dlx-sudoku-VERSION.tgz
//   node tests/embed/run.mjs --setup                        # only npm ci in each app (./build.sh setup)
//   node tests/embed/run.mjs --build-only [TARBALL]         # install; build the bundler, Vite, SSR and React
//                                                           # apps; no check (tests/firefox, tests/webkit and
//                                                           # first-load.mjs drive them)
//   EMBED_ONLY='react|plain' node tests/embed/run.mjs       # only the apps whose name matches
//
//   node/   a Node script: initSync with the package's .wasm, solve, rules, max_score 2906; the
//           core build (dlx-sudoku/core) with its own .wasm: solve and max_score against
//           published answers, none of the logic exports; ssr.mjs: the browser entries
//           (board, worker) import without a DOM and the client says there is no Worker
//   ts/     strict TypeScript: tsc --noEmit passes on src/app.ts (NodeNext, Bundler and node10
//           module resolution) and fails on src/type-errors.ts with exactly the errors marked there
//   plain/  a page without a bundler (import map into node_modules): new SolverClient() with no
//           address: solve, rate, cancel; served here and driven in headless Chromium; its
//           engine.html: shared worker, mock client, strict CSP and Trusted Types, engine
//           failures (engine-checks.mjs)
//   vite/   a Vite app with default settings: the API and the core build in the main thread,
//           new SolverClient() (solve, rate, generate with a seed); vite build, then dist/
//           served and driven here;
//           then the same app under Vite's dev server
//   react/  React 19 + strict TypeScript with only the package's JSX types (dlx-sudoku/react):
//           tsc passes on the app and fails on src/type-errors.tsx as marked; vite build, then
//           the board's events through the documented props, a game saved and restored over a
//           reload, a late error, a keyed list reordered during newPuzzle() (react-checks.mjs)
//   plain/  also the board's own API (board-api-checks.mjs): state, lifecycle, parts, strings;
//           late.html: boards in the HTML (attributes as written, React's server spelling,
//           properties set before the element is defined) upgraded when the module loads
//   ssr/    React 19 rendered on the server (renderToString) and hydrated (hydrateRoot), the
//           board's module loaded before or after hydration: the props written as attributes,
//           strings, state and listeners given in a ref callback, no hydration warning
//           (ssr-checks.mjs)
//   webpack/, esbuild/, rollup/   the page of shared/ (the default and the core build in one page,
//           the worker client, a board) built by each bundler with only the settings
//           docs/embedding.md gives; dist/ served and driven here as the Vite app's, the board
//           through a hint and a check (first-load.mjs measures what each app fetches)
//
// Installing: `npm ci` (the app's committed package-lock.json: pinned dev tools, never the
// package itself), then `npm install --no-save TARBALL`, so the lock files stay as committed.
// Each step is skipped when nothing changed: npm ci when node_modules/.dlx-sudoku-ci is newer
// than the lock file and package.json, the tarball when node_modules/.dlx-sudoku-tarball holds
// its sha256 (npm ci empties node_modules, and both with it).
// Expected values come from checkers here (the rules, the givens) and from the same package run
// in Node, never from the page under test.
// Prints one line per check and "N passed, M failed" at the end; exits non-zero on any failure.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../e2e/chromium.mjs';
import { cellsOf, checkSolution } from '../node/support/sudoku.mjs';
import { boardApiChecks } from './board-api-checks.mjs';
import { engineChecks } from './engine-checks.mjs';
import {
  CHAIN_PUZZLE,
  HERE,
  PUZZLE,
  ROOT,
  SOLUTION,
  UNSOLVABLE,
  boardApp,
  check,
  checkProblems,
  drive,
  expect,
  fail,
  install,
  markedErrors,
  npmCi,
  pass,
  run,
  runOk,
  tally,
} from './harness.mjs';
import { packageChecks } from './package-files.mjs';
import { BUNDLERS, bundlerApp, bundlerBuild, viteApp, viteBuild, viteDev } from './page-apps.mjs';
import { reactBuild, reactChecks, reactTypes } from './react-checks.mjs';
import { readmeImportMap } from './readme-import-map.mjs';
import { ssrBuild, ssrChecks } from './ssr-checks.mjs';
import { serve } from './static-server.mjs';

// ------------------------------------------------------------------------------------------
// The apps

async function nodeApp() {
  for (const script of ['check.mjs', 'ssr.mjs']) await nodeScript(script);
}

async function nodeScript(script) {
  const dir = path.join(HERE, 'node');
  const r = await run(process.execPath, [script], dir);
  for (const line of r.out.trim().split('\n')) {
    if (line.startsWith('ok: ')) pass(`node: ${line.slice(4)}`);
  }
  if (r.code !== 0)
    fail(
      `node: ${script}`,
      `exited with ${r.code}:\n${r.out
        .trim()
        .split('\n')
        .filter((l) => !l.startsWith('ok: '))
        .slice(-20)
        .join('\n')}`,
    );
}

async function tsApp() {
  const dir = path.join(HERE, 'ts');
  const tsc = path.join(dir, 'node_modules', 'typescript', 'bin', 'tsc');
  const [nodenext, bundler, node10, errors] = await Promise.all([
    run(process.execPath, [tsc, '-p', 'tsconfig.json'], dir),
    run(process.execPath, [tsc, '-p', 'tsconfig.bundler.json'], dir),
    run(process.execPath, [tsc, '-p', 'tsconfig.node10.json'], dir),
    run(process.execPath, [tsc, '-p', 'tsconfig.errors.json'], dir),
  ]);
  const version = (await run(process.execPath, [tsc, '--version'], dir)).out.trim().replace(/^Version /, 'tsc ');
  for (const [label, r] of [
    ['NodeNext', nodenext],
    ['Bundler', bundler],
    // node10 ignores `exports`: the package's typesVersions must lead it to each subpath's types.
    ['node10', node10],
  ]) {
    if (r.code === 0) pass(`ts: tsc --noEmit (${version}, strict, ${label} resolution) passes on src/app.ts`);
    else fail(`ts: tsc --noEmit (${label}) on src/app.ts`, r.out);
  }
  await check('ts: tsc --noEmit fails on src/type-errors.ts with exactly the errors marked there', () => {
    expect(errors.code !== 0, 'tsc passed: the deliberate type errors were not caught');
    const want = markedErrors(path.join(dir, 'src', 'type-errors.ts'));
    expect(want.length > 0, 'src/type-errors.ts marks no errors');
    const got = [...errors.out.matchAll(/^src\/type-errors\.ts\((\d+),\d+\): error (TS\d+)/gm)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    const other = errors.out.split('\n').filter((l) => /error TS\d+/.test(l) && !l.startsWith('src/type-errors.ts('));
    expect(other.length === 0, `errors outside src/type-errors.ts:\n${other.join('\n')}`);
    const missing = want.filter((w) => !got.includes(w));
    const extra = got.filter((g) => !want.includes(g));
    expect(
      missing.length === 0 && extra.length === 0,
      `expected (line code) ${want.join(', ')}; got ${got.join(', ')}\n${errors.out}`,
    );
    return want.length;
  });
}

async function plainApp(browser, expected) {
  const dir = path.join(HERE, 'plain');
  const ids = ['solution', 'count', 'difficulty', 'rating', 'cancel'];
  const r = await check('plain: the page (import map, no bundler) finishes', () => drive(browser, dir, ids));
  if (!r || r === true) return;
  const { text, requested, problems } = r;
  await check("plain: new SolverClient() loads the package's solver-worker.js and .wasm from node_modules", () => {
    for (const p of [
      '/node_modules/dlx-sudoku/engine/solver-worker.js',
      '/node_modules/dlx-sudoku/pkg/dlx_sudoku_bg.wasm',
    ]) {
      expect(requested.includes(p), `${p} was not requested; requests: ${requested.join(' ')}`);
    }
  });
  await check('plain: worker solve: a solution that keeps the givens and the rules, unique', () => {
    checkSolution(cellsOf(PUZZLE), text.solution, 'plain');
    expect(text.count === '1', `count ${text.count}`);
  });
  await check(`plain: worker rate: ${expected.rate.difficulty}, ER ${expected.rate.rating} (as in Node)`, () => {
    expect(
      text.difficulty === expected.rate.difficulty && text.rating === String(expected.rate.rating),
      `page: ${text.difficulty}, ER ${text.rating}`,
    );
  });
  await check('plain: cancel() rejects the pending call with a CancelledError, then a fresh worker answers', () => {
    expect(text.cancel === 'CancelledError; then the same solution', `page: ${text.cancel}`);
  });
  await checkProblems('plain', problems);
  await importMapPage(browser, dir);
  await boardApp(browser, dir, 'plain', expected, { axe: true });
  const server = await serve(dir);
  try {
    await boardApiChecks(browser, server.base, { check, expect, expected, cellsOf });
  } finally {
    server.close();
  }
  await engineChecks(browser, dir, { check, expect, serve, expected, solution: SOLUTION });
}

/**
 * importmap.html: the import map of the installed package's README, served under the policy that
 * README prints for it (tests/node/npm-readme.mjs checks its hash): every name of the map loads,
 * the core build and the worker solve, the board is ready, and no console error (a blocked
 * inline script is one).
 */
async function importMapPage(browser, dir) {
  const readme = fs.readFileSync(path.join(dir, 'node_modules', 'dlx-sudoku', 'README.md'), 'utf8');
  const { policy } = readmeImportMap(readme);
  const server = await serve(dir, { headers: { 'content-security-policy': policy } });
  try {
    await check(`plain: the README's import map loads under the README's policy (${policy})`, async () => {
      const r = await drive(browser, `${server.base}importmap.html`, ['core-solution', 'worker-solution']);
      expect(r.text['core-solution'] === SOLUTION, `core build: ${r.text['core-solution']}`);
      expect(r.text['worker-solution'] === SOLUTION, `worker: ${r.text['worker-solution']}`);
      expect(r.problems.length === 0, r.problems.join('\n'));
    });
  } finally {
    server.close();
  }
}

async function reactApp(browser, expected, dist) {
  const server = await serve(dist);
  try {
    await reactChecks(browser, server.base, { check, expect, expected });
  } finally {
    server.close();
  }
}

/** The ssr app's folder served (its dist/ pages and node_modules/, where the board loads from). */
async function ssrApp(browser, expected, dir) {
  const server = await serve(dir);
  try {
    await ssrChecks(browser, server.base, { check, expect, expected });
  } finally {
    server.close();
  }
}

// ------------------------------------------------------------------------------------------

function cargoVersion() {
  const toml = fs.readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8');
  const pkg = toml.split(/^\[/m).find((s) => s.startsWith('package]'));
  const m = pkg?.match(/^version\s*=\s*"([^"]+)"/m);
  if (!m) throw new Error('no [package] version in Cargo.toml');
  return m[1];
}

const APPS = ['node', 'ts', 'plain', 'vite', 'react', 'ssr', ...Object.keys(BUNDLERS)];

/** --setup: only the apps' pinned dev tools (npm ci where stale); no tarball needed. */
async function setup() {
  for (const app of APPS) {
    const started = Date.now();
    const ran = await npmCi(app);
    console.log(
      `    ok: tests/embed/${app}: ${ran ? `npm ci (${((Date.now() - started) / 1000).toFixed(1)} s)` : 'node_modules up to date'}`,
    );
  }
}

async function main() {
  if (process.argv[2] === '--setup') return setup();
  const buildOnly = process.argv[2] === '--build-only';
  const tarballArg = process.argv[buildOnly ? 3 : 2];
  const tarball = path.resolve(tarballArg || path.join(ROOT, 'target', `dlx-sudoku-${cargoVersion()}.tgz`));
  if (!fs.existsSync(tarball)) {
    console.error(`embed: ${tarball} is missing: make it with ./build.sh pack (or pass a tarball's path)`);
    process.exit(2);
  }
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (err) {
    console.error(`embed: cannot import playwright-core (${err.message}); run ./build.sh setup`);
    process.exit(2);
  }
  const hash = crypto.createHash('sha256').update(fs.readFileSync(tarball)).digest('hex');
  console.log(
    `embed: ${path.relative(process.cwd(), tarball) || tarball} (${fs.statSync(tarball).size} bytes, sha256 ${hash.slice(0, 12)})`,
  );

  // EMBED_ONLY: a case-insensitive regular expression over the apps' names (APPS); the
  // package's own checks run with the node app.
  const only = process.env.EMBED_ONLY ? new RegExp(process.env.EMBED_ONLY, 'i') : null;
  const apps = only ? APPS.filter((app) => only.test(app)) : APPS;
  if (apps.length === 0) {
    console.error(`embed: EMBED_ONLY=${process.env.EMBED_ONLY} matches none of the apps: ${APPS.join(', ')}`);
    process.exit(2);
  }
  if (only) console.log(`embed: only ${apps.join(', ')} (EMBED_ONLY=${process.env.EMBED_ONLY})`);

  const installed = {};
  for (const app of apps) {
    const started = Date.now();
    const note = await check(
      `${app}: install (npm ci from the committed lock file, the tarball with --no-save; lock file unchanged)`,
      async () => {
        const what = await install(app, tarball, hash);
        return `${what}, ${((Date.now() - started) / 1000).toFixed(1)} s`;
      },
    );
    if (note) console.log(`     ${note}`);
    installed[app] = Boolean(note);
  }

  if (buildOnly) {
    for (const app of Object.keys(BUNDLERS)) if (installed[app]) await bundlerBuild(app);
    if (installed.vite) await viteBuild();
    if (installed.ssr) await ssrBuild(path.join(HERE, 'ssr'), { check, runOk });
    if (installed.react) await reactBuild(path.join(HERE, 'react'), { check, runOk });
    // No "N passed" line: installing and building are not tests, and build.sh adds those lines up.
    const { failed, seconds: took } = tally();
    if (failed === 0) console.log(`embed: installed and built ${apps.join(', ')} in ${took} s`);
    else console.log(`embed: ${failed} of the installs and builds of ${apps.join(', ')} FAILED (${took} s)`);
    process.exit(failed === 0 ? 0 : 1);
  }

  // What the tarball holds, as installed (package-files.mjs).
  if (installed.node)
    await packageChecks(path.join(HERE, 'node', 'node_modules', 'dlx-sudoku'), {
      check,
      expect,
      version: cargoVersion(),
    });

  // The expected values of the pages, from the same package in Node.
  const pkgDir = path.join(HERE, 'node', 'node_modules', 'dlx-sudoku');
  const expected = await check('node: the package loads in this process (expected values for the pages)', async () => {
    const dlx = await import(pathToFileURL(path.join(pkgDir, 'pkg', 'dlx_sudoku.js')).href);
    dlx.initSync({ module: fs.readFileSync(path.join(pkgDir, 'pkg', 'dlx_sudoku_bg.wasm')) });
    const seeded = dlx.generate({ difficulty: 'easy', seed: 42 });
    const blank = new Uint8Array(81);
    expect(
      dlx.count_solutions_text(UNSOLVABLE, 2) === 0 && dlx.clashing_cells(cellsOf(UNSOLVABLE)).length === 0,
      'UNSOLVABLE has a solution or clashing givens',
    );
    const hint = dlx.hint(PUZZLE, blank);
    expect(
      hint.kind === 'step' && hint.step.place.length > 0,
      `the first hint of PUZZLE places nothing: ${JSON.stringify(hint)}`,
    );
    const chainHint = dlx.hint(CHAIN_PUZZLE, blank);
    expect(
      chainHint.kind === 'step' && chainHint.step.chain.length > 0,
      `the first hint of CHAIN_PUZZLE is not a chain step: ${chainHint.step?.technique}`,
    );
    return {
      rate: dlx.rate(PUZZLE),
      generated: seeded.puzzle,
      puzzle: PUZZLE,
      solution: dlx.solve_text(PUZZLE),
      hint,
      seeded: { puzzle: seeded.puzzle, solution: seeded.solution },
      unsolvable: UNSOLVABLE,
      chain: { puzzle: CHAIN_PUZZLE, hint: chainHint },
    };
  });

  if (installed.node) await nodeApp();
  if (installed.ts) await tsApp();
  const built = installed.vite ? await viteBuild() : undefined;
  const reactDir = path.join(HERE, 'react');
  if (installed.react) await reactTypes(reactDir, { check, expect, run, markedErrors });
  const reactDist = installed.react ? await reactBuild(reactDir, { check, runOk }) : undefined;
  const ssrDir = installed.ssr ? await ssrBuild(path.join(HERE, 'ssr'), { check, runOk }) : undefined;
  const bundled = {};
  for (const app of Object.keys(BUNDLERS)) if (installed[app]) bundled[app] = await bundlerBuild(app);

  if ((installed.plain || built || reactDist || ssrDir || Object.values(bundled).some(Boolean)) && expected) {
    const browser = await launchChromium(chromium);
    try {
      if (installed.plain) await plainApp(browser, expected);
      if (built) await viteApp(browser, expected, built);
      if (installed.vite) await viteDev(browser, expected);
      if (reactDist) await reactApp(browser, expected, reactDist);
      if (ssrDir) await ssrApp(browser, expected, ssrDir);
      for (const [app, dist] of Object.entries(bundled)) if (dist) await bundlerApp(browser, app, expected, dist);
    } finally {
      await browser.close();
    }
  }

  const { passed, failed, seconds } = tally();
  console.log(`embed: done in ${seconds} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(`embed: ${err?.stack ? err.stack : err}`);
  process.exit(1);
});
