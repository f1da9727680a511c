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

import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, launchChromium } from '../e2e/chromium.mjs';
import { cellsOf, checkSolution } from '../node/support/sudoku.mjs';
import { boardApiChecks } from './board-api-checks.mjs';
import { boardChecks } from './board-checks.mjs';
import { engineChecks } from './engine-checks.mjs';
import { packageGraph, readmeSizeProblems } from './package-files.mjs';
import { reactBuild, reactChecks, reactTypes } from './react-checks.mjs';
import { openBoardPage } from './open-page.mjs';
import { readmeImportMap } from './readme-import-map.mjs';
import { ssrBuild, ssrChecks } from './ssr-checks.mjs';
import { serve } from './static-server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const PAGE_TIMEOUT_MS = 60_000;
// No solution, and no two givens clash (tests/data/maxscore_cases.txt's case with answer -1).
const UNSOLVABLE = '000000006000208000000015720205167000034802610010900000001046002427309501050780040';
// A puzzle whose first hint is a chain step (a Turbot Fish, 6 nodes; forum_hardest_1106 of
// tests/data): the board draws its links.
const CHAIN_PUZZLE = '.2..5.7..4..1....68....3...2....8..3.4..2.5.....6...1...2.9.....9......57.4...9..';
// Known answers, not computed by the package: PUZZLE's solution (top1465 line 230, from
// tests/data/top1465.solutions.txt) and NOIP 2009's official sample 2 with its published
// best score (tests/data/maxscore_cases.txt line 2; the app computes it from the same grid).
const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
const NOIP2_SCORE = 2852;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BOARD_SHOT = path.join(ROOT, 'test-output', 'embed-board.png');
// ------------------------------------------------------------------------------------------
// Checks

let passed = 0;
let failed = 0;
const t0 = Date.now();

function pass(name) {
  passed++;
  console.log(`ok   ${name}`);
}

function fail(name, message) {
  failed++;
  console.log(`FAIL ${name}: ${String(message).trim().replace(/\n/g, '\n     ')}`);
}

/** Runs fn (sync or async); a throw fails the check. Returns fn's value, or undefined on failure. */
async function check(name, fn) {
  try {
    const value = await fn();
    pass(name);
    return value ?? true;
  } catch (err) {
    fail(name, err?.message ? err.message : err);
    return undefined;
  }
}

function expect(cond, message) {
  if (!cond) throw new Error(message);
}

// ------------------------------------------------------------------------------------------
// Processes

/** Runs a command; resolves with {code, out} (stdout and stderr together), never rejects. */
function run(cmd, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => resolve({ code: -1, out: `${out}${cmd}: ${err.message}` }));
    child.on('close', (code) => resolve({ code, out }));
  });
}

async function runOk(cmd, args, cwd) {
  const r = await run(cmd, args, cwd);
  if (r.code !== 0)
    throw new Error(
      `${cmd} ${args.join(' ')} (in ${path.relative(ROOT, cwd)}) exited with ${r.code}:\n${r.out.trim().split('\n').slice(-25).join('\n')}`,
    );
  return r.out;
}

const mtime = (file) => fs.statSync(file).mtimeMs;

/**
 * npm ci from the committed lock file, unless node_modules/.dlx-sudoku-ci (written after the
 * last npm ci) is newer than the lock file and package.json.
 */
async function npmCi(app) {
  const dir = path.join(HERE, app);
  const lock = path.join(dir, 'package-lock.json');
  const stamp = path.join(dir, 'node_modules', '.dlx-sudoku-ci');
  expect(fs.existsSync(lock), `${app}/package-lock.json is missing (it is committed)`);
  if (fs.existsSync(stamp) && mtime(stamp) >= mtime(lock) && mtime(stamp) >= mtime(path.join(dir, 'package.json')))
    return false;
  await runOk('npm', ['ci', '--no-audit', '--no-fund'], dir);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, `npm ci at ${new Date().toISOString()}\n`);
  return true;
}

/** npm ci (when needed) and npm install --no-save TARBALL (when another tarball is installed). */
async function install(app, tarball, tarballHash) {
  const dir = path.join(HERE, app);
  const lock = path.join(dir, 'package-lock.json');
  const marker = path.join(dir, 'node_modules', '.dlx-sudoku-tarball');
  const done = [];
  if (await npmCi(app)) done.push('npm ci');
  const lockBefore = fs.readFileSync(lock, 'utf8');
  const want = `${tarballHash} ${tarball}\n`;
  const have = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : '';
  if (have !== want || !fs.existsSync(path.join(dir, 'node_modules', 'dlx-sudoku', 'package.json'))) {
    await runOk('npm', ['install', '--no-save', '--no-audit', '--no-fund', tarball], dir);
    fs.writeFileSync(marker, want);
    done.push('npm install --no-save');
  }
  const installed = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', 'dlx-sudoku', 'package.json'), 'utf8'));
  expect(fs.readFileSync(lock, 'utf8') === lockBefore, `${app}/package-lock.json changed while installing the tarball`);
  return `${done.length ? done.join(', ') : 'up to date'}; dlx-sudoku ${installed.version}`;
}

/**
 * Opens a folder (served here) or an address in a new page and waits for <body data-done>; returns the text of the
 * given ids, the paths requested and the problems seen (console errors, page errors, failed
 * requests). Throws when the page does not finish or reports an error.
 */
async function drive(browser, dirOrBase, ids) {
  const server = /^https?:/.test(dirOrBase) ? { base: dirOrBase, close() {} } : await serve(dirOrBase);
  const { context, page, problems } = await openBoardPage(browser, { viewport: null, network: true });
  const requested = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  try {
    await page.goto(server.base);
    await page.waitForSelector('body[data-done]', { timeout: PAGE_TIMEOUT_MS }).catch(() => {
      throw new Error(
        `the page did not finish within ${PAGE_TIMEOUT_MS / 1000} s${problems.length ? `; ${problems.join('; ')}` : ''}`,
      );
    });
    const done = await page.getAttribute('body', 'data-done');
    const status = await page.textContent('#status');
    expect(done === 'ok', `the page reports ${done}: ${status}${problems.length ? `; ${problems.join('; ')}` : ''}`);
    const text = {};
    for (const id of ids) text[id] = (await page.textContent(`#${id}`)).trim();
    return { text, requested, problems };
  } finally {
    await context.close();
    server.close();
  }
}

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

/** `// error TSnnnn` comments of a file: "LINE TSnnnn" for each. */
function markedErrors(file) {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => [...line.matchAll(/\/\/ error (TS\d+)/g)].map((m) => `${i + 1} ${m[1]}`));
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

async function viteBuild() {
  const dir = path.join(HERE, 'vite');
  const vite = path.join(dir, 'node_modules', 'vite', 'bin', 'vite.js');
  const version = (await run(process.execPath, [vite, '--version'], dir)).out.trim().split('\n').pop();
  return check(`vite: vite build (${version}, default settings)`, async () => {
    fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    await runOk(process.execPath, [vite, 'build', '--logLevel', 'warn'], dir);
    const assets = fs.readdirSync(path.join(dir, 'dist', 'assets'));
    // Two modules: the default one (the main thread's and the worker's, one file) and the core.
    const size = (f) => fs.statSync(path.join(dir, 'dist', 'assets', f)).size;
    const wasm = assets.filter((f) => f.endsWith('.wasm')).sort((a, b) => size(b) - size(a));
    const workers = assets.filter((f) => /^solver-worker-.*\.js$/.test(f));
    expect(
      wasm.length === 2,
      `dist/assets holds ${wasm.length} .wasm files, not 2 (the default and the core build): ${assets.join(' ')}`,
    );
    expect(workers.length === 1, `dist/assets holds no bundled worker (solver-worker-*.js): ${assets.join(' ')}`);
    return { wasm: wasm[0], coreWasm: wasm[1], worker: workers[0] };
  });
}

/** The <sudoku-board> checks of an app's page (board-checks.mjs), served from `dirOrBase`. */
async function boardApp(browser, dirOrBase, app, expected, { axe = false, quick = false } = {}) {
  const server = /^https?:/.test(dirOrBase) ? { base: dirOrBase, close() {} } : await serve(dirOrBase);
  try {
    const axeSource = axe ? fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8') : null;
    await boardChecks(browser, server.base, app, {
      check,
      expect,
      expected,
      cellsOf,
      checkSolution,
      axeSource,
      axeTags: AXE_TAGS,
      shotPath: axe ? BOARD_SHOT : null,
      quick,
    });
  } finally {
    server.close();
  }
}

function checkProblems(app, problems) {
  return check(`${app}: no console errors, page errors or failed requests`, () => {
    expect(problems.length === 0, problems.join('\n'));
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

// What the Vite app's page and the bundler apps' page show (vite/src/main.js, shared/page.js).
const PAGE_IDS = [
  'main-solution',
  'main-max-score',
  'core-solution',
  'core-max-score',
  'core-exports',
  'worker-solution',
  'worker-count',
  'worker-difficulty',
  'worker-rating',
  'worker-generated',
  'worker-seed',
];

/** The built app (vite build's dist/, served here); `built` names its bundled assets. */
async function viteApp(browser, expected, built) {
  const dir = path.join(HERE, 'vite', 'dist');
  await pageChecks(browser, 'vite', dir, expected, {
    finishes: 'vite: the built app (dist/) finishes',
    loaded: async (requested) => {
      await check(
        "vite: the page loads the bundled worker, the .wasm and the core build's .wasm from dist/assets",
        () => {
          for (const f of [built.worker, built.wasm, built.coreWasm]) {
            expect(
              requested.includes(`/assets/${f}`),
              `/assets/${f} was not requested; requests: ${requested.join(' ')}`,
            );
          }
        },
      );
    },
  });
}

/**
 * The results of the Vite app (built or under the dev server) or a bundler app (`app` names
 * which) on the page that `dirOrBase` serves: the core build, the main thread and the worker
 * against Node's values, no problems, then the board's checks (`quick`: a few). `finishes`: the
 * name of the check that the page finishes; `before` runs first within it; `loaded(requested)`
 * checks the paths requested.
 */
async function pageChecks(browser, app, dirOrBase, expected, { finishes, before, loaded, quick = false }) {
  const r = await check(finishes, async () => {
    await before?.();
    return drive(browser, dirOrBase, PAGE_IDS);
  });
  if (!r || r === true) return;
  const { text, requested, problems } = r;
  await loaded?.(requested);
  await coreChecks(app, text);
  await check(`${app}: main thread: init() and solve_text: a solution that keeps the givens and the rules`, () => {
    checkSolution(cellsOf(PUZZLE), text['main-solution'], app);
  });
  await check(`${app}: main thread: max_score of the empty grid is 2906`, () => {
    expect(text['main-max-score'] === '2906', `page: ${text['main-max-score']}`);
  });
  await check(`${app}: worker solve: the same solution, unique`, () => {
    expect(
      text['worker-solution'] === text['main-solution'],
      `worker ${text['worker-solution']}, main thread ${text['main-solution']}`,
    );
    expect(text['worker-count'] === '1', `count ${text['worker-count']}`);
  });
  await check(`${app}: worker rate: ${expected.rate.difficulty}, ER ${expected.rate.rating} (as in Node)`, () => {
    const got = `${text['worker-difficulty']} ${text['worker-rating']}`;
    expect(got === `${expected.rate.difficulty} ${expected.rate.rating}`, `page: ${got}`);
  });
  await check(`${app}: worker generate {difficulty: easy, seed: 42}: the puzzle Node generates from that seed`, () => {
    expect(text['worker-seed'] === '42', `seed ${text['worker-seed']}`);
    expect(
      text['worker-generated'] === expected.generated,
      `page ${text['worker-generated']}, Node ${expected.generated}`,
    );
  });
  await checkProblems(app, problems);
  await boardApp(browser, dirOrBase, app, expected, { quick });
}

/** The core build's results on a page (`dlx-sudoku/core` in the main thread) against known answers. */
async function coreChecks(app, text) {
  await check(`${app}: dlx-sudoku/core: init() and solve_text give the published solution`, () => {
    expect(text['core-solution'] === SOLUTION, `page: ${text['core-solution']}`);
    expect(text['main-solution'] === SOLUTION, `the default build's solution: ${text['main-solution']}`);
  });
  await check(`${app}: dlx-sudoku/core: max_score of NOIP 2009 sample 2 is ${NOIP2_SCORE} (published)`, () => {
    expect(text['core-max-score'] === String(NOIP2_SCORE), `page: ${text['core-max-score']}`);
  });
  await check(`${app}: dlx-sudoku/core: the engine's exports, no logic layer or generator`, () => {
    expect(
      text['core-exports'] === 'solve count_solutions max_score target; no rate hint generate',
      `page: ${text['core-exports']}`,
    );
  });
}

/** The same app under Vite's dev server (default settings, no build): the same results. */
async function viteDev(browser, expected) {
  const dir = path.join(HERE, 'vite');
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(dir, 'node_modules', 'vite', 'bin', 'vite.js'),
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (d) => (log = (log + d).slice(-4000)));
  child.stderr.on('data', (d) => (log = (log + d).slice(-4000)));
  const base = `http://127.0.0.1:${port}/`;
  try {
    await pageChecks(browser, 'vite dev', base, expected, {
      finishes: 'vite: the dev server (vite, no build) serves the app and it finishes',
      before: async () => {
        for (const deadline = Date.now() + 20_000; ; ) {
          expect(child.exitCode === null, `vite exited with ${child.exitCode}: ${log}`);
          if (
            await fetch(base).then(
              (res) => res.ok,
              () => false,
            )
          )
            break;
          expect(Date.now() < deadline, `vite did not answer on ${base} within 20 s: ${log}`);
          await new Promise((done) => setTimeout(done, 100));
        }
      },
    });
  } finally {
    child.kill('SIGTERM');
  }
}

// The bundler apps: the page of shared/ built by each bundler with only the settings that
// docs/embedding.md gives (none for webpack). `build`: node's arguments, run in the app's folder.
const BUNDLERS = {
  webpack: { tool: 'webpack', build: ['node_modules/webpack/bin/webpack.js'], settings: 'no setting for the package' },
  esbuild: { tool: 'esbuild', build: ['build.mjs'], settings: 'ES module output, @chialab/esbuild-plugin-meta-url' },
  rollup: {
    tool: 'rollup',
    build: ['node_modules/rollup/dist/bin/rollup', '-c'],
    settings: 'ES module output, node-resolve, @web/rollup-plugin-import-meta-assets',
  },
};

/** Builds a bundler app into its dist/, with shared/index.html as its page; resolves with dist/. */
async function bundlerBuild(app) {
  const dir = path.join(HERE, app);
  const { tool, build, settings } = BUNDLERS[app];
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', tool, 'package.json'), 'utf8'));
  return check(`${app}: build (${tool} ${version}; ${settings})`, async () => {
    const dist = path.join(dir, 'dist');
    fs.rmSync(dist, { recursive: true, force: true });
    await runOk(process.execPath, build, dir);
    fs.copyFileSync(path.join(HERE, 'shared', 'index.html'), path.join(dist, 'index.html'));
    return dist;
  });
}

/** A bundler app's dist/, served: the Vite app's checks, the board's quick ones, both .wasm files. */
async function bundlerApp(browser, app, expected, dist) {
  const pkg = path.join(HERE, app, 'node_modules', 'dlx-sudoku');
  await pageChecks(browser, app, dist, expected, {
    finishes: `${app}: the built app (dist/) finishes`,
    quick: true,
    loaded: async (requested) => {
      await check(
        `${app}: the page loads the default and the core build's .wasm from dist/, each the package's own`,
        () => {
          const wasm = [...new Set(requested.filter((p) => p.endsWith('.wasm')))].map((p) =>
            fs.readFileSync(path.join(dist, p)),
          );
          for (const [build, file] of [
            ['default', 'pkg/dlx_sudoku_bg.wasm'],
            ['core', 'core/dlx_sudoku_core_bg.wasm'],
          ]) {
            const want = fs.readFileSync(path.join(pkg, file));
            expect(
              wasm.some((w) => w.equals(want)),
              `no .wasm requested is the ${build} build's ${file}; requests: ${requested.join(' ')}`,
            );
          }
          expect(wasm.length === 2, `${wasm.length} distinct .wasm files requested: ${requested.join(' ')}`);
        },
      );
    },
  });
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
    const took = ((Date.now() - t0) / 1000).toFixed(1);
    if (failed === 0) console.log(`embed: installed and built ${apps.join(', ')} in ${took} s`);
    else console.log(`embed: ${failed} of the installs and builds of ${apps.join(', ')} FAILED (${took} s)`);
    process.exit(failed === 0 ? 0 : 1);
  }

  // What the tarball holds, as installed: the licences, its own README, both builds, and a
  // package.json whose exports, engines, files and sideEffects match the files.
  if (installed.node) {
    const dir = path.join(HERE, 'node', 'node_modules', 'dlx-sudoku');
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
        expect(pkg.version === cargoVersion(), `version ${pkg.version}, Cargo.toml ${cargoVersion()}`);
      },
    );
    await check("package: it ships exactly the modules its exports' entries reach, and every one they import", () => {
      const { unreached, broken } = packageGraph(dir);
      expect(broken.length === 0, `references to files it does not ship: ${broken.join(', ')}`);
      expect(unreached.length === 0, `modules no entry reaches: ${unreached.join(', ')}`);
    });
  }

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

  console.log(`embed: done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(`embed: ${err?.stack ? err.stack : err}`);
  process.exit(1);
});
